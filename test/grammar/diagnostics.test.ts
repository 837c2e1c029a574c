// LANGUAGE.md section 4: every grammar diagnostic with its code, position and words; recovery
// (all errors of a file in one run); case-insensitivity; rendering.
import { describe, expect, it } from "vitest";
import { clipQuotes, closest, editDistance, renderDiagnostic, type Diagnostic } from "../../grammar/diagnostics.ts";
import { parse, brief, cleanCard } from "./helpers.ts";
import { specText } from "../spec.ts";
import { defined } from "../defined.ts";

const EFFECT = "card Probe\ntype: Effect Card\nnon permanent\ntext:\n";
/** Diagnostics of an effect card whose text block is `lines` (line 5 is the first of them). */
const inText = (...lines: string[]) => parse(`${EFFECT}${lines.map((l) => `  ${l}`).join("\n")}\n`).diagnostics;

function only(list: Diagnostic[]): Diagnostic {
  expect(brief(list)).toHaveLength(1);
  return defined(list[0], "a diagnostic");
}

describe("grammar diagnostics: code, place, words", () => {
  it("E1004 the example of section 4: an unknown target with a did-you-mean, on the phrase", () => {
    const d = only(inText("Deal 2 damage to target Sumon."));
    expect(d).toEqual({
      file: "test.card",
      line: 5,
      column: 20,
      endLine: 5,
      endColumn: 32,
      severity: "error",
      code: "E1004",
      message: '"target Sumon" is not a known target; did you mean "target Summon"?',
    });
  });

  it("E1004 also for nouns after this/that/a, without `target` in the words", () => {
    expect(only(inText("Destroy this Sumon.")).message).toBe('"this Sumon" is not a known kind of card or object; did you mean "this Summon"?');
    expect(only(inText("Whenever a Dargon attacks, draw 1 card.")).message).toBe('"a Dargon" is not a known kind of card or object; did you mean "a Dragon"?');
  });

  it("E1005 an unknown energy type names it and lists the known ones", () => {
    const d = only(parse("card Strange\ncost: Q3\n").diagnostics);
    expect([d.code, d.line, d.column, d.endColumn]).toEqual(["E1005", 2, 7, 9]);
    expect(d.message).toBe('unknown energy type "Q3"; energy types are M (Mystic), B (Boost), C (Colorless), R (Robiumm)');
    expect(only(inText("Add Z2 to your Energy Pool.")).code).toBe("E1005");
  });

  it("E1010 a field given twice, at the second label, naming the field", () => {
    const d = only(parse("card Twice\ncost: M1\ncost: M2\nType: Effect Card\ntype: Effect Card\n").diagnostics.slice(0, 1));
    expect([d.code, d.line, d.column, d.endColumn]).toEqual(["E1010", 3, 1, 6]);
    expect(d.message).toContain('"cost" is given twice');
    const all = parse("card Twice\nmovement energy: B1\nMovement Energy: B2\npermanent\nnon permanent\n").diagnostics;
    expect(brief(all)).toEqual([
      '3:1 E1010 "movement energy" is given twice (first at line 2); each field may appear once',
      '5:1 E1010 "permanent" is given twice (first at line 4); each field may appear once',
    ]);
  });

  it("E1003 a misspelt keyword: did you mean, in the designer's capitalisation", () => {
    expect(brief(inText("Dael 2 damage to target Summon."))).toEqual(['5:3 E1003 unknown word "Dael"; did you mean "Deal"?']);
    expect(brief(inText("Deal 2 damag to target Summon."))).toEqual(['5:10 E1003 unknown word "damag"; did you mean "damage"?']);
    expect(brief(inText("Draw 2 crads."))).toEqual(['5:10 E1003 unknown word "crads"; did you mean "cards"?']);
    expect(brief(inText("Whenevr this Summon attacks, draw 1 card."))).toEqual(['5:3 E1003 unknown word "Whenevr"; did you mean "Whenever"?']);
  });

  it("E1006 an unknown phase, E1007 an unknown stat, with did-you-mean", () => {
    expect(brief(inText("At the beginning of your Drew Phase, draw 1 card."))).toEqual(['5:28 E1006 unknown phase "Drew Phase"; did you mean "Draw Phase"?']);
    expect(brief(inText("Target Summon gets Defnse +2."))).toEqual(['5:22 E1007 unknown stat "Defnse"; did you mean "Defense"?']);
    expect(brief(parse("card S\nstats: attack 1, defence 2, speed 1, range 1\n").diagnostics)).toEqual(['2:18 E1007 unknown stat "defence"; did you mean "Defense"?']);
  });

  it("E1008 an unknown card type", () => {
    expect(brief(parse("card T\ntype: Sumon Effect Card\n").diagnostics)).toEqual(['2:7 E1008 unknown card type "Sumon Effect Card"; did you mean "Summon Effect Card"?']);
  });

  it("E1009 an unknown field label; E1012 a line that is no field", () => {
    expect(brief(parse("card F\nflavour: Tasty.\n").diagnostics)).toEqual(['2:1 E1009 unknown field "flavour"; did you mean "flavor"?']);
    expect(brief(parse("card F\ncost M1\n").diagnostics)).toEqual(['2:1 E1012 "cost M1" is not a field; did you mean "cost:"?']);
    expect(brief(parse("card F\nDraw 1 card.\n").diagnostics)).toEqual(['2:1 E1012 "Draw 1 card." is not a field; ability lines go under "text:"']);
  });

  it("E1011 text before the first card; E1013 a card without a name or with a control character", () => {
    expect(brief(parse("hello\ncard A\n").diagnostics)).toEqual(['1:1 E1011 "hello" is outside any card; a card starts with "card NAME"']);
    expect(brief(parse("card\n").diagnostics)).toEqual(['1:1 E1013 a card needs a name after "card"']);
    expect(brief(parse("card Bad\u0007Bell\n").diagnostics)).toEqual(["1:6 E1013 a card name can't contain tabs or control characters"]);
  });

  it("E1014 a malformed collector line; E1015 an unknown kind of counter", () => {
    expect(brief(parse("card C\ncollector: 1.1/001\n").diagnostics)[0]).toMatch(/^2:12 E1014 collector information "1.1\/001" is not of the form/);
    expect(brief(parse("card C\ncollector: 1.1/001/089-Q\n").diagnostics)[0]).toMatch(/^2:12 E1014/);
    expect(brief(parse("card C\ncounters: 3 activations\n").diagnostics)).toEqual(['2:13 E1015 unknown kind of counter "activations"; did you mean "activation"?']);
  });

  it("E1001 a character no token starts with", () => {
    expect(brief(inText("Draw 1 card. $"))).toEqual(['5:16 E1001 unexpected character "$"']);
  });

  it("E1002 a malformed line: what was expected and what was found, at the spot", () => {
    expect(brief(inText("Deal 2 damage to target Summon"))).toEqual(["5:33 E1002 expected '.' but found end of line"]);
    expect(brief(inText("[B1: This Summon gets Speed +2."))).toEqual(["5:34 E1002 expected ']' but found end of line"]);
    expect(brief(inText("☉, M1 Draw 1 card."))).toEqual(["5:9 E1002 expected ':' but found \"Draw\""]);
    expect(brief(parse("card R\nrestriction: lots\n").diagnostics)).toEqual(['2:14 E1002 expected a number or \'∞\' or "unlimited" but found "lots"']);
  });

  it("W1101-W1103 unknown class, element and crew are warnings (a new act may bring them)", () => {
    const list = parse("card W\nclass: Wyvern\nelement: Fier\ncrew: Pirate\n").diagnostics;
    expect(brief(list)).toEqual([
      '2:8 W1101 unknown class "Wyvern"; known: Dragon, Beast, Vessel, Berserker, Life Base',
      '3:10 W1102 unknown element "Fier"; did you mean "Fire"?',
      '4:7 W1103 unknown crew "Pirate"; known: Marksman, Navigator, Rider, Trainee',
    ]);
    expect(list.every((d) => d.severity === "warning")).toBe(true);
  });
});

describe("recovery: every error of a file in one run", () => {
  it("a file with eight mistakes gets eight diagnostics, one per broken line, across cards", () => {
    const text = [
      "card One", //                                   1
      "cost: Q3", //                                   2 E1005
      "type: Effect Crad", //                          3 E1008
      "text:", //                                      4
      "  Dael 2 damage to target Summon.", //          5 E1003
      "  Draw 1 card.", //                             6 fine
      "  Deal 2 damage to target Sumon.", //           7 E1004
      "card Two", //                                   8
      "costt: M1", //                                  9 E1009
      "text:", //                                     10
      "  Target Summon gets Defnse +2.", //           11 E1007
      "  Deal 2 damage to target Summon", //          12 E1002
      "  During your Ned Phase, draw 1 card.", //     13 E1006
    ].join("\n");
    expect(brief(parse(text).diagnostics).map((d) => d.split(" ").slice(0, 2).join(" "))).toEqual([
      "2:7 E1005",
      "3:7 E1008",
      "5:3 E1003",
      "7:20 E1004",
      "9:1 E1009",
      "11:22 E1007",
      "12:33 E1002",
      "13:15 E1006",
    ]);
  });

  it("a broken line hides nothing after it: the next line and the next card parse as usual", () => {
    const { cards, diagnostics } = parse("card A\ntext:\n  Deal 2 damag to target Summon. Draw 1 card.\n  Draw 2 cards.\ncard B\ntype: Effect Card\n");
    expect(diagnostics).toHaveLength(1);
    const text = cards[0]?.fields[0];
    // The broken line is kept as an error line (nothing silently dropped); the next is intact.
    expect(text?.field === "text" && text.lines.map((l) => [l.kind, l.text])).toEqual([
      ["ErrorLine", "Deal 2 damag to target Summon. Draw 1 card."],
      ["EffectLine", "Draw 2 cards."],
    ]);
    expect(cards.map((c) => c.name)).toEqual(["A", "B"]);
  });

  it("a line that doesn't read reports one syntax error, not its echoes; other lines still report theirs", () => {
    // A collector number pasted as a text line: "1" can't start a line, then each "/" is no token.
    const { diagnostics } = parse("card A\ntype: Effect Card\nnon permanent\ntext:\n  1.1/035/081-C\n  Draw 1 crad.\n$ stray\n");
    expect(brief(diagnostics).map((d) => d.split(" ").slice(0, 2).join(" "))).toEqual(["5:3 E1002", "6:10 E1003", "7:1 E1001"]);
    expect(diagnostics[0]!.message).toContain('a line can\'t start with "1"');
  });

  it("a field whose value is broken stays in the card (so the checker does not call it missing)", () => {
    const { cards } = parse("card A\ntype: Effect Card\nrestriction: lots\n");
    expect(cards[0]?.fields.map((f) => f.field)).toEqual(["type", "restriction"]);
  });

  it("invalid.card: the grammar's share (Sumon, cost twice, Q3), each inside its card; no spurious errors", () => {
    const text = specText("cards/invalid.card");
    const { cards, diagnostics } = parse(text);
    const where = (line: number) => cards.find((c) => c.range.start.line <= line && line <= c.range.end.line)?.name;
    expect(diagnostics.map((d) => [where(d.line), d.code, d.message.match(/"[^"]+"/)?.[0]])).toEqual([
      ["Bad Target", "E1004", '"target Sumon"'],
      ["Twice", "E1010", '"cost"'],
      ["Strange Energy", "E1005", '"Q3"'],
    ]);
  });

  it("core.card parses with no diagnostic", () => {
    const text = specText("cards/core.card");
    const { cards, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    expect(cards).toHaveLength(32);
  });
});

describe("case-insensitivity", () => {
  it("English words and labels in any case mean the same", () => {
    const upper = cleanCard("CARD Shout\nTYPE: EFFECT CARD\nNON PERMANENT\nTEXT:\n  DEAL 2 DAMAGE TO TARGET SUMMON YOU CONTROL UNTIL END OF TURN.\n".replace(" UNTIL END OF TURN", ""));
    const lower = cleanCard("card Shout\ntype: effect card\nnon permanent\ntext:\n  deal 2 damage to target summon you control.\n");
    const ops = (c: typeof upper) => {
      const t = c.fields.find((f) => f.field === "text");
      const line = t?.field === "text" ? t.lines[0] : undefined;
      return line?.kind === "EffectLine" ? line.sentences[0]?.effects[0] : undefined;
    };
    expect(ops(upper)).toMatchObject({ op: "damage", to: { noun: { head: "summon", controller: "you" } } });
    expect(ops(lower)).toMatchObject({ op: "damage", to: { noun: { head: "summon", controller: "you" } } });
    expect(upper.fields[0]).toMatchObject({ field: "type", typeId: "Effect Card" });
  });

  it("energy letters are capitals: `m2` is not an energy amount", () => {
    expect(brief(parse("card E\ncost: m2\n").diagnostics)[0]).toMatch(/^2:7 E1002 expected .* but found "m"/);
  });
});

describe("did you mean: edit distance", () => {
  it("Damerau-Levenshtein: insertions, deletions, substitutions, transpositions", () => {
    expect(editDistance("Sumon", "Summon")).toBe(1);
    expect(editDistance("Dael", "Deal")).toBe(1); // one transposition
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("suggests only plausible words", () => {
    expect(closest("Sumon", ["Summon", "Effect"])).toBe("Summon");
    expect(closest("xyz", ["Summon", "Effect"])).toBeUndefined();
  });
});

describe("rendering", () => {
  it("tsc-style: file:line:column - severity code: message, the line and a caret underline", () => {
    const text = `${EFFECT}  Deal 2 damage to target Sumon.\n`;
    const d = defined(parse(text).diagnostics[0], "a diagnostic");
    const out = renderDiagnostic(d, { color: false, texts: new Map([["test.card", text]]) });
    expect(out.split("\n")).toEqual([
      'test.card:5:20 - error E1004: "target Sumon" is not a known target; did you mean "target Summon"?',
      "",
      "5   Deal 2 damage to target Sumon.",
      "                     ~~~~~~~~~~~~",
      "",
    ]);
  });
});

describe("untrusted text stays readable in messages", () => {
  it("E1016 a file with many NUL bytes is not card text: one diagnostic at the first, no cards", () => {
    const { cards, diagnostics } = parse("card A\ncost: M1\u0000\u0001\u0002\n".repeat(50));
    expect(cards).toEqual([]);
    expect(brief(diagnostics)).toEqual(["2:9 E1016 this is not a card file: it holds binary data (a NUL byte at line 2, column 9); card files are UTF-8 text"]);
    // One stray NUL in card text is an unexpected character in its card; the card next to it stands.
    const stray = parse(`card A\ncost: M1\u0000\n\n${EFFECT}  Draw 1 card.\n# ${"a comment long enough that one NUL is under 1 in 100 ".repeat(3)}\n`);
    expect(brief(stray.diagnostics).filter((x) => x.includes("E1016"))).toEqual([]);
    expect(brief(stray.diagnostics)[0]).toMatch(/^2:9 E1001/);
    expect(stray.cards.map((c) => c.name)).toEqual(["A", "Probe"]);
  });

  it("E1017 numbers past 9999 in costs, amounts, stats, counters and restrictions", () => {
    const text = "card Big\ncost: M12345\ntype: Effect Card\nrestriction: 10000\nnon permanent\ntext:\n  Deal 99999999999999999999 damage to target Summon.\n";
    expect(brief(parse(text).diagnostics)).toEqual([
      "2:7 E1017 12345 is more than a card needs: numbers on a card are at most 9999",
      "4:14 E1017 10000 is more than a card needs: numbers on a card are at most 9999",
      "7:8 E1017 999999999999… is more than a card needs: numbers on a card are at most 9999",
    ]);
    expect(parse(text.replace("M12345", "M9999").replace("10000", "3").replace("99999999999999999999", "9999")).diagnostics).toEqual([]);
  });

  it("control characters and bidi overrides never reach the terminal: escaped in messages, U+FFFD in the code frame", () => {
    const text = "card A\u001b[31mB\u202eC\ncost: M1\n";
    const d = parse(text).diagnostics.find((x) => x.code === "E1013")!;
    const out = renderDiagnostic({ ...d, message: `card "A\u001b[31mB\u202eC" ${d.message}` }, { color: false, texts: new Map([["test.card", text]]) });
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(out).toContain('card "A\\u001B[31mB\\u202EC"');
    expect(out.split("\n")[2]).toBe("1 card A\uFFFD[31mB\uFFFDC");
  });

  it("a very long line shows a window of 160 characters around the column, with the caret still under it", () => {
    const text = `${EFFECT}  Deal 2 damage to target Summon. ${"Draw 1 card. ".repeat(40)}Deal 2 damage to target Sumon.\n`;
    const d = parse(text).diagnostics.find((x) => x.code === "E1004")!;
    const lines = renderDiagnostic(d, { color: false, texts: new Map([["test.card", text]]) }).split("\n");
    const frame = lines[2]!.slice(2); // after "5 "
    const caret = lines[3]!.slice(2);
    expect(frame.length).toBeLessThanOrEqual(162);
    expect(frame.startsWith("…")).toBe(true);
    expect(frame.slice(caret.indexOf("~"), caret.lastIndexOf("~") + 1)).toBe("target Sumon");
  });

  it("a quoted phrase longer than 80 characters is cut to 60 and …", () => {
    const words = "Summon ".repeat(30).trim();
    const d = defined(inText(`Destroy target ${words}.`)[0], "a diagnostic");
    expect(d.code).toBe("E1004");
    expect(d.message).toBe(`"target ${words.slice(0, 53)}…" is not a known target`);
  });

  it("so are the checker's: a 300-character card name in E2001; the words between two short quotations stay whole", async () => {
    const { compile } = await import("../../compiler/index.ts");
    const name = "x".repeat(300);
    const e2001 = compile(`card ${name}\ncost: M1\n`).diagnostics.find((d) => d.code === "E2001")!;
    expect(e2001.message).toBe(`card "${"x".repeat(60)}…" has no "type:" field (304.2)`);
    const between = `"a" then ${"words ".repeat(20)}"b"`;
    expect(clipQuotes(between)).toBe(between);
  });
});
