// ZX-601 costs: Resource cards slept, the colour requirement, multicolour, colorless, cost 0,
// <Cost> items, additional costs; the automatic payment of SCENARIOS-ZX.
import { describe, expect, it } from "vitest";
import { defineCard } from "../../runtime/zx/abilities.ts";
import { createZxGameFromPosition } from "../../runtime/zx/game.ts";
import { LIBRARY } from "./cards.ts";
import { answer, card, names, ok, position, refused, times } from "./fixtures.ts";

const EXTRA = {
  ...LIBRARY,
  "Zero Sprite": defineCard({ name: "Zero Sprite", type: "zx", cost: 0, colours: ["red"], tribes: ["Cinder Drake"], power: 1000, icons: [], abilities: [] }),
  "Grey Golem": defineCard({ name: "Grey Golem", type: "zx", cost: 2, colours: [], tribes: ["Clockwork"], power: 4000, icons: [], abilities: [] }),
  "Twin Spark": defineCard({ name: "Twin Spark", type: "zx", cost: 1, colours: ["red", "blue"], tribes: ["Cinder Drake"], power: 2000, icons: [], abilities: [] }),
};

function extraGame(resource: string[], hand: string[]) {
  return createZxGameFromPosition({
    library: EXTRA,
    seed: 1,
    players: [
      { id: "alice", resource, hand, life: times(4, "Thornback Brute"), deck: times(5, "Thornback Brute") },
      { id: "bob", life: times(4, "Thornback Brute"), deck: times(5, "Thornback Brute") },
    ],
    turn: { number: 3 },
  });
}

describe("ZX-601 paying a card's cost", () => {
  it("ZX-601.1 a cost of 3 with 2 Reboot cards in Resource is refused (a card in Sleep doesn't count)", () => {
    const g = position({ resource: ["Ember Whelp", "Ember Whelp", { card: "Brand Warden", state: "sleep" }], hand: ["Flarehorn Drake"] });
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Flarehorn Drake"), at: "a1" }, "ZX-601.1");
  });

  it("ZX-601.2 automatic payment: the first set in Resource order that has the card's colour (SCENARIOS-ZX example: Green, Green, Blue, Red for a Red cost 3 -> 1, 2 and 4)", () => {
    const g = position({ resource: ["Thornback Brute", "Thornback Brute", "Gearwright Scout", "Ember Whelp"], hand: ["Flarehorn Drake"] });
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Flarehorn Drake"), at: "a1" });
    const st = g.zone("alice", "resource").map((id) => `${g.nameOf(id)}:${g.stateOf(id)}`);
    expect(st).toEqual(["Thornback Brute:sleep", "Thornback Brute:sleep", "Gearwright Scout:reboot", "Ember Whelp:sleep"]);
  });

  it("ZX-601.2 a multicolour card needs a different card for each colour; a Red/Green card in Resource counts as one of its colours, the payer's choice", () => {
    // Ashgrove Chimera (Red Green, cost 4). Only one card that is Red or Green: refused.
    const g = position({ resource: ["Ashgrove Chimera", "Gearwright Scout", "Undertow Diver", "Tide Oracle"], hand: ["Ashgrove Chimera"] });
    const chimera = g.zone("alice", "hand")[0]!;
    refused(g, { type: "play", player: "alice", card: chimera, at: "a1" }, "ZX-601.2");
    // The Chimera in Resource pays Green and Ember Whelp Red (or the other way round): legal.
    const h = position({ resource: ["Ashgrove Chimera", "Gearwright Scout", "Ember Whelp", "Tide Oracle"], hand: ["Ashgrove Chimera"] });
    ok(h, { type: "play", player: "alice", card: h.zone("alice", "hand")[0]!, at: "a1" });
    expect(h.zone("alice", "resource").every((id) => h.stateOf(id) === "sleep")).toBe(true);
  });

  it("ZX-601.3 a cost of 0 sleeps nothing; ZX-203.3 a colorless card has no colour requirement; a card with more colours than its cost can't be paid", () => {
    const g = extraGame([], ["Zero Sprite"]);
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Zero Sprite"), at: "a1" });
    const h = extraGame(["Thornback Brute", "Gearwright Scout"], ["Grey Golem"]);
    ok(h, { type: "play", player: "alice", card: card(h, "alice", "Grey Golem"), at: "a1" });
    expect(h.zone("alice", "resource").map((id) => h.stateOf(id))).toEqual(["sleep", "sleep"]);
    const t = extraGame(["Ember Whelp", "Gearwright Scout"], ["Twin Spark"]);
    refused(t, { type: "play", player: "alice", card: card(t, "alice", "Twin Spark"), at: "a1" }, "ZX-601.2");
  });

  it("ZX-601.8 `pay` names the cards: the wrong number, or a card in Sleep, is refused with ZX-601.1; the wrong colours with ZX-601.2", () => {
    const g = position({ resource: ["Ember Whelp", "Thornback Brute", "Thornback Brute", { card: "Brand Warden", state: "sleep" }], hand: ["Flarehorn Drake"] });
    const drake = card(g, "alice", "Flarehorn Drake");
    const [whelp, tb1, tb2, warden] = g.zone("alice", "resource") as [string, string, string, string];
    refused(g, { type: "play", player: "alice", card: drake, at: "a1", pay: [whelp, tb1] }, "ZX-601.1");
    refused(g, { type: "play", player: "alice", card: drake, at: "a1", pay: [warden, tb1, tb2] }, "ZX-601.1");
    ok(g, { type: "play", player: "alice", card: drake, at: "a1", pay: [tb2, whelp, tb1] });
    expect([whelp, tb1, tb2].map((id) => g.stateOf(id))).toEqual(["sleep", "sleep", "sleep"]);
  });
});

describe("ZX-601.4 <Cost> items, ZX-601.6 additional costs", () => {
  it("ZX-601.4 [Sleep] and a coloured Resource item: with pay naming a Blue card for the Red item, refused; with the Red card, paid", () => {
    const g = position({ square: [{ card: "Brand Warden", at: "b2" }], resource: ["Gearwright Scout", "Ember Whelp"] }, { square: [{ card: "Thornback Brute", at: "b3" }] });
    const warden = card(g, "alice", "Brand Warden");
    const target = card(g, "bob", "Thornback Brute");
    refused(g, { type: "boot", player: "alice", card: warden, targets: [target], pay: [card(g, "alice", "Gearwright Scout")] }, "ZX-601.4");
    ok(g, { type: "boot", player: "alice", card: warden, targets: [target], pay: [card(g, "alice", "Ember Whelp")] });
    expect(g.damage(target)).toBe(2000);
    expect(g.stateOf(warden)).toBe("sleep");
    expect(g.stateOf(card(g, "alice", "Gearwright Scout"))).toBe("reboot");
  });

  it("ZX-601.4 Discard N: the player chooses the card; with no other card in hand the ability is refused", () => {
    const g = position({ square: [{ card: "Tide Oracle", at: "b2" }], hand: ["Ember Whelp", "Grave Page"] }, { square: [{ card: "Ember Whelp", at: "a2" }] });
    const oracle = card(g, "alice", "Tide Oracle");
    const bobsWhelp = card(g, "bob", "Ember Whelp");
    ok(g, { type: "boot", player: "alice", card: oracle, targets: [bobsWhelp] });
    expect(g.pending()).toMatchObject({ player: "alice", kind: "cards" });
    answer(g, "Grave Page");
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Grave Page"]);
    expect(names(g, g.zone("bob", "hand"))).toEqual(["Ember Whelp"]); // cost 1 <= 4, on a Normal Square (a2)
    const h = position({ square: [{ card: "Tide Oracle", at: "b2" }] }, { square: [{ card: "Ember Whelp", at: "a2" }] });
    refused(h, { type: "boot", player: "alice", card: card(h, "alice", "Tide Oracle"), targets: [card(h, "bob", "Ember Whelp")] }, "ZX-601.4 Discard");
  });

  it("ZX-601.4 Put N cards from your Charge into your Trash: usable while the Charge holds 2 (no [Sleep]), refused with 1", () => {
    const g = position(
      { square: [{ card: "Night Regent", at: "b2" }], charge: ["Ember Whelp", "Grave Page", "Thornback Brute"] },
      {
        square: [
          { card: "Ember Whelp", at: "a3" },
          { card: "Grave Page", at: "c3" },
          { card: "Thornback Brute", at: "b3" },
        ],
      },
    );
    const regent = card(g, "alice", "Night Regent");
    refused(g, { type: "boot", player: "alice", card: regent, targets: [card(g, "bob", "Thornback Brute")] }, "ZX-611.2"); // cost 4 > 3
    ok(g, { type: "boot", player: "alice", card: regent, targets: [card(g, "bob", "Ember Whelp")] });
    answer(g, "Thornback Brute");
    answer(g, "Ember Whelp");
    expect(names(g, g.zone("alice", "charge"))).toEqual(["Grave Page"]);
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Ember Whelp"]); // destroyed: its owner's Charge (ZX-205.3)
    refused(g, { type: "boot", player: "alice", card: regent, targets: [card(g, "bob", "Grave Page")] }, "ZX-601.4 Put 2");
  });

  it("ZX-601.6 With extra cost 2: Wild Growth paid with 4 cards puts the top card into Resource, then draws 2; at most once; not without the cards", () => {
    const g = position({
      resource: ["Thornback Brute", "Ember Whelp", "Ember Whelp", "Ember Whelp"],
      hand: ["Wild Growth", "Wild Growth"],
      deck: ["Grave Page", "Sanctuary Hymn", "Ember Whelp", "Thornback Brute"],
    });
    const [wg1, wg2] = g.zone("alice", "hand") as [string, string];
    refused(g, { type: "play", player: "alice", card: wg1, extra: 2 }, "ZX-601.6");
    ok(g, { type: "play", player: "alice", card: wg1, extra: 1 });
    expect(
      g
        .zone("alice", "resource")
        .slice(0, 4)
        .map((id) => g.stateOf(id)),
    ).toEqual(["sleep", "sleep", "sleep", "sleep"]);
    expect(names(g, g.zone("alice", "resource"))).toEqual(["Thornback Brute", "Ember Whelp", "Ember Whelp", "Ember Whelp", "Grave Page"]);
    expect(g.stateOf(card(g, "alice", "Grave Page"))).toBe("reboot");
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Wild Growth", "Sanctuary Hymn", "Ember Whelp"]);
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Wild Growth"]);
    // One Reboot card left (Grave Page, Black): the cost 2 itself can't be paid.
    refused(g, { type: "play", player: "alice", card: wg2 }, "ZX-601.1");
  });

  it("ZX-601.6 the extra cards beyond the cost: cost payable, extra not -> refused naming ZX-601.6", () => {
    const g = position({ resource: ["Thornback Brute", "Ember Whelp", "Ember Whelp"], hand: ["Wild Growth"] });
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Wild Growth"), extra: 1 }, "ZX-601.6");
  });
});
