// Plays shards of games through the job queue (BullMQ on Redis): adds one job per shard, waits
// for every one, and hands back their records in shard order. Whoever runs `orrery worker` on the
// same queue plays them; a worker that dies mid-shard loses its lock, and BullMQ's stalled-job
// check gives the shard to another worker; a shard Redis itself lost (restarted without its data)
// is queued again. Results don't depend on which worker played what.
import { randomBytes } from "node:crypto";
import type { GameRecord } from "../sim/game.ts";
import { checkReachable, connectionOf, QUEUE_NAME, QUEUE_PREFIX, type QueueSettings, type RedisAddress } from "./connection.ts";
import { mergeShards, shardsOf, type GameGroup, type Shard, type ShardResult } from "./shards.ts";

export interface ShardJob {
  /** The Orrery version that made the job: a worker of another version refuses it. */
  version: string;
  shard: Shard;
}

interface QueueRunOptions {
  address: RedisAddress;
  version: string;
  /** Called once per finished shard, with its number of games. */
  onShard?: (games: number) => void;
  /** Called when a shard went missing from the queue and was queued again (one line). */
  onLost?: (message: string) => void;
  /** Tries per shard when a worker fails it with an error (stalls are retried by BullMQ too). */
  attempts?: number;
  /** How often the shards' states are read (ms). */
  pollMs?: number;
  /** How long Redis may go without answering before the run fails (ms). */
  silenceMs?: number;
}

/** Times a shard may go missing (Redis restarted without its data) and be queued again. */
const MAX_LOST = 3;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** `p`, or a rejection after `ms` (a command to a Redis that went away waits for ever otherwise). */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms)))]).finally(() => clearTimeout(timer));
}

async function runShardsOnQueue(shards: readonly Shard[], o: QueueRunOptions): Promise<ShardResult[]> {
  await checkReachable(o.address);
  const { Queue } = await import("bullmq");
  const connection = connectionOf(o.address);
  const queue = new Queue<ShardJob, GameRecord[]>(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
  queue.on("error", () => undefined); // a lost connection is noticed by the polling below
  // A run's jobs carry their own id prefix, so runs sharing a queue never answer each other.
  const run = randomBytes(8).toString("hex");
  const pollMs = o.pollMs ?? 500;
  const silenceMs = o.silenceMs ?? 60_000;
  const idOf = (k: number) => `${run}-${k}`;
  const jobOf = (k: number) => ({
    name: "shard",
    data: { version: o.version, shard: shards[k]! },
    opts: { jobId: idOf(k), attempts: o.attempts ?? 3, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
  });
  const seeds = (k: number) => `${shards[k]!.specs[0]?.seed}-${shards[k]!.specs.at(-1)?.seed}`;
  try {
    await within(queue.waitUntilReady(), silenceMs, `Redis at ${o.address.host}:${o.address.port} stopped answering`);
    await within(queue.addBulk(shards.map((_, k) => jobOf(k))), silenceMs, `Redis at ${o.address.host}:${o.address.port} stopped answering`);
    // The shards' states are read rather than waited for: a shard Redis lost (restarted without
    // its data) is never finished, and a wait for it would last for ever. A lost shard is queued
    // again (MAX_LOST times), and a Redis that stops answering fails the run after silenceMs.
    const results: Array<ShardResult | undefined> = new Array(shards.length);
    const lost = new Array<number>(shards.length).fill(0);
    let heard = Date.now();
    while (results.includes(undefined)) {
      await sleep(pollMs);
      const open = [...results.keys()].filter((k) => results[k] === undefined);
      let states: string[];
      try {
        states = await within(Promise.all(open.map((k) => queue.getJobState(idOf(k)))), Math.min(silenceMs, 10_000), "no answer");
        heard = Date.now();
      } catch {
        if (Date.now() - heard > silenceMs) throw new Error(`Redis at ${o.address.host}:${o.address.port} stopped answering for ${Math.round(silenceMs / 1000)} s; ${open.length} shard(s) unfinished`);
        continue;
      }
      for (const [i, k] of open.entries()) {
        const state = states[i]!;
        if (state === "completed" || state === "failed") {
          const job = await queue.getJob(idOf(k));
          if (!job) continue; // gone between the two reads: looked at again next time
          if (state === "completed") {
            results[k] = job.returnvalue;
            o.onShard?.(shards[k]!.specs.length);
          } else results[k] = { failed: `its games from seed ${shards[k]!.specs[0]?.seed} failed on the queue: ${job.failedReason}` };
        } else if (state === "unknown") {
          if (++lost[k]! > MAX_LOST) {
            results[k] = { failed: `the shard of seeds ${seeds(k)} went missing from the queue ${MAX_LOST + 1} times (Redis restarted without its data?)` };
            continue;
          }
          await queue.add(jobOf(k).name, jobOf(k).data, jobOf(k).opts);
          o.onLost?.(`the shard of seeds ${seeds(k)} went missing from the queue (Redis restarted without its data?); queued it again`);
        }
      }
    }
    await Promise.all(shards.map((_, k) => queue.remove(idOf(k)).catch(() => undefined)));
    return results as ShardResult[];
  } finally {
    await queue.close().catch(() => undefined);
  }
}

/** Plays groups of games on the queue in shards of `q.shardSize` and gives back each group's
 *  records in spec order, or why one of its shards failed. */
export async function playGroupsOnQueue(
  groups: readonly GameGroup[],
  q: QueueSettings,
  onGames?: (games: number) => void,
  onLost?: (message: string) => void,
): Promise<Array<GameRecord[] | { failed: string }>> {
  const shards = shardsOf(groups, q.shardSize);
  return mergeShards(groups, shards, await runShardsOnQueue(shards, { address: q.address, version: q.version, ...(onGames ? { onShard: onGames } : {}), ...(onLost ? { onLost } : {}) }));
}
