// The compiler's library entry point: card text -> ability objects, in memory, no build step.
//
//   compile(text, file?) => { cards, ir, diagnostics }
//
// It never throws and never returns a half-built card: a card with an error (grammar or rules) is
// left out, and a diagnostic at its `card` line names it. `ir` holds the IR of each built card,
// in the same order as `cards` (the generated route, `orrery build`, starts from the same IR).
import { parseCardFile } from "../grammar/index.ts";
import type { CardNode } from "../grammar/ast.ts";
import { diagnosticAt, sortDiagnostics, type Diagnostic } from "../grammar/diagnostics.ts";
import type { CardDefinition } from "../runtime/x610z/abilities.ts";
import { buildCard } from "./builder.ts";
import { checkCard, checkCardNames } from "./checker.ts";
import type { IR } from "./ir.ts";
import { COMPILE_CODES } from "./codes.ts";
import { lowerCard } from "./lower.ts";

export type { IR } from "./ir.ts";
export type { Diagnostic } from "../grammar/diagnostics.ts";
export { CHECK_CODES, COMPILE_CODES } from "./codes.ts";

export interface CompileResult {
  cards: CardDefinition[];
  ir: IR[];
  diagnostics: Diagnostic[];
}



export function compile(text: string, file = "input.card"): CompileResult {
  const result: CompileResult = { cards: [], ir: [], diagnostics: [] };
  let parsed: ReturnType<typeof parseCardFile>;
  try {
    parsed = parseCardFile(text, file);
  } catch (err) {
    result.diagnostics.push(internalError(file, 1, err));
    return result;
  }
  // Appended one by one: a file can have 100,000 diagnostics, too many arguments for push(...).
  for (const d of parsed.diagnostics) result.diagnostics.push(d);
  // A second card of one name is left out (LANGUAGE.md 1), so a library never silently keeps one.
  for (const d of checkCardNames([{ file, cards: parsed.cards }])) result.diagnostics.push(d);
  // Errors by line, so each card counts its own in the lines it spans (not a pass over every
  // diagnostic per card: 100,000 of them in 10,000 cards).
  const errorLines = new Map<number, number>();
  const countError = (d: Diagnostic) => d.severity === "error" && errorLines.set(d.line, (errorLines.get(d.line) ?? 0) + 1);
  for (const d of result.diagnostics) countError(d);
  const errorsWithin = (card: CardNode): number => {
    let n = 0;
    for (let line = card.range.start.line; line <= card.range.end.line; line++) n += errorLines.get(line) ?? 0;
    return n;
  };
  for (const card of parsed.cards) {
    const header = card.headerRange.start.line;
    try {
      const checked = checkCard(card, file);
      for (const d of checked.diagnostics) {
        result.diagnostics.push(d);
        countError(d);
      }
      const errors = errorsWithin(card);
      if (errors > 0) {
        result.diagnostics.push(
          diagnosticAt(
            file,
            card.headerRange,
            "error",
            COMPILE_CODES.cardLeftOut,
            `card "${card.name}" is left out: it has ${errors} error${errors === 1 ? "" : "s"}`,
          ),
        );
        continue;
      }
      const ir = checked.ir ?? lowerCard(checked.bound, file);
      const built = checked.built ?? buildCard(ir);
      result.ir.push(ir);
      result.cards.push(built);
    } catch (err) {
      result.diagnostics.push(internalError(file, header, err, card.name));
    }
  }
  result.diagnostics = sortDiagnostics(result.diagnostics);
  return result;
}

function internalError(file: string, line: number, err: unknown, card?: string): Diagnostic {
  const what = card ? `card "${card}" is left out: ` : "";
  const message = `${what}internal compiler error (please report it): ${err instanceof Error ? err.message : String(err)}`;
  return { file, line, column: 1, endLine: line, endColumn: 2, severity: "error", code: COMPILE_CODES.internalError, message };
}
