// The MCTS agent (runtime/x610z/ai/mcts.ts): the same choices for the same seed, choices that never
// depend on where the opponent's hidden cards lie (501.1, 502.1), and positions decided by hand from
// the rules: a Life Base one move from an ending dot wins the race (602.2), two summons destroy a
// racing Life Base (106.3), a pawn onto the dot a racing Life Base needs stops it (600.5). Each
// position is first shown lost when the player only passes. Small budgets: a few dozen iterations.
import { describe, expect, it } from "vitest";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { deal, MctsAgent } from "../../runtime/x610z/ai/mcts.ts";
import { raceMoves } from "../../runtime/x610z/ai/search.ts";
import { playerToAct, type Agent } from "../../runtime/x610z/agents.ts";
import { forkGame } from "../../runtime/x610z/ai/index.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";
import type { Game } from "../../runtime/index.ts";
import type { Action } from "../../runtime/x610z/types.ts";
import { cardId, fullGame, ok, position } from "./helpers.ts";

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

const mcts = (seed = 1) => new MctsAgent({ seed, iterations: 16 });

// Alice's Brass Observatory (Speed 1, Movement Energy C2, paid by her two Hollow Shards) stands on
// c7, joined to the ending dot e4; bob's on c1, joined to e1, with his own C2. Whoever moves first
// wins: alice, whose Action Phase it is.
const racePosition = () =>
  position(
    { lifeBase: { card: "Brass Observatory", at: "c7" }, play: ["Hollow Shard", "Hollow Shard"] },
    { lifeBase: { card: "Brass Observatory", at: "c1" }, play: ["Hollow Shard", "Hollow Shard"] },
  );

// Bob's Drifting Citadel (Defense 10, 4 damage: 6 left) stands on c7, joined to the ending dot e4,
// with its Movement Energy (B1 C1) in his crystals: he wins on his turn. Alice's Rune Berserker on
// b7 (Range 1) and Comet Drake on c5 (Range 2, two dots along the ring) each deal 3: 6.
const attackPosition = () =>
  position(
    { play: [{ card: "Rune Berserker", at: "b7" }, { card: "Comet Drake", at: "c5" }, "Hollow Shard"] },
    { lifeBase: { card: "Drifting Citadel", at: "c7", damage: 4 }, play: ["Verdant Shard", "Hollow Shard"] },
  );

// Bob's Brass Observatory (Speed 1) on b7 needs two moves: out to c6 or c7, then to e3 or e4. Alice's
// Comet Drake already stands on c6; her Observatory on a1 needs three moves. Racing, she loses
// (bob's second move, turn 4, comes before her third, turn 5). Her Thornback Boar on b8 (Speed 2,
// Movement Energy B1 from her Verdant Shard) moved to c7 leaves bob's Life Base no outward dot.
const blockPosition = () =>
  position(
    {
      lifeBase: { card: "Brass Observatory", at: "a1" },
      play: ["Hollow Shard", "Hollow Shard", "Verdant Shard", { card: "Comet Drake", at: "c6" }, { card: "Thornback Boar", at: "b8" }],
    },
    { lifeBase: { card: "Brass Observatory", at: "b7" }, hand: ["Rune Berserker", "Starfall", "Focused Ray"], play: ["Hollow Shard", "Hollow Shard"] },
  );

describe("MCTS agent", () => {
  it("602.2 the race position: bob's Life Base reaches e1 on his turn when alice only passes", () => {
    const game = racePosition();
    playTurns(game, { alice: passer, bob: new HeuristicAgent() }, 2);
    expect(game.result()).toEqual({ winners: ["bob"], losers: ["alice"], draw: false, reason: "endingDot" });
  });

  it("602.2 moves its Life Base onto the ending dot and wins in its own turn", () => {
    const game = racePosition();
    playTurns(game, { alice: mcts(), bob: new HeuristicAgent() }, 1);
    expect(game.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "endingDot" });
    expect(game.dotOf(cardId(game, "alice", "Brass Observatory"))).toBe("e4");
  });

  it("602.2 the attack position: bob's Citadel reaches e4 when alice only passes", () => {
    const game = attackPosition();
    playTurns(game, { alice: passer, bob: new HeuristicAgent() }, 2);
    expect(game.result()).toEqual({ winners: ["bob"], losers: ["alice"], draw: false, reason: "endingDot" });
  });

  it("106.3 202.3 attacks the racing Life Base with both summons and destroys it", () => {
    const game = attackPosition();
    const taken = playTurns(game, { alice: mcts(), bob: new HeuristicAgent() }, 2);
    const citadel = cardId(game, "bob", "Drifting Citadel");
    expect(game.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "lifeBaseLeftPlay" });
    const attacks = taken.filter((a): a is Extract<Action, { type: "attack" }> => a.type === "attack" && a.player === "alice");
    expect(attacks.map((a) => a.card).sort()).toEqual([cardId(game, "alice", "Comet Drake"), cardId(game, "alice", "Rune Berserker")].sort());
    expect(attacks.every((a) => (typeof a.target === "string" ? a.target : a.target.card) === citadel)).toBe(true);
  });

  it("600.5 the block position: bob's Life Base is 2 moves from an ending dot, 3 with c7 taken, and wins if alice only passes", () => {
    const game = blockPosition();
    expect(raceMoves(game.engine, "bob")).toBe(2);
    expect(raceMoves(game.engine, "bob", { from: "b8", to: "c7" })).toBe(3);
    playTurns(game, { alice: passer, bob: new HeuristicAgent() }, 4);
    expect(game.result()).toEqual({ winners: ["bob"], losers: ["alice"], draw: false, reason: "endingDot" });
  });

  it("600.5 moves its summon onto the dot the racing Life Base needs", () => {
    const game = blockPosition();
    const boar = cardId(game, "alice", "Thornback Boar");
    playTurns(game, { alice: mcts(), bob: new HeuristicAgent() }, 1);
    expect(game.dotOf(boar)).toBe("c7");
    expect(raceMoves(game.engine, "bob")).toBe(3);
  });

  it("the same seeds give the same game", () => {
    const play = () => {
      const game = fullGame(7, "p1");
      return playTurns(game, { p1: new MctsAgent({ seed: 3, iterations: 8 }), p2: new MctsAgent({ seed: 4, iterations: 8 }) }, 6);
    };
    const first = play();
    expect(first.some((a) => a.type !== "pass" && a.type !== "answer")).toBe(true);
    expect(play()).toEqual(first);
  });

  // 501.1 502.1: which of bob's hidden cards lie in his hand and which in his deck is all alice
  // can't see. Two games that differ only in that deal the same hidden cards the same way, and the
  // agent makes the same choices in both.
  it("501.1 502.1 never reads where the opponent's hidden cards lie", () => {
    const a = blockPosition();
    const b = forkGame(a);
    const bob = b.state.players.find((p) => p.id === "bob")!;
    const [inHand, inDeck] = [bob.zones.hand[0]!, bob.zones.deck[0]!];
    expect(cardIn(b.state, inHand).name).not.toBe(cardIn(b.state, inDeck).name);
    bob.zones.hand[0] = inDeck;
    bob.zones.deck[0] = inHand;
    cardIn(b.state, inDeck).zone = "hand";
    cardIn(b.state, inHand).zone = "deck";
    const dealt = (g: Game) => {
      const f = forkGame(g);
      deal(f.engine, "alice", 99);
      return f.state.players.map((p) => ({ hand: p.zones.hand, deck: p.zones.deck }));
    };
    expect(dealt(b)).toEqual(dealt(a));
    const choices = (g: Game) => {
      const agent = mcts(5);
      const out: Action[] = [];
      for (let i = 0; i < 6 && playerToAct(g) === "alice"; i++) {
        const action = agent.chooseAction(g, "alice", g.legalActions("alice"));
        out.push(action);
        ok(g, action);
      }
      return out;
    };
    const first = choices(a);
    expect(first.length).toBeGreaterThan(0);
    expect(choices(b)).toEqual(first);
  });
});
