// The AI's lookahead copy: a game to try actions on, sharing the engine's read-only data (card
// library, board) and holding a cheap copy of the state without its event log (the game's rules
// say how deep to copy: GameRules.copyState). Playing on the copy leaves the original untouched.
import type { CoreGame } from "./game.ts";

export function forkGame<G extends CoreGame<any, any>>(game: G): G {
  return game.fork();
}
