// Runs the games of a simulation, in this thread or spread over worker threads. Each game is a
// pure function of its spec (game.ts), workers take the next game when they finish one, and the
// records are put back in game order, so any number of jobs gives the same records.
import { SOURCE_EXEC_ARGV } from "../package-root.ts";
import { playSimGame, type GameRecord, type GameSpec, type SimContext } from "./game.ts";

export async function runGames(ctx: SimContext, specs: readonly GameSpec[], jobs: number, onRecord?: (r: GameRecord) => void): Promise<GameRecord[]> {
  const records: GameRecord[] = new Array(specs.length);
  if (jobs <= 1 || specs.length <= 1) {
    specs.forEach((spec, i) => {
      records[i] = playSimGame(spec, ctx);
      onRecord?.(records[i]!);
    });
    return records;
  }
  const { Worker } = await import("node:worker_threads");
  // From the sources the worker is TypeScript, run on Node's type stripping (SOURCE_EXEC_ARGV);
  // the compiled package (dist/) runs worker.js on plain Node.
  const fromSources = import.meta.url.endsWith(".ts");
  const script = new URL(fromSources ? "./worker.ts" : "./worker.js", import.meta.url);
  const execArgv = SOURCE_EXEC_ARGV;
  let next = 0;
  const n = Math.min(jobs, specs.length);
  const position = new Map(specs.map((s, i) => [s.index, i]));
  await Promise.all(
    Array.from({ length: n }, () => {
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(script, { workerData: ctx, execArgv });
        const feed = () => {
          if (next >= specs.length) {
            void worker.terminate().then(() => resolve());
            return;
          }
          worker.postMessage(specs[next++]);
        };
        worker.on("message", (record: GameRecord) => {
          records[position.get(record.index) ?? -1] = record;
          onRecord?.(record);
          feed();
        });
        worker.on("error", reject);
        worker.on("exit", (code) => {
          if (code !== 0 && next < specs.length) reject(new Error(`a simulation worker stopped with exit code ${code}`));
        });
        feed();
      });
    }),
  );
  return records;
}
