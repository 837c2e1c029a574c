// compiler/play/render.ts: the board orbit by orbit with pawns, and a screen that shows the
// viewer's hand but only the size of the opponent's.
import { describe, expect, it } from "vitest";
import { orbits, pawnCodes, renderScreen, statusLine } from "../../apps/play/render.ts";
import { cardId, position } from "../ai/helpers.ts";

describe("terminal view", () => {
  const game = position(
    { hand: ["Starfall", "Comet Drake"], play: ["Tide Shard", { card: "Glass Frigate", at: "b2" }] },
    { hand: ["Eclipse", "Anchor Chain"], play: [{ card: "Thornback Boar", at: "a8" }] },
  );

  it("groups the Act I board into 5 orbits of 12 dots, clockwise from the top (act1.ts layout)", () => {
    const rings = orbits(game);
    expect(rings.map((r) => r.length)).toEqual([12, 12, 12, 12, 12]);
    // Orbit 0: s1 at 90° (the top), then n1 30° clockwise, s2 ...; orbit 1 starts with a1 at 75°.
    expect(rings[0]!.slice(0, 4)).toEqual(["s1", "n1", "s2", "n2"]);
    expect(rings[1]![0]).toBe("a1");
    expect(rings[4]!.slice(0, 3)).toEqual(["o1", "e1", "o2"]);
  });

  it("codes pawns by player initial, Life Base first", () => {
    const codes = pawnCodes(game);
    expect(codes.get(cardId(game, "alice", "Brass Observatory"))).toBe("A1");
    expect(codes.get(cardId(game, "alice", "Glass Frigate"))).toBe("A2");
    expect(codes.get(cardId(game, "bob", "Drifting Citadel"))).toBe("B1");
    expect(codes.get(cardId(game, "bob", "Thornback Boar"))).toBe("B2");
  });

  it("draws pawns on their dots, marks ending dots, lists stats, shows only the viewer's hand", () => {
    const screen = renderScreen(game, "alice");
    expect(screen).toMatch(/^\s+0\s+\[A1\]\s+n1!/m);
    expect(screen).toContain("e1*");
    expect(screen).toMatch(/A2\s+b2\s+alice\/Glass Frigate\s+Vessel\s+atk 1 def 4 spd 2 rng 2/);
    expect(screen).toContain("hand: Starfall (M2), Comet Drake (M2 B1)");
    expect(screen).toContain("bob: hand 2");
    expect(screen).not.toContain("Eclipse");
    expect(screen).toContain("in play: Tide Shard");
    expect(screen).toContain("stack: empty");
  });

  it("says whose turn, which phase and who has priority (201.3a: the active player in his Action Phase)", () => {
    expect(statusLine(game, "alice")).toBe("turn 1, your Action Phase; priority: you");
    expect(statusLine(game, "bob")).toBe("turn 1, alice's Action Phase; priority: alice");
  });
});
