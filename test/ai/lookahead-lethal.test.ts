// The lookahead's perform (ai/undo-fork.ts LookaheadGame) and the standing lethal check it inherits
// (damage.ts checkLethal marks): a copy starts as clean as its parent was, and every change that can
// make damage lethal on the copy is still found there (210.5), with the parent left as it was.
import { describe, expect, it } from "vitest";
import { undoFork } from "../../runtime/x610z/ai/undo-fork.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";
import { createGameFromPosition } from "../../runtime/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import type { Action } from "../../runtime/x610z/types.ts";
import { arc, arcGame, crystalWard, lib, ok, passUntilEmpty, ref, times } from "../runtime/fixtures.ts";

/** With Crystal Ward: a Defense that reads a permanent's state (206.1d). */
const library: Record<string, CardDefinition> = { ...lib, "Crystal Ward": crystalWard };

describe("210.5 lethal damage on a lookahead copy", () => {
  it("210.5 damage dealt on a copy of a clean game destroys there (Tide Beast, Defense 3, 2 damage, Spark deals 1), and the parent keeps its summon", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Spark"] }, bob: { play: [{ card: "Tide Beast", at: "b", damage: 2 }] } });
    const beast = ref(g, "bob/Tide Beast");
    const f = undoFork(g);
    ok(f.game, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: beast }] });
    passUntilEmpty(f.game);
    expect(cardIn(f.game.state, beast).zone).toBe("discard"); // 2 + 1 >= 3 (210.5, 210.7)
    f.release();
    expect(cardIn(g.state, beast).zone).toBe("play");
    expect(g.damageOn(beast)).toBe(2);
  });

  it("210.5 a copy taken after the first crystal turned still finds the Defense a permanent's state lowers (206.1d): 7 -> 6 with 6 damage destroys", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal", { card: "Crystal Ward", at: "a", damage: 6 }] } }, { library });
    const ward = ref(g, "alice/Crystal Ward");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.dotOf(ward)).toBe("a"); // one crystal still reactivated: Defense 7 > 6 damage
    const f = undoFork(g);
    ok(f.game, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    expect(cardIn(f.game.state, ward).zone).toBe("discard");
    f.release();
    expect(cardIn(g.state, ward).zone).toBe("play");
    // And on the parent itself, as before the copy.
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    expect(cardIn(g.state, ward).zone).toBe("discard");
  });

  it("210.5 with the log kept as a ring (logLimit 1: every event but the last let go), lethal damage is still found", () => {
    const g = createGameFromPosition({
      library,
      board: arc,
      seed: 1,
      logLimit: 1,
      players: [
        { id: "alice", lifeBase: { card: "Life Base", at: "s1" }, deck: times(10, "Mystic Crystal"), play: ["Mystic Crystal", "Mystic Crystal", { card: "Crystal Ward", at: "a", damage: 6 }] },
        { id: "bob", lifeBase: { card: "Life Base", at: "s2" }, deck: times(10, "Boost Crystal") },
      ],
    });
    const ward = ref(g, "alice/Crystal Ward");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.dotOf(ward)).toBe("a");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    expect(cardIn(g.state, ward).zone).toBe("discard");
  });
});

describe("the lookahead's perform", () => {
  it("refuses what the game refuses, with the same rule, and changes nothing (208.1 Divine Intervention can't target a Life Base)", () => {
    const g = arcGame({ alice: { play: times(2, "Mystic Crystal"), hand: ["Divine Intervention"] } });
    const bad: Action = { type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: ref(g, "bob/Life Base") }] };
    const f = undoFork(g);
    const before = JSON.stringify({ ...f.game.state, log: null });
    expect(f.game.perform(bad)).toEqual({ ok: false, error: "208.1 Life Base is not a Non Life Base Summon" });
    expect(JSON.stringify({ ...f.game.state, log: null })).toBe(before);
    f.release();
    expect(g.perform(bad)).toEqual({ ok: false, error: "208.1 Life Base is not a Non Life Base Summon" });
  });
});
