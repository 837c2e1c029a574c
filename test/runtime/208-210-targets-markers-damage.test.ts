// 208 targets, 209 markers (activation and time counters), 210 damage.
import { describe, expect, it } from "vitest";
import { arcGame, card, crystalWard, endTurn, lib, names, ok, passUntilEmpty, ref, snapshot, times } from "./fixtures.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

describe("208 targets", () => {
  it("208.1 an Effect Card targets only what it states: Divine Intervention can't target a Life Base", () => {
    const g = arcGame({ alice: { play: times(2, "Mystic Crystal"), hand: ["Divine Intervention"] } });
    const r = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: ref(g, "bob/Life Base") }] });
    expect(r).toEqual({ ok: false, error: "208.1 Life Base is not a Non Life Base Summon" });
  });

  it("208 a summon that can't be targeted by Effects its controller's opponents control (Ashen Berserker)", () => {
    const g = arcGame({
      alice: { play: ["Mystic Crystal"], hand: ["Spark"] },
      bob: { play: ["Mystic Crystal", { card: "Ashen Berserker", at: "b" }], hand: ["Sprint"] },
    });
    const berserker = ref(g, "bob/Ashen Berserker");
    const before = snapshot(g);
    const r = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: berserker }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^208 Ashen Berserker can't be targeted/);
    expect(snapshot(g)).toBe(before);
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Sprint"), targets: [{ card: berserker }] }); // his own Effect may
  });

  it("208.2 a permanent Effect cast on another player's summon goes under that player's control; 107.3a its 'you' stays the caster", () => {
    const g = arcGame({ alice: { hand: ["Leech Field"], deck: times(5, "Mystic Crystal") }, bob: { play: [{ card: "Tide Beast", at: "b" }], deck: times(5, "Boost Crystal") } }, {});
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Leech Field"), targets: [{ card: ref(g, "bob/Tide Beast") }] });
    passUntilEmpty(g);
    const field = ref(g, "alice/Leech Field");
    expect(g.controllerOf(field)).toBe("bob");
    expect(g.zone("bob", "play")).toContain(field);
    expect(g.effectiveStats(ref(g, "bob/Tide Beast")).speed).toBe(2);
    // "At the beginning of your Draw Phase, draw 1 card": your = alice, the caster.
    endTurn(g); // bob's turn 2: his draw phase draws him 1 card, the Field draws nothing
    expect(g.zone("bob", "hand")).toHaveLength(1);
    expect(g.zone("alice", "hand")).toHaveLength(0);
    endTurn(g); // alice's turn 3: her normal draw and the Field's
    expect(g.zone("alice", "hand")).toHaveLength(2);
  });

  it("208.4 an imperative with no target affects the caster: Discount draws for him", () => {
    const g = arcGame({ bob: { play: ["Boost Crystal", "Boost Crystal"], hand: ["Discount"] } });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Boost Crystal") });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Boost Crystal#2") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Discount") });
    passUntilEmpty(g);
    expect(g.zone("bob", "hand")).toHaveLength(2);
    expect(g.zone("alice", "hand")).toHaveLength(0);
  });

  it("208.5 an activated effect whose target left play doesn't take place (the Effect stays in play)", () => {
    const g = arcGame({
      alice: { play: ["Mystic Crystal", "Precision Failure"] },
      bob: { play: [...times(2, "Mystic Crystal"), { card: "Tide Beast", at: "b" }], hand: ["Divine Intervention"] },
    });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Precision Failure"), targets: [{ card: ref(g, "bob/Tide Beast") }] });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal#2") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Divine Intervention"), targets: [{ card: ref(g, "bob/Tide Beast") }] });
    passUntilEmpty(g);
    expect(g.zone("alice", "play")).toContain(ref(g, "alice/Precision Failure"));
    expect(g.state.mods).toEqual([]);
  });
});

describe("209 markers", () => {
  it("209.2a-c Precision Failure: 3 activations, then it goes to the discard pile right after the third resolved", () => {
    const g = arcGame({ alice: { play: [...times(3, "Mystic Crystal"), "Precision Failure"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    const pf = ref(g, "alice/Precision Failure");
    for (let i = 1; i <= 3; i++) {
      ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
      ok(g, { type: "activate", player: "alice", card: pf, targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
      expect(g.counters(pf)).toEqual({ activation: 3 - i });
      passUntilEmpty(g);
      if (i < 3) {
        endTurn(g); // bob's turn
        endTurn(g); // alice's again: 701.1 her permanents are reactivated
        expect(g.stateOf(pf)).toBe("reactivated");
      }
    }
    expect(g.zone("alice", "discard")).toEqual([pf]);
  });

  it("209.2b-c a summon is activated by its move (202.2) and its ☉ ability (402.10f): a counter comes off each time, at 0 it goes after the movement or effect", () => {
    // Tide Beast with 2 activation counters: the first move leaves 1, the second (next turn) 0.
    const g = arcGame({ alice: { play: [...times(2, "Boost Crystal"), { card: "Tide Beast", at: "a", counters: { activation: 2 } }] } });
    const beast = ref(g, "alice/Tide Beast");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: beast, path: ["a", "b"] });
    expect(g.counters(beast)).toEqual({ activation: 1 });
    passUntilEmpty(g);
    expect(g.dotOf(beast)).toBe("b");
    endTurn(g);
    endTurn(g);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal#2") });
    ok(g, { type: "move", player: "alice", card: beast, path: ["b", "c"] });
    expect(g.counters(beast)).toEqual({ activation: 0 });
    expect(g.zone("alice", "play")).toContain(beast); // still in play while its move is on the stack
    passUntilEmpty(g);
    expect(g.zone("alice", "discard")).toContain(beast);

    // Iron Vessel's "[☉: Heal 2 damage from this Summon.]" with its last counter: healed, then gone.
    const h = arcGame({ alice: { play: [{ card: "Iron Vessel", at: "b", damage: 2, counters: { activation: 1 } }] } });
    const vessel = ref(h, "alice/Iron Vessel");
    ok(h, { type: "ability", player: "alice", card: vessel });
    expect(h.counters(vessel)).toEqual({ activation: 0 });
    passUntilEmpty(h);
    expect(h.zone("alice", "discard")).toContain(vessel);
  });

  it("209.2d-f a permanent whose effect is continuous (no effect of its own resolves) goes when its last time counter comes off", () => {
    // Brief Armor: a Summon Effect with 1 time counter, "Target Summon gets Defense +2." (Iron Vessel: Defense 6)
    const armor = card({
      name: "Brief Armor",
      type: "Summon Effect Card",
      permanent: true,
      counters: { time: 1 },
      fixedTarget: { kind: "object", filter: { kind: "summon" } },
      abilities: [{ kind: "continuous", effects: [{ op: "modifyStat", what: { ref: "fixed" }, stat: "defense", delta: 2, duration: "whileInPlay" }], text: "Target Summon gets Defense +2." }],
    });
    const g = arcGame(
      {
        alice: {
          play: [
            { card: "Iron Vessel", at: "b" },
            { card: "Brief Armor", fixedOn: "alice/Iron Vessel" },
          ],
        },
      },
      { library: { ...lib, "Brief Armor": armor } },
    );
    const vessel = ref(g, "alice/Iron Vessel");
    expect(g.effectiveStats(vessel).defense).toBe(8);
    endTurn(g); // bob's turn: not alice's Reactivation Phase, the counter stays
    expect(g.counters(ref(g, "alice/Brief Armor"))).toEqual({ time: 1 });
    endTurn(g); // alice's: reactivated once, the counter comes off, and it goes
    expect(g.zone("alice", "discard")).toEqual([ref(g, "alice/Brief Armor")]);
    expect(g.effectiveStats(vessel).defense).toBe(6);
  });

  it("209.2f a crystal at 0 time counters goes right after it next produces (its effect)", () => {
    const g = arcGame({ alice: { play: [{ card: "Mystic Crystal", counters: { time: 1 } }] } });
    const crystal = ref(g, "alice/Mystic Crystal");
    endTurn(g);
    endTurn(g); // alice's Reactivation Phase: 1 -> 0, still in play (it hasn't produced since)
    expect(g.counters(crystal)).toEqual({ time: 0 });
    expect(g.zone("alice", "play")).toContain(crystal);
    ok(g, { type: "activate", player: "alice", card: crystal });
    expect(g.pool("alice")).toEqual({ M: 1 });
    expect(g.zone("alice", "discard")).toContain(crystal);
  });

  it("209.2d-f / LANGUAGE.md counters: Second Wind (3 time counters) draws three times, then goes to the discard pile", () => {
    const g = arcGame({ alice: { play: ["Second Wind"], deck: times(20, "Mystic Crystal") }, bob: { deck: times(20, "Boost Crystal") } }, { turn: { active: "alice", phase: "action", number: 1 } });
    const wind = ref(g, "alice/Second Wind");
    expect(g.counters(wind)).toEqual({ time: 3 });
    const handAfterAliceTurns: number[] = [];
    for (let t = 0; t < 4; t++) {
      endTurn(g); // bob's turn
      endTurn(g); // alice's turn: reactivation takes a time counter, then the draw phase
      handAfterAliceTurns.push(g.zone("alice", "hand").length);
    }
    // turns 3, 5, 7: 1 normal + 1 Second Wind draw each; turn 9: normal draw only.
    expect(handAfterAliceTurns).toEqual([2, 4, 6, 7]);
    expect(g.zone("alice", "discard")).toEqual([wind]);
  });

  it("209.2 Put N counters on X (Grant: 2 activation counters)", () => {
    const g = arcGame({ alice: { play: ["Precision Failure"], hand: ["Grant"] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Grant"), targets: [{ card: ref(g, "alice/Precision Failure") }] });
    passUntilEmpty(g);
    expect(g.counters(ref(g, "alice/Precision Failure"))).toEqual({ activation: 5 });
  });
});

describe("210 damage", () => {
  it("210.5 damage equal to or above Defense destroys; 210.7 the summon goes to its owner's discard pile", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Spark"] }, bob: { play: [{ card: "Tide Beast", at: "b", damage: 2 }] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Tide Beast") }] });
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Tide Beast"]);
    expect(cardIn(g.state, ref(g, "bob/Tide Beast")).damage).toBe(0);
  });

  it("210.5 lowering Defense to the damage already marked destroys (Weaken: Defense -3)", () => {
    const g = arcGame({ alice: { hand: ["Weaken"] }, bob: { play: [{ card: "Iron Vessel", at: "b", damage: 3 }] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Weaken"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Iron Vessel"]);
  });

  it("210.4 the source must be in play when damage is dealt: Vengeance destroyed before its trigger resolves deals none", () => {
    const g = arcGame({
      alice: { play: ["Vengeance", { card: "Tide Beast", at: "a", damage: 2 }] },
      bob: { play: [...times(2, "Mystic Crystal"), { card: "Iron Vessel", at: "d" }], hand: ["Spark", "Shatter"] },
    });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Spark"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "answer", player: "alice", choice: "Iron Vessel" });
    expect(g.priority()).toBe("alice");
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Shatter"), targets: [{ card: ref(g, "alice/Vengeance") }] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(0);
  });

  it("prevention: Guard prevents the next 3 damage this turn", () => {
    const g = arcGame({
      alice: { play: ["Boost Crystal", { card: "Hunter Dragon", at: "b" }] },
      bob: { play: ["Mystic Crystal", { card: "Iron Vessel", at: "c" }], hand: ["Guard"] },
    });
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: ref(g, "bob/Iron Vessel") });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Guard"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(1); // 4 - 3
  });

  it("210.8 a Life Base that leaves play makes its owner lose", () => {
    const g = arcGame({ alice: { hand: ["Banish"] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Banish"), targets: [{ card: ref(g, "bob/Life Base") }] });
    passUntilEmpty(g);
    expect(g.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "lifeBaseLeftPlay" });
    expect(names(g, g.zone("bob", "removed"))).toEqual(["Life Base"]);
    expect(g.legalActions()).toEqual([]);
    expect(g.perform({ type: "pass", player: "alice" })).toEqual({ ok: false, error: "106 the game is over" });
  });

  it("Purge: an effect on all summons damages every summon in play", () => {
    const g = arcGame({ alice: { hand: ["Purge"], play: [{ card: "Tide Beast", at: "a" }] }, bob: { play: [{ card: "Hunter Dragon", at: "c" }] } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Purge") });
    passUntilEmpty(g);
    for (const r of ["alice/Life Base", "alice/Tide Beast", "bob/Life Base", "bob/Hunter Dragon"]) expect(g.damageOn(ref(g, r))).toBe(1);
  });
});

describe("210.5 lethal damage, checked again after a permanent turns", () => {
  it("210.5 a Defense that reads a permanent's state (206.1d) falls to the damage when the last reactivated crystal is activated for energy", () => {
    // "[If you control a reactivated Energy Crystal, this Summon gets Defense +1.]" on Iron Vessel
    // (Defense 6) with 6 damage: alive while a crystal is reactivated, destroyed once none is.
    const library = { ...lib, "Crystal Ward": crystalWard };
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal", { card: "Crystal Ward", at: "a", damage: 6 }] } }, { library });
    const ward = ref(g, "alice/Crystal Ward");
    expect(g.effectiveStats(ward).defense).toBe(7);
    // An energy activation changes only a crystal's state and the pool (events permanentState, pool).
    const first = g.perform({ type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(first.ok && first.events.map((e) => e.type)).toEqual(["permanentState", "pool"]);
    expect(g.dotOf(ward)).toBe("a"); // one crystal still reactivated: Defense 7 > 6 damage
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    expect(cardIn(g.state, ward).zone).toBe("discard"); // Defense 6, 6 damage: destroyed (210.7)
  });
});
