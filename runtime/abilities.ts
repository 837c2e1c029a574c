// Ability objects: what a compiled card is to the engine. This file is the contract between the
// compiler (which produces these from card text, by two routes) and the engine (which executes
// them). Everything here is plain, JSON-safe data: the engine owns the rules, cards own only data
// (Forge/Fireplace style: a small vocabulary of effects and selectors that card text maps onto).
//
// The constructor functions at the bottom are what generated card modules call; the in-memory
// builder calls the same functions, so both routes produce identical objects.

/** Energy amounts by energy-type letter (see grammar/vocabulary.ts): `M2 C1` is { M: 2, C: 1 }. */
export type Cost = Record<string, number>;

export type StatName = "attack" | "defense" | "speed" | "range";
export interface Stats {
  attack: number;
  defense: number;
  speed: number;
  range: number;
}

export type PhaseName = "reactivation" | "draw" | "action" | "end";

/** 402.10e, LANGUAGE.md section 3: how long a non-continuous modification lasts. */
export type Duration =
  | "endOfTurn" // "until end of turn", "this turn", and the default of summon abilities (402.10e)
  | "untilYourNextReactivation"
  | "whileInPlay"; // continuous: as long as the source stays in play (and fixed, 207.5a)

// ---------------------------------------------------------------------------------------------
// Selectors
// ---------------------------------------------------------------------------------------------

/** Which permanents (or cards) a target or a trigger subject may be. All fields are ANDed. */
export interface Filter {
  /** summon | crystal | effect (a permanent Effect in play or on the stack) | card (a card in a zone) */
  kind: "summon" | "crystal" | "effect" | "card";
  /** Summons: true = Life Base only, false = Non Life Base only (402.3). */
  lifeBase?: boolean;
  /** A summon class (208.6), e.g. "Dragon". */
  class?: string;
  /** Relative to the ability's controller ("you"). */
  controller?: "you" | "opponent";
  /** For kind "card": the card type the card must have, e.g. "Summon Card" (a type id). */
  cardType?: string;
  /** For kind "card": the zone it must be in. */
  zone?: "discard" | "hand" | "deck";
  /** For kind "card": whose zone ("your discard pile"); absent = any player's. */
  zoneOwner?: "you" | "opponent";
}

/** A target declared when the action is announced (200.3, 208.1). */
export type TargetSpec =
  | { kind: "object"; filter: Filter; /** "another target": differs from these target indexes */ distinctFrom?: number[] }
  | { kind: "player"; opponent?: boolean }
  | { kind: "action" }; // a stackable action on the stack ("target action")

/** An object an effect acts on, resolved when the effect resolves. */
export type ObjectRef =
  | { ref: "target"; index: number } // the index-th declared target of the ability (or "that Summon")
  | { ref: "self" } // this Summon / this Effect / this card (the ability's source)
  | { ref: "fixed" } // the object a permanent Effect is fixed on (401, 207.5a)
  | { ref: "triggerSubject" } // "it" in a triggered effect: the subject of the trigger event
  | { ref: "attacker" } // "the attacking Summon"
  | { ref: "all"; filter: Filter; ofPlayer?: PlayerRef }; // "all Summons", "all target player's Summons" (208.7)

/** A player an effect names. "No subject" means the caster (107.3, 208.4): { ref: "you" }. */
export type PlayerRef =
  | { ref: "you" } // caster of a cast card / permanent Effect (107.3a); controller of a summon or crystal
  | { ref: "targetPlayer"; index: number }
  | { ref: "controllerOf"; of: ObjectRef }
  | { ref: "ownerOf"; of: ObjectRef }
  | { ref: "eachOpponent" }
  | { ref: "allPlayers" };

/** A number in an effect: a literal, or "X" of a For each extra line (how many times it was paid). */
export type Amount = number | { count: "extraPaid" };

// ---------------------------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------------------------

export type Condition =
  | { cond: "youControl"; filter: Filter } // "if you control a Dragon"
  | { cond: "damageAtLeast"; what: ObjectRef; n: number } // "if X has N or more damage"
  | { cond: "onNoAttackDot"; what: ObjectRef } // "if X is on a No Attack Dot"
  | { cond: "handAtMost"; who: PlayerRef; n: number }; // "if you have N or fewer cards in your hand"

export type Effect =
  | { op: "damage"; amount: Amount; to: ObjectRef } // 210
  | { op: "heal"; amount: Amount; from: ObjectRef }
  | { op: "destroy"; what: ObjectRef } // 205.3
  | { op: "removeFromGame"; what: ObjectRef } // 506
  | { op: "draw"; who: PlayerRef; n: Amount } // 212, 106.3
  | { op: "discard"; who: PlayerRef; n: Amount } // chosen by that player
  | { op: "search"; who: PlayerRef; filter: Filter } // 211.2, 212.2: show, put into hand, shuffle
  | { op: "returnToHand"; what: ObjectRef }
  | { op: "putIntoPlay"; what: ObjectRef } // placed as in 402.6a
  | { op: "modifyStat"; what: ObjectRef; stat: StatName; delta: number; duration: Duration } // 202.6-7
  | { op: "setStat"; what: ObjectRef; stat: StatName; value: number; duration: Duration } // 202.6 base change
  | { op: "deactivate"; what: ObjectRef } // 206.1g
  | { op: "reactivate"; what: ObjectRef }
  | { op: "move"; what: ObjectRef; upTo: number } // by an effect: no energy, no activation
  | { op: "forbid"; what: ObjectRef; action: "move" | "attack" | "beActivated"; duration: Duration } // 107.1b
  | { op: "extraAttack"; what: ObjectRef } // 202.3b "can attack one more time this turn"
  | { op: "untargetable"; what: ObjectRef; by: "opponentsEffects"; duration: Duration } // 208
  | { op: "extraProduce"; what: ObjectRef; energy: Cost; duration: Duration } // 200.1b, 401.4
  | { op: "gainControl"; what: ObjectRef; duration: Duration } // 214, 402.8-9
  | { op: "counter"; what: ObjectRef } // glossary: counter an action
  | { op: "prevent"; what: ObjectRef; amount: number | "all"; duration: Duration }
  | { op: "addEnergy"; who: PlayerRef; energy: Cost } // 203
  | { op: "putCounters"; what: ObjectRef; counter: "activation" | "time"; n: number } // 209
  | { op: "extraTurn"; who: PlayerRef } // 700.2
  | { op: "skipPhase"; who: PlayerRef; phase: PhaseName } // 700.2
  | {
      // 204, 200.6: "Costs of Effect Cards your opponents cast are raised by C1." (continuous)
      op: "costModifier";
      cardType: string | null; // a card-type id, or null for every card
      casters: "you" | "opponents" | "all";
      change: "raise" | "reduce";
      by: Cost;
      duration: Duration;
    }
  | { op: "if"; cond: Condition; then: Effect[] }
  | { op: "whenDone"; first: Effect[]; then: Effect[] } // 207.3 "When successfully done, ..."
  | { op: "unless"; payer: PlayerRef; cost: Cost; effects: Effect[] }; // 207.2 "... unless its controller pays C3."

// ---------------------------------------------------------------------------------------------
// Abilities
// ---------------------------------------------------------------------------------------------

/** 204.4, 207.2: With / With extra (paid at most once) / For each extra (any number of times). */
export interface Additional {
  kind: "with" | "withExtra" | "forEachExtra";
  cost: Cost;
  effects: Effect[];
}

/** One way an ability can resolve: its targets, its effects in order, its additional effects. */
export interface Mode {
  targets: TargetSpec[];
  effects: Effect[];
  additional: Additional[];
}

/** 207.4: what a triggered effect or ability waits for. */
export type Trigger =
  | {
      on:
        | "attacks"
        | "moves"
        | "destroysSummon"
        | "isDealtDamage"
        | "isDestroyed"
        | "isCast"
        | "comesIntoPlay"
        | "leavesPlay";
      /** self: this Summon/card; fixed: what this Effect is fixed on ("that Dragon"); any: matching filter */
      subject: { ref: "self" } | { ref: "fixed" } | { ref: "any"; filter: Filter };
    }
  | { on: "castEffectCard"; who: "you" } // "Whenever you cast an Effect Card"
  | { on: "phaseBegins"; phase: PhaseName; whose: "you" | "each" } // "At the beginning of your Draw Phase"
  | { on: "phaseEnds"; phase: PhaseName; whose: "you" | "each" } // "At the end of each turn" = end of End Phase
  | { on: "during"; phase: PhaseName; whose: "you" | "targetPlayer" }; // "During your End Phase", "In target player's Reactivation Phase"

/** The event types the engine publishes; triggers are indexed by these (DESIGN principle 7). */
export function triggerEventType(t: Trigger): string {
  switch (t.on) {
    case "phaseBegins":
    case "during":
      return "phaseBegins";
    default:
      return t.on;
  }
}

export type Ability =
  /** Non permanents: what happens on resolution (206.2b). Two modes when the text has `or` (207.1). */
  | { kind: "effect"; modes: Mode[]; text: string }
  /** Continuous (207.5, 402.10e): on the fixed target, on this summon, or on the game. */
  | { kind: "continuous"; effects: Effect[]; text: string }
  /** 207.4, 402.10h. `summon` marks a bracketed summon ability (lasts until end of turn, 402.10e). */
  | { kind: "triggered"; trigger: Trigger; mode: Mode; summon: boolean; text: string }
  /** 204.3, 207.6 (☉ of a permanent Effect or crystal); 402.10f (summon: rotates it, once a turn). */
  | { kind: "activated"; cost: Cost; modes: Mode[]; summon: boolean; text: string }
  /** 402.10g: a summon's paid ability, once a turn. */
  | { kind: "paid"; cost: Cost; mode: Mode; text: string }
  /** 200.1b, 403.4: a crystal's energy (non stackable). */
  | { kind: "produces"; energy: Cost; text: string };

/** A card as the engine sees it. */
export interface CardDefinition {
  name: string;
  /** Casting cost (204.2); {} when the card has none. */
  cost: Cost;
  /** A card-type id from grammar/vocabulary.ts CARD_TYPES, e.g. "Summon Card". */
  type: string;
  /** For Class Specific Effect Cards: the class they may target (401.3). */
  typeClass?: string;
  class?: string;
  element?: string;
  crew?: string;
  /** 304.3: null = no restriction (∞). */
  restriction: number | null;
  permanent: boolean;
  movementEnergy?: Cost;
  stats?: Stats;
  /** 209.2: counters it enters play with. */
  counters?: { activation?: number; time?: number };
  /** A permanent Effect that gets fixed: what it targets when cast (401.2-401.5, 207.5a). */
  fixedTarget?: TargetSpec;
  abilities: Ability[];
  flavor?: string;
  collector?: string;
  /** Where the card was written, for messages and generated headers. */
  source?: { file: string; line: number };
}

// ---------------------------------------------------------------------------------------------
// Constructors: the only calls a generated card module makes (besides defineCard).
// They build the same plain objects as the data above; names read like the card text.
// ---------------------------------------------------------------------------------------------

export const you = (): PlayerRef => ({ ref: "you" });
export const target = (index: number): ObjectRef => ({ ref: "target", index });
export const self = (): ObjectRef => ({ ref: "self" });
export const fixed = (): ObjectRef => ({ ref: "fixed" });

/** Freezes a card definition after a structural sanity check; both compiler routes end here. */
export function defineCard(def: CardDefinition): CardDefinition {
  if (typeof def.name !== "string" || !Array.isArray(def.abilities)) {
    throw new TypeError("defineCard: a card needs a name and a list of abilities");
  }
  return deepFreeze(def);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
