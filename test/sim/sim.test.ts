// compiler/sim: seeded games (game i uses seed S+i, the first turn alternating), the action bound,
// and identical results on one thread and on worker threads.
import { describe, expect, it } from "vitest";
import { gameSpecs, playSimGame, type SimContext } from "../../apps/sim/game.ts";
import { runSim, type SimOptions } from "../../apps/sim/index.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { library, mysticTest, verdantTest } from "../ai/library.ts";

const base: SimOptions = {
  library,
  board: act1,
  boardName: "act1",
  decks: [
    { name: "Mystic Test", cards: mysticTest },
    { name: "Verdant Test", cards: verdantTest },
  ],
  agents: ["heuristic", "random"],
  games: 6,
  seed: 40,
  jobs: 1,
  maxActions: 5000,
};
const ctx: SimContext = { library, board: act1, decks: [mysticTest, verdantTest], agents: ["heuristic", "random"], maxActions: 5000 };

describe("sim", () => {
  it("game i uses seed S+i and the seats take the first turn in turn (105.1)", () => {
    expect(gameSpecs(4, 40)).toEqual([
      { index: 0, seed: 40, first: 0 },
      { index: 1, seed: 41, first: 1 },
      { index: 2, seed: 42, first: 0 },
      { index: 3, seed: 43, first: 1 },
    ]);
  });

  it("a game is a function of its seed: playing it again gives the same record", () => {
    const spec = { index: 0, seed: 41, first: 1 as const };
    const once = playSimGame(spec, ctx);
    expect(once.error).toBeUndefined();
    expect(once.actions).toBeGreaterThan(0);
    expect(playSimGame(spec, ctx)).toEqual(once);
  });

  it("--agents search: the search agent plays a seat with its budget, the same game again from the same seed", () => {
    const searchCtx: SimContext = { ...ctx, agents: ["search", "heuristic"], searchPlayouts: 3 };
    const spec = { index: 0, seed: 41, first: 0 as const };
    const once = playSimGame(spec, searchCtx);
    expect(once.error).toBeUndefined();
    expect(once.unfinished).toBe(false);
    expect(once.winner === 0 || once.winner === 1).toBe(true);
    expect(playSimGame(spec, searchCtx)).toEqual(once);
  });

  it("403.1 counts at most one Energy Crystal Card cast per turn of its caster", () => {
    const r = playSimGame({ index: 0, seed: 7, first: 0 }, ctx);
    const crystals = ["Tide Shard", "Verdant Shard", "Hollow Shard"];
    for (const seat of [0, 1] as const) {
      const cast = crystals.reduce((n, c) => n + (r.casts[seat][c] ?? 0), 0);
      expect(cast).toBeGreaterThan(0);
      // Seat 0 starts: it has ceil(turns/2) turns, seat 1 floor(turns/2).
      expect(cast).toBeLessThanOrEqual(seat === 0 ? Math.ceil(r.turns / 2) : Math.floor(r.turns / 2));
    }
  });

  it("a game still running at the action bound is unfinished, not a win, and the sim goes on", async () => {
    const s = await runSim({ ...base, games: 3, maxActions: 25 });
    expect(s.unfinished).toBe(3);
    expect(s.seats.map((x) => x.wins)).toEqual([0, 0]);
    expect(s.records.every((r) => r.actions === 25 && r.unfinished)).toBe(true);
    expect(s.average.finishedGames).toBe(0);
  });

  it("--jobs 2 (worker threads) gives the same summary as one thread", async () => {
    const one = await runSim(base);
    const two = await runSim({ ...base, jobs: 2 });
    expect(two).toEqual(one);
    expect(one.seats[0].wins + one.seats[1].wins + one.draws + one.unfinished).toBe(6);
  });
});

describe("sim card library", () => {
  it("LANGUAGE.md 1 a name defined in two card files is an error; the first definition stays", async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { loadLibrary } = await import("../../apps/decks/load.ts");
    const dir = mkdtempSync(join(tmpdir(), "orrery-lib-"));
    try {
      const card = (text: string) => `card Echo\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  ${text}\n`;
      writeFileSync(join(dir, "a.card"), card("Draw 1 card."));
      writeFileSync(join(dir, "b.card"), card("Draw 2 cards."));
      const { library, errors } = await loadLibrary(dir);
      expect(errors).toEqual([`${join(dir, "b.card")}: card "Echo" is already defined in ${join(dir, "a.card")}`]);
      expect(library.Echo!.abilities[0]).toMatchObject({ text: "Draw 1 card." });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
