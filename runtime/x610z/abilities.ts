// Ability objects: what a compiled card is to the engine. This file is the contract between the
// compiler (which produces these from card text, by two routes) and the engine (which executes
// them). Everything here is plain, JSON-safe data: the engine owns the rules, cards own only data
// (Forge/Fireplace style: a small vocabulary of effects and selectors that card text maps onto).
//
// The constructor functions at the bottom are what generated card modules call; the in-memory
// builder calls the same functions, so both routes produce identical objects. Those of effects,
// conditions and triggers are defined with their op in effects/ and re-exported here.

import type { ChoiceEffect } from "./effects/choices.ts";
import type { DamageEffect } from "./effects/damage.ts";
import type { EnergyEffect } from "./effects/energy.ts";
import type { FlowEffect } from "./effects/flow.ts";
import type { PermanentEffect } from "./effects/permanents.ts";
import type { StatEffect } from "./effects/stats.ts";
import type { Trigger } from "./effects/triggers.ts";
import type { TurnEffect } from "./effects/turns.ts";
import type { ZoneEffect } from "./effects/zones.ts";

/** Energy amounts by energy-type letter (see grammar/vocabulary.ts): `M2 C1` is { M: 2, C: 1 }. */
export type Cost = Record<string, number>;

export type StatName = import("./vocabulary.ts").StatName;
export interface Stats {
  attack: number;
  defense: number;
  speed: number;
  range: number;
}

export type PhaseName = import("./vocabulary.ts").PhaseName;

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
  /** "other": not the ability's source ("Other Summons you control", "each other Summon"). */
  other?: boolean;
  /** "non-Dragon": a Summon not of that class (208.6). */
  notClass?: string;
  /** 206.1d: "activated" / "deactivated" (a deactivated permanent is in the activated state,
   *  206.1g) or "reactivated". */
  state?: "activated" | "reactivated";
  /** 209.3a: at least this many damage indicators ("damaged": 1, "with 3 or more damage": 3). */
  minDamage?: number;
  /** 202.5-202.6: a total stat compared ("with Attack 2 or less"): `stat` between `atLeast` and `atMost`. */
  stat?: StatName;
  atLeast?: number;
  atMost?: number;
  /** 600.6: the dot its pawn stands on: a No Attack Dot (603; a Starting Dot is one, 601.7), an
   *  Ending Dot (602), or the Starting Dot of the ability's "you" (601.4). */
  dot?: "noAttack" | "ending" | "yourStarting";
  /** 207.5a: an Effect fixed on a permanent of this kind ("fixed on a Summon you control")... */
  fixedOnKind?: "summon" | "crystal" | "effect";
  /** ... controlled by this player, relative to "you". */
  fixedOnController?: "you" | "opponent";
}

/** A target declared when the action is announced (200.3, 208.1). */
export type TargetSpec =
  | {
      kind: "object";
      filter: Filter;
      /** "another target": differs from these target indexes */
      distinctFrom?: number[];
      /** "up to two target Summons" (208.1): the caster may leave it (and every target after it) undeclared */
      optional?: boolean;
    }
  | { kind: "player"; opponent?: boolean }
  | { kind: "action" }; // a stackable action on the stack ("target action")

/** An object an effect acts on, resolved when the effect resolves. */
export type ObjectRef =
  | { ref: "target"; index: number } // the index-th declared target of the ability (or "that Summon")
  | { ref: "self" } // this Summon / this Effect / this card (the ability's source)
  | { ref: "fixed" } // the object a permanent Effect is fixed on (401, 207.5a)
  | { ref: "triggerSubject" } // "it" in a triggered effect: the subject of the trigger event
  | { ref: "attacker" } // "the attacking Summon"
  | { ref: "damageSource" } // "the source" in an "is dealt damage" trigger: what dealt the damage
  | { ref: "chosen" } // what a "choose" effect picked as it resolved ("a Summon you control", 208.1)
  | { ref: "all"; filter: Filter; ofPlayer?: PlayerRef }; // "all Summons", "all target player's Summons" (208.7)

/** A player an effect names. "No subject" means the caster (107.3, 208.4): { ref: "you" }. */
export type PlayerRef =
  | { ref: "you" } // caster of a cast card / permanent Effect (107.3a); controller of a summon or crystal
  | { ref: "targetPlayer"; index: number }
  | { ref: "controllerOf"; of: ObjectRef }
  | { ref: "ownerOf"; of: ObjectRef }
  | { ref: "eachOpponent" }
  | { ref: "activePlayer" } // 700.1 whose turn it is: "that player" / "they" of a phase trigger for each (opponent's) phase
  | { ref: "allPlayers" };

/** A number in an effect: a literal, "X" of a For each extra line (how many times it was paid), or
 *  `times` per thing counted as the effect resolves (issue 14, variable amounts). */
export type Amount = number | Counted;

/** A number counted as the effect resolves, `times` per unit: "for each Summon you control", "equal
 *  to the number of cards in your hand", "equal to this Summon's Attack", "all damage from X". */
export type Counted =
  | { count: "extraPaid" }
  | { count: "objects"; of: ObjectRef; times: number } // how many objects the reference means now
  | { count: "stat"; stat: StatName; of: ObjectRef; times: number } // its effective stat (202.6)
  | { count: "damage"; of: ObjectRef; times: number }; // the damage on it (209.3)

// ---------------------------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------------------------

// One definition per op, condition and trigger, with its schema, constructor, words and what it
// does in the engine: runtime/x610z/effects/ (registry.ts joins them). Their constructors are
// re-exported at the bottom of this file.

/** "If CONDITION, EFFECT.": effects/conditions.ts. */
export type { Condition } from "./effects/conditions.ts";

/** Every effect op: the union of the families in effects/. */
export type Effect = ZoneEffect | StatEffect | PermanentEffect | EnergyEffect | DamageEffect | TurnEffect | FlowEffect | ChoiceEffect;

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

/** 207.4: what a triggered effect or ability waits for: effects/triggers.ts. */
export type { Trigger } from "./effects/triggers.ts";

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
  | { kind: "produces"; energy: Cost; text: string }
  /** 200.1b, 403.4: a crystal's energy, one of `options`, chosen as it is activated (a decision). */
  | { kind: "producesOneOf"; options: Cost[]; text: string };

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
// self() and fixed() return their exact shape so they also serve as trigger subjects.
export const self = (): { ref: "self" } => ({ ref: "self" });
export const fixed = (): { ref: "fixed" } => ({ ref: "fixed" });

// Added for generated card modules (compiler/schema.ts names each one): every constructor returns
// exactly the plain object of the data types above, with an optional field left out (not
// `undefined`) when it is not given, so both compiler routes yield deep-equal objects.

// Objects and players (208)
export const triggerSubject = (): ObjectRef => ({ ref: "triggerSubject" });
export const attacker = (): ObjectRef => ({ ref: "attacker" });
export const damageSource = (): ObjectRef => ({ ref: "damageSource" });
export const chosen = (): ObjectRef => ({ ref: "chosen" });
export const all = (filter: Filter, ofPlayer?: PlayerRef): ObjectRef => (ofPlayer === undefined ? { ref: "all", filter } : { ref: "all", filter, ofPlayer });
export const targetPlayer = (index: number): PlayerRef => ({ ref: "targetPlayer", index });
export const controllerOf = (of: ObjectRef): PlayerRef => ({ ref: "controllerOf", of });
export const ownerOf = (of: ObjectRef): PlayerRef => ({ ref: "ownerOf", of });
export const eachOpponent = (): PlayerRef => ({ ref: "eachOpponent" });
export const activePlayer = (): PlayerRef => ({ ref: "activePlayer" });
export const allPlayers = (): PlayerRef => ({ ref: "allPlayers" });
/** "X" of a For each extra line: how many times its cost was paid. */
export const extraPaid = (): Amount => ({ count: "extraPaid" });
/** "for each Summon you control", "the number of cards in your hand": `times` per object. */
export const countOf = (of: ObjectRef, times = 1): Counted => ({ count: "objects", of, times });
/** "equal to this Summon's Attack": `times` its effective stat. */
export const statOf = (stat: StatName, of: ObjectRef, times = 1): Counted => ({ count: "stat", stat, of, times });
/** "all damage from X", "for each damage on it": `times` the damage on it. */
export const damageOn = (of: ObjectRef, times = 1): Counted => ({ count: "damage", of, times });

// Targets declared on announcement (200.3, 208.1)
export const objectTarget = (filter: Filter, distinctFrom?: number[], optional?: boolean): TargetSpec => ({
  kind: "object",
  filter,
  ...(distinctFrom !== undefined && { distinctFrom }),
  ...(optional === true && { optional }),
});
export const playerTarget = (opponent?: boolean): TargetSpec => (opponent === undefined ? { kind: "player" } : { kind: "player", opponent });
export const actionTarget = (): TargetSpec => ({ kind: "action" });

// Effects and conditions: defined with their ops (effects/), re-exported here.
export * from "./effects/zones.ts";
export * from "./effects/stats.ts";
export * from "./effects/permanents.ts";
export * from "./effects/energy.ts";
export * from "./effects/damage.ts";
export * from "./effects/turns.ts";
export * from "./effects/flow.ts";
export * from "./effects/choices.ts";
export * from "./effects/conditions.ts";

// Modes and additional effects (204.4, 207.1, 207.2)
export const mode = (targets: TargetSpec[], effects: Effect[], additional: Additional[] = []): Mode => ({
  targets,
  effects,
  additional,
});
export const withCost = (cost: Cost, effects: Effect[]): Additional => ({ kind: "with", cost, effects });
export const withExtra = (cost: Cost, effects: Effect[]): Additional => ({ kind: "withExtra", cost, effects });
export const forEachExtra = (cost: Cost, effects: Effect[]): Additional => ({ kind: "forEachExtra", cost, effects });

// Triggers (207.4): the subject of `When|Whenever X ...`; the triggers themselves are in effects/.
export const any = (filter: Filter): { ref: "any"; filter: Filter } => ({ ref: "any", filter });
export * from "./effects/triggers.ts";

// Abilities: the card text of the ability comes first, as printed.
export const effectAbility = (text: string, modes: Mode[]): Ability => ({ kind: "effect", modes, text });
export const continuous = (text: string, effects: Effect[]): Ability => ({ kind: "continuous", effects, text });
export const triggered = (text: string, trigger: Trigger, mode: Mode, summon = false): Ability => ({
  kind: "triggered",
  trigger,
  mode,
  summon,
  text,
});
export const activated = (text: string, cost: Cost, modes: Mode[], summon = false): Ability => ({
  kind: "activated",
  cost,
  modes,
  summon,
  text,
});
export const paid = (text: string, cost: Cost, mode: Mode): Ability => ({ kind: "paid", cost, mode, text });
export const produces = (text: string, energy: Cost): Ability => ({ kind: "produces", energy, text });
export const producesOneOf = (text: string, options: Cost[]): Ability => ({ kind: "producesOneOf", options, text });

/** Freezes a card definition after a structural sanity check; both compiler routes end here. */
export function defineCard(def: CardDefinition): CardDefinition {
  if (typeof def.name !== "string" || !Array.isArray(def.abilities)) {
    throw new TypeError("defineCard: a card needs a name and a list of abilities");
  }
  return deepFreeze(def);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) freezeAll(value);
  return value;
}

/** Freezes an object and every unfrozen object under it. A value is looked at before the call, not
 *  in it: most are strings and numbers (a call each was a third of freezing a 30,000-card pool). */
function freezeAll(value: object): void {
  Object.freeze(value);
  // Index and key loops, not Object.values (an array per object): a 30,000-card pool read
  // back from the IR cache froze in 2.5x the time.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === "object" && v !== null && !Object.isFrozen(v)) freezeAll(v);
    }
  } else {
    for (const k in value) {
      if (!Object.hasOwn(value, k)) continue;
      const v: unknown = (value as Record<string, unknown>)[k];
      if (typeof v === "object" && v !== null && !Object.isFrozen(v)) freezeAll(v);
    }
  }
}
