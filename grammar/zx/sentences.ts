// The Z/X grammar of an ability (LANGUAGE-ZX 2-3) on the shared sentence machinery
// (grammar/sentence.ts): Z/X's lexer settings (words hold `/`, sections are `<Valid>`, tags and
// `[Sleep]` are bracketed), its ability layout (`[Tag] <Section> ... <Section> ...`) and its verb
// phrases and objects. The modifiers in front of a clause ("if ...,", "you may", "during your
// turn,", "while ...,") are the shared rules'. Conditions, triggers, cost items and qualifiers are
// frames of the vocabulary tables (grammar/zx/vocabulary.ts), matched by compiler/zx/abilities.ts.
// The result is a typed AST (offsets in the ability's joined text); nothing here throws on input.
import type { IRecognitionException, IToken, TokenType } from "chevrotain";
import { amountOf, SentenceParser, toks, wordLexer, type AmountNode, type SentenceNode, type Tok, type WordTokens } from "../sentence.ts";

/** Every word a Z/X rule names (lower case). */
const KEYWORDS = [
  ...["draw", "deal", "heal", "destroy", "put", "return", "sleep", "reboot", "recover", "choose", "gets", "get", "then"],
  ...["card", "cards", "damage", "to", "from", "into", "its", "owner's", "trash", "hand", "the", "top", "of", "your", "deck", "resource", "charge"],
  ...["power", "until", "end", "turn", "life", "if", "you", "may", "do", "target", "up", "all", "this", "it", "them", "and", "while", "during"],
  ...["opponent's", "that", "state", "each", "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
];

const ZX_TOKENS: WordTokens = wordLexer({ wordChars: "/'’-", keywords: KEYWORDS });

/** The cards a phrase means. */
export type ZxObjectNode =
  | { kind: "self"; start: number; end: number }
  | { kind: "pronoun"; word: Tok; start: number; end: number }
  | { kind: "pronoun"; word: Tok; noun: Tok; start: number; end: number }
  /** "target Z/X ...", "up to N target Z/X ...", or "up to N of your (opponent's) Z/X ..." (`owner`). */
  | { kind: "target"; upTo?: AmountNode; exactly?: AmountNode; owner?: "you" | "opponent"; noun: Tok | null; quals: Tok[]; lead: Tok[]; start: number; end: number }
  /** "All Z/X ...", or "your (opponent's) Z/X ..." (`owner`). */
  | { kind: "all"; owner?: "you" | "opponent"; noun: Tok | null; quals: Tok[]; lead: Tok[]; start: number; end: number };

/** "Choose up to N of your opponent's Z/X ...": the cards the pronoun after it means. */
interface ZxChoiceNode {
  upTo: boolean;
  n: AmountNode;
  /** "your" or "your opponent's". */
  owner: "you" | "opponent";
  noun: Tok | null;
  quals: Tok[];
  start: number;
  end: number;
}

export type ZxClauseNode =
  | { verb: "draw"; n: AmountNode; start: number; end: number }
  | { verb: "damage" | "heal"; n: AmountNode; what: ZxObjectNode; start: number; end: number }
  | { verb: "destroy" | "sleep" | "reboot" | "putIntoTrash" | "returnToHand"; what: ZxObjectNode; start: number; end: number }
  /** "Choose ... Z/X ..." alone: the pronouns of the sentences after it mean the chosen. */
  | { verb: "topOfDeckTo"; zone: "resource" | "charge"; start: number; end: number }
  | { verb: "recoverLife"; n: AmountNode; start: number; end: number }
  | { verb: "modifyPower"; what: ZxObjectNode; sign: "+" | "-"; n: AmountNode; untilEndOfTurn: boolean; start: number; end: number }
  | { verb: "choose"; choice: ZxChoiceNode; then?: ZxClauseNode; start: number; end: number };

export type ZxSentenceNode = SentenceNode<ZxClauseNode>;

/** An ability as laid out: its tag, the words before the first section, its sections. */
export interface ZxLayoutNode {
  tag: Tok | null;
  head: Tok[];
  sections: Array<{ marker: Tok; content: IToken[] }>;
}

const end = (t: IToken | undefined) => (t ? t.startOffset + (t.image ?? "").length : -1);

class ZxSentenceParser extends SentenceParser<ZxClauseNode> {
  /** Where the object phrase being read started (for a message when it doesn't read). */
  objectStart = -1;

  constructor() {
    const T = ZX_TOKENS;
    super(T, T.all);
    this.performSelfAnalysis();
  }

  private K = (w: string) => this.T.kw(w);

  /** The token after what a rule read (EOF's image is ""). */
  next(): IToken {
    return this.LA(1);
  }

  private amount = this.RULE("amount", (): AmountNode => {
    const K = this.K;
    const t = this.OR([
      { ALT: () => this.CONSUME(this.T.Num) },
      ...["a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].map((w) => ({ ALT: () => this.CONSUME(K(w)) })),
    ]);
    return this.ACTION(() => amountOf(t));
  });

  /** Tokens of qualifiers after the noun, up to a word in `stops` (or the sentence's end). */
  private quals = this.RULE("quals", (stops?: TokenType[]): Tok[] => {
    const out: IToken[] = [];
    this.MANY({
      GATE: () => !(stops ?? []).includes(this.LA(1).tokenType) && this.LA(1).tokenType !== this.T.Comma,
      DEF: () => {
        out.push(this.OR([{ ALT: () => this.CONSUME(this.T.AnyWord) }, { ALT: () => this.CONSUME(this.T.Num) }, { ALT: () => this.CONSUME(this.T.Other) }]));
      },
    });
    return toks(out);
  });

  private object = this.RULE("object", (stops?: TokenType[]): ZxObjectNode => {
    const K = this.K;
    this.ACTION(() => (this.objectStart = this.LA(1).startOffset));
    return this.OR([
      {
        ALT: () => {
          const a = this.CONSUME(K("this"));
          const b = this.CONSUME(K("card"));
          return { kind: "self", start: a.startOffset, end: end(b) } as ZxObjectNode;
        },
      },
      {
        ALT: () => {
          const w = this.OR2([{ ALT: () => this.CONSUME(K("it")) }, { ALT: () => this.CONSUME(K("them")) }]);
          return { kind: "pronoun", word: toks([w])[0]!, start: w.startOffset, end: end(w) } as ZxObjectNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("that"));
          const noun = this.CONSUME3(this.T.AnyWord);
          const [w, n] = toks([a, noun]);
          return { kind: "pronoun", word: w!, noun: n!, start: a.startOffset, end: end(noun) } as ZxObjectNode;
        },
      },
      {
        ALT: () => {
          const lead: IToken[] = [];
          let upTo: AmountNode | undefined;
          let exactly: AmountNode | undefined;
          this.OPTION(() => {
            this.OR3([
              {
                ALT: () => {
                  lead.push(this.CONSUME(K("up")));
                  lead.push(this.CONSUME(K("to")));
                  upTo = this.SUBRULE(this.amount);
                },
              },
              { ALT: () => (exactly = this.SUBRULE2(this.amount)) },
            ]);
          });
          return this.OR4([
            {
              ALT: () => {
                lead.push(this.CONSUME(K("target")));
                const noun = this.OPTION2(() => this.CONSUME(this.T.AnyWord));
                const quals = this.SUBRULE(this.quals, { ARGS: [stops] });
                return this.ACTION(() => {
                  const first = lead[0]?.startOffset ?? exactly?.start ?? -1;
                  const o: ZxObjectNode = {
                    kind: "target",
                    noun: noun ? toks([noun])[0]! : null,
                    quals,
                    lead: toks(lead),
                    start: Math.min(first, exactly?.start ?? first),
                    end: quals.length ? quals[quals.length - 1]!.end : noun ? end(noun) : end(lead[lead.length - 1]!),
                  };
                  if (upTo) o.upTo = upTo;
                  if (exactly) o.exactly = exactly;
                  return o;
                });
              },
            },
            {
              ALT: () => {
                this.CONSUME(K("of"));
                this.CONSUME(K("your"));
                const opp = this.OPTION3(() => this.CONSUME(K("opponent's")));
                const noun = this.CONSUME1(this.T.AnyWord);
                const quals = this.SUBRULE3(this.quals, { ARGS: [stops] });
                return this.ACTION(() => {
                  const start = lead[0]?.startOffset ?? exactly?.start ?? -1;
                  const o: ZxObjectNode = {
                    kind: "target",
                    owner: opp ? "opponent" : "you",
                    noun: toks([noun])[0]!,
                    quals,
                    lead: toks(lead),
                    start,
                    end: quals.length ? quals[quals.length - 1]!.end : end(noun),
                  };
                  if (upTo) o.upTo = upTo;
                  if (exactly) o.exactly = exactly;
                  return o;
                });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          // "your (opponent's) Z/X ...", "each of your (opponent's) Z/X ...": every such Z/X.
          const each = this.OPTION6(() => {
            const e = this.CONSUME(K("each"));
            this.CONSUME2(K("of"));
            return e;
          });
          const y = this.CONSUME2(K("your"));
          const a = each ?? y;
          const opp = this.OPTION4(() => this.CONSUME2(K("opponent's")));
          const noun = this.CONSUME2(this.T.AnyWord);
          const quals = this.SUBRULE4(this.quals, { ARGS: [stops] });
          return this.ACTION(
            () =>
              ({
                kind: "all",
                owner: opp ? "opponent" : "you",
                noun: toks([noun])[0]!,
                quals,
                lead: toks([a]),
                start: a.startOffset,
                end: quals.length ? quals[quals.length - 1]!.end : end(noun),
              }) as ZxObjectNode,
          );
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("all"));
          const noun = this.OPTION5(() => this.CONSUME4(this.T.AnyWord));
          const quals = this.SUBRULE2(this.quals, { ARGS: [stops] });
          return this.ACTION(
            () =>
              ({
                kind: "all",
                noun: noun ? toks([noun])[0]! : null,
                quals,
                lead: toks([a]),
                start: a.startOffset,
                end: quals.length ? quals[quals.length - 1]!.end : noun ? end(noun) : end(a),
              }) as ZxObjectNode,
          );
        },
      },
    ]);
  });

  private choice = this.RULE("choice", (): ZxChoiceNode => {
    const K = this.K;
    const a = this.CONSUME(K("choose"));
    const upTo = this.OPTION(() => {
      this.CONSUME(K("up"));
      this.CONSUME(K("to"));
      return true;
    });
    const n = this.SUBRULE(this.amount);
    this.CONSUME(K("of"));
    this.CONSUME(K("your"));
    const opp = this.OPTION2(() => this.CONSUME(K("opponent's")));
    const noun = this.CONSUME(this.T.AnyWord);
    const quals = this.SUBRULE(this.quals, { ARGS: [[]] });
    return this.ACTION(() => ({
      upTo: upTo === true,
      n,
      owner: opp ? "opponent" : "you",
      noun: toks([noun])[0]!,
      quals,
      start: a.startOffset,
      end: quals.length ? quals[quals.length - 1]!.end : end(noun),
    }));
  });

  protected clause = this.RULE("clause", (): ZxClauseNode => {
    const K = this.K;
    const sentenceEnd: TokenType[] = [];
    return this.OR([
      {
        ALT: () => {
          const a = this.CONSUME(K("draw"));
          const n = this.SUBRULE1(this.amount);
          const b = this.OR1([{ ALT: () => this.CONSUME1(K("card")) }, { ALT: () => this.CONSUME1(K("cards")) }]);
          return { verb: "draw", n, start: a.startOffset, end: end(b) } as ZxClauseNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("deal"));
          const n = this.SUBRULE2(this.amount);
          this.CONSUME1(K("damage"));
          this.CONSUME1(K("to"));
          const what = this.SUBRULE1(this.object, { ARGS: [sentenceEnd] });
          return { verb: "damage", n, what, start: a.startOffset, end: what?.end ?? -1 } as ZxClauseNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("heal"));
          const n = this.SUBRULE3(this.amount);
          this.CONSUME2(K("damage"));
          this.CONSUME1(K("from"));
          const what = this.SUBRULE2(this.object, { ARGS: [sentenceEnd] });
          return { verb: "heal", n, what, start: a.startOffset, end: what?.end ?? -1 } as ZxClauseNode;
        },
      },
      {
        ALT: () => {
          const v = this.OR2([{ ALT: () => this.CONSUME(K("destroy")) }, { ALT: () => this.CONSUME(K("sleep")) }, { ALT: () => this.CONSUME(K("reboot")) }]);
          const what = this.SUBRULE3(this.object, { ARGS: [sentenceEnd] });
          const verb = (v.image ?? "").toLowerCase() as "destroy" | "sleep" | "reboot";
          return { verb, what, start: v.startOffset, end: what?.end ?? -1 } as ZxClauseNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("put"));
          return this.OR3([
            {
              ALT: () => {
                this.CONSUME1(K("the"));
                this.CONSUME(K("top"));
                this.CONSUME2(K("card"));
                this.CONSUME1(K("of"));
                this.CONSUME1(K("your"));
                this.CONSUME(K("deck"));
                this.CONSUME1(K("into"));
                this.CONSUME2(K("your"));
                const z = this.OR4([{ ALT: () => this.CONSUME(K("resource")) }, { ALT: () => this.CONSUME(K("charge")) }, { ALT: () => this.CONSUME2(K("life")) }]);
                const zone = (z.image ?? "").toLowerCase();
                // The top card of the deck into the Life is what "Recover 1 Life" does (ZX-309.2).
                if (zone === "life") return { verb: "recoverLife", n: { value: 1, written: "1", start: z.startOffset, end: end(z) }, start: a.startOffset, end: end(z) } as ZxClauseNode;
                return { verb: "topOfDeckTo", zone: zone as "resource" | "charge", start: a.startOffset, end: end(z) } as ZxClauseNode;
              },
            },
            {
              ALT: () => {
                const what = this.SUBRULE4(this.object, { ARGS: [[K("into")]] });
                this.CONSUME2(K("into"));
                return this.OR7([
                  {
                    ALT: () => {
                      this.CONSUME1(K("its"));
                      this.CONSUME1(K("owner's"));
                      const z = this.CONSUME(K("trash"));
                      return { verb: "putIntoTrash", what, start: a.startOffset, end: end(z) } as ZxClauseNode;
                    },
                  },
                  {
                    // "Put X into Sleep state." / "... into Reboot state." (ZX-305.3)
                    ALT: () => {
                      const v = this.OR8([{ ALT: () => this.CONSUME2(K("sleep")) }, { ALT: () => this.CONSUME2(K("reboot")) }]);
                      const z = this.CONSUME(K("state"));
                      return { verb: (v.image ?? "").toLowerCase() as "sleep" | "reboot", what, start: a.startOffset, end: end(z) } as ZxClauseNode;
                    },
                  },
                ]);
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("return"));
          const what = this.SUBRULE5(this.object, { ARGS: [[K("to")]] });
          this.CONSUME2(K("to"));
          this.CONSUME2(K("its"));
          this.CONSUME2(K("owner's"));
          const z = this.CONSUME(K("hand"));
          return { verb: "returnToHand", what, start: a.startOffset, end: end(z) } as ZxClauseNode;
        },
      },
      {
        ALT: () => {
          const a = this.CONSUME(K("recover"));
          const n = this.SUBRULE4(this.amount);
          const z = this.CONSUME1(K("life"));
          return { verb: "recoverLife", n, start: a.startOffset, end: end(z) } as ZxClauseNode;
        },
      },
      {
        ALT: () => {
          const choice = this.SUBRULE(this.choice);
          const then = this.OPTION2(() => {
            this.CONSUME(this.T.Comma);
            this.CONSUME(K("and"));
            return this.SUBRULE(this.clause);
          });
          const c = { verb: "choose", choice, start: choice?.start ?? -1, end: then?.end ?? choice?.end ?? -1 } as ZxClauseNode & { verb: "choose" };
          if (then) c.then = then;
          return c;
        },
      },
      {
        ALT: () => {
          const what = this.SUBRULE6(this.object, { ARGS: [[K("gets"), K("get")]] });
          this.OR5([{ ALT: () => this.CONSUME(K("gets")) }, { ALT: () => this.CONSUME(K("get")) }]);
          this.CONSUME(K("power"));
          const sign = this.OR6([{ ALT: () => this.CONSUME(this.T.Plus) }, { ALT: () => this.CONSUME(this.T.Minus) }]);
          const n = this.SUBRULE5(this.amount);
          let last = n?.end ?? -1;
          const until = this.OPTION(() => {
            this.CONSUME(K("until"));
            this.CONSUME(K("end"));
            this.CONSUME2(K("of"));
            const t = this.CONSUME(K("turn"));
            last = end(t);
            return true;
          });
          return { verb: "modifyPower", what, sign: sign.image as "+" | "-", n, untilEndOfTurn: until === true, start: what?.start ?? -1, end: last } as ZxClauseNode;
        },
      },
    ]);
  });

  layout = this.RULE("layout", (): ZxLayoutNode => {
    const tag = this.OPTION(() => this.CONSUME(this.T.Bracket));
    const head: IToken[] = [];
    this.MANY1(() => {
      head.push(this.SUBRULE1(this.notMarker));
    });
    const sections: ZxLayoutNode["sections"] = [];
    this.MANY2(() => {
      const marker = this.CONSUME(this.T.Marker);
      const c: IToken[] = [];
      this.MANY3(() => {
        c.push(this.SUBRULE2(this.notMarker));
      });
      this.ACTION(() => sections.push({ marker: toks([marker])[0]!, content: c }));
    });
    return { tag: tag ? toks([tag])[0]! : null, head: toks(head), sections };
  });

  private notMarker = this.RULE("notMarker", (): IToken => {
    const T = this.T;
    return this.OR([
      { ALT: () => this.CONSUME(T.AnyWord) },
      { ALT: () => this.CONSUME(T.Num) },
      { ALT: () => this.CONSUME(T.Comma) },
      { ALT: () => this.CONSUME(T.Period) },
      { ALT: () => this.CONSUME(T.Colon) },
      { ALT: () => this.CONSUME(T.Plus) },
      { ALT: () => this.CONSUME(T.Minus) },
      { ALT: () => this.CONSUME(T.LParen) },
      { ALT: () => this.CONSUME(T.RParen) },
      { ALT: () => this.CONSUME(T.Bracket) },
      { ALT: () => this.CONSUME(T.Other) },
    ]);
  });
}

let parser: ZxSentenceParser | null = null;
const zxParser = () => (parser ??= new ZxSentenceParser());

/** Lexes an ability's joined text. */
export function lexZx(text: string): IToken[] {
  return ZX_TOKENS.tokenize(text);
}

/** The layout of an ability's tokens. */
export function parseLayout(tokens: IToken[]): ZxLayoutNode {
  const p = zxParser();
  p.input = tokens;
  return p.layout();
}

/** A sentence's failure: where it stopped and in which rule. */
export interface ZxSentenceError {
  token: Tok | null;
  /** The rule the parser was in ("object": an object phrase that doesn't read). */
  rule: string;
  objectStart: number;
}

/** One sentence (its tokens without the full stop). */
export function parseSentence(tokens: IToken[]): { node: ZxSentenceNode | null; error: ZxSentenceError | null } {
  const p = zxParser();
  p.input = tokens;
  p.objectStart = -1;
  const node = p.sentence();
  const e: IRecognitionException | undefined = p.errors[0];
  if (e) {
    const t = e.token && e.token.image !== "" && !Number.isNaN(e.token.startOffset) ? toks([e.token])[0]! : null;
    const stack = e.context.ruleStack;
    return { node: null, error: { token: t, rule: stack[stack.length - 1] ?? "", objectStart: p.objectStart } };
  }
  if (p.next().image !== "") {
    const t = toks([p.next()])[0]!;
    return { node: null, error: { token: t, rule: "sentence", objectStart: p.objectStart } };
  }
  return { node, error: null };
}
