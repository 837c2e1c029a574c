// Plays shards of games through the job queue (BullMQ on Redis): adds one job per shard, waits
// for every one, and hands back their records in shard order. Whoever runs `orrery worker` on the
// same queue plays them; a worker that dies mid-shard loses its lock, and BullMQ's stalled-job
// check gives the shard to another worker. Results don't depend on which worker played what.
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
  /** Tries per shard when a worker fails it with an error (stalls are retried by BullMQ too). */
  attempts?: number;
}

async function runShardsOnQueue(shards: readonly Shard[], o: QueueRunOptions): Promise<ShardResult[]> {
  await checkReachable(o.address);
  const { Queue, QueueEvents } = await import("bullmq");
  const connection = connectionOf(o.address);
  const queue = new Queue<ShardJob, GameRecord[]>(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
  const events = new QueueEvents(QUEUE_NAME, { connection, prefix: QUEUE_PREFIX });
  // A run's jobs carry their own id prefix, so runs sharing a queue never answer each other.
  const run = randomBytes(8).toString("hex");
  try {
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    const jobs = await queue.addBulk(
      shards.map((shard, k) => ({
        name: "shard",
        data: { version: o.version, shard },
        opts: { jobId: `${run}-${k}`, attempts: o.attempts ?? 3, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
      })),
    );
    const results = await Promise.all(
      jobs.map(async (job, k): Promise<ShardResult> => {
        try {
          const records = await job.waitUntilFinished(events);
          o.onShard?.(shards[k]!.specs.length);
          return records;
        } catch (err) {
          return { failed: `its games from seed ${shards[k]!.specs[0]?.seed} failed on the queue: ${(err as Error).message}` };
        }
      }),
    );
    await Promise.all(jobs.map((j) => j.remove().catch(() => undefined)));
    return results;
  } finally {
    await events.close();
    await queue.close();
  }
}

/** Plays groups of games on the queue in shards of `q.shardSize` and gives back each group's
 *  records in spec order, or why one of its shards failed. */
export async function playGroupsOnQueue(groups: readonly GameGroup[], q: QueueSettings, onGames?: (games: number) => void): Promise<Array<GameRecord[] | { failed: string }>> {
  const shards = shardsOf(groups, q.shardSize);
  return mergeShards(groups, shards, await runShardsOnQueue(shards, { address: q.address, version: q.version, ...(onGames ? { onShard: onGames } : {}) }));
}
