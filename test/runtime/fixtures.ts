// Hand-written card definitions mirroring spec/cards/core.card (what the compiler should produce
// from that text), the scenarios' arc board, and helpers to build positions and find cards.
import type { Ability, CardDefinition, Effect, Filter, Mode, TargetSpec } from "../../runtime/x610z/abilities.ts";
import type { BoardData } from "../../runtime/x610z/board.ts";
import { createGameFromPosition, type Game, type Position, type PositionPlayer } from "../../runtime/index.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

const t0 = { ref: "target", index: 0 } as const;
const t1 = { ref: "target", index: 1 } as const;
const self = { ref: "self" } as const;
const fixed = { ref: "fixed" } as const;
const you = { ref: "you" } as const;

const summon = (extra: Partial<Filter> = {}): TargetSpec => ({ kind: "object", filter: { kind: "summon", ...extra } });
export const mode = (targets: TargetSpec[], effects: Effect[], additional: Mode["additional"] = []): Mode => ({ targets, effects, additional });
export const effect = (text: string, ...modes: Mode[]): Ability => ({ kind: "effect", modes, text });

export function card(def: Partial<CardDefinition> & Pick<CardDefinition, "name" | "type">): CardDefinition {
  return { cost: {}, restriction: 3, permanent: false, abilities: [], ...def };
}
function summonCard(name: string, cls: string, cost: Record<string, number>, me: Record<string, number>, stats: [number, number, number, number], abilities: Ability[] = []): CardDefinition {
  const [attack, defense, speed, range] = stats;
  return card({ name, type: "Summon Card", class: cls, element: "Fire", cost, movementEnergy: me, stats: { attack, defense, speed, range }, permanent: true, abilities });
}

const LIFE_BASE = card({
  name: "Life Base",
  type: "Life Base Card",
  class: "Life Base",
  restriction: 1,
  permanent: true,
  movementEnergy: { C: 2 },
  stats: { attack: 1, defense: 12, speed: 1, range: 1 },
});

export const core: Record<string, CardDefinition> = {};
const put = (d: CardDefinition) => (core[d.name] = d);

put(LIFE_BASE);
put(card({ name: "Mystic Crystal", type: "Energy Crystal Card", restriction: null, permanent: true, abilities: [{ kind: "produces", energy: { M: 1 }, text: "Produces M1." }] }));
put(card({ name: "Boost Crystal", type: "Energy Crystal Card", restriction: null, permanent: true, abilities: [{ kind: "produces", energy: { B: 1 }, text: "Produces B1." }] }));
put(
  card({
    name: "Twin Geode",
    type: "Energy Crystal Card",
    restriction: 2,
    permanent: true,
    abilities: [
      { kind: "produces", energy: { C: 1 }, text: "Produces C1." },
      {
        kind: "activated",
        cost: { B: 1 },
        summon: false,
        modes: [mode([summon({ controller: "you" })], [{ op: "modifyStat", what: t0, stat: "speed", delta: 1, duration: "endOfTurn" }])],
        text: "☉, B1: Target Summon you control gets Speed +1 until end of turn.",
      },
    ],
  }),
);
put(
  summonCard(
    "Hunter Dragon",
    "Dragon",
    { M: 2, B: 1 },
    { B: 1 },
    [3, 4, 2, 2],
    [
      {
        kind: "triggered",
        trigger: { on: "attacks", subject: self },
        mode: mode([], [{ op: "modifyStat", what: { ref: "triggerSubject" }, stat: "attack", delta: 1, duration: "whileInPlay" }]),
        summon: true,
        text: "[Whenever this Summon attacks: it gets Attack Power +1.]",
      },
    ],
  ),
);
put(
  summonCard(
    "Tide Beast",
    "Beast",
    { B: 2 },
    { B: 1 },
    [2, 3, 3, 1],
    [{ kind: "paid", cost: { B: 1 }, mode: mode([], [{ op: "modifyStat", what: self, stat: "speed", delta: 2, duration: "whileInPlay" }]), text: "[B1: This Summon gets Speed +2.]" }],
  ),
);
put(
  summonCard(
    "Iron Vessel",
    "Vessel",
    { M: 1, C: 2 },
    { C: 2 },
    [1, 6, 1, 3],
    [{ kind: "activated", cost: {}, summon: true, modes: [mode([], [{ op: "heal", amount: 2, from: self }])], text: "[☉: Heal 2 damage from this Summon.]" }],
  ),
);
put(
  summonCard(
    "Ashen Berserker",
    "Berserker",
    { B: 2, C: 1 },
    { B: 2 },
    [4, 2, 2, 1],
    [
      {
        kind: "continuous",
        effects: [{ op: "untargetable", what: self, by: "opponentsEffects", duration: "whileInPlay" }],
        text: "[This Summon can't be targeted by Effects your opponents control.]",
      },
    ],
  ),
);
put(
  card({
    name: "7 Shooter",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [
      effect(
        "Deal 2 damage to target Summon. or Deal 1 damage to target Summon and 1 damage to another target Summon.",
        mode([summon()], [{ op: "damage", amount: 2, to: t0 }]),
        mode(
          [summon(), { kind: "object", filter: { kind: "summon" }, distinctFrom: [0] }],
          [
            { op: "damage", amount: 1, to: t0 },
            { op: "damage", amount: 1, to: t1 },
          ],
        ),
      ),
    ],
  }),
);
put(
  card({
    name: "Bullseye",
    type: "Effect Card",
    cost: { M: 1, C: 1 },
    abilities: [
      effect(
        "Deal 2 damage to target Summon. With extra M2: deal 2 more damage to that Summon.",
        mode([summon()], [{ op: "damage", amount: 2, to: t0 }], [{ kind: "withExtra", cost: { M: 2 }, effects: [{ op: "damage", amount: 2, to: t0 }] }]),
      ),
    ],
  }),
);
put(
  card({
    name: "Heal",
    type: "Effect Card",
    cost: { B: 1 },
    abilities: [
      effect(
        "Heal 2 damage from target Summon. For each extra B1: heal 1 more damage from that Summon.",
        mode([summon()], [{ op: "heal", amount: 2, from: t0 }], [{ kind: "forEachExtra", cost: { B: 1 }, effects: [{ op: "heal", amount: 1, from: t0 }] }]),
      ),
    ],
  }),
);
put(
  card({
    name: "Annihilation",
    type: "Effect Card",
    cost: { M: 3, C: 1 },
    restriction: 1,
    abilities: [
      effect(
        "Destroy target Non Life Base Summon unless its controller pays C3.",
        mode([summon({ lifeBase: false })], [{ op: "unless", payer: { ref: "controllerOf", of: t0 }, cost: { C: 3 }, effects: [{ op: "destroy", what: t0 }] }]),
      ),
    ],
  }),
);
put(
  card({
    name: "Precision Failure",
    type: "Effect Card",
    cost: { M: 1 },
    permanent: true,
    counters: { activation: 3 },
    abilities: [
      {
        kind: "activated",
        cost: { M: 1 },
        summon: false,
        modes: [mode([summon()], [{ op: "modifyStat", what: t0, stat: "range", delta: -2, duration: "endOfTurn" }])],
        text: "☉, M1: Target Summon gets Range -2 until end of turn.",
      },
    ],
  }),
);
put(card({ name: "Discount", type: "Effect Card", cost: { C: 2 }, abilities: [effect("Draw 2 cards.", mode([], [{ op: "draw", who: you, n: 2 }]))] }));
put(
  card({
    name: "Divine Intervention",
    type: "Effect Card",
    cost: { M: 2 },
    abilities: [effect("Return target Non Life Base Summon to its owner's hand.", mode([summon({ lifeBase: false })], [{ op: "returnToHand", what: t0 }]))],
  }),
);
put(
  card({
    name: "Stone Skin",
    type: "Summon Effect Card",
    cost: { B: 1 },
    permanent: true,
    fixedTarget: summon(),
    abilities: [{ kind: "continuous", effects: [{ op: "modifyStat", what: fixed, stat: "defense", delta: 2, duration: "whileInPlay" }], text: "Target Summon gets Defense +2." }],
  }),
);
put(
  card({
    name: "Dragon's Fury",
    type: "Class Specific Effect Card",
    typeClass: "Dragon",
    cost: { M: 1, B: 1 },
    permanent: true,
    fixedTarget: summon({ class: "Dragon" }),
    abilities: [
      { kind: "continuous", effects: [{ op: "modifyStat", what: fixed, stat: "attack", delta: 2, duration: "whileInPlay" }], text: "Target Dragon gets Attack Power +2." },
      {
        kind: "triggered",
        trigger: { on: "destroysSummon", subject: fixed },
        mode: mode([], [{ op: "draw", who: you, n: 1 }]),
        summon: false,
        text: "Whenever that Dragon destroys a Summon, draw 1 card.",
      },
    ],
  }),
);
put(
  card({
    name: "Crystal Surge",
    type: "Energy Crystal Effect Card",
    cost: { C: 1 },
    permanent: true,
    fixedTarget: { kind: "object", filter: { kind: "crystal" } },
    abilities: [{ kind: "continuous", effects: [{ op: "extraProduce", what: fixed, energy: { M: 1 }, duration: "whileInPlay" }], text: "Target Energy Crystal produces an extra M1." }],
  }),
);
put(
  card({
    name: "Suppression Field",
    type: "Effect Effect Card",
    cost: { M: 2 },
    permanent: true,
    fixedTarget: { kind: "object", filter: { kind: "effect" } },
    abilities: [{ kind: "continuous", effects: [{ op: "forbid", what: fixed, action: "beActivated", duration: "whileInPlay" }], text: "Target Effect can't be activated." }],
  }),
);
put(
  card({
    name: "Second Wind",
    type: "Effect Card",
    cost: { B: 2 },
    permanent: true,
    counters: { time: 3 },
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "phaseBegins", phase: "draw", whose: "you" },
        mode: mode([], [{ op: "draw", who: you, n: 1 }]),
        summon: false,
        text: "At the beginning of your Draw Phase, draw 1 card.",
      },
    ],
  }),
);
put(
  card({
    name: "Vengeance",
    type: "Effect Card",
    cost: { M: 1, B: 1 },
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "isDestroyed", subject: { ref: "any", filter: { kind: "summon", controller: "you" } } },
        mode: mode([summon({ controller: "opponent" })], [{ op: "damage", amount: 2, to: t0 }]),
        summon: false,
        text: "Whenever a Summon you control is destroyed, deal 2 damage to target Summon an opponent controls.",
      },
    ],
  }),
);
put(
  card({
    name: "Quick Step",
    type: "Effect Card",
    cost: { B: 1 },
    abilities: [
      effect(
        "Discard 1 card. When successfully done, move target Summon you control up to 2 dots.",
        mode([summon({ controller: "you" })], [{ op: "whenDone", first: [{ op: "discard", who: you, n: 1 }], then: [{ op: "move", what: t0, upTo: 2 }] }]),
      ),
    ],
  }),
);
put(
  card({
    name: "Overload",
    type: "Effect Card",
    cost: { M: 2, C: 1 },
    permanent: true,
    restriction: 1,
    abilities: [
      {
        kind: "continuous",
        effects: [{ op: "costModifier", cardType: "Effect Card", class: null, casters: "opponents", change: "raise", by: { C: 1 }, duration: "whileInPlay" }],
        text: "Costs of Effect Cards your opponents cast are raised by C1.",
      },
    ],
  }),
);
put(
  card({
    name: "Second Strike",
    type: "Effect Card",
    cost: { B: 1 },
    abilities: [effect("Target Summon you control can attack one more time this turn.", mode([summon({ controller: "you" })], [{ op: "extraAttack", what: t0 }]))],
  }),
);
put(card({ name: "Time Warp", type: "Effect Card", cost: { M: 3, B: 3 }, restriction: 1, abilities: [effect("Take an extra turn after this one.", mode([], [{ op: "extraTurn", who: you }]))] }));
put(
  card({
    name: "Mind Theft",
    type: "Effect Card",
    cost: { M: 3 },
    restriction: 1,
    abilities: [effect("Gain control of target Non Life Base Summon until end of turn.", mode([summon({ lifeBase: false })], [{ op: "gainControl", what: t0, duration: "endOfTurn" }]))],
  }),
);
put(
  card({
    name: "Guard",
    type: "Effect Card",
    cost: { C: 1 },
    restriction: 4,
    abilities: [effect("Prevent the next 3 damage that would be dealt to target Summon this turn.", mode([summon()], [{ op: "prevent", what: t0, amount: 3, duration: "endOfTurn" }]))],
  }),
);
put(card({ name: "Wellspring", type: "Effect Card", abilities: [effect("Add M2 to your Energy Pool.", mode([], [{ op: "addEnergy", who: you, energy: { M: 2 } }]))] }));
put(
  card({
    name: "Recall",
    type: "Effect Card",
    cost: { B: 1, C: 1 },
    abilities: [effect("Search your deck for a Summon Card, show it and put it into your hand.", mode([], [{ op: "search", who: you, filter: { kind: "card", cardType: "Summon Card" } }]))],
  }),
);
put(
  card({
    name: "Rebirth",
    type: "Effect Card",
    cost: { M: 2, B: 2 },
    restriction: 1,
    abilities: [
      effect(
        "Put target Summon Card from your discard pile into play.",
        mode([{ kind: "object", filter: { kind: "card", cardType: "Summon Card", zone: "discard", zoneOwner: "you" } }], [{ op: "putIntoPlay", what: t0 }]),
      ),
    ],
  }),
);
put(card({ name: "Negate", type: "Effect Card", cost: { M: 2 }, abilities: [effect("Counter target action.", mode([{ kind: "action" }], [{ op: "counter", what: t0 }]))] }));
put(
  card({
    name: "Dragon Call",
    type: "Effect Card",
    cost: { C: 1 },
    abilities: [
      effect("If you control a Dragon, draw 2 cards.", mode([], [{ op: "if", cond: { cond: "youControl", filter: { kind: "summon", class: "Dragon" } }, then: [{ op: "draw", who: you, n: 2 }] }])),
    ],
  }),
);

/** spec/scenarios/_arc.yaml: an arc of dots 20° apart from s1 (alice's start) to the ending dot e1. */
export const arc: BoardData = {
  center: [0, 0],
  dots: {
    s1: { at: [10, 0], kind: "starting" },
    a: { at: [9.397, 3.42], kind: "normal" },
    b: { at: [7.66, 6.428], kind: "normal" },
    c: { at: [5.0, 8.66], kind: "normal" },
    d: { at: [1.736, 9.848], kind: "normal" },
    e1: { at: [-1.736, 9.848], kind: "ending" },
    s2: { at: [-10, 0], kind: "starting" },
  },
  lines: [
    ["s1", "a"],
    ["a", "b"],
    ["b", "c"],
    ["c", "d"],
    ["d", "e1"],
  ],
};

export const times = (n: number, name: string): string[] => Array.from({ length: n }, () => name);

/** A two-player position on the arc (alice on s1, bob on s2) with 10-card decks unless given. */
export function arcGame(
  players: { alice?: Partial<PositionPlayer>; bob?: Partial<PositionPlayer> },
  opts: { order?: Array<"alice" | "bob">; turn?: Position["turn"]; library?: Record<string, CardDefinition>; board?: BoardData } = {},
): Game {
  const order = opts.order ?? ["alice", "bob"];
  const base: Record<string, PositionPlayer> = {
    alice: { id: "alice", lifeBase: { card: "Life Base", at: "s1" }, deck: times(10, "Mystic Crystal"), ...players.alice },
    bob: { id: "bob", lifeBase: { card: "Life Base", at: "s2" }, deck: times(10, "Boost Crystal"), ...players.bob },
  };
  return createGameFromPosition({
    library: opts.library ?? lib,
    board: opts.board ?? arc,
    seed: 1,
    players: order.map((p) => base[p]!),
    ...(opts.turn ? { turn: opts.turn } : {}),
  });
}

/** A card by scenario reference: "bob/Hunter Dragon", "alice/Mystic Crystal#2" (any zone; copies in id order). */
export function ref(game: Game, r: string): string {
  const m = /^([^/]+)\/(.+?)(?:#(\d+))?$/.exec(r);
  if (!m) throw new Error(`bad ref ${r}`);
  const ids = Object.values(game.state.cards)
    .filter((c) => c.owner === m[1] && c.name === m[2])
    .map((c) => c.id);
  const id = ids[Number(m[3] ?? 1) - 1];
  if (!id) throw new Error(`no card ${r}`);
  return id;
}

export const names = (game: Game, ids: string[]): string[] => ids.map((id) => cardIn(game.state, id).name).sort();

/** Performs an action and fails the test with the engine's message when it is refused. */
export function ok(game: Game, action: Parameters<Game["perform"]>[0]): void {
  const r = game.perform(action);
  if (!r.ok) throw new Error(`refused: ${r.error} (${JSON.stringify(action)})`);
}

/** Every player passes in priority order until the stack is empty (SCENARIOS.md `pass: resolve`). */
export function passUntilEmpty(game: Game, answers: Record<string, Array<string | number>> = {}): void {
  for (let guard = 0; guard < 1000; guard++) {
    const d = game.pending();
    if (d) {
      const a = answers[d.player]?.shift();
      if (a === undefined) throw new Error(`unanswered decision: ${d.prompt}`);
      ok(game, { type: "answer", player: d.player, choice: a });
      continue;
    }
    if (game.state.stack.length === 0 || game.result()) return;
    ok(game, { type: "pass", player: game.priority()! });
  }
  throw new Error("passUntilEmpty did not finish");
}

/** Every player passes until the top entry (now) has resolved (SCENARIOS.md `pass: top`). */
export function passTop(game: Game, answers: Record<string, Array<string | number>> = {}): void {
  const top = game.state.stack[game.state.stack.length - 1]!.id;
  for (let guard = 0; guard < 1000; guard++) {
    const d = game.pending();
    if (d) {
      const a = answers[d.player]?.shift();
      if (a === undefined) throw new Error(`unanswered decision: ${d.prompt}`);
      ok(game, { type: "answer", player: d.player, choice: a });
      continue;
    }
    if (!game.state.stack.some((e) => e.id === top) || game.result()) return;
    ok(game, { type: "pass", player: game.priority()! });
  }
  throw new Error("passTop did not finish");
}

/** Every player passes with an empty stack until the next turn's Action Phase (SCENARIOS.md `end: turn`). */
export function endTurn(game: Game, answers: Record<string, Array<string | number>> = {}): void {
  const start = game.turn().number;
  for (let guard = 0; guard < 1000; guard++) {
    if (game.result()) return;
    const d = game.pending();
    if (d) {
      const a = answers[d.player]?.shift();
      if (a === undefined) throw new Error(`unanswered decision: ${d.prompt}`);
      ok(game, { type: "answer", player: d.player, choice: a });
      continue;
    }
    const t = game.turn();
    if (t.number > start && t.phase === "action" && game.priority() === t.active && game.state.stack.length === 0) return;
    ok(game, { type: "pass", player: game.priority()! });
  }
  throw new Error("endTurn did not finish");
}

export const snapshot = (game: Game): string => JSON.stringify(game.state);

/** A 56-card test deck (101.1a: at least 51, one Life Base): 22 crystals, 8 summons, 25 Effect Cards of core.card. */
const DECK: Record<string, number> = {
  "Life Base": 1,
  "Mystic Crystal": 10,
  "Boost Crystal": 10,
  "Twin Geode": 2,
  "Hunter Dragon": 2,
  "Tide Beast": 2,
  "Iron Vessel": 2,
  "Ashen Berserker": 2,
  "7 Shooter": 1,
  Bullseye: 2,
  Heal: 1,
  Annihilation: 1,
  "Precision Failure": 1,
  Discount: 1,
  "Divine Intervention": 1,
  "Stone Skin": 1,
  "Dragon's Fury": 1,
  "Crystal Surge": 1,
  "Suppression Field": 1,
  "Second Wind": 1,
  Vengeance: 1,
  "Quick Step": 1,
  Overload: 1,
  "Second Strike": 1,
  "Time Warp": 1,
  "Mind Theft": 1,
  Guard: 1,
  Wellspring: 1,
  Recall: 1,
  Rebirth: 1,
  Negate: 1,
  "Dragon Call": 1,
};
export const testDeck = (): string[] => Object.entries(DECK).flatMap(([n, k]) => Array.from({ length: k }, () => n));

/** A full two-player game on the default Act I board: p1 and p2 with test decks of core cards. */
export const act1Options = (seed: number, library: Record<string, CardDefinition> = core) => ({
  library,
  board: act1,
  seed,
  players: [
    { id: "p1", deck: testDeck() },
    { id: "p2", deck: testDeck() },
  ],
});

// Test-only cards for rules the core set doesn't reach (each written as card text would say it).
const extraCards: CardDefinition[] = [
  card({
    name: "Slow",
    type: "Effect Card",
    abilities: [effect("Target Summon gets Speed -2 until end of turn.", mode([summon()], [{ op: "modifyStat", what: t0, stat: "speed", delta: -2, duration: "endOfTurn" }]))],
  }),
  card({ name: "Shatter", type: "Effect Card", abilities: [effect("Destroy target Effect.", mode([{ kind: "object", filter: { kind: "effect" } }], [{ op: "destroy", what: t0 }]))] }),
  card({ name: "Banish", type: "Effect Card", abilities: [effect("Remove target Summon from the game.", mode([summon()], [{ op: "removeFromGame", what: t0 }]))] }),
  card({
    name: "Stall",
    type: "Effect Card",
    abilities: [effect("Target player skips his next Draw Phase.", mode([{ kind: "player" }], [{ op: "skipPhase", who: { ref: "targetPlayer", index: 0 }, phase: "draw" }]))],
  }),
  card({ name: "Time Lock", type: "Effect Card", abilities: [effect("Target player skips his next turn.", mode([{ kind: "player" }], [{ op: "skipTurn", who: { ref: "targetPlayer", index: 0 } }]))] }),
  card({ name: "Windfall", type: "Effect Card", abilities: [effect("All players draw 1 card.", mode([], [{ op: "draw", who: { ref: "allPlayers" }, n: 1 }]))] }),
  card({
    name: "Lockdown",
    type: "Effect Card",
    abilities: [effect("Target Summon can't attack this turn.", mode([summon()], [{ op: "forbid", what: t0, action: "attack", duration: "endOfTurn" }]))],
  }),
  card({
    name: "Seize",
    type: "Effect Card",
    abilities: [effect("Gain control of target Effect.", mode([{ kind: "object", filter: { kind: "effect" } }], [{ op: "gainControl", what: t0, duration: "whileInPlay" }]))],
  }),
  card({ name: "Snare", type: "Effect Card", abilities: [effect("Target Summon can't move this turn.", mode([summon()], [{ op: "forbid", what: t0, action: "move", duration: "endOfTurn" }]))] }),
  card({ name: "Spark", type: "Effect Card", abilities: [effect("Deal 1 damage to target Summon.", mode([summon()], [{ op: "damage", amount: 1, to: t0 }]))] }),
  card({ name: "Shove", type: "Effect Card", abilities: [effect("Move target Summon up to 2 dots.", mode([summon()], [{ op: "move", what: t0, upTo: 2 }]))] }),
  card({ name: "Freeze", type: "Effect Card", abilities: [effect("Deactivate target Summon.", mode([summon()], [{ op: "deactivate", what: t0 }]))] }),
  card({ name: "Wake", type: "Effect Card", abilities: [effect("Reactivate target Summon.", mode([summon()], [{ op: "reactivate", what: t0 }]))] }),
  card({
    name: "Weaken",
    type: "Effect Card",
    abilities: [effect("Target Summon gets Defense -3 until end of turn.", mode([summon()], [{ op: "modifyStat", what: t0, stat: "defense", delta: -3, duration: "endOfTurn" }]))],
  }),
  card({
    name: "Giant Growth",
    type: "Effect Card",
    abilities: [effect("Target Summon's Attack Power becomes 6.", mode([summon()], [{ op: "setStat", what: t0, stat: "attack", value: 6, duration: "endOfTurn" }]))],
  }),
  card({
    name: "Leech Field",
    type: "Summon Effect Card",
    cost: {},
    permanent: true,
    fixedTarget: summon(),
    abilities: [
      { kind: "continuous", effects: [{ op: "modifyStat", what: fixed, stat: "speed", delta: -1, duration: "whileInPlay" }], text: "Target Summon gets Speed -1." },
      {
        kind: "triggered",
        trigger: { on: "phaseBegins", phase: "draw", whose: "you" },
        mode: mode([], [{ op: "draw", who: you, n: 1 }]),
        summon: false,
        text: "At the beginning of your Draw Phase, draw 1 card.",
      },
    ],
  }),
  card({
    name: "Sentry",
    type: "Effect Card",
    cost: {},
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "moves", subject: { ref: "any", filter: { kind: "summon" } } },
        mode: mode([], [{ op: "heal", amount: 1, from: { ref: "triggerSubject" } }]),
        summon: false,
        text: "Whenever a Summon moves, heal 1 damage from it.",
      },
    ],
  }),
  card({
    name: "Watchtower",
    type: "Effect Card",
    cost: {},
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "moves", subject: { ref: "any", filter: { kind: "summon" } } },
        mode: mode([], [{ op: "draw", who: you, n: 1 }]),
        summon: false,
        text: "Whenever a Summon moves, draw 1 card.",
      },
    ],
  }),
  card({
    name: "Tollgate",
    type: "Effect Card",
    cost: {},
    permanent: true,
    abilities: [
      {
        kind: "continuous",
        effects: [{ op: "modifyStat", what: { ref: "all", filter: { kind: "summon", controller: "opponent" } }, stat: "speed", delta: -1, duration: "whileInPlay" }],
        text: "All Summons your opponents control get Speed -1.",
      },
    ],
  }),
  card({
    name: "Grant",
    type: "Effect Card",
    abilities: [effect("Put 2 activation counters on target Effect.", mode([{ kind: "object", filter: { kind: "effect" } }], [{ op: "putCounters", what: t0, counter: "activation", n: 2 }]))],
  }),
  card({
    name: "Tax Relief",
    type: "Effect Card",
    abilities: [
      effect(
        "Costs of Effect Cards you cast are reduced by C1 this turn.",
        mode([], [{ op: "costModifier", cardType: "Effect Card", class: null, casters: "you", change: "reduce", by: { C: 1 }, duration: "endOfTurn" }]),
      ),
    ],
  }),
  card({
    name: "Sprint",
    type: "Effect Card",
    abilities: [
      effect("Target Summon gets Speed +2 until your next Reactivation Phase.", mode([summon()], [{ op: "modifyStat", what: t0, stat: "speed", delta: 2, duration: "untilYourNextReactivation" }])),
    ],
  }),
  card({
    name: "Cornered",
    type: "Effect Card",
    abilities: [
      effect("If target Summon is on a No Attack Dot, deal 3 damage to it.", mode([summon()], [{ op: "if", cond: { cond: "onNoAttackDot", what: t0 }, then: [{ op: "damage", amount: 3, to: t0 }] }])),
    ],
  }),
  card({
    name: "Finisher",
    type: "Effect Card",
    abilities: [effect("If target Summon has 2 or more damage, destroy it.", mode([summon()], [{ op: "if", cond: { cond: "damageAtLeast", what: t0, n: 2 }, then: [{ op: "destroy", what: t0 }] }]))],
  }),
  card({
    name: "Last Stand",
    type: "Effect Card",
    abilities: [effect("If you have 1 or fewer cards in your hand, draw 2 cards.", mode([], [{ op: "if", cond: { cond: "handAtMost", who: you, n: 1 }, then: [{ op: "draw", who: you, n: 2 }] }]))],
  }),
  card({ name: "Purge", type: "Effect Card", abilities: [effect("Deal 1 damage to all Summons.", mode([], [{ op: "damage", amount: 1, to: { ref: "all", filter: { kind: "summon" } } }]))] }),
  {
    ...summonCard(
      "Spiked Wall",
      "Vessel",
      {},
      { C: 1 },
      [0, 8, 1, 1],
      [
        {
          kind: "triggered",
          trigger: { on: "isDealtDamage", subject: self },
          mode: mode([], [{ op: "damage", amount: 1, to: { ref: "attacker" } }]),
          summon: true,
          text: "[Whenever this Summon is dealt damage: deal 1 damage to the attacking Summon.]",
        },
      ],
    ),
  },
  card({
    name: "Rust Hex",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "during", phase: "reactivation", whose: "targetPlayer" },
        mode: mode([{ kind: "player" }, { kind: "player" }], [{ op: "damage", amount: 1, to: { ref: "all", filter: { kind: "summon" }, ofPlayer: { ref: "targetPlayer", index: 1 } } }]),
        summon: false,
        text: "In target player's Reactivation Phase, deal 1 damage to all target player's Summons.",
      },
    ],
  }),
  card({
    name: "Herald",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "comesIntoPlay", subject: { ref: "any", filter: { kind: "summon" } } },
        mode: mode([], [{ op: "draw", who: { ref: "controllerOf", of: { ref: "triggerSubject" } }, n: 1 }]),
        summon: false,
        text: "Whenever a Summon comes into play, its controller draws 1 card.",
      },
      {
        kind: "triggered",
        trigger: { on: "leavesPlay", subject: { ref: "any", filter: { kind: "summon" } } },
        mode: mode([], [{ op: "draw", who: { ref: "ownerOf", of: { ref: "triggerSubject" } }, n: 1 }]),
        summon: false,
        text: "Whenever a Summon leaves play, its owner draws 1 card.",
      },
    ],
  }),
  card({
    name: "Scholar",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "castEffectCard", who: "you" },
        mode: mode([], [{ op: "addEnergy", who: you, energy: { C: 1 } }]),
        summon: false,
        text: "Whenever you cast an Effect Card, add C1 to your Energy Pool.",
      },
      { kind: "triggered", trigger: { on: "during", phase: "end", whose: "you" }, mode: mode([], [{ op: "draw", who: you, n: 1 }]), summon: false, text: "During your End Phase, draw 1 card." },
    ],
  }),
  card({
    name: "Echo Bolt",
    type: "Effect Card",
    abilities: [
      effect("Deal 1 damage to target Summon.", mode([summon()], [{ op: "damage", amount: 1, to: t0 }])),
      { kind: "triggered", trigger: { on: "isCast", subject: self }, mode: mode([], [{ op: "draw", who: you, n: 1 }]), summon: false, text: "When this card is cast, draw 1 card." },
    ],
  }),
  card({ name: "Tribute", type: "Effect Card", abilities: [effect("Each opponent discards 1 card.", mode([], [{ op: "discard", who: { ref: "eachOpponent" }, n: 1 }]))] }),
  card({
    name: "Erode",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Remove 2 time counters from target Effect.", mode([{ kind: "object", filter: { kind: "effect" } }], [{ op: "removeCounters", what: t0, counter: "time", n: 2 }]))],
  }),
  // 207.6 optional actions ("You may ..."), "If you don't", paying from the pool (203.6), "If it is destroyed" (210.5).
  card({
    name: "Second Thought",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [
      effect(
        "You may discard 1 card. When successfully done, draw 2 cards.",
        mode([], [{ op: "whenDone", first: [{ op: "may", who: you, effects: [{ op: "discard", who: you, n: 1 }], otherwise: [] }], then: [{ op: "draw", who: you, n: 2 }] }]),
      ),
    ],
  }),
  card({
    name: "Toll",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [
      effect(
        "You may pay C1. When successfully done, draw 1 card.",
        mode([], [{ op: "whenDone", first: [{ op: "may", who: you, effects: [{ op: "pay", who: you, cost: { C: 1 } }], otherwise: [] }], then: [{ op: "draw", who: you, n: 1 }] }]),
      ),
    ],
  }),
  card({
    name: "Dare",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [
      effect(
        "Target opponent may discard 1 card. If they don't, you draw 1 card.",
        mode(
          [{ kind: "player", opponent: true }],
          [{ op: "may", who: { ref: "targetPlayer", index: 0 }, effects: [{ op: "discard", who: { ref: "targetPlayer", index: 0 }, n: 1 }], otherwise: [{ op: "draw", who: you, n: 1 }] }],
        ),
      ),
    ],
  }),
  card({
    name: "Last Straw",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [
      effect(
        "Deal 1 damage to target Summon. If it is destroyed, draw 1 card.",
        mode(
          [summon()],
          [
            { op: "damage", amount: 1, to: t0 },
            { op: "if", cond: { cond: "destroyed", what: t0 }, then: [{ op: "draw", who: you, n: 1 }] },
          ],
        ),
      ),
    ],
  }),
  // 207.4 triggers of issue 14 (family 8): is attacked (202.3), deals damage (210.1), an opponent casts (503.1), draws (212.1),
  // each opponent's phase and whose turn it is (700.1).
  summonCard(
    "Bristle Golem",
    "Beast",
    { M: 1 },
    { C: 1 },
    [1, 4, 1, 1],
    [
      {
        kind: "triggered",
        trigger: { on: "isAttacked", subject: self },
        mode: mode([], [{ op: "damage", amount: 1, to: { ref: "attacker" } }]),
        summon: true,
        text: "[When this Summon is attacked, deal 1 damage to the attacking Summon.]",
      },
    ],
  ),
  summonCard(
    "Bloodhound",
    "Beast",
    { M: 1 },
    { C: 1 },
    [2, 3, 2, 1],
    [
      {
        kind: "triggered",
        trigger: { on: "dealsDamage", subject: self },
        mode: mode([], [{ op: "draw", who: you, n: 1 }]),
        summon: true,
        text: "[When this Summon deals damage to a Summon, draw 1 card.]",
      },
    ],
  ),
  card({
    name: "Spy Network",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "casts", who: "opponent", cardType: "Summon Card" },
        mode: mode([], [{ op: "draw", who: you, n: 1 }]),
        summon: false,
        text: "Whenever an opponent casts a Summon Card, draw 1 card.",
      },
    ],
  }),
  card({
    name: "Echo Chamber",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "draws", who: "opponent" },
        mode: mode([], [{ op: "addEnergy", who: you, energy: { C: 1 } }]),
        summon: false,
        text: "Whenever an opponent draws a card, add C1 to your Energy Pool.",
      },
    ],
  }),
  card({
    name: "Night Watch",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "during", phase: "end", whose: "opponent" },
        mode: mode([], [{ op: "damage", amount: 1, to: { ref: "all", filter: { kind: "summon" }, ofPlayer: { ref: "activePlayer" } } }]),
        summon: false,
        text: "During each opponent's End Phase, deal 1 damage to all Summons they control.",
      },
    ],
  }),
  card({
    name: "Bounty",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "triggered",
        trigger: { on: "phaseBegins", phase: "draw", whose: "each" },
        mode: mode([], [{ op: "draw", who: { ref: "activePlayer" }, n: 1 }]),
        summon: false,
        text: "At the beginning of each player's Draw Phase, that player draws 1 card.",
      },
    ],
  }),
  // 208.1, 208.4: picked by the caster as it resolves (test/runtime/208-selection.test.ts).
  card({
    name: "Culling",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Destroy a Summon you control.", mode([], [{ op: "choose", filter: { kind: "summon", controller: "you" }, effects: [{ op: "destroy", what: { ref: "chosen" } }] }]))],
  }),
  // 209.2: every counter comes off (test/runtime/208-selection.test.ts).
  card({
    name: "Purify",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Remove all counters from target Effect.", mode([{ kind: "object", filter: { kind: "effect" } }], [{ op: "removeAllCounters", what: t0, counter: "all" }]))],
  }),
  // 402.10e: a Summon without its abilities for a while (test/runtime/208-selection.test.ts).
  card({
    name: "Hush",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Target Summon loses all abilities until end of turn.", mode([summon()], [{ op: "loseAbilities", what: t0, duration: "endOfTurn" }]))],
  }),
  card({
    name: "Hourglass",
    type: "Effect Card",
    permanent: true,
    abilities: [
      { kind: "triggered", trigger: { on: "phaseEnds", phase: "end", whose: "each" }, mode: mode([], [{ op: "draw", who: you, n: 1 }]), summon: false, text: "At the end of each turn, draw 1 card." },
    ],
  }),
  // Cost changes (204.3, 204.5, 402.2; issue 14): test/runtime/204-cost-changes.test.ts plays them.
  card({
    name: "Swift Roads",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "continuous",
        effects: [{ op: "actionCostModifier", action: "move", filter: { kind: "summon", controller: "you" }, change: "reduce", by: { C: 1 }, duration: "whileInPlay" }],
        text: "Movement Energy of Summons you control is reduced by C1.",
      },
    ],
  }),
  card({
    name: "Toll Gate",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "continuous",
        effects: [{ op: "actionCostModifier", action: "activate", filter: { kind: "effect" }, change: "raise", by: { C: 1 }, duration: "whileInPlay" }],
        text: "Activating Effects costs C1 more.",
      },
    ],
  }),
  card({
    name: "Dragon Tithe",
    type: "Effect Card",
    permanent: true,
    abilities: [
      {
        kind: "continuous",
        effects: [{ op: "costModifier", cardType: "Summon Card", class: "Dragon", casters: "you", change: "reduce", by: { M: 1 }, duration: "whileInPlay" }],
        text: "Dragon Summon Cards you cast cost M1 less.",
      },
    ],
  }),
  // A choice of energy (403.4, 203; issue 14): test/runtime/403-energy-choice.test.ts plays them.
  card({ name: "Prism Crystal", type: "Energy Crystal Card", restriction: null, permanent: true, abilities: [{ kind: "producesOneOf", options: [{ M: 1 }, { B: 1 }], text: "Produces M1 or B1." }] }),
  card({
    name: "Prism Surge",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Add M1 or B1 to your Energy Pool.", mode([], [{ op: "addEnergyOneOf", who: you, options: [{ M: 1 }, { B: 1 }] }]))],
  }),
  // Decks and hands (211, 213, 501, 505, 506; issue 14): test/runtime/501-decks-hands.test.ts plays them.
  card({
    name: "Tuck",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Put target Summon on the bottom of its owner's deck.", mode([summon()], [{ op: "toDeck", what: t0, where: "bottom" }]))],
  }),
  card({ name: "Spin Back", type: "Effect Card", cost: { M: 1 }, abilities: [effect("Put target Summon on top of its owner's deck.", mode([summon()], [{ op: "toDeck", what: t0, where: "top" }]))] }),
  card({
    name: "Reshuffle",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Shuffle target Summon into its owner's deck.", mode([summon()], [{ op: "toDeck", what: t0, where: "shuffle" }]))],
  }),
  card({
    name: "Mill Two",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Put the top 2 cards of your deck into your discard pile.", mode([], [{ op: "topCards", who: you, n: 2, to: "discard" }]))],
  }),
  card({
    name: "Exile Top",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Remove the top 3 cards of target player's deck from the game.", mode([{ kind: "player" }], [{ op: "topCards", who: { ref: "targetPlayer", index: 0 }, n: 3, to: "removed" }]))],
  }),
  card({ name: "Recycle", type: "Effect Card", cost: { M: 1 }, abilities: [effect("Shuffle your discard pile into your deck.", mode([], [{ op: "shuffleDiscard", who: you }]))] }),
  card({
    name: "Revelation",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Target opponent shows their hand.", mode([{ kind: "player", opponent: true }], [{ op: "showHand", who: { ref: "targetPlayer", index: 0 }, to: "all" }]))],
  }),
  card({
    name: "Peek",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Look at target opponent's hand.", mode([{ kind: "player", opponent: true }], [{ op: "showHand", who: { ref: "targetPlayer", index: 0 }, to: "you" }]))],
  }),
  card({
    name: "Lucky Reveal",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [
      effect("Reveal the top card of your deck. If it's a Summon Card, put it into your hand.", mode([], [{ op: "revealTop", who: you, filter: { kind: "card", cardType: "Summon Card" } }])),
    ],
  }),
  card({
    name: "Dig",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Look at the top 3 cards of your deck. Put one of them into your hand and the rest on the bottom of your deck.", mode([], [{ op: "lookTake", who: you, n: 3 }]))],
  }),
  card({
    name: "Scry",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Look at the top 3 cards of your deck and put them back in any order.", mode([], [{ op: "reorderTop", who: you, n: 3 }]))],
  }),
  card({
    name: "Summon Call",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Search your deck for a Summon Card and put it into play.", mode([], [{ op: "searchIntoPlay", who: you, filter: { kind: "card", cardType: "Summon Card" } }]))],
  }),
];
export const lib: Record<string, CardDefinition> = { ...core };
for (const d of extraCards) lib[d.name] = d;

/** Iron Vessel (Defense 6) as "Crystal Ward", with "[If you control a reactivated Energy Crystal,
 *  this Summon gets Defense +1.]": a Defense that reads a permanent's state (206.1d). Not in `lib`:
 *  the tests that need it add it to their own library. */
export const crystalWard: CardDefinition = {
  ...lib["Iron Vessel"]!,
  name: "Crystal Ward",
  abilities: [
    {
      kind: "continuous",
      effects: [
        {
          op: "if",
          cond: { cond: "youControl", filter: { kind: "crystal", state: "reactivated" } },
          then: [{ op: "modifyStat", what: { ref: "self" }, stat: "defense", delta: 1, duration: "whileInPlay" }],
        },
      ],
      text: "[If you control a reactivated Energy Crystal, this Summon gets Defense +1.]",
    },
  ],
};

/** An Energy Crystal with "All Summons get Defense -1.": a static that comes into play with a cast
 *  crystal (not a summon, but with a continuous ability). Not in `lib`, as crystalWard. */
export const witheringCrystal = card({
  name: "Withering Crystal",
  type: "Energy Crystal Card",
  restriction: null,
  permanent: true,
  abilities: [
    { kind: "produces", energy: { M: 1 }, text: "Produces M1." },
    { kind: "continuous", effects: [{ op: "modifyStat", what: { ref: "all", filter: { kind: "summon" } }, stat: "defense", delta: -1, duration: "whileInPlay" }], text: "All Summons get Defense -1." },
  ],
});

/** Tide Beast (Defense 3) with "[If you have 0 or fewer cards in your hand, this Summon gets
 *  Defense -1.]": a Defense that reads the hand through a condition (502). Not in `lib`, as crystalWard. */
export const lonelyBeast: CardDefinition = {
  ...lib["Tide Beast"]!,
  name: "Lonely Beast",
  abilities: [
    {
      kind: "continuous",
      effects: [{ op: "if", cond: { cond: "handAtMost", who: { ref: "you" }, n: 0 }, then: [{ op: "modifyStat", what: { ref: "self" }, stat: "defense", delta: -1, duration: "whileInPlay" }] }],
      text: "[If you have 0 or fewer cards in your hand, this Summon gets Defense -1.]",
    },
  ],
};
