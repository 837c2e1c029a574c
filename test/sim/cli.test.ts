// `orrery sim` on the project's starter decks (cards/decks): usage errors exit 2 (unknown decks
// listed), the text report, and the JSON summary, the same with --jobs 2 under `npx orrery`.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { command } from "../../cli/commands/sim.ts";

const ROOT = resolve(import.meta.dirname, "../..");
let out = "";
let err = "";
afterEach(() => vi.restoreAllMocks());
function capture() {
  out = "";
  err = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true));
}
const defaults = { games: "100", seed: "1", jobs: "1", agents: "heuristic,random", maxActions: "5000", board: "act1" };

describe("orrery sim", () => {
  it("exits 2 on an unknown deck name and lists the known decks", async () => {
    capture();
    expect(await command.run({ ...defaults, decks: "Mystic Marksmen,Tin Soldiers" })).toBe(2);
    expect(err).toContain('unknown deck "Tin Soldiers"');
    for (const name of ["Ember Court", "Iron Tide", "Mystic Marksmen", "Verdant Stampede"]) expect(err).toContain(`"${name}"`);
  });

  it("exits 2 on bad numbers, a bad agent or one deck", async () => {
    capture();
    expect(await command.run({ ...defaults, decks: "Iron Tide,Ember Court", games: "0" })).toBe(2);
    expect(await command.run({ ...defaults, decks: "Iron Tide,Ember Court", agents: "heuristic,genius" })).toBe(2);
    expect(await command.run({ ...defaults, decks: "Iron Tide" })).toBe(2);
    expect(err).toContain("--games must be a whole number");
    expect(err).toContain("one of heuristic, random");
    expect(err).toContain("two decks separated by a comma");
    expect(await command.run({ ...defaults, decks: "Iron Tide,Ember Court", cards: "/no/such/orrery/folder" })).toBe(2);
    expect(err).toContain("--cards: no folder /no/such/orrery/folder");
  });

  it("seeds are 32-bit: 2^32 would replay seed 0, so it and S+i past 2^32-1 are usage errors", async () => {
    capture();
    expect(await command.run({ ...defaults, decks: "Iron Tide,Ember Court", seed: "4294967296", games: "1" })).toBe(2);
    expect(await command.run({ ...defaults, decks: "Iron Tide,Ember Court", seed: "4294967290", games: "10" })).toBe(2);
    expect(err).toContain("--seed must be a whole number from 0 to 4294967295");
    const { createGame } = await import("../../runtime/index.ts");
    const { act1Options } = await import("../runtime/fixtures.ts");
    expect(() => createGame({ ...act1Options(1), seed: 2 ** 32 })).toThrow(/from 0 to 4294967295/);
  });

  it("prints win rates with a Wilson interval, length and card statistics for decks named by name or file", async () => {
    capture();
    expect(await command.run({ ...defaults, decks: "mystic-marksmen,Verdant Stampede", games: "4", seed: "3" })).toBe(0);
    expect(out).toContain("4 games: Mystic Marksmen (heuristic) vs Verdant Stampede (random) on act1, seeds 3..6");
    expect(out).toContain("95 % CI (Wilson score interval)");
    expect(out).toMatch(/average length \(\d+ finished games\): [\d.]+ turns, [\d.]+ actions/);
    expect(out).toContain("Tide Shard");
  });

  it("npx orrery sim --json gives the same summary with --jobs 1 and --jobs 2", () => {
    const run = (jobs: string) => {
      const r = spawnSync("npx", ["orrery", "sim", "--decks", "Iron Tide,Ember Court", "--games", "4", "--seed", "11", "--jobs", jobs, "--json"], { cwd: ROOT, encoding: "utf8" });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout;
    };
    const one = run("1");
    const summary = JSON.parse(one);
    expect(summary.games).toBe(4);
    expect(summary.records.map((g: { seed: number }) => g.seed)).toEqual([11, 12, 13, 14]);
    expect(summary.seats.map((s: { deck: string }) => s.deck)).toEqual(["Iron Tide", "Ember Court"]);
    expect(run("2")).toBe(one);
  });
});
