// The card grammar: one Chevrotain CstParser, built once, with error recovery. It parses one card
// at a time (index.ts splits a file at its `card` lines), so an error never reaches past its
// card; inside a card every field and ability line ends at a Newline, which is where recovery
// re-synchronises, so a broken line never hides the errors of the lines after it.
//
// The grammar is generous in structure and leaves vocabulary to the AST builder: nouns, stats,
// phases, classes and card types are runs of words here, read against vocabulary.ts later (that
// is where `target Sumon` gets its did-you-mean). Lines that match no ability are `errorLine`s
// and lines that match no field are `strayLine`s: always parsed, reported by the builder.
import { CstParser, EOF, tokenMatcher, type IToken, type TokenType } from "chevrotain";
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
    // The word found may start a form the language knows, and what follows it not: say what may
    // follow it (never `expected "is" but found "is"`).
    const next = actual[0] === undefined || keywordOf(actual[0].tokenType) === undefined ? [] : paths.filter((p) => p.length > 1 && p[0] === actual[0]!.tokenType).map((p) => p.slice(1));
    if (next.length > 0) {
      const seconds = uniqueFirsts(next);
      if (actual[1] !== undefined) EXPECTED_AT.set(actual[1], seconds);
      return misspelling(actual[1], seconds) ?? `after ${found(actual[0])} expected ${expectation("", seconds)} but found ${found(actual[1])}`;
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

// Alternatives and gated repetitions are built through these helpers rather than as object
// literals with arrow properties (`{ ALT: () => ... }`): under tsx/esbuild's keepNames every such
// arrow gets a `__name` call (an Object.defineProperty) each time the rule runs, which measured
// as half of the parse time. An arrow passed as an argument is not named.
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
type AltList = { ALT: () => unknown; GATE?: () => boolean }[];

/** The children list of a node with none yet (never added to: the first child replaces it). */
const NO_CHILDREN: (string | CardCstNode | IToken)[] = [];

/**
 * A CST node as this parser makes it: Chevrotain's CstNode (name, children, location, recoveredNode)
 * as one object, its own children and location. Its children are a list in the order met: each
 * one's key (the name of the token type a rule CONSUMEd, or of the sub-rule), then the child. As
 * Chevrotain makes it, a node was five objects (the node, a dictionary of children keyed by name,
 * an array per name, its location): adding keys to dictionaries of a hundred shapes was a quarter
 * of the parser's time. The AST builder reads children through its lookups (ast-builder.ts).
 */
export class CardCstNode {
  startOffset = -1;
  endOffset = -1;
  /** Set by Chevrotain when the rule re-synced after an error (its children may be missing). */
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

/** The parts of Chevrotain 13.2.0's parser that CardParser's OPTION, MANY and AT_LEAST_ONE use. */
interface ChevrotainInternals {
  currRuleShortName: number;
  currRuleLookaheadFuncs: (() => boolean)[];
  firstAfterRepMap: (FirstAfterRepetition | undefined)[][];
  RULE_STACK_IDX: number;
  manyInternal(prodOccurrence: number, actionORMethodDef: DslBody): void;
  atLeastOneInternal(prodOccurrence: number, actionORMethodDef: DslBody): void;
  doSingleRepetition(action: () => unknown): boolean;
  shouldInRepetitionRecoveryBeTried(expected: TokenType, nextTokIdx: number, notStuck: boolean | undefined): boolean;
  tryInRepetitionRecovery(again: (prodOccurrence: number, actionORMethodDef: DslBody) => void, args: unknown[], lookahead: () => boolean, expected: TokenType): void;
}
/** What a DSL method (OPTION, MANY, AT_LEAST_ONE) is given: its body, or its body and gate. */
type DslBody = (() => unknown) | { DEF: () => unknown; GATE?: () => boolean };
/** What may follow a repetition, as Chevrotain caches it (firstAfterRepMap). */
interface FirstAfterRepetition {
  token: TokenType | undefined;
  occurrence: number | undefined;
  isEndOfRule: boolean;
}
/** Chevrotain's own repetitions, for a repetition's first run. */
const chevrotainEngine = CstParser.prototype as unknown as {
  manyInternalLogic(this: unknown, prodOccurrence: number, actionORMethodDef: DslBody, key: number): void;
  atLeastOneInternalLogic(this: unknown, prodOccurrence: number, actionORMethodDef: DslBody, key: number): void;
};

class CardParser extends CstParser {
  /** Each OR's alternatives, built on its first run and reused: built on every run (an array, an
   *  object and a closure per alternative) they were a fifth of the parser's garbage. The
   *  alternatives' closures read nothing but `this` (no rule takes arguments). Slots are numbered
   *  by hand: test/grammar/parser-reuse.test.ts holds each to one place. */
  private readonly alts: any[] = [];
  /** The same for each MANY, OPTION and AT_LEAST_ONE (a closure, or an object and its closures). */
  private readonly bodies: any[] = [];
  constructor() {
    super(ALL_TOKENS, {
      recoveryEnabled: true,
      nodeLocationTracking: "onlyOffset",
      maxLookahead: 3,
      lookaheadStrategy: new FirstTokenLookahead({ maxLookahead: 3 }),
      errorMessageProvider: errorMessages,
    });
    this.performSelfAnalysis();
  }

  /**
   * Re-sync at the end of the line, never earlier: a line with an error is skipped whole (one
   * diagnostic per broken line, no follow-on errors from its rest), and the next line parses as
   * if nothing had happened. Chevrotain's default would re-sync at the first token of any
   * follow set, and the catch-all alternatives (errorLine, strayLine) follow with every token.
   */
  findReSyncTokenType(): TokenType {
    for (let k = 1; ; k++) {
      const type = this.LA(k).tokenType;
      if (type === Newline || type === EOF) return type;
    }
  }

  /**
   * A rule's CST node: a CardCstNode, where Chevrotain (recovery on, offsets only) makes a
   * dictionary of children and a location object.
   */
  cstInvocationStateUpdate(fullRuleName: string): void {
    (this as unknown as { CST_STACK: CardCstNode[] }).CST_STACK.push(new CardCstNode(fullRuleName));
  }

  /** A consumed token, as Chevrotain adds it (keyed by the CONSUMEd type's name). */
  cstPostTerminal(key: string, token: IToken): void {
    const stack = (this as unknown as { CST_STACK: CardCstNode[] }).CST_STACK;
    stack[stack.length - 1]!.add(key, token);
  }

  /** A sub-rule's node, as Chevrotain adds it (keyed by the rule's name). */
  cstPostNonTerminal(result: CardCstNode, ruleName: string): void {
    const stack = (this as unknown as { CST_STACK: CardCstNode[] }).CST_STACK;
    stack[stack.length - 1]!.add(ruleName, result);
  }

  // Chevrotain 13.2.0's OPTION, MANY and AT_LEAST_ONE, without what they made on every run: a
  // closure joining a gate to the lookahead, and for a repetition the array of its arguments for
  // in-repetition recovery (attemptInRepetitionRecovery). Both are made here only when recovery
  // is tried. A repetition's first run (per rule and occurrence) is Chevrotain's own, which fills
  // the cache of what may follow it (firstAfterRepMap) that the recovery check reads.

  optionInternalLogic(actionORMethodDef: DslBody, _occurrence: number, key: number): unknown {
    const self = this as unknown as ChevrotainInternals;
    let action: () => unknown;
    if (typeof actionORMethodDef === "function") action = actionORMethodDef;
    else {
      action = actionORMethodDef.DEF;
      const gate = actionORMethodDef.GATE;
      if (gate !== undefined && !gate.call(this)) return undefined;
    }
    return self.currRuleLookaheadFuncs[key]!.call(this) === true ? action.call(this) : undefined;
  }

  manyInternalLogic(prodOccurrence: number, actionORMethodDef: DslBody, key: number): void {
    const self = this as unknown as ChevrotainInternals;
    const after = self.firstAfterRepMap[self.currRuleShortName]?.[key];
    if (after === undefined) return chevrotainEngine.manyInternalLogic.call(this, prodOccurrence, actionORMethodDef, key);
    const lookahead = self.currRuleLookaheadFuncs[key]!;
    const action = typeof actionORMethodDef === "function" ? actionORMethodDef : actionORMethodDef.DEF;
    const gate = typeof actionORMethodDef === "function" ? undefined : actionORMethodDef.GATE;
    let notStuck = true;
    while ((gate === undefined || gate.call(this)) && lookahead.call(this) === true && notStuck) notStuck = self.doSingleRepetition(action);
    this.repetitionRecovery(after, self.manyInternal, prodOccurrence, actionORMethodDef, lookahead, gate, notStuck);
  }

  atLeastOneInternalLogic(prodOccurrence: number, actionORMethodDef: DslBody, key: number): void {
    const self = this as unknown as ChevrotainInternals;
    const after = self.firstAfterRepMap[self.currRuleShortName]?.[key];
    const lookahead = self.currRuleLookaheadFuncs[key]!;
    const action = typeof actionORMethodDef === "function" ? actionORMethodDef : actionORMethodDef.DEF;
    const gate = typeof actionORMethodDef === "function" ? undefined : actionORMethodDef.GATE;
    // No first iteration: Chevrotain's own raises the error (nothing was consumed, so it sees the same input).
    if (after === undefined || !((gate === undefined || gate.call(this)) && lookahead.call(this) === true)) {
      return chevrotainEngine.atLeastOneInternalLogic.call(this, prodOccurrence, actionORMethodDef, key);
    }
    let notStuck = self.doSingleRepetition(action);
    while ((gate === undefined || gate.call(this)) && lookahead.call(this) === true && notStuck) notStuck = self.doSingleRepetition(action);
    this.repetitionRecovery(after, self.atLeastOneInternal, prodOccurrence, actionORMethodDef, lookahead, gate, undefined);
  }

  /** Chevrotain's attemptInRepetitionRecovery once `after` (its firstAfterRepMap entry) is cached;
   *  `notStuck` undefined for AT_LEAST_ONE, as Chevrotain passes it. */
  private repetitionRecovery(
    after: FirstAfterRepetition,
    again: (prodOccurrence: number, actionORMethodDef: DslBody) => void,
    prodOccurrence: number,
    actionORMethodDef: DslBody,
    lookahead: () => boolean,
    gate: (() => boolean) | undefined,
    notStuck: boolean | undefined,
  ): void {
    const self = this as unknown as ChevrotainInternals;
    let expected = after.token;
    let nextTokIdx = after.occurrence;
    // A top-most repetition after which the input should end.
    if (self.RULE_STACK_IDX === 0 && after.isEndOfRule && expected === undefined) {
      expected = EOF;
      nextTokIdx = 1;
    }
    if (expected === undefined || nextTokIdx === undefined) return;
    if (!self.shouldInRepetitionRecoveryBeTried(expected, nextTokIdx, notStuck)) return;
    const gated = gate === undefined ? lookahead : () => gate.call(this) && lookahead.call(this);
    self.tryInRepetitionRecovery(again, [prodOccurrence, actionORMethodDef], gated, expected);
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
  public card = this.RULE("card", () => {
    this.CONSUME(CardHeader);
    this.MANY(
      (this.bodies[0] ??= () => {
        this.OR(
          (this.alts[0] ??= [
            alt(() => this.CONSUME(Newline)),
            alt(() =>
              this.OR2(
                (this.alts[1] ??= {
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
                }),
              ),
            ),
          ]),
        );
      }),
    );
  });

  private costField = this.RULE("costField", () => {
    this.CONSUME(L.cost);
    this.SUBRULE(this.energyList);
    this.CONSUME(Newline);
  });

  /** `type: Class Specific Effect Card (Dragon)`. */
  private typeField = this.RULE("typeField", () => {
    this.CONSUME(L.type);
    this.AT_LEAST_ONE((this.bodies[1] ??= () => this.CONSUME(AnyWord)));
    this.OPTION(
      (this.bodies[2] ??= () => {
        this.CONSUME(LParen);
        this.AT_LEAST_ONE2((this.bodies[3] ??= () => this.CONSUME2(AnyWord)));
        this.CONSUME(RParen);
      }),
    );
    this.CONSUME(Newline);
  });

  private classField = this.RULE("classField", () => {
    this.CONSUME(L.class);
    this.AT_LEAST_ONE((this.bodies[4] ??= () => this.CONSUME(AnyWord)));
    this.CONSUME(Newline);
  });

  private elementField = this.RULE("elementField", () => {
    this.CONSUME(L.element);
    this.AT_LEAST_ONE((this.bodies[5] ??= () => this.CONSUME(AnyWord)));
    this.CONSUME(Newline);
  });

  private crewField = this.RULE("crewField", () => {
    this.CONSUME(L.crew);
    this.AT_LEAST_ONE((this.bodies[6] ??= () => this.CONSUME(AnyWord)));
    this.CONSUME(Newline);
  });

  private restrictionField = this.RULE("restrictionField", () => {
    this.CONSUME(L.restriction);
    this.OR((this.alts[2] ??= [alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(InfinitySign)), alt(() => this.CONSUME(K.unlimited))]));
    this.CONSUME(Newline);
  });

  private permanenceField = this.RULE("permanenceField", () => {
    this.CONSUME(L.permanent);
    this.CONSUME(Newline);
  });

  private movementEnergyField = this.RULE("movementEnergyField", () => {
    this.CONSUME(L.movementEnergy);
    this.SUBRULE(this.energyList);
    this.CONSUME(Newline);
  });

  /** `stats: attack 3, defense 4, speed 2, range 1`. */
  private statsField = this.RULE("statsField", () => {
    this.CONSUME(L.stats);
    this.AT_LEAST_ONE_SEP((this.bodies[7] ??= separated(Comma, () => this.SUBRULE(this.statEntry))));
    this.CONSUME(Newline);
  });

  private statEntry = this.RULE("statEntry", () => {
    this.SUBRULE(this.statPhrase);
    this.CONSUME(NumberLit);
  });

  /** `counters: 3 activation`. */
  private countersField = this.RULE("countersField", () => {
    this.CONSUME(L.counters);
    this.CONSUME(NumberLit);
    this.CONSUME(AnyWord);
    this.CONSUME(Newline);
  });

  /** `text:` (an ability may follow on the same line) and the ability lines under it. */
  private textField = this.RULE("textField", () => {
    this.CONSUME(L.text);
    this.OPTION((this.bodies[8] ??= () => this.SUBRULE(this.lineBody)));
    this.CONSUME(Newline);
    this.MANY(
      (this.bodies[9] ??= () => {
        this.OR((this.alts[3] ??= [alt(() => this.CONSUME2(Newline)), alt(() => this.SUBRULE(this.textLine))]));
      }),
    );
  });

  private flavorField = this.RULE("flavorField", () => {
    this.CONSUME(L.flavor);
    this.CONSUME(Newline);
  });

  private collectorField = this.RULE("collectorField", () => {
    this.CONSUME(L.collector);
    this.CONSUME(Newline);
  });

  private unknownField = this.RULE("unknownField", () => {
    this.CONSUME(UnknownLabel);
    this.CONSUME(Newline);
  });

  /** A line among the fields that is not a field (reported by the builder). */
  private strayLine = this.RULE("strayLine", () => {
    this.AT_LEAST_ONE((this.bodies[10] ??= () => this.CONSUME(AnyContent)));
    this.CONSUME(Newline);
  });

  /** `M2 B1`, `none`. */
  private energyList = this.RULE("energyList", () => {
    this.OR((this.alts[4] ??= [alt(() => this.CONSUME(K.none)), alt(() => this.AT_LEAST_ONE((this.bodies[11] ??= () => this.CONSUME(Energy))))]));
  });

  // -------------------------------------------------------------------------------------------
  // Ability lines (LANGUAGE.md section 2)
  // -------------------------------------------------------------------------------------------

  private textLine = this.RULE("textLine", () => {
    this.SUBRULE(this.lineBody);
    this.CONSUME(Newline);
  });

  /** One ability line; the first token decides, and anything else is an errorLine. */
  private lineBody = this.RULE("lineBody", () => {
    this.OR(
      (this.alts[5] ??= {
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
      }),
    );
  });

  /** `[...]`: a summon ability (402.10e-h). */
  private bracketLine = this.RULE("bracketLine", () => {
    this.CONSUME(LBracket);
    this.OR(
      (this.alts[6] ??= {
        MAX_LOOKAHEAD: 1,
        IGNORE_AMBIGUITIES: true,
        DEF: [alt(() => this.SUBRULE(this.activatedLine)), alt(() => this.SUBRULE(this.paidLine)), alt(() => this.SUBRULE(this.triggeredLine)), alt(() => this.SUBRULE(this.effectLine))],
      }),
    );
    this.CONSUME(RBracket);
  });

  private orLine = this.RULE("orLine", () => {
    this.CONSUME(K.or);
  });

  /** `☉: ...`, `☉, B1: ...`. */
  private activatedLine = this.RULE("activatedLine", () => {
    this.CONSUME(Activate);
    this.OPTION(
      (this.bodies[12] ??= () => {
        this.CONSUME(Comma);
        this.SUBRULE(this.energyList);
      }),
    );
    this.CONSUME(Colon);
    this.SUBRULE(this.sentences);
  });

  /** `B1: ...` inside brackets. */
  private paidLine = this.RULE("paidLine", () => {
    this.SUBRULE(this.energyList);
    this.CONSUME(Colon);
    this.SUBRULE(this.sentences);
  });

  /** `Produces M1.`; `Produces M1 or B1.` (one of them, chosen when activated, 403.4); `Produces M1
   *  and B1.` (both, canonical `M1 B1`); `one Mystic or one Boost energy`; `This Energy Crystal produces ...`. */
  private producesLine = this.RULE("producesLine", () => {
    this.OPTION(
      (this.bodies[13] ??= () => {
        this.CONSUME(K.this);
        this.CONSUME(Word); // Energy
        this.CONSUME2(Word); // Crystal
      }),
    );
    this.CONSUME(K.produces);
    this.SUBRULE(this.energyChoice);
    this.MANY(
      (this.bodies[14] ??= () => {
        this.OR((this.alts[7] ??= [alt(() => this.CONSUME(K.or)), alt(() => this.CONSUME(K.and))]));
        this.SUBRULE2(this.energyChoice);
      }),
    );
    this.CONSUME(Dot);
  });

  /** An energy list (`M1`, `M1 B1`) or in words (`one Mystic energy`, `one Boost`). */
  private energyChoice = this.RULE("energyChoice", () => {
    this.OR(
      (this.alts[8] ??= [
        alt(() => this.SUBRULE(this.energyList)),
        alt(() => {
          this.OR2((this.alts[9] ??= [alt(() => this.CONSUME(K.one)), alt(() => this.CONSUME(NumberLit))]));
          this.CONSUME(Word); // the energy type's name
          this.OPTION((this.bodies[15] ??= () => this.CONSUME2(Word))); // energy
        }),
      ]),
    );
  });

  /** `This Energy Crystal produces` followed by energy (not `produces an extra`, an effect). */
  private crystalProducesAhead(): boolean {
    const w = (i: number) => this.LA(i).image.toLowerCase();
    return this.la(2, Word) && w(2) === "energy" && this.la(3, Word) && w(3) === "crystal" && this.la(4, K.produces) && !this.la(5, K.an);
  }

  /** `With COST:`, `With extra COST:`, `For each extra COST:`; the cost may be missing (checker). */
  private additionalLine = this.RULE("additionalLine", () => {
    this.OR(
      (this.alts[10] ??= [
        alt(() => {
          this.CONSUME(K.with);
          this.OPTION((this.bodies[16] ??= () => this.CONSUME(K.extra)));
        }),
        alt(() => {
          this.CONSUME(K.for);
          this.CONSUME(K.each);
          this.CONSUME2(K.extra);
        }),
      ]),
    );
    this.OPTION2((this.bodies[17] ??= () => this.SUBRULE(this.energyList)));
    this.CONSUME(Colon);
    this.SUBRULE(this.sentences);
  });

  /** `When X attacks, ...` (a colon is accepted too, as inside brackets). */
  private triggeredLine = this.RULE("triggeredLine", () => {
    this.SUBRULE(this.trigger);
    this.OR((this.alts[11] ??= [alt(() => this.CONSUME(Comma)), alt(() => this.CONSUME(Colon))]));
    this.SUBRULE(this.sentences);
  });

  private effectLine = this.RULE("effectLine", () => {
    this.SUBRULE(this.sentences);
  });

  /** A line no ability starts like (reported by the builder, with a did-you-mean). */
  private errorLine = this.RULE("errorLine", () => {
    this.AT_LEAST_ONE((this.bodies[18] ??= () => this.CONSUME(AnyContent)));
  });

  // -------------------------------------------------------------------------------------------
  // Sentences (LANGUAGE.md section 3)
  // -------------------------------------------------------------------------------------------

  private sentences = this.RULE("sentences", () => {
    this.AT_LEAST_ONE((this.bodies[19] ??= () => this.SUBRULE(this.sentence)));
  });

  /** `[lead,] effect [and effect | , then effect]... [unless X pays COST].` */
  private sentence = this.RULE("sentence", () => {
    this.OPTION((this.bodies[20] ??= () => this.SUBRULE(this.lead)));
    this.OPTION3(
      (this.bodies[21] ??= gated(
        () => this.mayAhead(),
        () => this.SUBRULE(this.mayClause),
      )),
    );
    this.SUBRULE(this.effect);
    this.MANY(
      (this.bodies[22] ??= () => {
        this.OR2(
          (this.alts[12] ??= [
            alt(() => this.CONSUME(K.and)),
            // `Draw 2 cards, then discard 1 card.` (canonical: `and`)
            alt(() => {
              this.CONSUME(Comma);
              this.CONSUME(K.then);
            }),
          ]),
        );
        this.OR(
          (this.alts[13] ??= {
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
          }),
        );
      }),
    );
    this.OPTION4(
      (this.bodies[23] ??= gated(
        () => this.la(1, Comma) && this.la(2, K.where),
        () => this.SUBRULE(this.whereClause),
      )),
    );
    this.OPTION2((this.bodies[24] ??= () => this.SUBRULE(this.unlessClause)));
    this.CONSUME(Dot);
  });

  /** `When successfully done,` (also `If you do,`) / `If CONDITION,` / `Until end of turn,`. */
  private lead = this.RULE("lead", () => {
    this.OR(
      (this.alts[14] ??= [
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
          this.OR2((this.alts[15] ??= [alt(() => this.CONSUME2(K.you)), alt(() => this.CONSUME(K.they))]));
          this.CONSUME(K["don't"]);
        }),
        alt(() => {
          this.CONSUME(K.if);
          this.SUBRULE(this.condition);
        }),
        alt(() => this.SUBRULE(this.duration)),
      ]),
    );
    this.CONSUME(Comma);
  });

  /** Whether `you may` / `target opponent may` starts at LA(1). */
  private mayAhead(): boolean {
    if (this.la(1, K.you)) return this.la(2, K.may);
    return this.la(1, K.target) && this.la(2, Word) && this.la(3, K.may);
  }

  /** `You may` / `Target opponent may` before an effect: an optional action (207.6). */
  private mayClause = this.RULE("mayClause", () => {
    this.SUBRULE(this.ref);
    this.CONSUME(K.may);
  });

  private unlessClause = this.RULE("unlessClause", () => {
    this.CONSUME(K.unless);
    this.SUBRULE(this.ref);
    this.CONSUME(K.pays);
    this.SUBRULE(this.energyList);
  });

  /** `N [more] damage to|from X`: the second half of `Deal 1 damage to X and 1 damage to Y.` */
  private damagePart = this.RULE("damagePart", () => {
    this.SUBRULE(this.amount);
    this.OPTION((this.bodies[25] ??= () => this.CONSUME(K.more)));
    this.CONSUME(K.damage);
    this.OR((this.alts[16] ??= [alt(() => this.CONSUME(K.to)), alt(() => this.CONSUME(K.from))]));
    this.SUBRULE(this.ref);
  });

  private effect = this.RULE("effect", () => {
    this.OR(
      (this.alts[17] ??=
        this.effectAlts ??
        (this.effectAlts = [
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
        ])),
    );
    // `Draw a card for each Summon you control.` (not `For each extra`, an additional line)
    this.OPTION9(
      (this.bodies[26] ??= gated(
        () => this.perEachAhead(),
        () => this.SUBRULE(this.perEach),
      )),
    );
  });

  /** Whether `for each NOUN` (a count, not `for each extra COST`) starts at LA(1). */
  private perEachAhead(): boolean {
    return this.la(1, K.for) && this.la(2, K.each) && !this.la(3, K.extra);
  }

  /** `for each Summon you control`, `for each damage on it`: an amount counted as it resolves. */
  private perEach = this.RULE("perEach", () => {
    this.CONSUME(K.for);
    this.CONSUME(K.each);
    this.OR(
      (this.alts[18] ??= [
        alt(() => {
          this.CONSUME(K.damage);
          this.CONSUME(K.on);
          this.SUBRULE(this.ref);
        }),
        alt(() => this.SUBRULE(this.noun)),
      ]),
    );
  });

  /** `equal to this Summon's Attack`, `equal to the number of cards in your hand`. */
  private equalTo = this.RULE("equalTo", () => {
    this.CONSUME(K.equal);
    this.CONSUME(K.to);
    this.SUBRULE(this.countPhrase);
  });

  /** What is counted: `its Attack`, `target Summon's Attack`, `the number of Summons you control`. */
  private countPhrase = this.RULE("countPhrase", () => {
    this.OR(
      (this.alts[19] ??= [
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
      ]),
    );
  });

  /** `, where X is the number of Energy Crystals you control`: what X of the sentence counts. */
  private whereClause = this.RULE("whereClause", () => {
    this.CONSUME(Comma);
    this.CONSUME(K.where);
    this.CONSUME(K.x);
    this.CONSUME(K.is);
    this.SUBRULE(this.countPhrase);
  });
  private effectAlts: AltList | undefined = undefined;

  private dealEffect = this.RULE("dealEffect", () => {
    this.CONSUME(K.deal);
    this.SUBRULE(this.damageWords);
  });

  /** `N [more] damage [equal to ...] to X [equal to ...]` of `Deal ...` and `X deals ...`; without
   *  a number, `equal to` says how much (the builder checks there is one). */
  private damageWords = this.RULE("damageWords", () => {
    this.OPTION3((this.bodies[27] ??= () => this.SUBRULE(this.amount)));
    this.OPTION((this.bodies[28] ??= () => this.CONSUME(K.more)));
    this.CONSUME(K.damage);
    this.OPTION4((this.bodies[29] ??= () => this.SUBRULE(this.equalTo)));
    this.CONSUME(K.to);
    this.SUBRULE(this.ref);
    this.OPTION5((this.bodies[30] ??= () => this.SUBRULE2(this.equalTo)));
  });

  private healEffect = this.RULE("healEffect", () => {
    this.CONSUME(K.heal);
    // `Heal all damage from X`, `Heal damage from X equal to its Defense`
    this.OPTION3((this.bodies[31] ??= () => this.OR((this.alts[20] ??= [alt(() => this.SUBRULE(this.amount)), alt(() => this.CONSUME(K.all))]))));
    this.OPTION((this.bodies[32] ??= () => this.CONSUME(K.more)));
    this.CONSUME(K.damage);
    this.OPTION4((this.bodies[33] ??= () => this.SUBRULE(this.equalTo)));
    this.CONSUME(K.from);
    this.SUBRULE(this.ref);
    this.OPTION5((this.bodies[34] ??= () => this.SUBRULE2(this.equalTo)));
  });

  private destroyEffect = this.RULE("destroyEffect", () => {
    this.CONSUME(K.destroy);
    this.SUBRULE(this.ref);
  });

  /** `Remove X from the game` / `Remove N activation|time counters from X` (209.2). */
  private removeEffect = this.RULE("removeEffect", () => {
    this.CONSUME(K.remove);
    this.OR(
      (this.alts[21] ??= [
        alt(() => {
          this.SUBRULE(this.ref);
          this.CONSUME(K.from);
          this.CONSUME(K.the);
          this.CONSUME(K.game);
        }),
        alt(() => {
          this.SUBRULE(this.count);
          this.OR2((this.alts[22] ??= [alt(() => this.CONSUME(K.activation)), alt(() => this.CONSUME(K.time))]));
          // `1 activation counter`, `2 time counters`, `a time counter`
          this.OR3((this.alts[23] ??= [alt(() => this.CONSUME(K.counters)), alt(() => this.CONSUME(K.counter))]));
          this.CONSUME2(K.from);
          this.SUBRULE2(this.ref);
        }),
        // `Remove all [activation|time] counters from X` (209.2)
        alt(() => {
          this.CONSUME(K.all);
          this.OPTION((this.bodies[35] ??= () => this.OR4((this.alts[24] ??= [alt(() => this.CONSUME2(K.activation)), alt(() => this.CONSUME2(K.time))]))));
          this.CONSUME2(K.counters);
          this.CONSUME3(K.from);
          this.SUBRULE3(this.ref);
        }),
      ]),
    );
  });

  /** `Draw N cards`, `Draw a card` (the noun is checked by the builder), `from your deck` (212.1). */
  private drawEffect = this.RULE("drawEffect", () => {
    this.CONSUME(K.draw);
    // `Draw cards equal to ...` has no count
    this.OPTION3(
      (this.bodies[36] ??= gated(
        () => !this.la(1, Word) || NUMBER_WORDS.has(this.LA(1).image.toLowerCase()),
        () => this.SUBRULE(this.count),
      )),
    );
    // `draw an additional card` (canonical: `draw 1 card`)
    this.OPTION2((this.bodies[37] ??= () => this.CONSUME(K.additional)));
    this.CONSUME(Word);
    this.OPTION4((this.bodies[38] ??= () => this.SUBRULE(this.equalTo)));
    this.OPTION((this.bodies[39] ??= () => this.SUBRULE(this.fromYour)));
  });

  /** `Discard N cards`, `from your hand` (glossary "Discard"). */
  private discardEffect = this.RULE("discardEffect", () => {
    this.CONSUME(K.discard);
    this.SUBRULE(this.count);
    this.CONSUME(Word);
    this.OPTION((this.bodies[40] ??= () => this.SUBRULE(this.fromYour)));
  });

  /** `from your deck` / `from your hand`: where a draw or a discard always takes cards from. */
  private fromYour = this.RULE("fromYour", () => {
    this.CONSUME(K.from);
    this.CONSUME(K.your);
    this.OR((this.alts[25] ??= [alt(() => this.CONSUME(K.deck)), alt(() => this.CONSUME(K.hand))]));
  });

  /** `Search your deck for a KIND, show it and put it into your hand`. */
  private searchEffect = this.RULE("searchEffect", () => {
    this.CONSUME(K.search);
    this.CONSUME(K.your);
    this.CONSUME(K.deck);
    this.CONSUME(K.for);
    this.SUBRULE(this.article);
    this.SUBRULE(this.noun);
    // `, show it` (212.2, 213.1: the card found is shown anyway); `, show it, and`
    this.OPTION(
      (this.bodies[41] ??= () => {
        this.CONSUME(Comma);
        this.CONSUME(K.show);
        this.CONSUME(K.it);
        this.OPTION2((this.bodies[42] ??= () => this.CONSUME2(Comma)));
      }),
    );
    this.CONSUME(K.and);
    this.CONSUME(K.put);
    this.CONSUME2(K.it);
    this.CONSUME(K.into);
    this.OR(
      (this.alts[26] ??= [
        alt(() => {
          this.CONSUME2(K.your);
          this.CONSUME(K.hand);
        }),
        // `into play` (402.6a)
        alt(() => this.CONSUME(K.play)),
      ]),
    );
    // `. Then shuffle your deck` (211.2: a search shuffles the deck anyway)
    this.OPTION4(
      (this.bodies[43] ??= gated(
        () => this.la(1, Dot) && this.la(2, K.then) && this.la(3, K.shuffle),
        () => {
          this.CONSUME(Dot);
          this.CONSUME(K.then);
          this.CONSUME(K.shuffle);
          this.CONSUME4(K.your);
          this.CONSUME2(K.deck);
        },
      )),
    );
  });

  /** `Return X to its owner's hand`, `Return all Summons to their owners' hands`. */
  private returnEffect = this.RULE("returnEffect", () => {
    this.CONSUME(K.return);
    this.SUBRULE(this.ref);
    this.CONSUME(K.to);
    this.OR(
      (this.alts[27] ??= [
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
      ]),
    );
  });

  /** `Put N activation|time counters on X` / `Put X into play`. */
  private putEffect = this.RULE("putEffect", () => {
    this.CONSUME(K.put);
    this.OR(
      (this.alts[28] ??= [
        alt(() => {
          this.SUBRULE(this.count);
          this.OR2((this.alts[29] ??= [alt(() => this.CONSUME(K.activation)), alt(() => this.CONSUME(K.time))]));
          // `1 activation counter`, `2 time counters`, `a time counter`
          this.OR3((this.alts[30] ??= [alt(() => this.CONSUME(K.counters)), alt(() => this.CONSUME(K.counter))]));
          this.CONSUME(K.on);
          this.SUBRULE(this.ref);
        }),
        alt(() => {
          this.SUBRULE2(this.ref);
          this.OR4(
            (this.alts[31] ??= [
              alt(() => {
                this.CONSUME(K.into);
                this.CONSUME(K.play);
              }),
              alt(() => this.SUBRULE(this.deckPlace)),
            ]),
          );
        }),
      ]),
    );
  });

  // -------------------------------------------------------------------------------------------
  // Decks and hands (211, 213, 501, 505, 506; issue 14 families 6 and 10)
  // -------------------------------------------------------------------------------------------

  /** `on top of its owner's deck`, `on the bottom of your deck` (501.1). */
  private deckPlace = this.RULE("deckPlace", () => {
    this.CONSUME(K.on);
    this.OR(
      (this.alts[32] ??= [
        alt(() => this.CONSUME(K.top)),
        alt(() => {
          this.CONSUME(K.the);
          this.CONSUME(K.bottom);
        }),
      ]),
    );
    this.CONSUME(K.of);
    this.SUBRULE(this.deckOwner);
    this.CONSUME(K.deck);
  });

  /** Whose deck or hand: `your`, `their`, `its owner's`, `target player's`, `each opponent's`. */
  private deckOwner = this.RULE("deckOwner", () => {
    this.OR(
      (this.alts[33] ??= [
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
      ]),
    );
  });

  /** `the top N cards of X's deck`, `the top card of your deck` (501.3). */
  private topOfDeck = this.RULE("topOfDeck", () => {
    this.CONSUME(K.the);
    this.CONSUME(K.top);
    this.OPTION((this.bodies[44] ??= () => this.CONSUME(NumberLit)));
    this.CONSUME(Word); // card / cards (the builder checks the word)
    this.CONSUME(K.of);
    this.SUBRULE(this.deckOwner);
    this.CONSUME(K.deck);
  });

  /** `Remove the top N cards of X's deck from the game` (506), `Put the top N cards of your deck
   *  into your discard pile` (505). */
  private topCardsEffect = this.RULE("topCardsEffect", () => {
    this.OR(
      (this.alts[34] ??= [
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
      ]),
    );
  });

  /** `Shuffle your discard pile into your deck` (211, 505), `Shuffle X into its owner's deck`. */
  private shuffleEffect = this.RULE("shuffleEffect", () => {
    this.CONSUME(K.shuffle);
    this.OR(
      (this.alts[35] ??= [
        alt(() => {
          this.CONSUME(K.your);
          this.CONSUME(K.discard);
          this.CONSUME(K.pile);
        }),
        alt(() => this.SUBRULE(this.ref)),
      ]),
    );
    this.CONSUME(K.into);
    this.SUBRULE2(this.deckOwner);
    this.CONSUME(K.deck);
  });

  /** `Show your hand` (213.1). */
  private showEffect = this.RULE("showEffect", () => {
    this.CONSUME(K.show);
    this.SUBRULE(this.deckOwner);
    this.CONSUME(K.hand);
  });

  /** `Look at target opponent's hand` / `Look at the top N cards of X's deck and put them back in
   *  any order` (501.2: the deck is hidden; the player looks and orders them). */
  private lookEffect = this.RULE("lookEffect", () => {
    this.CONSUME(K.look);
    this.CONSUME(K.at);
    this.OR(
      (this.alts[36] ??= [
        alt(() => {
          this.SUBRULE(this.deckOwner);
          this.CONSUME(K.hand);
        }),
        alt(() => {
          this.SUBRULE(this.topOfDeck);
          this.OR3(
            (this.alts[37] ??= [
              alt(() => {
                this.OR2(
                  (this.alts[38] ??= [
                    alt(() => this.CONSUME(K.and)),
                    alt(() => {
                      this.CONSUME(Comma);
                      this.CONSUME(K.then);
                    }),
                  ]),
                );
                this.CONSUME(K.put);
                this.CONSUME(Word); // them
                this.CONSUME2(Word); // back
                this.CONSUME(K.in);
                this.CONSUME3(Word); // any
                this.CONSUME4(Word); // order
              }),
              alt(() => this.SUBRULE(this.putOneRest)),
            ]),
          );
        }),
      ]),
    );
  });

  /** `. Put one of them into your hand and the rest on the bottom of your deck` (501.2). */
  private putOneRest = this.RULE("putOneRest", () => {
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
  private revealEffect = this.RULE("revealEffect", () => {
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
  private shufflesPredicate = this.RULE("shufflesPredicate", () => {
    this.CONSUME(K.shuffle);
    this.SUBRULE(this.deckOwner);
    this.CONSUME(K.discard);
    this.CONSUME(K.pile);
    this.CONSUME(K.into);
    this.SUBRULE2(this.deckOwner);
    this.CONSUME(K.deck);
  });

  /** `shows their hand` (213.1). */
  private showsPredicate = this.RULE("showsPredicate", () => {
    this.CONSUME(K.show);
    this.SUBRULE(this.deckOwner);
    this.CONSUME(K.hand);
  });

  private deactivateEffect = this.RULE("deactivateEffect", () => {
    this.CONSUME(K.deactivate);
    this.SUBRULE(this.ref);
  });

  private reactivateEffect = this.RULE("reactivateEffect", () => {
    this.CONSUME(K.reactivate);
    this.SUBRULE(this.ref);
  });

  /** `Move X up to N dots`. */
  private moveEffect = this.RULE("moveEffect", () => {
    this.CONSUME(K.move);
    this.SUBRULE(this.ref);
    this.CONSUME(K.up);
    this.CONSUME(K.to);
    this.CONSUME(NumberLit);
    this.CONSUME(K.dots);
  });

  private gainControlEffect = this.RULE("gainControlEffect", () => {
    this.CONSUME(K.gain);
    this.CONSUME(K.control);
    this.CONSUME(K.of);
    this.SUBRULE(this.ref);
    this.OPTION((this.bodies[45] ??= () => this.SUBRULE(this.duration)));
  });

  private counterEffect = this.RULE("counterEffect", () => {
    this.CONSUME(K.counter);
    this.SUBRULE(this.ref);
  });

  /** `Prevent the next N damage that would be dealt to X [this turn]` / `Prevent all damage ...`. */
  private preventEffect = this.RULE("preventEffect", () => {
    this.CONSUME(K.prevent);
    this.OR(
      (this.alts[39] ??= [
        alt(() => {
          this.CONSUME(K.the);
          this.CONSUME(K.next);
          this.SUBRULE(this.amount);
        }),
        alt(() => this.CONSUME(K.all)),
      ]),
    );
    this.CONSUME(K.damage);
    this.CONSUME(K.that);
    this.CONSUME(K.would);
    this.CONSUME(K.be);
    this.CONSUME(K.dealt);
    this.CONSUME(K.to);
    this.SUBRULE(this.ref);
    this.OPTION((this.bodies[46] ??= () => this.SUBRULE(this.duration)));
  });

  /** `Add M2 to your Energy Pool` (the pool's words are checked by the builder). */
  private addEnergyEffect = this.RULE("addEnergyEffect", () => {
    this.CONSUME(K.add);
    this.SUBRULE(this.energyList);
    // `Add M1 or B1 ...` (203: one of them, the player's choice)
    this.MANY(
      (this.bodies[47] ??= () => {
        this.CONSUME(K.or);
        this.SUBRULE2(this.energyList);
      }),
    );
    this.CONSUME(K.to);
    this.CONSUME(K.your);
    this.AT_LEAST_ONE((this.bodies[48] ??= () => this.CONSUME(Word)));
  });

  /** `pay C1` (in `You may pay C1. If you do, ...`). */
  private payEffect = this.RULE("payEffect", () => {
    this.CONSUME(K.pays);
    this.SUBRULE(this.energyList);
  });

  private takeTurnEffect = this.RULE("takeTurnEffect", () => {
    this.CONSUME(K.take);
    this.SUBRULE(this.extraTurnWords);
  });

  /** `an extra turn after this one`. */
  private extraTurnWords = this.RULE("extraTurnWords", () => {
    this.CONSUME(K.an);
    this.CONSUME(K.extra);
    this.CONSUME(K.turn);
    this.CONSUME(K.after);
    this.CONSUME(K.this);
    this.CONSUME(K.one);
  });

  /** `Costs of KIND X casts are raised|reduced by COST` (the casters are the noun's qualifier). */
  private costModifierEffect = this.RULE("costModifierEffect", () => {
    this.CONSUME(K.costs);
    this.CONSUME(K.of);
    this.SUBRULE(this.noun);
    this.CONSUME(K.are);
    this.OR((this.alts[40] ??= [alt(() => this.CONSUME(K.raised)), alt(() => this.CONSUME(K.reduced))]));
    this.CONSUME(K.by);
    this.SUBRULE(this.energyList);
  });

  /** `Choose a Summon you control` (208.1: picked as the effect resolves; `it` names it after). */
  private chooseEffect = this.RULE("chooseEffect", () => {
    this.CONSUME(K.choose);
    this.SUBRULE(this.indefiniteRef);
  });

  /** `Give X Range +1 [and ...] [duration]` (canonical: `X gets Range +1 ...`). */
  private giveEffect = this.RULE("giveEffect", () => {
    this.CONSUME(K.give);
    this.SUBRULE(this.ref);
    this.SUBRULE(this.statChange);
    this.MANY(
      (this.bodies[49] ??= gated(
        () => (this.la(1, Comma) || this.la(1, K.and)) && this.statChangeAhead(2),
        () => {
          this.OR((this.alts[41] ??= [alt(() => this.CONSUME(Comma)), alt(() => this.CONSUME(K.and))]));
          this.SUBRULE2(this.statChange);
        },
      )),
    );
    this.OPTION((this.bodies[50] ??= () => this.SUBRULE(this.duration)));
  });

  /** A sentence with a subject: `X gets ...`, `X can't ...`, `X draws ...`. */
  private subjectEffect = this.RULE("subjectEffect", () => {
    this.SUBRULE(this.ref);
    // `Target Summon and another target Summon get ...`: each gets it.
    this.OPTION(
      (this.bodies[51] ??= gated(
        () => this.la(1, K.and) && (this.la(2, K.another) || this.la(2, K.target)),
        () => {
          this.CONSUME(K.and);
          this.SUBRULE2(this.ref);
        },
      )),
    );
    this.SUBRULE(this.predicate);
  });

  private predicate = this.RULE("predicate", () => {
    this.OR(
      (this.alts[42] ??= [
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
      ]),
    );
  });

  /** `cost C1 less|more [to cast]` of `Summon Cards you cast cost C1 less.` (204, canonical:
   *  `Costs of Summon Cards you cast are reduced by C1.`). */
  private costsPredicate = this.RULE("costsPredicate", () => {
    this.CONSUME(K.costs);
    this.SUBRULE(this.energyList);
    this.OR((this.alts[43] ??= [alt(() => this.CONSUME(K.less)), alt(() => this.CONSUME(K.more))]));
    this.OPTION(
      (this.bodies[52] ??= () => {
        this.CONSUME(K.to);
        // `to move`: the Movement Energy (204.5; canonical `Movement Energy of X is reduced by ...`)
        this.OR2((this.alts[44] ??= [alt(() => this.CONSUME(K.cast)), alt(() => this.CONSUME(K.move))]));
      }),
    );
  });

  /** `Movement Energy of X is raised|reduced by COST` (204.5), `Activating X costs COST more|less` (204.3). */
  private actionCostEffect = this.RULE("actionCostEffect", () => {
    this.OR(
      (this.alts[45] ??= [
        alt(() => {
          this.CONSUME(Word); // Movement
          this.CONSUME2(Word); // Energy
          this.CONSUME(K.of);
          this.SUBRULE(this.noun);
          this.CONSUME(K.is);
          this.OR2((this.alts[46] ??= [alt(() => this.CONSUME(K.raised)), alt(() => this.CONSUME(K.reduced))]));
          this.CONSUME(K.by);
          this.SUBRULE(this.energyList);
        }),
        alt(() => {
          this.CONSUME3(Word); // Activating
          this.SUBRULE2(this.noun);
          this.CONSUME(K.costs);
          this.SUBRULE2(this.energyList);
          this.OR3((this.alts[47] ??= [alt(() => this.CONSUME(K.more)), alt(() => this.CONSUME(K.less))]));
        }),
      ]),
    );
  });

  /** Whether an action's cost change starts here: `Movement Energy of`, `Activating`. */
  private actionCostAhead(): boolean {
    const w = (i: number) => (this.la(i, Word) ? this.LA(i).image.toLowerCase() : "");
    return (w(1) === "movement" && w(2) === "energy" && this.la(3, K.of)) || w(1) === "activating";
  }

  /** `gets STAT +N [duration]`, several changes joined by `,` / `and` (`gets Attack +2 and Speed +1`). */
  private getsPredicate = this.RULE("getsPredicate", () => {
    this.CONSUME(K.gets);
    this.SUBRULE(this.statChange);
    this.MANY(
      (this.bodies[53] ??= gated(
        () => (this.la(1, Comma) || this.la(1, K.and)) && this.statChangeAhead(2),
        () => {
          this.OR((this.alts[48] ??= [alt(() => this.CONSUME(Comma)), alt(() => this.CONSUME(K.and))]));
          this.SUBRULE2(this.statChange);
        },
      )),
    );
    this.OPTION2(
      (this.bodies[54] ??= gated(
        () => this.perEachAhead(),
        () => this.SUBRULE(this.perEach),
      )),
    );
    this.OPTION((this.bodies[55] ??= () => this.SUBRULE(this.duration)));
  });

  /** `Attack +2`, also `+2 Attack` (canonical: the stat first). */
  private statChange = this.RULE("statChange", () => {
    this.OR(
      (this.alts[49] ??= [
        alt(() => {
          this.SUBRULE(this.statPhrase);
          this.OR2((this.alts[50] ??= [alt(() => this.CONSUME(Plus)), alt(() => this.CONSUME(Minus))]));
          // `Defense +X ..., where X is ...`
          this.OR4((this.alts[51] ??= [alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(K.x))]));
        }),
        alt(() => {
          this.OR3((this.alts[52] ??= [alt(() => this.CONSUME2(Plus)), alt(() => this.CONSUME2(Minus))]));
          this.CONSUME2(NumberLit);
          this.SUBRULE2(this.statPhrase);
        }),
      ]),
    );
  });

  /** Whether a stat change starts at LA(k): `+1 ...`, or stat words followed by `+`/`-`. */
  private statChangeAhead(k: number): boolean {
    if (this.la(k, Plus) || this.la(k, Minus)) return true;
    let i = k;
    while (i < k + 3 && this.la(i, StatWord)) i++;
    return i > k && (this.la(i, Plus) || this.la(i, Minus));
  }

  /** `'s STAT becomes N [duration]`. */
  private becomesPredicate = this.RULE("becomesPredicate", () => {
    this.CONSUME(Possessive);
    this.SUBRULE(this.statPhrase);
    this.CONSUME(K.becomes);
    this.CONSUME(NumberLit);
    this.OPTION((this.bodies[56] ??= () => this.SUBRULE(this.duration)));
  });

  /** `can't move|attack|be activated|be targeted by NOUN [duration]`; `can't move or attack`. */
  private cantPredicate = this.RULE("cantPredicate", () => {
    this.CONSUME(K["can't"]);
    this.OR(
      (this.alts[53] ??= [
        alt(() => {
          this.CONSUME(K.move);
          this.OPTION2(
            (this.bodies[57] ??= () => {
              this.CONSUME(K.or);
              this.CONSUME(K.attack);
            }),
          );
        }),
        alt(() => {
          this.CONSUME2(K.attack);
          this.OPTION3(
            (this.bodies[58] ??= () => {
              this.CONSUME2(K.or);
              this.CONSUME2(K.move);
            }),
          );
        }),
        alt(() => {
          this.CONSUME(K.be);
          this.OR2(
            (this.alts[54] ??= [
              alt(() => this.CONSUME(K.activated)),
              alt(() => this.CONSUME(K.attacked)),
              alt(() => {
                this.CONSUME(K.targeted);
                this.CONSUME(K.by);
                this.SUBRULE(this.noun);
              }),
            ]),
          );
        }),
      ]),
    );
    this.OPTION((this.bodies[59] ??= () => this.SUBRULE(this.duration)));
  });

  /** `loses all abilities [duration]` (402.10e). */
  private losesPredicate = this.RULE("losesPredicate", () => {
    this.CONSUME(K.loses);
    this.CONSUME(K.all);
    this.CONSUME(Word); // abilities
    this.OPTION((this.bodies[60] ??= () => this.SUBRULE(this.duration)));
  });

  /** `can attack one more time [this turn]`. */
  private canAttackPredicate = this.RULE("canAttackPredicate", () => {
    this.CONSUME(K.can);
    this.CONSUME(K.attack);
    this.CONSUME(K.one);
    this.CONSUME(K.more);
    this.CONSUME(K.time);
    this.OPTION((this.bodies[61] ??= () => this.SUBRULE(this.duration)));
  });

  /** `deals 2 damage to X`, `deals damage equal to its Attack to X`: damage from the subject (210.3). */
  private dealsPredicate = this.RULE("dealsPredicate", () => {
    this.CONSUME(K.deal);
    this.SUBRULE(this.damageWords);
  });

  private drawsPredicate = this.RULE("drawsPredicate", () => {
    this.OR((this.alts[55] ??= [alt(() => this.CONSUME(K.draws)), alt(() => this.CONSUME(K.draw))]));
    this.SUBRULE(this.count);
    this.CONSUME(Word);
  });

  private discardsPredicate = this.RULE("discardsPredicate", () => {
    this.OR((this.alts[56] ??= [alt(() => this.CONSUME(K.discards)), alt(() => this.CONSUME(K.discard))]));
    this.SUBRULE(this.count);
    this.CONSUME(Word);
  });

  /** `produces an extra M1 [duration]`. */
  private producesPredicate = this.RULE("producesPredicate", () => {
    this.CONSUME(K.produces);
    this.CONSUME(K.an);
    this.CONSUME(K.extra);
    this.SUBRULE(this.energyList);
    this.OPTION((this.bodies[62] ??= () => this.SUBRULE(this.duration)));
  });

  /** `skips his next PHASE` or `skips his next turn` (700.2). */
  private skipsPredicate = this.RULE("skipsPredicate", () => {
    this.CONSUME(K.skips);
    this.CONSUME(K.his);
    this.CONSUME(K.next);
    this.OR((this.alts[57] ??= [{ ALT: () => this.CONSUME(K.turn) }, { ALT: () => this.SUBRULE(this.phasePhrase) }]));
  });

  /** `takes an extra turn after this one`. */
  private takesPredicate = this.RULE("takesPredicate", () => {
    this.CONSUME(K.take);
    this.SUBRULE(this.extraTurnWords);
  });

  private amount = this.RULE("amount", () => {
    this.OR((this.alts[58] ??= [alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(K.x))]));
  });

  /** How many cards or counters: an amount, or `a` / `an` / `one` for one (`Draw a card`). */
  private count = this.RULE("count", () => {
    this.OR(
      (this.alts[59] ??= [
        alt(() => this.SUBRULE(this.amount)),
        alt(() => this.SUBRULE(this.article)),
        alt(() => this.CONSUME(K.one)),
        // `two cards` (canonical: `2 cards`)
        gatedAlt(
          () => NUMBER_WORDS.has(this.LA(1).image.toLowerCase()),
          () => this.CONSUME(Word),
        ),
      ]),
    );
  });

  private statPhrase = this.RULE("statPhrase", () => {
    this.AT_LEAST_ONE((this.bodies[63] ??= () => this.CONSUME(StatWord)));
  });

  private phasePhrase = this.RULE("phasePhrase", () => {
    this.AT_LEAST_ONE((this.bodies[64] ??= () => this.CONSUME(PhaseWord)));
  });

  /** `until end of turn`, `this turn`, `until your next PHASE`. */
  private duration = this.RULE("duration", () => {
    this.OR(
      (this.alts[60] ??= [
        alt(() => {
          this.CONSUME(K.until);
          this.OR2(
            (this.alts[61] ??= [
              alt(() => {
                this.CONSUME(K.end);
                this.CONSUME(K.of);
                this.CONSUME(K.turn);
              }),
              alt(() => {
                this.CONSUME(K.your);
                this.CONSUME(K.next);
                // `until your next turn` (canonical: `until your next Reactivation Phase`, where a turn starts)
                this.OR3((this.alts[62] ??= [alt(() => this.CONSUME3(K.turn)), alt(() => this.SUBRULE(this.phasePhrase))]));
              }),
            ]),
          );
        }),
        alt(() => {
          this.CONSUME(K.this);
          this.CONSUME2(K.turn);
        }),
      ]),
    );
  });

  // -------------------------------------------------------------------------------------------
  // Conditions and triggers
  // -------------------------------------------------------------------------------------------

  /** The condition of `If CONDITION,`. */
  private condition = this.RULE("condition", () => {
    this.OR((this.alts[63] ??= [alt(() => this.SUBRULE(this.controlCondition)), alt(() => this.SUBRULE(this.handCondition)), alt(() => this.SUBRULE(this.refCondition))]));
  });

  /** `you control a Dragon`. */
  private controlCondition = this.RULE("controlCondition", () => {
    this.CONSUME(K.you);
    this.CONSUME(K.control);
    this.SUBRULE(this.article);
    this.SUBRULE(this.noun);
  });

  /** `you have N or fewer cards in your hand`. */
  private handCondition = this.RULE("handCondition", () => {
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
  private refCondition = this.RULE("refCondition", () => {
    this.SUBRULE(this.ref);
    this.OR(
      (this.alts[64] ??= [
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
          this.OPTION(
            (this.bodies[65] ??= () => {
              this.CONSUME(K.this);
              this.CONSUME(K.way);
            }),
          );
        }),
      ]),
    );
  });

  private trigger = this.RULE("trigger", () => {
    this.OR((this.alts[65] ??= [alt(() => this.SUBRULE(this.eventTrigger)), alt(() => this.SUBRULE(this.phaseTrigger)), alt(() => this.SUBRULE(this.duringTrigger))]));
  });

  /** `When|Whenever X EVENT`. */
  private eventTrigger = this.RULE("eventTrigger", () => {
    this.OR((this.alts[66] ??= [alt(() => this.CONSUME(K.when)), alt(() => this.CONSUME(K.whenever))]));
    this.SUBRULE(this.ref);
    this.SUBRULE(this.triggerEvent);
  });

  private triggerEvent = this.RULE("triggerEvent", () => {
    this.OR(
      (this.alts[67] ??= [
        alt(() => this.CONSUME(K.attacks)),
        alt(() => this.CONSUME(K.moves)),
        alt(() => {
          this.CONSUME(K.destroys);
          this.SUBRULE(this.article);
          this.SUBRULE(this.noun);
        }),
        alt(() => {
          this.CONSUME(K.is);
          this.OR2(
            (this.alts[68] ??= [
              alt(() => {
                this.CONSUME(K.dealt);
                this.CONSUME(K.damage);
              }),
              alt(() => this.CONSUME(K.destroyed)),
              alt(() => this.CONSUME(K.cast)),
              alt(() => this.CONSUME(K.attacked)),
            ]),
          );
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
          this.OR3((this.alts[69] ??= [alt(() => this.CONSUME(K.draw)), alt(() => this.CONSUME(K.draws))]));
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
      ]),
    );
  });

  /** `At the beginning|end of your PHASE` / `... of each turn`. */
  private phaseTrigger = this.RULE("phaseTrigger", () => {
    this.CONSUME(K.at);
    this.CONSUME(K.the);
    // `At the start of` (canonical: `At the beginning of`)
    this.OR((this.alts[70] ??= [alt(() => this.CONSUME(K.beginning)), alt(() => this.CONSUME(K.start)), alt(() => this.CONSUME(K.end))]));
    this.CONSUME(K.of);
    this.OR2(
      (this.alts[71] ??= [
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
      ]),
    );
  });

  /** `During your PHASE`, `In target player's PHASE`. */
  private duringTrigger = this.RULE("duringTrigger", () => {
    this.OR((this.alts[72] ??= [alt(() => this.CONSUME(K.during)), alt(() => this.CONSUME(K.in))]));
    this.SUBRULE(this.phaseOwner);
    this.SUBRULE(this.phasePhrase);
  });

  /** `your`, `target player's`, `each player's`. */
  private phaseOwner = this.RULE("phaseOwner", () => {
    this.OR(
      (this.alts[73] ??= [
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
      ]),
    );
  });

  // -------------------------------------------------------------------------------------------
  // References (208)
  // -------------------------------------------------------------------------------------------

  /** A subject or object, with an optional `'s controller` / `'s owner`. */
  private ref = this.RULE("ref", () => {
    this.OR(
      (this.alts[74] ??=
        this.refAlts ??
        (this.refAlts = [
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
        ])),
    );
    this.OPTION(
      (this.bodies[66] ??= gated(
        () => this.la(1, Possessive) && (this.la(2, K.controller) || this.la(2, K.owner)),
        () => this.SUBRULE(this.possessor),
      )),
    );
  });
  private refAlts: AltList | undefined = undefined;

  /** `target Summon`, `another target Summon`. */
  private targetRef = this.RULE("targetRef", () => {
    this.OPTION((this.bodies[67] ??= () => this.CONSUME(K.another)));
    this.CONSUME(K.target);
    this.SUBRULE(this.noun);
  });

  /** `up to two target Summons`, `each of up to two target Summons` (208.1). */
  private upToRef = this.RULE("upToRef", () => {
    this.OPTION(
      (this.bodies[68] ??= () => {
        this.CONSUME(K.each);
        this.CONSUME(K.of);
      }),
    );
    this.CONSUME(K.up);
    this.CONSUME(K.to);
    this.OR((this.alts[75] ??= [alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(Word))]));
    this.CONSUME(K.target);
    this.SUBRULE(this.noun);
  });

  private thisRef = this.RULE("thisRef", () => {
    this.CONSUME(K.this);
    this.SUBRULE(this.noun);
  });

  private thatRef = this.RULE("thatRef", () => {
    this.CONSUME(K.that);
    this.SUBRULE(this.noun);
  });

  /** `its controller`, `its owner`. */
  private itsRef = this.RULE("itsRef", () => {
    this.CONSUME(K.its);
    this.OR((this.alts[76] ??= [alt(() => this.CONSUME(K.controller)), alt(() => this.CONSUME(K.owner))]));
  });

  /** `all Summons`, `all players`, `all target player's Summons`. */
  private allRef = this.RULE("allRef", () => {
    this.CONSUME(K.all);
    this.OPTION(
      (this.bodies[69] ??= () => {
        this.CONSUME(K.target);
        this.SUBRULE(this.noun);
        this.CONSUME(Possessive);
      }),
    );
    this.SUBRULE2(this.noun);
  });

  /** `a Summon you control`. */
  private indefiniteRef = this.RULE("indefiniteRef", () => {
    this.SUBRULE(this.article);
    this.SUBRULE(this.noun);
  });

  /** `the attacking Summon`, `the source`. */
  private theRef = this.RULE("theRef", () => {
    this.CONSUME(K.the);
    this.OR(
      (this.alts[77] ??= [
        alt(() => {
          this.CONSUME(K.attacking);
          this.SUBRULE(this.noun);
        }),
        alt(() => this.CONSUME(K.source)),
      ]),
    );
  });

  /** `your opponents`, `each opponent`, `each player`; `each Summon an opponent controls`, `your
   *  Summons` (canonical: `all Summons ...`). */
  private playerGroupRef = this.RULE("playerGroupRef", () => {
    this.OR((this.alts[78] ??= [alt(() => this.CONSUME(K.your)), alt(() => this.CONSUME(K.each))]));
    this.SUBRULE(this.noun);
  });

  /** `Summons you control`, `Dragons`: a plural noun alone (canonical: `all Summons you control`). */
  private pluralRef = this.RULE("pluralRef", () => {
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
  private possessor = this.RULE("possessor", () => {
    this.CONSUME(Possessive);
    this.OR((this.alts[79] ??= [alt(() => this.CONSUME(K.controller)), alt(() => this.CONSUME(K.owner))]));
  });

  /** `with Attack 2 or less`, `with Range 2 or greater`, `with Attack less than 2`, `with Defense 1`,
   *  `with 3 or more damage` (202.5, 209.3a). */
  private statQualifier = this.RULE("statQualifier", () => {
    this.CONSUME(K.with);
    this.OR(
      (this.alts[80] ??= [
        alt(() => {
          this.CONSUME(NumberLit);
          this.CONSUME(K.or);
          this.CONSUME(K.more);
          this.CONSUME(K.damage);
        }),
        alt(() => {
          this.SUBRULE(this.statPhrase);
          this.OR2(
            (this.alts[81] ??= [
              alt(() => {
                this.CONSUME2(NumberLit);
                this.OPTION(
                  (this.bodies[70] ??= () => {
                    this.CONSUME2(K.or);
                    this.OR3((this.alts[82] ??= [alt(() => this.CONSUME(K.less)), alt(() => this.CONSUME2(K.more)), alt(() => this.CONSUME(K.fewer)), alt(() => this.CONSUME(Word))]));
                  }),
                );
              }),
              alt(() => {
                this.OR4((this.alts[83] ??= [alt(() => this.CONSUME2(K.less)), alt(() => this.CONSUME3(K.more))]));
                this.CONSUME2(Word); // than
                this.CONSUME3(NumberLit);
              }),
            ]),
          );
        }),
      ]),
    );
  });

  /** `on a No Attack Dot`, `on an Ending Dot`, `on your Starting Dot` (600.6). */
  private dotQualifier = this.RULE("dotQualifier", () => {
    this.CONSUME(K.on);
    this.OR((this.alts[84] ??= [alt(() => this.CONSUME(K.a)), alt(() => this.CONSUME(K.an)), alt(() => this.CONSUME(K.your))]));
    this.OR2(
      (this.alts[85] ??= [
        alt(() => {
          this.CONSUME(K.no);
          this.CONSUME(K.attack);
        }),
        alt(() => this.CONSUME(Word)),
      ]),
    );
    this.CONSUME(K.dots);
  });

  /** `fixed on a Summon you control` (207.5a). */
  private fixedQualifier = this.RULE("fixedQualifier", () => {
    this.CONSUME(Word); // fixed
    this.CONSUME(K.on);
    this.SUBRULE(this.article);
    this.SUBRULE(this.noun);
  });

  private article = this.RULE("article", () => {
    this.OR((this.alts[86] ??= [alt(() => this.CONSUME(K.a)), alt(() => this.CONSUME(K.an))]));
  });

  /** Noun words (read against the vocabulary by the builder) and their qualifiers; `activated`
   *  (a keyword) may lead (`target activated Summon`, 206.1d), `non-` join (`non-Dragon`, 208.6). */
  private noun = this.RULE("noun", () => {
    this.OPTION((this.bodies[71] ??= () => this.CONSUME(K.activated)));
    this.CONSUME(Word);
    // `fixed on ...` after the noun words is a qualifier, not one of them.
    this.MANY2(
      (this.bodies[72] ??= gated(
        // nor is the stat of `Give target Summon Range +1`.
        () => this.la(1, Word) && !(this.la(2, K.on) && this.LA(1).image.toLowerCase() === "fixed") && !this.la(2, Plus) && !this.la(2, Minus),
        () => this.CONSUME3(Word),
      )),
    );
    this.OPTION2(
      (this.bodies[73] ??= gated(
        () => this.la(1, Minus) && this.la(2, Word) && this.LA(0).image.toLowerCase() === "non",
        () => {
          this.CONSUME(Minus);
          this.AT_LEAST_ONE2((this.bodies[74] ??= () => this.CONSUME2(Word)));
        },
      )),
    );
    this.MANY(
      (this.bodies[75] ??= gated(
        () => this.qualifierAhead(),
        () => this.SUBRULE(this.qualifier),
      )),
    );
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
  private qualifier = this.RULE("qualifier", () => {
    this.OR(
      (this.alts[87] ??= [
        alt(() => {
          this.CONSUME(K.you);
          this.OR2((this.alts[88] ??= [alt(() => this.CONSUME(K.control)), alt(() => this.CONSUME(K.cast))]));
        }),
        // `each Summon they control` in a trigger for each (opponent's) phase
        alt(() => {
          this.CONSUME(K.they);
          this.CONSUME3(K.control);
        }),
        alt(() => {
          this.OR3((this.alts[89] ??= [alt(() => this.CONSUME(K.a)), alt(() => this.CONSUME(K.an)), alt(() => this.CONSUME(K.your))]));
          this.CONSUME(Word);
          this.OR4((this.alts[90] ??= [alt(() => this.CONSUME(K.controls)), alt(() => this.CONSUME2(K.control)), alt(() => this.CONSUME2(K.cast))]));
        }),
        alt(() => this.SUBRULE(this.statQualifier)),
        alt(() => this.SUBRULE(this.dotQualifier)),
        alt(() => this.SUBRULE(this.fixedQualifier)),
        alt(() => {
          this.OR5((this.alts[91] ??= [alt(() => this.CONSUME(K.in)), alt(() => this.CONSUME(K.from))]));
          this.OR6((this.alts[92] ??= [alt(() => this.CONSUME2(K.a)), alt(() => this.CONSUME2(K.an)), alt(() => this.CONSUME2(K.your))]));
          this.OPTION((this.bodies[76] ??= () => this.CONSUME(K.discard)));
          this.OR7((this.alts[93] ??= [alt(() => this.CONSUME(K.pile)), alt(() => this.CONSUME(K.hand)), alt(() => this.CONSUME(K.deck))]));
        }),
      ]),
    );
  });
}

/** The one parser instance (DESIGN principle 7: built once). */
export const parser = new CardParser();
