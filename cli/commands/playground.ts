// `orrery playground`: serves the built playground (apps/playground/dist, from `npm run
// playground:build`) on 127.0.0.1 and prints its address; builds it first when it is missing (or
// with --build), which needs the devDependencies (Vite). Runs until interrupted (Ctrl+C).
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";

interface PlaygroundOptions {
  port: string;
  host: string;
  build?: boolean;
  dir?: string;
}

export const command: CommandSpec = {
  name: "playground",
  description: "serve the browser playground (editor, card picture, sandbox game, scenarios) on 127.0.0.1",
  configure(cmd: Command) {
    cmd
      .option("--port <N>", "the port (0: any free one)", "4610")
      .option("--host <HOST>", "the address to listen on", "127.0.0.1")
      .option("--build", "build the page first, even when it is built already")
      .option("--dir <DIR>", "serve this folder instead of apps/playground/dist");
  },
  async run(...args: unknown[]) {
    const opts = args[0] as PlaygroundOptions;
    const { existsSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { DIST, buildPlayground, serveStatic } = await import("../../apps/playground/serve.ts");
    if (!/^\d{1,5}$/.test(opts.port) || Number(opts.port) > 65535) {
      process.stderr.write(`error: --port must be a number from 0 to 65535, not "${opts.port}"\n`);
      return 2;
    }
    const dir = opts.dir ?? DIST;
    if (opts.dir && !existsSync(join(dir, "index.html"))) {
      process.stderr.write(`error: --dir ${dir} has no index.html\n`);
      return 2;
    }
    if (!opts.dir && (opts.build || !existsSync(join(dir, "index.html")))) {
      process.stderr.write(`building the playground (npm run playground:build)…\n`);
      try {
        const ms = await buildPlayground();
        process.stderr.write(`built ${dir} in ${(ms / 1000).toFixed(1)} s\n`);
      } catch (err) {
        process.stderr.write(`error: the playground could not be built (${(err as Error).message.split("\n")[0]}); run npm ci, then npm run playground:build\n`);
        return 1;
      }
    }
    let served;
    try {
      served = await serveStatic(dir, { port: Number(opts.port), host: opts.host });
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      process.stderr.write(`error: can't listen on ${opts.host}:${opts.port} (${e.code === "EADDRINUSE" ? "the port is in use; try --port 0" : e.message})\n`);
      return 2;
    }
    process.stdout.write(`the playground: ${served.url}  (Ctrl+C stops it)\n`);
    await new Promise<void>((done) => {
      const stop = () => {
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
        void served.close().then(done);
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    });
    return 0;
  },
};
