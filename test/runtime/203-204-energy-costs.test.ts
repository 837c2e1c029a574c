// 203 energy and 204 costs: specific and colorless energy, the pool, payment (automatic and chosen),
// additional costs, movement energy, ability costs. Also the cost arithmetic of energy.ts.
import { describe, expect, it } from "vitest";
import { autoPayment, canPay, chosenPayment, partialPayment } from "../../runtime/x610z/energy.ts";
import { arcGame, names, ok, passUntilEmpty, ref, snapshot, times } from "./fixtures.ts";

describe("203 energy", () => {
  it("203.3 a crystal's energy goes into its controller's pool at once", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Boost Crystal", "Twin Geode"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Twin Geode") });
    expect(g.pool("alice")).toEqual({ B: 1, C: 1, M: 1 });
  });

  it("203.2b colorless energy in the pool pays only a colorless cost: C1 can't pay Stone Skin's B1", () => {
    const g = arcGame({ alice: { play: ["Twin Geode", { card: "Tide Beast", at: "b" }], hand: ["Stone Skin"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Twin Geode") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Stone Skin"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    // 200.5: nothing could be spent on B1; the cast fails and the card returns to hand.
    expect(g.pool("alice")).toEqual({ C: 1 });
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Stone Skin"]);
  });

  it("204.1c a colorless cost can be paid with any type: Discount (C2) with B2", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", "Boost Crystal"], hand: ["Discount"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal#2") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Discount") });
    passUntilEmpty(g);
    expect(g.zone("alice", "hand")).toHaveLength(2); // 208.4: the caster draws
    expect(g.pool("alice")).toEqual({});
  });

  it("203.4 all pools are emptied when the turn ends", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"] }, bob: { play: ["Boost Crystal"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Boost Crystal") });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    expect(g.pool("alice")).toEqual({ M: 1 }); // still the same turn (End Phase)
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.pool("alice")).toEqual({});
    expect(g.pool("bob")).toEqual({});
  });

  it("203.5 energy used for an action that doesn't take place is gone (a countered cast)", () => {
    const g = arcGame({
      alice: { play: times(2, "Mystic Crystal"), hand: ["Divine Intervention"] },
      bob: { play: [...times(2, "Mystic Crystal"), { card: "Hunter Dragon", at: "b" }], hand: ["Negate"] },
    });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal#2") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Negate"), targets: [{ stack: 1 }] });
    passUntilEmpty(g);
    expect(g.pool("alice")).toEqual({});
  });
});

describe("204 costs", () => {
  it("204.1b pay: a chosen payment must match the cost; M1 C1 paid with M and B", () => {
    const g = arcGame({
      alice: { play: ["Mystic Crystal", "Mystic Crystal", "Boost Crystal"], hand: ["Bullseye"] },
      bob: { play: [{ card: "Hunter Dragon", at: "b" }] },
    });
    for (const c of ["alice/Mystic Crystal", "alice/Mystic Crystal#2", "alice/Boost Crystal"]) ok(g, { type: "activate", player: "alice", card: ref(g, c) });
    const target = [{ card: ref(g, "bob/Hunter Dragon") }];
    const before = snapshot(g);
    const bad = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Bullseye"), targets: target, pay: ["B", "B"] });
    expect(bad.ok).toBe(false);
    const wrong = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Bullseye"), targets: target, pay: ["B", "M", "M"] });
    expect(wrong.ok).toBe(false);
    expect(snapshot(g)).toBe(before);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Bullseye"), targets: target, pay: ["M", "B"] });
    expect(g.pool("alice")).toEqual({ M: 1 });
  });

  it("204.1 the automatic payment: specific costs with their own type, colorless from C first, then the most plentiful type", () => {
    expect(autoPayment({ M: 3, B: 1 }, { M: 1, C: 1 })).toEqual({ M: 2 });
    expect(autoPayment({ M: 1, B: 3, C: 1 }, { M: 1, C: 2 })).toEqual({ B: 1, C: 1, M: 1 });
    expect(autoPayment({ M: 1 }, { M: 1, C: 1 })).toBeNull();
    expect(autoPayment({ C: 2 }, { B: 1 })).toBeNull();
    expect(chosenPayment({ M: 2, B: 1 }, { M: 1, C: 1 }, ["B", "M"])).toEqual({ B: 1, M: 1 });
    expect(typeof chosenPayment({ M: 2, C: 1 }, { M: 2 }, ["M", "C"])).toBe("string");
    expect(partialPayment({ M: 1 }, { M: 1, C: 1 })).toEqual({ M: 1 });
    expect(partialPayment({ B: 3 }, { M: 2 })).toEqual({ B: 2 });
    expect(partialPayment({ C: 2 }, { M: 2 })).toEqual({});
  });

  it("204.1b-c, 203.2b whether the pool pays a cost in full: specific costs with their own type, colorless with any energy", () => {
    expect(canPay({ R: 2, C: 1 }, { C: 3 })).toBe(true); // C1 from C, C2 from R
    expect(canPay({ R: 2, C: 1 }, { R: 2, C: 2 })).toBe(false); // the R pay R2: only C1 is left for C2
    expect(canPay({ R: 2, C: 1 }, { R: 2, C: 1 })).toBe(true);
    expect(canPay({ C: 5 }, { B: 1 })).toBe(false); // 203.2b: colorless energy never pays a specific cost
    expect(canPay({ M: 1, B: 1 }, { M: 1, B: 1, C: 1 })).toBe(false);
    expect(canPay({}, {})).toBe(true);
    expect(canPay({ M: 1, B: 3, C: 1 }, { M: 1, C: 4 })).toBe(true); // C1 from C, C3 from B
    // The same answer as building the automatic payment, on every pool and cost of up to 2 of M, B and C.
    const all: Array<Record<string, number>> = [];
    for (let m = 0; m <= 2; m++) for (let b = 0; b <= 2; b++) for (let c = 0; c <= 2; c++) all.push({ ...(m ? { M: m } : {}), ...(b ? { B: b } : {}), ...(c ? { C: c } : {}) });
    for (const pool of all) for (const cost of all) expect([pool, cost, canPay(pool, cost)]).toEqual([pool, cost, autoPayment(pool, cost) !== null]);
  });

  it("204.4 / 207.2 With extra: paid once with the casting cost, its effect follows the main one", () => {
    const g = arcGame({ alice: { play: times(4, "Mystic Crystal"), hand: ["Bullseye"] }, bob: { play: [{ card: "Iron Vessel", at: "b" }] } });
    for (let i = 1; i <= 4; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
    const r = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Bullseye"), targets: [{ card: ref(g, "bob/Iron Vessel") }], extra: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/at most once/);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Bullseye"), targets: [{ card: ref(g, "bob/Iron Vessel") }], extra: 1 });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(4);
  });

  it("204.4 For each extra: paid any number of times; Heal 2 + 1 per extra B1", () => {
    const g = arcGame({ alice: { play: [...times(3, "Boost Crystal"), { card: "Iron Vessel", at: "b", damage: 5 }], hand: ["Heal"] } });
    for (let i = 1; i <= 3; i++) ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Boost Crystal#${i}`) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Heal"), targets: [{ card: ref(g, "alice/Iron Vessel") }], extra: 2 });
    expect(g.pool("alice")).toEqual({});
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "alice/Iron Vessel"))).toBe(1); // 5 - (2 + 1 + 1)
  });

  it("204.5 / 202.2a a move whose Movement Energy the pool can't pay is refused (and changes nothing)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", { card: "Tide Beast", at: "a" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    const before = snapshot(g);
    const r = g.perform({ type: "move", player: "alice", card: ref(g, "alice/Tide Beast"), path: ["a", "b"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^202\.2a .*Movement Energy \(B1\)/);
    expect(snapshot(g)).toBe(before);
  });

  it("204.6 / 402.10g a paid ability costs its Ability Cost, works once per turn and lasts until end of turn", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", "Boost Crystal", { card: "Tide Beast", at: "a" }] } });
    const beast = ref(g, "alice/Tide Beast");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal#2") });
    ok(g, { type: "ability", player: "alice", card: beast });
    passUntilEmpty(g);
    expect(g.effectiveStats(beast).speed).toBe(5);
    expect(g.stateOf(beast)).toBe("reactivated");
    const r = g.perform({ type: "ability", player: "alice", card: beast });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^402\.10g/);
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.effectiveStats(beast).speed).toBe(3); // 402.10e: until end of turn
  });

  it("cost modifiers: a reduction this turn lowers what the caster pays (Tax Relief, C1 off Effect Cards)", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal"], hand: ["Tax Relief", "Discount"] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Tax Relief") });
    passUntilEmpty(g);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Discount") });
    expect(g.pool("alice")).toEqual({});
    passUntilEmpty(g);
    expect(g.zone("alice", "hand")).toHaveLength(2);
  });
});
