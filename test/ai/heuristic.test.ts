// The heuristic agent (runtime/ai/heuristic.ts) in positions whose right play follows from the
// rules: take the speed win (602.2), stop the opponent's (glossary "Counter"), pay an unless cost
// to save a summon (207.2), discard the least useful card at the hand limit (502.5), destroy what
// it can, and play the same game again from the same seeds.
import { describe, expect, it } from "vitest";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { playerToAct, playGame, type Agent } from "../../runtime/x610z/agents.ts";
import type { Game } from "../../runtime/index.ts";
import type { Action } from "../../runtime/x610z/types.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGame } from "../../runtime/index.ts";
import { cardId, fullGame, library, ok, position } from "./helpers.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

/** Passes, and answers decisions with their first option. */
const passer: Agent = {
  chooseAction: (game, player, legal) => legal.find((a) => a.type === "pass") ?? legal.find((a) => a.type === "answer") ?? legal[0]!,
};

/** Runs the agents until the turn ends (or `until` holds), the game ends, or `limit` actions;
 *  returns the actions. */
function playOut(game: Game, agents: Record<string, Agent>, until: (g: Game) => boolean = () => false, limit = 60): Action[] {
  const taken: Action[] = [];
  const turn = game.turn().number;
  for (let i = 0; i < limit && !game.result() && game.turn().number === turn && !until(game); i++) {
    const p = playerToAct(game)!;
    const a = agents[p]!.chooseAction(game, p, game.legalActions(p));
    ok(game, a);
    taken.push(a);
  }
  return taken;
}

describe("heuristic agent", () => {
  it("602.2 moves its Life Base onto an ending dot when it can, activating crystals for the Movement Energy", () => {
    // c1 is joined to the ending dot e1; Brass Observatory's Movement Energy is C2.
    const game = position({ lifeBase: { card: "Brass Observatory", at: "c1" }, play: ["Hollow Shard", "Hollow Shard"], hand: ["Comet Drake"] }, {});
    const taken = playOut(game, { alice: new HeuristicAgent(), bob: passer });
    expect(game.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "endingDot" });
    expect(taken.filter((a) => a.player === "alice").map((a) => a.type)).toEqual(["activate", "activate", "move", "pass"]);
    expect(game.dotOf(cardId(game, "alice", "Brass Observatory"))).toBe("e1");
  });

  it("glossary Counter: counters the opponent's winning move with Lost Signal", () => {
    // Bob's Citadel on c7, joined to the ending dot e4; Movement Energy B1 C1.
    const game = position(
      { play: ["Tide Shard", "Tide Shard", "Hollow Shard"], hand: ["Lost Signal"] },
      { lifeBase: { card: "Drifting Citadel", at: "c7" }, play: ["Verdant Shard", "Hollow Shard"] },
      { active: "bob", phase: "action" },
    );
    const citadel = cardId(game, "bob", "Drifting Citadel");
    ok(game, { type: "activate", player: "bob", card: cardId(game, "bob", "Verdant Shard") });
    ok(game, { type: "activate", player: "bob", card: cardId(game, "bob", "Hollow Shard") });
    ok(game, { type: "move", player: "bob", card: citadel, path: ["c7", "e4"] });
    const taken = playOut(game, { alice: new HeuristicAgent(), bob: passer });
    expect(game.result()).toBeNull();
    expect(game.dotOf(citadel)).toBe("c7");
    expect(taken.some((a) => a.type === "cast" && a.card === cardId(game, "alice", "Lost Signal"))).toBe(true);
  });

  it("207.2 fills its pool and pays M2 so Eclipse doesn't destroy its Comet Drake", () => {
    const game = position(
      { play: ["Tide Shard", "Tide Shard", { card: "Comet Drake", at: "a2" }] },
      { hand: ["Eclipse"], play: ["Tide Shard", "Tide Shard", "Tide Shard", "Verdant Shard"] },
      { active: "bob", phase: "action" },
    );
    const drake = cardId(game, "alice", "Comet Drake");
    for (const id of game.zone("bob", "play")) if (cardIn(game.state, id).name !== "Drifting Citadel") ok(game, { type: "activate", player: "bob", card: id });
    ok(game, { type: "cast", player: "bob", card: cardId(game, "bob", "Eclipse"), targets: [{ card: drake }] });
    const taken = playOut(game, { alice: new HeuristicAgent(), bob: passer }, (g) => g.state.stack.length === 0 && !g.pending());
    expect(taken.filter((a) => a.player === "alice").map((a) => a.type)).toEqual(["activate", "activate", "pass", "answer"]);
    expect(game.state.log.some((e) => e.type === "answered" && e.player === "alice" && e.label === "yes")).toBe(true);
    expect(cardIn(game.state, drake).zone).toBe("play");
    expect(cardIn(game.state, cardId(game, "bob", "Eclipse")).zone).toBe("discard");
    // Both Tide Shards went into the payment.
    expect(game.pool("alice")).toEqual({});
  });

  it("502.5 at the hand limit discards crystals first when it already has seven in play", () => {
    const hand = ["Tide Shard", "Tide Shard", "Starfall", "Comet Drake", "Focused Ray", "Iron Plating", "Anchor Chain", "Aurora Shield", "Stargazing"];
    const game = position({ hand, play: Array(7).fill("Hollow Shard") }, {}, { active: "alice", phase: "end" });
    const agent = new HeuristicAgent();
    // End Phase: bob has priority first (704.1); both pass and the turn ends with 9 cards in hand.
    for (let i = 0; i < 10 && game.pending()?.kind !== "handLimit"; i++) ok(game, { type: "pass", player: game.priority()! });
    for (let i = 0; i < 2; i++) {
      const d = game.pending()!;
      expect(d.kind).toBe("handLimit");
      ok(game, agent.chooseAction(game, "alice", game.legalActions("alice")));
    }
    expect(game.zone("alice", "discard").map((id) => cardIn(game.state, id).name)).toEqual(["Tide Shard", "Tide Shard"]);
    expect(game.zone("alice", "hand")).toHaveLength(7);
  });

  it("210 in the opponent's End Phase destroys his summon with Starfall rather than passing", () => {
    // Thornback Boar: Defense 2; Starfall deals 3. 704.1: alice, next to play, has priority first.
    const game = position({ hand: ["Starfall"], play: ["Tide Shard", "Tide Shard"] }, { play: [{ card: "Thornback Boar", at: "a8" }] }, { active: "bob", phase: "end" });
    expect(game.priority()).toBe("alice");
    playOut(game, { alice: new HeuristicAgent(), bob: passer });
    expect(cardIn(game.state, cardId(game, "bob", "Thornback Boar")).zone).toBe("discard");
  });

  it("105.4 takes Murphy's Law with a hand of only crystals, down to five cards", () => {
    const deck = ["Brass Observatory", ...Array(50).fill("Tide Shard")];
    const game = createGame({
      library,
      board: act1,
      seed: 5,
      startingPlayer: "p1",
      players: [
        { id: "p1", deck },
        { id: "p2", deck },
      ],
    });
    const agent = new HeuristicAgent();
    const answers: string[] = [];
    for (let i = 0; i < 10 && game.pending()?.player === "p1"; i++) {
      const d = game.pending()!;
      const a = agent.chooseAction(game, "p1", game.legalActions("p1"));
      if (d.kind === "murphy" && a.type === "answer") answers.push(d.options[a.choice as number]!.label);
      ok(game, a);
    }
    // 7 crystals: yes (6 drawn); 6 crystals: yes (5 drawn); 5 cards: no.
    expect(answers).toEqual(["yes", "yes", "no"]);
    expect(game.zone("p1", "hand")).toHaveLength(5);
  });

  it("plays the same full game again from the same seeds", () => {
    const run = () => {
      const game = fullGame(77, "p2");
      playGame(game, { p1: new HeuristicAgent({ seed: 3 }), p2: new HeuristicAgent({ seed: 4 }) }, { maxActions: 3000 });
      return JSON.stringify(game.actions);
    };
    const first = run();
    expect(first.length).toBeGreaterThan(100);
    expect(run()).toBe(first);
  });
});
