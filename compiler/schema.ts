// The shape of ability objects (runtime/abilities.ts) as data, and which runtime constructor
// builds each one. Two things are driven by this one table, so they cannot drift apart:
// - ir.ts validates a loaded IR against it (unknown fields, wrong types, unknown variants);
// - calls.ts lowers IR values into a call tree of these constructors, which the builder evaluates
//   and the emitter prints.
// test/compiler/schema.test.ts checks each constructor named here against the runtime.
import { COUNTER_KINDS, PHASE_IDS, STAT_IDS } from "../grammar/vocabulary.ts";

export type FieldType =
  | { t: "string" }
  | { t: "int" } // any integer (stat deltas may be negative)
  | { t: "count" } // a non-negative integer
  | { t: "boolean" }
  | { t: "null" }
  | { t: "enum"; values: readonly string[] }
  | { t: "array"; of: FieldType }
  | { t: "cost" } // energy letter -> count, e.g. { M: 2, C: 1 }
  | { t: "named"; name: TypeName }
  | { t: "oneOf"; of: readonly FieldType[] };

export interface Field {
  name: string;
  type: FieldType;
  optional?: boolean;
}

/**
 * How a value is rebuilt in code. `args` lists field names passed positionally (the union tag is
 * implied by the constructor unless listed); "object" passes the non-tag fields as one object.
 * `defaults` names trailing arguments the constructor fills in when they are left out.
 */
export interface Ctor {
  fn: string;
  args: readonly string[] | "object";
  defaults?: Record<string, unknown>;
}

export interface Variant {
  fields: readonly Field[];
  ctor?: Ctor; // absent: written as an object literal
}

export type Shape =
  | ({ kind: "struct" } & Variant)
  | { kind: "union"; tag: string; variants: Record<string, Variant> };

const str = { t: "string" } as const;
const int = { t: "int" } as const;
const count = { t: "count" } as const;
const bool = { t: "boolean" } as const;
const nul = { t: "null" } as const;
const cost = { t: "cost" } as const;
const enm = (...values: string[]): FieldType => ({ t: "enum", values });
const arr = (of: FieldType): FieldType => ({ t: "array", of });
const ref = (name: TypeName): FieldType => ({ t: "named", name });
const oneOf = (...of: FieldType[]): FieldType => ({ t: "oneOf", of });
const f = (name: string, type: FieldType, optional = false): Field => (optional ? { name, type, optional } : { name, type });
const ctor = (fn: string, args: readonly string[] | "object", defaults?: Record<string, unknown>): Ctor =>
  defaults ? { fn, args, defaults } : { fn, args };

const duration = enm("endOfTurn", "untilYourNextReactivation", "whileInPlay");
const stat = enm(...STAT_IDS);
const phase = enm(...PHASE_IDS);
const obj = ref("ObjectRef");
const player = ref("PlayerRef");
const effects = arr(ref("Effect"));
const amount = oneOf(count, ref("ExtraPaid"));

/** One variant per trigger event that has a subject: `on("attacks", self())`. */
const eventTrigger: Variant = {
  fields: [f("on", str), f("subject", ref("TriggerSubject"))],
  ctor: ctor("on", ["on", "subject"]),
};

export type TypeName =
  | "CardDefinition"
  | "Stats"
  | "Counters"
  | "Source"
  | "Filter"
  | "TargetSpec"
  | "ObjectRef"
  | "PlayerRef"
  | "ExtraPaid"
  | "Condition"
  | "Effect"
  | "Additional"
  | "Mode"
  | "TriggerSubject"
  | "Trigger"
  | "Ability";

export const SCHEMA: Record<TypeName, Shape> = {
  CardDefinition: {
    kind: "struct",
    fields: [
      f("name", str),
      f("cost", cost),
      f("type", str),
      f("typeClass", str, true),
      f("class", str, true),
      f("element", str, true),
      f("crew", str, true),
      f("restriction", oneOf(count, nul)),
      f("permanent", bool),
      f("movementEnergy", cost, true),
      f("stats", ref("Stats"), true),
      f("counters", ref("Counters"), true),
      f("fixedTarget", ref("TargetSpec"), true),
      f("abilities", arr(ref("Ability"))),
      f("flavor", str, true),
      f("collector", str, true),
      f("source", ref("Source"), true),
    ],
    ctor: ctor("defineCard", "object"),
  },
  Stats: { kind: "struct", fields: STAT_IDS.map((s) => f(s, count)) },
  Counters: { kind: "struct", fields: COUNTER_KINDS.map((k) => f(k, count, true)) },
  Source: { kind: "struct", fields: [f("file", str), f("line", count)] },
  Filter: {
    kind: "struct",
    fields: [
      f("kind", enm("summon", "crystal", "effect", "card")),
      f("lifeBase", bool, true),
      f("class", str, true),
      f("controller", enm("you", "opponent"), true),
      f("cardType", str, true),
      f("zone", enm("discard", "hand", "deck"), true),
      f("zoneOwner", enm("you", "opponent"), true),
    ],
  },
  TargetSpec: {
    kind: "union",
    tag: "kind",
    variants: {
      object: { fields: [f("filter", ref("Filter")), f("distinctFrom", arr(count), true)], ctor: ctor("objectTarget", ["filter", "distinctFrom"]) },
      player: { fields: [f("opponent", bool, true)], ctor: ctor("playerTarget", ["opponent"]) },
      action: { fields: [], ctor: ctor("actionTarget", []) },
    },
  },
  ObjectRef: {
    kind: "union",
    tag: "ref",
    variants: {
      target: { fields: [f("index", count)], ctor: ctor("target", ["index"]) },
      self: { fields: [], ctor: ctor("self", []) },
      fixed: { fields: [], ctor: ctor("fixed", []) },
      triggerSubject: { fields: [], ctor: ctor("triggerSubject", []) },
      attacker: { fields: [], ctor: ctor("attacker", []) },
      damageSource: { fields: [], ctor: ctor("damageSource", []) },
      all: { fields: [f("filter", ref("Filter")), f("ofPlayer", player, true)], ctor: ctor("all", ["filter", "ofPlayer"]) },
    },
  },
  PlayerRef: {
    kind: "union",
    tag: "ref",
    variants: {
      you: { fields: [], ctor: ctor("you", []) },
      targetPlayer: { fields: [f("index", count)], ctor: ctor("targetPlayer", ["index"]) },
      controllerOf: { fields: [f("of", obj)], ctor: ctor("controllerOf", ["of"]) },
      ownerOf: { fields: [f("of", obj)], ctor: ctor("ownerOf", ["of"]) },
      eachOpponent: { fields: [], ctor: ctor("eachOpponent", []) },
      allPlayers: { fields: [], ctor: ctor("allPlayers", []) },
    },
  },
  ExtraPaid: { kind: "union", tag: "count", variants: { extraPaid: { fields: [], ctor: ctor("extraPaid", []) } } },
  Condition: {
    kind: "union",
    tag: "cond",
    variants: {
      youControl: { fields: [f("filter", ref("Filter"))], ctor: ctor("youControl", ["filter"]) },
      damageAtLeast: { fields: [f("what", obj), f("n", count)], ctor: ctor("damageAtLeast", ["what", "n"]) },
      onNoAttackDot: { fields: [f("what", obj)], ctor: ctor("onNoAttackDot", ["what"]) },
      handAtMost: { fields: [f("who", player), f("n", count)], ctor: ctor("handAtMost", ["who", "n"]) },
    },
  },
  Effect: {
    kind: "union",
    tag: "op",
    variants: {
      damage: { fields: [f("amount", amount), f("to", obj)], ctor: ctor("damage", ["amount", "to"]) },
      heal: { fields: [f("amount", amount), f("from", obj)], ctor: ctor("heal", ["amount", "from"]) },
      destroy: { fields: [f("what", obj)], ctor: ctor("destroy", ["what"]) },
      removeFromGame: { fields: [f("what", obj)], ctor: ctor("removeFromGame", ["what"]) },
      draw: { fields: [f("who", player), f("n", amount)], ctor: ctor("draw", ["who", "n"]) },
      discard: { fields: [f("who", player), f("n", amount)], ctor: ctor("discard", ["who", "n"]) },
      search: { fields: [f("who", player), f("filter", ref("Filter"))], ctor: ctor("search", ["who", "filter"]) },
      returnToHand: { fields: [f("what", obj)], ctor: ctor("returnToHand", ["what"]) },
      putIntoPlay: { fields: [f("what", obj)], ctor: ctor("putIntoPlay", ["what"]) },
      modifyStat: {
        fields: [f("what", obj), f("stat", stat), f("delta", int), f("duration", duration)],
        ctor: ctor("modifyStat", ["what", "stat", "delta", "duration"]),
      },
      setStat: {
        fields: [f("what", obj), f("stat", stat), f("value", count), f("duration", duration)],
        ctor: ctor("setStat", ["what", "stat", "value", "duration"]),
      },
      deactivate: { fields: [f("what", obj)], ctor: ctor("deactivate", ["what"]) },
      reactivate: { fields: [f("what", obj)], ctor: ctor("reactivate", ["what"]) },
      move: { fields: [f("what", obj), f("upTo", count)], ctor: ctor("move", ["what", "upTo"]) },
      forbid: {
        fields: [f("what", obj), f("action", enm("move", "attack", "beActivated")), f("duration", duration)],
        ctor: ctor("forbid", ["what", "action", "duration"]),
      },
      extraAttack: { fields: [f("what", obj)], ctor: ctor("extraAttack", ["what"]) },
      untargetable: {
        fields: [f("what", obj), f("by", enm("opponentsEffects")), f("duration", duration)],
        ctor: ctor("untargetable", ["what", "by", "duration"]),
      },
      extraProduce: {
        fields: [f("what", obj), f("energy", cost), f("duration", duration)],
        ctor: ctor("extraProduce", ["what", "energy", "duration"]),
      },
      gainControl: { fields: [f("what", obj), f("duration", duration)], ctor: ctor("gainControl", ["what", "duration"]) },
      counter: { fields: [f("what", obj)], ctor: ctor("counter", ["what"]) },
      prevent: {
        fields: [f("what", obj), f("amount", oneOf(count, enm("all"))), f("duration", duration)],
        ctor: ctor("prevent", ["what", "amount", "duration"]),
      },
      addEnergy: { fields: [f("who", player), f("energy", cost)], ctor: ctor("addEnergy", ["who", "energy"]) },
      putCounters: {
        fields: [f("what", obj), f("counter", enm("activation", "time")), f("n", count)],
        ctor: ctor("putCounters", ["what", "counter", "n"]),
      },
      extraTurn: { fields: [f("who", player)], ctor: ctor("extraTurn", ["who"]) },
      skipTurn: { fields: [f("who", player)], ctor: ctor("skipTurn", ["who"]) },
      skipPhase: { fields: [f("who", player), f("phase", phase)], ctor: ctor("skipPhase", ["who", "phase"]) },
      costModifier: {
        fields: [
          f("cardType", oneOf(str, nul)),
          f("casters", enm("you", "opponents", "all")),
          f("change", enm("raise", "reduce")),
          f("by", cost),
          f("duration", duration),
        ],
        ctor: ctor("costModifier", "object"),
      },
      if: { fields: [f("cond", ref("Condition")), f("then", effects)], ctor: ctor("ifThen", ["cond", "then"]) },
      whenDone: { fields: [f("first", effects), f("then", effects)], ctor: ctor("whenDone", ["first", "then"]) },
      unless: {
        fields: [f("payer", player), f("cost", cost), f("effects", effects)],
        ctor: ctor("unless", ["payer", "cost", "effects"]),
      },
    },
  },
  Additional: {
    kind: "union",
    tag: "kind",
    variants: {
      with: { fields: [f("cost", cost), f("effects", effects)], ctor: ctor("withCost", ["cost", "effects"]) },
      withExtra: { fields: [f("cost", cost), f("effects", effects)], ctor: ctor("withExtra", ["cost", "effects"]) },
      forEachExtra: { fields: [f("cost", cost), f("effects", effects)], ctor: ctor("forEachExtra", ["cost", "effects"]) },
    },
  },
  Mode: {
    kind: "struct",
    fields: [f("targets", arr(ref("TargetSpec"))), f("effects", effects), f("additional", arr(ref("Additional")))],
    ctor: ctor("mode", ["targets", "effects", "additional"], { additional: [] }),
  },
  TriggerSubject: {
    kind: "union",
    tag: "ref",
    variants: {
      self: { fields: [], ctor: ctor("self", []) },
      fixed: { fields: [], ctor: ctor("fixed", []) },
      any: { fields: [f("filter", ref("Filter"))], ctor: ctor("any", ["filter"]) },
    },
  },
  Trigger: {
    kind: "union",
    tag: "on",
    variants: {
      attacks: eventTrigger,
      moves: eventTrigger,
      destroysSummon: eventTrigger,
      isDealtDamage: eventTrigger,
      isDestroyed: eventTrigger,
      isCast: eventTrigger,
      comesIntoPlay: eventTrigger,
      leavesPlay: eventTrigger,
      castEffectCard: { fields: [f("who", enm("you"))], ctor: ctor("castEffectCard", ["who"]) },
      phaseBegins: { fields: [f("phase", phase), f("whose", enm("you", "each"))], ctor: ctor("phaseBegins", ["phase", "whose"]) },
      phaseEnds: { fields: [f("phase", phase), f("whose", enm("you", "each"))], ctor: ctor("phaseEnds", ["phase", "whose"]) },
      during: { fields: [f("phase", phase), f("whose", enm("you", "targetPlayer"))], ctor: ctor("during", ["phase", "whose"]) },
    },
  },
  Ability: {
    kind: "union",
    tag: "kind",
    variants: {
      effect: { fields: [f("modes", arr(ref("Mode"))), f("text", str)], ctor: ctor("effectAbility", ["text", "modes"]) },
      continuous: { fields: [f("effects", effects), f("text", str)], ctor: ctor("continuous", ["text", "effects"]) },
      triggered: {
        fields: [f("trigger", ref("Trigger")), f("mode", ref("Mode")), f("summon", bool), f("text", str)],
        ctor: ctor("triggered", ["text", "trigger", "mode", "summon"], { summon: false }),
      },
      activated: {
        fields: [f("cost", cost), f("modes", arr(ref("Mode"))), f("summon", bool), f("text", str)],
        ctor: ctor("activated", ["text", "cost", "modes", "summon"], { summon: false }),
      },
      paid: { fields: [f("cost", cost), f("mode", ref("Mode")), f("text", str)], ctor: ctor("paid", ["text", "cost", "mode"]) },
      produces: { fields: [f("energy", cost), f("text", str)], ctor: ctor("produces", ["text", "energy"]) },
    },
  },
};

/** Energy letters as cost keys: `M`, `B`, `C`, `R` (grammar/vocabulary.ts holds the known ones). */
export const COST_KEY = /^[A-Z][A-Za-z0-9]*$/;
