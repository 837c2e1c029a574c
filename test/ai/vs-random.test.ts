// The heuristic agent against the seeded random agent (runtime/agents.ts) in 40 full games on the
// Act I board: seats alternate the first player (105.1) and the two decks swap every two games.
// The bar is 80 % wins; `orrery sim` runs the 200-game version (see the AI report).
import { describe, expect, it } from "vitest";
import { HeuristicAgent } from "../../runtime/ai/heuristic.ts";
import { playGame, RandomAgent } from "../../runtime/agents.ts";
import { fullGame, mysticTest, verdantTest } from "./helpers.ts";

describe("heuristic vs random", () => {
  it("wins at least 80 % of 40 seeded games on act1, first player alternating", () => {
    let wins = 0;
    let unfinished = 0;
    for (let i = 0; i < 40; i++) {
      const heuristicDeck = Math.floor(i / 2) % 2 === 0 ? mysticTest : verdantTest;
      const randomDeck = heuristicDeck === mysticTest ? verdantTest : mysticTest;
      const game = fullGame(1000 + i, i % 2 === 0 ? "p1" : "p2", [heuristicDeck, randomDeck]);
      const report = playGame(game, { p1: new HeuristicAgent({ seed: i }), p2: new RandomAgent(i) }, { maxActions: 5000 });
      if (report.truncated) unfinished++;
      if (report.result?.winners.includes("p1") && !report.result.draw) wins++;
    }
    expect(unfinished).toBe(0);
    expect(wins / 40).toBeGreaterThanOrEqual(0.8);
  });
});
