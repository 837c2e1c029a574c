// `orrery worker --queue redis://HOST:PORT [--concurrency N]`: plays the shards of games that
// `orrery sim --queue` and `orrery judge --queue` put on the queue, on this machine, until stopped.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";
import { wholeNumber } from "./options.ts";

interface WorkerCommandOptions {
  queue?: string;
  concurrency: string;
  memory: string;
  lockMs: string;
  stalledMs: string;
  quiet?: boolean;
}

function usage(message: string): number {
  process.stderr.write(`error: ${message}\n(run orrery worker --help for usage)\n`);
  return 2;
}

export const command: CommandSpec = {
  name: "worker",
  description: "play queued shards of games for `sim --queue` and `judge --queue` on this machine, until stopped (Ctrl-C)",
  configure(cmd: Command) {
    cmd
      .option("--queue <URL>", "the job queue: a Redis URL such as redis://127.0.0.1:6379")
      .option("--concurrency <N>", "shards played at once, each on its own thread (default: the cores)")
      .option("--memory <MB>", "heap limit of each game thread", "2048")
      .option("--lock-ms <MS>", "how long a shard stays this worker's without a sign of life; after it, another worker takes the shard", "30000")
      .option("--stalled-ms <MS>", "how often to look for shards whose worker died", "30000")
      .option("--quiet", "print nothing per shard");
  },
  async run(...args: unknown[]) {
    const opts = args[0] as WorkerCommandOptions;
    if (opts.queue === undefined) return usage("--queue URL is required (e.g. redis://127.0.0.1:6379)");
    const { parseQueueUrl } = await import("../../apps/queue/connection.ts");
    const address = parseQueueUrl(opts.queue);
    if ("error" in address) return usage(address.error);
    const { availableParallelism } = await import("node:os");
    const concurrency = opts.concurrency === undefined ? availableParallelism() : wholeNumber(opts.concurrency, 1);
    if (concurrency === null) return usage(`--concurrency must be a whole number of at least 1, not "${opts.concurrency}"`);
    const memoryMb = wholeNumber(opts.memory, 64);
    if (memoryMb === null) return usage(`--memory must be a whole number of MB, at least 64, not "${opts.memory}"`);
    const lockMs = wholeNumber(opts.lockMs, 100);
    if (lockMs === null) return usage(`--lock-ms must be a whole number of milliseconds, at least 100, not "${opts.lockMs}"`);
    const stalledMs = wholeNumber(opts.stalledMs, 100);
    if (stalledMs === null) return usage(`--stalled-ms must be a whole number of milliseconds, at least 100, not "${opts.stalledMs}"`);
    const { startWorker } = await import("../../apps/queue/worker.ts");
    const { orreryVersion } = await import("./version.ts");
    let worker: { close(): Promise<void> };
    try {
      worker = await startWorker({
        address,
        version: orreryVersion(),
        concurrency,
        memoryMb,
        lockMs,
        stalledMs,
        onRefuse: (m: string) => process.stderr.write(`worker: refused a job: ${m}\n`),
        ...(opts.quiet
          ? {}
          : {
              onTake: (a: number, b: number) => process.stderr.write(`worker: took the shard of seeds ${a}-${b}\n`),
              onShard: (games: number, seconds: number) => process.stderr.write(`worker: played a shard of ${games} games in ${seconds.toFixed(1)} s\n`),
            }),
      });
    } catch (err) {
      process.stderr.write(`error: can't reach the queue at ${opts.queue}: ${(err as Error).message}\n`);
      return 1;
    }
    process.stderr.write(`worker: playing shards from ${opts.queue} on ${concurrency} thread${concurrency === 1 ? "" : "s"} (Ctrl-C stops)\n`);
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.stderr.write("worker: stopping after the shards in hand\n");
        void worker.close().then(resolve);
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
    return 0;
  },
};
