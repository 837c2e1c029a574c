// Bounded by construction (issue 18): no card, action or position makes the engine queue, list or
// keep without bound, read a prototype, or log what an action carried along. Each test is named by
// the rule or the property it protects; each failed on main before the fix.
import { describe, expect, it } from "vitest";
import { MAX_CANDIDATES } from "../../runtime/x610z/actions.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGame, createGameFromPosition, replay, restoreGame, type Action, type Game, type PositionPlayer } from "../../runtime/index.ts";
import type { CardDefinition, Mode } from "../../runtime/x610z/abilities.ts";
import { arcGame, card, core, lib, mode, ok, ref, testDeck, times } from "./fixtures.ts";

const summon = { kind: "object", filter: { kind: "summon" } } as const;
const t0 = { ref: "target", index: 0 } as const;

/** A crystal that produces `n` M energy (a hand-made library: what the compiler bounds, the engine
 *  must survive anyway). */
const bigCrystal = (n: number): CardDefinition =>
  card({ name: "Big Crystal", type: "Energy Crystal Card", restriction: null, permanent: true, abilities: [{ kind: "produces", energy: { M: n }, text: `Produces M${n}.` }] });

/** "Heal 1 damage from target Summon. For each extra M1: heal 1 more damage from that Summon." */
const Mend = card({
  name: "Mend",
  type: "Effect Card",
  cost: { M: 1 },
  abilities: [
    {
      kind: "effect",
      text: "Heal 1 damage from target Summon.\nFor each extra M1: heal 1 more damage from that Summon.",
      modes: [mode([summon], [{ op: "heal", amount: 1, from: t0 }], [{ kind: "forEachExtra", cost: { M: 1 }, effects: [{ op: "heal", amount: 1, from: t0 }] }])],
    },
  ],
});

/** "For each extra M1: add M1 to your Energy Pool." (every payment's run changes the state) */
const Refund = card({
  name: "Refund",
  type: "Effect Card",
  cost: { M: 1 },
  abilities: [
    {
      kind: "effect",
      text: "Draw 0 cards.\nFor each extra M1: add M1 to your Energy Pool.",
      modes: [mode([], [], [{ kind: "forEachExtra", cost: { M: 1 }, effects: [{ op: "addEnergy", who: { ref: "you" }, energy: { M: 1 } }] }])],
    },
  ],
});

function extraGame(n: number): Game {
  const library = { ...lib, Mend, Refund, "Big Crystal": bigCrystal(n + 1) };
  return arcGame({ alice: { play: ["Big Crystal"], hand: ["Mend", "Refund"] }, bob: { play: [{ card: "Hunter Dragon", at: "b", damage: 2 }] } }, { library });
}

describe("bounded: additional costs are counted, not queued (204.4, 207.2)", () => {
  it("bounded: 1,000,000 For each extra payments resolve in O(1) tasks", () => {
    const g = extraGame(1_000_000);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Big Crystal") });
    const dragon = ref(g, "bob/Hunter Dragon");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Mend"), targets: [{ card: dragon }], extra: 1_000_000 });
    let most = 0;
    const step = g.engine.rules.step;
    // Watch the agenda while the entry resolves.
    g.engine.rules = { ...g.engine.rules, step: (E, t) => ((most = Math.max(most, E.state.agenda.length)), step(E, t)) };
    const t = performance.now();
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.state.stack).toEqual([]);
    expect(g.damageOn(dragon)).toBe(0); // the first payments healed it; the rest found nothing to heal
    expect(most).toBeLessThanOrEqual(4); // resolve, one task per run of effects: never one per payment
    expect(performance.now() - t).toBeLessThan(2000);
  });

  it("bounded: a For each extra paid 300,000 times whose every run changes the state resolves, and the game goes on (no step limit)", () => {
    const g = extraGame(300_000);
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Big Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Refund"), extra: 300_000 });
    ok(g, { type: "pass", player: "bob" });
    ok(g, { type: "pass", player: "alice" });
    expect(g.pool("alice")).toEqual({ M: 300_000 });
    ok(g, { type: "pass", player: "alice" }); // before the fix: "internal engine error (... 200000 steps ...)" for ever
  });

  it("204.4 extra is at most 1,000,000 payments per additional cost, refused beyond with the rule", () => {
    const g = extraGame(10);
    const r = g.check({ type: "cast", player: "alice", card: ref(g, "alice/Refund"), extra: 1_000_001 });
    expect(r).toEqual({ ok: false, error: expect.stringContaining("204.4") });
  });
});

describe("bounded: legal actions are capped per decision, not per mode", () => {
  /** One card with 300 modes of two targets and a For each extra, on a six-player board. */
  const Hydra: CardDefinition = card({
    name: "Hydra",
    type: "Effect Card",
    abilities: [
      {
        kind: "effect",
        text: "(300 modes)",
        modes: Array.from({ length: 300 }, (): Mode =>
          mode(
            [summon, { kind: "object", filter: { kind: "summon" }, distinctFrom: [0] }],
            [{ op: "damage", amount: 1, to: t0 }],
            [{ kind: "forEachExtra", cost: {}, effects: [{ op: "damage", amount: 1, to: t0 }] }],
          ),
        ),
      },
    ],
  });

  it("bounded: a 300-mode card with copies in hand on a 6-player board lists at most MAX_CANDIDATES actions, fast", () => {
    const starts = ["s1", "s2", "s3", "s4", "s5", "s6"];
    const players: PositionPlayer[] = starts.map((s, i) => ({
      id: `p${i + 1}`,
      lifeBase: { card: "Life Base", at: s },
      play: [{ card: "Hunter Dragon", at: `a${2 * i + 1}` }],
      hand: i === 0 ? times(5, "Hydra") : [],
      deck: ["Spark"],
    }));
    const library = { ...lib, Hydra };
    const g = createGameFromPosition({ library, board: act1, seed: 1, players });
    const t = performance.now();
    const legal = g.legalActions("p1");
    expect(performance.now() - t).toBeLessThan(3000);
    expect(legal.length).toBeLessThanOrEqual(MAX_CANDIDATES + 10);
    expect(legal[0]).toEqual({ type: "concede", player: "p1" });
    expect(legal.some((a) => a.type === "pass")).toBe(true);
    // Every listed action is accepted, and one the listing left out still is (perform accepts every legal action).
    expect(g.check(legal[legal.length - 1]!).ok).toBe(true);
    const hydra = g.zone("p1", "hand")[4]!;
    const [a, b] = [g.zone("p3", "play")[1]!, g.zone("p6", "play")[1]!];
    expect(g.check({ type: "cast", player: "p1", card: hydra, mode: 299, targets: [{ card: a }, { card: b }], extra: 7 }).ok).toBe(true);
  });
});

describe("no prototype look-ups from input", () => {
  const crystals = (id: string): Game =>
    createGameFromPosition({
      library: lib,
      board: act1,
      seed: 1,
      players: [
        { id, lifeBase: { card: "Life Base", at: "s1" }, hand: times(3, "Mystic Crystal"), deck: times(5, "Mystic Crystal") },
        { id: "bob", lifeBase: { card: "Life Base", at: "s4" }, deck: times(5, "Boost Crystal") },
      ],
    });

  for (const id of ["constructor", "__proto__", "toString"]) {
    it(`403.1 a player named ${id} casts one Energy Crystal Card per turn`, () => {
      const g = crystals(id);
      const hand = g.zone(id, "hand");
      ok(g, { type: "cast", player: id, card: hand[0]! });
      const second = g.perform({ type: "cast", player: id, card: hand[1]! });
      expect(second).toEqual({ ok: false, error: `403.1 ${id} already cast an Energy Crystal Card this turn` });
      expect(g.zone(id, "play")).toHaveLength(2);
      // Also after the state went through JSON (a save restored).
      const r = restoreGame(JSON.parse(JSON.stringify(g.state)), lib, act1);
      expect(r.perform({ type: "cast", player: id, card: hand[2]! }).ok).toBe(false);
    });
  }

  it("101.1 a deck of 25 x toString (or valueOf) is refused: a card name is a card of the library, not a property", () => {
    for (const name of ["toString", "valueOf", "__proto__", "constructor"]) {
      expect(() =>
        createGame({
          library: core,
          board: act1,
          seed: 1,
          players: [
            { id: "p1", deck: [...testDeck(), ...times(25, name)] },
            { id: "p2", deck: testDeck() },
          ],
        }),
      ).toThrow(`no card named "${name}"`);
    }
    expect(() =>
      createGameFromPosition({
        library: lib,
        board: act1,
        seed: 1,
        players: [
          { id: "a", lifeBase: { card: "Life Base", at: "s1" }, hand: ["toString"] },
          { id: "b", lifeBase: { card: "Life Base", at: "s4" } },
        ],
      }),
    ).toThrow(`no card named "toString"`);
  });

  it('208.1 a target { card: "__proto__" } is refused by check and perform, with no rebuild', () => {
    const g = arcGame({ alice: { play: times(3, "Mystic Crystal"), hand: ["Spark"] } });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    const spark = ref(g, "alice/Spark");
    for (const card of ["__proto__", "constructor", "hasOwnProperty"]) {
      expect(g.check({ type: "cast", player: "alice", card: spark, targets: [{ card }] })).toEqual({ ok: false, error: `208.1 there is no card "${card}"` });
      expect(g.check({ type: "cast", player: "alice", card })).toEqual({ ok: false, error: `there is no card "${card}"` });
      expect(g.check({ type: "attack", player: "alice", card: ref(g, "alice/Life Base"), target: card }).ok).toBe(false);
    }
    let rebuilt = false;
    const restart = (g as unknown as { restart: () => unknown }).restart.bind(g);
    (g as unknown as { restart: () => unknown }).restart = () => ((rebuilt = true), restart());
    expect(g.perform({ type: "cast", player: "alice", card: spark, targets: [{ card: "__proto__" }] }).ok).toBe(false);
    expect(rebuilt).toBe(false);
  });
});

describe("actions are normalised at the edge", () => {
  it("unknown fields of an action are dropped before it is logged (the replay log keeps what the rules read)", () => {
    const g = arcGame({ alice: { play: times(3, "Mystic Crystal"), hand: ["Spark"] } });
    const junk = "x".repeat(100_000);
    for (let i = 0; i < 10; i++) {
      const a = { type: "activate", player: "alice", card: ref(g, `alice/Mystic Crystal#${(i % 3) + 1}`), junk, nested: { junk } } as unknown as Action;
      g.perform(a);
    }
    ok(g, { type: "pass", player: "alice", carry: junk } as unknown as Action);
    expect(JSON.stringify(g.actions).length).toBeLessThan(1000);
    expect(g.actions.at(-1)).toEqual({ type: "pass", player: "alice" });
    expect(replay(g.origin!, g.actions).state).toEqual(g.state);
  });

  it("values are type-checked: a wrong kind refuses the action, naming the field", () => {
    const g = arcGame({ alice: { play: times(3, "Mystic Crystal"), hand: ["Spark"] } });
    const spark = ref(g, "alice/Spark");
    expect(g.perform({ type: "cast", player: "alice", card: spark, targets: "c1" } as unknown as Action)).toEqual({ ok: false, error: expect.stringContaining("targets") });
    expect(g.perform({ type: "cast", player: "alice", card: spark, mode: 0.5 } as unknown as Action)).toEqual({ ok: false, error: expect.stringContaining("mode") });
    expect(g.perform({ type: "cast", player: "alice", card: spark, pay: "M" } as unknown as Action)).toEqual({ ok: false, error: expect.stringContaining("pay") });
    expect(g.perform({ type: "answer", player: "alice", choice: { x: 1 } } as unknown as Action)).toEqual({ ok: false, error: expect.stringContaining("choice") });
    expect(g.perform(null as unknown as Action).ok).toBe(false);
  });

  it("403.3 junk mode, extra or pay on an Energy Crystal Card cast is refused, not silently read", () => {
    const g = arcGame({ alice: { hand: ["Mystic Crystal"] } });
    const crystal = ref(g, "alice/Mystic Crystal");
    expect(g.perform({ type: "cast", player: "alice", card: crystal, mode: 7 }).ok).toBe(false);
    expect(g.perform({ type: "cast", player: "alice", card: crystal, extra: 5 }).ok).toBe(false);
    expect(g.perform({ type: "cast", player: "alice", card: crystal, pay: [{}] } as unknown as Action).ok).toBe(false);
    ok(g, { type: "cast", player: "alice", card: crystal });
  });

  it("an action is trusted by where it came from (the listing, by identity), never by a field: listed actions are frozen", () => {
    const g = arcGame({ alice: { play: times(3, "Mystic Crystal"), hand: ["Spark"] } });
    const listed = g.legalActions("alice");
    expect(Object.isFrozen(listed[0])).toBe(true);
    const copy = { ...listed.find((a) => a.type === "pass")!, trusted: true } as unknown as Action;
    ok(g, copy);
    expect(g.actions.at(-1)).toEqual({ type: "pass", player: "alice" });
  });
});
