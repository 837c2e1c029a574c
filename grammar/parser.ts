// The card grammar: one Chevrotain parser, built once, with error recovery, on Chevrotain's public
// API only (test/grammar/chevrotain-public.test.ts). It parses one card at a time (index.ts splits
// a file at its `card` lines), so an error never reaches past its card; inside a card every field
// and ability line ends at a Newline, which is where recovery re-synchronises (recovery.ts), so a
// broken line never hides the errors of the lines after it. Each rule's result is its CST node
// (CardCstNode), built by the rule's CONSUME and SUBRULE calls.
//
// The grammar is generous in structure and leaves vocabulary to the AST builder: nouns, stats,
// phases, classes and card types are runs of words here, read against vocabulary.ts later (that
// is where `target Sumon` gets its did-you-mean). Lines that match no ability are `errorLine`s
// and lines that match no field are `strayLine`s: always parsed, reported by the builder.
import {
  EmbeddedActionsParser,
  EOF,
  isRecognitionException,
  tokenMatcher,
  type ConsumeMethodOpts,
  type DSLMethodOpts,
  type GrammarAction,
  type IToken,
  type ParserMethod,
  type SubruleMethodOpts,
  type TokenType,
} from "chevrotain";
import {
  Activate,
  ALL_TOKENS,
  AnyContent,
  AnyWord,
  CardHeader,
  Colon,
  Comma,
  Dot,
  Energy,
  FIELD_LABEL_TOKENS as L,
  InfinitySign,
  KEYWORD as K,
  keywordOf,
  LBracket,
  LParen,
  Minus,
  Newline,
  NumberLit,
  PhaseWord,
  Plus,
  Possessive,
  RBracket,
  RParen,
  StatWord,
  UnknownLabel,
  Word,
} from "./tokens.ts";
import { closest } from "./diagnostics.ts";
import { FirstTokenLookahead } from "./lookahead.ts";
import { callSite, sitesFollowedBy } from "./recovery.ts";
import { allNouns } from "./vocabulary.ts";

/** Noun phrases of the vocabulary in the plural, lower-cased (`summons`, `summon cards`): what a
 *  bare plural subject may be (`Summons you control get ...`). */
const PLURAL_NOUNS: ReadonlySet<string> = new Set(
  allNouns().flatMap((n) => {
    const w = n.words.toLowerCase();
    return n.head === "player" || n.head === "opponent" || n.head === "action" ? [] : [`${w}s`];
  }),
);

/** Number words a count may be written in (`Discard two cards.`), canonical as digits. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
  ["ten", 10],
]);
/** Words before a noun that narrow it (the AST builder reads them): `other`, `damaged`, `deactivated`. */
const NOUN_ADJECTIVES: ReadonlySet<string> = new Set(["other", "damaged", "deactivated", "reactivated"]);
/** The token types a qualifier after a noun starts with (CardParser.qualifierAhead); none is a category. */
const QUALIFIER_STARTS: ReadonlySet<TokenType> = new Set([K.you, K.they, K.a, K.an, K.your, K.in, K.from, K.with, K.on, Word]);

/** Words of the expected-token sets that a misspelt word may be corrected to. */
function describe(type: TokenType): string {
  if (type === EOF) return "end of card";
  return type.LABEL ?? type.name;
}

function found(token: IToken | undefined): string {
  if (token === undefined || token.tokenType === EOF) return "end of card";
  if (token.tokenType === Newline) return "end of line";
  return `"${token.image}"`;
}

/** Phrases that say what a rule expects better than a list of tokens. */
const RULE_EXPECTS: Record<string, string> = {
  effect: 'an effect such as "Deal 2 damage to target Summon." or a subject such as "target Summon"',
  ref: 'a subject or object such as "target Summon", "this Summon", "it" or "you"',
  energyList: 'an energy list such as "M2 B1" or "none"',
  amount: "a number",
  predicate: 'a verb such as "gets", "can\'t" or "draws"',
  trigger: "a trigger condition",
  triggerEvent: 'an event such as "attacks", "moves" or "is destroyed"',
  condition: 'a condition such as "you control a Dragon"',
  duration: 'a duration such as "until end of turn"',
};

/** The token types the parser expected where it met each token it refused (the last error's), for
 *  the repair search of repair.ts: the words that may fix a line. */
export const EXPECTED_AT = new WeakMap<IToken, readonly TokenType[]>();

/** Messages in the designer's words; a misspelt keyword gets a did-you-mean (E1003, see index.ts). */
const errorMessages = {
  buildMismatchTokenMessage({ expected, actual }: { expected: TokenType; actual: IToken; previous: IToken; ruleName: string }) {
    EXPECTED_AT.set(actual, [expected]);
    return misspelling(actual, [expected]) ?? `expected ${describe(expected)} but found ${found(actual)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }: { firstRedundant: IToken; ruleName: string }) {
    return `unexpected ${found(firstRedundant)}`;
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, actual, ruleName }: { expectedPathsPerAlt: TokenType[][][]; actual: IToken[]; previous: IToken; customUserDescription?: string; ruleName: string }) {
    const paths = expectedPathsPerAlt.flat();
    const firsts = uniqueFirsts(paths);
    if (actual[0] !== undefined) EXPECTED_AT.set(actual[0], firsts);
    // The words found may start a form the language knows, and what follows them not: say what
    // may follow the longest such start (never `expected "is" but found "is"`, nor `after "if"
    // expected "you" but found "you"`).
    let k = 0;
    let live = paths;
    while (k + 1 < actual.length && keywordOf(actual[k]!.tokenType) !== undefined) {
      const further = live.filter((p) => p.length > k + 1 && p[k] === actual[k]!.tokenType);
      if (further.length === 0) break;
      live = further;
      k++;
    }
    if (k > 0) {
      const seconds = uniqueFirsts(live.map((p) => p.slice(k)));
      if (actual[k] !== undefined) EXPECTED_AT.set(actual[k]!, seconds);
      const start = `"${actual
        .slice(0, k)
        .map((t) => t.image)
        .join(" ")}"`;
      return misspelling(actual[k], seconds) ?? `after ${start} expected ${expectation("", seconds)} but found ${found(actual[k])}`;
    }
    return misspelling(actual[0], firsts) ?? `expected ${expectation(ruleName, firsts)} but found ${found(actual[0])}`;
  },
  buildEarlyExitMessage({ expectedIterationPaths, actual, ruleName }: { expectedIterationPaths: TokenType[][]; actual: IToken[]; previous: IToken; customUserDescription?: string; ruleName: string }) {
    const firsts = uniqueFirsts(expectedIterationPaths);
    if (actual[0] !== undefined) EXPECTED_AT.set(actual[0], firsts);
    return misspelling(actual[0], firsts) ?? `expected ${expectation(ruleName, firsts)} but found ${found(actual[0])}`;
  },
};

function uniqueFirsts(paths: TokenType[][]): TokenType[] {
  return [...new Set(paths.map((p) => p[0]).filter((t): t is TokenType => t !== undefined))];
}

function expectation(ruleName: string, firsts: TokenType[]): string {
  const phrase = RULE_EXPECTS[ruleName];
  if (phrase !== undefined) return phrase;
  const names = [...new Set(firsts.map(describe))];
  if (names.length <= 4) return names.join(" or ");
  return `${names.slice(0, 4).join(", ")} or another word`;
}

/** `unknown word "damag"; did you mean "damage"?` when a word is close to an expected keyword. */
function misspelling(actual: IToken | undefined, expected: TokenType[]): string | undefined {
  if (actual === undefined || !tokenMatcher(actual, AnyWord)) return undefined;
  // A word the language knows (`a`, `can`, `an`) is never a misspelling: it is just not expected here.
  if (keywordOf(actual.tokenType) !== undefined) return undefined;
  const candidates = expected.map(keywordOf).filter((k): k is string => k !== undefined);
  // A word is a misspelling only of a keyword that was expected here, never of itself.
  const suggestion = closest(actual.image, candidates);
  if (suggestion === undefined || suggestion === actual.image.toLowerCase()) return undefined;
  return `unknown word "${actual.image}"; did you mean "${matchCase(suggestion, actual.image)}"?`;
}

/** Spell a suggestion as the designer capitalised the word (`Dael` -> `Deal`). */
export function matchCase(word: string, like: string): string {
  return like[0] !== undefined && like[0] === like[0].toUpperCase() && like[0] !== like[0].toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

// Short forms of the DSL's arguments (`{ ALT: () => ... }`, `{ GATE, DEF }`, `{ SEP, DEF }`).
function alt<T>(ALT: () => T): { ALT: () => T } {
  return { ALT };
}
function gated<T>(GATE: () => boolean, DEF: () => T): { GATE: () => boolean; DEF: () => T } {
  return { GATE, DEF };
}
function separated<T>(SEP: TokenType, DEF: () => T): { SEP: TokenType; DEF: () => T } {
  return { SEP, DEF };
}
function gatedAlt<T>(GATE: () => boolean, ALT: () => T): { GATE: () => boolean; ALT: () => T } {
  return { GATE, ALT };
}

/** The children list of a node with none yet (never added to: the first child replaces it). */
const NO_CHILDREN: (string | CardCstNode | IToken)[] = [];

/**
 * A CST node as this parser makes it (CardParser.rule): a CstNode's name, children, location and
 * recoveredNode as one object, its own children and location. Its children are a list in the order
 * met: each one's key (the name of the token type a rule CONSUMEd, or of the sub-rule), then the
 * child. As Chevrotain's CstParser makes a node it is five objects (the node, a dictionary of
 * children keyed by name, an array per name, its location): adding keys to dictionaries of a
 * hundred shapes was a quarter of the parser's time. The AST builder reads children through its
 * lookups (ast-builder.ts).
 */
export class CardCstNode {
  startOffset = -1;
  endOffset = -1;
  /** Set when a syntax error left the rule (its children may be missing; CardParser.rule). */
  recoveredNode = false;
  /** Keys and children, alternately. */
  list: (string | CardCstNode | IToken)[] = NO_CHILDREN;
  constructor(readonly name: string) {}
  get children(): CardCstNode {
    return this;
  }
  get location(): CardCstNode {
    return this;
  }
  add(key: string, item: CardCstNode | IToken): void {
    if (this.list === NO_CHILDREN) this.list = [key, item];
    else this.list.push(key, item);
    // Chevrotain's setNodeLocationOnlyOffset: the node's offsets grown to cover the child's.
    if (this.startOffset === -1) {
      this.startOffset = item.startOffset;
      this.endOffset = item.endOffset!;
    } else if (this.endOffset < item.endOffset! === true) {
      this.endOffset = item.endOffset!;
    }
  }
}

/** Where a syntax error is recovered from (recovery.ts): sub-rule calls a Newline may follow. */
let resyncSites: ReadonlySet<string> = new Set();

class CardParser extends EmbeddedActionsParser {
  /** The node of the rule being parsed: CONSUME and SUBRULE add their results to it. */
  private node = new CardCstNode("none");
  constructor() {
    super(ALL_TOKENS, {
      recoveryEnabled: true,
      maxLookahead: 3,
      lookaheadStrategy: new FirstTokenLookahead({ maxLookahead: 3 }),
      errorMessageProvider: errorMessages,
    });
    this.performSelfAnalysis();
    resyncSites = sitesFollowedBy(this.getGAstProductions(), Newline);
  }

  /**
   * A grammar rule whose result is its CardCstNode: the tokens CONSUMEd and the nodes of the
   * sub-rules called, in the order met. Chevrotain's own re-sync is off in every rule (it would
   * re-sync at the first token of any follow set, and the catch-all alternatives, errorLine and
   * strayLine, follow with every token): an error leaves each rule with its partial node marked
   * recovered, up to the sub-rule call that recovers (SUBRULE, resyncSites).
   */
  private rule(name: string, impl: () => void): ParserMethod<[], CardCstNode> {
    return this.RULE(
      name,
      () => {
        // The caller's node is restored by the SUBRULE that called this rule.
        const node = new CardCstNode(name);
        this.node = node;
        impl();
        return node;
      },
      // The card rule, left by an error no sub-rule recovered from, ends the card (Chevrotain
      // skips the rest of the input) with what it has.
      { resyncEnabled: false, recoveryValueFunc: () => this.left(this.node) },
    );
  }

  /** A rule whose DSL arguments (alternatives, bodies, gates) `build` makes once, when the rule is
   *  defined, and its implementation (what `build` returns) reuses on every run: made on every
   *  run (an array, an object and a closure per alternative) they were a fifth of the parser's
   *  garbage. Each is named after its DSL call (`or2` for OR2), which is unique in its rule. */
  private ruleWith(name: string, build: () => () => void): ParserMethod<[], CardCstNode> {
    return this.rule(name, build());
  }

  /** A sub-rule's node, added to its caller's. */
  private called(caller: CardCstNode, node: CardCstNode): CardCstNode {
    this.node = caller;
    caller.add(node.name, node);
    return node;
  }

  /** A rule's node when a syntax error left it: marked recovered (its children may be missing). */
  private left(node: CardCstNode): CardCstNode {
    node.recoveredNode = true;
    return node;
  }

  /**
   * After a syntax error in a sub-rule (`this.node` is the sub-rule's node: each SUBRULE on the
   * way out restored its caller's), its partial node is added to its caller's and, where a line
   * break may follow the call, the rest of the line is skipped and the call returns the partial
   * node: one error per broken line, and the next line parses as if nothing had happened.
   * Elsewhere the error goes on to the caller's caller.
   */
  private recovered(e: unknown, caller: CardCstNode, idx: number): CardCstNode {
    const partial = this.called(caller, this.left(this.node));
    if (!(e instanceof Error) || !isRecognitionException(e) || !resyncSites.has(callSite(caller.name, partial.name, idx))) throw e;
    let k = 1;
    while (this.LA(k).tokenType !== Newline && this.LA(k).tokenType !== EOF) k++;
    if (this.LA(k).tokenType === EOF) throw e;
    while (k-- > 1) this.SKIP_TOKEN();
    return partial;
  }

  // The DSL methods that build nodes (the grammar uses CONSUME..CONSUME4, SUBRULE..SUBRULE3).
  protected override CONSUME(type: TokenType, options?: ConsumeMethodOpts): IToken {
    const token = super.CONSUME(type, options);
    this.node.add(type.name, token);
    return token;
  }
  protected override CONSUME1(type: TokenType, options?: ConsumeMethodOpts): IToken {
    const token = super.CONSUME1(type, options);
    this.node.add(type.name, token);
    return token;
  }
  protected override CONSUME2(type: TokenType, options?: ConsumeMethodOpts): IToken {
    const token = super.CONSUME2(type, options);
    this.node.add(type.name, token);
    return token;
  }
  protected override CONSUME3(type: TokenType, options?: ConsumeMethodOpts): IToken {
    const token = super.CONSUME3(type, options);
    this.node.add(type.name, token);
    return token;
  }
  protected override CONSUME4(type: TokenType, options?: ConsumeMethodOpts): IToken {
    const token = super.CONSUME4(type, options);
    this.node.add(type.name, token);
    return token;
  }
  protected override CONSUME5(type: TokenType, options?: ConsumeMethodOpts): IToken {
    const token = super.CONSUME5(type, options);
    this.node.add(type.name, token);
    return token;
  }
  protected override SUBRULE<ARGS extends unknown[], R>(rule: ParserMethod<ARGS, R>, options?: SubruleMethodOpts<ARGS>): R {
    const caller = this.node;
    try {
      return this.called(caller, super.SUBRULE(rule, options) as CardCstNode) as R;
    } catch (e) {
      return this.recovered(e, caller, 0) as R;
    }
  }
  protected override SUBRULE1<ARGS extends unknown[], R>(rule: ParserMethod<ARGS, R>, options?: SubruleMethodOpts<ARGS>): R {
    const caller = this.node;
    try {
      return this.called(caller, super.SUBRULE1(rule, options) as CardCstNode) as R;
    } catch (e) {
      return this.recovered(e, caller, 1) as R;
    }
  }
  protected override SUBRULE2<ARGS extends unknown[], R>(rule: ParserMethod<ARGS, R>, options?: SubruleMethodOpts<ARGS>): R {
    const caller = this.node;
    try {
      return this.called(caller, super.SUBRULE2(rule, options) as CardCstNode) as R;
    } catch (e) {
      return this.recovered(e, caller, 2) as R;
    }
  }
  protected override SUBRULE3<ARGS extends unknown[], R>(rule: ParserMethod<ARGS, R>, options?: SubruleMethodOpts<ARGS>): R {
    const caller = this.node;
    try {
      return this.called(caller, super.SUBRULE3(rule, options) as CardCstNode) as R;
    } catch (e) {
      return this.recovered(e, caller, 3) as R;
    }
  }
  protected override SUBRULE4<ARGS extends unknown[], R>(rule: ParserMethod<ARGS, R>, options?: SubruleMethodOpts<ARGS>): R {
    const caller = this.node;
    try {
      return this.called(caller, super.SUBRULE4(rule, options) as CardCstNode) as R;
    } catch (e) {
      return this.recovered(e, caller, 4) as R;
    }
  }

  // A gated OPTION's gate is tried before Chevrotain's OPTION, which would otherwise join gate and
  // lookahead in a new closure on every run (the grammar's gated OPTIONs run ~9 times a card).
  // Chevrotain tries the gate first too; the recording phase never comes here (its own methods).
  private ungated<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): GrammarAction<OUT> | DSLMethodOpts<OUT> | undefined {
    if (typeof option === "function" || option.GATE === undefined) return option;
    return option.GATE.call(this) ? option.DEF : undefined;
  }
  protected override OPTION<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION(body);
  }
  protected override OPTION1<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION1(body);
  }
  protected override OPTION2<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION2(body);
  }
  protected override OPTION3<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION3(body);
  }
  protected override OPTION4<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION4(body);
  }
  protected override OPTION5<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION5(body);
  }
  protected override OPTION6<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION6(body);
  }
  protected override OPTION7<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION7(body);
  }
  protected override OPTION8<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION8(body);
  }
  protected override OPTION9<OUT>(option: GrammarAction<OUT> | DSLMethodOpts<OUT>): OUT | undefined {
    const body = this.ungated(option);
    return body === undefined ? undefined : super.OPTION9(body);
  }

  /** True when LA(i) is of the type (categories included). */
  private la(i: number, type: TokenType): boolean {
    return tokenMatcher(this.LA(i), type);
  }

  // -------------------------------------------------------------------------------------------
  // Card and fields (LANGUAGE.md section 1)
  // -------------------------------------------------------------------------------------------

  /** `card NAME` and its field lines, up to the next card. The choice of a field is made here,
   *  not in a rule of its own: a rule call per field line was a sixth of the parser's calls. */
  public card = this.ruleWith("card", () => {
    const many = () => {
      this.OR(or);
    };
    const or = [alt(() => this.CONSUME(Newline)), alt(() => this.OR2(or2))];
    const or2 = {
      MAX_LOOKAHEAD: 1,
      DEF: [
        alt(() => this.SUBRULE(this.costField)),
        alt(() => this.SUBRULE(this.typeField)),
        alt(() => this.SUBRULE(this.classField)),
        alt(() => this.SUBRULE(this.elementField)),
        alt(() => this.SUBRULE(this.crewField)),
        alt(() => this.SUBRULE(this.restrictionField)),
        alt(() => this.SUBRULE(this.permanenceField)),
        alt(() => this.SUBRULE(this.movementEnergyField)),
        alt(() => this.SUBRULE(this.statsField)),
        alt(() => this.SUBRULE(this.countersField)),
        alt(() => this.SUBRULE(this.textField)),
        alt(() => this.SUBRULE(this.flavorField)),
        alt(() => this.SUBRULE(this.collectorField)),
        alt(() => this.SUBRULE(this.unknownField)),
        alt(() => this.SUBRULE(this.strayLine)),
      ],
    };
    return () => {
      this.CONSUME(CardHeader);
      this.MANY(many);
    };
  });

  private costField = this.rule("costField", () => {
    this.CONSUME(L.cost);
    this.SUBRULE(this.energyList);
    this.CONSUME(Newline);
  });

  /** `type: Class Specific Effect Card (Dragon)`. */
  private typeField = this.ruleWith("typeField", () => {
    const atLeastOne = () => this.CONSUME(AnyWord);
    const option = () => {
      this.CONSUME(LParen);
      this.AT_LEAST_ONE2(atLeastOne2);
      this.CONSUME(RParen);
    };
    const atLeastOne2 = () => this.CONSUME2(AnyWord);
    return () => {
      this.CONSUME(L.type);
      this.AT_LEAST_ONE(atLeastOne);
      this.OPTION(option);
      this.CONSUME(Newline);
    };
  });

  private classField = this.ruleWith("classField", () => {
    const atLeastOne = () => this.CONSUME(AnyWord);
    return () => {
      this.CONSUME(L.class);
      this.AT_LEAST_ONE(atLeastOne);
      this.CONSUME(Newline);
    };
  });

  private elementField = this.ruleWith("elementField", () => {
    const atLeastOne = () => this.CONSUME(AnyWord);
    return () => {
      this.CONSUME(L.element);
      this.AT_LEAST_ONE(atLeastOne);
      this.CONSUME(Newline);
    };
  });

  private crewField = this.ruleWith("crewField", () => {
    const atLeastOne = () => this.CONSUME(AnyWord);
    return () => {
      this.CONSUME(L.crew);
      this.AT_LEAST_ONE(atLeastOne);
      this.CONSUME(Newline);
    };
  });

  private restrictionField = this.ruleWith("restrictionField", () => {
    const or = [alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(InfinitySign)), alt(() => this.CONSUME(K.unlimited))];
    return () => {
      this.CONSUME(L.restriction);
      this.OR(or);
      this.CONSUME(Newline);
    };
  });

  private permanenceField = this.rule("permanenceField", () => {
    this.CONSUME(L.permanent);
    this.CONSUME(Newline);
  });

  private movementEnergyField = this.rule("movementEnergyField", () => {
    this.CONSUME(L.movementEnergy);
    this.SUBRULE(this.energyList);
    this.CONSUME(Newline);
  });

  /** `stats: attack 3, defense 4, speed 2, range 1`. */
  private statsField = this.ruleWith("statsField", () => {
    const atLeastOneSep = separated(Comma, () => this.SUBRULE(this.statEntry));
    return () => {
      this.CONSUME(L.stats);
      this.AT_LEAST_ONE_SEP(atLeastOneSep);
      this.CONSUME(Newline);
    };
  });

  private statEntry = this.rule("statEntry", () => {
    this.SUBRULE(this.statPhrase);
    this.CONSUME(NumberLit);
  });

  /** `counters: 3 activation`. */
  private countersField = this.rule("countersField", () => {
    this.CONSUME(L.counters);
    this.CONSUME(NumberLit);
    this.CONSUME(AnyWord);
    this.CONSUME(Newline);
  });

  /** `text:` (an ability may follow on the same line) and the ability lines under it. */
  private textField = this.ruleWith("textField", () => {
    const option = () => this.SUBRULE(this.lineBody);
    const many = () => {
      this.OR(or);
    };
    const or = [alt(() => this.CONSUME2(Newline)), alt(() => this.SUBRULE(this.textLine))];
    return () => {
      this.CONSUME(L.text);
      this.OPTION(option);
      this.CONSUME(Newline);
      this.MANY(many);
    };
  });

  private flavorField = this.rule("flavorField", () => {
    this.CONSUME(L.flavor);
    this.CONSUME(Newline);
  });

  private collectorField = this.rule("collectorField", () => {
    this.CONSUME(L.collector);
    this.CONSUME(Newline);
  });

  private unknownField = this.rule("unknownField", () => {
    this.CONSUME(UnknownLabel);
    this.CONSUME(Newline);
  });

  /** A line among the fields that is not a field (reported by the builder). */
  private strayLine = this.ruleWith("strayLine", () => {
    const atLeastOne = () => this.CONSUME(AnyContent);
    return () => {
      this.AT_LEAST_ONE(atLeastOne);
      this.CONSUME(Newline);
    };
  });

  /** `M2 B1`, `none`. */
  private energyList = this.ruleWith("energyList", () => {
    const or = [alt(() => this.CONSUME(K.none)), alt(() => this.AT_LEAST_ONE(atLeastOne))];
    const atLeastOne = () => this.CONSUME(Energy);
    return () => {
      this.OR(or);
    };
  });

  // -------------------------------------------------------------------------------------------
  // Ability lines (LANGUAGE.md section 2)
  // -------------------------------------------------------------------------------------------

  private textLine = this.rule("textLine", () => {
    this.SUBRULE(this.lineBody);
    this.CONSUME(Newline);
  });

  /** One ability line; the first token decides, and anything else is an errorLine. */
  private lineBody = this.ruleWith("lineBody", () => {
    const or = {
      MAX_LOOKAHEAD: 1,
      IGNORE_AMBIGUITIES: true,
      DEF: [
        alt(() => this.SUBRULE(this.bracketLine)),
        alt(() => this.SUBRULE(this.orLine)),
        alt(() => this.SUBRULE(this.activatedLine)),
        // `This Energy Crystal produces M1 or B1.` is a produces line too (canonical: `Produces ...`).
        gatedAlt(
          () => !this.la(1, K.this) || this.crystalProducesAhead(),
          () => this.SUBRULE(this.producesLine),
        ),
        alt(() => this.SUBRULE(this.additionalLine)),
        alt(() => this.SUBRULE(this.triggeredLine)),
        // A line that starts with a plain word is an effect only when that word starts a plural
        // noun (`Summons you control get ...`); otherwise it is an errorLine (`Dael` -> `Deal`).
        gatedAlt(
          () => !this.la(1, Word) || this.pluralNounAhead(1) || this.actionCostAhead() || this.revealAhead(),
          () => this.SUBRULE(this.effectLine),
        ),
        alt(() => this.SUBRULE(this.errorLine)),
      ],
    };
    return () => {
      this.OR(or);
    };
  });

  /** `[...]`: a summon ability (402.10e-h). */
  private bracketLine = this.ruleWith("bracketLine", () => {
    const or = {
      MAX_LOOKAHEAD: 1,
      IGNORE_AMBIGUITIES: true,
      DEF: [alt(() => this.SUBRULE(this.activatedLine)), alt(() => this.SUBRULE(this.paidLine)), alt(() => this.SUBRULE(this.triggeredLine)), alt(() => this.SUBRULE(this.effectLine))],
    };
    return () => {
      this.CONSUME(LBracket);
      this.OR(or);
      this.CONSUME(RBracket);
    };
  });

  private orLine = this.rule("orLine", () => {
    this.CONSUME(K.or);
  });

  /** `☉: ...`, `☉, B1: ...`. */
  private activatedLine = this.ruleWith("activatedLine", () => {
    const option = () => {
      this.CONSUME(Comma);
      this.SUBRULE(this.energyList);
    };
    return () => {
      this.CONSUME(Activate);
      this.OPTION(option);
      this.CONSUME(Colon);
      this.SUBRULE(this.sentences);
    };
  });

  /** `B1: ...` inside brackets. */
  private paidLine = this.rule("paidLine", () => {
    this.SUBRULE(this.energyList);
    this.CONSUME(Colon);
    this.SUBRULE(this.sentences);
  });

  /** `Produces M1.`; `Produces M1 or B1.` (one of them, chosen when activated, 403.4); `Produces M1
   *  and B1.` (both, canonical `M1 B1`); `one Mystic or one Boost energy`; `This Energy Crystal produces ...`. */
  private producesLine = this.ruleWith("producesLine", () => {
    const option = () => {
      this.CONSUME(K.this);
      this.CONSUME(Word); // Energy
      this.CONSUME2(Word); // Crystal
    };
    const many = () => {
      this.OR(or);
      this.SUBRULE2(this.energyChoice);
    };
    const or = [alt(() => this.CONSUME(K.or)), alt(() => this.CONSUME(K.and))];
    return () => {
      this.OPTION(option);
      this.CONSUME(K.produces);
      this.SUBRULE(this.energyChoice);
      this.MANY(many);
      this.CONSUME(Dot);
    };
  });

  /** An energy list (`M1`, `M1 B1`) or in words (`one Mystic energy`, `one Boost`). */
  private energyChoice = this.ruleWith("energyChoice", () => {
    const or = [
      alt(() => this.SUBRULE(this.energyList)),
      alt(() => {
        this.OR2(or2);
        this.CONSUME(Word); // the energy type's name
        this.OPTION(option); // energy
      }),
    ];
    const or2 = [alt(() => this.CONSUME(K.one)), alt(() => this.CONSUME(NumberLit))];
    const option = () => this.CONSUME2(Word);
    return () => {
      this.OR(or);
    };
  });

  /** `This Energy Crystal produces` followed by energy (not `produces an extra`, an effect). */
  private crystalProducesAhead(): boolean {
    const w = (i: number) => this.LA(i).image.toLowerCase();
    return this.la(2, Word) && w(2) === "energy" && this.la(3, Word) && w(3) === "crystal" && this.la(4, K.produces) && !this.la(5, K.an);
  }

  /** `With COST:`, `With extra COST:`, `For each extra COST:`; the cost may be missing (checker). */
  private additionalLine = this.ruleWith("additionalLine", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.with);
        this.OPTION(option);
      }),
      alt(() => {
        this.CONSUME(K.for);
        this.CONSUME(K.each);
        this.CONSUME2(K.extra);
      }),
    ];
    const option = () => this.CONSUME(K.extra);
    const option2 = () => this.SUBRULE(this.energyList);
    return () => {
      this.OR(or);
      this.OPTION2(option2);
      this.CONSUME(Colon);
      this.SUBRULE(this.sentences);
    };
  });

  /** `When X attacks, ...` (a colon is accepted too, as inside brackets). */
  private triggeredLine = this.ruleWith("triggeredLine", () => {
    const or = [alt(() => this.CONSUME(Comma)), alt(() => this.CONSUME(Colon))];
    return () => {
      this.SUBRULE(this.trigger);
      this.OR(or);
      this.SUBRULE(this.sentences);
    };
  });

  private effectLine = this.rule("effectLine", () => {
    this.SUBRULE(this.sentences);
  });

  /** A line no ability starts like (reported by the builder, with a did-you-mean). */
  private errorLine = this.ruleWith("errorLine", () => {
    const atLeastOne = () => this.CONSUME(AnyContent);
    return () => {
      this.AT_LEAST_ONE(atLeastOne);
    };
  });

  // -------------------------------------------------------------------------------------------
  // Sentences (LANGUAGE.md section 3)
  // -------------------------------------------------------------------------------------------

  private sentences = this.ruleWith("sentences", () => {
    const atLeastOne = () => this.SUBRULE(this.sentence);
    return () => {
      this.AT_LEAST_ONE(atLeastOne);
    };
  });

  /** `[lead,] effect [and effect | , then effect]... [unless X pays COST].` */
  private sentence = this.ruleWith("sentence", () => {
    const option = () => this.SUBRULE(this.lead);
    const option3 = gated(
      () => this.mayAhead(),
      () => this.SUBRULE(this.mayClause),
    );
    const many = () => {
      this.OR2(or2);
      this.OR(or);
    };
    const or2 = [
      alt(() => this.CONSUME(K.and)),
      // `Draw 2 cards, then discard 1 card.` (canonical: `and`)
      alt(() => {
        this.CONSUME(Comma);
        this.CONSUME(K.then);
      }),
    ];
    const or = {
      IGNORE_AMBIGUITIES: true,
      DEF: [
        // `Target player draws 2 cards and discards 1 card.`: a verb with no subject of its own
        // takes the sentence's subject (a third-person verb starts no effect of its own).
        gatedAlt(
          () => this.la(1, K.draws) || this.la(1, K.discards) || this.la(1, K.gets) || this.la(1, K["can't"]) || this.la(1, K.can) || this.la(1, K.skips) || this.la(1, K.loses),
          () => this.SUBRULE(this.predicate),
        ),
        alt(() => this.SUBRULE(this.damagePart)),
        alt(() => this.SUBRULE2(this.effect)),
      ],
    };
    const option4 = gated(
      () => this.la(1, Comma) && this.la(2, K.where),
      () => this.SUBRULE(this.whereClause),
    );
    const option2 = () => this.SUBRULE(this.unlessClause);
    return () => {
      this.OPTION(option);
      this.OPTION3(option3);
      this.SUBRULE(this.effect);
      this.MANY(many);
      this.OPTION4(option4);
      this.OPTION2(option2);
      this.CONSUME(Dot);
    };
  });

  /** `When successfully done,` (also `If you do,`) / `If CONDITION,` / `Until end of turn,`. */
  private lead = this.ruleWith("lead", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.when);
        this.CONSUME(K.successfully);
        this.CONSUME(K.done);
      }),
      alt(() => {
        this.CONSUME2(K.if);
        this.CONSUME(K.you);
        this.CONSUME(K.do);
      }),
      // `If you don't,` / `If they don't,` after `You may ...` / `Target opponent may ...`
      alt(() => {
        this.CONSUME3(K.if);
        this.OR2(or2);
        this.CONSUME(K["don't"]);
      }),
      alt(() => {
        this.CONSUME(K.if);
        this.SUBRULE(this.condition);
      }),
      alt(() => this.SUBRULE(this.duration)),
    ];
    const or2 = [alt(() => this.CONSUME2(K.you)), alt(() => this.CONSUME(K.they))];
    return () => {
      this.OR(or);
      this.CONSUME(Comma);
    };
  });

  /** Whether `you may` / `target opponent may` starts at LA(1). */
  private mayAhead(): boolean {
    if (this.la(1, K.you)) return this.la(2, K.may);
    return this.la(1, K.target) && this.la(2, Word) && this.la(3, K.may);
  }

  /** `You may` / `Target opponent may` before an effect: an optional action (207.6). */
  private mayClause = this.rule("mayClause", () => {
    this.SUBRULE(this.ref);
    this.CONSUME(K.may);
  });

  private unlessClause = this.rule("unlessClause", () => {
    this.CONSUME(K.unless);
    this.SUBRULE(this.ref);
    this.CONSUME(K.pays);
    this.SUBRULE(this.energyList);
  });

  /** `N [more] damage to|from X`: the second half of `Deal 1 damage to X and 1 damage to Y.` */
  private damagePart = this.ruleWith("damagePart", () => {
    const option = () => this.CONSUME(K.more);
    const or = [alt(() => this.CONSUME(K.to)), alt(() => this.CONSUME(K.from))];
    return () => {
      this.SUBRULE(this.amount);
      this.OPTION(option);
      this.CONSUME(K.damage);
      this.OR(or);
      this.SUBRULE(this.ref);
    };
  });

  private effect = this.ruleWith("effect", () => {
    const or = [
      alt(() => this.SUBRULE(this.dealEffect)),
      alt(() => this.SUBRULE(this.healEffect)),
      alt(() => this.SUBRULE(this.destroyEffect)),
      alt(() => this.SUBRULE(this.topCardsEffect)),
      alt(() => this.SUBRULE(this.removeEffect)),
      alt(() => this.SUBRULE(this.drawEffect)),
      alt(() => this.SUBRULE(this.discardEffect)),
      alt(() => this.SUBRULE(this.searchEffect)),
      alt(() => this.SUBRULE(this.returnEffect)),
      alt(() => this.SUBRULE(this.putEffect)),
      alt(() => this.SUBRULE(this.deactivateEffect)),
      alt(() => this.SUBRULE(this.reactivateEffect)),
      alt(() => this.SUBRULE(this.moveEffect)),
      alt(() => this.SUBRULE(this.gainControlEffect)),
      alt(() => this.SUBRULE(this.counterEffect)),
      alt(() => this.SUBRULE(this.preventEffect)),
      alt(() => this.SUBRULE(this.addEnergyEffect)),
      alt(() => this.SUBRULE(this.takeTurnEffect)),
      alt(() => this.SUBRULE(this.costModifierEffect)),
      alt(() => this.SUBRULE(this.payEffect)),
      alt(() => this.SUBRULE(this.chooseEffect)),
      alt(() => this.SUBRULE(this.giveEffect)),
      alt(() => this.SUBRULE(this.shuffleEffect)),
      alt(() => this.SUBRULE(this.showEffect)),
      alt(() => this.SUBRULE(this.lookEffect)),
      gatedAlt(
        () => this.actionCostAhead(),
        () => this.SUBRULE(this.actionCostEffect),
      ),
      gatedAlt(
        () => this.revealAhead(),
        () => this.SUBRULE(this.revealEffect),
      ),
      alt(() => this.SUBRULE(this.subjectEffect)),
    ];
    const option9 = gated(
      () => this.perEachAhead(),
      () => this.SUBRULE(this.perEach),
    );
    return () => {
      this.OR(or);
      // `Draw a card for each Summon you control.` (not `For each extra`, an additional line)
      this.OPTION9(option9);
    };
  });

  /** Whether `for each NOUN` (a count, not `for each extra COST`) starts at LA(1). */
  private perEachAhead(): boolean {
    return this.la(1, K.for) && this.la(2, K.each) && !this.la(3, K.extra);
  }

  /** `for each Summon you control`, `for each damage on it`: an amount counted as it resolves. */
  private perEach = this.ruleWith("perEach", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.damage);
        this.CONSUME(K.on);
        this.SUBRULE(this.ref);
      }),
      alt(() => this.SUBRULE(this.noun)),
    ];
    return () => {
      this.CONSUME(K.for);
      this.CONSUME(K.each);
      this.OR(or);
    };
  });

  /** `equal to this Summon's Attack`, `equal to the number of cards in your hand`. */
  private equalTo = this.rule("equalTo", () => {
    this.CONSUME(K.equal);
    this.CONSUME(K.to);
    this.SUBRULE(this.countPhrase);
  });

  /** What is counted: `its Attack`, `target Summon's Attack`, `the number of Summons you control`. */
  private countPhrase = this.ruleWith("countPhrase", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.its);
        this.SUBRULE(this.statPhrase);
      }),
      alt(() => {
        this.CONSUME(K.the);
        this.CONSUME(K.number);
        this.CONSUME(K.of);
        this.SUBRULE(this.noun);
      }),
      alt(() => {
        this.SUBRULE(this.ref);
        this.CONSUME(Possessive);
        this.SUBRULE2(this.statPhrase);
      }),
    ];
    return () => {
      this.OR(or);
    };
  });

  /** `, where X is the number of Energy Crystals you control`: what X of the sentence counts. */
  private whereClause = this.rule("whereClause", () => {
    this.CONSUME(Comma);
    this.CONSUME(K.where);
    this.CONSUME(K.x);
    this.CONSUME(K.is);
    this.SUBRULE(this.countPhrase);
  });

  private dealEffect = this.rule("dealEffect", () => {
    this.CONSUME(K.deal);
    this.SUBRULE(this.damageWords);
  });

  /** `N [more] damage [equal to ...] to X [equal to ...]` of `Deal ...` and `X deals ...`; without
   *  a number, `equal to` says how much (the builder checks there is one). */
  private damageWords = this.ruleWith("damageWords", () => {
    const option3 = () => this.SUBRULE(this.amount);
    const option = () => this.CONSUME(K.more);
    const option4 = () => this.SUBRULE(this.equalTo);
    const option5 = () => this.SUBRULE2(this.equalTo);
    return () => {
      this.OPTION3(option3);
      this.OPTION(option);
      this.CONSUME(K.damage);
      this.OPTION4(option4);
      this.CONSUME(K.to);
      this.SUBRULE(this.ref);
      this.OPTION5(option5);
    };
  });

  private healEffect = this.ruleWith("healEffect", () => {
    const option3 = () => this.OR(or);
    const or = [alt(() => this.SUBRULE(this.amount)), alt(() => this.CONSUME(K.all))];
    const option = () => this.CONSUME(K.more);
    const option4 = () => this.SUBRULE(this.equalTo);
    const option5 = () => this.SUBRULE2(this.equalTo);
    return () => {
      this.CONSUME(K.heal);
      // `Heal all damage from X`, `Heal damage from X equal to its Defense`
      this.OPTION3(option3);
      this.OPTION(option);
      this.CONSUME(K.damage);
      this.OPTION4(option4);
      this.CONSUME(K.from);
      this.SUBRULE(this.ref);
      this.OPTION5(option5);
    };
  });

  private destroyEffect = this.rule("destroyEffect", () => {
    this.CONSUME(K.destroy);
    this.SUBRULE(this.ref);
  });

  /** `Remove X from the game` / `Remove N activation|time counters from X` (209.2). */
  private removeEffect = this.ruleWith("removeEffect", () => {
    const or = [
      alt(() => {
        this.SUBRULE(this.ref);
        this.CONSUME(K.from);
        this.CONSUME(K.the);
        this.CONSUME(K.game);
      }),
      alt(() => {
        this.SUBRULE(this.count);
        this.OR2(or2);
        // `1 activation counter`, `2 time counters`, `a time counter`
        this.OR3(or3);
        this.CONSUME2(K.from);
        this.SUBRULE2(this.ref);
      }),
      // `Remove all [activation|time] counters from X` (209.2)
      alt(() => {
        this.CONSUME(K.all);
        this.OPTION(option);
        this.CONSUME2(K.counters);
        this.CONSUME3(K.from);
        this.SUBRULE3(this.ref);
      }),
    ];
    const or2 = [alt(() => this.CONSUME(K.activation)), alt(() => this.CONSUME(K.time))];
    const or3 = [alt(() => this.CONSUME(K.counters)), alt(() => this.CONSUME(K.counter))];
    const option = () => this.OR4(or4);
    const or4 = [alt(() => this.CONSUME2(K.activation)), alt(() => this.CONSUME2(K.time))];
    return () => {
      this.CONSUME(K.remove);
      this.OR(or);
    };
  });

  /** `Draw N cards`, `Draw a card` (the noun is checked by the builder), `from your deck` (212.1). */
  private drawEffect = this.ruleWith("drawEffect", () => {
    const option3 = gated(
      () => !this.la(1, Word) || NUMBER_WORDS.has(this.LA(1).image.toLowerCase()),
      () => this.SUBRULE(this.count),
    );
    const option2 = () => this.CONSUME(K.additional);
    const option4 = () => this.SUBRULE(this.equalTo);
    const option = () => this.SUBRULE(this.fromYour);
    return () => {
      this.CONSUME(K.draw);
      // `Draw cards equal to ...` has no count
      this.OPTION3(option3);
      // `draw an additional card` (canonical: `draw 1 card`)
      this.OPTION2(option2);
      this.CONSUME(Word);
      this.OPTION4(option4);
      this.OPTION(option);
    };
  });

  /** `Discard N cards`, `from your hand` (glossary "Discard"). */
  private discardEffect = this.ruleWith("discardEffect", () => {
    const option = () => this.SUBRULE(this.fromYour);
    return () => {
      this.CONSUME(K.discard);
      this.SUBRULE(this.count);
      this.CONSUME(Word);
      this.OPTION(option);
    };
  });

  /** `from your deck` / `from your hand`: where a draw or a discard always takes cards from. */
  private fromYour = this.ruleWith("fromYour", () => {
    const or = [alt(() => this.CONSUME(K.deck)), alt(() => this.CONSUME(K.hand))];
    return () => {
      this.CONSUME(K.from);
      this.CONSUME(K.your);
      this.OR(or);
    };
  });

  /** `Search your deck for a KIND, show it and put it into your hand`. */
  private searchEffect = this.ruleWith("searchEffect", () => {
    const option = () => {
      this.CONSUME(Comma);
      this.CONSUME(K.show);
      this.CONSUME(K.it);
      this.OPTION2(option2);
    };
    const option2 = () => this.CONSUME2(Comma);
    const or = [
      alt(() => {
        this.CONSUME2(K.your);
        this.CONSUME(K.hand);
      }),
      // `into play` (402.6a)
      alt(() => this.CONSUME(K.play)),
    ];
    const option4 = gated(
      () => this.la(1, Dot) && this.la(2, K.then) && this.la(3, K.shuffle),
      () => {
        this.CONSUME(Dot);
        this.CONSUME(K.then);
        this.CONSUME(K.shuffle);
        this.CONSUME4(K.your);
        this.CONSUME2(K.deck);
      },
    );
    return () => {
      this.CONSUME(K.search);
      this.CONSUME(K.your);
      this.CONSUME(K.deck);
      this.CONSUME(K.for);
      this.SUBRULE(this.article);
      this.SUBRULE(this.noun);
      // `, show it` (212.2, 213.1: the card found is shown anyway); `, show it, and`
      this.OPTION(option);
      this.CONSUME(K.and);
      this.CONSUME(K.put);
      this.CONSUME2(K.it);
      this.CONSUME(K.into);
      this.OR(or);
      // `. Then shuffle your deck` (211.2: a search shuffles the deck anyway)
      this.OPTION4(option4);
    };
  });

  /** `Return X to its owner's hand`, `Return all Summons to their owners' hands`. */
  private returnEffect = this.ruleWith("returnEffect", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.its);
        this.CONSUME(K.owner);
        this.CONSUME(Possessive);
        this.CONSUME(K.hand);
      }),
      alt(() => {
        this.CONSUME(K.their);
        this.CONSUME(Word); // owners (the builder checks the words)
        this.CONSUME2(Possessive);
        this.CONSUME2(Word); // hands
      }),
      // `to your hand` (canonical: `to its owner's hand`, 214.1)
      alt(() => {
        this.CONSUME(K.your);
        this.CONSUME2(K.hand);
      }),
    ];
    return () => {
      this.CONSUME(K.return);
      this.SUBRULE(this.ref);
      this.CONSUME(K.to);
      this.OR(or);
    };
  });

  /** `Put N activation|time counters on X` / `Put X into play`. */
  private putEffect = this.ruleWith("putEffect", () => {
    const or = [
      alt(() => {
        this.SUBRULE(this.count);
        this.OR2(or2);
        // `1 activation counter`, `2 time counters`, `a time counter`
        this.OR3(or3);
        this.CONSUME(K.on);
        this.SUBRULE(this.ref);
      }),
      alt(() => {
        this.SUBRULE2(this.ref);
        this.OR4(or4);
      }),
    ];
    const or2 = [alt(() => this.CONSUME(K.activation)), alt(() => this.CONSUME(K.time))];
    const or3 = [alt(() => this.CONSUME(K.counters)), alt(() => this.CONSUME(K.counter))];
    const or4 = [
      alt(() => {
        this.CONSUME(K.into);
        this.CONSUME(K.play);
      }),
      alt(() => this.SUBRULE(this.deckPlace)),
    ];
    return () => {
      this.CONSUME(K.put);
      this.OR(or);
    };
  });

  // -------------------------------------------------------------------------------------------
  // Decks and hands (211, 213, 501, 505, 506; issue 14 families 6 and 10)
  // -------------------------------------------------------------------------------------------

  /** `on top of its owner's deck`, `on the bottom of your deck` (501.1). */
  private deckPlace = this.ruleWith("deckPlace", () => {
    const or = [
      alt(() => this.CONSUME(K.top)),
      alt(() => {
        this.CONSUME(K.the);
        this.CONSUME(K.bottom);
      }),
    ];
    return () => {
      this.CONSUME(K.on);
      this.OR(or);
      this.CONSUME(K.of);
      this.SUBRULE(this.deckOwner);
      this.CONSUME(K.deck);
    };
  });

  /** Whose deck or hand: `your`, `their`, `its owner's`, `target player's`, `each opponent's`. */
  private deckOwner = this.ruleWith("deckOwner", () => {
    const or = [
      alt(() => this.CONSUME(K.your)),
      alt(() => this.CONSUME(K.their)),
      alt(() => {
        this.CONSUME(K.its);
        this.CONSUME(K.owner);
        this.CONSUME(Possessive);
      }),
      alt(() => {
        this.CONSUME(K.target);
        this.SUBRULE(this.noun);
        this.CONSUME2(Possessive);
      }),
      alt(() => {
        this.CONSUME(K.each);
        this.CONSUME(Word);
        this.CONSUME3(Possessive);
      }),
    ];
    return () => {
      this.OR(or);
    };
  });

  /** `the top N cards of X's deck`, `the top card of your deck` (501.3). */
  private topOfDeck = this.ruleWith("topOfDeck", () => {
    const option = () => this.CONSUME(NumberLit);
    return () => {
      this.CONSUME(K.the);
      this.CONSUME(K.top);
      this.OPTION(option);
      this.CONSUME(Word); // card / cards (the builder checks the word)
      this.CONSUME(K.of);
      this.SUBRULE(this.deckOwner);
      this.CONSUME(K.deck);
    };
  });

  /** `Remove the top N cards of X's deck from the game` (506), `Put the top N cards of your deck
   *  into your discard pile` (505). */
  private topCardsEffect = this.ruleWith("topCardsEffect", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.remove);
        this.SUBRULE(this.topOfDeck);
        this.CONSUME(K.from);
        this.CONSUME2(K.the);
        this.CONSUME(K.game);
      }),
      alt(() => {
        this.CONSUME(K.put);
        this.SUBRULE2(this.topOfDeck);
        this.CONSUME(K.into);
        this.SUBRULE(this.deckOwner);
        this.CONSUME(K.discard);
        this.CONSUME(K.pile);
      }),
    ];
    return () => {
      this.OR(or);
    };
  });

  /** `Shuffle your discard pile into your deck` (211, 505), `Shuffle X into its owner's deck`. */
  private shuffleEffect = this.ruleWith("shuffleEffect", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.your);
        this.CONSUME(K.discard);
        this.CONSUME(K.pile);
      }),
      alt(() => this.SUBRULE(this.ref)),
    ];
    return () => {
      this.CONSUME(K.shuffle);
      this.OR(or);
      this.CONSUME(K.into);
      this.SUBRULE2(this.deckOwner);
      this.CONSUME(K.deck);
    };
  });

  /** `Show your hand` (213.1). */
  private showEffect = this.rule("showEffect", () => {
    this.CONSUME(K.show);
    this.SUBRULE(this.deckOwner);
    this.CONSUME(K.hand);
  });

  /** `Look at target opponent's hand` / `Look at the top N cards of X's deck and put them back in
   *  any order` (501.2: the deck is hidden; the player looks and orders them). */
  private lookEffect = this.ruleWith("lookEffect", () => {
    const or = [
      alt(() => {
        this.SUBRULE(this.deckOwner);
        this.CONSUME(K.hand);
      }),
      alt(() => {
        this.SUBRULE(this.topOfDeck);
        this.OR3(or3);
      }),
    ];
    const or3 = [
      alt(() => {
        this.OR2(or2);
        this.CONSUME(K.put);
        this.CONSUME(Word); // them
        this.CONSUME2(Word); // back
        this.CONSUME(K.in);
        this.CONSUME3(Word); // any
        this.CONSUME4(Word); // order
      }),
      alt(() => this.SUBRULE(this.putOneRest)),
    ];
    const or2 = [
      alt(() => this.CONSUME(K.and)),
      alt(() => {
        this.CONSUME(Comma);
        this.CONSUME(K.then);
      }),
    ];
    return () => {
      this.CONSUME(K.look);
      this.CONSUME(K.at);
      this.OR(or);
    };
  });

  /** `. Put one of them into your hand and the rest on the bottom of your deck` (501.2). */
  private putOneRest = this.rule("putOneRest", () => {
    this.CONSUME(Dot);
    this.CONSUME(K.put);
    this.CONSUME(K.one);
    this.CONSUME(K.of);
    this.CONSUME(Word); // them
    this.CONSUME(K.into);
    this.CONSUME(K.your);
    this.CONSUME(K.hand);
    this.CONSUME(K.and);
    this.CONSUME(K.the);
    this.CONSUME2(Word); // rest
    this.CONSUME(K.on);
    this.CONSUME2(K.the);
    this.CONSUME(K.bottom);
    this.CONSUME2(K.of);
    this.CONSUME2(K.your);
    this.CONSUME(K.deck);
  });

  /** `Reveal the top card of your deck. If it's a Summon Card, put it into your hand.` (213.1, 501.3). */
  private revealEffect = this.rule("revealEffect", () => {
    this.CONSUME(Word); // Reveal
    this.SUBRULE(this.topOfDeck);
    this.CONSUME(Dot);
    this.CONSUME(K.if);
    this.CONSUME(K.it);
    this.CONSUME(Possessive);
    this.SUBRULE(this.article);
    this.SUBRULE(this.noun);
    this.CONSUME(Comma);
    this.CONSUME(K.put);
    this.CONSUME2(K.it);
    this.CONSUME(K.into);
    this.CONSUME(K.your);
    this.CONSUME(K.hand);
  });

  /** `Reveal the top ...`. */
  private revealAhead(): boolean {
    return this.la(1, Word) && this.LA(1).image.toLowerCase() === "reveal" && this.la(2, K.the) && this.la(3, K.top);
  }

  /** `shuffles their discard pile into their deck` (211, 505). */
  private shufflesPredicate = this.rule("shufflesPredicate", () => {
    this.CONSUME(K.shuffle);
    this.SUBRULE(this.deckOwner);
    this.CONSUME(K.discard);
    this.CONSUME(K.pile);
    this.CONSUME(K.into);
    this.SUBRULE2(this.deckOwner);
    this.CONSUME(K.deck);
  });

  /** `shows their hand` (213.1). */
  private showsPredicate = this.rule("showsPredicate", () => {
    this.CONSUME(K.show);
    this.SUBRULE(this.deckOwner);
    this.CONSUME(K.hand);
  });

  private deactivateEffect = this.rule("deactivateEffect", () => {
    this.CONSUME(K.deactivate);
    this.SUBRULE(this.ref);
  });

  private reactivateEffect = this.rule("reactivateEffect", () => {
    this.CONSUME(K.reactivate);
    this.SUBRULE(this.ref);
  });

  /** `Move X up to N dots`. */
  private moveEffect = this.rule("moveEffect", () => {
    this.CONSUME(K.move);
    this.SUBRULE(this.ref);
    this.CONSUME(K.up);
    this.CONSUME(K.to);
    this.CONSUME(NumberLit);
    this.CONSUME(K.dots);
  });

  private gainControlEffect = this.ruleWith("gainControlEffect", () => {
    const option = () => this.SUBRULE(this.duration);
    return () => {
      this.CONSUME(K.gain);
      this.CONSUME(K.control);
      this.CONSUME(K.of);
      this.SUBRULE(this.ref);
      this.OPTION(option);
    };
  });

  private counterEffect = this.rule("counterEffect", () => {
    this.CONSUME(K.counter);
    this.SUBRULE(this.ref);
  });

  /** `Prevent the next N damage that would be dealt to X [this turn]` / `Prevent all damage ...`. */
  private preventEffect = this.ruleWith("preventEffect", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.the);
        this.CONSUME(K.next);
        this.SUBRULE(this.amount);
      }),
      alt(() => this.CONSUME(K.all)),
    ];
    const option = () => this.SUBRULE(this.duration);
    return () => {
      this.CONSUME(K.prevent);
      this.OR(or);
      this.CONSUME(K.damage);
      this.CONSUME(K.that);
      this.CONSUME(K.would);
      this.CONSUME(K.be);
      this.CONSUME(K.dealt);
      this.CONSUME(K.to);
      this.SUBRULE(this.ref);
      this.OPTION(option);
    };
  });

  /** `Add M2 to your Energy Pool` (the pool's words are checked by the builder). */
  private addEnergyEffect = this.ruleWith("addEnergyEffect", () => {
    const many = () => {
      this.CONSUME(K.or);
      this.SUBRULE2(this.energyList);
    };
    const atLeastOne = () => this.CONSUME(Word);
    return () => {
      this.CONSUME(K.add);
      this.SUBRULE(this.energyList);
      // `Add M1 or B1 ...` (203: one of them, the player's choice)
      this.MANY(many);
      this.CONSUME(K.to);
      this.CONSUME(K.your);
      this.AT_LEAST_ONE(atLeastOne);
    };
  });

  /** `pay C1` (in `You may pay C1. If you do, ...`). */
  private payEffect = this.rule("payEffect", () => {
    this.CONSUME(K.pays);
    this.SUBRULE(this.energyList);
  });

  private takeTurnEffect = this.rule("takeTurnEffect", () => {
    this.CONSUME(K.take);
    this.SUBRULE(this.extraTurnWords);
  });

  /** `an extra turn after this one`. */
  private extraTurnWords = this.rule("extraTurnWords", () => {
    this.CONSUME(K.an);
    this.CONSUME(K.extra);
    this.CONSUME(K.turn);
    this.CONSUME(K.after);
    this.CONSUME(K.this);
    this.CONSUME(K.one);
  });

  /** `Costs of KIND X casts are raised|reduced by COST` (the casters are the noun's qualifier). */
  private costModifierEffect = this.ruleWith("costModifierEffect", () => {
    const or = [alt(() => this.CONSUME(K.raised)), alt(() => this.CONSUME(K.reduced))];
    return () => {
      this.CONSUME(K.costs);
      this.CONSUME(K.of);
      this.SUBRULE(this.noun);
      this.CONSUME(K.are);
      this.OR(or);
      this.CONSUME(K.by);
      this.SUBRULE(this.energyList);
    };
  });

  /** `Choose a Summon you control` (208.1: picked as the effect resolves; `it` names it after). */
  private chooseEffect = this.rule("chooseEffect", () => {
    this.CONSUME(K.choose);
    this.SUBRULE(this.indefiniteRef);
  });

  /** `Give X Range +1 [and ...] [duration]` (canonical: `X gets Range +1 ...`). */
  private giveEffect = this.ruleWith("giveEffect", () => {
    const many = gated(
      () => (this.la(1, Comma) || this.la(1, K.and)) && this.statChangeAhead(2),
      () => {
        this.OR(or);
        this.SUBRULE2(this.statChange);
      },
    );
    const or = [alt(() => this.CONSUME(Comma)), alt(() => this.CONSUME(K.and))];
    const option = () => this.SUBRULE(this.duration);
    return () => {
      this.CONSUME(K.give);
      this.SUBRULE(this.ref);
      this.SUBRULE(this.statChange);
      this.MANY(many);
      this.OPTION(option);
    };
  });

  /** A sentence with a subject: `X gets ...`, `X can't ...`, `X draws ...`. */
  private subjectEffect = this.ruleWith("subjectEffect", () => {
    const option = gated(
      () => this.la(1, K.and) && (this.la(2, K.another) || this.la(2, K.target)),
      () => {
        this.CONSUME(K.and);
        this.SUBRULE2(this.ref);
      },
    );
    return () => {
      this.SUBRULE(this.ref);
      // `Target Summon and another target Summon get ...`: each gets it.
      this.OPTION(option);
      this.SUBRULE(this.predicate);
    };
  });

  private predicate = this.ruleWith("predicate", () => {
    const or = [
      alt(() => this.SUBRULE(this.getsPredicate)),
      alt(() => this.SUBRULE(this.becomesPredicate)),
      alt(() => this.SUBRULE(this.cantPredicate)),
      alt(() => this.SUBRULE(this.canAttackPredicate)),
      alt(() => this.SUBRULE(this.losesPredicate)),
      alt(() => this.SUBRULE(this.drawsPredicate)),
      alt(() => this.SUBRULE(this.dealsPredicate)),
      alt(() => this.SUBRULE(this.discardsPredicate)),
      alt(() => this.SUBRULE(this.producesPredicate)),
      alt(() => this.SUBRULE(this.skipsPredicate)),
      alt(() => this.SUBRULE(this.takesPredicate)),
      alt(() => this.SUBRULE(this.costsPredicate)),
      alt(() => this.SUBRULE(this.shufflesPredicate)),
      alt(() => this.SUBRULE(this.showsPredicate)),
    ];
    return () => {
      this.OR(or);
    };
  });

  /** `cost C1 less|more [to cast]` of `Summon Cards you cast cost C1 less.` (204, canonical:
   *  `Costs of Summon Cards you cast are reduced by C1.`). */
  private costsPredicate = this.ruleWith("costsPredicate", () => {
    const or = [alt(() => this.CONSUME(K.less)), alt(() => this.CONSUME(K.more))];
    const option = () => {
      this.CONSUME(K.to);
      // `to move`: the Movement Energy (204.5; canonical `Movement Energy of X is reduced by ...`)
      this.OR2(or2);
    };
    const or2 = [alt(() => this.CONSUME(K.cast)), alt(() => this.CONSUME(K.move))];
    return () => {
      this.CONSUME(K.costs);
      this.SUBRULE(this.energyList);
      this.OR(or);
      this.OPTION(option);
    };
  });

  /** `Movement Energy of X is raised|reduced by COST` (204.5), `Activating X costs COST more|less` (204.3). */
  private actionCostEffect = this.ruleWith("actionCostEffect", () => {
    const or = [
      alt(() => {
        this.CONSUME(Word); // Movement
        this.CONSUME2(Word); // Energy
        this.CONSUME(K.of);
        this.SUBRULE(this.noun);
        this.CONSUME(K.is);
        this.OR2(or2);
        this.CONSUME(K.by);
        this.SUBRULE(this.energyList);
      }),
      alt(() => {
        this.CONSUME3(Word); // Activating
        this.SUBRULE2(this.noun);
        this.CONSUME(K.costs);
        this.SUBRULE2(this.energyList);
        this.OR3(or3);
      }),
    ];
    const or2 = [alt(() => this.CONSUME(K.raised)), alt(() => this.CONSUME(K.reduced))];
    const or3 = [alt(() => this.CONSUME(K.more)), alt(() => this.CONSUME(K.less))];
    return () => {
      this.OR(or);
    };
  });

  /** Whether an action's cost change starts here: `Movement Energy of`, `Activating`. */
  private actionCostAhead(): boolean {
    const w = (i: number) => (this.la(i, Word) ? this.LA(i).image.toLowerCase() : "");
    return (w(1) === "movement" && w(2) === "energy" && this.la(3, K.of)) || w(1) === "activating";
  }

  /** `gets STAT +N [duration]`, several changes joined by `,` / `and` (`gets Attack +2 and Speed +1`). */
  private getsPredicate = this.ruleWith("getsPredicate", () => {
    const many = gated(
      () => (this.la(1, Comma) || this.la(1, K.and)) && this.statChangeAhead(2),
      () => {
        this.OR(or);
        this.SUBRULE2(this.statChange);
      },
    );
    const or = [alt(() => this.CONSUME(Comma)), alt(() => this.CONSUME(K.and))];
    const option2 = gated(
      () => this.perEachAhead(),
      () => this.SUBRULE(this.perEach),
    );
    const option = () => this.SUBRULE(this.duration);
    return () => {
      this.CONSUME(K.gets);
      this.SUBRULE(this.statChange);
      this.MANY(many);
      this.OPTION2(option2);
      this.OPTION(option);
    };
  });

  /** `Attack +2`, also `+2 Attack` (canonical: the stat first). */
  private statChange = this.ruleWith("statChange", () => {
    const or = [
      alt(() => {
        this.SUBRULE(this.statPhrase);
        this.OR2(or2);
        // `Defense +X ..., where X is ...`
        this.OR4(or4);
      }),
      alt(() => {
        this.OR3(or3);
        this.CONSUME2(NumberLit);
        this.SUBRULE2(this.statPhrase);
      }),
    ];
    const or2 = [alt(() => this.CONSUME(Plus)), alt(() => this.CONSUME(Minus))];
    const or4 = [alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(K.x))];
    const or3 = [alt(() => this.CONSUME2(Plus)), alt(() => this.CONSUME2(Minus))];
    return () => {
      this.OR(or);
    };
  });

  /** Whether a stat change starts at LA(k): `+1 ...`, or stat words followed by `+`/`-`. */
  private statChangeAhead(k: number): boolean {
    if (this.la(k, Plus) || this.la(k, Minus)) return true;
    let i = k;
    while (i < k + 3 && this.la(i, StatWord)) i++;
    return i > k && (this.la(i, Plus) || this.la(i, Minus));
  }

  /** `'s STAT becomes N [duration]`. */
  private becomesPredicate = this.ruleWith("becomesPredicate", () => {
    const option = () => this.SUBRULE(this.duration);
    return () => {
      this.CONSUME(Possessive);
      this.SUBRULE(this.statPhrase);
      this.CONSUME(K.becomes);
      this.CONSUME(NumberLit);
      this.OPTION(option);
    };
  });

  /** `can't move|attack|be activated|be targeted by NOUN [duration]`; `can't move or attack`. */
  private cantPredicate = this.ruleWith("cantPredicate", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.move);
        this.OPTION2(option2);
      }),
      alt(() => {
        this.CONSUME2(K.attack);
        this.OPTION3(option3);
      }),
      alt(() => {
        this.CONSUME(K.be);
        this.OR2(or2);
      }),
    ];
    const option2 = () => {
      this.CONSUME(K.or);
      this.CONSUME(K.attack);
    };
    const option3 = () => {
      this.CONSUME2(K.or);
      this.CONSUME2(K.move);
    };
    const or2 = [
      alt(() => this.CONSUME(K.activated)),
      alt(() => this.CONSUME(K.attacked)),
      alt(() => {
        this.CONSUME(K.targeted);
        this.CONSUME(K.by);
        this.SUBRULE(this.noun);
      }),
    ];
    const option = () => this.SUBRULE(this.duration);
    return () => {
      this.CONSUME(K["can't"]);
      this.OR(or);
      this.OPTION(option);
    };
  });

  /** `loses all abilities [duration]` (402.10e). */
  private losesPredicate = this.ruleWith("losesPredicate", () => {
    const option = () => this.SUBRULE(this.duration);
    return () => {
      this.CONSUME(K.loses);
      this.CONSUME(K.all);
      this.CONSUME(Word); // abilities
      this.OPTION(option);
    };
  });

  /** `can attack one more time [this turn]`. */
  private canAttackPredicate = this.ruleWith("canAttackPredicate", () => {
    const option = () => this.SUBRULE(this.duration);
    return () => {
      this.CONSUME(K.can);
      this.CONSUME(K.attack);
      this.CONSUME(K.one);
      this.CONSUME(K.more);
      this.CONSUME(K.time);
      this.OPTION(option);
    };
  });

  /** `deals 2 damage to X`, `deals damage equal to its Attack to X`: damage from the subject (210.3). */
  private dealsPredicate = this.rule("dealsPredicate", () => {
    this.CONSUME(K.deal);
    this.SUBRULE(this.damageWords);
  });

  private drawsPredicate = this.ruleWith("drawsPredicate", () => {
    const or = [alt(() => this.CONSUME(K.draws)), alt(() => this.CONSUME(K.draw))];
    return () => {
      this.OR(or);
      this.SUBRULE(this.count);
      this.CONSUME(Word);
    };
  });

  private discardsPredicate = this.ruleWith("discardsPredicate", () => {
    const or = [alt(() => this.CONSUME(K.discards)), alt(() => this.CONSUME(K.discard))];
    return () => {
      this.OR(or);
      this.SUBRULE(this.count);
      this.CONSUME(Word);
    };
  });

  /** `produces an extra M1 [duration]`. */
  private producesPredicate = this.ruleWith("producesPredicate", () => {
    const option = () => this.SUBRULE(this.duration);
    return () => {
      this.CONSUME(K.produces);
      this.CONSUME(K.an);
      this.CONSUME(K.extra);
      this.SUBRULE(this.energyList);
      this.OPTION(option);
    };
  });

  /** `skips his next PHASE` or `skips his next turn` (700.2). */
  private skipsPredicate = this.ruleWith("skipsPredicate", () => {
    const or = [{ ALT: () => this.CONSUME(K.turn) }, { ALT: () => this.SUBRULE(this.phasePhrase) }];
    return () => {
      this.CONSUME(K.skips);
      this.CONSUME(K.his);
      this.CONSUME(K.next);
      this.OR(or);
    };
  });

  /** `takes an extra turn after this one`. */
  private takesPredicate = this.rule("takesPredicate", () => {
    this.CONSUME(K.take);
    this.SUBRULE(this.extraTurnWords);
  });

  private amount = this.ruleWith("amount", () => {
    const or = [alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(K.x))];
    return () => {
      this.OR(or);
    };
  });

  /** How many cards or counters: an amount, or `a` / `an` / `one` for one (`Draw a card`). */
  private count = this.ruleWith("count", () => {
    const or = [
      alt(() => this.SUBRULE(this.amount)),
      alt(() => this.SUBRULE(this.article)),
      alt(() => this.CONSUME(K.one)),
      // `two cards` (canonical: `2 cards`)
      gatedAlt(
        () => NUMBER_WORDS.has(this.LA(1).image.toLowerCase()),
        () => this.CONSUME(Word),
      ),
    ];
    return () => {
      this.OR(or);
    };
  });

  private statPhrase = this.ruleWith("statPhrase", () => {
    const atLeastOne = () => this.CONSUME(StatWord);
    return () => {
      this.AT_LEAST_ONE(atLeastOne);
    };
  });

  private phasePhrase = this.ruleWith("phasePhrase", () => {
    const atLeastOne = () => this.CONSUME(PhaseWord);
    return () => {
      this.AT_LEAST_ONE(atLeastOne);
    };
  });

  /** `until end of turn`, `this turn`, `until your next PHASE`. */
  private duration = this.ruleWith("duration", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.until);
        this.OR2(or2);
      }),
      alt(() => {
        this.CONSUME(K.this);
        this.CONSUME2(K.turn);
      }),
    ];
    const or2 = [
      alt(() => {
        this.CONSUME(K.end);
        this.CONSUME(K.of);
        this.CONSUME(K.turn);
      }),
      alt(() => {
        this.CONSUME(K.your);
        this.CONSUME(K.next);
        // `until your next turn` (canonical: `until your next Reactivation Phase`, where a turn starts)
        this.OR3(or3);
      }),
    ];
    const or3 = [alt(() => this.CONSUME3(K.turn)), alt(() => this.SUBRULE(this.phasePhrase))];
    return () => {
      this.OR(or);
    };
  });

  // -------------------------------------------------------------------------------------------
  // Conditions and triggers
  // -------------------------------------------------------------------------------------------

  /** The condition of `If CONDITION,`. */
  private condition = this.ruleWith("condition", () => {
    const or = [alt(() => this.SUBRULE(this.controlCondition)), alt(() => this.SUBRULE(this.handCondition)), alt(() => this.SUBRULE(this.refCondition))];
    return () => {
      this.OR(or);
    };
  });

  /** `you control a Dragon`. */
  private controlCondition = this.rule("controlCondition", () => {
    this.CONSUME(K.you);
    this.CONSUME(K.control);
    this.SUBRULE(this.article);
    this.SUBRULE(this.noun);
  });

  /** `you have N or fewer cards in your hand`. */
  private handCondition = this.rule("handCondition", () => {
    this.CONSUME(K.you);
    this.CONSUME(K.have);
    this.CONSUME(NumberLit);
    this.CONSUME(K.or);
    this.CONSUME(K.fewer);
    this.CONSUME(Word);
    this.CONSUME(K.in);
    this.CONSUME(K.your);
    this.CONSUME(K.hand);
  });

  /** `X has N or more damage`, `X is on a No Attack Dot`. */
  private refCondition = this.ruleWith("refCondition", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.has);
        this.CONSUME(NumberLit);
        this.CONSUME(K.or);
        this.CONSUME(K.more);
        this.CONSUME(K.damage);
      }),
      alt(() => {
        this.CONSUME(K.is);
        this.CONSUME(K.on);
        this.SUBRULE(this.article);
        this.CONSUME(K.no);
        this.CONSUME(K.attack);
        this.CONSUME(K.dots);
      }),
      // `it is destroyed`, `that Summon is destroyed this way`
      alt(() => {
        this.CONSUME2(K.is);
        this.CONSUME(K.destroyed);
        this.OPTION(option);
      }),
    ];
    const option = () => {
      this.CONSUME(K.this);
      this.CONSUME(K.way);
    };
    return () => {
      this.SUBRULE(this.ref);
      this.OR(or);
    };
  });

  private trigger = this.ruleWith("trigger", () => {
    const or = [alt(() => this.SUBRULE(this.eventTrigger)), alt(() => this.SUBRULE(this.phaseTrigger)), alt(() => this.SUBRULE(this.duringTrigger))];
    return () => {
      this.OR(or);
    };
  });

  /** `When|Whenever X EVENT`. */
  private eventTrigger = this.ruleWith("eventTrigger", () => {
    const or = [alt(() => this.CONSUME(K.when)), alt(() => this.CONSUME(K.whenever))];
    return () => {
      this.OR(or);
      this.SUBRULE(this.ref);
      this.SUBRULE(this.triggerEvent);
    };
  });

  private triggerEvent = this.ruleWith("triggerEvent", () => {
    const or = [
      alt(() => this.CONSUME(K.attacks)),
      alt(() => this.CONSUME(K.moves)),
      alt(() => {
        this.CONSUME(K.destroys);
        this.SUBRULE(this.article);
        this.SUBRULE(this.noun);
      }),
      alt(() => {
        this.CONSUME(K.is);
        this.OR2(or2);
      }),
      // deals damage to a Summon
      alt(() => {
        this.CONSUME(K.deal);
        this.CONSUME2(K.damage);
        this.CONSUME(K.to);
        this.SUBRULE3(this.article);
        this.SUBRULE3(this.noun);
      }),
      // you draw a card, an opponent draws a card
      alt(() => {
        this.OR3(or3);
        this.SUBRULE(this.count);
        this.CONSUME(Word);
      }),
      alt(() => {
        this.CONSUME(K.comes);
        this.CONSUME(K.into);
        this.CONSUME(K.play);
      }),
      alt(() => {
        this.CONSUME(K.leaves);
        this.CONSUME2(K.play);
      }),
      // you cast an Effect Card
      alt(() => {
        this.CONSUME2(K.cast);
        this.SUBRULE2(this.article);
        this.SUBRULE2(this.noun);
      }),
    ];
    const or2 = [
      alt(() => {
        this.CONSUME(K.dealt);
        this.CONSUME(K.damage);
      }),
      alt(() => this.CONSUME(K.destroyed)),
      alt(() => this.CONSUME(K.cast)),
      alt(() => this.CONSUME(K.attacked)),
    ];
    const or3 = [alt(() => this.CONSUME(K.draw)), alt(() => this.CONSUME(K.draws))];
    return () => {
      this.OR(or);
    };
  });

  /** `At the beginning|end of your PHASE` / `... of each turn`. */
  private phaseTrigger = this.ruleWith("phaseTrigger", () => {
    const or = [alt(() => this.CONSUME(K.beginning)), alt(() => this.CONSUME(K.start)), alt(() => this.CONSUME(K.end))];
    const or2 = [
      alt(() => {
        this.CONSUME(K.each);
        this.CONSUME(K.turn);
      }),
      // `At the end of your turn` (canonical: `At the end of your End Phase`)
      alt(() => {
        this.CONSUME(K.your);
        this.CONSUME2(K.turn);
      }),
      // `At the beginning of each Draw Phase` (canonical: `each player's Draw Phase`)
      gatedAlt(
        () => this.la(1, K.each) && !this.la(3, Possessive),
        () => {
          this.CONSUME2(K.each);
          this.SUBRULE2(this.phasePhrase);
        },
      ),
      alt(() => {
        this.SUBRULE(this.phaseOwner);
        this.SUBRULE(this.phasePhrase);
      }),
    ];
    return () => {
      this.CONSUME(K.at);
      this.CONSUME(K.the);
      // `At the start of` (canonical: `At the beginning of`)
      this.OR(or);
      this.CONSUME(K.of);
      this.OR2(or2);
    };
  });

  /** `During your PHASE`, `In target player's PHASE`. */
  private duringTrigger = this.ruleWith("duringTrigger", () => {
    const or = [alt(() => this.CONSUME(K.during)), alt(() => this.CONSUME(K.in))];
    return () => {
      this.OR(or);
      this.SUBRULE(this.phaseOwner);
      this.SUBRULE(this.phasePhrase);
    };
  });

  /** `your`, `target player's`, `each player's`. */
  private phaseOwner = this.ruleWith("phaseOwner", () => {
    const or = [
      alt(() => this.CONSUME(K.your)),
      alt(() => {
        this.CONSUME(K.target);
        this.SUBRULE(this.noun);
        this.CONSUME(Possessive);
      }),
      alt(() => {
        this.CONSUME(K.each);
        this.CONSUME(Word);
        this.CONSUME2(Possessive);
      }),
    ];
    return () => {
      this.OR(or);
    };
  });

  // -------------------------------------------------------------------------------------------
  // References (208)
  // -------------------------------------------------------------------------------------------

  /** A subject or object, with an optional `'s controller` / `'s owner`. */
  private ref = this.ruleWith("ref", () => {
    const or = [
      alt(() => this.SUBRULE(this.targetRef)),
      alt(() => this.SUBRULE(this.upToRef)),
      alt(() => this.SUBRULE(this.thisRef)),
      alt(() => this.SUBRULE(this.thatRef)),
      alt(() => this.CONSUME(K.it)),
      alt(() => this.SUBRULE(this.itsRef)),
      alt(() => this.SUBRULE(this.allRef)),
      alt(() => this.SUBRULE(this.indefiniteRef)),
      alt(() => this.SUBRULE(this.theRef)),
      alt(() => this.CONSUME(K.you)),
      alt(() => this.SUBRULE(this.playerGroupRef)),
      gatedAlt(
        () => this.pluralNounAhead(1),
        () => this.SUBRULE(this.pluralRef),
      ),
    ];
    const option = gated(
      () => this.la(1, Possessive) && (this.la(2, K.controller) || this.la(2, K.owner)),
      () => this.SUBRULE(this.possessor),
    );
    return () => {
      this.OR(or);
      this.OPTION(option);
    };
  });

  /** `target Summon`, `another target Summon`. */
  private targetRef = this.ruleWith("targetRef", () => {
    const option = () => this.CONSUME(K.another);
    return () => {
      this.OPTION(option);
      this.CONSUME(K.target);
      this.SUBRULE(this.noun);
    };
  });

  /** `up to two target Summons`, `each of up to two target Summons` (208.1). */
  private upToRef = this.ruleWith("upToRef", () => {
    const option = () => {
      this.CONSUME(K.each);
      this.CONSUME(K.of);
    };
    const or = [alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(Word))];
    return () => {
      this.OPTION(option);
      this.CONSUME(K.up);
      this.CONSUME(K.to);
      this.OR(or);
      this.CONSUME(K.target);
      this.SUBRULE(this.noun);
    };
  });

  private thisRef = this.rule("thisRef", () => {
    this.CONSUME(K.this);
    this.SUBRULE(this.noun);
  });

  private thatRef = this.rule("thatRef", () => {
    this.CONSUME(K.that);
    this.SUBRULE(this.noun);
  });

  /** `its controller`, `its owner`. */
  private itsRef = this.ruleWith("itsRef", () => {
    const or = [alt(() => this.CONSUME(K.controller)), alt(() => this.CONSUME(K.owner))];
    return () => {
      this.CONSUME(K.its);
      this.OR(or);
    };
  });

  /** `all Summons`, `all players`, `all target player's Summons`. */
  private allRef = this.ruleWith("allRef", () => {
    const option = () => {
      this.CONSUME(K.target);
      this.SUBRULE(this.noun);
      this.CONSUME(Possessive);
    };
    return () => {
      this.CONSUME(K.all);
      this.OPTION(option);
      this.SUBRULE2(this.noun);
    };
  });

  /** `a Summon you control`. */
  private indefiniteRef = this.rule("indefiniteRef", () => {
    this.SUBRULE(this.article);
    this.SUBRULE(this.noun);
  });

  /** `the attacking Summon`, `the source`. */
  private theRef = this.ruleWith("theRef", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.attacking);
        this.SUBRULE(this.noun);
      }),
      alt(() => this.CONSUME(K.source)),
    ];
    return () => {
      this.CONSUME(K.the);
      this.OR(or);
    };
  });

  /** `your opponents`, `each opponent`, `each player`; `each Summon an opponent controls`, `your
   *  Summons` (canonical: `all Summons ...`). */
  private playerGroupRef = this.ruleWith("playerGroupRef", () => {
    const or = [alt(() => this.CONSUME(K.your)), alt(() => this.CONSUME(K.each))];
    return () => {
      this.OR(or);
      this.SUBRULE(this.noun);
    };
  });

  /** `Summons you control`, `Dragons`: a plural noun alone (canonical: `all Summons you control`). */
  private pluralRef = this.rule("pluralRef", () => {
    this.SUBRULE(this.noun);
  });

  /** Whether the words from LA(k) are a plural noun of the vocabulary (`Summons`, `Summon Cards`),
   *  after adjectives (`Other Summons`, `damaged Summons`). */
  private pluralNounAhead(k: number): boolean {
    while (this.la(k, Word) && NOUN_ADJECTIVES.has(this.LA(k).image.toLowerCase())) k++;
    let words = "";
    for (let i = k; i < k + 5 && this.la(i, Word); i++) words += (words ? " " : "") + this.LA(i).image.toLowerCase();
    return PLURAL_NOUNS.has(words);
  }

  /** `'s controller`, `'s owner`. */
  private possessor = this.ruleWith("possessor", () => {
    const or = [alt(() => this.CONSUME(K.controller)), alt(() => this.CONSUME(K.owner))];
    return () => {
      this.CONSUME(Possessive);
      this.OR(or);
    };
  });

  /** `with Attack 2 or less`, `with Range 2 or greater`, `with Attack less than 2`, `with Defense 1`,
   *  `with 3 or more damage` (202.5, 209.3a). */
  private statQualifier = this.ruleWith("statQualifier", () => {
    const or = [
      alt(() => {
        this.CONSUME(NumberLit);
        this.CONSUME(K.or);
        this.CONSUME(K.more);
        this.CONSUME(K.damage);
      }),
      alt(() => {
        this.SUBRULE(this.statPhrase);
        this.OR2(or2);
      }),
    ];
    const or2 = [
      alt(() => {
        this.CONSUME2(NumberLit);
        this.OPTION(option);
      }),
      alt(() => {
        this.OR4(or4);
        this.CONSUME2(Word); // than
        this.CONSUME3(NumberLit);
      }),
    ];
    const option = () => {
      this.CONSUME2(K.or);
      this.OR3(or3);
    };
    const or3 = [alt(() => this.CONSUME(K.less)), alt(() => this.CONSUME2(K.more)), alt(() => this.CONSUME(K.fewer)), alt(() => this.CONSUME(Word))];
    const or4 = [alt(() => this.CONSUME2(K.less)), alt(() => this.CONSUME3(K.more))];
    return () => {
      this.CONSUME(K.with);
      this.OR(or);
    };
  });

  /** `on a No Attack Dot`, `on an Ending Dot`, `on your Starting Dot` (600.6). */
  private dotQualifier = this.ruleWith("dotQualifier", () => {
    const or = [alt(() => this.CONSUME(K.a)), alt(() => this.CONSUME(K.an)), alt(() => this.CONSUME(K.your))];
    const or2 = [
      alt(() => {
        this.CONSUME(K.no);
        this.CONSUME(K.attack);
      }),
      alt(() => this.CONSUME(Word)),
    ];
    return () => {
      this.CONSUME(K.on);
      this.OR(or);
      this.OR2(or2);
      this.CONSUME(K.dots);
    };
  });

  /** `fixed on a Summon you control` (207.5a). */
  private fixedQualifier = this.rule("fixedQualifier", () => {
    this.CONSUME(Word); // fixed
    this.CONSUME(K.on);
    this.SUBRULE(this.article);
    this.SUBRULE(this.noun);
  });

  private article = this.ruleWith("article", () => {
    const or = [alt(() => this.CONSUME(K.a)), alt(() => this.CONSUME(K.an))];
    return () => {
      this.OR(or);
    };
  });

  /** Noun words (read against the vocabulary by the builder) and their qualifiers; `activated`
   *  (a keyword) may lead (`target activated Summon`, 206.1d), `non-` join (`non-Dragon`, 208.6). */
  private noun = this.ruleWith("noun", () => {
    const option = () => this.CONSUME(K.activated);
    const many2 = gated(
      // nor is the stat of `Give target Summon Range +1`.
      () => this.la(1, Word) && !(this.la(2, K.on) && this.LA(1).image.toLowerCase() === "fixed") && !this.la(2, Plus) && !this.la(2, Minus),
      () => this.CONSUME3(Word),
    );
    const option2 = gated(
      () => this.la(1, Minus) && this.la(2, Word) && this.LA(0).image.toLowerCase() === "non",
      () => {
        this.CONSUME(Minus);
        this.AT_LEAST_ONE2(atLeastOne2);
      },
    );
    const atLeastOne2 = () => this.CONSUME2(Word);
    const many = gated(
      () => this.qualifierAhead(),
      () => this.SUBRULE(this.qualifier),
    );
    return () => {
      this.OPTION(option);
      this.CONSUME(Word);
      // `fixed on ...` after the noun words is a qualifier, not one of them.
      this.MANY2(many2);
      this.OPTION2(option2);
      this.MANY(many);
    };
  });

  /**
   * A qualifier only where its words really follow, since what may follow a noun differs by
   * sentence (`target Summon you control` but `Remove target Summon from the game`).
   */
  private qualifierAhead(): boolean {
    // Most nouns have no qualifier: one lookup of the next token's type rules them out.
    if (!QUALIFIER_STARTS.has(this.LA(1).tokenType)) return false;
    if (this.la(1, K.you)) return this.la(2, K.control) || this.la(2, K.cast);
    if (this.la(1, K.they)) return this.la(2, K.control);
    if (this.la(1, K.a) || this.la(1, K.an) || this.la(1, K.your)) {
      return this.la(2, Word) && (this.la(3, K.controls) || this.la(3, K.control) || this.la(3, K.cast));
    }
    if (this.la(1, K.in) || this.la(1, K.from)) return this.la(2, K.a) || this.la(2, K.an) || this.la(2, K.your);
    // `with Attack 2 or less`, `with 3 or more damage`
    if (this.la(1, K.with)) return this.la(2, StatWord) || (this.la(2, NumberLit) && this.la(3, K.or));
    // `on a No Attack Dot`, `on an Ending Dot`, `on your Starting Dot`
    if (this.la(1, K.on)) return (this.la(2, K.a) || this.la(2, K.an) || this.la(2, K.your)) && (this.la(3, K.no) || (this.la(3, Word) && this.la(4, K.dots)));
    // `fixed on a Summon you control`
    if (this.la(1, Word) && this.LA(1).image.toLowerCase() === "fixed") return this.la(2, K.on);
    return false;
  }

  /** `you control`, `an opponent controls`, `your opponents cast`, `in a discard pile`, `from your hand`. */
  private qualifier = this.ruleWith("qualifier", () => {
    const or = [
      alt(() => {
        this.CONSUME(K.you);
        this.OR2(or2);
      }),
      // `each Summon they control` in a trigger for each (opponent's) phase
      alt(() => {
        this.CONSUME(K.they);
        this.CONSUME3(K.control);
      }),
      alt(() => {
        this.OR3(or3);
        this.CONSUME(Word);
        this.OR4(or4);
      }),
      alt(() => this.SUBRULE(this.statQualifier)),
      alt(() => this.SUBRULE(this.dotQualifier)),
      alt(() => this.SUBRULE(this.fixedQualifier)),
      alt(() => {
        this.OR5(or5);
        this.OR6(or6);
        this.OPTION(option);
        this.OR7(or7);
      }),
    ];
    const or2 = [alt(() => this.CONSUME(K.control)), alt(() => this.CONSUME(K.cast))];
    const or3 = [alt(() => this.CONSUME(K.a)), alt(() => this.CONSUME(K.an)), alt(() => this.CONSUME(K.your))];
    const or4 = [alt(() => this.CONSUME(K.controls)), alt(() => this.CONSUME2(K.control)), alt(() => this.CONSUME2(K.cast))];
    const or5 = [alt(() => this.CONSUME(K.in)), alt(() => this.CONSUME(K.from))];
    const or6 = [alt(() => this.CONSUME2(K.a)), alt(() => this.CONSUME2(K.an)), alt(() => this.CONSUME2(K.your))];
    const option = () => this.CONSUME(K.discard);
    const or7 = [alt(() => this.CONSUME(K.pile)), alt(() => this.CONSUME(K.hand)), alt(() => this.CONSUME(K.deck))];
    return () => {
      this.OR(or);
    };
  });
}

/** The one parser instance (DESIGN principle 7: built once). */
export const parser = new CardParser();
