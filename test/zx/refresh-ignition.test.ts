// ZX-803 deck refresh; ZX-504 the Ignition Phase and Overdrive.
import { describe, expect, it } from "vitest";
import { defineCard, draw, eventAbility, mode, sleep, target, targetSpec } from "../../runtime/zx/abilities.ts";
import { createZxGameFromPosition } from "../../runtime/zx/game.ts";
import { answer, card, endTurn, LIBRARY, names, ok, position, refused, times } from "./fixtures.ts";

describe("ZX-803 deck refresh", () => {
  it("ZX-803.1 a draw that empties the deck: the Trash, shuffled, is the deck, and a Life card of his choice (by position) goes to his Charge, before the next draw", () => {
    const g = position({}, { deck: ["Ember Whelp"], trash: ["Grave Page", "Grave Page"], life: ["Thornback Brute", "Gearwright Scout", "Thornback Brute"] });
    endTurn(g); // bob's Draw Phase: draws Ember Whelp, the deck is empty
    expect(g.pending()).toMatchObject({ player: "bob", kind: "refreshLife" });
    expect(g.zone("bob", "deck").length).toBe(2);
    expect(g.zone("bob", "trash")).toEqual([]);
    answer(g, "2");
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Gearwright Scout"]);
    expect(names(g, g.zone("bob", "hand"))).toEqual(["Ember Whelp", "Grave Page"]);
    expect(g.zone("bob", "deck").length).toBe(1);
    expect(g.life("bob")).toBe(2);
  });

  it("ZX-803.3 (C-50) with an empty Trash the deck stays empty and a Life card still goes; a card to take from the empty deck refreshes again, and none is taken", () => {
    const g = position({}, { deck: ["Ember Whelp"], trash: [], life: ["Thornback Brute", "Gearwright Scout", "Grave Page"] });
    endTurn(g);
    answer(g, "1"); // the refresh after Ember Whelp emptied the deck
    answer(g, "1"); // the second draw found it empty: refresh again
    expect(names(g, g.zone("bob", "hand"))).toEqual(["Ember Whelp"]);
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Thornback Brute", "Gearwright Scout"]);
    expect(names(g, g.zone("bob", "life"))).toEqual(["Grave Page"]);
    expect(g.turn()).toEqual({ active: "bob", phase: "resource", number: 4 });
  });

  it("ZX-803.1 a refresh that takes the last Life card loses at the next check point (ZX-101.1)", () => {
    const g = position({}, { deck: ["Ember Whelp"], trash: ["Grave Page"], life: ["Thornback Brute"] });
    endTurn(g);
    expect(g.result()).toMatchObject({ winners: ["alice"], losers: ["bob"], reason: "life" });
  });
});

describe("ZX-504 Ignition Phase", () => {
  it("ZX-504.1 an Ignition needs a card in his Charge and his Ignition Phase", () => {
    const g = position({ charge: ["Grave Page"] });
    refused(g, { type: "ignite", player: "alice", card: card(g, "alice", "Grave Page") }, "ZX-504.1");
    const h = position({ hand: ["Grave Page"] }, {}, { phase: "ignition" });
    refused(h, { type: "ignite", player: "alice", card: card(h, "alice", "Grave Page") }, "ZX-504.1");
  });

  it("ZX-504.2 (K-13) the revealed Ignition card declined goes to his Trash", () => {
    const g = position({ charge: ["Thornback Brute"], deck: ["Ember Whelp", "Thornback Brute"] }, {}, { phase: "ignition" });
    ok(g, { type: "ignite", player: "alice", card: card(g, "alice", "Thornback Brute") });
    expect(g.pending()).toMatchObject({ player: "alice", kind: "playRevealed" });
    answer(g, "no");
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Thornback Brute", "Ember Whelp"]);
    expect(g.priority()).toBe("alice");
  });

  it("ZX-504.2c (C-22) an Overdrive Event resolves at once: Oath of Return with 2 Life recovers 1, then goes to the Trash", () => {
    const g = position({ charge: ["Thornback Brute"], life: times(2, "Thornback Brute"), deck: ["Oath of Return", "Grave Page", "Thornback Brute"] }, {}, { phase: "ignition" });
    ok(g, { type: "ignite", player: "alice", card: card(g, "alice", "Thornback Brute") });
    answer(g, "yes");
    expect(g.life("alice")).toBe(3);
    expect(names(g, g.zone("alice", "life"))).toEqual(["Thornback Brute", "Thornback Brute", "Grave Page"]);
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Thornback Brute", "Oath of Return"]);
  });

  it("ZX-504.2d an Ignition Event with no legal target can't be played: nobody is asked, it goes to the Trash", () => {
    const g = position({ charge: ["Thornback Brute"], deck: ["Kindled Courage", "Thornback Brute"] }, {}, { phase: "ignition" });
    ok(g, { type: "ignite", player: "alice", card: card(g, "alice", "Thornback Brute") });
    expect(g.pending()).toBeNull();
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Thornback Brute", "Kindled Courage"]);
  });

  it("ZX-504.3, ZX-803.2 an empty deck at step b is refreshed first (the Ignition's own Charge card, in the Trash since step a, is then the deck); the revealed card leaving empties it again: another refresh", () => {
    const g = position({ charge: ["Thornback Brute"], deck: [], life: ["Grave Page", "Ember Whelp", "Gearwright Scout"] }, {}, { phase: "ignition" });
    ok(g, { type: "ignite", player: "alice", card: card(g, "alice", "Thornback Brute") });
    expect(g.pending()).toMatchObject({ player: "alice", kind: "refreshLife" });
    answer(g, "1"); // Grave Page to the Charge; Thornback Brute revealed, no Ignition icon: to the Trash; the deck is empty again
    expect(g.pending()).toMatchObject({ player: "alice", kind: "refreshLife" });
    answer(g, "2"); // Gearwright Scout
    expect(names(g, g.zone("alice", "charge"))).toEqual(["Grave Page", "Gearwright Scout"]);
    expect(names(g, g.zone("alice", "deck"))).toEqual(["Thornback Brute"]);
    expect(g.zone("alice", "trash")).toEqual([]);
    expect(names(g, g.zone("alice", "life"))).toEqual(["Ember Whelp"]);
    expect(g.priority()).toBe("alice");
  });

  it("ZX-604.2 an Event played free with `or` asks the side among those that can be played (asked with one), then its targets (ZX-611.1)", () => {
    const lib = {
      ...LIBRARY,
      "Twin Omen": defineCard({
        name: "Twin Omen",
        type: "event",
        cost: 2,
        colours: ["blue"],
        icons: ["ignition"],
        abilities: [
          eventAbility("[Event] <Effect> Sleep target Z/X an opponent controls. or <Effect> Draw 2 cards.", [mode([targetSpec({ controller: "opponent" })], [sleep(target(0))]), mode([], [draw(2)])]),
        ],
      }),
    };
    const make = (bobSquare: Array<{ card: string; at: string }>) =>
      createZxGameFromPosition({
        library: lib,
        seed: 1,
        players: [
          { id: "alice", charge: ["Grave Page"], life: times(4, "Thornback Brute"), deck: ["Twin Omen", "Ember Whelp", "Grave Page", "Thornback Brute"] },
          { id: "bob", square: bobSquare, life: times(4, "Thornback Brute"), deck: times(4, "Thornback Brute") },
        ],
        turn: { phase: "ignition", number: 3 },
      });
    const g = make([{ card: "Thornback Brute", at: "b3" }]);
    ok(g, { type: "ignite", player: "alice", card: card(g, "alice", "Grave Page") });
    answer(g, "yes");
    expect(g.pending()).toMatchObject({ kind: "mode" });
    expect(g.pending()!.options.map((o) => o.label)).toEqual(["1", "2"]);
    answer(g, "1");
    expect(g.pending()).toMatchObject({ kind: "target" });
    answer(g, "bob/Thornback Brute at b3");
    expect(g.stateOf(card(g, "bob", "Thornback Brute"))).toBe("sleep");
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Grave Page", "Twin Omen"]);
    // Without an opponent's Z/X only side 2 can be played: asked all the same, with one option.
    const h = make([]);
    ok(h, { type: "ignite", player: "alice", card: card(h, "alice", "Grave Page") });
    answer(h, "yes");
    expect(h.pending()!.options.map((o) => o.label)).toEqual(["2"]);
    answer(h, "2");
    expect(names(h, h.zone("alice", "hand"))).toEqual(["Ember Whelp", "Grave Page"]);
  });
});
