// compile() checks, lowers and builds each card as it is parsed (compiler/compile-cards.ts), and the
// IR it returns holds the built card itself (one copy of a pool, not two). That is sound while the
// built card is the lowered IR's card evaluated into the same data, field for field: checked here
// on the lowering itself, so the IR `build` writes is the lowering's.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { checkCard } from "../../compiler/checker.ts";
import { parseCardFile } from "../../grammar/index.ts";
import { generateCards } from "../grammar/generate.ts";

const CARDS = new URL("../../cards/", import.meta.url);

describe("compile(): cards held once", () => {
  const inputs: Array<[string, string]> = readdirSync(CARDS)
    .filter((f) => f.endsWith(".card"))
    .map((f) => [f, readFileSync(new URL(f, CARDS), "utf8")]);
  inputs.push(["generated.card", generateCards(1500, 15).join("\n")]);

  it.each(inputs)("%s: each IR's card is the built card, the lowered IR's card as data", (file, text) => {
    const r = compile(text, file);
    expect(r.ir.length).toBe(r.cards.length);
    expect(r.ir.length).toBeGreaterThan(0);
    r.ir.forEach((ir, i) => expect(ir.card).toBe(r.cards[i]));
    // The lowering's IR (before compile() shares the card) and the card built from it.
    const lowered = parseCardFile(text, file)
      .cards.map((c) => checkCard(c, file))
      .filter((c) => c.ir !== null);
    expect(lowered.length).toBe(r.ir.length);
    lowered.forEach((c, i) => {
      expect(JSON.stringify(c.ir!.card)).toBe(JSON.stringify(c.built));
      expect(JSON.stringify(c.ir)).toBe(JSON.stringify(r.ir[i]));
    });
  });
});
