// 201: the stack and priority.
import { describe, expect, it } from "vitest";
import { createGameFromPosition } from "../../runtime/index.ts";
import { arc, arcGame, card, lib, mode, names, ok, passUntilEmpty, ref, snapshot, times } from "./fixtures.ts";

const twoSummons = () =>
  arcGame({
    alice: { play: [...times(6, "Mystic Crystal"), { card: "Iron Vessel", at: "c" }], hand: ["Spark", "Bullseye", "Divine Intervention"] },
    bob: { play: [...times(4, "Mystic Crystal"), { card: "Hunter Dragon", at: "b" }], hand: ["Spark", "Negate"] },
  });

describe("201 the stack and priority", () => {
  it("201.3 only the player holding priority announces a stackable action; the refusal names the rule and changes nothing", () => {
    const g = twoSummons();
    expect(g.priority()).toBe("alice");
    const before = snapshot(g);
    const r = g.perform({ type: "cast", player: "bob", card: ref(g, "bob/Spark"), targets: [{ card: ref(g, "alice/Iron Vessel") }] });
    expect(r).toEqual({ ok: false, error: "201.3 bob does not hold priority (alice does)" });
    expect(snapshot(g)).toBe(before);
    const p = g.perform({ type: "pass", player: "bob" });
    expect(p.ok).toBe(false);
    expect(snapshot(g)).toBe(before);
  });

  it("201.3a priority is first given to the active player in the Action Phase; 201.3b to the next player in the End Phase", () => {
    expect(arcGame({}, { turn: { active: "alice", phase: "action" } }).priority()).toBe("alice");
    expect(arcGame({}, { turn: { active: "alice", phase: "end" } }).priority()).toBe("bob");
    expect(arcGame({}, { turn: { active: "bob", phase: "draw" } }).priority()).toBe("bob");
  });

  it("201.4 after alice announces, bob gets priority (the starter rules' stack example); a pass also goes clockwise", () => {
    const g = twoSummons();
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    expect(g.priority()).toBe("bob");
    ok(g, { type: "pass", player: "bob" });
    expect(g.priority()).toBe("alice");
    expect(g.stackView()).toEqual([{ player: "alice", label: "Spark" }]);
  });

  it("201.5 when all players pass in a row the last announced action resolves first (LIFO)", () => {
    const g = twoSummons();
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Spark"), targets: [{ card: ref(g, "alice/Iron Vessel") }] });
    expect(g.stackView().map((e) => e.player)).toEqual(["bob", "alice"]);
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    // bob's Spark (top) resolved; alice's is still waiting.
    expect(g.damageOn(ref(g, "alice/Iron Vessel"))).toBe(1);
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(0);
    expect(g.stackView()).toEqual([{ player: "alice", label: "Spark" }]);
  });

  it("201.4-201.5 with three players priority goes round clockwise and all three must pass in a row", () => {
    const g = createGameFromPosition({
      library: lib,
      board: arc,
      seed: 1,
      players: [
        { id: "ann", lifeBase: { card: "Life Base", at: "s1" }, play: ["Mystic Crystal", { card: "Iron Vessel", at: "c" }], hand: ["Spark"] },
        { id: "ben", lifeBase: { card: "Life Base", at: "s2" } },
        { id: "cat", lifeBase: { card: "Life Base", at: "a" }, play: [{ card: "Tide Beast", at: "d" }] },
      ],
      turn: { active: "ann", phase: "action" },
    });
    ok(g, { type: "cast", player: "ann", card: ref(g, "ann/Spark"), targets: [{ card: ref(g, "cat/Tide Beast") }] });
    expect(g.priority()).toBe("ben");
    ok(g, { type: "pass", player: "ben" });
    expect(g.priority()).toBe("cat");
    ok(g, { type: "pass", player: "cat" });
    expect(g.stackView()).toHaveLength(1);
    ok(g, { type: "pass", player: "ann" });
    expect(g.stackView()).toHaveLength(0);
    expect(g.damageOn(ref(g, "cat/Tide Beast"))).toBe(1);
    expect(g.priority()).toBe("ann");
    ok(g, { type: "pass", player: "ann" });
    ok(g, { type: "pass", player: "ben" });
    ok(g, { type: "pass", player: "cat" });
    expect(g.turn().phase).toBe("end");
    expect(g.priority()).toBe("ben"); // 704.1 the player who has the next turn
  });

  it("201.5 one pass is not enough: both players must pass in a row", () => {
    const g = twoSummons();
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    ok(g, { type: "pass", player: "bob" });
    expect(g.stackView()).toHaveLength(1);
    ok(g, { type: "pass", player: "alice" });
    expect(g.stackView()).toHaveLength(0);
  });

  it("201.5 a trigger stacked between passes starts the count again: every player passes after it", () => {
    // A crystal with its last activation counter leaves play when it produces (209.2c), which
    // triggers Shard Watch: "Whenever an Energy Crystal leaves play, draw 1 card."
    const library = {
      ...lib,
      "Brittle Crystal": card({
        name: "Brittle Crystal",
        type: "Energy Crystal Card",
        restriction: null,
        permanent: true,
        counters: { activation: 1 },
        abilities: [{ kind: "produces", energy: { M: 1 }, text: "Produces M1." }],
      }),
      "Shard Watch": card({
        name: "Shard Watch",
        type: "Effect Card",
        permanent: true,
        abilities: [
          {
            kind: "triggered",
            trigger: { on: "leavesPlay", subject: { ref: "any", filter: { kind: "crystal" } } },
            mode: mode([], [{ op: "draw", who: { ref: "you" }, n: 1 }]),
            summon: false,
            text: "Whenever an Energy Crystal leaves play, draw 1 card.",
          },
        ],
      }),
    };
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Brittle Crystal", "Shard Watch"], hand: ["Spark"] }, bob: { play: [{ card: "Iron Vessel", at: "c" }] } }, { library });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Brittle Crystal") }); // no priority needed (200.1b)
    expect(g.stackView()).toEqual([
      { player: "alice", label: "Shard Watch" }, // the top first
      { player: "alice", label: "Spark" },
    ]);
    ok(g, { type: "pass", player: "alice" });
    // bob passed before the trigger was there: he gets priority with it on the stack.
    expect(g.stackView()).toHaveLength(2);
    expect(g.priority()).toBe("bob");
    ok(g, { type: "pass", player: "bob" });
    expect(g.stackView()).toEqual([{ player: "alice", label: "Spark" }]);
  });

  it("201.5 casting an Energy Crystal Card between passes (non stackable, 200.2) breaks the row too", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Spark", "Mystic Crystal"] }, bob: { play: [{ card: "Iron Vessel", at: "c" }] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Iron Vessel") }] });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    expect(g.priority()).toBe("alice");
    ok(g, { type: "pass", player: "alice" });
    expect(g.stackView()).toEqual([{ player: "alice", label: "Spark" }]);
    expect(g.priority()).toBe("bob");
  });

  it("201.6 after a resolution priority goes back to the active player, even when the reactive player announced it", () => {
    const g = twoSummons();
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Spark"), targets: [{ card: ref(g, "alice/Iron Vessel") }] });
    expect(g.priority()).toBe("alice");
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    expect(g.damageOn(ref(g, "alice/Iron Vessel"))).toBe(1);
    expect(g.priority()).toBe("alice");
    expect(g.turn()).toEqual({ active: "alice", phase: "action", number: 1 });
  });

  it("201.6 in the End Phase priority goes back to the reactive player who has the next turn", () => {
    const g = arcGame(
      { alice: { play: ["Mystic Crystal", { card: "Iron Vessel", at: "c" }], hand: ["Spark"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } },
      { turn: { active: "alice", phase: "end" } },
    );
    expect(g.priority()).toBe("bob");
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    passUntilEmpty(g);
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(1);
    expect(g.priority()).toBe("bob");
  });

  it("703.7 with an empty stack, all players passing ends the Action Phase", () => {
    const g = twoSummons();
    ok(g, { type: "pass", player: "alice" });
    expect(g.turn().phase).toBe("action");
    ok(g, { type: "pass", player: "bob" });
    expect(g.turn()).toEqual({ active: "alice", phase: "end", number: 1 });
    expect(g.priority()).toBe("bob"); // 704.1
  });

  it("glossary Counter: Negate counters a cast; the card goes to its owner's discard pile and has no effect", () => {
    const g = twoSummons();
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal#2") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Divine Intervention"), targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal#2") });
    ok(g, { type: "cast", player: "bob", card: ref(g, "bob/Negate"), targets: [{ stack: 1 }] });
    expect(g.stackView()).toEqual([
      { player: "bob", label: "Negate" },
      { player: "alice", label: "Divine Intervention" },
    ]);
    passUntilEmpty(g);
    expect(g.zone("bob", "play")).toContain(ref(g, "bob/Hunter Dragon"));
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Divine Intervention"]);
    expect(names(g, g.zone("bob", "discard"))).toEqual(["Negate"]);
  });

  it("200.1b-200.2 energy from a crystal needs no priority, doesn't use the stack and doesn't move priority", () => {
    const g = twoSummons();
    const before = g.state.passes;
    ok(g, { type: "activate", player: "bob", card: ref(g, "bob/Mystic Crystal") });
    expect(g.pool("bob")).toEqual({ M: 1 });
    expect(g.priority()).toBe("alice");
    expect(g.stackView()).toEqual([]);
    expect(g.state.passes).toBe(before);
  });
});
