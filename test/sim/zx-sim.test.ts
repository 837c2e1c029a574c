// `orrery sim --game zx` on the Z/X decks (cards/zx/decks): usage errors exit 2, the text report
// (win rates with Wilson intervals, first player, endings), the JSON summary, reproducibility.
import { afterEach, describe, expect, it, vi } from "vitest";
import { command } from "../../cli/commands/sim.ts";
import { wilson } from "../../apps/sim/stats.ts";

let out = "";
let err = "";
afterEach(() => vi.restoreAllMocks());
function capture() {
  out = "";
  err = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true));
}
const defaults = { games: "6", seed: "1", jobs: "1", agents: "heuristic,random", maxActions: "5000", board: "act1", game: "zx" };

describe("orrery sim --game zx", () => {
  it("exits 2 on an unknown deck and lists the Z/X decks; on an unknown game", async () => {
    capture();
    expect(await command.run({ ...defaults, decks: "Tidal Choir,Mystic Marksmen" })).toBe(2);
    expect(err).toContain('unknown Z/X deck "Mystic Marksmen"');
    for (const name of ["Briar Light", "Hollow Court", "Red Green Blaze", "Tidal Choir"]) expect(err).toContain(`"${name}"`);
    expect(await command.run({ ...defaults, decks: "Tidal Choir,Hollow Court", game: "chess" })).toBe(2);
    expect(err).toContain('--game is x610z or zx, not "chess"');
    expect(await command.run({ ...defaults, decks: "Tidal Choir,Hollow Court", games: "0" })).toBe(2);
  });

  it("prints win rates with Wilson intervals, the first player's rate and how games ended", async () => {
    capture();
    expect(await command.run({ ...defaults, decks: "Red Green Blaze,hollow-court" })).toBe(0);
    expect(out).toContain("6 Z/X games: Red Green Blaze (heuristic) vs Hollow Court (random), seeds 1..6");
    expect(out).toMatch(/95 % CI \(Wilson score interval\)/);
    expect(out).toMatch(/first player won \d+ \(/);
    expect(out).toMatch(/how they ended: last Life card taken by an attack \d+ \(ZX-704\.1/);
    expect(out).toMatch(/games\/s/);
  }, 120_000);

  it("--json: a summary whose figures add up and repeat for the same seed", async () => {
    capture();
    expect(await command.run({ ...defaults, decks: "Tidal Choir,Briar Light", agents: "random,random", json: true })).toBe(0);
    const a = JSON.parse(out);
    capture();
    expect(await command.run({ ...defaults, decks: "Tidal Choir,Briar Light", agents: "random,random", json: true })).toBe(0);
    const b = JSON.parse(out);
    expect(a.game).toBe("zx");
    expect(a.games).toBe(6);
    expect(a.seats[0].wins + a.seats[1].wins + a.draws + a.unfinished + a.errors.length).toBe(6);
    expect(a.seats[0].ci95).toEqual(wilson(a.seats[0].wins, 6));
    expect(a.firstPlayer.ci95).toEqual(wilson(a.firstPlayer.wins, 6));
    const ended = a.endings.lifeByAttack + a.endings.lifeByDeckRefresh + a.endings.concession + a.endings.draw;
    expect(ended).toBe(a.average.finishedGames);
    expect(a.records.map((r: { first: number }) => r.first)).toEqual([0, 1, 0, 1, 0, 1]);
    const strip = (s: { gamesPerSecond: number }) => ({ ...s, gamesPerSecond: 0 });
    expect(strip(a)).toEqual(strip(b));
  }, 120_000);
});
