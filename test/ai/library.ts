// A small hand-made card library for the AI, sim and play tests: definitions written from the
// starter set's card text (cards/*.card) the way the compiler lowers it (runtime/abilities.ts), so
// these tests don't depend on the compiler, and two 51-card test decks built from them.
import type { Ability, CardDefinition, Effect, Mode, TargetSpec } from "../../runtime/x610z/abilities.ts";

const t0 = { ref: "target", index: 0 } as const;
const self = { ref: "self" } as const;
const fixed = { ref: "fixed" } as const;
const you = { ref: "you" } as const;

const summonTarget = (filter: Record<string, unknown> = {}): TargetSpec => ({ kind: "object", filter: { kind: "summon", ...filter } });
const mode = (targets: TargetSpec[], effects: Effect[], additional: Mode["additional"] = []): Mode => ({ targets, effects, additional });
const effect = (text: string, m: Mode): Ability => ({ kind: "effect", modes: [m], text });

function card(def: Partial<CardDefinition> & Pick<CardDefinition, "name" | "type">): CardDefinition {
  return { cost: {}, restriction: 3, permanent: false, abilities: [], ...def };
}

function summon(name: string, cls: string, cost: Record<string, number>, movement: Record<string, number>, stats: [number, number, number, number], abilities: Ability[] = []): CardDefinition {
  const [attack, defense, speed, range] = stats;
  return card({ name, type: "Summon Card", class: cls, element: "Earth", cost, movementEnergy: movement, stats: { attack, defense, speed, range }, permanent: true, abilities });
}

function lifeBase(name: string, movement: Record<string, number>, stats: [number, number, number, number]): CardDefinition {
  const [attack, defense, speed, range] = stats;
  return card({ name, type: "Life Base Card", class: "Life Base", restriction: 1, permanent: true, movementEnergy: movement, stats: { attack, defense, speed, range } });
}

const crystal = (name: string, energy: Record<string, number>): CardDefinition =>
  card({ name, type: "Energy Crystal Card", restriction: null, permanent: true, abilities: [{ kind: "produces", energy, text: `Produces ${Object.keys(energy)[0]}1.` }] });

export const library: Record<string, CardDefinition> = {};
const put = (d: CardDefinition) => (library[d.name] = d);

// Life Bases (cards/starter-summons.card).
put(lifeBase("Brass Observatory", { C: 2 }, [1, 12, 1, 1]));
put(lifeBase("Drifting Citadel", { B: 1, C: 1 }, [1, 10, 2, 1]));
// Crystals (cards/starter-crystals.card).
put(crystal("Tide Shard", { M: 1 }));
put(crystal("Verdant Shard", { B: 1 }));
put(crystal("Hollow Shard", { C: 1 }));
// Summons.
put({ ...summon("Thornback Boar", "Beast", { B: 1 }, { B: 1 }, [2, 2, 2, 1]), restriction: 4 });
put(summon("Rune Berserker", "Berserker", { B: 1, C: 1 }, { B: 1 }, [3, 3, 2, 1]));
put(summon("Comet Drake", "Dragon", { M: 2, B: 1 }, { B: 1 }, [3, 4, 2, 2]));
put(
  summon(
    "Glass Frigate",
    "Vessel",
    { M: 2 },
    { M: 1 },
    [1, 4, 2, 2],
    [{ kind: "paid", cost: { B: 1 }, mode: mode([], [{ op: "modifyStat", what: self, stat: "defense", delta: 2, duration: "endOfTurn" }]), text: "[B1: This Summon gets Defense +2.]" }],
  ),
);
put(
  summon(
    "Tidecaller Serpent",
    "Dragon",
    { M: 2, B: 1 },
    { M: 1 },
    [3, 4, 2, 1],
    [
      {
        kind: "activated",
        cost: {},
        summon: true,
        modes: [mode([summonTarget()], [{ op: "modifyStat", what: t0, stat: "speed", delta: -1, duration: "endOfTurn" }])],
        text: "[☉: Target Summon gets Speed -1 until end of turn.]",
      },
    ],
  ),
);
// Effect Cards (cards/starter-effects.card, cards/starter-fixed.card).
put(
  card({
    name: "Starfall",
    type: "Effect Card",
    cost: { M: 2 },
    abilities: [effect("Deal 3 damage to target Non Life Base Summon.", mode([summonTarget({ lifeBase: false })], [{ op: "damage", amount: 3, to: t0 }]))],
  }),
);
put(
  card({
    name: "Focused Ray",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [
      effect(
        "Deal 1 damage to target Summon. For each extra M1: deal 1 more damage to that Summon.",
        mode([summonTarget()], [{ op: "damage", amount: 1, to: t0 }], [{ kind: "forEachExtra", cost: { M: 1 }, effects: [{ op: "damage", amount: 1, to: t0 }] }]),
      ),
    ],
  }),
);
put(
  card({
    name: "Eclipse",
    type: "Effect Card",
    cost: { M: 3, B: 1 },
    restriction: 1,
    abilities: [
      effect(
        "Destroy target Non Life Base Summon unless its controller pays M2.",
        mode([summonTarget({ lifeBase: false })], [{ op: "unless", payer: { ref: "controllerOf", of: t0 }, cost: { M: 2 }, effects: [{ op: "destroy", what: t0 }] }]),
      ),
    ],
  }),
);
put(
  card({
    name: "Aurora Shield",
    type: "Effect Card",
    cost: { C: 1 },
    restriction: 4,
    abilities: [effect("Prevent the next 2 damage that would be dealt to target Summon this turn.", mode([summonTarget()], [{ op: "prevent", what: t0, amount: 2, duration: "endOfTurn" }]))],
  }),
);
put(
  card({
    name: "Anchor Chain",
    type: "Effect Card",
    cost: { M: 1 },
    abilities: [effect("Target Summon can't move this turn.", mode([summonTarget()], [{ op: "forbid", what: t0, action: "move", duration: "endOfTurn" }]))],
  }),
);
put(
  card({
    name: "Comet Trail",
    type: "Effect Card",
    cost: { B: 1 },
    abilities: [
      effect(
        "Target Summon you control gets Speed +2 until end of turn. With extra C1: draw 1 card.",
        mode(
          [summonTarget({ controller: "you" })],
          [{ op: "modifyStat", what: t0, stat: "speed", delta: 2, duration: "endOfTurn" }],
          [{ kind: "withExtra", cost: { C: 1 }, effects: [{ op: "draw", who: you, n: 1 }] }],
        ),
      ),
    ],
  }),
);
put(
  card({
    name: "Stargazing",
    type: "Effect Card",
    cost: { C: 2 },
    abilities: [
      effect(
        "Draw 2 cards. Discard 1 card.",
        mode(
          [],
          [
            { op: "draw", who: you, n: 2 },
            { op: "discard", who: you, n: 1 },
          ],
        ),
      ),
    ],
  }),
);
put(
  card({
    name: "Lost Signal",
    type: "Effect Card",
    cost: { M: 2, C: 1 },
    restriction: 2,
    abilities: [effect("Counter target action.", mode([{ kind: "action" }], [{ op: "counter", what: t0 }]))],
  }),
);
put(
  card({
    name: "Iron Plating",
    type: "Summon Effect Card",
    cost: { B: 1, C: 1 },
    permanent: true,
    fixedTarget: summonTarget(),
    abilities: [{ kind: "continuous", effects: [{ op: "modifyStat", what: fixed, stat: "defense", delta: 3, duration: "whileInPlay" }], text: "Target Summon gets Defense +3." }],
  }),
);
put(
  card({
    name: "Heavy Boots",
    type: "Summon Effect Card",
    cost: { M: 1 },
    restriction: 2,
    permanent: true,
    fixedTarget: summonTarget(),
    abilities: [{ kind: "continuous", effects: [{ op: "setStat", what: fixed, stat: "speed", value: 1, duration: "whileInPlay" }], text: "Target Summon's Speed becomes 1." }],
  }),
);

const times = (n: number, name: string): string[] => Array.from({ length: n }, () => name);

/** 51 cards: Mystic damage and locks around the Observatory. */
export const mysticTest: string[] = [
  "Brass Observatory",
  ...times(12, "Tide Shard"),
  ...times(5, "Hollow Shard"),
  ...times(4, "Verdant Shard"),
  ...times(3, "Comet Drake"),
  ...times(3, "Glass Frigate"),
  ...times(3, "Starfall"),
  ...times(3, "Focused Ray"),
  ...times(1, "Eclipse"),
  ...times(3, "Anchor Chain"),
  ...times(2, "Heavy Boots"),
  ...times(2, "Lost Signal"),
  ...times(3, "Aurora Shield"),
  ...times(3, "Stargazing"),
  ...times(3, "Iron Plating"),
];

/** 51 cards: cheap Beasts and Berserkers racing the Citadel out. */
export const verdantTest: string[] = [
  "Drifting Citadel",
  ...times(13, "Verdant Shard"),
  ...times(4, "Hollow Shard"),
  ...times(4, "Tide Shard"),
  ...times(4, "Thornback Boar"),
  ...times(3, "Rune Berserker"),
  ...times(3, "Comet Trail"),
  ...times(4, "Aurora Shield"),
  ...times(3, "Iron Plating"),
  ...times(3, "Focused Ray"),
  ...times(3, "Stargazing"),
  ...times(3, "Anchor Chain"),
  ...times(2, "Starfall"),
  ...times(2, "Glass Frigate"),
];
