// LANGUAGE.md 1: names are unique within a set, to the eye as well as to the engine. Names are NFC;
// names with one Unicode TS #39 skeleton (look-alike letters, invisible characters, fullwidth
// forms) are an error in one file (E2018) and a warning across files (W2102).
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { checkCardNames } from "../../compiler/checker.ts";
import { CHECK_CODES, CHECK_WARNINGS, COMPILE_CODES } from "../../compiler/codes.ts";
import { skeleton, skeletonHash } from "../../compiler/names.ts";
import { parseCardFile } from "../../grammar/index.ts";

const card = (name: string): string => `card ${name}\ncost: M1\ntype: Effect Card\nrestriction: 3\nnon permanent\ntext:\n  Draw 1 card.\n`;
const codes = (text: string) => compile(text, "set.card").diagnostics.map((d) => d.code);

describe("LANGUAGE.md 1 look-alike names", () => {
  const pairs: Array<[string, string, string]> = [
    ["Cyrillic letters", "Fireball", "Firеbаll"], // е а Cyrillic
    ["a zero-width space", "Fireball", "Fire\u200bball"],
    ["a soft hyphen", "Fireball", "Fire\u00adball"],
    ["a right-to-left mark", "Fireball", "Fireball\u200f"],
    ["fullwidth forms", "Fireball", "Ｆｉｒｅｂａｌｌ"],
    ["a Greek omicron", "Comet", "Cοmet"],
  ];
  for (const [what, a, b] of pairs) {
    it(`LANGUAGE.md 1 names that differ only by ${what} are an error in one set (E2018)`, () => {
      expect(a).not.toBe(b);
      expect(skeleton(a)).toBe(skeleton(b));
      const out = compile(card(a) + "\n" + card(b), "set.card");
      expect(out.diagnostics.map((d) => [d.code, d.line])).toContainEqual([CHECK_CODES.confusableName.code, 9]);
      expect(out.cards.map((c) => c.name)).toEqual([a]);
    });
  }

  it("LANGUAGE.md 1 an ASCII name's skeleton (read without normalising) is the full route's: the same name with an invisible character", () => {
    // UTS #39 prototypes (confusables.txt): m -> rn, I and 1 and | -> l, 0 -> O, ` -> ', " -> '', % -> º/₀
    expect(skeleton("Ember 10")).toBe("Ernber lO");
    expect(skeleton('I|"`%')).toBe("ll'''º/₀");
    for (const name of ["Ember 10", 'I|"`%', "Fire Bolt 12345", "", "plain"]) expect(skeleton(name)).toBe(skeleton(`\u200b${name}`));
  });

  it('LANGUAGE.md 1 "Café" in NFC and in NFD is one name (NFC), so the second is a duplicate (E2015)', () => {
    const nfc = "Caf\u00e9";
    const nfd = "Cafe\u0301";
    const out = compile(card(nfc) + "\n" + card(nfd), "set.card");
    expect(out.cards.map((c) => c.name)).toEqual([nfc]);
    expect(out.diagnostics.map((d) => d.code)).toContain(CHECK_CODES.duplicateName.code);
    expect(parseCardFile(card(nfd), "x.card").cards[0]!.name).toBe(nfc);
  });

  it("LANGUAGE.md 1 look-alike names in two files checked together are a warning (W2102), both cards built", () => {
    const files = [
      { file: "a.card", cards: parseCardFile(card("Fireball"), "a.card").cards },
      { file: "b.card", cards: parseCardFile(card("Firеbаll"), "b.card").cards },
    ];
    const d = checkCardNames(files);
    expect(d.map((x) => [x.file, x.severity, x.code])).toEqual([["b.card", "warning", CHECK_WARNINGS.confusableName.code]]);
    expect(d[0]!.message).toContain("a.card:1");
  });

  it("LANGUAGE.md 1 names that merely differ stay apart (no false alarms on the starter set's names)", () => {
    expect(codes(card("Fireball") + "\n" + card("Fire Ball") + "\n" + card("Firebolt"))).toEqual([]);
  });

  it("LANGUAGE.md 1 names of one skeleton have one skeleton hash, by the ASCII route and the full one", () => {
    // Each group: one skeleton (UTS #39 prototypes: 1 and I -> l, 0 -> O, m -> rn; invisible and Cyrillic letters).
    const groups = [
      ["Fire Bolt 1", "Fire Bolt l", "Fire BoIt I", "Fire Bolt |", "Fire Bolt\u200b 1", "Firе Bolt 1"],
      ["Ember 10", "Ernber lO", "Ember IO"],
      ['50% "Off"', "50% ''Off''"],
    ];
    for (const names of groups) {
      expect(new Set(names.map(skeleton)).size).toBe(1);
      expect(new Set(names.map(skeletonHash)).size).toBe(1);
    }
    expect(skeletonHash("Fire Bolt 1")).not.toBe(skeletonHash("Fire Bolt 2"));
  });

  it("LANGUAGE.md 1 two names of different skeletons and one hash stay apart, and each still meets its duplicate (E2015)", () => {
    // A collision of the 30-bit hash, found by search over "Card N".
    const [a, b] = ["Card 130465", "Card 133022"];
    expect(skeletonHash(a)).toBe(skeletonHash(b));
    expect(skeleton(a)).not.toBe(skeleton(b));
    // Each card is 7 lines and a blank one: cards start at lines 1, 9, 17, 25, 33.
    const out = compile([a, b, b, a, "Card I30465"].map(card).join("\n"), "set.card");
    expect(out.cards.map((c) => c.name)).toEqual([a, b]);
    expect(out.diagnostics.filter((d) => d.code !== COMPILE_CODES.cardLeftOut).map((d) => [d.code, d.line])).toEqual([
      [CHECK_CODES.duplicateName.code, 17],
      [CHECK_CODES.duplicateName.code, 25],
      [CHECK_CODES.confusableName.code, 33],
    ]);
  });

  it("LANGUAGE.md 1 among 3,000 names the table grows past, a duplicate and a look-alike of early names are still found", () => {
    const at = (line: number) => ({ start: { line, column: 6, offset: 0 }, end: { line, column: 12, offset: 0 } });
    const cards = Array.from({ length: 3000 }, (_, i) => ({ name: `Card ${i + 2}`, nameRange: at(i + 1) }));
    // "Card 7" again (line 6 first); "Card 2O" looks like "Card 20" (line 19: O for 0).
    cards.push({ name: "Card 7", nameRange: at(3001) }, { name: "Card 2O", nameRange: at(3002) });
    const d = checkCardNames([{ file: "set.card", cards }]);
    expect(d.map((x) => [x.code, x.line])).toEqual([
      [CHECK_CODES.duplicateName.code, 3001],
      [CHECK_CODES.confusableName.code, 3002],
    ]);
    expect(d[0]!.message).toContain("line 6");
    expect(d[1]!.message).toContain("line 19");
  });
});
