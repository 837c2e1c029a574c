// The hand-written lexer (grammar/tokens.ts lex) gives what Chevrotain's lexer of the same patterns
// gives (chevrotainLex): the same tokens (type, image, offsets, line-head payload), the same
// comments and the same errors, on every card file of the project, a generated pool and random
// text over the characters the patterns treat specially.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chevrotainLex, lex, type LexResult } from "../../grammar/tokens.ts";
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
});
