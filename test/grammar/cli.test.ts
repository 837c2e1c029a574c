// `orrery check` and `orrery grammar --html` through the real CLI dispatcher.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../cli/main.ts";
import { SPEC as SPEC_COPY } from "../spec.ts";

const SPEC = new URL("cards/", SPEC_COPY);
const tmp = mkdtempSync(join(tmpdir(), "orrery-check-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let stdout = "";
let stderr = "";
beforeEach(() => {
  stdout = stderr = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((stdout += String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((stderr += String(s)), true));
  vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void (stdout += a.join(" ") + "\n"));
});
afterEach(() => vi.restoreAllMocks());

function write(rel: string, text: string): string {
  const path = join(tmp, rel);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
  return path;
}

describe("orrery check", () => {
  it("core.card: no diagnostic, exit 0, a summary line", async () => {
    expect(await main(["check", new URL("core.card", SPEC).pathname])).toBe(0);
    expect(stdout.trim()).toBe("checked 32 cards in 1 file: no problems");
  });

  it("invalid.card: exit 1, and every card gets the error its `# expect error:` comment names, inside it", async () => {
    const path = new URL("invalid.card", SPEC).pathname;
    expect(await main(["check", "--json", path])).toBe(1);
    const verdict = JSON.parse(stdout) as { cards: { diagnostics: { line: number; message: string; severity: string }[] }[] };
    const list = verdict.cards.flatMap((c) => c.diagnostics);
    const text = readFileSync(path, "utf8").split("\n");
    // Each `# expect error: "WORDS"` comment belongs to the card that follows it, up to the next comment.
    const expectations: { words: string; from: number; to: number }[] = [];
    text.forEach((l, i) => {
      const m = /^# expect error: "([^"]+)"/.exec(l);
      if (m?.[1] !== undefined) expectations.push({ words: m[1], from: i + 2, to: text.length });
    });
    expectations.forEach((e, k) => (e.to = (expectations[k + 1]?.from ?? text.length + 2) - 2));
    for (const e of expectations) {
      const hit = list.find((d) => d.severity === "error" && d.line >= e.from && d.line <= e.to && d.message.includes(e.words));
      expect(hit, `an error with "${e.words}" in lines ${e.from}-${e.to}`).toBeDefined();
    }
    expect(expectations).toHaveLength(8);
  });

  it("--json prints a verdict per card (name, valid, its diagnostics with exactly their fields) and a summary", async () => {
    const path = write("one.card", "card One\ncost: Q3\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n\ncard Two\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n");
    expect(await main(["check", "--json", path])).toBe(1);
    const file = expect.stringMatching(/one\.card$/);
    expect(JSON.parse(stdout)).toEqual({
      cards: [
        {
          file,
          name: "One",
          line: 1,
          valid: false,
          diagnostics: [
            {
              file,
              line: 2,
              column: 7,
              endLine: 2,
              endColumn: 9,
              severity: "error",
              code: "E1005",
              message: 'unknown energy type "Q3"; energy types are M (Mystic), B (Boost), C (Colorless), R (Robiumm)',
            },
          ],
        },
        { file, name: "Two", line: 8, valid: true, diagnostics: [] },
      ],
      diagnostics: [],
      summary: { files: 1, cards: 2, valid: 1, invalid: 1, errors: 1, warnings: 0 },
    });
  });

  it("--json: a problem before the first card belongs to no card", async () => {
    const path = write("stray.card", "stray words\ncard A\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n");
    expect(await main(["check", "--json", path])).toBe(1);
    const out = JSON.parse(stdout);
    expect(out.cards).toEqual([{ file: expect.stringMatching(/stray\.card$/), name: "A", line: 2, valid: true, diagnostics: [] }]);
    expect(out.diagnostics.map((d: { code: string }) => d.code)).toEqual(["E1011"]);
    expect(out.summary).toMatchObject({ cards: 1, valid: 1, errors: 1 });
  });

  it("folders are searched recursively for *.card; diagnostics are sorted by file and line", async () => {
    const dir = join(tmp, "set");
    write("set/b.card", "card B\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 crad.\n");
    write("set/sub/a.card", "card A\ncost: Q1\ntype: Effect Card\nnon permanent\ntext:\n  Dael 1 damage to target Summon.\n");
    write("set/notes.txt", "not a card");
    expect(await main(["check", dir])).toBe(1);
    const heads = stdout.split("\n").filter((l) => / - (error|warning) /.test(l));
    expect(heads.map((l) => l.replace(/^.*set\//, "").replace(/ - .*?: /, " "))).toEqual([
      'b.card:5:10 unknown word "crad"; did you mean "card"?',
      'sub/a.card:2:7 unknown energy type "Q1"; energy types are M (Mystic), B (Boost), C (Colorless), R (Robiumm)',
      'sub/a.card:6:3 unknown word "Dael"; did you mean "Deal"?',
    ]);
    expect(stdout).toContain("checked 2 cards in 2 files: 3 errors, 0 warnings");
  });

  it("prints a code frame with a caret under the problem", async () => {
    const path = write("frame.card", "card F\ntype: Effect Card\nnon permanent\ntext:\n  Deal 2 damage to target Sumon.\n");
    expect(await main(["check", "--no-color", path])).toBe(1);
    expect(stdout).toContain("5   Deal 2 damage to target Sumon.\n                     ~~~~~~~~~~~~\n");
  });

  it("warnings alone exit 0", async () => {
    const path = write("warn.card", "card W\ntype: Effect Card\ncrew: Pirate\nnon permanent\ntext:\n  Draw 1 card.\n");
    expect(await main(["check", path])).toBe(0);
    expect(stdout).toContain("W1103");
    expect(stdout).toContain("0 errors, 1 warning");
  });

  it("exit 2 with a clear message for a path that does not exist, or a folder without cards", async () => {
    expect(await main(["check", join(tmp, "missing.card")])).toBe(2);
    expect(stderr).toMatch(/no such file or folder: .*missing\.card/);
    mkdirSync(join(tmp, "empty"), { recursive: true });
    stderr = "";
    expect(await main(["check", join(tmp, "empty")])).toBe(2);
    expect(stderr).toMatch(/no \.card files in/);
  });
});

describe("orrery grammar --html", () => {
  it("writes a page of railroad diagrams that loads only local files (no http(s) URL)", async () => {
    const file = join(tmp, "docs", "grammar.html");
    mkdirSync(join(tmp, "docs"), { recursive: true });
    expect(await main(["grammar", "--html", file])).toBe(0);
    const html = readFileSync(file, "utf8");
    expect(html).not.toMatch(/https?:\/\//);
    // Every script and stylesheet it names exists beside it.
    const refs = [...html.matchAll(/(?:src|href)='([^']+)'/g)].map((m) => m[1] ?? "");
    expect(refs).toHaveLength(5);
    for (const r of refs) expect(existsSync(join(tmp, "docs", decodeURI(r))), r).toBe(true);
    // The grammar's rules are in the page: the card rule and an effect rule.
    expect(html).toContain('"name": "card"');
    expect(html).toContain('"name": "dealEffect"');
    expect(readdirSync(join(tmp, "docs"))).toEqual(["grammar.assets", "grammar.html"]);
  });

  it("exit 2 and one line when a path is a file where a folder must be (build --out) or a folder is missing (board --out)", async () => {
    const blocker = write("blocker2", "a file, not a folder");
    const card = write("ok.card", "card T\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n");
    expect(await main(["build", card, "--out", blocker])).toBe(2);
    expect(stderr.trim()).toBe(`error: scandir ${blocker}: a file stands where a folder is needed`);
    stderr = "";
    expect(await main(["board", "--out", join(tmp, "no", "such", "b.svg")])).toBe(2);
    expect(stderr.trim()).toBe(`error: open ${join(tmp, "no", "such", "b.svg")}: no such file or folder`);
  });

  it("exit 2 when the file cannot be written", async () => {
    const blocker = write("blocker", "a file, not a folder");
    expect(await main(["grammar", "--html", join(blocker, "x.html")])).toBe(2);
    expect(stderr).toMatch(/cannot write/);
  });
});

describe("the orrery binary and its pipes", () => {
  it("a reader that closes the pipe early ends the run quietly with 141 (as SIGPIPE would), no stack trace", async () => {
    const { spawn } = await import("node:child_process");
    const bin = new URL("../../bin/orrery.mjs", import.meta.url).pathname;
    const child = spawn(process.execPath, [bin, "check", new URL("invalid.card", SPEC).pathname], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.destroy(); // the reader is gone before the first write
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += String(d)));
    const code = await new Promise<number | null>((done) => child.on("close", (c) => done(c)));
    expect(code).toBe(141);
    expect(stderr).not.toContain("EPIPE");
  }, 30_000);
});

describe("linked card files in a folder", () => {
  it("a symbolic link to a .card file inside a checked folder is checked; a linked folder is not walked (links can loop)", async () => {
    const { symlinkSync } = await import("node:fs");
    const dir = join(tmp, "linked-dir");
    const real = join(dir, ".real"); // a dot folder: not walked, read only through the link
    mkdirSync(real, { recursive: true });
    writeFileSync(join(real, "bad.card"), "card A\ncost: Q3\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n");
    symlinkSync(join(real, "bad.card"), join(dir, "link.card"));
    symlinkSync(dir, join(dir, "loop"));
    expect(await main(["check", dir])).toBe(1); // Q3 (E1005) in the linked file
  });

  it("a link to a .card file outside the checked folder is not read (issue 18): check says so and reads nothing there", async () => {
    const { symlinkSync } = await import("node:fs");
    const outside = join(tmp, "outside-real");
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, "bad.card"), "card A\ncost: Q3\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n");
    const dir = join(tmp, "linked-out");
    mkdirSync(dir, { recursive: true });
    symlinkSync(join(outside, "bad.card"), join(dir, "link.card"));
    expect(await main(["check", dir])).toBe(2); // nothing read: no .card files
    expect(stderr).toContain("is a link that leads outside the folder named, or nowhere");
  });
});

describe("inputs that aren't regular files", () => {
  it("check on a FIFO or a device exits 2 with one line instead of hanging or filling memory", async () => {
    const { execFileSync } = await import("node:child_process");
    const fifo = join(tmp, "pipe.card");
    execFileSync("mkfifo", [fifo]);
    expect(await main(["check", fifo])).toBe(2);
    expect(stderr).toContain("is not a regular file");
    expect(await main(["check", "/dev/zero"])).toBe(2);
  });
});

describe("a file that is not card text (issue 30, 31)", () => {
  it("check README-like prose says once that it found no card, instead of an error per line", async () => {
    const prose = Array.from({ length: 300 }, (_, i) => `Line ${i + 1} of prose about Orrery, not a card.`).join("\n");
    const path = write("NOTES.md", `# Notes\n\n${prose}\n\n\`\`\`\ncard Spark\ncost: Q1\n\`\`\`\n`);
    expect(await main(["check", "--no-color", path])).toBe(1);
    expect(stdout.match(/ - error /g)).toHaveLength(1);
    expect(stdout).toMatch(/no card found in [^:]*NOTES\.md: its text is outside any card/);
    expect(stdout.trim().split("\n").at(-1)).toBe("checked 0 cards in 1 file: 1 error, 0 warnings");
  });

  it("a .card file with no card in it says so once too", async () => {
    const path = write("empty-of-cards.card", "hello\nworld\nthis is not a card\n");
    expect(await main(["check", "--no-color", path])).toBe(1);
    expect(stdout.match(/ - error /g)).toHaveLength(1);
    expect(stdout).toContain("no card found in");
  });
});
