// Natural wording (issue 14): the named rules of grammar/wording.ts say what they say, WORDING.md
// names every one of them, and an unsupported line gets one error in a designer's words.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { CANONICAL_RULES, naturalWording, WORDING_RULES } from "../../grammar/wording.ts";
import { compileLine, wrap } from "./natural.ts";
import { formatSource } from "../../compiler/formatter.ts";

const REFERENCE = readFileSync(new URL("../../WORDING.md", import.meta.url), "utf8");

/** The errors of a line in its minimal card (natural.ts), E2900 "left out" aside. */
const errorsOf = (line: string) => compileLine(line).errors;

describe("the named rules", () => {
  it("WORDING.md names every rule of the code, in a table row", () => {
    const rows = REFERENCE.split("\n").filter((l) => l.startsWith("| `"));
    for (const name of [...Object.keys(CANONICAL_RULES), ...WORDING_RULES.map((r) => r.name)]) {
      expect(
        rows.some((r) => r.startsWith(`| \`${name}\` |`)),
        `WORDING.md has a row for "${name}"`,
      ).toBe(true);
    }
  });

  it("each canonical rule's example checks, and fmt writes it as the rule says", () => {
    for (const [name, r] of Object.entries(CANONICAL_RULES)) {
      const naturals = r.natural.split(" / ");
      const canonicals = r.canonical.split(" / ");
      naturals.forEach((natural, i) => {
        if (natural.includes("...")) return; // a fragment
        expect(
          errorsOf(natural).map((d) => d.message),
          `${name}: ${natural}`,
        ).toEqual([]);
        const w = wrap(natural);
        const out = formatSource(w.text, "x.card");
        expect(out.ok, name).toBe(true);
        if (out.ok) expect(out.text.split("\n")[w.lineNo - 1]!.trim(), name).toBe(canonicals[i]);
      });
    }
  });

  it("naturalWording: every matching rule rewrites the line, in order; a rule without a rewrite offers none", () => {
    expect(naturalWording("Discard two cards. If you do, return target Summon to your hand.")).toMatchObject({
      closest: "Discard 2 cards. When successfully done, return target Summon to its owner's hand.",
      rules: [{ phrase: "If you do," }, { phrase: "two" }, { phrase: "to your hand" }],
    });
    expect(naturalWording("Target Summon loses all abilities.")).toMatchObject({ closest: undefined, rules: [{ phrase: "loses all abilities" }] });
    expect(naturalWording("Draw 1 card.")).toEqual({ rules: [], closest: undefined });
  });
});

describe("diagnostics in a designer's words (E1019)", () => {
  it('"Draw a card." checks; a keyword is never an "unknown word"', () => {
    expect(errorsOf("Draw a card.")).toEqual([]);
    for (const line of ["Target Summon gets Range +2 and can attack one more time this turn.", "Draw a card from your deck."]) {
      for (const d of errorsOf(line)) expect(d.message, line).not.toMatch(/unknown word "(a|an|can)"/);
    }
  });

  it("one mistake, one error: the phrase, why, and the closest supported wording of the whole line", () => {
    const cases: [string, string, string | undefined][] = [
      [
        "You may discard two cards. If you do, return target Summon to your hand.",
        '"to your hand" is not supported (214.1',
        "You may discard 2 cards. When successfully done, return target Summon to its owner's hand.",
      ],
      ["Return target Summon to your hand.", '"to your hand" is not supported (214.1', "Return target Summon to its owner's hand."],
      ["Deal 2 damage to each other Summon.", '"each other Summon" is not supported', "Deal 2 damage to all Summons."],
      ["Search your deck for a Summon Card and put it into your hand.", '"and put it" is not supported (212.2', "Search your deck for a Summon Card, show it and put it into your hand."],
      ["Produces M1 and B1.", '"Produces M1 and B1" is not supported', "Produces M1 B1."],
      ["Target Summon loses all abilities.", '"loses all abilities" is not supported', undefined],
      ["Search your deck for a Dragon Summon Card, show it, and put it into your hand. Then shuffle your deck.", '"and put it" is not supported', undefined],
    ];
    for (const [line, says, closest] of cases) {
      const errors = errorsOf(line);
      expect(
        errors.map((d) => d.code),
        line,
      ).toEqual(["E1019"]);
      expect(errors[0]!.message, line).toContain(says);
      if (closest === undefined) expect(errors[0]!.message, line).not.toContain("closest supported wording");
      else {
        expect(errors[0]!.message, line).toContain(`the closest supported wording is "${closest}"`);
        expect(errorsOf(closest), closest).toEqual([]);
      }
    }
  });

  it("points at the phrase, inside a summon's brackets too", () => {
    // "  [When this Summon attacks, deal 1 damage to " is 46 characters: the phrase starts at column 47.
    const text = wrap("When this Summon attacks, deal 1 damage to each other Summon.").text;
    const [d] = compile(text, "x.card").diagnostics.filter((x) => x.code === "E1019");
    expect(d).toMatchObject({ line: 9, column: 47, endColumn: 64 });
    expect(d!.message).toContain('the closest supported wording is "[When this Summon attacks, deal 1 damage to all Summons.]"');
  });

  it("a: one picked as the effect resolves (E2013) names the closest wording of its line", () => {
    const [d] = errorsOf("Destroy a Summon you control.");
    expect(d!.code).toBe("E2013");
    expect(d!.message).toContain('the closest supported wording is "Destroy target Summon you control."');
  });

  it("a line the grammar can't read adds no checker error, and the lines joining it none either", () => {
    const card = "card X\ncost: C1\ntype: Effect Card\nnon permanent\ntext:\n  Deal 2 damage to target Sumon.\n  With extra M2: deal 2 more damage to that Summon.\n";
    expect(
      compile(card, "x.card")
        .diagnostics.filter((d) => d.code !== "E2900")
        .map((d) => d.code),
    ).toEqual(["E1004"]);
  });
});
