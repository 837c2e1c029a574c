// The Z/X acceptance corpus (spec/zx/cards, copied in test/golden/spec/zx): zx-core.card checks
// with no diagnostic and compiles to exactly the cards test/zx/cards.ts builds by hand with the
// runtime's constructors; every card of zx-invalid.card gets the error its `# expect error:`
// comment names, located inside that card, in one run.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileZx } from "../../../compiler/zx/index.ts";
import { dialectOf } from "../../../grammar/zx/dialect.ts";
import { CARDS } from "../../zx/cards.ts";

const DIR = new URL("../../golden/spec/zx/cards/", import.meta.url);
const read = (f: string) => readFileSync(new URL(f, DIR), "utf8");
const plain = (c: object) => {
  const { flavor: _f, collector: _c, source: _s, ...rest } = c as Record<string, unknown>;
  return JSON.parse(JSON.stringify(rest));
};

describe("zx-core.card", () => {
  const text = read("zx-core.card");
  const r = compileZx(text, "zx-core.card");
  it("is in the Z/X dialect (its game: line)", () => expect(dialectOf(text).game).toBe("zx"));
  it("checks with no diagnostic", () => expect(r.diagnostics).toEqual([]));
  it("builds all 30 cards", () => expect(r.cards.map((c) => c.name)).toEqual(CARDS.map((c) => c.name)));
  for (const hand of CARDS) {
    it(`${hand.name} lowers to the hand-built ability objects`, () => {
      const built = r.cards.find((c) => c.name === hand.name)!;
      expect(plain(built)).toEqual(plain(hand));
    });
  }
});

describe("zx-invalid.card: each # expect error:, inside its card, in one run", () => {
  const text = read("zx-invalid.card");
  const r = compileZx(text, "zx-invalid.card");
  const lines = text.split("\n");
  const cases: Array<{ words: string; card: string; from: number; to: number }> = [];
  lines.forEach((l, i) => {
    const m = /^# expect error: "([^"]+)"/.exec(l);
    if (!m) return;
    const header = lines.findIndex((x, k) => k > i && x.startsWith("card "));
    let end = lines.findIndex((x, k) => k > header && (x.startsWith("card ") || x.startsWith("# expect error:")));
    if (end < 0) end = lines.length;
    cases.push({ words: m[1]!, card: lines[header]!.slice(5), from: header + 1, to: end });
  });
  it("has 8 cases", () => expect(cases.length).toBe(8));
  for (const c of cases) {
    it(`${c.card}: "${c.words}"`, () => {
      const hits = r.diagnostics.filter((d) => d.severity === "error" && d.line >= c.from && d.line <= c.to && d.message.includes(c.words));
      expect(hits.length, JSON.stringify(r.diagnostics.filter((d) => d.line >= c.from && d.line <= c.to))).toBeGreaterThan(0);
    });
  }
  it("builds none of them", () => expect(r.cards).toEqual([]));
});
