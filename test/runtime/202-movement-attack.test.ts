// 202 movement and attack, with 600-604 (dots) as the board sees them, on the scenarios' arc:
// s1 (alice's start) - a - b - c - d - e1 (ending), counter-clockwise; s2 is bob's start.
import type { BoardData } from "../../runtime/x610z/board.ts";
import { describe, expect, it } from "vitest";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { arcGame, names, ok, passTop, passUntilEmpty, ref, snapshot, times } from "./fixtures.ts";

describe("202 movement", () => {
  it("202.2 a move pays its Movement Energy, activates (rotates) the summon and takes it there on resolution", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "a" }] } });
    const beast = ref(g, "alice/Tide Beast");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: beast, path: ["a", "b", "c", "d"] });
    expect(g.pool("alice")).toEqual({});
    expect(g.stateOf(beast)).toBe("activated");
    expect(g.dotOf(beast)).toBe("a");
    expect(g.stackView()).toEqual([{ player: "alice", label: "move Tide Beast" }]);
    passUntilEmpty(g);
    expect(g.dotOf(beast)).toBe("d");
  });

  it("202.2b an activated summon can't move again this turn", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", "Boost Crystal", { card: "Tide Beast", at: "a" }] } });
    const beast = ref(g, "alice/Tide Beast");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal#2") });
    ok(g, { type: "move", player: "alice", card: beast, path: ["a", "b"] });
    passUntilEmpty(g);
    const before = snapshot(g);
    const r = g.perform({ type: "move", player: "alice", card: beast, path: ["b", "c"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^202\.2b/);
    expect(snapshot(g)).toBe(before);
  });

  it("202.5c a summon moves at most its Speed in dots (Iron Vessel, Speed 1)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal", { card: "Iron Vessel", at: "b" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    const r = g.perform({ type: "move", player: "alice", card: ref(g, "alice/Iron Vessel"), path: ["b", "c", "d"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^202\.5c/);
    ok(g, { type: "move", player: "alice", card: ref(g, "alice/Iron Vessel"), path: ["b", "c"] });
  });

  it("202.7c stats can't go below 0: a summon with Speed 1 that gets Speed -2 has Speed 0, and can't move", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal", { card: "Iron Vessel", at: "b" }], hand: ["Slow"] } });
    const vessel = ref(g, "alice/Iron Vessel");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Slow"), targets: [{ card: vessel }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(vessel)).toEqual({ attack: 1, defense: 6, speed: 0, range: 3 });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    expect(g.legalActions("alice").some((a) => a.type === "move" && a.card === vessel)).toBe(false);
    expect(g.perform({ type: "move", player: "alice", card: vessel, path: ["b", "c"] }).ok).toBe(false);
  });

  it("202.10 a summon moves over another summon (the dot counts); 600.5 it can't end on an occupied dot", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "a" }] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    const beast = ref(g, "alice/Tide Beast");
    const r = g.perform({ type: "move", player: "alice", card: beast, path: ["a", "b"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^600\.5/);
    ok(g, { type: "move", player: "alice", card: beast, path: ["a", "b", "c"] });
    passUntilEmpty(g);
    expect(g.dotOf(beast)).toBe("c");
  });

  it("202.11 when the destination gets occupied before the move resolves, the summon goes as far as it can", () => {
    const g = arcGame(
      {
        alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "a" }] },
        bob: { play: [{ card: "Hunter Dragon", at: "e1" }], hand: ["Shove"] },
      },
      {},
    );
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: ref(g, "alice/Tide Beast"), path: ["a", "b", "c", "d"] });
    // bob moves his Dragon onto d first (a move by an effect: no energy, the path is his choice).
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Shove"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    passTop(g, { bob: ["d"] });
    expect(g.dotOf(ref(g, "bob/Hunter Dragon"))).toBe("d");
    passUntilEmpty(g);
    expect(g.dotOf(ref(g, "alice/Tide Beast"))).toBe("c");
  });

  it("107.1b a summon that can't move any more when its move resolves stays where it is (the energy stays spent)", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "a" }] }, bob: { hand: ["Snare"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: ref(g, "alice/Tide Beast"), path: ["a", "b", "c"] });
    expect(g.pool("alice")).toEqual({});
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Snare"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    passUntilEmpty(g);
    expect(g.dotOf(ref(g, "alice/Tide Beast"))).toBe("a");
    expect(g.stackView()).toEqual([]);
  });

  it("107.1b an attack whose summon can't attack any more when it resolves deals no damage", () => {
    const g = arcGame({ alice: { play: [{ card: "Hunter Dragon", at: "b" }] }, bob: { play: [{ card: "Iron Vessel", at: "c" }], hand: ["Lockdown"] } });
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: ref(g, "bob/Iron Vessel") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Lockdown"), targets: [{ card: ref(g, "alice/Hunter Dragon") }] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(0);
    // Without the answer the same attack deals Attack Power 3 + 1 (its "whenever this Summon attacks").
    const h = arcGame({ alice: { play: [{ card: "Hunter Dragon", at: "b" }] }, bob: { play: [{ card: "Iron Vessel", at: "c" }] } });
    ok(h, { type: "attack", player: "alice", card: ref(h, "alice/Hunter Dragon"), target: ref(h, "bob/Iron Vessel") });
    passUntilEmpty(h);
    expect(h.damageOn(ref(h, "bob/Iron Vessel"))).toBe(4);
  });

  it("601.5 a summon that moves onto another player's starting dot is destroyed", () => {
    const g = arcGame({ alice: { lifeBase: { card: "Life Base", at: "d" }, start: "s1" }, bob: { play: ["Boost Crystal", { card: "Hunter Dragon", at: "a" }] } }, { turn: { active: "bob" } });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Boost Crystal") });
    ok(g, { type: "move", player: "bob", card: ref(g, "bob/Hunter Dragon"), path: ["a", "s1"] });
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Hunter Dragon"]);
  });

  it("202.5c Speed lowered in answer to a move: the summon goes only as far as its Speed now allows", () => {
    // Tide Beast (Speed 3) announces a, b, c, d; Slow (Speed -2) resolves first: Speed 1, so b.
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "a" }] }, bob: { hand: ["Slow"] } });
    const beast = ref(g, "alice/Tide Beast");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: beast, path: ["a", "b", "c", "d"] });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Slow"), targets: [{ card: beast }] });
    passUntilEmpty(g);
    expect(g.dotOf(beast)).toBe("b");
  });

  it("602.2 a Life Base that passes over an ending dot reaches it: it stops there and its owner wins", () => {
    // On the Act I board's outer ring o1 - e1 - o2; Sprint gives the Life Base Speed 2.
    const g = arcGame(
      {
        alice: { lifeBase: { card: "Life Base", at: "o1" }, start: "s1", play: times(2, "Mystic Crystal"), hand: ["Sprint"] },
        bob: { lifeBase: { card: "Life Base", at: "s4" } },
      },
      { board: act1 },
    );
    const lb = ref(g, "alice/Life Base");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Sprint"), targets: [{ card: lb }] });
    passUntilEmpty(g);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    ok(g, { type: "move", player: "alice", card: lb, path: ["o1", "e1", "o2"] });
    passUntilEmpty(g);
    expect(g.dotOf(lb)).toBe("e1");
    expect(g.result()).toMatchObject({ winners: ["alice"], reason: "endingDot" });
  });

  it("602.2 a Life Base moved by an effect over an ending dot stops there and wins too", () => {
    // Shove: "Move target Summon up to 2 dots." alice picks o2, two dots away past e1.
    const g = arcGame(
      { alice: { lifeBase: { card: "Life Base", at: "o1" }, start: "s1", play: ["Mystic Crystal"], hand: ["Shove"] }, bob: { lifeBase: { card: "Life Base", at: "s4" } } },
      { board: act1 },
    );
    const lb = ref(g, "alice/Life Base");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Shove"), targets: [{ card: lb }] });
    passUntilEmpty(g, { alice: ["o2"] });
    expect(g.dotOf(lb)).toBe("e1");
    expect(g.result()).toMatchObject({ winners: ["alice"], reason: "endingDot" });
  });

  it("604.2-604.3 a Non Life Base summon warps from an ending dot to its controller's starting dot, as one step", () => {
    const g = arcGame({ alice: { lifeBase: { card: "Life Base", at: "d" }, start: "s1", play: ["Mystic Crystal", "Mystic Crystal", { card: "Iron Vessel", at: "e1" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    ok(g, { type: "move", player: "alice", card: ref(g, "alice/Iron Vessel"), path: ["e1", "s1"] });
    passUntilEmpty(g);
    expect(g.dotOf(ref(g, "alice/Iron Vessel"))).toBe("s1");
  });

  it("604.2 a Life Base never warps", () => {
    const g = arcGame({ alice: { lifeBase: { card: "Life Base", at: "e1" }, start: "s1", play: ["Mystic Crystal", "Mystic Crystal"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    const r = g.perform({ type: "move", player: "alice", card: ref(g, "alice/Life Base"), path: ["e1", "s1"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^604\.2/);
  });
});

describe("202 attack", () => {
  const duel = () =>
    arcGame({
      alice: { play: ["Boost Crystal", "Boost Crystal", { card: "Hunter Dragon", at: "b" }], hand: ["Second Strike"] },
      bob: { play: ["Mystic Crystal", "Precision Failure", { card: "Iron Vessel", at: "c" }], hand: ["Freeze"] },
    });

  it("202.5a an attack deals damage equal to Attack Power; 207.4b the attack trigger resolves first (Hunter Dragon: 3 + 1)", () => {
    const g = duel();
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: ref(g, "bob/Iron Vessel") });
    expect(g.stackView()).toEqual([
      { player: "alice", label: "Hunter Dragon" },
      { player: "alice", label: "attack Hunter Dragon" },
    ]);
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(4);
    expect(g.effectiveStats(ref(g, "alice/Hunter Dragon")).attack).toBe(4);
  });

  it("202.3a an attack needs no energy and 202.3b doesn't rotate the summon, which may still move", () => {
    const g = duel();
    const dragon = ref(g, "alice/Hunter Dragon");
    ok(g, { type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    expect(g.stateOf(dragon)).toBe("reactivated");
    expect(g.pool("alice")).toEqual({});
  });

  it("202.3b a summon attacks once per turn, unless an effect lets it attack one more time", () => {
    const g = duel();
    const dragon = ref(g, "alice/Hunter Dragon");
    ok(g, { type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    passUntilEmpty(g);
    const r = g.perform({ type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^202\.3b/);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Second Strike"), targets: [{ card: dragon }] });
    passUntilEmpty(g);
    ok(g, { type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    passUntilEmpty(g);
    expect(g.zone("bob", "discard")).toEqual([ref(g, "bob/Iron Vessel")]); // 4 + 5 damage >= 6
  });

  it("202.4 a summon deactivated in answer to its attack deals no damage; 206.1f one that moves can't be deactivated", () => {
    const g = arcGame({ alice: { play: [{ card: "Hunter Dragon", at: "b" }] }, bob: { play: [{ card: "Iron Vessel", at: "c" }], hand: ["Freeze"] } });
    const dragon = ref(g, "alice/Hunter Dragon");
    ok(g, { type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Freeze"), targets: [{ card: dragon }] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(0); // 3 + 1 without Freeze (test above)

    const m = arcGame({ alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "a" }] }, bob: { hand: ["Freeze"] } });
    const beast = ref(m, "alice/Tide Beast");
    ok(m, { type: "activate", player: "alice", card: ref(m, "alice/Boost Crystal") });
    ok(m, { type: "move", player: "alice", card: beast, path: ["a", "b", "c"] });
    ok(m, { type: "cast", player: "bob", card: ref(m, "bob/Freeze"), targets: [{ card: beast }] });
    passUntilEmpty(m);
    // 206.1f only a reactivated permanent can be deactivated; the move activated it (202.2).
    expect(m.dotOf(beast)).toBe("c");
  });

  it("202.3 an attack whose target has come under the attacker's controller's control deals it no damage", () => {
    const g = arcGame({
      alice: { play: [...times(3, "Mystic Crystal"), { card: "Hunter Dragon", at: "b" }], hand: ["Mind Theft"] },
      bob: { play: [{ card: "Iron Vessel", at: "c" }] },
    });
    const vessel = ref(g, "bob/Iron Vessel");
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: vessel });
    passTop(g); // the Dragon's "whenever this Summon attacks" (+1) resolves; alice has priority again (201.6)
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mind Theft"), targets: [{ card: vessel }] });
    passUntilEmpty(g);
    expect(g.controllerOf(vessel)).toBe("alice");
    expect(g.damageOn(vessel)).toBe(0);
  });

  it("202.3 friendly summons can't be attacked", () => {
    const g = arcGame({
      alice: {
        play: [
          { card: "Hunter Dragon", at: "b" },
          { card: "Tide Beast", at: "c" },
        ],
      },
    });
    const r = g.perform({ type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: ref(g, "alice/Tide Beast") });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^202\.3 friendly/);
  });

  it("202.4 a summon deactivated by an effect can't attack or move until reactivated", () => {
    const g = arcGame({
      alice: { play: ["Boost Crystal", "Mystic Crystal", { card: "Hunter Dragon", at: "b" }], hand: ["Freeze", "Wake"] },
      bob: { play: [{ card: "Iron Vessel", at: "c" }] },
    });
    const dragon = ref(g, "alice/Hunter Dragon");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Freeze"), targets: [{ card: dragon }] });
    passUntilEmpty(g);
    expect(g.stateOf(dragon)).toBe("activated");
    const r = g.perform({ type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^202\.4/);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Wake"), targets: [{ card: dragon }] });
    passUntilEmpty(g);
    ok(g, { type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
  });

  it("202.5d / starter rules: an attack whose target is out of range when it resolves deals no damage, but still counts", () => {
    const g = duel();
    const dragon = ref(g, "alice/Hunter Dragon");
    ok(g, { type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    // bob answers with Precision Failure: Range -2 (2 - 2 = 0).
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Precision Failure"), targets: [{ card: dragon }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(dragon).range).toBe(0);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(0);
    expect(g.counters(ref(g, "bob/Precision Failure"))).toEqual({ activation: 2 });
    expect(g.perform({ type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") }).ok).toBe(false);
  });

  it("202.8 after attacking, a move must follow the attack's path (here: it can't go the other way)", () => {
    const g = arcGame({
      alice: { play: ["Boost Crystal", { card: "Hunter Dragon", at: "b" }] },
      bob: { play: [{ card: "Iron Vessel", at: "d" }] },
    });
    const dragon = ref(g, "alice/Hunter Dragon");
    ok(g, { type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    passUntilEmpty(g);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    const back = g.perform({ type: "move", player: "alice", card: dragon, path: ["b", "a"] });
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.error).toMatch(/^202\.8/);
    ok(g, { type: "move", player: "alice", card: dragon, path: ["b", "c"] });
  });

  it("202.8 a target in range both ways: the attacker chooses the route, and its direction binds the later move", () => {
    // A ring of four dots: from e, w is two dots away through n and through s.
    const ring: BoardData = {
      center: [0, 0],
      dots: {
        e: { at: [10, 0], kind: "normal" },
        n: { at: [0, 10], kind: "normal" },
        w: { at: [-10, 0], kind: "normal" },
        s: { at: [0, -10], kind: "normal" },
        s1: { at: [20, 0], kind: "starting" },
        s2: { at: [-20, 0], kind: "starting" },
      },
      lines: [
        ["e", "n"],
        ["n", "w"],
        ["w", "s"],
        ["s", "e"],
        ["s1", "e"],
        ["s2", "w"],
      ],
    };
    for (const [via, other] of [
      ["n", "s"],
      ["s", "n"],
    ] as const) {
      const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Hunter Dragon", at: "e" }] }, bob: { play: [{ card: "Iron Vessel", at: "w" }] } }, { board: ring });
      const dragon = ref(g, "alice/Hunter Dragon");
      const vessel = ref(g, "bob/Iron Vessel");
      const attacks = g.legalActions("alice").filter((a) => a.type === "attack");
      expect(attacks.map((a) => (a.type === "attack" ? a.path : null))).toEqual(
        expect.arrayContaining([
          ["e", "n", "w"],
          ["e", "s", "w"],
        ]),
      );
      expect(attacks).toHaveLength(2);
      const straight = g.perform({ type: "attack", player: "alice", card: dragon, target: vessel, path: ["e", "w"] });
      expect(straight.ok).toBe(false);
      if (!straight.ok) expect(straight.error).toMatch(/^202\.5d/);
      ok(g, { type: "attack", player: "alice", card: dragon, target: vessel, path: ["e", via, "w"] });
      passUntilEmpty(g);
      expect(g.damageOn(vessel)).toBe(3 + 1); // Attack Power 3, +1 when it attacks (core.card)
      ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
      const back = g.perform({ type: "move", player: "alice", card: dragon, path: ["e", other] });
      expect(back.ok).toBe(false);
      if (!back.ok) expect(back.error).toMatch(/^202\.8/);
      ok(g, { type: "move", player: "alice", card: dragon, path: ["e", via] });
    }
  });

  it("202.8 after moving, an attack goes in the direction of the move", () => {
    const g = arcGame({
      alice: { play: ["Boost Crystal", { card: "Hunter Dragon", at: "c" }] },
      bob: {
        play: [
          { card: "Iron Vessel", at: "a" },
          { card: "Tide Beast", at: "e1" },
        ],
      },
    });
    const dragon = ref(g, "alice/Hunter Dragon");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: dragon, path: ["c", "d"] }); // counter-clockwise
    passUntilEmpty(g);
    const r = g.perform({ type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Iron Vessel") });
    expect(r.ok).toBe(false); // a is the other way round (and out of range)
    ok(g, { type: "attack", player: "alice", card: dragon, target: ref(g, "bob/Tide Beast") });
  });

  it("603.2 / 601.7 a summon on a starting dot can't attack or be attacked", () => {
    const g = arcGame({ alice: { play: [{ card: "Hunter Dragon", at: "a" }] }, bob: { play: [] } }, {});
    const lb = ref(g, "bob/Life Base");
    expect(g.perform({ type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: lb }).ok).toBe(false);
    const h = arcGame({ alice: { play: [{ card: "Hunter Dragon", at: "s1" }] }, bob: { play: [{ card: "Iron Vessel", at: "a" }] } });
    const r = h.perform({ type: "attack", player: "alice", card: ref(h, "alice/Hunter Dragon"), target: ref(h, "bob/Iron Vessel") });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^603\.2/);
  });

  it("602.5 Non Life Base summons on ending dots are destroyed after each turn", () => {
    const g = arcGame({ alice: { play: [{ card: "Tide Beast", at: "e1" }], deck: times(10, "Mystic Crystal") } });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    expect(g.turn().phase).toBe("end");
    expect(g.dotOf(ref(g, "alice/Tide Beast"))).toBe("e1");
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.turn()).toEqual({ active: "bob", phase: "draw", number: 2 });
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Tide Beast"]);
  });
});
