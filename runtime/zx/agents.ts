// Z/X's players behind the core's decision interface (core/agents.ts), typed with its Game and
// actions. The heuristic AI is in ai/.
import type { Agent as CoreAgent } from "../core/agents.ts";
import type { ZxGame } from "./game.ts";
import type { Action } from "./types.ts";

export { RandomAgent, ScriptedAgent, playGame, playerToAct, type PlayReport } from "../core/agents.ts";
export { ZxHeuristicAgent, settle, type ZxHeuristicOptions } from "./ai/heuristic.ts";
export { evaluate } from "./ai/evaluate.ts";
export type ZxAgent = CoreAgent<ZxGame, Action>;
