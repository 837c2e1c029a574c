// Issue 31: one way to read a file. Every reader (card files, scenarios and the files they name,
// decks, saves, boards, share links, the language server's documents, the IR cache, project files)
// goes through apps/files.ts (readFileBytes / readTextFile: regular files only, the size checked
// on the open descriptor before reading, links kept inside a named folder, one-line errors). This
// test reads the sources and fails when any other module reads a file itself.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ReadError, readFileBytes, readTextFile } from "../../apps/files.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const THE_READER = "apps/files.ts";

/** Modules that may read on their own, each for a reason the checked reader can't serve. */
const ALLOWED: Record<string, string> = {
  // The compiler may not import apps/ (.dependency-cruiser.mjs); it reads the package's own
  // runtime sources, fixed paths beside it, never a path a user gave.
  "compiler/typecheck.ts": "the package's own runtime sources, for the build's type-check",
  // The browser bundle's stand-in for node:fs: it reads nothing (every call throws).
  "apps/playground/shims/fs.ts": "the browser's node:fs stand-in, which throws",
  // Node's module hook for the TypeScript sources: it reads the modules Node is importing.
  "bin/source-hooks.mjs": "the package's own modules, as Node imports them",
};

/** What reads a file: Node's readers (sync, callback, promise, stream, descriptor), Bun's and Deno's. */
const READERS = [
  /\breadFileSync\b/,
  /\breadFile\b/,
  /\bcreateReadStream\b/,
  /\bopenSync\b/,
  /\breadSync\b/,
  /\bopenAsBlob\b/,
  /\bfs\.promises\b/,
  /["'](node:)?fs\/promises["']/,
  /\bBun\.(file|read)/,
  /\bDeno\.(readFile|readTextFile|open|readAll)/,
  /\brequire\(\s*["'](node:)?fs["']\s*\)/,
];

function sources(): string[] {
  const out: string[] = ["index.ts"];
  const walk = (dir: string) => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (e.name === "node_modules" || e.name === "dist" || e.name === "generated" || e.name.startsWith(".")) continue;
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/\.(ts|mts|mjs|js)$/.test(e.name)) out.push(rel);
    }
  };
  for (const dir of ["grammar", "compiler", "runtime", "cli", "apps", "bin"]) walk(dir);
  return out.sort();
}

/** The code without its comments (a comment may name a reader to say why it isn't used). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

describe("one way to read a file", () => {
  const files = sources();

  it("finds the sources it checks (the reader among them)", () => {
    expect(files).toContain(THE_READER);
    expect(files).toContain("cli/main.ts");
    expect(files.length).toBeGreaterThan(100);
  });

  it(`no module but ${THE_READER} reads a file itself (allowed, with a reason: ${Object.keys(ALLOWED).join(", ")})`, () => {
    const offenders: string[] = [];
    for (const f of files) {
      if (f === THE_READER || Object.hasOwn(ALLOWED, f)) continue;
      const text = code(readFileSync(join(ROOT, f), "utf8"));
      for (const r of READERS) {
        const m = r.exec(text);
        if (m) offenders.push(`${f}: ${m[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the scan sees a reader where there is one: the checked reader's module and the allowed ones", () => {
    for (const f of [THE_READER, ...Object.keys(ALLOWED)]) {
      const text = code(readFileSync(join(ROOT, f), "utf8"));
      expect(
        READERS.some((r) => r.test(text)),
        `${relative(ROOT, join(ROOT, f))} reads nothing: take it off the list`,
      ).toBe(true);
    }
  });
});

describe("the checked reader (apps/files.ts)", () => {
  const tmp = mkdtempSync(join(tmpdir(), "orrery-reader-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("reads a regular file, and one through a link inside the folder named", () => {
    writeFileSync(join(tmp, "a.card"), "card A\n");
    symlinkSync("a.card", join(tmp, "same.card"));
    expect(readTextFile(join(tmp, "a.card"))).toBe("card A\n");
    expect(readTextFile(join(tmp, "same.card"), { within: tmp })).toBe("card A\n");
  });

  it("refuses a FIFO, a device, a folder and a link to a device, before reading, with one line naming the path", () => {
    const fifo = join(tmp, "pipe.card");
    execFileSync("mkfifo", [fifo]);
    const zero = join(tmp, "zero.card");
    symlinkSync("/dev/zero", zero);
    mkdirSync(join(tmp, "folder.card"));
    const cases: Array<[string, string]> = [
      [fifo, `${fifo} is not a regular file (a FIFO)`],
      ["/dev/zero", "/dev/zero is not a regular file (a device)"],
      [zero, `${zero} is not a regular file (a device)`],
      [join(tmp, "folder.card"), `${join(tmp, "folder.card")} is not a regular file (a folder)`],
    ];
    for (const [path, message] of cases) {
      let err: unknown;
      try {
        readFileBytes(path);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ReadError);
      expect((err as ReadError).reason).toBe("not-regular");
      expect((err as Error).message).toBe(message);
    }
  });

  it("checks the size before reading: a sparse file past the cap is refused without reading it", () => {
    const big = join(tmp, "big.card");
    execFileSync("truncate", ["-s", "65M", big]); // sparse: nothing to read, 65 MB by its size
    expect(() => readTextFile(big)).toThrow(`${big} is 65 MB; at most 64 MB is read`);
    writeFileSync(join(tmp, "small.card"), "x".repeat(101));
    expect(() => readTextFile(join(tmp, "small.card"), { maxBytes: 100 })).toThrow("is 101 bytes; at most 100 bytes is read");
    expect(readTextFile(join(tmp, "small.card"), { maxBytes: 101 })).toHaveLength(101);
  });

  it("keeps a named folder's links inside it; noFollow refuses any link", () => {
    const inside = join(tmp, "cards");
    mkdirSync(inside);
    writeFileSync(join(tmp, "secret.card"), "card Secret\n");
    symlinkSync(join(tmp, "secret.card"), join(inside, "out.card"));
    symlinkSync(join(tmp, "nowhere.card"), join(inside, "dangling.card"));
    for (const f of ["out.card", "dangling.card"]) {
      expect(() => readTextFile(join(inside, f), { within: inside })).toThrow(`${join(inside, f)} leads outside the folder it was named in, or nowhere; not read`);
    }
    expect(() => readTextFile(join(tmp, "same.card"), { noFollow: true })).toThrow("is a symbolic link; links are not followed");
    expect(() => readTextFile(join(tmp, "missing.card"))).toThrow(`${join(tmp, "missing.card")} does not exist`);
  });
});
