// The X610Z game as the package shows it, `import { ... } from "orrery/x610z"`: the Game facade
// and its types (api.ts, as runtime/index.ts shows it), the ability model with the constructors generated card
// modules call (abilities.ts: `orrery build` output imports them from here), the boards, and the
// AI. Exported names and types are pinned in api/orrery.api.md (npm run api:update).
export * from "./api.ts";
export * from "./abilities.ts";
export * from "./ai/index.ts";
export { type BoardData, type DotData, type DotKind } from "./board.ts";
export { DEFAULT_BOARD, defaultBoards } from "./boards/index.ts";
export { act1 } from "./boards/act1.ts";
