// The in-memory builder (compiler/builder.ts buildCard, calls.ts build) makes the card the call
// tree's evaluation makes (calls.ts cardCallTree, builder.ts evaluate: what a generated module
// runs), on every card of the project and a generated pool; and compile()'s card, the lowered IR
// frozen as it is (checker.ts), is that very card, key for key.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { buildCard, evaluate } from "../../compiler/builder.ts";
import { cardCallTree } from "../../compiler/calls.ts";
import { generateCards } from "../grammar/generate.ts";
import { cardPool } from "../../bench/compile.bench.ts";
import { bindCard } from "../../compiler/binder.ts";
import { lowerCard } from "../../compiler/lower.ts";
import { parseCardFile } from "../../grammar/index.ts";

const FILES = [
  "cards/starter-crystals.card",
  "cards/starter-effects.card",
  "cards/starter-fixed.card",
  "cards/starter-summons.card",
  "test/golden/spec/cards/core.card",
  "test/compiler/fixtures/phrases.card",
];

describe("builder", () => {
  it("builds every card of the project and 500 generated cards and the bench pool's templates as the call tree evaluates", () => {
    const texts = [...FILES.map((f) => readFileSync(f, "utf8")), generateCards(500, 11).join("\n"), cardPool(24)];
    let cards = 0;
    for (const text of texts) {
      const result = compile(text, "cards.card");
      for (const [i, ir] of result.ir.entries()) {
        const built = buildCard(ir);
        const evaluated = evaluate(cardCallTree(ir));
        expect(built).toStrictEqual(evaluated);
        expect(JSON.stringify(built)).toBe(JSON.stringify(evaluated));
        expect(Object.isFrozen(built)).toBe(true);
        const compiled = result.cards[i]!;
        expect(compiled).toBe(ir.card);
        expect(compiled).toStrictEqual(evaluated);
        expect(JSON.stringify(compiled)).toBe(JSON.stringify(evaluated));
        expect(everyObjectFrozen(compiled)).toBe(true);
        cards++;
      }
    }
    // every card file compiles whole, the generated pool in part, the bench pool whole (24 cards)
    expect(cards).toBeGreaterThan(250);
  });
});

describe("lowering", () => {
  it("freezes every object under a card as it makes it, so defineCard freezes only the card itself", () => {
    const texts = [...FILES.map((f) => readFileSync(f, "utf8")), generateCards(500, 11).join("\n"), cardPool(24)];
    let cards = 0;
    for (const text of texts) {
      for (const card of parseCardFile(text, "cards.card").cards) {
        let errors = 0;
        const bound = bindCard(card, () => errors++);
        if (errors > 0) continue;
        const ir = lowerCard(bound, "cards.card");
        expect(Object.isFrozen(ir.card)).toBe(false);
        for (const value of Object.values(ir.card)) expect(everyObjectFrozen(value)).toBe(true);
        cards++;
      }
    }
    expect(cards).toBeGreaterThan(250);
  });
});

/** Whether `value` and every object under it is frozen. */
function everyObjectFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(everyObjectFrozen);
}
