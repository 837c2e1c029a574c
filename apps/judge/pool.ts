// Runs judging jobs on worker threads, at most `jobs` at a time. Each worker has a memory limit
// (resourceLimits) and each job a deadline: a job that runs out of either is answered with
// `rejected` and its worker is replaced, so a hostile entry never stops the others. Results come
// back by job, so the number of workers changes nothing in them.
import { SOURCE_EXEC_ARGV } from "../package-root.ts";
import type { BalanceSettings, ReferenceSet } from "./balance.ts";
import type { JobMessage } from "./worker.ts";

export type JobOutcome<T> = { ok: true; result: T } | { ok: false; rejected: string };

export interface PoolOptions {
  jobs: number;
  /** Old-generation heap of each worker, in MB. */
  memoryMb: number;
  /** Called as each job ends (for progress). */
  onJob?: () => void;
}

export interface Job {
  message: JobMessage;
  /** Milliseconds the job may run, or null for no deadline (the trusted baseline). */
  deadlineMs: number | null;
}

export async function runJobs(ref: ReferenceSet, settings: BalanceSettings, jobs: readonly Job[], o: PoolOptions): Promise<Array<JobOutcome<unknown>>> {
  const { Worker } = await import("node:worker_threads");
  const fromSources = import.meta.url.endsWith(".ts");
  const script = new URL(fromSources ? "./worker.ts" : "./worker.js", import.meta.url);
  const execArgv = SOURCE_EXEC_ARGV;
  const outcomes: Array<JobOutcome<unknown>> = new Array(jobs.length);
  let next = 0;

  const lane = async () => {
    let worker: InstanceType<typeof Worker> | null = null;
    let ready: Promise<void> | null = null;
    let failure: ((why: string) => void) | null = null;
    const start = () => {
      const w = new Worker(script, {
        workerData: { ref, settings },
        execArgv,
        resourceLimits: { maxOldGenerationSizeMb: o.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 8 },
        stdout: true,
        stderr: true,
      });
      w.stdout.resume();
      w.stderr.resume();
      worker = w;
      ready = new Promise<void>((resolve, reject) => {
        w.once("message", () => resolve());
        w.once("error", reject);
      });
      // Handlers act only while this worker is the lane's current one (a replaced worker's late
      // exit must not answer the next job).
      w.on(
        "error",
        (err: Error & { code?: string }) => worker === w && failure?.(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? `ran out of its memory limit (${o.memoryMb} MB)` : `its worker failed: ${err.message}`),
      );
      w.on("exit", (code) => worker === w && failure?.(`its worker stopped (exit code ${code})`));
    };
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      if (!worker) start();
      try {
        await ready;
      } catch (err) {
        outcomes[index] = { ok: false, rejected: `its worker could not start: ${(err as Error).message}` };
        o.onJob?.();
        worker = null;
        continue;
      }
      const w: InstanceType<typeof Worker> = worker!;
      const outcome = await new Promise<JobOutcome<unknown>>((resolve) => {
        let timer: NodeJS.Timeout | null = null;
        const done = (x: JobOutcome<unknown>) => {
          if (timer) clearTimeout(timer);
          failure = null;
          w.off("message", onMessage);
          resolve(x);
        };
        const onMessage = (m: { id: number; result?: unknown; error?: string }) => {
          if (m.id !== job.message.id) return;
          done(m.error !== undefined ? { ok: false, rejected: m.error } : { ok: true, result: m.result });
        };
        failure = (why) => {
          worker = null;
          done({ ok: false, rejected: why });
        };
        w.on("message", onMessage);
        if (job.deadlineMs !== null) {
          timer = setTimeout(() => {
            failure = null;
            worker = null;
            void w.terminate();
            done({ ok: false, rejected: `took longer than its time limit (${Math.round(job.deadlineMs! / 100) / 10} s)` });
          }, job.deadlineMs);
        }
        w.postMessage(job.message);
      });
      outcomes[index] = outcome;
      o.onJob?.();
    }
    const w = worker as InstanceType<typeof Worker> | null;
    failure = null;
    worker = null;
    if (w) await w.terminate();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.jobs, jobs.length)) }, lane));
  return outcomes;
}
