// The Z/X dialect's compiler entry (LANGUAGE-ZX.md): card text -> AST (grammar/zx: the layout
// and the sentences on the shared sentence machinery) -> IR (ir.ts, plain JSON-safe data) -> the
// runtime's ability objects (runtime/zx/abilities.ts), in memory, with every diagnostic. Never
// throws and never returns a half-built card: a card with an error is left out (E3900 at its
// `card` line).
//
//   compileZx(text, file) => { cards, ir, diagnostics }      (CompileResult, as X610Z's compile)
//
// The `game: zx` line chooses this dialect (grammar/zx/dialect.ts); `compileAny` routes a file by
// its line. Checks are LANGUAGE-ZX section 5's; codes are grammar/zx/codes.ts's.
import { closest, sortDiagnostics, type Diagnostic } from "../../grammar/diagnostics.ts";
import { ZX_CODES, ZX_WARNINGS } from "../../grammar/zx/codes.ts";
import { parseZxStructure, ZxReporter, type ZxCardNode, type ZxField } from "../../grammar/zx/structure.ts";
import { lookupWord, ZX_CARD_TYPES, ZX_COLORLESS, ZX_COLOURS, ZX_ICONS, ZX_RARITIES, ZX_SUBTEXTS, ZX_TRIBES } from "../../grammar/zx/vocabulary.ts";
import * as Z from "../../runtime/zx/abilities.ts";
import type { CompileResult } from "../compile-cards.ts";
import { readAbility } from "./abilities.ts";
import { cardFromZxIR, ZX_IR_VERSION, type ZxIR } from "./ir.ts";

export type ZxCompileResult = CompileResult<Z.ZxCardDefinition, ZxIR>;

/** A card of a Z/X file as written: its name and lines (built or not). */
export interface ZxCardAt {
  name: string;
  line: number;
  lastLine: number;
}

/** The cards a Z/X file writes (for listings: check's card count, explain's --card). */
export function zxCardsOf(text: string, file = "input.card"): ZxCardAt[] {
  return parseZxStructure(text, file).cards.map((c) => ({ name: c.name, line: c.header.line, lastLine: c.lastLine }));
}

/** Checks and builds a Z/X card file (its `game: zx` line is skipped by the structure reader). */
export function compileZx(text: string, file = "input.card"): ZxCompileResult {
  return compileWithCards(text, file).result;
}

function compileWithCards(text: string, file: string): { result: ZxCompileResult; nodes: ZxCardNode[]; errorsOf: Map<ZxCardNode, number> } {
  const report = new ZxReporter(file, text);
  const ir: ZxIR[] = [];
  let nodes: ZxCardNode[] = [];
  const errorsOf = new Map<ZxCardNode, number>();
  try {
    nodes = parseZxStructure(text, file, report).cards;
    const names = new Map<string, number>();
    for (const card of nodes) {
      const lower = card.name.toLowerCase();
      if (card.name !== "" && names.has(lower)) {
        report.error("duplicateName", card.nameOffset, card.nameOffset + card.name.length, `a card named "${card.name}" is already defined at line ${names.get(lower)}; names are unique in a library`);
      } else names.set(lower, card.header.line);
    }
    // Each card's errors are counted by line in one pass (never a filter of every diagnostic per
    // card: 40,000 broken cards must stay linear).
    const errorLines = (): Map<number, number> => {
      const m = new Map<number, number>();
      for (const d of report.diagnostics) if (d.severity === "error") m.set(d.line, (m.get(d.line) ?? 0) + 1);
      return m;
    };
    const built = new Map<ZxCardNode, ZxIR>();
    for (const card of nodes) {
      if (card.tooLong) continue; // E3034, one error for the card
      let one: ZxIR | null = null;
      try {
        one = buildCard(card, report, file);
      } catch (err) {
        report.error(
          "internalError",
          card.header.offset,
          card.header.offset + card.header.text.length,
          `card "${card.name}" is left out: internal compiler error (please report it): ${(err as Error).message}`,
        );
        continue;
      }
      if (one) built.set(card, one);
    }
    // A byte that isn't UTF-8 reads as U+FFFD: one error at the first of each line (as X610Z's
    // E1018), so the card holding it is left out and nothing prints a replacement character.
    let lastBad = -1;
    for (let bad = text.indexOf("\uFFFD"); bad >= 0; bad = text.indexOf("\uFFFD", bad + 1)) {
      const line = report.pos.at(bad).line;
      if (line === lastBad) continue;
      lastBad = line;
      report.error("notUtf8", bad, bad + 1, `this file is not UTF-8 text: a byte at line ${line} isn't UTF-8 (or is U+FFFD); save it as UTF-8`);
    }
    const lines = errorLines();
    for (const card of nodes) {
      let n = 0;
      for (let l = card.header.line; l <= card.lastLine; l++) n += lines.get(l) ?? 0;
      errorsOf.set(card, n);
      const one = built.get(card);
      if (one && n === 0) ir.push(one);
    }
  } catch (err) {
    report.error("internalError", 0, 0, `internal error in the Z/X compiler (please report it): ${(err as Error).message}`);
  }
  const cards = ir.map(cardFromZxIR);
  return { result: { cards, ir, diagnostics: sortDiagnostics(report.diagnostics) }, nodes, errorsOf };
}

/** `compileZx` plus "card left out" diagnostics (what `compile` does for X610Z). */
export function compileZxLibrary(text: string, file = "input.card"): ZxCompileResult {
  const { result: r, nodes, errorsOf } = compileWithCards(text, file);
  const built = new Set(r.cards.map((c) => c.name));
  const extra: Diagnostic[] = [];
  for (const card of nodes) {
    if (built.has(card.name) || card.name === "") continue;
    const n = errorsOf.get(card) ?? 0;
    extra.push({
      file,
      line: card.header.line,
      column: 1,
      endLine: card.header.line,
      endColumn: card.header.text.length + 1,
      severity: "error",
      code: ZX_CODES.cardLeftOut.code,
      message: `card "${card.name}" is left out: it has ${n} error${n === 1 ? "" : "s"}`,
    });
  }
  return { ...r, diagnostics: sortDiagnostics([...r.diagnostics, ...extra]) };
}

const LABEL: Record<string, string> = {
  type: "type",
  cost: "cost",
  colour: "colour",
  tribe: "tribe",
  power: "power",
  icon: "icon",
  playerName: "player name",
  subtext: "subtext",
  text: "text",
  flavor: "flavor",
  collector: "collector",
};

function buildCard(card: ZxCardNode, report: ZxReporter, file: string): ZxIR | null {
  const field = (k: string) => card.fields.find((f) => f.key === k);
  const at = (f: ZxField): [number, number] => [f.valueOffset, f.valueOffset + Math.max(1, f.value.length)];
  const labelAt = (f: ZxField): [number, number] => [f.line.offset, f.line.offset + f.written.length];
  const headerAt: [number, number] = [card.header.offset, card.header.offset + card.header.text.length];
  let ok = card.name !== "";
  const fail = (code: keyof typeof ZX_CODES, span: [number, number], msg: string) => {
    ok = false;
    report.error(code, span[0], span[1], msg);
  };
  // A name is printed by explain and written into generated modules: no control characters (as
  // X610Z's E1013).
  if ([...card.name].some((ch) => ch.charCodeAt(0) < 0x20 || (ch.charCodeAt(0) >= 0x7f && ch.charCodeAt(0) <= 0x9f))) {
    fail("badCardName", [card.nameOffset, card.nameOffset + card.name.length], `a card name can't contain tabs or control characters (NUL, escape codes)`);
  }

  // type
  let type: Z.CardType | null = null;
  const typeF = field("type");
  if (!typeF) fail("missingField", headerAt, `card "${card.name}" has no "type:" field (Z/X, Event or Player; ZX-201)`);
  else {
    const row = lookupWord(ZX_CARD_TYPES, typeF.value);
    if (!row) {
      const near = closest(
        typeF.value,
        ZX_CARD_TYPES.filter((t) => !t.later).map((t) => t.word),
      );
      fail("unknownWord", at(typeF), `unknown card type "${typeF.value}"${near ? `; did you mean "${near}"?` : "; the card types are Z/X, Event and Player"}`);
    } else if (row.later) fail("notInThisVersion", at(typeF), `the card type "${row.word}" is not in this version (${row.rule}); version 1 has Z/X, Event and Player (ZX-100.4)`);
    else type = row.id as Z.CardType;
  }
  const typeWord = type === "zx" ? "a Z/X" : type === "event" ? "an Event" : "a Player card";

  // required and forbidden fields (ZX-202.1)
  if (type !== null) {
    const required: Record<Z.CardType, string[]> = { zx: ["cost", "colour", "tribe", "power"], event: ["cost", "colour"], player: [] };
    const forbidden: Record<Z.CardType, string[]> = { zx: ["playerName"], event: ["power", "tribe", "subtext", "playerName"], player: ["cost", "power", "tribe", "icon", "subtext"] };
    for (const k of required[type]) if (!field(k)) fail("missingField", headerAt, `${typeWord} needs a "${LABEL[k]}:" field; card "${card.name}" has none (ZX-202.1)`);
    for (const k of forbidden[type]) {
      const f = field(k);
      if (f && !(k === "subtext" && type !== "zx" && /^start card$/i.test(f.value.trim())))
        fail("fieldNotAllowed", labelAt(f), `${typeWord} has no ${LABEL[k]}: remove the "${f.written}:" line (ZX-202.1)`);
    }
  }

  // cost, power
  const whole = (k: string, max: number): number | undefined => {
    const f = field(k);
    if (!f) return undefined;
    if (!/^\d+$/.test(f.value.trim())) {
      fail("badValue", at(f), `"${f.value}" is not a ${LABEL[k]}: write a whole number, 0 to ${max}`);
      return undefined;
    }
    const n = Number(f.value.trim());
    if (n > max) fail("badValue", at(f), `${LABEL[k]} ${n} is too large: at most ${max}`);
    return n;
  };
  const cost = whole("cost", 99);
  const power = whole("power", 99999);

  // colours
  const colours: Z.Colour[] = [];
  const colourF = field("colour");
  if (colourF) {
    const words = colourF.value
      .trim()
      .split(/\s+/)
      .filter((w) => w !== "");
    if (words.length === 0) fail("badValue", at(colourF), `"colour:" needs a colour (Red, Blue, White, Black, Green) or Colorless`);
    if (words.length === 1 && words[0]!.toLowerCase() === ZX_COLORLESS.toLowerCase()) {
      /* no colour */
    } else {
      let off = colourF.valueOffset;
      for (const w of words) {
        const i = colourF.value.indexOf(w, off - colourF.valueOffset);
        const s = colourF.valueOffset + i;
        off = s + w.length;
        const row = lookupWord(ZX_COLOURS, w);
        if (w.toLowerCase() === ZX_COLORLESS.toLowerCase()) fail("badValue", [s, s + w.length], `Colorless stands alone in "colour:"`);
        else if (!row) {
          const near = closest(w, [...ZX_COLOURS.map((c) => c.word), ZX_COLORLESS]);
          fail("unknownWord", [s, s + w.length], `unknown colour "${w}"${near ? `; did you mean "${near}"?` : "; the colours are Red, Blue, White, Black, Green (or Colorless)"}`);
        } else if (colours.includes(row.id as Z.Colour)) fail("badValue", [s, s + w.length], `the colour ${row.word} is written twice`);
        else colours.push(row.id as Z.Colour);
      }
    }
  }

  // tribes (an unknown one is a warning)
  let tribes: string[] | undefined;
  const tribeF = field("tribe");
  if (tribeF && type !== "event" && type !== "player") {
    tribes = tribeF.value.split("/").map((t) => t.trim().replace(/\s+/g, " "));
    if (tribes.some((t) => t === "")) fail("badValue", at(tribeF), `"tribe:" lists tribes separated by " / " (Cinder Drake / Briar Kin)`);
    for (const t of tribes) {
      const known = ZX_TRIBES.find((k) => k.toLowerCase() === t.toLowerCase());
      if (!known && t !== "") {
        const s = tribeF.valueOffset + tribeF.value.indexOf(t);
        const near = closest(t, ZX_TRIBES);
        report.warning(ZX_WARNINGS.unknownTribe.code, s, s + t.length, `the tribe "${t}" is not in the tribe table${near ? `; did you mean "${near}"?` : ""} (LANGUAGE-ZX 4.11)`);
      }
    }
  }

  // icons
  const icons: Z.Icon[] = [];
  const iconF = field("icon");
  if (iconF && type !== "player") {
    for (const w of iconF.value.split(",").map((x) => x.trim())) {
      const s = iconF.valueOffset + iconF.value.indexOf(w);
      const row = lookupWord(ZX_ICONS, w);
      if (!row) {
        const near = closest(
          w,
          ZX_ICONS.map((i) => i.word),
        );
        fail("unknownWord", [s, s + Math.max(1, w.length)], `unknown icon "${w}"${near ? `; did you mean "${near}"?` : "; the icon of version 1 is Ignition"}`);
      } else if (row.later) fail("notInThisVersion", [s, s + w.length], `the icon "${row.word}" is not in this version (${row.rule}; ZX-100.4)`);
      else if (!icons.includes(row.id as Z.Icon)) icons.push(row.id as Z.Icon);
    }
  }

  // subtext
  let subtext: Z.Subtext | undefined;
  const subF = field("subtext");
  if (subF) {
    const row = lookupWord(ZX_SUBTEXTS, subF.value);
    if (!row) {
      const near = closest(
        subF.value,
        ZX_SUBTEXTS.map((s) => s.word),
      );
      fail("unknownWord", at(subF), `unknown subtext "${subF.value}"${near ? `; did you mean "${near}"?` : "; the subtext of version 1 is Start Card"}`);
    } else if (row.later) fail("notInThisVersion", at(subF), `the subtext "${row.word}" is not in this version (ZX-100.4)`);
    else if (type !== null && type !== "zx") fail("startCard", at(subF), `Start Card is a Z/X's subtext; card "${card.name}" is not a Z/X (ZX-402.1)`);
    else subtext = row.id as Z.Subtext;
  }

  // player name
  const playerNameF = field("playerName");
  const playerName = playerNameF && type === "player" ? playerNameF.value.trim() : undefined;

  // collector
  const collF = field("collector");
  if (collF) {
    const m = /^([A-Z]{1,4}\d{1,3})-(\d{3}) (\S+)$/.exec(collF.value.trim());
    if (!m) fail("badValue", at(collF), `"${collF.value}" is not collector information: write SET-NUMBER RARITY, as "OR1-003 R"`);
    else if (!ZX_RARITIES.some((r) => r.word === m[3])) {
      const near = closest(
        m[3]!,
        ZX_RARITIES.map((r) => r.word),
      );
      fail("unknownWord", at(collF), `unknown rarity "${m[3]}"${near ? `; did you mean "${near}"?` : "; the rarities are C, UC, R, SR, PR"}`);
    }
  }

  // warnings: more colours than cost (ZX-601.3)
  if (cost !== undefined && colours.length > cost && colourF) {
    report.warning(ZX_WARNINGS.colours.code, ...at(colourF), `card "${card.name}" has ${colours.length} colours but costs ${cost}: it can only be played without paying its cost (ZX-601.3)`);
  }

  // abilities
  const abilities: Z.Ability[] = [];
  const abilityLines: number[][] = [];
  const ctx = { name: card.name, type, icons };
  for (const node of card.abilities) {
    const a = readAbility(node, ctx, report);
    if (a) {
      abilities.push(a);
      abilityLines.push([...new Set(node.lines.map((l) => l.line))]);
    } else ok = false;
  }
  if (type === "event") {
    const events = abilities.filter((a) => a.kind === "event").length;
    if (card.abilities.length !== 1 || (ok && events !== 1)) {
      const f = field("text");
      fail(
        "eventAbility",
        f ? labelAt(f) : headerAt,
        `an Event's text is exactly one [Event] ability; card "${card.name}" has ${card.abilities.length === 0 ? "none" : `${card.abilities.length} abilities`} (ZX-610)`,
      );
    } else if (card.abilities.length === 1 && !/^\[event\]/i.test(card.abilities[0]!.lines[0]!.text)) {
      const l = card.abilities[0]!.lines[0]!;
      fail("eventAbility", [l.offset, l.offset + l.text.length], `an Event's text is exactly one [Event] ability (ZX-610)`);
    }
  }
  if (!ok || type === null) return null;
  // Fields in the order of the card text (table 4.13), so both routes print alike.
  const def = { name: card.name, type } as Z.ZxCardDefinition;
  if (cost !== undefined && type !== "player") def.cost = cost;
  def.colours = colours;
  if (tribes) def.tribes = tribes;
  if (power !== undefined && type === "zx") def.power = power;
  def.icons = icons;
  if (playerName !== undefined) def.playerName = playerName;
  if (subtext) def.subtext = subtext;
  def.abilities = abilities;
  const flavor = field("flavor");
  if (flavor) def.flavor = flavor.value;
  if (collF) def.collector = collF.value.trim();
  def.source = { file, line: card.header.line };
  const problems = Z.cardProblems(def);
  if (problems.length) {
    report.error("internalError", ...headerAt, `card "${card.name}" is left out: ${problems.join("; ")}`);
    return null;
  }
  return { irVersion: ZX_IR_VERSION, game: "zx", source: { file, line: card.header.line }, abilityLines, card: def };
}
