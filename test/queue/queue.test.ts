// Simulation past one machine (issue 17): `orrery sim` and `orrery judge` with --queue on a real
// redis-server (127.0.0.1), games played by `orrery worker` processes. The figures must not depend
// on who played what: the same seeds give the same JSON with one thread, two threads, and two
// queue workers of which one is killed (SIGKILL) while it holds a shard, so that BullMQ's stalled
// check hands the shard to the other worker.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIS_MISSING, startRedis, type RedisServer } from "./redis.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURES = join(ROOT, "test/judge/entries");
const ENTRIES = ["valid-single.card", "valid-spark", "multi-card", "invalid-rules"].map((e) => join(FIXTURES, e));
const JUDGE = ["--games", "2", "--decks", "Ember Court,Iron Tide", "--seed", "11", "--json"];
const SIM = ["--decks", "Mystic Marksmen,Verdant Stampede", "--games", "12", "--seed", "5", "--json"];

const orrery = (args: string[]) => spawnSync("npx", ["orrery", ...args], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

/** An `orrery worker` process whose log is kept; `took`/`played` count its shards. */
class WorkerProcess {
  readonly child: ChildProcess;
  log = "";
  constructor(url: string, onLine?: (w: WorkerProcess) => void) {
    // Short locks and stall checks so a killed worker's shard is free again within seconds.
    this.child = spawn("npx", ["orrery", "worker", "--queue", url, "--concurrency", "1", "--lock-ms", "2000", "--stalled-ms", "500"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    this.child.stderr!.on("data", (d: Buffer) => {
      this.log += d.toString();
      onLine?.(this);
    });
  }
  get took() {
    return this.log.match(/^worker: took /gm)?.length ?? 0;
  }
  get played() {
    return this.log.match(/^worker: played /gm)?.length ?? 0;
  }
  /** Kills the whole process group (npx, node and the game thread), as a machine dying would. */
  kill(signal: NodeJS.Signals = "SIGKILL") {
    try {
      process.kill(-this.child.pid!, signal);
    } catch {
      // already gone
    }
  }
  async ready() {
    for (let i = 0; i < 600 && !this.log.includes("worker: playing shards"); i++) await new Promise((r) => setTimeout(r, 100));
    expect(this.log, "the worker started").toContain("worker: playing shards");
  }
}

if (REDIS_MISSING && process.env.CI !== "true") console.warn(`test/queue/queue.test.ts skipped: ${REDIS_MISSING}`);

describe.runIf(REDIS_MISSING !== null && process.env.CI === "true")("the job queue under CI", () => {
  it("has redis-server installed", () => {
    expect(REDIS_MISSING, "CI=true needs redis-server for the queue tests (.ci/run installs it)").toBeNull();
  });
});

describe.skipIf(REDIS_MISSING !== null)("sim and judge through the job queue (BullMQ on a real redis-server)", () => {
  let redis: RedisServer;
  let tmp: string;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    tmp = mkdtempSync(join(tmpdir(), "orrery-queue-"));
  }, 30_000);

  afterAll(async () => {
    for (const w of workers) w.kill();
    await redis?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it("sim: two queue workers give the JSON of one thread", async () => {
    const local = orrery(["sim", ...SIM, "--jobs", "1"]);
    expect(local.status, local.stderr).toBe(0);
    const a = new WorkerProcess(redis.url);
    const b = new WorkerProcess(redis.url);
    workers.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    const queued = await new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn("npx", ["orrery", "sim", ...SIM, "--queue", redis.url, "--shard-size", "3"], { cwd: ROOT });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      child.on("exit", (status) => done({ status, stdout, stderr }));
    });
    expect(queued.status, queued.stderr).toBe(0);
    expect(queued.stdout).toBe(local.stdout);
    // 12 games in shards of 3: four shards, all played by the two workers.
    expect(a.played + b.played).toBe(4);
    a.kill("SIGTERM");
    b.kill("SIGTERM");
  }, 300_000);

  it("judge: 1 thread, 2 threads, and 2 queue workers with one killed mid-shard give identical JSON", async () => {
    const one = orrery(["judge", ...ENTRIES, ...JUDGE, "--jobs", "1", "--out", join(tmp, "one")]);
    expect(one.status, one.stderr).toBe(1); // invalid-rules and multi-card are invalid
    const report = JSON.parse(one.stdout) as { entries: Array<{ status: string; balance: unknown[] }> };
    expect(report.entries.map((e) => e.status)).toEqual(["invalid", "invalid", "valid", "valid"]);
    expect(report.entries.filter((e) => e.balance.length > 0).length).toBe(2);
    const two = orrery(["judge", ...ENTRIES, ...JUDGE, "--jobs", "2", "--out", join(tmp, "two")]);
    expect(two.status, two.stderr).toBe(1);
    expect(two.stdout).toBe(one.stdout);

    // Worker `doomed` is killed as soon as it has taken its second shard; `steady` plays the rest.
    let killed = false;
    const doomed = new WorkerProcess(redis.url, (w) => {
      if (!killed && w.took >= 2) {
        killed = true;
        w.kill();
      }
    });
    const steady = new WorkerProcess(redis.url);
    workers.push(doomed, steady);
    await Promise.all([doomed.ready(), steady.ready()]);
    const queued = await new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn("npx", ["orrery", "judge", ...ENTRIES, ...JUDGE, "--queue", redis.url, "--shard-size", "1", "--out", join(tmp, "queue")], { cwd: ROOT });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      child.on("exit", (status) => done({ status, stdout, stderr }));
    });
    expect(killed, `the doomed worker took two shards:\n${doomed.log}`).toBe(true);
    // It died holding its second shard: taken, never played, and played again by the other worker.
    expect(doomed.took - doomed.played).toBe(1);
    expect(queued.status, queued.stderr).toBe(1);
    expect(queued.stdout).toBe(one.stdout);
    // Baseline and two cards, 2 pairings x 2 games each, one game per shard: 12 shards.
    expect(doomed.played + steady.played).toBe(12);
    steady.kill("SIGTERM");
  }, 600_000);
});
