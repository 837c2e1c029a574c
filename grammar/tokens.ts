// Tokens of the card language and the lexer.
//
// Two decisions keep lexing fast and the grammar free of vocabulary (dsl-tooling.md §1.6):
// - Keywords are not lexer patterns. The lexer matches one `Word` pattern; `lex()` then looks each
//   word up, lower-cased, in KEYWORDS and retypes it. English words are thus case-insensitive,
//   and no longest-first ordering or `longer_alt` is needed (`at` can never split `attack`).
// - Lines that start a card or a field are one custom pattern (`LineHead`), tried only at the
//   start of a line; `lex()` retypes them from the payload (CardHeader, CostLabel, ...). The rest
//   of a `card`, `flavor:` or `collector:` line is part of that token: names and flavour text
//   may hold any character (quotes, `$`, emoji, right-to-left marks), up to a `#` comment.
//
// Vocabulary (energy letters, card types, classes, phases, stats) is not here but in
// vocabulary.ts: energy is lexed as `Energy` (letters + digits) whatever the letter, and
// phrases are read against the tables by the AST builder.
import { createToken, Lexer, type IToken, type TokenType } from "chevrotain";
import { editDistance } from "./diagnostics.ts";
import { FIELDS } from "./vocabulary.ts";
import type { FieldName } from "./ast.ts";

// ---------------------------------------------------------------------------------------------
// Categories: a rule that CONSUMEs a category matches any of its member tokens.
// ---------------------------------------------------------------------------------------------

/** Any token that may appear inside a line (everything but line heads and newlines). */
export const AnyContent = createToken({ name: "AnyContent", pattern: Lexer.NA, label: "a word" });
/** Any word, keyword or not: values of `type:`, `class:`, `element:`, `crew:`, `counters:`. */
export const AnyWord = createToken({ name: "AnyWord", pattern: Lexer.NA, categories: [AnyContent], label: "a word" });
/** Words of a stat name (`Attack Power`, `attack`, `Defense`). */
export const StatWord = createToken({ name: "StatWord", pattern: Lexer.NA, label: "a stat" });
/** Words of a phase name (`Draw Phase`, `End Phase`). */
export const PhaseWord = createToken({ name: "PhaseWord", pattern: Lexer.NA, label: "a phase" });

// ---------------------------------------------------------------------------------------------
// Tokens the lexer matches
// ---------------------------------------------------------------------------------------------

/** Line ending; lines matter (one ability per line, a text block ends at a field line). */
export const Newline = createToken({ name: "Newline", pattern: /\r?\n/, line_breaks: true, label: "end of line" });
const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\u00a0\ufeff]+/, group: Lexer.SKIPPED });
/** `# ...` to the end of the line, kept in the `comments` group for fmt. */
const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: "comments" });

/** A plain word; `can't`-style contractions are one word. Keywords are retyped from it. */
export const Word = createToken({
  name: "Word",
  pattern: /[A-Za-z]+(?:['’][tT])?/,
  categories: [AnyWord, AnyContent, StatWord, PhaseWord],
  label: "a word",
});
/** `M2`, `B1`, `Q3`: an energy letter and an amount (the letter is checked against ENERGY_TYPES). */
export const Energy = createToken({
  name: "Energy",
  pattern: /[A-Z]{1,2}[0-9]+/,
  categories: [AnyContent],
  label: "an energy amount like M2",
});
export const NumberLit = createToken({
  name: "Number",
  pattern: /[0-9]+/,
  categories: [AnyContent],
  label: "a number",
});
/** `☉`, or `(A)` its ASCII spelling (204.3). */
export const Activate = createToken({ name: "Activate", pattern: /☉|\(A\)/, categories: [AnyContent], label: "'☉'" });
export const InfinitySign = createToken({ name: "Infinity", pattern: /∞/, categories: [AnyContent], label: "'∞'" });
/** `'s` (also `’s`, and a bare `'` after a plural): `its owner's hand`, `target player's`. */
export const Possessive = createToken({
  name: "Possessive",
  pattern: /['’]s?(?![A-Za-z0-9])/,
  categories: [AnyContent],
  label: "'s",
});
export const Dot = createToken({ name: "Dot", pattern: ".", categories: [AnyContent], label: "'.'" });
export const Comma = createToken({ name: "Comma", pattern: ",", categories: [AnyContent], label: "','" });
export const Colon = createToken({ name: "Colon", pattern: ":", categories: [AnyContent], label: "':'" });
export const LBracket = createToken({ name: "LBracket", pattern: "[", categories: [AnyContent], label: "'['" });
export const RBracket = createToken({ name: "RBracket", pattern: "]", categories: [AnyContent], label: "']'" });
export const LParen = createToken({ name: "LParen", pattern: "(", categories: [AnyContent], label: "'('" });
export const RParen = createToken({ name: "RParen", pattern: ")", categories: [AnyContent], label: "')'" });
export const Plus = createToken({ name: "Plus", pattern: "+", categories: [AnyContent], label: "'+'" });
export const Minus = createToken({ name: "Minus", pattern: /[-−–—]/, categories: [AnyContent], label: "'-'" });
/** `•` `*` `·`: a bullet in front of a mode of `Choose one —` (phrases.ts reads them away). */
export const Bullet = createToken({ name: "Bullet", pattern: /[•*·]/, categories: [AnyContent], label: "'•'" });

// ---------------------------------------------------------------------------------------------
// Line heads: `card NAME`, `label:` of a field, `permanent` / `non permanent`
// ---------------------------------------------------------------------------------------------

/** What a line head is; the payload of a LineHead match. */
type LineHeadKind = { kind: "card" } | { kind: "field"; field: FieldName } | { kind: "unknownField" };

/** Labels, lower-case, single-spaced (`movement energy`), for the did-you-mean of unknown ones. */
export const FIELD_LABELS: readonly string[] = FIELDS.filter((f) => f.name !== "permanent").map((f) => f.label);

/** True when only spaces or tabs stand between the line's start and `offset`. */
function atLineStart(text: string, offset: number): boolean {
  let i = offset - 1;
  while (i >= 0) {
    const c = text.charCodeAt(i);
    if (c === 10) return true;
    if (c !== 32 && c !== 9 && c !== 0xfeff && c !== 0xa0) return false;
    i--;
  }
  return true;
}

// `card` then a space, or `card` alone; the name is the rest of the line up to a comment.
const CARD_RE = /card(?=[ \t\r\n#]|$)[^\r\n#]*/iy;
const PERMANENT_RE = /(?:non[ \t-]*)?permanent(?=[ \t]*(?:#|\r?\n|$))/iy;
const REST_RE = /[^\r\n#]*/y;

/** The labels whose value is free text: the token runs to the end of the line (or a comment). */
const FREE_TEXT_FIELDS = new Set<FieldName>(["flavor", "collector"]);

/** Words that start an ability line and may be followed by a colon (`For each extra:`). */
const NOT_A_LABEL = new Set(["with", "for", "when", "whenever", "at", "during", "in", "produces", "or"]);

/** Line-head payloads, one object per kind (a token's payload is only read, never changed). */
const CARD_HEAD: LineHeadKind = { kind: "card" };
const UNKNOWN_HEAD: LineHeadKind = { kind: "unknownField" };
const FIELD_HEAD = new Map<FieldName, LineHeadKind>(FIELDS.map((f) => [f.name, { kind: "field", field: f.name }]));

/** Each label's words, lower-case, for matching a label where it is written (no string made),
 *  by the label's first letter (a-z as 0-25). */
const LABEL_WORDS: (readonly [FieldName, string, string | undefined])[][] = Array.from({ length: 26 }, () => []);
for (const f of FIELDS) {
  if (f.name === "permanent") continue;
  const [first, second] = f.label.split(" ");
  LABEL_WORDS[first!.charCodeAt(0) - 97]!.push([f.name, first!, second]); // 97: `a`
}

/** The line head at `offset` for Chevrotain's lexer (a custom pattern): lineHeadEnd as a match. */
function matchLineHead(text: string, offset: number): RegExpExecArray | null {
  const end = lineHeadEnd(text, offset);
  if (end === -1) return null;
  const m = [text.slice(offset, end)] as unknown as RegExpExecArray & { payload: LineHeadKind };
  m.index = offset;
  m.payload = headKind;
  return m;
}

/** What the last line head lineHeadEnd found is. */
let headKind: LineHeadKind = CARD_HEAD;

/** Where the line head at `offset` ends (its kind left in `headKind`), or -1 when none starts there. */
function lineHeadEnd(text: string, offset: number): number {
  if (!atLineStart(text, offset)) return -1;
  // Each pattern is tried only where its first characters can match: most lines are ability
  // lines, and three regex runs per line were a tenth of the lexer's time.
  const c = text.charCodeAt(offset) | 0x20; // lower-cased, for a letter
  if (c === 0x63) {
    CARD_RE.lastIndex = offset;
    if (CARD_RE.test(text)) {
      headKind = CARD_HEAD;
      return CARD_RE.lastIndex;
    }
  }
  if (c === 0x6e || c === 0x70) {
    PERMANENT_RE.lastIndex = offset;
    if (PERMANENT_RE.test(text)) {
      headKind = FIELD_HEAD.get("permanent")!;
      return PERMANENT_RE.lastIndex;
    }
  }
  const colon = labelEnd(text, offset);
  if (colon === -1) return -1;
  // A label is compared where it is written: slicing and lower-casing each one to look it up was
  // a fifth of the line-head time.
  const field = knownLabel(text, offset);
  if (field !== undefined) {
    headKind = FIELD_HEAD.get(field)!;
    return FREE_TEXT_FIELDS.has(field) ? lineEnd(text, colon) : colon;
  }
  const word = text.slice(offset, labelWords[0]);
  const second = labelWords[1] === -1 ? undefined : text.slice(labelWords[1], labelWords[2]);
  const label = (second === undefined ? word : `${word} ${second}`).toLowerCase();
  // A near miss of a label (`costt:`, `flavour:`) is an unknown field, not ability text; the whole
  // line is one token so its value does not produce follow-on errors.
  if (NOT_A_LABEL.has(word.toLowerCase())) return -1;
  const near = FIELD_LABELS.some((l) => editDistance(label, l) <= (l.length <= 4 ? 1 : 2));
  if (!near) return -1;
  headKind = UNKNOWN_HEAD;
  return lineEnd(text, colon);
}

/** The field whose label labelEnd just read (its words in `labelWords`), any case, or undefined. */
function knownLabel(text: string, offset: number): FieldName | undefined {
  const candidates = LABEL_WORDS[(text.charCodeAt(offset) | 0x20) - 97];
  if (candidates === undefined) return undefined;
  for (const [field, first, second] of candidates) {
    if ((second === undefined) !== (labelWords[1] === -1)) continue;
    if (!sameLetters(text, offset, labelWords[0], first)) continue;
    if (second !== undefined && !sameLetters(text, labelWords[1], labelWords[2], second)) continue;
    return field;
  }
  return undefined;
}

/** Whether text[from, to), ASCII letters, is `lowerWord` in any case. */
function sameLetters(text: string, from: number, to: number, lowerWord: string): boolean {
  if (to - from !== lowerWord.length) return false;
  for (let i = from; i < to; i++) if ((text.charCodeAt(i) | 0x20) !== lowerWord.charCodeAt(i - from)) return false;
  return true;
}

/** Where a label read by hand ends (just after its colon), or -1: one or two runs of letters
 *  (`cost`, `movement energy`), blanks between them and before the colon (spaces and tabs). The
 *  ends of its words are left in `labelWords`: [end of the first, start and end of the second or -1]. */
const labelWords: [number, number, number] = [0, -1, -1];
function labelEnd(text: string, offset: number): number {
  let i = offset;
  while (isLetter(text.charCodeAt(i))) i++;
  if (i === offset) return -1;
  labelWords[0] = i;
  labelWords[1] = -1;
  let c = text.charCodeAt(i);
  while (c === Ch.Space || c === Ch.Tab) c = text.charCodeAt(++i);
  if (c === Ch.Colon) return i + 1;
  // A second word needs a blank before it.
  if (i === labelWords[0] || !isLetter(c)) return -1;
  const from = i;
  while (isLetter(text.charCodeAt(i))) i++;
  labelWords[1] = from;
  labelWords[2] = i;
  c = text.charCodeAt(i);
  while (c === Ch.Space || c === Ch.Tab) c = text.charCodeAt(++i);
  return c === Ch.Colon ? i + 1 : -1;
}

/** The end of the line (before a comment) from `offset`. */
function lineEnd(text: string, offset: number): number {
  REST_RE.lastIndex = offset;
  REST_RE.test(text);
  return REST_RE.lastIndex;
}

/** The one line-head pattern; `lex()` retypes each match from its payload. */
const LineHead = createToken({
  name: "LineHead",
  pattern: { exec: matchLineHead },
  line_breaks: false,
  start_chars_hint: [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"],
});

/** `card NAME` (the name is the rest of the token's image). */
export const CardHeader = createToken({ name: "CardHeader", pattern: Lexer.NA, label: "'card'" });
/** A label whose name is not a field (the whole line). */
export const UnknownLabel = createToken({ name: "UnknownLabel", pattern: Lexer.NA, label: "a field" });

/** One token type per field label, so the parser has one rule per field. */
export const FIELD_LABEL_TOKENS: Record<FieldName, TokenType> = Object.fromEntries(
  FIELDS.map((f) => [
    f.name,
    createToken({
      name: `${f.name.charAt(0).toUpperCase()}${f.name.slice(1)}Label`,
      pattern: Lexer.NA,
      label: f.name === "permanent" ? "'permanent'" : `'${f.label}:'`,
    }),
  ]),
) as Record<FieldName, TokenType>;

// ---------------------------------------------------------------------------------------------
// Keywords: retyped from Word by image, case-insensitively
// ---------------------------------------------------------------------------------------------

/**
 * Every English word the grammar spells, with extra spellings (`cannot` for `can't`). Words in
 * StatWord / PhaseWord can also be part of a stat or phase name (`attack` 3, `Draw Phase`).
 * Nouns (`Summon`, `card`, `player`, classes, card types) are not keywords: they stay `Word`
 * and are read against vocabulary.ts, which is what lets `target Sumon` get a did-you-mean.
 */
interface KeywordSpec {
  readonly word: string;
  readonly also?: readonly string[];
  readonly categories?: readonly TokenType[];
}

const KEYWORD_SPECS = [
  { word: "a" },
  { word: "an" },
  { word: "the" },
  { word: "and" },
  { word: "or" },
  { word: "to" },
  { word: "from" },
  { word: "of" },
  { word: "for" },
  { word: "in" },
  { word: "into" },
  { word: "on" },
  { word: "by" },
  { word: "up" },
  { word: "with" },
  { word: "if" },
  { word: "unless" },
  { word: "when" },
  { word: "whenever" },
  { word: "at" },
  { word: "during" },
  { word: "this" },
  { word: "that" },
  { word: "it" },
  { word: "its" },
  { word: "all" },
  { word: "each" },
  { word: "another" },
  { word: "target" },
  { word: "you" },
  { word: "your" },
  { word: "his" },
  { word: "deal", also: ["deals"] },
  { word: "damage" },
  { word: "heal" },
  { word: "more" },
  { word: "destroy" },
  { word: "remove" },
  { word: "game" },
  { word: "draw", categories: [PhaseWord] },
  { word: "draws" },
  { word: "discard" },
  { word: "discards" },
  { word: "search" },
  { word: "deck" },
  { word: "show", also: ["shows"] },
  // 211, 213, 501: decks and hands (issue 14, families 6 and 10)
  { word: "top" },
  { word: "bottom" },
  { word: "shuffle", also: ["shuffles"] },
  { word: "look", also: ["looks"] },
  { word: "put" },
  { word: "hand" },
  { word: "pile" },
  { word: "return" },
  { word: "owner" },
  { word: "controller" },
  { word: "play" },
  { word: "gets", also: ["get"] },
  { word: "becomes", also: ["become"] },
  { word: "until" },
  { word: "end", categories: [PhaseWord] },
  { word: "turn" },
  { word: "next" },
  { word: "deactivate" },
  { word: "reactivate" },
  { word: "move" },
  { word: "moves" },
  { word: "dots", also: ["dot"] },
  { word: "can" },
  { word: "can't", also: ["cannot", "can’t"] },
  { word: "be" },
  { word: "activated" },
  { word: "targeted" },
  { word: "attacked" },
  { word: "loses", also: ["lose"] },
  { word: "attack", categories: [StatWord] },
  { word: "attacks" },
  { word: "attacking" },
  { word: "produces", also: ["produce"] },
  { word: "extra" },
  { word: "gain", also: ["gains"] },
  { word: "choose" },
  { word: "give" },
  { word: "control" },
  { word: "controls" },
  { word: "counter" },
  { word: "prevent" },
  { word: "would" },
  { word: "dealt" },
  { word: "add" },
  { word: "activation" },
  { word: "time" },
  { word: "counters" },
  { word: "take", also: ["takes"] },
  { word: "after" },
  { word: "one" },
  { word: "skips", also: ["skip"] },
  { word: "costs", also: ["cost"] },
  { word: "less" },
  { word: "then" },
  { word: "do" },
  { word: "their" },
  { word: "are" },
  { word: "raised" },
  { word: "reduced" },
  { word: "cast", also: ["casts"] },
  { word: "pays", also: ["pay"] },
  { word: "have" },
  { word: "has" },
  { word: "fewer" },
  { word: "is" },
  { word: "no" },
  { word: "successfully" },
  { word: "may" },
  { word: "don't", also: ["don’t", "doesn't", "doesn’t"] },
  { word: "they" },
  { word: "way" },
  { word: "attacked" },
  { word: "additional" },
  { word: "start" },
  { word: "equal" },
  { word: "number" },
  { word: "where" },
  { word: "done" },
  { word: "destroyed" },
  { word: "destroys" },
  { word: "comes" },
  { word: "leaves" },
  { word: "beginning" },
  { word: "source" },
  { word: "none" },
  { word: "unlimited" },
  { word: "x" },
] as const satisfies readonly KeywordSpec[];

/** A keyword's canonical word (`"deal"`). */
type KeywordWord = (typeof KEYWORD_SPECS)[number]["word"];

function keywordName(word: string): string {
  const base = word.replace(/'/g, "").replace(/^./, (c) => c.toUpperCase());
  return `K${base}`;
}

/** Keyword token types by canonical word (`KEYWORD.deal`). */
export const KEYWORD = {} as Record<KeywordWord, TokenType>;
/** Spelling (lower-case, Capitalised, UPPER, and any case once lower-cased) -> keyword token type. */
const KEYWORD_BY_IMAGE = new Map<string, TokenType>();
for (const spec of KEYWORD_SPECS as readonly KeywordSpec[]) {
  const type = createToken({
    name: keywordName(spec.word),
    pattern: Lexer.NA,
    categories: [AnyWord, AnyContent, ...(spec.categories ?? [])],
    label: `"${spec.word}"`,
  });
  KEYWORD[spec.word as KeywordWord] = type;
  for (const w of [spec.word, ...(spec.also ?? [])]) {
    // The spellings met in practice (`deal`, `Deal`, `DEAL`) are found without lower-casing.
    for (const form of [w, w.charAt(0).toUpperCase() + w.slice(1), w.toUpperCase()]) KEYWORD_BY_IMAGE.set(form, type);
  }
}

/** The canonical spellings of all keywords, for did-you-mean. */
export const KEYWORD_WORDS: readonly string[] = KEYWORD_SPECS.map((s) => s.word);

/** The keyword a token type stands for (`deal`), or undefined for other tokens. */
export function keywordOf(type: TokenType): string | undefined {
  const label = type.LABEL;
  return type.name.startsWith("K") && label !== undefined && label.startsWith('"') ? label.slice(1, -1) : undefined;
}

// ---------------------------------------------------------------------------------------------
// The lexer
// ---------------------------------------------------------------------------------------------

/** Patterns the lexer tries, in order (line heads first; `(A)` before `(`; Energy before Word). */
const LEXED: TokenType[] = [
  LineHead,
  Newline,
  WhiteSpace,
  Comment,
  Activate,
  InfinitySign,
  Energy,
  NumberLit,
  Word,
  Possessive,
  Dot,
  Comma,
  Colon,
  LBracket,
  RBracket,
  LParen,
  RParen,
  Plus,
  Minus,
  Bullet,
];

/** Every token type the parser knows (its vocabulary). */
export const ALL_TOKENS: TokenType[] = [
  AnyContent,
  AnyWord,
  StatWord,
  PhaseWord,
  ...LEXED.filter((t) => t !== LineHead),
  CardHeader,
  UnknownLabel,
  ...Object.values(FIELD_LABEL_TOKENS),
  ...Object.values(KEYWORD),
];

/** Chevrotain's lexer of the same patterns: the reference `lex` is tested against
 *  (test/grammar/lexer.test.ts), no longer on the compile path; made on first use, so nothing
 *  builds it at start-up. */
let chevrotainLexer: Lexer | undefined;

export interface LexResult {
  tokens: IToken[];
  comments: IToken[];
  errors: { offset: number; length: number; message: string }[];
}

/** `lex` through Chevrotain's lexer, for the test that holds the two equal. */
export function chevrotainLex(text: string, base = 0): LexResult {
  chevrotainLexer ??= new Lexer(LEXED, { positionTracking: "onlyOffset", ensureOptimizations: true });
  const result = chevrotainLexer.tokenize(text);
  const tokens = result.tokens;
  for (const t of tokens) {
    t.startOffset += base;
    t.endOffset = t.startOffset + t.image.length - 1;
    if (t.tokenType === Word) {
      const k = keywordOfImage(t.image);
      if (k !== undefined) retype(t, k);
    } else if (t.tokenType === LineHead) {
      const head = t.payload as LineHeadKind;
      retype(t, lineHeadType(head));
    }
  }
  const comments = (result.groups.comments as IToken[] | undefined) ?? [];
  for (const c of comments) c.startOffset += base;
  return {
    tokens,
    comments,
    errors: result.errors.map((e) => ({ offset: e.offset + base, length: e.length, message: e.message })),
  };
}

function keywordOfImage(image: string): TokenType | undefined {
  const k = KEYWORD_BY_IMAGE.get(image);
  if (k !== undefined) return k;
  // The table holds each spelling lower-case, Capitalised and UPPER: only a word in another case
  // (`dEAL`) can be a keyword once lower-cased.
  if (!mixedCase(image)) return undefined;
  const lowered = image.toLowerCase();
  return lowered !== image ? KEYWORD_BY_IMAGE.get(lowered) : undefined;
}

/** A word (ASCII letters, maybe `'t`) neither lower-case, Capitalised nor UPPER. */
function mixedCase(image: string): boolean {
  let upper = 0;
  let lowerAfterFirst = 0;
  for (let i = 1; i < image.length; i++) {
    const c = image.charCodeAt(i);
    if (isUpper(c)) upper++;
    else if (c >= Ch.LowerA && c <= Ch.LowerZ) lowerAfterFirst++;
  }
  if (upper === 0) return false; // lower-case or Capitalised
  return lowerAfterFirst > 0 || !isUpper(image.charCodeAt(0)); // not UPPER
}

function lineHeadType(head: LineHeadKind): TokenType {
  return head.kind === "card" ? CardHeader : head.kind === "unknownField" ? UnknownLabel : FIELD_LABEL_TOKENS[head.field];
}

// The lexer, by hand: the patterns of LEXED tried in their order at each offset, as Chevrotain's
// lexer does (first match wins; an unexpected character skips to the next offset where any pattern
// matches), with the same tokens and errors, in a fifth of the time (a 30,000-card pool: 0.45 s ->
// 0.08 s): no regex per token, and keywords and line heads typed as they are read.

const Ch = {
  Tab: 9,
  Lf: 10,
  Cr: 13,
  Space: 32,
  Hash: 35,
  Apostrophe: 39,
  LParen: 40,
  RParen: 41,
  Plus: 43,
  Comma: 44,
  Minus: 45,
  Dot: 46,
  Zero: 48,
  Nine: 57,
  Colon: 58,
  A: 65,
  Z: 90,
  LBracket: 91,
  RBracket: 93,
  LowerA: 97,
  LowerS: 115,
  LowerT: 116,
  LowerZ: 122,
  Nbsp: 0xa0,
  EnDash: 0x2013,
  EmDash: 0x2014,
  Bullet: 0x2022,
  Star: 0x2a,
  MiddleDot: 0xb7,
  RightQuote: 0x2019,
  Infinity: 0x221e,
  MinusSign: 0x2212,
  Sun: 0x2609,
  Bom: 0xfeff,
} as const;

const isUpper = (c: number): boolean => c >= Ch.A && c <= Ch.Z;
const isLetter = (c: number): boolean => (c >= Ch.A && c <= Ch.Z) || (c >= Ch.LowerA && c <= Ch.LowerZ);
const isDigit = (c: number): boolean => c >= Ch.Zero && c <= Ch.Nine;
const isBlank = (c: number): boolean => c === Ch.Space || c === Ch.Tab || c === Ch.Nbsp || c === Ch.Bom;

/** Single-character tokens by character. */
const SINGLE = new Map<number, TokenType>([
  [Ch.Dot, Dot],
  [Ch.Comma, Comma],
  [Ch.Colon, Colon],
  [Ch.LBracket, LBracket],
  [Ch.RBracket, RBracket],
  [Ch.RParen, RParen],
  [Ch.Plus, Plus],
  [Ch.Minus, Minus],
  [Ch.MinusSign, Minus],
  [Ch.EnDash, Minus],
  [Ch.EmDash, Minus],
  [Ch.Bullet, Bullet],
  [Ch.Star, Bullet],
  [Ch.MiddleDot, Bullet],
  [Ch.Sun, Activate],
  [Ch.Infinity, InfinitySign],
]);

/** What matches at `i`: the end of the match and its type (`SKIP` for blanks, `COMMENT`), or -1. */
let matchedType: TokenType | null = null;
const SKIP = null;

function matchAt(text: string, i: number, lineStart: boolean): number {
  const c = text.charCodeAt(i);
  if (isLetter(c)) {
    const head = lineStart ? lineHeadEnd(text, i) : -1;
    if (head !== -1) {
      matchedType = LineHead;
      return head;
    }
    // Energy: [A-Z]{1,2}[0-9]+
    if (isUpper(c)) {
      let d = i + 1;
      if (!isDigit(text.charCodeAt(d)) && isUpper(text.charCodeAt(d))) d++;
      if (isDigit(text.charCodeAt(d))) {
        do d++;
        while (isDigit(text.charCodeAt(d)));
        matchedType = Energy;
        return d;
      }
    }
    // Word: [A-Za-z]+(?:['’][tT])?
    let e = i + 1;
    while (isLetter(text.charCodeAt(e))) e++;
    const q = text.charCodeAt(e);
    if (q === Ch.Apostrophe || q === Ch.RightQuote) {
      const t = text.charCodeAt(e + 1);
      if (t === Ch.LowerT || t === 84) e += 2;
    }
    matchedType = Word;
    return e;
  }
  if (isDigit(c)) {
    let e = i + 1;
    while (isDigit(text.charCodeAt(e))) e++;
    matchedType = NumberLit;
    return e;
  }
  if (c === Ch.Lf) {
    matchedType = Newline;
    return i + 1;
  }
  if (c === Ch.Cr) {
    if (text.charCodeAt(i + 1) !== Ch.Lf) return -1;
    matchedType = Newline;
    return i + 2;
  }
  if (isBlank(c)) {
    let e = i + 1;
    while (isBlank(text.charCodeAt(e))) e++;
    matchedType = SKIP;
    return e;
  }
  if (c === Ch.Hash) {
    let e = i + 1;
    for (let k = text.charCodeAt(e); e < text.length && k !== Ch.Lf && k !== Ch.Cr; k = text.charCodeAt(++e));
    matchedType = Comment;
    return e;
  }
  if (c === Ch.LParen) {
    if (text.charCodeAt(i + 1) === Ch.A && text.charCodeAt(i + 2) === Ch.RParen) {
      matchedType = Activate;
      return i + 3;
    }
    matchedType = LParen;
    return i + 1;
  }
  if (c === Ch.Apostrophe || c === Ch.RightQuote) {
    // Possessive: ['’]s?(?![A-Za-z0-9])
    const next = text.charCodeAt(i + 1);
    const e = next === Ch.LowerS && !isAlnum(text.charCodeAt(i + 2)) ? i + 2 : isAlnum(next) ? -1 : i + 1;
    if (e !== -1) matchedType = Possessive;
    return e;
  }
  const single = SINGLE.get(c);
  if (single === undefined) return -1;
  matchedType = single;
  return i + 1;
}

const isAlnum = (c: number): boolean => isLetter(c) || isDigit(c);

/**
 * Lexes text that starts at a line start; keywords and line heads get their final token types.
 * `base` is where the text starts in its file: offsets are file offsets.
 */
export function lex(text: string, base = 0): LexResult {
  return lexIn(text, 0, text.length, base);
}

/**
 * Lexes text[from, to) in place (no slice of it made: reading a slice, a string pointing into the
 * file's, was slower per character), as lex(text.slice(from, to), from) would. `from` is a line
 * start and `to` the text's end or just after a line break, so no token reads across either.
 */
export function lexPart(text: string, from: number, to: number): LexResult {
  return lexIn(text, from, to, 0);
}

/** Lexes text[from, to); a token's offset is its index in `text` plus `shift`. */
function lexIn(text: string, from: number, to: number, shift: number): LexResult {
  const tokens: IToken[] = [];
  const comments: IToken[] = [];
  const errors: LexResult["errors"] = [];
  let i = from;
  // Only blanks since the line's start (or the text's: it starts at a line start): a line head
  // may match here (matchLineHead checks it again from the text; this spares the call mid-line).
  let lineStart = true;
  while (i < to) {
    const end = matchAt(text, i, lineStart);
    if (end === -1) {
      // Chevrotain's recovery: drop characters until one where some pattern matches. A dropped
      // character is not a blank, so no line head can follow on this line.
      const start = i;
      do i++;
      while (i < to && matchAt(text, i, false) === -1);
      lineStart = false;
      errors.push({ offset: start + shift, length: i - start, message: `unexpected character: ->${text.charAt(start)}<- at offset: ${start - from}, skipped ${i - start} characters.` });
      continue;
    }
    const type = matchedType;
    if (type !== SKIP) lineStart = type === Newline;
    if (type !== SKIP) {
      const image = text.slice(i, end);
      let final = type;
      if (type === Word) final = keywordOfImage(image) ?? Word;
      else if (type === LineHead) final = lineHeadType(headKind);
      if (type === Comment) comments.push({ image, startOffset: i + shift, tokenTypeIdx: type.tokenTypeIdx!, tokenType: type });
      else {
        // One object shape for every token (endOffset in the literal, not added after).
        const token: IToken = { image, startOffset: i + shift, endOffset: i + shift + image.length - 1, tokenTypeIdx: final.tokenTypeIdx!, tokenType: final };
        if (type === LineHead) token.payload = headKind;
        tokens.push(token);
      }
    }
    i = end;
  }
  return { tokens, comments, errors };
}

/**
 * Offsets of the lines that open a card (`card NAME`), by the same rule as the lexer's line
 * heads: a file is parsed card by card, each lexed on its own, so no token outlives its card.
 */
export function cardStarts(text: string): number[] {
  const starts: number[] = [];
  for (let line = 0; line !== -1 && line < text.length;) {
    let i = line;
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 0xfeff || c === 0xa0; c = text.charCodeAt(++i));
    const c = text.charCodeAt(i);
    if (c === 99 || c === 67) {
      CARD_RE.lastIndex = i;
      if (CARD_RE.test(text)) starts.push(line);
    }
    const nl = text.indexOf("\n", i);
    line = nl === -1 ? -1 : nl + 1;
  }
  return starts;
}

function retype(t: IToken, type: TokenType): void {
  t.tokenType = type;
  t.tokenTypeIdx = type.tokenTypeIdx!;
}
