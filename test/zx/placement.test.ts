// ZX-302 - ZX-304 the Square, ZX-602 playing a Z/X and its four placement rules, ZX-603 appearing.
import { describe, expect, it } from "vitest";
import { ADJACENT, adjacent, isNormalSquare, playerSquare, SQUARES } from "../../runtime/zx/square.ts";
import { answer, card, names, ok, position, refused } from "./fixtures.ts";

describe("ZX-302 - ZX-304 the Square", () => {
  it("ZX-304.2 the adjacency table in full (orthogonal, never a corner, never itself)", () => {
    expect(ADJACENT).toEqual({
      a1: ["b1", "a2"],
      b1: ["a1", "c1", "b2"],
      c1: ["b1", "c2"],
      a2: ["a1", "b2", "a3"],
      b2: ["b1", "a2", "c2", "b3"],
      c2: ["c1", "b2", "c3"],
      a3: ["a2", "b3"],
      b3: ["b2", "a3", "c3"],
      c3: ["c2", "b3"],
    });
    for (const a of SQUARES) for (const b of SQUARES) expect(adjacent(a, b)).toBe(adjacent(b, a));
    expect(adjacent("a2", "b3")).toBe(false);
  });

  it("ZX-303.1 Player Squares b1 (seat 1) and b3 (seat 2); the other seven are Normal Squares", () => {
    expect([playerSquare(1), playerSquare(2)]).toEqual(["b1", "b3"]);
    expect(SQUARES.filter(isNormalSquare)).toEqual(["a1", "c1", "a2", "b2", "c2", "a3", "c3"]);
  });
});

describe("ZX-602 playing a Z/X", () => {
  const setup = () =>
    position(
      {
        square: [
          { card: "Sproutling Kin", at: "a2" },
          { card: "Grave Page", at: "c2", state: "sleep" },
        ],
        resource: ["Brand Warden", "Brand Warden", "Brand Warden", "Brand Warden"],
        hand: ["Ember Whelp", "Flarehorn Drake"],
      },
      { square: [{ card: "Thornback Brute", at: "b2" }] },
    );

  it("ZX-602.2a not onto a square holding an opponent's Z/X; nothing is paid", () => {
    const g = setup();
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Ember Whelp"), at: "b2" }, "ZX-602.2a");
  });

  it("ZX-602.2b not onto the opponent's Player Square, even empty", () => {
    const g = setup();
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Ember Whelp"), at: "b3" }, "ZX-602.2b");
  });

  it("ZX-602.2c not onto his own Z/X in Sleep state", () => {
    const g = setup();
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Ember Whelp"), at: "c2" }, "ZX-602.2c");
  });

  it("ZX-602.2d onto his own Z/X in Reboot state: it goes to its owner's Trash (not destroyed, not to the Charge); the new one is Reboot", () => {
    const g = setup();
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Flarehorn Drake"), at: "a2" });
    expect(g.squareOf(card(g, "alice", "Flarehorn Drake"))).toBe("a2");
    expect(g.stateOf(card(g, "alice", "Flarehorn Drake"))).toBe("reboot");
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Sproutling Kin"]);
    expect(g.zone("alice", "charge")).toEqual([]);
  });

  it("ZX-602.2 his own Player Square and empty squares in the opponent's home row are legal (a3, c3); ZX-303.4 one Z/X a square", () => {
    const g = setup();
    expect(g.legalSquares("alice")).toEqual(["a1", "b1", "c1", "a2", "a3", "c3"]);
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Ember Whelp"), at: "c3" });
    expect(g.squareOf(card(g, "alice", "Ember Whelp"))).toBe("c3");
  });

  it("ZX-602.1 only in his Main Phase, not in a Battle Event Step (ZX-702.3), only from his hand, and with a square named", () => {
    const g = setup();
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Ember Whelp") }, "ZX-602.1");
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Sproutling Kin"), at: "a1" }, "ZX-602.1");
    ok(g, { type: "attack", player: "alice", card: card(g, "alice", "Sproutling Kin"), target: card(g, "bob", "Thornback Brute") });
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Ember Whelp"), at: "a1" }, "ZX-602.1");
  });

  it("ZX-603.1 a Z/X played appears: 'When this card appears' triggers and resolves at the check point (Sproutling Kin: the top card into Resource, Reboot)", () => {
    const g = position({ resource: ["Sproutling Kin"], hand: ["Sproutling Kin"], deck: ["Ember Whelp", "Thornback Brute"] });
    const kin = g.zone("alice", "hand")[0]!;
    ok(g, { type: "play", player: "alice", card: kin, at: "a1" });
    expect(names(g, g.zone("alice", "resource"))).toEqual(["Sproutling Kin", "Ember Whelp"]);
    expect(g.stateOf(card(g, "alice", "Ember Whelp"))).toBe("reboot");
  });

  it("ZX-602.3 the rules hold for a Z/X put onto the Square by an Overdrive: only legal squares are offered", () => {
    const g = position(
      { square: [{ card: "Grave Page", at: "a1", state: "sleep" }], charge: ["Thornback Brute"], deck: ["Ember Whelp", "Thornback Brute"] },
      { square: [{ card: "Thornback Brute", at: "b2" }] },
      { phase: "ignition" },
    );
    ok(g, { type: "ignite", player: "alice", card: card(g, "alice", "Thornback Brute") });
    answer(g, "yes");
    expect(g.pending()!.options.map((o) => o.label)).toEqual(["b1", "c1", "a2", "c2", "a3", "c3"]);
  });
});
