// Builders for the natural corpus's asserted meanings (natural.test.ts and meanings/*.ts).
import { objectTarget, type Effect, type Filter, type TargetSpec, type Trigger } from "../../../runtime/x610z/abilities.ts";
import type { Meaning as LineMeaning } from "../natural.ts";

export type Meaning = LineMeaning[];
export const summon = (f: Omit<Filter, "kind"> = {}): Filter => ({ kind: "summon", ...f });
/** A cast card's one mode (206.2b). */
export const cast = (targets: TargetSpec[], ...effects: Effect[]): Meaning => [{ kind: "effect", modes: [{ targets, effects, additional: [] }] }];
/** A summon's triggered ability (402.10h). */
export const summonTrigger = (trigger: Trigger, targets: TargetSpec[], ...effects: Effect[]): Meaning => [{ kind: "triggered", trigger, mode: { targets, effects, additional: [] }, summon: true }];
export const produces = (energy: Record<string, number>): Meaning => [{ kind: "produces", energy }];
/** 403.4: a crystal producing one of several energies, chosen when activated. */
export const producesOneOf = (...options: Record<string, number>[]): Meaning => [{ kind: "producesOneOf", options }];
/** A permanent Effect Card's triggered effect (207.4). */
export const trigger = (t: Trigger, targets: TargetSpec[], ...effects: Effect[]): Meaning => [{ kind: "triggered", trigger: t, mode: { targets, effects, additional: [] }, summon: false }];
/** A permanent Effect Card's continuous effect (207.5). */
export const lasting = (...effects: Effect[]): Meaning => [{ kind: "continuous", effects }];
export const aSummon = objectTarget(summon());
