// The preconstructed decks (cards/decks/) against 101.1a, with the cards' own definitions (compiled
// from cards/*.card): at least 51 cards, exactly one Life Base Card, copies within each card's deck
// restriction (304.3). The totals and Life Bases below were counted by hand from the deck files.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { checkDeck, deckCards, deckSize, parseDeck } from "../../apps/decks/deck.ts";
import type { Deck } from "../../apps/decks/deck.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const CARDS = join(ROOT, "cards");
const DECKS = join(CARDS, "decks");

const HAND_COUNTED: Record<string, { name: string; total: number; lifeBase: string }> = {
  "mystic-marksmen.deck": { name: "Mystic Marksmen", total: 56, lifeBase: "Brass Observatory" },
  "verdant-stampede.deck": { name: "Verdant Stampede", total: 54, lifeBase: "Drifting Citadel" },
  "iron-tide.deck": { name: "Iron Tide", total: 56, lifeBase: "Sunken Archive" },
  "ember-court.deck": { name: "Ember Court", total: 57, lifeBase: "Ember Spire" },
};

async function starterLibrary(): Promise<Record<string, CardDefinition>> {
  const { compile } = await import("../../compiler/index.ts");
  const library: Record<string, CardDefinition> = {};
  for (const f of readdirSync(CARDS).filter((f) => f.endsWith(".card"))) {
    const file = join(CARDS, f);
    const out = compile(readFileSync(file, "utf8"), file);
    const errors = out.diagnostics.filter((d: { severity: string }) => d.severity === "error");
    expect(errors, `${f} compiles cleanly`).toEqual([]);
    for (const c of out.cards) library[c.name] = c;
  }
  return library;
}

function readDeck(file: string): Deck {
  const { deck, errors } = parseDeck(readFileSync(join(DECKS, file), "utf8"), file);
  expect(errors).toEqual([]);
  return deck!;
}

describe("the preconstructed decks obey 101.1a", () => {
  test("there are exactly the four decks counted here", () => {
    expect(
      readdirSync(DECKS)
        .filter((f) => f.endsWith(".deck"))
        .sort(),
    ).toEqual(Object.keys(HAND_COUNTED).sort());
  });

  for (const [file, counted] of Object.entries(HAND_COUNTED)) {
    test(`101.1a ${counted.name}: ${counted.total} cards, 1 Life Base (${counted.lifeBase}), copies within restrictions`, async () => {
      const library = await starterLibrary();
      const deck = readDeck(file);
      expect(deck.name).toBe(counted.name);
      expect(deckSize(deck)).toBe(counted.total);
      expect(deckCards(deck)).toHaveLength(counted.total);
      expect(deckSize(deck)).toBeGreaterThanOrEqual(51);
      // The rule, computed here from the card definitions (not by checkDeck):
      const lifeBases = deck.entries.filter((e) => library[e.card]?.type === "Life Base Card");
      expect(lifeBases.map((e) => [e.card, e.count])).toEqual([[counted.lifeBase, 1]]);
      for (const e of deck.entries) {
        const def = library[e.card];
        expect(def, `"${e.card}" is a starter card`).toBeDefined();
        if (def!.restriction !== null) expect(e.count, `${e.card} (restriction ${def!.restriction})`).toBeLessThanOrEqual(def!.restriction);
      }
      expect(checkDeck(deck, library)).toEqual([]);
    });
  }
});

describe("checkDeck reports each broken rule", () => {
  const card = (name: string, type: string, restriction: number | null): CardDefinition => ({
    name,
    type,
    restriction,
    cost: {},
    permanent: true,
    abilities: [],
  });
  const library = {
    Base: card("Base", "Life Base Card", 1),
    Other: card("Other", "Life Base Card", 1),
    Shard: card("Shard", "Energy Crystal Card", null),
    Bolt: card("Bolt", "Effect Card", 3),
  };

  test("a control or direction character in a deck file is refused (it would reach the terminal raw)", () => {
    const { deck, errors } = parseDeck("name: ok\n1 x Base\n50 x \u001b[2JShard\n", "esc.deck");
    expect(deck).toBeNull();
    expect(errors).toEqual(["esc.deck:3: a control or direction character (\\u001b); a deck file is plain text"]);
    expect(parseDeck("name: \u202eko\n", "rtl.deck").errors[0]).toContain("(\\u202e)");
  });

  test("304.3b: ∞ allows any number of copies", () => {
    const { deck } = parseDeck("name: ok\n1 x Base\n50 x Shard\n", "ok.deck");
    expect(checkDeck(deck!, library)).toEqual([]);
  });

  test("101.1a: too many copies, two Life Bases, too few cards, an unknown card", () => {
    const { deck } = parseDeck("name: bad\n1 x Base\n1 x Other\n4 x Bolt\n40 x Shard\n1 x Nothing\n", "bad.deck");
    expect(checkDeck(deck!, library)).toEqual([
      'bad.deck:4: 4 copies of "Bolt", but its deck restriction is 3 (101.1a)',
      'bad.deck:6: no card named "Nothing"',
      "bad.deck: 47 cards; a Constructed deck has at least 51 (101.1a)",
      "bad.deck: 2 Life Base Cards; a deck has exactly 1 (101.1a)",
    ]);
  });

  test("102.1a a side deck has 0 or 10 cards, the restriction counts deck and side deck together, and games use the deck only", () => {
    const side = (lines: string) => parseDeck(`name: s\n1 x Base\n3 x Bolt\n47 x Shard\nside deck:\n${lines}`, "s.deck");
    const ok = side("10 x Shard\n");
    expect(checkDeck(ok.deck!, library)).toEqual([]);
    expect(deckSize(ok.deck!)).toBe(51); // 102.2 the side deck is not in the deck
    expect(deckCards(ok.deck!).filter((c) => c === "Shard")).toHaveLength(47);
    expect(checkDeck(side("1 x Bolt\n9 x Shard\n").deck!, library)).toEqual(['s.deck:6: 4 copies of "Bolt" with the side deck, but its deck restriction is 3 (102.1a)']);
    expect(checkDeck(side("3 x Shard\n").deck!, library)).toEqual(["s.deck: a side deck of 3 cards; in Constructed Play it has 0 or 10 (102.1a)"]);
    expect(side("1 x Shard\nside deck:\n").errors).toEqual(['s.deck:7: "side deck:" is given twice']);
  });

  test("format errors name the line", () => {
    const { deck, errors } = parseDeck("1 x Base\nthree Shards\n2 x Bolt\n1 x Bolt # again\n", "f.deck");
    expect(deck).toBeNull();
    expect(errors).toEqual([
      'f.deck:2: expected "N x CARD NAME" or "name: DECK NAME", got "three Shards"',
      'f.deck:4: "Bolt" is already listed on line 3; give each card one line',
      'f.deck:1: the deck has no "name:" line',
    ]);
  });

  test("101.2 sets no maximum, but a count past 10,000 (a typo, or a file meant to exhaust memory) is an error", () => {
    expect(parseDeck("name: huge\n1 x Base\n1000000000 x Shard\n", "h.deck").errors).toEqual(["h.deck:3: 1000000000 copies is more than a deck file takes (at most 10000 cards)"]);
    expect(parseDeck("name: many\n1 x Base\n6000 x Shard\n6000 x Rock\n", "m.deck").errors).toEqual(["m.deck:1: 12001 cards is more than a deck file takes (at most 10000)"]);
    expect(parseDeck("name: fine\n1 x Base\n9999 x Shard\n", "f.deck").errors).toEqual([]);
  });
});
