// Golden corpus, part 2: the games of 3 to 6 players (teams, placings, a given starting player) and
// the saved game of state format orrery-x610z/1, restored and played on. Each must give the
// recorded event log byte for byte (its sha256), the same counts and the same result (README.md).
import { describe, expect, it } from "vitest";
import { continueSave, goldenContext, goldenGames, plainEntry, playGolden, readGolden, readSave, SAVE_GAME, SAVE_LOG, sha256 } from "./games.ts";

const golden = readGolden();
const specs = goldenGames();
const ctx = goldenContext();
const entries = golden.games.filter((e) => !e.name.startsWith("2p "));

describe("golden event logs: seeded games are byte-identical to the recording (3 to 6 players)", () => {
  it("the corpus holds 3, 4, 5 and 6 player games, teams and placings", () => {
    for (const n of [3, 4, 5, 6]) expect(entries.some((e) => e.name.startsWith(`${n}p `))).toBe(true);
    expect(entries.some((e) => e.name.includes("teams ABAB"))).toBe(true);
    expect(entries.some((e) => e.name.includes("placings"))).toBe(true);
  });

  it.each(entries.map((e) => [e.name, e] as const))("%s", (name, recorded) => {
    const spec = specs.find((s) => s.name === name);
    expect(spec, `no game named "${name}" in goldenGames()`).toBeDefined();
    expect(plainEntry(playGolden(spec!, ctx))).toEqual(recorded);
  });
});

describe("golden event logs: the saved game (orrery-x610z/1) restores and plays on byte-identically to the recording", () => {
  const [taken, continued] = golden.saves;

  it("the save is a state of format orrery-x610z/1, and its log is the log of its game's first 150 actions as they were taken (SAVE_LOG)", () => {
    const state = readSave();
    expect(state.format).toBe("orrery-x610z/1");
    expect(taken!.name).toBe(SAVE_GAME.name);
    expect(sha256(JSON.stringify(state.log))).toBe(SAVE_LOG.hash);
    expect(state.log.length).toBe(SAVE_LOG.events);
  });

  it("the game the save was taken from plays to the same log today", () => {
    expect(plainEntry(playGolden(SAVE_GAME, ctx))).toEqual(taken);
  });

  it("restored with restoreGame and played on by RandomAgent 1001 and 1002, it gives the recorded log and result", () => {
    expect(continueSave(readSave(), ctx)).toEqual(continued);
  });
});
