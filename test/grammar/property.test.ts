// Property tests of the parser on untrusted text (DESIGN principle 4): random strings, and the
// cards of core.card mutated by random deletions, insertions and swaps of characters and words.
//
// The invariant, for every input:
//   1. parseCardFile returns (never throws) within TIME_LIMIT_MS;
//   2. every diagnostic lies inside the text: 1 <= line <= number of lines, column >= 1, and its
//      end is not before its start;
//   3. never silent: if the text has a line that is neither blank nor a comment, the result
//      has a card or a diagnostic (nothing is dropped without a word);
//   4. isolation: core.card appended after the input (on a fresh line) still parses into the
//      same 32 cards (names and shapes), and no diagnostic points into it. An error never
//      reaches past its card.
// Generated cards (test/grammar/generate.ts) must parse with no diagnostic at all.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCardFile } from "../../grammar/index.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import { generateCards } from "./generate.ts";
import { shape } from "./helpers.ts";
import { specText } from "../spec.ts";

const TIME_LIMIT_MS = 200;
const CORE = specText("cards/core.card");
const CORE_CARDS = CORE.split(/\n(?=# |card )/).filter((c) => /^card /m.test(c));
const CORE_SHAPE = JSON.stringify(shape(parseCardFile(CORE, "core.card").cards));

/** Checks invariants 1-3; returns the result. */
function checked(text: string) {
  let t0 = performance.now();
  const result = parseCardFile(text, "fuzz.card");
  let elapsed = performance.now() - t0;
  if (elapsed >= TIME_LIMIT_MS) {
    // Once more, to tell a slow input (slow again) from a GC pause or a busy machine (not again).
    t0 = performance.now();
    parseCardFile(text, "fuzz.card");
    elapsed = performance.now() - t0;
  }
  expect(elapsed).toBeLessThan(TIME_LIMIT_MS);
  const lines = text.split("\n").length;
  for (const d of result.diagnostics) inside(d, lines);
  const meaningful = text.split(/\r?\n/).some((l) => l.trim() !== "" && !l.trim().startsWith("#"));
  if (meaningful) expect(result.cards.length + result.diagnostics.length).toBeGreaterThan(0);
  return result;
}

function inside(d: Diagnostic, lines: number): void {
  expect(d.line).toBeGreaterThanOrEqual(1);
  expect(d.line).toBeLessThanOrEqual(lines);
  expect(d.column).toBeGreaterThanOrEqual(1);
  expect(d.endLine > d.line || (d.endLine === d.line && d.endColumn >= d.column)).toBe(true);
}

/** Pieces of card text to insert: words and symbols of the language, and hostile characters. */
const PIECES = [
  "card ",
  "cost:",
  "text:",
  "type:",
  "[",
  "]",
  "☉",
  "(A)",
  ",",
  ".",
  ":",
  "#",
  "\n",
  "  ",
  "or",
  "With extra",
  "For each extra",
  "target",
  "Summon",
  "M2",
  "Q9",
  "∞",
  "'s",
  "\u200f",
  "\u0000",
  "🌟",
  "\r",
  "\t",
  "damage",
  "When",
];

const mutation = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({
    kind: fc.constant("insert" as const),
    at: fc.nat(),
    piece: fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })),
  }),
  fc.record({ kind: fc.constant("swapWords" as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant("swapChars" as const), at: fc.nat() }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(text: string, m: Mutation): string {
  switch (m.kind) {
    case "delete": {
      const at = m.at % (text.length + 1);
      return text.slice(0, at) + text.slice(at + m.length);
    }
    case "insert": {
      const at = m.at % (text.length + 1);
      return text.slice(0, at) + m.piece + text.slice(at);
    }
    case "swapWords": {
      const words = text.split(/( +)/);
      const i = (m.a % words.length) & ~1;
      const j = (m.b % words.length) & ~1;
      [words[i], words[j]] = [words[j] ?? "", words[i] ?? ""];
      return words.join("");
    }
    case "swapChars": {
      if (text.length < 2) return text;
      const at = m.at % (text.length - 1);
      return text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
    }
  }
}

describe("the parser on untrusted text", () => {
  it("random strings: never throws, bounded time, diagnostics inside the text, never silent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
        checked(text);
      }),
      { numRuns: 400 },
    );
  });

  it("random strings of language pieces", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 80 }), (pieces) => {
        checked(pieces.join(""));
      }),
      { numRuns: 400 },
    );
  });

  it("mutated core.card cards: the invariants hold, and core.card after them parses unharmed", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CORE_CARDS), fc.array(mutation, { minLength: 1, maxLength: 6 }), (card, ms) => {
        const broken = ms.reduce(mutate, card);
        checked(broken);
        // Isolation: a fresh line, then core.card; its cards come out exactly as on their own.
        const prefix = `${broken}\n`;
        const { cards, diagnostics } = checked(prefix + CORE);
        const firstCoreLine = prefix.split("\n").length;
        const coreCards = cards.filter((c) => c.headerRange.start.line >= firstCoreLine);
        expect(coreCards.map((c) => c.name)).toHaveLength(32);
        expect(JSON.stringify(shape(coreCards))).toBe(CORE_SHAPE);
        for (const d of diagnostics) expect(d.line).toBeLessThan(firstCoreLine);
      }),
      { numRuns: 500 },
    );
  });

  it("generated cards over the whole language parse with no diagnostic", () => {
    for (const [i, card] of generateCards(600, 42).entries()) {
      const { diagnostics, cards } = parseCardFile(card, `gen-${i}.card`);
      expect({ card, diagnostics }).toEqual({ card, diagnostics: [] });
      expect(cards).toHaveLength(1);
    }
  });
});
