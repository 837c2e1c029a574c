// Issue 11, item 3: the core's seam proven by a second game. Grid Duel (test/core/grid/grid-duel.ts,
// whose header lists its rules G1-G10) is written against runtime/core alone; these tests check a
// trigger, the stack, a pending decision, a modifier with a duration, saves, replay and rollback.
// Expected values are worked out by hand from the rules (decks are stacked with `shuffle: false`:
// the first card listed is the top; a player's cards are "<player>.<place in the list, from 1>").
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RandomAgent, playGame } from "../../runtime/core/agents.ts";
import { seedRng } from "../../runtime/core/rng.ts";
import { loadState } from "../../runtime/core/save.ts";
import { GRID_LIBRARY, createGridGame, gridRules, replayGrid, restoreGridGame, type GridAction, type GridGame, type GridLibrary } from "./grid/grid-duel.ts";

const A = "alice";
const B = "bob";

function stacked(alice: string[], bob: string[], library?: GridLibrary): GridGame {
  return createGridGame({
    seed: 1,
    players: [
      { id: A, deck: alice },
      { id: B, deck: bob },
    ],
    shuffle: false,
    ...(library ? { library } : {}),
  });
}

function ok(game: GridGame, action: GridAction) {
  const r = game.perform(action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error}`);
  return r.events as Array<{ type: string; [k: string]: unknown }>;
}

const pass = (player: string): GridAction => ({ type: "pass", player });
const play = (player: string, card: string, target?: string): GridAction => ({ type: "play", player, card, ...(target ? { target } : {}) });
const answer = (player: string, choice: number | string): GridAction => ({ type: "answer", player, choice });

/** The action is refused and the state is exactly (JSON) what it was. */
function refused(game: GridGame, action: GridAction, error?: RegExp): void {
  const before = JSON.stringify(game.state);
  const n = game.actions.length;
  const r = game.perform(action);
  expect(r.ok, JSON.stringify(action)).toBe(false);
  if (!r.ok && error) expect(r.error).toMatch(error);
  expect(JSON.stringify(game.state)).toBe(before);
  expect(game.actions.length).toBe(n);
}

/** A random game of two seeded RandomAgents, played to its end through the core's playGame. */
function randomGame(seed: number, library?: GridLibrary) {
  const deck = ["Soldier", "Soldier", "Sentry", "Bolt", "Shield", "Soldier", "Bolt", "Sentry"];
  const game = createGridGame({
    seed,
    players: [
      { id: A, deck },
      { id: B, deck },
    ],
    ...(library ? { library } : {}),
  });
  const report = playGame(game, { [A]: new RandomAgent(seed * 2 + 1), [B]: new RandomAgent(seed * 2 + 2) }, { maxActions: 5000 });
  return { game, report };
}

describe("Grid Duel on the core: a trigger (core listener index, waiting triggers, stackTriggers task)", () => {
  it("G8 Sentry: placing another unit triggers it; the trigger waits, goes on the stack, and on resolving the opponent loses exactly 1 life", () => {
    const game = stacked(["Sentry", "Soldier", "Soldier", "Soldier"], ["Soldier", "Soldier", "Soldier", "Soldier"]);
    ok(game, play(A, "alice.1")); // Sentry
    const sentryPlaced = ok(game, answer(A, "b2"));
    expect(sentryPlaced.some((e) => e.type === "triggered")).toBe(false); // "another" unit: not itself
    expect(game.state.index.listeners).toEqual({ placed: ["alice.1"] }); // the Sentry on the grid listens
    ok(game, pass(B)); // G4 after a card is played the opponent has priority
    ok(game, play(A, "alice.2")); // Soldier
    const events = ok(game, answer(A, "a1"));
    // The event fires, the trigger waits (triggered, add), then goes on the stack (taken off waiting, pushed).
    const seq = events.filter((e) => ["placed", "triggered", "stackPushed"].includes(e.type)).map((e) => (e.type === "triggered" ? `triggered:${e.add}` : e.type));
    expect(seq).toEqual(["placed", "triggered:true", "triggered:false", "stackPushed"]);
    expect(game.state.waiting).toEqual([]);
    expect(game.state.stack).toHaveLength(1);
    expect(game.state.stack[0]).toMatchObject({ kind: "trigger", card: "alice.1", player: A, target: null });
    expect([game.player(A).life, game.player(B).life]).toEqual([5, 5]); // not yet: it waits on the stack
    expect(game.priority()).toBe(B);
    const trigger = game.state.stack[0]!.id;
    ok(game, pass(B));
    const resolved = ok(game, pass(A)); // both passed in a row: the top entry resolves
    expect(resolved.filter((e) => e.type === "lifeLost")).toEqual([{ type: "lifeLost", player: B, amount: 1, why: "Sentry alice.1" }]);
    expect(resolved.filter((e) => e.type === "stackRemoved")).toEqual([{ type: "stackRemoved", id: trigger, outcome: "resolved" }]);
    expect([game.player(A).life, game.player(B).life]).toEqual([5, 4]);
    expect(game.state.stack).toEqual([]);
    expect(game.priority()).toBe(A); // G4 after a resolution the turn's player has priority
  });
});

describe("Grid Duel on the core: the stack", () => {
  // Turn 1: alice places her Soldier (alice.1, power 2) on a1; both pass: turn 2, bob's.
  function toBobsTurn(): GridGame {
    const game = stacked(["Soldier", "Shield", "Soldier", "Soldier"], ["Bolt", "Soldier", "Soldier", "Soldier"]);
    ok(game, play(A, "alice.1"));
    ok(game, answer(A, "a1"));
    ok(game, pass(B));
    ok(game, pass(A));
    expect(game.state.turn).toEqual({ active: B, phase: "main", number: 2 });
    return game;
  }

  it("G6 two spells announced in a row resolve last in, first out: Shield (+2) before Bolt (2 damage), so the Soldier survives", () => {
    const game = toBobsTurn();
    const from = game.state.log.length;
    ok(game, play(B, "bob.1", "alice.1")); // Bolt on alice's Soldier
    ok(game, play(A, "alice.2", "alice.1")); // in response, Shield on it
    expect(game.state.stack.map((e) => e.card)).toEqual(["bob.1", "alice.2"]); // Shield on top
    const [bolt, shield] = game.state.stack.map((e) => e.id);
    ok(game, pass(B));
    ok(game, pass(A)); // Shield resolves
    expect(game.power("alice.1")).toBe(4); // 2 + 2
    expect(game.state.stack.map((e) => e.card)).toEqual(["bob.1"]);
    ok(game, pass(B));
    ok(game, pass(A)); // Bolt resolves
    const effects = game.state.log
      .slice(from)
      .filter((e) => ["stackPushed", "modAdded", "damaged", "stackRemoved"].includes(e.type))
      .map((e) => {
        const x = e as { type: string; entry?: { id: number }; mod?: { target: string }; card?: string; id?: number };
        return e.type === "stackPushed" ? `pushed ${x.entry!.id}` : e.type === "stackRemoved" ? `removed ${x.id}` : e.type === "modAdded" ? `+2 ${x.mod!.target}` : `damage ${x.card}`;
      });
    expect(effects).toEqual([`pushed ${bolt}`, `pushed ${shield}`, "+2 alice.1", `removed ${shield}`, "damage alice.1", `removed ${bolt}`]);
    // G7: damage 2 < power 4: still on a1.
    expect(game.card("alice.1")).toMatchObject({ zone: "grid", square: "a1", damage: 2 });
    expect(game.player(A).discard).toEqual(["alice.2"]);
    expect(game.player(B).discard).toEqual(["bob.1"]);
  });

  it("G7 the same Bolt alone destroys the Soldier (damage 2 >= power 2): the order above decided it", () => {
    const game = toBobsTurn();
    ok(game, play(B, "bob.1", "alice.1"));
    ok(game, pass(A));
    const events = ok(game, pass(B));
    expect(events.filter((e) => e.type === "damaged" || e.type === "destroyed").map((e) => e.type)).toEqual(["damaged", "destroyed"]);
    expect(game.card("alice.1")).toMatchObject({ zone: "discard", square: null, damage: 0 });
    expect(game.state.grid.a1).toBeNull();
  });
});

describe("Grid Duel on the core: a decision waiting for an answer", () => {
  const ALL = ["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"];

  it("G5 placing a unit with several free squares asks its owner; meanwhile only answers and concessions are legal; label and index both answer; a wrong answer changes nothing", () => {
    const game = stacked(["Soldier", "Soldier", "Soldier", "Soldier"], ["Soldier", "Soldier", "Soldier", "Soldier"]);
    ok(game, play(A, "alice.1"));
    const d = game.pending()!;
    expect(d).toMatchObject({ player: A, kind: "square" });
    expect(d.options.map((o) => o.label)).toEqual(ALL);
    const answers = ALL.map((_, i) => answer(A, i));
    expect(game.legalActions()).toEqual([...answers, { type: "concede", player: A }, { type: "concede", player: B }]);
    expect(game.legalActions(A)).toEqual([...answers, { type: "concede", player: A }]);
    expect(game.legalActions(B)).toEqual([{ type: "concede", player: B }]);
    refused(game, pass(B), /decision is pending/); // bob has priority (G4), but a question waits
    refused(game, pass(A), /decision is pending/);
    refused(game, play(A, "alice.2"), /decision is pending/);
    refused(game, answer(B, 0), /bob is not asked; alice is/);
    refused(game, answer(A, "d4"), /"d4" is not an answer/);
    refused(game, answer(A, 9));
    refused(game, answer(A, -1));
    refused(game, answer(A, 1.5));
    ok(game, answer(A, "B2")); // by label, case-insensitive
    expect(game.pending()).toBeNull();
    expect(game.state.grid.b2).toBe("alice.1");
    ok(game, pass(B));
    ok(game, play(A, "alice.2"));
    expect(game.pending()!.options.map((o) => o.label)).toEqual(["a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"]);
    ok(game, answer(A, 3)); // by index: the 4th free square, b1
    expect(game.state.grid.b1).toBe("alice.2");
  });

  it("G5 with exactly one free square the unit is placed without a question", () => {
    const game = stacked(Array(5).fill("Soldier"), Array(4).fill("Soldier"));
    const place = (p: string, card: string, square: string, other: string) => {
      ok(game, play(p, card));
      ok(game, answer(p, square));
      ok(game, pass(other));
    };
    ["a1", "a2", "a3", "b1"].forEach((q, i) => place(A, `alice.${i + 1}`, q, B)); // alice's hand of 3 + her draw
    ok(game, pass(A)); // bob passed last: alice's pass ends turn 1
    ["b2", "b3", "c1"].forEach((q, i) => place(B, `bob.${i + 1}`, q, A));
    ok(game, play(B, "bob.4"));
    expect(game.pending()!.options.map((o) => o.label)).toEqual(["c2", "c3"]); // two free: asked
    ok(game, answer(B, "c2"));
    ok(game, pass(A));
    ok(game, pass(B)); // turn 3: alice draws alice.5
    const events = ok(game, play(A, "alice.5"));
    expect(game.pending()).toBeNull();
    expect(events.some((e) => e.type === "decision")).toBe(false);
    expect(game.state.grid.c3).toBe("alice.5");
    refused(game, play(B, "bob.4"), /not in bob's hand/);
  });

  it("G10 a concession is legal while a decision is pending and ends the game", () => {
    const game = stacked(["Soldier", "Soldier", "Soldier"], ["Soldier", "Soldier", "Soldier"]);
    ok(game, play(A, "alice.1"));
    ok(game, { type: "concede", player: B });
    expect(game.result()).toEqual({ winners: [A], losers: [B], draw: false, reason: "concession" });
    expect(game.legalActions()).toEqual([]);
  });
});

describe("Grid Duel on the core: a modifier with a duration", () => {
  it("G6/G9 Shield's +2 shows in the unit's power until end of turn, then ends (modAdded, then modRemoved at the turn's end)", () => {
    const game = stacked(["Soldier", "Shield", "Soldier", "Soldier"], ["Soldier", "Soldier", "Soldier", "Soldier"]);
    ok(game, play(A, "alice.1"));
    ok(game, answer(A, "a1"));
    expect(game.power("alice.1")).toBe(2);
    ok(game, pass(B));
    ok(game, play(A, "alice.2", "alice.1"));
    ok(game, pass(B));
    ok(game, pass(A)); // Shield resolves
    expect(game.power("alice.1")).toBe(4);
    expect(game.state.mods).toEqual([expect.objectContaining({ op: "power", target: "alice.1", you: A, duration: "endOfTurn", amount: 2 })]);
    const modId = game.state.mods[0]!.id;
    ok(game, pass(A));
    ok(game, pass(B)); // the turn ends
    expect(game.state.turn).toEqual({ active: B, phase: "main", number: 2 });
    expect(game.power("alice.1")).toBe(2);
    expect(game.state.mods).toEqual([]);
    const types = game.state.log.map((e) => {
      const x = e as { type: string; mod?: { id: number }; id?: number };
      return x.type === "modAdded" ? `modAdded ${x.mod!.id}` : x.type === "modRemoved" ? `modRemoved ${x.id}` : x.type;
    });
    const at = (t: string) => types.lastIndexOf(t);
    expect(at(`modAdded ${modId}`)).toBeGreaterThan(-1);
    expect(at(`modAdded ${modId}`)).toBeLessThan(at("turnEnded"));
    expect(at("turnEnded")).toBeLessThan(at(`modRemoved ${modId}`));
    expect(at(`modRemoved ${modId}`)).toBeLessThan(at("turnBegan"));
  });
});

describe("Grid Duel on the core: saves (core/save.ts loadState)", () => {
  it("a save taken while a decision is pending restores to a game that plays on identically", () => {
    const game = stacked(["Sentry", "Soldier", "Soldier", "Soldier"], ["Bolt", "Soldier", "Soldier", "Soldier"]);
    ok(game, play(A, "alice.1"));
    ok(game, answer(A, "b2"));
    ok(game, pass(B));
    ok(game, play(A, "alice.2"));
    const save = JSON.stringify(game.state);
    expect(loadState(gridRules, JSON.parse(save))).toEqual(JSON.parse(save));
    const restored = restoreGridGame(JSON.parse(save));
    expect(restored.pending()).toEqual(game.pending());
    const rest: GridAction[] = [answer(A, "a1"), pass(B), pass(A), pass(A), play(B, "bob.1", "alice.2"), pass(A), pass(B)];
    for (const a of rest) {
      const r = game.perform(a);
      expect(r.ok, JSON.stringify(a)).toBe(true);
      expect(restored.perform(a)).toEqual(r); // the same events
    }
    expect(restored.state.log).toEqual(game.state.log);
    expect(JSON.stringify(restored.state)).toBe(JSON.stringify(game.state));
    expect(game.card("alice.2").zone).toBe("discard"); // G7 the Bolt destroyed the Soldier: damage 2 >= power 2
    expect(game.player(B).life).toBe(4); // G8 the Sentry's trigger: 5 - 1
  });

  it("saves taken anywhere in random games restore and play on to the same end", () => {
    for (const seed of [3, 4, 5]) {
      const { game } = randomGame(seed);
      const origin = game.origin!;
      const points = [1, 5, Math.floor(game.actions.length / 2), game.actions.length - 1];
      for (const k of points) {
        const g = replayGrid(origin, game.actions.slice(0, k));
        const restored = restoreGridGame(JSON.parse(JSON.stringify(g.state)));
        for (const a of game.actions.slice(k)) {
          expect(g.perform(a).ok).toBe(true);
          expect(restored.perform(a).ok).toBe(true);
        }
        expect(restored.state.log).toEqual(g.state.log);
        expect(JSON.stringify(restored.state)).toBe(JSON.stringify(game.state));
      }
    }
  });

  it("a save of an unknown format, of another game, or not a state is refused with a clear error", () => {
    const state = JSON.parse(JSON.stringify(stacked(["Soldier"], ["Soldier"]).state));
    expect(() => restoreGridGame({ ...state, format: "grid/0" })).toThrow('this save has format "grid/0"; Grid Duel reads orrery/2 only');
    expect(() => restoreGridGame({ ...state, format: undefined })).toThrow("this save has format undefined; Grid Duel reads orrery/2 only");
    expect(() => restoreGridGame({ ...state, game: "x610z" })).toThrow('this save is a game of "x610z", not of grid');
    expect(() => restoreGridGame([state])).toThrow("a saved game is a JSON object");
  });
});

describe("Grid Duel on the core: replay, refusals and rollback (core/game.ts)", () => {
  it("random games (core RandomAgent, playGame) end, and rebuilt from their origin and actions give the identical state", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { game, report } = randomGame(seed);
      expect(report.truncated).toBe(false);
      expect(report.result).not.toBeNull();
      expect(report.actions).toBe(game.actions.length);
      const again = replayGrid(game.origin!, game.actions);
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
    }
  });

  it("G2 the shuffle is the game's seeded RNG, part of the state: the same seed deals the same decks", () => {
    const deal = (seed: number) =>
      createGridGame({
        seed,
        players: [
          { id: A, deck: ["Soldier", "Sentry", "Bolt", "Shield", "Soldier", "Bolt"] },
          { id: B, deck: ["Soldier"] },
        ],
      }).state;
    expect(deal(9)).toEqual(deal(9));
    const s = deal(9);
    expect([...s.players[0]!.hand, ...s.players[0]!.deck].sort()).toEqual(["alice.1", "alice.2", "alice.3", "alice.4", "alice.5", "alice.6"]);
    expect(s.log.filter((e) => e.type === "shuffled")).toHaveLength(2);
    expect(s.rng).not.toEqual(seedRng(9)); // the shuffles advanced the state's RNG
    const hands = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => deal(seed).players[0]!.hand.join()));
    expect(hands.size).toBeGreaterThan(1); // other seeds, other deals
  });

  it("refused actions leave the state unchanged, at every point of a random game", () => {
    const { game } = randomGame(7);
    const g = replayGrid(game.origin!, []);
    for (const a of game.actions) {
      const s = g.state;
      const other = s.players.find((p) => p.id !== (g.pending()?.player ?? g.priority()))!.id;
      refused(g, pass(other));
      refused(g, play(other, "nobody.1"));
      refused(g, { type: "answer", player: other, choice: 0 });
      refused(g, { type: "jump", player: other } as unknown as GridAction, g.pending() ? /decision is pending/ : /unknown action type "jump"/);
      refused(g, pass("carol"), /no player "carol"/);
      ok(g, a);
    }
    refused(g, pass(A), /game is over/);
  });

  it("an engine fault mid-action (a spell whose effect throws) is refused as an internal engine error and the game is rebuilt as it was", () => {
    const library: GridLibrary = {
      ...GRID_LIBRARY,
      Glitch: {
        kind: "spell",
        text: "throws",
        resolve: () => {
          throw new Error("glitch in the effect");
        },
      },
    };
    const game = stacked(["Soldier", "Glitch", "Soldier", "Soldier"], ["Soldier", "Soldier", "Soldier", "Soldier"], library);
    ok(game, play(A, "alice.1"));
    ok(game, answer(A, "a1"));
    ok(game, pass(B));
    ok(game, play(A, "alice.2", "alice.1"));
    ok(game, pass(B));
    const before = JSON.stringify(game.state);
    const n = game.actions.length;
    const r = game.perform(pass(A)); // both passed: Glitch resolves and throws midway
    expect(r).toEqual({ ok: false, error: "internal engine error (glitch in the effect); the action was not carried out and the game is as it was" });
    expect(JSON.stringify(game.state)).toBe(before);
    expect(game.actions.length).toBe(n);
    // A lookahead copy has no origin to rebuild from: the fault is rethrown, the original untouched.
    expect(() => game.fork().perform(pass(A))).toThrow("glitch in the effect");
    expect(JSON.stringify(game.state)).toBe(before);
    // A game restored from a save rolls back too (its origin is the save).
    const restored = restoreGridGame(JSON.parse(before), library);
    expect(restored.perform(pass(A))).toMatchObject({ ok: false, error: expect.stringMatching(/^internal engine error/) });
    expect(JSON.stringify(restored.state)).toBe(before);
    // The game goes on: a concession is still carried out.
    ok(game, { type: "concede", player: A });
    expect(game.result()).toMatchObject({ winners: [B], losers: [A] });
  });

  it("a lookahead copy (core fork, GameRules.copyState) has no log, and playing on it leaves the original as it was", () => {
    const { game } = randomGame(11);
    const g = replayGrid(game.origin!, game.actions.slice(0, 20));
    const before = JSON.stringify(g.state);
    const fork = g.fork();
    expect(fork.state.log).toEqual([]);
    expect({ ...fork.state, log: null }).toEqual({ ...JSON.parse(before), log: null });
    playGame(fork, { [A]: new RandomAgent(1), [B]: new RandomAgent(2) }, { maxActions: 5000 });
    expect(fork.result()).not.toBeNull();
    expect(JSON.stringify(g.state)).toBe(before);
  });
});

describe("Grid Duel on the core: no X610Z code", () => {
  it("the game's module graph holds only runtime/core and the game itself: nothing under runtime/x610z, no package", () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const root = resolve(here, "../..");
    const seen = new Set<string>();
    const bare: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      // Comments out, then every import/export ... from "x", import "x" and import("x").
      const src = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/(^|[^:])\/\/.*$/gm, "$1");
      const specs = [...src.matchAll(/\b(?:import|export)\s+(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]!);
      for (const spec of specs) {
        if (spec.startsWith(".")) visit(resolve(dirname(file), spec));
        else bare.push(`${relative(root, file)}: ${spec}`);
      }
    };
    visit(resolve(here, "grid/grid-duel.ts"));
    const files = [...seen].map((f) => relative(root, f)).sort();
    expect(files.filter((f) => f.includes("x610z"))).toEqual([]);
    expect(files.filter((f) => !f.startsWith("runtime/core/") && f !== "test/core/grid/grid-duel.ts")).toEqual([]);
    expect(bare).toEqual([]);
    expect(files).toContain("runtime/core/game.ts"); // the walk did follow the imports
    expect(files.length).toBeGreaterThan(8);
  });

  it("a game played in a fresh Node process loads only runtime/core and the game: no module under runtime/x610z", () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
    const out = execFileSync(process.execPath, ["--import", "tsx", "test/core/grid/loaded-modules.ts"], { cwd: root, encoding: "utf8" });
    const { result, loaded } = JSON.parse(out) as { result: unknown; loaded: string[] };
    expect(result).not.toBeNull();
    const files = loaded.map((u) => relative(root, fileURLToPath(u)));
    expect(files.filter((f) => f.includes("x610z"))).toEqual([]);
    expect(files.filter((f) => !f.startsWith("runtime/core/") && !f.startsWith("test/core/grid/"))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(["test/core/grid/grid-duel.ts", "runtime/core/loop.ts", "runtime/core/agents.ts"]));
  });
});
