// The heuristic agent against the seeded random agent (runtime/agents.ts) in 40 full games on the
// Act I board with two starter decks (cards/decks: Mystic Marksmen, Verdant Stampede): the first
// player alternates (105.1) and the decks swap every two games. The bar is 80 % wins. The
// 200-game run of the same matchup is `orrery sim --decks "Mystic Marksmen,Verdant Stampede"
// --games 200 --seed 1 --agents heuristic,random` (see the AI report).
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CARDS_DIR, findDeck, loadLibrary } from "../../apps/decks/load.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { playGame, RandomAgent } from "../../runtime/x610z/agents.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGame } from "../../runtime/index.ts";

let library: Record<string, CardDefinition> = {};
const decks: string[][] = [];

beforeAll(async () => {
  const loaded = await loadLibrary(DEFAULT_CARDS_DIR);
  expect(loaded.errors).toEqual([]);
  library = loaded.library;
  for (const name of ["Mystic Marksmen", "Verdant Stampede"]) {
    const found = findDeck(name, join(DEFAULT_CARDS_DIR, "decks"), library);
    if (!("deck" in found)) throw new Error(`no starter deck ${name}`);
    decks.push(found.deck.cards);
  }
});

describe("heuristic vs random", () => {
  it("wins at least 80 % of 40 seeded games on act1 with the starter decks, first player alternating", () => {
    let wins = 0;
    let unfinished = 0;
    for (let i = 0; i < 40; i++) {
      const swap = Math.floor(i / 2) % 2;
      const game = createGame({
        library,
        board: act1,
        seed: 1000 + i,
        startingPlayer: i % 2 === 0 ? "heuristic" : "random",
        players: [
          { id: "heuristic", deck: decks[swap]! },
          { id: "random", deck: decks[1 - swap]! },
        ],
      });
      const report = playGame(game, { heuristic: new HeuristicAgent({ seed: i }), random: new RandomAgent(i) }, { maxActions: 5000 });
      if (report.truncated) unfinished++;
      if (report.result?.winners.includes("heuristic") && !report.result.draw) wins++;
    }
    expect(unfinished).toBe(0);
    expect(wins / 40).toBeGreaterThanOrEqual(0.8);
  });
});
