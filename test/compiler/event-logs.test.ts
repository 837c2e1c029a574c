// Issue 4, done when: the same seeded scenarios, played once with the in-memory cards (compile())
// and once with the generated modules (orrery build, imported), give identical event logs.
// Three kinds of runs: the acceptance scenarios of spec/scenarios (through the scenario runner, with
// each route as its card loader), whole seeded games with core.card on the Act I board between
// random and heuristic agents, and seeded games with the project's starter decks; every event of
// the log is compared.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { generateModules, writeGenerated } from "../../cli/build.ts";
import { compile } from "../../compiler/index.ts";
import { compileCardFile, loadScenarioFile, type CardFileLoader } from "../../apps/scenario/loader.ts";
import { createScenarioGame } from "../../apps/scenario/engine.ts";
import { runScenario } from "../../apps/scenario/runner.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { createGame, playerToAct, RandomAgent, type Agent, type Game } from "../../runtime/index.ts";
import { act1Options } from "../runtime/fixtures.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { deckCards, parseDeck } from "../../apps/decks/deck.ts";
import { SPEC } from "../spec.ts";
import { generatedTmpDir } from "./helpers.ts";

const tmp = generatedTmpDir("orrery-logs-");
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The generated route as a scenario card loader: build the file's modules into a folder of their
 *  own, then import its index. Errors are the compiler's, as with the in-memory loader. */
const generatedCardFile: CardFileLoader = async (absPath) => {
  const result = compile(readFileSync(absPath, "utf8"), absPath);
  const errors = result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.line}:${d.column} ${d.message}`);
  if (errors.length) return { cards: [], errors };
  const out = join(tmp, `${basename(absPath, ".card")}-${readdirSync(tmp).length}`);
  writeGenerated(out, await generateModules(result.ir, { outDir: out }));
  const mod = (await import(pathToFileURL(join(out, "index.ts")).href)) as { cards: Record<string, CardDefinition> };
  return { cards: Object.values(mod.cards), errors: [] };
};

/** Runs a scenario file with one route's cards; returns whether it passed and the game's event log. */
async function scenarioLog(file: string, loadCards: CardFileLoader): Promise<{ passed: boolean; log: string; why: string }> {
  const loaded = await loadScenarioFile(file, { loadCards });
  if (!loaded.ok) return { passed: false, log: "", why: loaded.errors.join("\n") };
  let game: Game | null = null;
  const outcome = await runScenario(loaded.scenario, async (s) => {
    const sg = await createScenarioGame(s);
    game = sg.game;
    return sg;
  });
  const g = game as Game | null;
  return { passed: outcome.passed, log: JSON.stringify(g?.state.log ?? null), why: outcome.failure?.message ?? "" };
}

const scenarioDir = fileURLToPath(new URL("scenarios/", SPEC));
const scenarioFiles = readdirSync(scenarioDir)
  .filter((f) => f.endsWith(".scenario.yaml"))
  .map((f) => join(scenarioDir, f));

describe("spec scenarios: in-memory cards and generated modules give the same event log", () => {
  it.each(scenarioFiles.map((f) => [basename(f), f]))("%s", async (_name, file) => {
    const memory = await scenarioLog(file, compileCardFile);
    const generated = await scenarioLog(file, generatedCardFile);
    expect(memory.why).toBe("");
    expect(memory.passed).toBe(true);
    expect(generated.passed).toBe(true);
    // A scenario's log holds at least its setup and one action's events, so equality says something.
    expect(JSON.parse(memory.log).length).toBeGreaterThan(1);
    expect(generated.log).toBe(memory.log);
  });
});

describe("seeded whole games with core.card: in-memory cards and generated modules give the same event log", async () => {
  const coreFile = fileURLToPath(new URL("cards/core.card", SPEC));
  const memoryCards = (await compileCardFile(coreFile)).cards;
  const generatedCards = (await generatedCardFile(coreFile)).cards;
  const library = (cards: CardDefinition[]) => Object.fromEntries(cards.map((c) => [c.name, c]));

  it("both routes hold every card of core.card (32), by the same names", () => {
    expect(memoryCards.length).toBe(32);
    expect(generatedCards.map((c) => c.name)).toEqual(memoryCards.map((c) => c.name));
  });

  /** Plays a bounded seeded game with the given library and agents; returns the event log. */
  function play(lib: Record<string, CardDefinition>, seed: number, agent: "random" | "heuristic"): { log: string; events: number; types: Set<string> } {
    const game = createGame(act1Options(seed, lib));
    const agents: Record<string, Agent> = agent === "random" ? { p1: new RandomAgent(seed * 2), p2: new RandomAgent(seed * 2 + 1) } : { p1: new HeuristicAgent({ seed }), p2: new RandomAgent(seed) };
    for (let n = 0; n < 400 && !game.result(); n++) {
      const p = playerToAct(game)!;
      const r = game.perform(agents[p]!.chooseAction(game, p, game.legalActions(p)));
      if (!r.ok) throw new Error(`seed ${seed}: ${r.error}`);
    }
    // An attack shows in the log as damage dealt from an attack.
    const types = new Set(game.state.log.map((e) => (e.type === "isDealtDamage" && e.fromAttack ? "attack damage" : e.type)));
    return { log: JSON.stringify(game.state.log), events: game.state.log.length, types };
  }

  const runs: Array<[string, number, "random" | "heuristic"]> = [
    // Seeds 11 and 28 are games with attacks (rare between random agents).
    ...[1, 2, 3, 4, 5, 6, 7, 8, 11, 28].map((s): [string, number, "random"] => [`random agents, seed ${s}`, s, "random"]),
    ...[11, 12, 13].map((s): [string, number, "heuristic"] => [`heuristic vs random, seed ${s}`, s, "heuristic"]),
  ];
  const seen = new Set<string>();
  it.each(runs)("%s", (_label, seed, agent) => {
    const memory = play(library(memoryCards), seed, agent);
    const generated = play(library(generatedCards), seed, agent);
    expect(memory.events).toBeGreaterThan(50);
    expect(generated.log).toBe(memory.log);
    for (const t of memory.types) seen.add(t);
  });

  it("the games between them cast cards, resolve effects, move, attack, trigger abilities, fix Effects and destroy", () => {
    for (const t of ["isCast", "stackRemoved", "pawnMoved", "attack damage", "isDealtDamage", "triggered", "fixed", "isDestroyed"]) expect([...seen], t).toContain(t);
  });
});

describe("seeded games with the project's starter set and decks: both routes give the same event log", async () => {
  const cardsDir = fileURLToPath(new URL("../../cards/", import.meta.url));
  const files = readdirSync(cardsDir)
    .filter((f) => f.endsWith(".card"))
    .sort();
  const memory: Record<string, CardDefinition> = {};
  const generated: Record<string, CardDefinition> = {};
  for (const f of files) {
    for (const c of (await compileCardFile(join(cardsDir, f))).cards) memory[c.name] = c;
    for (const c of (await generatedCardFile(join(cardsDir, f))).cards) generated[c.name] = c;
  }
  const decks = Object.fromEntries(
    readdirSync(join(cardsDir, "decks"))
      .filter((f) => f.endsWith(".deck"))
      .map((f) => {
        const { deck } = parseDeck(readFileSync(join(cardsDir, "decks", f), "utf8"), f);
        return [f, deckCards(deck!)];
      }),
  );

  it("both routes build every starter card, by the same names", () => {
    expect(Object.keys(memory).length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(generated)).toEqual(Object.keys(memory));
  });

  const pairs = [
    ["mystic-marksmen.deck", "verdant-stampede.deck"],
    ["iron-tide.deck", "ember-court.deck"],
  ] as const;
  it.each(pairs.flatMap(([a, b]) => [1, 2].map((seed) => [`${a} vs ${b}, seed ${seed}`, a, b, seed] as const)))("%s (heuristic vs random)", (_label, a, b, seed) => {
    const play = (lib: Record<string, CardDefinition>) => {
      const game = createGame({
        library: lib,
        board: act1,
        seed,
        players: [
          { id: "p1", deck: decks[a]! },
          { id: "p2", deck: decks[b]! },
        ],
      });
      const agents: Record<string, Agent> = { p1: new HeuristicAgent({ seed }), p2: new RandomAgent(seed) };
      for (let n = 0; n < 600 && !game.result(); n++) {
        const p = playerToAct(game)!;
        const r = game.perform(agents[p]!.chooseAction(game, p, game.legalActions(p)));
        if (!r.ok) throw new Error(`seed ${seed}: ${r.error}`);
      }
      return game.state.log;
    };
    const m = play(memory);
    // Cards cast (200.1a) or put into play from hand (crystals, 200.1b): the games use the cards.
    const played = m.filter((e) => e.type === "isCast" || (e.type === "cardMoved" && e.from.zone === "hand" && e.to.zone === "play")).length;
    expect(played).toBeGreaterThan(5);
    expect(JSON.stringify(play(generated))).toBe(JSON.stringify(m));
  });
});
