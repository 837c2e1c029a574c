// 106.1a: two players/teams that lose at the same time draw. Life Bases that leave play by one
// effect (one sentence acting on all its objects, with the lethal damage it deals) leave at the same
// time: their owners lose together (210.8), whoever comes first in setup order.
import { describe, expect, it } from "vitest";
import { createGameFromPosition } from "../../runtime/index.ts";
import type { CardDefinition, Filter } from "../../runtime/x610z/abilities.ts";
import { arc, arcGame, card, effect, lib, mode, ok, passUntilEmpty, ref, times } from "./fixtures.ts";

const all = (filter: Partial<Filter> = {}) => ({ ref: "all", filter: { kind: "summon", ...filter } }) as const;
const library: Record<string, CardDefinition> = {
  ...lib,
  Cataclysm: card({ name: "Cataclysm", type: "Effect Card", abilities: [effect("Destroy all Summons.", mode([], [{ op: "destroy", what: all() }]))] }),
  Inferno: card({ name: "Inferno", type: "Effect Card", abilities: [effect("Deal 12 damage to all Summons.", mode([], [{ op: "damage", amount: 12, to: all() }]))] }),
  Purge: card({
    name: "Purge",
    type: "Effect Card",
    abilities: [effect("Destroy all Summons your opponents control.", mode([], [{ op: "destroy", what: all({ controller: "opponent" }) }]))],
  }),
  "Two Strikes": card({
    name: "Two Strikes",
    type: "Effect Card",
    abilities: [
      effect(
        "Destroy target Summon. Destroy another target Summon.",
        mode(
          [
            { kind: "object", filter: { kind: "summon" } },
            { kind: "object", filter: { kind: "summon" }, distinctFrom: [0] },
          ],
          [
            { op: "destroy", what: { ref: "target", index: 0 } },
            { op: "destroy", what: { ref: "target", index: 1 } },
          ],
        ),
      ),
    ],
  }),
};

const castAndResolve = (g: ReturnType<typeof arcGame>, player: string, name: string, targets: string[] = []) => {
  ok(g, { type: "cast", player, card: ref(g, `${player}/${name}`), targets: targets.map((t) => ({ card: ref(g, t) })) });
  passUntilEmpty(g);
};

describe("106.1a Life Bases destroyed by the same effect", () => {
  for (const order of [
    ["alice", "bob"],
    ["bob", "alice"],
  ] as const) {
    it(`106.1a two Life Bases destroyed by one effect is a draw (${order[0]} first in setup order)`, () => {
      const g = arcGame({ alice: { hand: ["Cataclysm"] } }, { library, order: [...order], turn: { active: "alice" } });
      castAndResolve(g, "alice", "Cataclysm");
      expect(g.result()).toEqual({ winners: [], losers: [], draw: true, reason: "lifeBaseLeftPlay" });
    });
  }

  it("106.1a two Life Bases with lethal damage from one effect (210.5: 12 damage, Defense 12) is a draw", () => {
    const g = arcGame({ bob: { hand: ["Inferno"] } }, { library, turn: { active: "bob" } });
    castAndResolve(g, "bob", "Inferno");
    expect(g.result()).toEqual({ winners: [], losers: [], draw: true, reason: "lifeBaseLeftPlay" });
    // Both left play (210.8), not only the first one in setup order.
    expect(g.zone("alice", "discard").map((id) => g.state.cards[id]!.name)).toContain("Life Base");
    expect(g.zone("bob", "discard").map((id) => g.state.cards[id]!.name)).toContain("Life Base");
  });

  it("106.1a a second sentence acts after the first: the Life Base destroyed first decides the game (210.8)", () => {
    const g = arcGame({ alice: { hand: ["Two Strikes"] } }, { library, turn: { active: "alice" } });
    castAndResolve(g, "alice", "Two Strikes", ["bob/Life Base", "alice/Life Base"]);
    expect(g.result()).toEqual({ winners: ["alice"], losers: ["bob"], draw: false, reason: "lifeBaseLeftPlay" });
  });

  it("106.1a, 106.1b two teams whose Life Bases one effect destroys lose at the same time: a draw", () => {
    const g = createGameFromPosition({
      library,
      board: arc,
      seed: 1,
      players: [
        { id: "a1", team: "A", lifeBase: { card: "Life Base", at: "s1" }, hand: ["Two Strikes"], deck: times(3, "Mystic Crystal") },
        { id: "b1", team: "B", lifeBase: { card: "Life Base", at: "a" }, deck: times(3, "Mystic Crystal") },
        { id: "a2", team: "A", lifeBase: { card: "Life Base", at: "s2" }, deck: times(3, "Mystic Crystal") },
        { id: "b2", team: "B", lifeBase: { card: "Life Base", at: "b" }, deck: times(3, "Mystic Crystal") },
      ],
      turn: { active: "a1" },
    });
    // Destroying a teammate's and an opponent's Life Base in two sentences: team B loses first.
    ok(g, { type: "cast", player: "a1", card: ref(g, "a1/Two Strikes"), targets: [{ card: ref(g, "b2/Life Base") }, { card: ref(g, "a2/Life Base") }] });
    passUntilEmpty(g);
    expect(g.result()).toEqual({ winners: ["a1", "a2"], losers: ["b1", "b2"], draw: false, reason: "lifeBaseLeftPlay" });

    const h = createGameFromPosition({
      library,
      board: arc,
      seed: 1,
      players: [
        { id: "a1", team: "A", lifeBase: { card: "Life Base", at: "s1" }, hand: ["Cataclysm"], deck: times(3, "Mystic Crystal") },
        { id: "b1", team: "B", lifeBase: { card: "Life Base", at: "a" }, deck: times(3, "Mystic Crystal") },
        { id: "a2", team: "A", lifeBase: { card: "Life Base", at: "s2" }, deck: times(3, "Mystic Crystal") },
        { id: "b2", team: "B", lifeBase: { card: "Life Base", at: "b" }, deck: times(3, "Mystic Crystal") },
      ],
      turn: { active: "a1" },
    });
    ok(h, { type: "cast", player: "a1", card: ref(h, "a1/Cataclysm") });
    passUntilEmpty(h);
    expect(h.result()).toEqual({ winners: [], losers: [], draw: true, reason: "lifeBaseLeftPlay" });
  });

  it("106.1a, 106.1 three players with placings: two Life Bases destroyed by one effect lose together and share the last place", () => {
    const g = createGameFromPosition({
      library,
      board: arc,
      seed: 1,
      placings: true,
      players: [
        { id: "alice", lifeBase: { card: "Life Base", at: "s1" }, hand: ["Purge"], deck: times(5, "Mystic Crystal") },
        { id: "bob", lifeBase: { card: "Life Base", at: "a" }, deck: times(5, "Mystic Crystal") },
        { id: "carol", lifeBase: { card: "Life Base", at: "c" }, deck: times(5, "Mystic Crystal") },
      ],
      turn: { active: "alice" },
    });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Purge") });
    passUntilEmpty(g);
    // 106.2 his opponents have lost: alice wins; bob and carol lost at the same time, neither after the other.
    expect(g.result()).toEqual({ winners: ["alice"], losers: ["bob", "carol"], draw: false, reason: "lifeBaseLeftPlay", places: [["alice"], ["bob", "carol"]] });
  });
});
