// A game thread of `orrery worker` (worker_threads): plays one shard per message. Games run here,
// not on the worker's main thread, so its event loop stays free to renew the job's lock in Redis.
import { parentPort } from "node:worker_threads";
import { playSimGame } from "../sim/game.ts";
import type { Shard } from "./shards.ts";

parentPort!.on("message", (m: { id: number; shard: Shard }) => {
  try {
    parentPort!.postMessage({ id: m.id, records: m.shard.specs.map((spec) => playSimGame(spec, m.shard.ctx)) });
  } catch (err) {
    parentPort!.postMessage({ id: m.id, error: (err as Error).message });
  }
});
