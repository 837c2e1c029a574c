// Issue 31: the language server survives malformed input. A header without Content-Length, a
// Content-Length that is not a number, a body that is not JSON, and a header whose body never came
// (the next frame follows at once) are each answered with a JSON-RPC error (id null, -32600 or
// -32700) and skipped; the server goes on answering the requests after them. Over stdio, with a
// real child process, as an editor talks to it.
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FrameGuard, INVALID_REQUEST, PARSE_ERROR, type BadFrame } from "../../apps/lsp/frames.ts";
import { LspClient, REPO } from "./client.ts";

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe("malformed frames over stdio", () => {
  let client: LspClient;
  beforeAll(async () => {
    client = LspClient.orrery();
    await client.initialize(REPO, { debounceMs: 50 });
  }, 60_000);
  afterAll(async () => void (await client.shutdown()));

  it("each gets a JSON-RPC error, and a request after them is answered", { timeout: 60_000 }, async () => {
    const since = client.notifications.length;
    const symbols = JSON.stringify({ jsonrpc: "2.0", id: 900, method: "textDocument/documentSymbol", params: { textDocument: { uri: "file:///nowhere.card" } } });
    client.writeRaw(`Content-Type: application/vscode-jsonrpc\r\n\r\n${symbols}`); // no Content-Length
    client.writeRaw("Content-Length: twelve\r\n\r\n");
    client.writeRaw(frame("{oops, not JSON"));
    client.writeRaw("Content-Length: 400\r\n\r\n"); // a header whose body never comes: the next frame follows
    // Then a real request: a card opened and its symbols asked for.
    const uri = pathToFileURL(`${REPO}test/lsp/frames-unsaved.card`).href;
    client.open(uri, "card Spark Bolt\ncost: Q1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n");
    const answer = await client.request<Array<{ name: string }>>("textDocument/documentSymbol", { textDocument: { uri } }, 30_000);
    expect(answer.map((s) => s.name)).toEqual(["Spark Bolt"]);
    const errors = client.notifications.slice(since).filter((m) => m.id === null && m.error);
    const codes = errors.map((m) => m.error!.code);
    expect(codes).toContain(INVALID_REQUEST); // no Content-Length, or not a number
    expect(codes).toContain(PARSE_ERROR); // not JSON, or a body cut short
    expect(errors.length).toBeGreaterThanOrEqual(4);
  });
});

describe("FrameGuard", () => {
  const run = (chunks: Buffer[]) => {
    const bad: BadFrame[] = [];
    const guard = new FrameGuard((b) => bad.push(b));
    const out: Buffer[] = [];
    guard.on("data", (d: Buffer) => out.push(d));
    for (const c of chunks) guard.write(c);
    return { bad, out: Buffer.concat(out).toString("utf8") };
  };

  it("passes a large frame arriving in 1 KB pieces through whole, once", () => {
    const body = JSON.stringify({ jsonrpc: "2.0", method: "x", params: { text: "card A\n".repeat(300_000) } }); // about 2 MB
    const bytes = Buffer.from(frame(body));
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 1024) chunks.push(bytes.subarray(i, i + 1024));
    const r = run(chunks);
    expect(r.bad).toEqual([]);
    expect(r.out).toBe(frame(body));
  });

  it("refuses a Content-Length over the cap without keeping what follows, and reads the next frame", () => {
    const next = frame('{"jsonrpc":"2.0","method":"ok"}');
    const r = run([Buffer.from("Content-Length: 99999999999\r\n\r\n"), Buffer.from(next)]);
    expect(r.bad.map((b) => b.code)).toEqual([INVALID_REQUEST]);
    expect(r.bad[0]!.message).toBe("skipped a message of 99999999999 bytes; at most 67108864 are read");
    // A JSON body never holds a header: the one that follows is a frame of its own.
    expect(r.out).toBe(next);
  });

  it("garbage before a frame is skipped up to the frame", () => {
    const good = frame('{"jsonrpc":"2.0","method":"ok"}');
    const r = run([Buffer.from(`hello there\r\n\r\n{"x":1}${good}`)]);
    expect(r.out).toBe(good);
    expect(r.bad.length).toBeGreaterThanOrEqual(1);
  });
});
