// The search agent (runtime/x610z/ai/search.ts) in positions decided by the Life Base race (602.2):
// it destroys a racing Life Base by attacking it (106.3), casts a summon to do so (402.6), and stands
// a pawn on the dot the opponent's Life Base needs (600.5) when that is what wins; each position is
// first shown lost when the player only passes. Small budgets: a handful of playouts a choice.
import { describe, expect, it } from "vitest";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { blockedRaceMoves, determinise, ownRaceMoves, raceMoves, SearchAgent } from "../../runtime/x610z/ai/search.ts";
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

  // The blocking position without the Comet Drake on c6: it stands on c4, two dots along the ring
  // from c6 (Speed 2). Either pawn alone leaves bob's Observatory its other way out (c6 or c7: 2
  // moves); both together leave it none (3 moves, his third on turn 6, after alice's third on
  // turn 5). Her two Verdant Shards pay both pawns' Movement Energy (B1 each), her Hollow Shards her
  // Observatory's (C2).
  const pairPosition = () =>
    position(
      {
        lifeBase: { card: "Brass Observatory", at: "a1" },
        play: ["Hollow Shard", "Hollow Shard", "Verdant Shard", "Verdant Shard", { card: "Comet Drake", at: "c4" }, { card: "Thornback Boar", at: "b8" }],
      },
      { lifeBase: { card: "Brass Observatory", at: "b7" }, play: ["Hollow Shard", "Hollow Shard"] },
    );

  it("600.5 the two-pawn position: one pawn on c6 or c7 leaves bob 2 moves, both 3", () => {
    const game = pairPosition();
    expect(raceMoves(game.engine, "bob")).toBe(2);
    expect(raceMoves(game.engine, "bob", { from: "b8", to: "c7" })).toBe(2);
    expect(raceMoves(game.engine, "bob", { from: "c4", to: "c6" })).toBe(2);
    expect(
      raceMoves(game.engine, "bob", [
        { from: "b8", to: "c7" },
        { from: "c4", to: "c6" },
      ]),
    ).toBe(3);
  });

  it("600.5 602.2 moves two summons onto both dots the racing Life Base needs in one turn", () => {
    const game = pairPosition();
    const boar = cardId(game, "alice", "Thornback Boar");
    const drake = cardId(game, "alice", "Comet Drake");
    playTurns(game, { alice: search(), bob: new HeuristicAgent() }, 1);
    expect([game.dotOf(boar), game.dotOf(drake)].sort()).toEqual(["c6", "c7"]);
    expect(raceMoves(game.engine, "bob")).toBe(3);
  });

  it("600.5 202.2a the block alice's pawns could still make: bob's 2 moves become 3, with both Movement Energies paid", () => {
    expect(blockedRaceMoves(blockPosition().engine, "alice", "bob")).toBe(3);
    expect(blockedRaceMoves(pairPosition().engine, "alice", "bob")).toBe(3);
    // One Verdant Shard pays one pawn's B1, not both: either pawn alone leaves bob a way round.
    const oneVerdant = position(
      { lifeBase: { card: "Brass Observatory", at: "a1" }, play: ["Hollow Shard", "Hollow Shard", "Verdant Shard", { card: "Comet Drake", at: "c4" }, { card: "Thornback Boar", at: "b8" }] },
      { lifeBase: { card: "Brass Observatory", at: "b7" }, play: ["Hollow Shard", "Hollow Shard"] },
    );
    expect(blockedRaceMoves(oneVerdant.engine, "alice", "bob")).toBe(2);
  });

  // Bob's Brass Observatory (Speed 1, Movement Energy C2, paid by his two Hollow Shards) on c7 is
  // one move from the ending dot e4: he wins on his turn. Alice's Observatory on s4 is four moves
  // from an ending dot; her Tidecaller Serpent (reactivated) can give a Summon Speed -1 until end of
  // turn by rotating (402.10f). Used in her own turn it is gone before bob moves; answering bob's
  // move (201.3: she gets priority before it resolves), it leaves his Life Base Speed 0 when the
  // move is read (202.5c), so it stays on c7.
  const tidecallerPosition = () =>
    position(
      { lifeBase: { card: "Brass Observatory", at: "s4" }, play: ["Hollow Shard", "Hollow Shard", { card: "Tidecaller Serpent", at: "a6" }] },
      { lifeBase: { card: "Brass Observatory", at: "c7" }, play: ["Hollow Shard", "Hollow Shard"] },
    );

  it("602.2 the Tidecaller position: bob's Life Base reaches e4 on his turn when alice only passes", () => {
    const game = tidecallerPosition();
    expect(raceMoves(game.engine, "bob")).toBe(1);
    playTurns(game, { alice: passer, bob: new HeuristicAgent() }, 2);
    expect(game.result()).toEqual({ winners: ["bob"], losers: ["alice"], draw: false, reason: "endingDot" });
  });

  it("202.5c the heuristic alone spends Tidecaller Serpent's Speed -1 in alice's own turn, and bob's Life Base reaches e4", () => {
    const game = tidecallerPosition();
    const serpent = cardId(game, "alice", "Tidecaller Serpent");
    const bobs = cardId(game, "bob", "Brass Observatory");
    const taken = playTurns(game, { alice: new HeuristicAgent(), bob: new HeuristicAgent() }, 2);
    const used = taken.findIndex((a) => a.type === "ability" && a.card === serpent);
    expect(used).toBeGreaterThanOrEqual(0);
    expect(used).toBeLessThan(taken.findIndex((a) => a.type === "move" && a.card === bobs));
    expect(game.result()).toEqual({ winners: ["bob"], losers: ["alice"], draw: false, reason: "endingDot" });
  });

  it("202.5c 201.3 keeps Tidecaller Serpent's Speed -1 for bob's turn and answers his Life Base's move with it", () => {
    const game = tidecallerPosition();
    const serpent = cardId(game, "alice", "Tidecaller Serpent");
    const bobs = cardId(game, "bob", "Brass Observatory");
    const taken = playTurns(game, { alice: search(), bob: new HeuristicAgent() }, 2);
    const uses = taken.filter((a) => a.type === "ability" && a.card === serpent);
    // Once, on bob's Life Base, in bob's turn (the turn number is 2 after alice's turn 1).
    expect(uses).toEqual([{ type: "ability", player: "alice", card: serpent, index: 0, targets: [{ card: bobs }] }]);
    expect(taken.indexOf(uses[0]!)).toBeGreaterThan(taken.findIndex((a) => a.type === "move" && a.card === bobs));
    expect(game.result()).toBeNull();
    expect(game.dotOf(bobs)).toBe("c7");
  });

  // Alice's Brass Observatory (Speed 1) on s1 is four moves from an ending dot (one orbit a move).
  // Comet Trail (B1) in hand gives it Speed 3 on one move (202.5c), s1 to orbit 3, then the ending
  // dot: 2 moves, when her crystals pay both the C2 of the move and the B1.
  it("202.5c 202.2a the player's own race counts the Speed boost in his hand that his crystals can pay besides the move", () => {
    const boosted = position({ hand: ["Comet Trail"], play: ["Hollow Shard", "Hollow Shard", "Verdant Shard"] }, {});
    expect(raceMoves(boosted.engine, "alice")).toBe(4);
    expect(ownRaceMoves(boosted.engine, "alice")).toBe(2);
    const short = position({ hand: ["Comet Trail"], play: ["Hollow Shard", "Hollow Shard"] }, {});
    expect(ownRaceMoves(short.engine, "alice")).toBe(4);
    // No crystal in play, two in hand (403: one cast a turn): the C2 of a move is paid from the
    // second turn on, so the four moves take five turns.
    const poor = position({ hand: ["Hollow Shard", "Hollow Shard"], play: [] }, {});
    expect(ownRaceMoves(poor.engine, "alice")).toBe(5);
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
