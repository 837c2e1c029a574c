// The engine's public API.
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
