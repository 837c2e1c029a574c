// Shared by the AI, sim and play tests: positions and full games on the Act I board with the
// hand-made test library (library.ts).
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGame, createGameFromPosition, type Game, type Position, type PositionPlayer } from "../../runtime/index.ts";
import { library, mysticTest, verdantTest } from "./library.ts";

export { library };

/** A position on act1 (alice and bob, alice's Action Phase unless `turn` says otherwise). */
export function position(alice: Partial<PositionPlayer>, bob: Partial<PositionPlayer>, turn?: Position["turn"]): Game {
  return createGameFromPosition({
    library,
    board: act1,
    seed: 1,
    players: [
      { id: "alice", lifeBase: { card: "Brass Observatory", at: "s1" }, deck: Array(10).fill("Tide Shard"), ...alice },
      { id: "bob", lifeBase: { card: "Drifting Citadel", at: "s4" }, deck: Array(10).fill("Verdant Shard"), ...bob },
    ],
    ...(turn ? { turn } : {}),
  });
}

/** A full game (105) between two test decks. */
export function fullGame(seed: number, first: "p1" | "p2", decks: [string[], string[]] = [mysticTest, verdantTest]): Game {
  return createGame({
    library,
    board: act1,
    seed,
    startingPlayer: first,
    players: [
      { id: "p1", deck: decks[0] },
      { id: "p2", deck: decks[1] },
    ],
  });
}

/** The id of `owner`'s card named `name` (the n-th copy, in id order). */
export function cardId(game: Game, owner: string, name: string, n = 1): string {
  const ids = Object.values(game.state.cards)
    .filter((c) => c.owner === owner && c.name === name)
    .map((c) => c.id);
  const id = ids[n - 1];
  if (!id) throw new Error(`no card ${owner}/${name}#${n}`);
  return id;
}

/** Performs an action and throws with the engine's message when it is refused. */
export function ok(game: Game, action: Parameters<Game["perform"]>[0]): void {
  const r = game.perform(action);
  if (!r.ok) throw new Error(`refused: ${r.error} (${JSON.stringify(action)})`);
}
