// The search agent (runtime/x610z/ai/search.ts) in positions decided by the Life Base race (602.2):
// it destroys a racing Life Base by attacking it (106.3), casts a summon to do so (402.6), and stands
// a pawn on the dot the opponent's Life Base needs (600.5) when that is what wins; each position is
// first shown lost when the player only passes. Small budgets: a handful of playouts a choice.
import { describe, expect, it } from "vitest";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { determinise, raceMoves, SearchAgent } from "../../runtime/x610z/ai/search.ts";
import { playerToAct, type Agent } from "../../runtime/x610z/agents.ts";
import type { Game } from "../../runtime/index.ts";
import type { Action } from "../../runtime/x610z/types.ts";
import { forkGame } from "../../runtime/x610z/ai/index.ts";
import { cardId, ok, position } from "./helpers.ts";

/** Passes, and answers decisions with their first option. */
const passer: Agent = {
  chooseAction: (_game, _player, legal) => legal.find((a) => a.type === "pass") ?? legal.find((a) => a.type === "answer") ?? legal[0]!,
};

/** Plays until the game ends or `turns` more turns have begun; returns the actions taken. */
function playTurns(game: Game, agents: Record<string, Agent>, turns: number, limit = 400): Action[] {
  const taken: Action[] = [];
  const last = game.turn().number + turns;
  for (let i = 0; i < limit && !game.result() && game.turn().number < last; i++) {
    const p = playerToAct(game)!;
    const a = agents[p]!.chooseAction(game, p, game.legalActions(p));
    ok(game, a);
    taken.push(a);
  }
  return taken;
}

const search = () => new SearchAgent({ seed: 1, playouts: 8 });

describe("search agent", () => {
  // Bob's Drifting Citadel (Defense 10, 4 damage: 6 left) stands on c7, joined to the ending dot e4,
  // with its Movement Energy (B1 C1) in his crystals: he wins on his turn. Alice's Rune Berserker on
  // b7 (Range 1) and Comet Drake on c5 (Range 2, two dots along the ring) each deal 3.
  const attackPosition = () =>
    position(
      { play: [{ card: "Rune Berserker", at: "b7" }, { card: "Comet Drake", at: "c5" }, "Hollow Shard"] },
      { lifeBase: { card: "Drifting Citadel", at: "c7", damage: 4 }, play: ["Verdant Shard", "Hollow Shard"] },
    );

  it("602.2 the racing Life Base wins when its opponent only passes (the position for the attack)", () => {
    const game = attackPosition();
    playTurns(game, { alice: passer, bob: new HeuristicAgent() }, 2);
    expect(game.result()).toEqual({ winners: ["bob"], losers: ["alice"], draw: false, reason: "endingDot" });
  });

  it("106.3 202.3 attacks the racing Life Base with both summons and destroys it", () => {
    const game = attackPosition();
    const taken = playTurns(game, { alice: search(), bob: new HeuristicAgent() }, 2);
    const citadel = cardId(game, "bob", "Drifting Citadel");
    expect(game.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "lifeBaseLeftPlay" });
    const attacks = taken.filter((a): a is Extract<Action, { type: "attack" }> => a.type === "attack" && a.player === "alice");
    expect(attacks.map((a) => a.card).sort()).toEqual([cardId(game, "alice", "Comet Drake"), cardId(game, "alice", "Rune Berserker")].sort());
    expect(attacks.every((a) => (typeof a.target === "string" ? a.target : a.target.card) === citadel)).toBe(true);
  });

  // Bob's Drifting Citadel (3 left) on c7 wins next turn; alice holds a Rune Berserker (B1 C1:
  // Attack 3, Range 1) and has exactly its cost. Cast on e4, an ending dot (602.3 a summon dot)
  // joined to c7, it can attack the Citadel at once (202.3a: attacking needs no energy).
  it("402.6 casts its summon next to the racing Life Base and destroys it", () => {
    const game = position(
      { hand: ["Rune Berserker"], play: ["Verdant Shard", "Hollow Shard"] },
      { lifeBase: { card: "Drifting Citadel", at: "c7", damage: 7 }, play: ["Verdant Shard", "Hollow Shard"] },
    );
    const taken = playTurns(game, { alice: search(), bob: new HeuristicAgent() }, 2);
    expect(taken.some((a) => a.type === "cast" && a.card === cardId(game, "alice", "Rune Berserker"))).toBe(true);
    expect(game.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "lifeBaseLeftPlay" });
  });

  // Bob's Brass Observatory (Speed 1) on b7 needs two moves: out to c6 or c7, then to e3 or e4.
  // Alice's Comet Drake already stands on c6; her Observatory on a1 needs three moves (a1, b1 or
  // b2, a c dot, an ending dot). Racing, she loses: bob's second move (turn 4) comes before her third
  // (turn 5), and her summons' attacks (3 + 2 a turn on 12 Defense) can't destroy his Life Base by
  // then. Her Thornback Boar on b8 moved to c7 leaves bob's Life Base no outward dot: three moves,
  // his third on turn 6, after hers.
  const blockPosition = () =>
    position(
      {
        lifeBase: { card: "Brass Observatory", at: "a1" },
        play: ["Hollow Shard", "Hollow Shard", "Verdant Shard", { card: "Comet Drake", at: "c6" }, { card: "Thornback Boar", at: "b8" }],
      },
      { lifeBase: { card: "Brass Observatory", at: "b7" }, play: ["Hollow Shard", "Hollow Shard"] },
    );

  it("600.5 the blocking position: the occupied dots put bob's Life Base 2 moves from the end, 3 with c7 taken", () => {
    const game = blockPosition();
    expect(raceMoves(game.engine, "bob")).toBe(2);
    expect(raceMoves(game.engine, "bob", { from: "b8", to: "c7" })).toBe(3);
    expect(raceMoves(game.engine, "alice")).toBe(3);
  });

  it("602.2 racing and attacking without the block loses the blocking position", () => {
    const game = blockPosition();
    const alice = cardId(game, "alice", "Brass Observatory");
    const bobs = cardId(game, "bob", "Brass Observatory");
    // Alice fills her pool, moves her Life Base outward, attacks bob's with whatever reaches it.
    const racer: Agent = {
      chooseAction: (g, p, legal) => {
        const move = legal.filter((a) => a.type === "move" && a.card === alice).sort((a, b) => (a as { path: string[] }).path.length - (b as { path: string[] }).path.length);
        const outward = move.find((a) => a.type === "move" && /^[bce]/.test(a.path[a.path.length - 1]!) && a.path[a.path.length - 1]![0] !== g.dotOf(alice)![0]);
        return (
          legal.find((a) => a.type === "answer") ??
          legal.find((a) => a.type === "attack" && (typeof a.target === "string" ? a.target : a.target.card) === bobs) ??
          outward ??
          legal.find((a) => a.type === "activate" && g.state.cards[a.card]!.name === "Hollow Shard") ??
          legal.find((a) => a.type === "pass")!
        );
      },
    };
    playTurns(game, { alice: racer, bob: new HeuristicAgent() }, 8);
    expect(game.result()).toEqual({ winners: ["bob"], losers: ["alice"], draw: false, reason: "endingDot" });
    expect(game.turn().number).toBe(4);
  });

  it("600.5 602.2 moves a summon onto the dot the racing Life Base needs, and wins", () => {
    const game = blockPosition();
    const boar = cardId(game, "alice", "Thornback Boar");
    playTurns(game, { alice: search(), bob: new HeuristicAgent() }, 1);
    expect(game.dotOf(boar)).toBe("c7");
    playTurns(game, { alice: search(), bob: new HeuristicAgent() }, 4);
    // (The pawns next to bob's Life Base may also attack it to death on the way: 106.3.)
    expect(game.result()?.winners).toEqual(["alice"]);
  });

  it("501 502 a determinisation deals the hidden cards again and leaves what the player sees", () => {
    const game = position({ hand: ["Starfall", "Tide Shard"] }, { hand: ["Lost Signal", "Anchor Chain", "Rune Berserker"], deck: ["Comet Drake", "Starfall", "Hollow Shard", "Verdant Shard"] });
    const g = forkGame(game);
    determinise(g.engine, "alice", 7);
    const zones = (x: Game, p: string) => ({ hand: x.zone(p, "hand"), deck: x.zone(p, "deck") });
    expect(zones(g, "alice").hand).toEqual(zones(game, "alice").hand);
    expect([...zones(g, "alice").deck].sort()).toEqual([...zones(game, "alice").deck].sort());
    // Bob's seven hidden cards, three in hand and four in the deck, in some new order.
    expect(zones(g, "bob").hand.length).toBe(3);
    expect([...zones(g, "bob").hand, ...zones(g, "bob").deck].sort()).toEqual([...zones(game, "bob").hand, ...zones(game, "bob").deck].sort());
    for (const id of zones(g, "bob").hand) expect(g.state.cards[id]!.zone).toBe("hand");
    // The original game is untouched, and the same seed deals the same way.
    const again = forkGame(game);
    determinise(again.engine, "alice", 7);
    expect(zones(again, "bob")).toEqual(zones(g, "bob"));
  });

  it("plays the same game again from the same seeds", () => {
    const run = () => {
      const game = blockPosition();
      return playTurns(game, { alice: search(), bob: new HeuristicAgent({ seed: 3 }) }, 2);
    };
    expect(run()).toEqual(run());
  });
});
