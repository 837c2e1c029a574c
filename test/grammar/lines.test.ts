// LANGUAGE.md section 2: the kinds of ability line, summon abilities in brackets, `or` and
// additional lines (each its own line node; the checker relates them to the line above).
import { describe, expect, it } from "vitest";
import { lineShape, shape, textLines } from "./helpers.ts";

const summon = { kind: "Noun", written: "Summon", headWritten: "Summon", head: "summon", plural: false };
const draw = (n: number) => ({ kind: "Effect", op: "draw", who: null, n: { kind: "Amount", value: n } });
const sentence = (...effects: unknown[]) => ({ kind: "Sentence", lead: null, unless: null, effects });
const energy = (...items: [string, number][]) => ({
  kind: "EnergyList",
  none: false,
  items: items.map(([letter, amount]) => ({ kind: "Energy", letter, amount, known: true })),
});

describe("LANGUAGE.md section 2: ability lines", () => {
  it("206.2b an imperative sentence is an effect line", () => {
    expect(lineShape("Draw 2 cards.")).toEqual({
      kind: "EffectLine",
      text: "Draw 2 cards.",
      bracketed: false,
      sentences: [sentence(draw(2))],
    });
  });

  it("207.4 When/Whenever/At/During/In lines are triggered lines", () => {
    const kinds = textLines([
      "When this Summon attacks, draw 1 card.",
      "Whenever a Summon moves, heal 1 damage from it.",
      "At the beginning of your Draw Phase, draw 1 card.",
      "During your End Phase, draw 1 card.",
      "In target player's Reactivation Phase, draw 1 card.",
    ]).map((l) => (l.kind === "TriggeredLine" ? [l.kind, l.trigger.kind, l.bracketed] : [l.kind]));
    expect(kinds).toEqual([
      ["TriggeredLine", "EventTrigger", false],
      ["TriggeredLine", "EventTrigger", false],
      ["TriggeredLine", "PhaseTrigger", false],
      ["TriggeredLine", "DuringTrigger", false],
      ["TriggeredLine", "DuringTrigger", false],
    ]);
  });

  it("204.3 `☉: ...` and `☉, COST: ...` are activated lines; `(A)` is kept as written", () => {
    expect(lineShape("☉: Draw 1 card.")).toEqual({
      kind: "ActivatedLine",
      text: "☉: Draw 1 card.",
      bracketed: false,
      symbol: "☉",
      cost: null,
      sentences: [sentence(draw(1))],
    });
    expect(lineShape("(A), B1 C2: Draw 1 card.")).toEqual({
      kind: "ActivatedLine",
      text: "(A), B1 C2: Draw 1 card.",
      bracketed: false,
      symbol: "(A)",
      cost: energy(["B", 1], ["C", 2]),
      sentences: [sentence(draw(1))],
    });
  });

  it("403.4 `Produces M1.` is a crystal's energy", () => {
    expect(lineShape("Produces M1.")).toEqual({ kind: "ProducesLine", text: "Produces M1.", energy: energy(["M", 1]), or: [] });
  });

  it("403.4 `Produces M1 or B1.` is a crystal's energy of one of two types (issue 14)", () => {
    expect(lineShape("Produces M1 or B1.")).toEqual({ kind: "ProducesLine", text: "Produces M1 or B1.", energy: energy(["M", 1]), or: [energy(["B", 1])] });
  });

  it("207.1 `or` alone on a line is an or line between the effect lines", () => {
    const lines = textLines(["Draw 1 card.", "or", "Draw 2 cards."]);
    expect(lines.map((l) => [l.kind, l.text])).toEqual([
      ["EffectLine", "Draw 1 card."],
      ["OrLine", "or"],
      ["EffectLine", "Draw 2 cards."],
    ]);
    expect(lines[1]?.range.start).toMatchObject({ line: 6, column: 3 });
  });

  it("a trailing `or` (one side only) still parses, for the checker to report", () => {
    const lines = textLines(["Draw 1 card.", "or"]);
    expect(lines.map((l) => l.kind)).toEqual(["EffectLine", "OrLine"]);
  });

  it("204.4 / 207.2 With, With extra and For each extra lines, each with its cost", () => {
    const lines = textLines(["Draw 1 card.", "With M1: draw 1 card.", "With extra B2: draw 2 cards.", "For each extra C1: draw 1 card."]);
    expect(lines.slice(1).map((l) => shape(l))).toEqual([
      {
        kind: "AdditionalLine",
        text: "With M1: draw 1 card.",
        additional: "with",
        cost: energy(["M", 1]),
        sentences: [sentence(draw(1))],
      },
      {
        kind: "AdditionalLine",
        text: "With extra B2: draw 2 cards.",
        additional: "withExtra",
        cost: energy(["B", 2]),
        sentences: [sentence(draw(2))],
      },
      {
        kind: "AdditionalLine",
        text: "For each extra C1: draw 1 card.",
        additional: "forEachExtra",
        cost: energy(["C", 1]),
        sentences: [sentence(draw(1))],
      },
    ]);
  });

  it("`For each extra:` with no cost parses with an empty cost at the colon (the checker reports it)", () => {
    const [, extra] = textLines(["Heal 2 damage from target Summon.", "For each extra: heal 1 more damage from that Summon."]);
    if (extra?.kind !== "AdditionalLine") throw new Error(extra?.kind);
    expect(shape(extra.cost)).toEqual({ kind: "EnergyList", none: false, items: [] });
    // `  For each extra:` — the colon is column 17 of line 6.
    expect(extra.cost.range.start).toMatchObject({ line: 6, column: 17 });
    expect(extra.cost.range.end).toMatchObject({ line: 6, column: 17 });
  });

  it("several sentences on one line happen in order", () => {
    const [l] = textLines(["Draw 1 card. Discard 1 card. Draw 2 cards."]);
    expect(l?.kind === "EffectLine" && l.sentences.map((s) => s.effects.map((e) => e.op))).toEqual([["draw"], ["discard"], ["draw"]]);
  });
});

describe("402.10e-h summon abilities, always in brackets", () => {
  const header = "card S\ntype: Summon Card\nclass: Beast\nelement: Water\nstats: attack 1, defense 1, speed 1, range 1";
  const lines = textLines(
    [
      "[☉: Heal 2 damage from this Summon.]",
      "[B1: This Summon gets Speed +2.]",
      "[Whenever this Summon attacks: it gets Attack Power +1.]",
      "[This Summon can't be targeted by Effects your opponents control.]",
    ],
    header,
  );

  it("402.10f [☉: EFFECT] is a bracketed activated line", () => {
    expect(shape(lines[0])).toEqual({
      kind: "ActivatedLine",
      text: "[☉: Heal 2 damage from this Summon.]",
      bracketed: true,
      symbol: "☉",
      cost: null,
      sentences: [
        sentence({
          kind: "Effect",
          op: "heal",
          amount: { kind: "Amount", value: 2 },
          more: false,
          from: { kind: "ThisRef", noun: summon },
        }),
      ],
    });
  });

  it("402.10g [COST: EFFECT] is a paid line", () => {
    expect(shape(lines[1])).toEqual({
      kind: "PaidLine",
      text: "[B1: This Summon gets Speed +2.]",
      bracketed: true,
      cost: energy(["B", 1]),
      sentences: [
        sentence({
          kind: "Effect",
          op: "modifyStat",
          what: { kind: "ThisRef", noun: summon },
          stat: { kind: "Stat", stat: "speed", written: "Speed" },
          delta: 2,
          duration: null,
        }),
      ],
    });
  });

  it("402.10h [When CONDITION: EFFECT] is a bracketed triggered line; `it` stays a pronoun", () => {
    expect(shape(lines[2])).toEqual({
      kind: "TriggeredLine",
      text: "[Whenever this Summon attacks: it gets Attack Power +1.]",
      bracketed: true,
      trigger: {
        kind: "EventTrigger",
        word: "whenever",
        subject: { kind: "ThisRef", noun: summon },
        event: "attacks",
        object: null,
      },
      sentences: [
        sentence({
          kind: "Effect",
          op: "modifyStat",
          what: { kind: "It", word: "it" },
          stat: { kind: "Stat", stat: "attack", written: "Attack Power" },
          delta: 1,
          duration: null,
        }),
      ],
    });
  });

  it("402.10e [SENTENCE] is a bracketed effect line (continuous)", () => {
    expect(shape(lines[3])).toEqual({
      kind: "EffectLine",
      text: "[This Summon can't be targeted by Effects your opponents control.]",
      bracketed: true,
      sentences: [
        sentence({
          kind: "Effect",
          op: "untargetable",
          what: { kind: "ThisRef", noun: summon },
          by: {
            kind: "Noun",
            written: "Effects your opponents control",
            headWritten: "Effects",
            head: "effect",
            plural: true,
            controller: "opponent",
          },
          duration: null,
        }),
      ],
    });
  });

  it("a bracketed line's range covers the brackets", () => {
    expect(lines[0]?.range.start).toMatchObject({ line: 7, column: 3 });
    expect(lines[0]?.range.end).toMatchObject({ line: 7, column: 39 });
  });
});
