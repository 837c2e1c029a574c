// runtime/x610z/ai/undo-fork.ts: a lookahead copy sharing its parent's cards. Nothing done on it
// may stay in the parent once it is released, and it must play exactly as a full copy would; the
// heuristic agent's scores on such copies (crystals activated once per group of candidates) are
// the scores of a full copy per candidate.
import { beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { DEFAULT_CARDS_DIR, findDeck, loadLibrary } from "../../apps/decks/load.ts";
import { forkGame } from "../../runtime/core/lookahead.ts";
import { undoFork, withUndoFork } from "../../runtime/x610z/ai/undo-fork.ts";
import { candidateLines, HeuristicAgent, settle, type Candidate } from "../../runtime/x610z/ai/heuristic.ts";
import { evaluate } from "../../runtime/x610z/ai/evaluate.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGame, RandomAgent, type Game } from "../../runtime/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import type { Engine } from "../../runtime/x610z/cards.ts";
import { fullGame } from "./helpers.ts";

type Agents = Record<string, RandomAgent>;

/** One random action (the pending decision's player or the priority holder); false when over. */
function step(game: Game, agents: Agents): boolean {
  if (game.result()) return false;
  const p = game.pending()?.player ?? game.priority();
  if (p === null) return false;
  expect(game.perform(agents[p]!.chooseAction(game, p, game.legalActions(p))).ok).toBe(true);
  return true;
}

function agentsFor(seed: number): Agents {
  return { p1: new RandomAgent(seed), p2: new RandomAgent(seed + 1) };
}

/** The state as text, log left out (a copy has none; the parent's is checked on its own). */
const stateText = (g: Game) => JSON.stringify({ ...g.state, log: null });

/** The parts of the state (top-level fields, and each card) as text, to name what differs. */
function parts(g: Game): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(g.state)) if (k !== "cards") out[k] = JSON.stringify(v);
  for (const [id, c] of Object.entries(g.state.cards)) out[`cards.${id}`] = JSON.stringify(c);
  out.order = JSON.stringify(Object.keys(g.state));
  return out;
}

/** The parts that differ between two snapshots taken by `parts`. */
function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]);
}

let starter: { library: Record<string, CardDefinition>; decks: [string[], string[]] } | null = null;
beforeAll(async () => {
  const { library } = await loadLibrary(DEFAULT_CARDS_DIR);
  const deck = (name: string) => {
    const found = findDeck(name, join(DEFAULT_CARDS_DIR, "decks"), library);
    if (!("deck" in found)) throw new Error(`no starter deck ${name}`);
    return found.deck.cards;
  };
  starter = { library, decks: [deck("Mystic Marksmen"), deck("Verdant Stampede")] };
});

function starterGame(seed: number): Game {
  return createGame({
    library: starter!.library,
    board: act1,
    seed,
    startingPlayer: seed % 2 ? "p1" : "p2",
    players: [
      { id: "p1", deck: starter!.decks[0] },
      { id: "p2", deck: starter!.decks[1] },
    ],
  });
}

/** Every `every` actions of a random game, `check` on the game as it stands. Returns the number of
 *  states checked. */
function alongGame(game: Game, seed: number, every: number, check: (g: Game, at: number) => void): number {
  const agents = agentsFor(seed);
  let checked = 0;
  for (let n = 0; n < 3000 && !game.result(); n++) {
    if (n % every === 0) {
      check(game, n);
      checked++;
    }
    if (!step(game, agents)) break;
  }
  return checked;
}

describe("undo fork: a lookahead copy sharing the parent's cards", () => {
  it("leaves the parent exactly as it was once released, after any play on the copy", () => {
    let changedCards = 0;
    let states = 0;
    for (const [seed, make] of [
      [1, () => fullGame(1, "p1")],
      [2, () => fullGame(2, "p2")],
      [3, () => starterGame(3)],
      [4, () => starterGame(4)],
    ] as const) {
      states += alongGame(make(), seed, 9, (game, at) => {
        const before = parts(game);
        const cardsBefore = JSON.stringify(game.state.cards);
        const f = undoFork(game);
        const agents = agentsFor(seed * 1000 + at);
        for (let i = 0; i < 60 && step(f.game, agents); i++);
        if (JSON.stringify(f.game.state.cards) !== cardsBefore) changedCards++;
        f.release();
        expect(changed(before, parts(game))).toEqual([]);
      });
    }
    // The copies did change cards (damage, zones, states) while they were out: the check above
    // is about putting them back, not about copies that changed nothing.
    expect(states).toBeGreaterThan(100);
    expect(changedCards).toBeGreaterThan(states / 2);
  });

  it("plays exactly as a full copy: the same actions give the same state", () => {
    for (const seed of [5, 6]) {
      alongGame(starterGame(seed), seed, 17, (game, at) => {
        const full = forkGame(game);
        const light = undoFork(game);
        const a = agentsFor(seed * 77 + at);
        const b = agentsFor(seed * 77 + at);
        for (let i = 0; i < 40 && step(full, a); i++) {
          expect(step(light.game, b)).toBe(true);
          expect(stateText(light.game)).toBe(stateText(full));
        }
        light.release();
      });
    }
  });

  it("a copy of a copy puts back the first copy's cards, and the first its parent's", () => {
    const game = starterGame(7);
    const agents = agentsFor(7);
    for (let i = 0; i < 150; i++) step(game, agents);
    const before = parts(game);
    const outer = undoFork(game);
    for (let i = 0; i < 5; i++) step(outer.game, agentsFor(70 + i));
    const middle = parts(outer.game);
    for (let k = 0; k < 5; k++) {
      withUndoFork(outer.game, (inner) => {
        const ag = agentsFor(700 + k);
        for (let i = 0; i < 40 && step(inner, ag); i++);
      });
      expect(changed(middle, parts(outer.game))).toEqual([]);
    }
    for (let i = 0; i < 20 && step(outer.game, agentsFor(71)); i++);
    outer.release();
    expect(changed(before, parts(game))).toEqual([]);
  });

  it("an event type it doesn't know first notes every card", () => {
    const base = fullGame(8, "p1");
    const agents = agentsFor(8);
    for (let i = 0; i < 80; i++) step(base, agents);
    // A parent whose rules change a card on an event undo-fork.ts doesn't list.
    const E = base.engine;
    const victim = E.state.players[0]!.zones.deck[0]!;
    const rules = {
      ...E.rules,
      apply: (X: Engine, ev: { type: string }) => {
        if (ev.type === "madeUp") X.state.cards[victim]!.damage = 99;
        else E.rules.apply(X, ev as Parameters<typeof E.rules.apply>[1]);
      },
    };
    const Same = base.constructor as new (engine: Engine, origin: null) => Game;
    const parent = new Same({ ...E, rules } as Engine, null);
    const before = parts(parent);
    withUndoFork(parent, (g) => {
      g.engine.rules.apply(g.engine, { type: "madeUp" } as unknown as Parameters<typeof E.rules.apply>[1]);
      expect(g.state.cards[victim]!.damage).toBe(99);
    });
    expect(parent.state.cards[victim]!.damage).toBe(0);
    expect(changed(before, parts(parent))).toEqual([]);
  });

  it("puts the cards back when the play on the copy throws", () => {
    const game = starterGame(9);
    const agents = agentsFor(9);
    for (let i = 0; i < 120; i++) step(game, agents);
    const before = parts(game);
    expect(() =>
      withUndoFork(game, (g) => {
        const ag = agentsFor(90);
        for (let i = 0; i < 30 && step(g, ag); i++);
        throw new Error("stop");
      }),
    ).toThrow("stop");
    expect(changed(before, parts(game))).toEqual([]);
  });
});

describe("heuristic agent: lines scored on undo forks, crystals shared", () => {
  /** A line scored as the agent scored it before undo forks: a full copy per candidate, its
   *  crystals activated on it, the action, the stack settled, the position evaluated. */
  function fullCopyScore(game: Game, player: string, c: Candidate, depth: number): number {
    const g = forkGame(game);
    for (const card of c.crystals) if (!g.perform({ type: "activate", player, card }).ok) return -Infinity;
    if (!g.perform(c.action).ok) return -Infinity;
    if (c.action.type === "cast" && g.state.cards[c.action.card]!.zone === "hand") return -Infinity;
    settle(g, depth);
    return evaluate(g, player).total;
  }

  it("scores every candidate exactly as a full copy per candidate does, over many decisions", () => {
    let decisions = 0;
    let shared = 0;
    for (const seed of [11, 12, 13]) {
      const game = starterGame(seed);
      const agents = agentsFor(seed);
      for (let n = 0; n < 3000 && !game.result(); n++) {
        const p = game.pending()?.player ?? game.priority();
        if (p === null) break;
        const legal = game.legalActions(p);
        if (!game.pending() && legal.some((a) => a.type === "pass")) {
          const candidates = candidateLines(game, p, legal);
          if (candidates.length > 0) {
            const depth = Math.max(0, game.state.stack.length - 1);
            const before = parts(game);
            const scores = new HeuristicAgent({ seed }).scoreLines(game, p, candidates, depth);
            expect(changed(before, parts(game))).toEqual([]);
            expect(scores).toEqual(candidates.map((c) => fullCopyScore(game, p, c, depth)));
            decisions++;
            const groups = new Set(candidates.filter((c) => c.crystals.length > 0).map((c) => c.crystals.join(" ")));
            if (groups.size < candidates.filter((c) => c.crystals.length > 0).length) shared++;
          }
        }
        expect(game.perform(agents[p]!.chooseAction(game, p, legal)).ok).toBe(true);
      }
    }
    expect(decisions).toBeGreaterThan(100);
    // Decisions where candidates shared their crystals (one copy with them activated).
    expect(shared).toBeGreaterThan(10);
  });
});
