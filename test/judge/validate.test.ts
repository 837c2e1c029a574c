// The judge's validity test (issue 29): a reduced reference ladder judged end to end must come out
// in its constructed order, and the parts that decide it (Spearman's rho, the ladders' files) must
// read what they are given. The reduced ladder is the strictly useless card against the strictly
// broken one (apps/judge/ladders/extremes) on the two decks where the broken card matters most, 40
// games per pairing: the broken card's games must beat the useless card's at 95 % (paired by
// seed), and the useless card's games must nearly all end as their twins without it did. That
// fails if the shift's sign is turned over, or if the twins stop being twins (a deck shuffled
// differently with the card, other seeds): then about half the pairs would differ.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readLadders, spearman, type Validation } from "../../apps/judge/validate.ts";

const ROOT = resolve(import.meta.dirname, "../..");

describe("Spearman's rho", () => {
  it("is 1 in order, -1 reversed, 0.9 with one neighbouring pair swapped among five", () => {
    expect(spearman([1, 2, 3, 4, 5], [0.1, 0.2, 0.3, 0.4, 0.5])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4, 5], [5, 4, 3, 2, 1])).toBeCloseTo(-1, 12);
    // 1 - 6 * (1 + 1) / (5 * 24) = 0.9.
    expect(spearman([1, 2, 3, 4, 5], [0.1, 0.3, 0.2, 0.4, 0.5])).toBeCloseTo(0.9, 12);
  });
  it("gives ties their mean rank", () => {
    // Ranks of y: 1.5, 1.5, 3; sum of products about the means 1.5, sums of squares 2 and 1.5.
    expect(spearman([1, 2, 3], [0, 0, 1])).toBeCloseTo(1.5 / Math.sqrt(3), 12);
    expect(spearman([1, 2, 3], [0, 0, 0])).toBe(0);
  });
});

describe("the ladders' files", () => {
  it("reads rungs by their rank and refuses a rung without one", () => {
    const dir = mkdtempSync(join(tmpdir(), "orrery-ladders-"));
    try {
      mkdirSync(join(dir, "a"));
      for (const f of ["2-b.card", "10-c.card", "1-a.card"]) writeFileSync(join(dir, "a", f), "");
      expect(readLadders(dir)[0]!.rungs.map((r) => r.rank)).toEqual([1, 2, 10]);
      writeFileSync(join(dir, "a", "top.card"), "");
      expect(() => readLadders(dir)).toThrow(/starts with its rank/);
      expect(() => readLadders(dir, ["nope"])).toThrow(/no ladder "nope"/);
      expect(() => readLadders(join(dir, "missing"))).toThrow(/no ladders folder/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("holds the issue's ladders, each in order with at least 2 rungs", () => {
    const ladders = readLadders(join(ROOT, "apps/judge/ladders"));
    expect(ladders.map((l) => l.name)).toEqual(["cost", "damage", "extremes", "vanilla"]);
    for (const l of ladders) expect(l.rungs.length).toBeGreaterThanOrEqual(l.name === "extremes" ? 2 : 5);
  });
});

describe("judge-validate on a reduced ladder", () => {
  it("ranks the broken card above the useless one at 95 %, on twins that differ only where the card matters", () => {
    const r = spawnSync("npx", ["orrery", "judge-validate", "--ladder", "extremes", "--decks", "Ember Court,Verdant Stampede", "--games", "40", "--looks", "1", "--jobs", "2", "--json"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(r.status, r.stderr).toBe(0);
    const v = JSON.parse(r.stdout) as Validation;
    const [useless, broken] = v.ladders[0]!.rungs;
    expect(useless!.card).toBe("Ladder Blank");
    expect(broken!.card).toBe("Ladder Cataclysm");
    // Two pairings, 40 games each, with the card; as many twins without it (shared by both rungs).
    expect(v.games).toBe(3 * 2 * 40);
    // The useless card is never cast: its games end as their twins did, but for the rare game a
    // replaced card would have changed (0 of 80 here; 5 of 80 with the copies appended at the end
    // of the deck, which shuffles it differently).
    expect(useless!.castShare).toBe(0);
    expect(useless!.differing).toBeLessThanOrEqual(0.02);
    expect(Math.abs(useless!.shift)).toBeLessThanOrEqual(0.02);
    // A board wipe for one energy wins games.
    expect(broken!.shift).toBeGreaterThanOrEqual(0.05);
    const t = v.ladders[0]!.topOverBottom;
    expect(t.separated).toBe(true);
    expect(t.ci95[0]).toBeGreaterThan(0);
    expect(v.ladders[0]!.pass).toBe(true);
    expect(r.stderr).toMatch(/extremes: Spearman's rho 1\.00 .*: pass/);
  }, 240_000);
});
