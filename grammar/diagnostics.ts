// Diagnostics: what every stage reports about bad card text. A diagnostic has a file, a 1-based
// line/column range, a severity, a code and a message in the designer's words. The grammar owns
// the E1xxx/W1xxx codes below; the compiler's checker uses its own range (E2xxx) with the same
// type and renderer. Rendering is tsc-style: `file:line:column - error E1004: message`, then the
// source line with a caret underline.
import type { SourceRange } from "./ast.ts";

export type Severity = "error" | "warning";

export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  /** Exclusive end: the column just after the last character the diagnostic covers. */
  endLine: number;
  endColumn: number;
  severity: Severity;
  code: string;
  message: string;
}

/** The grammar's diagnostics: code, short name and severity. Messages are built where raised. */
export const GRAMMAR_CODES = {
  internalError: { code: "E1000", severity: "error" },
  unexpectedCharacter: { code: "E1001", severity: "error" },
  syntaxError: { code: "E1002", severity: "error" },
  unknownWord: { code: "E1003", severity: "error" },
  unknownTarget: { code: "E1004", severity: "error" },
  unknownEnergyType: { code: "E1005", severity: "error" },
  unknownPhase: { code: "E1006", severity: "error" },
  unknownStat: { code: "E1007", severity: "error" },
  unknownCardType: { code: "E1008", severity: "error" },
  unknownField: { code: "E1009", severity: "error" },
  duplicateField: { code: "E1010", severity: "error" },
  outsideCard: { code: "E1011", severity: "error" },
  notAField: { code: "E1012", severity: "error" },
  badCardName: { code: "E1013", severity: "error" },
  badCollector: { code: "E1014", severity: "error" },
  unknownCounter: { code: "E1015", severity: "error" },
  binaryFile: { code: "E1016", severity: "error" },
  numberTooLarge: { code: "E1017", severity: "error" },
  notUtf8: { code: "E1018", severity: "error" },
  unsupportedWording: { code: "E1019", severity: "error" }, // wording.ts: natural wording the language doesn't take
  cardTooLong: { code: "E1020", severity: "error" }, // index.ts: a card past MAX_CARD_LENGTH is not parsed
  unknownClass: { code: "W1101", severity: "warning" },
  unknownElement: { code: "W1102", severity: "warning" },
  unknownCrew: { code: "W1103", severity: "warning" },
} as const satisfies Record<string, { code: string; severity: Severity }>;

export type GrammarDiagnosticName = keyof typeof GRAMMAR_CODES;

/** Builds a grammar diagnostic at a source range. */
export function grammarDiagnostic(name: GrammarDiagnosticName, file: string, range: SourceRange, message: string): Diagnostic {
  const { code, severity } = GRAMMAR_CODES[name];
  return diagnosticAt(file, range, severity, code, message);
}

/** Quoted card text longer than 80 characters is cut to 60 and `…`: a message stays readable. */
export function clipQuotes(message: string): string {
  // Quotes pair up left to right, so the words between two quotations are never taken for one.
  // A closest supported wording (wording.ts, the binder) is card text to copy: kept up to 240.
  return message.replace(/(wording is )?"([^"]*)"/g, (whole, wording: string | undefined, quoted: string) =>
    quoted.length > (wording ? 240 : 80) ? `${wording ?? ""}"${quoted.slice(0, 60)}…"` : whole,
  );
}

/** Builds a diagnostic of any stage at a source range (an empty range covers one column). */
export function diagnosticAt(file: string, range: SourceRange, severity: Severity, code: string, message: string): Diagnostic {
  const { start, end } = range;
  const empty = end.line === start.line && end.column <= start.column;
  return {
    file,
    line: start.line,
    column: start.column,
    endLine: empty ? start.line : end.line,
    endColumn: empty ? start.column + 1 : end.column,
    severity,
    code,
    message: clipQuotes(message), // every stage's: a 5 MB card name is not echoed whole
  };
}

/** Sorts by file, line, column (stable), the order `check` prints them in. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column);
}

// ---------------------------------------------------------------------------------------------
// "Did you mean": edit distance over a vocabulary
// ---------------------------------------------------------------------------------------------

/** Damerau-Levenshtein distance (optimal string alignment), case-insensitive. */
export function editDistance(a: string, b: string): number {
  a = a.toLowerCase();
  b = b.toLowerCase();
  const m = a.length;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      // Every row has n + 1 cells, and 1 <= j <= n: the ?? never applies.
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur[j] = v;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n] ?? 0;
}

/**
 * The closest candidate to `word`, if it is close enough to be a plausible misspelling: at most
 * `limit` edits; by default one for words of up to 4 letters, two up to 8, three beyond.
 */
export function closest(word: string, candidates: Iterable<string>, limit = word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3): string | undefined {
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const c of candidates) {
    // The distance is at least the difference in length: skip hopeless (and huge) comparisons.
    if (Math.abs(c.length - word.length) > limit) continue;
    const d = editDistance(word, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** `; did you mean "X"?` or nothing. */
export function didYouMean(word: string, candidates: Iterable<string>, prefix = ""): string {
  const c = closest(word, candidates);
  return c === undefined ? "" : `; did you mean "${prefix}${c}"?`;
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

export interface RenderOptions {
  /** Colour with ANSI escapes (picocolors); `check` turns it on when stdout is a TTY. */
  color: boolean;
  /** The text of each file, for code frames; a file not in the map gets no frame. */
  texts?: Map<string, string>;
}

interface Paint {
  red(s: string): string;
  yellow(s: string): string;
  cyan(s: string): string;
  gray(s: string): string;
  bold(s: string): string;
}

const plain: Paint = { red: (s) => s, yellow: (s) => s, cyan: (s) => s, gray: (s) => s, bold: (s) => s };

/**
 * tsc-style rendering of one diagnostic:
 *
 *     cards/bullseye.card:7:27 - error E1004: "target Sumon" is not a known target; did you mean "target Summon"?
 *
 *     7   Deal 2 damage to target Sumon.
 *                          ~~~~~~~~~~~~
 */
/** Control characters and bidi overrides and isolates: shown as U+FFFD in a code frame. */
const FRAME_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text for a message with its invisible characters spelt out (`\u007F`), so a message never
 *  carries a control character to the terminal. */
export function visible(s: string): string {
  return JSON.stringify(s).replace(/[\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, escapeChar);
}

export function renderDiagnostic(d: Diagnostic, options: RenderOptions, paint: Paint = plain): string {
  const sev = d.severity === "error" ? paint.red(d.severity) : paint.yellow(d.severity);
  const message = d.message.replace(FRAME_UNSAFE, escapeChar);
  const head = `${paint.cyan(d.file)}:${paint.yellow(String(d.line))}:${paint.yellow(String(d.column))} - ${sev} ${paint.gray(d.code)}: ${message}`;
  const text = options.texts?.get(d.file);
  if (text === undefined) return head;
  const src = lineOf(text, d.line);
  if (src === undefined) return head;
  // One column per character, and nothing that moves the cursor or reorders the terminal's line.
  let shown = src.replace(/\t/g, " ").replace(FRAME_UNSAFE, "\uFFFD");
  let column = d.column;
  let endColumn = d.endLine === d.line ? d.endColumn : shown.length + 1;
  // A long line shows a window around the column, so a minified or binary line stays one line.
  if (shown.length > FRAME_WIDTH) {
    const from = Math.max(0, Math.min(column - 1 - 40, shown.length - FRAME_WIDTH));
    const cut = shown.slice(from, from + FRAME_WIDTH);
    const lead = from > 0 ? "…" : "";
    shown = lead + cut + (from + FRAME_WIDTH < shown.length ? "…" : "");
    column = column - from + lead.length;
    endColumn = Math.min(endColumn - from + lead.length, lead.length + cut.length + 1);
  }
  const gutter = String(d.line);
  const width = Math.max(1, Math.min(endColumn, shown.length + 1) - column);
  const underline = " ".repeat(Math.max(0, column - 1)) + "~".repeat(width);
  const pad = " ".repeat(gutter.length);
  const mark = d.severity === "error" ? paint.red(underline) : paint.yellow(underline);
  return `${head}\n\n${paint.bold(gutter)} ${shown}\n${pad} ${mark}\n`;
}

const FRAME_WIDTH = 160;

// The line starts of the text rendered last: found once, not once per diagnostic (that made 20,000
// diagnostics in a 1.6 MB file take 100 s), and as offsets, not as millions of line strings.
let splitText: string | null = null;
let lineStarts: number[] = [];
function lineOf(text: string, line: number): string | undefined {
  if (text !== splitText) {
    splitText = text;
    lineStarts = [0];
    for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", nl + 1)) lineStarts.push(nl + 1);
  }
  const start = lineStarts[line - 1];
  if (start === undefined) return undefined;
  const next = lineStarts[line];
  const end = next === undefined ? text.length : text.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
  return text.slice(start, end);
}

function escapeChar(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Renders a list, with colours from picocolors when `color` is set. */
export async function renderDiagnostics(list: Diagnostic[], options: RenderOptions): Promise<string> {
  let paint = plain;
  if (options.color) {
    const pc = (await import("picocolors")).default;
    paint = { red: pc.red, yellow: pc.yellow, cyan: pc.cyan, gray: pc.gray, bold: pc.bold };
  }
  return list.map((d) => renderDiagnostic(d, options, paint)).join("\n");
}

/**
 * The most characters one card may span (its `card` line to the next card's), in either game.
 * Real cards are under 1,000; parsing and checking cost some hundreds of bytes of memory per
 * character of a card, held until the card is done, so a card of megabytes (untrusted text) would
 * take gigabytes. Cards are read one at a time, so a file of many cards is bounded by its largest.
 */
export const MAX_CARD_LENGTH = 65_536;
