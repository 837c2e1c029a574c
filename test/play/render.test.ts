// apps/play/render.ts and board-text.ts: the board drawn with its lines and pawns by code, the
// pawns and zones in a few lines, a screen that shows the viewer's hand but only the size of the
// opponent's.
import { describe, expect, it } from "vitest";
import { boardLegend, drawBoard } from "../../apps/play/board-text.ts";
import { boardLines, orbits, packLine, pawnCodes, pawnSummary, renderScreen, statusLine, zoneLines } from "../../apps/play/render.ts";
import { makeStyle, stripAnsi } from "../../apps/play/style.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
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

  it("draws Act I with its lines (600.3): rings as ----, lines between orbits as / and \\, 9 rows of 72 columns", () => {
    const lines = drawBoard(act1, new Map(), makeStyle(false))!;
    expect(lines).toHaveLength(9);
    expect(Math.max(...lines.map((l) => l.length))).toBe(72);
    expect(lines[0]!.startsWith("s1----n1----s2----n2")).toBe(true);
    // s1 joins a12 (wrapping round) and a1; n1 joins a1 and a2 (act1.ts: 15° either side).
    expect(lines[1]!.startsWith("  \\  /  \\  /")).toBe(true);
    expect(lines[2]!.startsWith("---a1----a2")).toBe(true);
    expect(lines[3]!.startsWith("  /  \\  /  \\")).toBe(true);
    expect(lines[8]!.startsWith("o1----e1----o2----e2")).toBe(true);
    // Every one of the 120 ring and 96 diagonal lines is drawn: 60 dashes runs, 96 slashes.
    expect(lines.join("").match(/[/\\]/g)).toHaveLength(96);
    expect(lines.join("\n").match(/-{3,}/g)!.length).toBeGreaterThanOrEqual(60);
    expect(boardLegend(act1)).toBe("s… starting (601) · e… ending (602) · n… no attack (603) · b1 b3 … quest (605)");
  });

  it("puts pawns on their dots by code, coloured by side when colours are on", () => {
    const plain = boardLines(game, "alice");
    expect(plain[0]!.startsWith("A1----n1")).toBe(true);
    expect(plain[4]).toContain("b1----A2----b3");
    expect(plain[2]).toContain("a7----B2----a9");
    const coloured = boardLines(game, "alice", makeStyle(true));
    expect(coloured[0]).toContain("\x1b[");
    expect(coloured.map(stripAnsi)).toEqual(plain);
  });

  it("lists pawns and zones in a few lines: the viewer's hand, the opponent's counted", () => {
    // Code, name, attack/defense; wrapped at 80 columns.
    expect(pawnSummary(game, "alice")).toEqual(["A1 Brass Observatory 1/12 · A2 Glass Frigate 1/4 · B1 Drifting Citadel 1/10", "B2 Thornback Boar 2/2"]);
    const zones = zoneLines(game, "alice");
    expect(zones[0]).toBe("your hand: Starfall M2, Comet Drake M2 B1");
    expect(zones.join("\n")).toContain("alice: deck 10 · discard 0 · pool - · Tide Shard");
    expect(zones.join("\n")).toContain("bob: hand 2 · deck 10");
    expect(zones.join("\n")).not.toContain("Eclipse");
    const screen = renderScreen(game, "alice");
    expect(screen.split("\n").every((l) => l.length <= 80)).toBe(true);
    expect(screen.split("\n").length).toBeLessThanOrEqual(16);
  });

  it("packs parts on lines of a width, saying when some are left out", () => {
    expect(packLine(["aaaa", "bbbb", "cccc"], " ", 9, 5)).toEqual(["aaaa bbbb", "cccc"]);
    expect(packLine(["aaaa", "bbbb", "cccc", "dddd"], " ", 9, 1, "…")).toEqual(["aaaa …"]);
  });

  it("says whose turn, which phase and who has priority (201.3a: the active player in his Action Phase)", () => {
    expect(statusLine(game, "alice")).toBe("turn 1, your Action Phase; priority: you");
    expect(statusLine(game, "bob")).toBe("turn 1, alice's Action Phase; priority: alice");
  });
});
