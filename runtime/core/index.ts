// The game-neutral engine as the package shows it, `import { ... } from "orrery/core"`: what a
// game plugs into (GameRules, CoreEngine, the state, events, decisions, the loop, outcomes,
// modifiers, players, saves, the seeded RNG) and the game-neutral agents and lookahead. See
// README.md beside this file. Exported names and types are pinned in api/orrery.api.md.
export * from "./agents.ts";
export * from "./decisions.ts";
export * from "./events.ts";
export * from "./game.ts";
export * from "./lookahead.ts";
export * from "./loop.ts";
export * from "./modifiers.ts";
export * from "./outcomes.ts";
export * from "./own.ts";
export * from "./players.ts";
export * from "./progress.ts";
export * from "./rng.ts";
export * from "./rules.ts";
export * from "./save.ts";
export * from "./state.ts";
