// legalActions' shortcuts (issue 15): candidates the check would refuse whatever their details are
// left out before they are built (206.1e an activated crystal, 402.10f an activated summon's
// activated ability), and a cast is listed with its check done as it is built (its targets come
// from `candidates`, so only their count and the payment are checked). Held, at every decision of
// seeded games with the four starter decks, to the listing without shortcuts (every candidate
// built and checked in full): the same actions in the same order, and each listed action's check
// the same as a fresh one of a copy (which the game checks in full, never by identity).
import { describe, expect, it } from "vitest";
import { createGame, playGame, RandomAgent, type Agent, type Game } from "../../runtime/index.ts";
import { legalActionsInFull } from "../../runtime/x610z/actions.ts";
import type { Action, PlayerId } from "../../runtime/x610z/types.ts";
import { goldenContext } from "../golden/games.ts";
import { arcGame, ok, ref, times } from "./fixtures.ts";

/** Compares every listing with the reference before the random agent picks. */
class Comparing implements Agent {
  decisions = 0;
  casts = 0;
  unpaid = 0;
  private readonly inner: RandomAgent;
  constructor(seed: number) {
    this.inner = new RandomAgent(seed);
  }
  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    this.decisions++;
    expect(legal).toEqual(legalActionsInFull(game.engine, player));
    for (const a of legal) {
      if (a.type === "cast") this.casts++;
      const listed = game.check(a);
      const fresh = game.check(structuredClone(a));
      expect(listed).toEqual(fresh);
      if (fresh.ok && !fresh.fullyPaid) this.unpaid++;
    }
    return this.inner.chooseAction(game, player, legal);
  }
}

describe("legalActions with its shortcuts equals the listing checked in full", () => {
  const ctx = goldenContext();
  const decks = Object.keys(ctx.decks);

  it("at every decision of 8 two-player games, each starter deck against each other one", () => {
    let decisions = 0;
    let casts = 0;
    let unpaid = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const [d1, d2] = [decks[seed % decks.length]!, decks[(seed + 1 + (seed >> 2)) % decks.length]!];
      const game = createGame({
        library: ctx.library,
        board: ctx.board,
        seed,
        players: [
          { id: "p1", deck: ctx.decks[d1]! },
          { id: "p2", deck: ctx.decks[d2]! },
        ],
      });
      const agents = { p1: new Comparing(seed), p2: new Comparing(seed + 50) };
      const r = playGame(game, agents, { maxActions: 1500 });
      // A decision is one call of the agent: every action performed was asked for.
      expect(agents.p1.decisions + agents.p2.decisions).toBe(r.actions);
      decisions += r.actions;
      casts += agents.p1.casts + agents.p2.casts;
      unpaid += agents.p1.unpaid + agents.p2.unpaid;
    }
    // The comparison saw casts, and casts the pool can't pay in full (listed, 200.5), not only passes.
    expect(decisions).toBeGreaterThan(2000);
    expect(casts).toBeGreaterThan(500);
    expect(unpaid).toBeGreaterThan(50);
  });

  it("at every decision of a three-player game (the non-active players list too)", () => {
    const game = createGame({
      library: ctx.library,
      board: ctx.board,
      seed: 11,
      players: [
        { id: "p1", deck: ctx.decks[decks[0]!]! },
        { id: "p2", deck: ctx.decks[decks[1]!]! },
        { id: "p3", deck: ctx.decks[decks[2]!]! },
      ],
    });
    const agents = { p1: new Comparing(1), p2: new Comparing(2), p3: new Comparing(3) };
    const r = playGame(game, agents, { maxActions: 600 });
    expect(agents.p1.decisions + agents.p2.decisions + agents.p3.decisions).toBe(r.actions);
    expect(r.actions).toBeGreaterThan(300);
  });
});

describe("a cast listed with its check", () => {
  it("200.3 is performed with the targets it lists, and its stack entry holds copies, not the listed action's frozen lists", () => {
    const g = arcGame({ alice: { play: times(2, "Mystic Crystal"), hand: ["Divine Intervention"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    const dragon = ref(g, "bob/Hunter Dragon");
    const cast = g.legalActions("alice").find((a) => a.type === "cast");
    // "Return target Non Life Base Summon": the one such summon in play is bob's Hunter Dragon.
    expect(cast).toEqual({ type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: dragon }] });
    expect(Object.isFrozen(cast) && Object.isFrozen((cast as { targets: object[] }).targets)).toBe(true);
    ok(g, cast!);
    const entry = g.state.stack.at(-1)!;
    expect(entry.targets).toEqual([{ card: dragon }]);
    expect(entry.targets).not.toBe((cast as { targets: object[] }).targets);
    expect(Object.isFrozen(entry.targets) || Object.isFrozen(entry.targets[0])).toBe(false);
    expect(g.actions.at(-1)).toBe(cast); // the replay log keeps the listed object
  });
});
