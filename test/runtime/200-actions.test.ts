// 200: actions. Stackable and non stackable, targets at announcement, fizzles, partial payment,
// raised costs, cancelled activations, and Table 1 (who may do what in which phase).
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { MAX_TARGET_LISTS } from "../../runtime/x610z/actions.ts";
import { arcGame, lib, names, ok, passUntilEmpty, ref, snapshot, times } from "./fixtures.ts";

describe("200 actions", () => {
  it("200.3 a target is declared when the action is announced: a cast without its target is refused", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal"], hand: ["Bullseye"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    const before = snapshot(g);
    const r = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Bullseye") });
    expect(r).toEqual({ ok: false, error: "200.3 declare 1 target (got 0)" });
    const r2 = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Bullseye"), targets: [{ player: "bob" }] });
    expect(r2.ok).toBe(false);
    expect(snapshot(g)).toBe(before);
  });

  it("200.4 / 208.5 a cast whose target left play fizzles: no effect, the card goes to the discard pile", () => {
    const g = arcGame({
      alice: { play: times(4, "Mystic Crystal"), hand: ["Bullseye", "Divine Intervention"] },
      bob: { play: [{ card: "Hunter Dragon", at: "b" }] },
    });
    for (let i = 1; i <= 4; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    const dragon = ref(g, "bob/Hunter Dragon");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Bullseye"), targets: [{ card: dragon }] });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: dragon }] });
    passUntilEmpty(g);
    expect(g.zone("bob", "hand")).toEqual([dragon]);
    expect(g.damageOn(dragon)).toBe(0);
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Bullseye", "Divine Intervention"]);
    expect(g.state.log.some((e) => e.type === "stackRemoved" && e.outcome === "fizzled")).toBe(true);
  });

  it("200.5 the specific energy a player lacks is paid with energy of any type, up to the cost: M2 with B3 in the pool spends B2", () => {
    const g = arcGame({ alice: { play: times(3, "Boost Crystal"), hand: ["Divine Intervention"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Boost Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(g.pool("alice")).toEqual({ B: 1 });
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Divine Intervention"]);
    expect(g.stackView()).toEqual([]);
    expect(g.priority()).toBe("alice");
  });

  it("200.5 an activation that can't be paid in full spends what it can and the Effect stays reactivated", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", "Precision Failure"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    const pf = ref(g, "alice/Precision Failure");
    ok(g, { type: "activate", player: "alice", card: pf, targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(g.pool("alice")).toEqual({}); // B1 spent on the M1 it lacked
    expect(g.stateOf(pf)).toBe("reactivated");
    expect(g.counters(pf)).toEqual({ activation: 3 });
    expect(g.stackView()).toEqual([]);
  });

  it("200.6 a cost raised after the announcement: the caster pays it when the cast is on top", () => {
    // bob announces Bullseye; alice answers with Overload (a permanent: she is active, in her
    // Action Phase), which resolves first and raises Effect Cards bob casts by C1.
    const g = arcGame({
      alice: { play: [...times(4, "Mystic Crystal"), { card: "Iron Vessel", at: "c" }], hand: ["Overload"] },
      bob: { play: times(3, "Mystic Crystal"), hand: ["Bullseye"] },
    });
    ok(g, { type: "pass", player: "alice" });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "bob", card: ref(g, `bob/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Bullseye"), targets: [{ card: ref(g, "alice/Iron Vessel") }] });
    expect(g.pool("bob")).toEqual({ M: 1 });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Overload") });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(names(g, g.zone("alice", "play"))).toContain("Overload");
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    // Bullseye is on top and about to resolve: bob decides whether he pays the raise (C1; he has M1).
    expect(g.pending()?.kind).toBe("raisedCost");
    expect(g.pending()?.player).toBe("bob");
    ok(g, { type: "answer", player: "bob", choice: "yes" });
    expect(g.pool("bob")).toEqual({});
    expect(g.damageOn(ref(g, "alice/Iron Vessel"))).toBe(2);
  });

  it("200.6 refusing the raised cost makes the cast fail: the energy is lost and the card goes to the discard pile", () => {
    const g = arcGame({
      alice: { play: [...times(4, "Mystic Crystal"), { card: "Iron Vessel", at: "c" }], hand: ["Overload"] },
      bob: { play: times(3, "Mystic Crystal"), hand: ["Bullseye"] },
    });
    ok(g, { type: "pass", player: "alice" });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "bob", card: ref(g, `bob/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Bullseye"), targets: [{ card: ref(g, "alice/Iron Vessel") }] });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Overload") });
    passUntilEmpty(g, { bob: ["no"] });
    expect(g.damageOn(ref(g, "alice/Iron Vessel"))).toBe(0);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Bullseye"]);
    expect(g.pool("bob")).toEqual({ M: 1 });
  });

  it("200.6 a caster who can't pay the raise is not asked: the cast fails", () => {
    const g = arcGame({
      alice: { play: times(4, "Mystic Crystal"), hand: ["Overload"] },
      bob: { play: [...times(2, "Mystic Crystal"), { card: "Hunter Dragon", at: "b" }], hand: ["Spark"] },
    });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Spark"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Overload") });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(0);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Spark"]);
  });

  it("204 a raise in force at announcement is part of the cost paid then (Overload: Spark costs bob C1)", () => {
    const g = arcGame({
      alice: { play: ["Overload"] },
      bob: { play: ["Mystic Crystal", { card: "Hunter Dragon", at: "b" }], hand: ["Spark"] },
    });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Spark"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(g.pool("bob")).toEqual({});
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(1);
  });

  it("200.7 an Effect that leaves play before its activation resolves: the activation is cancelled", () => {
    const g = arcGame({
      alice: { play: ["Mystic Crystal", "Precision Failure", { card: "Iron Vessel", at: "c" }] },
      bob: { play: [{ card: "Hunter Dragon", at: "b" }], hand: ["Shatter"] },
    });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Precision Failure"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Shatter"), targets: [{ card: ref(g, "alice/Precision Failure") }] });
    passUntilEmpty(g);
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Precision Failure"]);
    expect(g.effectiveStats(ref(g, "bob/Hunter Dragon")).range).toBe(2);
    expect(g.state.log.some((e) => e.type === "stackRemoved" && e.outcome === "cancelled")).toBe(true);
  });

  it("200.7 an Effect returned to hand and cast again before its activation resolves is another object: the activation is cancelled", () => {
    // Bounce: "Return target Effect to its owner's hand." Precision Failure: ☉, M1: Range -2.
    const bounce: CardDefinition = {
      name: "Bounce",
      type: "Effect Card",
      cost: {},
      restriction: 3,
      permanent: false,
      abilities: [
        {
          kind: "effect",
          modes: [{ targets: [{ kind: "object", filter: { kind: "effect" } }], effects: [{ op: "returnToHand", what: { ref: "target", index: 0 } }], additional: [] }],
          text: "Return target Effect to its owner's hand.",
        },
      ],
    };
    const g = arcGame(
      { alice: { play: ["Mystic Crystal", "Mystic Crystal", "Precision Failure"] }, bob: { play: [{ card: "Hunter Dragon", at: "d" }], hand: ["Bounce"] } },
      { library: { ...lib, Bounce: bounce } },
    );
    const pf = ref(g, "alice/Precision Failure");
    const dragon = ref(g, "bob/Hunter Dragon");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    ok(g, { type: "activate", player: "alice", card: pf, targets: [{ card: dragon }] });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Bounce"), targets: [{ card: pf }] });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" }); // Bounce resolves: Precision Failure is in alice's hand
    ok(g, { type: "cast", player: "alice", card: pf });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" }); // cast again, in play
    expect(g.zone("alice", "play")).toContain(pf);
    passUntilEmpty(g);
    expect(g.effectiveStats(dragon).range).toBe(2); // Hunter Dragon's Range, unchanged
    expect(g.counters(pf)).toEqual({ activation: 3 }); // a new object, with its counters as printed
  });

  it("200.7 likewise an attack whose summon left play and was cast again meanwhile does nothing", () => {
    const g = arcGame({
      alice: { play: [...times(5, "Mystic Crystal"), "Boost Crystal", { card: "Hunter Dragon", at: "c" }], hand: ["Divine Intervention"] },
      bob: { play: [{ card: "Iron Vessel", at: "d" }] },
    });
    const dragon = ref(g, "alice/Hunter Dragon");
    const vessel = ref(g, "bob/Iron Vessel");
    for (let i = 1; i <= 5; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "attack", player: "alice", card: dragon, target: vessel });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" }); // its "whenever this Summon attacks" resolves
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: dragon }] });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" }); // back in hand
    ok(g, { type: "cast", player: "alice", card: dragon });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" }); // cast again on e1 (402.6: alice's Life Base holds s1), one dot from d
    expect(g.dotOf(dragon)).toBe("e1");
    passUntilEmpty(g);
    expect(g.damageOn(vessel)).toBe(0);
  });

  describe("Table 1: who may do what in which phase", () => {
    it("206.1a a reactive player can't cast a permanent", () => {
      const g = arcGame({ bob: { hand: ["Stone Skin"], play: ["Boost Crystal", { card: "Hunter Dragon", at: "b" }] } });
      ok(g, { type: "pass", player: "alice" });
      const r = g.perform({ type: "cast", player: "bob", card: ref(g, "bob/Stone Skin"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^206\.1a/);
    });

    it("206.2a a reactive player casts a non permanent in the Action Phase and both in the End Phase", () => {
      const g = arcGame({ alice: { hand: ["Wellspring"] }, bob: { hand: ["Wellspring"] } });
      ok(g, { type: "pass", player: "alice" });
      ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Wellspring") });
      passUntilEmpty(g);
      expect(g.pool("bob")).toEqual({ M: 2 });
      const e = arcGame({ alice: { hand: ["Wellspring"] } }, { turn: { active: "alice", phase: "end" } });
      ok(e, { type: "pass", player: "bob" });
      ok(e, { type: "cast", player: "alice", card: ref(e, "alice/Wellspring") });
      passUntilEmpty(e);
      expect(e.pool("alice")).toEqual({ M: 2 });
    });

    it("702.2 in the Draw Phase only triggers are announced: a cast is refused, energy may still be generated", () => {
      const g = arcGame({ alice: { hand: ["Wellspring"], play: ["Mystic Crystal"] } }, { turn: { active: "alice", phase: "draw" } });
      expect(g.priority()).toBe("alice");
      const r = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Wellspring") });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/Table 1/);
      ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
      expect(g.pool("alice")).toEqual({ M: 1 });
    });

    it("202.1 only the active player moves and attacks, only in his Action Phase", () => {
      const g = arcGame({ bob: { play: ["Boost Crystal", { card: "Hunter Dragon", at: "b" }] }, alice: { play: [{ card: "Tide Beast", at: "d" }] } });
      ok(g, { type: "pass", player: "alice" });
      ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Boost Crystal") });
      const m = g.perform({ type: "move", player: "bob", card: ref(g, "bob/Hunter Dragon"), path: ["b", "c"] });
      expect(m.ok).toBe(false);
      if (!m.ok) expect(m.error).toMatch(/^202\.1/);
      const a = g.perform({ type: "attack", player: "bob", card: ref(g, "bob/Hunter Dragon"), target: ref(g, "alice/Tide Beast") });
      expect(a.ok).toBe(false);
      if (!a.ok) expect(a.error).toMatch(/^202\.1/);
    });

    it("403.2 only the active player casts an Energy Crystal Card (in his Action Phase)", () => {
      const g = arcGame({ bob: { hand: ["Boost Crystal"] } });
      ok(g, { type: "pass", player: "alice" });
      const r = g.perform({ type: "cast", player: "bob", card: ref(g, "bob/Boost Crystal") });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^403\.2/);
    });
  });

  it("200.3 legalActions stays bounded when targets multiply (12 player targets: 4,096 lists), and perform still takes any legal list", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    const census: CardDefinition = {
      name: "Census",
      cost: {},
      type: "Effect Card",
      restriction: null,
      permanent: false,
      abilities: [
        {
          kind: "effect",
          text: "Target player draws 1 card. (x12)",
          modes: [
            { targets: twelve.map(() => ({ kind: "player" as const })), effects: twelve.map((i) => ({ op: "draw" as const, who: { ref: "targetPlayer" as const, index: i }, n: 1 })), additional: [] },
          ],
        },
      ],
    };
    const g = arcGame({ alice: { hand: ["Census"] } }, { library: { ...lib, Census: census } });
    const casts = g.legalActions("alice").filter((a) => a.type === "cast");
    expect(casts).toHaveLength(MAX_TARGET_LISTS);
    // The last list in order (bob twelve times) is past the listed ones, and legal.
    const allBob = twelve.map(() => ({ player: "bob" }));
    expect(casts.some((a) => a.type === "cast" && JSON.stringify(a.targets) === JSON.stringify(allBob))).toBe(false);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Census"), targets: allBob });
    passUntilEmpty(g);
    expect(g.zone("bob", "hand")).toHaveLength(10); // his 10-card deck, then 106.3 on the 11th draw
    expect(g.result()).toMatchObject({ winners: ["alice"], reason: "emptyDeck" });
  });
});
