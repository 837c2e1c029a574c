// Z/X's public entry: the game (RULES-ZX.md) on the core, its ability objects (the compiler's
// contract, abilities.ts), and its agents.
export { ZxGame, createZxGame, createZxGameFromPosition, libraryProblems, replayZx, restoreZxGame, type ZxOrigin } from "./game.ts";
export type { ZxGameOptions, ZxPosition, ZxPositionPlayer } from "./setup.ts";
export { zx } from "./rules.ts";
export { deckProblems } from "./deck.ts";
export { ADJACENT, SQUARES, adjacent, isNormalSquare, playerSquare } from "./square.ts";
export type {
  Action,
  Battle,
  CardId,
  Decision,
  DecisionKind,
  GameEndReason,
  GameEvent,
  GameResult,
  PendingAbility,
  PerformResult,
  PhaseName,
  PlayerId,
  SquareId,
  TargetInput,
  ZoneName,
  ZxCardState,
  ZxPlayerState,
  ZxState,
} from "./types.ts";
export { PHASES, ZONES } from "./types.ts";
export { RandomAgent, ScriptedAgent, ZxHeuristicAgent, evaluate, playGame, playerToAct, settle, type PlayReport, type ZxAgent, type ZxHeuristicOptions } from "./agents.ts";
export * as abilities from "./abilities.ts";
export type { Ability, ZxCardDefinition } from "./abilities.ts";
