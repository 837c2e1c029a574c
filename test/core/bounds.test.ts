// Issue 31: the core bounds the work of one action for every game (core/loop.ts ACTION_EVENT_LIMIT,
// or the game's own closer bound, GameRules.actionEventLimit): a game whose rules keep emitting
// events inside one action ends as a draw by the loop rule instead of running until memory runs out.
import { describe, expect, it } from "vitest";
import { emit, eventCount } from "../../runtime/core/events.ts";
import { createGridGame, gridRules } from "./grid/grid-duel.ts";

describe("core: the work of one action is bounded (core/loop.ts)", () => {
  it("an action whose procedure emits events without end (here 1.5 x the game's bound, then it would stop) ends the game as a draw, reason loop, at the bound", () => {
    const game = createGridGame({
      seed: 1,
      players: [
        { id: "alice", deck: ["Soldier", "Soldier"] },
        { id: "bob", deck: ["Soldier", "Soldier"] },
      ],
      shuffle: false,
    });
    const LIMIT = 20_000;
    const start = eventCount(game.state);
    const stopAt = start + 1.5 * LIMIT; // a bound of its own, so the test ends on any engine
    game.engine.rules = {
      ...gridRules,
      actionEventLimit: LIMIT,
      // Every phase end gives nobody priority again: the loop calls it for ever.
      endPhase(E) {
        if (eventCount(E.state) < stopAt) emit(E, { type: "priority", player: null });
        else gridRules.endPhase(E);
      },
    };
    // Both pass with an empty stack: the phase ends.
    for (let i = 0; i < 2 && !game.result(); i++) expect(game.perform({ type: "pass", player: game.priority()! }).ok).toBe(true);
    expect(game.result()).toEqual({ winners: [], losers: [], draw: true, reason: "loop" });
    expect(eventCount(game.state) - start).toBeLessThanOrEqual(LIMIT + 10);
  }, 60_000);
});
