// The compiler's library entry point: card text -> ability objects, in memory, no build step.
//
//   compile(text, file?) => { cards, ir, diagnostics }
//
// It never throws and never returns a half-built card: a card with an error (grammar or rules) is
// left out, and a diagnostic at its `card` line names it. `ir` holds the IR of each built card,
// in the same order as `cards` (the generated route, `orrery build`, starts from the same IR).
import { compileCards, type CompileResult } from "./compile-cards.ts";

export type { IR } from "./ir.ts";
export type { Diagnostic } from "../grammar/diagnostics.ts";
export { CHECK_CODES, COMPILE_CODES } from "./codes.ts";

export type { CompileResult } from "./compile-cards.ts";

export function compile(text: string, file = "input.card"): CompileResult {
  return compileCards(text, file);
}
