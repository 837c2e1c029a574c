// One analysis per document version: the grammar, the checker and, for each card without errors,
// its IR (what hover explains). `orrery check FILE` reports exactly these diagnostics (grammar +
// checkCardFile + checkCardNames within the file). Never throws: a bug in a stage becomes one
// diagnostic, so the server answers whatever the text.
import type { CardFileNode, CardNode } from "../../grammar/ast.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import { parseCardFileAst } from "../../grammar/index.ts";
import { checkCard, checkCardNames } from "../../compiler/checker.ts";
import type { IR } from "../../compiler/ir.ts";
import { GrammarLines } from "./positions.ts";

/** Text longer than this (in UTF-16 units) is not analysed whole as you type, only the card being
 *  edited or pointed at (cardSpan, server.ts): a whole analysis keeps every card's syntax tree and
 *  IR, several hundred bytes for each byte of text. `orrery check` still checks it all. */
export const MAX_WHOLE_TEXT = 1024 * 1024;

/** A card's `card NAME` line, where the grammar starts a card. */
const CARD_LINE = /^[ \t]*card(?=[ \t#]|$)/i;

export interface CardInfo {
  card: CardNode;
  /** The card's IR, or null when the card has an error. */
  ir: IR | null;
}

export interface CardAnalysis {
  text: string;
  lines: GrammarLines;
  ast: CardFileNode | null;
  cards: CardInfo[];
  diagnostics: Diagnostic[];
}

export function analyzeCardText(text: string, file: string): CardAnalysis {
  const lines = new GrammarLines(text);
  const result: CardAnalysis = { text, lines, ast: null, cards: [], diagnostics: [] };
  if (text.length > MAX_WHOLE_TEXT) {
    const mb = (text.length / 1048576).toFixed(1);
    result.diagnostics.push(lspDiagnostic(file, `this file is ${mb} MB: as you type, only the card being edited is checked; run "orrery check" for the whole file`, "warning"));
    return result;
  }
  try {
    const { ast, diagnostics } = parseCardFileAst(text, file);
    result.ast = ast;
    for (const d of diagnostics) result.diagnostics.push(d); // not push(...): there may be 100,000
    for (const card of ast.cards) {
      let ir: IR | null = null;
      try {
        const checked = checkCard(card, file);
        for (const d of checked.diagnostics) result.diagnostics.push(d);
        ir = checked.ir;
      } catch (err) {
        result.diagnostics.push({
          ...lspDiagnostic(file, `internal error while checking card "${card.name}" (please report it): ${(err as Error).message}`, "error"),
          line: card.headerRange.start.line,
          endLine: card.headerRange.start.line,
        });
      }
      result.cards.push({ card, ir });
    }
    for (const d of checkCardNames([{ file, cards: ast.cards }])) result.diagnostics.push(d);
    // As compile() does: a card with any error in its lines is not built, so hover doesn't explain it.
    const errorLines = new Set(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.line));
    for (const info of result.cards) {
      const { start, end } = info.card.range;
      for (let line = start.line; line <= end.line && info.ir; line++) if (errorLines.has(line)) info.ir = null;
    }
  } catch (err) {
    result.diagnostics.push(lspDiagnostic(file, `internal error in the card parser (please report it): ${(err as Error).message}`, "error"));
  }
  return result;
}

function lspDiagnostic(file: string, message: string, severity: "error" | "warning"): Diagnostic {
  return { file, line: 1, column: 1, endLine: 1, endColumn: 2, severity, code: severity === "error" ? "E1000" : "W1000", message };
}

/** The card whose lines hold a 1-based grammar line, if any (cards are in file order). */
export function cardAtLine(analysis: CardAnalysis, line: number): CardInfo | undefined {
  const cards = analysis.cards;
  let lo = 0;
  let hi = cards.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cards[mid]!.card.range.start.line <= line) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return undefined;
  const info = cards[found]!;
  return line <= info.card.range.end.line ? info : undefined;
}

/** The offsets of the card holding `offset` (from its `card` line to the next card's, or the end),
 *  or null when there is none or it is longer than MAX_WHOLE_TEXT. Reads only around `offset`. */
export function cardSpan(text: string, offset: number): { start: number; end: number } | null {
  const isCardLine = (at: number) => CARD_LINE.test(text.slice(at, at + 80));
  let start = text.lastIndexOf("\n", Math.max(0, Math.min(offset, text.length) - 1)) + 1;
  while (!isCardLine(start)) {
    if (start === 0 || offset - start > MAX_WHOLE_TEXT) return null;
    start = start < 2 ? 0 : text.lastIndexOf("\n", start - 2) + 1;
  }
  for (let nl = text.indexOf("\n", start); nl !== -1; nl = text.indexOf("\n", nl + 1)) {
    if (nl + 1 - start > MAX_WHOLE_TEXT) return null;
    if (isCardLine(nl + 1)) return { start, end: nl + 1 };
  }
  return text.length - start > MAX_WHOLE_TEXT ? null : { start, end: text.length };
}
