// Property test: seeded random games (the core's RandomAgent on both sides, two legal 50-card decks)
// with the invariants of invariants.ts after every action; replay and save/restore round trips.
// bench/zx-property.ts runs the same over 1,000 games.
import { describe, expect, it } from "vitest";
import { createZxGame, replayZx, restoreZxGame } from "../../runtime/zx/game.ts";
import { LIBRARY } from "./cards.ts";
import { playerToAct, RandomAgent } from "../../runtime/core/agents.ts";
import { randomBelow, seedRng } from "../../runtime/core/rng.ts";
import type { Action } from "../../runtime/zx/types.ts";
import { brokenInvariant } from "./invariants.ts";
import { options, randomGame } from "./random.ts";

describe("property: random Z/X games (seeded)", () => {
  it("200 games between random agents: no exception, no legal action refused, the invariants hold after every action, every game ends with a winner or a draw", () => {
    const ends: Record<string, number> = {};
    let total = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const { game, actions, truncated } = randomGame(seed);
      total += actions.length;
      const r = game.result();
      const how = truncated ? "truncated" : r!.draw ? "draw" : r!.reason;
      ends[how] = (ends[how] ?? 0) + 1;
    }
    expect(ends.truncated ?? 0).toBe(0);
    expect(Object.values(ends).reduce((a, b) => a + b, 0)).toBe(200);
    expect(total).toBeGreaterThan(200 * 50);
    console.log(`zx property: 200 games, ${total} actions, ends ${JSON.stringify(ends)}`);
  });

  it("replay: the same options and actions give the same state, log included", () => {
    const { game, actions } = randomGame(7, false);
    const again = replayZx({ options: options(7) }, actions);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
  });

  it("save/restore: a state saved as JSON (mid-game, a decision pending) restored and played on ends exactly as the original", () => {
    let checked = 0;
    for (const seed of [3, 11, 20]) {
      const { game, actions } = randomGame(seed, false);
      // Replay up to the first point past the middle where a decision waits.
      const replayed = createZxGame(options(seed));
      let k = 0;
      while (k < actions.length && (k < actions.length / 2 || !replayed.pending())) replayed.perform(actions[k++]!);
      const saved = JSON.parse(JSON.stringify(replayed.state));
      expect(saved).toStrictEqual(replayed.state); // a JSON round trip gives an equal state (no undefined fields)
      const restored = restoreZxGame(saved, LIBRARY);
      for (const a of actions.slice(k)) {
        const r = restored.perform(a);
        expect(r.ok).toBe(true);
      }
      expect(JSON.stringify(restored.state)).toBe(JSON.stringify(game.state));
      checked++;
    }
    expect(checked).toBe(3);
  });

  it("restoreZxGame refuses a save of another game or format", () => {
    const { game } = randomGame(1, false);
    expect(() => restoreZxGame({ ...game.state, game: "x610z" }, LIBRARY)).toThrow(/not of zx/);
    expect(() => restoreZxGame({ ...game.state, format: "orrery/1" }, LIBRARY)).toThrow(/Z\/X reads orrery\/2/);
  });

  it("a lookahead copy (fork) plays on without touching the original", () => {
    const { game, actions } = randomGame(5, false);
    const g = createZxGame(options(5));
    for (const a of actions.slice(0, Math.floor(actions.length / 2))) g.perform(a);
    const before = JSON.stringify(g.state);
    const copy = g.fork();
    expect({ ...copy.state, log: g.state.log }).toEqual(g.state);
    for (const a of actions.slice(Math.floor(actions.length / 2))) copy.perform(a);
    expect(JSON.stringify(g.state)).toBe(before);
    expect(copy.result()).toEqual(game.result());
  });

  it("ZX-600.3 (C-25) malformed and illegal actions thrown into random games are refused without an engine fault and change nothing; accepted ones keep the invariants", () => {
    let refused = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const rng = seedRng(seed + 999);
      const pick = <T>(xs: T[]): T => xs[randomBelow(rng, xs.length)]!;
      const game = createZxGame(options(seed));
      const agents = { p1: new RandomAgent(seed), p2: new RandomAgent(seed + 7) };
      for (let n = 0; !game.result() && n < 600;) {
        if (randomBelow(rng, 3) === 0) {
          const ids = Object.keys(game.state.cards);
          const vals: unknown[] = [undefined, null, 1, -1, 2.5, "x", "b2", "z9", [], [pick(ids)], [[pick(ids)]], { player: "p2" }, { player: "p1" }, pick(ids), pick(ids), "none", {}];
          const a: Record<string, unknown> = {
            type: pick(["play", "boot", "attack", "ignite", "resource", "end", "pass", "answer", "bogus"]),
            player: pick(["p1", "p2", "p3"]),
            card: pick(vals),
            at: pick(vals),
            target: pick(vals),
            targets: pick(vals),
            mode: pick(vals),
            extra: pick(vals),
            pay: pick(vals),
            ability: pick(vals),
            choice: pick(vals),
          };
          for (const k of Object.keys(a)) if (a[k] === undefined) delete a[k];
          const before = JSON.stringify(game.state);
          const r = game.perform(a as unknown as Action);
          if (!r.ok) {
            expect(r.error).not.toContain("internal engine error");
            expect(JSON.stringify(game.state)).toBe(before);
            refused++;
          } else expect(brokenInvariant(game)).toBeNull();
          continue;
        }
        const p = playerToAct(game)!;
        const r = game.perform(agents[p as "p1" | "p2"].chooseAction(game, p, game.legalActions(p)) as Action);
        expect(r.ok).toBe(true);
        n++;
      }
    }
    expect(refused).toBeGreaterThan(500);
  });
});
