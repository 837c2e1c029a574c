// The golden corpus: seeded whole games with the project's starter set (cards/*.card) and decks
// (cards/decks/*.deck) on the Act I board, every scenario of the public corpus (a copy kept in
// test/golden/spec) and of the project's suite (test/scenarios), and a saved game restored and
// played on. Each is reduced to an entry (the sha256 of its event log, the log's length, the actions
// performed and the result) that record.ts writes to golden.json and the golden tests compare.
// These are regression fixtures of how the code behaved when they were recorded, not proofs that it
// behaved correctly (README.md).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { compile } from "../../compiler/index.ts";
import { deckCards, parseDeck } from "../../apps/decks/deck.ts";
import { createScenarioGame } from "../../apps/scenario/engine.ts";
import { compileCardFile, loadScenarioFile } from "../../apps/scenario/loader.ts";
import { findScenarioFiles } from "../../apps/scenario/report.ts";
import { runScenario } from "../../apps/scenario/runner.ts";
import { isZxScenario } from "../../apps/scenario/zx.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import type { BoardData } from "../../runtime/x610z/board.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGame, playGame, RandomAgent, restoreGame, type Agent, type Game, type GameState } from "../../runtime/index.ts";

const GOLDEN_DIR = import.meta.dirname;
export const REPO = resolve(GOLDEN_DIR, "../..");
export const GOLDEN_FILE = join(GOLDEN_DIR, "golden.json");

type AgentKind = "random" | "heuristic";

/** One seeded game, as plain data. */
export interface GoldenGame {
  name: string;
  seed: number;
  /** In seating order; `deck` is a deck file's name without `.deck` (cards/decks). Player ids are p1, p2... */
  players: Array<{ deck: string; agent: AgentKind; team?: string }>;
  startingPlayer?: string;
  placings?: boolean;
  maxActions: number;
}

/** What a game, a scenario or a restored save comes to. */
export interface GoldenEntry {
  name: string;
  /** sha256 (hex) of JSON.stringify(state.log); of "null" when there was no game. */
  hash: string;
  /** Events in the log. */
  events: number;
  /** Actions performed (successfully). */
  actions: number;
  /** JSON.stringify(game.result()) for a game ("null" when it reached its action bound), "error: ..."
   *  when it threw; "passed" or "failed: ..." for a scenario. */
  result: string;
}

export interface GoldenFile {
  games: GoldenEntry[];
  scenarios: GoldenEntry[];
  saves: GoldenEntry[];
}

/** The library, decks and board the games are played with. */
export interface GoldenContext {
  library: Record<string, CardDefinition>;
  decks: Record<string, string[]>;
  board: BoardData;
}

/** An entry without the game it came from (what golden.json holds). */
export const plainEntry = ({ name, hash, events, actions, result }: GoldenEntry): GoldenEntry => ({ name, hash, events, actions, result });

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** Compiles cards/*.card (by file name; the first card of a name stays) and reads cards/decks/*.deck. */
export function goldenContext(): GoldenContext {
  const cardsDir = join(REPO, "cards");
  const library: Record<string, CardDefinition> = {};
  for (const f of readdirSync(cardsDir)
    .filter((f) => f.endsWith(".card"))
    .sort()) {
    const out = compile(readFileSync(join(cardsDir, f), "utf8"), join(cardsDir, f));
    const errors = out.diagnostics.filter((d) => d.severity === "error");
    if (errors.length) throw new Error(`cards/${f}: ${errors.map((d) => `${d.line}:${d.column} ${d.message}`).join("; ")}`);
    for (const c of out.cards) if (!Object.hasOwn(library, c.name)) library[c.name] = c;
  }
  const decks: Record<string, string[]> = {};
  for (const f of readdirSync(join(cardsDir, "decks"))
    .filter((f) => f.endsWith(".deck"))
    .sort()) {
    const { deck, errors } = parseDeck(readFileSync(join(cardsDir, "decks", f), "utf8"), f);
    if (!deck) throw new Error(errors.join("\n"));
    decks[f.slice(0, -".deck".length)] = deckCards(deck);
  }
  return { library, decks, board: act1 };
}

/** The four starter decks, by file name. */
const DECKS = ["ember-court", "iron-tide", "mystic-marksmen", "verdant-stampede"] as const;

/** Agent seeds follow from the game's seed and the seat (0-based): seed * 100 + seat + 1. */
const agentSeed = (seed: number, seat: number): number => seed * 100 + seat + 1;

const TWO_PLAYER_BOUND = 1500;
const MULTIPLAYER_BOUND = 600;

/** Every seeded game of the corpus, in a fixed order. */
export function goldenGames(): GoldenGame[] {
  const games: GoldenGame[] = [];
  const two = (kind: string, a: string, b: string, seed: number, agents: [AgentKind, AgentKind], extra: Partial<GoldenGame> = {}): GoldenGame => ({
    name: `2p ${kind}: ${a} vs ${b}, seed ${seed}${extra.startingPlayer ? `, ${extra.startingPlayer} starts` : ""}`,
    seed,
    players: [
      { deck: a, agent: agents[0] },
      { deck: b, agent: agents[1] },
    ],
    maxActions: TWO_PLAYER_BOUND,
    ...extra,
  });

  // Every ordered pairing of the starter decks (mirrors included), random against random.
  for (const a of DECKS) {
    for (const b of DECKS) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7]) games.push(two("random vs random", a, b, seed, ["random", "random"]));
      // The starting player given, not drawn (105.1a).
      if (a !== b) games.push(two("random vs random", a, b, 8, ["random", "random"], { startingPlayer: "p2" }));
    }
  }
  // Heuristic against random, in both seats, every ordered pairing of distinct decks.
  for (const a of DECKS) {
    for (const b of DECKS) {
      if (a === b) continue;
      games.push(two("heuristic vs random", a, b, 11, ["heuristic", "random"]));
      games.push(two("random vs heuristic", a, b, 12, ["random", "heuristic"]));
    }
  }
  // Heuristic against heuristic, every pairing once.
  DECKS.forEach((a, i) => DECKS.slice(i + 1).forEach((b) => games.push(two("heuristic vs heuristic", a, b, 21, ["heuristic", "heuristic"]))));

  // 3 to 6 players, the decks cycled (each game starts the cycle one deck further on); agents
  // cycled from the list given (random by default).
  const multi = (n: number, seed: number, extra: Partial<GoldenGame> & { agents?: AgentKind[]; teams?: string[] } = {}): GoldenGame => {
    const { agents = ["random"], teams, ...rest } = extra;
    const players = Array.from({ length: n }, (_, i) => ({
      deck: DECKS[(i + seed) % DECKS.length]!,
      agent: agents[i % agents.length]!,
      ...(teams ? { team: teams[i]! } : {}),
    }));
    const kinds = players.map((p) => p.agent[0]).join("");
    const label = [teams ? `teams ${teams.join("")}` : "", rest.placings ? "placings" : "", rest.startingPlayer ? `${rest.startingPlayer} starts` : ""].filter(Boolean).join(", ");
    return { name: `${n}p ${kinds}${label ? ` (${label})` : ""}: ${players.map((p) => p.deck).join(", ")}, seed ${seed}`, seed, players, maxActions: MULTIPLAYER_BOUND, ...rest };
  };
  const H: AgentKind = "heuristic";
  const R: AgentKind = "random";
  // Random agents: mostly cut off by the bound, so these record setup, turns and the stack at a big table.
  for (const n of [3, 4, 5, 6]) for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) games.push(multi(n, seed));
  for (const n of [3, 4, 5, 6]) games.push(multi(n, 9, { startingPlayer: `p${n}` }));
  // Two teams of two (106.1b), seated alternately and side by side.
  for (const seed of [41, 42, 43, 44, 45, 46]) games.push(multi(4, seed, { teams: ["A", "B", "A", "B"] }));
  for (const seed of [47, 48]) games.push(multi(4, seed, { teams: ["A", "A", "B", "B"] }));
  // Placings (106.1, casual play with three or more sides): heuristic agents, so that someone wins
  // and play goes on to decide the other places.
  const LONG = 2000;
  games.push(multi(3, 2, { placings: true }));
  games.push(multi(3, 1, { agents: [H], placings: true, maxActions: LONG }));
  for (const seed of [1, 2]) games.push(multi(3, seed, { agents: [H, R], placings: true, maxActions: LONG }));
  games.push(multi(4, 2, { agents: [H], placings: true, maxActions: LONG }));
  games.push(multi(4, 2, { agents: [H, R], placings: true, maxActions: LONG }));
  games.push(multi(5, 2, { agents: [H], placings: true, maxActions: LONG }));
  games.push(multi(6, 2, { agents: [H, R], placings: true, maxActions: LONG }));
  // Teams with heuristic agents: two of two, two of three, and three teams of two with placings.
  games.push(multi(4, 1, { agents: [H], teams: ["A", "B", "A", "B"], maxActions: LONG }));
  games.push(multi(4, 2, { agents: [H, R], teams: ["A", "B", "A", "B"], maxActions: LONG }));
  games.push(multi(4, 3, { agents: [R, H], teams: ["A", "A", "B", "B"], maxActions: LONG }));
  games.push(multi(6, 1, { agents: [H], teams: ["A", "B", "A", "B", "A", "B"], maxActions: LONG }));
  for (const seed of [1, 2]) games.push(multi(6, seed, { agents: [H, R, R], teams: ["A", "B", "C", "A", "B", "C"], placings: true, maxActions: LONG }));
  return games;
}

const playerId = (seat: number): string => `p${seat + 1}`;

function agentsFor(spec: GoldenGame): Record<string, Agent> {
  return Object.fromEntries(
    spec.players.map((p, i) => {
      const seed = agentSeed(spec.seed, i);
      return [playerId(i), p.agent === "heuristic" ? new HeuristicAgent({ seed }) : new RandomAgent(seed)];
    }),
  );
}

function entry(name: string, game: Game | null, result: string): GoldenEntry {
  const log = game ? game.state.log : null;
  return { name, hash: sha256(JSON.stringify(log)), events: log?.length ?? 0, actions: game?.actions.length ?? 0, result };
}

const errorText = (err: unknown): string => `error: ${err instanceof Error ? err.message : String(err)}`;

/** Creates a game of the corpus (throws as createGame does). */
function createGolden(spec: GoldenGame, ctx: GoldenContext): Game {
  return createGame({
    library: ctx.library,
    board: ctx.board,
    seed: spec.seed,
    players: spec.players.map((p, i) => {
      const deck = ctx.decks[p.deck];
      if (!deck) throw new Error(`no deck "${p.deck}"`);
      return { id: playerId(i), deck, ...(p.team !== undefined ? { team: p.team } : {}) };
    }),
    ...(spec.startingPlayer !== undefined ? { startingPlayer: spec.startingPlayer } : {}),
    ...(spec.placings !== undefined ? { placings: spec.placings } : {}),
  });
}

/** Plays a game of the corpus to its end or its bound. A throw is recorded as the result (the log
 *  and actions as far as they got), not raised: the corpus records current behaviour. */
export function playGolden(spec: GoldenGame, ctx: GoldenContext): GoldenEntry & { game: Game | null } {
  let game: Game | null = null;
  try {
    game = createGolden(spec, ctx);
    playGame(game, agentsFor(spec), { maxActions: spec.maxActions });
    return { ...entry(spec.name, game, JSON.stringify(game.result())), game };
  } catch (err) {
    return { ...entry(spec.name, game, errorText(err)), game };
  }
}

// --- scenarios -------------------------------------------------------------------------------

/** The copy of ../shared/spec kept here (scenarios, and the cards they name). */
const SPEC_COPY = join(GOLDEN_DIR, "spec");

/** Every scenario file of the corpus: the copy of the public corpus, then the project's suite. */
export function goldenScenarioFiles(): string[] {
  // X610Z's scenarios only: a `game: zx` file (test/scenarios/zx) is not an X610Z game.
  return findScenarioFiles([join(SPEC_COPY, "scenarios"), join(REPO, "test/scenarios")]).files.filter((f) => !isZxScenario(readFileSync(f, "utf8")));
}

/** Runs one scenario file as the scenario runner does; the entry names it by its path in the repository. */
export async function playScenario(file: string): Promise<GoldenEntry> {
  const name = relative(REPO, file).split("\\").join("/");
  const loaded = await loadScenarioFile(file, { loadCards: compileCardFile });
  if (!loaded.ok) return entry(name, null, `failed to load: ${loaded.errors.map((e) => e.split(REPO).join("<repo>")).join("\n")}`);
  let game: Game | null = null;
  try {
    const outcome = await runScenario(loaded.scenario, async (s) => {
      const sg = await createScenarioGame(s);
      game = sg.game;
      return sg;
    });
    return entry(name, game, outcome.passed ? "passed" : `failed: ${(outcome.failure?.message ?? "").split(REPO).join("<repo>")}`);
  } catch (err) {
    return entry(name, game, errorText(err));
  }
}

// --- the saved game --------------------------------------------------------------------------

export const SAVE_FILE = join(GOLDEN_DIR, "saves/x610z-v1-seed7.json");

/** The game the save was taken from: Ember Court against Iron Tide, seed 7, random agents, stopped
 *  after 150 actions (state format orrery-x610z/1). */
export const SAVE_GAME: GoldenGame = {
  name: "save x610z-v1-seed7: ember-court vs iron-tide, seed 7, random agents, 150 actions",
  seed: 7,
  players: [
    { deck: "ember-court", agent: "random" },
    { deck: "iron-tide", agent: "random" },
  ],
  maxActions: 150,
};

const CONTINUE_NAME = "save x610z-v1-seed7 restored, played on by RandomAgent 1001 (p1) and 1002 (p2) to the end or 2000 actions";

/** Restores a saved state and plays it on with random agents seeded 1001 and 1002. */
export function continueSave(state: GameState, ctx: GoldenContext): GoldenEntry {
  let game: Game | null = null;
  try {
    game = restoreGame(state, ctx.library, ctx.board);
    playGame(game, { p1: new RandomAgent(1001), p2: new RandomAgent(1002) }, { maxActions: 2000 });
    return entry(CONTINUE_NAME, game, JSON.stringify(game.result()));
  } catch (err) {
    return entry(CONTINUE_NAME, game, errorText(err));
  }
}

export function readSave(): GameState {
  return JSON.parse(readFileSync(SAVE_FILE, "utf8")) as GameState;
}

export function readGolden(): GoldenFile {
  return JSON.parse(readFileSync(GOLDEN_FILE, "utf8")) as GoldenFile;
}
