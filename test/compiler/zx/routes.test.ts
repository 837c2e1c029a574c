// Z/X's two compile routes (issue 13): the in-memory cards (compileZx) and the generated modules
// (orrery build of a `game: zx` file, imported) are the same objects, and the same seeded runs
// give identical event logs: the spec's Z/X scenarios through the scenario runner with each route's
// library, and whole seeded games between heuristic and random agents with the starter decks.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeGenerated } from "../../../cli/build.ts";
import { compileZx } from "../../../compiler/zx/index.ts";
import { generateZxModules } from "../../../compiler/zx/emitter.ts";
import { runScenarioFile } from "../../../apps/scenario/zx.ts";
import type { ZxCardDefinition } from "../../../runtime/zx/abilities.ts";
import { createZxGame } from "../../../runtime/zx/game.ts";
import { playGame, RandomAgent, ZxHeuristicAgent, type ZxAgent } from "../../../runtime/zx/agents.ts";
import { generatedTmpDir } from "../helpers.ts";
import { otherDeck, testDeck } from "../../zx/cards.ts";

const SPEC = new URL("../../golden/spec/zx/", import.meta.url);
const tmp = generatedTmpDir("orrery-zx-routes-");
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const text = readFileSync(new URL("cards/zx-core.card", SPEC), "utf8");
const compiled = compileZx(text, "zx-core.card");
const memory: Record<string, ZxCardDefinition> = Object.fromEntries(compiled.cards.map((c) => [c.name, c]));
let generated: Record<string, ZxCardDefinition> = {};

beforeAll(async () => {
  const out = join(tmp, "core");
  writeGenerated(out, generateZxModules(compiled.ir));
  generated = ((await import(pathToFileURL(join(out, "index.ts")).href)) as { cards: Record<string, ZxCardDefinition> }).cards;
});

describe("Z/X: generated modules build exactly the in-memory cards", () => {
  it("same cards, same order, same keys in the same order", () => {
    expect(Object.keys(generated)).toEqual(Object.keys(memory));
    expect(JSON.stringify(generated)).toBe(JSON.stringify(memory));
  });
});

const scenarioDir = fileURLToPath(new URL("scenarios/", SPEC));
const scenarioFiles = readdirSync(scenarioDir).filter((f) => f.endsWith(".scenario.yaml"));

describe("Z/X spec scenarios: both routes give the same event log", () => {
  it.each(scenarioFiles.map((f) => [f]))("%s", (f) => {
    const a = runScenarioFile(join(scenarioDir, f), memory);
    const b = runScenarioFile(join(scenarioDir, f), generated);
    expect(a.failures).toEqual([]);
    expect(b.failures).toEqual([]);
    expect(a.game!.state.log.length).toBeGreaterThan(0);
    expect(JSON.stringify(b.game!.state.log)).toBe(JSON.stringify(a.game!.state.log));
  });
});

function seededLog(library: Record<string, ZxCardDefinition>, seed: number): string {
  const game = createZxGame({
    library,
    seed,
    players: [
      { id: "ai", deck: testDeck() },
      { id: "random", deck: otherDeck() },
    ],
  });
  playGame(game, { ai: new ZxHeuristicAgent(), random: new RandomAgent(seed) as ZxAgent }, { maxActions: 5000 });
  return JSON.stringify(game.state.log);
}

describe("Z/X seeded games: both routes give the same event log", () => {
  it.each([[1], [2], [3]])("seed %i", (seed) => {
    const a = seededLog(memory, seed);
    expect(a.length).toBeGreaterThan(1000);
    expect(seededLog(generated, seed)).toBe(a);
  });
});
void basename;
