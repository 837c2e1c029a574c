// The IR is a file format: loading it validates strictly and names the path of the first problem.
import { describe, expect, it } from "vitest";
import { IRError, loadIR, loadIRFile, serializeIR, type IR } from "../../compiler/ir.ts";
import { sampleCards } from "./samples.ts";

/** Bullseye as LANGUAGE.md §1 prints it, written by hand. */
function bullseye(): IR {
  const source = { file: "cards/core.card", line: 97 };
  return {
    irVersion: 1,
    source,
    abilityLines: [[105, 106]],
    card: {
      name: "Bullseye",
      cost: { M: 1, C: 1 },
      type: "Effect Card",
      crew: "Marksman",
      restriction: 3,
      permanent: false,
      abilities: [
        {
          kind: "effect",
          modes: [
            {
              targets: [{ kind: "object", filter: { kind: "summon" } }],
              effects: [{ op: "damage", amount: 2, to: { ref: "target", index: 0 } }],
              additional: [{ kind: "withExtra", cost: { M: 2 }, effects: [{ op: "damage", amount: 2, to: { ref: "target", index: 0 } }] }],
            },
          ],
          text: "Deal 2 damage to target Summon.\nWith extra M2: deal 2 more damage to that Summon.",
        },
      ],
      flavor: "Dead centre, every time.",
      collector: "1.1/045/089-U",
      source,
    },
  };
}

const reject = (mutate: (ir: any) => void) => {
  const ir = structuredClone(bullseye()) as any;
  mutate(ir);
  return () => loadIR(ir);
};

describe("IR loading", () => {
  it("accepts a valid IR and every sample card, and round-trips through its file form", () => {
    expect(loadIR(bullseye())).toEqual(bullseye());
    const samples = sampleCards();
    expect(loadIRFile(serializeIR(samples), "x.ir.json")).toEqual(samples);
    expect(loadIRFile(serializeIR([bullseye()]), "x.ir.json")).toEqual([bullseye()]);
  });

  it("rejects another IR version with a message naming both versions", () => {
    expect(reject((ir) => (ir.irVersion = 2))).toThrow(/unsupported IR version 2; this compiler reads version 1/);
    expect(reject((ir) => delete ir.irVersion)).toThrow(IRError);
  });

  it("names the path of an unknown effect op", () => {
    expect(reject((ir) => (ir.card.abilities[0].modes[0].effects[0].op = "dmg"))).toThrow('card.abilities[0].modes[0].effects[0].op: unknown Effect "dmg"');
  });

  it("rejects unknown and missing fields rather than dropping them", () => {
    expect(reject((ir) => (ir.card.abilities[0].modes[0].effects[0].extra = 1))).toThrow(/unknown field "extra"/);
    expect(reject((ir) => delete ir.card.restriction)).toThrow(/card: missing field "restriction"/);
    expect(reject((ir) => delete ir.card.abilities[0].modes[0].additional)).toThrow(/missing field "additional"/);
  });

  it("rejects wrong value types", () => {
    expect(reject((ir) => (ir.card.cost = { Q: "3" }))).toThrow(/card\.cost\.Q: expected a whole number/);
    expect(reject((ir) => (ir.card.cost = { __proto__x: 1 }))).toThrow(/not an energy type letter/);
    expect(reject((ir) => (ir.card.restriction = -1))).toThrow(/card\.restriction/);
    expect(reject((ir) => (ir.card.abilities[0].modes[0].effects[0].amount = 1.5))).toThrow(/amount/);
    expect(reject((ir) => (ir.card.permanent = "no"))).toThrow(/card\.permanent: expected true or false/);
    expect(reject((ir) => (ir.card.abilities = {}))).toThrow(/card\.abilities: expected a list/);
  });

  it("keeps abilityLines and card.source consistent with the card", () => {
    expect(reject((ir) => ir.abilityLines.push([1]))).toThrow(/abilityLines: has 2 entries but the card has 1 abilities/);
    expect(reject((ir) => (ir.card.source = { file: "other.card", line: 1 }))).toThrow(/card\.source: differs/);
    expect(reject((ir) => (ir.card.name = "  "))).toThrow(/a card needs a name/);
  });

  it("reports malformed JSON with the file name", () => {
    expect(() => loadIRFile("{ nope", "bad.ir.json")).toThrow(/bad\.ir\.json: not valid JSON/);
    expect(() => loadIRFile("[1]", "list.ir.json")).toThrow(/list\.ir\.json\[0\]: an IR must be an object/);
  });
});
