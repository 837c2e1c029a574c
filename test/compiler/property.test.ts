// Bad input never crashes the compiler and never yields a half-built card: mutated card files
// (lines dropped, repeated, swapped, characters inserted) compile without throwing; every card
// that comes out has valid IR and no error inside its lines.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { loadIR } from "../../compiler/ir.ts";
import { fixture } from "./helpers.ts";

const base = fixture("core.card").split("\n");
const noise = fc.constantFrom("Summon", "target", "or", "[", "]", ":", "☉", "X", "M", "Q3", "card", "text:", "#", "\u202E", "'", "`${", "\\", " ");

const mutation = fc.oneof(
  fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("repeat" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("swap" as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), col: fc.nat(), text: noise }),
);

type Mutation = { kind: string; at: number; with?: number; col?: number; text?: string };

function mutate(lines: string[], ms: Mutation[]): string {
  const out = [...lines];
  for (const m of ms) {
    const i = m.at % out.length;
    const line = out[i];
    if (line === undefined) continue; // no lines left to mutate
    if (m.kind === "drop") out.splice(i, 1);
    else if (m.kind === "repeat") out.splice(i, 0, line);
    else if (m.kind === "swap") {
      const j = (m.with ?? 0) % out.length;
      out[i] = out[j] ?? line;
      out[j] = line;
    } else {
      const col = (m.col ?? 0) % (line.length + 1);
      out[i] = line.slice(0, col) + m.text + line.slice(col);
    }
  }
  return out.join("\n");
}

describe("compile on mutated card text", () => {
  it("never throws, and every card it returns is whole (valid IR, no error in its lines)", () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 6 }), (ms) => {
        const text = mutate(base, ms);
        const result = compile(text, "m.card");
        expect(result.cards.length).toBe(result.ir.length);
        expect(result.diagnostics.some((d) => d.code === "E2999")).toBe(false); // no internal error
        const errorLines = new Set(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.line));
        for (const ir of result.ir) {
          expect(loadIR(JSON.parse(JSON.stringify(ir)))).toStrictEqual(ir);
          for (const lines of ir.abilityLines) for (const l of lines) expect(errorLines.has(l)).toBe(false);
          expect(errorLines.has(ir.source.line) && result.diagnostics.some((d) => d.line === ir.source.line && d.code !== "E2900")).toBe(false);
        }
      }),
      { numRuns: 300, seed: 4242 },
    );
  });
});
