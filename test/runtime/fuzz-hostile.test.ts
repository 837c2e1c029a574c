// Fuzz (issue 18): seeded games with hostile cards (triggers feeding each other, a healer, huge
// For each extra payments, long target chains, hundreds of modes) and a hostile player (who pays
// extras by the hundred thousand and sends junk actions), under a memory and a time bound. Every
// game must end by a rule (a win, a draw, the loop rule): never by this test's own cap.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGame, playerToAct, RandomAgent, type Action, type Game } from "../../runtime/index.ts";
import type { Ability, CardDefinition, Mode } from "../../runtime/x610z/abilities.ts";
import { randomBelow, seedRng } from "../../runtime/core/rng.ts";

const REPO = join(import.meta.dirname, "../..");
const CAP = 30_000; // the test's own cap on actions a game: no game may reach it

function starter(): Record<string, CardDefinition> {
  const lib: Record<string, CardDefinition> = {};
  const dir = join(REPO, "cards");
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".card"))
    .sort()) {
    for (const c of compile(readFileSync(join(dir, f), "utf8"), f).cards) if (!Object.hasOwn(lib, c.name)) lib[c.name] = c;
  }
  return lib;
}

const summonTarget = { kind: "object", filter: { kind: "summon" } } as const;
const anySummon = { ref: "any", filter: { kind: "summon" } } as const;
const t = (index: number) => ({ ref: "target", index }) as const;
const mode = (targets: Mode["targets"], effects: Mode["effects"], additional: Mode["additional"] = []): Mode => ({ targets, effects, additional });
const def = (name: string, type: string, abilities: Ability[], extra: Partial<CardDefinition> = {}): CardDefinition => ({
  name,
  type,
  cost: {},
  restriction: null,
  permanent: false,
  abilities,
  ...extra,
});

/** The hostile cards: what issue 18 found breaking the engine, as cards a deck may hold. */
function hostile(): Record<string, CardDefinition> {
  const cards: CardDefinition[] = [
    def(
      "Feedback",
      "Effect Card",
      [
        {
          kind: "triggered",
          trigger: { on: "isDealtDamage", subject: anySummon },
          mode: mode([summonTarget], [{ op: "damage", amount: 1, to: t(0) }]),
          summon: false,
          text: "Whenever a Summon is dealt damage, deal 1 damage to target Summon.",
        },
      ],
      { permanent: true },
    ),
    def(
      "Echo",
      "Effect Card",
      [
        {
          kind: "triggered",
          trigger: { on: "isDealtDamage", subject: anySummon },
          mode: mode([{ kind: "object", filter: { kind: "summon", lifeBase: false } }], [{ op: "damage", amount: 1, to: t(0) }]),
          summon: false,
          text: "Whenever a Summon is dealt damage, deal 1 damage to target Non Life Base Summon.",
        },
      ],
      { permanent: true },
    ),
    def(
      "Mender",
      "Effect Card",
      [
        {
          kind: "triggered",
          trigger: { on: "isDealtDamage", subject: anySummon },
          mode: mode([], [{ op: "heal", amount: 1, from: { ref: "triggerSubject" } }]),
          summon: false,
          text: "Whenever a Summon is dealt damage, heal 1 damage from it.",
        },
      ],
      { permanent: true },
    ),
    def(
      "Restless",
      "Effect Card",
      [
        {
          kind: "triggered",
          trigger: { on: "moves", subject: anySummon },
          mode: mode([], [{ op: "move", what: { ref: "triggerSubject" }, upTo: 1 }]),
          summon: false,
          text: "Whenever a Summon moves, move it up to 1 dot.",
        },
      ],
      { permanent: true },
    ),
    def("Wellspring Crystal", "Energy Crystal Card", [{ kind: "produces", energy: { M: 9999 }, text: "Produces M9999." }], { permanent: true }),
    def(
      "Torrent",
      "Effect Card",
      [
        {
          kind: "effect",
          text: "Deal 1 damage to target Summon. For each extra M1: deal 1 more damage to that Summon.",
          modes: [mode([summonTarget], [{ op: "damage", amount: 1, to: t(0) }], [{ kind: "forEachExtra", cost: { M: 1 }, effects: [{ op: "damage", amount: 1, to: t(0) }] }])],
        },
      ],
      { cost: { M: 1 } },
    ),
    def(
      "Spring",
      "Effect Card",
      [
        {
          kind: "effect",
          text: "For each extra M1: add M1 to your Energy Pool.",
          modes: [mode([], [], [{ kind: "forEachExtra", cost: { M: 1 }, effects: [{ op: "addEnergy", who: { ref: "you" }, energy: { M: 1 } }] }])],
        },
      ],
      { cost: { M: 1 } },
    ),
    def("Chain Lightning", "Effect Card", [
      {
        kind: "effect",
        text: "Deal 1 damage to target Summon and 1 damage to another target Summon and ... (16 targets)",
        modes: [
          mode(
            Array.from({ length: 16 }, (_, i) => (i === 0 ? summonTarget : { ...summonTarget, distinctFrom: Array.from({ length: i }, (_, k) => k) })),
            Array.from({ length: 16 }, (_, i) => ({ op: "damage" as const, amount: 1, to: t(i) })),
          ),
        ],
      },
    ]),
    def("Hydra", "Effect Card", [
      {
        kind: "effect",
        text: "(300 modes)",
        modes: Array.from({ length: 300 }, () =>
          mode(
            [summonTarget, { ...summonTarget, distinctFrom: [0] }],
            [
              { op: "damage", amount: 1, to: t(0) },
              { op: "heal", amount: 1, from: t(1) },
            ],
          ),
        ),
      },
    ]),
  ];
  return Object.fromEntries(cards.map((c) => [c.name, c]));
}

const seedPick = (rng: number[], list: string[]): string => list[randomBelow(rng, list.length)]!;

/** A deck of 25: a Life Base, crystals, summons of the starter set, and the hostile cards. */
function deck(lib: Record<string, CardDefinition>, rng: number[]): string[] {
  const names = Object.keys(lib);
  const lifeBases = names.filter((n) => lib[n]!.type === "Life Base Card");
  const summons = names.filter((n) => lib[n]!.type === "Summon Card");
  const pick = (list: string[]) => list[randomBelow(rng, list.length)]!;
  return [
    pick(lifeBases),
    ...Array.from({ length: 4 }, () => "Wellspring Crystal"),
    ...Array.from({ length: 6 }, () => pick(summons)),
    seedPick(rng, ["Feedback", "Echo", "Echo"]),
    "Mender",
    "Mender",
    "Restless",
    "Torrent",
    "Spring",
    "Chain Lightning",
    "Hydra",
    "Hydra",
    ...Array.from({ length: 5 }, () => pick(names.filter((n) => lib[n]!.type === "Effect Card"))),
  ];
}

/** A random player who now and then pays a For each extra as often as his pool allows (up to a
 *  million), and sends junk (unknown fields, prototype names, wrong kinds), which must be refused
 *  or cleaned, never crash or stall. */
class HostileAgent {
  private readonly rng: number[];
  private readonly random: RandomAgent;
  constructor(seed: number) {
    this.rng = seedRng(seed ^ 0xbad);
    this.random = new RandomAgent(seed, { unpaid: true });
  }
  /** The action to perform, or null when a junk action went through (cleaned) and was the move. */
  act(game: Game, player: string): Action | null {
    const roll = randomBelow(this.rng, 10);
    if (roll === 0) {
      const junk = [
        { type: "cast", player, card: "__proto__" },
        { type: "cast", player, card: game.zone(player, "hand")[0] ?? "c1", targets: [{ card: "constructor" }], extra: "lots" },
        { type: "pass", player, carry: "x".repeat(10_000) },
        { type: "answer", player, choice: { toString: 1 } },
      ][randomBelow(this.rng, 4)]!;
      const r = game.perform(junk as unknown as Action);
      if (r.ok) {
        expect(JSON.stringify(game.actions.at(-1)).length).toBeLessThan(200); // cleaned before it was logged
        return null;
      }
    }
    const legal = game.legalActions(player);
    if (roll <= 2) {
      const pool = game.pool(player).M ?? 0;
      const extra = legal.find((a) => a.type === "cast" && "extra" in a && a.extra !== undefined);
      if (extra && pool > 1) {
        const big = { ...extra, extra: [Math.min(pool - 1, 1_000_000)] } as Action;
        if (game.check(big).ok) return big;
      }
    }
    return this.random.chooseAction(game, player, legal);
  }
}

describe("fuzz: hostile cards and a hostile player, seeded games", () => {
  it("every game ends by a rule (a win, a draw, the loop rule), never by the test's cap, within time and memory", () => {
    const lib = { ...starter(), ...hostile() };
    const reasons: Record<string, number> = {};
    const start = performance.now();
    const heap0 = process.memoryUsage().heapUsed;
    let peak = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rng = seedRng(seed);
      const n = seed % 4 === 0 ? 3 : 2;
      const players = Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, deck: deck(lib, rng) }));
      const game = createGame({ library: lib, board: act1, seed, players, logLimit: 2_000 });
      const agents = Object.fromEntries(players.map((p, i) => [p.id, new HostileAgent(seed * 10 + i)]));
      const t0 = performance.now();
      let actions = 0;
      while (!game.result() && actions < CAP) {
        const p = playerToAct(game)!;
        const a = agents[p]!.act(game, p);
        const r = a ? game.perform(a) : { ok: true as const };
        expect(r.ok ? "" : r.error).toBe("");
        actions++;
      }
      const result = game.result();
      expect(result, `seed ${seed} reached the test's cap of ${CAP} actions`).not.toBeNull();
      reasons[result!.reason] = (reasons[result!.reason] ?? 0) + 1;
      expect(performance.now() - t0, `seed ${seed}`).toBeLessThan(20_000);
      expect(game.state.log.length).toBeLessThanOrEqual(4_000);
      expect(game.state.stack.length + game.state.waiting.length).toBeLessThanOrEqual(100);
      expect(JSON.stringify(game.state).length).toBeLessThan(20e6);
      peak = Math.max(peak, process.memoryUsage().heapUsed - heap0);
    }
    expect(performance.now() - start).toBeLessThan(240_000);
    expect(peak).toBeLessThan(1.5e9);
    expect(Object.keys(reasons).length).toBeGreaterThan(0);
    console.log("fuzz: how the games ended", reasons, `${Math.round((performance.now() - start) / 1000)} s, peak heap growth ${Math.round(peak / 1048576)} MB`);
  });
});
