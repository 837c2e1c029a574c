// The VS Code extension as it ships: `vsce package` (apps/lsp/package-extension.ts) makes a .vsix
// that holds the manifest, the generated TextMate grammars and language configuration, and the
// bundled client; the client needs nothing but `vscode` and Node's own modules; and the server
// command the client would run starts a server that answers initialize.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTENSION_DIR, packageExtension } from "../../apps/lsp/package-extension.ts";
import { LspClient, REPO } from "./client.ts";

/** The files of a zip archive (stored or deflated entries), by name. */
function unzip(zip: Buffer): Map<string, Buffer> {
  // The end of central directory record: its signature, searched from the end (a comment may follow).
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error("not a zip archive");
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let k = 0; k < count; k++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("bad central directory entry");
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    files.set(name, method === 0 ? Buffer.from(raw) : inflateRawSync(raw));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const tmp = mkdtempSync(join(tmpdir(), "orrery-vsix-"));
let files: Map<string, Buffer>;
let manifest: { main: string; contributes: { grammars: { path: string; scopeName: string; language: string }[]; languages: { id: string; extensions: string[]; configuration: string }[] } };

beforeAll(async () => {
  const vsix = join(tmp, "orrery-cards.vsix");
  await packageExtension(vsix);
  files = unzip(readFileSync(vsix));
  manifest = JSON.parse(files.get("extension/package.json")!.toString("utf8"));
}, 120_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const entry = (path: string) => `extension/${path.replace(/^\.\//, "")}`;

describe("the .vsix", () => {
  it("holds the manifest, the grammars, the language configuration and the client it names", () => {
    expect([...files.keys()]).toEqual(expect.arrayContaining(["extension.vsixmanifest", "extension/package.json", "extension/dist/extension.js", "extension/src/server-command.js"]));
    expect(files.has(entry(manifest.main))).toBe(true);
    expect(manifest.contributes.grammars.map((g) => g.scopeName).sort()).toEqual(["source.orrery", "source.orrery-deck"]);
    for (const g of manifest.contributes.grammars) {
      const grammar = JSON.parse(files.get(entry(g.path))!.toString("utf8"));
      expect(grammar.scopeName).toBe(g.scopeName);
      // The very grammar committed in the repository (itself checked against the tables).
      expect(files.get(entry(g.path))!.toString("utf8")).toBe(readFileSync(join(EXTENSION_DIR, g.path), "utf8"));
    }
    const card = manifest.contributes.languages.find((l) => l.id === "orrery")!;
    expect(card.extensions).toEqual([".card"]);
    expect(JSON.parse(files.get(entry(card.configuration))!.toString("utf8")).comments).toEqual({ lineComment: "#" });
    // Nothing that is not the extension's: no sources of the repository, no node_modules.
    expect([...files.keys()].filter((f) => /node_modules|\.ts$|src\/extension\.js$/.test(f))).toEqual([]);
  });

  it("bundles the client: it requires only vscode and Node's own modules", () => {
    const client = files.get("extension/dist/extension.js")!.toString("utf8");
    const required = new Set([...client.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!));
    expect(required.has("vscode")).toBe(true);
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    expect([...required].filter((r) => r !== "vscode" && !builtins.has(r))).toEqual([]);
  });

  it("starts the server the client would start, and it answers initialize", async () => {
    // The client's own choice, from the .vsix: in this repository, `npx --no-install orrery lsp --stdio`.
    const path = join(tmp, "server-command.js");
    writeFileSync(path, files.get("extension/src/server-command.js")!);
    const { serverCommand } = createRequire(import.meta.url)(path) as {
      serverCommand: (o: { folder?: string; setting?: unknown; platform?: string }) => { command: string; args: string[]; cwd?: string; shell: boolean };
    };
    const run = serverCommand({ folder: REPO, setting: [], platform: "linux" });
    expect(run).toEqual({ command: "npx", args: ["--no-install", "orrery", "lsp", "--stdio"], cwd: REPO, shell: false });
    // A setting wins; a folder without orrery falls back to the PATH.
    expect(serverCommand({ folder: REPO, setting: ["node", "x.mjs", "lsp"], platform: "linux" }).command).toBe("node");
    expect(serverCommand({ folder: tmp, setting: [], platform: "linux" }).command).toBe("orrery");

    const client = new LspClient(run.command, run.args, { cwd: run.cwd, shell: run.shell });
    try {
      const init = await client.initialize(REPO);
      expect(init.serverInfo?.name).toBe("orrery");
      expect(init.capabilities.hoverProvider).toBe(true);
    } finally {
      expect(await client.shutdown()).toBe(0);
    }
  }, 60_000);
});
