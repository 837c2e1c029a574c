// compile()'s work (compiler/index.ts is the package's entry and keeps only its signature): each
// card is checked, lowered and built as soon as it is parsed, then its AST is dropped.
import { parseCardByCard, type CardNode } from "../grammar/index.ts";
import { diagnosticAt, sortDiagnostics, type Diagnostic } from "../grammar/diagnostics.ts";
import { CardNames, checkCard } from "./checker.ts";
import { COMPILE_CODES } from "./codes.ts";
import type { IR } from "./ir.ts";
import { defineCard, type CardDefinition } from "../runtime/x610z/abilities.ts";
import { lowerCard } from "./lower.ts";
import { dialectOf } from "../grammar/zx/dialect.ts";

/** What compiling a card file gives, in both games (X610Z's compile, Z/X's compileZx): the
 *  built cards, their IR (one per card, same order) and every diagnostic. */
export interface CompileResult<Card = CardDefinition, Ir = IR> {
  cards: Card[];
  ir: Ir[];
  diagnostics: Diagnostic[];
}

/** compile(), and `onCard` sees each card's AST as it is parsed (before it is checked and dropped):
 *  the CLI's IR cache (apps/ir-cache.ts) keeps each card's name and where it is. */
export function compileCards(text: string, file: string, onCard?: (card: CardNode) => void): CompileResult {
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
  // Each card is checked, lowered and built as soon as it is parsed, then its AST is dropped: the
  // memory a file takes is one card's AST, not the file's.
  const names = new CardNames();
  try {
    const rest = parseCardByCard(
      text,
      file,
      (card, parsed) => {
        onCard?.(card);
        // Appended one by one: a file can have 100,000 diagnostics, too many arguments for push(...).
        for (const d of parsed) result.diagnostics.push(d);
        // A second card of one name is left out (LANGUAGE.md 1), so a library never silently keeps one.
        const named = names.add(file, card);
        for (const d of named) result.diagnostics.push(d);
        compileCard(card, file, parsed, named, result);
      },
      checksClean,
    );
    for (const d of rest.diagnostics) result.diagnostics.push(d);
  } catch (err) {
    result.diagnostics.push(internalError(file, 1, err));
    return result;
  }
  result.diagnostics = sortDiagnostics(result.diagnostics);
  return result;
}

/** Whether a card's text checks with no error: a closest wording of a line must (grammar/repair.ts). */
function checksClean(cardText: string): boolean {
  const r = compileCards(cardText, "wording.card");
  return r.ir.length === 1 && !r.diagnostics.some((d) => d.severity === "error");
}

/** Checks, lowers and builds one parsed card into `result`; `parsed` and `named` are its
 *  diagnostics so far (the grammar's, its name's). A card with an error is left out, named by a
 *  diagnostic at its `card` line that counts its errors (those on its lines). */
function compileCard(card: CardNode, file: string, parsed: Diagnostic[], named: Diagnostic[], result: CompileResult): void {
  try {
    const checked = checkCard(card, file);
    for (const d of checked.diagnostics) result.diagnostics.push(d);
    let errors = 0;
    // A card's lines are read (positions are computed when read) only when it has a diagnostic.
    if (checked.diagnostics.length > 0 || parsed.length > 0 || named.length > 0) {
      const from = card.range.start.line;
      const to = card.range.end.line;
      errors = errorsIn(parsed, from, to) + errorsIn(named, from, to) + errorsIn(checked.diagnostics, from, to);
    }
    if (errors > 0) {
      result.diagnostics.push(diagnosticAt(file, card.headerRange, "error", COMPILE_CODES.cardLeftOut, `card "${card.name}" is left out: it has ${errors} error${errors === 1 ? "" : "s"}`));
      return;
    }
    const lowered = checked.ir ?? lowerCard(checked.bound, file);
    // The built card is the IR's card frozen (checkCard): the IR holds the built card, so a pool's
    // cards are held once, not twice (a third of a 100,000-card file's peak).
    const built = checked.built ?? defineCard(lowered.card);
    result.ir.push(lowered);
    result.cards.push(built);
  } catch (err) {
    result.diagnostics.push(internalError(file, card.headerRange.start.line, err, card.name));
  }
}

/** How many of the diagnostics are errors on lines `from` to `to`. */
function errorsIn(list: Diagnostic[], from: number, to: number): number {
  let n = 0;
  for (const d of list) if (d.severity === "error" && d.line >= from && d.line <= to) n++;
  return n;
}

function internalError(file: string, line: number, err: unknown, card?: string): Diagnostic {
  const what = card ? `card "${card}" is left out: ` : "";
  const message = `${what}internal compiler error (please report it): ${err instanceof Error ? err.message : String(err)}`;
  return { file, line, column: 1, endLine: line, endColumn: 2, severity: "error", code: COMPILE_CODES.internalError, message };
}
