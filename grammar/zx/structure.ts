// The layout of a Z/X card file (LANGUAGE-ZX 0-2): the `game:` line, `card NAME` lines, field
// lines, and the ability lines under `text:` grouped into abilities (a tag line, its continuation
// lines, `or` lines and additional-cost lines). The sentences inside an ability are read by
// compiler/zx/abilities.ts. Never throws; every problem is a diagnostic.
import { closest, diagnosticAt, MAX_CARD_LENGTH, type Diagnostic } from "../diagnostics.ts";
import type { SourceRange } from "../ast.ts";
import { lookupWord, ZX_FIELDS, ZX_KEYWORDS } from "./vocabulary.ts";
import { ZX_CODES, type ZxCode } from "./codes.ts";

/** A line of the file: its text without comment and surrounding spaces, where it starts. */
export interface ZxLine {
  /** 1-based line number. */
  line: number;
  /** Offset in the file of `text`'s first character. */
  offset: number;
  text: string;
  /** Spaces before the text. */
  indent: number;
  /** A `#` comment at the end of the line (without the `#`), if any. */
  comment?: string;
}

export interface ZxField {
  /** The canonical key (ZX_FIELDS key). */
  key: string;
  /** The label as written. */
  written: string;
  value: string;
  /** Offset of the value's first character (or the end of the label when it is empty). */
  valueOffset: number;
  line: ZxLine;
}

/** One side of an ability: its pieces (lines), and the additional-cost line after it. */
interface ZxSide {
  pieces: ZxLine[];
  additional?: ZxLine;
}

export interface ZxAbilityNode {
  /** A keyword written alone ("Life Recovery"): an [Always] keyword ability (LANGUAGE-ZX 4.10). */
  keywordOnly?: true;
  sides: ZxSide[];
  /** `or` lines, in order. */
  ors: ZxLine[];
  /** Every line of the ability, in order (for its printed text). */
  lines: ZxLine[];
}

export interface ZxCardNode {
  name: string;
  header: ZxLine;
  /** Offset of the name in the header line. */
  nameOffset: number;
  fields: ZxField[];
  abilities: ZxAbilityNode[];
  /** Comment lines and blank lines inside the card, with the index of the field or ability line
   *  they sit before (for fmt). */
  lastLine: number;
  /** It spans more than MAX_CARD_LENGTH characters: one E3034 on its `card` line, its lines past
   *  the limit not read, and the card not built (as X610Z's E1020). */
  tooLong?: boolean;
}

export interface ZxFileNode {
  file: string;
  cards: ZxCardNode[];
  diagnostics: Diagnostic[];
}

/** Positions in a text: offset -> line and column (1-based). */
export class Positions {
  private starts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === "\n") this.starts.push(i + 1);
  }
  at(offset: number): { line: number; column: number; offset: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1, offset };
  }
  range(start: number, end: number): SourceRange {
    return { start: this.at(start), end: this.at(Math.max(start, end)) };
  }
}

/** Builds Z/X diagnostics at file offsets. */
export class ZxReporter {
  readonly diagnostics: Diagnostic[] = [];
  readonly pos: Positions;
  constructor(
    readonly file: string,
    text: string,
  ) {
    this.pos = new Positions(text);
  }
  error(code: ZxCode, start: number, end: number, message: string): void {
    this.diagnostics.push(diagnosticAt(this.file, this.pos.range(start, end), "error", ZX_CODES[code].code, message));
  }
  warning(code: string, start: number, end: number, message: string): void {
    this.diagnostics.push(diagnosticAt(this.file, this.pos.range(start, end), "warning", code, message));
  }
}

const LABELS = new Map<string, string>();
for (const f of ZX_FIELDS) {
  LABELS.set(f.label, f.key);
  for (const a of f.aliases ?? []) LABELS.set(a, f.key);
}
const FIELD_LABEL_WORDS = [...LABELS.keys()];
const FIELD_LINE = /^([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)$/;

/** The file's lines without comments, one at a time (a file of millions of lines is never held as
 *  line objects all at once). */
export function* zxLines(text: string): Generator<ZxLine> {
  let offset = 0;
  let n = 0;
  while (offset <= text.length) {
    const nl = text.indexOf("\n", offset);
    const end = nl < 0 ? text.length : nl;
    n++;
    const raw = text.slice(offset, end).replace(/\r$/, "");
    const hash = raw.indexOf("#");
    const code = (hash >= 0 ? raw.slice(0, hash) : raw).trimEnd();
    const indent = code.length - code.trimStart().length;
    const line: ZxLine = { line: n, offset: offset + indent, text: code.trim(), indent };
    if (hash >= 0) line.comment = raw.slice(hash + 1);
    yield line;
    if (nl < 0) break;
    offset = nl + 1;
  }
}

/** A card past MAX_CARD_LENGTH is one mistake: what its lines before the limit reported goes. */
function dropInsideTooLong(cards: readonly ZxCardNode[], diagnostics: Diagnostic[]): void {
  const cut = cards.filter((c) => c.tooLong); // in file order, so their line ranges are sorted
  if (cut.length === 0) return;
  const inside = (line: number): boolean => {
    let lo = 0;
    let hi = cut.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = cut[mid]!;
      if (line <= c.header.line) hi = mid - 1;
      else if (line > c.lastLine) lo = mid + 1;
      else return true;
    }
    return false;
  };
  let kept = 0;
  for (const d of diagnostics) if (!inside(d.line)) diagnostics[kept++] = d;
  diagnostics.length = kept;
}

/** Reads the structure of a Z/X file (the `game: zx` line already chosen it). */
export function parseZxStructure(text: string, file: string, report: ZxReporter = new ZxReporter(file, text)): ZxFileNode {
  const cards: ZxCardNode[] = [];
  let card: ZxCardNode | null = null;
  let inText = false;
  let seenGame = false;
  let ability: ZxAbilityNode | null = null;
  let pendingOr = false;
  const closeAbility = () => {
    if (ability && pendingOr) {
      const or = ability.ors[ability.ors.length - 1]!;
      report.error("or", or.offset, or.offset + or.text.length, `"or" needs both sides: an <Effect> line must follow it (ZX-604.2)`);
    }
    ability = null;
    pendingOr = false;
  };
  for (const l of zxLines(text)) {
    if (l.text === "") continue;
    const end = l.offset + l.text.length;
    if (/^game\s*:/i.test(l.text)) {
      if (!seenGame && cards.length === 0 && card === null) {
        seenGame = true; // the dialect line itself (dialect.ts read it)
      } else {
        report.error("misplacedGameLine", l.offset, end, `the "game:" line must be the file's first line (before any card); one file holds cards of one game`);
      }
      continue;
    }
    const cardLine = /^card(?:\s+(.*)|\s*)$/i.exec(l.text);
    if (cardLine && l.indent === 0) {
      closeAbility();
      inText = false;
      const name = (cardLine[1] ?? "").trim();
      const nameOffset = l.offset + l.text.indexOf(name, 4);
      if (name === "") report.error("badCardName", l.offset, end, `a card needs a name: "card NAME"`);
      card = { name, header: l, nameOffset, fields: [], abilities: [], lastLine: l.line };
      cards.push(card);
      continue;
    }
    if (card === null) {
      report.error("outsideCard", l.offset, end, `"${l.text}" is outside any card; a card starts with "card NAME"`);
      continue;
    }
    card.lastLine = l.line;
    if (card.tooLong) continue;
    if (end - card.header.offset > MAX_CARD_LENGTH) {
      closeAbility();
      card.tooLong = true;
      const h = card.header;
      report.error(
        "cardTooLong",
        h.offset,
        h.offset + h.text.length,
        `"${h.text.slice(0, 200)}" is longer than ${MAX_CARD_LENGTH.toLocaleString("en-US")} characters (real cards are under 1,000), so it is not read`,
      );
      continue;
    }
    const fm = FIELD_LINE.exec(l.text);
    const key = fm ? LABELS.get(fm[1]!.toLowerCase().replace(/\s+/g, " ")) : undefined;
    if (fm && key !== undefined && !(inText && l.indent > 0 && isAbilityStart(l.text))) {
      closeAbility();
      const written = fm[1]!;
      const value = fm[2]!;
      const valueOffset = value === "" ? l.offset + l.text.length : l.offset + l.text.lastIndexOf(value);
      if (card.fields.some((f) => f.key === key)) {
        report.error("duplicateField", l.offset, l.offset + written.length, `"${written}:" is given twice in card "${card.name}"; a field is written at most once`);
      } else {
        card.fields.push({ key, written, value, valueOffset, line: l });
      }
      inText = key === "text";
      if (inText && value !== "") addTextLine({ line: l.line, offset: valueOffset, text: value, indent: 2 });
      continue;
    }
    if (inText) {
      addTextLine(l);
      continue;
    }
    if (fm) {
      const label = fm[1]!;
      const near = closest(label.toLowerCase(), FIELD_LABEL_WORDS);
      report.error("unknownField", l.offset, l.offset + label.length, `unknown field "${label}:"${near ? `; did you mean "${near}:"?` : ""}`);
    } else {
      report.error("notAField", l.offset, end, `"${l.text}" is not a field; a field line is "label: value" (type, cost, colour, tribe, power, icon, player name, subtext, text, flavor, collector)`);
    }
  }
  closeAbility();
  dropInsideTooLong(cards, report.diagnostics);
  return { file, cards, diagnostics: report.diagnostics };

  function addTextLine(l: ZxLine): void {
    const t = l.text;
    const end = l.offset + t.length;
    if (t.startsWith("[")) {
      closeAbility();
      ability = { sides: [{ pieces: [l] }], ors: [], lines: [l] };
      card!.abilities.push(ability);
      return;
    }
    if (lookupWord(ZX_KEYWORDS, t)) {
      // A keyword alone on its line, as printed cards write it: "[Always] Life Recovery".
      closeAbility();
      ability = { keywordOnly: true, sides: [{ pieces: [l] }], ors: [], lines: [l] };
      card!.abilities.push(ability);
      return;
    }
    if (t.startsWith("<") || (ability && !ability.keywordOnly && !pendingOr && !/^or$/i.test(t) && !/^(with|for each)\s+extra\b/i.test(t))) {
      // A section line, or a sentence continuing the ability above (its <Effect> goes on).
      if (!ability) {
        report.error("notAnAbilityLine", l.offset, end, `"${t}" continues no ability: an ability starts with a tag ([Auto], [Boot], [Always], [Special], [Event])`);
        return;
      }
      ability.lines.push(l);
      if (pendingOr) {
        ability.sides.push({ pieces: [l] });
        pendingOr = false;
      } else ability.sides[ability.sides.length - 1]!.pieces.push(l);
      return;
    }
    if (/^or$/i.test(t)) {
      if (!ability) {
        report.error("or", l.offset, end, `"or" needs both sides: it stands between two <Effect> sections of one ability`);
        return;
      }
      if (pendingOr) report.error("or", l.offset, end, `"or" needs both sides: an <Effect> line must follow the "or" above`);
      ability.lines.push(l);
      ability.ors.push(l);
      pendingOr = true;
      return;
    }
    if (/^(with|for each)\s+extra\b/i.test(t)) {
      if (!ability) {
        report.error("extraCost", l.offset, end, `"${t}" follows no ability: an additional cost ("With extra cost N:") follows an [Event] or [Boot] ability`);
        return;
      }
      ability.lines.push(l);
      const side = ability.sides[ability.sides.length - 1]!;
      if (pendingOr) {
        report.error("or", l.offset, end, `"or" needs both sides: an <Effect> line must follow it, not an additional cost`);
        pendingOr = false;
      }
      if (ability.sides.some((s) => s.additional)) {
        report.error("extraCost", l.offset, end, `one ability has at most one additional-cost line (ZX-601.6)`);
        return;
      }
      side.additional = l;
      return;
    }
    report.error(
      "notAnAbilityLine",
      l.offset,
      end,
      `"${t}" is not an ability line: under "text:" a line starts with a tag ([Auto], [Boot], [Always], [Special], [Event]), a section marker (<Trigger>, <Cost>, <Effect>), "or", or "With extra"/"For each extra"`,
    );
  }
}

function isAbilityStart(t: string): boolean {
  return t.startsWith("[") || t.startsWith("<");
}
