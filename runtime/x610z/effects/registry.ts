// Every effect op, condition and trigger, one definition each (the family files of this folder), and the
// one walk over nested effects. The tables are joined on first use, not when this module loads:
// the family files import the engine, which imports this module, so at load time some of them
// may not be there yet.
import type { Ability, Additional, Effect, Mode } from "../abilities.ts";
import { CONDITIONS, type Condition } from "./conditions.ts";
import { DAMAGE_EFFECTS } from "./damage.ts";
import type { ConditionDefinition, ConditionTable, EffectDefinition, EffectTable, FieldType, TriggerDefinition, TriggerTable, VariantOf } from "./define.ts";
import { ENERGY_EFFECTS } from "./energy.ts";
import { FLOW_EFFECTS } from "./flow.ts";
import { PERMANENT_EFFECTS } from "./permanents.ts";
import { STAT_EFFECTS } from "./stats.ts";
import { TRIGGERS, type Trigger } from "./triggers.ts";
import { TURN_EFFECTS } from "./turns.ts";
import { ZONE_EFFECTS } from "./zones.ts";

// The order is the order in which messages list the ops (a new op goes in its family's table).
const joinEffects = () => ({ ...ZONE_EFFECTS, ...STAT_EFFECTS, ...PERMANENT_EFFECTS, ...ENERGY_EFFECTS, ...DAMAGE_EFFECTS, ...TURN_EFFECTS, ...FLOW_EFFECTS }) satisfies EffectTable<Effect>;

// Nothing in the tables that the Effect type doesn't have (a family left out of abilities.ts Effect).
const onlyEffectOps: [Exclude<keyof ReturnType<typeof joinEffects>, Effect["op"]>] extends [never] ? true : never = true;
void onlyEffectOps;

let effectTable: EffectTable<Effect> | undefined;
let conditionTable: ConditionTable<Condition> | undefined;

/** Every effect op's definition, by op. */
export function effectDefinitions(): EffectTable<Effect> {
  return (effectTable ??= joinEffects());
}

/** The definition of one op. */
export function effectDefinition<K extends Effect["op"]>(op: K): EffectDefinition<Extract<Effect, { op: K }>> {
  return effectDefinitions()[op];
}

/** Every condition's definition, by its `cond`. */
export function conditionDefinitions(): ConditionTable<Condition> {
  return (conditionTable ??= CONDITIONS satisfies ConditionTable<Condition>);
}

export function conditionDefinition<K extends Condition["cond"]>(cond: K): ConditionDefinition<Extract<Condition, { cond: K }>> {
  return conditionDefinitions()[cond];
}

let triggerTable: TriggerTable<Trigger> | undefined;

/** Every trigger condition's definition, by its `on`. */
export function triggerDefinitions(): TriggerTable<Trigger> {
  return (triggerTable ??= TRIGGERS satisfies TriggerTable<Trigger>);
}

export function triggerDefinition<K extends Trigger["on"]>(on: K): TriggerDefinition<VariantOf<Trigger, "on", K>> {
  return triggerDefinitions()[on];
}

// ---------------------------------------------------------------------------------------------
// The effect visitor
// ---------------------------------------------------------------------------------------------

/** What holds effects: an ability, a mode, an additional effect, or a list of effects. */
export type EffectHolder = Ability | Mode | Additional | readonly Effect[];

const isEffectList = (t: FieldType) => t.t === "array" && t.of.t === "named" && t.of.name === "Effect";
const mentions = (t: FieldType, name: string): boolean => (t.t === "named" && t.name === name) || (t.t === "array" && mentions(t.of, name)) || (t.t === "oneOf" && t.of.some((x) => mentions(x, name)));

const nestedFields = new Map<string, string[]>();
/** The fields of an op that hold effects of their own (`then` of `if`, ...), from its schema. */
function effectListsOf(op: Effect["op"]): string[] {
  let fields = nestedFields.get(op);
  if (!fields) {
    fields = Object.entries(effectDefinition(op).fields as Record<string, FieldType>).flatMap(([name, t]) => (isEffectList(t) ? [name] : []));
    nestedFields.set(op, fields);
  }
  return fields;
}

/**
 * Calls `fn` on every effect `x` holds, in the order they are written: an effect before the
 * effects it holds (`If`, `When successfully done`, `unless`), a mode's effects before its
 * additional effects, modes in order. When `fn` returns false, the effects inside that one are
 * skipped.
 */
export function forEachEffect(x: EffectHolder, fn: (e: Effect) => boolean | void): void {
  if (isList(x)) {
    for (const e of x) {
      if (fn(e) === false) continue;
      for (const field of effectListsOf(e.op)) forEachEffect((e as unknown as Record<string, Effect[]>)[field]!, fn);
    }
    return;
  }
  if ("modes" in x) for (const m of x.modes) forEachEffect(m, fn);
  else if ("mode" in x) forEachEffect(x.mode, fn);
  else if ("effects" in x) {
    forEachEffect(x.effects, fn);
    if ("additional" in x) for (const a of x.additional) forEachEffect(a.effects, fn);
  }
}

function isList(x: EffectHolder): x is readonly Effect[] {
  return Array.isArray(x);
}

/** Whether any effect `x` holds satisfies `test`. */
function someEffect(x: EffectHolder, test: (e: Effect) => boolean): boolean {
  let found = false;
  forEachEffect(x, (e) => {
    if (!found && test(e)) found = true;
    return !found;
  });
  return found;
}

const amountFields = new Map<string, string[]>();
/** Whether any effect counts the payments of a For each extra line ("X", `{ count: "extraPaid" }`). */
export function countsExtraPaid(x: EffectHolder): boolean {
  return someEffect(x, (e) => {
    let fields = amountFields.get(e.op);
    if (!fields) {
      fields = Object.entries(effectDefinition(e.op).fields as Record<string, FieldType>).flatMap(([name, t]) => (mentions(t, "Counted") ? [name] : []));
      amountFields.set(e.op, fields);
    }
    const values = e as unknown as Record<string, unknown>;
    return fields.some((f) => {
      const v = values[f];
      return typeof v === "object" && v !== null && (v as { count?: unknown }).count === "extraPaid";
    });
  });
}
