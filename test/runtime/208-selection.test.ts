// Issue 14's selection wording, compiled from card text and played in the engine: an object picked
// as the effect resolves (208.1 no "target", 208.3 the caster picks, 208.4 one he controls when no
// controller is named), and the filters of targets and "all ..." (202.6 total stats, 206.1d-g the
// state, 209.3a damage, 600.6 the dot, 207.5a what an Effect is fixed on, "other", "non-Dragon").
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { arcGame, endTurn as endTurnOf, lib, names, ok, passUntilEmpty, ref } from "./fixtures.ts";
import type { Game } from "../../runtime/index.ts";

/** A card compiled from its text; `extra` are more field lines (a Summon's). */
const card = (name: string, line: string, fields = "cost: M1\ntype: Effect Card\nnon permanent"): CardDefinition => {
  const out = compile(`card ${name}\n${fields}\ntext:\n  ${line}\n`, `${name}.card`);
  expect(out.diagnostics).toEqual([]);
  return out.cards[0]!;
};
const summonFields = "cost: M1\ntype: Summon Card\nclass: Beast\nelement: Fire\nmovement energy: C1\nstats: attack 1, defense 5, speed 1, range 1";

const culling = card("Culling", "Destroy a Summon you control.");
const cards = [
  culling,
  card("Stray Shot", "Deal 1 damage to a Summon."),
  card("Sure Shot", "Deal 2 damage to a Summon an opponent controls."),
  card("Tidy Up", "Destroy an Effect. When successfully done, draw 2 cards."),
  card("Pep Talk", "Choose a Summon you control. It gets Attack +1 until end of turn."),
  card("Gift", "Give a Summon you control Range +1 until end of turn."),
  card("Sap", "Target Summon gets Attack -1 until end of turn."),
  card("Cull the Weak", "Destroy target Summon with Attack 2 or less."),
  card("Quake", "Deal 1 damage to all Summons with Speed 3 or more."),
  card("Finish Off", "Deal 1 damage to target damaged Summon."),
  card("Execute", "Destroy target Summon with 3 or more damage."),
  card("Mop Up", "Destroy target deactivated Summon."),
  card("Siege", "Deal 1 damage to target Summon on a No Attack Dot."),
  card("Gatekeeper", "Deactivate target Summon on an Ending Dot."),
  card("Homeguard", "Destroy target Summon on your Starting Dot."),
  card("Dispel", "Destroy target Effect fixed on a Summon you control."),
  card("Dragonbane", "Target non-Dragon Summon gets Attack -2 until end of turn."),
  card("Rally Banner", "[Other Summons you control get Attack +1.]", summonFields),
  card("Purify", "Remove all counters from target Effect."),
  card("Veil", "Until end of turn, target Summon can't be attacked."),
  card("Frenzy", "Target Summon gets Range +2 and can attack one more time this turn."),
  card("Double Boon", "Target Summon and another target Summon get Attack +1 until end of turn."),
  card("Twin Freeze", "Deactivate up to two target Summons."),
  card("Hush", "Target Summon loses all abilities until end of turn."),
];
const library: Record<string, CardDefinition> = { ...lib };
for (const c of cards) library[c.name] = c;

/** Alice, in her Action Phase, with 3 Mystic Crystals to pay with. */
function game(alice: Parameters<typeof arcGame>[0]["alice"] = {}, bob: Parameters<typeof arcGame>[0]["bob"] = {}): Game {
  return arcGame({ alice: { ...alice, play: ["Mystic Crystal", "Mystic Crystal", "Mystic Crystal", ...(alice.play ?? [])] }, bob }, { library, turn: { active: "alice", phase: "action", number: 1 } });
}
/** M1 in alice's pool: from a Mystic Crystal not used yet, unless a refused cast left it there. */
function pay(g: Game): void {
  if ((g.pool("alice")["M"] ?? 0) > 0) return;
  const crystal = g.zone("alice", "play").find((id) => g.state.cards[id]!.name === "Mystic Crystal" && g.stateOf(id) === "reactivated")!;
  ok(g, { type: "activate", player: "alice", card: crystal });
}
/** Passes until a decision waits. */
function untilDecision(g: Game) {
  for (let guard = 0; guard < 20 && !g.pending(); guard++) ok(g, { type: "pass", player: g.priority()! });
  return g.pending()!;
}
/** Casts alice's card with these targets ("OWNER/NAME"), after paying M1; the engine's refusal, or null. */
function cast(g: Game, name: string, targets: string[] = []): string | null {
  pay(g);
  const r = g.perform({ type: "cast", player: "alice", card: ref(g, `alice/${name}`), targets: targets.map((t) => ({ card: ref(g, t) })) });
  return r.ok ? null : r.error;
}

describe("208.1, 208.4: an object picked as the effect resolves", () => {
  it('208.1 "Destroy a Summon you control.": compiles to the test library\'s Culling (the choose op)', () => {
    expect(culling.abilities).toEqual(lib["Culling"]!.abilities);
  });

  it("208.1, 208.3: nothing is declared when Culling is cast; as it resolves alice picks among her own Summons only", () => {
    const g = game(
      {
        hand: ["Culling"],
        play: [
          { card: "Hunter Dragon", at: "b" },
          { card: "Tide Beast", at: "c" },
        ],
      },
      { play: [{ card: "Iron Vessel", at: "d" }] },
    );
    expect(cast(g, "Culling")).toBeNull();
    const d = untilDecision(g);
    expect(d.player).toBe("alice");
    expect(d.options.map((o) => o.label)).toEqual(["Life Base at s1", "Hunter Dragon at b", "Tide Beast at c"]); // a Life Base is a Summon (402.3)
    ok(g, { type: "answer", player: "alice", choice: "Tide Beast at c" });
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Culling", "Tide Beast"]);
    expect(g.zone("bob", "play")).toContain(ref(g, "bob/Iron Vessel"));
  });

  it('208.4 "Deal 1 damage to a Summon.": no controller named, so one the caster controls; with one to pick nobody is asked', () => {
    const g = game({ hand: ["Stray Shot"] }, { play: [{ card: "Iron Vessel", at: "d" }] });
    expect(cast(g, "Stray Shot")).toBeNull();
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "alice/Life Base"))).toBe(1);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(0);
  });

  it("208: a pick is not a target, so \"can't be targeted by Effects your opponents control\" doesn't keep Ashen Berserker from being picked", () => {
    const g = game({ hand: ["Sure Shot"] }, { play: [{ card: "Ashen Berserker", at: "d" }] });
    expect(cast(g, "Sure Shot")).toBeNull();
    expect(untilDecision(g).options.map((o) => o.label)).toEqual(["Life Base at s2", "Ashen Berserker at d"]);
    passUntilEmpty(g, { alice: ["Ashen Berserker at d"] });
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Ashen Berserker"]); // 2 damage, Defense 2 (210.5)
  });

  it("207.3: with nothing to pick (alice controls no Effect) it is not done successfully, so nothing is drawn", () => {
    const g = game({ hand: ["Tidy Up"] }, { play: ["Suppression Field"] });
    expect(cast(g, "Tidy Up")).toBeNull();
    passUntilEmpty(g);
    expect(g.zone("alice", "hand")).toEqual([]);
    expect(names(g, g.zone("bob", "play"))).toContain("Suppression Field"); // bob's Effect is not one alice controls
  });

  it('"Choose a Summon you control. It gets Attack +1 until end of turn." and "Give a Summon you control Range +1": the later sentence acts on the pick', () => {
    const g = game({ hand: ["Pep Talk", "Gift"], play: [{ card: "Hunter Dragon", at: "b" }] });
    expect(cast(g, "Pep Talk")).toBeNull();
    passUntilEmpty(g, { alice: ["Hunter Dragon at b"] });
    expect(g.effectiveStats(ref(g, "alice/Hunter Dragon")).attack).toBe(4); // 3 + 1
    expect(g.effectiveStats(ref(g, "alice/Life Base")).attack).toBe(1);
    const g2 = game({ hand: ["Gift"], play: [{ card: "Hunter Dragon", at: "b" }] });
    expect(cast(g2, "Gift")).toBeNull();
    passUntilEmpty(g2, { alice: ["Hunter Dragon at b"] });
    expect(g2.effectiveStats(ref(g2, "alice/Hunter Dragon")).range).toBe(3); // 2 + 1
  });
});

describe("filters of targets and all ...", () => {
  it('202.6 "target Summon with Attack 2 or less" reads the total stat: Hunter Dragon (Attack 3) only after Sap\'s -1', () => {
    const g = game({ hand: ["Cull the Weak", "Sap"] }, { play: [{ card: "Hunter Dragon", at: "d" }] });
    expect(cast(g, "Cull the Weak", ["bob/Hunter Dragon"])).toMatch(/^208\.1 Hunter Dragon is not/);
    expect(cast(g, "Sap", ["bob/Hunter Dragon"])).toBeNull();
    passUntilEmpty(g);
    expect(cast(g, "Cull the Weak", ["bob/Hunter Dragon"])).toBeNull();
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Hunter Dragon"]);
  });

  it('"all Summons with Speed 3 or more": Tide Beast (Speed 3) is dealt damage, Hunter Dragon (2) and the Life Bases (1) are not', () => {
    const g = game({ hand: ["Quake"], play: [{ card: "Tide Beast", at: "b" }] }, { play: [{ card: "Hunter Dragon", at: "d" }] });
    expect(cast(g, "Quake")).toBeNull();
    passUntilEmpty(g);
    expect(["alice/Tide Beast", "bob/Hunter Dragon", "alice/Life Base", "bob/Life Base"].map((r) => g.damageOn(ref(g, r)))).toEqual([1, 0, 0, 0]);
  });

  it('209.3a "target damaged Summon", "with 3 or more damage": by the damage indicators on it', () => {
    const g = game(
      { hand: ["Finish Off", "Execute"] },
      {
        play: [
          { card: "Iron Vessel", at: "c", damage: 2 },
          { card: "Tide Beast", at: "d" },
        ],
      },
    );
    expect(cast(g, "Finish Off", ["bob/Tide Beast"])).toMatch(/^208\.1/);
    expect(cast(g, "Execute", ["bob/Iron Vessel"])).toMatch(/^208\.1/); // 2 damage
    expect(cast(g, "Finish Off", ["bob/Iron Vessel"])).toBeNull();
    passUntilEmpty(g);
    expect(cast(g, "Execute", ["bob/Iron Vessel"])).toBeNull(); // now 3
    passUntilEmpty(g);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Iron Vessel"]);
  });

  it('206.1g "target deactivated Summon": one in the activated state', () => {
    const g = game(
      { hand: ["Mop Up"] },
      {
        play: [
          { card: "Tide Beast", at: "d" },
          { card: "Iron Vessel", at: "c", state: "activated" },
        ],
      },
    );
    expect(cast(g, "Mop Up", ["bob/Tide Beast"])).toMatch(/^208\.1/);
    expect(cast(g, "Mop Up", ["bob/Iron Vessel"])).toBeNull();
  });

  it("603, 601.7, 602, 601.4: the dot a Summon stands on (a Starting Dot is a No Attack Dot; your Starting Dot is the one you started on)", () => {
    const g = game({ hand: ["Siege", "Gatekeeper", "Homeguard"], play: [{ card: "Tide Beast", at: "b" }] }, { play: [{ card: "Hunter Dragon", at: "e1" }] });
    expect(cast(g, "Siege", ["alice/Tide Beast"])).toMatch(/^208\.1/);
    expect(cast(g, "Siege", ["bob/Life Base"])).toBeNull(); // on s2, a Starting Dot
    passUntilEmpty(g);
    expect(cast(g, "Gatekeeper", ["alice/Tide Beast"])).toMatch(/^208\.1/);
    expect(cast(g, "Gatekeeper", ["bob/Hunter Dragon"])).toBeNull(); // on e1
    passUntilEmpty(g);
    expect(g.stateOf(ref(g, "bob/Hunter Dragon"))).toBe("activated");
    expect(cast(g, "Homeguard", ["bob/Life Base"])).toMatch(/^208\.1/); // s2 is bob's Starting Dot, not alice's
  });

  it("207.5a \"target Effect fixed on a Summon you control\": Dragon's Fury on alice's Dragon, not on bob's", () => {
    const g = game(
      {
        hand: ["Dispel"],
        play: [
          { card: "Hunter Dragon", at: "b" },
          { card: "Dragon's Fury", fixedOn: "alice/Hunter Dragon" },
        ],
      },
      {
        play: [
          { card: "Hunter Dragon", at: "d" },
          { card: "Dragon's Fury", fixedOn: "bob/Hunter Dragon" },
        ],
      },
    );
    expect(cast(g, "Dispel", ["bob/Dragon's Fury"])).toMatch(/^208\.1/);
    expect(cast(g, "Dispel", ["alice/Dragon's Fury"])).toBeNull();
  });

  it('208.6 "target non-Dragon Summon": not Hunter Dragon, Tide Beast yes', () => {
    const g = game(
      { hand: ["Dragonbane"] },
      {
        play: [
          { card: "Hunter Dragon", at: "d" },
          { card: "Tide Beast", at: "c" },
        ],
      },
    );
    expect(cast(g, "Dragonbane", ["bob/Hunter Dragon"])).toMatch(/^208\.1/);
    expect(cast(g, "Dragonbane", ["bob/Tide Beast"])).toBeNull();
  });

  it('"[Other Summons you control get Attack +1.]" (207.5): every Summon its controller controls but itself', () => {
    const g = game(
      {
        play: [
          { card: "Rally Banner", at: "b" },
          { card: "Tide Beast", at: "c" },
        ],
      },
      { play: [{ card: "Hunter Dragon", at: "d" }] },
    );
    expect(["alice/Rally Banner", "alice/Tide Beast", "alice/Life Base", "bob/Hunter Dragon"].map((r) => g.effectiveStats(ref(g, r)).attack)).toEqual([1, 3, 2, 3]);
  });

  it("209.2 \"Remove all counters from target Effect.\": compiles to the test library's Purify; Precision Failure's 3 activation counters all come off", () => {
    expect(library["Purify"]!.abilities).toEqual(lib["Purify"]!.abilities);
    const g = game({ hand: ["Purify"], play: ["Precision Failure"] });
    const pf = ref(g, "alice/Precision Failure");
    expect(g.counters(pf)).toEqual({ activation: 3 });
    expect(cast(g, "Purify", ["alice/Precision Failure"])).toBeNull();
    passUntilEmpty(g);
    expect(g.counters(pf)).toEqual({ activation: 0 });
  });

  it('107.1b "can\'t be attacked": no attack can be announced on it while it lasts', () => {
    const g = game({ hand: ["Veil"], play: [{ card: "Hunter Dragon", at: "c" }] }, { play: [{ card: "Tide Beast", at: "d" }] });
    expect(g.legalActions("alice").some((a) => a.type === "attack")).toBe(true); // in range before
    expect(cast(g, "Veil", ["bob/Tide Beast"])).toBeNull();
    passUntilEmpty(g);
    const r = g.perform({ type: "attack", player: "alice", card: ref(g, "alice/Hunter Dragon"), target: ref(g, "bob/Tide Beast") });
    expect(r.ok ? "" : r.error).toBe("107.1b Tide Beast can't be attacked");
    expect(g.legalActions("alice").some((a) => a.type === "attack")).toBe(false);
  });

  it('202.3b, 202.6: "gets Range +2 and can attack one more time this turn": the Range while it stays in play (a cast card\'s change with no duration), one more attack this turn; "Target Summon and another target Summon get Attack +1": each', () => {
    const g = game({
      hand: ["Frenzy", "Double Boon"],
      play: [
        { card: "Hunter Dragon", at: "b" },
        { card: "Tide Beast", at: "c" },
      ],
    });
    expect(cast(g, "Frenzy", ["alice/Hunter Dragon"])).toBeNull();
    passUntilEmpty(g);
    expect(g.effectiveStats(ref(g, "alice/Hunter Dragon")).range).toBe(4);
    expect(g.state.turnInfo.extraAttacks[ref(g, "alice/Hunter Dragon")]).toBe(1);
    expect(cast(g, "Double Boon", ["alice/Hunter Dragon", "alice/Hunter Dragon"])).toMatch(/another target/);
    expect(cast(g, "Double Boon", ["alice/Hunter Dragon", "alice/Tide Beast"])).toBeNull();
    passUntilEmpty(g);
    expect(["alice/Hunter Dragon", "alice/Tide Beast"].map((r) => g.effectiveStats(ref(g, r)).attack)).toEqual([4, 3]);
    endTurnOf(g);
    expect(g.effectiveStats(ref(g, "alice/Hunter Dragon")).range).toBe(4); // "this turn" is the extra attack's (202.3b)
    expect(g.effectiveStats(ref(g, "alice/Hunter Dragon")).attack).toBe(3); // Double Boon's +1 was until end of turn
  });

  it('208.1 "Deactivate up to two target Summons.": none, one or two different ones are declared, and each is deactivated', () => {
    const g = game(
      { hand: ["Twin Freeze", "Twin Freeze", "Twin Freeze"] },
      {
        play: [
          { card: "Tide Beast", at: "d" },
          { card: "Iron Vessel", at: "c" },
          { card: "Hunter Dragon", at: "b" },
        ],
      },
    );
    expect(cast(g, "Twin Freeze", ["bob/Tide Beast", "bob/Iron Vessel", "bob/Hunter Dragon"])).toMatch(/^200\.3 declare 0 to 2 targets/);
    expect(cast(g, "Twin Freeze", ["bob/Tide Beast", "bob/Tide Beast"])).toMatch(/^208\.1 Tide Beast is already a target/);
    expect(cast(g, "Twin Freeze", ["bob/Tide Beast", "bob/Iron Vessel"])).toBeNull();
    passUntilEmpty(g);
    expect(["bob/Tide Beast", "bob/Iron Vessel", "bob/Hunter Dragon"].map((r) => g.stateOf(ref(g, r)))).toEqual(["activated", "activated", "reactivated"]);
    expect(cast(g, "Twin Freeze#2", ["bob/Hunter Dragon"])).toBeNull();
    passUntilEmpty(g);
    expect(g.stateOf(ref(g, "bob/Hunter Dragon"))).toBe("activated");
    expect(cast(g, "Twin Freeze#3")).toBeNull(); // none declared: it resolves and does nothing
    passUntilEmpty(g);
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Twin Freeze", "Twin Freeze", "Twin Freeze"]);
  });

  it("402.10e \"Target Summon loses all abilities until end of turn.\" (the test library's Hush): Tide Beast's paid ability and Rally Banner's continuous one are gone until end of turn", () => {
    expect(library["Hush"]!.abilities).toEqual(lib["Hush"]!.abilities);
    const g = game({
      hand: ["Hush", "Hush"],
      play: [
        { card: "Tide Beast", at: "c" },
        { card: "Rally Banner", at: "b" },
      ],
    });
    const beast = ref(g, "alice/Tide Beast");
    const use = () => g.perform({ type: "ability", player: "alice", card: beast });
    const before = use();
    expect(before.ok ? "" : before.error).not.toMatch(/has no activated or paid ability/);
    expect(g.effectiveStats(beast).attack).toBe(3); // 2 + Rally Banner's 1
    expect(cast(g, "Hush", ["alice/Tide Beast"])).toBeNull();
    passUntilEmpty(g);
    const after = use();
    expect(after.ok ? "" : after.error).toMatch(/^402\.10 Tide Beast has no activated or paid ability/);
    expect(cast(g, "Hush#2", ["alice/Rally Banner"])).toBeNull();
    passUntilEmpty(g);
    expect(g.effectiveStats(beast).attack).toBe(2); // the Banner's continuous ability is gone
    endTurnOf(g);
    expect(g.effectiveStats(beast).attack).toBe(3); // until end of turn
  });

  it("202.6: a continuous ability can't pick its Summons by a stat it may change (checker)", () => {
    const out = compile(`card Loop\n${summonFields}\ntext:\n  [Summons with Attack 2 or less get Attack +1.]\n`, "loop.card");
    expect(out.diagnostics.map((d) => d.message).join("\n")).toMatch(/can't choose its Summons by attack/);
  });
});
