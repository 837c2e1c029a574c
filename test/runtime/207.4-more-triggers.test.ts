// 207.4 trigger conditions of issue 14 (family 8), each played in a game: "is attacked" (202.3),
// "deals damage to a Summon" (210.1), "an opponent casts a Summon Card" (503.1), "an opponent
// draws a card" (212.1), each opponent's phase and "they" / "that player", whose turn it is (700.1).
// The test library's cards (fixtures.ts) are compared with what their text compiles to.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { arcGame, endTurn, lib, ok, passUntilEmpty, ref, times } from "./fixtures.ts";

/** The abilities a card's text compiles to (its type line and stats as the test library has them). */
function compiled(head: string, line: string): CardDefinition["abilities"] {
  const out = compile(`card X\n${head}text:\n  ${line}\n`, "x.card");
  expect(out.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return out.cards[0]!.abilities.map(({ text: _t, ...a }) => a as CardDefinition["abilities"][number]);
}
const SUMMON = "cost: M1\ntype: Summon Card\nclass: Beast\nelement: Fire\nmovement energy: C1\nstats: attack 1, defense 4, speed 1, range 1\n";
const PERMANENT = "cost: M1\ntype: Effect Card\npermanent\n";
const without = (c: CardDefinition) => c.abilities.map(({ text: _t, ...a }) => a);

describe("207.4 more trigger conditions", () => {
  it("the natural sentences compile to the test library's triggers", () => {
    expect(compiled(SUMMON, "[When this Summon is attacked, deal 1 damage to the attacking Summon.]")).toEqual(without(lib["Bristle Golem"]!));
    expect(compiled(SUMMON, "[When this Summon deals damage to a Summon, draw a card.]")).toEqual(without(lib["Bloodhound"]!));
    expect(compiled(PERMANENT, "Whenever an opponent casts a Summon Card, draw a card.")).toEqual(without(lib["Spy Network"]!));
    expect(compiled(PERMANENT, "Whenever an opponent draws a card, add C1 to your Energy Pool.")).toEqual(without(lib["Echo Chamber"]!));
    expect(compiled(PERMANENT, "During each opponent's End Phase, deal 1 damage to each Summon they control.")).toEqual(without(lib["Night Watch"]!));
    expect(compiled(PERMANENT, "At the beginning of each player's Draw Phase, that player draws a card.")).toEqual(without(lib["Bounty"]!));
  });

  it("202.3: Bristle Golem is attacked by Tide Beast: its trigger deals 1 to the attacker, the attack 2 (Attack 2) to it", () => {
    const g = arcGame({ alice: { play: [{ card: "Tide Beast", at: "c" }] }, bob: { play: [{ card: "Bristle Golem", at: "d" }] } }, { turn: { active: "alice", phase: "action", number: 1 } });
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Tide Beast"), target: ref(g, "bob/Bristle Golem") });
    expect(g.stackView()).toHaveLength(2);
    expect(g.stackView()[0]).toMatchObject({ player: "bob", label: "Bristle Golem" }); // 207.4b the trigger on top of the attack
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "alice/Tide Beast"))).toBe(1);
    expect(g.damageOn(ref(g, "bob/Bristle Golem"))).toBe(2);
  });

  it("202.3: a Summon that isn't attacked doesn't trigger: Bristle Golem attacking doesn't", () => {
    const g = arcGame({ alice: { play: [{ card: "Bristle Golem", at: "c" }] }, bob: { play: [{ card: "Tide Beast", at: "d" }] } }, { turn: { active: "alice", phase: "action", number: 1 } });
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Bristle Golem"), target: ref(g, "bob/Tide Beast") });
    expect(g.stackView()).toHaveLength(1);
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "alice/Bristle Golem"))).toBe(0);
    expect(g.damageOn(ref(g, "bob/Tide Beast"))).toBe(1); // Attack 1
  });

  it("210.1: Bloodhound's attack deals 2 damage to a Summon, so alice draws 1; dealt damage itself, it draws nothing", () => {
    const g = arcGame(
      { alice: { play: [{ card: "Bloodhound", at: "c" }], deck: times(5, "Mystic Crystal") }, bob: { play: [{ card: "Iron Vessel", at: "d" }] } },
      { turn: { active: "alice", phase: "action", number: 1 } },
    );
    ok(g, { type: "attack", player: "alice", card: ref(g, "alice/Bloodhound"), target: ref(g, "bob/Iron Vessel") });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(2);
    expect(g.zone("alice", "hand")).toHaveLength(1);
  });

  it("503.1: Spy Network draws when bob casts a Summon Card, not when alice does", () => {
    for (const caster of ["alice", "bob"] as const) {
      const g = arcGame(
        { alice: { play: ["Spy Network", "Mystic Crystal"], hand: ["Bloodhound"], deck: times(5, "Mystic Crystal") }, bob: { play: ["Mystic Crystal"], hand: ["Bloodhound"] } },
        { turn: { active: caster, phase: "action", number: 1 } },
      );
      ok(g, { type: "activate", player: caster, card: ref(g, `${caster}/Mystic Crystal`) });
      ok(g, { type: "cast", player: caster, card: ref(g, `${caster}/Bloodhound`), at: "e1" });
      passUntilEmpty(g);
      expect(g.zone("alice", "hand"), caster).toHaveLength(caster === "bob" ? 2 : 0); // alice's own Bloodhound is still in her hand when bob casts
    }
  });

  it("212.1, 702.1: Echo Chamber adds C1 for each card bob draws, in his Draw Phase too, and nothing for alice's", () => {
    const g = arcGame({ alice: { play: ["Echo Chamber"], deck: times(5, "Mystic Crystal") }, bob: { deck: times(5, "Boost Crystal") } }, { turn: { active: "alice", phase: "action", number: 1 } });
    endTurn(g); // bob's turn: he draws 1 in his Draw Phase, Echo Chamber triggers once
    expect(g.zone("bob", "hand")).toHaveLength(1);
    expect(g.pool("alice")).toEqual({ C: 1 });
    endTurn(g); // alice's turn: 203.4 the pool emptied, her own draw adds nothing
    expect(g.zone("alice", "hand")).toHaveLength(1);
    expect(g.pool("alice")).toEqual({});
  });

  it("700.1: Night Watch deals 1 to each Summon bob controls in bob's End Phase, none to alice's, and nothing in alice's", () => {
    const g = arcGame(
      {
        alice: { play: ["Night Watch", { card: "Tide Beast", at: "a" }] },
        bob: {
          play: [
            { card: "Bloodhound", at: "d" },
            { card: "Tide Beast", at: "c" },
          ],
        },
      },
      { turn: { active: "alice", phase: "action", number: 1 } },
    );
    endTurn(g); // alice's End Phase: no trigger; bob's turn up to his Action Phase
    expect(g.damageOn(ref(g, "bob/Bloodhound"))).toBe(0);
    endTurn(g); // bob's End Phase: Night Watch
    expect(g.damageOn(ref(g, "bob/Bloodhound"))).toBe(1);
    expect(g.damageOn(ref(g, "bob/Tide Beast"))).toBe(1);
    expect(g.damageOn(ref(g, "alice/Tide Beast"))).toBe(0);
    expect(g.damageOn(ref(g, "bob/Life Base"))).toBe(1); // a Life Base is a Summon too (402.3)
  });

  it("700.1, 702.1: Bounty: each player draws 2 in his own Draw Phase, 1 by the rule and 1 as that player", () => {
    const g = arcGame({ alice: { play: ["Bounty"], deck: times(6, "Mystic Crystal") }, bob: { deck: times(6, "Boost Crystal") } }, { turn: { active: "alice", phase: "action", number: 1 } });
    endTurn(g);
    expect(g.zone("bob", "hand")).toHaveLength(2);
    expect(g.zone("alice", "hand")).toHaveLength(0);
    endTurn(g);
    expect(g.zone("alice", "hand")).toHaveLength(2);
  });
});
