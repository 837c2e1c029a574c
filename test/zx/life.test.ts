// ZX-703.3 - ZX-705 damage to a player: the Life card, Ignition from Life, Life Recovery, Void
// Bringer; ZX-101 winning and losing.
import { describe, expect, it } from "vitest";
import { answer, card, names, ok, passBattle, position, times } from "./fixtures.ts";

/** alice's Thornback Brute on b2 attacks bob (b3 empty); the Battle Event Step is passed. */
function attackBob(bobLife: string[], opts: { aliceLife?: string[]; bobSquare?: Array<{ card: string; at: string }> } = {}) {
  const g = position(
    { square: [{ card: "Thornback Brute", at: "b2" }], ...(opts.aliceLife ? { life: opts.aliceLife } : {}) },
    { life: bobLife, ...(opts.bobSquare ? { square: opts.bobSquare } : {}) },
  );
  ok(g, { type: "attack", player: "alice", card: card(g, "alice", "Thornback Brute"), target: { player: "bob" } });
  passBattle(g);
  return g;
}

describe("ZX-704 the Life card", () => {
  it("ZX-704.1 the attacker chooses the position (asked from 2 cards); ZX-704.3 a card without the Ignition icon goes to the defender's Charge", () => {
    const g = attackBob(["Thornback Brute", "Gearwright Scout", "Thornback Brute"]);
    expect(g.pending()).toMatchObject({ player: "alice", kind: "lifeCard" });
    expect(g.pending()!.options.map((o) => o.label)).toEqual(["1", "2", "3"]);
    answer(g, "2");
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Gearwright Scout"]);
    expect(names(g, g.zone("bob", "life"))).toEqual(["Thornback Brute", "Thornback Brute"]);
  });

  it("ZX-704.1 with one Life card nobody is asked; ZX-101.1 with no Life left the defender loses at the check point", () => {
    const g = attackBob(["Thornback Brute"]);
    expect(g.pending()).toBeNull();
    expect(g.result()).toMatchObject({ winners: ["alice"], losers: ["bob"], draw: false, reason: "life" });
  });

  it("ZX-704.2 an Ignition Z/X may be played free from Life onto a square legal for the defender; declined, it goes to his Charge (ZX-704.3)", () => {
    const g = attackBob(["Ember Whelp", "Thornback Brute"]);
    answer(g, "1");
    expect(g.pending()).toMatchObject({ player: "bob", kind: "playRevealed" });
    answer(g, "yes");
    expect(g.pending()!.options.map((o) => o.label)).toEqual(["a1", "c1", "a2", "c2", "a3", "b3", "c3"]); // not b1 (alice's Player Square) nor b2 (her Z/X)
    answer(g, "c2");
    expect(g.squareOf(card(g, "bob", "Ember Whelp"))).toBe("c2");
    expect(g.zone("bob", "charge")).toEqual([]);
    const h = attackBob(["Ember Whelp", "Thornback Brute"]);
    answer(h, "1");
    answer(h, "no");
    expect(names(h, h.zone("bob", "charge"))).toEqual(["Ember Whelp"]);
  });

  it("ZX-704.2 (K-15, C-48) an Event with the Ignition icon from Life resolves at once: Kindled Courage on the defender's Z/X, then his Trash", () => {
    const g = attackBob(["Kindled Courage", "Thornback Brute"], { bobSquare: [{ card: "Ember Whelp", at: "a3" }] });
    answer(g, "1");
    answer(g, "yes");
    expect(g.pending()).toMatchObject({ player: "bob", kind: "target" });
    answer(g, "bob/Ember Whelp at a3");
    expect(g.power(card(g, "bob", "Ember Whelp"))).toBe(6000);
    expect(names(g, g.zone("bob", "trash"))).toEqual(["Kindled Courage"]);
    expect(g.life("bob")).toBe(1);
  });
});

describe("ZX-705 Life Recovery and Void Bringer", () => {
  it("ZX-705.1 Life Recovery: played from Life with his Life (3) equal to his opponent's (3), he may recover 1 Life: the top card of his deck, last position", () => {
    const g = attackBob(["Bloom Keeper", "Thornback Brute", "Thornback Brute", "Thornback Brute"], { aliceLife: times(3, "Thornback Brute") });
    answer(g, "1");
    answer(g, "yes");
    answer(g, "a3");
    expect(g.pending()).toMatchObject({ player: "bob", kind: "may" });
    answer(g, "yes");
    expect(g.life("bob")).toBe(4);
    expect(g.zone("bob", "deck").length).toBe(9);
    expect(g.squareOf(card(g, "bob", "Bloom Keeper"))).toBe("a3");
  });

  it("ZX-705.1, ZX-705.4 (K-09) the condition is checked after the card left the Life: bob 3 against alice 2 fails, nobody is asked", () => {
    const g = attackBob(["Bloom Keeper", "Thornback Brute", "Thornback Brute", "Thornback Brute"], { aliceLife: times(2, "Thornback Brute") });
    answer(g, "1");
    answer(g, "yes");
    answer(g, "a3");
    expect(g.pending()).toBeNull();
    expect(g.life("bob")).toBe(3);
  });

  it("ZX-705.2 (K-10) Void Bringer: he may put any Z/X on the Square into its owner's Trash, the attacker included", () => {
    const g = attackBob(["Rift Shade", "Thornback Brute", "Thornback Brute", "Thornback Brute"]);
    answer(g, "1");
    answer(g, "yes");
    answer(g, "a3");
    answer(g, "yes"); // bob 3 <= alice 4
    expect(g.pending()).toMatchObject({ player: "bob", kind: "target" });
    expect(g.pending()!.options.map((o) => o.label)).toEqual(["alice/Thornback Brute at b2", "bob/Rift Shade at a3"]);
    answer(g, "alice/Thornback Brute at b2");
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Thornback Brute"]);
    expect(g.zone("alice", "charge")).toEqual([]); // not destroyed
  });

  it("ZX-705.3 only from Life: Bloom Keeper played in an Overdrive recovers nothing and asks nothing", () => {
    const g = position({ charge: ["Thornback Brute"], life: times(2, "Thornback Brute"), deck: ["Bloom Keeper", ...times(5, "Thornback Brute")] }, {}, { phase: "ignition" });
    ok(g, { type: "ignite", player: "alice", card: card(g, "alice", "Thornback Brute") });
    answer(g, "yes");
    answer(g, "a1");
    expect(g.pending()).toBeNull();
    expect(g.life("alice")).toBe(2);
  });

  it("ZX-101.1 (C-03) a Life Recovery card revealed as the last Life card saves its owner: his Life is 0 during the procedure, 1 at the check point", () => {
    const g = attackBob(["Bloom Keeper"], { aliceLife: ["Thornback Brute"] });
    answer(g, "yes");
    answer(g, "a3");
    answer(g, "yes"); // 0 <= 1
    expect(g.result()).toBeNull();
    expect(g.life("bob")).toBe(1);
    const h = attackBob(["Bloom Keeper"], { aliceLife: ["Thornback Brute"] });
    answer(h, "yes");
    answer(h, "a3");
    answer(h, "no");
    expect(h.winner()).toBe("alice");
  });
});

describe("ZX-101 winning and losing", () => {
  it("ZX-101.2 (C-04) both players with no Life at the same rule check: a draw", () => {
    const g = position({ life: [] }, { life: [] });
    ok(g, { type: "end", player: "alice" });
    expect(g.result()).toMatchObject({ winners: [], losers: [], draw: true, reason: "life" });
    expect(g.isDraw()).toBe(true);
  });

  it("ZX-101.3 a player may concede at any time, even while a decision is his; he loses", () => {
    const g = attackBob(["Thornback Brute", "Thornback Brute"]);
    expect(g.pending()!.player).toBe("alice");
    ok(g, { type: "concede", player: "bob" });
    expect(g.result()).toMatchObject({ winners: ["alice"], losers: ["bob"], reason: "concession" });
  });

  it("ZX-101.4 an empty deck alone doesn't lose", () => {
    const g = position({ deck: [] });
    ok(g, { type: "end", player: "alice" });
    expect(g.result()).toBeNull();
  });
});
