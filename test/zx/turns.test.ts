// ZX-500 - ZX-506 the turn and its phases; ZX-600.2 who may act; ZX-306.2 Resource's state.
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../runtime/zx/types.ts";
import { answer, card, endTurn, names, ok, passBattle, position, refused, times } from "./fixtures.ts";

describe("ZX-500 the turn", () => {
  it("ZX-500.1-500.3 Resource, Ignition, Main, End, then the other player's Reboot, Draw and Resource Phases; turns are numbered on", () => {
    const g = position({}, {}, { phase: "resource" });
    const phases: string[] = [];
    const record = (evs: GameEvent[]) => evs.forEach((e) => e.type === "phase" && phases.push(`${e.active}:${e.phase}:${e.number}`));
    for (let i = 0; i < 3; i++) {
      const r = g.perform({ type: "end", player: "alice" });
      if (!r.ok) throw new Error(r.error);
      record(r.events as GameEvent[]);
    }
    expect(phases).toEqual(["alice:ignition:3", "alice:main:3", "alice:end:3", "bob:reboot:4", "bob:draw:4", "bob:resource:4"]);
    expect(g.turn()).toEqual({ active: "bob", phase: "resource", number: 4 });
    expect(g.priority()).toBe("bob");
  });

  it("ZX-600.2 only the turn player acts in his phases: bob's action in alice's Main Phase is refused", () => {
    const g = position({}, { hand: ["Ember Whelp"], resource: ["Brand Warden"] });
    refused(g, { type: "play", player: "bob", card: card(g, "bob", "Ember Whelp"), at: "a3" }, "ZX-600.2");
    refused(g, { type: "end", player: "bob" }, "ZX-600.2");
  });

  it("ZX-501.1 (C-53) the Reboot Phase reboots the turn player's Z/X, Player card and Resource cards, not the other player's", () => {
    const g = position(
      { square: [{ card: "Thornback Brute", at: "a1", state: "sleep" }], resource: [{ card: "Ember Whelp", state: "sleep" }] },
      { player: "Aster Vale, Square Captain", square: [{ card: "Thornback Brute", at: "a3", state: "sleep" }], resource: [{ card: "Ember Whelp", state: "sleep" }] },
    );
    g.state.cards[card(g, "bob", "Aster Vale, Square Captain")]!.sleep = true; // as written: a Player card in Sleep
    endTurn(g);
    expect(g.stateOf(card(g, "bob", "Thornback Brute"))).toBe("reboot");
    expect(g.stateOf(card(g, "bob", "Ember Whelp"))).toBe("reboot");
    expect(g.stateOf(card(g, "bob", "Aster Vale, Square Captain"))).toBe("reboot");
    expect(g.stateOf(card(g, "alice", "Thornback Brute"))).toBe("sleep");
    expect(g.stateOf(card(g, "alice", "Ember Whelp"))).toBe("sleep");
  });

  it("ZX-502.1 (K-01) the Draw Phase draws 2: the top two cards of the deck", () => {
    const g = position({}, { deck: ["Ember Whelp", "Grave Page", "Thornback Brute", "Thornback Brute"] });
    endTurn(g);
    expect(names(g, g.zone("bob", "hand"))).toEqual(["Ember Whelp", "Grave Page"]);
    expect(g.zone("bob", "deck").length).toBe(2);
  });
});

describe("ZX-503 Resource Phase, ZX-306.2", () => {
  it("ZX-503.1 a card from hand into Resource in Reboot state; ZX-503.2 a second one is refused", () => {
    const g = position({ hand: ["Ember Whelp", "Grave Page"] }, {}, { phase: "resource" });
    ok(g, { type: "resource", player: "alice", card: card(g, "alice", "Ember Whelp") });
    expect(names(g, g.zone("alice", "resource"))).toEqual(["Ember Whelp"]);
    expect(g.stateOf(card(g, "alice", "Ember Whelp"))).toBe("reboot");
    refused(g, { type: "resource", player: "alice", card: card(g, "alice", "Grave Page") }, "ZX-503.2");
  });

  it("ZX-503.1 not in the Main Phase, and not a card outside his hand", () => {
    const g = position({ hand: ["Ember Whelp"], charge: ["Grave Page"] });
    refused(g, { type: "resource", player: "alice", card: card(g, "alice", "Ember Whelp") }, "ZX-503.1");
    const r = position({ charge: ["Grave Page"] }, {}, { phase: "resource" });
    refused(r, { type: "resource", player: "alice", card: card(r, "alice", "Grave Page") }, "ZX-503.1");
  });

  it("ZX-306.2 (C-16) a multicolour card enters Resource in Sleep unless each of its colours is already there", () => {
    // Red/Green Ashgrove Chimera with only a Red card in Resource: Green is missing -> Sleep.
    const g = position({ resource: ["Ember Whelp"], hand: ["Ashgrove Chimera"] }, {}, { phase: "resource" });
    ok(g, { type: "resource", player: "alice", card: card(g, "alice", "Ashgrove Chimera") });
    expect(g.stateOf(card(g, "alice", "Ashgrove Chimera"))).toBe("sleep");
    // With Red and Green already there -> Reboot.
    const h = position({ resource: ["Ember Whelp", { card: "Thornback Brute", state: "sleep" }], hand: ["Ashgrove Chimera"] }, {}, { phase: "resource" });
    ok(h, { type: "resource", player: "alice", card: card(h, "alice", "Ashgrove Chimera") });
    expect(h.stateOf(card(h, "alice", "Ashgrove Chimera"))).toBe("reboot");
  });
});

describe("ZX-506 End Phase", () => {
  it("ZX-506.1 step 1 before step 4: Undertow Diver's end-of-turn draw makes 7 cards, and the hand limit then trashes one of the player's choice, down to 6", () => {
    const g = position({ square: [{ card: "Undertow Diver", at: "a1" }], hand: times(6, "Ember Whelp"), deck: ["Grave Page", ...times(5, "Thornback Brute")] });
    ok(g, { type: "end", player: "alice", turn: true });
    // Step 1 drew Grave Page (7 cards); step 4 asks alice, who chooses Grave Page.
    expect(g.pending()).toMatchObject({ player: "alice", kind: "cards" });
    expect(g.zone("alice", "hand").length).toBe(7);
    answer(g, "Grave Page");
    expect(names(g, g.zone("alice", "hand"))).toEqual(times(6, "Ember Whelp"));
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Grave Page"]);
    expect(g.turn()).toEqual({ active: "bob", phase: "resource", number: 4 });
  });

  it("ZX-506.1 step 4: the non-turn player's hand is not limited", () => {
    const g = position({}, { hand: times(9, "Ember Whelp") });
    endTurn(g);
    expect(g.zone("bob", "hand").length).toBe(11); // 9 and his 2 draws
  });

  it("ZX-506.1 steps 2-3: all damage is removed and 'until end of turn' ends", () => {
    const g = position(
      { square: [{ card: "Flarehorn Drake", at: "b2" }] },
      {
        square: [
          { card: "Aegis Cantor", at: "b3" },
          { card: "Thornback Brute", at: "a3", damage: 1000 },
        ],
      },
    );
    const drake = card(g, "alice", "Flarehorn Drake");
    const cantor = card(g, "bob", "Aegis Cantor");
    ok(g, { type: "attack", player: "alice", card: drake, target: cantor });
    expect(g.power(drake)).toBe(7000); // its [Auto] on attack: 5000 + 2000
    expect(g.power(cantor)).toBe(9000); // its [Auto] when attacked: 7000 + 2000
    refused(g, { type: "end", player: "alice" }, "ZX-702.1"); // her chance in the Battle Event Step: play, use or pass, not end the phase
    passBattle(g);
    expect(g.damage(cantor)).toBe(7000); // 7000 < 9000: not destroyed
    endTurn(g);
    expect(g.damage(cantor)).toBe(0);
    expect(g.damage(card(g, "bob", "Thornback Brute"))).toBe(0);
    expect(g.power(drake)).toBe(5000);
    expect(g.power(cantor)).toBe(7000);
  });
});
