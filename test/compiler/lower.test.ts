// Lowering shapes: every card of core.card, written by hand from its text (and the rules its
// comment names), compared with what compile() builds. Constructors are used for readability;
// schema.test.ts pins each of them to the plain objects of runtime/abilities.ts.
import { describe, expect, it } from "vitest";
import { loadIR } from "../../compiler/ir.ts";
import {
  activated,
  actionTarget,
  addEnergy,
  any,
  continuous,
  controllerOf,
  costModifier,
  counter,
  damage,
  discard,
  draw,
  effectAbility,
  extraAttack,
  extraProduce,
  extraTurn,
  fixed,
  forbid,
  forEachExtra,
  gainControl,
  heal,
  ifThen,
  mode,
  modifyStat,
  move,
  objectTarget,
  on,
  paid,
  phaseBegins,
  prevent,
  produces,
  putIntoPlay,
  returnToHand,
  search,
  self,
  target,
  triggered,
  unless,
  untargetable,
  whenDone,
  you,
  youControl,
  destroy,
  all,
  attacker,
  castEffectCard,
  damageAtLeast,
  deactivate,
  during,
  eachOpponent,
  extraPaid,
  handAtMost,
  onNoAttackDot,
  phaseEnds,
  playerTarget,
  putCounters,
  reactivate,
  removeFromGame,
  setStat,
  skipPhase,
  skipTurn,
  targetPlayer,
  triggerSubject,
  type CardDefinition,
} from "../../runtime/x610z/abilities.ts";
import { compileClean, fixture } from "./helpers.ts";

const built = compileClean(fixture("core.card"), "core.card");
const byName = new Map(built.cards.map((c) => [c.name, c]));
const effect = (n: number) => ({ name: "", cost: {}, type: "Effect Card", restriction: n, permanent: false });

/** Every core card without its source position (checked separately) and flavor/collector text. */
const EXPECTED: Record<string, Omit<CardDefinition, "source" | "collector">> = {
  "Life Base": {
    name: "Life Base",
    cost: {},
    type: "Life Base Card",
    class: "Life Base",
    restriction: 1,
    permanent: true, // 304.4: summons are permanent whether or not it is written
    movementEnergy: { C: 2 },
    stats: { attack: 1, defense: 12, speed: 1, range: 1 },
    abilities: [],
  },
  "Mystic Crystal": {
    name: "Mystic Crystal",
    cost: {},
    type: "Energy Crystal Card",
    restriction: null, // ∞: no restriction (304.3b)
    permanent: true,
    abilities: [produces("Produces M1.", { M: 1 })],
  },
  "Boost Crystal": {
    name: "Boost Crystal",
    cost: {},
    type: "Energy Crystal Card",
    restriction: null, // "unlimited"
    permanent: true,
    abilities: [produces("Produces B1.", { B: 1 })],
  },
  "Twin Geode": {
    name: "Twin Geode",
    cost: {},
    type: "Energy Crystal Card",
    restriction: 2,
    permanent: true,
    abilities: [
      produces("Produces C1.", { C: 1 }),
      // 403.4: the ☉ effect of a crystal, not a summon ability.
      activated("☉, B1: Target Summon you control gets Speed +1 until end of turn.", { B: 1 }, [
        mode([objectTarget({ kind: "summon", controller: "you" })], [modifyStat(target(0), "speed", 1, "endOfTurn")]),
      ]),
    ],
  },
  "Hunter Dragon": {
    name: "Hunter Dragon",
    cost: { M: 2, B: 1 },
    type: "Summon Card",
    class: "Dragon",
    element: "Fire",
    restriction: 3,
    permanent: true,
    movementEnergy: { B: 1 },
    stats: { attack: 3, defense: 4, speed: 2, range: 2 },
    // 207.4: "it" is the trigger's subject, this Summon; 402.10e: until end of turn.
    abilities: [triggered("[Whenever this Summon attacks: it gets Attack Power +1.]", on("attacks", self()), mode([], [modifyStat(self(), "attack", 1, "endOfTurn")]), true)],
    flavor: "Its shadow arrives first.",
  },
  "Tide Beast": {
    name: "Tide Beast",
    cost: { B: 2 },
    type: "Summon Card",
    class: "Beast",
    element: "Water",
    restriction: 3,
    permanent: true,
    movementEnergy: { B: 1 },
    stats: { attack: 2, defense: 3, speed: 3, range: 1 },
    abilities: [paid("[B1: This Summon gets Speed +2.]", { B: 1 }, mode([], [modifyStat(self(), "speed", 2, "endOfTurn")]))],
  },
  "Iron Vessel": {
    name: "Iron Vessel",
    cost: { M: 1, C: 2 },
    type: "Summon Card",
    class: "Vessel",
    element: "Earth",
    restriction: 3,
    permanent: true,
    movementEnergy: { C: 2 },
    stats: { attack: 1, defense: 6, speed: 1, range: 3 },
    abilities: [activated("[☉: Heal 2 damage from this Summon.]", {}, [mode([], [heal(2, self())])], true)],
  },
  "Ashen Berserker": {
    name: "Ashen Berserker",
    cost: { B: 2, C: 1 },
    type: "Summon Card",
    class: "Berserker",
    element: "Fire",
    restriction: 2,
    permanent: true,
    movementEnergy: { B: 2 },
    stats: { attack: 4, defense: 2, speed: 2, range: 1 },
    abilities: [continuous("[This Summon can't be targeted by Effects your opponents control.]", [untargetable(self(), "opponentsEffects", "whileInPlay")])],
  },
  "7 Shooter": {
    ...effect(3),
    name: "7 Shooter",
    cost: { M: 1 },
    crew: "Marksman",
    // 207.1: one ability, two modes; "another target" differs from target 0.
    abilities: [
      effectAbility("Deal 2 damage to target Summon.\nor\nDeal 1 damage to target Summon and 1 damage to another target Summon.", [
        mode([objectTarget({ kind: "summon" })], [damage(2, target(0))]),
        mode([objectTarget({ kind: "summon" }), objectTarget({ kind: "summon" }, [0])], [damage(1, target(0)), damage(1, target(1))]),
      ]),
    ],
  },
  Bullseye: {
    ...effect(3),
    name: "Bullseye",
    cost: { M: 1, C: 1 },
    crew: "Marksman",
    // Written as plain data: one effect ability, one mode with one target, 2 damage to it, and
    // an additional "with extra M2" of 2 more damage to the same target (207.2).
    abilities: [
      {
        kind: "effect",
        modes: [
          {
            targets: [{ kind: "object", filter: { kind: "summon" } }],
            effects: [{ op: "damage", amount: 2, to: { ref: "target", index: 0 } }],
            additional: [{ kind: "withExtra", cost: { M: 2 }, effects: [{ op: "damage", amount: 2, to: { ref: "target", index: 0 } }] }],
          },
        ],
        text: "Deal 2 damage to target Summon.\nWith extra M2: deal 2 more damage to that Summon.",
      },
    ],
    flavor: "Dead centre, every time.",
  },
  Heal: {
    ...effect(4),
    name: "Heal",
    cost: { B: 1 },
    // "For each extra B1": 1 more healing per payment (the engine repeats it per payment).
    abilities: [
      effectAbility("Heal 2 damage from target Summon.\nFor each extra B1: heal 1 more damage from that Summon.", [
        mode([objectTarget({ kind: "summon" })], [heal(2, target(0))], [forEachExtra({ B: 1 }, [heal(1, target(0))])]),
      ]),
    ],
  },
  Annihilation: {
    ...effect(1),
    name: "Annihilation",
    cost: { M: 3, C: 1 },
    // 207.2: "its controller" is the target's controller, who may pay C3 to stop the destroy.
    abilities: [
      effectAbility("Destroy target Non Life Base Summon unless its controller pays C3.", [
        mode([objectTarget({ kind: "summon", lifeBase: false })], [unless(controllerOf(target(0)), { C: 3 }, [destroy(target(0))])]),
      ]),
    ],
  },
  "Precision Failure": {
    ...effect(2),
    name: "Precision Failure",
    cost: { M: 1 },
    permanent: true,
    counters: { activation: 3 },
    abilities: [activated("☉, M1: Target Summon gets Range -2 until end of turn.", { M: 1 }, [mode([objectTarget({ kind: "summon" })], [modifyStat(target(0), "range", -2, "endOfTurn")])])],
  },
  Discount: {
    ...effect(4),
    name: "Discount",
    cost: { C: 2 },
    abilities: [effectAbility("Draw 2 cards.", [mode([], [draw(you(), 2)])])], // 208.4: the caster draws
  },
  "Divine Intervention": {
    ...effect(2),
    name: "Divine Intervention",
    cost: { M: 2 },
    abilities: [effectAbility("Return target Non Life Base Summon to its owner's hand.", [mode([objectTarget({ kind: "summon", lifeBase: false })], [returnToHand(target(0))])])],
  },
  "Stone Skin": {
    name: "Stone Skin",
    cost: { B: 1 },
    type: "Summon Effect Card",
    restriction: 3,
    permanent: true,
    // 401.2: fixed on the target Summon; the bonus lasts while it stays fixed (207.5a).
    fixedTarget: objectTarget({ kind: "summon" }),
    abilities: [continuous("Target Summon gets Defense +2.", [modifyStat(fixed(), "defense", 2, "whileInPlay")])],
  },
  "Dragon's Fury": {
    name: "Dragon's Fury",
    cost: { M: 1, B: 1 },
    type: "Class Specific Effect Card",
    typeClass: "Dragon",
    restriction: 2,
    permanent: true,
    fixedTarget: objectTarget({ kind: "summon", class: "Dragon" }),
    abilities: [
      continuous("Target Dragon gets Attack Power +2.", [modifyStat(fixed(), "attack", 2, "whileInPlay")]),
      // "that Dragon" is the Dragon it is fixed on.
      triggered("Whenever that Dragon destroys a Summon, draw 1 card.", on("destroysSummon", fixed()), mode([], [draw(you(), 1)])),
    ],
  },
  "Crystal Surge": {
    name: "Crystal Surge",
    cost: { C: 1 },
    type: "Energy Crystal Effect Card",
    restriction: 3,
    permanent: true,
    fixedTarget: objectTarget({ kind: "crystal" }),
    abilities: [continuous("Target Energy Crystal produces an extra M1.", [extraProduce(fixed(), { M: 1 }, "whileInPlay")])],
  },
  "Suppression Field": {
    name: "Suppression Field",
    cost: { M: 2 },
    type: "Effect Effect Card",
    restriction: 2,
    permanent: true,
    fixedTarget: objectTarget({ kind: "effect" }),
    abilities: [continuous("Target Effect can't be activated.", [forbid(fixed(), "beActivated", "whileInPlay")])],
  },
  "Second Wind": {
    ...effect(2),
    name: "Second Wind",
    cost: { B: 2 },
    permanent: true,
    counters: { time: 3 },
    abilities: [triggered("At the beginning of your Draw Phase, draw 1 card.", phaseBegins("draw", "you"), mode([], [draw(you(), 1)]))],
  },
  Vengeance: {
    ...effect(2),
    name: "Vengeance",
    cost: { M: 1, B: 1 },
    permanent: true,
    // The trigger's target is declared when it goes on the stack: a target of the trigger's mode.
    abilities: [
      triggered(
        "Whenever a Summon you control is destroyed, deal 2 damage to target Summon an opponent controls.",
        on("isDestroyed", any({ kind: "summon", controller: "you" })),
        mode([objectTarget({ kind: "summon", controller: "opponent" })], [damage(2, target(0))]),
      ),
    ],
  },
  "Quick Step": {
    ...effect(3),
    name: "Quick Step",
    cost: { B: 1 },
    // 207.3: the move happens only if the discard did.
    abilities: [
      effectAbility("Discard 1 card. When successfully done, move target Summon you control up to 2 dots.", [
        mode([objectTarget({ kind: "summon", controller: "you" })], [whenDone([discard(you(), 1)], [move(target(0), 2)])]),
      ]),
    ],
  },
  Overload: {
    ...effect(1),
    name: "Overload",
    cost: { M: 2, C: 1 },
    permanent: true,
    abilities: [
      continuous("Costs of Effect Cards your opponents cast are raised by C1.", [
        costModifier({ cardType: "Effect Card", casters: "opponents", change: "raise", by: { C: 1 }, duration: "whileInPlay" }),
      ]),
    ],
  },
  "Second Strike": {
    ...effect(3),
    name: "Second Strike",
    cost: { B: 1 },
    abilities: [effectAbility("Target Summon you control can attack one more time this turn.", [mode([objectTarget({ kind: "summon", controller: "you" })], [extraAttack(target(0))])])],
  },
  "Time Warp": {
    ...effect(1),
    name: "Time Warp",
    cost: { M: 3, B: 3 },
    abilities: [effectAbility("Take an extra turn after this one.", [mode([], [extraTurn(you())])])],
  },
  "Mind Theft": {
    ...effect(1),
    name: "Mind Theft",
    cost: { M: 3 },
    abilities: [effectAbility("Gain control of target Non Life Base Summon until end of turn.", [mode([objectTarget({ kind: "summon", lifeBase: false })], [gainControl(target(0), "endOfTurn")])])],
  },
  Guard: {
    ...effect(4),
    name: "Guard",
    cost: { C: 1 },
    abilities: [effectAbility("Prevent the next 3 damage that would be dealt to target Summon this turn.", [mode([objectTarget({ kind: "summon" })], [prevent(target(0), 3, "endOfTurn")])])],
  },
  Wellspring: {
    ...effect(2),
    name: "Wellspring",
    cost: {}, // "cost: none"
    abilities: [effectAbility("Add M2 to your Energy Pool.", [mode([], [addEnergy(you(), { M: 2 })])])],
  },
  Recall: {
    ...effect(3),
    name: "Recall",
    cost: { B: 1, C: 1 },
    abilities: [effectAbility("Search your deck for a Summon Card, show it and put it into your hand.", [mode([], [search(you(), { kind: "card", cardType: "Summon Card" })])])],
  },
  Rebirth: {
    ...effect(1),
    name: "Rebirth",
    cost: { M: 2, B: 2 },
    abilities: [
      effectAbility("Put target Summon Card from your discard pile into play.", [
        mode([objectTarget({ kind: "card", cardType: "Summon Card", zone: "discard", zoneOwner: "you" })], [putIntoPlay(target(0))]),
      ]),
    ],
  },
  Negate: {
    ...effect(2),
    name: "Negate",
    cost: { M: 2 },
    abilities: [effectAbility("Counter target action.", [mode([actionTarget()], [counter(target(0))])])],
  },
  "Dragon Call": {
    ...effect(3),
    name: "Dragon Call",
    cost: { C: 1 },
    abilities: [effectAbility("If you control a Dragon, draw 2 cards.", [mode([], [ifThen(youControl({ kind: "summon", class: "Dragon" }), [draw(you(), 2)])])])],
  },
};

describe("lowering core.card", () => {
  it("builds every card of the file, in file order", () => {
    expect(built.cards.map((c) => c.name)).toEqual(Object.keys(EXPECTED));
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name}`, () => {
      const card = byName.get(name)!;
      const { source: _s, collector: _c, ...rest } = card;
      expect(rest).toStrictEqual(expected);
    });
  }

  it("records where each card and ability was written", () => {
    const bullseye = built.ir.find((ir) => ir.card.name === "Bullseye")!;
    expect(bullseye.source).toEqual({ file: "core.card", line: 101 });
    expect(bullseye.card.source).toEqual({ file: "core.card", line: 101 });
    expect(bullseye.abilityLines).toEqual([[108, 109]]);
    const shooter = built.ir.find((ir) => ir.card.name === "7 Shooter")!;
    expect(shooter.abilityLines).toEqual([[95, 96, 97]]);
    expect(byName.get("Bullseye")!.collector).toBe("1.1/045/089-U");
  });

  it("produces IR that validates (the lowering never writes a malformed IR)", () => {
    for (const ir of built.ir) expect(loadIR(JSON.parse(JSON.stringify(ir)))).toStrictEqual(ir);
  });
});

describe("lowering other sentences (fixtures/phrases.card)", () => {
  const phrases = compileClean(fixture("phrases.card"), "phrases.card");
  const abilities = (name: string) => phrases.cards.find((c) => c.name === name)!.abilities;
  const one = (text: string, m: ReturnType<typeof mode>) => effectAbility(text, [m]);
  const summon = objectTarget({ kind: "summon" });

  it("objects and players: all target player's, skips, remove, (de)activate, counters, becomes, can't", () => {
    expect(abilities("A1")).toStrictEqual([
      // 208.8: "all target player's Summons" targets the player, not the Summons.
      one("Destroy all target player's Summons.", mode([playerTarget()], [destroy(all({ kind: "summon" }, targetPlayer(0)))])),
      one("Target player skips his next Draw Phase.", mode([playerTarget()], [skipPhase(targetPlayer(0), "draw")])),
      one("Target player skips his next turn.", mode([playerTarget()], [skipTurn(targetPlayer(0))])),
      one("Remove target Summon from the game.", mode([summon], [removeFromGame(target(0))])),
      one("Deactivate target Summon. Reactivate target Energy Crystal.", mode([summon, objectTarget({ kind: "crystal" })], [deactivate(target(0)), reactivate(target(1))])),
      one("Put 2 time counters on target Effect.", mode([objectTarget({ kind: "effect" })], [putCounters(target(0), "time", 2)])),
      one("Target Summon's Speed becomes 4 until end of turn.", mode([summon], [setStat(target(0), "speed", 4, "endOfTurn")])),
      one("Target Summon can't move this turn.", mode([summon], [forbid(target(0), "move", "endOfTurn")])),
    ]);
  });

  it("X, conditions, and players as subjects", () => {
    expect(abilities("A2")).toStrictEqual([
      // "X" counts the For each extra payments.
      effectAbility("Deal 1 damage to target Summon.\nFor each extra M1: deal X damage to that Summon.", [
        mode([summon], [damage(1, target(0))], [forEachExtra({ M: 1 }, [damage(extraPaid(), target(0))])]),
      ]),
      // "it" outside a trigger: the object the line named before it.
      one("If target Summon has 3 or more damage, destroy it.", mode([summon], [ifThen(damageAtLeast(target(0), 3), [destroy(target(0))])])),
      one("If target Summon is on a No Attack Dot, destroy it.", mode([summon], [ifThen(onNoAttackDot(target(0)), [destroy(target(0))])])),
      one("If you have 2 or fewer cards in your hand, draw 2 cards.", mode([], [ifThen(handAtMost(you(), 2), [draw(you(), 2)])])),
      one("Each opponent discards 1 card.", mode([], [discard(eachOpponent(), 1)])),
      one("Target opponent draws 1 card.", mode([playerTarget(true)], [draw(targetPlayer(0), 1)])),
    ]);
  });

  it("triggers of every kind, a cost reduction, and the attacking Summon of an attacks trigger", () => {
    expect(abilities("A3")).toStrictEqual([
      triggered("Whenever you cast an Effect Card, draw 1 card.", castEffectCard("you"), mode([], [draw(you(), 1)])),
      // "the end of each turn" is the end of its last phase.
      triggered("At the end of each turn, draw 1 card.", phaseEnds("end", "each"), mode([], [draw(you(), 1)])),
      // The player of "target player's Reactivation Phase" is the trigger's first target.
      triggered("In target player's Reactivation Phase, draw 1 card.", during("reactivation", "targetPlayer"), mode([playerTarget()], [draw(you(), 1)])),
      triggered("During your End Phase, discard 1 card.", during("end", "you"), mode([], [discard(you(), 1)])),
      continuous("Costs of Summon Cards you cast are reduced by M1.", [costModifier({ cardType: "Summon Card", casters: "you", change: "reduce", by: { M: 1 }, duration: "whileInPlay" })]),
      // 207.4: "it" in a triggered effect is the trigger's subject.
      triggered("Whenever a Summon moves, heal 1 damage from it.", on("moves", any({ kind: "summon" })), mode([], [heal(1, triggerSubject())])),
      // "the attacking Summon" is known in an "attacks" trigger (runtime/triggers.ts attackerOf).
      triggered("Whenever a Summon attacks, deal 1 damage to the attacking Summon.", on("attacks", any({ kind: "summon" })), mode([], [damage(1, attacker())])),
    ]);
  });
});
