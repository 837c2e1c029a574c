// The shape of ability objects (runtime/abilities.ts) as data, and which runtime constructor
// builds each one. Two things are driven by this one table, so they cannot drift apart:
// - ir.ts validates a loaded IR against it (unknown fields, wrong types, unknown variants);
// - calls.ts lowers IR values into a call tree of these constructors, which the builder evaluates
//   and the emitter prints.
// test/compiler/schema.test.ts checks each constructor named here against the runtime.
import { arr, bool, cost, count, effects, enm, int, nul, obj, oneOf, player, ref, str, type FieldType, type TypeName } from "../runtime/x610z/effects/define.ts";
import { COUNTER_KINDS, STAT_IDS } from "../grammar/vocabulary.ts";
import { conditionDefinitions, effectDefinitions, triggerDefinitions } from "../runtime/x610z/effects/registry.ts";

// Field types, and the variants of Effect, Condition and Trigger, come from the one definition of
// each op, condition and trigger (runtime/x610z/effects/).
export type { FieldType, TypeName } from "../runtime/x610z/effects/define.ts";

interface Field {
  name: string;
  type: FieldType;
  optional?: boolean;
}

/**
 * How a value is rebuilt in code. `args` lists field names passed positionally (the union tag is
 * implied by the constructor unless listed); "object" passes the non-tag fields as one object.
 * `defaults` names trailing arguments the constructor fills in when they are left out.
 */
interface Ctor {
  fn: string;
  args: readonly string[] | "object";
  defaults?: Record<string, unknown>;
}

export interface Variant {
  fields: readonly Field[];
  ctor?: Ctor; // absent: written as an object literal
}

export type Shape = ({ kind: "struct" } & Variant) | { kind: "union"; tag: string; variants: Record<string, Variant> };

const f = (name: string, type: FieldType, optional = false): Field => (optional ? { name, type, optional } : { name, type });
const ctor = (fn: string, args: readonly string[] | "object", defaults?: Record<string, unknown>): Ctor => (defaults ? { fn, args, defaults } : { fn, args });

/** The variants of a union whose members are defined in runtime/x610z/effects/: each one's fields
 *  in the order its definition lists them, and its constructor. A constructor that takes the tag
 *  (`on("attacks", self())`: the events share one) lists it among the fields. */
function definedVariants(table: Record<string, { fields: object; ctor: { fn: string; args: readonly string[] | "object" } }>, tag: string): Record<string, Variant> {
  const out: Record<string, Variant> = {};
  for (const [value, d] of Object.entries(table)) {
    const tagField = d.ctor.args !== "object" && d.ctor.args.includes(tag) ? [f(tag, str)] : [];
    const fields = Object.entries(d.fields as Record<string, FieldType>).map(([name, type]) => f(name, type));
    out[value] = { fields: [...tagField, ...fields], ctor: ctor(d.ctor.fn, d.ctor.args) };
  }
  return out;
}

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
      activePlayer: { fields: [], ctor: ctor("activePlayer", []) },
      allPlayers: { fields: [], ctor: ctor("allPlayers", []) },
    },
  },
  Counted: {
    kind: "union",
    tag: "count",
    variants: {
      extraPaid: { fields: [], ctor: ctor("extraPaid", []) },
      objects: { fields: [f("of", obj), f("times", int)], ctor: ctor("countOf", ["of", "times"]) },
      stat: { fields: [f("stat", enm(...STAT_IDS)), f("of", obj), f("times", int)], ctor: ctor("statOf", ["stat", "of", "times"]) },
      damage: { fields: [f("of", obj), f("times", int)], ctor: ctor("damageOn", ["of", "times"]) },
    },
  },
  Condition: { kind: "union", tag: "cond", variants: definedVariants(conditionDefinitions(), "cond") },
  Effect: { kind: "union", tag: "op", variants: definedVariants(effectDefinitions(), "op") },
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
  Trigger: { kind: "union", tag: "on", variants: definedVariants(triggerDefinitions(), "on") },
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
