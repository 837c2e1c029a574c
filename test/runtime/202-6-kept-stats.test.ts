// 202.6 a summon's total stats are kept from one action to the next (kept.ts) until an event could
// change what they were derived from. Each test asks the stats first (so they are kept), then does
// something they don't depend on (the same stats, from the kept value), then something they do
// depend on, and expects the stats the card text gives.
import { describe, expect, it } from "vitest";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { undoFork } from "../../runtime/x610z/ai/undo-fork.ts";
import { continuousReads, effectiveStats } from "../../runtime/x610z/continuous.ts";
import { createGameFromPosition } from "../../runtime/x610z/game.ts";
import { arc, arcGame, crystalWard, endTurn, lib, ok, passUntilEmpty, ref, witheringCrystal, lonelyBeast } from "./fixtures.ts";

/** Tide Beast (2/3/3/1) with "All other Summons get Defense -1." */
const witheringBeast: CardDefinition = {
  ...lib["Tide Beast"]!,
  name: "Withering Beast",
  abilities: [
    {
      kind: "continuous",
      effects: [{ op: "modifyStat", what: { ref: "all", filter: { kind: "summon", other: true } }, stat: "defense", delta: -1, duration: "whileInPlay" }],
      text: "All other Summons get Defense -1.",
    },
  ],
};

const library: Record<string, CardDefinition> = {
  ...lib,
  "Withering Crystal": witheringCrystal,
  "Lonely Beast": lonelyBeast,
  "Crystal Ward": crystalWard,
  "Withering Beast": witheringBeast,
};

describe("202.6 total stats kept between actions", () => {
  it("202.6 a modifier: Weaken (Defense -3 until end of turn) on Iron Vessel, Defense 6, then 6 after a crystal's energy and while Weaken is on the stack, 3 once it resolves", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Weaken"] }, bob: { play: [{ card: "Iron Vessel", at: "b" }] } }, { library });
    const vessel = ref(g, "bob/Iron Vessel");
    expect(g.effectiveStats(vessel).defense).toBe(6);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.effectiveStats(vessel).defense).toBe(6);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Weaken"), targets: [{ card: vessel }] });
    expect(g.effectiveStats(vessel).defense).toBe(6);
    passUntilEmpty(g);
    expect(g.effectiveStats(vessel)).toEqual({ attack: 1, defense: 3, speed: 1, range: 3 });
  });

  it("202.6 207.5 a static coming into play: Withering Crystal (All Summons get Defense -1) lowers Tide Beast's Defense 3 to 2", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Withering Crystal"] }, bob: { play: [{ card: "Tide Beast", at: "b" }] } }, { library });
    const beast = ref(g, "bob/Tide Beast");
    expect(g.effectiveStats(beast).defense).toBe(3);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.effectiveStats(beast).defense).toBe(3);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Withering Crystal") }); // 403: into play at once
    expect(g.effectiveStats(beast).defense).toBe(2);
  });

  it("202.6 207.5a an Effect fixed on it: Leech Field (Target Summon gets Speed -1) lowers Tide Beast's Speed 3 to 2", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Leech Field"] }, bob: { play: [{ card: "Tide Beast", at: "b" }] } }, { library });
    const beast = ref(g, "bob/Tide Beast");
    expect(g.effectiveStats(beast).speed).toBe(3);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Leech Field"), targets: [{ card: beast }] });
    expect(g.effectiveStats(beast).speed).toBe(3); // on the stack, not fixed yet
    passUntilEmpty(g);
    expect(g.effectiveStats(beast).speed).toBe(2);
  });

  it("206.1d a Defense read through a permanent's state: Crystal Ward (Defense 6, +1 while its controller has a reactivated crystal) is 7, then 6 once his only crystal is activated", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", { card: "Crystal Ward", at: "a" }] } }, { library });
    const ward = ref(g, "alice/Crystal Ward");
    expect(g.effectiveStats(ward).defense).toBe(7);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.effectiveStats(ward).defense).toBe(6);
  });

  it("502 a Defense read through a condition on the hand: Lonely Beast is 3 with one card in hand, 2 once that card (a crystal) is cast", () => {
    const g = arcGame({ alice: { play: [{ card: "Lonely Beast", at: "a" }], hand: ["Mystic Crystal"] } }, { library });
    const beast = ref(g, "alice/Lonely Beast");
    expect(g.effectiveStats(beast).defense).toBe(3);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    expect(g.zone("alice", "hand")).toEqual([]);
    expect(g.effectiveStats(beast).defense).toBe(2);
  });

  it("202.6 a modifier ends with the turn: Weaken's Defense -3 on Iron Vessel (3) is gone at the end of the turn (6 again)", () => {
    const g = arcGame({ alice: { hand: ["Weaken"] }, bob: { play: [{ card: "Iron Vessel", at: "b" }] } }, { library });
    const vessel = ref(g, "bob/Iron Vessel");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Weaken"), targets: [{ card: vessel }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(vessel).defense).toBe(3);
    endTurn(g);
    expect(g.effectiveStats(vessel).defense).toBe(6);
  });

  it("202.6 a modifier on one summon changes another's stats in nothing: Weaken on Iron Vessel (6 to 3) leaves Tide Beast at 2/3/3/1", () => {
    const g = arcGame(
      {
        alice: { hand: ["Weaken"] },
        bob: {
          play: [
            { card: "Iron Vessel", at: "b" },
            { card: "Tide Beast", at: "a" },
          ],
        },
      },
      { library },
    );
    const vessel = ref(g, "bob/Iron Vessel");
    const beast = ref(g, "bob/Tide Beast");
    expect(g.effectiveStats(beast)).toEqual({ attack: 2, defense: 3, speed: 3, range: 1 });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Weaken"), targets: [{ card: vessel }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(vessel).defense).toBe(3);
    expect(g.effectiveStats(beast)).toEqual({ attack: 2, defense: 3, speed: 3, range: 1 });
  });

  it("402.10e a summon that loses its abilities lowers no other: Hush on Withering Beast (All other Summons get Defense -1) brings Iron Vessel from 5 back to 6", () => {
    const g = arcGame(
      {
        alice: { play: ["Mystic Crystal"], hand: ["Hush"] },
        bob: {
          play: [
            { card: "Iron Vessel", at: "b" },
            { card: "Withering Beast", at: "a" },
          ],
        },
      },
      { library },
    );
    const vessel = ref(g, "bob/Iron Vessel");
    expect(g.effectiveStats(vessel).defense).toBe(5);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Hush"), targets: [{ card: ref(g, "bob/Withering Beast") }] });
    expect(g.effectiveStats(vessel).defense).toBe(5);
    passUntilEmpty(g);
    expect(g.effectiveStats(vessel).defense).toBe(6);
  });

  it("202.6 a lookahead copy keeps its own: Weaken resolved on an undo fork lowers the fork's Iron Vessel to 3; the game's stays 6, during the fork and after its release", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Weaken"] }, bob: { play: [{ card: "Iron Vessel", at: "b" }] } }, { library });
    const vessel = ref(g, "bob/Iron Vessel");
    expect(effectiveStats(g.engine, vessel).defense).toBe(6);
    const f = undoFork(g);
    ok(f.game, { type: "cast", player: "alice", card: ref(g, "alice/Weaken"), targets: [{ card: vessel }] });
    passUntilEmpty(f.game);
    expect(effectiveStats(f.game.engine, vessel).defense).toBe(3);
    expect(effectiveStats(g.engine, vessel).defense).toBe(6);
    f.release();
    expect(effectiveStats(g.engine, vessel).defense).toBe(6);
  });

  it("202.6 a log kept as a ring (logLimit): stats stay right when the events since they were kept were let go (Weaken: 6, then 3)", () => {
    const g = createGameFromPosition({
      library,
      board: arc,
      seed: 1,
      logLimit: 1,
      players: [
        { id: "alice", lifeBase: { card: "Life Base", at: "s1" }, play: ["Mystic Crystal"], hand: ["Weaken"], deck: ["Mystic Crystal"] },
        { id: "bob", lifeBase: { card: "Life Base", at: "s2" }, play: [{ card: "Iron Vessel", at: "b" }], deck: ["Boost Crystal"] },
      ],
    });
    const vessel = ref(g, "bob/Iron Vessel");
    expect(g.effectiveStats(vessel).defense).toBe(6);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Weaken"), targets: [{ card: vessel }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(vessel).defense).toBe(3);
  });

  it("202.6 the stats a game hands out are a copy: changing them changes nothing the engine keeps (Iron Vessel's Defense stays 6)", () => {
    const g = arcGame({ bob: { play: [{ card: "Iron Vessel", at: "b" }] } }, { library });
    const vessel = ref(g, "bob/Iron Vessel");
    g.effectiveStats(vessel).defense = 0;
    expect(g.effectiveStats(vessel).defense).toBe(6);
  });

  it("210.5 a kept value that read a condition counts as read again, as a derivation does (the lethal check's mark depends on it): Lonely Beast's stats asked twice count twice", () => {
    const g = arcGame({ alice: { play: [{ card: "Lonely Beast", at: "a" }], hand: ["Mystic Crystal"] } }, { library });
    const beast = ref(g, "alice/Lonely Beast");
    const n0 = continuousReads.n;
    effectiveStats(g.engine, beast);
    const n1 = continuousReads.n;
    expect(n1).toBeGreaterThan(n0); // derived: the condition was read
    effectiveStats(g.engine, beast);
    expect(continuousReads.n).toBeGreaterThan(n1); // kept: counted again
  });
});
