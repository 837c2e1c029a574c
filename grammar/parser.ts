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
]);

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

/** Messages in the designer's words; a misspelt keyword gets a did-you-mean (E1003, see index.ts). */
const errorMessages = {
  buildMismatchTokenMessage({ expected, actual }: { expected: TokenType; actual: IToken; previous: IToken; ruleName: string }) {
    return misspelling(actual, [expected]) ?? `expected ${describe(expected)} but found ${found(actual)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }: { firstRedundant: IToken; ruleName: string }) {
    return `unexpected ${found(firstRedundant)}`;
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, actual, ruleName }: { expectedPathsPerAlt: TokenType[][][]; actual: IToken[]; previous: IToken; customUserDescription?: string; ruleName: string }) {
    const firsts = uniqueFirsts(expectedPathsPerAlt.flat());
    return misspelling(actual[0], firsts) ?? `expected ${expectation(ruleName, firsts)} but found ${found(actual[0])}`;
  },
  buildEarlyExitMessage({ expectedIterationPaths, actual, ruleName }: { expectedIterationPaths: TokenType[][]; actual: IToken[]; previous: IToken; customUserDescription?: string; ruleName: string }) {
    const firsts = uniqueFirsts(expectedIterationPaths);
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

class CardParser extends CstParser {
  constructor() {
    super(ALL_TOKENS, {
      recoveryEnabled: true,
      nodeLocationTracking: "onlyOffset",
      maxLookahead: 3,
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

  /** True when LA(i) is of the type (categories included). */
  private la(i: number, type: TokenType): boolean {
    return tokenMatcher(this.LA(i), type);
  }

  // -------------------------------------------------------------------------------------------
  // Card and fields (LANGUAGE.md section 1)
  // -------------------------------------------------------------------------------------------

  /** `card NAME` and its field lines, up to the next card. */
  public card = this.RULE("card", () => {
    this.CONSUME(CardHeader);
    this.MANY(() => {
      this.OR([alt(() => this.CONSUME(Newline)), alt(() => this.SUBRULE(this.field))]);
    });
  });

  private field = this.RULE("field", () => {
    this.OR({
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
    });
  });

  private costField = this.RULE("costField", () => {
    this.CONSUME(L.cost);
    this.SUBRULE(this.energyList);
    this.CONSUME(Newline);
  });

  /** `type: Class Specific Effect Card (Dragon)`. */
  private typeField = this.RULE("typeField", () => {
    this.CONSUME(L.type);
    this.AT_LEAST_ONE(() => this.CONSUME(AnyWord));
    this.OPTION(() => {
      this.CONSUME(LParen);
      this.AT_LEAST_ONE2(() => this.CONSUME2(AnyWord));
      this.CONSUME(RParen);
    });
    this.CONSUME(Newline);
  });

  private classField = this.RULE("classField", () => {
    this.CONSUME(L.class);
    this.AT_LEAST_ONE(() => this.CONSUME(AnyWord));
    this.CONSUME(Newline);
  });

  private elementField = this.RULE("elementField", () => {
    this.CONSUME(L.element);
    this.AT_LEAST_ONE(() => this.CONSUME(AnyWord));
    this.CONSUME(Newline);
  });

  private crewField = this.RULE("crewField", () => {
    this.CONSUME(L.crew);
    this.AT_LEAST_ONE(() => this.CONSUME(AnyWord));
    this.CONSUME(Newline);
  });

  private restrictionField = this.RULE("restrictionField", () => {
    this.CONSUME(L.restriction);
    this.OR([alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(InfinitySign)), alt(() => this.CONSUME(K.unlimited))]);
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
    this.AT_LEAST_ONE_SEP(separated(Comma, () => this.SUBRULE(this.statEntry)));
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
    this.OPTION(() => this.SUBRULE(this.lineBody));
    this.CONSUME(Newline);
    this.MANY(() => {
      this.OR([alt(() => this.CONSUME2(Newline)), alt(() => this.SUBRULE(this.textLine))]);
    });
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
    this.AT_LEAST_ONE(() => this.CONSUME(AnyContent));
    this.CONSUME(Newline);
  });

  /** `M2 B1`, `none`. */
  private energyList = this.RULE("energyList", () => {
    this.OR([alt(() => this.CONSUME(K.none)), alt(() => this.AT_LEAST_ONE(() => this.CONSUME(Energy)))]);
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
    this.OR({
      MAX_LOOKAHEAD: 1,
      IGNORE_AMBIGUITIES: true,
      DEF: [
        alt(() => this.SUBRULE(this.bracketLine)),
        alt(() => this.SUBRULE(this.orLine)),
        alt(() => this.SUBRULE(this.activatedLine)),
        alt(() => this.SUBRULE(this.producesLine)),
        alt(() => this.SUBRULE(this.additionalLine)),
        alt(() => this.SUBRULE(this.triggeredLine)),
        // A line that starts with a plain word is an effect only when that word starts a plural
        // noun (`Summons you control get ...`); otherwise it is an errorLine (`Dael` -> `Deal`).
        gatedAlt(
          () => !this.la(1, Word) || this.pluralNounAhead(1),
          () => this.SUBRULE(this.effectLine),
        ),
        alt(() => this.SUBRULE(this.errorLine)),
      ],
    });
  });

  /** `[...]`: a summon ability (402.10e-h). */
  private bracketLine = this.RULE("bracketLine", () => {
    this.CONSUME(LBracket);
    this.OR({
      MAX_LOOKAHEAD: 1,
      IGNORE_AMBIGUITIES: true,
      DEF: [alt(() => this.SUBRULE(this.activatedLine)), alt(() => this.SUBRULE(this.paidLine)), alt(() => this.SUBRULE(this.triggeredLine)), alt(() => this.SUBRULE(this.effectLine))],
    });
    this.CONSUME(RBracket);
  });

  private orLine = this.RULE("orLine", () => {
    this.CONSUME(K.or);
  });

  /** `☉: ...`, `☉, B1: ...`. */
  private activatedLine = this.RULE("activatedLine", () => {
    this.CONSUME(Activate);
    this.OPTION(() => {
      this.CONSUME(Comma);
      this.SUBRULE(this.energyList);
    });
    this.CONSUME(Colon);
    this.SUBRULE(this.sentences);
  });

  /** `B1: ...` inside brackets. */
  private paidLine = this.RULE("paidLine", () => {
    this.SUBRULE(this.energyList);
    this.CONSUME(Colon);
    this.SUBRULE(this.sentences);
  });

  private producesLine = this.RULE("producesLine", () => {
    this.CONSUME(K.produces);
    this.SUBRULE(this.energyList);
    this.CONSUME(Dot);
  });

  /** `With COST:`, `With extra COST:`, `For each extra COST:`; the cost may be missing (checker). */
  private additionalLine = this.RULE("additionalLine", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.with);
        this.OPTION(() => this.CONSUME(K.extra));
      }),
      alt(() => {
        this.CONSUME(K.for);
        this.CONSUME(K.each);
        this.CONSUME2(K.extra);
      }),
    ]);
    this.OPTION2(() => this.SUBRULE(this.energyList));
    this.CONSUME(Colon);
    this.SUBRULE(this.sentences);
  });

  /** `When X attacks, ...` (a colon is accepted too, as inside brackets). */
  private triggeredLine = this.RULE("triggeredLine", () => {
    this.SUBRULE(this.trigger);
    this.OR([alt(() => this.CONSUME(Comma)), alt(() => this.CONSUME(Colon))]);
    this.SUBRULE(this.sentences);
  });

  private effectLine = this.RULE("effectLine", () => {
    this.SUBRULE(this.sentences);
  });

  /** A line no ability starts like (reported by the builder, with a did-you-mean). */
  private errorLine = this.RULE("errorLine", () => {
    this.AT_LEAST_ONE(() => this.CONSUME(AnyContent));
  });

  // -------------------------------------------------------------------------------------------
  // Sentences (LANGUAGE.md section 3)
  // -------------------------------------------------------------------------------------------

  private sentences = this.RULE("sentences", () => {
    this.AT_LEAST_ONE(() => this.SUBRULE(this.sentence));
  });

  /** `[lead,] effect [and effect | , then effect]... [unless X pays COST].` */
  private sentence = this.RULE("sentence", () => {
    this.OPTION(() => this.SUBRULE(this.lead));
    this.OPTION3(
      gated(
        () => this.mayAhead(),
        () => this.SUBRULE(this.mayClause),
      ),
    );
    this.SUBRULE(this.effect);
    this.MANY(() => {
      this.OR2([
        alt(() => this.CONSUME(K.and)),
        // `Draw 2 cards, then discard 1 card.` (canonical: `and`)
        alt(() => {
          this.CONSUME(Comma);
          this.CONSUME(K.then);
        }),
      ]);
      this.OR({
        IGNORE_AMBIGUITIES: true,
        DEF: [
          // `Target player draws 2 cards and discards 1 card.`: a verb with no subject of its own
          // takes the sentence's subject (a third-person verb starts no effect of its own).
          gatedAlt(
            () => this.la(1, K.draws) || this.la(1, K.discards) || this.la(1, K.gets) || this.la(1, K["can't"]) || this.la(1, K.can) || this.la(1, K.skips),
            () => this.SUBRULE(this.predicate),
          ),
          alt(() => this.SUBRULE(this.damagePart)),
          alt(() => this.SUBRULE2(this.effect)),
        ],
      });
    });
    this.OPTION4(
      gated(
        () => this.la(1, Comma) && this.la(2, K.where),
        () => this.SUBRULE(this.whereClause),
      ),
    );
    this.OPTION2(() => this.SUBRULE(this.unlessClause));
    this.CONSUME(Dot);
  });

  /** `When successfully done,` (also `If you do,`) / `If CONDITION,` / `Until end of turn,`. */
  private lead = this.RULE("lead", () => {
    this.OR([
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
        this.OR2([alt(() => this.CONSUME2(K.you)), alt(() => this.CONSUME(K.they))]);
        this.CONSUME(K["don't"]);
      }),
      alt(() => {
        this.CONSUME(K.if);
        this.SUBRULE(this.condition);
      }),
      alt(() => this.SUBRULE(this.duration)),
    ]);
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
    this.OPTION(() => this.CONSUME(K.more));
    this.CONSUME(K.damage);
    this.OR([alt(() => this.CONSUME(K.to)), alt(() => this.CONSUME(K.from))]);
    this.SUBRULE(this.ref);
  });

  private effect = this.RULE("effect", () => {
    this.OR(
      this.effectAlts ??
        (this.effectAlts = [
          alt(() => this.SUBRULE(this.dealEffect)),
          alt(() => this.SUBRULE(this.healEffect)),
          alt(() => this.SUBRULE(this.destroyEffect)),
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
          alt(() => this.SUBRULE(this.subjectEffect)),
        ]),
    );
    // `Draw a card for each Summon you control.` (not `For each extra`, an additional line)
    this.OPTION9(
      gated(
        () => this.perEachAhead(),
        () => this.SUBRULE(this.perEach),
      ),
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
    this.OR([
      alt(() => {
        this.CONSUME(K.damage);
        this.CONSUME(K.on);
        this.SUBRULE(this.ref);
      }),
      alt(() => this.SUBRULE(this.noun)),
    ]);
  });

  /** `equal to this Summon's Attack`, `equal to the number of cards in your hand`. */
  private equalTo = this.RULE("equalTo", () => {
    this.CONSUME(K.equal);
    this.CONSUME(K.to);
    this.SUBRULE(this.countPhrase);
  });

  /** What is counted: `its Attack`, `target Summon's Attack`, `the number of Summons you control`. */
  private countPhrase = this.RULE("countPhrase", () => {
    this.OR([
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
    ]);
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
    this.OPTION3(() => this.SUBRULE(this.amount));
    this.OPTION(() => this.CONSUME(K.more));
    this.CONSUME(K.damage);
    this.OPTION4(() => this.SUBRULE(this.equalTo));
    this.CONSUME(K.to);
    this.SUBRULE(this.ref);
    this.OPTION5(() => this.SUBRULE2(this.equalTo));
  });

  private healEffect = this.RULE("healEffect", () => {
    this.CONSUME(K.heal);
    // `Heal all damage from X`, `Heal damage from X equal to its Defense`
    this.OPTION3(() => this.OR([alt(() => this.SUBRULE(this.amount)), alt(() => this.CONSUME(K.all))]));
    this.OPTION(() => this.CONSUME(K.more));
    this.CONSUME(K.damage);
    this.OPTION4(() => this.SUBRULE(this.equalTo));
    this.CONSUME(K.from);
    this.SUBRULE(this.ref);
    this.OPTION5(() => this.SUBRULE2(this.equalTo));
  });

  private destroyEffect = this.RULE("destroyEffect", () => {
    this.CONSUME(K.destroy);
    this.SUBRULE(this.ref);
  });

  /** `Remove X from the game` / `Remove N activation|time counters from X` (209.2). */
  private removeEffect = this.RULE("removeEffect", () => {
    this.CONSUME(K.remove);
    this.OR([
      alt(() => {
        this.SUBRULE(this.ref);
        this.CONSUME(K.from);
        this.CONSUME(K.the);
        this.CONSUME(K.game);
      }),
      alt(() => {
        this.SUBRULE(this.count);
        this.OR2([alt(() => this.CONSUME(K.activation)), alt(() => this.CONSUME(K.time))]);
        // `1 activation counter`, `2 time counters`, `a time counter`
        this.OR3([alt(() => this.CONSUME(K.counters)), alt(() => this.CONSUME(K.counter))]);
        this.CONSUME2(K.from);
        this.SUBRULE2(this.ref);
      }),
    ]);
  });

  /** `Draw N cards`, `Draw a card` (the noun is checked by the builder), `from your deck` (212.1). */
  private drawEffect = this.RULE("drawEffect", () => {
    this.CONSUME(K.draw);
    // `Draw cards equal to ...` has no count
    this.OPTION3(
      gated(
        () => !this.la(1, Word) || NUMBER_WORDS.has(this.LA(1).image.toLowerCase()),
        () => this.SUBRULE(this.count),
      ),
    );
    // `draw an additional card` (canonical: `draw 1 card`)
    this.OPTION2(() => this.CONSUME(K.additional));
    this.CONSUME(Word);
    this.OPTION4(() => this.SUBRULE(this.equalTo));
    this.OPTION(() => this.SUBRULE(this.fromYour));
  });

  /** `Discard N cards`, `from your hand` (glossary "Discard"). */
  private discardEffect = this.RULE("discardEffect", () => {
    this.CONSUME(K.discard);
    this.SUBRULE(this.count);
    this.CONSUME(Word);
    this.OPTION(() => this.SUBRULE(this.fromYour));
  });

  /** `from your deck` / `from your hand`: where a draw or a discard always takes cards from. */
  private fromYour = this.RULE("fromYour", () => {
    this.CONSUME(K.from);
    this.CONSUME(K.your);
    this.OR([alt(() => this.CONSUME(K.deck)), alt(() => this.CONSUME(K.hand))]);
  });

  /** `Search your deck for a KIND, show it and put it into your hand`. */
  private searchEffect = this.RULE("searchEffect", () => {
    this.CONSUME(K.search);
    this.CONSUME(K.your);
    this.CONSUME(K.deck);
    this.CONSUME(K.for);
    this.SUBRULE(this.article);
    this.SUBRULE(this.noun);
    this.CONSUME(Comma);
    this.CONSUME(K.show);
    this.CONSUME(K.it);
    this.CONSUME(K.and);
    this.CONSUME(K.put);
    this.CONSUME2(K.it);
    this.CONSUME(K.into);
    this.CONSUME2(K.your);
    this.CONSUME(K.hand);
  });

  /** `Return X to its owner's hand`, `Return all Summons to their owners' hands`. */
  private returnEffect = this.RULE("returnEffect", () => {
    this.CONSUME(K.return);
    this.SUBRULE(this.ref);
    this.CONSUME(K.to);
    this.OR([
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
    ]);
  });

  /** `Put N activation|time counters on X` / `Put X into play`. */
  private putEffect = this.RULE("putEffect", () => {
    this.CONSUME(K.put);
    this.OR([
      alt(() => {
        this.SUBRULE(this.count);
        this.OR2([alt(() => this.CONSUME(K.activation)), alt(() => this.CONSUME(K.time))]);
        // `1 activation counter`, `2 time counters`, `a time counter`
        this.OR3([alt(() => this.CONSUME(K.counters)), alt(() => this.CONSUME(K.counter))]);
        this.CONSUME(K.on);
        this.SUBRULE(this.ref);
      }),
      alt(() => {
        this.SUBRULE2(this.ref);
        this.CONSUME(K.into);
        this.CONSUME(K.play);
      }),
    ]);
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
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  private counterEffect = this.RULE("counterEffect", () => {
    this.CONSUME(K.counter);
    this.SUBRULE(this.ref);
  });

  /** `Prevent the next N damage that would be dealt to X [this turn]` / `Prevent all damage ...`. */
  private preventEffect = this.RULE("preventEffect", () => {
    this.CONSUME(K.prevent);
    this.OR([
      alt(() => {
        this.CONSUME(K.the);
        this.CONSUME(K.next);
        this.SUBRULE(this.amount);
      }),
      alt(() => this.CONSUME(K.all)),
    ]);
    this.CONSUME(K.damage);
    this.CONSUME(K.that);
    this.CONSUME(K.would);
    this.CONSUME(K.be);
    this.CONSUME(K.dealt);
    this.CONSUME(K.to);
    this.SUBRULE(this.ref);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `Add M2 to your Energy Pool` (the pool's words are checked by the builder). */
  private addEnergyEffect = this.RULE("addEnergyEffect", () => {
    this.CONSUME(K.add);
    this.SUBRULE(this.energyList);
    this.CONSUME(K.to);
    this.CONSUME(K.your);
    this.AT_LEAST_ONE(() => this.CONSUME(Word));
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
    this.OR([alt(() => this.CONSUME(K.raised)), alt(() => this.CONSUME(K.reduced))]);
    this.CONSUME(K.by);
    this.SUBRULE(this.energyList);
  });

  /** A sentence with a subject: `X gets ...`, `X can't ...`, `X draws ...`. */
  private subjectEffect = this.RULE("subjectEffect", () => {
    this.SUBRULE(this.ref);
    this.SUBRULE(this.predicate);
  });

  private predicate = this.RULE("predicate", () => {
    this.OR([
      alt(() => this.SUBRULE(this.getsPredicate)),
      alt(() => this.SUBRULE(this.becomesPredicate)),
      alt(() => this.SUBRULE(this.cantPredicate)),
      alt(() => this.SUBRULE(this.canAttackPredicate)),
      alt(() => this.SUBRULE(this.drawsPredicate)),
      alt(() => this.SUBRULE(this.dealsPredicate)),
      alt(() => this.SUBRULE(this.discardsPredicate)),
      alt(() => this.SUBRULE(this.producesPredicate)),
      alt(() => this.SUBRULE(this.skipsPredicate)),
      alt(() => this.SUBRULE(this.takesPredicate)),
      alt(() => this.SUBRULE(this.costsPredicate)),
    ]);
  });

  /** `cost C1 less|more [to cast]` of `Summon Cards you cast cost C1 less.` (204, canonical:
   *  `Costs of Summon Cards you cast are reduced by C1.`). */
  private costsPredicate = this.RULE("costsPredicate", () => {
    this.CONSUME(K.costs);
    this.SUBRULE(this.energyList);
    this.OR([alt(() => this.CONSUME(K.less)), alt(() => this.CONSUME(K.more))]);
    this.OPTION(() => {
      this.CONSUME(K.to);
      this.CONSUME(K.cast);
    });
  });

  /** `gets STAT +N [duration]`, several changes joined by `,` / `and` (`gets Attack +2 and Speed +1`). */
  private getsPredicate = this.RULE("getsPredicate", () => {
    this.CONSUME(K.gets);
    this.SUBRULE(this.statChange);
    this.MANY(
      gated(
        () => (this.la(1, Comma) || this.la(1, K.and)) && this.statChangeAhead(2),
        () => {
          this.OR([alt(() => this.CONSUME(Comma)), alt(() => this.CONSUME(K.and))]);
          this.SUBRULE2(this.statChange);
        },
      ),
    );
    this.OPTION2(
      gated(
        () => this.perEachAhead(),
        () => this.SUBRULE(this.perEach),
      ),
    );
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `Attack +2`, also `+2 Attack` (canonical: the stat first). */
  private statChange = this.RULE("statChange", () => {
    this.OR([
      alt(() => {
        this.SUBRULE(this.statPhrase);
        this.OR2([alt(() => this.CONSUME(Plus)), alt(() => this.CONSUME(Minus))]);
        // `Defense +X ..., where X is ...`
        this.OR4([alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(K.x))]);
      }),
      alt(() => {
        this.OR3([alt(() => this.CONSUME2(Plus)), alt(() => this.CONSUME2(Minus))]);
        this.CONSUME2(NumberLit);
        this.SUBRULE2(this.statPhrase);
      }),
    ]);
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
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `can't move|attack|be activated|be targeted by NOUN [duration]`; `can't move or attack`. */
  private cantPredicate = this.RULE("cantPredicate", () => {
    this.CONSUME(K["can't"]);
    this.OR([
      alt(() => {
        this.CONSUME(K.move);
        this.OPTION2(() => {
          this.CONSUME(K.or);
          this.CONSUME(K.attack);
        });
      }),
      alt(() => {
        this.CONSUME2(K.attack);
        this.OPTION3(() => {
          this.CONSUME2(K.or);
          this.CONSUME2(K.move);
        });
      }),
      alt(() => {
        this.CONSUME(K.be);
        this.OR2([
          alt(() => this.CONSUME(K.activated)),
          alt(() => {
            this.CONSUME(K.targeted);
            this.CONSUME(K.by);
            this.SUBRULE(this.noun);
          }),
        ]);
      }),
    ]);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `can attack one more time [this turn]`. */
  private canAttackPredicate = this.RULE("canAttackPredicate", () => {
    this.CONSUME(K.can);
    this.CONSUME(K.attack);
    this.CONSUME(K.one);
    this.CONSUME(K.more);
    this.CONSUME(K.time);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `deals 2 damage to X`, `deals damage equal to its Attack to X`: damage from the subject (210.3). */
  private dealsPredicate = this.RULE("dealsPredicate", () => {
    this.CONSUME(K.deal);
    this.SUBRULE(this.damageWords);
  });

  private drawsPredicate = this.RULE("drawsPredicate", () => {
    this.OR([alt(() => this.CONSUME(K.draws)), alt(() => this.CONSUME(K.draw))]);
    this.SUBRULE(this.count);
    this.CONSUME(Word);
  });

  private discardsPredicate = this.RULE("discardsPredicate", () => {
    this.OR([alt(() => this.CONSUME(K.discards)), alt(() => this.CONSUME(K.discard))]);
    this.SUBRULE(this.count);
    this.CONSUME(Word);
  });

  /** `produces an extra M1 [duration]`. */
  private producesPredicate = this.RULE("producesPredicate", () => {
    this.CONSUME(K.produces);
    this.CONSUME(K.an);
    this.CONSUME(K.extra);
    this.SUBRULE(this.energyList);
    this.OPTION(() => this.SUBRULE(this.duration));
  });

  /** `skips his next PHASE` or `skips his next turn` (700.2). */
  private skipsPredicate = this.RULE("skipsPredicate", () => {
    this.CONSUME(K.skips);
    this.CONSUME(K.his);
    this.CONSUME(K.next);
    this.OR([{ ALT: () => this.CONSUME(K.turn) }, { ALT: () => this.SUBRULE(this.phasePhrase) }]);
  });

  /** `takes an extra turn after this one`. */
  private takesPredicate = this.RULE("takesPredicate", () => {
    this.CONSUME(K.take);
    this.SUBRULE(this.extraTurnWords);
  });

  private amount = this.RULE("amount", () => {
    this.OR([alt(() => this.CONSUME(NumberLit)), alt(() => this.CONSUME(K.x))]);
  });

  /** How many cards or counters: an amount, or `a` / `an` / `one` for one (`Draw a card`). */
  private count = this.RULE("count", () => {
    this.OR([
      alt(() => this.SUBRULE(this.amount)),
      alt(() => this.SUBRULE(this.article)),
      alt(() => this.CONSUME(K.one)),
      // `two cards` (canonical: `2 cards`)
      gatedAlt(
        () => NUMBER_WORDS.has(this.LA(1).image.toLowerCase()),
        () => this.CONSUME(Word),
      ),
    ]);
  });

  private statPhrase = this.RULE("statPhrase", () => {
    this.AT_LEAST_ONE(() => this.CONSUME(StatWord));
  });

  private phasePhrase = this.RULE("phasePhrase", () => {
    this.AT_LEAST_ONE(() => this.CONSUME(PhaseWord));
  });

  /** `until end of turn`, `this turn`, `until your next PHASE`. */
  private duration = this.RULE("duration", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.until);
        this.OR2([
          alt(() => {
            this.CONSUME(K.end);
            this.CONSUME(K.of);
            this.CONSUME(K.turn);
          }),
          alt(() => {
            this.CONSUME(K.your);
            this.CONSUME(K.next);
            // `until your next turn` (canonical: `until your next Reactivation Phase`, where a turn starts)
            this.OR3([alt(() => this.CONSUME3(K.turn)), alt(() => this.SUBRULE(this.phasePhrase))]);
          }),
        ]);
      }),
      alt(() => {
        this.CONSUME(K.this);
        this.CONSUME2(K.turn);
      }),
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // Conditions and triggers
  // -------------------------------------------------------------------------------------------

  /** The condition of `If CONDITION,`. */
  private condition = this.RULE("condition", () => {
    this.OR([alt(() => this.SUBRULE(this.controlCondition)), alt(() => this.SUBRULE(this.handCondition)), alt(() => this.SUBRULE(this.refCondition))]);
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
    this.OR([
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
        this.OPTION(() => {
          this.CONSUME(K.this);
          this.CONSUME(K.way);
        });
      }),
    ]);
  });

  private trigger = this.RULE("trigger", () => {
    this.OR([alt(() => this.SUBRULE(this.eventTrigger)), alt(() => this.SUBRULE(this.phaseTrigger)), alt(() => this.SUBRULE(this.duringTrigger))]);
  });

  /** `When|Whenever X EVENT`. */
  private eventTrigger = this.RULE("eventTrigger", () => {
    this.OR([alt(() => this.CONSUME(K.when)), alt(() => this.CONSUME(K.whenever))]);
    this.SUBRULE(this.ref);
    this.SUBRULE(this.triggerEvent);
  });

  private triggerEvent = this.RULE("triggerEvent", () => {
    this.OR([
      alt(() => this.CONSUME(K.attacks)),
      alt(() => this.CONSUME(K.moves)),
      alt(() => {
        this.CONSUME(K.destroys);
        this.SUBRULE(this.article);
        this.SUBRULE(this.noun);
      }),
      alt(() => {
        this.CONSUME(K.is);
        this.OR2([
          alt(() => {
            this.CONSUME(K.dealt);
            this.CONSUME(K.damage);
          }),
          alt(() => this.CONSUME(K.destroyed)),
          alt(() => this.CONSUME(K.cast)),
          alt(() => this.CONSUME(K.attacked)),
        ]);
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
        this.OR3([alt(() => this.CONSUME(K.draw)), alt(() => this.CONSUME(K.draws))]);
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
    ]);
  });

  /** `At the beginning|end of your PHASE` / `... of each turn`. */
  private phaseTrigger = this.RULE("phaseTrigger", () => {
    this.CONSUME(K.at);
    this.CONSUME(K.the);
    // `At the start of` (canonical: `At the beginning of`)
    this.OR([alt(() => this.CONSUME(K.beginning)), alt(() => this.CONSUME(K.start)), alt(() => this.CONSUME(K.end))]);
    this.CONSUME(K.of);
    this.OR2([
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
    ]);
  });

  /** `During your PHASE`, `In target player's PHASE`. */
  private duringTrigger = this.RULE("duringTrigger", () => {
    this.OR([alt(() => this.CONSUME(K.during)), alt(() => this.CONSUME(K.in))]);
    this.SUBRULE(this.phaseOwner);
    this.SUBRULE(this.phasePhrase);
  });

  /** `your`, `target player's`, `each player's`. */
  private phaseOwner = this.RULE("phaseOwner", () => {
    this.OR([
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
    ]);
  });

  // -------------------------------------------------------------------------------------------
  // References (208)
  // -------------------------------------------------------------------------------------------

  /** A subject or object, with an optional `'s controller` / `'s owner`. */
  private ref = this.RULE("ref", () => {
    this.OR(
      this.refAlts ??
        (this.refAlts = [
          alt(() => this.SUBRULE(this.targetRef)),
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
        ]),
    );
    this.OPTION(
      gated(
        () => this.la(1, Possessive) && (this.la(2, K.controller) || this.la(2, K.owner)),
        () => this.SUBRULE(this.possessor),
      ),
    );
  });
  private refAlts: AltList | undefined = undefined;

  /** `target Summon`, `another target Summon`. */
  private targetRef = this.RULE("targetRef", () => {
    this.OPTION(() => this.CONSUME(K.another));
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
    this.OR([alt(() => this.CONSUME(K.controller)), alt(() => this.CONSUME(K.owner))]);
  });

  /** `all Summons`, `all players`, `all target player's Summons`. */
  private allRef = this.RULE("allRef", () => {
    this.CONSUME(K.all);
    this.OPTION(() => {
      this.CONSUME(K.target);
      this.SUBRULE(this.noun);
      this.CONSUME(Possessive);
    });
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
    this.OR([
      alt(() => {
        this.CONSUME(K.attacking);
        this.SUBRULE(this.noun);
      }),
      alt(() => this.CONSUME(K.source)),
    ]);
  });

  /** `your opponents`, `each opponent`, `each player`; `each Summon an opponent controls`, `your
   *  Summons` (canonical: `all Summons ...`). */
  private playerGroupRef = this.RULE("playerGroupRef", () => {
    this.OR([alt(() => this.CONSUME(K.your)), alt(() => this.CONSUME(K.each))]);
    this.SUBRULE(this.noun);
  });

  /** `Summons you control`, `Dragons`: a plural noun alone (canonical: `all Summons you control`). */
  private pluralRef = this.RULE("pluralRef", () => {
    this.SUBRULE(this.noun);
  });

  /** Whether the words from LA(k) are a plural noun of the vocabulary (`Summons`, `Summon Cards`). */
  private pluralNounAhead(k: number): boolean {
    let words = "";
    for (let i = k; i < k + 5 && this.la(i, Word); i++) words += (words ? " " : "") + this.LA(i).image.toLowerCase();
    return PLURAL_NOUNS.has(words);
  }

  /** `'s controller`, `'s owner`. */
  private possessor = this.RULE("possessor", () => {
    this.CONSUME(Possessive);
    this.OR([alt(() => this.CONSUME(K.controller)), alt(() => this.CONSUME(K.owner))]);
  });

  private article = this.RULE("article", () => {
    this.OR([alt(() => this.CONSUME(K.a)), alt(() => this.CONSUME(K.an))]);
  });

  /** Noun words (read against the vocabulary by the builder) and their qualifiers. */
  private noun = this.RULE("noun", () => {
    this.AT_LEAST_ONE(() => this.CONSUME(Word));
    this.MANY(
      gated(
        () => this.qualifierAhead(),
        () => this.SUBRULE(this.qualifier),
      ),
    );
  });

  /**
   * A qualifier only where its words really follow, since what may follow a noun differs by
   * sentence (`target Summon you control` but `Remove target Summon from the game`).
   */
  private qualifierAhead(): boolean {
    if (this.la(1, K.you)) return this.la(2, K.control) || this.la(2, K.cast);
    if (this.la(1, K.they)) return this.la(2, K.control);
    if (this.la(1, K.a) || this.la(1, K.an) || this.la(1, K.your)) {
      return this.la(2, Word) && (this.la(3, K.controls) || this.la(3, K.control) || this.la(3, K.cast));
    }
    if (this.la(1, K.in) || this.la(1, K.from)) return this.la(2, K.a) || this.la(2, K.an) || this.la(2, K.your);
    return false;
  }

  /** `you control`, `an opponent controls`, `your opponents cast`, `in a discard pile`, `from your hand`. */
  private qualifier = this.RULE("qualifier", () => {
    this.OR([
      alt(() => {
        this.CONSUME(K.you);
        this.OR2([alt(() => this.CONSUME(K.control)), alt(() => this.CONSUME(K.cast))]);
      }),
      // `each Summon they control` in a trigger for each (opponent's) phase
      alt(() => {
        this.CONSUME(K.they);
        this.CONSUME3(K.control);
      }),
      alt(() => {
        this.OR3([alt(() => this.CONSUME(K.a)), alt(() => this.CONSUME(K.an)), alt(() => this.CONSUME(K.your))]);
        this.CONSUME(Word);
        this.OR4([alt(() => this.CONSUME(K.controls)), alt(() => this.CONSUME2(K.control)), alt(() => this.CONSUME2(K.cast))]);
      }),
      alt(() => {
        this.OR5([alt(() => this.CONSUME(K.in)), alt(() => this.CONSUME(K.from))]);
        this.OR6([alt(() => this.CONSUME2(K.a)), alt(() => this.CONSUME2(K.an)), alt(() => this.CONSUME2(K.your))]);
        this.OPTION(() => this.CONSUME(K.discard));
        this.OR7([alt(() => this.CONSUME(K.pile)), alt(() => this.CONSUME(K.hand)), alt(() => this.CONSUME(K.deck))]);
      }),
    ]);
  });
}

/** The one parser instance (DESIGN principle 7: built once). */
export const parser = new CardParser();
