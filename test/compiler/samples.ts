// Sample ability objects for every variant of compiler/schema.ts, built by walking the schema:
// each union variant once, each optional field both present and absent. Tests feed them through
// both routes; the bench uses the cards as templates.
import { IR_VERSION, type IR } from "../../compiler/ir.ts";
import { SCHEMA, type FieldType, type TypeName, type Variant } from "../../compiler/schema.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { defined } from "../defined.ts";

/** Distinct samples of a type; every variant and every optional field appears in at least one. */
export function samplesOf(type: FieldType, depth = 0): unknown[] {
  switch (type.t) {
    case "string":
      return ["Dragon"];
    case "int":
      return [-2, 3];
    case "count":
      return [0, 2];
    case "boolean":
      return [true, false];
    case "null":
      return [null];
    case "enum":
      return [...type.values];
    case "array":
      return depth > 2 ? [[]] : [samplesOf(type.of, depth + 1).slice(0, 2)];
    case "cost":
      return [{ M: 2, C: 1 }, {}];
    case "oneOf":
      return type.of.flatMap((t) => samplesOf(t, depth));
    case "named":
      return samplesOfNamed(type.name, depth);
  }
}

function samplesOfNamed(name: TypeName, depth: number): Record<string, unknown>[] {
  const shape = SCHEMA[name];
  let variants: [string, Variant][] = shape.kind === "union" ? Object.entries(shape.variants) : [["", shape]];
  if (depth > 4) {
    // Deep down (ObjectRef -> PlayerRef -> ObjectRef ...), only the variant with fewest fields.
    const simplest = [...variants].sort((a, b) => a[1].fields.length - b[1].fields.length)[0];
    if (simplest) variants = [simplest];
  }
  const out: Record<string, unknown>[] = [];
  for (const [tagValue, variant] of variants) {
    const base: Record<string, unknown> = shape.kind === "union" ? { [shape.tag]: tagValue } : {};
    const tag = shape.kind === "union" ? shape.tag : undefined;
    const fields = variant.fields.filter((f) => f.name !== tag);
    const full = { ...base };
    const bare = { ...base };
    for (const f of fields) {
      const first = samplesOf(f.type, depth + 1)[0];
      full[f.name] = first;
      if (!f.optional) bare[f.name] = first;
    }
    out.push(full);
    if (fields.some((f) => f.optional) && depth <= 4) out.push(bare);
    // Every enum value of a field appears in some sample.
    for (const f of fields) {
      if (f.type.t === "enum" && depth <= 4) for (const v of f.type.values.slice(1)) out.push({ ...full, [f.name]: v });
    }
  }
  return out;
}

/** Cards that together hold every sample of every Effect, TargetSpec, Additional, Trigger and Ability. */
export function sampleCards(): IR[] {
  const of = <T>(name: TypeName) => samplesOf({ t: "named", name }) as T[];
  type A = CardDefinition["abilities"][number];
  type M = Extract<A, { kind: "effect" }>["modes"][number];
  const effects = of<M["effects"][number]>("Effect");
  const targets = of<M["targets"][number]>("TargetSpec");
  const additional = of<M["additional"][number]>("Additional");
  const abilities: A[] = [...of<A>("Ability")];
  for (let i = 0; i < effects.length; i += 8) {
    const mode: M = { targets, effects: effects.slice(i, i + 8), additional };
    abilities.push({ kind: "effect", modes: [mode], text: `Effects ${i}.` });
  }
  for (const trigger of of<Extract<A, { kind: "triggered" }>["trigger"]>("Trigger")) {
    abilities.push({ kind: "triggered", trigger, mode: { targets: [], effects: effects.slice(0, 1), additional: [] }, summon: false, text: "When." });
  }
  const bases = of<CardDefinition>("CardDefinition");
  const cards: IR[] = [];
  for (let i = 0; i * 4 < abilities.length; i++) {
    const source = { file: "samples.card", line: 100 * i + 1 };
    const own = abilities.slice(i * 4, i * 4 + 4);
    const card: CardDefinition = { ...defined(bases[i % bases.length], "a base card"), name: `Sample ${i}`, abilities: own, source };
    cards.push({ irVersion: IR_VERSION, source, abilityLines: own.map((_, k) => [100 * i + 2 + k]), card });
  }
  return cards;
}
