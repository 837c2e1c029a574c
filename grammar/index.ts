// The grammar's public entry: card text in, AST and diagnostics out. Never throws.
//
// A file is lexed once, then split at its `card` lines and parsed card by card with the one
// parser instance, so an error never reaches past its card (re-sync at card boundaries; inside
// a card the parser re-syncs at line ends).
import type { IToken, TokenType } from "chevrotain";
import type { CardFileNode, CardNode, CommentNode, LineNode, SourceRange } from "./ast.ts";
import { AstBuilder } from "./ast-builder.ts";
import { GRAMMAR_CODES, grammarDiagnostic, MAX_CARD_LENGTH, sortDiagnostics, visible, type Diagnostic } from "./diagnostics.ts";
import { parser } from "./parser.ts";
import { CardHeader, cardStarts, lexPart, Newline, type LexResult } from "./tokens.ts";
import { withoutGameLine } from "./zx/dialect.ts";
import { FURTHER_MISTAKES, reportNaturalWording } from "./wording.ts";
import { repairLine, type LineError, type Repair } from "./repair.ts";
import { EXPECTED_AT, NUMBER_WORDS } from "./parser.ts";
import { keywordOf, KEYWORD_WORDS } from "./tokens.ts";
import { allNouns, PHASES, STATS } from "./vocabulary.ts";
import { readPhrases } from "./phrases.ts";

export interface ParseResult {
  cards: CardNode[];
  diagnostics: Diagnostic[];
}

/** Parses a card file; `file` is the path diagnostics name. */
export function parseCardFile(text: string, file: string): ParseResult {
  const { ast, diagnostics } = parseCardFileAst(text, file);
  return { cards: ast.cards, diagnostics };
}

/** Like parseCardFile, with the whole file node (comments included, for fmt). */
export function parseCardFileAst(text: string, file: string): { ast: CardFileNode; diagnostics: Diagnostic[] } {
  const cards: CardNode[] = [];
  const all: Diagnostic[] = [];
  const rest = parseCardByCard(text, file, (card, diagnostics) => {
    cards.push(card);
    for (const d of diagnostics) all.push(d); // not push(...): 100,000 arguments overflow the stack
  });
  for (const d of rest.diagnostics) all.push(d);
  const ast: CardFileNode = { kind: "CardFile", file, cards, comments: rest.comments, range: rest.range };
  return { ast, diagnostics: sortDiagnostics(all) };
}

/** The parts of a file outside its cards, once every card has been handed on. */
export interface FileRest {
  /** Diagnostics outside any card (before the first, a binary or non-UTF-8 file, an internal error). */
  diagnostics: Diagnostic[];
  comments: CommentNode[];
  range: SourceRange;
}

/**
 * Parses a card file card by card: `onCard` gets each card with its own diagnostics as soon as it
 * is parsed, so a caller that checks it and drops it holds one card's AST at a time, not a file's.
 * A card's diagnostics are on its own lines, so the file's list is theirs and the rest's, sorted.
 */
export function parseCardByCard(text: string, file: string, onCard: (card: CardNode, diagnostics: Diagnostic[]) => void, checks?: (cardText: string) => boolean): FileRest {
  text = withoutGameLine(text); // `game: x610z` (LANGUAGE-ZX 0): blanked, offsets kept
  const builder = new AstBuilder(file, text);
  const diagnostics: Diagnostic[] = [];
  const comments: CommentNode[] = [];
  const range = builder.span(0, text.length);
  // Many NUL bytes: an executable, an image, a UTF-16 file... not card text. One diagnostic, not
  // thousands. A stray NUL in card text is just an unexpected character in its card.
  const nul = text.indexOf("\u0000");
  if (nul >= 0 && looksBinary(text)) {
    const at = builder.span(nul, nul + 1);
    diagnostics.push(
      grammarDiagnostic("binaryFile", file, at, `this is not a card file: it holds binary data (a NUL byte at line ${at.start.line}, column ${at.start.column}); card files are UTF-8 text`),
    );
    return { diagnostics, comments, range: builder.span(0, 0) };
  }
  // A file read as UTF-8 shows its bytes that aren't UTF-8 as U+FFFD: an error at each such byte
  // (the first of a line), so the card holding it is left out and `fmt` never writes a replacement
  // character over what was there (Latin-1 `é`, say); the file's other cards still check.
  // Each goes with the card holding it (so compile() leaves that card out), in file order.
  const badLines = new Set<number>();
  const notUtf8: Array<Diagnostic & { offset: number }> = [];
  for (let bad = text.indexOf("\uFFFD"); bad >= 0; bad = text.indexOf("\uFFFD", bad + 1)) {
    const at = builder.span(bad, bad + 1);
    if (badLines.has(at.start.line)) continue;
    badLines.add(at.start.line);
    const d = grammarDiagnostic("notUtf8", file, at, `this file is not UTF-8 text: a byte at line ${at.start.line}, column ${at.start.column} isn't UTF-8 (or is U+FFFD); save it as UTF-8`);
    notUtf8.push({ ...d, offset: bad });
  }
  /** The not-UTF-8 errors before `end` (an offset), taken from the list, as plain diagnostics. */
  const notUtf8Before = (end: number): Diagnostic[] => {
    if (notUtf8.length === 0) return [];
    let n = 0;
    while (n < notUtf8.length && notUtf8[n]!.offset < end) n++;
    return notUtf8.splice(0, n).map(({ offset: _, ...d }) => d);
  };
  // The repair search (repair.ts) reads a few dozen wordings per broken line: bounded per file, so a
  // file of junk costs what its size does (its lines past the bound keep their first error).
  let repairs = MAX_REPAIRED_LINES;
  try {
    const starts = cardStarts(text);
    // Before the first card: comments and blank lines only.
    const preludeEnd = starts[0] ?? text.length;
    for (const d of notUtf8Before(preludeEnd)) diagnostics.push(d);
    const prelude = lexPart(text, 0, preludeEnd);
    collect(prelude, builder, comments, diagnostics, file, text);
    reportOutsideCard(prelude.tokens, builder, diagnostics, file, text);
    for (const [k, start] of starts.entries()) {
      const end = starts[k + 1] ?? text.length;
      if (end - start > MAX_CARD_LENGTH) {
        // One error for the card, which is left out: the card is one mistake, however many lines.
        notUtf8Before(end);
        diagnostics.push(tooLong(text, start, end, builder, file));
        continue;
      }
      const lexed = lexPart(text, start, end);
      const mine: Diagnostic[] = notUtf8Before(end);
      collect(lexed, builder, comments, mine, file, text);
      const chunk = lexed.tokens;
      if (chunk[0]?.tokenType !== CardHeader) continue; // cannot happen: cardStarts found one
      if (chunk.at(-1)?.tokenType !== Newline) chunk.push(endOfLine(end));
      const card = parseCard(chunk, builder, mine, file, text);
      for (const d of builder.diagnostics) mine.push(d);
      builder.diagnostics.length = 0;
      onCard(
        card,
        finish(
          mine,
          [card],
          file,
          badLines,
          checks === undefined ? undefined : (line, c) => (repairs-- > 0 && line.text.length <= MAX_REPAIRED_LENGTH ? repairInCard(text, line, c, checks) : undefined),
        ),
      );
    }
  } catch (err) {
    // A bug in the grammar must not take the caller down; report it where it can be seen.
    diagnostics.push(grammarDiagnostic("internalError", file, builder.span(0, 0), `internal error in the card parser: ${(err as Error).message}`));
  }
  for (const d of builder.diagnostics) diagnostics.push(d);
  for (const d of notUtf8) diagnostics.push(d); // after the last card: none, unless a card failed
  return { diagnostics: finish(diagnostics, [], file, badLines), comments, range };
}

export { MAX_CARD_LENGTH };

/** E1020 on a card's header line. */
function tooLong(text: string, start: number, end: number, builder: AstBuilder, file: string): Diagnostic {
  const nl = text.indexOf("\n", start);
  const headerEnd = nl === -1 || nl > end ? end : nl;
  const header = text.slice(start, Math.min(headerEnd, start + 200)).trim();
  const size = (end - start).toLocaleString("en-US");
  return grammarDiagnostic(
    "cardTooLong",
    file,
    builder.span(start, headerEnd),
    `"${header}" is ${size} characters long; a card is at most ${MAX_CARD_LENGTH.toLocaleString("en-US")} (real cards are under 1,000), so this one is not read`,
  );
}

/** A card's (or the rest's) diagnostics as the file reports them: natural wording reworded (one
 *  error per such line), a line with a byte that isn't UTF-8 reporting that byte only (one mistake,
 *  one error), duplicates and echoes of a line's first syntax error dropped, sorted. */
function finish(diagnostics: Diagnostic[], cards: CardNode[], file: string, badLines: ReadonlySet<number>, repair?: (line: LineNode, card: CardNode) => Repair | undefined): Diagnostic[] {
  if (diagnostics.length === 0) return diagnostics;
  const worded = checkingWording || cards.length === 0 ? diagnostics : reportNaturalWording(cards, diagnostics, file, lineParses, repair);
  const kept = badLines.size === 0 ? worded : worded.filter((d) => d.code === GRAMMAR_CODES.notUtf8.code || !badLines.has(d.line));
  return firstSyntaxErrorPerLine(sortDiagnostics(dedupe(kept)));
}

/** Set while a closest wording is being parsed (wording.ts), so it isn't reworded in turn. */
let checkingWording = false;

/** Whether one ability line parses with no error (the closest wording wording.ts offers). */
function lineParses(line: string): boolean {
  checkingWording = true;
  try {
    return parseCardFileAst(`card Wording\ntext:\n  ${line}\n`, "wording.card").diagnostics.length === 0;
  } finally {
    checkingWording = false;
  }
}

/**
 * The repair search (repair.ts) for one line of a card: each wording is read in the card, the
 * line replaced, by the grammar; the closest wording must also check clean in it (`checks`, the
 * compiler's check). It runs for a caller that gives the check (compile(), `orrery check`), not
 * for a parse alone (parseCardFile stays a parse: its time on untrusted text is the parser's).
 */
function repairInCard(text: string, line: LineNode, card: CardNode, checks: (cardText: string) => boolean): Repair | undefined {
  const from = card.range.start.offset;
  const to = Math.max(card.range.end.offset, line.range.end.offset);
  // The card without its other ability lines but the one above (an `or` or `With` line joins it):
  // a wording is read in a card of a few lines, however long the card.
  const lines = card.fields.flatMap((f) => (f.field === "text" ? f.lines : []));
  const above = lines.filter((l) => l.range.end.offset <= line.range.start.offset).at(-1);
  const dropped = lines.filter((l) => l !== above && (l.range.end.offset <= line.range.start.offset || l.range.start.offset >= line.range.end.offset));
  const cut = (a: number, b: number) => {
    let out = "";
    let at = a;
    for (const l of dropped) {
      if (l.range.start.offset < a || l.range.end.offset > b) continue;
      out += text.slice(at, l.range.start.offset);
      at = l.range.end.offset;
    }
    return out + text.slice(at, b);
  };
  const before = cut(from, line.range.start.offset);
  const after = `${cut(line.range.end.offset, to)}\n`;
  const inCard = (wording: string) => before + wording + after;
  let lineNo = 1;
  for (let i = before.indexOf("\n"); i >= 0; i = before.indexOf("\n", i + 1)) lineNo++;
  const read = (wording: string): LineError | null => {
    checkingWording = true;
    try {
      const { diagnostics } = parseCardFileAst(inCard(wording), "repair.card");
      const on = diagnostics.filter((d) => d.severity === "error" && d.line === lineNo).sort((a, b) => a.column - b.column)[0];
      if (on === undefined) return diagnostics.some((d) => d.severity === "error") ? { offset: wording.length, length: 1, code: "E1002", message: "", expected: [] } : null;
      const offset = on.column - line.range.start.column;
      return { offset, length: Math.max(1, on.endLine === on.line ? on.endColumn - on.column : 1), code: on.code, message: on.message, expected: EXPECTED_WORDS.get(on) ?? [] };
    } finally {
      checkingWording = false;
    }
  };
  return repairLine(line.text, read, (wording) => checks(inCard(wording)), languageWords());
}

let words: string[] | undefined;
/** The words of the language, lower-case: keywords and the vocabulary's (a misspelling's fixes). */
function languageWords(): string[] {
  return (words ??= [
    ...new Set([
      ...KEYWORD_WORDS,
      ...NUMBER_WORDS.keys(),
      ...[...allNouns().map((n) => n.words), ...PHASES.map((p) => p.name), ...STATS.flatMap((s) => s.names)].flatMap((w) => w.toLowerCase().split(" ")),
    ]),
  ]);
}

/** Broken lines per file the repair search looks at, and the longest it reads (the closest
 *  wording a message spells out is at most 240 characters, wording.ts). */
const MAX_REPAIRED_LINES = 64;
const MAX_REPAIRED_LENGTH = 240;

/** The words the parser expected at a syntax error (repair.ts tries them). */
const EXPECTED_WORDS = new WeakMap<Diagnostic, string[]>();

/** A token type as a word a designer could write: a keyword, or punctuation. */
function wordOf(type: TokenType): string | undefined {
  const k = keywordOf(type);
  if (k !== undefined) return k;
  const label = type.LABEL;
  return label !== undefined && /^'[^A-Za-z0-9']+'$/.test(label) ? label.slice(1, -1) : undefined;
}

/** Comments and lexer errors (E1001) of a lexed piece. */
function collect(lexed: LexResult, builder: AstBuilder, comments: CommentNode[], out: Diagnostic[], file: string, text: string): void {
  for (const t of lexed.comments) {
    comments.push({
      kind: "Comment",
      text: t.image.slice(1),
      range: builder.span(t.startOffset, t.startOffset + t.image.length),
    });
  }
  for (const e of lexed.errors) {
    const bad = text.slice(e.offset, e.offset + e.length);
    out.push(grammarDiagnostic("unexpectedCharacter", file, builder.span(e.offset, e.offset + e.length), `unexpected character${bad.length > 1 ? "s" : ""} ${visible(bad)}`));
  }
}

/** E1011: each line of tokens before the first card. */
function reportOutsideCard(tokens: IToken[], builder: AstBuilder, out: Diagnostic[], file: string, text: string): void {
  let i = 0;
  while (i < tokens.length) {
    const lineStart = i;
    while (i < tokens.length && tokens[i]?.tokenType !== Newline) i++;
    const first = tokens[lineStart];
    const lastTok = tokens[i - 1];
    if (i > lineStart && first !== undefined && lastTok !== undefined) {
      const range = builder.span(first.startOffset, lastTok.startOffset + lastTok.image.length);
      out.push(grammarDiagnostic("outsideCard", file, range, `"${text.slice(range.start.offset, range.end.offset)}" is outside any card; a card starts with "card NAME"`));
    }
    i++;
  }
}

/** A Newline the text does not have, so every card's last line ends like the others. */
function endOfLine(offset: number): IToken {
  return {
    image: "",
    startOffset: offset,
    endOffset: offset - 1,
    tokenType: Newline,
    tokenTypeIdx: Newline.tokenTypeIdx!,
  };
}

function parseCard(chunk: IToken[], builder: AstBuilder, out: Diagnostic[], file: string, text: string): CardNode {
  // Paraphrases and the card's own name read as the grammar's words (phrases.ts).
  const phrased = readPhrases(chunk, text, (start, end) => builder.span(start, end));
  parser.input = phrased.tokens;
  builder.phraseRewrites = phrased.rewrites;
  const cst = parser.card();
  for (const e of parser.errors) {
    const t = e.token;
    const prev = (e as { previousToken?: IToken }).previousToken;
    let start: number;
    let end: number;
    if (t !== undefined && t.startOffset >= 0 && Number.isFinite(t.startOffset) && t.image !== "") {
      start = t.startOffset;
      end = t.startOffset + t.image.length;
    } else if (prev !== undefined && prev.startOffset >= 0) {
      // At the end of a line or card: point just after the last token.
      start = end = prev.startOffset + prev.image.length;
    } else {
      start = end = t !== undefined && t.startOffset >= 0 ? t.startOffset : text.length;
    }
    const name = e.message.startsWith("unknown word") ? "unknownWord" : "syntaxError";
    const d = grammarDiagnostic(name, file, builder.span(start, end), e.message);
    const expected = t === undefined ? undefined : EXPECTED_AT.get(t);
    if (expected !== undefined)
      EXPECTED_WORDS.set(
        d,
        expected.map(wordOf).filter((w): w is string => w !== undefined),
      );
    out.push(d);
  }
  return builder.card(cst.children as never);
}

/** Recovery can report one spot twice; keep the first of identical diagnostics. */
function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.line}:${d.column}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Errors that say "this line doesn't read": after the first on a line, the others on it are
 *  mostly its echo (`1.1/035/081-C` as a text line gave three), so a line reports one, like tsc. */
const SYNTAX_CODES: ReadonlySet<string> = new Set((["unexpectedCharacter", "syntaxError", "outsideCard", "notAField"] as const).map((n) => GRAMMAR_CODES[n].code));

/** Keeps the first syntax error of each line (the list is sorted by position). */
function firstSyntaxErrorPerLine(sorted: Diagnostic[]): Diagnostic[] {
  const lines = new Set<string>();
  return sorted.filter((d) => {
    if (!SYNTAX_CODES.has(d.code) || FURTHER_MISTAKES.has(d)) return true;
    const key = `${d.file}:${d.line}`;
    if (lines.has(key)) return false;
    lines.add(key);
    return true;
  });
}

export type { Diagnostic } from "./diagnostics.ts";
export type * from "./ast.ts";

/** More than 1 character in 100 is a NUL byte. */
function looksBinary(text: string): boolean {
  let nuls = 0;
  for (let i = text.indexOf("\u0000"); i >= 0; i = text.indexOf("\u0000", i + 1)) nuls++;
  return nuls * 100 > text.length;
}
