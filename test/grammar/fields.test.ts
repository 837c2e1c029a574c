// LANGUAGE.md section 1: a card, its fields, names, comments, the text block.
import { describe, expect, it } from "vitest";
import { cleanCard, parse, shape, brief } from "./helpers.ts";

const BULLSEYE = `card Bullseye
cost: M1 C1
type: Effect Card
crew: Marksman
restriction: 3
non permanent
text:
  Deal 2 damage to target Summon.
  With extra M2: deal 2 more damage to that Summon.
flavor: Dead centre, every time.
collector: 1.1/045/089-U
`;

const summonNoun = { kind: "Noun", written: "Summon", headWritten: "Summon", head: "summon", plural: false };

describe("LANGUAGE.md section 1: a card", () => {
  it("parses the example card of section 1 field by field", () => {
    const card = cleanCard(BULLSEYE);
    expect(card.name).toBe("Bullseye");
    expect(shape(card.fields)).toEqual([
      {
        kind: "Field",
        label: "cost",
        field: "cost",
        value: {
          kind: "EnergyList",
          none: false,
          items: [
            { kind: "Energy", letter: "M", amount: 1, known: true },
            { kind: "Energy", letter: "C", amount: 1, known: true },
          ],
        },
      },
      {
        kind: "Field",
        label: "type",
        field: "type",
        typeId: "Effect Card",
        written: "Effect Card",
        cardWord: true,
        typeClass: null,
      },
      { kind: "Field", label: "crew", field: "crew", value: { kind: "Words", text: "Marksman" } },
      { kind: "Field", label: "restriction", field: "restriction", value: 3, written: "3" },
      { kind: "Field", label: "non permanent", field: "permanent", permanent: false },
      {
        kind: "Field",
        label: "text",
        field: "text",
        lines: [
          {
            kind: "EffectLine",
            text: "Deal 2 damage to target Summon.",
            bracketed: false,
            sentences: [
              {
                kind: "Sentence",
                lead: null,
                unless: null,
                effects: [
                  {
                    kind: "Effect",
                    op: "damage",
                    amount: { kind: "Amount", value: 2 },
                    more: false,
                    to: { kind: "TargetRef", another: false, noun: summonNoun, written: "target Summon" },
                  },
                ],
              },
            ],
          },
          {
            kind: "AdditionalLine",
            text: "With extra M2: deal 2 more damage to that Summon.",
            additional: "withExtra",
            cost: { kind: "EnergyList", none: false, items: [{ kind: "Energy", letter: "M", amount: 2, known: true }] },
            sentences: [
              {
                kind: "Sentence",
                lead: null,
                unless: null,
                effects: [
                  {
                    kind: "Effect",
                    op: "damage",
                    amount: { kind: "Amount", value: 2 },
                    more: true,
                    to: { kind: "ThatRef", noun: summonNoun },
                  },
                ],
              },
            ],
          },
        ],
      },
      { kind: "Field", label: "flavor", field: "flavor", text: "Dead centre, every time." },
      {
        kind: "Field",
        label: "collector",
        field: "collector",
        text: "1.1/045/089-U",
        parts: { act: "1.1", number: "045", total: "089", rarity: "U" },
      },
    ]);
  });

  it("locates the card, its name, its labels and values (1-based, end exclusive)", () => {
    const card = cleanCard(BULLSEYE);
    expect(card.headerRange.start).toEqual({ line: 1, column: 1, offset: 0 });
    // A range stores offsets (grammar/positions.ts); its positions are computed when read.
    expect({ start: card.nameRange.start, end: card.nameRange.end }).toEqual({
      start: { line: 1, column: 6, offset: 5 },
      end: { line: 1, column: 14, offset: 13 },
    });
    const cost = card.fields[0];
    // `cost:` is line 2, columns 1-5; the field runs to the end of `C1` (column 12).
    expect(cost?.labelRange.start).toMatchObject({ line: 2, column: 1 });
    expect(cost?.labelRange.end).toMatchObject({ line: 2, column: 6 });
    expect(cost?.range.end).toMatchObject({ line: 2, column: 12 });
    const text = card.fields[5];
    // The text block ends at the end of its last line (line 9), not at the flavor line.
    expect(text?.range.start).toMatchObject({ line: 7, column: 1 });
    expect(text?.range.end).toMatchObject({ line: 9, column: 52 });
    // `collector: 1.1/045/089-U` is 24 characters.
    expect(card.range.end).toMatchObject({ line: 11, column: 25 });
  });

  it("reads labels case-insensitively and in any order", () => {
    const card = cleanCard("card Shuffled\nCOLLECTOR: 1.1/001/089-C\nText:\n  Draw 1 card.\nNon Permanent\nTYPE: effect card\nCost: b1\n".replace("b1", "B1"));
    expect(card.fields.map((f) => f.field)).toEqual(["collector", "text", "permanent", "type", "cost"]);
    expect(card.fields.map((f) => f.label)).toEqual(["COLLECTOR", "Text", "Non Permanent", "TYPE", "Cost"]);
    const type = card.fields[3];
    expect(type?.field === "type" && type.typeId).toBe("Effect Card");
  });

  it("cost: none is an empty list marked none; no cost field is simply absent", () => {
    const card = cleanCard("card Free\ncost: none\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n");
    expect(shape(card.fields[0])).toEqual({
      kind: "Field",
      label: "cost",
      field: "cost",
      value: { kind: "EnergyList", none: true, items: [] },
    });
    const noCost = cleanCard("card Free\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n");
    expect(noCost.fields.some((f) => f.field === "cost")).toBe(false);
  });

  it("reads every energy type of the table, Robiumm (R) included", () => {
    const card = cleanCard("card Rainbow\ncost: M1 B2 C3 R4\ntype: Effect Card\n");
    const cost = card.fields[0];
    expect(cost?.field === "cost" && cost.value.items.map((i) => `${i.letter}${i.amount}`)).toEqual(["M1", "B2", "C3", "R4"]);
  });

  it("type: may leave out the word Card, and names the class of a Class Specific Effect Card", () => {
    const summon = cleanCard("card A\ntype: Summon\n").fields[0];
    expect(shape(summon)).toEqual({
      kind: "Field",
      label: "type",
      field: "type",
      typeId: "Summon Card",
      written: "Summon",
      cardWord: false,
      typeClass: null,
    });
    const cs = cleanCard("card B\ntype: Class Specific Effect Card (Dragon)\n").fields[0];
    expect(shape(cs)).toEqual({
      kind: "Field",
      label: "type",
      field: "type",
      typeId: "Class Specific Effect Card",
      written: "Class Specific Effect Card",
      cardWord: true,
      typeClass: { kind: "Words", text: "Dragon" },
    });
    for (const id of ["Life Base Card", "Energy Crystal Card", "Summon Effect Card", "Energy Crystal Effect Card", "Effect Effect Card"]) {
      const t = cleanCard(`card C\ntype: ${id}\n`).fields[0];
      expect(t?.field === "type" && t.typeId).toBe(id);
    }
  });

  it("restriction: a number, ∞ or unlimited (304.3)", () => {
    const values = ["3", "∞", "unlimited", "Unlimited"].map((v) => {
      const f = cleanCard(`card R\nrestriction: ${v}\n`).fields[0];
      return f?.field === "restriction" ? [f.value, f.written] : null;
    });
    expect(values).toEqual([
      [3, "3"],
      ["unlimited", "∞"],
      ["unlimited", "unlimited"],
      ["unlimited", "Unlimited"],
    ]);
  });

  it("permanent / non permanent on a line of their own (304.4)", () => {
    const read = (line: string) => {
      const f = cleanCard(`card P\n${line}\n`).fields[0];
      return f?.field === "permanent" ? f.permanent : undefined;
    };
    expect([read("permanent"), read("non permanent"), read("Non-Permanent"), read("PERMANENT")]).toEqual([true, false, false, true]);
  });

  it("class, element, movement energy, stats and counters", () => {
    const card = cleanCard("card Hunter Dragon\nclass: Dragon\nelement: Fire\nmovement energy: B1\nstats: attack 3, defense 4, speed 2, range 2\ncounters: 3 activation\n");
    expect(shape(card.fields)).toEqual([
      { kind: "Field", label: "class", field: "class", value: { kind: "Words", text: "Dragon" } },
      { kind: "Field", label: "element", field: "element", value: { kind: "Words", text: "Fire" } },
      {
        kind: "Field",
        label: "movement energy",
        field: "movementEnergy",
        value: { kind: "EnergyList", none: false, items: [{ kind: "Energy", letter: "B", amount: 1, known: true }] },
      },
      {
        kind: "Field",
        label: "stats",
        field: "stats",
        entries: [
          { kind: "StatEntry", stat: { kind: "Stat", stat: "attack", written: "attack" }, value: 3 },
          { kind: "StatEntry", stat: { kind: "Stat", stat: "defense", written: "defense" }, value: 4 },
          { kind: "StatEntry", stat: { kind: "Stat", stat: "speed", written: "speed" }, value: 2 },
          { kind: "StatEntry", stat: { kind: "Stat", stat: "range", written: "range" }, value: 2 },
        ],
      },
      { kind: "Field", label: "counters", field: "counters", n: 3, counter: "activation" },
    ]);
    const time = cleanCard("card T\ncounters: 2 time\n").fields[0];
    expect(time?.field === "counters" && [time.n, time.counter]).toEqual([2, "time"]);
    const lifeBase = cleanCard("card L\nclass: Life Base\n").fields[0];
    expect(lifeBase?.field === "class" && lifeBase.value.text).toBe("Life Base");
  });

  it("collector: the numbered rarities X7-Unique and X2-Promo (307.3)", () => {
    const parts = ["1.1/001/089-X7-Unique", "2.1/012/089-X2-Promo", "1.1/088/089-UR"].map((v) => {
      const f = cleanCard(`card K\ncollector: ${v}\n`).fields[0];
      return f?.field === "collector" ? f.parts : null;
    });
    expect(parts).toEqual([
      { act: "1.1", number: "001", total: "089", rarity: "X7-Unique" },
      { act: "2.1", number: "012", total: "089", rarity: "X2-Promo" },
      { act: "1.1", number: "088", total: "089", rarity: "UR" },
    ]);
  });

  it("flavor: free text up to a comment", () => {
    const f = cleanCard(`card F\nflavor: It's "fine" — ∞ and $beyond; 🌟  # not flavour\n`).fields[0];
    expect(f?.field === "flavor" && f.text).toBe(`It's "fine" — ∞ and $beyond; 🌟`);
  });
});

describe("LANGUAGE.md section 1: names, comments, blank lines, many cards", () => {
  it("a name is the rest of the line, trimmed: quotes, backticks, $, emoji and RTL marks allowed", () => {
    const names = ['"Quoted" Name', "`Tick` Tock", "$ Money", "Nova 🌟", "שמש\u200f Sun", "7 Shooter", "Dragon's Fury"];
    const text = names.map((n) => `card   ${n}   \ntype: Effect Card\n`).join("\n");
    const { cards, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    expect(cards.map((c) => c.name)).toEqual(names);
  });

  it("# starts a comment, also after a name; comments are kept for fmt", () => {
    const { cards, diagnostics } = parse("# a file comment\n\ncard Lone Wolf  # the name ends here\n# between fields\ntype: Effect Card # trailing\n");
    expect(diagnostics).toEqual([]);
    expect(cards[0]?.name).toBe("Lone Wolf");
    expect(shape(cards[0]?.fields[0])).toMatchObject({ field: "type", typeId: "Effect Card" });
  });

  it("comments of the whole file are collected with their text", async () => {
    const { parseCardFileAst } = await import("../../grammar/index.ts");
    const { ast } = parseCardFileAst("# one\ncard A\n  # two\ntype: Effect Card # three\n", "c.card");
    expect(ast.comments.map((c) => [c.text, c.range.start.line])).toEqual([
      [" one", 1],
      [" two", 3],
      [" three", 4],
    ]);
  });

  it("many cards per file, blank lines anywhere", () => {
    const { cards, diagnostics } = parse("\n\ncard One\n\ntype: Effect Card\n\n\ncard Two\ntype: Summon Card\n\n");
    expect(diagnostics).toEqual([]);
    expect(cards.map((c) => [c.name, c.headerRange.start.line])).toEqual([
      ["One", 3],
      ["Two", 8],
    ]);
  });

  it("a text block ends at a field label or card, not at `With extra M2:` or `☉, B1:`", () => {
    const card = cleanCard("card Block\ntext:\n  Draw 1 card.\nWith extra M2: draw 1 card.\n☉, B1: Draw 1 card.\n  Produces M1.\nflavor: after the block\n");
    const text = card.fields[0];
    expect(text?.field === "text" && text.lines.map((l) => l.kind)).toEqual(["EffectLine", "AdditionalLine", "ActivatedLine", "ProducesLine"]);
    expect(card.fields.map((f) => f.field)).toEqual(["text", "flavor"]);
  });

  it("an ability may follow text: on the same line; indentation is cosmetic", () => {
    const card = cleanCard("card Same\ntext: Draw 1 card.\nDraw 2 cards.\n        Draw 3 cards.\n");
    const text = card.fields[0];
    expect(text?.field === "text" && text.lines.map((l) => l.text)).toEqual(["Draw 1 card.", "Draw 2 cards.", "Draw 3 cards."]);
  });

  it("a text block ends at the next card", () => {
    const { cards } = parse("card A\ntext:\n  Draw 1 card.\ncard B\ntext:\n  Draw 2 cards.\n");
    expect(cards.map((c) => c.fields.length)).toEqual([1, 1]);
  });

  it("a file without a final newline parses the same", () => {
    const { cards, diagnostics } = parse("card A\ntype: Effect Card\ntext:\n  Draw 1 card.");
    expect(brief(diagnostics)).toEqual([]);
    expect(cards[0]?.fields.map((f) => f.field)).toEqual(["type", "text"]);
  });

  it("CRLF line endings", () => {
    const { cards, diagnostics } = parse("card A\r\ncost: M1\r\ntext:\r\n  Draw 1 card.\r\n");
    expect(diagnostics).toEqual([]);
    expect(cards[0]?.name).toBe("A");
    const text = cards[0]?.fields[1];
    expect(text?.field === "text" && text.lines[0]?.text).toBe("Draw 1 card.");
  });
});
