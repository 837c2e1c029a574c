// The carry-overs of issue 15 (the listing, runtime/x610z/carry.ts; kept stats and production,
// kept.ts) on a wider set than the starter decks: every card of the project's starter set and of
// the public corpus's core set (its "If you control a Dragon" reads a condition, 207.8), one of each
// in a deck, filled with crystals. At every decision of seeded random games, each carried value is
// held to the one a fresh listing or derivation gives (test/runtime/carry-compare.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { createGame, playGame, type Agent, type Game } from "../../runtime/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import type { Action, PlayerId } from "../../runtime/x610z/types.ts";
import { REPO } from "../golden/games.ts";
import { ComparingKept, ComparingListings } from "./carry-compare.ts";

function wideLibrary(): Record<string, CardDefinition> {
  const files = [
    ...readdirSync(join(REPO, "cards"))
      .filter((f) => f.endsWith(".card"))
      .map((f) => join(REPO, "cards", f)),
    join(REPO, "test/golden/spec/cards/core.card"),
  ];
  const library: Record<string, CardDefinition> = {};
  for (const f of files) {
    const out = compile(readFileSync(f, "utf8"), f);
    expect(out.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    for (const c of out.cards) library[c.name] = c;
  }
  return library;
}

/** Both comparisons at each decision: the listing's, then the kept values', then a seeded random pick. */
class ComparingBoth implements Agent {
  readonly listings: ComparingListings;
  readonly kept: ComparingKept;
  constructor(seed: number) {
    this.listings = new ComparingListings(seed);
    this.kept = new ComparingKept(this.listings);
  }
  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    return this.kept.chooseAction(game, player, legal);
  }
}

describe("the carry-overs equal fresh work on every card of the starter and core sets", () => {
  it("at every decision of 12 seeded games, each deck one of every card and crystals to 90", () => {
    const library = wideLibrary();
    const names = Object.keys(library);
    const bases = names.filter((n) => library[n]!.type === "Life Base Card");
    const crystals = names.filter((n) => library[n]!.type === "Energy Crystal Card");
    const others = names.filter((n) => library[n]!.type !== "Life Base Card" && library[n]!.type !== "Energy Crystal Card");
    // The core set's condition card is in (the part of the carry-over no starter card reaches).
    expect(others).toContain("Dragon Call");
    const deck = (k: number): string[] => {
      const d = [bases[k % bases.length]!, ...others];
      for (let i = 0; d.length < 90; i++) d.push(crystals[i % crystals.length]!);
      return d;
    };
    let decisions = 0;
    let rich = 0;
    let compared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const game = createGame({
        library,
        board: act1,
        seed,
        players: [
          { id: "p1", deck: deck(seed) },
          { id: "p2", deck: deck(seed + 1) },
        ],
      });
      const agents = { p1: new ComparingBoth(seed), p2: new ComparingBoth(seed + 500) };
      const r = playGame(game, agents, { maxActions: 1200 });
      for (const a of [agents.p1, agents.p2]) {
        decisions += a.listings.decisions;
        rich += a.listings.rich;
        compared += a.kept.compared;
      }
      expect(agents.p1.listings.decisions + agents.p2.listings.decisions).toBe(r.actions);
    }
    expect(decisions).toBeGreaterThan(5_000);
    expect(rich).toBeGreaterThan(1_000);
    expect(compared).toBeGreaterThan(5_000);
  }, 120_000);
});
