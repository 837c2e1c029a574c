// A judging worker (worker_threads): gets the reference set and the settings once (workerData),
// says "ready", then judges one job per message: an entry, or the baseline games. Started by
// pool.ts with memory limits (resourceLimits) and a deadline per job.
import { parentPort, workerData } from "node:worker_threads";
import { judgeEntry, type EntryInput } from "./entry.ts";
import { playPairings, type BalanceSettings, type ReferenceSet } from "./balance.ts";

export type JobMessage = { id: number; kind: "entry"; input: EntryInput } | { id: number; kind: "baseline" };

const { ref, settings } = workerData as { ref: ReferenceSet; settings: BalanceSettings };
parentPort!.on("message", (job: JobMessage) => {
  void (async () => {
    try {
      const result = job.kind === "entry" ? await judgeEntry(job.input, ref, settings) : playPairings(ref, settings, null).lines;
      parentPort!.postMessage({ id: job.id, result });
    } catch (err) {
      parentPort!.postMessage({ id: job.id, error: `internal error while judging: ${(err as Error).message}` });
    }
  })();
});
parentPort!.postMessage({ ready: true });
