// `orrery judge` end to end: twenty small entries (valid, invalid, hostile: a huge file, a link to
// /etc/passwd, a FIFO, `../` and absolute scenario paths, a name that is markup, look-alike names,
// too many files), judged twice (--jobs 2 and --jobs 1) with 2 games per pairing on two reference
// decks: reports per entry and the summary are written, the JSON is byte-identical, no path
// outside a submission and nothing of /etc shows up, and the exit codes are 0, 1 and 2. The
// hostile entries that can't be committed (links, FIFO, the large and the crowded folder) are
// made in a temporary copy.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURES = join(ROOT, "test/judge/entries");
const BASE = ["--games", "2", "--decks", "Ember Court,Iron Tide", "--seed", "7"];

let tmp: string;
let entries: string[];

function judge(args: string[]) {
  return spawnSync("npx", ["orrery", "judge", ...args], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

const card = (name: string) => `card ${name}\ncost: M1\ntype: Effect Card\nrestriction: 2\nnon permanent\ntext:\n  Deal 1 damage to target Summon.\n`;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "orrery-judge-"));
  const dir = join(tmp, "entries");
  cpSync(FIXTURES, dir, { recursive: true });
  // A link to /etc/passwd as a card file and one to /etc/hostname as a scenario.
  symlinkSync("/etc/passwd", join(dir, "symlink-passwd/stolen.card"));
  symlinkSync("/etc/hostname", join(dir, "symlink-passwd/peek.scenario.yaml"));
  // A folder link out of the entry, named by a scenario.
  mkdirSync(join(dir, "link-folder"));
  writeFileSync(join(dir, "link-folder/door.card"), card("Judge Door"));
  symlinkSync("/etc", join(dir, "link-folder/cards"));
  writeFileSync(join(dir, "link-folder/door.scenario.yaml"), "scenario: through the door\ncards: [cards]\nplayers:\n  alice: {}\n  bob: {}\n");
  // A card file past the size bound (64 KB).
  mkdirSync(join(dir, "huge-text"));
  writeFileSync(join(dir, "huge-text/huge.card"), card("Huge") + `flavor: ${"A".repeat(80_000)}\n`);
  // A FIFO named like a card file: reading it would block forever.
  mkdirSync(join(dir, "fifo-entry"));
  spawnSync("mkfifo", [join(dir, "fifo-entry/pipe.card")]);
  // Too many files.
  mkdirSync(join(dir, "crowded"));
  for (let i = 0; i < 205; i++) writeFileSync(join(dir, "crowded", `c${String(i).padStart(3, "0")}.card`), card(`Crowd ${i}`));
  entries = readdirSync(dir)
    .sort()
    .map((e) => join(dir, e));
}, 60_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("orrery judge", () => {
  let a: ReturnType<typeof judge>;
  let b: ReturnType<typeof judge>;
  let report: {
    entries: Array<{
      entry: string;
      id: string;
      status: string;
      rejected: string | null;
      flags: string[];
      diagnostics: Array<{ code: string; message: string; file: string; line: number; column: number }>;
      scenarios: Array<{ passed: boolean; errors: string[] }>;
      balance: unknown[];
      cards: Array<{ name: string; words: string[] }>;
      canonical: unknown[];
    }>;
    summary: unknown[];
  };

  beforeAll(() => {
    a = judge([...entries, ...BASE, "--jobs", "2", "--out", join(tmp, "a"), "--json"]);
    b = judge([...entries, ...BASE, "--jobs", "1", "--out", join(tmp, "b"), "--json"]);
    report = JSON.parse(a.stdout);
  }, 300_000);

  it("judges twenty entries and exits 1 because some are not valid", () => {
    expect(entries).toHaveLength(20);
    expect(a.stderr).not.toMatch(/internal error/);
    expect(a.status).toBe(1);
    expect(report.entries.map((e) => e.entry)).toEqual(
      entries.map((e) =>
        e
          .split("/")
          .pop()!
          .replace(/\.card$/, ""),
      ),
    );
  });

  it("writes an HTML and a JSON report per entry, the summary page and the contest's JSON", () => {
    const files = readdirSync(join(tmp, "a")).sort();
    for (const e of report.entries) expect(files).toEqual(expect.arrayContaining([`${e.id}.html`, `${e.id}.json`]));
    expect(files).toEqual(expect.arrayContaining(["index.html", "contest.json"]));
    expect(files).toHaveLength(2 * 20 + 2);
    expect(readFileSync(join(tmp, "a/contest.json"), "utf8")).toBe(a.stdout);
  });

  it("gives byte-identical reports across runs, with --jobs 2 and --jobs 1", () => {
    expect(b.status).toBe(1);
    expect(b.stdout).toBe(a.stdout);
    for (const f of readdirSync(join(tmp, "a"))) expect(readFileSync(join(tmp, "b", f), "utf8"), f).toBe(readFileSync(join(tmp, "a", f), "utf8"));
  });

  it("writes no path outside a submission and nothing read from outside", () => {
    for (const f of readdirSync(join(tmp, "a"))) {
      const text = readFileSync(join(tmp, "a", f), "utf8");
      expect(text, f).not.toContain(tmp);
      expect(text, f).not.toContain(ROOT);
      expect(text, f).not.toMatch(/root:x:0:0/);
    }
  });

  const entry = (name: string) => report.entries.find((e) => e.entry === name)!;
  const codes = (name: string) => entry(name).diagnostics.map((d) => d.code);

  it("reports valid entries with canonical text, plain words, scenarios and balance", () => {
    for (const name of ["valid-spark", "valid-single", "failing-scenario", "lookalike-a", "script-name", "dotdot-scenario"]) expect(entry(name).status, name).toBe("valid");
    const spark = entry("valid-spark");
    expect(spark.canonical).toHaveLength(1);
    expect(spark.cards[0]!.words.join(" ")).toMatch(/damage/);
    expect(spark.scenarios.map((s) => s.passed)).toEqual([true]);
    expect(spark.balance).toHaveLength(1);
    expect(spark.flags).toEqual([]);
    expect(entry("failing-scenario").flags).toEqual(["scenario failed: wrong.scenario.yaml"]);
  });

  it("reports every diagnostic of an invalid entry with line, column, code and message", () => {
    const broken = entry("invalid-syntax");
    expect(broken.status).toBe("invalid");
    expect(broken.diagnostics.length).toBeGreaterThanOrEqual(3);
    for (const d of broken.diagnostics) expect(d.line).toBeGreaterThan(0);
    // `Deal two damage ...`: natural wording the language doesn't take, E1019 (issue 14), naming "Deal 2 damage".
    expect(codes("invalid-syntax")).toEqual(expect.arrayContaining(["E1005", "E1008", "E1019"]));
    expect(codes("invalid-rules")).toContain("E2001");
    expect(codes("no-cards")).toEqual(["J005"]);
    expect(codes("reference-name")).toContain("J011");
    expect(entry("duplicate-in-entry").status).toBe("invalid");
    expect(entry("bad-yaml-scenario").scenarios[0]!.errors[0]).toMatch(/^broken\.scenario\.yaml: .*line \d+, column \d+/);
  });

  it("treats hostile entries as data: links, FIFOs, huge files and crowds are refused, not read", () => {
    expect(codes("symlink-passwd")).toEqual(["J002", "J002"]);
    expect(codes("fifo-entry")).toContain("J003");
    expect(codes("huge-text")).toContain("J001");
    expect(codes("crowded")).toContain("J004");
    expect(entry("link-folder").scenarios[0]!.errors.join("\n")).toMatch(/"cards" is not a card file or folder of this entry/);
  });

  it("refuses ../ and absolute scenario paths with one message, whether or not the path exists", () => {
    const errors = entry("dotdot-scenario").scenarios.map((s) =>
      s.errors
        .join("\n")
        .replace(/"[^"]*" is not/, '"…" is not')
        .replace(/^[a-z]+\.scenario\.yaml/, "X"),
    );
    expect(errors).toHaveLength(4);
    expect(new Set(errors).size).toBe(1);
    expect(errors[0]).toMatch(/is not a card file or folder of this entry/);
  });

  it("flags look-alike names between entries and against the reference set", () => {
    expect(entry("lookalike-a").flags).toEqual(['look-alike: "Ember Lance" and "Еmber Lance" (entry lookalike-b)']);
    expect(entry("lookalike-b").flags).toContain('look-alike: "Еmber Lance" and "Ember Lance" (entry lookalike-a)');
    expect(entry("reference-lookalike").flags).toContain('look-alike: "C0met Drake" and "Comet Drake" (reference set)');
  });

  it("escapes an entry's names in HTML and SVG", () => {
    const html = readFileSync(join(tmp, "a/script-name.html"), "utf8");
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).toContain("&lt;/svg&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;");
  });

  it("exits 0 when every entry is valid, 2 for usage errors", () => {
    const ok = judge([join(FIXTURES, "valid-single.card"), "--games", "1", "--decks", "Ember Court,Iron Tide", "--out", join(tmp, "c")]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^valid-single: valid {2}shift [+-]\d+\.\d %/m);
    expect(judge([join(FIXTURES, "valid-single.card"), "--games", "zero"]).status).toBe(2);
    expect(judge([join(tmp, "no-such-entry")]).status).toBe(2);
    expect(judge([join(FIXTURES, "valid-single.card"), "--decks", "No Such Deck"]).status).toBe(2);
  }, 120_000);

  it("--agent search plays the balance games with the search agent and names it and its budget in the settings", () => {
    const args = [join(FIXTURES, "valid-single.card"), "--games", "1", "--decks", "Ember Court,Iron Tide", "--out", join(tmp, "s"), "--json"];
    const r = judge([...args, "--agent", "search", "--search-playouts", "2"]);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { settings: { agent: string; searchPlayouts?: number }; baseline: Array<{ games: number }> };
    expect(report.settings.agent).toBe("search");
    expect(report.settings.searchPlayouts).toBe(2);
    expect(report.baseline.map((b) => b.games)).toEqual([1, 1]);
    expect(judge([...args, "--agent", "minimax"]).status).toBe(2);
    expect(judge([...args, "--agent", "search", "--search-playouts", "0"]).status).toBe(2);
  }, 300_000);

  it("stops a card at the first look where its interval is narrow enough, the same JSON with --jobs 1 and --jobs 2", () => {
    const examples = ["useless.card", "broken.card"].map((f) => join(ROOT, "apps/judge/examples", f));
    const args = [...examples, "--games", "12", "--looks", "2", "--precision", "0.3", "--decks", "Ember Court,Verdant Stampede", "--json"];
    const one = judge([...args, "--jobs", "1", "--out", join(tmp, "l1")]);
    const two = judge([...args, "--jobs", "2", "--out", join(tmp, "l2")]);
    expect(one.status, one.stderr).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const rep = JSON.parse(one.stdout) as {
      settings: { looks: number; criticalValue: number };
      entries: Array<{ entry: string; balance: Array<{ games: number; looks: number; stopped: string; shift: number; ci95: [number, number]; twins: { pairs: number } }> }>;
    };
    expect(rep.settings.looks).toBe(2);
    // Pocock's constant for 2 looks (Jennison and Turnbull, Table 2.1): 2.178.
    expect(rep.settings.criticalValue).toBeCloseTo(2.178, 3);
    const useless = rep.entries.find((e) => e.entry === "useless")!.balance[0]!;
    // Look 1 (6 games a pairing, 12 pairs), no pair differing: Tango's interval is
    // ±c^2 / (12 + c^2) = ±0.2833 with c = 2.178, inside ±0.3, so the card stops there.
    expect(useless).toMatchObject({ games: 6, looks: 1, stopped: "precision", shift: 0 });
    expect(useless.twins.pairs).toBe(12);
    expect(useless.ci95[1]).toBeCloseTo(2.178 ** 2 / (12 + 2.178 ** 2), 3);
  }, 300_000);

  it("rejects an entry past its time limit and still reports the others", () => {
    // Enough games that the entry can't finish in 0.5 s however fast games get (2 did, once they got faster).
    const r = judge([join(FIXTURES, "valid-spark"), join(FIXTURES, "invalid-rules"), "--games", "200", "--decks", "Ember Court,Iron Tide", "--timeout", "0.5", "--out", join(tmp, "d"), "--json"]);
    expect(r.status).toBe(1);
    const rep = JSON.parse(r.stdout) as typeof report;
    const spark = rep.entries.find((e) => e.entry === "valid-spark")!;
    expect(spark.status).toBe("rejected");
    expect(spark.rejected).toMatch(/time limit/);
    expect(rep.entries.find((e) => e.entry === "invalid-rules")!.status).toBe("invalid");
  }, 120_000);
});
