// The hand-written lexer (grammar/tokens.ts lex) gives what Chevrotain's lexer of the same patterns
// gives (chevrotainLex): the same tokens (type, image, offsets, line-head payload), the same
// comments and the same errors, on every card file of the project, a generated pool and random
// text over the characters the patterns treat specially.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardStarts, chevrotainLex, lex, lexPart, type LexResult } from "../../grammar/tokens.ts";
import { generateCards } from "./generate.ts";

function shape(r: LexResult): unknown {
  return {
    tokens: r.tokens.map((t) => [t.tokenType.name, t.tokenTypeIdx, t.image, t.startOffset, t.endOffset, t.payload]),
    comments: r.comments.map((t) => [t.tokenType.name, t.image, t.startOffset]),
    errors: r.errors,
  };
}

function cardFiles(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) cardFiles(p, out);
    else if (f.endsWith(".card")) out.push(p);
  }
  return out;
}

/** A small seeded generator (LCG), so a failure is reproducible. */
function random(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
}

const PIECES = [
  "card ",
  "Card X",
  "cost:",
  "movement energy:",
  "flavor:",
  "costt:",
  "non permanent",
  "permanent",
  "with:",
  "text:",
  " ",
  "\t",
  "\u00a0",
  "\ufeff",
  "\n",
  "\r\n",
  "\r",
  "#",
  "☉",
  "(A)",
  "(",
  ")",
  "∞",
  "M2",
  "AB12",
  "ABC1",
  "x",
  "can't",
  "don’t",
  "'s",
  "’",
  "'",
  "'sx",
  "'S",
  "s",
  "t",
  "T",
  "7",
  ".",
  ",",
  ":",
  "[",
  "]",
  "+",
  "-",
  "−",
  "–",
  "@",
  "$",
  "é",
  "😀",
  "\u0000",
  "Deal",
  "DEAL",
  "damage",
  "summon",
];

describe("lexer", () => {
  it("lexes every card file of the project as Chevrotain's lexer does", () => {
    const files = [...cardFiles("cards"), ...cardFiles("test")];
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const text = readFileSync(f, "utf8");
      expect(shape(lex(text, 5)), f).toEqual(shape(chevrotainLex(text, 5)));
    }
  });

  it("lexes 300 generated cards as Chevrotain's lexer does", () => {
    const text = generateCards(300, 3).join("\n");
    expect(shape(lex(text))).toEqual(shape(chevrotainLex(text)));
  });

  it("lexes 3,000 random texts over the special characters as Chevrotain's lexer does", () => {
    const rnd = random(42);
    let errors = 0;
    for (let k = 0; k < 3000; k++) {
      let text = "";
      for (let n = rnd(30); n > 0; n--) text += PIECES[rnd(PIECES.length)];
      const expected = chevrotainLex(text);
      errors += expected.errors.length;
      expect(shape(lex(text)), JSON.stringify(text)).toEqual(shape(expected));
    }
    expect(errors).toBeGreaterThan(100); // the recovery path was exercised
  });

  it("lexes a card in place (lexPart) as it lexes the card cut out of its file, errors included", () => {
    // Two cards, a stray character and a comment in each, the second without a final line break.
    const text = "card A\ncost: M1 § # one\ntext:\n  Deal 2 damage.\ncard B\ntype: Effect Card ¤ # two";
    const starts = cardStarts(text);
    expect(starts).toEqual([0, 47]); // 7 + 17 + 6 + 17 characters before `card B`
    let errors = 0;
    for (const [k, from] of starts.entries()) {
      const to = starts[k + 1] ?? text.length;
      const expected = lex(text.slice(from, to), from);
      errors += expected.errors.length;
      expect(shape(lexPart(text, from, to))).toEqual(shape(expected));
    }
    expect(errors).toBe(2);
    const files = [...cardFiles("cards"), ...cardFiles("test")].map((f) => readFileSync(f, "utf8"));
    for (const file of files) {
      const fileStarts = cardStarts(file);
      for (const [k, from] of fileStarts.entries()) {
        const to = fileStarts[k + 1] ?? file.length;
        expect(shape(lexPart(file, from, to))).toEqual(shape(lex(file.slice(from, to), from)));
      }
    }
  });
});
