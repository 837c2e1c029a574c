// The binder finds a card's fields in one pass (CardFields): the first field of each name, and the
// lines of every text field in order, as the grammar's look-ups by name (fieldNamed, fieldsNamed)
// find them, on every card of the project and generated cards (with duplicate fields among them).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CardFields } from "../../compiler/binder.ts";
import { fieldNamed, fieldsNamed, type FieldNode } from "../../grammar/ast.ts";
import { parseCardFile } from "../../grammar/index.ts";
import { generateCards } from "../grammar/generate.ts";

const FILES = ["cards/starter-crystals.card", "cards/starter-effects.card", "cards/starter-fixed.card", "cards/starter-summons.card", "test/golden/spec/cards/core.card"];
const NAMES = [
  "cost",
  "type",
  "class",
  "element",
  "crew",
  "restriction",
  "permanent",
  "movementEnergy",
  "stats",
  "counters",
  "text",
  "flavor",
  "collector",
] as const satisfies readonly FieldNode["field"][];

describe("CardFields", () => {
  it("holds the first field of each name and every text field's lines, as the look-ups by name find them", () => {
    // A card with two text fields and two costs (each a grammar error, still read).
    const twice = "card Twice\ncost: M1\ncost: B2\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\ntext:\n  Draw 2 cards.\n  Draw 3 cards.\n";
    const texts = [...FILES.map((f) => readFileSync(f, "utf8")), generateCards(300, 5).join("\n"), twice];
    let cards = 0;
    let withTwoTexts = 0;
    for (const text of texts) {
      for (const card of parseCardFile(text, "cards.card").cards) {
        const fields = new CardFields(card);
        for (const name of NAMES) expect(fields[name]).toBe(fieldNamed(card, name));
        const lines = fieldsNamed(card, "text").flatMap((f) => f.lines);
        expect(fields.textLines.length).toBe(lines.length);
        lines.forEach((l, i) => expect(fields.textLines[i]).toBe(l));
        if (fieldsNamed(card, "text").length > 1) withTwoTexts++;
        cards++;
      }
    }
    expect(cards).toBeGreaterThan(250);
    expect(withTwoTexts).toBeGreaterThan(0);
  });

  it("reads the two text fields of one card as one list of 3 lines, in order", () => {
    const card = parseCardFile("card Twice\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\ntext:\n  Draw 2 cards.\n  Draw 3 cards.\n", "x.card").cards[0]!;
    expect(new CardFields(card).textLines.map((l) => l.text)).toEqual(["Draw 1 card.", "Draw 2 cards.", "Draw 3 cards."]);
  });
});
