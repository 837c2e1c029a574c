// Which game a card file is written for (LANGUAGE-ZX 0): its first line that is not blank or a
// comment, `game: zx` or `game: x610z`; without it, X610Z. Read before the file is lexed, since
// each game has its own lexer settings, field table and checks.

export type GameId = "x610z" | "zx";
export const GAMES: readonly GameId[] = ["x610z", "zx"];

export interface Dialect {
  game: GameId;
  /** The `game:` line (1-based) and its offsets, when written. */
  gameLine?: { line: number; start: number; end: number; value: string; valueStart: number };
  /** An unknown game (`game: chess`): the value as written. */
  unknown?: string;
}

const GAME_LINE = /^(\s*)game\s*:\s*(.*?)\s*$/i;

/** The dialect of a card file's text (never throws). */
export function dialectOf(text: string): Dialect {
  let offset = 0;
  let line = 0;
  while (offset <= text.length) {
    const nl = text.indexOf("\n", offset);
    const end = nl < 0 ? text.length : nl;
    line++;
    const raw = text.slice(offset, end).replace(/\r$/, "");
    const code = raw.replace(/#.*$/, "").trimEnd();
    if (code.trim() !== "") {
      const m = GAME_LINE.exec(code);
      if (!m) return { game: "x610z" };
      const value = m[2]!;
      let vs = code.indexOf(":") + 1;
      while (code[vs] === " " || code[vs] === "\t") vs++;
      const valueStart = offset + vs;
      const gameLine = { line, start: offset, end: offset + code.length, value, valueStart };
      const id = value.toLowerCase();
      if (id === "zx" || id === "z/x") return { game: "zx", gameLine };
      if (id === "x610z") return { game: "x610z", gameLine };
      return { game: "x610z", gameLine, unknown: value };
    }
    if (nl < 0) break;
    offset = nl + 1;
  }
  return { game: "x610z" };
}

/** The text with its `game:` line blanked (same length and offsets), for the X610Z grammar, which
 *  knows no such line. */
export function withoutGameLine(text: string, d: Dialect = dialectOf(text)): string {
  if (!d.gameLine) return text;
  const { start, end } = d.gameLine;
  return text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
}

/** Whether an X610Z file (no `game:` line) looks like Z/X: a `type: Z/X` or `power:` field or an
 *  `[Auto]`-style tag at a line start. Such a file gets one hint instead of X610Z's errors. */
export function looksLikeZx(text: string): { line: number; column: number; length: number } | null {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!.replace(/#.*$/, "");
    const m = /^\s*(type\s*:\s*Z\/X\b|power\s*:|\[(Auto|Boot|Always|Special|Event)\])/i.exec(l);
    if (m) {
      const column = l.length - l.trimStart().length + 1;
      return { line: i + 1, column, length: m[1]!.length };
    }
  }
  return null;
}
