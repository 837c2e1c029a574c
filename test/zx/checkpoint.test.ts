// ZX-801 check points, ZX-802 rule checks (lethal damage, the Charge limit, no Life), ZX-607.3-607.4
// pending abilities, ZX-609 Special abilities.
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../runtime/zx/types.ts";
import { answer, card, names, ok, position, times } from "./fixtures.ts";

describe("ZX-802 rule checks", () => {
  it("ZX-801.1 (C-51) a position starts with no check point: damage at or above Power stays until the first action's check point", () => {
    const g = position({ hand: ["Ember Whelp"] }, { square: [{ card: "Ember Whelp", at: "a3", damage: 3000 }] }, { phase: "resource" });
    expect(g.zone("bob", "square").length).toBe(1);
    ok(g, { type: "resource", player: "alice", card: card(g, "alice", "Ember Whelp") });
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Ember Whelp"]);
  });

  it("ZX-802b (C-49) the Charge limit: each player with 5 or more chooses cards for his Trash down to 4, the turn player first", () => {
    const g = position({ charge: ["Ember Whelp", ...times(5, "Thornback Brute")] }, { charge: ["Grave Page", ...times(4, "Thornback Brute")] }, { phase: "resource" });
    ok(g, { type: "end", player: "alice" });
    expect(g.pending()).toMatchObject({ player: "alice", kind: "cards" });
    answer(g, "Ember Whelp");
    answer(g, "Thornback Brute");
    expect(g.pending()).toMatchObject({ player: "bob", kind: "cards" });
    answer(g, "Grave Page");
    expect(names(g, g.zone("alice", "charge"))).toEqual(times(4, "Thornback Brute"));
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Ember Whelp", "Thornback Brute"]);
    expect(names(g, g.zone("bob", "charge"))).toEqual(times(4, "Thornback Brute"));
    expect(g.turn().phase).toBe("ignition");
  });

  it("ZX-802a all lethal Z/X are destroyed at the same time; a Z/X that then loses its [Always] bonus is destroyed by the repeated check", () => {
    // Dawn Herald (6000, 6000 damage) gives Ember Whelp (3000, 3500 damage) +1000: 4000 > 3500 until the Herald goes.
    const g = position(
      { hand: ["Ember Whelp"] },
      {
        square: [
          { card: "Dawn Herald", at: "b3", damage: 6000 },
          { card: "Ember Whelp", at: "a3", damage: 3500 },
        ],
      },
      { phase: "resource" },
    );
    expect(g.power(card(g, "bob", "Ember Whelp"))).toBe(4000);
    const r = g.perform({ type: "resource", player: "alice", card: card(g, "alice", "Ember Whelp") });
    expect(r.ok).toBe(true);
    const moves = (r.ok ? (r.events as GameEvent[]) : []).filter((e) => e.type === "cardMoved" && e.to.zone === "charge").map((e) => g.nameOf((e as { card: string }).card));
    expect(moves).toEqual(["Dawn Herald", "Ember Whelp"]);
  });
});

describe("ZX-607 pending abilities", () => {
  it("ZX-607.3 (C-40) the turn player's pending abilities first: Flarehorn Drake's +2000 (alice) resolves before Aegis Cantor's (bob)", () => {
    const g = position({ square: [{ card: "Flarehorn Drake", at: "b2" }] }, { square: [{ card: "Aegis Cantor", at: "b3" }] });
    const r = g.perform({ type: "attack", player: "alice", card: card(g, "alice", "Flarehorn Drake"), target: card(g, "bob", "Aegis Cantor") });
    const adds = (r.ok ? (r.events as GameEvent[]) : []).flatMap((e) => (e.type === "modAdded" ? [g.nameOf(e.mod.target)] : []));
    expect(adds).toEqual(["Flarehorn Drake", "Aegis Cantor"]);
  });

  it("ZX-607.3 with 2 pending abilities of his, their controller chooses the order", () => {
    const g = position(
      { hand: ["Ember Whelp"] },
      {
        square: [
          { card: "Grave Page", at: "a3", damage: 2500 },
          { card: "Grave Page", at: "c3", damage: 2500 },
        ],
        deck: ["Ember Whelp", "Gearwright Scout", "Thornback Brute"],
      },
      { phase: "resource" },
    );
    ok(g, { type: "resource", player: "alice", card: card(g, "alice", "Ember Whelp") });
    expect(g.pending()).toMatchObject({ player: "bob", kind: "pendingOrder" });
    expect(g.pending()!.options.map((o) => o.label)).toEqual(["Grave Page", "Grave Page"]);
    answer(g, 1);
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Grave Page", "Grave Page", "Ember Whelp", "Gearwright Scout"]);
  });

  it("ZX-607.4 an 'is destroyed' ability resolves from the Charge its card went to; if the card left it first (the Charge limit), it does nothing", () => {
    // alice's Charge holds 4; her Grave Page (lethal as written) goes there: 5; she trashes the Grave Page itself.
    const g = position(
      { square: [{ card: "Grave Page", at: "a1", damage: 2500 }], charge: times(4, "Thornback Brute"), hand: ["Ember Whelp"], deck: ["Ember Whelp", "Thornback Brute"] },
      {},
      { phase: "resource" },
    );
    ok(g, { type: "resource", player: "alice", card: card(g, "alice", "Ember Whelp") });
    answer(g, "Grave Page");
    expect(names(g, g.zone("alice", "charge"))).toEqual(times(4, "Thornback Brute"));
    expect(g.zone("alice", "deck").length).toBe(2); // nothing was taken from the deck
  });
});

describe("ZX-609 Special abilities", () => {
  it("ZX-609.1 Bone Lantern draws when its controller's Charge comes to hold 4, and not again while it stays at 4; ZX-607.3 he orders it with the Grave Page trigger", () => {
    const g = position(
      {
        square: [
          { card: "Bone Lantern", at: "a1" },
          { card: "Grave Page", at: "a2", damage: 3000 },
        ],
        charge: times(3, "Thornback Brute"),
        hand: ["Thornback Brute"],
        deck: ["Ember Whelp", "Sanctuary Hymn", ...times(4, "Thornback Brute")],
      },
      {},
      { phase: "resource" },
    );
    ok(g, { type: "resource", player: "alice", card: g.zone("alice", "hand")[0]! });
    // Check point: Grave Page destroyed (Charge 4): its trigger and Bone Lantern's (3 -> 4) are pending.
    expect(g.pending()).toMatchObject({ player: "alice", kind: "pendingOrder" });
    expect(g.pending()!.options.map((o) => o.label)).toEqual(["Grave Page", "Bone Lantern"]);
    answer(g, "Bone Lantern"); // draws Ember Whelp
    // Grave Page's: Sanctuary Hymn into the Charge (5): the limit asks for one card.
    expect(g.pending()).toMatchObject({ player: "alice", kind: "cards" });
    answer(g, "Thornback Brute");
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Ember Whelp"]);
    expect(names(g, g.zone("alice", "charge"))).toEqual(["Thornback Brute", "Thornback Brute", "Grave Page", "Sanctuary Hymn"]);
    ok(g, { type: "end", player: "alice" });
    expect(g.zone("alice", "hand").length).toBe(1); // still 4: it doesn't fire again
  });

  it("ZX-609.2 a condition already true at the start of a position doesn't fire", () => {
    const g = position({ square: [{ card: "Bone Lantern", at: "a1" }], charge: times(4, "Thornback Brute"), hand: ["Ember Whelp"] }, {}, { phase: "resource" });
    ok(g, { type: "resource", player: "alice", card: card(g, "alice", "Ember Whelp") });
    expect(g.zone("alice", "hand")).toEqual([]);
  });

  it("ZX-609.2 a card that entered its <Valid> zone since the previous check point: Bone Lantern played with 4 in the Charge draws", () => {
    const g = position({ resource: times(2, "Grave Page"), charge: times(4, "Thornback Brute"), hand: ["Bone Lantern"], deck: ["Ember Whelp", "Thornback Brute"] });
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Bone Lantern"), at: "a1" });
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Ember Whelp"]);
  });
});
