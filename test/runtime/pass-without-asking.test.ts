// playGame's passWithoutAsking option: off by default (every decision asks the agent); on, a player
// whose only legal actions are passing and conceding passes without his agent being asked.
import { describe, expect, it } from "vitest";
import { createGame, playGame, RandomAgent, type Agent, type Game } from "../../runtime/index.ts";
import type { Action, PlayerId } from "../../runtime/x610z/types.ts";
import { act1Options } from "./fixtures.ts";

class Counting implements Agent {
  asked = 0;
  onlyPass = 0;
  private readonly inner: RandomAgent;
  constructor(seed: number) {
    this.inner = new RandomAgent(seed);
  }
  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    this.asked++;
    if (legal.every((a) => a.type === "pass" || a.type === "concede")) this.onlyPass++;
    return this.inner.chooseAction(game, player, legal);
  }
}

describe("playGame passWithoutAsking", () => {
  it("is off by default: the agents are asked at every decision", () => {
    const [a, b] = [new Counting(1), new Counting(2)];
    const r = playGame(createGame(act1Options(3)), { p1: a, p2: b }, { maxActions: 400 });
    expect(a.asked + b.asked).toBe(r.actions);
    expect(a.onlyPass + b.onlyPass).toBeGreaterThan(0);
  });

  it("on: a player with nothing but passing (and conceding) is passed without asking his agent", () => {
    const [a, b] = [new Counting(1), new Counting(2)];
    const r = playGame(createGame(act1Options(3)), { p1: a, p2: b }, { maxActions: 400, passWithoutAsking: true });
    expect(a.onlyPass + b.onlyPass).toBe(0);
    expect(a.asked + b.asked).toBeLessThan(r.actions);
  });
});
