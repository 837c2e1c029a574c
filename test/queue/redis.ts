// A real redis-server for the queue tests, started on 127.0.0.1 on a free port with nothing saved
// to disk, and stopped after. Where Debian's redis-server is missing the tests are skipped with the
// reason printed, except under CI=true, where its absence is a failure (.ci/run installs it).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export const REDIS_MISSING = spawnSync("redis-server", ["--version"], { encoding: "utf8" }).status !== 0 ? "redis-server is not installed (Debian: apt-get install redis-server)" : null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** SIGKILL: the server dies at once, its data (never saved) with it. */
  kill(): Promise<void>;
}

/** A server on a free port, or on `port` (a restart of one that was killed). */
export async function startRedis(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on port ${port}:\n${out}`)), 15_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${out}`));
    });
  });
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => end("SIGTERM"), kill: () => end("SIGKILL") };
}
