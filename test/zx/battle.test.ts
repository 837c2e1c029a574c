// ZX-700 - ZX-706 battle; ZX-205 Power, damage and destruction.
import { describe, expect, it } from "vitest";
import { card, names, ok, passBattle, position, refused } from "./fixtures.ts";

describe("ZX-701 declaration", () => {
  it("ZX-701.2a the target is an opponent's Z/X on a square sharing a side with the attacker's: a corner is refused, so is his own Z/X", () => {
    const g = position(
      {
        square: [
          { card: "Thornback Brute", at: "b2" },
          { card: "Ember Whelp", at: "a2" },
        ],
      },
      { square: [{ card: "Thornback Brute", at: "c3" }] },
    );
    const brute = card(g, "alice", "Thornback Brute");
    refused(g, { type: "attack", player: "alice", card: brute, target: card(g, "bob", "Thornback Brute") }, "ZX-701.2a");
    refused(g, { type: "attack", player: "alice", card: brute, target: card(g, "alice", "Ember Whelp") }, "ZX-701.2a");
  });

  it("ZX-701.3 the attacker is slept, its 'attacks' and the target's 'is attacked' abilities resolve before the Battle Event Step; ZX-702.1 the turn player has the first chance", () => {
    const g = position({ square: [{ card: "Flarehorn Drake", at: "b2" }] }, { square: [{ card: "Aegis Cantor", at: "b3" }] });
    const drake = card(g, "alice", "Flarehorn Drake");
    ok(g, { type: "attack", player: "alice", card: drake, target: card(g, "bob", "Aegis Cantor") });
    expect(g.stateOf(drake)).toBe("sleep");
    expect(g.power(drake)).toBe(7000);
    expect(g.power(card(g, "bob", "Aegis Cantor"))).toBe(9000);
    expect(g.battle()).toMatchObject({ step: "event", chance: "alice", passes: 0 });
    expect(g.priority()).toBe("alice");
  });

  it("ZX-701.4 (C-45) a Z/X may attack in the turn it appeared; ZX-700.1 not while a battle is under way", () => {
    const g = position({ resource: ["Ember Whelp"], hand: ["Ember Whelp"], square: [{ card: "Thornback Brute", at: "a2" }] }, { square: [{ card: "Grave Page", at: "a3" }] });
    const whelp = card(g, "alice", "Ember Whelp", 2);
    ok(g, { type: "play", player: "alice", card: whelp, at: "b2" });
    ok(g, { type: "attack", player: "alice", card: whelp, target: { player: "bob" } });
    refused(g, { type: "attack", player: "alice", card: card(g, "alice", "Thornback Brute"), target: card(g, "bob", "Grave Page") }, "ZX-700.1");
  });
});

describe("ZX-702 Battle Event Step", () => {
  it("ZX-702.1-702.2 the chance alternates; a play resets the passes, so both must pass again in a row", () => {
    const g = position({ square: [{ card: "Ember Whelp", at: "b2" }] }, { square: [{ card: "Brand Warden", at: "b3" }], resource: ["Ember Whelp"] });
    ok(g, { type: "attack", player: "alice", card: card(g, "alice", "Ember Whelp"), target: card(g, "bob", "Brand Warden") });
    ok(g, { type: "pass", player: "alice" });
    expect(g.priority()).toBe("bob");
    // bob's Brand Warden [Boot]: 2000 to the Whelp (3000), the chance goes back to alice.
    ok(g, { type: "boot", player: "bob", card: card(g, "bob", "Brand Warden"), targets: [card(g, "alice", "Ember Whelp")] });
    expect(g.damage(card(g, "alice", "Ember Whelp"))).toBe(2000);
    expect(g.battle()).toMatchObject({ step: "event", chance: "alice", passes: 0 });
    ok(g, { type: "pass", player: "alice" });
    expect(g.battle()?.step).toBe("event");
    ok(g, { type: "pass", player: "bob" });
    // ZX-703.2: 3000 damage to Brand Warden (6500): not destroyed.
    expect(g.battle()).toBeNull();
    expect(g.damage(card(g, "bob", "Brand Warden"))).toBe(3000);
    expect(g.priority()).toBe("alice");
  });

  it("ZX-702.1 a pass is only for the player whose chance it is, and only in a Battle Event Step", () => {
    const g = position({ square: [{ card: "Ember Whelp", at: "b2" }] }, { square: [{ card: "Grave Page", at: "b3" }] });
    refused(g, { type: "pass", player: "alice" }, "ZX-702.1");
    ok(g, { type: "attack", player: "alice", card: card(g, "alice", "Ember Whelp"), target: card(g, "bob", "Grave Page") });
    refused(g, { type: "pass", player: "bob" }, "ZX-600.2");
  });
});

describe("ZX-703 Battle Damage Step, ZX-205 damage and destruction", () => {
  it("ZX-703.2 the damage is the attacker's Power when the step comes: Kindled Courage +3000 in the Event Step makes 6000, equal to Dawn Herald's Power: destroyed (ZX-205.4, K-03)", () => {
    const g = position({ square: [{ card: "Ember Whelp", at: "b2" }], resource: ["Ember Whelp"], hand: ["Kindled Courage"] }, { square: [{ card: "Dawn Herald", at: "b3" }] });
    const whelp = card(g, "alice", "Ember Whelp");
    ok(g, { type: "attack", player: "alice", card: whelp, target: card(g, "bob", "Dawn Herald") });
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Kindled Courage"), targets: [whelp] });
    expect(g.power(whelp)).toBe(6000);
    passBattle(g);
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Dawn Herald"]);
    expect(g.damage(whelp)).toBe(0); // ZX-205.2: the attacker is dealt none
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Kindled Courage"]);
  });

  it("ZX-703.1 no damage if the attacker left its square: the defender's Tide Oracle returns it to hand in the Event Step", () => {
    const g = position(
      { square: [{ card: "Thornback Brute", at: "a2" }] },
      {
        square: [
          { card: "Ember Whelp", at: "a3" },
          { card: "Tide Oracle", at: "c3" },
        ],
        hand: ["Grave Page"],
      },
    );
    const brute = card(g, "alice", "Thornback Brute");
    ok(g, { type: "attack", player: "alice", card: brute, target: card(g, "bob", "Ember Whelp") });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "boot", player: "bob", card: card(g, "bob", "Tide Oracle"), targets: [brute] });
    ok(g, { type: "answer", player: "bob", choice: "Grave Page" }); // the Discard cost
    expect(g.whereIs(brute)).toEqual({ player: "alice", zone: "hand" });
    passBattle(g);
    expect(g.damage(card(g, "bob", "Ember Whelp"))).toBe(0);
    expect(g.battle()).toBeNull();
  });

  it("ZX-205.1, ZX-205.4 Power never below 0, and a Z/X with Power 0 is destroyed even with no damage (Sudden Ebb -3000 on a 3000 Whelp)", () => {
    const g = position(
      { resource: ["Gearwright Scout", "Gearwright Scout"], hand: ["Sudden Ebb"] },
      {
        square: [
          { card: "Ember Whelp", at: "a3" },
          { card: "Grave Page", at: "c3" },
        ],
      },
    );
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Sudden Ebb"), targets: [card(g, "bob", "Grave Page")] });
    // Grave Page 2500 - 3000 -> 0 (not -500) -> destroyed; its "is destroyed" puts bob's top card into his Charge.
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Grave Page", "Thornback Brute"]);
  });

  it("ZX-205.3 destroyed means into its owner's Charge (Searing Verdict 4000 on a 3000 Whelp)", () => {
    const g = position({ resource: ["Ember Whelp", "Ember Whelp"], hand: ["Searing Verdict"] }, { square: [{ card: "Ember Whelp", at: "a3" }] });
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Searing Verdict"), targets: [card(g, "bob", "Ember Whelp")] });
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Ember Whelp"]);
    expect(names(g, g.zone("bob", "trash"))).toEqual([]);
  });
});
