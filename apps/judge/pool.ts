// Runs judging jobs on worker threads, at most `jobs` at a time. Each worker has a memory limit
// (resourceLimits) and each job a deadline: a job that runs out of either is answered with
// `rejected` and its worker is replaced, so a hostile entry never stops the others. Results come
// back by job, so the number of workers changes nothing in them. The pool stays open between
// batches of jobs (the looks of a judge run), so workers start once.
import { SOURCE_EXEC_ARGV } from "../package-root.ts";
import type { BalanceSettings, ReferenceSet } from "./balance.ts";
import type { JobMessage } from "./worker.ts";

/** A job's answer, and the wall time it took (for an entry's time limit across looks). */
export type JobOutcome<T> = ({ ok: true; result: T } | { ok: false; rejected: string }) & { ms: number };

export interface PoolOptions {
  jobs: number;
  /** Old-generation heap of each worker, in MB. */
  memoryMb: number;
}

export interface Job {
  message: JobMessage;
  /** Milliseconds the job may run, or null for no deadline (the trusted baseline). */
  deadlineMs: number | null;
}

export interface Pool {
  /** Runs the jobs; `onJob` is called with each job's index as it ends. */
  run(jobs: readonly Job[], onJob?: (index: number) => void): Promise<Array<JobOutcome<unknown>>>;
  close(): Promise<void>;
}

type ThreadWorker = import("node:worker_threads").Worker;

export async function openPool(ref: ReferenceSet, settings: BalanceSettings, o: PoolOptions): Promise<Pool> {
  const { Worker } = await import("node:worker_threads");
  const fromSources = import.meta.url.endsWith(".ts");
  const script = new URL(fromSources ? "./worker.ts" : "./worker.js", import.meta.url);
  const execArgv = SOURCE_EXEC_ARGV;

  /** A lane: one worker at a time, replaced after a failure. */
  class Lane {
    worker: ThreadWorker | null = null;
    ready: Promise<void> | null = null;
    failure: ((why: string) => void) | null = null;

    start() {
      const w = new Worker(script, {
        workerData: { ref, settings },
        execArgv,
        resourceLimits: { maxOldGenerationSizeMb: o.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 8 },
        stdout: true,
        stderr: true,
      });
      w.stdout.resume();
      w.stderr.resume();
      this.worker = w;
      this.ready = new Promise<void>((resolve, reject) => {
        w.once("message", () => resolve());
        w.once("error", reject);
      });
      // Handlers act only while this worker is the lane's current one (a replaced worker's late
      // exit must not answer the next job).
      w.on(
        "error",
        (err: Error & { code?: string }) =>
          this.worker === w && this.failure?.(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? `ran out of its memory limit (${o.memoryMb} MB)` : `its worker failed: ${err.message}`),
      );
      w.on("exit", (code) => this.worker === w && this.failure?.(`its worker stopped (exit code ${code})`));
    }

    async runOne(job: Job): Promise<JobOutcome<unknown>> {
      const started = Date.now();
      const ms = () => Date.now() - started;
      if (!this.worker) this.start();
      try {
        await this.ready;
      } catch (err) {
        this.worker = null;
        return { ok: false, rejected: `its worker could not start: ${(err as Error).message}`, ms: ms() };
      }
      const w: ThreadWorker = this.worker!;
      return new Promise<JobOutcome<unknown>>((resolve) => {
        let timer: NodeJS.Timeout | null = null;
        const done = (x: { ok: true; result: unknown } | { ok: false; rejected: string }) => {
          if (timer) clearTimeout(timer);
          this.failure = null;
          w.off("message", onMessage);
          resolve({ ...x, ms: ms() });
        };
        const onMessage = (m: { id: number; result?: unknown; error?: string }) => {
          if (m.id !== job.message.id) return;
          done(m.error !== undefined ? { ok: false, rejected: m.error } : { ok: true, result: m.result });
        };
        this.failure = (why) => {
          this.worker = null;
          done({ ok: false, rejected: why });
        };
        w.on("message", onMessage);
        if (job.deadlineMs !== null) {
          timer = setTimeout(
            () => {
              this.failure = null;
              this.worker = null;
              void w.terminate();
              done({ ok: false, rejected: `took longer than its time limit (${Math.round(job.deadlineMs! / 100) / 10} s)` });
            },
            Math.max(0, job.deadlineMs),
          );
        }
        w.postMessage(job.message);
      });
    }

    async close() {
      const w = this.worker;
      this.failure = null;
      this.worker = null;
      if (w) await w.terminate();
    }
  }

  const lanes = Array.from({ length: Math.max(1, o.jobs) }, () => new Lane());
  return {
    async run(jobs, onJob) {
      const outcomes: Array<JobOutcome<unknown>> = new Array(jobs.length);
      let next = 0;
      const loop = async (lane: Lane) => {
        while (next < jobs.length) {
          const index = next++;
          outcomes[index] = await lane.runOne(jobs[index]!);
          onJob?.(index);
        }
      };
      await Promise.all(lanes.slice(0, Math.max(1, Math.min(lanes.length, jobs.length))).map(loop));
      return outcomes;
    },
    async close() {
      await Promise.all(lanes.map((l) => l.close()));
    },
  };
}
