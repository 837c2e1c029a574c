// The loop rule (core/progress.ts) as X610Z reads it: a game that makes no progress ends as a
// draw with reason "loop"; triggers feeding each other never grow the state without bound; a log
// kept as a ring keeps the state small and serialisable at any length.
import { describe, expect, it } from "vitest";
import { LOOP_CHECK_AFTER, LOOP_QUIET_ACTIONS, MAX_WAITING } from "../../runtime/core/progress.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGameFromPosition, playerToAct, RandomAgent, playGame, type Action, type Game } from "../../runtime/index.ts";
import type { Ability, CardDefinition } from "../../runtime/x610z/abilities.ts";
import { card, lib, mode, ok, ref, times } from "./fixtures.ts";

const anySummon = { ref: "any", filter: { kind: "summon" } } as const;
const nonLifeBase = { kind: "object", filter: { kind: "summon", lifeBase: false } } as const;

const permanent = (name: string, ability: Ability): CardDefinition => card({ name, type: "Effect Card", permanent: true, abilities: [ability] });
/** "Whenever a Summon is dealt damage, deal 1 damage to target Non Life Base Summon." */
const Feedback = permanent("Feedback", {
  kind: "triggered",
  trigger: { on: "isDealtDamage", subject: anySummon },
  mode: mode([nonLifeBase], [{ op: "damage", amount: 1, to: { ref: "target", index: 0 } }]),
  summon: false,
  text: "Whenever a Summon is dealt damage, deal 1 damage to target Non Life Base Summon.",
});
/** "Whenever a Summon is dealt damage, heal 1 damage from it." */
const Mender = permanent("Mender", {
  kind: "triggered",
  trigger: { on: "isDealtDamage", subject: anySummon },
  mode: mode([], [{ op: "heal", amount: 1, from: { ref: "triggerSubject" } }]),
  summon: false,
  text: "Whenever a Summon is dealt damage, heal 1 damage from it.",
});
/** "Whenever a Summon moves, move it up to 1 dot." (nothing a card, damage or a counter shows) */
const Restless = permanent("Restless", {
  kind: "triggered",
  trigger: { on: "moves", subject: anySummon },
  mode: mode([], [{ op: "move", what: { ref: "triggerSubject" }, upTo: 1 }]),
  summon: false,
  text: "Whenever a Summon moves, move it up to 1 dot.",
});
const library = { ...lib, Feedback, Mender, Restless };

/** Passes, stacks triggers in the order they came and answers every other question with its last
 *  option (moving rather than staying): a loop's most stubborn player. */
function stubborn(g: Game, max: number): number {
  let n = 0;
  while (!g.result() && n < max) {
    const d = g.pending();
    const a: Action = d ? { type: "answer", player: d.player, choice: d.kind === "triggerOrder" ? 0 : d.options.length - 1 } : { type: "pass", player: g.priority()! };
    ok(g, a);
    n++;
  }
  return n;
}

function feedbackGame(copies: number, opts: { logLimit?: number } = {}): Game {
  const g = createGameFromPosition({
    library,
    board: act1,
    seed: 3,
    ...opts,
    players: [
      { id: "p1", lifeBase: { card: "Life Base", at: "s1" }, play: [...times(copies, "Feedback"), "Mender", ...times(3, "Mystic Crystal")], hand: ["Spark"], deck: times(10, "Mystic Crystal") },
      { id: "p2", lifeBase: { card: "Life Base", at: "s4" }, play: [{ card: "Iron Vessel", at: "a7" }], deck: times(10, "Boost Crystal") },
    ],
  });
  ok(g, { type: "activate", player: "p1", card: ref(g, "p1/Mystic Crystal") });
  ok(g, { type: "cast", player: "p1", card: ref(g, "p1/Spark"), targets: [{ card: ref(g, "p2/Iron Vessel") }] });
  return g;
}

describe("the loop rule (core/progress.ts)", () => {
  it("loop rule: triggers that feed each other (with a healer) end the game as a draw, reason loop", () => {
    const g = feedbackGame(1);
    const n = stubborn(g, 5000);
    expect(g.result()).toEqual({ winners: [], losers: [], draw: true, reason: "loop" });
    expect(n).toBeGreaterThan(LOOP_CHECK_AFTER); // a normal turn never gets there
    expect(n).toBeLessThan(LOOP_CHECK_AFTER + 200);
    expect(g.state.log.at(-1)).toEqual({ type: "gameOver", result: g.result() });
  });

  it("loop rule: five copies feeding each other grow nothing without bound and end by a rule", () => {
    const g = feedbackGame(5);
    stubborn(g, 20_000);
    expect(g.result()).not.toBeNull();
    expect(g.state.stack.length + g.state.waiting.length).toBeLessThanOrEqual(MAX_WAITING);
    expect(JSON.stringify(g.state).length).toBeLessThan(50e6);
  });

  it(`loop rule: ${LOOP_QUIET_ACTIONS} actions without progress (no card changing zone, no damage, no counter) are a draw`, () => {
    const g = createGameFromPosition({
      library,
      board: act1,
      seed: 1,
      players: [
        { id: "p1", lifeBase: { card: "Life Base", at: "s1" }, play: ["Restless", "Boost Crystal", { card: "Hunter Dragon", at: "a1" }], deck: times(10, "Mystic Crystal") },
        { id: "p2", lifeBase: { card: "Life Base", at: "s4" }, deck: times(10, "Boost Crystal") },
      ],
    });
    // Without fingerprints (a game that gives none), only the progress count can end it.
    const rules = { ...g.engine.rules };
    delete rules.fingerprint;
    g.engine.rules = rules;
    const dragon = ref(g, "p1/Hunter Dragon");
    ok(g, { type: "activate", player: "p1", card: ref(g, "p1/Boost Crystal") });
    ok(
      g,
      g.legalActions("p1").find((a) => a.type === "move" && a.card === dragon)!,
    );
    const n = stubborn(g, 5000);
    expect(g.result()?.reason).toBe("loop");
    expect(g.state.loop!.quiet).toBe(LOOP_QUIET_ACTIONS);
    expect(n).toBeLessThan(LOOP_QUIET_ACTIONS + 10);
  });

  it("loop rule: the same loop with fingerprints ends as soon as a state comes back three times", () => {
    const g = createGameFromPosition({
      library,
      board: act1,
      seed: 1,
      players: [
        { id: "p1", lifeBase: { card: "Life Base", at: "s1" }, play: ["Restless", "Boost Crystal", { card: "Hunter Dragon", at: "a1" }], deck: times(10, "Mystic Crystal") },
        { id: "p2", lifeBase: { card: "Life Base", at: "s4" }, deck: times(10, "Boost Crystal") },
      ],
    });
    const dragon = ref(g, "p1/Hunter Dragon");
    ok(g, { type: "activate", player: "p1", card: ref(g, "p1/Boost Crystal") });
    ok(
      g,
      g.legalActions("p1").find((a) => a.type === "move" && a.card === dragon)!,
    );
    const n = stubborn(g, 5000);
    expect(g.result()?.reason).toBe("loop");
    expect(n).toBeLessThan(LOOP_QUIET_ACTIONS); // before the progress count would end it
  });

  it("bounded: 2,000 listening permanents put at most MAX_WAITING triggers on the stack at once", () => {
    const g = createGameFromPosition({
      library,
      board: act1,
      seed: 1,
      players: [
        { id: "p1", lifeBase: { card: "Life Base", at: "s1" }, play: [...times(2000, "Feedback"), ...times(3, "Mystic Crystal")], hand: ["Spark"], deck: times(10, "Mystic Crystal") },
        { id: "p2", lifeBase: { card: "Life Base", at: "s4" }, play: [{ card: "Iron Vessel", at: "a7" }], deck: times(10, "Boost Crystal") },
      ],
    });
    ok(g, { type: "activate", player: "p1", card: ref(g, "p1/Mystic Crystal") });
    ok(g, { type: "cast", player: "p1", card: ref(g, "p1/Spark"), targets: [{ card: ref(g, "p2/Iron Vessel") }] });
    ok(g, { type: "pass", player: "p2" });
    ok(g, { type: "pass", player: "p1" });
    expect(g.state.stack.length + g.state.waiting.length).toBeLessThanOrEqual(MAX_WAITING);
    expect(() => JSON.stringify(g.state)).not.toThrow();
  });

  it("a log kept as a ring (logLimit, bulk play) keeps the state small at any length, and the replay log whole", () => {
    const g = feedbackGame(1, { logLimit: 100 });
    stubborn(g, 5000);
    expect(g.state.log.length).toBeLessThan(200);
    expect(g.state.logDropped).toBeGreaterThanOrEqual(200);
    expect(g.state.log.at(-1)!.type).toBe("gameOver");
    const whole = feedbackGame(1);
    stubborn(whole, 5000);
    expect(g.actions).toEqual(whole.actions);
    expect(g.state.log).toEqual(whole.state.log.slice(-g.state.log.length));
  });

  it("random games with the loop cards end by a rule, never by the bound", () => {
    for (const seed of [1, 2, 3]) {
      const g = feedbackGame(1 + seed);
      const agents = { p1: new RandomAgent(seed), p2: new RandomAgent(seed + 7) };
      const r = playGame(g, agents, { maxActions: 50_000 });
      expect(r.truncated).toBe(false);
      expect(playerToAct(g)).toBeNull();
    }
  });
});
