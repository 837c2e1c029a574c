// `orrery worker --queue redis://HOST:PORT`: takes shards of games from the queue and plays them,
// each on a game thread (thread.ts) with a memory limit, `concurrency` at a time. Runs until
// stopped (SIGINT/SIGTERM close it after the shards in hand), on any machine that reaches Redis.
import type { Worker as ThreadWorker } from "node:worker_threads";
import { budgetProblem } from "../sim/budget.ts";
import { AGENT_KINDS, type GameRecord } from "../sim/game.ts";
import { SOURCE_EXEC_ARGV } from "../package-root.ts";
import type { ShardJob } from "./client.ts";
import { checkReachable, connectionOf, QUEUE_NAME, QUEUE_PREFIX, type RedisAddress } from "./connection.ts";
import type { Shard } from "./shards.ts";

export interface WorkerOptions {
  address: RedisAddress;
  version: string;
  concurrency: number;
  /** Old-generation heap of each game thread, in MB. */
  memoryMb: number;
  /** How long a shard's lock lasts without renewal (ms): a dead worker's shard is free again after it. */
  lockMs: number;
  /** How often this worker looks for shards whose worker died (ms). */
  stalledMs: number;
  onShard?: (games: number, seconds: number) => void;
  /** Called as a shard is taken, with its seeds. */
  onTake?: (firstSeed: number, lastSeed: number) => void;
  /** Called when a job is refused for good (malformed, or of another version), with why. */
  onRefuse?: (message: string) => void;
}

/** One game thread, started on first use and started anew after it fails. */
class GameThread {
  private thread: ThreadWorker | null = null;
  private next = 0;
  constructor(private readonly memoryMb: number) {}

  async play(shard: Shard): Promise<GameRecord[]> {
    const { Worker } = await import("node:worker_threads");
    const fromSources = import.meta.url.endsWith(".ts");
    if (!this.thread) {
      this.thread = new Worker(new URL(fromSources ? "./thread.ts" : "./thread.js", import.meta.url), {
        execArgv: SOURCE_EXEC_ARGV,
        resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, stackSizeMb: 8 },
      });
    }
    const t = this.thread;
    const id = this.next++;
    return new Promise<GameRecord[]>((resolve, reject) => {
      const fail = (why: string) => {
        cleanup();
        if (this.thread === t) this.thread = null;
        void t.terminate();
        reject(new Error(why));
      };
      const onMessage = (m: { id: number; records?: GameRecord[]; error?: string }) => {
        if (m.id !== id) return;
        cleanup();
        if (m.error !== undefined) reject(new Error(m.error));
        else resolve(m.records!);
      };
      const onError = (err: Error & { code?: string }) => fail(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? `a game ran out of the thread's memory limit (${this.memoryMb} MB)` : err.message);
      const onExit = (code: number) => fail(`the game thread stopped (exit code ${code})`);
      const cleanup = () => {
        t.off("message", onMessage);
        t.off("error", onError);
        t.off("exit", onExit);
      };
      t.on("message", onMessage);
      t.on("error", onError);
      t.on("exit", onExit);
      t.postMessage({ id, shard });
    });
  }

  async close(): Promise<void> {
    await this.thread?.terminate();
    this.thread = null;
  }
}

/** Games in one shard, at most (a client makes shards of --shard-size games). */
const MAX_SHARD_GAMES = 100_000;

/** What is wrong with a job's data, as a shard of games; null when it is one. A job from outside
 *  (another program, a tampered queue) is refused once for good, not retried. */
function jobProblem(data: unknown): string | null {
  const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
  const whole = (v: unknown, min = 0) => Number.isSafeInteger(v) && (v as number) >= min;
  if (!isObj(data)) return "the job is not a shard (an object with version and shard)";
  if (typeof data.version !== "string") return "the job names no Orrery version";
  const shard = data.shard;
  if (!isObj(shard)) return "the job holds no shard";
  if (!whole(shard.group)) return "the shard's group is not a whole number";
  const ctx = shard.ctx;
  if (!isObj(ctx)) return "the shard has no game context";
  if (!isObj(ctx.library) || !isObj(ctx.board)) return "the shard's context has no card library or board";
  if (!Array.isArray(ctx.decks) || ctx.decks.length !== 2 || !ctx.decks.every((d) => Array.isArray(d) && d.every((n) => typeof n === "string")))
    return "the shard's decks are not two lists of card names";
  if (!Array.isArray(ctx.agents) || ctx.agents.length !== 2 || !ctx.agents.every((a) => (AGENT_KINDS as readonly unknown[]).includes(a)))
    return `the shard's agents are not two of ${AGENT_KINDS.join(", ")}`;
  if (!whole(ctx.maxActions, 1)) return "the shard's maxActions is not a whole number of at least 1";
  if (ctx.searchPlayouts !== undefined && !whole(ctx.searchPlayouts, 1)) return "the shard's searchPlayouts is not a whole number of at least 1";
  const budget = budgetProblem(ctx.budget);
  if (budget) return `the shard's ${budget}`;
  const specs = shard.specs;
  if (!Array.isArray(specs) || specs.length === 0 || specs.length > MAX_SHARD_GAMES) return `the shard's specs are not a list of 1 to ${MAX_SHARD_GAMES} games`;
  for (const sp of specs) if (!isObj(sp) || !whole(sp.index) || !whole(sp.seed) || (sp.first !== 0 && sp.first !== 1)) return "a game of the shard is not { index, seed, first: 0 or 1 }";
  return null;
}

export async function startWorker(o: WorkerOptions): Promise<{ close(): Promise<void> }> {
  await checkReachable(o.address);
  const { Worker, UnrecoverableError } = await import("bullmq");
  const idle: GameThread[] = Array.from({ length: o.concurrency }, () => new GameThread(o.memoryMb));
  const all = [...idle];
  const worker = new Worker<ShardJob, GameRecord[]>(
    QUEUE_NAME,
    async (job) => {
      const problem = jobProblem(job.data);
      const refusal = problem
        ? `malformed job ${job.id}: ${problem}`
        : job.data.version !== o.version
          ? `this worker runs Orrery ${o.version}; the shard was made by Orrery ${job.data.version}`
          : null;
      if (refusal) {
        o.onRefuse?.(refusal);
        throw new UnrecoverableError(refusal);
      }
      let thread = idle.pop();
      if (!thread) all.push((thread = new GameThread(o.memoryMb)));
      const specs = job.data.shard.specs;
      o.onTake?.(specs[0]?.seed ?? 0, specs.at(-1)?.seed ?? 0);
      const started = process.hrtime.bigint();
      try {
        const records = await thread.play(job.data.shard);
        o.onShard?.(records.length, Number(process.hrtime.bigint() - started) / 1e9);
        return records;
      } finally {
        idle.push(thread);
      }
    },
    {
      connection: connectionOf(o.address),
      prefix: QUEUE_PREFIX,
      concurrency: o.concurrency,
      lockDuration: o.lockMs,
      stalledInterval: o.stalledMs,
      // A shard whose worker died is given out again; twice more before it counts as failed.
      maxStalledCount: 2,
    },
  );
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      await Promise.all(all.map((t) => t.close()));
    },
  };
}
