// Agents that hold the engine's carry-overs (issue 15) to what the rules give without them, at
// every decision before a seeded random agent picks: the listing (carry.ts) to a fresh listing of
// the same state with the carry-over off, and kept stats and production (kept.ts) to a derivation
// on a copy of the state (a copy keeps nothing).
import { expect } from "vitest";
import { createGame, RandomAgent, type Agent, type Game } from "../../runtime/index.ts";
import type { GoldenContext } from "../golden/games.ts";
import { check, legalActions } from "../../runtime/x610z/actions.ts";
import { withoutCarry } from "../../runtime/x610z/carry.ts";
import { cardIn, defOf, isCrystalDef } from "../../runtime/x610z/cards.ts";
import { effectiveStats, production } from "../../runtime/x610z/continuous.ts";
import { copyState } from "../../runtime/x610z/copy.ts";
import type { Checked } from "../../runtime/core/rules.ts";
import type { Action, PlayerId } from "../../runtime/x610z/types.ts";

/** A check's outcome as the agent and perform see it. */
const outcome = (c: Checked): string => ("error" in c ? `refused: ${c.error}` : c.fullyPaid === false ? "unpaid" : "paid");

/** Compares every listing (carried) with a fresh one of the same state: the same actions in the
 *  same order (deep-equal), each with the same check (refused, or accepted and paid in full or not). */
export class ComparingListings implements Agent {
  decisions = 0;
  /** Decisions whose listing held an action other than conceding, passing and a crystal's energy. */
  rich = 0;
  private readonly inner: RandomAgent;
  constructor(seed: number) {
    this.inner = new RandomAgent(seed);
  }
  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    this.decisions++;
    const fresh: Checked[] = [];
    const again = withoutCarry(() => legalActions(game.engine, player, fresh));
    expect(legal).toEqual(again);
    // A listing that hands no checks (a pending decision's answers) is checked in full.
    const freshChecks = fresh.length === again.length ? fresh : again.map((a) => check(game.engine, a));
    const listedChecks = legal.map((a) => game.check(a)).map((c) => (c.ok ? (c.fullyPaid ? "paid" : "unpaid") : `refused: ${c.error}`));
    expect(listedChecks).toEqual(freshChecks.map(outcome));
    if (legal.some((a) => a.type !== "pass" && a.type !== "concede" && !(a.type === "activate" && a.effect !== true && a.targets === undefined))) this.rich++;
    return this.inner.chooseAction(game, player, legal);
  }
}

/** Compares every summon's stats as kept, and every crystal's production, with a derivation on a copy. */
export class ComparingKept implements Agent {
  compared = 0;
  crystals = 0;
  private readonly inner: Agent;
  constructor(seedOrAgent: number | Agent) {
    this.inner = typeof seedOrAgent === "number" ? new RandomAgent(seedOrAgent) : seedOrAgent;
  }
  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    const E = game.engine;
    const fresh = { ...E, state: copyState(E.state) };
    for (const id of E.state.index.summons) {
      if (cardIn(E.state, id).zone !== "play") continue;
      expect(effectiveStats(E, id)).toEqual(effectiveStats(fresh, id));
      this.compared++;
    }
    for (const p of E.state.players) {
      for (const id of p.zones.play) {
        if (!isCrystalDef(defOf(E, id))) continue;
        expect(production(E, id)).toEqual(production(fresh, id));
        this.crystals++;
      }
    }
    return this.inner.chooseAction(game, player, legal);
  }
}

/** A seeded game between the project's starter decks (cards/decks, in goldenContext's order), the
 *  players p1, p2... with the decks at these places (counted round). */
export function starterDecksGame(ctx: GoldenContext, seed: number, places: readonly number[], startingPlayer?: PlayerId): Game {
  const decks = Object.keys(ctx.decks);
  return createGame({
    library: ctx.library,
    board: ctx.board,
    seed,
    ...(startingPlayer ? { startingPlayer } : {}),
    players: places.map((k, i) => ({ id: `p${i + 1}`, deck: ctx.decks[decks[k % decks.length]!]! })),
  });
}
