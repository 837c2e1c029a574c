// 206 permanents and non permanents, 207 effects: modes, additional effects, "when successfully
// done", triggers (207.4), continuous effects (207.5) and stat layers (202.6), activated effects.
import { describe, expect, it } from "vitest";
import { arcGame, card, effect, endTurn, lib, mode, names, ok, passUntilEmpty, ref, times } from "./fixtures.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

describe("206 permanents and non permanents", () => {
  it("206.2b a non permanent has its effect and goes to its owner's discard pile; 503.1 it waits in the Cast Zone", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Spark"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    const spark = ref(g, "alice/Spark");
    ok(g, { type: "cast", player: "alice", card: spark, targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(g.zone("alice", "cast")).toEqual([spark]);
    passUntilEmpty(g);
    expect(g.zone("alice", "cast")).toEqual([]);
    expect(g.zone("alice", "discard")).toEqual([spark]);
  });

  it("206.1b a cast permanent moves into play, reactivated; 401.2 a Summon Effect is fixed on its target", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "b" }], hand: ["Stone Skin"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Stone Skin"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    passUntilEmpty(g);
    const skin = ref(g, "alice/Stone Skin");
    expect(g.zone("alice", "play")).toContain(skin);
    expect(g.stateOf(skin)).toBe("reactivated");
    expect(cardIn(g.state, skin).fixedOn).toBe(ref(g, "alice/Tide Beast"));
    expect(g.effectiveStats(ref(g, "alice/Tide Beast")).defense).toBe(5);
  });
});

describe("207 effects", () => {
  it("207.1 the caster picks one side of an `or` when casting (7 Shooter: 1 damage to each of two summons)", () => {
    const g = arcGame({
      alice: { play: ["Mystic Crystal"], hand: ["7 Shooter"] },
      bob: {
        play: [
          { card: "Hunter Dragon", at: "b" },
          { card: "Iron Vessel", at: "c" },
        ],
      },
    });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    const dragon = ref(g, "bob/Hunter Dragon");
    const vessel = ref(g, "bob/Iron Vessel");
    const same = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/7 Shooter"), mode: 1, targets: [{ card: dragon }, { card: dragon }] });
    expect(same.ok).toBe(false); // "another target"
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/7 Shooter"), mode: 1, targets: [{ card: dragon }, { card: vessel }] });
    passUntilEmpty(g);
    expect([g.damageOn(dragon), g.damageOn(vessel)]).toEqual([1, 1]);
  });

  it("207.3 when successfully done: Quick Step with no other card in hand discards nothing and moves nothing", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "a" }], hand: ["Quick Step"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Quick Step"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    passUntilEmpty(g);
    expect(g.dotOf(ref(g, "alice/Tide Beast"))).toBe("a");
    expect(g.pending()).toBeNull();
  });

  it("207.3 when successfully done: Quick Step discards a chosen card, then its move by effect takes the chosen path", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Tide Beast", at: "a" }], hand: ["Quick Step", "Spark", "Heal"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Quick Step"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.pending()?.kind).toBe("discard");
    expect(g.pending()?.options.map((o) => o.label)).toEqual(["Spark", "Heal"]);
    ok(g, { type: "answer", player: "alice", choice: "Heal" });
    expect(g.pending()?.kind).toBe("movePath");
    expect(g.pending()?.options.map((o) => o.label)).toEqual(["a", "b", "c"]); // a: stay; s1 holds alice's Life Base
    ok(g, { type: "answer", player: "alice", choice: "c" });
    expect(g.dotOf(ref(g, "alice/Tide Beast"))).toBe("c");
    expect(g.stateOf(ref(g, "alice/Tide Beast"))).toBe("reactivated"); // a move by an effect doesn't activate it
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Heal", "Quick Step"]);
  });

  it("207.4b / 207.4c triggers of both players stack clockwise from the active player: the active player's resolves last", () => {
    // Both control Watchtower ("Whenever a Summon moves, draw 1 card"); alice (active) moves.
    const g = arcGame({
      alice: { play: ["Watchtower", "Boost Crystal", { card: "Tide Beast", at: "a" }] },
      bob: { play: ["Watchtower"] },
    });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: ref(g, "alice/Tide Beast"), path: ["a", "b"] });
    expect(g.stackView()).toEqual([
      { player: "bob", label: "Watchtower" },
      { player: "alice", label: "Watchtower" },
      { player: "alice", label: "move Tide Beast" },
    ]);
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.zone("bob", "hand")).toHaveLength(1);
    expect(g.zone("alice", "hand")).toHaveLength(0);
  });

  it("207.4c a player orders his own simultaneous triggers", () => {
    const g = arcGame({ alice: { play: ["Watchtower", "Sentry", "Boost Crystal", { card: "Tide Beast", at: "a", damage: 1 }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "move", player: "alice", card: ref(g, "alice/Tide Beast"), path: ["a", "b"] });
    expect(g.pending()?.kind).toBe("triggerOrder");
    expect(g.pending()?.options.map((o) => o.label)).toEqual(["Watchtower", "Sentry"]);
    ok(g, { type: "answer", player: "alice", choice: "Sentry" }); // stacked first: resolves last
    expect(g.stackView().map((e) => e.label)).toEqual(["Watchtower", "Sentry", "move Tide Beast"]);
  });

  it("207.4 targets of a trigger are chosen when it goes on the stack (Vengeance, two possible targets)", () => {
    const g = arcGame({
      alice: { play: ["Vengeance", "Mystic Crystal", { card: "Tide Beast", at: "a", damage: 2 }] },
      bob: { play: ["Mystic Crystal", { card: "Hunter Dragon", at: "c" }, { card: "Iron Vessel", at: "d" }], hand: ["Spark"] },
    });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Spark"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Tide Beast"]);
    const d = g.pending()!;
    expect(d.kind).toBe("triggerTarget");
    expect(d.player).toBe("alice");
    expect(d.options.map((o) => o.label)).toEqual(["Life Base", "Hunter Dragon", "Iron Vessel"]);
    ok(g, { type: "answer", player: "alice", choice: "Hunter Dragon" });
    expect(g.stackView()).toEqual([{ player: "alice", label: "Vengeance" }]);
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(2);
  });

  it("'the attacking Summon' of a damage trigger is the summon whose attack dealt it (Spiked Wall)", () => {
    const g = arcGame({
      alice: { play: [{ card: "Hunter Dragon", at: "b" }], hand: ["Spark"] },
      bob: { play: [{ card: "Spiked Wall", at: "c" }] },
    });
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: ref(g, "bob/Spiked Wall") });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Spiked Wall"))).toBe(4);
    expect(g.damageOn(ref(g, "alice/Hunter Dragon"))).toBe(1);
    // Damage from an Effect has no attacking Summon: the trigger deals nothing.
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Spiked Wall") }] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "alice/Hunter Dragon"))).toBe(1);
  });

  it("207.4 'In target player's Reactivation Phase': the player is declared when the card is cast and the trigger uses it", () => {
    const g = arcGame({ alice: { hand: ["Rust Hex"], play: [{ card: "Tide Beast", at: "a" }] }, bob: { play: [{ card: "Iron Vessel", at: "c" }] } });
    const r = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Rust Hex") });
    expect(r.ok).toBe(false); // 200.3: the target player is declared with the cast
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Rust Hex"), targets: [{ player: "bob" }] });
    passUntilEmpty(g);
    endTurn(g);
    expect(g.pending()).toBeNull();
    expect([g.damageOn(ref(g, "bob/Iron Vessel")), g.damageOn(ref(g, "bob/Life Base")), g.damageOn(ref(g, "alice/Tide Beast"))]).toEqual([1, 1, 0]);
  });

  it("207.5a an Effect fixed on a target leaves play with it", () => {
    const g = arcGame({
      alice: { play: ["Stone Skin", { card: "Tide Beast", at: "b" }].map((x) => (x === "Stone Skin" ? { card: "Stone Skin", fixedOn: "alice/Tide Beast" } : x)) },
      bob: { play: times(2, "Mystic Crystal"), hand: ["Divine Intervention"] },
    });
    expect(g.effectiveStats(ref(g, "alice/Tide Beast")).defense).toBe(5);
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal#2") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Divine Intervention"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    passUntilEmpty(g);
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Tide Beast"]);
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Stone Skin"]);
  });

  it("202.6 stat layers: the last base change, then fixed +/-, then activated and cast +/-; 202.7b Defense and Attack too", () => {
    const g = arcGame({
      alice: {
        play: ["Mystic Crystal", { card: "Hunter Dragon", at: "b" }, { card: "Dragon's Fury", fixedOn: "alice/Hunter Dragon" }],
        hand: ["Giant Growth", "Slow"],
      },
    });
    const dragon = ref(g, "alice/Hunter Dragon");
    expect(g.effectiveStats(dragon)).toEqual({ attack: 5, defense: 4, speed: 2, range: 2 }); // 3 + 2 (fixed)
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Giant Growth"), targets: [{ card: dragon }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(dragon).attack).toBe(8); // base becomes 6, then +2
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Slow"), targets: [{ card: dragon }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(dragon).speed).toBe(0);
  });

  it("207.5 a continuous effect over all summons an opponent controls (Tollgate: Speed -1) follows them in and out", () => {
    const g = arcGame({ alice: { play: ["Tollgate"] }, bob: { play: [{ card: "Tide Beast", at: "b" }] } });
    expect(g.effectiveStats(ref(g, "bob/Tide Beast")).speed).toBe(2);
    expect(g.effectiveStats(ref(g, "alice/Life Base")).speed).toBe(1);
    expect(g.effectiveStats(ref(g, "bob/Life Base")).speed).toBe(0);
  });

  it("207.5 a continuous ability with a condition counts while the condition holds", () => {
    const lib = { ...arcGame({}).engine.lib };
    lib["Bunker Golem"] = {
      ...lib["Iron Vessel"]!,
      name: "Bunker Golem",
      abilities: [
        {
          kind: "continuous",
          effects: [{ op: "if", cond: { cond: "onNoAttackDot", what: { ref: "self" } }, then: [{ op: "modifyStat", what: { ref: "self" }, stat: "defense", delta: 2, duration: "whileInPlay" }] }],
          text: "[If this Summon is on a No Attack Dot, it gets Defense +2.]",
        },
      ],
    };
    const g = arcGame({ alice: { lifeBase: { card: "Life Base", at: "d" }, start: "s1", play: ["Mystic Crystal", "Mystic Crystal", { card: "Bunker Golem", at: "s1" }] } }, { library: lib });
    const golem = ref(g, "alice/Bunker Golem");
    expect(g.effectiveStats(golem).defense).toBe(8);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    ok(g, { type: "move", player: "alice", card: golem, path: ["s1", "a"] });
    passUntilEmpty(g);
    expect(g.effectiveStats(golem).defense).toBe(6);
  });

  it("a continuous ability with no lasting meaning is refused when the game is created, naming the card", () => {
    const lib = { ...arcGame({}).engine.lib };
    lib["Odd Idol"] = { ...lib["Precision Failure"]!, name: "Odd Idol", abilities: [{ kind: "continuous", effects: [{ op: "draw", who: { ref: "you" }, n: 1 }], text: "Draw 1 card." }] };
    expect(() => arcGame({}, { library: lib })).toThrow(/Odd Idol: a continuous ability can't "draw"/);
  });

  it("207.6 / 209.2b an activated effect is the controller's choice; each activation takes an activation counter", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Precision Failure"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } });
    const pf = ref(g, "alice/Precision Failure");
    expect(g.counters(pf)).toEqual({ activation: 3 });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: pf, targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(g.counters(pf)).toEqual({ activation: 2 });
    expect(g.stateOf(pf)).toBe("activated");
    passUntilEmpty(g);
    expect(g.effectiveStats(ref(g, "bob/Hunter Dragon")).range).toBe(0);
  });

  it("403.4 a crystal with a ☉ effect: activated for its effect it uses the stack, for its energy it doesn't", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", "Twin Geode", { card: "Tide Beast", at: "b" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Twin Geode"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    expect(g.stackView()).toEqual([{ player: "alice", label: "Twin Geode" }]);
    expect(g.pool("alice")).toEqual({});
    passUntilEmpty(g);
    expect(g.effectiveStats(ref(g, "alice/Tide Beast")).speed).toBe(4);
  });

  it("401.4 an Energy Crystal Effect: the crystal it is fixed on produces an extra M1 (Crystal Surge)", () => {
    const g = arcGame({ alice: { play: ["Boost Crystal", { card: "Crystal Surge", fixedOn: "alice/Boost Crystal" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    expect(g.pool("alice")).toEqual({ B: 1, M: 1 });
  });

  it("401.5 / 107.1b an Effect Effect: the Effect it is fixed on can't be activated (Suppression Field)", () => {
    const g = arcGame({
      alice: { play: ["Mystic Crystal", "Precision Failure", { card: "Suppression Field", fixedOn: "alice/Precision Failure" }] },
      bob: { play: [{ card: "Hunter Dragon", at: "b" }] },
    });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    const r = g.perform({ type: "activate", player: "alice", card: ref(g, "alice/Precision Failure"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^107\.1b/);
  });

  it("107.1b a Summon that can't be activated can't move (202.2) nor use its ☉ ability (402.10f); its paid ability stays", () => {
    // Jam: "Target Summon can't be activated this turn."
    const jam = card({
      name: "Jam",
      type: "Effect Card",
      abilities: [
        effect(
          "Target Summon can't be activated this turn.",
          mode([{ kind: "object", filter: { kind: "summon" } }], [{ op: "forbid", what: { ref: "target", index: 0 }, action: "beActivated", duration: "endOfTurn" }]),
        ),
      ],
    });
    const g = arcGame(
      { alice: { play: ["Boost Crystal", "Boost Crystal", { card: "Tide Beast", at: "a" }, { card: "Iron Vessel", at: "c", damage: 2 }], hand: ["Jam", "Jam"] } },
      { library: { ...lib, Jam: jam } },
    );
    const beast = ref(g, "alice/Tide Beast");
    const vessel = ref(g, "alice/Iron Vessel");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Jam"), targets: [{ card: beast }] });
    passUntilEmpty(g);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Jam#2"), targets: [{ card: vessel }] });
    passUntilEmpty(g);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Boost Crystal") });
    const move = g.perform({ type: "move", player: "alice", card: beast, path: ["a", "b"] });
    expect(move.ok).toBe(false);
    if (!move.ok) expect(move.error).toMatch(/^107\.1b Tide Beast can't be activated/);
    const heal = g.perform({ type: "ability", player: "alice", card: vessel });
    expect(heal.ok).toBe(false);
    if (!heal.ok) expect(heal.error).toMatch(/^107\.1b Iron Vessel can't be activated/);
    // "[B1: This Summon gets Speed +2.]" is paid, not activated: it doesn't rotate the summon.
    ok(g, { type: "ability", player: "alice", card: beast });
  });

  it("207.3 healing a summon with no damage is not successfully done: the second step doesn't come", () => {
    // Mend: "Heal 2 damage from target Summon. When successfully done, draw 1 card."
    const mend = card({
      name: "Mend",
      type: "Effect Card",
      abilities: [
        effect(
          "Heal 2 damage from target Summon. When successfully done, draw 1 card.",
          mode(
            [{ kind: "object", filter: { kind: "summon" } }],
            [{ op: "whenDone", first: [{ op: "heal", amount: 2, from: { ref: "target", index: 0 } }], then: [{ op: "draw", who: { ref: "you" }, n: 1 }] }],
          ),
        ),
      ],
    });
    for (const [damage, drawn] of [
      [1, 1],
      [0, 0],
    ] as const) {
      const g = arcGame({ alice: { hand: ["Mend"], play: [{ card: "Iron Vessel", at: "c", damage }] } }, { library: { ...lib, Mend: mend } });
      ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mend"), targets: [{ card: ref(g, "alice/Iron Vessel") }] });
      passUntilEmpty(g);
      expect(g.zone("alice", "hand")).toHaveLength(drawn);
    }
  });

  it("conditions: If you control a Dragon (Dragon Call), If X has N or more damage, on a No Attack Dot, N or fewer cards in hand", () => {
    const g = arcGame({
      alice: { play: ["Mystic Crystal", { card: "Hunter Dragon", at: "b" }], hand: ["Dragon Call", "Finisher", "Cornered", "Last Stand"], deck: times(10, "Mystic Crystal") },
      bob: {
        play: [
          { card: "Iron Vessel", at: "c", damage: 2 },
          { card: "Tide Beast", at: "s2" },
        ],
      },
    });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Dragon Call") });
    passUntilEmpty(g);
    expect(g.zone("alice", "hand")).toHaveLength(5);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Finisher"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Iron Vessel"]);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Cornered"), targets: [{ card: ref(g, "bob/Tide Beast") }] });
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Iron Vessel", "Tide Beast"]); // 603.3: damaged by effects
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Last Stand") });
    passUntilEmpty(g);
    expect(g.zone("alice", "hand")).toHaveLength(2); // 2 Mystic Crystals in hand: more than 1, no draw
  });
});
