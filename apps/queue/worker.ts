// `orrery worker --queue redis://HOST:PORT`: takes shards of games from the queue and plays them,
// each on a game thread (thread.ts) with a memory limit, `concurrency` at a time. Runs until
// stopped (SIGINT/SIGTERM close it after the shards in hand), on any machine that reaches Redis.
import type { Worker as ThreadWorker } from "node:worker_threads";
import type { GameRecord } from "../sim/game.ts";
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

export async function startWorker(o: WorkerOptions): Promise<{ close(): Promise<void> }> {
  await checkReachable(o.address);
  const { Worker, UnrecoverableError } = await import("bullmq");
  const idle: GameThread[] = Array.from({ length: o.concurrency }, () => new GameThread(o.memoryMb));
  const all = [...idle];
  const worker = new Worker<ShardJob, GameRecord[]>(
    QUEUE_NAME,
    async (job) => {
      if (job.data.version !== o.version) throw new UnrecoverableError(`this worker runs Orrery ${o.version}; the shard was made by Orrery ${job.data.version}`);
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
