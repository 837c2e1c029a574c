// Bounded by construction (issue 18), the compiler's side: card text from contest entrants is
// untrusted, so no text makes the grammar, the checker or the IR reader grow worse than linearly,
// overflow the stack, or crash. Each test is named by the rule or the property it protects.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { IRError, loadIRFile } from "../../compiler/ir.ts";
import { MAX_TARGETS } from "../../compiler/binder.ts";
import { parseCardFileAst } from "../../grammar/index.ts";
import { CHECK_CODES } from "../../compiler/codes.ts";

const effectCard = (name: string, lines: string[]): string =>
  [`card ${name}`, "cost: M1", "type: Effect Card", "restriction: 3", "non permanent", "text:", ...lines.map((l) => `  ${l}`)].join("\n") + "\n";

/** `Deal 1 damage to target Summon and 1 damage to another target Summon and ...` with n targets. */
const chain = (n: number): string => effectCard("Chain", [["Deal 1 damage to target Summon", ...Array.from({ length: n - 1 }, () => "1 damage to another target Summon")].join(" and ") + "."]);

describe("bounded: target chains", () => {
  it(`208.1 a mode declares at most ${MAX_TARGETS} targets (E2017), and up to that it builds`, () => {
    const ok = compile(chain(MAX_TARGETS));
    expect(ok.diagnostics).toEqual([]);
    expect(ok.cards[0]!.abilities[0]).toMatchObject({ kind: "effect" });
    const over = compile(chain(MAX_TARGETS + 1));
    expect(over.cards).toEqual([]);
    expect(over.diagnostics.map((d) => d.code)).toContain(CHECK_CODES.tooManyTargets.code);
  });

  it('bounded: a chain of 20,000 "another target"s checks in linear time and memory (before: quadratic, 244 MB for 76 KB)', () => {
    const small = chain(2_000);
    const big = chain(20_000);
    const time = (text: string) => {
      const t = performance.now();
      const r = compile(text);
      expect(r.cards).toEqual([]);
      return performance.now() - t;
    };
    time(small); // warm up
    const a = time(small);
    const b = time(big);
    expect(b).toBeLessThan(Math.max(50, a) * 30); // 10x the text, well under 100x the time
    expect(b).toBeLessThan(10_000);
  });
});

describe("bounded: diagnostics", () => {
  it("bounded: 130,000 diagnostics in one file are reported, not a stack overflow (no push(...) of an unbounded list)", () => {
    const text = effectCard(
      "Junk",
      Array.from({ length: 130_000 }, () => "Draw 99999 cards."),
    );
    const { diagnostics } = parseCardFileAst(text, "junk.card");
    expect(diagnostics.length).toBeGreaterThanOrEqual(130_000);
    const compiled = compile(text, "junk.card");
    expect(compiled.cards).toEqual([]);
    expect(compiled.diagnostics.at(-1)!.message).not.toMatch(/internal/);
  });
});

describe("bounded: IR files", () => {
  /** An IR whose effect nests `depth` ifs. */
  const deepIR = (depth: number): string => {
    let effect = `{"op":"draw","who":{"ref":"you"},"n":1}`;
    for (let i = 0; i < depth; i++) effect = `{"op":"if","cond":{"cond":"handAtMost","who":{"ref":"you"},"n":1},"then":[${effect}]}`;
    return `{"irVersion":1,"source":{"file":"d.card","line":1},"abilityLines":[[7]],"card":{"name":"Deep","cost":{},"type":"Effect Card","restriction":3,"permanent":false,"abilities":[{"kind":"effect","text":"x","modes":[{"targets":[],"effects":[${effect}],"additional":[]}]}]}}`;
  };

  it("bounded: a 1,000-deep .ir.json is refused with a clear error (IRError), not a stack overflow", () => {
    expect(() => loadIRFile(deepIR(1_000), "deep.ir.json")).toThrow(IRError);
    expect(() => loadIRFile(deepIR(100_000), "deep.ir.json")).toThrow(/deeper than/);
    expect(loadIRFile(deepIR(5), "ok.ir.json")).toHaveLength(1);
  });
});
