// The Z/X scenario runner now lives in the project's scenario command (apps/scenario/zx.ts, routed
// by `game: zx`); this module keeps the engine tests' entry: the cards come from the scenario's
// `cards:` files through the compiler, or from the hand-built library when asked.
export { runScenarioFile, type ScenarioRun } from "../../apps/scenario/zx.ts";
