// Records the golden corpus: plays every game of goldenGames(), every scenario (the copy of the
// public corpus in test/golden/spec, and test/scenarios) and the saved game's continuation, and
// writes test/golden/golden.json. Run: npx tsx test/golden/record.ts
// The save (saves/x610z-v1-seed7.json) is written only when it is missing: it is a fixture of the
// state format orrery-x610z/1 and stays as it was recorded.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import {
  continueSave,
  GOLDEN_FILE,
  goldenContext,
  goldenGames,
  goldenScenarioFiles,
  plainEntry,
  playGolden,
  playScenario,
  readSave,
  REPO,
  SAVE_FILE,
  SAVE_GAME,
  type GoldenEntry,
  type GoldenFile,
} from "./games.ts";

const started = performance.now();
const ctx = goldenContext();

const games = goldenGames().map((spec) => plainEntry(playGolden(spec, ctx)));

const scenarios: GoldenEntry[] = [];
for (const file of goldenScenarioFiles()) scenarios.push(await playScenario(file));

const saveGame = playGolden(SAVE_GAME, ctx);
if (!existsSync(SAVE_FILE)) {
  if (!saveGame.game || saveGame.result.startsWith("error")) throw new Error(`the save's game failed: ${saveGame.result}`);
  mkdirSync(dirname(SAVE_FILE), { recursive: true });
  writeFileSync(SAVE_FILE, JSON.stringify(saveGame.game.state));
  console.log(`wrote ${relative(REPO, SAVE_FILE)}`);
}
const saves = [plainEntry(saveGame), continueSave(readSave(), ctx)];

const golden: GoldenFile = { games, scenarios, saves };
writeFileSync(GOLDEN_FILE, `${JSON.stringify(golden, null, 2)}\n`);

const errors = [...games, ...saves].filter((e) => e.result.startsWith("error"));
const failed = scenarios.filter((e) => e.result !== "passed");
console.log(
  `${relative(REPO, GOLDEN_FILE)}: ${games.length} games (${errors.length} threw), ${scenarios.length} scenarios (${failed.length} not passed), ${saves.length} save entries, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const e of [...errors, ...failed]) console.log(`  ${e.name}: ${e.result}`);
