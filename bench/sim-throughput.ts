// `npm run sim:throughput [-- GAMES]`: games per second of the judging games (heuristic agent on
// both sides, two starter decks, seeds 1..GAMES, default 40) on one thread, on two worker threads,
// and through the job queue (a redis-server started here on 127.0.0.1, two `orrery worker`
// processes of one thread each). Wall-clock time, since it measures cores working in parallel;
// every configuration must give the same summary, which is checked. Prints JSON.
import { spawn, spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { REDIS_MISSING, startRedis } from "../test/queue/redis.ts";

const ROOT = resolve(import.meta.dirname, "..");
const games = Number(process.argv[2] ?? 40);
const SIM = ["orrery", "sim", "--decks", "Mystic Marksmen,Verdant Stampede", "--agents", "heuristic,heuristic", "--games", String(games), "--seed", "1", "--json"];

function timed(args: string[]): { seconds: number; stdout: string } {
  const t0 = performance.now();
  const r = spawnSync("npx", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${args.join(" ")} failed:\n${r.stderr}`);
  return { seconds: (performance.now() - t0) / 1000, stdout: r.stdout };
}

const rows: Array<{ name: string; seconds: number; gamesPerSecond: number }> = [];
const one = timed([...SIM, "--jobs", "1"]);
rows.push({ name: "1 thread", seconds: one.seconds, gamesPerSecond: games / one.seconds });
const two = timed([...SIM, "--jobs", "2"]);
if (two.stdout !== one.stdout) throw new Error("2 threads gave another summary than 1 thread");
rows.push({ name: "2 worker threads", seconds: two.seconds, gamesPerSecond: games / two.seconds });
if (REDIS_MISSING) process.stderr.write(`queue row skipped: ${REDIS_MISSING}\n`);
else {
  const redis = await startRedis();
  const workers = [0, 1].map(() => spawn("npx", ["orrery", "worker", "--queue", redis.url, "--concurrency", "1", "--quiet"], { cwd: ROOT, stdio: "ignore", detached: true }));
  try {
    await new Promise((r) => setTimeout(r, 5000)); // the workers start (npx, tsx) before the clock does
    const q = timed([...SIM, "--queue", redis.url, "--shard-size", "5"]);
    if (q.stdout !== one.stdout) throw new Error("the queue gave another summary than 1 thread");
    rows.push({ name: "queue, 2 local workers of 1 thread", seconds: q.seconds, gamesPerSecond: games / q.seconds });
  } finally {
    for (const w of workers) process.kill(-w.pid!, "SIGTERM");
    await redis.stop();
  }
}
console.log(JSON.stringify({ games, agents: "heuristic vs heuristic", decks: "Mystic Marksmen vs Verdant Stampede", clock: "wall", rows }, null, 2));
