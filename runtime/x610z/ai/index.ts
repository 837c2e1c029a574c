// The heuristic AI: an Agent (runtime/agents.ts) that looks one action ahead and scores positions;
// the search agent judges the heuristic's lines by playouts on determinised copies.
export { HeuristicAgent, settle, type HeuristicOptions, type HeuristicStats } from "./heuristic.ts";
export { SearchAgent, SEARCH_DEFAULTS, type SearchOptions, type SearchStats } from "./search.ts";
export { evaluate, handCardValue, lifeBaseMoves, potentialEnergy, summonValue, WEIGHTS, WIN, type Evaluation } from "./evaluate.ts";
export { copyState } from "../copy.ts";
export { forkGame } from "../../core/lookahead.ts";
export { costOf, crystalsFor } from "./energy-plan.ts";
export { dotDistance, lifeBaseMovesToEnd } from "./metrics.ts";
