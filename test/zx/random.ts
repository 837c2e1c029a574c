// Seeded random Z/X games (the core's RandomAgent on both sides, two legal 50-card decks), for the
// property test and bench/zx-property.ts.
import { playerToAct, RandomAgent } from "../../runtime/core/agents.ts";
import { createZxGame, type ZxGame } from "../../runtime/zx/game.ts";
import type { ZxGameOptions } from "../../runtime/zx/setup.ts";
import type { Action } from "../../runtime/zx/types.ts";
import { LIBRARY, otherDeck, testDeck } from "./cards.ts";
import { brokenInvariant } from "./invariants.ts";

const MAX_ACTIONS = 3000;

export function options(seed: number): ZxGameOptions {
  const decks = seed % 2 ? [testDeck(), otherDeck()] : [otherDeck(), testDeck()];
  return {
    library: LIBRARY,
    seed,
    players: [
      { id: "p1", deck: decks[0]! },
      { id: "p2", deck: decks[1]! },
    ],
  };
}

/** Plays a random game, checking the invariants after every action. */
export function randomGame(seed: number, check = true): { game: ZxGame; actions: Action[]; truncated: boolean } {
  const game = createZxGame(options(seed));
  const agents: Record<string, RandomAgent> = { p1: new RandomAgent(seed * 2), p2: new RandomAgent(seed * 2 + 1) };
  const actions: Action[] = [];
  if (check) {
    const b = brokenInvariant(game);
    if (b) throw new Error(`seed ${seed}, at the start: ${b}`);
  }
  while (!game.result() && actions.length < MAX_ACTIONS) {
    const player = playerToAct(game);
    if (player === null) throw new Error(`seed ${seed}: nobody can act and the game has no result`);
    const legal = game.legalActions(player);
    const action = agents[player]!.chooseAction(game, player, legal) as Action;
    const r = game.perform(action);
    if (!r.ok) throw new Error(`seed ${seed}: a legal action was refused: ${r.error} ${JSON.stringify(action)}`);
    actions.push(action);
    if (check) {
      const b = brokenInvariant(game);
      if (b) throw new Error(`seed ${seed}, action ${actions.length} (${JSON.stringify(action)}): ${b}`);
    }
  }
  return { game, actions, truncated: !game.result() };
}
