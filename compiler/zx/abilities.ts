// Lowering a Z/X ability (LANGUAGE-ZX 2-3) from its AST (grammar/zx/sentences.ts: the layout,
// the sentences on the shared sentence rules, the frames of the vocabulary tables) to the IR's
// ability objects (runtime/zx/abilities.ts, plain JSON-safe data), with a diagnostic for each
// problem (LANGUAGE-ZX 5). An ability is its lines joined with one space; `Joined` maps each
// character back to its file offset, so every diagnostic points at the words it is about.
// Each sentence is read on its own, so every mistake of an ability is reported in one run.
import type { IToken } from "chevrotain";
import { closest } from "../../grammar/diagnostics.ts";
import { fillFrame, matchFrame, nearestFrame, numberOf, type AmountNode, type PrefixNode, type Tok } from "../../grammar/sentence.ts";
import { lexZx, parseLayout, parseSentence, type ZxClauseNode, type ZxObjectNode, type ZxSentenceNode } from "../../grammar/zx/sentences.ts";
import type { ZxAbilityNode, ZxLine, ZxReporter } from "../../grammar/zx/structure.ts";
import {
  lookupWord,
  ZX_COLOURS,
  ZX_CONDITIONS,
  ZX_COST_ITEMS,
  ZX_KEYWORDS,
  ZX_LATER_TRIGGERS,
  ZX_MORE_TRIGGERS,
  ZX_NOUN,
  ZX_QUALIFIERS,
  ZX_SECTIONS,
  ZX_TAGS,
  ZX_TRIGGERS,
  ZX_TURN_CONDITIONS,
  ZX_VALID_ZONES,
} from "../../grammar/zx/vocabulary.ts";
import * as Z from "../../runtime/zx/abilities.ts";

/** The card an ability is read for. */
export interface CardContext {
  name: string;
  type: Z.CardType | null;
  icons: readonly string[];
}

/** LANGUAGE-ZX 1: a cost is 0 to 99 and Power 0 to 99999; a count on a card (Draw, Recover,
 *  Discard, Sleep, "up to N", a condition's N) is at most a cost's 99: no card needs more, and a
 *  larger one (Draw 999999999) would only make a game endless. */
const MAX_COUNT = 99;
const MAX_POWER = 99999;
/** How deep "If"/"you may"/"While" may nest in one sentence (X610Z caps its IR depth at 100). */
const MAX_DEPTH = 100;

/** Text joined from lines, with each character's file offset. */
class Joined {
  text = "";
  private map: number[] = [];
  add(l: ZxLine): void {
    if (this.text !== "") {
      this.map.push(this.map[this.map.length - 1]! + 1);
      this.text += " ";
    }
    for (let i = 0; i < l.text.length; i++) this.map.push(l.offset + i);
    this.text += l.text;
  }
  /** File offsets of [start, end) of the joined text. */
  span(start: number, end: number): [number, number] {
    if (this.map.length === 0) return [0, 0];
    const s = this.map[Math.min(start, this.map.length - 1)]!;
    const e = end <= start ? s : this.map[Math.min(end - 1, this.map.length - 1)]! + 1;
    return [s, e];
  }
}

interface Section {
  id: (typeof ZX_SECTIONS)[number]["id"];
  /** Start of the marker in the joined text. */
  at: number;
  markerEnd: number;
  content: string;
  /** Start of the trimmed content in the joined text. */
  contentAt: number;
  tokens: Tok[];
  raw: IToken[];
}

/** Per-ability state while its sentences are read. */
interface Reading {
  j: Joined;
  report: ZxReporter;
  card: CardContext;
  tag: Z.AbilityKind;
  valid: Z.ValidZone | null;
  /** The target phrases of the side (or ability) being read. */
  targets: Z.TargetSpec[];
  appearsFromLife: boolean;
  /** The target phrase "it", "them" and "that Z/X" mean: the last one chosen ("Choose ..."). */
  chosen: number | null;
  /** The sentence before failed to read (so "If you do," after it isn't reported again). */
  lastFailed?: boolean;
  ok: boolean;
}

type Code = Parameters<ZxReporter["error"]>[0];

/** `chosen` after a "Choose ..." sentence that didn't read. */
const FAILED = -1;

const SENTENCE_STARTS = [
  "Draw",
  "Deal",
  "Heal",
  "Destroy",
  "Put",
  "Return",
  "Sleep",
  "Reboot",
  "Recover",
  "Choose",
  "If",
  "you may",
  "As this card appears from Life",
  "Target Z/X",
  "This card",
  "All Z/X",
];

const lower = (s: string) => s.toLowerCase();
const textOf = (r: Reading, ts: readonly Tok[]) => (ts.length === 0 ? "" : r.j.text.slice(ts[0]!.start, ts[ts.length - 1]!.end));
const isWord = (t: Tok | undefined, w: string) => t !== undefined && lower(t.image) === w;

/** Runs of spaces as one, for comparing written words (a reminder) with a table's. */
function squash(s: string): string {
  let out = "";
  let space = false;
  for (const c of s.trim()) {
    if (c === " " || c === "\t" || c === "\n" || c === "\r") space = true;
    else {
      if (space && out !== "") out += " ";
      out += c;
      space = false;
    }
  }
  return out.toLowerCase();
}

/** Splits tokens at each token for which `at` holds (the separators are dropped). */
function splitAt(ts: readonly IToken[], at: (t: IToken) => boolean): IToken[][] {
  const out: IToken[][] = [[]];
  for (const t of ts) {
    if (at(t)) out.push([]);
    else out[out.length - 1]!.push(t);
  }
  return out;
}

const asTok = (t: IToken): Tok => ({ image: t.image, start: t.startOffset, end: t.startOffset + t.image.length });

/** One ability, or null when it has errors (each reported). */
export function readAbility(node: ZxAbilityNode, card: CardContext, report: ZxReporter): Z.Ability | null {
  const text = node.lines.map((l) => l.text).join(" ");
  const j = new Joined();
  for (const l of node.sides[0]!.pieces) j.add(l);
  const err = (code: Code, s: number, e: number, msg: string) => {
    const [a, b] = j.span(s, e);
    report.error(code, a, b, msg);
  };
  const tokens = lexZx(node.keywordOnly ? `[Always] ${j.text}` : j.text);
  // The tag: `[Word]` (an unclosed `[` runs to the first space).
  const first = tokens[0];
  const tagWritten = first && first.image.startsWith("[") ? first.image : j.text.slice(0, Math.max(1, j.text.indexOf(" ") < 0 ? j.text.length : j.text.indexOf(" ")));
  const tagRow = lookupWord(ZX_TAGS, tagWritten);
  if (!tagRow) {
    const near = closest(
      tagWritten,
      ZX_TAGS.map((t) => t.word),
    );
    err("unknownWord", 0, tagWritten.length, `unknown tag "${tagWritten}"${near ? `; did you mean "${near}"?` : `; the tags are ${ZX_TAGS.map((t) => t.word).join(", ")}`}`);
    return null;
  }
  const tag = tagRow.id;
  const r: Reading = { j, report, card, tag, valid: null, targets: [], appearsFromLife: false, chosen: null, ok: true };
  const fail = (code: Code, s: number, e: number, msg: string) => {
    r.ok = false;
    err(code, s, e, msg);
  };
  const tagEnd = tagWritten.length;
  const tagSpan: [number, number] = [0, tagEnd];
  if (node.keywordOnly) {
    // "Life Recovery" alone: its [Always] is implied; offsets are those of the line itself.
    const kw = lookupWord(ZX_KEYWORDS, j.text)!;
    if (card.type !== null && card.type !== "zx") fail("keywordNotZx", 0, j.text.length, `${kw.word} is a keyword of a Z/X; card "${card.name}" is not a Z/X (ZX-705.3)`);
    else if (card.type === "zx" && !card.icons.includes("ignition")) {
      fail("keywordIgnition", 0, j.text.length, `${kw.word} works only as its card appears from Life, which needs the Ignition icon; card "${card.name}" has no "icon: Ignition" (ZX-705.3)`);
    }
    if (!r.ok) return null;
    return kw.id === "lifeRecovery" ? Z.lifeRecovery(`[Always] ${kw.word}`) : Z.voidBringer(`[Always] ${kw.word}`);
  }

  // Ability-level checks that don't depend on sections.
  if (tag === "event" && card.type !== null && card.type !== "event") {
    fail("eventAbility", ...tagSpan, `[Event] is an Event's ability; a ${card.type === "zx" ? "Z/X" : "Player"} card can't have one (ZX-610)`);
  }
  if (node.ors.length > 0 && tag !== "event" && tag !== "boot") {
    const or = node.ors[0]!;
    r.ok = false;
    report.error("or", or.offset, or.offset + or.text.length, `"or" is for an [Event] or [Boot] ability, not ${tagRow.word} (ZX-604.2)`);
  }
  for (const side of node.sides) {
    const add = side.additional;
    if (add && tag !== "event" && tag !== "boot") {
      r.ok = false;
      report.error("extraCost", add.offset, add.offset + add.text.length, `an additional cost ("With extra cost N:") follows an [Event] or [Boot] ability, not ${tagRow.word} (ZX-601.6)`);
    }
  }

  // [Always] KEYWORD (reminder): the words before the first section marker or "(".
  const headToks: IToken[] = [];
  for (const t of tokens.slice(1)) {
    if (t.image.startsWith("<") || t.image === "(") break;
    headToks.push(t);
  }
  const headText = headToks.length ? j.text.slice(headToks[0]!.startOffset, headToks[headToks.length - 1]!.startOffset + headToks[headToks.length - 1]!.image.length) : "";
  if (tag === "always" && headText !== "") {
    const at = headToks[0]!.startOffset;
    const kw = lookupWord(ZX_KEYWORDS, headText);
    if (!kw) {
      const near = closest(
        headText,
        ZX_KEYWORDS.map((k) => k.word),
      );
      fail(
        "unknownWord",
        at,
        at + headText.length,
        `unknown keyword "${headText}"${near ? `; did you mean "${near}"?` : `; an [Always] ability is a keyword (${ZX_KEYWORDS.map((k) => k.word).join(", ")}) or starts with <Valid>`}`,
      );
      return null;
    }
    const rest = j.text.slice(at + headText.length).trim();
    if (rest !== "") {
      const restAt = j.text.length - rest.length;
      const inParens = rest.startsWith("(") && rest.endsWith(")");
      if (!inParens || squash(rest.slice(1, -1)) !== squash(kw.reminder)) {
        fail("reminder", restAt, j.text.length, `the reminder text of ${kw.word} must be the keyword's, word for word: "(${kw.reminder})" (ZX-608.3)`);
      }
    }
    if (card.type !== null && card.type !== "zx") fail("keywordNotZx", at, at + headText.length, `${kw.word} is a keyword of a Z/X; card "${card.name}" is not a Z/X (ZX-705.3)`);
    else if (card.type === "zx" && !card.icons.includes("ignition")) {
      fail("keywordIgnition", at, at + headText.length, `${kw.word} works only as its card appears from Life, which needs the Ignition icon; card "${card.name}" has no "icon: Ignition" (ZX-705.3)`);
    }
    if (!r.ok) return null;
    return kw.id === "lifeRecovery" ? Z.lifeRecovery(text) : Z.voidBringer(text);
  }
  if (headText !== "") {
    const at = headToks[0]!.startOffset;
    fail("section", at, at + headText.length, `"${headText}" is in no section: after ${tagRow.word} comes a section marker (${tag === "event" ? "<Effect>" : "<Valid>"})`);
    return null;
  }

  // Sections of side 1.
  const sections = readSections(r, tokens);
  if (sections === null) return null;
  const find = (id: Section["id"]) => sections.find((s) => s.id === id);
  const marker = (id: Section["id"]) => ZX_SECTIONS.find((s) => s.id === id)!.word;
  const need = {
    player: tag === "event" ? "no" : "optional",
    valid: tag === "event" ? "no" : "yes",
    trigger: tag === "auto" || tag === "special" ? "yes" : "no",
    cost: tag === "boot" ? "yes" : "no",
  } as const;
  for (const id of ["player", "valid", "trigger", "cost"] as const) {
    const s = find(id);
    if (need[id] === "yes" && !s) {
      const why =
        id === "cost"
          ? "a [Boot] ability is used by paying its <Cost> (ZX-606.2)"
          : id === "trigger"
            ? `${tagRow.word} needs a <Trigger>: ${tag === "auto" ? "the event it waits for (ZX-607)" : "its condition, If ... (ZX-609)"}`
            : `${tagRow.word} needs <Valid>: the zone it works in (ZX-605.2)`;
      fail("section", ...tagSpan, `${marker(id)} is missing: ${why}`);
    }
    if (need[id] === "no" && s) {
      const written = `${r.j.text.slice(s.at, s.markerEnd)}${s.content ? ` ${s.content}` : ""}`;
      fail(
        "section",
        s.at,
        s.markerEnd,
        `${marker(id)} is not written on ${tagRow.word}${id === "cost" ? " (only a [Boot] ability has a <Cost>)" : id === "trigger" ? " (only [Auto] and [Special] have a <Trigger>)" : id === "valid" ? " (an Event works from the hand, ZX-610)" : ""}; remove "${written}"`,
      );
    }
  }
  if (!find("effect")) fail("section", ...tagSpan, `<Effect> is missing: ${tagRow.word} needs an <Effect>`);
  // A section written where it doesn't belong is reported and the rest still read (every mistake
  // in one run); a missing one leaves nothing to read.
  const missing = (["valid", "trigger", "cost", "effect"] as const).some((id) => (id === "effect" || need[id] === "yes") && !find(id));
  if (missing) return null;

  const opts: Z.SectionOptions = {};
  const player = find("player");
  if (player) {
    if (player.content === "") fail("section", player.at, player.markerEnd, `<Player> needs a player name`);
    else opts.player = player.content;
  }
  const validS = find("valid");
  if (validS) {
    const row = lookupWord(ZX_VALID_ZONES, validS.content);
    if (!row) {
      const near = closest(
        validS.content,
        ZX_VALID_ZONES.map((z) => z.word),
      );
      fail(
        "unknownWord",
        validS.contentAt,
        validS.contentAt + validS.content.length,
        `unknown zone "${validS.content}" in <Valid>${near ? `; did you mean "${near}"?` : `; the zones are ${ZX_VALID_ZONES.map((z) => z.word).join(", ")}`}`,
      );
    } else r.valid = row.id;
  }
  let trigger: Z.Trigger | null = null;
  let condition: Z.Condition | null = null;
  const trig = find("trigger");
  if (trig) {
    const words = trig.tokens.length && trig.tokens[trig.tokens.length - 1]!.image === "." ? trig.tokens.slice(0, -1) : trig.tokens;
    const written = textOf(r, words);
    const isCondition = isWord(words[0], "if");
    if (tag === "auto") {
      if (isCondition)
        fail("section", trig.at, trig.markerEnd, `<Trigger> of an [Auto] is an event ("When this card appears."), not a condition; a condition is a [Special]'s <Trigger> (ZX-607, ZX-609)`);
      else trigger = readTrigger(r, words, written, trig.contentAt);
    } else if (tag === "special") {
      if (!isCondition) fail("section", trig.at, trig.markerEnd, `<Trigger> of a [Special] is a condition ("If you have 4 or more cards in your Charge."), not an event (ZX-609)`);
      else condition = readCondition(r, words.slice(1));
    }
  }
  let cost: Z.CostItem[] = [];
  const costS = find("cost");
  if (costS) cost = readCost(r, costS);

  // <Effect> of each side.
  const modes: Z.Mode[] = [];
  let effects: Z.Effect[] = [];
  for (let si = 0; si < node.sides.length; si++) {
    r.targets = [];
    r.chosen = null;
    let eff: Section | undefined;
    let rr = r;
    if (si === 0) eff = find("effect");
    else {
      const sj = new Joined();
      for (const l of node.sides[si]!.pieces) sj.add(l);
      rr = { ...r, j: sj, targets: [], chosen: null };
      const secs = readSections(rr, lexZx(sj.text));
      if (secs === null) {
        r.ok = false;
        continue;
      }
      for (const s of secs) if (s.id !== "effect") fail("or", ...rr.j.span(s.at, s.markerEnd), `after "or" comes only an <Effect>`);
      eff = secs.find((s) => s.id === "effect");
    }
    if (!eff) continue;
    const list = readEffects(rr, eff.raw);
    r.ok &&= rr.ok;
    r.appearsFromLife ||= rr.appearsFromLife;
    let additional: Z.Additional | undefined;
    const add = node.sides[si]!.additional;
    if (add && (tag === "event" || tag === "boot")) {
      const aj = new Joined();
      aj.add(add);
      const ar: Reading = { ...rr, j: aj };
      const at = lexZx(add.text);
      const ts = at.map(asTok);
      const m = matchFrame("with extra cost N :", ts, 0) ?? matchFrame("for each extra cost N :", ts, 0);
      if (!m) {
        r.ok = false;
        report.error("extraCost", add.offset, add.offset + add.text.length, `an additional cost is "With extra cost N: EFFECT" or "For each extra cost N: EFFECT"; the cost N is missing (ZX-601.6)`);
      } else {
        const n = amountValue(ar, m.n[0]!, "extra cost", MAX_COUNT);
        const extra = readEffects(ar, at.slice(m.end));
        r.ok &&= ar.ok;
        if (n === 0) {
          r.ok = false;
          report.error("zeroAmount", add.offset, add.offset + add.text.length, `an additional cost of 0 adds nothing: write cost 1 or more`);
        }
        additional = isWord(ts[0], "with") ? Z.withExtra(n, extra) : Z.forEachExtra(n, extra);
      }
    }
    if (tag === "event" || tag === "boot") modes.push(Z.mode([...rr.targets], list, additional));
    else {
      effects = list;
      r.targets = rr.targets;
    }
  }
  if (node.sides.length === 1 && node.ors.length > 0) {
    r.ok = false;
    const or = node.ors[0]!;
    report.error("or", or.offset, or.offset + or.text.length, `"or" needs both sides: an <Effect> line must follow it (ZX-604.2)`);
  }
  if (!r.ok) return null;

  const valid = r.valid!;
  switch (tag) {
    case "event":
      return Z.eventAbility(text, modes);
    case "boot":
      return Z.bootAbility(text, valid, cost, modes, opts);
    case "auto":
      return trigger ? Z.autoAbility(text, valid, trigger, r.targets, effects, opts) : null;
    case "special":
      return condition ? Z.specialAbility(text, valid, condition, r.targets, effects, opts) : null;
    case "always": {
      if (r.appearsFromLife) return Z.appearsFromLifeAbility(text, r.targets, effects, opts);
      const eff = find("effect")!;
      if (r.targets.length > 0) {
        fail("notContinuous", eff.contentAt, eff.contentAt + eff.content.length, `an [Always] ability applies continuously and chooses no target: use "All Z/X ..." or "this card" (ZX-608.1)`);
        return null;
      }
      if (!Z.canBeContinuous(effects)) {
        fail(
          "notContinuous",
          eff.contentAt,
          eff.contentAt + eff.content.length,
          `an [Always] ability applies continuously: its <Effect> can only change Power ("... gets Power +N"), or happen "As this card appears from Life" (ZX-608.1, ZX-608.2)`,
        );
        return null;
      }
      return Z.alwaysAbility(text, valid, effects, opts);
    }
  }
}

/** The sections of a side (its tokens after the tag), from the layout rule. */
function readSections(r: Reading, tokens: IToken[]): Section[] | null {
  const layout = parseLayout(tokens);
  const out: Section[] = [];
  const marks: Array<{ row: (typeof ZX_SECTIONS)[number]; at: number; end: number; content: IToken[] }> = [];
  let ok = true;
  for (const s of layout.sections) {
    const row = lookupWord(ZX_SECTIONS, s.marker.image);
    if (!row) {
      const near = closest(
        s.marker.image,
        ZX_SECTIONS.map((x) => x.word),
      );
      const [a, b] = r.j.span(s.marker.start, s.marker.end);
      r.report.error("unknownWord", a, b, `unknown section "${s.marker.image}"${near ? `; did you mean "${near}"?` : `; the sections are ${ZX_SECTIONS.map((x) => x.word).join(", ")}`}`);
      ok = false;
      continue;
    }
    marks.push({ row, at: s.marker.start, end: s.marker.end, content: s.content });
  }
  if (!ok) {
    r.ok = false;
    return null;
  }
  const order = (id: Section["id"]) => ({ player: 0, valid: 1, trigger: 2, cost: 2, effect: 3 })[id];
  for (const k of marks) {
    if (out.some((s) => s.id === k.row.id) || (out.length > 0 && order(out[out.length - 1]!.id) >= order(k.row.id))) {
      const [a, b] = r.j.span(k.at, k.end);
      r.report.error(
        "section",
        a,
        b,
        out.some((s) => s.id === k.row.id)
          ? `${k.row.word} is written twice in one ability`
          : `${k.row.word} is out of order: an ability's sections are <Player>, <Valid>, then <Trigger> or <Cost>, then <Effect>`,
      );
      r.ok = false;
      return null;
    }
    const tokens = k.content.map(asTok);
    const content = textOf(r, tokens);
    out.push({ id: k.row.id, at: k.at, markerEnd: k.end, content, contentAt: tokens.length ? tokens[0]!.start : k.end, tokens, raw: k.content });
  }
  return out;
}

/** An amount's value; a value past `max` is an error (E3030), as X610Z's E1017. */
function amountValue(r: Reading, t: Tok | AmountNode, what: string, max: number): number {
  const written = "written" in t ? t.written : t.image;
  const start = t.start;
  const value = numberOf(written);
  const [x, y] = r.j.span(start, start + written.length);
  if (value === 0) {
    r.ok = false;
    r.report.error("zeroAmount", x, y, `an amount of 0 in "${what}" does nothing: write 1 or more`);
  } else if (!(value <= max)) {
    r.ok = false;
    r.report.error("tooLarge", x, y, `${written.length > 12 ? `${written.slice(0, 12)}...` : written} is more than a card needs: ${what} is at most ${max}`);
    return max;
  }
  return value;
}

/** A number in a table frame (a condition's or a qualifier's N); 0 is allowed there. */
function frameNumber(r: Reading, t: Tok, what: string, max: number): number {
  const v = numberOf(t.image);
  if (v > max) {
    r.ok = false;
    const [x, y] = r.j.span(t.start, t.end);
    r.report.error("tooLarge", x, y, `${t.image.length > 12 ? `${t.image.slice(0, 12)}...` : t.image} is more than a card needs: ${what} is at most ${max}`);
    return max;
  }
  return v;
}

function readTrigger(r: Reading, words: readonly Tok[], written: string, contentAt: number): Z.Trigger | null {
  const normal = words.map((t, i) => (i === 0 && isWord(t, "whenever") ? "When" : t.image)).join(" ");
  const row = lookupWord(ZX_TRIGGERS, normal) ?? lookupWord(ZX_MORE_TRIGGERS, normal);
  const [x, y] = r.j.span(contentAt, contentAt + written.length);
  if (row) {
    const trigger = (Z.TRIGGERS[row.id].make as () => Z.Trigger)();
    if (r.card.type !== "zx" && row.id !== "endOfTurn" && row.id !== "startOfTurn" && row.id !== "startOfOpponentsTurn") thisCardCheck(r, contentAt, contentAt + written.length);
    return trigger;
  }
  r.ok = false;
  const later = lookupWord(ZX_LATER_TRIGGERS, normal);
  if (later) {
    r.report.error(
      "notSupportedYet",
      x,
      y,
      `the trigger "${written}" is not supported yet (the Z/X engine has no such event); the nearest supported is "${later.nearest}" (trigger table: grammar/zx/vocabulary.ts ZX_TRIGGERS, LANGUAGE-ZX 4.15)`,
    );
    return null;
  }
  const near = closest(
    normal,
    [...ZX_TRIGGERS, ...ZX_MORE_TRIGGERS].map((t) => t.word),
    Math.max(3, Math.floor(normal.length / 4)),
  );
  r.report.error(
    "unknownWord",
    x,
    y,
    `unknown trigger "${written}" in <Trigger>${near ? `; did you mean "${near}"?` : `; the triggers are ${[...ZX_TRIGGERS, ...ZX_MORE_TRIGGERS].map((t) => `"${t.word}"`).join(", ")} (grammar/zx/vocabulary.ts ZX_TRIGGERS, LANGUAGE-ZX 4.15)`}`,
  );
  return null;
}

const COST_FRAMES = {
  sleepResource: "Sleep N card(s) in your Resource",
  sleepColour: "Sleep N COLOUR card(s) in your Resource",
  discard: "Discard N card(s)",
  chargeToTrash: "Put N card(s) from your Charge into your Trash",
} as const;

function readCost(r: Reading, s: Section): Z.CostItem[] {
  let ts = s.tokens;
  if (ts.length && ts[ts.length - 1]!.image === ".") ts = ts.slice(0, -1);
  const items: Z.CostItem[] = [];
  const parts: Tok[][] = [[]];
  for (const t of ts) {
    if (t.image === ",") parts.push([]);
    else parts[parts.length - 1]!.push(t);
  }
  for (const part of parts) {
    const w = textOf(r, part);
    const a = part.length ? part[0]!.start : s.contentAt;
    const fail = (code: Code, msg: string) => {
      r.ok = false;
      const [x, y] = r.j.span(a, a + w.length);
      r.report.error(code, x, y, msg);
    };
    const whole = (frame: string) => {
      const m = matchFrame(frame, part, 0, { COLOUR: part[2] ? [part[2].image] : [] });
      return m && m.end === part.length ? m : null;
    };
    let m: ReturnType<typeof matchFrame>;
    if (part.length === 1 && lower(part[0]!.image) === "[sleep]") {
      if (r.valid !== null && r.valid !== "square") fail("sleepOffSquare", `[Sleep] sleeps this card, which must be on the Square; this ability's <Valid> is not Square (ZX-305.1, ZX-601.4)`);
      items.push(Z.sleepSelf());
    } else if ((m = whole(COST_FRAMES.sleepResource)) || (m = whole(COST_FRAMES.sleepColour))) {
      const n = costCount(r, m.n[0]!, "Sleep");
      let colour: Z.Colour | undefined;
      const c = m.words.COLOUR;
      if (c !== undefined) {
        const row = lookupWord(ZX_COLOURS, c.image);
        if (!row) {
          const near = closest(
            c.image,
            ZX_COLOURS.map((x) => x.word),
          );
          fail("unknownWord", `unknown colour "${c.image}" in "${w}"${near ? `; did you mean "${near}"?` : ""}`);
        } else colour = row.id as Z.Colour;
      }
      items.push(Z.sleepResource(n, colour));
    } else if ((m = whole(COST_FRAMES.discard))) {
      items.push(Z.discardCost(costCount(r, m.n[0]!, "Discard")));
    } else if ((m = whole(COST_FRAMES.chargeToTrash))) {
      items.push(Z.chargeToTrash(costCount(r, m.n[0]!, "Put")));
    } else {
      const frame = nearestFrame(
        part,
        ZX_COST_ITEMS.map((c) => c.word),
      );
      const near = frame && fillFrame(frame, part, part[2] ? { COLOUR: part[2].image } : {});
      fail("unknownWord", `unknown cost item "${w}"${near ? `; did you mean "${near}"?` : `; the cost items are ${ZX_COST_ITEMS.map((c) => c.word).join(", ")}`}`);
    }
  }
  return items;
}

/** A cost item's count: 0 pays nothing (the messages of LANGUAGE-ZX 5). */
function costCount(r: Reading, t: Tok, verb: "Sleep" | "Discard" | "Put"): number {
  const v = numberOf(t.image);
  if (v === 0) {
    r.ok = false;
    const msg = verb === "Put" ? `putting 0 cards pays nothing: write 1 or more` : `"${verb} 0" pays nothing: write 1 or more`;
    r.report.error("zeroAmount", ...r.j.span(t.start, t.end), msg);
    return 0;
  }
  return frameNumber(r, t, verb, MAX_COUNT);
}

function thisCardCheck(r: Reading, a: number, b: number): void {
  if (r.card.type === "zx" && (r.valid === "square" || r.valid === null)) return;
  r.ok = false;
  const [x, y] = r.j.span(a, b);
  const why = r.card.type !== "zx" ? `card "${r.card.name}" is not a Z/X` : `this ability's <Valid> is not Square`;
  r.report.error("thisCard", x, y, `"this card" is used as a Z/X on the Square, but ${why} (ZX-304.3)`);
}

/** Sentences of an <Effect> (or an additional cost's effect): one parse each, so a mistake in
 *  one sentence never hides another's. */
function readEffects(r: Reading, tokens: readonly IToken[]): Z.Effect[] {
  const out: Z.Effect[] = [];
  for (const raw of splitAt(tokens, (t) => t.image === ".")) {
    if (raw.length === 0) continue;
    let sentence = raw;
    const ts = raw.map(asTok);
    const afl = matchFrame("as this card appears from life ,", ts, 0);
    if (afl) {
      if (!(r.tag === "always" && r.valid === "square" && r.card.type === "zx")) {
        r.ok = false;
        const [x, y] = r.j.span(ts[0]!.start, ts[afl.end - 1]!.end);
        r.report.error("appearsFromLife", x, y, `"As this card appears from Life" is only for an [Always] ability with <Valid> Square on a Z/X (ZX-608.2)`);
      }
      r.appearsFromLife = true;
      sentence = raw.slice(afl.end);
    }
    readSentence(r, sentence, out);
  }
  return out;
}

/** One sentence into `out` ("If you do, ..." joins the "you may" sentence before it). */
function readSentence(r: Reading, tokens: IToken[], out: Z.Effect[]): void {
  if (tokens.length === 0) return;
  const start = tokens[0]!.startOffset;
  const last = tokens[tokens.length - 1]!;
  const end = last.startOffset + last.image.length;
  const s = r.j.text.slice(start, end);
  let parsed: ReturnType<typeof parseSentence>;
  try {
    parsed = parseSentence(tokens);
  } catch {
    // Only a sentence nested thousands deep ("Choose ..., and choose ..., and ...") gets here.
    r.ok = false;
    r.report.error("tooDeep", ...r.j.span(start, end), `this sentence nests too deep to read: a sentence nests at most ${MAX_DEPTH} deep`);
    return;
  }
  if (parsed.error || !parsed.node) {
    r.ok = false;
    // The sentences after it that say "it" or "If you do," are not reported again for this one.
    if (lower(tokens[0]!.image) === "choose") r.chosen = FAILED;
    r.lastFailed = true;
    const e = parsed.error!;
    const images = tokens.map((t) => lower(t.image));
    const from = images.indexOf("from");
    const put = images.indexOf("put");
    if (put >= 0 && from > put && ["hand", "charge", "trash", "deck", "resource", "life"].includes(images[from + 2] ?? "")) {
      // Moving cards between zones by an effect: version 1 has it only as a cost (ZX-601.4).
      r.report.error(
        "notSupportedYet",
        ...r.j.span(start, end),
        `"${s}" is not supported yet: an effect can't move cards from your ${tokens[from + 2]!.image} in this version; as a [Boot] ability's <Cost> write "Discard N card(s)" or "Put N card(s) from your Charge into your Trash" (ZX-601.4)`,
      );
      return;
    }
    if (e.rule === "object" && e.objectStart >= 0) {
      const w = r.j.text.slice(e.objectStart, end);
      const firstWord = w.split(" ")[0]!;
      const near = closest(firstWord, ["target", "this", "all"]);
      r.report.error(
        "unknownWord",
        ...r.j.span(e.objectStart, end),
        `"${w}" is not a known target${near ? `; did you mean "${near} ..."?` : `; a sentence names "this card", "target Z/X ...", "up to N target Z/X ..." or "All Z/X ..."`}`,
      );
      return;
    }
    const words = s.split(" ");
    const near = closest(
      words[0]!,
      SENTENCE_STARTS.map((w) => w.split(" ")[0]!),
    );
    // The rewrite is offered whole only when the grammar reads it (a candidate checked, not a guess).
    const candidate = near && lower(near) !== lower(words[0]!) ? `${near}${s.slice(words[0]!.length)}` : null;
    const reads = candidate !== null && parseSentence(lexZx(candidate)).error === null;
    const hint = candidate === null ? "" : reads ? `; did you mean "${candidate}"?` : `; did you mean "${near} ..."?`;
    r.report.error(
      "unknownSentence",
      ...r.j.span(start, end),
      `"${s}" is not a sentence of the Z/X dialect${hint} (LANGUAGE-ZX 3: Draw, Deal, Heal, Destroy, Put, Return, ... gets Power, Sleep, Reboot, Recover, Choose, If, you may)`,
    );
    return;
  }
  const node: ZxSentenceNode = parsed.node;
  const afterFailure = r.lastFailed;
  r.lastFailed = false;
  let depth = node.prefixes.length;
  for (let c: ZxClauseNode | undefined = node.clause; c?.verb === "choose"; c = c.then) depth++;
  if (depth > MAX_DEPTH) {
    r.ok = false;
    r.report.error("tooDeep", ...r.j.span(start, end), `this sentence nests ${depth} deep ("If ..., you may ...", "Choose ..., and ..."): a sentence nests at most ${MAX_DEPTH} deep`);
    return;
  }
  const body: Z.Effect[] = [];
  let whole = true;
  for (const c of [node.clause, ...node.more]) {
    const e = lowerClause(r, c, null);
    if (e) body.push(e);
    else if (c?.verb !== "choose") whole = false;
  }
  const effects = whole ? wrap(r, node.prefixes, body) : null;
  if (!effects || effects.length === 0) return;
  // "If you do, Y": Y happens only when the "you may" before it was done (ZX-612.3).
  if (node.prefixes[0]?.kind === "ifYouDo") {
    const prev = out[out.length - 1];
    if (!prev || prev.op !== "optional") {
      r.ok = false;
      if (afterFailure) return;
      const p = node.prefixes[0];
      r.report.error("unknownSentence", ...r.j.span(p.start, p.end), `"If you do," follows a sentence with "you may" ("You may sleep this card. If you do, draw 1 card.")`);
      return;
    }
    for (const e of effects) prev.effects.push(e);
    return;
  }
  for (const e of effects) out.push(e);
}

/** The modifiers in front of a clause, outside in. */
function wrap(r: Reading, prefixes: readonly PrefixNode[], body: Z.Effect[]): Z.Effect[] | null {
  let e: Z.Effect[] | null = body;
  for (let i = prefixes.length - 1; i >= 0; i--) {
    const p = prefixes[i]!;
    switch (p.kind) {
      case "ifYouDo":
        if (i !== 0) {
          r.ok = false;
          r.report.error("unknownSentence", ...r.j.span(p.start, p.end), `"If you do," begins a sentence`);
        }
        break;
      case "youMay":
        e = e && [Z.optional(e)];
        break;
      case "duringYourTurn":
        e = e && [Z.ifThen(Z.yourTurn(), e)];
        break;
      case "duringOpponentsTurn":
        e = e && [Z.ifThen(Z.opponentsTurn(), e)];
        break;
      case "then":
        break;
      case "if":
      case "while": {
        if (p.kind === "while" && r.tag !== "always") {
          r.ok = false;
          r.report.error(
            "unknownSentence",
            ...r.j.span(p.start, p.end),
            `"While ..." is for an [Always] ability (it applies as long as the condition holds, ZX-608.1); here write "If ${textOf(r, p.cond)}, ..." (ZX-612.2)`,
          );
          break;
        }
        const c = readCondition(r, p.cond);
        e = c && e ? [Z.ifThen(c, e)] : null;
        break;
      }
    }
  }
  return e;
}

/** A verb phrase. `chosen` is the target index a pronoun ("it", "them") means. */
function lowerClause(r: Reading, c: ZxClauseNode | undefined, chosen: number | null): Z.Effect | null {
  if (!c) return null;
  const obj = (o: ZxObjectNode) => lowerObject(r, o, chosen);
  switch (c.verb) {
    case "draw":
      return Z.draw(amountValue(r, c.n, "Draw", MAX_COUNT));
    case "damage": {
      const n = amountValue(r, c.n, "Deal", MAX_POWER);
      const o = obj(c.what);
      return o ? Z.damage(n, o) : null;
    }
    case "heal": {
      const n = amountValue(r, c.n, "Heal", MAX_POWER);
      const o = obj(c.what);
      return o ? Z.heal(n, o) : null;
    }
    case "destroy":
    case "sleep":
    case "reboot":
    case "putIntoTrash":
    case "returnToHand": {
      const o = obj(c.what);
      if (!o) return null;
      return { destroy: Z.destroy, sleep: Z.sleep, reboot: Z.reboot, putIntoTrash: Z.putIntoTrash, returnToHand: Z.returnToHand }[c.verb](o);
    }
    case "topOfDeckTo":
      return Z.topOfDeckTo(c.zone);
    case "recoverLife":
      return Z.recoverLife(amountValue(r, c.n, "Recover", MAX_COUNT));
    case "modifyPower": {
      const o = obj(c.what);
      const n = amountValue(r, c.n, `Power ${c.sign}`, MAX_POWER);
      return o ? Z.modifyPower(o, c.sign === "-" ? -n : n, c.untilEndOfTurn ? "endOfTurn" : "whileOnSquare") : null;
    }
    case "choose": {
      // "Choose up to N of your opponent's Z/X ..., and VERB it/them": a target phrase (ZX-611).
      const ch = c.choice;
      const n = amountValue(r, ch.n, "Choose", MAX_COUNT);
      const f = nounAndQualifiers(r, ch.noun, ch.quals, ch.start, r.j.text.slice(ch.start, ch.noun?.start ?? ch.start).trim());
      if (!f) return null;
      f.controller = ch.owner;
      if (!ch.upTo && n !== 1) {
        r.ok = false;
        r.report.error("notSupportedYet", ...r.j.span(ch.start, ch.end), `choosing exactly ${n} is not supported yet; write "Choose up to ${n} of ..." (ZX-611.2)`);
        return null;
      }
      r.targets.push(Z.targetSpec(Z.filter(f), ch.upTo ? n : undefined));
      r.chosen = r.targets.length - 1;
      // Alone ("Choose up to 1 of your Z/X."), it chooses; the next sentences say what happens.
      return c.then ? lowerClause(r, c.then, r.targets.length - 1) : null;
    }
  }
}

function lowerObject(r: Reading, o: ZxObjectNode, chosen: number | null): Z.ObjectRef | null {
  switch (o.kind) {
    case "self":
      thisCardCheck(r, o.start, o.end);
      return Z.self();
    case "pronoun":
      if ("noun" in o && lower(o.noun.image) !== lower(ZX_NOUN)) {
        r.ok = false;
        r.report.error("unknownWord", ...r.j.span(o.start, o.end), `"${o.word.image} ${o.noun.image}" is not a known target; did you mean "${o.word.image} ${ZX_NOUN}"?`);
        return null;
      }
      chosen ??= r.chosen;
      if (chosen === FAILED) {
        r.ok = false;
        return null;
      }
      if (chosen === null && lower(o.word.image) === "it" && !("noun" in o) && r.card.type === "zx" && (r.valid === "square" || r.valid === null)) {
        // "When this card attacks, ... it gets ...": with nothing chosen, "it" is this card.
        return Z.self();
      }
      if (chosen === null) {
        r.ok = false;
        r.report.error("unknownWord", ...r.j.span(o.start, o.end), `"${o.word.image}" means nothing here: it names the Z/X chosen before it ("Choose up to 1 of your opponent's Z/X, and destroy it")`);
        return null;
      }
      return Z.target(chosen);
    case "target":
    case "all": {
      const f = nounAndQualifiers(r, o.noun, o.quals, o.start, o.noun ? r.j.text.slice(o.start, o.noun.start).trim() : textOf(r, o.lead));
      if (!f) return null;
      if (o.owner) {
        // "your opponent's Z/X ..." / "up to 1 of your Z/X ...": the controller (ZX-206.2).
        if (f.controller !== undefined) {
          r.ok = false;
          r.report.error(
            "unknownWord",
            ...r.j.span(o.start, o.end),
            `"your${o.owner === "opponent" ? " opponent's" : ""} Z/X" already says who controls it: leave out "${f.controller === "you" ? "you control" : "an opponent controls"}"`,
          );
          return null;
        }
        f.controller = o.owner;
      }
      if (o.kind === "all") return Z.all(Z.filter(f));
      const upTo = o.upTo ? amountValue(r, o.upTo, "up to N target", MAX_COUNT) : undefined;
      if (upTo === 0) return null;
      if (o.exactly && amountValue(r, o.exactly, "a target count", MAX_COUNT) !== 1) {
        r.ok = false;
        r.report.error("notSupportedYet", ...r.j.span(o.start, o.end), `choosing exactly ${o.exactly.written} is not supported yet; write "up to ${o.exactly.written} of ..." (ZX-611.2)`);
        return null;
      }
      if (o.owner && upTo === undefined && !o.exactly) {
        r.ok = false;
        r.report.error("unknownWord", ...r.j.span(o.start, o.end), `"of your ..." needs how many: "up to 1 of your${o.owner === "opponent" ? " opponent's" : ""} Z/X"`);
        return null;
      }
      r.targets.push(Z.targetSpec(Z.filter(f), upTo));
      // "it" / "that Z/X" after it means this target ("Reboot up to 1 of your Z/X, and it gets ...").
      r.chosen = r.targets.length - 1;
      return Z.target(r.targets.length - 1);
    }
  }
}

/** The noun (Z/X) and its qualifiers (table 4.14, in order, each once). */
function nounAndQualifiers(r: Reading, noun: Tok | null, quals: readonly Tok[], start: number, lead: string): Z.ZxFilter | null {
  const fail = (a: number, b: number, msg: string) => {
    r.ok = false;
    r.report.error("unknownWord", ...r.j.span(a, b), msg);
    return null;
  };
  const written = noun?.image ?? "";
  if (lower(written) !== lower(ZX_NOUN)) {
    const near = closest(written, [ZX_NOUN]);
    const at = noun?.start ?? start;
    return fail(at, at + written.length, `"${lead} ${written}" is not a known target${near ? `; did you mean "${lead} ${near}"?` : `; the noun is "${ZX_NOUN}" (with its slash)`}`);
  }
  const f: Z.ZxFilter = {};
  let group = 0;
  let i = 0;
  while (i < quals.length) {
    let hit: { row: (typeof ZX_QUALIFIERS)[number]; m: NonNullable<ReturnType<typeof matchFrame>> } | null = null;
    for (const row of ZX_QUALIFIERS) {
      const m = matchFrame(row.words, quals, i);
      if (m) {
        hit = { row, m };
        break;
      }
    }
    const rest = quals.slice(i);
    if (!hit) {
      const words = QUALIFIER_WORDS;
      const q = textOf(r, rest);
      const frame = nearestFrame(rest, words);
      const near = frame && fillFrame(frame, rest);
      return fail(
        rest[0]!.start,
        rest[rest.length - 1]!.end,
        `unknown qualifier "${q}" after "${ZX_NOUN}"${near ? `; did you mean "${near}"?` : `; qualifiers are ${words.map((x) => `"${x}"`).join(", ")}`}`,
      );
    }
    const matched = quals.slice(i, hit.m.end);
    const mText = textOf(r, matched);
    if (hit.row.group <= group) {
      return fail(
        matched[0]!.start,
        matched[matched.length - 1]!.end,
        `"${mText}" is out of order or given twice: qualifiers follow "${ZX_NOUN}" in the order cost/Power, controller, square (LANGUAGE-ZX 3)`,
      );
    }
    group = hit.row.group;
    switch (hit.row.id) {
      case "maxCost":
        f.maxCost = frameNumber(r, hit.m.n[0]!, "a cost", MAX_COUNT);
        break;
      case "maxPower":
        f.maxPower = frameNumber(r, hit.m.n[0]!, "Power", MAX_POWER);
        break;
      case "you":
      case "opponent":
        f.controller = hit.row.id;
        break;
      case "normal":
      case "ownPlayerSquare":
        f.place = hit.row.id;
        break;
      case "adjacentToSelf":
        f.place = "adjacentToSelf";
        thisCardCheck(r, matched[0]!.start, matched[matched.length - 1]!.end);
        break;
    }
    i = hit.m.end;
  }
  return f;
}

const QUALIFIER_WORDS = ZX_QUALIFIERS.map((q) => q.words);

function readCondition(r: Reading, words: readonly Tok[]): Z.Condition | null {
  const w = textOf(r, words);
  const whole = (frame: string) => {
    const m = matchFrame(frame, words, 0);
    return m && m.end === words.length ? m : null;
  };
  for (const row of [...ZX_CONDITIONS, ...ZX_TURN_CONDITIONS]) {
    const m = whole(row.word);
    if (!m) continue;
    switch (row.id) {
      case "lifeAtMost":
        return Z.lifeAtMost(frameNumber(r, m.n[0]!, "a Life count", MAX_COUNT));
      case "lifeAtMostOpponents":
        return Z.lifeAtMostOpponents();
      case "chargeAtLeast":
        return Z.chargeAtLeast(frameNumber(r, m.n[0]!, "a Charge count", MAX_COUNT));
      case "onOwnPlayerSquare":
        thisCardCheck(r, words[0]!.start, words[words.length - 1]!.end);
        return Z.onOwnPlayerSquare();
      case "yourTurn":
        return Z.yourTurn();
      case "opponentsTurn":
        return Z.opponentsTurn();
      case "selfSleep":
      case "selfReboot":
        thisCardCheck(r, words[0]!.start, words[words.length - 1]!.end);
        return Z.selfState(row.id === "selfSleep");
      case "resourceAtLeast":
        return Z.resourceAtLeast(frameNumber(r, m.n[0]!, "a Resource count", MAX_COUNT));
      case "handAtMost":
      case "handAtMostLess":
        return Z.handAtMost(frameNumber(r, m.n[0]!, "a hand count", MAX_COUNT));
    }
  }
  r.ok = false;
  const frame = nearestFrame(
    words,
    [...ZX_CONDITIONS, ...ZX_TURN_CONDITIONS].map((c) => c.word),
  );
  const near = frame && fillFrame(frame, words);
  const at = words[0]?.start ?? 0;
  const [x, y] = r.j.span(at, at + w.length);
  r.report.error("unknownWord", x, y, `unknown condition "${w}"${near ? `; did you mean "${near}"?` : `; the conditions are ${ZX_CONDITIONS.map((c) => `"${c.word}"`).join(", ")}`}`);
  return null;
}
