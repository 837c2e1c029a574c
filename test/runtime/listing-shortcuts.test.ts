// legalActions' shortcuts (issue 15): candidates the check would refuse whatever their details are
// left out before they are built (206.1e an activated crystal, 402.10f an activated summon's
// activated ability), and a cast is listed with its check done as it is built (its targets come
// from `candidates`, so only their count and the payment are checked). Held, at every decision of
// seeded games with the four starter decks, to the listing without shortcuts (every candidate
// built and checked in full): the same actions in the same order, and each listed action's check
// the same as a fresh one of a copy (which the game checks in full, never by identity).
import { describe, expect, it } from "vitest";
import { createGame, playGame, RandomAgent, type Agent, type Game } from "../../runtime/index.ts";
import { legalActionsInFull } from "../../runtime/x610z/actions.ts";
import type { TargetSpec } from "../../runtime/x610z/abilities.ts";
import { unchanging } from "../../runtime/x610z/memo.ts";
import { candidates } from "../../runtime/x610z/targets.ts";
import { enterPlay, leavePlay } from "../../runtime/x610z/zones.ts";
import { addMod } from "../../runtime/x610z/modifiers.ts";
import { changeControl } from "../../runtime/x610z/permanents.ts";
import type { Action, PlayerId } from "../../runtime/x610z/types.ts";
import { goldenContext } from "../golden/games.ts";
import { starterDecksGame } from "./carry-compare.ts";
import { arcGame, ok, ref, times } from "./fixtures.ts";

/** Compares every listing with the reference before the random agent picks. */
class Comparing implements Agent {
  decisions = 0;
  casts = 0;
  unpaid = 0;
  private readonly inner: RandomAgent;
  constructor(seed: number) {
    this.inner = new RandomAgent(seed);
  }
  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    this.decisions++;
    expect(legal).toEqual(legalActionsInFull(game.engine, player));
    for (const a of legal) {
      if (a.type === "cast") this.casts++;
      const listed = game.check(a);
      const fresh = game.check(structuredClone(a));
      expect(listed).toEqual(fresh);
      if (fresh.ok && !fresh.fullyPaid) this.unpaid++;
    }
    return this.inner.chooseAction(game, player, legal);
  }
}

describe("legalActions with its shortcuts equals the listing checked in full", () => {
  const ctx = goldenContext();
  const decks = Object.keys(ctx.decks);

  it("at every decision of 8 two-player games, each starter deck against each other one", () => {
    let decisions = 0;
    let casts = 0;
    let unpaid = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const game = starterDecksGame(ctx, seed, [seed, seed + 1 + (seed >> 2)]);
      const agents = { p1: new Comparing(seed), p2: new Comparing(seed + 50) };
      const r = playGame(game, agents, { maxActions: 1500 });
      // A decision is one call of the agent: every action performed was asked for.
      expect(agents.p1.decisions + agents.p2.decisions).toBe(r.actions);
      decisions += r.actions;
      casts += agents.p1.casts + agents.p2.casts;
      unpaid += agents.p1.unpaid + agents.p2.unpaid;
    }
    // The comparison saw casts, and casts the pool can't pay in full (listed, 200.5), not only passes.
    expect(decisions).toBeGreaterThan(2000);
    expect(casts).toBeGreaterThan(500);
    expect(unpaid).toBeGreaterThan(50);
  });

  it("at every decision of a three-player game (the non-active players list too)", () => {
    const game = createGame({
      library: ctx.library,
      board: ctx.board,
      seed: 11,
      players: [
        { id: "p1", deck: ctx.decks[decks[0]!]! },
        { id: "p2", deck: ctx.decks[decks[1]!]! },
        { id: "p3", deck: ctx.decks[decks[2]!]! },
      ],
    });
    const agents = { p1: new Comparing(1), p2: new Comparing(2), p3: new Comparing(3) };
    const r = playGame(game, agents, { maxActions: 600 });
    expect(agents.p1.decisions + agents.p2.decisions + agents.p3.decisions).toBe(r.actions);
    expect(r.actions).toBeGreaterThan(300);
  });
});

describe("a cast listed with its check", () => {
  it("200.3 is performed with the targets it lists, and its stack entry holds copies, not the listed action's frozen lists", () => {
    const g = arcGame({ alice: { play: times(2, "Mystic Crystal"), hand: ["Divine Intervention"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    const dragon = ref(g, "bob/Hunter Dragon");
    const cast = g.legalActions("alice").find((a) => a.type === "cast");
    // "Return target Non Life Base Summon": the one such summon in play is bob's Hunter Dragon.
    expect(cast).toEqual({ type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: dragon }] });
    expect(Object.isFrozen(cast) && Object.isFrozen((cast as { targets: object[] }).targets)).toBe(true);
    ok(g, cast!);
    const entry = g.state.stack.at(-1)!;
    expect(entry.targets).toEqual([{ card: dragon }]);
    expect(entry.targets).not.toBe((cast as { targets: object[] }).targets);
    expect(Object.isFrozen(entry.targets) || Object.isFrozen(entry.targets[0])).toBe(false);
    expect(g.actions.at(-1)).toBe(cast); // the replay log keeps the listed object
  });
});

describe("an activated Effect listed with its check", () => {
  it("207.6 its targets are the summons its text describes, and it is performed with them; its stack entry holds copies", () => {
    // Twin Geode: "☉, B1: Target Summon you control gets Speed +1 until end of turn."
    const g = arcGame({ alice: { play: ["Twin Geode", "Boost Crystal", { card: "Hunter Dragon", at: "b" }] }, bob: { play: [{ card: "Hunter Dragon", at: "d" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    const geode = ref(g, "alice/Twin Geode");
    const listed = g.legalActions("alice").filter((a) => a.type === "activate" && a.effect === true);
    // The summons alice controls: her Life Base (a Summon, 400) and her Hunter Dragon; not bob's.
    const mine = [ref(g, "alice/Life Base"), ref(g, "alice/Hunter Dragon")].sort();
    expect(listed.map((a) => (a as { targets: Array<{ card: string }> }).targets[0]!.card).sort()).toEqual(mine);
    const onDragon = listed.find((a) => (a as { targets: Array<{ card: string }> }).targets[0]!.card === ref(g, "alice/Hunter Dragon"))!;
    expect(g.check(onDragon)).toEqual({ ok: true, fullyPaid: true }); // B1 from the Boost Crystal's energy
    ok(g, onDragon);
    const entry = g.state.stack.at(-1)!;
    expect(entry.card).toBe(geode);
    expect(entry.targets).toEqual([{ card: ref(g, "alice/Hunter Dragon") }]);
    expect(entry.targets).not.toBe((onDragon as { targets: object[] }).targets);
    expect(Object.isFrozen(entry.targets) || Object.isFrozen(entry.targets[0])).toBe(false);
    expect(g.actions.at(-1)).toBe(onDragon);
    expect(g.state.players.find((p) => p.id === "alice")!.pool).toEqual({}); // B1 paid
  });

  it("the next listing sees what changed: a summon that came into play since is a target, one that left is not", () => {
    // Precision Failure (an Effect in play): "☉, M1: Target Summon gets Range -2 until end of turn."
    const g = arcGame({ alice: { play: ["Precision Failure", "Mystic Crystal"], hand: ["Hunter Dragon"] }, bob: { play: [{ card: "Hunter Dragon", at: "d" }] } });
    const targetsListed = () => effectTargetsListed(g);
    const lifeBases = [ref(g, "alice/Life Base"), ref(g, "bob/Life Base")];
    const [hers, his] = [ref(g, "alice/Hunter Dragon"), ref(g, "bob/Hunter Dragon")];
    // Every summon in play: both Life Bases and bob's Hunter Dragon.
    expect(targetsListed()).toEqual([...lifeBases, his].sort());
    enterPlay(g.engine, hers, "alice", { at: "b" }); // her Dragon comes into play (as a resolved cast puts it)
    expect(targetsListed()).toEqual([...lifeBases, his, hers].sort());
    leavePlay(g.engine, his, "discard", { destroyed: true }); // bob's leaves it
    expect(targetsListed()).toEqual([...lifeBases, hers].sort());
  });
});

describe("target candidates found once per listing", () => {
  // A spec as the compiler writes "target Summon you control" and "another target Summon".
  const yours: TargetSpec = { kind: "object", filter: { kind: "summon", controller: "you" } };
  const another: TargetSpec = { kind: "object", filter: { kind: "summon" }, distinctFrom: [0] };

  it("208 one listing keeps each targeter's own: 'you control' is alice's summons for alice and bob's for bob", () => {
    const g = arcGame({ alice: { play: [{ card: "Hunter Dragon", at: "b" }], hand: ["Divine Intervention"] }, bob: { play: [{ card: "Hunter Dragon", at: "d" }], hand: ["Divine Intervention"] } });
    const E = g.engine;
    const [forAlice, forBob, again] = unchanging(() => [
      candidates(E, yours, { you: "alice", source: ref(g, "alice/Divine Intervention"), controller: "alice" }, []),
      candidates(E, yours, { you: "bob", source: ref(g, "bob/Divine Intervention"), controller: "bob" }, []),
      candidates(E, yours, { you: "alice", source: ref(g, "alice/Divine Intervention"), controller: "alice" }, []),
    ]);
    expect(forAlice.map((t) => (t as { card: string }).card).sort()).toEqual([ref(g, "alice/Life Base"), ref(g, "alice/Hunter Dragon")].sort());
    expect(forBob.map((t) => (t as { card: string }).card).sort()).toEqual([ref(g, "bob/Life Base"), ref(g, "bob/Hunter Dragon")].sort());
    // Asked again in the same listing: the same cards, in fresh target objects (each action freezes its own).
    expect(again).toEqual(forAlice);
    expect(again[0]).not.toBe(forAlice[0]);
  });

  it("208.1 'another target' leaves out the target already declared, after the cards found once", () => {
    const g = arcGame({ alice: { play: [{ card: "Hunter Dragon", at: "b" }], hand: ["Divine Intervention"] }, bob: { play: [{ card: "Hunter Dragon", at: "d" }] } });
    const by = { you: "alice", source: ref(g, "alice/Divine Intervention"), controller: "alice" };
    const dragon = ref(g, "bob/Hunter Dragon");
    const [all, butDragon] = unchanging(() => [candidates(g.engine, another, by, []), candidates(g.engine, another, by, [{ card: dragon }])]);
    // Every summon in play: two Life Bases and two Hunter Dragons; then all but bob's Dragon.
    expect(all).toHaveLength(4);
    expect(butDragon.map((t) => (t as { card: string }).card).sort()).toEqual(
      all
        .map((t) => (t as { card: string }).card)
        .filter((id) => id !== dragon)
        .sort(),
    );
  });
});

describe("a player's pass and concession built once", () => {
  it("106.3, 201.5 the same frozen objects from listing to listing; a copied game lists its own; either is performed and logged", () => {
    const g = arcGame({ alice: { play: times(2, "Mystic Crystal") } });
    const first = g.legalActions("alice");
    const pass = first.find((a) => a.type === "pass")!;
    const concede = first.find((a) => a.type === "concede")!;
    expect(Object.isFrozen(pass) && Object.isFrozen(concede)).toBe(true);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") }); // 200.1b: no priority change
    const second = g.legalActions("alice");
    expect(second.find((a) => a.type === "pass")).toBe(pass);
    expect(second.find((a) => a.type === "concede")).toBe(concede);
    const copy = g.fork();
    const copied = copy.legalActions("alice").find((a) => a.type === "pass")!;
    expect(copied).toEqual({ type: "pass", player: "alice" });
    expect(copied).not.toBe(pass);
    ok(copy, copied);
    ok(g, pass);
    expect(g.actions.at(-1)).toBe(pass);
    expect(g.state.log.at(-1)).toEqual(copy.state.log.at(-1)); // the same game from the same state
  });
});

describe("a summon's move paths kept per board and search", () => {
  it("600.5, 202.10 the next listing sees a dot taken or freed since: a summon never ends on an occupied dot, it may pass over one", () => {
    // Hunter Dragon: Speed 2, Movement Energy B1; alice's at b on the arc s1-a-b-c-d-e1, her Life Base on s1.
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Hunter Dragon", at: "b" }] }, bob: { hand: ["Hunter Dragon"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    const ends = () =>
      g
        .legalActions("alice")
        .flatMap((a) => (a.type === "move" ? [a.path.at(-1)!] : []))
        .sort();
    // Two dots either way: a, and s1 (her Life Base's: taken); c and d.
    expect(ends()).toEqual(["a", "c", "d"]);
    const his = ref(g, "bob/Hunter Dragon");
    enterPlay(g.engine, his, "bob", { at: "d" }); // d taken: c is the farthest that way
    expect(ends()).toEqual(["a", "c"]);
    leavePlay(g.engine, his, "discard", { destroyed: true }); // d free again
    expect(ends()).toEqual(["a", "c", "d"]);
    enterPlay(g.engine, his, "bob", { at: "c" }); // c taken: over it to d (202.10), not onto it
    expect(ends()).toEqual(["a", "d"]);
  });
});

describe("what target listing reads of the permanents in play, kept from listing to listing while it holds", () => {
  it("208 a modifier or a card in play that makes a summon untargetable since the last listing is seen by the next one", () => {
    // Precision Failure (alice's Effect in play): "☉, M1: Target Summon gets Range -2 until end of turn."
    const g = arcGame({ alice: { play: ["Precision Failure", "Mystic Crystal"] }, bob: { play: [{ card: "Hunter Dragon", at: "d" }], hand: ["Ashen Berserker"] } });
    const targetsListed = () => effectTargetsListed(g);
    const lifeBases = [ref(g, "alice/Life Base"), ref(g, "bob/Life Base")];
    const dragon = ref(g, "bob/Hunter Dragon");
    // Nothing untargetable: every summon in play (both Life Bases, bob's Dragon).
    expect(targetsListed()).toEqual([...lifeBases, dragon].sort());
    // A modifier (as "target Summon can't be targeted by Effects your opponents control" until end
    // of turn leaves): bob's Dragon can't be targeted by alice's Effect.
    addMod(g.engine, { op: "untargetable", target: dragon, source: dragon, you: "bob", duration: "endOfTurn" });
    expect(targetsListed()).toEqual(lifeBases.sort());
    // Ashen Berserker comes into play: "[This Summon can't be targeted by Effects your opponents control.]"
    enterPlay(g.engine, ref(g, "bob/Ashen Berserker"), "bob", { at: "c" });
    expect(targetsListed()).toEqual(lifeBases.sort());
  });

  it("214 a summon whose controller changed since the last listing is 'a Summon you control' for its new controller, in its new place", () => {
    // Bob first in player order: the candidates come in player order, then zone order (targets.ts).
    const g = arcGame({ alice: { play: ["Twin Geode"] }, bob: { play: [{ card: "Hunter Dragon", at: "d" }] } }, { order: ["bob", "alice"] });
    const yours: TargetSpec = { kind: "object", filter: { kind: "summon", controller: "you" } };
    const by = { you: "alice", source: ref(g, "alice/Twin Geode"), controller: "alice" };
    const listed = () => unchanging(() => candidates(g.engine, yours, by, []).map((t) => (t as { card: string }).card));
    expect(listed()).toEqual([ref(g, "alice/Life Base")]);
    changeControl(g.engine, ref(g, "bob/Hunter Dragon"), "alice");
    // Now in alice's play zone, after her Life Base (bob's zone, first in player order, no longer holds it).
    expect(listed()).toEqual([ref(g, "alice/Life Base"), ref(g, "bob/Hunter Dragon")]);
  });
});

describe("107.1b 'can't' asked of candidates only when one could be in force, seen from listing to listing", () => {
  it("107.1b a modifier or a card in play that forbids an activation since the last listing is seen by the next one", () => {
    // Alice's Mystic Crystal (reactivated: activated for its energy) and Precision Failure ("☉, M1: ...").
    const g = arcGame({ alice: { play: ["Precision Failure", "Mystic Crystal"], hand: ["Suppression Field"] }, bob: { play: [{ card: "Hunter Dragon", at: "d" }] } });
    const crystal = ref(g, "alice/Mystic Crystal");
    const effect = ref(g, "alice/Precision Failure");
    const activations = () =>
      g
        .legalActions("alice")
        .flatMap((a) => (a.type === "activate" ? [a.card] : []))
        .filter((id, i, all) => all.indexOf(id) === i);
    // Nothing forbids: the crystal and the Effect (one ☉ activation per target) are activated.
    expect(activations()).toEqual([crystal, effect]);
    // A modifier "can't be activated" on the crystal (as an Effect's "target Crystal can't be activated this turn").
    addMod(g.engine, { op: "forbid", action: "beActivated", target: crystal, source: crystal, you: "bob", duration: "endOfTurn" });
    expect(activations()).toEqual([effect]);
    // Suppression Field comes into play fixed on Precision Failure: "Target Effect can't be activated."
    enterPlay(g.engine, ref(g, "alice/Suppression Field"), "alice", { fixedOn: effect });
    expect(activations()).toEqual([]);
    // Each listing is the one checked in full.
    expect(g.legalActions("alice")).toEqual(legalActionsInFull(g.engine, "alice"));
  });

  it("107.1b, 202.3 a summon that can't be attacked since the last listing is no attack target in the next one", () => {
    // Alice's Hunter Dragon at b, bob's at c: one dot away, within its Range.
    const g = arcGame({ alice: { play: [{ card: "Hunter Dragon", at: "b" }] }, bob: { play: [{ card: "Hunter Dragon", at: "c" }] } });
    const his = ref(g, "bob/Hunter Dragon");
    const attacked = () => g.legalActions("alice").flatMap((a) => (a.type === "attack" ? [a.target] : []));
    expect(attacked()).toEqual([his]);
    addMod(g.engine, { op: "forbid", action: "beAttacked", target: his, source: his, you: "bob", duration: "endOfTurn" });
    expect(attacked()).toEqual([]);
    expect(g.legalActions("alice")).toEqual(legalActionsInFull(g.engine, "alice"));
  });
});

/** The first target of each ☉ activation of an Effect alice may make now, sorted. */
function effectTargetsListed(g: Game): string[] {
  return g
    .legalActions("alice")
    .filter((a) => a.type === "activate" && a.effect === true)
    .map((a) => (a as { targets: Array<{ card: string }> }).targets[0]!.card)
    .sort();
}
