// What one effect op, condition or trigger is, in one place: the shape of its data (the schema the
// compiler validates IR against and builds constructor calls from), its constructor (what generated
// card modules call), its plain words, and what it does in the engine. Each family file of this
// folder defines its ops as a table typed by `EffectTable`; registry.ts joins the tables, and a
// mapped type over `Effect["op"]` makes a missing op, or a missing piece of one, a compile error.
//
// This module holds types and the field-type vocabulary only (no engine code), so every family
// file can use it while the modules that import the engine are still loading.
import type {
  Ability,
  Additional,
  Amount,
  CardDefinition,
  Condition,
  Cost,
  Duration,
  Effect,
  Filter,
  Mode,
  ObjectRef,
  PhaseName,
  PlayerRef,
  StatName,
  Stats,
  TargetSpec,
  Trigger,
} from "../abilities.ts";
import { PHASE_IDS, STAT_IDS } from "../vocabulary.ts";
import type { Engine } from "../cards.ts";
import type { CardId, Ctx, GameEvent } from "../types.ts";

// ---------------------------------------------------------------------------------------------
// Field types: the data vocabulary of compiler/schema.ts (which re-exports these)
// ---------------------------------------------------------------------------------------------

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

/** The named types of the ability data (runtime/x610z/abilities.ts), by their schema name. */
export interface NamedTypes {
  CardDefinition: CardDefinition;
  Stats: Stats;
  Counters: NonNullable<CardDefinition["counters"]>;
  Source: NonNullable<CardDefinition["source"]>;
  Filter: Filter;
  TargetSpec: TargetSpec;
  ObjectRef: ObjectRef;
  PlayerRef: PlayerRef;
  Counted: Exclude<Amount, number>;
  Condition: Condition;
  Effect: Effect;
  Additional: Additional;
  Mode: Mode;
  TriggerSubject: Extract<Trigger, { subject: unknown }>["subject"];
  Trigger: Trigger;
  Ability: Ability;
}
export type TypeName = keyof NamedTypes;

declare const VALUE: unique symbol;
/** A field type that also carries, for the type checker only, the TypeScript type of its values:
 *  a definition's `fields` must give each field of its variant a field type of exactly that type. */
export type Typed<T> = FieldType & { readonly [VALUE]?: (value: T) => T };
type ValueOf<F> = F extends { readonly [VALUE]?: (value: infer T) => unknown } ? T : never;

export const str = { t: "string" } as Typed<string>;
export const int = { t: "int" } as Typed<number>;
export const count = { t: "count" } as Typed<number>;
export const bool = { t: "boolean" } as Typed<boolean>;
export const nul = { t: "null" } as Typed<null>;
export const cost = { t: "cost" } as Typed<Cost>;
export const enm = <const V extends string>(...values: V[]): Typed<V> => ({ t: "enum", values }) as Typed<V>;
export const arr = <T>(of: Typed<T>): Typed<T[]> => ({ t: "array", of }) as Typed<T[]>;
export const ref = <N extends TypeName>(name: N): Typed<NamedTypes[N]> => ({ t: "named", name }) as Typed<NamedTypes[N]>;
export const oneOf = <const F extends readonly Typed<any>[]>(...of: F): Typed<ValueOf<F[number]>> => ({ t: "oneOf", of }) as Typed<ValueOf<F[number]>>;

// The field types effects, conditions and triggers share.
export const duration = enm("endOfTurn", "untilYourNextReactivation", "whileInPlay") satisfies Typed<Duration>;
export const stat = enm(...STAT_IDS) satisfies Typed<StatName>;
export const phase = enm(...PHASE_IDS) satisfies Typed<PhaseName>;
export const obj = ref("ObjectRef");
export const player = ref("PlayerRef");
export const filter = ref("Filter");
export const effects = arr(ref("Effect"));
export const amount = oneOf(count, ref("Counted")) satisfies Typed<Amount>;
/** A stat change: a number of either sign, or counted as it resolves ("Attack +1 for each ..."). */
export const delta = oneOf(int, ref("Counted")) satisfies Typed<Amount>;

// ---------------------------------------------------------------------------------------------
// Definitions
// ---------------------------------------------------------------------------------------------

type FieldKey<V, Tag extends string> = Exclude<keyof V, Tag> & string;

/** The schema of a variant: every field but the tag, in the order generated code lists them, each
 *  with a field type of exactly the field's TypeScript type. (No optional fields: the mapped
 *  type says `never` for one; variantSchema would need an `optional` flag first.) */
type FieldsOf<V, Tag extends string> = {
  [K in FieldKey<V, Tag>]-?: {} extends Pick<V, K> ? never : Typed<V[K]>;
};

/** The constructor generated modules and the in-memory builder call. */
interface Constructor<V, Tag extends string, R> {
  /** The name runtime/x610z/abilities.ts exports it under (it re-exports the family files). */
  fn: string;
  /** The fields it takes, in parameter order (the tag too when several share one constructor:
   *  `on("attacks", self())`); "object": one object with every field. */
  args: readonly (FieldKey<V, Tag> | Tag)[] | "object";
  /** The function itself. */
  make: (...args: never[]) => R;
}

/** One effect op (LANGUAGE.md 3). */
export interface EffectDefinition<V extends { op: string }> {
  /** The sentence it is written as (LANGUAGE.md 3). */
  words: string;
  /** The rule it follows, printed after it by `orrery explain`; "" where the rules only use the word. */
  rule: string;
  fields: FieldsOf<V, "op">;
  ctor: Constructor<V, "op", Effect>;
  /** Whether a continuous ability (207.5, 402.10e) may hold it: it has a lasting meaning. */
  continuous: boolean;
  /** In a continuous ability: what is wrong with this use of it, if anything (libraryProblems). */
  continuousProblem?: (e: V) => string | null;
  /** Runs it (effects.ts execute): true/false when done, successfully or not (207.3); "pushed"
   *  when a task on the agenda continues it. */
  run: (E: Engine, e: V, ctx: Ctx) => boolean | "pushed";
}

/** One condition of `If CONDITION, EFFECT.` (LANGUAGE.md 3). */
export interface ConditionDefinition<V extends { cond: string }> {
  /** The words it is written as (LANGUAGE.md 3). */
  words: string;
  /** The rule it follows (what it checks), printed with it by `orrery explain`. */
  rule: string;
  fields: FieldsOf<V, "cond">;
  ctor: Constructor<V, "cond", Condition>;
  /** Whether it holds now. */
  holds: (E: Engine, c: V, ctx: Ctx) => boolean;
}

/** One trigger condition (207.4). */
export interface TriggerDefinition<V extends { on: string }> {
  /** The words it is written as (LANGUAGE.md 3). */
  words: string;
  /** The rule of the event it waits for (all triggers follow 207.4), printed by `orrery explain`. */
  rule: string;
  fields: FieldsOf<V, "on">;
  ctor: Constructor<V, "on", Trigger>;
  /** The event type it listens to: triggers are indexed by it (DESIGN principle 7). */
  event: GameEvent["type"];
  /** The card of the event "it" names in the triggered effect, when not the event's own card
   *  (`is attacked`: the attack's target). */
  subject?: (ev: GameEvent) => CardId | null;
  /** Whether an event of that type triggers it on `source` (a card in play, or a cast card). */
  matches: (E: Engine, source: CardId, t: V, ev: GameEvent) => boolean;
}

/** The member of a union whose `tag` is K; a member whose tag is itself a union (the event
 *  triggers share one shape) counts for each of its values. */
export type VariantOf<U, Tag extends string, K> = U extends { [P in Tag]: infer T } ? (K extends T ? Omit<U, Tag> & { [P in Tag]: K } : never) : never;

export type EffectTable<U extends { op: string }> = { [K in U["op"]]: EffectDefinition<Extract<U, { op: K }>> };
export type ConditionTable<U extends { cond: string }> = { [K in U["cond"]]: ConditionDefinition<Extract<U, { cond: K }>> };
export type TriggerTable<U extends { on: string }> = { [K in U["on"]]: TriggerDefinition<VariantOf<U, "on", K>> };
