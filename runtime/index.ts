// The engine's public API.
export { Game, createGame, createGameFromPosition, replay, restoreGame, type GameOrigin } from "./x610z/game.ts";
export type { GameOptions, Position, PositionPlayer, PositionPermanent } from "./x610z/setup.ts";
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
} from "./x610z/types.ts";
export { ZONES } from "./x610z/types.ts";
export { RandomAgent, ScriptedAgent, playGame, playerToAct, type Agent, type PlayReport } from "./x610z/agents.ts";
