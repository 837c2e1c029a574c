// runtime/ai/fork.ts: the lookahead copy is the state without its log, and nothing done on the
// copy reaches the original.
import { describe, expect, it } from "vitest";
import { RandomAgent } from "../../runtime/x610z/agents.ts";
import { forkGame } from "../../runtime/core/lookahead.ts";
import { copyState } from "../../runtime/x610z/copy.ts";
import { fullGame } from "./helpers.ts";

function playRandom(seed: number, actions: number) {
  const game = fullGame(seed, "p1");
  const agents = { p1: new RandomAgent(seed), p2: new RandomAgent(seed + 1) };
  for (let i = 0; i < actions && !game.result(); i++) {
    const p = game.pending()?.player ?? game.priority()!;
    game.perform(agents[p as "p1" | "p2"].chooseAction(game, p, game.legalActions(p)));
  }
  return game;
}

describe("fork: cheap game copies for lookahead", () => {
  it("copies every part of the state but the event log", () => {
    for (const seed of [1, 2, 3]) {
      const game = playRandom(seed, 150);
      const copy = copyState(game.state);
      expect(copy.log).toEqual([]);
      expect({ ...copy, log: null }).toEqual(JSON.parse(JSON.stringify({ ...game.state, log: null })));
    }
  });

  it("playing on the copy leaves the original exactly as it was", () => {
    for (const seed of [4, 5, 6]) {
      const game = playRandom(seed, 120);
      const before = JSON.stringify(game.state);
      const fork = forkGame(game);
      const agents = { p1: new RandomAgent(seed + 7), p2: new RandomAgent(seed + 8) };
      let played = 0;
      for (let i = 0; i < 300 && !fork.result(); i++) {
        const p = fork.pending()?.player ?? fork.priority()!;
        expect(fork.perform(agents[p as "p1" | "p2"].chooseAction(fork, p, fork.legalActions(p))).ok).toBe(true);
        played++;
      }
      expect(played).toBeGreaterThan(0);
      expect(JSON.stringify(game.state)).toBe(before);
      expect(fork.state.cards).not.toBe(game.state.cards);
    }
  });

  it("shares a card's counters with the copy: they are frozen, so neither game can change them in place", () => {
    const game = playRandom(2, 200);
    const copy = copyState(game.state);
    const inPlay = Object.values(game.state.cards).filter((c) => c.zone === "play");
    expect(inPlay.length).toBeGreaterThan(0);
    for (const c of inPlay) {
      expect(Object.isFrozen(c.counters)).toBe(true);
      expect(copy.cards[c.id]!.counters).toBe(c.counters);
      expect(copy.cards[c.id]).not.toBe(c);
      expect(copy.cards[c.id]!.attached).not.toBe(c.attached); // changed in place (fixed Effects): copied
    }
  });

  it("deep-copies a state field it doesn't know", () => {
    const game = playRandom(9, 10);
    (game.state as unknown as Record<string, unknown>).extraField = { nested: [1, 2] };
    const copy = copyState(game.state) as unknown as Record<string, { nested: number[] }>;
    expect(copy.extraField).toEqual({ nested: [1, 2] });
    expect(copy.extraField).not.toBe((game.state as unknown as Record<string, unknown>).extraField);
  });
});
