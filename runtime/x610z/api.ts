// X610Z's game API: the Game facade, how a game starts, its types, its agents. runtime/index.ts
// (the engine's entry) and index.ts (the game's, "orrery/x610z") both show it.
export { Game, createGame, createGameFromPosition, replay, restoreGame, type GameOrigin } from "./game.ts";
export type { GameOptions, Position, PositionPlayer, PositionPermanent } from "./setup.ts";
export type {
  Action,
  CardId,
  CardState,
  Decision,
  DecisionKind,
  DecisionOption,
  DotId,
  GameEvent,
  GameResult,
  GameState,
  PerformResult,
  PlayerId,
  PlayerState,
  StackEntry,
  Target,
  TargetInput,
  ZoneName,
} from "./types.ts";
export { ZONES } from "./types.ts";
export { RandomAgent, ScriptedAgent, playGame, playerToAct, type Agent, type PlayReport } from "./agents.ts";
