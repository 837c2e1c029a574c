// The Z/X preconstructed decks (cards/zx/decks) obey ZX-401, and the deck checker
// (apps/decks/zx.ts) refuses a deck breaking each rule with a message that names it.
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { checkZxDeck, findZxDeck, listZxDecks, loadZxLibrary, parseZxDeck, zxDeckCards } from "../../apps/decks/zx.ts";
import type { ZxCardDefinition } from "../../runtime/zx/abilities.ts";
import { createZxGame } from "../../runtime/zx/game.ts";
import { deckProblems } from "../../runtime/zx/deck.ts";

const DIR = resolve(import.meta.dirname, "../../cards/zx");
const DECKS = join(DIR, "decks");
let library: Record<string, ZxCardDefinition> = {};

beforeAll(async () => {
  const r = await loadZxLibrary(DIR);
  expect(r.errors).toEqual([]);
  library = r.library;
});

/** A legal deck: 20 with the Ignition icon, 30 without, 4 Life Recovery, 4 Void Bringer. */
const LEGAL = [
  "name: Test Deck",
  "4 x Spark Hatchling",
  "4 x Cog Tinker",
  "4 x Choir Novice",
  "4 x Emberfall Drake",
  "4 x Grove Mother",
  "4 x Thicket Brute",
  "4 x Blaze Captain",
  "4 x Tide Scholar",
  "4 x Night Reaper",
  "4 x Wildhorn Charger",
  "4 x Radiant Warden",
  "4 x Kiln Marshal",
  "2 x Lich Chancellor",
];
const errorsOf = (lines: string[]) => {
  const r = parseZxDeck(lines.join("\n"), "t.deck");
  if (!r.deck) return r.errors;
  return checkZxDeck(r.deck, library);
};
const replace = (from: string, to: string[]) => LEGAL.flatMap((l) => (l === from ? to : [l]));

describe("the Z/X decks", () => {
  test("there are 4, each legal (ZX-401) and accepted by the engine", () => {
    const { decks, errors } = listZxDecks(DECKS);
    expect(errors).toEqual([]);
    expect(decks.length).toBe(4);
    for (const d of decks) {
      expect(checkZxDeck(d, library), d.name).toEqual([]);
      expect(deckProblems(library, zxDeckCards(d), d.player?.card), d.name).toEqual([]);
    }
  });

  test("each deck plays a full game against another", () => {
    const { decks } = listZxDecks(DECKS);
    for (let i = 0; i < decks.length; i++) {
      const a = findZxDeck(decks[i]!.name, DECKS, library);
      const b = findZxDeck(decks[(i + 1) % decks.length]!.name, DECKS, library);
      if (!("deck" in a) || !("deck" in b)) throw new Error("deck lookup failed");
      const game = createZxGame({
        library,
        seed: i + 1,
        players: [
          { id: "p1", deck: a.deck.cards, ...(a.deck.player ? { player: a.deck.player } : {}) },
          { id: "p2", deck: b.deck.cards, ...(b.deck.player ? { player: b.deck.player } : {}) },
        ],
      });
      expect(game.state.players.length).toBe(2);
    }
  });

  test("the legal test deck passes", () => {
    expect(errorsOf(LEGAL)).toEqual([]);
  });
});

describe("a bad deck per rule: the message names it", () => {
  test("ZX-401.1: 49 cards", () => {
    const e = errorsOf(replace("2 x Lich Chancellor", ["1 x Lich Chancellor"]));
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/ZX-401\.1 .*exactly 50 cards; this one has 49/);
  });

  test("ZX-401.2: 5 cards of one name", () => {
    const e = errorsOf(replace("2 x Lich Chancellor", ["1 x Lich Chancellor"]).map((l) => (l === "4 x Thicket Brute" ? "5 x Thicket Brute" : l)));
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/t\.deck:\d+: ZX-401\.2 at most 4 cards with the same name; 5 x "Thicket Brute"/);
  });

  test("ZX-401.3: 19 cards with the Ignition icon", () => {
    const e = errorsOf(replace("4 x Spark Hatchling", ["3 x Spark Hatchling", "1 x Ancient Colossus"]));
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/ZX-401\.3 .*exactly 20 cards with the Ignition icon; this one has 19/);
  });

  test("ZX-401.4: 5 with Life Recovery", () => {
    const e = errorsOf(replace("4 x Spark Hatchling", ["3 x Spark Hatchling", "1 x Lantern Keeper"]));
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/ZX-401\.4 at most 4 cards with Life Recovery; this deck has 5/);
  });

  test("ZX-401.4: 5 with Void Bringer", () => {
    const e = errorsOf(replace("4 x Spark Hatchling", ["3 x Spark Hatchling", "1 x Shade Caller"]));
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/ZX-401\.4 at most 4 cards with Void Bringer; this deck has 5/);
  });

  test("ZX-401.5: a Player card in the deck", () => {
    const e = errorsOf(replace("2 x Lich Chancellor", ["1 x Lich Chancellor", "1 x Seren Lys, Choir Regent"]));
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/ZX-401\.5 "Seren Lys, Choir Regent" is a Player card: Player cards are not part of the deck/);
  });

  test("ZX-401.5: `player:` naming a card that isn't a Player card", () => {
    const e = errorsOf([...LEGAL, "player: Thicket Brute"]);
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/ZX-401\.5 "player:" names a Player card; "Thicket Brute" is a Z\/X/);
  });

  test("ZX-401.5: two Player cards", () => {
    const e = errorsOf([...LEGAL, "player: Seren Lys, Choir Regent", "player: Kael Dorn, Forge Lord"]);
    expect(e).toHaveLength(1);
    expect(e[0]).toMatch(/ZX-401\.5 a player brings at most one Player card/);
  });

  test("a Player card on a `player:` line is legal (ZX-401.5), and none is too", () => {
    expect(errorsOf([...LEGAL, "player: Kael Dorn, Forge Lord"])).toEqual([]);
  });

  test("unknown cards are named", () => {
    expect(errorsOf(replace("2 x Lich Chancellor", ["2 x Lich Chancelor"])).join("\n")).toMatch(/no Z\/X card named "Lich Chancelor"/);
  });
});
