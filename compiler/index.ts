// The compiler's library entry point: card text -> ability objects, in memory, no build step.
//
//   compile(text, file?) => { cards, ir, diagnostics }
//
// It never throws and never returns a half-built card: a card with an error (grammar or rules) is
// left out, and a diagnostic at its `card` line names it. `ir` holds the IR of each built card,
// in the same order as `cards` (the generated route, `orrery build`, starts from the same IR).
import { parseCardFile } from "../grammar/index.ts";
import { diagnosticAt, sortDiagnostics, type Diagnostic } from "../grammar/diagnostics.ts";
import type { CardDefinition } from "../runtime/x610z/abilities.ts";
import { buildCard } from "./builder.ts";
import { checkCard, checkCardNames } from "./checker.ts";
import type { IR } from "./ir.ts";
import { COMPILE_CODES } from "./codes.ts";
import { lowerCard } from "./lower.ts";
import { dialectOf } from "../grammar/zx/dialect.ts";

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
  // The `game:` line (LANGUAGE-ZX 0): this route builds X610Z cards; Z/X is compiler/zx.
  const dialect = dialectOf(text);
  if (dialect.game === "zx" || dialect.unknown !== undefined) {
    const line = dialect.gameLine?.line ?? 1;
    const message =
      dialect.game === "zx"
        ? `this is a Z/X card file ("game: zx"): X610Z cards can't be built from it (compiler/zx builds Z/X cards)`
        : `unknown game "${dialect.unknown}"; a card file is "game: x610z" (the default) or "game: zx"`;
    result.diagnostics.push({ file, line, column: 1, endLine: line, endColumn: 2, severity: "error", code: "E3001", message });
    return result;
  }
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
  // The lines of the errors so far, sorted, to count a card's errors without going through every
  // diagnostic of the file for each card (which made a long file quadratic).
  const errorLines = new SortedLines(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.line));
  for (const card of parsed.cards) {
    const header = card.headerRange.start.line;
    try {
      const checked = checkCard(card, file);
      for (const d of checked.diagnostics) result.diagnostics.push(d);
      for (const d of checked.diagnostics) if (d.severity === "error") errorLines.add(d.line);
      const errors = errorLines.countWithin(card.range.start.line, card.range.end.line);
      if (errors > 0) {
        result.diagnostics.push(diagnosticAt(file, card.headerRange, "error", COMPILE_CODES.cardLeftOut, `card "${card.name}" is left out: it has ${errors} error${errors === 1 ? "" : "s"}`));
        errorLines.add(header);
        continue;
      }
      const ir = checked.ir ?? lowerCard(checked.bound, file);
      const built = checked.built ?? buildCard(ir);
      result.ir.push(ir);
      result.cards.push(built);
    } catch (err) {
      result.diagnostics.push(internalError(file, header, err, card.name));
      errorLines.add(header);
    }
  }
  result.diagnostics = sortDiagnostics(result.diagnostics);
  return result;
}

/** Line numbers kept sorted: the file's errors come mostly in line order, so an insert is mostly
 *  an append. */
class SortedLines {
  private readonly lines: number[];
  constructor(lines: number[]) {
    this.lines = lines.sort((a, b) => a - b);
  }
  add(line: number): void {
    const at = this.firstAtLeast(line + 1);
    if (at === this.lines.length) this.lines.push(line);
    else this.lines.splice(at, 0, line);
  }
  /** How many lie in [from, to]. */
  countWithin(from: number, to: number): number {
    return this.firstAtLeast(to + 1) - this.firstAtLeast(from);
  }
  private firstAtLeast(line: number): number {
    let lo = 0;
    let hi = this.lines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.lines[mid]! < line) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function internalError(file: string, line: number, err: unknown, card?: string): Diagnostic {
  const what = card ? `card "${card}" is left out: ` : "";
  const message = `${what}internal compiler error (please report it): ${err instanceof Error ? err.message : String(err)}`;
  return { file, line, column: 1, endLine: line, endColumn: 2, severity: "error", code: COMPILE_CODES.internalError, message };
}
