// AST-READY
// The typed AST of a card file: what the parser (grammar/ast-builder.ts) makes of card text and
// what the checker and lowering (compiler/) read. It keeps the surface facts the checker needs:
// the words as written, pronouns left unresolved (`it`, `that Summon`, `its controller`), `or`
// and additional lines as lines of their own (they refer to the line above), the `☉` / `(A)`
// spelling, field labels with their ranges (duplicates stay in the list), and error nodes where
// text could not be parsed (the grammar has already reported those; the checker skips them).
//
// Names mirror runtime/abilities.ts where they fit: effects carry its `op` names, conditions its
// `cond` names, triggers its `on` names, durations its Duration values.
//
// Every node has `range`. Lines and columns are 1-based, offsets 0-based (UTF-16 code units, as
// JavaScript strings count them); `end` is exclusive: the position just after the last character.
import type { FieldName, PhaseName, StatName } from "./vocabulary.ts";

/** A point in the source text. */
export interface Position {
  line: number;
  column: number;
  offset: number;
}

/** A span of source text; `end` is exclusive. */
export interface SourceRange {
  start: Position;
  end: Position;
}

/** What every node has. */
interface NodeBase {
  range: SourceRange;
}

// ---------------------------------------------------------------------------------------------
// File and card
// ---------------------------------------------------------------------------------------------

/** A whole `*.card` file: its cards in order, and its comments (for `fmt`). */
export interface CardFileNode extends NodeBase {
  kind: "CardFile";
  file: string;
  cards: CardNode[];
  comments: CommentNode[];
}

/** `# ...` to the end of a line; `text` is what follows the `#`, untrimmed. */
export interface CommentNode extends NodeBase {
  kind: "Comment";
  text: string;
}

/** `card NAME` and the field lines that follow it, up to the next `card` line or end of file. */
export interface CardNode extends NodeBase {
  kind: "Card";
  /** The rest of the `card` line, trimmed, comment excluded. */
  name: string;
  nameRange: SourceRange;
  /** The `card` line itself (where a missing-field diagnostic points). */
  headerRange: SourceRange;
  /** Every field line in source order, duplicates included (the grammar reports them). */
  fields: FieldNode[];
  /** How many lines among the fields the grammar could not read (a misspelt label, a label without
   *  its colon; reported): a field the checker misses may be one of them, so it says nothing more. */
  unreadFields?: number;
}

// ---------------------------------------------------------------------------------------------
// Fields (LANGUAGE.md section 1)
// ---------------------------------------------------------------------------------------------

/** The canonical name of each field (vocabulary.ts FIELDS); `unknown` is a label the grammar did not know (reported). */
export type { FieldName };

/** What every field line has: its label as written (`Cost`, `non permanent`) and where. */
export interface FieldBase extends NodeBase {
  kind: "Field";
  label: string;
  labelRange: SourceRange;
}

/** `cost: M2 B1` or `cost: none` (304.2, 204.2). */
export interface CostField extends FieldBase {
  field: "cost";
  value: EnergyListNode;
}

/** `type: Summon Card`, `type: Class Specific Effect Card (Dragon)`; `Card` may be left out. */
export interface TypeField extends FieldBase {
  field: "type";
  /** A card-type id of grammar/vocabulary.ts CARD_TYPES, or null if unknown (reported). */
  typeId: string | null;
  /** The type words as written, without the parenthesised class. */
  written: string;
  writtenRange: SourceRange;
  /** Whether the word `Card` was written (fmt keeps the designer's choice or canonicalises). */
  cardWord: boolean;
  /** `(Dragon)` of a Class Specific Effect Card; null when not written. */
  typeClass: WordsNode | null;
}

/** `class: Dragon` / `class: Life Base` (304.2b). */
export interface ClassField extends FieldBase {
  field: "class";
  value: WordsNode;
}

/** `element: Fire`. */
export interface ElementField extends FieldBase {
  field: "element";
  value: WordsNode;
}

/** `crew: Marksman` (304.2c). */
export interface CrewField extends FieldBase {
  field: "crew";
  value: WordsNode;
}

/** `restriction: 3`, `restriction: ∞`, `restriction: unlimited` (304.3). */
export interface RestrictionField extends FieldBase {
  field: "restriction";
  /** A whole number, "unlimited" for `∞`/`unlimited`, or null when the value did not parse (reported). */
  value: number | "unlimited" | null;
  /** The value as written (`∞`, `unlimited`, `3`). */
  written: string;
  valueRange: SourceRange;
}

/** `permanent` or `non permanent` on a line of its own (304.4, 206). */
export interface PermanenceField extends FieldBase {
  field: "permanent";
  permanent: boolean;
}

/** `movement energy: B1` (204.5). */
export interface MovementEnergyField extends FieldBase {
  field: "movementEnergy";
  value: EnergyListNode;
}

/** `stats: attack 3, defense 4, speed 2, range 1` (402.10); the checker checks all four are there. */
export interface StatsField extends FieldBase {
  field: "stats";
  entries: StatEntryNode[];
}

/** One `attack 3` of a stats line. */
export interface StatEntryNode extends NodeBase {
  kind: "StatEntry";
  stat: StatPhraseNode;
  /** null when the number is missing (reported). */
  value: number | null;
}

/** `counters: 3 activation` / `counters: 2 time` (209.2). */
export interface CountersField extends FieldBase {
  field: "counters";
  /** null when the number is missing (reported). */
  n: number | null;
  /** null when the counter word is unknown (reported). */
  counter: "activation" | "time" | null;
  valueRange: SourceRange;
}

/** `text:` and the ability lines that follow (305). */
export interface TextField extends FieldBase {
  field: "text";
  lines: LineNode[];
}

/** `flavor: ...` free text (306). */
export interface FlavorField extends FieldBase {
  field: "flavor";
  text: string;
  valueRange: SourceRange;
}

/** `collector: 1.1/045/089-U` (307); `parts` is null when the value is not of that form (reported). */
export interface CollectorField extends FieldBase {
  field: "collector";
  text: string;
  valueRange: SourceRange;
  parts: { act: string; number: string; total: string; rarity: string } | null;
}

/** A `label: value` line whose label is not a field (reported with a did-you-mean). */
export interface UnknownField extends FieldBase {
  field: "unknown";
  /** The rest of the line after the colon, trimmed. */
  value: string;
}

/** One field line of a card. */
export type FieldNode =
  | CostField
  | TypeField
  | ClassField
  | ElementField
  | CrewField
  | RestrictionField
  | PermanenceField
  | MovementEnergyField
  | StatsField
  | CountersField
  | TextField
  | FlavorField
  | CollectorField
  | UnknownField;

/** Some words as written (a class, an element, a crew); `text` is the words joined by single spaces. */
export interface WordsNode extends NodeBase {
  kind: "Words";
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Energy
// ---------------------------------------------------------------------------------------------

/** `M2 B1 C1`, `none`, or nothing (`For each extra:` gets an empty list at the colon). */
export interface EnergyListNode extends NodeBase {
  kind: "EnergyList";
  /** `none` was written. */
  none: boolean;
  items: EnergyAmountNode[];
}

/** One `M2`: letter and amount. `known` is false for a letter not in ENERGY_TYPES (reported). */
export interface EnergyAmountNode extends NodeBase {
  kind: "Energy";
  letter: string;
  amount: number;
  known: boolean;
}

// ---------------------------------------------------------------------------------------------
// Ability lines (LANGUAGE.md section 2): one line of the text block each
// ---------------------------------------------------------------------------------------------

/** What every ability line has: its text as printed (trimmed, comment removed). */
interface LineBase extends NodeBase {
  text: string;
  /** Natural wording the line uses that has a canonical spelling (`Draw a card.` -> `Draw 1 card.`):
   *  the edits that make it canonical, each named by its rule (`fmt` applies them, LANGUAGE.md 5). */
  rewrites?: Rewrite[];
}

/** One edit to the canonical wording: replace `range` of the line with `text`. */
export interface Rewrite {
  /** The rule's name, as the language reference for designers names it (`a card`, `each`, ...). */
  rule: string;
  range: SourceRange;
  text: string;
  /** What follows this edit starts a sentence: its first letter becomes a capital. */
  sentenceStart?: boolean;
}

/**
 * Sentences with no trigger and no cost: an effect on resolution (non permanent), a continuous
 * effect (permanent Effect, 207.5), or `[SENTENCE]` a continuous summon ability (bracketed).
 * The checker decides which from the card type.
 */
export interface EffectLine extends LineBase {
  kind: "EffectLine";
  bracketed: boolean;
  sentences: SentenceNode[];
}

/** `When/Whenever/At/During/In ..., EFFECT` or `[When ...: EFFECT]` (207.4, 402.10h). */
export interface TriggeredLine extends LineBase {
  kind: "TriggeredLine";
  bracketed: boolean;
  trigger: TriggerNode;
  sentences: SentenceNode[];
}

/** `☉: ...`, `☉, B1: ...`, `(A): ...`, `[☉: ...]` (204.3, 207.6, 402.10f). */
export interface ActivatedLine extends LineBase {
  kind: "ActivatedLine";
  bracketed: boolean;
  /** As written, so fmt can keep the file's spelling. */
  symbol: "☉" | "(A)";
  symbolRange: SourceRange;
  /** The cost after `☉,`; null when there is none. */
  cost: EnergyListNode | null;
  sentences: SentenceNode[];
}

/** `[B1: EFFECT]` a summon's paid ability (402.10g). Only written in brackets. */
export interface PaidLine extends LineBase {
  kind: "PaidLine";
  bracketed: true;
  cost: EnergyListNode;
  sentences: SentenceNode[];
}

/** `Produces M1.` a crystal's energy (200.1b, 403.4). */
export interface ProducesLine extends LineBase {
  kind: "ProducesLine";
  energy: EnergyListNode;
  /** The other energies of `Produces M1 or B1.` (403.4: one is chosen when activated); [] for one. */
  or: EnergyListNode[];
}

/** `or` alone on a line (207.1); the checker pairs it with the effect lines above and below. */
export interface OrLine extends LineBase {
  kind: "OrLine";
}

/**
 * `With COST: ...`, `With extra COST: ...`, `For each extra COST: ...` (204.4, 207.2): an
 * additional effect of the line above. `cost` is an empty list when no cost was written.
 */
export interface AdditionalLine extends LineBase {
  kind: "AdditionalLine";
  additional: "with" | "withExtra" | "forEachExtra";
  cost: EnergyListNode;
  sentences: SentenceNode[];
}

/** A line that could not be parsed at all (reported); kept so nothing is silently lost. */
export interface ErrorLine extends LineBase {
  kind: "ErrorLine";
}

/** One line of a `text:` block. */
export type LineNode = EffectLine | TriggeredLine | ActivatedLine | PaidLine | ProducesLine | OrLine | AdditionalLine | ErrorLine;

// ---------------------------------------------------------------------------------------------
// Sentences (LANGUAGE.md section 3)
// ---------------------------------------------------------------------------------------------

/**
 * One sentence, ending with `.`: its effects happen in order (`Deal 1 damage to X and 1 damage to
 * Y.` is two damage effects). `lead` is a link to what comes before: `When successfully done,`
 * (the sentences before it on the line are its first step, 207.3) or `If CONDITION,`.
 * `unless` is `... unless its controller pays C3.` (207.2) and covers the whole sentence.
 */
export interface SentenceNode extends NodeBase {
  kind: "Sentence";
  lead: LeadNode | null;
  /** `You may` / `Target opponent may` before the effects: an optional action (207.6). */
  may?: MayNode;
  effects: EffectNode[];
  unless: UnlessNode | null;
}

/** `You may` / `Target opponent may`: who decides whether the sentence's effects happen. */
export interface MayNode extends NodeBase {
  kind: "May";
  who: RefNode;
}

/** `When successfully done,` (207.3). */
interface WhenDoneLead extends NodeBase {
  kind: "WhenDone";
}

/** `If CONDITION,`. */
interface IfLead extends NodeBase {
  kind: "If";
  condition: ConditionNode;
}

/** `If you don't,` / `If they don't,`: the other branch of the optional action before it. */
interface IfNotLead extends NodeBase {
  kind: "IfNot";
  who: "you" | "they";
}

/** A sentence's link to what comes before it. */
export type LeadNode = WhenDoneLead | IfLead | IfNotLead;

/** `unless PLAYER pays COST` (207.2). */
export interface UnlessNode extends NodeBase {
  kind: "Unless";
  payer: RefNode;
  cost: EnergyListNode;
}

/** A number in an effect: a literal or `X` (For each extra counts, LANGUAGE.md section 3). */
export interface AmountNode extends NodeBase {
  kind: "Amount";
  value: number | "X";
  /** Counted as the effect resolves, `value` per unit: `for each Summon you control`, `equal to
   *  its Attack`, `where X is the number of ...`, `all damage`. */
  count?: CountNode;
}

/** What an amount counts (issue 14, variable amounts). */
export interface CountNode extends NodeBase {
  kind: "Count";
  /** objects: how many `of` means (`all Summons you control`); stat: its effective stat (202.6);
   *  damage: the damage on it (209.3). */
  count: "objects" | "stat" | "damage";
  of: RefNode;
  stat: StatPhraseNode | null;
}

/** A stat as written (`Attack Power`, `attack`, `Defense`); `stat` is null if unknown (reported). */
export interface StatPhraseNode extends NodeBase {
  kind: "Stat";
  stat: StatName | null;
  written: string;
}

/** A phase as written (`Draw Phase`); `phase` is null if unknown (reported). */
export interface PhasePhraseNode extends NodeBase {
  kind: "Phase";
  phase: PhaseName | null;
  written: string;
}

/** `until end of turn`, `this turn`, `until your next Reactivation Phase`. */
export interface DurationNode extends NodeBase {
  kind: "Duration";
  /** The runtime Duration it lowers to; card text can't write `whileInPlay` (continuous abilities have it). */
  duration: "endOfTurn" | "untilYourNextReactivation";
  written: string;
}

/** What every effect node has; `op` mirrors runtime/abilities.ts Effect. */
interface EffectBase extends NodeBase {
  kind: "Effect";
  /** `X and another target Y get ...`: the second subject, which gets the same (lowering repeats the effect for it). */
  and?: RefNode;
}

/** `Deal N damage to X.` / `deal N more damage to that Summon.` (210, 207.2). */
export interface DamageEffect extends EffectBase {
  op: "damage";
  amount: AmountNode;
  more: boolean;
  to: RefNode;
}
/** `Heal N damage from X.` / `heal N more damage from that Summon.`. */
export interface HealEffect extends EffectBase {
  op: "heal";
  amount: AmountNode;
  more: boolean;
  from: RefNode;
}
/** `Destroy X.` (205.3). */
export interface DestroyEffect extends EffectBase {
  op: "destroy";
  what: RefNode;
}
/** `Remove X from the game.` (506). */
export interface RemoveFromGameEffect extends EffectBase {
  op: "removeFromGame";
  what: RefNode;
}
/** `Draw N cards.` (who null: the caster, 208.4) / `X draws N cards.` (212). */
export interface DrawEffect extends EffectBase {
  op: "draw";
  who: RefNode | null;
  n: AmountNode;
}
/** `Pay C1.` (in `You may pay C1. If you do, ...`; 203.6). */
export interface PayEffect extends EffectBase {
  op: "pay";
  who: RefNode | null;
  cost: EnergyListNode;
}
/** `Discard N cards.` / `X discards N cards.`. */
export interface DiscardEffect extends EffectBase {
  op: "discard";
  who: RefNode | null;
  n: AmountNode;
}
/** `Search your deck for a KIND, show it and put it into your hand.` (211.2, 212.2). */
export interface SearchEffect extends EffectBase {
  op: "search";
  /** Whose deck: the `your` of `your deck`. */
  who: RefNode;
  filter: NounNode;
  /** Where the card found goes: `into your hand`, or `into play` (402.6a). */
  to: "hand" | "play";
}
/** `Put X on top of|on the bottom of its owner's deck.`, `Shuffle X into its owner's deck.` (501.1, 211). */
export interface ToDeckEffect extends EffectBase {
  op: "toDeck";
  what: RefNode;
  where: "top" | "bottom" | "shuffle";
}
/** `Remove the top N cards of X's deck from the game.` / `Put the top N cards of your deck into your discard pile.` (501.3, 505, 506). */
export interface TopCardsEffect extends EffectBase {
  op: "topCards";
  who: RefNode;
  n: number;
  to: "discard" | "removed";
}
/** `Shuffle your discard pile into your deck.` / `X shuffles their discard pile into their deck.` (211, 505). */
export interface ShuffleDiscardEffect extends EffectBase {
  op: "shuffleDiscard";
  who: RefNode;
}
/** `Show your hand.` / `X shows their hand.` (to every player) / `Look at X's hand.` (to the caster) (213.1). */
export interface ShowHandEffect extends EffectBase {
  op: "showHand";
  who: RefNode;
  to: "all" | "you";
}
/** `Look at the top N cards of your deck. Put one of them into your hand and the rest on the bottom of your deck.` (501.2). */
export interface LookTakeEffect extends EffectBase {
  op: "lookTake";
  who: RefNode;
  n: number;
}
/** `Reveal the top card of your deck. If it's a KIND, put it into your hand.` (213.1, 501.3). */
export interface RevealTopEffect extends EffectBase {
  op: "revealTop";
  who: RefNode;
  filter: NounNode;
}
/** `Look at the top N cards of X's deck and put them back in any order.` (501.2). */
export interface ReorderTopEffect extends EffectBase {
  op: "reorderTop";
  who: RefNode;
  n: number;
}
/** `Return X to its owner's hand.`. */
export interface ReturnToHandEffect extends EffectBase {
  op: "returnToHand";
  what: RefNode;
}
/** `Put target Summon Card from your discard pile into play.` (402.6a); the zone is on the noun. */
export interface PutIntoPlayEffect extends EffectBase {
  op: "putIntoPlay";
  what: RefNode;
}
/** `X gets STAT +N` / `-N` [duration] (202.6-7). `delta` is signed. */
interface ModifyStatEffect extends EffectBase {
  op: "modifyStat";
  what: RefNode;
  stat: StatPhraseNode;
  delta: number;
  /** `Attack +1 for each Summon you control`, `Defense +X ..., where X is ...`: `delta` per unit. */
  deltaCount?: CountNode;
  /** Written `+X` (a `where X is` clause must count it). */
  deltaX?: boolean;
  duration: DurationNode | null;
  /** More changes to the same object in one sentence (`gets Attack +2 and Speed +1`). */
  also?: { stat: StatPhraseNode; delta: number }[];
}
/** `X's STAT becomes N.` (202.6). */
interface SetStatEffect extends EffectBase {
  op: "setStat";
  what: RefNode;
  stat: StatPhraseNode;
  value: number;
  duration: DurationNode | null;
}
/** `Deactivate X.` (206.1g). */
export interface DeactivateEffect extends EffectBase {
  op: "deactivate";
  what: RefNode;
}
/** `Reactivate X.`. */
export interface ReactivateEffect extends EffectBase {
  op: "reactivate";
  what: RefNode;
}
/** `Move X up to N dots.` (202). */
export interface MoveEffect extends EffectBase {
  op: "move";
  what: RefNode;
  upTo: number;
}
/** `X can't move|attack|be activated [this turn].` (107.1b). */
interface ForbidEffect extends EffectBase {
  op: "forbid";
  what: RefNode;
  action: "move" | "attack" | "beActivated" | "beAttacked";
  duration: DurationNode | null;
  /** `can't move or attack`: the second action, forbidden the same way. */
  also?: ("move" | "attack")[];
}
/** `X can attack one more time this turn.` (202.3b). */
interface ExtraAttackEffect extends EffectBase {
  op: "extraAttack";
  what: RefNode;
  duration: DurationNode | null;
}
/** `X can't be targeted by Effects your opponents control.` (208); `by` is the noun phrase after `by`. */
interface UntargetableEffect extends EffectBase {
  op: "untargetable";
  what: RefNode;
  by: NounNode;
  duration: DurationNode | null;
}
/** `X produces an extra M1.` (200.1b, 401.4). */
interface ExtraProduceEffect extends EffectBase {
  op: "extraProduce";
  what: RefNode;
  energy: EnergyListNode;
  duration: DurationNode | null;
}
/** `Gain control of X [until end of turn].` (214). */
export interface GainControlEffect extends EffectBase {
  op: "gainControl";
  what: RefNode;
  duration: DurationNode | null;
}
/** `Counter target action.`. */
export interface CounterEffect extends EffectBase {
  op: "counter";
  what: RefNode;
}
/** `Prevent the next N damage that would be dealt to X [this turn].` / `Prevent all damage ...`. */
export interface PreventEffect extends EffectBase {
  op: "prevent";
  what: RefNode;
  amount: AmountNode | "all";
  duration: DurationNode | null;
}
/** `Add M2 to your Energy Pool.` (203); `who` is the pool's owner (`your`). */
export interface AddEnergyEffect extends EffectBase {
  op: "addEnergy";
  who: RefNode;
  energy: EnergyListNode;
  /** The other energies of `Add M1 or B1 ...` (203: one, the player's choice); [] for one. */
  or: EnergyListNode[];
}
/** `Put N activation|time counters on X.` (209). */
export interface PutCountersEffect extends EffectBase {
  op: "putCounters";
  what: RefNode;
  counter: "activation" | "time";
  n: AmountNode;
}
/** `Remove N activation|time counters from X.` (209.2, glossary "Remove"). */
export interface RemoveCountersEffect extends EffectBase {
  op: "removeCounters";
  what: RefNode;
  counter: "activation" | "time";
  n: number;
}
/** `Remove all [activation|time] counters from X.` (209.2). */
export interface RemoveAllCountersEffect extends EffectBase {
  op: "removeAllCounters";
  what: RefNode;
  counter: "activation" | "time" | "all";
}
/** `Take an extra turn after this one.` / `X takes ...` (700.2); who null: the caster. */
export interface ExtraTurnEffect extends EffectBase {
  op: "extraTurn";
  who: RefNode | null;
}
/** `X skips his next turn.` (700.2; not in LANGUAGE.md's table, which has phases only). */
interface SkipTurnEffect extends EffectBase {
  op: "skipTurn";
  who: RefNode;
}
/** `X skips his next PHASE.` (700.2). */
interface SkipPhaseEffect extends EffectBase {
  op: "skipPhase";
  who: RefNode;
  phase: PhasePhraseNode;
}
/**
 * `Costs of KIND X casts are raised|reduced by COST.` (204, 200.6). `cardType` is the KIND noun
 * (`Effect Cards`), null for `Costs of cards ...`; `casters` is who casts (`your opponents`).
 */
export interface CostModifierEffect extends EffectBase {
  op: "costModifier";
  cardType: NounNode | null;
  casters: RefNode;
  change: "raise" | "reduce";
  by: EnergyListNode;
}
/** `X loses all abilities [until end of turn].` (402.10e). */
interface LoseAbilitiesEffect extends EffectBase {
  op: "loseAbilities";
  what: RefNode;
  duration: DurationNode | null;
}
/** `Choose a Summon you control.` (208.1): picked as the effect resolves; the line's later
 *  sentences act on it (`It gets Attack +1 ...`). */
interface ChooseEffect extends EffectBase {
  op: "choose";
  what: RefNode;
}
/** A clause that could not be parsed (reported); `text` is what was skipped. */
export interface ErrorEffect extends EffectBase {
  op: "error";
  text: string;
}

/** One effect of a sentence. */
/** `Movement Energy of X is raised|reduced by COST.` (204.5) / `Activating X costs COST more|less.` (204.3). */
interface ActionCostModifierEffect extends EffectBase {
  op: "actionCostModifier";
  action: "move" | "activate";
  what: NounNode;
  change: "raise" | "reduce";
  by: EnergyListNode;
}
export type EffectNode =
  | ActionCostModifierEffect
  | ToDeckEffect
  | TopCardsEffect
  | ShuffleDiscardEffect
  | ShowHandEffect
  | ReorderTopEffect
  | LookTakeEffect
  | RevealTopEffect
  | DamageEffect
  | HealEffect
  | DestroyEffect
  | RemoveFromGameEffect
  | DrawEffect
  | DiscardEffect
  | SearchEffect
  | ReturnToHandEffect
  | PutIntoPlayEffect
  | ModifyStatEffect
  | SetStatEffect
  | DeactivateEffect
  | ReactivateEffect
  | MoveEffect
  | ForbidEffect
  | ExtraAttackEffect
  | UntargetableEffect
  | ExtraProduceEffect
  | GainControlEffect
  | CounterEffect
  | PreventEffect
  | AddEnergyEffect
  | PutCountersEffect
  | RemoveCountersEffect
  | RemoveAllCountersEffect
  | ExtraTurnEffect
  | SkipPhaseEffect
  | SkipTurnEffect
  | CostModifierEffect
  | PayEffect
  | ChooseEffect
  | LoseAbilitiesEffect
  | ErrorEffect;

// ---------------------------------------------------------------------------------------------
// Conditions (`If ...`)
// ---------------------------------------------------------------------------------------------

/** What every condition node has; `cond` mirrors runtime/abilities.ts Condition. */
interface ConditionBase extends NodeBase {
  kind: "Condition";
}
/** `if you control a Dragon`: `noun` is what follows the article. */
interface YouControlCondition extends ConditionBase {
  cond: "youControl";
  who: RefNode;
  noun: NounNode;
}
/** `if X has N or more damage`. */
interface DamageAtLeastCondition extends ConditionBase {
  cond: "damageAtLeast";
  what: RefNode;
  n: number;
}
/** `if X is on a No Attack Dot`. */
interface OnNoAttackDotCondition extends ConditionBase {
  cond: "onNoAttackDot";
  what: RefNode;
}
/** `if you have N or fewer cards in your hand`. */
interface HandAtMostCondition extends ConditionBase {
  cond: "handAtMost";
  who: RefNode;
  n: number;
}
/** A condition that could not be parsed (reported). */
export interface ErrorCondition extends ConditionBase {
  cond: "error";
  text: string;
}

/** `if it is destroyed`, `if that Summon is destroyed this way` (210.5). */
interface DestroyedCondition extends ConditionBase {
  cond: "destroyed";
  what: RefNode;
}

export type ConditionNode = YouControlCondition | DamageAtLeastCondition | OnNoAttackDotCondition | HandAtMostCondition | DestroyedCondition | ErrorCondition;

// ---------------------------------------------------------------------------------------------
// Triggers (207.4)
// ---------------------------------------------------------------------------------------------

/** The trigger word as written, lower-cased. */
export type TriggerWord = "when" | "whenever" | "at" | "during" | "in";

/**
 * `When|Whenever X attacks|moves|destroys a Summon|is dealt damage|is destroyed|is cast|comes into
 * play|leaves play`. `event` mirrors runtime Trigger `on`; `object` is the `a Summon` of `destroys`.
 */
export interface EventTrigger extends NodeBase {
  kind: "EventTrigger";
  word: TriggerWord;
  subject: RefNode;
  event: "attacks" | "moves" | "destroysSummon" | "isDealtDamage" | "isDestroyed" | "isCast" | "comesIntoPlay" | "leavesPlay" | "isAttacked" | "dealsDamage";
  object: RefNode | null;
}

/** `Whenever you draw a card`, `Whenever an opponent draws a card` (212.1). */
interface DrawTrigger extends NodeBase {
  kind: "DrawTrigger";
  word: TriggerWord;
  drawer: RefNode;
  n: AmountNode;
}

/** `Whenever you cast an Effect Card`. */
interface CastTrigger extends NodeBase {
  kind: "CastTrigger";
  word: TriggerWord;
  caster: RefNode;
  cardType: NounNode;
}

/**
 * `At the beginning of your Draw Phase`, `At the end of each turn`. `whose` is `your` / `each` /
 * `target player's` as a reference; `phase` is null for `turn`.
 */
export interface PhaseTrigger extends NodeBase {
  kind: "PhaseTrigger";
  word: TriggerWord;
  edge: "beginning" | "end";
  whose: RefNode;
  phase: PhasePhraseNode | null;
}

/** `During your End Phase`, `In target player's Reactivation Phase`. */
export interface DuringTrigger extends NodeBase {
  kind: "DuringTrigger";
  word: TriggerWord;
  whose: RefNode;
  phase: PhasePhraseNode;
}

/** A trigger condition that could not be parsed (reported). */
interface ErrorTrigger extends NodeBase {
  kind: "ErrorTrigger";
  word: TriggerWord;
  text: string;
}

export type TriggerNode = EventTrigger | CastTrigger | DrawTrigger | PhaseTrigger | DuringTrigger | ErrorTrigger;

// ---------------------------------------------------------------------------------------------
// References: subjects, objects and targets (208), left unresolved for the checker
// ---------------------------------------------------------------------------------------------

/**
 * A noun phrase as written, read against the vocabulary: `Summon`, `Non Life Base Summon`,
 * `Life Base`, `Dragon` (a class), `Energy Crystal`, `Effect`, `player`, `opponent`, `action`,
 * `card`, `Summon Card` (a card type), with its qualifiers (`you control`, `an opponent
 * controls`, `in a discard pile`, `from your discard pile`). Filter fields mirror runtime Filter.
 */
export interface NounNode extends NodeBase {
  kind: "Noun";
  /** The whole phrase as written, qualifiers included, words joined by single spaces. */
  written: string;
  /** The head words only (`Non Life Base Summon`), as written. */
  headWritten: string;
  headRange: SourceRange;
  /** What the head names; null when the words are not known (reported by the grammar). */
  head: "summon" | "crystal" | "effect" | "card" | "player" | "opponent" | "action" | null;
  /** Written in the plural (`Summons`, `Effect Cards`). */
  plural: boolean;
  /** Summons: true = Life Base only, false = Non Life Base only (402.3). */
  lifeBase?: boolean;
  /** A class word (`Dragon`), from `target Dragon` or a Class Specific noun. */
  class?: string;
  /** A card-type id (`Summon Card`) when the head is `card` with a type. */
  cardType?: string;
  /** `you control` / `an opponent controls` / `your opponents control`. */
  controller?: "you" | "opponent";
  /** `they control`: the player a phase trigger names (the binder says which, or that none). */
  theirs?: SourceRange;
  /** `in a discard pile`, `from your discard pile`, `in your hand`, ... */
  zone?: "discard" | "hand" | "deck";
  zoneOwner?: "you" | "opponent";
  /** `other Summons`, `each other Summon`: all but the ability's source. */
  other?: boolean;
  /** `non-Dragon Summon` (208.6). */
  notClass?: string;
  /** `activated` / `deactivated` (206.1g: the activated state) / `reactivated` (206.1d). */
  state?: "activated" | "reactivated";
  /** `damaged` (1), `with 3 or more damage` (209.3a). */
  minDamage?: number;
  /** `with Attack 2 or less`: the stat and its bounds (202.6). */
  stat?: StatName;
  atLeast?: number;
  atMost?: number;
  /** `on a No Attack Dot`, `on an Ending Dot`, `on your Starting Dot` (600.6). */
  dot?: "noAttack" | "ending" | "yourStarting";
  /** `fixed on a Summon you control` (207.5a): what the Effect is fixed on. */
  fixedOn?: NounNode;
}

/** `target Summon`, `another target Summon`, `target player`, `target action` (208.1). */
export interface TargetRef extends NodeBase {
  kind: "TargetRef";
  /** `another target ...`: must differ from the line's earlier targets. */
  another: boolean;
  noun: NounNode;
  /** The phrase as written, `target` included (`target Summon you control`), for messages. */
  written: string;
  /** `up to two target Summons` (208.1): how many the caster may declare, from none up. */
  upTo?: number;
}

/** `this Summon`, `this Effect`, `this card`: the ability's source. */
export interface ThisRef extends NodeBase {
  kind: "ThisRef";
  noun: NounNode;
}

/** `it` / `its` (as in `its controller`): unresolved; the checker resolves it (LANGUAGE.md 3). */
export interface ItRef extends NodeBase {
  kind: "It";
  word: "it" | "its";
}

/** `that Summon` / `that Dragon`: what the line above targets (unresolved). */
export interface ThatRef extends NodeBase {
  kind: "ThatRef";
  noun: NounNode;
}

/** `X's controller` / `its controller`. */
interface ControllerOfRef extends NodeBase {
  kind: "ControllerOf";
  of: RefNode;
}

/** `X's owner` / `its owner`. */
interface OwnerOfRef extends NodeBase {
  kind: "OwnerOf";
  of: RefNode;
}

/**
 * A player word: `you`, `your` (as a determiner: `your deck`, `your Draw Phase`), `your
 * opponents`, `each opponent`, `all players`, `each` (`each turn`), `his` (`skips his next`).
 */
interface PlayerWordRef extends NodeBase {
  kind: "PlayerWord";
  who: "you" | "your" | "yourOpponents" | "eachOpponent" | "allPlayers" | "each" | "his";
}

/** `all Summons`, `all target player's Summons` (208.7). */
interface AllRef extends NodeBase {
  kind: "AllRef";
  noun: NounNode;
  /** `target player's` in `all target player's Summons`; null when not written. */
  ofPlayer: RefNode | null;
}

/** `a Summon`, `a Summon you control`, `an Effect Card`: in trigger conditions and `If` conditions. */
export interface IndefiniteRef extends NodeBase {
  kind: "Indefinite";
  article: "a" | "an";
  noun: NounNode;
}

/** `the attacking Summon`. */
interface AttackerRef extends NodeBase {
  kind: "Attacker";
}

/** `the source`. */
interface SourceRef extends NodeBase {
  kind: "Source";
}

/** A reference that could not be parsed (reported). */
interface ErrorRef extends NodeBase {
  kind: "ErrorRef";
  text: string;
}

/** Anything an effect, condition or trigger can name: an object or a player. */
export type RefNode = TargetRef | ThisRef | ItRef | ThatRef | ControllerOfRef | OwnerOfRef | PlayerWordRef | AllRef | IndefiniteRef | AttackerRef | SourceRef | ErrorRef;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** The field nodes of a card with the given name, in source order (more than one is a duplicate). */
export function fieldsNamed<F extends FieldNode["field"]>(card: CardNode, name: F): Extract<FieldNode, { field: F }>[] {
  // Loops, not filter/find with a closure: asked several times for each card compiled.
  const out: Extract<FieldNode, { field: F }>[] = [];
  for (const f of card.fields) if (f.field === name) out.push(f as Extract<FieldNode, { field: F }>);
  return out;
}

/** The first field of a card with the given name, or undefined. */
export function fieldNamed<F extends FieldNode["field"]>(card: CardNode, name: F): Extract<FieldNode, { field: F }> | undefined {
  for (const f of card.fields) if (f.field === name) return f as Extract<FieldNode, { field: F }>;
  return undefined;
}
