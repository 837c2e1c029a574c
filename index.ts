// The package's front door, `import { ... } from "orrery"`: the everyday API. Card text in,
// ability objects out (compile); a game of X610Z on a board (createGame, the Game facade, replay,
// saves); the agents that play it. The subpaths hold the rest: "orrery/compiler", "orrery/x610z"
// (the game, its boards, its AI, and the ability constructors generated card modules call),
// "orrery/core" (the game-neutral engine a game plugs into). The exported names and types are
// pinned in api/orrery.api.md (npm run api:update).
export { compile, CHECK_CODES, COMPILE_CODES, type CompileResult, type Diagnostic, type IR } from "./compiler/index.ts";
export * from "./runtime/index.ts";
export { HeuristicAgent, type HeuristicOptions, type HeuristicStats, SearchAgent, SEARCH_DEFAULTS, type SearchOptions, type SearchStats } from "./runtime/x610z/ai/index.ts";
export type { CardDefinition } from "./runtime/x610z/abilities.ts";
export type { BoardData } from "./runtime/x610z/board.ts";
export { DEFAULT_BOARD, defaultBoards } from "./runtime/x610z/boards/index.ts";
export { act1 } from "./runtime/x610z/boards/act1.ts";
