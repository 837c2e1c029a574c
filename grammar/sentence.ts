// Game-neutral sentence machinery (shared/DESIGN.md: the games share the sentence machinery and
// each brings its vocabulary as data). Three parts, none of which knows a game's words:
//
// - `wordLexer(settings)`: a Chevrotain lexer whose settings come from the game (which characters
//   a word may hold, such as Z/X's `/`; bracketed tags; section markers; how large a number may
//   be written) and whose keyword tokens come from the game's vocabulary tables. Patterns are
//   character scanners (Chevrotain custom patterns), so untrusted text is never run through a
//   regular expression.
// - amounts: numerals, number words ("two") and "a"/"an", capped by the game's limit.
// - frames: phrases of a vocabulary table ("your Life is N or less") matched against a run of
//   tokens, with N an amount; the nearest frame for a message.
//
// A game's grammar (grammar/zx/sentences.ts) extends `SentenceParser`, whose shared rules read the
// modifiers in front of a clause ("if CONDITION,", "you may", "during your turn,", "while ...,")
// and leave the clause itself (verb phrase, objects) to the game.
import { createToken, createTokenInstance, EmbeddedActionsParser, Lexer, type IToken, type TokenType } from "chevrotain";
import { editDistance } from "./diagnostics.ts";

/** A game's lexer settings. */
export interface WordLexerSettings {
  /** Characters a word may hold besides letters and digits (inside, not first). */
  wordChars: string;
  /** Keywords (lower case): each becomes a token of its own, so rules can name it. */
  keywords: readonly string[];
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** The tokens every game's lexer has. */
export interface WordTokens {
  /** The text's tokens (keywords as their own token types). */
  tokenize(text: string): IToken[];
  /** Category of every word token (keywords included). */
  AnyWord: TokenType;
  Word: TokenType;
  Num: TokenType;
  Comma: TokenType;
  Period: TokenType;
  Colon: TokenType;
  Plus: TokenType;
  Minus: TokenType;
  LParen: TokenType;
  RParen: TokenType;
  /** `[...]`: a tag (`[Auto]`) or a bracketed cost word (`[Sleep]`). */
  Bracket: TokenType;
  /** `<...>`: a section marker. */
  Marker: TokenType;
  /** Any other single character. */
  Other: TokenType;
  /** Every token type, for the parser. */
  all: TokenType[];
  /** The keyword token of a word (lower case); throws for a word that is not a keyword. */
  kw(word: string): TokenType;
}

function scanner(match: (text: string, offset: number) => number) {
  return {
    exec(text: string, offset: number): RegExpExecArray | null {
      const end = match(text, offset);
      if (end <= offset) return null;
      return [text.slice(offset, end)] as unknown as RegExpExecArray;
    },
  };
}

/** Builds a game's lexer (once per game, at load). */
export function wordLexer(settings: WordLexerSettings): WordTokens {
  const extra = new Set([...settings.wordChars].map((c) => c.charCodeAt(0)));
  const wordEnd = (text: string, offset: number): number => {
    if (!isLetter(text.charCodeAt(offset))) return offset;
    let i = offset + 1;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (isLetter(c) || isDigit(c) || (extra.has(c) && i + 1 < text.length && (isLetter(text.charCodeAt(i + 1)) || isDigit(text.charCodeAt(i + 1))))) i++;
      else break;
    }
    return i;
  };
  const closer = (open: string, close: string) =>
    scanner((text, offset) => {
      if (text[offset] !== open) return offset;
      let i = offset + 1;
      while (i < text.length && text[i] !== close && text[i] !== open && i - offset < 64) i++;
      return text[i] === close ? i + 1 : offset;
    });
  const AnyWord = createToken({ name: "AnyWord", pattern: Lexer.NA, label: "a word" });
  const Word = createToken({ name: "Word", pattern: scanner(wordEnd), line_breaks: false, categories: [AnyWord], label: "a word" });
  // Keywords are words the lexer reads as Word and `tokenize` then retypes by a table lookup
  // (one hash lookup a word, instead of one pattern a keyword at every position).
  const keywordTokens = new Map<string, TokenType>();
  for (const w of settings.keywords) {
    const lower = w.toLowerCase();
    if (!keywordTokens.has(lower)) keywordTokens.set(lower, createToken({ name: `kw_${lower}`, label: `"${w}"`, categories: [AnyWord], pattern: Lexer.NA }));
  }
  const digits = scanner((text, offset) => {
    let i = offset;
    while (i < text.length && isDigit(text.charCodeAt(i))) i++;
    return i;
  });
  const Num = createToken({ name: "Num", pattern: digits, line_breaks: false, start_chars_hint: [..."0123456789"], label: "a number" });
  const WhiteSpace = createToken({
    name: "WhiteSpace",
    group: Lexer.SKIPPED,
    line_breaks: true,
    start_chars_hint: [" ", "\t", "\n", "\r"],
    pattern: scanner((text, offset) => {
      let i = offset;
      while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
      return i;
    }),
  });
  const Comma = createToken({ name: "Comma", pattern: ",", label: '","' });
  const Period = createToken({ name: "Period", pattern: ".", label: '"."' });
  const Colon = createToken({ name: "Colon", pattern: ":", label: '":"' });
  const Plus = createToken({ name: "Plus", pattern: "+", label: '"+"' });
  const Minus = createToken({ name: "Minus", pattern: "-", label: '"-"' });
  const LParen = createToken({ name: "LParen", pattern: "(", label: '"("' });
  const RParen = createToken({ name: "RParen", pattern: ")", label: '")"' });
  const Bracket = createToken({ name: "Bracket", pattern: closer("[", "]"), line_breaks: false, start_chars_hint: ["["], label: "a [tag]" });
  const Marker = createToken({ name: "Marker", pattern: closer("<", ">"), line_breaks: false, start_chars_hint: ["<"], label: "a <section>" });
  const Other = createToken({
    name: "Other",
    line_breaks: true,
    pattern: scanner((text, offset) => (offset < text.length ? offset + (text.codePointAt(offset)! > 0xffff ? 2 : 1) : offset)),
    label: "a sign",
  });
  const lexed = [WhiteSpace, Bracket, Marker, Num, Word, Comma, Period, Colon, Plus, Minus, LParen, RParen, Other];
  const all = [...lexed, ...keywordTokens.values(), AnyWord];
  const lexer = new Lexer(lexed, { positionTracking: "onlyOffset", ensureOptimizations: false, skipValidations: true });
  return {
    all,
    tokenize(text: string): IToken[] {
      const out = lexer.tokenize(text).tokens;
      for (let i = 0; i < out.length; i++) {
        const t = out[i]!;
        if (t.tokenType !== Word) continue;
        const k = keywordTokens.get(t.image.toLowerCase());
        if (k) out[i] = createTokenInstance(k, t.image, t.startOffset, t.endOffset ?? t.startOffset + t.image.length - 1, NaN, NaN, NaN, NaN);
      }
      return out;
    },
    AnyWord,
    Word,
    Num,
    Comma,
    Period,
    Colon,
    Plus,
    Minus,
    LParen,
    RParen,
    Bracket,
    Marker,
    Other,
    kw(word: string): TokenType {
      const t = keywordTokens.get(word);
      if (!t) throw new Error(`"${word}" is not a keyword of this lexer`);
      return t;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------------------------

/** Number words a sentence may write for an amount ("Draw two cards."); "a"/"an" are one. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** An amount as written: its value (null when the numeral is past any cap a game has). */
export interface AmountNode {
  value: number | null;
  written: string;
  start: number;
  end: number;
}

/** The most digits a numeral may have before it is refused without being read as a number: a
 *  360-digit numeral must never become Infinity. */
const MAX_DIGITS = 15;

/** An amount word's value: a numeral, a number word, "a"/"an"; Infinity for a numeral too long to
 *  be a number on a card (so a cap refuses it), NaN for any other word. */
export function numberOf(written: string): number {
  const word = NUMBER_WORDS[written.toLowerCase()];
  if (word !== undefined) return word;
  if (written.length > MAX_DIGITS) return Infinity;
  return written !== "" && [...written].every((c) => isDigit(c.charCodeAt(0))) ? Number(written) : NaN;
}

export function amountOf(t: IToken): AmountNode {
  const written = t.image;
  const end = t.startOffset + written.length;
  const word = NUMBER_WORDS[written.toLowerCase()];
  if (word !== undefined) return { value: word, written, start: t.startOffset, end };
  return { value: written.length > MAX_DIGITS ? null : Number(written), written, start: t.startOffset, end };
}

// ---------------------------------------------------------------------------------------------
// Frames: vocabulary phrases with N slots, matched against tokens
// ---------------------------------------------------------------------------------------------

/** A token as frames see it. */
export interface Tok {
  image: string;
  start: number;
  end: number;
}

// (Defensive: while Chevrotain records the grammar, rules see placeholder tokens.)
export const toks = (ts: readonly IToken[]): Tok[] => ts.map((t) => ({ image: t?.image ?? "", start: t?.startOffset ?? -1, end: (t?.startOffset ?? -1) + (t?.image ?? "").length }));

const frameWords = (frame: string) => frame.split(" ").filter((w) => w !== "");

const isAmountWord = (w: string) => NUMBER_WORDS[w.toLowerCase()] !== undefined || (w.length > 0 && [...w].every((c) => isDigit(c.charCodeAt(0))));

/**
 * Matches `frame` ("your Life is N or less"; N an amount, COLOUR one of `slots.COLOUR`) at
 * tokens[from...]; returns the index after the match and the slots, or null. Case-insensitive;
 * a word ending in "(s)" matches with or without its "s".
 */
export function matchFrame(frame: string, tokens: readonly Tok[], from: number, slots: Record<string, readonly string[]> = {}): { end: number; n: Tok[]; words: Record<string, Tok> } | null {
  const ws = frameWords(frame);
  const n: Tok[] = [];
  const words: Record<string, Tok> = {};
  let i = from;
  for (const w of ws) {
    const t = tokens[i];
    if (!t) return null;
    if (w === "N") {
      if (!isAmountWord(t.image)) return null;
      n.push(t);
    } else if (slots[w]) {
      if (!slots[w]!.some((s) => s.toLowerCase() === t.image.toLowerCase())) return null;
      words[w] = t;
    } else if (w.endsWith("(s)")) {
      const stem = w.slice(0, -3).toLowerCase();
      const got = t.image.toLowerCase();
      if (got !== stem && got !== `${stem}s`) return null;
    } else if (w.toLowerCase() !== t.image.toLowerCase()) return null;
    i++;
  }
  return { end: i, n, words };
}

/** The frame (of `frames`) nearest to the written words, for "did you mean" (numbers abstracted). */
export function nearestFrame(written: readonly Tok[], frames: readonly string[], limit?: number): string | undefined {
  const text = written.map((t) => (isAmountWord(t.image) ? "N" : t.image)).join(" ");
  const lim = limit ?? Math.max(3, Math.floor(text.length / 4));
  let best: string | undefined;
  let bestD = Infinity;
  for (const f of frames) {
    // "card(s)" is as near to "card" as to "cards".
    const one = f.split("(s)").join("");
    const d = Math.min(editDistance(text.toLowerCase(), one.toLowerCase()), editDistance(text.toLowerCase(), f.split("(s)").join("s").toLowerCase()));
    if (d < bestD) {
      bestD = d;
      best = f;
    }
  }
  return bestD <= lim ? best : undefined;
}

/** A frame written out with the writer's own numbers (and slot words), so a suggestion can be
 *  applied as it stands: "Discard N card(s)" for "Discrd 2 card" is "Discard 2 cards". */
export function fillFrame(frame: string, written: readonly Tok[], slots: Record<string, string> = {}): string {
  const amounts = written.filter((t) => isAmountWord(t.image)).map((t) => t.image);
  let last = "";
  return frameWords(frame)
    .map((w) => {
      if (w === "N") return (last = amounts.shift() ?? "1");
      if (slots[w] !== undefined) return slots[w]!;
      if (w.endsWith("(s)")) return last === "1" || ["a", "an", "one"].includes(last.toLowerCase()) ? w.slice(0, -3) : `${w.slice(0, -3)}s`;
      return w;
    })
    .join(" ");
}

// ---------------------------------------------------------------------------------------------
// Shared sentence rules
// ---------------------------------------------------------------------------------------------

/** A modifier in front of a clause. */
export type PrefixNode =
  | { kind: "if"; cond: Tok[]; start: number; end: number }
  | { kind: "while"; cond: Tok[]; start: number; end: number }
  | { kind: "duringYourTurn"; start: number; end: number }
  | { kind: "duringOpponentsTurn"; start: number; end: number }
  /** "Then," between sentences: they happen in order anyway. */
  | { kind: "then"; start: number; end: number }
  | { kind: "youMay"; start: number; end: number }
  | { kind: "ifYouDo"; start: number; end: number };

/** The game's clause node (verb phrase), built by its rules. */
export interface SentenceNode<C> {
  prefixes: PrefixNode[];
  clause: C;
  /** Clauses joined to it by ", and" ("Reboot it, and it gets Power +1000"): all under the prefixes. */
  more: C[];
  start: number;
  end: number;
}

/**
 * The rules both games share. A game's parser extends it, defines `clause` (its verb phrases) and
 * calls `performSelfAnalysis()`. The prefix loop is iterative, not recursive, so a sentence nested
 * 3,000 deep ("you may you may ...") is read without deep recursion and refused by the depth cap.
 */
export abstract class SentenceParser<C> extends EmbeddedActionsParser {
  protected abstract clause: () => C;
  protected readonly T: WordTokens;

  constructor(T: WordTokens, tokens: TokenType[]) {
    super(tokens, { recoveryEnabled: false, maxLookahead: 2 });
    this.T = T;
  }

  /** Words up to (not including) the next comma: a condition's words. */
  protected upToComma = this.RULE("upToComma", (): Tok[] => {
    const out: IToken[] = [];
    this.AT_LEAST_ONE(() => {
      out.push(this.OR([{ ALT: () => this.CONSUME(this.T.AnyWord) }, { ALT: () => this.CONSUME(this.T.Num) }, { ALT: () => this.CONSUME(this.T.Other) }]));
    });
    return toks(out);
  });

  protected prefix = this.RULE("prefix", (): PrefixNode => {
    const K = this.T.kw.bind(this.T);
    return this.OR([
      {
        // "If you do," ties a sentence to the "you may" before it.
        IGNORE_AMBIGUITIES: true,
        GATE: () => this.LA(2).tokenType === K("you") && this.LA(3).tokenType === K("do"),
        ALT: () => {
          const a = this.CONSUME1(K("if"));
          this.CONSUME1(K("you"));
          this.CONSUME(K("do"));
          const e = this.CONSUME1(this.T.Comma);
          return { kind: "ifYouDo", start: a.startOffset, end: e.startOffset + 1 } as PrefixNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME2(K("if"));
          const cond = this.SUBRULE1(this.upToComma);
          const e = this.CONSUME2(this.T.Comma);
          return { kind: "if", cond, start: a.startOffset, end: e.startOffset + 1 } as PrefixNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("while"));
          const cond = this.SUBRULE2(this.upToComma);
          const e = this.CONSUME3(this.T.Comma);
          return { kind: "while", cond, start: a.startOffset, end: e.startOffset + 1 } as PrefixNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("during"));
          this.CONSUME(K("your"));
          const opp = this.OPTION(() => this.CONSUME(K("opponent's")));
          this.CONSUME(K("turn"));
          const e = this.CONSUME4(this.T.Comma);
          return { kind: opp ? "duringOpponentsTurn" : "duringYourTurn", start: a.startOffset, end: e.startOffset + 1 } as PrefixNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("then"));
          const e = this.OPTION2(() => this.CONSUME5(this.T.Comma));
          return { kind: "then", start: a.startOffset, end: e ? e.startOffset + 1 : a.startOffset + (a.image ?? "").length } as PrefixNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME2(K("you"));
          const m = this.CONSUME(K("may"));
          return { kind: "youMay", start: a.startOffset, end: m.startOffset + m.image.length } as PrefixNode;
        },
      },
    ]);
  });

  /** A sentence without its full stop: modifiers, then the game's clause. */
  sentence = this.RULE("sentence", (): SentenceNode<C> => {
    const prefixes: PrefixNode[] = [];
    this.MANY({
      GATE: () => this.isPrefixStart(),
      DEF: () => {
        prefixes.push(this.SUBRULE(this.prefix));
      },
    });
    const clause = this.SUBRULE(this.clause);
    const more: C[] = [];
    this.MANY2(() => {
      this.CONSUME(this.T.Comma);
      this.CONSUME(this.T.kw("and"));
      more.push(this.SUBRULE2(this.clause));
    });
    return { prefixes, clause, more, start: prefixes[0]?.start ?? -1, end: -1 };
  });

  private isPrefixStart(): boolean {
    const K = this.T.kw.bind(this.T);
    const t = this.LA(1).tokenType;
    if (t === K("if") || t === K("while") || t === K("during") || t === K("then")) return true;
    return t === K("you") && this.LA(2).tokenType === K("may");
  }
}
