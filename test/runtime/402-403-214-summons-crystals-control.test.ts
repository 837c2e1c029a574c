// 402 summon cards, 403 energy crystal cards, 214 owner and controller, 211-212 searching.
import { describe, expect, it } from "vitest";
import { arcGame, endTurn, names, ok, passUntilEmpty, ref, snapshot, times } from "./fixtures.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

describe("402 summons", () => {
  it("402.6 a cast summon is placed on its caster's starting dot or a free ending dot; 600.5 never on a taken one", () => {
    const g = arcGame({ alice: { lifeBase: { card: "Life Base", at: "a" }, start: "s1", play: times(3, "Boost Crystal"), hand: ["Tide Beast", "Tide Beast"] } });
    for (let i = 1; i <= 2; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Boost Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Tide Beast") });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    // s1 (her starting dot) and e1 (the ending dot) are free; a (her Life Base) and b (a normal dot) are not summon dots.
    expect(g.pending()?.options.map((o) => o.label)).toEqual(["s1", "e1"]);
    expect(g.perform({ type: "answer", player: "alice", choice: "b" }).ok).toBe(false);
    ok(g, { type: "answer", player: "alice", choice: "e1" });
    expect(g.dotOf(ref(g, "alice/Tide Beast"))).toBe("e1");
    expect(g.stateOf(ref(g, "alice/Tide Beast"))).toBe("reactivated");
  });

  it("402.8 a player can't cast a summon of a class he already controls", () => {
    const g = arcGame({ alice: { play: [...times(3, "Boost Crystal"), { card: "Tide Beast", at: "b" }], hand: ["Tide Beast"] } });
    const r = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Tide Beast#2") });
    expect(r).toEqual({ ok: false, error: "402.8 alice already controls a Beast" });
  });

  it("402.8 a summon that comes under the control of a player who has one of its class is discarded (the one that came last)", () => {
    const g = arcGame({
      alice: { play: [...times(3, "Mystic Crystal"), { card: "Hunter Dragon", at: "b" }], hand: ["Mind Theft"] },
      bob: { play: [{ card: "Hunter Dragon", at: "d" }] },
    });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mind Theft"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    passUntilEmpty(g);
    expect(g.dotOf(ref(g, "alice/Hunter Dragon"))).toBe("b");
    expect(g.zone("bob", "discard")).toEqual([ref(g, "bob/Hunter Dragon")]);
  });

  it("402.10f an activated ability rotates the summon (so it can't also move) and is used once per turn", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal", { card: "Iron Vessel", at: "b", damage: 3 }] } });
    const vessel = ref(g, "alice/Iron Vessel");
    ok(g, { type: "ability", player: "alice", card: vessel });
    expect(g.stateOf(vessel)).toBe("activated");
    passUntilEmpty(g);
    expect(g.damageOn(vessel)).toBe(1);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    expect(g.perform({ type: "move", player: "alice", card: vessel, path: ["b", "c"] }).ok).toBe(false);
    expect(g.perform({ type: "ability", player: "alice", card: vessel }).ok).toBe(false);
  });

  it("402.6a a summon put into play by an effect: its controller places it (Rebirth)", () => {
    const g = arcGame({ alice: { play: times(4, "Boost Crystal").map((x, i) => (i < 2 ? x : "Mystic Crystal")), hand: ["Rebirth"], discard: ["Hunter Dragon"] } });
    for (const c of ["alice/Boost Crystal", "alice/Boost Crystal#2", "alice/Mystic Crystal", "alice/Mystic Crystal#2"]) ok(g, { type: "activate", player: "alice", card: ref(g, c) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Rebirth"), targets: [{ card: ref(g, "alice/Hunter Dragon") }] });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    // alice's starting dot s1 holds her Life Base: only the ending dot is free, so she is not asked.
    expect(g.pending()).toBeNull();
    expect(g.dotOf(ref(g, "alice/Hunter Dragon"))).toBe("e1");
  });
});

describe("403 energy crystals", () => {
  it("403.1 one Energy Crystal Card per turn, put into play at once (non stackable) under its caster's control", () => {
    const g = arcGame({ alice: { hand: ["Mystic Crystal", "Boost Crystal"] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.stackView()).toEqual([]);
    expect(g.zone("alice", "play")).toContain(ref(g, "alice/Mystic Crystal"));
    expect(g.priority()).toBe("alice");
    const r = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Boost Crystal") });
    expect(r).toEqual({ ok: false, error: "403.1 alice already cast an Energy Crystal Card this turn" });
  });

  it("206.1e an activated crystal can't be activated again until after reactivation (701.1)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"] } });
    const crystal = ref(g, "alice/Mystic Crystal");
    ok(g, { type: "activate", player: "alice", card: crystal });
    const r = g.perform({ type: "activate", player: "alice", card: crystal });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^206\.1e/);
    endTurn(g);
    expect(g.stateOf(crystal)).toBe("activated"); // bob's reactivation phase reactivates only his permanents
    endTurn(g);
    expect(g.stateOf(crystal)).toBe("reactivated");
  });
});

describe("214 owner and controller", () => {
  it("214 / 402.9 Mind Theft: control until end of turn, state kept, Effects fixed on it go along (214.3), back at the end of turn", () => {
    const g = arcGame({
      alice: { play: [...times(4, "Mystic Crystal")], hand: ["Mind Theft"] },
      bob: {
        play: [
          { card: "Tide Beast", at: "b", state: "activated" },
          { card: "Stone Skin", fixedOn: "bob/Tide Beast" },
        ],
      },
    });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    const beast = ref(g, "bob/Tide Beast");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mind Theft"), targets: [{ card: beast }] });
    passUntilEmpty(g);
    expect(g.controllerOf(beast)).toBe("alice");
    expect(g.controllerOf(ref(g, "bob/Stone Skin"))).toBe("alice");
    expect(g.stateOf(beast)).toBe("activated");
    expect(g.zone("alice", "play")).toContain(beast);
    expect(cardIn(g.state, beast).owner).toBe("bob"); // 214.1
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.controllerOf(beast)).toBe("bob");
    expect(g.controllerOf(ref(g, "bob/Stone Skin"))).toBe("bob");
  });

  it("214.4 a fixed Effect that changes controller on its own: the new controller fixes it on a permanent he controls", () => {
    const g = arcGame({
      alice: { play: [{ card: "Hunter Dragon", at: "b" }], hand: ["Seize"] },
      bob: {
        play: [
          { card: "Iron Vessel", at: "d" },
          { card: "Stone Skin", fixedOn: "bob/Iron Vessel" },
        ],
      },
    });
    const skin = ref(g, "bob/Stone Skin");
    const dragon = ref(g, "alice/Hunter Dragon");
    const vessel = ref(g, "bob/Iron Vessel");
    expect(g.effectiveStats(vessel).defense).toBe(6 + 2);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Seize"), targets: [{ card: skin }] });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    // Only alice's permanents that Stone Skin could target: her Life Base and her Dragon.
    const d = g.pending()!;
    expect(d.player).toBe("alice");
    expect(d.options.map((o) => o.label).sort()).toEqual(["Hunter Dragon at b", "Life Base at s1"]);
    ok(g, { type: "answer", player: "alice", choice: "Hunter Dragon at b" });
    expect(g.controllerOf(skin)).toBe("alice");
    expect(cardIn(g.state, skin).fixedOn).toBe(dragon);
    expect(cardIn(g.state, vessel).attached).toEqual([]);
    expect(g.effectiveStats(dragon).defense).toBe(4 + 2);
    expect(g.effectiveStats(vessel).defense).toBe(6);
  });

  it("214.4 with no legal target under the new controller, the fixed Effect goes to the discard pile", () => {
    const g = arcGame({
      alice: { play: [{ card: "Tide Beast", at: "b" }], hand: ["Seize"] },
      bob: {
        play: [
          { card: "Hunter Dragon", at: "d" },
          { card: "Dragon's Fury", fixedOn: "bob/Hunter Dragon" },
        ],
      },
    });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Seize"), targets: [{ card: ref(g, "bob/Dragon's Fury") }] });
    passUntilEmpty(g);
    // Dragon's Fury targets only Dragons (401.3), and alice controls none: to its owner's discard pile.
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Dragon's Fury"]);
    expect(cardIn(g.state, ref(g, "bob/Hunter Dragon")).attached).toEqual([]);
    expect(g.pending()).toBeNull();
  });

  it("214.5 a move announced before a change of controller doesn't take place", () => {
    const g = arcGame({
      alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "a" }] },
      bob: { play: times(3, "Mystic Crystal"), hand: ["Mind Theft"] },
    });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: ref(g, "alice/Tide Beast"), path: ["a", "b", "c"] });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "bob", card: ref(g, `bob/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Mind Theft"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    passUntilEmpty(g);
    expect(g.controllerOf(ref(g, "alice/Tide Beast"))).toBe("bob");
    expect(g.dotOf(ref(g, "alice/Tide Beast"))).toBe("a");
  });
});

describe("211-212 searching and shuffling", () => {
  it("212.2 / 211.2 Recall: the chosen Summon Card goes to hand and the deck is shuffled (seeded)", () => {
    const make = () => arcGame({ alice: { play: ["Boost Crystal", "Boost Crystal"], hand: ["Recall"], deck: ["Mystic Crystal", "Tide Beast", "Hunter Dragon", ...times(5, "Mystic Crystal")] } });
    const g = make();
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal#2") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Recall") });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.pending()?.options.map((o) => o.label)).toEqual(["Tide Beast", "Hunter Dragon"]);
    ok(g, { type: "answer", player: "alice", choice: "Hunter Dragon" });
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Hunter Dragon"]);
    expect(g.zone("alice", "deck")).toHaveLength(7);
    expect(g.state.log.filter((e) => e.type === "shuffled")).toHaveLength(1);
    // Same seed, same actions: the same order.
    const h = make();
    for (const a of g.actions) ok(h, a);
    expect(h.zone("alice", "deck")).toEqual(g.zone("alice", "deck"));
    expect(snapshot(h)).toBe(snapshot(g));
  });
});
