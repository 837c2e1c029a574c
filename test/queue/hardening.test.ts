// Issue 31: the queue's troubles end in bounded time with one line: Redis unreachable, a database
// the server hasn't, a malformed job (refused once, not retried), and jobs Redis lost (killed
// without persistence and restarted empty: the shards are queued again and the run finishes).
// A real redis-server on 127.0.0.1 (test/queue/redis.ts), never a mock.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUE_NAME, QUEUE_PREFIX } from "../../apps/queue/connection.ts";
import { REDIS_MISSING, startRedis, type RedisServer } from "./redis.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const SIM = ["sim", "--decks", "Mystic Marksmen,Verdant Stampede", "--games", "4", "--seed", "5", "--json"];

/** A child process's outcome, killed (SIGKILL, its whole group) if it runs past `ms`. */
function run(args: string[], ms: number, started?: (c: ChildProcess) => void): Promise<{ status: number | null; stdout: string; stderr: string; killed: boolean }> {
  return new Promise((done) => {
    const child = spawn("npx", ["orrery", ...args], { cwd: ROOT, detached: true });
    let stdout = "";
    let stderr = "";
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // gone
      }
    }, ms);
    child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("exit", (status) => {
      clearTimeout(timer);
      done({ status, stdout, stderr, killed });
    });
    started?.(child);
  });
}

const children: ChildProcess[] = [];
function worker(url: string): { child: ChildProcess; log: () => string } {
  const child = spawn("npx", ["orrery", "worker", "--queue", url, "--concurrency", "1", "--lock-ms", "2000", "--stalled-ms", "500"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  children.push(child);
  let log = "";
  child.stderr!.on("data", (d: Buffer) => (log += d.toString()));
  return { child, log: () => log };
}
const killGroup = (c: ChildProcess) => {
  try {
    process.kill(-c.pid!, "SIGKILL");
  } catch {
    // gone
  }
};
const until = async (what: string, ok: () => boolean | Promise<boolean>, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (await ok()) return;
  throw new Error(`timed out waiting for ${what}`);
};

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => done(port));
    });
  });
}

afterAll(() => {
  for (const c of children) killGroup(c);
});

describe("sim --queue with Redis unreachable", () => {
  it("prints one line, no stack trace, and fails", async () => {
    const port = await freePort(); // nobody listens there
    const r = await run([...SIM, "--queue", `redis://127.0.0.1:${port}`], 60_000);
    expect(r.killed).toBe(false);
    expect(r.status).toBe(1);
    const lines = r.stderr.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("npm warn"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: can't reach Redis at 127\.0\.0\.1:\d+/);
  }, 90_000);
});

describe.skipIf(REDIS_MISSING !== null)("the queue on a real redis-server", () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(async () => {
    await redis?.stop();
  });

  it("a database index the server hasn't (redis://host:port/99 of 16) is an error, not database 0", async () => {
    const r = await run([...SIM, "--queue", `${redis.url}/99`], 60_000);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^error: Redis at 127\.0\.0\.1:\d+ has no database 99 /m);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  }, 90_000);

  it("a malformed job is refused once for good (failed after 1 attempt of 5), not retried", async () => {
    const w = worker(redis.url);
    await until("the worker", () => w.log().includes("worker: playing shards"), 60_000);
    const { Queue } = await import("bullmq");
    const queue = new Queue(QUEUE_NAME, { connection: { host: "127.0.0.1", port: redis.port }, prefix: QUEUE_PREFIX });
    try {
      const job = await queue.add("shard", { version: "0.0.0", shard: { group: 0, ctx: "junk", specs: [] } }, { jobId: "malformed-1", attempts: 5, backoff: { type: "fixed", delay: 100 } });
      await until("the job to fail", async () => (await queue.getJobState(job.id!)) === "failed", 30_000);
      const failed = (await queue.getJob(job.id!))!;
      expect(failed.attemptsMade).toBe(1);
      expect(failed.failedReason).toMatch(/^malformed job malformed-1: the shard has no game context/);
      await new Promise((r) => setTimeout(r, 2000)); // time for retries, if there were any
      expect(w.log().match(/^worker: refused a job: /gm)).toHaveLength(1);
      expect(await queue.getJobState(job.id!)).toBe("failed");
    } finally {
      await queue.close();
      killGroup(w.child);
    }
  }, 120_000);

  it("jobs lost with Redis (killed without persistence, restarted empty) are queued again and the run finishes as one thread's", async () => {
    const local = await run([...SIM, "--jobs", "1"], 120_000);
    expect(local.status, local.stderr).toBe(0);
    let sim: ChildProcess | null = null;
    const queued = run([...SIM, "--queue", redis.url, "--shard-size", "2"], 180_000, (c) => (sim = c));
    // The shards wait on the queue (no worker yet: the run's second shard, its id the run's 16 hex
    // digits and "-1", is there); then Redis dies with them and comes back empty.
    const { Redis } = await import("ioredis");
    const probe = new Redis({ host: "127.0.0.1", port: redis.port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on("error", () => undefined);
    await probe.connect();
    await until("the shards on the queue", async () => (await probe.keys(`${QUEUE_PREFIX}:${QUEUE_NAME}:${"?".repeat(16)}-1`)).length > 0, 60_000);
    probe.disconnect();
    await redis.kill();
    redis = await startRedis(redis.port);
    const w = worker(redis.url);
    const r = await queued;
    killGroup(w.child);
    expect(sim).not.toBeNull();
    expect(r.killed, "the run finished by itself").toBe(false);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/went missing from the queue \(Redis restarted without its data\?\); queued it again/);
    expect(r.stdout).toBe(local.stdout);
  }, 240_000);
});
