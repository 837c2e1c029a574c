// `orrery sim --decks A,B --games N --seed S [--jobs K] [--agents heuristic,random] [--search-playouts N] [--json]`:
// plays N full seeded games between two decks and prints win rates with 95 % Wilson score
// intervals, draws and unfinished games, average length and per-card statistics.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";
import { queueOption, wholeNumber } from "./options.ts";
import { DEFAULT_GAME_BUDGET } from "../../apps/sim/budget.ts";

interface SimCommandOptions {
  decks?: string;
  games: string;
  seed: string;
  jobs?: string;
  agents: string;
  maxActions: string;
  searchPlayouts?: string;
  board: string;
  cards?: string;
  json?: boolean;
  game: string;
  queue?: string;
  shardSize: string;
  gameSeconds?: string;
  gameMemory?: string;
}

/** Each game's time and memory budget from --game-seconds and --game-memory, or the usage error. */
function gameBudget(opts: SimCommandOptions): { seconds: number; memoryMb: number } | string {
  const seconds = opts.gameSeconds === undefined ? DEFAULT_GAME_BUDGET.seconds : wholeNumber(opts.gameSeconds, 1);
  if (seconds === null) return `--game-seconds must be a whole number of at least 1, not "${opts.gameSeconds}"`;
  const memoryMb = opts.gameMemory === undefined ? DEFAULT_GAME_BUDGET.memoryMb : wholeNumber(opts.gameMemory, 16);
  if (memoryMb === null) return `--game-memory must be a whole number of MB, at least 16, not "${opts.gameMemory}"`;
  return { seconds, memoryMb };
}

function usage(message: string): number {
  process.stderr.write(`error: ${message}\n(run orrery sim --help for usage)\n`);
  return 2;
}

export const command: CommandSpec = {
  name: "sim",
  description: "play many seeded games between two decks and print win rates (95 % Wilson CI), game length and card statistics",
  configure(cmd: Command) {
    cmd
      .option("--decks <A,B>", 'the two decks: names from cards/decks (e.g. "Mystic Marksmen,Iron Tide") or .deck files')
      .option("--games <N>", "number of games", "100")
      .option("--seed <S>", "base seed: game i uses seed S+i", "1")
      .option("--jobs <K>", "worker threads to spread the games over (same results for any K; default: the cores)")
      .option("--agents <A,B>", "the agent of each deck: heuristic, random or search (playouts over the heuristic's lines)", "heuristic,random")
      .option("--search-playouts <N>", "the search agent's budget: playouts per searched choice (default 32)")
      .option("--max-actions <N>", "actions after which a game counts as unfinished", "5000")
      .option("--game-seconds <S>", `seconds after which a game counts as unfinished (default ${DEFAULT_GAME_BUDGET.seconds})`)
      .option("--game-memory <MB>", `heap (MB) beyond which a game counts as unfinished (default ${DEFAULT_GAME_BUDGET.memoryMb})`)
      .option("--board <NAME>", "the board (a default board by name)", "act1")
      .option("--cards <DIR>", "the folder of *.card files (decks in its decks/ subfolder); default: the project's cards/")
      .option("--game <GAME>", "the game: x610z, or zx (Z/X: decks from cards/zx/decks, RULES-ZX; runs in one thread)", "x610z")
      .option("--queue <URL>", "play the games through a job queue (BullMQ on Redis, e.g. redis://127.0.0.1:6379); `orrery worker --queue URL` plays them, on any machine")
      .option("--shard-size <N>", "games per queued shard (--queue)", "10")
      .option("--json", "print the summary as JSON");
  },
  async run(...args: unknown[]) {
    const opts = args[0] as SimCommandOptions;
    const game = (opts.game ?? "x610z").toLowerCase();
    if (game === "zx") return opts.queue === undefined ? runZx(opts) : usage("--queue plays X610Z games; Z/X games run in one thread");
    if (game !== "x610z") return usage(`--game is x610z or zx, not "${opts.game}"`);
    const { join } = await import("node:path");
    const { AGENT_KINDS, runSim, formatSummary } = await import("../../apps/sim/index.ts");
    const { DEFAULT_CARDS_DIR, findDeck, loadLibrary } = await import("../../apps/decks/load.ts");
    const { defaultBoards } = await import("../../runtime/x610z/boards/index.ts");
    const { MAX_SEED } = await import("../../runtime/core/rng.ts");

    if (!opts.decks) return usage("--decks A,B is required (two deck names or .deck files)");
    const deckSpecs = opts.decks.split(",").map((s) => s.trim());
    if (deckSpecs.length !== 2 || deckSpecs.some((s) => s === "")) return usage(`--decks takes two decks separated by a comma, not "${opts.decks}"`);
    const games = wholeNumber(opts.games, 1);
    if (games === null) return usage(`--games must be a whole number of at least 1, not "${opts.games}"`);
    const seed = wholeNumber(opts.seed, 0);
    // Game i plays seed S+i: every one of them a distinct 32-bit seed (runtime/rng.ts MAX_SEED).
    if (seed === null || seed + games - 1 > MAX_SEED) return usage(`--seed must be a whole number from 0 to ${MAX_SEED} (less the games after the first), not "${opts.seed}"`);
    const { availableParallelism } = await import("node:os");
    const jobs = opts.jobs === undefined ? availableParallelism() : wholeNumber(opts.jobs, 1);
    if (jobs === null) return usage(`--jobs must be a whole number of at least 1, not "${opts.jobs}"`);
    const maxActions = wholeNumber(opts.maxActions, 1);
    if (maxActions === null) return usage(`--max-actions must be a whole number of at least 1, not "${opts.maxActions}"`);
    const agents = opts.agents.split(",").map((s) => s.trim());
    if (agents.length !== 2 || agents.some((a) => !(AGENT_KINDS as readonly string[]).includes(a))) {
      return usage(`--agents takes two agents separated by a comma, each one of ${AGENT_KINDS.join(", ")}; not "${opts.agents}"`);
    }
    const searchPlayouts = opts.searchPlayouts === undefined ? undefined : wholeNumber(opts.searchPlayouts, 1);
    if (searchPlayouts === null) return usage(`--search-playouts must be a whole number of at least 1, not "${opts.searchPlayouts}"`);
    const budget = gameBudget(opts);
    if (typeof budget === "string") return usage(budget);
    const queueOpt = await queueOption(opts.queue, opts.shardSize);
    if ("error" in queueOpt) return usage(queueOpt.error);
    const { queue } = queueOpt;
    const board = Object.hasOwn(defaultBoards, opts.board) ? defaultBoards[opts.board]! : null;
    if (!board) return usage(`no default board "${opts.board}" (default boards: ${Object.keys(defaultBoards).join(", ")})`);

    const cardsDir = opts.cards ?? DEFAULT_CARDS_DIR;
    const { existsSync, statSync } = await import("node:fs");
    if (!existsSync(cardsDir) || !statSync(cardsDir).isDirectory()) return usage(`--cards: no folder ${cardsDir}`);
    const { openCliCache } = await import("../../apps/ir-cache.ts");
    const { library, errors } = await loadLibrary(cardsDir, openCliCache());
    if (errors.length > 0) {
      process.stderr.write(errors.map((e) => `${e}\n`).join("") + `error: the cards in ${cardsDir} don't compile; fix them first (orrery check ${cardsDir})\n`);
      return 1;
    }
    const decks = [];
    for (const spec of deckSpecs) {
      const found = findDeck(spec, join(cardsDir, "decks"), library);
      if ("unknown" in found) return usage(`unknown deck "${found.unknown}"; known decks: ${found.known.map((n) => `"${n}"`).join(", ") || "none"}`);
      if ("errors" in found) {
        process.stderr.write(found.errors.map((e) => `${e}\n`).join(""));
        return 1;
      }
      decks.push(found.deck);
    }

    let bar: { increment(n?: number): void; stop(): void } | null = null;
    if (process.stderr.isTTY) {
      const { SingleBar, Presets } = (await import("cli-progress")).default;
      const b = new SingleBar({ stream: process.stderr, format: "sim [{bar}] {value}/{total} games | {eta_formatted} left", hideCursor: true, clearOnComplete: true }, Presets.shades_classic);
      b.start(games, 0);
      bar = b;
    }
    let summary;
    try {
      summary = await runSim({
        library,
        board,
        boardName: opts.board,
        decks: [decks[0]!, decks[1]!],
        agents: agents as [(typeof AGENT_KINDS)[number], (typeof AGENT_KINDS)[number]],
        games,
        seed,
        jobs,
        maxActions,
        budget,
        ...(searchPlayouts !== undefined ? { searchPlayouts } : {}),
        onRecord: () => bar?.increment(),
        ...(queue ? { queue: { ...queue, onGames: (n: number) => bar?.increment(n), onLost: (m: string) => process.stderr.write(`sim: ${m}\n`) } } : {}),
      });
    } catch (err) {
      // The queue's troubles (Redis unreachable, a database it hasn't, jobs it lost for good) are
      // the caller's to fix: one line, no stack trace.
      if (!queue) throw err;
      bar?.stop();
      process.stderr.write(`error: ${(err as Error).message}\n`);
      return 1;
    } finally {
      bar?.stop();
    }
    process.stdout.write((opts.json ? JSON.stringify(summary, null, 2) : formatSummary(summary)) + "\n");
    return summary.errors.length > 0 ? 1 : 0;
  },
};

/** `orrery sim --game zx`: the same options, decks from cards/zx/decks (ZX-401), no board. */
async function runZx(opts: SimCommandOptions): Promise<number> {
  const { join } = await import("node:path");
  const { existsSync, statSync } = await import("node:fs");
  const { ZX_AGENT_KINDS, runZxSim, formatZxSummary } = await import("../../apps/sim/zx.ts");
  const { DEFAULT_ZX_CARDS_DIR, findZxDeck, loadZxLibrary } = await import("../../apps/decks/zx.ts");
  const { MAX_SEED } = await import("../../runtime/core/rng.ts");
  if (!opts.decks) return usage("--decks A,B is required (two Z/X deck names from cards/zx/decks or .deck files)");
  const deckSpecs = opts.decks.split(",").map((s) => s.trim());
  if (deckSpecs.length !== 2 || deckSpecs.some((s) => s === "")) return usage(`--decks takes two decks separated by a comma, not "${opts.decks}"`);
  const games = wholeNumber(opts.games, 1);
  if (games === null) return usage(`--games must be a whole number of at least 1, not "${opts.games}"`);
  const seed = wholeNumber(opts.seed, 0);
  if (seed === null || seed + games - 1 > MAX_SEED) return usage(`--seed must be a whole number from 0 to ${MAX_SEED} (less the games after the first), not "${opts.seed}"`);
  if (opts.jobs !== undefined && wholeNumber(opts.jobs, 1) === null) return usage(`--jobs must be a whole number of at least 1, not "${opts.jobs}"`);
  const maxActions = wholeNumber(opts.maxActions, 1);
  if (maxActions === null) return usage(`--max-actions must be a whole number of at least 1, not "${opts.maxActions}"`);
  const budget = gameBudget(opts);
  if (typeof budget === "string") return usage(budget);
  const agents = opts.agents.split(",").map((s) => s.trim());
  if (agents.length !== 2 || agents.some((a) => !(ZX_AGENT_KINDS as readonly string[]).includes(a))) {
    return usage(`--agents takes two agents separated by a comma, each one of ${ZX_AGENT_KINDS.join(", ")}; not "${opts.agents}"`);
  }
  const cardsDir = opts.cards ?? DEFAULT_ZX_CARDS_DIR;
  if (!existsSync(cardsDir) || !statSync(cardsDir).isDirectory()) return usage(`--cards: no folder ${cardsDir}`);
  const { library, errors } = await loadZxLibrary(cardsDir);
  if (errors.length > 0) {
    process.stderr.write(errors.map((e) => `${e}\n`).join("") + `error: the Z/X cards in ${cardsDir} don't compile; fix them first (orrery check ${cardsDir})\n`);
    return 1;
  }
  const decks = [];
  for (const spec of deckSpecs) {
    const found = findZxDeck(spec, join(cardsDir, "decks"), library);
    if ("unknown" in found) return usage(`unknown Z/X deck "${found.unknown}"; known decks: ${found.known.map((n) => `"${n}"`).join(", ") || "none"}`);
    if ("errors" in found) {
      process.stderr.write(found.errors.map((e) => `${e}\n`).join(""));
      return 1;
    }
    decks.push(found.deck);
  }
  const summary = runZxSim({
    library,
    decks: [decks[0]!, decks[1]!],
    agents: agents as [(typeof ZX_AGENT_KINDS)[number], (typeof ZX_AGENT_KINDS)[number]],
    games,
    seed,
    maxActions,
    budget,
  });
  process.stdout.write((opts.json ? JSON.stringify(summary, null, 2) : formatZxSummary(summary)) + "\n");
  return summary.errors.length > 0 ? 1 : 0;
}
