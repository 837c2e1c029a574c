// Z/X ability objects: what a compiled Z/X card is to the engine, the contract between the Z/X
// dialect of the compiler (LANGUAGE-ZX.md) and the rules (RULES-ZX.md), as x610z/abilities.ts is
// for X610Z. Everything a card holds is plain, JSON-safe data; the constructors below are the only
// calls a generated card module makes, and they return exactly these plain objects (an optional
// field that is not given is left out, never `undefined`), so both compiler routes give deep-equal
// cards.
//
// One definition per kind of effect (EFFECTS), condition (CONDITIONS), trigger (TRIGGERS) and cost
// item (COST_ITEMS): its data type (the interfaces *Data), its constructor, its plain words and,
// for effects and conditions, its interpreter. Each table is typed with a mapped type over its data
// interface, so a kind without a definition, or a definition missing a piece, doesn't compile.
// The interpreters reach the game only through the EffectRuntime interface at the bottom of this
// file (runtime/zx/effects.ts implements it), so this file imports nothing and the compiler can
// load it without the engine.

// ---------------------------------------------------------------------------------------------
// Words of the game (LANGUAGE-ZX 4)
// ---------------------------------------------------------------------------------------------

/** 4.2, ZX-203.1. A card with no colour is colorless (ZX-203.3). */
export type Colour = "red" | "blue" | "white" | "black" | "green";
export const COLOURS: readonly Colour[] = ["red", "blue", "white", "black", "green"];

/** 4.1, ZX-201.2: the card types of version 1. */
export type CardType = "zx" | "event" | "player";

/** 4.3, ZX-204.1. */
export type Icon = "ignition";

/** 4.4, ZX-402.1 step 2. */
export type Subtext = "startCard";

/** 4.7, ZX-605.2 (C-61): where an ability works. */
export type ValidZone = "square" | "hand" | "resource" | "charge" | "trash" | "life" | "all";

/** 4.18, ZX-612.4: "until end of turn", or (no duration written) while the Z/X stays on the Square (C-44). */
export type Duration = "endOfTurn" | "whileOnSquare";

/** 4.10, ZX-705: the keywords whose meaning is their reminder text (ZX-608.3). */
export type Keyword = "lifeRecovery" | "voidBringer";

// ---------------------------------------------------------------------------------------------
// Selectors (LANGUAGE-ZX 3 "Objects and players", 4.14)
// ---------------------------------------------------------------------------------------------

/** Which Z/X on the Square a phrase means (every field must hold). Relative to the ability's
 *  controller ("you") and its card ("this card"). */
export interface ZxFilter {
  /** "with cost N or less": printed cost. */
  maxCost?: number;
  /** "with Power N or less": current Power (ZX-205.1). */
  maxPower?: number;
  /** "you control" / "an opponent controls" (ZX-206.2). */
  controller?: "you" | "opponent";
  /** "on a Normal Square" / "on your Player Square" / "adjacent to this card" (ZX-303, ZX-304). */
  place?: "normal" | "ownPlayerSquare" | "adjacentToSelf";
}

/** A `target Z/X ...` phrase (ZX-611): one card, or with `upTo` 0 to N different cards. */
export interface TargetSpec {
  filter: ZxFilter;
  upTo?: number;
}

/** The cards a sentence acts on: this card, the index-th target phrase of the ability, or every
 *  Z/X matching (`All Z/X ...`). */
export type ObjectRef = { ref: "self" } | { ref: "target"; index: number } | { ref: "all"; filter: ZxFilter };

/** "you", "your opponent" (ZX-100.2, ZX-605.4). */
export type PlayerRef = { ref: "you" } | { ref: "opponent" };

// ---------------------------------------------------------------------------------------------
// Conditions (4.16): data, constructor, words, test
// ---------------------------------------------------------------------------------------------

export interface ConditionData {
  /** "your Life is N or less" (ZX-309.1). */
  lifeAtMost: { n: number };
  /** "your Life is equal to or less than your opponent's Life" (ZX-705.4). */
  lifeAtMostOpponents: Record<never, never>;
  /** "you have N or more cards in your Charge" (ZX-307). */
  chargeAtLeast: { n: number };
  /** "this card is on your Player Square" (ZX-303.1). */
  onOwnPlayerSquare: Record<never, never>;
  /** "it is your turn"; "During your turn, ..." (ZX-500.3). */
  yourTurn: Record<never, never>;
  /** "it is your opponent's turn"; "During your opponent's turn, ..." (ZX-500.3). */
  opponentsTurn: Record<never, never>;
  /** "this card is in Sleep state" / "... in Reboot state" (ZX-305.1). */
  selfState: { sleep: boolean };
  /** "you have N or more cards in your Resource" (ZX-306). */
  resourceAtLeast: { n: number };
  /** "you have N or fewer cards in your hand" (ZX-310). */
  handAtMost: { n: number };
}
export type ConditionKind = keyof ConditionData;
export type ConditionOf<K extends ConditionKind> = { cond: K } & ConditionData[K];
export type Condition = { [K in ConditionKind]: ConditionOf<K> }[ConditionKind];

export interface ConditionDef<K extends ConditionKind> {
  make: (...args: never[]) => ConditionOf<K>;
  /** The words after `If` (lower case, no full stop). */
  words: (c: ConditionOf<K>) => string;
  test: (rt: RulesView, c: ConditionOf<K>, ctx: EffectCtx) => boolean;
}

export const CONDITIONS = {
  lifeAtMost: {
    make: (n: number): ConditionOf<"lifeAtMost"> => ({ cond: "lifeAtMost", n }),
    words: (c) => `your Life is ${c.n} or less`,
    test: (rt, c, ctx) => rt.life(ctx.you) <= c.n,
  },
  lifeAtMostOpponents: {
    make: (): ConditionOf<"lifeAtMostOpponents"> => ({ cond: "lifeAtMostOpponents" }),
    words: () => `your Life is equal to or less than your opponent's Life`,
    test: (rt, _c, ctx) => rt.life(ctx.you) <= rt.life(rt.opponent(ctx.you)),
  },
  chargeAtLeast: {
    make: (n: number): ConditionOf<"chargeAtLeast"> => ({ cond: "chargeAtLeast", n }),
    words: (c) => `you have ${c.n} or more cards in your Charge`,
    test: (rt, c, ctx) => rt.charge(ctx.you) >= c.n,
  },
  onOwnPlayerSquare: {
    make: (): ConditionOf<"onOwnPlayerSquare"> => ({ cond: "onOwnPlayerSquare" }),
    words: () => `this card is on your Player Square`,
    test: (rt, _c, ctx) => rt.onPlayerSquareOf(ctx.source, ctx.you),
  },
  yourTurn: {
    make: (): ConditionOf<"yourTurn"> => ({ cond: "yourTurn" }),
    words: () => `it is your turn`,
    test: (rt, _c, ctx) => rt.turnPlayer() === ctx.you,
  },
  opponentsTurn: {
    make: (): ConditionOf<"opponentsTurn"> => ({ cond: "opponentsTurn" }),
    words: () => `it is your opponent's turn`,
    test: (rt, _c, ctx) => rt.turnPlayer() !== ctx.you,
  },
  selfState: {
    make: (sleep: boolean): ConditionOf<"selfState"> => ({ cond: "selfState", sleep }),
    words: (c) => `this card is in ${c.sleep ? "Sleep" : "Reboot"} state`,
    test: (rt, c, ctx) => rt.isSleeping(ctx.source) === c.sleep,
  },
  resourceAtLeast: {
    make: (n: number): ConditionOf<"resourceAtLeast"> => ({ cond: "resourceAtLeast", n }),
    words: (c) => `you have ${c.n} or more cards in your Resource`,
    test: (rt, c, ctx) => rt.resource(ctx.you) >= c.n,
  },
  handAtMost: {
    make: (n: number): ConditionOf<"handAtMost"> => ({ cond: "handAtMost", n }),
    words: (c) => `you have ${c.n} or fewer cards in your hand`,
    test: (rt, c, ctx) => rt.hand(ctx.you) <= c.n,
  },
} satisfies { [K in ConditionKind]: ConditionDef<K> };

export function conditionHolds(rt: RulesView, c: Condition, ctx: EffectCtx): boolean {
  return (CONDITIONS[c.cond] as ConditionDef<ConditionKind>).test(rt, c as never, ctx);
}

// ---------------------------------------------------------------------------------------------
// Effects (LANGUAGE-ZX 3 "Effects"): data, constructor, words, interpreter
// ---------------------------------------------------------------------------------------------

export interface EffectData {
  /** "Draw N card(s)." (ZX-310.1, ZX-612.5) */
  draw: { who: PlayerRef; n: number };
  /** "Deal N damage to X." in Power units (ZX-205.2) */
  damage: { amount: number; to: ObjectRef };
  /** "Heal N damage from X." removes up to N (ZX-205.2, ZX-612.5) */
  heal: { amount: number; from: ObjectRef };
  /** "Destroy X." into its owner's Charge (ZX-205.3) */
  destroy: { what: ObjectRef };
  /** "Put X into its owner's Trash." leaves the Square, not destroyed (ZX-311.1) */
  putIntoTrash: { what: ObjectRef };
  /** "Return X to its owner's hand." (ZX-311.1) */
  returnToHand: { what: ObjectRef };
  /** "Put the top card of your deck into your Resource / Charge." (ZX-305.2, ZX-306.2) */
  topOfDeckTo: { who: PlayerRef; zone: "resource" | "charge" };
  /** "X gets Power +N / -N [until end of turn]." (ZX-205.1, ZX-612.4) */
  modifyPower: { what: ObjectRef; delta: number; duration: Duration };
  /** "Sleep X." (ZX-305.3) */
  sleep: { what: ObjectRef };
  /** "Reboot X." (ZX-305.3) */
  reboot: { what: ObjectRef };
  /** "Recover N Life." (ZX-309.2) */
  recoverLife: { who: PlayerRef; n: number };
  /** "you may EFFECT" (ZX-612.3) */
  optional: { who: PlayerRef; effects: Effect[] };
  /** "If CONDITION, EFFECT." (ZX-612.2; in an [Always], while it holds: ZX-608.1) */
  if: { cond: Condition; then: Effect[] };
}
export type EffectOp = keyof EffectData;
export type EffectOf<K extends EffectOp> = { op: K } & EffectData[K];
export type Effect = { [K in EffectOp]: EffectOf<K> }[EffectOp];

/** Plain words need the ability's target phrases ("target Z/X an opponent controls"). */
export interface WordsCtx {
  targets: readonly TargetSpec[];
}

export interface EffectDef<K extends EffectOp> {
  /** The constructor (exactly the plain object). */
  make: (...args: never[]) => EffectOf<K>;
  /** The sentence as card text writes it (capitalised, with its full stop). */
  words: (e: EffectOf<K>, w: WordsCtx) => string;
  /** Carries it out (ZX-612); what it can't do it leaves undone (ZX-612.5). */
  run: (rt: EffectRuntime, e: EffectOf<K>, ctx: EffectCtx) => void;
  /** In an [Always] ability (ZX-608.1): the Power it gives `card` now. Kinds without it can't be
   *  continuous (the library check refuses such an [Always]). */
  power?: (rt: RulesView, e: EffectOf<K>, ctx: EffectCtx, card: string) => number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const signed = (n: number) => (n >= 0 ? `+${n}` : `-${-n}`);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const uncap = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const stop = (s: string) => s.replace(/\.$/, "");

export const EFFECTS = {
  draw: {
    make: (n: number, who: PlayerRef = you()): EffectOf<"draw"> => ({ op: "draw", who, n }),
    words: (e) => (e.who.ref === "you" ? `Draw ${plural(e.n, "card")}.` : `Your opponent draws ${plural(e.n, "card")}.`),
    run: (rt, e, ctx) => rt.draw(rt.player(e.who, ctx), e.n),
  },
  damage: {
    make: (amount: number, to: ObjectRef): EffectOf<"damage"> => ({ op: "damage", amount, to }),
    words: (e, w) => `Deal ${e.amount} damage to ${objectWords(e.to, w)}.`,
    run: (rt, e, ctx) => rt.objects(e.to, ctx).forEach((id) => rt.damage(id, e.amount)),
  },
  heal: {
    make: (amount: number, from: ObjectRef): EffectOf<"heal"> => ({ op: "heal", amount, from }),
    words: (e, w) => `Heal ${e.amount} damage from ${objectWords(e.from, w)}.`,
    run: (rt, e, ctx) => rt.objects(e.from, ctx).forEach((id) => rt.heal(id, e.amount)),
  },
  destroy: {
    make: (what: ObjectRef): EffectOf<"destroy"> => ({ op: "destroy", what }),
    words: (e, w) => `Destroy ${objectWords(e.what, w)}.`,
    run: (rt, e, ctx) => rt.destroy(rt.objects(e.what, ctx)),
  },
  putIntoTrash: {
    make: (what: ObjectRef): EffectOf<"putIntoTrash"> => ({ op: "putIntoTrash", what }),
    words: (e, w) => `Put ${objectWords(e.what, w)} into its owner's Trash.`,
    run: (rt, e, ctx) => rt.objects(e.what, ctx).forEach((id) => rt.leaveSquare(id, "trash")),
  },
  returnToHand: {
    make: (what: ObjectRef): EffectOf<"returnToHand"> => ({ op: "returnToHand", what }),
    words: (e, w) => `Return ${objectWords(e.what, w)} to its owner's hand.`,
    run: (rt, e, ctx) => rt.objects(e.what, ctx).forEach((id) => rt.leaveSquare(id, "hand")),
  },
  topOfDeckTo: {
    make: (zone: "resource" | "charge", who: PlayerRef = you()): EffectOf<"topOfDeckTo"> => ({ op: "topOfDeckTo", who, zone }),
    words: (e) => `Put the top card of ${e.who.ref === "you" ? "your" : "your opponent's"} deck into ${e.who.ref === "you" ? "your" : "his"} ${cap(e.zone)}.`,
    run: (rt, e, ctx) => rt.topOfDeckTo(rt.player(e.who, ctx), e.zone),
  },
  modifyPower: {
    make: (what: ObjectRef, delta: number, duration: Duration = "whileOnSquare"): EffectOf<"modifyPower"> => ({ op: "modifyPower", what, delta, duration }),
    words: (e, w) => `${cap(objectWords(e.what, w))} ${e.what.ref === "all" ? "get" : "gets"} Power ${signed(e.delta)}${e.duration === "endOfTurn" ? " until end of turn" : ""}.`,
    run: (rt, e, ctx) => rt.objects(e.what, ctx).forEach((id) => rt.modifyPower(id, e.delta, e.duration, ctx)),
    power: (rt, e, ctx, card) => (rt.refersTo(e.what, ctx, card) ? e.delta : 0),
  },
  sleep: {
    make: (what: ObjectRef): EffectOf<"sleep"> => ({ op: "sleep", what }),
    words: (e, w) => `Sleep ${objectWords(e.what, w)}.`,
    run: (rt, e, ctx) => rt.objects(e.what, ctx).forEach((id) => rt.setSleep(id, true)),
  },
  reboot: {
    make: (what: ObjectRef): EffectOf<"reboot"> => ({ op: "reboot", what }),
    words: (e, w) => `Reboot ${objectWords(e.what, w)}.`,
    run: (rt, e, ctx) => rt.objects(e.what, ctx).forEach((id) => rt.setSleep(id, false)),
  },
  recoverLife: {
    make: (n: number, who: PlayerRef = you()): EffectOf<"recoverLife"> => ({ op: "recoverLife", who, n }),
    words: (e) => (e.who.ref === "you" ? `Recover ${e.n} Life.` : `Your opponent recovers ${e.n} Life.`),
    run: (rt, e, ctx) => rt.recoverLife(rt.player(e.who, ctx), e.n),
  },
  optional: {
    make: (effects: Effect[], who: PlayerRef = you()): EffectOf<"optional"> => ({ op: "optional", who, effects }),
    words: (e, w) => `${e.who.ref === "you" ? "You" : "Your opponent"} may ${uncap(stop(effectsWords(e.effects, w)))}.`,
    run: (rt, e, ctx) => rt.mayThen(rt.player(e.who, ctx), e.effects, ctx),
  },
  if: {
    make: (cond: Condition, then: Effect[]): EffectOf<"if"> => ({ op: "if", cond, then }),
    words: (e, w) => `If ${conditionWords(e.cond)}, ${uncap(stop(effectsWords(e.then, w)))}.`,
    run: (rt, e, ctx) => {
      if (conditionHolds(rt, e.cond, ctx)) rt.pushEffects(e.then, ctx);
    },
    power: (rt, e, ctx, card) => (conditionHolds(rt, e.cond, ctx) ? continuousPower(rt, e.then, ctx, card) : 0),
  },
} satisfies { [K in EffectOp]: EffectDef<K> };

/** The definition of an effect's kind, typed for that effect. */
export function effectDef<K extends EffectOp>(e: EffectOf<K>): EffectDef<K> {
  return EFFECTS[e.op] as unknown as EffectDef<K>;
}

export function runEffect(rt: EffectRuntime, e: Effect, ctx: EffectCtx): void {
  effectDef(e).run(rt, e as never, ctx);
}

/** Whether effects can apply continuously (in an [Always] ability, ZX-608.1). */
export function canBeContinuous(effects: readonly Effect[]): boolean {
  return effects.every((e) => effectDef(e).power !== undefined && (e.op !== "if" || canBeContinuous(e.then)));
}

/** The Power continuous effects give `card` now (ZX-608.1). */
export function continuousPower(rt: RulesView, effects: readonly Effect[], ctx: EffectCtx, card: string): number {
  let n = 0;
  for (const e of effects) n += effectDef(e).power?.(rt, e as never, ctx, card) ?? 0;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Triggers (4.15, ZX-607.6)
// ---------------------------------------------------------------------------------------------

export interface TriggerData {
  /** "When this card appears." (ZX-603.1) */
  appears: Record<never, never>;
  /** "When this card attacks." (ZX-701.3) */
  attacks: Record<never, never>;
  /** "When this card is attacked." (ZX-701.3) */
  isAttacked: Record<never, never>;
  /** "When this card is destroyed." (ZX-205.3, ZX-607.2) */
  isDestroyed: Record<never, never>;
  /** "At the end of your turn." (ZX-506.1 step 1) */
  endOfTurn: Record<never, never>;
  /** "When this card is played from your hand": it appears by being played from the hand (ZX-602.1, ZX-603.1). */
  playedFromHand: Record<never, never>;
  /** "At the start of your turn": its controller's Reboot Phase begins (ZX-500.2, ZX-501). */
  startOfTurn: Record<never, never>;
  /** "At the start of your opponent's turn": the opponent's Reboot Phase begins (ZX-500.2, ZX-501). */
  startOfOpponentsTurn: Record<never, never>;
}
export type TriggerKind = keyof TriggerData;
export type TriggerOf<K extends TriggerKind> = { on: K } & TriggerData[K];
export type Trigger = { [K in TriggerKind]: TriggerOf<K> }[TriggerKind];

export interface TriggerDef<K extends TriggerKind> {
  make: (...args: never[]) => TriggerOf<K>;
  words: (t: TriggerOf<K>) => string;
  /** The game event it waits for (runtime/zx/types.ts GameEvent). */
  event: string;
}

export const TRIGGERS = {
  appears: { make: (): TriggerOf<"appears"> => ({ on: "appears" }), words: () => "When this card appears.", event: "appears" },
  attacks: { make: (): TriggerOf<"attacks"> => ({ on: "attacks" }), words: () => "When this card attacks.", event: "attacks" },
  isAttacked: { make: (): TriggerOf<"isAttacked"> => ({ on: "isAttacked" }), words: () => "When this card is attacked.", event: "isAttacked" },
  isDestroyed: { make: (): TriggerOf<"isDestroyed"> => ({ on: "isDestroyed" }), words: () => "When this card is destroyed.", event: "isDestroyed" },
  endOfTurn: { make: (): TriggerOf<"endOfTurn"> => ({ on: "endOfTurn" }), words: () => "At the end of your turn.", event: "turnEnds" },
  playedFromHand: { make: (): TriggerOf<"playedFromHand"> => ({ on: "playedFromHand" }), words: () => "When this card is played from your hand.", event: "appears" },
  startOfTurn: { make: (): TriggerOf<"startOfTurn"> => ({ on: "startOfTurn" }), words: () => "At the start of your turn.", event: "phase" },
  startOfOpponentsTurn: { make: (): TriggerOf<"startOfOpponentsTurn"> => ({ on: "startOfOpponentsTurn" }), words: () => "At the start of your opponent's turn.", event: "phase" },
} satisfies { [K in TriggerKind]: TriggerDef<K> };

// ---------------------------------------------------------------------------------------------
// Cost items (4.17, ZX-601.4)
// ---------------------------------------------------------------------------------------------

export interface CostItemData {
  /** "[Sleep]": sleep this card, on the Square in Reboot state. */
  sleepSelf: Record<never, never>;
  /** "Sleep N [COLOUR] card(s) in your Resource". */
  sleepResource: { n: number; colour?: Colour };
  /** "Discard N card(s)" (C-27). */
  discard: { n: number };
  /** "Put N card(s) from your Charge into your Trash" (C-27). */
  chargeToTrash: { n: number };
}
export type CostItemKind = keyof CostItemData;
export type CostItemOf<K extends CostItemKind> = { item: K } & CostItemData[K];
export type CostItem = { [K in CostItemKind]: CostItemOf<K> }[CostItemKind];

export interface CostItemDef<K extends CostItemKind> {
  make: (...args: never[]) => CostItemOf<K>;
  words: (c: CostItemOf<K>) => string;
}

export const COST_ITEMS = {
  sleepSelf: { make: (): CostItemOf<"sleepSelf"> => ({ item: "sleepSelf" }), words: () => "[Sleep]" },
  sleepResource: {
    make: (n: number, colour?: Colour): CostItemOf<"sleepResource"> => (colour === undefined ? { item: "sleepResource", n } : { item: "sleepResource", n, colour }),
    words: (c) => `Sleep ${c.n} ${c.colour ? `${cap(c.colour)} ` : ""}card${c.n === 1 ? "" : "s"} in your Resource`,
  },
  discard: { make: (n: number): CostItemOf<"discard"> => ({ item: "discard", n }), words: (c) => `Discard ${plural(c.n, "card")}` },
  chargeToTrash: {
    make: (n: number): CostItemOf<"chargeToTrash"> => ({ item: "chargeToTrash", n }),
    words: (c) => `Put ${plural(c.n, "card")} from your Charge into your Trash`,
  },
} satisfies { [K in CostItemKind]: CostItemDef<K> };

// ---------------------------------------------------------------------------------------------
// Abilities (LANGUAGE-ZX 2, ZX-605)
// ---------------------------------------------------------------------------------------------

/** ZX-601.6: `With extra cost N:` (paid at most once) / `For each extra cost N:` (any number of times). */
export interface Additional {
  kind: "withExtra" | "forEachExtra";
  /** N more Reboot cards in Resource, any colour. */
  cost: number;
  effects: Effect[];
}

/** One side of an `or` (ZX-604.2): its target phrases, its sentences, its additional cost. */
export interface Mode {
  targets: TargetSpec[];
  effects: Effect[];
  additional?: Additional;
}

/** Sections shared by the tags with `<Valid>` and `<Player>` (ZX-605.2, ZX-605.3). */
interface Sections {
  valid: ValidZone;
  /** `<Player> NAME`: works only while its controller has that Player card or a card of that name
   *  on the Square (ZX-605.3). */
  player?: string;
  /** The ability as printed (LANGUAGE-ZX 2). */
  text: string;
}

export type BootAbility = Sections & { kind: "boot"; cost: CostItem[]; modes: Mode[] };
export type AutoAbility = Sections & { kind: "auto"; trigger: Trigger; targets: TargetSpec[]; effects: Effect[] };
/** `[Always]`: continuous (ZX-608.1), or with `appearsFromLife` applied once as its card appears
 *  from Life (ZX-608.2); `keyword` when it is Life Recovery or Void Bringer (ZX-608.3). */
export type AlwaysAbility = Sections & { kind: "always"; targets: TargetSpec[]; effects: Effect[]; appearsFromLife?: true; keyword?: Keyword };
export type SpecialAbility = Sections & { kind: "special"; condition: Condition; targets: TargetSpec[]; effects: Effect[] };
export type EventAbility = { kind: "event"; modes: Mode[]; text: string };

export type Ability = BootAbility | AutoAbility | AlwaysAbility | SpecialAbility | EventAbility;
export type AbilityKind = Ability["kind"];

/** A Z/X card as the engine sees it (ZX-202.1). */
export interface ZxCardDefinition {
  name: string;
  type: CardType;
  /** Z/X and Event: a whole number, 0 or more. */
  cost?: number;
  /** [] for colorless (ZX-203.3). */
  colours: Colour[];
  /** Z/X only. */
  tribes?: string[];
  /** Z/X only. */
  power?: number;
  icons: Icon[];
  /** Player only; without it the player name is the card name. */
  playerName?: string;
  subtext?: Subtext;
  abilities: Ability[];
  flavor?: string;
  collector?: string;
  /** Where the card was written, for messages and generated headers. */
  source?: { file: string; line: number };
}

// ---------------------------------------------------------------------------------------------
// Constructors: the only calls a generated card module makes (besides defineCard)
// ---------------------------------------------------------------------------------------------

// Players and objects
export const you = (): PlayerRef => ({ ref: "you" });
export const opponent = (): PlayerRef => ({ ref: "opponent" });
export const self = (): ObjectRef => ({ ref: "self" });
export const target = (index: number): ObjectRef => ({ ref: "target", index });
export const all = (filter: ZxFilter): ObjectRef => ({ ref: "all", filter });

/** A filter with its fields in table order, the ones not given left out. */
export function filter(f: ZxFilter = {}): ZxFilter {
  const out: ZxFilter = {};
  if (f.maxCost !== undefined) out.maxCost = f.maxCost;
  if (f.maxPower !== undefined) out.maxPower = f.maxPower;
  if (f.controller !== undefined) out.controller = f.controller;
  if (f.place !== undefined) out.place = f.place;
  return out;
}
/** `target Z/X ...` (upTo: `up to N target Z/X ...`). */
export const targetSpec = (f: ZxFilter = {}, upTo?: number): TargetSpec => (upTo === undefined ? { filter: filter(f) } : { filter: filter(f), upTo });

// Effects
export const draw = EFFECTS.draw.make;
export const damage = EFFECTS.damage.make;
export const heal = EFFECTS.heal.make;
export const destroy = EFFECTS.destroy.make;
export const putIntoTrash = EFFECTS.putIntoTrash.make;
export const returnToHand = EFFECTS.returnToHand.make;
export const topOfDeckTo = EFFECTS.topOfDeckTo.make;
export const modifyPower = EFFECTS.modifyPower.make;
export const sleep = EFFECTS.sleep.make;
export const reboot = EFFECTS.reboot.make;
export const recoverLife = EFFECTS.recoverLife.make;
export const optional = EFFECTS.optional.make;
/** "If CONDITION, EFFECT." (`if` is a reserved word). */
export const ifThen = EFFECTS.if.make;

// Conditions
export const lifeAtMost = CONDITIONS.lifeAtMost.make;
export const lifeAtMostOpponents = CONDITIONS.lifeAtMostOpponents.make;
export const chargeAtLeast = CONDITIONS.chargeAtLeast.make;
export const onOwnPlayerSquare = CONDITIONS.onOwnPlayerSquare.make;
export const yourTurn = CONDITIONS.yourTurn.make;
export const opponentsTurn = CONDITIONS.opponentsTurn.make;
export const selfState = CONDITIONS.selfState.make;
export const resourceAtLeast = CONDITIONS.resourceAtLeast.make;
export const handAtMost = CONDITIONS.handAtMost.make;

// Triggers
export const whenAppears = TRIGGERS.appears.make;
export const whenAttacks = TRIGGERS.attacks.make;
export const whenAttacked = TRIGGERS.isAttacked.make;
export const whenDestroyed = TRIGGERS.isDestroyed.make;
export const atEndOfYourTurn = TRIGGERS.endOfTurn.make;
export const whenPlayedFromHand = TRIGGERS.playedFromHand.make;
export const atStartOfYourTurn = TRIGGERS.startOfTurn.make;
export const atStartOfOpponentsTurn = TRIGGERS.startOfOpponentsTurn.make;

// Cost items
export const sleepSelf = COST_ITEMS.sleepSelf.make;
export const sleepResource = COST_ITEMS.sleepResource.make;
export const discardCost = COST_ITEMS.discard.make;
export const chargeToTrash = COST_ITEMS.chargeToTrash.make;

// Modes and additional costs
export function mode(targets: TargetSpec[], effects: Effect[], additional?: Additional): Mode {
  return additional === undefined ? { targets, effects } : { targets, effects, additional };
}
export const withExtra = (cost: number, effects: Effect[]): Additional => ({ kind: "withExtra", cost, effects });
export const forEachExtra = (cost: number, effects: Effect[]): Additional => ({ kind: "forEachExtra", cost, effects });

/** Optional sections, as the tag allows them. */
export interface SectionOptions {
  player?: string;
}

function sections(text: string, valid: ValidZone, opts: SectionOptions): Sections {
  return opts.player === undefined ? { valid, text } : { valid, player: opts.player, text };
}

// Abilities: the printed text first, as in x610z/abilities.ts.
export const bootAbility = (text: string, valid: ValidZone, cost: CostItem[], modes: Mode[], opts: SectionOptions = {}): BootAbility => ({
  kind: "boot",
  ...sections(text, valid, opts),
  cost,
  modes,
});
export const autoAbility = (text: string, valid: ValidZone, trigger: Trigger, targets: TargetSpec[], effects: Effect[], opts: SectionOptions = {}): AutoAbility => ({
  kind: "auto",
  ...sections(text, valid, opts),
  trigger,
  targets,
  effects,
});
/** A continuous `[Always]` (ZX-608.1). */
export const alwaysAbility = (text: string, valid: ValidZone, effects: Effect[], opts: SectionOptions = {}): AlwaysAbility => ({
  kind: "always",
  ...sections(text, valid, opts),
  targets: [],
  effects,
});
/** `[Always] <Valid> Square <Effect> As this card appears from Life, EFFECT.` (ZX-608.2) */
export const appearsFromLifeAbility = (text: string, targets: TargetSpec[], effects: Effect[], opts: SectionOptions & { keyword?: Keyword } = {}): AlwaysAbility => ({
  kind: "always",
  ...sections(text, "square", opts),
  targets,
  effects,
  appearsFromLife: true,
  ...(opts.keyword !== undefined ? { keyword: opts.keyword } : {}),
});
export const specialAbility = (text: string, valid: ValidZone, condition: Condition, targets: TargetSpec[], effects: Effect[], opts: SectionOptions = {}): SpecialAbility => ({
  kind: "special",
  ...sections(text, valid, opts),
  condition,
  targets,
  effects,
});
export const eventAbility = (text: string, modes: Mode[]): EventAbility => ({ kind: "event", modes, text });

/** The keywords' reminder texts (LANGUAGE-ZX 4.10), compiled as if written out (ZX-608.3). */
export const REMINDER: Record<Keyword, string> = {
  lifeRecovery: "<Valid> Square <Effect> As this card appears from Life, if your Life is equal to or less than your opponent's Life, you may recover 1 Life.",
  voidBringer: "<Valid> Square <Effect> As this card appears from Life, if your Life is equal to or less than your opponent's Life, you may put target Z/X into its owner's Trash.",
};
export const KEYWORD_WORDS: Record<Keyword, string> = { lifeRecovery: "Life Recovery", voidBringer: "Void Bringer" };

/** `[Always] Life Recovery` (ZX-705.1). */
export const lifeRecovery = (text = "[Always] Life Recovery"): AlwaysAbility =>
  appearsFromLifeAbility(text, [], [ifThen(lifeAtMostOpponents(), [optional([recoverLife(1)])])], { keyword: "lifeRecovery" });
/** `[Always] Void Bringer` (ZX-705.2): any Z/X on the Square may be chosen. */
export const voidBringer = (text = "[Always] Void Bringer"): AlwaysAbility =>
  appearsFromLifeAbility(text, [targetSpec({})], [ifThen(lifeAtMostOpponents(), [optional([putIntoTrash(target(0))])])], { keyword: "voidBringer" });

/** Freezes a card definition after a structural check of ZX-202.1; both compiler routes end here. */
export function defineCard(def: ZxCardDefinition): ZxCardDefinition {
  const problems = cardProblems(def);
  if (problems.length) throw new TypeError(`defineCard ${JSON.stringify(def?.name)}: ${problems.join("; ")}`);
  return deepFreeze(def);
}

/** What ZX-202.1 (and ZX-610, ZX-705.3) says a card of its type can't be; empty when it is fine. */
export function cardProblems(def: ZxCardDefinition): string[] {
  const out: string[] = [];
  if (!def || typeof def.name !== "string" || def.name === "") return ["a card needs a name"];
  if (!Array.isArray(def.abilities)) out.push("a card needs a list of abilities");
  if (!Array.isArray(def.colours) || def.colours.some((c) => !COLOURS.includes(c)) || new Set(def.colours).size !== def.colours.length)
    out.push("colours are a list of red, blue, white, black, green, each at most once");
  if (!Array.isArray(def.icons)) out.push("icons are a list");
  const whole = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0;
  const abilities = Array.isArray(def.abilities) ? def.abilities : [];
  switch (def.type) {
    case "zx":
      if (!whole(def.cost)) out.push("ZX-202.1 a Z/X has a cost");
      if (!whole(def.power)) out.push("ZX-202.1 a Z/X has a power");
      if (!Array.isArray(def.tribes) || def.tribes.length === 0) out.push("ZX-202.1 a Z/X has a tribe");
      if (abilities.some((a) => a.kind === "event")) out.push("ZX-610 [Event] is an Event's ability");
      break;
    case "event":
      if (!whole(def.cost)) out.push("ZX-202.1 an Event has a cost");
      if (def.power !== undefined || def.tribes !== undefined || def.subtext !== undefined) out.push("ZX-202.1 an Event has no power, tribe or subtext");
      if (abilities.length !== 1 || abilities[0]!.kind !== "event") out.push("ZX-610 an Event's text is exactly one [Event] ability");
      break;
    case "player":
      if (def.cost !== undefined || def.power !== undefined || def.tribes !== undefined || def.subtext !== undefined || (def.icons ?? []).length) {
        out.push("ZX-202.1 a Player card has no cost, power, tribe, icon or subtext");
      }
      if (abilities.some((a) => a.kind === "event")) out.push("ZX-610 [Event] is an Event's ability");
      break;
    default:
      out.push(`ZX-201.2 the card types are zx, event and player, not ${JSON.stringify(def.type)}`);
  }
  if (def.playerName !== undefined && def.type !== "player") out.push("ZX-202.1 only a Player card has a player name");
  const big = numberBeyond(def);
  if (big) out.push(`ZX-205.1 ${big}: a number on a card is a whole number of at most ${MAX_CARD_NUMBER.toLocaleString("en-US")} either way, so Power, damage and their sums stay exact`);
  for (const a of abilities) {
    if (a.kind === "always" && a.keyword && (def.type !== "zx" || !(def.icons ?? []).includes("ignition"))) {
      out.push(`ZX-705.3 ${KEYWORD_WORDS[a.keyword]} needs a Z/X with the Ignition icon`);
    }
  }
  return out;
}

/** The largest number a card may hold (a cost, a Power, an amount, a Power change), either way: far
 *  above any real card and far enough below 2^53 that the sums the rules make of them (ZX-205.1
 *  Power and its changes, ZX-205.2 damage) stay exact. A dialect may cap lower. */
export const MAX_CARD_NUMBER = 1_000_000_000;

/** The first number of a card's data that isn't a whole number within MAX_CARD_NUMBER, as
 *  "path is value"; null when there is none. Walked without recursion: a card's data may nest as
 *  deep as its text does. */
function numberBeyond(def: unknown): string | null {
  const todo: Array<{ v: unknown; path: string }> = [{ v: def, path: "" }];
  while (todo.length) {
    const { v, path } = todo.pop()!;
    if (typeof v === "number") {
      if (!Number.isInteger(v) || Math.abs(v) > MAX_CARD_NUMBER) return `${path.slice(1) || "a number"} is ${v}`;
    } else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) if (typeof x === "number" || (x && typeof x === "object")) todo.push({ v: x, path: `${path}.${k}` });
    }
  }
  return null;
}

/** Without recursion: a card's data may nest as deep as its text does. */
function deepFreeze<T>(value: T): T {
  const todo: unknown[] = [value];
  while (todo.length) {
    const v = todo.pop();
    if (v && typeof v === "object" && !Object.isFrozen(v)) {
      Object.freeze(v);
      for (const x of Object.values(v)) todo.push(x);
    }
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Plain words: an ability as card text writes it (LANGUAGE-ZX 2-3), from the data alone
// ---------------------------------------------------------------------------------------------

export function filterWords(f: ZxFilter): string {
  const parts = ["Z/X"];
  if (f.maxCost !== undefined) parts.push(`with cost ${f.maxCost} or less`);
  if (f.maxPower !== undefined) parts.push(`with Power ${f.maxPower} or less`);
  if (f.controller === "you") parts.push("you control");
  if (f.controller === "opponent") parts.push("an opponent controls");
  if (f.place === "normal") parts.push("on a Normal Square");
  if (f.place === "ownPlayerSquare") parts.push("on your Player Square");
  if (f.place === "adjacentToSelf") parts.push("adjacent to this card");
  return parts.join(" ");
}

export function targetWords(t: TargetSpec): string {
  return `${t.upTo !== undefined ? `up to ${t.upTo} ` : ""}target ${filterWords(t.filter)}`;
}

export function objectWords(ref: ObjectRef, w: WordsCtx): string {
  switch (ref.ref) {
    case "self":
      return "this card";
    case "target": {
      const t = w.targets[ref.index];
      return t ? targetWords(t) : `target #${ref.index + 1}`;
    }
    case "all":
      return `all ${filterWords(ref.filter)}`;
  }
}

export function conditionWords(c: Condition): string {
  return (CONDITIONS[c.cond] as ConditionDef<ConditionKind>).words(c as never);
}

export function effectWords(e: Effect, w: WordsCtx): string {
  return effectDef(e).words(e as never, w);
}

export function effectsWords(effects: readonly Effect[], w: WordsCtx): string {
  return effects.map((e) => effectWords(e, w)).join(" ");
}

function costItemWords(c: CostItem): string {
  return (COST_ITEMS[c.item] as CostItemDef<CostItemKind>).words(c as never);
}

function triggerWords(t: Trigger): string {
  return (TRIGGERS[t.on] as TriggerDef<TriggerKind>).words(t as never);
}

const VALID_WORDS: Record<ValidZone, string> = { square: "Square", hand: "Hand", resource: "Resource", charge: "Charge", trash: "Trash", life: "Life", all: "All" };

function head(a: Exclude<Ability, EventAbility>): string {
  const tag = { boot: "[Boot]", auto: "[Auto]", always: "[Always]", special: "[Special]" }[a.kind];
  return `${tag}${a.player !== undefined ? ` <Player> ${a.player}` : ""} <Valid> ${VALID_WORDS[a.valid]}`;
}

function modeWords(m: Mode): string {
  const w = { targets: m.targets };
  const extra = m.additional ? ` ${m.additional.kind === "withExtra" ? "With extra" : "For each extra"} cost ${m.additional.cost}: ${uncap(effectsWords(m.additional.effects, w))}` : "";
  return `<Effect> ${effectsWords(m.effects, w)}${extra}`;
}

/** The ability in card text, on one line (`or` between modes), keywords as their keyword. */
export function abilityWords(a: Ability): string {
  switch (a.kind) {
    case "event":
      return `[Event] ${a.modes.map(modeWords).join(" or ")}`;
    case "boot":
      return `${head(a)} <Cost> ${a.cost.map(costItemWords).join(", ")}. ${a.modes.map(modeWords).join(" or ")}`;
    case "auto":
      return `${head(a)} <Trigger> ${triggerWords(a.trigger)} <Effect> ${effectsWords(a.effects, a)}`;
    case "special":
      return `${head(a)} <Trigger> If ${conditionWords(a.condition)}. <Effect> ${effectsWords(a.effects, a)}`;
    case "always": {
      if (a.keyword) return `[Always] ${KEYWORD_WORDS[a.keyword]}`;
      const body = effectsWords(a.effects, a);
      return `${head(a)} <Effect> ${a.appearsFromLife ? `As this card appears from Life, ${uncap(body)}` : body}`;
    }
  }
}

/** The meaning of a keyword ability: its reminder text in full (ZX-608.3). */
export function abilityMeaning(a: Ability): string {
  if (a.kind === "always" && a.keyword) return `[Always] ${KEYWORD_WORDS[a.keyword]} (${REMINDER[a.keyword]})`;
  return abilityWords(a);
}

// ---------------------------------------------------------------------------------------------
// What the interpreters may ask of the game (implemented by runtime/zx/effects.ts)
// ---------------------------------------------------------------------------------------------

/** Who and what a resolving ability is about: its controller (ZX-605.4), its card, its targets.
 *  `targets[i]` is the cards chosen for the i-th target phrase, or null while not chosen yet
 *  (ZX-611.1: an Auto or Special ability chooses when the sentence happens). */
export interface EffectCtx {
  you: string;
  source: string;
  targets: Array<TargetChoice[] | null>;
}

/** A chosen target: the card and the object it was when chosen (ZX-206.3, ZX-611.3). */
export interface TargetChoice {
  card: string;
  obj: number;
}

/** Reading the game (conditions, continuous effects). */
export interface RulesView {
  life(player: string): number;
  charge(player: string): number;
  opponent(player: string): string;
  /** The turn player (ZX-500.3). */
  turnPlayer(): string;
  /** Cards in the player's Resource (ZX-306) and hand (ZX-310). */
  resource(player: string): number;
  hand(player: string): number;
  /** Whether the card is in Sleep state (ZX-305.1). */
  isSleeping(card: string): boolean;
  /** Whether the card is a Z/X (or the Player card) on that player's Player Square. */
  onPlayerSquareOf(card: string, player: string): boolean;
  /** Whether `card` is one of the cards the reference means (continuous effects). */
  refersTo(ref: ObjectRef, ctx: EffectCtx, card: string): boolean;
}

/** Changing the game (effects). Each does as much as it can (ZX-612.5). */
export interface EffectRuntime extends RulesView {
  player(ref: PlayerRef, ctx: EffectCtx): string;
  /** The cards a reference means now: targets that left their zone are gone (ZX-611.3). */
  objects(ref: ObjectRef, ctx: EffectCtx): string[];
  draw(player: string, n: number): void;
  damage(card: string, amount: number): void;
  heal(card: string, amount: number): void;
  destroy(cards: string[]): void;
  leaveSquare(card: string, to: "trash" | "hand"): void;
  topOfDeckTo(player: string, zone: "resource" | "charge"): void;
  modifyPower(card: string, delta: number, duration: Duration, ctx: EffectCtx): void;
  setSleep(card: string, sleep: boolean): void;
  recoverLife(player: string, n: number): void;
  /** "you may": asks `player`, then runs the effects if he says yes (ZX-612.3). */
  mayThen(player: string, effects: Effect[], ctx: EffectCtx): void;
  /** Runs effects next, in order, before the rest of this sentence list (ZX-612.1). */
  pushEffects(effects: Effect[], ctx: EffectCtx): void;
}
