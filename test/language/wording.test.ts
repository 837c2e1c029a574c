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
    // "to your hand" is canonical wording now (fmt rewrites it, 214.1): no rule of this list matches it.
    expect(naturalWording("Discard two cards. If you do, return target Summon to your hand.")).toMatchObject({
      closest: "Discard 2 cards. When successfully done, return target Summon to your hand.",
      rules: [{ phrase: "If you do," }, { phrase: "two" }],
    });
    expect(naturalWording("Reveal your hand.")).toMatchObject({ closest: undefined, rules: [{ phrase: "Reveal" }] });
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
      ["Until the end of your next turn, target Summon loses all abilities.", '"Until the end of your next turn" is not supported', "Until your next turn, target Summon loses all abilities."],
      ["Search your deck for a Beast and put it into play on your Starting Dot.", '"on your Starting Dot" is not supported (402.6a', "Search your deck for a Beast and put it into play."],
      ["Reveal your hand.", '"Reveal" is not supported', undefined],
      ["Add M1 and B1 to your Energy Pool.", '"Add M1 and B1" is not supported', "Add M1 B1 to your Energy Pool."],
      ["Look at the top card of your deck. Put it into your hand.", '"Look at the top card of your deck." is not supported (looking', undefined],
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
    // "  [When this Summon attacks, target opponent discards 1 card " is 61 characters: "at random" is columns 62-70.
    const text = wrap("When this Summon attacks, target opponent discards 1 card at random.").text;
    const [d] = compile(text, "x.card").diagnostics.filter((x) => x.code === "E1019");
    expect(d).toMatchObject({ line: 9, column: 62, endColumn: 71 });
    expect(d!.message).toContain('the closest supported wording is "[When this Summon attacks, target opponent discards 1 card.]"');
  });

  it("a: a permanent's lasting text can't pick one as it resolves (E2013), and names the closest wording of its line; an effect can (208.1)", () => {
    expect(errorsOf("Destroy a Summon you control.")).toEqual([]);
    const [d, ...rest] = compileLine("A Summon you control gets Attack +1.", "permanentEffect").errors;
    expect(rest).toEqual([]);
    expect(d!.code).toBe("E2013");
    expect(d!.message).toContain('the closest supported wording is "Target Summon you control gets Attack +1."');
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
