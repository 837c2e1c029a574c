// A judging worker (worker_threads): gets the reference set and the settings once (workerData),
// says "ready", then judges one job per message: an entry (or a later look of its games), or a
// range of the baseline games. Started by pool.ts with memory limits (resourceLimits) and a
// deadline per job.
import { parentPort, workerData } from "node:worker_threads";
import { judgeEntry, type EntryGames, type EntryInput } from "./entry.ts";
import { playPairings, type BalanceSettings, type GameRange, type ReferenceSet } from "./balance.ts";

export type JobMessage = { id: number; kind: "entry"; input: EntryInput; part: EntryGames } | { id: number; kind: "baseline"; range: GameRange };

const { ref, settings } = workerData as { ref: ReferenceSet; settings: BalanceSettings };
parentPort!.on("message", (job: JobMessage) => {
  void (async () => {
    try {
      const result = job.kind === "entry" ? await judgeEntry(job.input, ref, settings, job.part) : playPairings(ref, settings, null, job.range).lines;
      parentPort!.postMessage({ id: job.id, result });
    } catch (err) {
      parentPort!.postMessage({ id: job.id, error: `internal error while judging: ${(err as Error).message}` });
    }
  })();
});
parentPort!.postMessage({ ready: true });
