// compiler/sim/stats.ts: the Wilson score interval (values computed by hand from its formula) and
// the summary of a few hand-made game records.
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../apps/sim/game.ts";
import { formatSummary, summarize, wilson } from "../../apps/sim/stats.ts";

describe("Wilson score interval (95 %)", () => {
  it("20 of 20 gives [n/(n+z²), 1] = [0.8389, 1]; 0 of 20 gives [0, z²/(n+z²)] = [0, 0.1611]", () => {
    const [lo, hi] = wilson(20, 20);
    expect(lo).toBeCloseTo(20 / (20 + 1.96 ** 2), 10);
    expect(lo).toBeCloseTo(0.8389, 4);
    expect(hi).toBe(1);
    const [lo0, hi0] = wilson(0, 20);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.1611, 4);
  });

  it("5 of 10 is centred on 0.5: [0.2366, 0.7634]", () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
  });

  it("no games: the whole range", () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

const rec = (index: number, r: Partial<GameRecord>): GameRecord => ({
  index,
  seed: 100 + index,
  first: (index % 2) as 0 | 1,
  winner: null,
  draw: false,
  unfinished: false,
  reason: null,
  turns: 0,
  actions: 0,
  attacks: 0,
  casts: [{}, {}],
  ...r,
});

describe("summary", () => {
  // Four games (seat `index % 2` takes the first turn): seat 0 wins games 0 and 2, seat 1 game 1,
  // game 3 is unfinished; every winner was the first player.
  const records = [
    rec(3, { unfinished: true, turns: 50, actions: 5000, casts: [{ Starfall: 1 }, {}] }),
    rec(0, { winner: 0, reason: "endingDot", turns: 8, actions: 100, attacks: 1, casts: [{ Starfall: 2, "Tide Shard": 3 }, { Starfall: 1 }] }),
    rec(1, { winner: 1, reason: "lifeBaseLeftPlay", turns: 10, actions: 120, attacks: 4, casts: [{}, { "Tide Shard": 2 }] }),
    rec(2, { winner: 0, reason: "endingDot", turns: 12, actions: 140, attacks: 1, casts: [{ Starfall: 1 }, {}] }),
  ];
  const s = summarize(records, { seed: 100, board: "act1", maxActions: 5000, decks: ["A", "B"], agents: ["heuristic", "random"] });

  it("counts wins per seat over all games, the first player's wins, unfinished games", () => {
    expect(s.games).toBe(4);
    expect(s.seats.map((x) => [x.deck, x.wins, x.rate])).toEqual([
      ["A", 2, 0.5],
      ["B", 1, 0.25],
    ]);
    expect(s.seats[0].ci95).toEqual(wilson(2, 4));
    expect(s.firstPlayer.wins).toBe(3);
    expect(s.unfinished).toBe(1);
    expect(s.draws).toBe(0);
  });

  it("averages length over finished games only: (8+10+12)/3 turns, (100+120+140)/3 actions, (1+4+1)/3 attacks", () => {
    expect(s.average).toEqual({ turns: 10, actions: 120, attacks: 2, finishedGames: 3 });
  });

  it("106.2-106.3 counts how the finished games ended", () => {
    expect(s.endings).toEqual({ endingDot: 2, lifeBaseLeftPlay: 1, emptyDeck: 0, concession: 0, loop: 0 });
    expect(formatSummary(s)).toContain("how they ended: Life Base on an ending dot 2 (602.2), Life Base left play 1, empty deck 0, concession 0 (106.3)");
  });

  it("per card: times cast, games x sides cast in, and the casting side's wins", () => {
    // Starfall: 1 (g3, s0) + 2 (g0, s0) + 1 (g0, s1) + 1 (g2, s0) = 5 casts in 4 side-games; won g0 s0 and g2 s0.
    expect(s.cards.find((c) => c.card === "Starfall")).toEqual({ card: "Starfall", casts: 5, games: 4, wins: 2, rate: 0.5 });
    // Tide Shard: 3 (g0, s0, won) + 2 (g1, s1, won).
    expect(s.cards.find((c) => c.card === "Tide Shard")).toEqual({ card: "Tide Shard", casts: 5, games: 2, wins: 2, rate: 1 });
  });

  it("lists games in game order whatever order the records came in", () => {
    expect(s.records.map((r) => r.seed)).toEqual([100, 101, 102, 103]);
  });

  it("prints the win rates with their Wilson interval and the card table", () => {
    const text = formatSummary(s);
    expect(text).toContain("95 % CI (Wilson score interval)");
    expect(text).toMatch(/A\s+heuristic\s+2\s+50\.0 %/);
    expect(text).toContain("unfinished 1");
    expect(text).toMatch(/Starfall\s+5\s+4\s+2\s+50\.0 %/);
  });
});
