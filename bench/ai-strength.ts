// `npm run ai:strength [-- --agent A --opponent B --seeds 1-200 --playouts N --iterations N --turns T
// --jobs K --seat first|second --games-log --lines FILE | --summarize FILE]` (built with tsc into dist-bench, as `npm run bench`,
// without tsx's keep-names cost): an agent (default: search, runtime/x610z/ai/search.ts) against
// another (default: heuristic) on the starter decks (cards/decks); each is heuristic, search or mcts
// (ai/mcts.ts), and the two may be the same (a mirror match). `--playouts` and `--turns` set the
// search agent's budget and horizon, `--iterations` and `--turns` the MCTS agent's. `--lines FILE`
// appends each game's line to FILE as it is played; `--summarize FILE` prints the summary of such a
// file (a long run stopped early still has one).
// Game with seed s: deck pairing (s-1)/2 mod 12 over the ordered pairs of the four decks (the
// agent plays the first deck of the pair), the agent taking the first turn (105.1) on odd seeds and
// the second on even ones, so each pairing is played from both seats. Prints a JSON summary:
// games, wins, losses, draws, the agent's win rate with its 95 % Wilson interval, attacks, blocks
// and summons cast per game for each side, how games ended (106.2-106.3), the first player's win
// rate, and CPU seconds per game (process CPU time, all threads: the same figure whatever else runs
// on the machine, unlike wall time), and of it the thread CPU each side spent choosing its actions.
//
// A block: a turn of the opponent that starts with his Life Base further from an ending dot
// counting the pawns in its way (ai/search.ts raceMoves) than not counting them (ai/metrics.ts),
// with one of the other side's pawns among those in the way.
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { appendFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { listDecks, loadLibrary, DEFAULT_CARDS_DIR } from "../apps/decks/load.ts";
import { deckCards } from "../apps/decks/deck.ts";
import { wilson } from "../apps/sim/stats.ts";
import { createGame } from "../runtime/index.ts";
import { defaultBoards } from "../runtime/x610z/boards/index.ts";
import { HeuristicAgent } from "../runtime/x610z/ai/heuristic.ts";
import { SearchAgent, raceMoves } from "../runtime/x610z/ai/search.ts";
import { MctsAgent } from "../runtime/x610z/ai/mcts.ts";
import { lifeBaseMoves } from "../runtime/x610z/ai/evaluate.ts";
import { cardIn, defOf, isLifeBaseDef, isSummonDef } from "../runtime/x610z/cards.ts";
import type { CardDefinition } from "../runtime/x610z/abilities.ts";
import type { Game } from "../runtime/x610z/game.ts";
import type { Agent } from "../runtime/x610z/agents.ts";

const KINDS = ["heuristic", "search", "mcts"] as const;
type Kind = (typeof KINDS)[number];

interface Options {
  agent: Kind;
  opponent: Kind;
  from: number;
  to: number;
  playouts: number | undefined;
  /** The MCTS agent's iterations per searched choice (MctsOptions.iterations). */
  iterations: number | undefined;
  /** The search (SearchOptions.turns) and MCTS agents' playout horizon in their own turns. */
  turns: number | undefined;
  jobs: number;
  maxActions: number;
  /** Print every game's line in the JSON too (`games`). */
  gamesLog: boolean;
  /** Append each game's line, as JSON, to this file as soon as it is played (a long run stopped
   *  early keeps what it played). */
  linesFile: string | null;
  /** Print the summary of the lines in this file (written by --lines) and play nothing. */
  summarizeFile: string | null;
  /** Only the games where the agent takes this seat (odd seeds: first, even: second). */
  seat: "first" | "second" | null;
}

interface GameLine {
  seed: number;
  decks: [string, string];
  agentFirst: boolean;
  /** "agent", "opponent", "draw" or "unfinished". */
  winner: string;
  reason: string | null;
  turns: number;
  attacks: Sides;
  attacksOnLifeBase: Sides;
  summonsCast: Sides;
  blocks: Sides;
  /** CPU seconds spent choosing, per side. */
  thinking: Sides;
  cpuSeconds: number;
  error?: string;
}

interface Sides {
  agent: number;
  opponent: number;
}

const kind = (v: string): Kind => {
  const k = KINDS.find((x) => x === v);
  if (!k) throw new Error(`an agent is one of ${KINDS.join(", ")}, not "${v}"`);
  return k;
};

function parseArgs(argv: string[]): Options {
  const o: Options = {
    agent: "search",
    opponent: "heuristic",
    from: 1,
    to: 200,
    playouts: undefined,
    iterations: undefined,
    turns: undefined,
    jobs: 1,
    maxActions: 5000,
    gamesLog: false,
    linesFile: null,
    summarizeFile: null,
    seat: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = argv[i + 1] ?? "";
    if (a === "--seeds") {
      const m = /^(\d+)-(\d+)$/.exec(v);
      if (!m) throw new Error(`--seeds takes A-B, not "${v}"`);
      [o.from, o.to] = [Number(m[1]), Number(m[2])];
      i++;
    } else if (a === "--agent") [o.agent, i] = [kind(v), i + 1];
    else if (a === "--opponent") [o.opponent, i] = [kind(v), i + 1];
    else if (a === "--playouts") [o.playouts, i] = [Number(v), i + 1];
    else if (a === "--iterations") [o.iterations, i] = [Number(v), i + 1];
    else if (a === "--turns") [o.turns, i] = [Number(v), i + 1];
    else if (a === "--jobs") [o.jobs, i] = [Number(v), i + 1];
    else if (a === "--max-actions") [o.maxActions, i] = [Number(v), i + 1];
    else if (a === "--games-log") o.gamesLog = true;
    else if (a === "--lines") [o.linesFile, i] = [v, i + 1];
    else if (a === "--summarize") [o.summarizeFile, i] = [v, i + 1];
    else if (a === "--seat" && (v === "first" || v === "second")) [o.seat, i] = [v, i + 1];
    else throw new Error(`unknown option ${a}`);
  }
  return o;
}

interface Context {
  library: Record<string, CardDefinition>;
  decks: Array<{ name: string; cards: string[] }>;
  opts: Options;
}

async function loadContext(opts: Options): Promise<Context> {
  const { library, errors } = await loadLibrary(DEFAULT_CARDS_DIR);
  if (errors.length) throw new Error(errors.join("\n"));
  const listed = listDecks(join(DEFAULT_CARDS_DIR, "decks"));
  if (listed.errors.length) throw new Error(listed.errors.join("\n"));
  const decks = [...listed.decks].sort((a, b) => (a.name < b.name ? -1 : 1)).map((d) => ({ name: d.name, cards: deckCards(d) }));
  return { library, decks, opts };
}

function pairOf(ctx: Context, seed: number): [number, number] {
  const pairs: Array<[number, number]> = [];
  for (let a = 0; a < ctx.decks.length; a++) for (let b = 0; b < ctx.decks.length; b++) if (a !== b) pairs.push([a, b]);
  return pairs[Math.floor((seed - 1) / 2) % pairs.length]!;
}

/** Whether a pawn of `blocker` stands in the way of `player`'s Life Base (see the file comment). */
function blocked(game: Game, player: string, blocker: string): boolean {
  const E = game.engine;
  if (raceMoves(E, player) <= lifeBaseMoves(E, player)) return false;
  // Is one of the blocker's pawns what makes the difference? Count again without them.
  const s = E.state;
  const saved: Array<[string, string | null]> = [];
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (c.controller === blocker && c.at !== null && !isLifeBaseDef(defOf(E, c))) {
      saved.push([id, c.at]);
      c.at = null;
    }
  }
  const without = raceMoves(E, player);
  for (const [id, at] of saved) cardIn(s, id).at = at;
  return without < raceMoves(E, player);
}

/** CPU time of this thread (Node 22.20+), in seconds. */
const threadCpu = (): number => {
  const u = (process as unknown as { threadCpuUsage(): { user: number; system: number } }).threadCpuUsage();
  return (u.user + u.system) / 1e6;
};

function makeAgent(kind: Kind, seed: number, opts: Options): Agent {
  const turns = opts.turns !== undefined ? { turns: opts.turns } : {};
  if (kind === "search") return new SearchAgent({ seed, ...(opts.playouts !== undefined ? { playouts: opts.playouts } : {}), ...turns });
  if (kind === "mcts") return new MctsAgent({ seed, ...(opts.iterations !== undefined ? { iterations: opts.iterations } : {}), ...turns });
  return new HeuristicAgent({ seed });
}

function playOne(ctx: Context, seed: number): GameLine {
  const cpu0 = threadCpu();
  const [da, db] = pairOf(ctx, seed);
  const agentFirst = seed % 2 === 1;
  const line: GameLine = {
    seed,
    decks: [ctx.decks[da]!.name, ctx.decks[db]!.name],
    agentFirst,
    winner: "unfinished",
    reason: null,
    turns: 0,
    attacks: { agent: 0, opponent: 0 },
    attacksOnLifeBase: { agent: 0, opponent: 0 },
    summonsCast: { agent: 0, opponent: 0 },
    blocks: { agent: 0, opponent: 0 },
    thinking: { agent: 0, opponent: 0 },
    cpuSeconds: 0,
  };
  const side = (p: string): keyof Sides => (p === "agent" ? "agent" : "opponent");
  try {
    const game = createGame({
      library: ctx.library,
      board: defaultBoards.act1!,
      seed,
      startingPlayer: agentFirst ? "agent" : "opponent",
      players: [
        { id: "agent", deck: ctx.decks[da]!.cards },
        { id: "opponent", deck: ctx.decks[db]!.cards },
      ],
    });
    const agents: Record<string, Agent> = { agent: makeAgent(ctx.opts.agent, seed * 2, ctx.opts), opponent: makeAgent(ctx.opts.opponent, seed * 2 + 1, ctx.opts) };
    let lastTurn = -1;
    let actions = 0;
    while (!game.result() && actions < ctx.opts.maxActions) {
      const t = game.state.turn;
      if (t.number !== lastTurn) {
        lastTurn = t.number;
        const other = t.active === "agent" ? "opponent" : "agent";
        if (blocked(game, t.active, other)) line.blocks[side(other)]++;
      }
      const player = game.pending()?.player ?? game.priority();
      if (player === null) throw new Error("nobody can act");
      const t0 = threadCpu();
      const action = agents[player]!.chooseAction(game, player, game.legalActions(player));
      line.thinking[side(player)] += threadCpu() - t0;
      const r = game.perform(action);
      if (!r.ok) throw new Error(`${player} chose a refused action: ${r.error}`);
      actions++;
    }
    const result = game.result();
    if (result) {
      line.reason = result.reason;
      line.winner = result.draw ? "draw" : side(result.winners[0]!);
    }
    line.turns = game.turn().number;
    for (const ev of game.state.log) {
      if (ev.type === "stackPushed" && ev.entry.kind === "attack") {
        line.attacks[side(ev.entry.player)]++;
        const t = ev.entry.targets[0];
        const id = ev.entry.subject ?? (t && "card" in t ? t.card : null);
        if (id && Object.hasOwn(game.state.cards, id) && isLifeBaseDef(defOf(game.engine, id))) line.attacksOnLifeBase[side(ev.entry.player)]++;
      }
      if (ev.type === "isCast") {
        const def = defOf(game.engine, ev.card);
        if (isSummonDef(def) && !isLifeBaseDef(def)) line.summonsCast[side(ev.player)]++;
      }
    }
  } catch (err) {
    line.error = (err as Error).message;
  }
  line.cpuSeconds = threadCpu() - cpu0;
  return line;
}

function summarize(lines: GameLine[], opts: Options, cpuTotal: number) {
  const n = lines.length;
  const wins = lines.filter((l) => l.winner === "agent").length;
  const losses = lines.filter((l) => l.winner === "opponent").length;
  const draws = lines.filter((l) => l.winner === "draw").length;
  const per = (f: (l: GameLine) => number) => +(lines.reduce((a, l) => a + f(l), 0) / Math.max(1, n)).toFixed(3);
  const endings: Record<string, number> = {};
  for (const l of lines) endings[l.reason ?? (l.error ? "error" : "unfinished")] = (endings[l.reason ?? (l.error ? "error" : "unfinished")] ?? 0) + 1;
  const firstWins = lines.filter((l) => (l.winner === "agent" && l.agentFirst) || (l.winner === "opponent" && !l.agentFirst)).length;
  const ci = wilson(wins, n);
  const budget = (k: Kind) =>
    k === "search" ? { playouts: opts.playouts ?? "default", turns: opts.turns ?? "default" } : k === "mcts" ? { iterations: opts.iterations ?? "default", turns: opts.turns ?? "default" } : {};
  return {
    agents: { agent: { kind: opts.agent, ...budget(opts.agent) }, opponent: { kind: opts.opponent, ...budget(opts.opponent) } },
    seeds: `${opts.from}-${opts.to}`,
    games: n,
    wins,
    losses,
    draws,
    winRate: +(wins / Math.max(1, n)).toFixed(4),
    ci95: [+ci[0].toFixed(4), +ci[1].toFixed(4)],
    winRateFirst: +(lines.filter((l) => l.agentFirst && l.winner === "agent").length / Math.max(1, lines.filter((l) => l.agentFirst).length)).toFixed(4),
    winRateSecond: +(lines.filter((l) => !l.agentFirst && l.winner === "agent").length / Math.max(1, lines.filter((l) => !l.agentFirst).length)).toFixed(4),
    perGame: {
      turns: per((l) => l.turns),
      attacks: per((l) => l.attacks.agent + l.attacks.opponent),
      attacksByAgent: per((l) => l.attacks.agent),
      attacksByOpponent: per((l) => l.attacks.opponent),
      attacksOnLifeBaseByAgent: per((l) => l.attacksOnLifeBase.agent),
      attacksOnLifeBaseByOpponent: per((l) => l.attacksOnLifeBase.opponent),
      blocksByAgent: per((l) => l.blocks.agent),
      blocksByOpponent: per((l) => l.blocks.opponent),
      summonsCastByAgent: per((l) => l.summonsCast.agent),
      summonsCastByOpponent: per((l) => l.summonsCast.opponent),
      cpuSeconds: +(cpuTotal / Math.max(1, n)).toFixed(3),
      thinkingCpuSecondsByAgent: per((l) => l.thinking.agent),
      thinkingCpuSecondsByOpponent: per((l) => l.thinking.opponent),
      maxCpuSeconds: +Math.max(0, ...lines.map((l) => l.cpuSeconds)).toFixed(3),
    },
    endings,
    firstPlayerWinRate: +(firstWins / Math.max(1, n)).toFixed(4),
    cpuSecondsTotal: +cpuTotal.toFixed(1),
    errors: lines.filter((l) => l.error).map((l) => `seed ${l.seed}: ${l.error}`),
    ...(opts.gamesLog ? { games: lines } : {}),
  };
}

/** Plays one game, reports it on stderr and, with --lines, appends it to the lines file. */
function playReported(ctx: Context, s: number): GameLine {
  const l = playOne(ctx, s);
  process.stderr.write(`seed ${s}: ${l.winner} (${l.reason}) ${l.cpuSeconds.toFixed(2)} s\n`);
  if (ctx.opts.linesFile) appendFileSync(ctx.opts.linesFile, JSON.stringify(l) + "\n");
  return l;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.summarizeFile) {
    // The CPU figure of a file's summary is the games' own (thread CPU per game, summed).
    const lines = readFileSync(opts.summarizeFile, "utf8")
      .split("\n")
      .filter((x) => x.trim())
      .map((x) => JSON.parse(x) as GameLine)
      .sort((a, b) => a.seed - b.seed);
    opts.from = lines[0]?.seed ?? 0;
    opts.to = lines.at(-1)?.seed ?? 0;
    console.log(
      JSON.stringify(
        summarize(
          lines,
          opts,
          lines.reduce((a, l) => a + l.cpuSeconds, 0),
        ),
        null,
        2,
      ),
    );
    return;
  }
  const seeds = Array.from({ length: opts.to - opts.from + 1 }, (_, i) => opts.from + i).filter((s) => opts.seat === null || (s % 2 === 1) === (opts.seat === "first"));
  const cpu0 = process.cpuUsage();
  let lines: GameLine[];
  if (opts.jobs <= 1) {
    const ctx = await loadContext(opts);
    lines = seeds.map((s) => playReported(ctx, s));
  } else {
    // Under tsx the workers load TypeScript too; from a tsc build (dist-bench) they need nothing.
    const execArgv = import.meta.url.endsWith(".ts") ? ["--conditions=orrery-source", "--import", import.meta.resolve("tsx")] : [];
    // Seeds two by two (both seats of a pairing) to each worker in turn, so the games played so far
    // hold both seats evenly however far each worker has got.
    const chunks = Array.from({ length: opts.jobs }, (_, j) => seeds.filter((_, i) => Math.floor(i / 2) % opts.jobs === j));
    const parts = await Promise.all(
      chunks.map(
        (chunk) =>
          new Promise<GameLine[]>((resolve, reject) => {
            const w = new Worker(new URL(import.meta.url), { workerData: { opts, seeds: chunk }, execArgv });
            w.on("message", (m: GameLine[]) => resolve(m));
            w.on("error", reject);
          }),
      ),
    );
    lines = parts.flat().sort((a, b) => a.seed - b.seed);
  }
  const cpu = process.cpuUsage(cpu0);
  console.log(JSON.stringify(summarize(lines, opts, (cpu.user + cpu.system) / 1e6), null, 2));
}

if (isMainThread) await main();
else {
  const { opts, seeds } = workerData as { opts: Options; seeds: number[] };
  const ctx = await loadContext(opts);
  const out = seeds.map((s) => playReported(ctx, s));
  parentPort!.postMessage(out);
}
