// The Z/X heuristic agent (runtime/zx/ai): sensible single moves, and a short match against the
// core's RandomAgent. The 200-game win rate is measured by bench/zx-ai.ts (npm run zx:ai), not here.
import { describe, expect, it } from "vitest";
import { playGame, RandomAgent, ZxHeuristicAgent, type ZxAgent } from "../../runtime/zx/agents.ts";
import { createZxGame } from "../../runtime/zx/game.ts";
import { LIBRARY, otherDeck, testDeck } from "./cards.ts";
import { card, position } from "./fixtures.ts";

describe("Z/X heuristic agent", () => {
  it("plays the biggest Z/X it can pay for (Thornback Brute 7000 over Flarehorn Drake and Ember Whelp), where it can attack the player next", () => {
    const g = position({ resource: ["Thornback Brute", "Thornback Brute", "Ember Whelp", "Ember Whelp"], hand: ["Ember Whelp", "Flarehorn Drake", "Thornback Brute"] });
    const a = new ZxHeuristicAgent().chooseAction(g, "alice", g.legalActions("alice"));
    const brute = g.zone("alice", "hand").find((id) => g.nameOf(id) === "Thornback Brute");
    expect(a).toMatchObject({ type: "play", card: brute });
    expect(["b2", "a3", "c3"]).toContain((a as { at: string }).at); // adjacent to bob's empty Player Square b3
  });

  it("attacks the player when a Z/X can; attacks a Z/X it destroys; otherwise ends the phase", () => {
    const g = position({ square: [{ card: "Thornback Brute", at: "a3" }] });
    expect(new ZxHeuristicAgent().chooseAction(g, "alice", g.legalActions("alice"))).toMatchObject({ type: "attack", target: { player: "bob" } });
    const h = position(
      { square: [{ card: "Thornback Brute", at: "a2" }] },
      {
        square: [
          { card: "Ember Whelp", at: "a3" },
          { card: "Ember Whelp", at: "b3" },
        ],
      },
    );
    expect(new ZxHeuristicAgent().chooseAction(h, "alice", h.legalActions("alice"))).toMatchObject({ type: "attack", target: card(h, "bob", "Ember Whelp") });
    const k = position(
      { square: [{ card: "Ember Whelp", at: "a2" }] },
      {
        square: [
          { card: "Thornback Brute", at: "a3" },
          { card: "Ember Whelp", at: "b3" },
        ],
      },
    );
    expect(new ZxHeuristicAgent().chooseAction(k, "alice", k.legalActions("alice"))).toEqual({ type: "end", player: "alice" });
  });

  it("uses Ignition while its Charge has a card (ZX-504)", () => {
    const g = position({ charge: ["Grave Page"] }, {}, { phase: "ignition" });
    expect(new ZxHeuristicAgent().chooseAction(g, "alice", g.legalActions("alice"))).toMatchObject({ type: "ignite" });
  });

  it("beats the RandomAgent in 20 seeded games, seats alternating, with only legal actions", () => {
    let wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const ids = seed % 2 ? ["ai", "random"] : ["random", "ai"];
      const game = createZxGame({
        library: LIBRARY,
        seed,
        players: [
          { id: ids[0]!, deck: testDeck() },
          { id: ids[1]!, deck: otherDeck() },
        ],
      });
      const r = playGame(game, { ai: new ZxHeuristicAgent(), random: new RandomAgent(seed) as ZxAgent }, { maxActions: 5000 });
      if (r.result?.winners.includes("ai")) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(16);
  });
});
