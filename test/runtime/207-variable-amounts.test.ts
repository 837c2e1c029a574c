// Variable amounts (issue 14, family 9): an amount counted as the effect resolves, compiled from
// card text and played. "for each Dragon you control" counts the objects then; "equal to target
// Summon's Attack" is its effective Attack (202.6); "all damage" the damage marked on it (209.3);
// "where X is the number of ..." counts X; a summon's lasting "Attack +1 for each damage on it"
// counts whenever its stats are (207.5). Expected values are worked out by hand from the cards'
// stats in fixtures.ts (Hunter Dragon 3/4/2/2, Iron Vessel 1/6/1/3, Tide Beast 2/3/3/1).
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { arcGame, lib, ok, passUntilEmpty, ref, times } from "./fixtures.ts";

const effectCard = (name: string, sentence: string): CardDefinition => {
  const out = compile(`card ${name}\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  ${sentence}\n`, `${name}.card`);
  expect(out.diagnostics).toEqual([]);
  return out.cards[0]!;
};
const summonCard = (name: string, line: string): CardDefinition => {
  const out = compile(
    `card ${name}\ncost: M1\ntype: Summon Card\nclass: Beast\nelement: Fire\nmovement energy: C1\nstats: attack 1, defense 5, speed 1, range 1\ntext:\n  [${line}]\n`,
    `${name}.card`,
  );
  expect(out.diagnostics).toEqual([]);
  return out.cards[0]!;
};

const library = {
  ...lib,
  Census: effectCard("Census", "Draw a card for each Dragon you control."),
  Mirror: effectCard("Mirror", "Deal damage equal to target Summon's Attack to another target Summon."),
  Mend: effectCard("Mend", "Heal all damage from target Summon."),
  Bulwark: effectCard("Bulwark", "Target Summon gets Defense +X until end of turn, where X is the number of cards in your discard pile."),
  Surge: effectCard("Surge", "Deal X damage to target Summon, where X is the number of Energy Crystals you control."),
  Rally: effectCard("Rally", "Target Summon gets Attack +1 for each Summon you control until end of turn."),
  Berserk: summonCard("Berserk", "This Summon gets Attack +1 for each damage on it."),
};

/** A game in alice's Action Phase with her Mystic Crystal active, so she can cast one M1 card. */
function game(alice: Parameters<typeof arcGame>[0]["alice"], bob: Parameters<typeof arcGame>[0]["bob"] = {}) {
  const g = arcGame({ alice: { ...alice, play: ["Mystic Crystal", ...(alice?.play ?? [])] }, bob }, { library, turn: { active: "alice", phase: "action", number: 1 } });
  ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
  return g;
}

describe("variable amounts, counted as the effect resolves", () => {
  it("Census: a card for each Dragon alice controls (2 Hunter Dragons; bob's Dragon isn't hers)", () => {
    const g = game(
      {
        play: [
          { card: "Hunter Dragon", at: "a" },
          { card: "Hunter Dragon", at: "b" },
        ],
        hand: ["Census"],
        deck: times(5, "Mystic Crystal"),
      },
      { play: [{ card: "Hunter Dragon", at: "d" }] },
    );
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Census") });
    passUntilEmpty(g);
    expect(g.zone("alice", "hand")).toHaveLength(2);
  });

  it("202.6 Mirror: damage equal to Hunter Dragon's Attack (3) to Iron Vessel", () => {
    const g = game(
      { hand: ["Mirror"] },
      {
        play: [
          { card: "Hunter Dragon", at: "d" },
          { card: "Iron Vessel", at: "c" },
        ],
      },
    );
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mirror"), targets: [{ card: ref(g, "bob/Hunter Dragon") }, { card: ref(g, "bob/Iron Vessel") }] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(3);
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(0);
  });

  it("209.3 Mend: all 5 damage comes off Iron Vessel", () => {
    const g = game({ play: [{ card: "Iron Vessel", at: "a", damage: 5 }], hand: ["Mend"] });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mend"), targets: [{ card: ref(g, "alice/Iron Vessel") }] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "alice/Iron Vessel"))).toBe(0);
  });

  it("Bulwark: Defense +2 with 2 cards in alice's discard pile as it resolves (Tide Beast 3 -> 5)", () => {
    const g = game({ play: [{ card: "Tide Beast", at: "a" }], hand: ["Bulwark"], discard: ["Spark", "Spark"] });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Bulwark"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(ref(g, "alice/Tide Beast")).defense).toBe(5);
  });

  it("Surge: X = 3, the Energy Crystals alice controls (Mystic Crystal and 2 Boost Crystals)", () => {
    const g = game({ play: ["Boost Crystal", "Boost Crystal"], hand: ["Surge"] }, { play: [{ card: "Iron Vessel", at: "d" }] });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Surge"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Iron Vessel"))).toBe(3);
  });

  it("Rally: Attack +1 for each Summon alice controls: her Life Base and 2 Tide Beasts make 3 (Tide Beast 2 -> 5)", () => {
    const g = game({
      play: [
        { card: "Tide Beast", at: "a" },
        { card: "Tide Beast", at: "b" },
      ],
      hand: ["Rally"],
    });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Rally"), targets: [{ card: ref(g, "alice/Tide Beast") }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(ref(g, "alice/Tide Beast")).attack).toBe(5);
  });

  it("207.5 Berserk: Attack 1, +1 for each damage on it, counted as its damage changes", () => {
    const g = game({
      play: [
        { card: "Berserk", at: "a", damage: 2 },
        { card: "Iron Vessel", at: "b", damage: 1 },
      ],
      hand: ["Mend", "Mend"],
    });
    const berserk = ref(g, "alice/Berserk");
    expect(g.effectiveStats(berserk).attack).toBe(3);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mend"), targets: [{ card: berserk }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(berserk).attack).toBe(1);
    expect(g.damageOn(ref(g, "alice/Iron Vessel"))).toBe(1); // Mend healed Berserk only
  });
});
