// apps/play/describe.ts: actions, stack entries and events in words, cards named OWNER/NAME, each
// event with the rule behind it and the reason the rules give (#16: "is destroyed" said why).
import { describe, expect, it } from "vitest";
import { actionRule, describeAction, describeEntry, describeEvent, EVENT_RULES, formatCost } from "../../apps/play/describe.ts";
import { cardId, ok, position } from "../ai/helpers.ts";
import { endTurn } from "../runtime/fixtures.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

describe("describing actions", () => {
  const game = position({ hand: ["Starfall", "Focused Ray", "Comet Drake"], play: ["Tide Shard", "Tide Shard"] }, { play: [{ card: "Thornback Boar", at: "a8" }] });
  const boar = cardId(game, "bob", "Thornback Boar");
  const lb = cardId(game, "alice", "Brass Observatory");

  it("a cast with its target: cast Starfall targeting bob/Thornback Boar", () => {
    expect(describeAction(game, { type: "cast", player: "alice", card: cardId(game, "alice", "Starfall"), targets: [{ card: boar }] })).toBe("cast Starfall targeting bob/Thornback Boar");
  });

  it("a summon cast names no dot (402.6: its dot is chosen when it resolves); an additional cost paid twice says so (204.4)", () => {
    expect(describeAction(game, { type: "cast", player: "alice", card: cardId(game, "alice", "Comet Drake") })).toBe("cast Comet Drake");
    expect(describeAction(game, { type: "cast", player: "alice", card: cardId(game, "alice", "Focused Ray"), targets: [{ card: boar }], extra: 2 })).toBe(
      "cast Focused Ray targeting bob/Thornback Boar (additional effect paid 2×)",
    );
  });

  it("moves by their path, attacks by target, crystals by the energy they produce, passes", () => {
    expect(describeAction(game, { type: "move", player: "alice", card: lb, path: ["s1", "a1", "b1"] })).toBe("move Brass Observatory s1 → a1 → b1");
    expect(describeAction(game, { type: "attack", player: "alice", card: lb, target: boar })).toBe("attack bob/Thornback Boar with Brass Observatory");
    expect(describeAction(game, { type: "activate", player: "alice", card: cardId(game, "alice", "Tide Shard") })).toBe("activate Tide Shard for energy (M1)");
    expect(describeAction(game, { type: "pass", player: "alice" })).toBe("pass");
  });

  it("energy in card-text order: M2 B1 C1", () => {
    expect(formatCost({ C: 1, B: 1, M: 2 })).toBe("M2 B1 C1");
    expect(formatCost({})).toBe("nothing");
  });

  it("a stack entry with its announcer and target, and what its resolution did", () => {
    const g = position({ hand: ["Starfall"], play: ["Tide Shard", "Tide Shard"] }, { play: [{ card: "Thornback Boar", at: "a8" }] });
    for (const id of g.zone("alice", "play")) if (cardIn(g.state, id).name === "Tide Shard") ok(g, { type: "activate", player: "alice", card: id });
    ok(g, { type: "cast", player: "alice", card: cardId(g, "alice", "Starfall"), targets: [{ card: cardId(g, "bob", "Thornback Boar") }] });
    expect(describeEntry(g, g.state.stack[0]!)).toBe("alice: cast Starfall targeting bob/Thornback Boar");
    ok(g, { type: "pass", player: "bob" });
    const r = g.perform({ type: "pass", player: "alice" });
    expect(r.ok).toBe(true);
    const told = r.ok ? r.events.map((e) => describeEvent(g, e)).filter((x) => x) : [];
    // Starfall deals 3 to the Boar (Defense 2): 210.5 lethal damage destroys it.
    expect(told).toContain("bob/Thornback Boar is dealt 3 damage by alice/Starfall (210)");
    expect(told).toContain("bob/Thornback Boar is destroyed: lethal damage, 3 on Defense 2 (210.5)");
    expect(told).toContain("alice's Starfall resolves: all players passed (201.5)");
    // Its leaving play is told once, by the destruction.
    expect(told.filter((t) => t!.includes("leaves play"))).toEqual([]);
  });

  it("602.5: a summon left on an ending dot is destroyed at the end of the turn, and says so", () => {
    const g = position({ hand: ["Comet Drake"], play: ["Tide Shard", "Tide Shard", "Verdant Shard"] }, {});
    for (const id of g.zone("alice", "play")) if (cardIn(g.state, id).at === null) ok(g, { type: "activate", player: "alice", card: id });
    ok(g, { type: "cast", player: "alice", card: cardId(g, "alice", "Comet Drake") });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "answer", player: "alice", choice: "e1" }); // 402.6 where it comes into play
    expect(g.dotOf(cardId(g, "alice", "Comet Drake"))).toBe("e1");
    const from = g.state.log.length;
    endTurn(g);
    const told = g.state.log.slice(from).map((e, i) => describeEvent(g, e, from + i));
    expect(told).toContain("alice/Comet Drake is destroyed: on the ending dot e1 at the end of the turn (602.5)");
    expect(told).toContain("turn 2: bob's turn (700.1)");
  });

  it("every event kind it tells has a rule; actions name theirs (crystals 200.1b, moves 202.2)", () => {
    for (const rule of Object.values(EVENT_RULES)) expect(rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
    const g = position({ hand: ["Tide Shard", "Starfall"], play: ["Tide Shard"] }, {});
    expect(actionRule(g, { type: "cast", player: "alice", card: cardId(g, "alice", "Tide Shard", 2) })).toBe("200.1b");
    expect(actionRule(g, { type: "activate", player: "alice", card: cardId(g, "alice", "Tide Shard") })).toBe("203.3");
    expect(actionRule(g, { type: "move", player: "alice", card: cardId(g, "alice", "Brass Observatory"), path: ["s1", "a1"] })).toBe("202.2");
    expect(actionRule(g, { type: "pass", player: "alice" })).toBe("201.3");
  });
});

describe("the result line (106.2-106.3)", () => {
  it("names how the game ended, from the human's side", async () => {
    const { resultLine } = await import("../../apps/play/session.ts");
    const { arcGame, ok: perform, passUntilEmpty, ref, times } = await import("../runtime/fixtures.ts");
    const conceded = arcGame({});
    perform(conceded, { type: "concede", player: "alice" });
    expect(resultLine(conceded, "bob")).toBe("result: you win — alice gave up (106.3)");
    expect(resultLine(conceded, "alice")).toBe("result: bob wins — you gave up (106.3)");

    const race = arcGame({ alice: { lifeBase: { card: "Life Base", at: "c" }, start: "s1", hand: ["Shove"] } });
    perform(race, { type: "cast", player: "alice", card: ref(race, "alice/Shove"), targets: [{ card: ref(race, "alice/Life Base") }] });
    passUntilEmpty(race, { alice: ["e1"] });
    expect(resultLine(race, "alice")).toBe("result: you win — your Life Base reached an ending dot (602.2)");

    const empty = arcGame({ alice: { hand: ["Windfall"], deck: times(3, "Mystic Crystal") }, bob: { deck: [] } });
    perform(empty, { type: "cast", player: "alice", card: ref(empty, "alice/Windfall") });
    passUntilEmpty(empty);
    expect(resultLine(empty, "alice")).toBe("result: you win — bob had to draw from an empty deck (106.3)");
  });
});
