// Routing a card file by its `game:` line (LANGUAGE-ZX 0), for the commands that read card files
// (check, build, fmt, explain, scenario): a Z/X file goes to compiler/zx, an unknown game is one
// error at its line, and an X610Z file that looks like Z/X gets one hint instead of X610Z's errors.
import { diagnosticAt, type Diagnostic } from "../../grammar/diagnostics.ts";
import { ZX_CODES } from "../../grammar/zx/codes.ts";
import { dialectOf, looksLikeZx, GAMES, type Dialect } from "../../grammar/zx/dialect.ts";
import { Positions } from "../../grammar/zx/structure.ts";
import { closest } from "../../grammar/diagnostics.ts";

export { dialectOf, type Dialect } from "../../grammar/zx/dialect.ts";

/** The error for an unknown `game:` value, or null. */
export function unknownGameDiagnostic(text: string, file: string, d: Dialect = dialectOf(text)): Diagnostic | null {
  if (d.unknown === undefined || !d.gameLine) return null;
  const pos = new Positions(text);
  const near = closest(d.unknown.toLowerCase(), GAMES);
  return diagnosticAt(
    file,
    pos.range(d.gameLine.valueStart, d.gameLine.valueStart + Math.max(1, d.unknown.length)),
    "error",
    ZX_CODES.unknownGame.code,
    `unknown game "${d.unknown}"${near ? `; did you mean "${near}"?` : ""}; a card file is "game: x610z" (the default) or "game: zx"`,
  );
}

/** When an X610Z file (no `game:` line) has errors and looks like Z/X: the one hint that replaces them. */
export function zxHint(text: string, file: string, x610zDiagnostics: readonly Diagnostic[], d: Dialect = dialectOf(text)): Diagnostic | null {
  if (d.gameLine || !x610zDiagnostics.some((x) => x.severity === "error")) return null;
  const at = looksLikeZx(text);
  if (!at) return null;
  const pos = new Positions(text);
  return {
    ...diagnosticAt(file, pos.range(0, 0), "error", ZX_CODES.looksLikeZx.code, `this file looks like Z/X (line ${at.line}): add \`game: zx\` as the first line; without it a card file is X610Z`),
  };
}
