// The formatter: a card file in the canonical layout of LANGUAGE.md section 5.
//   - one blank line between cards; comments above a card stay above it (blank lines between
//     comment groups there are kept, at most one);
//   - fields in the order of section 1 (grammar/vocabulary.ts FIELDS), labels lower case,
//     `label: value` with one space; structured values (energy, stats, counters) re-spelled
//     canonically, free text (name, flavor, collector, class words) exactly as written;
//   - ability lines in their canonical wording: natural wording the grammar takes is written the
//     one way the language reference gives (`Draw a card.` -> `Draw 1 card.`, the line's
//     rewrites, each named by its rule), runs of spaces made one; `☉` / `(A)` keep the file's
//     spelling; two spaces under `text:`;
//   - a comment on a line of its own moves with the line below it; a comment at the end of a
//     line stays at the end of that line.
// The formatter only runs on files without errors (the caller checks), so nothing is lost.
import type { CardFileNode, CardNode, CommentNode, EnergyListNode, FieldNode } from "../grammar/ast.ts";
import { diagnosticAt, type Diagnostic } from "../grammar/diagnostics.ts";
import { parseCardFileAst } from "../grammar/index.ts";
import { FIELDS, STAT_IDS, type StatName } from "../grammar/vocabulary.ts";
import { checkCardFile } from "./checker.ts";
import { COMPILE_CODES } from "./codes.ts";
import { compile } from "./index.ts";
import type { LineNode } from "../grammar/ast.ts";
import { dialectOf } from "../grammar/zx/dialect.ts";
import { formatZxSource } from "./zx/formatter.ts";
import type { IR } from "./ir.ts";

export type FormatResult = { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Formats a card file's text, or refuses with its errors. The result is verified before it is
 * returned: it must parse without errors, compile to the same cards (positions aside) and be
 * its own format; otherwise the file is left alone and the mismatch is reported.
 */
export function formatSource(text: string, file: string): FormatResult {
  if (dialectOf(text).game === "zx") return formatZxSource(text, file); // LANGUAGE-ZX 6
  const parsed = parseCardFileAst(text, file);
  const errors = [...parsed.diagnostics, ...checkCardFile(parsed.ast, text, file)].filter((d) => d.severity === "error");
  if (errors.length > 0) return { ok: false, diagnostics: errors };
  const formatted = formatCardFile(parsed.ast, text);
  const problem = verify(text, formatted, file);
  if (problem) {
    const at = { line: 1, column: 1, offset: 0 };
    return {
      ok: false,
      diagnostics: [
        diagnosticAt(file, { start: at, end: at }, "error", COMPILE_CODES.fmtWouldChangeMeaning, `fmt would change this file's meaning, so it was left alone (please report it): ${problem}`),
      ],
    };
  }
  return { ok: true, text: formatted };
}

function verify(before: string, after: string, file: string): string | undefined {
  const a = compile(before, file);
  const b = compile(after, file);
  if (b.diagnostics.some((d) => d.severity === "error")) return `the formatted text has errors: ${b.diagnostics[0]?.message ?? "(none named)"}`;
  // What the cards do must not change; their printed text may (a canonical wording).
  if (JSON.stringify(a.ir.map(withoutText)) !== JSON.stringify(b.ir.map(withoutText))) return "the cards differ";
  const again = parseCardFileAst(after, file);
  if (formatCardFile(again.ast, after) !== after) return "formatting is not idempotent here";
  return undefined;
}

/** An IR without source positions: what formatting must keep. */
export function withoutPositions(ir: IR): unknown {
  const { source: _s, ...card } = ir.card;
  return { ...card, file: ir.source.file };
}

/** An IR without positions nor the printed text of its abilities: what a card does. */
function withoutText(ir: IR): unknown {
  const card = withoutPositions(ir) as IR["card"];
  return { ...card, abilities: card.abilities.map(({ text: _t, ...rest }) => rest) };
}

/**
 * A line in its canonical wording: the line's rewrites (grammar/ast-builder.ts: `a card` -> `1
 * card`, `each Summon` -> `all Summons`, ...) applied, runs of spaces and tabs made one (as the
 * IR's ability text, lower.ts lineText).
 */
function canonicalText(line: LineNode): string {
  const edits = [...(line.rewrites ?? [])].sort((a, b) => a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset);
  const base = line.range.start.offset;
  let out = "";
  let at = 0;
  let capital = -1;
  for (const e of edits) {
    const from = e.range.start.offset - base;
    if (from < at) continue; // overlapping edits can't both apply; the first wins
    out += line.text.slice(at, from) + e.text;
    at = e.range.end.offset - base;
    if (e.sentenceStart) capital = out.length;
  }
  out += line.text.slice(at);
  if (capital >= 0) out = out.slice(0, capital) + out.slice(capital).replace(/[a-z]/, (c) => c.toUpperCase());
  return out.replace(/[ \t]+/g, " ");
}

const ORDER = new Map(FIELDS.map((f, i) => [f.name as string, i]));
/** Stats in the vocabulary's order; an unknown one (null, reported) first. */
const statRank = (s: StatName | null) => (s === null ? -1 : STAT_IDS.indexOf(s));

/** The canonical text of a parsed file; `text` is its source (for comment placement). */
function formatCardFile(ast: CardFileNode, text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const comments = placeComments(ast, lines);
  const out: string[] = [];
  const blankBefore = (line: number) => line > 1 && lines[line - 2]?.trim() === "";

  ast.cards.forEach((card, i) => {
    if (i > 0) out.push("");
    const preamble = comments.above.get(card.headerRange.start.line) ?? [];
    preamble.forEach((c, k) => {
      if (k > 0 && blankBefore(c.range.start.line)) out.push("");
      out.push(commentText(c));
    });
    if (preamble.length > 0 && blankBefore(card.headerRange.start.line)) out.push("");
    out.push(withTrailing(`card ${card.name}`, comments, card.headerRange.start.line));
    for (const field of sortedFields(card)) {
      const line = field.range.start.line;
      for (const c of comments.above.get(line) ?? []) out.push(commentText(c));
      // `text: Draw 1 card.` shares its line with its first ability line: the comments of that line
      // are printed once, those above it before `text:`, one at its end after the ability line.
      const inline = field.field === "text" && field.lines[0]?.range.start.line === field.labelRange.start.line;
      out.push(inline ? fieldText(field) : withTrailing(fieldText(field), comments, field.labelRange.start.line));
      if (field.field === "text") {
        for (const l of field.lines) {
          if (l.range.start.line !== line) for (const c of comments.above.get(l.range.start.line) ?? []) out.push(`  ${commentText(c)}`);
          out.push(withTrailing(`  ${canonicalText(l)}`, comments, l.range.start.line));
        }
      }
    }
  });
  if (comments.end.length > 0) {
    if (out.length > 0) out.push("");
    for (const c of comments.end) out.push(commentText(c));
  }
  return out.length === 0 ? "" : out.join("\n") + "\n";
}

interface PlacedComments {
  /** Own-line comments by the line of the card, field or ability line they stand above. */
  above: Map<number, CommentNode[]>;
  /** Comments at the end of a line, by that line. */
  trailing: Map<number, CommentNode>;
  /** Comments after the last line of the file's last card. */
  end: CommentNode[];
}

function placeComments(ast: CardFileNode, lines: string[]): PlacedComments {
  const anchors: number[] = [];
  for (const card of ast.cards) {
    anchors.push(card.headerRange.start.line);
    for (const f of card.fields) {
      anchors.push(f.labelRange.start.line);
      if (f.field === "text") for (const l of f.lines) anchors.push(l.range.start.line);
    }
  }
  anchors.sort((a, b) => a - b);
  const anchorSet = new Set(anchors);
  const placed: PlacedComments = { above: new Map(), trailing: new Map(), end: [] };
  for (const c of ast.comments) {
    const line = c.range.start.line;
    const before = (lines[line - 1] ?? "").slice(0, c.range.start.column - 1);
    if (before.trim() !== "" && anchorSet.has(line)) {
      placed.trailing.set(line, c);
      continue;
    }
    const next = anchors.find((a) => a > line);
    if (next === undefined) placed.end.push(c);
    else placed.above.set(next, [...(placed.above.get(next) ?? []), c]);
  }
  return placed;
}

function withTrailing(text: string, comments: PlacedComments, line: number): string {
  const c = comments.trailing.get(line);
  return c ? `${text} ${commentText(c)}` : text;
}

function commentText(c: CommentNode): string {
  return `#${c.text}`.trimEnd();
}

function sortedFields(card: CardNode): FieldNode[] {
  // Stable: fields of one name keep their order (there is at most one in a checked card).
  return [...card.fields].sort((a, b) => (ORDER.get(a.field) ?? 99) - (ORDER.get(b.field) ?? 99));
}

function fieldText(f: FieldNode): string {
  switch (f.field) {
    case "cost":
      return `cost: ${energyText(f.value)}`;
    case "type":
      return `type: ${f.written}${f.typeClass ? ` (${f.typeClass.text})` : ""}`;
    case "class":
    case "element":
    case "crew":
      return `${f.field}: ${f.value.text}`;
    case "restriction":
      return `restriction: ${f.written}`;
    case "permanent":
      return f.permanent ? "permanent" : "non permanent";
    case "movementEnergy":
      return `movement energy: ${energyText(f.value)}`;
    case "stats": {
      const entries = [...f.entries].sort((a, b) => statRank(a.stat.stat) - statRank(b.stat.stat));
      return `stats: ${entries.map((e) => `${e.stat.stat ?? e.stat.written} ${e.value}`).join(", ")}`;
    }
    case "counters":
      return `counters: ${f.n} ${f.counter}`;
    case "text":
      return "text:";
    case "flavor":
      return `flavor: ${f.text}`;
    case "collector":
      return `collector: ${f.text}`;
    case "unknown":
      return `${f.label}: ${f.value}`;
  }
}

function energyText(list: EnergyListNode): string {
  if (list.none || list.items.length === 0) return "none";
  return list.items.map((i) => `${i.letter}${i.amount}`).join(" ");
}
