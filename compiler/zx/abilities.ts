// Reading a Z/X ability (LANGUAGE-ZX 2-3) into the runtime's ability objects
// (runtime/zx/abilities.ts), with a diagnostic for each problem (LANGUAGE-ZX 5). An ability is its
// lines joined with one space; `Joined` maps each character back to its file offset, so every
// diagnostic points at the words it is about.
import { closest } from "../../grammar/diagnostics.ts";
import type { ZxAbilityNode, ZxLine, ZxReporter } from "../../grammar/zx/structure.ts";
import {
  lookupWord,
  ZX_COLOURS,
  ZX_CONDITIONS,
  ZX_COST_ITEMS,
  ZX_KEYWORDS,
  ZX_NOUN,
  ZX_SECTIONS,
  ZX_TAGS,
  ZX_TRIGGERS,
  ZX_VALID_ZONES,
} from "../../grammar/zx/vocabulary.ts";
import * as Z from "../../runtime/zx/abilities.ts";

/** The card an ability is read for. */
export interface CardContext {
  name: string;
  type: Z.CardType | null;
  icons: readonly string[];
}

/** Text joined from lines, with each character's file offset. */
export class Joined {
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
  ok: boolean;
}

const SENTENCE_STARTS = ["Draw", "Deal", "Heal", "Destroy", "Put", "Return", "Sleep", "Reboot", "Recover", "If", "you may", "As this card appears from Life", "Target Z/X", "This card", "All Z/X"];

/** One ability, or null when it has errors (each reported). */
export function readAbility(node: ZxAbilityNode, card: CardContext, report: ZxReporter): Z.Ability | null {
  const text = node.lines.map((l) => l.text).join(" ");
  const j = new Joined();
  for (const l of node.sides[0]!.pieces) j.add(l);
  const err = (code: Parameters<ZxReporter["error"]>[0], s: number, e: number, msg: string) => {
    const [a, b] = j.span(s, e);
    report.error(code, a, b, msg);
  };
  const tagMatch = /^\[([^\]]*)\]?/.exec(j.text)!;
  const tagRow = lookupWord(ZX_TAGS, tagMatch[0]);
  if (!tagRow) {
    const near = closest(tagMatch[0], ZX_TAGS.map((t) => t.word));
    err("unknownWord", 0, tagMatch[0].length, `unknown tag "${tagMatch[0]}"${near ? `; did you mean "${near}"?` : `; the tags are ${ZX_TAGS.map((t) => t.word).join(", ")}`}`);
    return null;
  }
  const tag = tagRow.id;
  const r: Reading = { j, report, card, tag, valid: null, targets: [], appearsFromLife: false, ok: true };
  const fail = (code: Parameters<ZxReporter["error"]>[0], s: number, e: number, msg: string) => {
    r.ok = false;
    err(code, s, e, msg);
  };
  const tagEnd = tagMatch[0].length;
  const tagSpan: [number, number] = [0, tagEnd];

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

  // [Always] KEYWORD (reminder)
  const afterTag = j.text.slice(tagEnd);
  const headText = afterTag.split("<")[0]!.split("(")[0]!.trim();
  if (tag === "always" && headText !== "") {
    const at = tagEnd + afterTag.indexOf(headText);
    const kw = lookupWord(ZX_KEYWORDS, headText);
    if (!kw) {
      const near = closest(headText, ZX_KEYWORDS.map((k) => k.word));
      fail("unknownWord", at, at + headText.length, `unknown keyword "${headText}"${near ? `; did you mean "${near}"?` : `; an [Always] ability is a keyword (${ZX_KEYWORDS.map((k) => k.word).join(", ")}) or starts with <Valid>`}`);
      return null;
    }
    const rest = afterTag.slice(afterTag.indexOf(headText) + headText.length).trim();
    if (rest !== "") {
      const m = /^\((.*)\)$/.exec(rest);
      const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
      const restAt = j.text.length - rest.length;
      if (!m || norm(m[1]!) !== norm(kw.reminder)) {
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
    const at = tagEnd + afterTag.indexOf(headText);
    fail("section", at, at + headText.length, `"${headText}" is in no section: after ${tagRow.word} comes a section marker (${tag === "event" ? "<Effect>" : "<Valid>"})`);
    return null;
  }

  // Sections of side 1.
  const sections = readSections(r, 0);
  if (sections === null) return null;
  const find = (id: Section["id"]) => sections.find((s) => s.id === id);
  const marker = (id: Section["id"]) => ZX_SECTIONS.find((s) => s.id === id)!.word;
  const need = { player: tag === "event" ? "no" : "optional", valid: tag === "event" ? "no" : "yes", trigger: tag === "auto" || tag === "special" ? "yes" : "no", cost: tag === "boot" ? "yes" : "no" } as const;
  for (const id of ["player", "valid", "trigger", "cost"] as const) {
    const s = find(id);
    if (need[id] === "yes" && !s) {
      const why =
        id === "cost" ? "a [Boot] ability is used by paying its <Cost> (ZX-606.2)" : id === "trigger" ? `${tagRow.word} needs a <Trigger>: ${tag === "auto" ? "the event it waits for (ZX-607)" : "its condition, If ... (ZX-609)"}` : `${tagRow.word} needs <Valid>: the zone it works in (ZX-605.2)`;
      fail("section", ...tagSpan, `${marker(id)} is missing: ${why}`);
    }
    if (need[id] === "no" && s) {
      fail("section", s.at, s.markerEnd, `${marker(id)} is not written on ${tagRow.word}${id === "cost" ? " (only a [Boot] ability has a <Cost>)" : id === "trigger" ? " (only [Auto] and [Special] have a <Trigger>)" : ""}`);
    }
  }
  if (!find("effect")) fail("section", ...tagSpan, `<Effect> is missing: ${tagRow.word} needs an <Effect>`);
  if (!r.ok) return null;

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
      const near = closest(validS.content, ZX_VALID_ZONES.map((z) => z.word));
      fail("unknownWord", validS.contentAt, validS.contentAt + validS.content.length, `unknown zone "${validS.content}" in <Valid>${near ? `; did you mean "${near}"?` : `; the zones are ${ZX_VALID_ZONES.map((z) => z.word).join(", ")}`}`);
    } else r.valid = row.id;
  }
  let trigger: Z.Trigger | null = null;
  let condition: Z.Condition | null = null;
  const trig = find("trigger");
  if (trig) {
    const words = trig.content.replace(/\.\s*$/, "").trim();
    const isCondition = /^if\b/i.test(words);
    if (tag === "auto") {
      if (isCondition) fail("section", trig.at, trig.markerEnd, `<Trigger> of an [Auto] is an event ("When this card appears."), not a condition; a condition is a [Special]'s <Trigger> (ZX-607, ZX-609)`);
      else {
        const normal = words.replace(/^whenever\b/i, "When");
        const row = lookupWord(ZX_TRIGGERS, normal);
        if (!row) {
          const near = closest(normal, ZX_TRIGGERS.map((t) => t.word), Math.max(3, Math.floor(normal.length / 4)));
          fail("unknownWord", trig.contentAt, trig.contentAt + words.length, `unknown trigger "${words}" in <Trigger>${near ? `; did you mean "${near}"?` : ""}`);
        } else {
          trigger = (Z.TRIGGERS[row.id].make as () => Z.Trigger)();
          if (r.card.type !== "zx" && row.id !== "endOfTurn") thisCardCheck(r, trig.contentAt, trig.contentAt + words.length);
        }
      }
    } else if (tag === "special") {
      if (!isCondition) fail("section", trig.at, trig.markerEnd, `<Trigger> of a [Special] is a condition ("If you have 4 or more cards in your Charge."), not an event (ZX-609)`);
      else {
        const m = /^if\s+/i.exec(words)!;
        condition = readCondition(r, words.slice(m[0].length), trig.contentAt + m[0].length);
      }
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
    let eff: Section | undefined;
    let rr = r;
    if (si === 0) eff = find("effect");
    else {
      const sj = new Joined();
      for (const l of node.sides[si]!.pieces) sj.add(l);
      rr = { ...r, j: sj, targets: [] };
      const secs = readSections(rr, -1);
      if (secs === null) {
        r.ok = false;
        continue;
      }
      for (const s of secs) if (s.id !== "effect") fail("or", ...rr.j.span(s.at, s.markerEnd).map((x) => x) as [number, number], `after "or" comes only an <Effect>`);
      eff = secs.find((s) => s.id === "effect");
    }
    if (!eff) continue;
    const list = readEffects(rr, eff.content, eff.contentAt);
    r.ok &&= rr.ok;
    r.appearsFromLife ||= rr.appearsFromLife;
    let additional: Z.Additional | undefined;
    const add = node.sides[si]!.additional;
    if (add && (tag === "event" || tag === "boot")) {
      const aj = new Joined();
      aj.add(add);
      const ar: Reading = { ...rr, j: aj };
      const m = /^(with extra|for each extra)\s+cost\s+(\d+)\s*:\s*(.*)$/i.exec(add.text);
      if (!m) {
        r.ok = false;
        report.error("extraCost", add.offset, add.offset + add.text.length, `an additional cost is "With extra cost N: EFFECT" or "For each extra cost N: EFFECT"; the cost N is missing (ZX-601.6)`);
      } else {
        const n = Number(m[2]);
        const effAt = add.text.length - m[3]!.length;
        const extra = readEffects(ar, m[3]!, effAt);
        r.ok &&= ar.ok;
        if (n === 0) {
          r.ok = false;
          report.error("zeroAmount", add.offset, add.offset + add.text.length, `an additional cost of 0 adds nothing: write cost 1 or more`);
        }
        additional = /^with/i.test(m[1]!) ? Z.withExtra(n, extra) : Z.forEachExtra(n, extra);
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
        fail("notContinuous", eff.contentAt, eff.contentAt + eff.content.length, `an [Always] ability applies continuously: its <Effect> can only change Power ("... gets Power +N"), or happen "As this card appears from Life" (ZX-608.1, ZX-608.2)`);
        return null;
      }
      return Z.alwaysAbility(text, valid, effects, opts);
    }
  }
}

/** The sections of a side's joined text; `from` is where the first marker is looked for (after the tag). */
function readSections(r: Reading, _side: number): Section[] | null {
  const text = r.j.text;
  const out: Section[] = [];
  const re = /<([^<>]*)>/g;
  let m: RegExpExecArray | null;
  const marks: Array<{ row: (typeof ZX_SECTIONS)[number]; at: number; end: number }> = [];
  let ok = true;
  while ((m = re.exec(text))) {
    const row = lookupWord(ZX_SECTIONS, m[0]);
    if (!row) {
      const near = closest(m[0], ZX_SECTIONS.map((s) => s.word));
      const [a, b] = r.j.span(m.index, m.index + m[0].length);
      r.report.error("unknownWord", a, b, `unknown section "${m[0]}"${near ? `; did you mean "${near}"?` : `; the sections are ${ZX_SECTIONS.map((s) => s.word).join(", ")}`}`);
      ok = false;
      continue;
    }
    marks.push({ row, at: m.index, end: m.index + m[0].length });
  }
  if (!ok) {
    r.ok = false;
    return null;
  }
  const order = (id: Section["id"]) => ({ player: 0, valid: 1, trigger: 2, cost: 2, effect: 3 })[id];
  for (let i = 0; i < marks.length; i++) {
    const k = marks[i]!;
    const end = i + 1 < marks.length ? marks[i + 1]!.at : text.length;
    const raw = text.slice(k.end, end);
    const lead = raw.length - raw.trimStart().length;
    const content = raw.trim();
    if (out.some((s) => s.id === k.row.id) || (out.length > 0 && order(out[out.length - 1]!.id) >= order(k.row.id))) {
      const [a, b] = r.j.span(k.at, k.end);
      r.report.error("section", a, b, out.some((s) => s.id === k.row.id) ? `${k.row.word} is written twice in one ability` : `${k.row.word} is out of order: an ability's sections are <Player>, <Valid>, then <Trigger> or <Cost>, then <Effect>`);
      r.ok = false;
      return null;
    }
    out.push({ id: k.row.id, at: k.at, markerEnd: k.end, content, contentAt: k.end + lead });
  }
  return out;
}

function readCost(r: Reading, s: Section): Z.CostItem[] {
  const text = s.content.replace(/\.\s*$/, "");
  const items: Z.CostItem[] = [];
  let at = s.contentAt;
  for (const part of text.split(",")) {
    const lead = part.length - part.trimStart().length;
    const w = part.trim();
    const a = at + lead;
    at += part.length + 1;
    const fail = (code: Parameters<ZxReporter["error"]>[0], msg: string) => {
      r.ok = false;
      const [x, y] = r.j.span(a, a + w.length);
      r.report.error(code, x, y, msg);
    };
    let m: RegExpExecArray | null;
    if (/^\[sleep\]$/i.test(w)) {
      if (r.valid !== null && r.valid !== "square") fail("sleepOffSquare", `[Sleep] sleeps this card, which must be on the Square; this ability's <Valid> is not Square (ZX-305.1, ZX-601.4)`);
      items.push(Z.sleepSelf());
    } else if ((m = /^sleep\s+(\d+)\s+(?:(\S+)\s+)?cards?\s+in\s+your\s+resource$/i.exec(w))) {
      const n = Number(m[1]);
      if (n === 0) fail("zeroAmount", `"Sleep 0" pays nothing: write 1 or more`);
      let colour: Z.Colour | undefined;
      if (m[2] !== undefined) {
        const row = lookupWord(ZX_COLOURS, m[2]);
        if (!row) {
          const near = closest(m[2], ZX_COLOURS.map((c) => c.word));
          fail("unknownWord", `unknown colour "${m[2]}" in "${w}"${near ? `; did you mean "${near}"?` : ""}`);
        } else colour = row.id as Z.Colour;
      }
      items.push(Z.sleepResource(n, colour));
    } else if ((m = /^discard\s+(\d+)\s+cards?$/i.exec(w))) {
      if (Number(m[1]) === 0) fail("zeroAmount", `"Discard 0" pays nothing: write 1 or more`);
      items.push(Z.discardCost(Number(m[1])));
    } else if ((m = /^put\s+(\d+)\s+cards?\s+from\s+your\s+charge\s+into\s+your\s+trash$/i.exec(w))) {
      if (Number(m[1]) === 0) fail("zeroAmount", `putting 0 cards pays nothing: write 1 or more`);
      items.push(Z.chargeToTrash(Number(m[1])));
    } else {
      const near = closest(w.replace(/\d+/g, "N"), ZX_COST_ITEMS.map((c) => c.word), Math.max(3, Math.floor(w.length / 4)));
      fail("unknownWord", `unknown cost item "${w}"${near ? `; did you mean "${near}"?` : `; the cost items are ${ZX_COST_ITEMS.map((c) => c.word).join(", ")}`}`);
    }
  }
  return items;
}

function thisCardCheck(r: Reading, a: number, b: number): void {
  if (r.card.type === "zx" && (r.valid === "square" || r.valid === null)) return;
  r.ok = false;
  const [x, y] = r.j.span(a, b);
  const why = r.card.type !== "zx" ? `card "${r.card.name}" is not a Z/X` : `this ability's <Valid> is not Square`;
  r.report.error("thisCard", x, y, `"this card" is used as a Z/X on the Square, but ${why} (ZX-304.3)`);
}

/** Sentences of an <Effect> (or an additional cost's effect). */
function readEffects(r: Reading, content: string, at: number): Z.Effect[] {
  const out: Z.Effect[] = [];
  const re = /[^.]+(?:\.|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(content))) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const s = raw.trim().replace(/\.$/, "").trim();
    if (s === "") continue;
    const sAt = at + m.index + lead;
    const afl = /^as this card appears from life,\s*/i.exec(s);
    if (afl) {
      if (!(r.tag === "always" && r.valid === "square" && r.card.type === "zx")) {
        r.ok = false;
        const [x, y] = r.j.span(sAt, sAt + afl[0].length);
        r.report.error("appearsFromLife", x, y, `"As this card appears from Life" is only for an [Always] ability with <Valid> Square on a Z/X (ZX-608.2)`);
      }
      r.appearsFromLife = true;
      const e = readClause(r, s.slice(afl[0].length), sAt + afl[0].length);
      if (e) out.push(e);
      continue;
    }
    const e = readClause(r, s, sAt);
    if (e) out.push(e);
  }
  return out;
}

function amount(r: Reading, n: string, at: number, what: string): number {
  const v = Number(n);
  if (v === 0) {
    r.ok = false;
    const [x, y] = r.j.span(at, at + n.length);
    r.report.error("zeroAmount", x, y, `an amount of 0 in "${what}" does nothing: write 1 or more`);
  }
  return v;
}

function readClause(r: Reading, s: string, at: number): Z.Effect | null {
  let m: RegExpExecArray | null;
  const idx = (sub: string) => at + s.toLowerCase().indexOf(sub.toLowerCase());
  if ((m = /^if\s+(.+?),\s*(.+)$/i.exec(s))) {
    const cond = readCondition(r, m[1]!, at + 3);
    const then = readClause(r, m[2]!, idx(m[2]!));
    return cond && then ? Z.ifThen(cond, [then]) : null;
  }
  if ((m = /^you\s+may\s+(.+)$/i.exec(s))) {
    const e = readClause(r, m[1]!, idx(m[1]!));
    return e ? Z.optional([e]) : null;
  }
  if ((m = /^draw\s+(\d+)\s+cards?$/i.exec(s))) return Z.draw(amount(r, m[1]!, idx(m[1]!), "Draw"));
  if ((m = /^deal\s+(\d+)\s+damage\s+to\s+(.+)$/i.exec(s))) {
    const n = amount(r, m[1]!, idx(m[1]!), "Deal");
    const o = readObject(r, m[2]!, idx(m[2]!));
    return o ? Z.damage(n, o) : null;
  }
  if ((m = /^heal\s+(\d+)\s+damage\s+from\s+(.+)$/i.exec(s))) {
    const n = amount(r, m[1]!, idx(m[1]!), "Heal");
    const o = readObject(r, m[2]!, idx(m[2]!));
    return o ? Z.heal(n, o) : null;
  }
  if ((m = /^destroy\s+(.+)$/i.exec(s))) {
    const o = readObject(r, m[1]!, idx(m[1]!));
    return o ? Z.destroy(o) : null;
  }
  if ((m = /^put\s+the\s+top\s+card\s+of\s+your\s+deck\s+into\s+your\s+(resource|charge)$/i.exec(s))) return Z.topOfDeckTo(m[1]!.toLowerCase() as "resource" | "charge");
  if ((m = /^put\s+(.+?)\s+into\s+its\s+owner's\s+trash$/i.exec(s))) {
    const o = readObject(r, m[1]!, at + 4);
    return o ? Z.putIntoTrash(o) : null;
  }
  if ((m = /^return\s+(.+?)\s+to\s+its\s+owner's\s+hand$/i.exec(s))) {
    const o = readObject(r, m[1]!, at + 7);
    return o ? Z.returnToHand(o) : null;
  }
  if ((m = /^(.+?)\s+gets?\s+power\s+([+-])\s*(\d+)(\s+until\s+end\s+of\s+turn)?$/i.exec(s))) {
    const o = readObject(r, m[1]!, at);
    const n = amount(r, m[3]!, idx(`${m[2]}${m[3]}`) + 1, `Power ${m[2]}`);
    return o ? Z.modifyPower(o, m[2] === "-" ? -n : n, m[4] ? "endOfTurn" : "whileOnSquare") : null;
  }
  if ((m = /^sleep\s+(.+)$/i.exec(s))) {
    const o = readObject(r, m[1]!, at + 6);
    return o ? Z.sleep(o) : null;
  }
  if ((m = /^reboot\s+(.+)$/i.exec(s))) {
    const o = readObject(r, m[1]!, at + 7);
    return o ? Z.reboot(o) : null;
  }
  if ((m = /^recover\s+(\d+)\s+life$/i.exec(s))) return Z.recoverLife(amount(r, m[1]!, idx(m[1]!), "Recover"));
  r.ok = false;
  const first = s.split(/\s+/).slice(0, 2).join(" ");
  const near = closest(s.split(/\s+/)[0]!, SENTENCE_STARTS.map((w) => w.split(" ")[0]!));
  const [x, y] = r.j.span(at, at + s.length);
  r.report.error(
    "unknownSentence",
    x,
    y,
    `"${s}" is not a sentence of the Z/X dialect${near && near.toLowerCase() !== first.split(" ")[0]!.toLowerCase() ? `; did you mean "${near} ..."?` : ""} (LANGUAGE-ZX 3: Draw, Deal, Heal, Destroy, Put, Return, ... gets Power, Sleep, Reboot, Recover, If, you may)`,
  );
  return null;
}

function readCondition(r: Reading, s: string, at: number): Z.Condition | null {
  let m: RegExpExecArray | null;
  const w = s.trim();
  if ((m = /^your\s+life\s+is\s+(\d+)\s+or\s+less$/i.exec(w))) return Z.lifeAtMost(Number(m[1]));
  if (/^your\s+life\s+is\s+equal\s+to\s+or\s+less\s+than\s+your\s+opponent's\s+life$/i.test(w)) return Z.lifeAtMostOpponents();
  if ((m = /^you\s+have\s+(\d+)\s+or\s+more\s+cards\s+in\s+your\s+charge$/i.exec(w))) return Z.chargeAtLeast(Number(m[1]));
  if (/^this\s+card\s+is\s+on\s+your\s+player\s+square$/i.test(w)) {
    thisCardCheck(r, at, at + w.length);
    return Z.onOwnPlayerSquare();
  }
  r.ok = false;
  const near = closest(w.replace(/\d+/g, "N"), ZX_CONDITIONS.map((c) => c.word), Math.max(3, Math.floor(w.length / 4)));
  const [x, y] = r.j.span(at, at + w.length);
  r.report.error("unknownWord", x, y, `unknown condition "${w}"${near ? `; did you mean "${near}"?` : `; the conditions are ${ZX_CONDITIONS.map((c) => `"${c.word}"`).join(", ")}`}`);
  return null;
}

const QUALIFIERS: Array<{ re: RegExp; group: number; apply: (f: Z.ZxFilter, m: RegExpExecArray) => void; selfRef?: true }> = [
  { re: /^with\s+cost\s+(\d+)\s+or\s+less\b/i, group: 1, apply: (f, m) => (f.maxCost = Number(m[1])) },
  { re: /^with\s+power\s+(\d+)\s+or\s+less\b/i, group: 1, apply: (f, m) => (f.maxPower = Number(m[1])) },
  { re: /^you\s+control\b/i, group: 2, apply: (f) => (f.controller = "you") },
  { re: /^an\s+opponent\s+controls\b/i, group: 2, apply: (f) => (f.controller = "opponent") },
  { re: /^on\s+a\s+normal\s+square\b/i, group: 3, apply: (f) => (f.place = "normal") },
  { re: /^on\s+your\s+player\s+square\b/i, group: 3, apply: (f) => (f.place = "ownPlayerSquare") },
  { re: /^adjacent\s+to\s+this\s+card\b/i, group: 3, apply: (f) => (f.place = "adjacentToSelf"), selfRef: true },
];

function readObject(r: Reading, s: string, at: number): Z.ObjectRef | null {
  const w = s.trim();
  const fail = (a: number, b: number, msg: string) => {
    r.ok = false;
    const [x, y] = r.j.span(a, b);
    r.report.error("unknownWord", x, y, msg);
    return null;
  };
  if (/^this\s+card$/i.test(w)) {
    thisCardCheck(r, at, at + w.length);
    return Z.self();
  }
  const t = /^(?:up\s+to\s+(\d+)\s+)?target\s+/i.exec(w) ?? /^all\s+/i.exec(w);
  if (!t) {
    const first = w.split(/\s+/)[0]!;
    return fail(at, at + w.length, `"${w}" is not a known target${closest(first, ["target", "this", "all"]) ? `; did you mean "${closest(first, ["target", "this", "all"])} ..."?` : `; a sentence names "this card", "target Z/X ...", "up to N target Z/X ..." or "All Z/X ..."`}`);
  }
  const isAll = /^all/i.test(t[0]);
  let i = t[0].length;
  const nounM = /^\S+/.exec(w.slice(i));
  const noun = nounM ? nounM[0] : "";
  if (noun.toLowerCase() !== ZX_NOUN.toLowerCase()) {
    const near = closest(noun, [ZX_NOUN]);
    const lead = t[0].trim();
    return fail(at + i, at + i + noun.length, `"${lead} ${noun}" is not a known target${near ? `; did you mean "${lead} ${near}"?` : `; the noun is "${ZX_NOUN}" (with its slash)`}`);
  }
  i += noun.length;
  const f: Z.ZxFilter = {};
  let group = 0;
  for (;;) {
    const rest = w.slice(i);
    const lead = rest.length - rest.trimStart().length;
    const q = rest.trimStart();
    if (q === "") break;
    const hit = QUALIFIERS.map((x) => ({ x, m: x.re.exec(q) })).find((h) => h.m);
    if (!hit) {
      const near = closest(q.replace(/\d+/g, "N"), [...QUALIFIER_WORDS], Math.max(3, Math.floor(q.length / 4)));
      return fail(at + i + lead, at + w.length, `unknown qualifier "${q}" after "${ZX_NOUN}"${near ? `; did you mean "${near}"?` : `; qualifiers are ${QUALIFIER_WORDS.map((x) => `"${x}"`).join(", ")}`}`);
    }
    if (hit.x.group <= group) return fail(at + i + lead, at + i + lead + hit.m![0].length, `"${hit.m![0]}" is out of order or given twice: qualifiers follow "${ZX_NOUN}" in the order cost/Power, controller, square (LANGUAGE-ZX 3)`);
    group = hit.x.group;
    hit.x.apply(f, hit.m!);
    if (hit.x.selfRef) thisCardCheck(r, at + i + lead, at + i + lead + hit.m![0].length);
    i += lead + hit.m![0].length;
  }
  if (isAll) return Z.all(Z.filter(f));
  const upTo = t[1] !== undefined ? Number(t[1]) : undefined;
  if (upTo === 0) return fail(at, at + t[0].length, `"up to 0 target" chooses nothing: write 1 or more`);
  r.targets.push(Z.targetSpec(f, upTo));
  return Z.target(r.targets.length - 1);
}

const QUALIFIER_WORDS = ["with cost N or less", "with Power N or less", "you control", "an opponent controls", "on a Normal Square", "on your Player Square", "adjacent to this card"];
