// 209.2 counters and the glossary's "Remove" ("To remove a counter."): `Remove N activation|time
// counters from X.`, compiled from card text and played in the engine.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { arcGame, endTurn, lib, names, ok, passUntilEmpty, ref, times } from "./fixtures.ts";

const card = (name: string, sentence: string): CardDefinition => {
  const out = compile(`card ${name}\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  ${sentence}\n`, `${name}.card`);
  expect(out.diagnostics).toEqual([]);
  return out.cards[0]!;
};
const erode = card("Erode", "Remove 2 time counters from target Effect.");
const unwind = card("Unwind", "Remove 5 activation counters from target Effect.");
const siphon = card("Siphon", "Remove 1 time counter from target Effect. When successfully done, draw 1 card.");
const library = { ...lib, Erode: erode, Unwind: unwind, Siphon: siphon };

describe("209.2 Remove N counters from X", () => {
  it("209.2: the sentence compiles to removeCounters, as the test library's Erode has it", () => {
    expect(erode.abilities).toEqual(lib["Erode"]!.abilities);
    expect(unwind.abilities[0]).toMatchObject({ modes: [{ effects: [{ op: "removeCounters", counter: "activation", n: 5 }] }] });
  });

  it("209.2d-f: Erode takes 2 of Second Wind's 3 time counters, so it draws once more and goes to the discard pile", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Second Wind"], hand: ["Erode"], deck: times(20, "Mystic Crystal") } }, { library, turn: { active: "alice", phase: "action", number: 1 } });
    const wind = ref(g, "alice/Second Wind");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Erode"), targets: [{ card: wind }] });
    passUntilEmpty(g);
    expect(g.counters(wind)).toEqual({ time: 1 });
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Erode"]); // 206.2b
    endTurn(g); // bob's turn
    endTurn(g); // alice's: reactivation takes the last time counter (209.2e), the draw phase draws 1 and Second Wind 1
    expect(g.zone("alice", "hand")).toHaveLength(2);
    expect(g.zone("alice", "discard")).toContain(wind); // 209.2f right after its effect resolved
  });

  it("209.2a-c: more than it has takes all of them; at 0 the Effect goes right after its next activation resolves", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal", "Precision Failure"], hand: ["Unwind"] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } }, { library });
    const pf = ref(g, "alice/Precision Failure");
    for (const c of ["alice/Mystic Crystal", "alice/Mystic Crystal#2"]) ok(g, { type: "activate", player: "alice", card: ref(g, c) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Unwind"), targets: [{ card: pf }] });
    passUntilEmpty(g);
    expect(g.counters(pf)).toEqual({ activation: 0 });
    expect(g.zone("alice", "play")).toContain(pf);
    ok(g, { type: "activate", player: "alice", card: pf, targets: [{ card: ref(g, "bob/Hunter Dragon") }] });
    passUntilEmpty(g);
    expect(g.effectiveStats(ref(g, "bob/Hunter Dragon")).range).toBe(0); // its effect took place: Range 2 - 2
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Precision Failure", "Unwind"]);
  });

  it("207.3: removing is done successfully only when a counter came off (Siphon: ... When successfully done, draw 1 card.)", () => {
    const g = arcGame({ alice: { play: ["Mystic Crystal", "Mystic Crystal", "Second Wind", "Precision Failure"], hand: ["Siphon", "Siphon"], deck: times(5, "Boost Crystal") } }, { library });
    for (const c of ["alice/Mystic Crystal", "alice/Mystic Crystal#2"]) ok(g, { type: "activate", player: "alice", card: ref(g, c) });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Siphon"), targets: [{ card: ref(g, "alice/Precision Failure") }] });
    passUntilEmpty(g);
    expect(g.counters(ref(g, "alice/Precision Failure"))).toEqual({ activation: 3 }); // no time counter to remove
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Siphon"]); // nothing drawn
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Siphon#2"), targets: [{ card: ref(g, "alice/Second Wind") }] });
    passUntilEmpty(g);
    expect(g.counters(ref(g, "alice/Second Wind"))).toEqual({ time: 2 });
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Boost Crystal"]);
  });
});
