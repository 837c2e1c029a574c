// 700-704 turns and phases, 502.5 hand limit, 700.2 extra and skipped turns and phases.
import { describe, expect, it } from "vitest";
import { createGameFromPosition } from "../../runtime/index.ts";
import { arc, arcGame, card, endTurn, lib, mode, names, ok, passUntilEmpty, ref, times } from "./fixtures.ts";

describe("700 turns", () => {
  it("700.1 the four phases in order, then the player to the left; 702.1 the active player draws 1 card", () => {
    const g = arcGame({ alice: { deck: times(5, "Mystic Crystal") }, bob: { deck: times(5, "Boost Crystal") } });
    const seen: string[] = [];
    const record = () => seen.push(`${g.turn().active}:${g.turn().phase}:${g.priority()}`);
    record();
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    record(); // end phase: 704.1 bob first
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    record(); // bob's draw phase (the reactivation phase needs nobody's priority)
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    record();
    expect(seen).toEqual(["alice:action:alice", "alice:end:bob", "bob:draw:bob", "bob:action:bob"]);
    expect(g.turn().number).toBe(2);
    expect(names(g, g.zone("bob", "hand"))).toEqual(["Boost Crystal"]);
  });

  it("701.1 the reactivation phase reactivates all the active player's permanents (and only his)", () => {
    const g = arcGame({
      alice: {
        play: [
          { card: "Mystic Crystal", state: "activated" },
          { card: "Tide Beast", at: "b", state: "activated" },
        ],
      },
      bob: { play: [{ card: "Boost Crystal", state: "activated" }] },
    });
    endTurn(g);
    expect(g.stateOf(ref(g, "bob/Boost Crystal"))).toBe("reactivated");
    expect(g.stateOf(ref(g, "alice/Mystic Crystal"))).toBe("activated");
    endTurn(g);
    expect(g.stateOf(ref(g, "alice/Mystic Crystal"))).toBe("reactivated");
    expect(g.stateOf(ref(g, "alice/Tide Beast"))).toBe("reactivated");
  });

  it("502.5 at the end of his turn the active player discards down to 7 cards, choosing which", () => {
    const g = arcGame({ alice: { hand: [...times(7, "Mystic Crystal"), "Spark", "Heal"] } });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    const d = g.pending()!;
    expect(d.kind).toBe("handLimit");
    expect(d.player).toBe("alice");
    expect(d.options.map((o) => o.label)).toEqual(["Mystic Crystal", "Spark", "Heal"]);
    ok(g, { type: "answer", player: "alice", choice: "Spark" });
    ok(g, { type: "answer", player: "alice", choice: "Heal" });
    expect(g.zone("alice", "hand")).toHaveLength(7);
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Heal", "Spark"]);
    expect(g.turn()).toEqual({ active: "bob", phase: "draw", number: 2 });
  });

  it("700.2 an extra turn: Time Warp gives alice the next turn", () => {
    const g = arcGame({ alice: { play: [...times(3, "Mystic Crystal"), ...times(3, "Boost Crystal")], hand: ["Time Warp"] } });
    for (let i = 1; i <= 3; i++) {
      ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${i}`) });
      ok(g, { type: "activate", player: "alice", card: ref(g, `alice/Boost Crystal#${i}`) });
    }
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Time Warp") });
    passUntilEmpty(g);
    endTurn(g);
    expect(g.turn()).toEqual({ active: "alice", phase: "action", number: 2 });
    endTurn(g);
    expect(g.turn()).toEqual({ active: "bob", phase: "action", number: 3 });
  });

  it("700.2 a skipped phase: Stall makes bob skip his next Draw Phase", () => {
    const g = arcGame({ alice: { hand: ["Stall"] }, bob: { deck: times(5, "Boost Crystal") } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Stall"), targets: [{ player: "bob" }] });
    passUntilEmpty(g);
    endTurn(g);
    expect(g.turn()).toEqual({ active: "bob", phase: "action", number: 2 });
    expect(g.zone("bob", "hand")).toEqual([]);
    endTurn(g);
    endTurn(g);
    expect(g.zone("bob", "hand")).toHaveLength(1);
  });

  it("700.2 a skipped turn: Time Lock makes bob skip his next turn, once", () => {
    const g = arcGame({ alice: { hand: ["Time Lock"], deck: times(5, "Mystic Crystal") }, bob: { deck: times(5, "Boost Crystal") } });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Time Lock"), targets: [{ player: "bob" }] });
    passUntilEmpty(g);
    endTurn(g);
    // bob's turn is passed over: alice again, and bob drew nothing.
    expect(g.turn()).toEqual({ active: "alice", phase: "action", number: 2 });
    expect(g.zone("bob", "hand")).toEqual([]);
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Mystic Crystal"]);
    endTurn(g);
    // The skip is used up: bob's next turn comes.
    expect(g.turn()).toEqual({ active: "bob", phase: "action", number: 3 });
    expect(names(g, g.zone("bob", "hand"))).toEqual(["Boost Crystal"]);
    expect(g.state.skips).toEqual([]);
  });

  it("704.1 End Phase priority goes to the reactive player who has the next turn: with bob skipping his, carol", () => {
    const g = createGameFromPosition({
      library: lib,
      board: { ...arc, dots: { ...arc.dots, s3: { at: [0, -10], kind: "starting" } } },
      seed: 1,
      players: [
        { id: "alice", lifeBase: { card: "Life Base", at: "s1" }, hand: ["Time Lock"], deck: times(5, "Mystic Crystal") },
        { id: "bob", lifeBase: { card: "Life Base", at: "s2" }, deck: times(5, "Mystic Crystal") },
        { id: "carol", lifeBase: { card: "Life Base", at: "s3" }, deck: times(5, "Mystic Crystal") },
      ],
    });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Time Lock"), targets: [{ player: "bob" }] });
    passUntilEmpty(g);
    for (const p of ["alice", "bob", "carol"]) ok(g, { type: "pass", player: p });
    expect(g.turn()).toMatchObject({ active: "alice", phase: "end" });
    expect(g.priority()).toBe("carol");
    for (const p of ["carol", "alice", "bob"]) ok(g, { type: "pass", player: p }); // 201.4 clockwise from carol
    expect(g.turn()).toMatchObject({ active: "carol", number: 2 });
  });

  it("Table 1: with a trigger on the stack in the Reactivation Phase, the players may generate energy (the active player first), here to pay an unless", () => {
    // Toll Gate: "At the beginning of each player's Reactivation Phase, you draw 1 card unless any player pays C1."
    const tollGate = card({
      name: "Toll Gate",
      type: "Effect Card",
      permanent: true,
      abilities: [
        {
          kind: "triggered",
          trigger: { on: "phaseBegins", phase: "reactivation", whose: "each" },
          mode: mode([], [{ op: "unless", payer: { ref: "allPlayers" }, cost: { C: 1 }, effects: [{ op: "draw", who: { ref: "you" }, n: 1 }] }]),
          summon: false,
          text: "At the beginning of each player's Reactivation Phase, you draw 1 card unless any player pays C1.",
        },
      ],
    });
    const g = arcGame({ alice: { play: ["Mystic Crystal"] }, bob: { play: ["Toll Gate"] } }, { library: { ...lib, "Toll Gate": tollGate }, turn: { active: "bob", phase: "end" } });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    // alice's turn: 701.1 her crystal is reactivated, then Toll Gate triggers and she holds priority.
    expect(g.turn()).toMatchObject({ active: "alice", phase: "reactivation" });
    expect(g.stackView()).toEqual([{ player: "bob", label: "Toll Gate" }]);
    expect(g.priority()).toBe("alice");
    // Only energy and passing: Table 1 has no stackable action but triggers in this phase.
    expect(
      g
        .legalActions("alice")
        .map((a) => a.type)
        .sort(),
    ).toEqual(["activate", "concede", "pass"]);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    expect(g.pending()).toMatchObject({ player: "alice", kind: "unless" });
    ok(g, { type: "answer", player: "alice", choice: "yes" });
    expect(g.zone("bob", "hand")).toEqual([]);
    expect(g.turn()).toMatchObject({ active: "alice", phase: "draw" });
  });

  it("durations: 'until end of turn' ends with the turn; 'until your next Reactivation Phase' lasts through the next player's turn", () => {
    const g = arcGame({ alice: { play: [{ card: "Tide Beast", at: "b" }], hand: ["Slow", "Sprint"] } });
    const beast = ref(g, "alice/Tide Beast");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Slow"), targets: [{ card: beast }] });
    passUntilEmpty(g);
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Sprint"), targets: [{ card: beast }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(beast).speed).toBe(3);
    endTurn(g);
    expect(g.effectiveStats(beast).speed).toBe(5); // Slow is gone, Sprint stays in bob's turn
    endTurn(g);
    expect(g.effectiveStats(beast).speed).toBe(3);
  });

  it("703.7 / 704.6 'At the end of each turn' triggers get the End Phase before the turn ends (phaseEnds)", () => {
    // A test-only Effect (fixtures.ts): "At the end of each turn, draw 1 card."
    const g = arcGame({ alice: { play: ["Hourglass"], deck: times(5, "Mystic Crystal") } });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.stackView()).toEqual([{ player: "alice", label: "Hourglass" }]);
    expect(g.turn().phase).toBe("end");
    expect(g.priority()).toBe("bob");
    passUntilEmpty(g);
    expect(g.zone("alice", "hand")).toHaveLength(1);
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.turn()).toEqual({ active: "bob", phase: "draw", number: 2 });
  });
});
