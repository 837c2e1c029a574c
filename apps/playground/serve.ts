// A small static file server for the built playground (node:http): `orrery playground` and the
// browser test use it. GET and HEAD only, files under the folder only (no `..`, no link out of
// it), a content type per extension, and the page's Content-Security-Policy as a header too.
import { realpathSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { readFileBytes } from "../files.ts";

/** Where `npm run playground:build` writes the page. */
export const DIST = fileURLToPath(new URL("./dist", import.meta.url));
/** The Vite config that builds it. */
export const VITE_CONFIG = fileURLToPath(new URL("./vite.config.ts", import.meta.url));

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
};

const CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface Served {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves `dir` on host:port (port 0: any free port). */
export function serveStatic(dir: string, opts: { port?: number; host?: string } = {}): Promise<Served> {
  const root = realpathSync(resolve(dir));
  const host = opts.host ?? "127.0.0.1";
  const server = createServer((req, res) => handle(root, req, res));
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(opts.port ?? 0, host, () => {
      const port = (server.address() as AddressInfo).port;
      const shown = host.includes(":") ? `[${host}]` : host;
      ok({
        url: `http://${shown}:${port}/`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

function handle(root: string, req: IncomingMessage, res: ServerResponse): void {
  const send = (code: number, text: string) => {
    res.writeHead(code, { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" });
    res.end(req.method === "HEAD" ? undefined : `${text}\n`);
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("allow", "GET, HEAD");
    send(405, "method not allowed");
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  } catch {
    send(400, "bad request");
    return;
  }
  if (path.includes("\0")) {
    send(400, "bad request");
    return;
  }
  let file = resolve(join(root, path));
  let real: string;
  try {
    if (statSync(file).isDirectory()) file = join(file, "index.html");
    real = realpathSync(file);
  } catch {
    send(404, "not found");
    return;
  }
  if (real !== root && !real.startsWith(root + sep)) {
    send(404, "not found");
    return;
  }
  // The page's own files (a few MB at most), read whole through the checked reader.
  let body: Buffer;
  try {
    body = readFileBytes(real, { within: root });
  } catch {
    send(404, "not found");
    return;
  }
  res.writeHead(200, {
    "content-type": TYPES[extname(real).toLowerCase()] ?? "application/octet-stream",
    "content-length": body.length,
    "cache-control": "no-cache",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    ...(real.endsWith(".html") ? { "content-security-policy": CSP } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Builds the page with Vite (a devDependency): returns the time it took in ms. */
export async function buildPlayground(): Promise<number> {
  const t0 = performance.now();
  const { build } = await import("vite");
  await build({ configFile: VITE_CONFIG, logLevel: "warn" });
  return Math.round(performance.now() - t0);
}
