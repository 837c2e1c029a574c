// The schema table drives both IR validation and the call tree; these tests hold it to the runtime.
import { describe, expect, it } from "vitest";
import * as runtime from "../../runtime/x610z/abilities.ts";
import { evaluate } from "../../compiler/builder.ts";
import { lower } from "../../compiler/calls.ts";
import { checkType } from "../../compiler/ir.ts";
import { SCHEMA, type TypeName } from "../../compiler/schema.ts";
import { conditionDefinitions, effectDefinitions, triggerDefinitions } from "../../runtime/x610z/effects/registry.ts";
import { samplesOf } from "./samples.ts";

const typeNames = Object.keys(SCHEMA) as TypeName[];

describe("schema", () => {
  it("names only constructors that runtime/abilities.ts exports", () => {
    const missing: string[] = [];
    for (const shape of Object.values(SCHEMA)) {
      const variants = shape.kind === "union" ? Object.values(shape.variants) : [shape];
      for (const v of variants) {
        if (v.ctor && typeof (runtime as Record<string, unknown>)[v.ctor.fn] !== "function") missing.push(v.ctor.fn);
      }
    }
    expect(missing).toEqual([]);
  });

  it("takes every Effect op, Condition and Trigger from their definitions (runtime/x610z/effects/), constructors included", () => {
    const union = (name: TypeName) => {
      const shape = SCHEMA[name];
      return shape.kind === "union" ? shape.variants : {};
    };
    for (const [name, table] of [
      ["Effect", effectDefinitions()],
      ["Condition", conditionDefinitions()],
      ["Trigger", triggerDefinitions()],
    ] as const) {
      const definitions = Object.entries(table as Record<string, { ctor: { fn: string; make: unknown } }>);
      expect(Object.keys(union(name)), name).toEqual(definitions.map(([k]) => k));
      for (const [k, d] of definitions) {
        // The name generated modules import is the definition's own constructor.
        expect((runtime as Record<string, unknown>)[d.ctor.fn], `${name} ${k}: ${d.ctor.fn}`).toBe(d.ctor.make);
        expect(union(name)[k]!.ctor?.fn).toBe(d.ctor.fn);
      }
    }
  });

  for (const name of typeNames) {
    it(`${name}: every sample rebuilt through its constructors is exactly the sample`, () => {
      const samples = samplesOf({ t: "named", name });
      expect(samples.length).toBeGreaterThan(0);
      for (const sample of samples) {
        checkType(sample, { t: "named", name }, name); // the sample itself is valid IR
        const rebuilt = evaluate(lower(sample, { t: "named", name }));
        // toStrictEqual: no `undefined` keys where the IR has none.
        expect(rebuilt, JSON.stringify(sample)).toStrictEqual(sample);
      }
    });
  }

  it("constructors read like the card text: damage(2, target(0)) is 2 damage to the first target", () => {
    expect(runtime.damage(2, runtime.target(0))).toStrictEqual({ op: "damage", amount: 2, to: { ref: "target", index: 0 } });
    expect(runtime.mode([runtime.objectTarget({ kind: "summon" })], [])).toStrictEqual({
      targets: [{ kind: "object", filter: { kind: "summon" } }],
      effects: [],
      additional: [],
    });
    expect(runtime.triggered("t", runtime.on("attacks", runtime.self()), runtime.mode([], []))).toStrictEqual({
      kind: "triggered",
      trigger: { on: "attacks", subject: { ref: "self" } },
      mode: { targets: [], effects: [], additional: [] },
      summon: false,
      text: "t",
    });
  });

  it("leaves defaulted trailing arguments out of the call tree", () => {
    const tree = lower({ targets: [], effects: [], additional: [] }, { t: "named", name: "Mode" });
    expect(tree).toEqual({
      k: "call",
      fn: "mode",
      args: [
        { k: "arr", items: [] },
        { k: "arr", items: [] },
      ],
    });
  });
});
