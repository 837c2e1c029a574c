// A minimal Language Server Protocol client for tests: spawns a server process and speaks
// JSON-RPC over its stdio with Content-Length framing, as an editor does.
import { spawn, type ChildProcessWithoutNullStreams, type SpawnOptionsWithoutStdio } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

export const REPO = fileURLToPath(new URL("../../", import.meta.url));
export const BIN = fileURLToPath(new URL("../../bin/orrery.mjs", import.meta.url));

interface Message {
  jsonrpc: "2.0";
  id?: number | string | null;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

export class LspClient {
  readonly proc: ChildProcessWithoutNullStreams;
  stderr = "";
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  /** Every notification received, in order. */
  readonly notifications: Message[] = [];
  private waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  readonly exited: Promise<number | null>;

  constructor(command: string, args: string[], options: SpawnOptionsWithoutStdio = {}) {
    this.proc = spawn(command, args, { stdio: "pipe", ...options });
    this.proc.stdout.on("data", (chunk: Buffer) => this.receive(chunk));
    this.proc.stderr.on("data", (chunk: Buffer) => void (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => this.proc.on("exit", (code) => resolve(code)));
  }

  /** `node bin/orrery.mjs lsp` under the running Node (22 under vitest). */
  static orrery(args: string[] = ["lsp", "--stdio"], options: SpawnOptionsWithoutStdio = {}): LspClient {
    return new LspClient(process.execPath, [BIN, ...args], { cwd: REPO, ...options });
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf("\r\n\r\n");
      if (headerEnd < 0) return;
      const header = this.buffer.subarray(0, headerEnd).toString("ascii");
      const length = Number(/Content-Length: *(\d+)/i.exec(header)?.[1]);
      if (!Number.isFinite(length)) throw new Error(`bad header from the server: ${header}`);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString("utf8");
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.dispatch(JSON.parse(body) as Message);
    }
  }

  private dispatch(m: Message): void {
    // A response with id null (an error about a frame that couldn't be read) is kept with the
    // notifications: it answers no request.
    if (m.id !== undefined && m.id !== null && m.method === undefined) {
      const p = this.pending.get(m.id as number);
      this.pending.delete(m.id as number);
      if (m.error) p?.reject(new Error(`${m.error.code}: ${m.error.message}`));
      else p?.resolve(m.result);
      return;
    }
    if (m.id !== undefined && m.method !== undefined) {
      // A request from the server (client/registerCapability, workspace/configuration): accept it.
      this.write({ jsonrpc: "2.0", id: m.id, result: null });
      return;
    }
    this.notifications.push(m);
    this.waiters = this.waiters.filter((w) => {
      if (!w.test(m)) return true;
      w.resolve(m);
      return false;
    });
  }

  /** Bytes as they are, framed or not (for malformed input). */
  writeRaw(bytes: string | Buffer): void {
    this.proc.stdin.write(bytes);
  }

  private write(m: Message): void {
    const body = Buffer.from(JSON.stringify(m), "utf8");
    this.proc.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]));
  }

  request<T = unknown>(method: string, params: unknown, timeoutMs = 60_000): Promise<T> {
    const id = this.nextId++;
    this.write({ jsonrpc: "2.0", id, method, params });
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${method} in ${timeoutMs} ms; stderr: ${this.stderr}`)), timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  notify(method: string, params: unknown): void {
    this.write({ jsonrpc: "2.0", method, params });
  }

  /** The next notification (from now on, or already received after `since`) that passes `test`. */
  waitFor(test: (m: Message) => boolean, timeoutMs = 20_000, since = this.notifications.length): Promise<Message> {
    const already = this.notifications.slice(since).find(test);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching notification in ${timeoutMs} ms; stderr: ${this.stderr}`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** The next publishDiagnostics for `uri`; with a `version`, the first at or after it received
   *  at any time (versions only grow), so one that came before the call is not missed. */
  diagnostics(uri: string, version?: number, since = version === undefined ? this.notifications.length : 0): Promise<PublishedDiagnostics> {
    return this.waitFor(
      (m) =>
        m.method === "textDocument/publishDiagnostics" && (m.params as PublishedDiagnostics).uri === uri && (version === undefined || ((m.params as PublishedDiagnostics).version ?? 0) >= version),
      20_000,
      since,
    ).then((m) => m.params as PublishedDiagnostics);
  }

  async initialize(rootPath = REPO, initializationOptions: unknown = { debounceMs: 50 }): Promise<InitializeAnswer> {
    const result = await this.request<InitializeAnswer>("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(rootPath).href,
      workspaceFolders: [{ uri: pathToFileURL(rootPath).href, name: "orrery" }],
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
      initializationOptions,
    });
    this.notify("initialized", {});
    return result;
  }

  open(uri: string, text: string, languageId = "orrery", version = 1): void {
    this.notify("textDocument/didOpen", { textDocument: { uri, languageId, version, text } });
  }

  async shutdown(): Promise<number | null> {
    try {
      await this.request("shutdown", null, 5000);
      this.notify("exit", null);
    } catch {
      this.proc.kill();
    }
    const timer = setTimeout(() => this.proc.kill(), 5000);
    const code = await this.exited;
    clearTimeout(timer);
    return code;
  }
}

export interface LspRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
export interface PublishedDiagnostics {
  uri: string;
  version?: number;
  diagnostics: { range: LspRange; severity: number; code: string; message: string; source?: string }[];
}
export interface InitializeAnswer {
  capabilities: Record<string, unknown>;
  serverInfo?: { name: string };
}
export interface TextEdit {
  range: LspRange;
  newText: string;
}

/** Applies edits (non-overlapping) to a text, as an editor does. */
export function applyEdits(text: string, edits: TextEdit[]): string {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
  const offset = (p: { line: number; character: number }) => Math.min((lineStarts[p.line] ?? text.length) + p.character, text.length);
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let out = text;
  for (const e of sorted) out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}
