// Paraphrases as data (issue 26, shared/DESIGN.md "Paraphrases are data"): the words a designer
// writes for something the sentence grammar already says another way, read between the lexer and
// the parser. A phrase of the table is read as its canonical words (`enters play` as `comes into
// play`), the card's own name as the card itself (`When Cinder Wyrm comes into play` as `When this
// Summon comes into play`), a condition behind its sentence in front of it (`This Summon gets
// Attack +1 as long as you control a Dragon.` as `If you control a Dragon, this Summon gets Attack
// +1.`), and `Choose one —` with bullet lines as the `or` lines of LANGUAGE.md 2 (207.1). Each use
// is a rewrite on its line (LineBase.rewrites, named by a rule of wording.ts CANONICAL_RULES), so
// `fmt` writes the canonical wording; the card's own name is kept as printed.
//
// The machinery knows no game: a game hands in its table (PhraseRule[]) and the word its cards
// call themselves by (`selfWords`).
import type { IToken } from "chevrotain";
import type { Rewrite } from "./ast.ts";
import { Bullet, CardHeader, Colon, Comma, Dot, FIELD_LABEL_TOKENS, keywordOf, LBracket, lex, Minus, Newline, RBracket, UnknownLabel } from "./tokens.ts";

/** A phrase designers write and the words the grammar reads for it. */
export interface PhraseRule {
  /** The canonical-wording rule it is recorded under (wording.ts CANONICAL_RULES). */
  rule: string;
  /** The phrase, lower-case words as written. */
  words: readonly string[];
  /** What the grammar reads and `fmt` writes. */
  canonical: string;
  /** The phrase as written is canonical too: `fmt` keeps it (no rewrite). */
  keep?: boolean;
  /** A condition clause (`as long as X`, `while X`): read in front of its sentence, as `If X, ...`. */
  clause?: boolean;
}

/** X610Z's phrases (rule numbers: the Comprehensive Rules V1.1). */
const X610Z_PHRASES: readonly PhraseRule[] = [
  // 402.6a, 207.4: a permanent comes into play.
  { rule: "enters play", words: ["enters", "play"], canonical: "comes into play" },
  { rule: "enters play", words: ["enter", "play"], canonical: "come into play" },
  { rule: "enters play", words: ["is", "put", "into", "play"], canonical: "comes into play" },
  // 402.10e: until end of turn.
  { rule: "rest of the turn", words: ["for", "the", "rest", "of", "the", "turn"], canonical: "until end of turn" },
  { rule: "rest of the turn", words: ["for", "the", "rest", "of", "this", "turn"], canonical: "until end of turn" },
  { rule: "rest of the turn", words: ["until", "the", "end", "of", "the", "turn"], canonical: "until end of turn" },
  { rule: "rest of the turn", words: ["until", "the", "end", "of", "turn"], canonical: "until end of turn" },
  { rule: "rest of the turn", words: ["until", "end", "of", "the", "turn"], canonical: "until end of turn" },
  { rule: "rest of the turn", words: ["until", "the", "end", "of", "this", "turn"], canonical: "until end of turn" },
  // An amount written as a word is the number (two to ten; `one` and `a` count cards and counters).
  ...["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].map((w, k) => ({ rule: "number words", words: [w], canonical: String(k + 2) })),
  { rule: "number words", words: ["one", "damage"], canonical: "1 damage" },
  // 214.2: another one you control is one other than this card.
  { rule: "another", words: ["control", "another"], canonical: "control an other", keep: true },
  // 208: `can't be the target of` is `can't be targeted by`.
  { rule: "target of", words: ["can't", "be", "the", "target", "of"], canonical: "can't be targeted by" },
  // `another Summon` as a trigger's subject: one other than this card (208.1).
  { rule: "another", words: ["whenever", "another"], canonical: "whenever an other", keep: true },
  { rule: "another", words: ["when", "another"], canonical: "when an other", keep: true },
  // `it also gets`: the same change; `also` adds nothing the line doesn't say.
  { rule: "also", words: ["also"], canonical: "" },
  // 209.3: `with 2 or more damage on it` is `with 2 or more damage`.
  { rule: "damage on it", words: ["more", "damage", "on", "it"], canonical: "more damage" },
  // 207.5: a continuous effect holds while its condition does.
  { rule: "as long as", words: ["as", "long", "as"], canonical: "if", clause: true },
  { rule: "while", words: ["while"], canonical: "if", clause: true },
];

/** A token the phrase layer made: the canonical words of a phrase, spanning what was written. */
function synthetic(like: IToken, start: number, end: number): IToken {
  return { image: like.image, startOffset: start, endOffset: Math.max(start, end - 1), tokenTypeIdx: like.tokenTypeIdx, tokenType: like.tokenType };
}

const lexedCanonical = new Map<string, IToken[]>();
/** The tokens of a canonical wording (lexed once). */
function canonicalTokens(words: string): IToken[] {
  let t = lexedCanonical.get(words);
  if (t === undefined) lexedCanonical.set(words, (t = lex(words).tokens));
  return t;
}

/** How a card calls itself in the grammar's words, by its `type:` (LANGUAGE.md 3). */
function selfWordsOf(typeWords: string): string {
  if (/\b(summon|life base)\b/.test(typeWords) && !/\beffect\b/.test(typeWords)) return "this Summon";
  if (/\beffect\b/.test(typeWords)) return "this Effect";
  return "this card";
}

const LABELS: ReadonlySet<unknown> = new Set([...Object.values(FIELD_LABEL_TOKENS), UnknownLabel, CardHeader]);
const lower = (t: IToken): string => t.image.toLowerCase();

/** The spellings a word is met in (`while`, `While`, `WHILE`), so a token is looked up without
 *  lower-casing it: most tokens start no phrase, and this runs on every token of every card. */
function spellings(word: string): string[] {
  return [word, word.charAt(0).toUpperCase() + word.slice(1), word.toUpperCase()];
}

/** A table's rules by the spellings of their first word, longest phrase first. */
function byFirstWord(table: readonly PhraseRule[]): Map<string, PhraseRule[]> {
  const out = new Map<string, PhraseRule[]>();
  for (const r of [...table].sort((a, b) => b.words.length - a.words.length)) {
    for (const form of spellings(r.words[0]!)) {
      const list = out.get(form);
      if (list === undefined) out.set(form, [r]);
      else list.push(r);
    }
  }
  return out;
}
const FIRST_WORDS = new WeakMap<readonly PhraseRule[], Map<string, PhraseRule[]>>();
const CHOOSE: ReadonlySet<string> = new Set(spellings("choose"));

/** Whether the phrase's words start at tokens[i] (of a line ending before `end`). */
function matchesAt(tokens: IToken[], i: number, end: number, words: readonly string[]): boolean {
  if (i + words.length > end) return false;
  for (let k = 1; k < words.length; k++) if (lower(tokens[i + k]!) !== words[k]) return false;
  return true;
}

/** Whether the name's tokens (as written) start at tokens[i]. */
function nameAt(tokens: IToken[], i: number, end: number, name: readonly IToken[]): boolean {
  if (name.length === 0 || i + name.length > end) return false;
  for (let k = 0; k < name.length; k++) if (tokens[i + k]!.image !== name[k]!.image) return false;
  return true;
}

export interface PhraseResult {
  tokens: IToken[];
  rewrites: Rewrite[];
}

/** Where a rewrite goes in the source: a range built by the caller (the AST builder's span). */
export type Span = (start: number, end: number) => Rewrite["range"];

/**
 * A card's tokens as the grammar reads them, and the rewrites `fmt` applies. Returns the same
 * array when no phrase is met (the common case: nothing is copied).
 */
export function readPhrases(tokens: IToken[], text: string, span: Span, table: readonly PhraseRule[] = X610Z_PHRASES): PhraseResult {
  let first = FIRST_WORDS.get(table);
  if (first === undefined) FIRST_WORDS.set(table, (first = byFirstWord(table)));
  const header = tokens[0];
  // The card's own name, lexed only once a token is its first word.
  const nameText = header?.tokenType === CardHeader ? header.image.slice(4).trim() : "";
  const nameFirst = /^(?:[A-Za-z]+(?:['’][tT])?|[0-9]+)/.exec(nameText)?.[0];
  let name: IToken[] | undefined;
  const nameTokens = (): IToken[] => {
    if (name !== undefined) return name;
    const lexed = lex(nameText).tokens;
    // A one-word name that is a word of the language (`Counter`) stays that word.
    return (name = lexed.length === 1 && keywordOf(lexed[0]!.tokenType) !== undefined ? [] : lexed);
  };
  let typeWords = "";
  let inText = false;
  let out: IToken[] | undefined;
  const rewrites: Rewrite[] = [];
  // Modes of `Choose one —`: after the first, an `or` line goes before each (207.1).
  let modes = -1;
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (LABELS.has(t.tokenType)) {
      inText = t.tokenType === FIELD_LABEL_TOKENS.text;
      if (t.tokenType === FIELD_LABEL_TOKENS.type) for (let k = i + 1; k < tokens.length && tokens[k]!.tokenType !== Newline; k++) typeWords += ` ${lower(tokens[k]!)}`;
      out?.push(t);
      i++;
      continue;
    }
    if (!inText || t.tokenType === Newline) {
      out?.push(t);
      i++;
      continue;
    }
    // One text line: tokens[i, end).
    let end = i;
    while (end < tokens.length && tokens[end]!.tokenType !== Newline) end++;
    // `Choose one —` (also `:`), a line of its own: its bullet lines are the modes.
    if (CHOOSE.has(t.image) && isChooseOne(tokens, i, end) && isBullet(tokens[end + 1])) {
      out ??= tokens.slice(0, i);
      modes = 0;
      i = end + 1; // the line and its Newline
      continue;
    }
    let from = i;
    if (modes >= 0 && isBullet(t)) {
      out ??= tokens.slice(0, i);
      from = i + 1;
      if (modes > 0) {
        // `or` alone on a line before this mode, where the bullet was.
        const orTok = synthetic(canonicalTokens("or")[0]!, t.startOffset, t.startOffset + 2);
        out.push(orTok, { ...tokens[end]!, startOffset: t.startOffset, endOffset: t.startOffset - 1, image: "" });
        rewrites.push({ rule: "choose one", range: span(t.startOffset, t.startOffset + 2), text: "or" });
      }
      modes++;
    } else modes = -1;
    const before = rewrites.length;
    const read = readLine(tokens, from, end, nameFirst, nameTokens, () => selfWordsOf(typeWords), first, text, span, rewrites);
    // 402.10: a summon's abilities are printed in brackets; a line written without them is read
    // (and written by fmt) with them.
    const bracket = from < end && tokens[from]!.tokenType !== LBracket && selfWordsOf(typeWords) === "this Summon";
    if (bracket) {
      out ??= tokens.slice(0, i);
      const a = tokens[from]!;
      const z = tokens[end - 1]!;
      out.push({ ...canonicalTokens("[")[0]!, startOffset: a.startOffset, endOffset: a.startOffset });
      // Before the line's own rewrites: fmt applies edits at one offset in the order given.
      rewrites.splice(before, 0, { rule: "summon brackets", range: span(a.startOffset, a.startOffset), text: "[" });
      if (read !== undefined) for (const x of read) out.push(x);
      else for (let k = from; k < end; k++) out.push(tokens[k]!);
      out.push({ ...canonicalTokens("]")[0]!, startOffset: z.endOffset!, endOffset: z.endOffset! });
      rewrites.push({ rule: "summon brackets", range: span(z.endOffset! + 1, z.endOffset! + 1), text: "]" });
    } else if (read !== undefined) {
      out ??= tokens.slice(0, i);
      for (const x of read) out.push(x);
    } else if (out !== undefined) for (let k = from; k < end; k++) out.push(tokens[k]!);
    i = end;
  }
  return { tokens: out ?? tokens, rewrites };
}

function isChooseOne(tokens: IToken[], i: number, end: number): boolean {
  if (end < i + 2 || lower(tokens[i + 1]!) !== "one") return false;
  for (let k = i + 2; k < end; k++) if (tokens[k]!.tokenType !== Minus && tokens[k]!.tokenType !== Colon) return false;
  return true;
}

function isBullet(t: IToken | undefined): boolean {
  return t !== undefined && (t.tokenType === Bullet || t.tokenType === Minus);
}

/** One text line, tokens[from, end), read: names and phrases replaced, a condition behind its
 *  sentence moved in front; undefined when nothing changes. */
function readLine(
  tokens: IToken[],
  from: number,
  end: number,
  nameFirst: string | undefined,
  nameTokens: () => readonly IToken[],
  self: () => string,
  first: Map<string, PhraseRule[]>,
  text: string,
  span: Span,
  rewrites: Rewrite[],
): IToken[] | undefined {
  let out: IToken[] | undefined;
  const clauses: number[] = [];
  for (let i = from; i < end;) {
    const t = tokens[i]!;
    const name = t.image === nameFirst ? nameTokens() : undefined;
    if (name !== undefined && nameAt(tokens, i, end, name)) {
      out ??= tokens.slice(from, i);
      const last = tokens[i + name.length - 1]!;
      for (const c of canonicalTokens(self())) out.push(synthetic(c, t.startOffset, last.endOffset! + 1));
      i += name.length;
      continue;
    }
    const rule = first.get(t.image)?.find((r) => matchesAt(tokens, i, end, r.words));
    if (rule !== undefined) {
      out ??= tokens.slice(from, i);
      const last = tokens[i + rule.words.length - 1]!;
      if (rule.clause === true) clauses.push(out.length);
      for (const c of canonicalTokens(rule.canonical)) out.push(synthetic(c, t.startOffset, last.endOffset! + 1));
      if (rule.keep !== true) rewrites.push({ rule: rule.rule, range: span(t.startOffset, last.endOffset! + 1), text: matchFirstCase(rule.canonical, t.image) });
      i += rule.words.length;
      continue;
    }
    out?.push(t);
    i++;
  }
  if (out === undefined) return undefined;
  // A condition clause behind its sentence goes in front of it (last first, so indexes hold).
  for (const at of clauses.reverse()) out = moveClause(out, at, text, span, rewrites);
  return out;
}
const LOWERED: ReadonlySet<string> = new Set(["This", "Target", "All", "It", "Its", "That", "Summons"]);
const TRIGGER_WORDS: ReadonlySet<string> = new Set(["when", "whenever", "at", "during", "in"]);

/** `Y if X.` (from `Y while X.`) read as `If X, Y.`; a clause already in front stays. */
function moveClause(line: IToken[], at: number, text: string, span: Span, rewrites: Rewrite[]): IToken[] {
  // The sentence: back to a `.`, `:` or `[`, past a trigger's comma.
  let start = at;
  while (start > 0 && ![Dot, Colon, LBracket].includes(line[start - 1]!.tokenType as never)) start--;
  if (TRIGGER_WORDS.has(lower(line[start] ?? line[at]!)) && start < at) {
    const comma = line.findIndex((x, k) => k >= start && k < at && x.tokenType === Comma);
    if (comma >= 0) start = comma + 1;
  }
  if (start === at) return line;
  let end = at + 1;
  while (end < line.length && line[end]!.tokenType !== Dot && line[end]!.tokenType !== RBracket) end++;
  if (end === at + 1) return line;
  const sentence = line[start]!;
  const clause = line.slice(at, end);
  const before = line[at - 1]!;
  const lastOfClause = line[end - 1]!;
  const ifTok = { ...line[at]!, startOffset: sentence.startOffset, endOffset: sentence.startOffset };
  const comma = synthetic(canonicalTokens(",")[0]!, lastOfClause.endOffset! + 1, lastOfClause.endOffset! + 2);
  // fmt: `If X, ` in front, ` while X` gone.
  const condition = text.slice(clause[1]!.startOffset, lastOfClause.endOffset! + 1);
  rewrites.push({ rule: "condition first", range: span(sentence.startOffset, sentence.startOffset), text: `If ${condition}, ` });
  rewrites.push({ rule: "condition first", range: span(before.endOffset! + 1, lastOfClause.endOffset! + 1), text: "" });
  // The sentence's first word, now after `If X, `, in lower case (a subject no other rule rewrites).
  if (LOWERED.has(sentence.image)) rewrites.push({ rule: "condition first", range: span(sentence.startOffset, sentence.startOffset + 1), text: sentence.image.charAt(0).toLowerCase() });
  return [...line.slice(0, start), ifTok, ...clause.slice(1), comma, ...line.slice(start, at), ...line.slice(end)];
}

function matchFirstCase(words: string, like: string): string {
  const c = like.charAt(0);
  return c !== c.toLowerCase() ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}
