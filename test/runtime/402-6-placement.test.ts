// 402.6: "When a Summon Card has been cast successfully its caster places the associated pawn
// (summon) on his Starting Dot or on one of the Ending Dots." The dot is chosen then, when the cast
// has resolved (200.3 fixes only targets at announcement), among the dots free at that moment (600.5);
// the cast fails only when none is free.
import { describe, expect, it } from "vitest";
import type { BoardData } from "../../runtime/x610z/board.ts";
import { createGameFromPosition, type PositionPlayer } from "../../runtime/index.ts";
import { arc, lib, ok, passUntilEmpty, ref, times } from "./fixtures.ts";

/** The arc with a second ending dot, e2, beyond e1: summon dots for alice are s1, e1 and e2. */
const fork: BoardData = { ...arc, dots: { ...arc.dots, e2: { at: [-5, 8.66], kind: "ending" } }, lines: [...arc.lines, ["e1", "e2"]] };

function forkGame(alice: Partial<PositionPlayer>, bob: Partial<PositionPlayer> = {}) {
  return createGameFromPosition({
    library: lib,
    board: fork,
    seed: 1,
    players: [
      { id: "alice", lifeBase: { card: "Life Base", at: "a" }, start: "s1", deck: times(5, "Mystic Crystal"), ...alice },
      { id: "bob", lifeBase: { card: "Life Base", at: "s2" }, deck: times(5, "Boost Crystal"), ...bob },
    ],
  });
}

const energy = (g: ReturnType<typeof forkGame>, cards: string[]) => {
  for (const c of cards) ok(g, { type: "activate", player: "alice", card: ref(g, c) });
};

describe("402.6 the pawn is placed when the cast resolves", () => {
  it("402.6 a summon's cast names no dot: one cast per card is legal, and the pawn waits in the cast zone until it resolves", () => {
    const g = forkGame({ play: ["Boost Crystal", "Boost Crystal"], hand: ["Tide Beast"] });
    energy(g, ["alice/Boost Crystal", "alice/Boost Crystal#2"]);
    const beast = ref(g, "alice/Tide Beast");
    const casts = g.legalActions("alice").filter((a) => a.type === "cast" && a.card === beast);
    expect(casts).toEqual([{ type: "cast", player: "alice", card: beast }]);
    ok(g, { type: "cast", player: "alice", card: beast });
    expect(g.dotOf(beast)).toBeNull();
    expect(g.pending()).toBeNull();
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    // Now it has resolved: its caster is asked where it goes.
    const d = g.pending();
    expect(d).toMatchObject({ player: "alice", kind: "placeSummon", card: beast });
    expect(g.state.cards[beast]!.zone).toBe("cast");
    ok(g, { type: "answer", player: "alice", choice: "e2" });
    expect(g.dotOf(beast)).toBe("e2");
    expect(g.state.stack).toEqual([]);
  });

  it("402.6 the placement decision offers exactly the free dots: the caster's starting dot and the ending dots nobody stands on (600.5)", () => {
    const g = forkGame({ play: ["Boost Crystal", "Boost Crystal"], hand: ["Tide Beast"] }, { play: [{ card: "Hunter Dragon", at: "e1" }] });
    energy(g, ["alice/Boost Crystal", "alice/Boost Crystal#2"]);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Tide Beast") });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    // s1 free (her Life Base stands on a), e1 taken by bob's Dragon, e2 free; bob's starting dot s2 is not hers.
    expect([...g.pending()!.options.map((o) => o.label)].sort()).toEqual(["e2", "s1"]);
    expect(g.perform({ type: "answer", player: "alice", choice: "e1" }).ok).toBe(false);
    expect(g.perform({ type: "answer", player: "alice", choice: "s2" }).ok).toBe(false);
    ok(g, { type: "answer", player: "alice", choice: "s1" });
    expect(g.dotOf(ref(g, "alice/Tide Beast"))).toBe("s1");
  });

  it("402.6 a dot freed between announcement and resolution can be chosen (Divine Intervention returns the Dragon from e1 meanwhile)", () => {
    const g = forkGame(
      { play: ["Boost Crystal", "Boost Crystal", "Mystic Crystal", "Mystic Crystal", { card: "Iron Vessel", at: "s1" }], hand: ["Tide Beast", "Divine Intervention"] },
      { play: [{ card: "Hunter Dragon", at: "e1" }] },
    );
    energy(g, ["alice/Boost Crystal", "alice/Boost Crystal#2", "alice/Mystic Crystal", "alice/Mystic Crystal#2"]);
    const beast = ref(g, "alice/Tide Beast");
    ok(g, { type: "cast", player: "alice", card: beast }); // free now: e2 only
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" }); // Divine Intervention resolves: the Dragon goes back to bob's hand, e1 is free
    expect(g.state.cards[ref(g, "bob/Hunter Dragon")]!.zone).toBe("hand");
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    expect([...g.pending()!.options.map((o) => o.label)].sort()).toEqual(["e1", "e2"]);
    ok(g, { type: "answer", player: "alice", choice: "e1" });
    expect(g.dotOf(beast)).toBe("e1");
  });

  it("402.6 a cast announced with no free dot is legal; it fails when no dot is free at resolution either, and its card goes to the discard pile", () => {
    const g = forkGame(
      { play: ["Boost Crystal", "Boost Crystal", { card: "Iron Vessel", at: "s1" }], hand: ["Tide Beast"] },
      {
        play: [
          { card: "Hunter Dragon", at: "e1" },
          { card: "Tide Beast", at: "e2" },
        ],
      },
    );
    energy(g, ["alice/Boost Crystal", "alice/Boost Crystal#2"]);
    const beast = ref(g, "alice/Tide Beast");
    expect(g.legalActions("alice")).toContainEqual({ type: "cast", player: "alice", card: beast });
    ok(g, { type: "cast", player: "alice", card: beast });
    const from = g.state.log.length;
    passUntilEmpty(g);
    expect(g.pending()).toBeNull();
    expect(g.state.cards[beast]!.zone).toBe("discard");
    expect(g.state.log.slice(from).filter((e) => e.type === "stackRemoved")).toMatchObject([{ type: "stackRemoved", outcome: "failed" }]);
  });

  it("402.6 a dot taken between announcement and resolution: with another one free the caster places it there, with none the cast fails", () => {
    // bob's Shove moves his Dragon from d onto e1, the one free dot alice had when she cast.
    const setup = (vessel: boolean) =>
      forkGame(
        { play: ["Boost Crystal", "Boost Crystal", ...(vessel ? [{ card: "Iron Vessel", at: "s1" }] : [])], hand: ["Tide Beast"] },
        {
          play: [
            { card: "Hunter Dragon", at: "d" },
            { card: "Tide Beast", at: "e2" },
          ],
          hand: ["Shove"],
        },
      );
    const g = setup(true);
    energy(g, ["alice/Boost Crystal", "alice/Boost Crystal#2"]);
    const beast = ref(g, "alice/Tide Beast");
    ok(g, { type: "cast", player: "alice", card: beast });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Shove"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    passUntilEmpty(g, { bob: ["e1"] });
    expect(g.dotOf(ref(g, "bob/Hunter Dragon"))).toBe("e1");
    expect(g.state.cards[beast]!.zone).toBe("discard");

    // Without the Vessel on s1, s1 is still free at resolution: the one free dot, so she is not asked.
    const h = setup(false);
    energy(h, ["alice/Boost Crystal", "alice/Boost Crystal#2"]);
    const beast2 = ref(h, "alice/Tide Beast");
    ok(h, { type: "cast", player: "alice", card: beast2 }); // free now: s1 and e1
    ok(h, { type: "cast", player: "bob", card: ref(h, "bob/Shove"), targets: [{ card: ref(h, "bob/Hunter Dragon") }] });
    passUntilEmpty(h, { bob: ["e1"] });
    expect(h.dotOf(beast2)).toBe("s1");
    expect(h.state.log.some((e) => e.type === "decision" && e.decision?.kind === "placeSummon")).toBe(false);
  });
});
