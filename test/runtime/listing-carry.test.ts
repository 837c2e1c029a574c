// The listing's carry-over (issue 15, runtime/x610z/carry.ts): choices a player's last listing
// built are reused while no event since changed what they read. Held, at every decision of seeded
// random games, to a fresh listing of the same state with the carry-over off: the same actions in
// the same order (deep-equal), each with the same check (refused, or accepted and paid in full or
// not, 200.5).
import { describe, expect, it } from "vitest";
import { createGame, playGame } from "../../runtime/index.ts";
import { legalActions } from "../../runtime/x610z/actions.ts";
import { withoutCarry } from "../../runtime/x610z/carry.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";
import type { Action } from "../../runtime/x610z/types.ts";
import { goldenContext } from "../golden/games.ts";
import { compile } from "../../compiler/index.ts";
import { arcGame, lib, ok, passUntilEmpty, ref } from "./fixtures.ts";
import { withUndoFork } from "../../runtime/x610z/ai/undo-fork.ts";
import { ComparingListings, starterDecksGame } from "./carry-compare.ts";

describe("the listing carried over between decisions equals a fresh listing", () => {
  const ctx = goldenContext();
  const decks = Object.keys(ctx.decks);

  it("at every decision of 40 seeded two-player games, the starter decks against each other", () => {
    let decisions = 0;
    let rich = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const game = starterDecksGame(ctx, seed, [seed, seed + 1 + (seed >> 2)], seed % 2 ? "p1" : "p2");
      const agents = { p1: new ComparingListings(seed), p2: new ComparingListings(seed + 1000) };
      const r = playGame(game, agents, { maxActions: 1500 });
      expect(agents.p1.decisions + agents.p2.decisions).toBe(r.actions);
      decisions += r.actions;
      rich += agents.p1.rich + agents.p2.rich;
    }
    // The games got far: many decisions, thousands offering casts, abilities, moves or attacks.
    expect(decisions).toBeGreaterThan(20_000);
    expect(rich).toBeGreaterThan(2_000);
  });

  it("a copy (fork) and an undo fork (sharing the cards, restored after) carry over their own: the game lists as fresh after them", () => {
    const game = createGame({
      library: ctx.library,
      board: ctx.board,
      seed: 5,
      players: [
        { id: "p1", deck: ctx.decks[decks[0]!]! },
        { id: "p2", deck: ctx.decks[decks[1]!]! },
      ],
    });
    const agents = () => ({ p1: new ComparingListings(11), p2: new ComparingListings(12) });
    playGame(game, agents(), { maxActions: 200 });
    const who = game.state.pending?.player ?? game.state.priority!;
    const before = game.legalActions(who);
    const fork = game.fork();
    expect(playGame(fork, agents(), { maxActions: 60 }).actions).toBeGreaterThan(0);
    withUndoFork(game, (u) => expect(playGame(u, agents(), { maxActions: 60 }).actions).toBeGreaterThan(0));
    // The game's state is as it was (the undo fork put its cards back): its listing too.
    const after = game.legalActions(who);
    expect(after).toEqual(before);
    expect(after).toEqual(withoutCarry(() => legalActions(game.engine, who)));
  });

  it("at every decision of a three-player game", () => {
    const game = createGame({
      library: ctx.library,
      board: ctx.board,
      seed: 7,
      players: decks.slice(0, 3).map((d, i) => ({ id: `p${i + 1}`, deck: ctx.decks[d]! })),
    });
    const agents = { p1: new ComparingListings(1), p2: new ComparingListings(2), p3: new ComparingListings(3) };
    const r = playGame(game, agents, { maxActions: 800 });
    expect(r.actions).toBeGreaterThan(300);
  });
});

describe("what a cast's targets read, invalidated by the events that change it", () => {
  it('206.1d "target activated Energy Crystal" (a filter reading a permanent\'s state): a crystal activated for its energy becomes its target', () => {
    const out = compile("card Shatter\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  Destroy target activated Energy Crystal.\n", "Shatter.card");
    expect(out.diagnostics).toEqual([]);
    const g = arcGame(
      { alice: { play: ["Mystic Crystal", "Mystic Crystal"], hand: ["Shatter"] } },
      { library: { ...lib, Shatter: out.cards[0]! }, turn: { active: "alice", phase: "action", number: 1 } },
    );
    const casts = (): Action[] => g.legalActions("alice").filter((a) => a.type === "cast");
    // Both crystals reactivated: nothing to target, so no cast (200.3).
    expect(casts()).toEqual([]);
    const crystal = ref(g, "alice/Mystic Crystal");
    ok(g, { type: "activate", player: "alice", card: crystal });
    // Only its state and the pool changed (permanentState, pool): the cast now has its one target.
    expect(casts()).toEqual([{ type: "cast", player: "alice", card: ref(g, "alice/Shatter"), targets: [{ card: crystal }] }]);
    expect(g.legalActions("alice")).toEqual(withoutCarry(() => legalActions(g.engine, "alice")));
  });
});

describe("the cards in play kept with the carry-over (actions.ts PlayView), made anew when the ids in play change", () => {
  it("403.1 a crystal cast into play is listed for its energy (206.1e) at his next listing (the ids in play changed)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Mystic Crystal", "Mystic Crystal"] } }, { turn: { active: "alice", phase: "action", number: 1 } });
    const energy = (): string[] => g.legalActions("alice").flatMap((a) => (a.type === "activate" ? [a.card] : []));
    const [first, second] = [ref(g, "alice/Mystic Crystal#1"), ref(g, "alice/Mystic Crystal#2")];
    const inPlay = g.state.players.find((p) => p.id === "alice")!.zones.play;
    const crystals = (): string[] => inPlay.filter((id) => cardIn(g.state, id).name === "Mystic Crystal");
    expect(crystals()).toHaveLength(1);
    const already = crystals()[0]!;
    expect(energy()).toEqual([already]);
    const cast = already === first ? second : first;
    ok(g, { type: "cast", player: "alice", card: cast });
    passUntilEmpty(g);
    // The crystal cast is in play, reactivated: two energy activations, in the play zone's order.
    expect(crystals()).toEqual([already, cast]);
    expect(energy()).toEqual([already, cast]);
    expect(g.legalActions("alice")).toEqual(withoutCarry(() => legalActions(g.engine, "alice")));
  });
});
