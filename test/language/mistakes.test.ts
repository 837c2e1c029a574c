// One mistake, one error (issue 14, section 3): the typical mistakes of a designer each give exactly
// one diagnostic, at the line and column of the mistake, saying what is wrong and, where there is
// one, what was meant; no cascade from a misspelt field, no follow-on error.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";

const EFFECT = "card Spell\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n";
const SUMMON = (fields: { cls?: string; stats?: string } = {}) =>
  `card Beast\ncost: C1\ntype: Summon Card\n${fields.cls ?? "class: Dragon"}\nelement: Fire\nmovement energy: C1\n${fields.stats ?? "stats: attack 2, defense 3, speed 2, range 1"}\ntext:\n  [When this Summon attacks: draw 1 card.]\n`;

/** [what the mistake is, the card text, the code, line, column, a part of the message]. Lines and
 *  columns are counted by hand on the text (1-based; the text lines are indented by 2). */
const MISTAKES: [string, string, string, number, number, string][] = [
  ["misspelt field name", "card Spell\ncots: M1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n", "E1009", 2, 1, 'did you mean "cost"'],
  ["misspelt required field (no 'missing class' after it)", SUMMON({ cls: "clas: Dragon" }), "E1009", 4, 1, 'did you mean "class"'],
  ["misspelt type field (no 'no type field' after it)", "card S\ncost: M1\ntpye: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n", "E1009", 3, 1, 'did you mean "type"'],
  ["field label without its colon", "card Spell\ncost M1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n", "E1012", 2, 1, 'did you mean "cost:"'],
  [
    "misspelt 'non permanent' (no 'says whether it is permanent' after it)",
    "card S\ncost: M1\ntype: Effect Card\nnon permanant\ntext:\n  Draw 1 card.\n",
    "E1012",
    4,
    1,
    'did you mean "non permanent"',
  ],
  ["misspelt card type", "card Spell\ncost: M1\ntype: Efect Card\nnon permanent\ntext:\n  Draw 1 card.\n", "E1008", 3, 7, 'did you mean "Effect Card"'],
  ["unknown energy type", "card Spell\ncost: Q1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n", "E1005", 2, 7, "energy types are M (Mystic)"],
  ["misspelt stat in the stats field (no 'missing defense' after it)", SUMMON({ stats: "stats: attack 2, defence 3, speed 2, range 1" }), "E1007", 7, 18, 'did you mean "Defense"'],
  [
    "misspelt counter kind",
    "card Spell\ncost: M1\ntype: Effect Card\npermanent\ncounters: 2 tyme\ntext:\n  At the beginning of your Draw Phase, draw 1 card.\n",
    "E1015",
    5,
    13,
    'did you mean "time"',
  ],
  ["missing permanence line", "card Spell\ncost: M1\ntype: Effect Card\ntext:\n  Draw 1 card.\n", "E2009", 1, 1, '"permanent" or "non permanent"'],
  ["misspelt keyword (verb)", `${EFFECT}  Dael 2 damage to target Summon.\n`, "E1003", 6, 3, 'did you mean "Deal"'],
  ["misspelt keyword (noun)", `${EFFECT}  Draw 2 crads.\n`, "E1003", 6, 10, 'did you mean "cards"'],
  ["misspelt trigger word", "card Spell\ncost: M1\ntype: Effect Card\npermanent\ntext:\n  Whenevr a Summon attacks, draw 1 card.\n", "E1003", 6, 3, 'did you mean "Whenever"'],
  ["misspelt duration", `${EFFECT}  Target Summon gets Attack +2 until end of trun.\n`, "E1003", 6, 45, 'did you mean "turn"'],
  ["missing period", `${EFFECT}  Deal 2 damage to target Summon\n`, "E1002", 6, 33, "expected '.'"],
  ["wrong stat name", `${EFFECT}  Target Summon gets Atack +2 until end of turn.\n`, "E1007", 6, 22, 'did you mean "attack"'],
  ["misspelt phase", "card Spell\ncost: M1\ntype: Effect Card\npermanent\ntext:\n  At the beginning of your Drow Phase, draw 1 card.\n", "E1006", 6, 28, 'did you mean "Draw Phase"'],
  ["misspelt target noun", `${EFFECT}  Destroy target Sumon.\n`, "E1004", 6, 11, 'did you mean "target Summon"'],
  // Amounts may be written in words (issue 26: `Deal two damage`, a canonical rule). A card named
  // by its card type where its verb acts on the stack (issue 26: a target's zone follows its verb).
  ["a card being cast named as a card", `${EFFECT}  Counter target Effect Card.\n`, "E2012", 6, 11, 'the closest supported wording is "Counter target action."'],
  ["misspelt 'extra' of a With line", `${EFFECT}  Deal 1 damage to target Summon.\n  With extar M1: deal 1 more damage to that Summon.\n`, "E1002", 7, 8, '"extar"'],
  ["'it' with nothing before it", `${EFFECT}  Destroy it.\n`, "E2007", 6, 11, "refers to nothing"],
];

describe("one mistake, one error, with its line and column", () => {
  it(`${MISTAKES.length} typical mistakes: exactly one error each, at the mistake, saying what was meant`, () => {
    expect(MISTAKES.length).toBeGreaterThanOrEqual(10);
    for (const [what, text, code, line, column, says] of MISTAKES) {
      // E2900 ("card ... is left out") is compile()'s note at the card line, not another error of the text.
      const found = compile(text, "mistake.card").diagnostics.filter((d) => d.code !== "E2900");
      expect(
        found.map((d) => `${d.code} ${d.line}:${d.column}`),
        what,
      ).toEqual([`${code} ${line}:${column}`]);
      expect(found[0]!.message, what).toContain(says);
    }
  });
});

describe("E1018 a byte that isn't UTF-8", () => {
  // Card B's line 13 holds a Latin-1 é (0xE9) where "é" would be; read as UTF-8 it is U+FFFD.
  const text = Buffer.concat([
    Buffer.from("card A\ncost: C1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n\ncard B\ncost: C1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\nflavor: caf"),
    Buffer.from([0xe9]),
    Buffer.from("\n\ncard C\ncost: C1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 2 cards.\n"),
  ]).toString("utf8");

  it("the file's other cards still check and build; the error is at that byte, and only that card is left out", () => {
    const out = compile(text, "latin1.card");
    expect(out.cards.map((c) => c.name)).toEqual(["A", "C"]);
    const errors = out.diagnostics.filter((d) => d.code !== "E2900");
    expect(errors.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(["E1018 14:12"]);
  });
});

describe("unsupported natural wording: one E1019 naming the phrase, with the closest supported wording", () => {
  // [line, the phrase named, the closest supported wording or undefined when there is none]
  const CASES: [string, string, string | undefined][] = [
    // 207.2: as the card's first line an additional effect has no line to add to: its effect alone.
    ["With M1, draw a card.", '"With M1," is not supported', "Draw 1 card."],
    ["Target opponent discards a card at random.", '"at random" is not supported', "Target opponent discards 1 card."],
  ];
  it("207.2 under an effect line, With M1, ... gets the additional effect's colon", () => {
    const out = compile(`${EFFECT}  Deal 1 damage to target Summon.\n  With M1, draw a card.\n`, "natural.card");
    const errors = out.diagnostics.filter((d) => d.code !== "E2900");
    expect(errors.map((d) => d.code)).toEqual(["E1019"]);
    expect(errors[0]!.message).toContain('the closest supported wording is "With M1: draw 1 card."');
  });
  it.each(CASES)("%s", (line, says, closest) => {
    const out = compile(`${EFFECT}  ${line}\n`, "natural.card");
    const errors = out.diagnostics.filter((d) => d.code !== "E2900");
    expect(errors.map((d) => d.code)).toEqual(["E1019"]);
    expect(errors[0]!.message).toContain(says);
    if (closest === undefined) expect(errors[0]!.message).not.toContain("closest supported wording");
    else {
      expect(errors[0]!.message).toContain(`the closest supported wording is "${closest}"`);
      // The closest wording checks (a With line needs a line above it, 207.2).
      const lines = closest.startsWith("With") ? ["Draw 1 card.", closest] : [closest];
      expect(compile(`${EFFECT}${lines.map((l) => `  ${l}\n`).join("")}`, "closest.card").diagnostics).toEqual([]);
    }
  });

  it("208.1 a verb after 'and' takes the sentence's subject: both lines check clean", () => {
    for (const line of ["Target player draws 2 cards and discards 1 card.", "Target Summon gets Range +2 and can attack one more time this turn."]) {
      expect(compile(`${EFFECT}  ${line}\n`, "natural.card").diagnostics, line).toEqual([]);
    }
  });
});
