// LANGUAGE.md section 3: every sentence, subject/object form, link, condition, trigger and
// duration, with the AST shape written from the card text.
import { describe, expect, it } from "vitest";
import type { RefNode } from "../../grammar/ast.ts";
import { effectsOf, shape, textLines } from "./helpers.ts";

const amount = (value: number | "X") => ({ kind: "Amount", value });
const noun = (headWritten: string, head: string, extra: Record<string, unknown> = {}, written = headWritten) => ({
  kind: "Noun",
  written,
  headWritten,
  head,
  plural: false,
  ...extra,
});
const target = (n: ReturnType<typeof noun>, another = false) => ({
  kind: "TargetRef",
  another,
  noun: n,
  written: `${another ? "another " : ""}target ${n.written}`,
});
const tSummon = target(noun("Summon", "summon"));
const endOfTurn = (written: string) => ({ kind: "Duration", duration: "endOfTurn", written });

/** The subject/object of `Destroy X.` */
function refOf(x: string): unknown {
  const [e] = effectsOf(`Destroy ${x}.`) as { what: RefNode }[];
  return e?.what;
}

describe("208 subjects and objects", () => {
  it("target forms, with kinds read from the vocabulary", () => {
    expect(refOf("target Summon")).toEqual(tSummon);
    expect(refOf("target Non Life Base Summon")).toEqual(target(noun("Non Life Base Summon", "summon", { lifeBase: false })));
    expect(refOf("target Life Base")).toEqual(target(noun("Life Base", "summon", { lifeBase: true })));
    expect(refOf("target Dragon")).toEqual(target(noun("Dragon", "summon", { class: "Dragon" })));
    expect(refOf("target Summon you control")).toEqual(target(noun("Summon", "summon", { controller: "you" }, "Summon you control")));
    expect(refOf("target Summon an opponent controls")).toEqual(target(noun("Summon", "summon", { controller: "opponent" }, "Summon an opponent controls")));
    expect(refOf("target Energy Crystal")).toEqual(target(noun("Energy Crystal", "crystal")));
    expect(refOf("target Effect")).toEqual(target(noun("Effect", "effect")));
    expect(refOf("target player")).toEqual(target(noun("player", "player")));
    expect(refOf("target opponent")).toEqual(target(noun("opponent", "opponent")));
    expect(refOf("target card in a discard pile")).toEqual(target(noun("card", "card", { zone: "discard" }, "card in a discard pile")));
  });

  it("`target action` (a stackable action on the stack)", () => {
    expect(effectsOf("Counter target action.")).toEqual([{ kind: "Effect", op: "counter", what: target(noun("action", "action")) }]);
  });

  it("this / that / it / its controller / its owner stay unresolved", () => {
    expect(refOf("this Summon")).toEqual({ kind: "ThisRef", noun: noun("Summon", "summon") });
    expect(refOf("this Effect")).toEqual({ kind: "ThisRef", noun: noun("Effect", "effect") });
    expect(refOf("this card")).toEqual({ kind: "ThisRef", noun: noun("card", "card") });
    expect(refOf("it")).toEqual({ kind: "It", word: "it" });
    expect(refOf("that Summon")).toEqual({ kind: "ThatRef", noun: noun("Summon", "summon") });
    expect(refOf("that Dragon")).toEqual({ kind: "ThatRef", noun: noun("Dragon", "summon", { class: "Dragon" }) });
    const [draws] = effectsOf("Its controller draws 1 card.") as { who: unknown }[];
    expect(draws?.who).toEqual({ kind: "ControllerOf", of: { kind: "It", word: "its" } });
    const [owner] = effectsOf("Its owner discards 1 card.") as { who: unknown }[];
    expect(owner?.who).toEqual({ kind: "OwnerOf", of: { kind: "It", word: "its" } });
    const [possessive] = effectsOf("Target Summon's controller draws 2 cards.") as { who: unknown }[];
    expect(possessive?.who).toEqual({ kind: "ControllerOf", of: tSummon });
  });

  it("players: you, your opponents, each opponent, all players", () => {
    const who = (line: string) => (effectsOf(line)[0] as { who: unknown }).who;
    expect(who("Each opponent discards 1 card.")).toEqual({ kind: "PlayerWord", who: "eachOpponent" });
    expect(who("All players draw 1 card.")).toEqual({ kind: "PlayerWord", who: "allPlayers" });
    expect(who("You draw 1 card.")).toEqual({ kind: "PlayerWord", who: "you" });
    expect(who("Target opponent draws 1 card.")).toEqual(target(noun("opponent", "opponent")));
  });

  it("all Summons, all target player's Summons, the attacking Summon, the source", () => {
    expect(refOf("all Summons")).toEqual({
      kind: "AllRef",
      noun: { ...noun("Summons", "summon"), plural: true },
      ofPlayer: null,
    });
    expect(refOf("all target player's Summons")).toEqual({
      kind: "AllRef",
      noun: { ...noun("Summons", "summon"), plural: true },
      ofPlayer: target(noun("player", "player")),
    });
    expect(refOf("the attacking Summon")).toEqual({ kind: "Attacker" });
    expect(refOf("the source")).toEqual({ kind: "Source" });
  });

  it("208.4 no subject means the caster: who is null", () => {
    expect(effectsOf("Draw 2 cards.")).toEqual([{ kind: "Effect", op: "draw", who: null, n: amount(2) }]);
  });

  it("two targets in one line: `and N damage to another target Summon`", () => {
    expect(effectsOf("Deal 1 damage to target Summon and 1 damage to another target Summon.")).toEqual([
      { kind: "Effect", op: "damage", amount: amount(1), more: false, to: tSummon },
      { kind: "Effect", op: "damage", amount: amount(1), more: false, to: target(noun("Summon", "summon"), true) },
    ]);
  });
});

describe("LANGUAGE.md section 3: effects", () => {
  const cases: [string, unknown][] = [
    ["Deal 3 damage to target Summon.", { op: "damage", amount: amount(3), more: false, to: tSummon }],
    ["Heal 2 damage from target Summon.", { op: "heal", amount: amount(2), more: false, from: tSummon }],
    ["Destroy target Summon.", { op: "destroy", what: tSummon }],
    ["Remove target Summon from the game.", { op: "removeFromGame", what: tSummon }],
    ["Draw 1 card.", { op: "draw", who: null, n: amount(1) }],
    ["Target player draws 2 cards.", { op: "draw", who: target(noun("player", "player")), n: amount(2) }],
    ["Discard 2 cards.", { op: "discard", who: null, n: amount(2) }],
    [
      "Search your deck for a Summon Card, show it and put it into your hand.",
      {
        op: "search",
        who: { kind: "PlayerWord", who: "your" },
        filter: noun("Summon Card", "card", { cardType: "Summon Card" }),
        to: "hand",
      },
    ],
    ["Return target Summon to its owner's hand.", { op: "returnToHand", what: tSummon }],
    [
      "Put target Summon Card from your discard pile into play.",
      {
        op: "putIntoPlay",
        what: target(noun("Summon Card", "card", { cardType: "Summon Card", zone: "discard", zoneOwner: "you" }, "Summon Card from your discard pile")),
      },
    ],
    [
      "Target Summon gets Defense +2.",
      {
        op: "modifyStat",
        what: tSummon,
        stat: { kind: "Stat", stat: "defense", written: "Defense" },
        delta: 2,
        duration: null,
      },
    ],
    [
      "Target Summon gets Range -2 until end of turn.",
      {
        op: "modifyStat",
        what: tSummon,
        stat: { kind: "Stat", stat: "range", written: "Range" },
        delta: -2,
        duration: endOfTurn("until end of turn"),
      },
    ],
    [
      "Target Summon's Attack Power becomes 0.",
      {
        op: "setStat",
        what: tSummon,
        stat: { kind: "Stat", stat: "attack", written: "Attack Power" },
        value: 0,
        duration: null,
      },
    ],
    ["Deactivate target Summon.", { op: "deactivate", what: tSummon }],
    ["Reactivate target Summon.", { op: "reactivate", what: tSummon }],
    ["Move target Summon up to 2 dots.", { op: "move", what: tSummon, upTo: 2 }],
    ["Target Summon can't move.", { op: "forbid", what: tSummon, action: "move", duration: null }],
    ["Target Summon can't attack this turn.", { op: "forbid", what: tSummon, action: "attack", duration: endOfTurn("this turn") }],
    ["Target Effect can't be activated.", { op: "forbid", what: target(noun("Effect", "effect")), action: "beActivated", duration: null }],
    ["Target Summon can attack one more time this turn.", { op: "extraAttack", what: tSummon, duration: endOfTurn("this turn") }],
    [
      "Target Energy Crystal produces an extra M1.",
      {
        op: "extraProduce",
        what: target(noun("Energy Crystal", "crystal")),
        energy: { kind: "EnergyList", none: false, items: [{ kind: "Energy", letter: "M", amount: 1, known: true }] },
        duration: null,
      },
    ],
    ["Gain control of target Summon until end of turn.", { op: "gainControl", what: tSummon, duration: endOfTurn("until end of turn") }],
    ["Counter target action.", { op: "counter", what: target(noun("action", "action")) }],
    ["Prevent the next 3 damage that would be dealt to target Summon this turn.", { op: "prevent", what: tSummon, amount: amount(3), duration: endOfTurn("this turn") }],
    ["Prevent all damage that would be dealt to target Summon.", { op: "prevent", what: tSummon, amount: "all", duration: null }],
    [
      "Add M2 to your Energy Pool.",
      {
        op: "addEnergy",
        who: { kind: "PlayerWord", who: "your" },
        energy: { kind: "EnergyList", none: false, items: [{ kind: "Energy", letter: "M", amount: 2, known: true }] },
        or: [],
      },
    ],
    ["Put 2 time counters on target Summon.", { op: "putCounters", what: tSummon, counter: "time", n: amount(2) }],
    ["Put 1 activation counter on this card.", { op: "putCounters", what: { kind: "ThisRef", noun: noun("card", "card") }, counter: "activation", n: amount(1) }],
    ["Take an extra turn after this one.", { op: "extraTurn", who: null }],
    ["Target player skips his next turn.", { op: "skipTurn", who: target(noun("player", "player")) }],
    [
      "Target player skips his next Draw Phase.",
      {
        op: "skipPhase",
        who: target(noun("player", "player")),
        phase: { kind: "Phase", phase: "draw", written: "Draw Phase" },
      },
    ],
    [
      "Costs of Effect Cards your opponents cast are raised by C1.",
      {
        op: "costModifier",
        cardType: {
          ...noun("Effect Cards", "card", { cardType: "Effect Card" }, "Effect Cards your opponents cast"),
          plural: true,
        },
        casters: { kind: "PlayerWord", who: "yourOpponents" },
        change: "raise",
        by: { kind: "EnergyList", none: false, items: [{ kind: "Energy", letter: "C", amount: 1, known: true }] },
      },
    ],
    [
      "Costs of cards you cast are reduced by B2.",
      {
        op: "costModifier",
        cardType: null,
        casters: { kind: "PlayerWord", who: "you" },
        change: "reduce",
        by: { kind: "EnergyList", none: false, items: [{ kind: "Energy", letter: "B", amount: 2, known: true }] },
      },
    ],
  ];
  for (const [line, expected] of cases) {
    it(line, () => {
      expect(effectsOf(line)).toEqual([{ kind: "Effect", ...(expected as object) }]);
    });
  }

  it("207.2 `N more damage` in an additional line, `X` in a For each extra line", () => {
    const [, more, x] = textLines(["Deal 2 damage to target Summon.", "With extra M2: deal 2 more damage to that Summon.", "For each extra B1: heal X damage from that Summon."]);
    if (more?.kind !== "AdditionalLine" || x?.kind !== "AdditionalLine") throw new Error("not additional");
    expect(shape(more.sentences[0]?.effects[0])).toEqual({
      kind: "Effect",
      op: "damage",
      amount: amount(2),
      more: true,
      to: { kind: "ThatRef", noun: noun("Summon", "summon") },
    });
    expect(shape(x.sentences[0]?.effects[0])).toMatchObject({ op: "heal", amount: amount("X"), more: false });
  });
});

describe("links between sentences", () => {
  it("207.3 When successfully done, EFFECT: a lead on the second sentence", () => {
    const [l] = textLines(["Discard 1 card. When successfully done, move target Summon you control up to 2 dots."]);
    if (l?.kind !== "EffectLine") throw new Error(l?.kind);
    expect(l.sentences.map((s) => [s.lead?.kind ?? null, s.effects.map((e) => e.op)])).toEqual([
      [null, ["discard"]],
      ["WhenDone", ["move"]],
    ]);
  });

  it("If CONDITION, EFFECT: the four conditions", () => {
    const cond = (c: string) => {
      const [l] = textLines([`If ${c}, draw 1 card.`]);
      const lead = l?.kind === "EffectLine" ? l.sentences[0]?.lead : undefined;
      if (lead?.kind !== "If") throw new Error("no if");
      return shape(lead.condition);
    };
    expect(cond("you control a Dragon")).toEqual({
      kind: "Condition",
      cond: "youControl",
      who: { kind: "PlayerWord", who: "you" },
      noun: noun("Dragon", "summon", { class: "Dragon" }),
    });
    expect(cond("target Summon has 3 or more damage")).toEqual({
      kind: "Condition",
      cond: "damageAtLeast",
      what: tSummon,
      n: 3,
    });
    expect(cond("this Summon is on a No Attack Dot")).toEqual({
      kind: "Condition",
      cond: "onNoAttackDot",
      what: { kind: "ThisRef", noun: noun("Summon", "summon") },
    });
    expect(cond("you have 2 or fewer cards in your hand")).toEqual({
      kind: "Condition",
      cond: "handAtMost",
      who: { kind: "PlayerWord", who: "you" },
      n: 2,
    });
  });

  it("207.2 EFFECT unless its controller pays COST: covers the sentence", () => {
    const [l] = textLines(["Destroy target Non Life Base Summon unless its controller pays C3."]);
    if (l?.kind !== "EffectLine") throw new Error(l?.kind);
    expect(shape(l.sentences[0]?.unless)).toEqual({
      kind: "Unless",
      payer: { kind: "ControllerOf", of: { kind: "It", word: "its" } },
      cost: { kind: "EnergyList", none: false, items: [{ kind: "Energy", letter: "C", amount: 3, known: true }] },
    });
  });
});

describe("207.4 trigger conditions", () => {
  const triggerOf = (line: string) => {
    const [l] = textLines([line]);
    if (l?.kind !== "TriggeredLine") throw new Error(l?.kind);
    return shape(l.trigger);
  };
  const thisSummon = { kind: "ThisRef", noun: noun("Summon", "summon") };
  const events: [string, string][] = [
    ["attacks", "attacks"],
    ["moves", "moves"],
    ["is dealt damage", "isDealtDamage"],
    ["is destroyed", "isDestroyed"],
    ["is cast", "isCast"],
    ["comes into play", "comesIntoPlay"],
    ["leaves play", "leavesPlay"],
  ];
  for (const [words, event] of events) {
    it(`When this Summon ${words}`, () => {
      expect(triggerOf(`When this Summon ${words}, draw 1 card.`)).toEqual({
        kind: "EventTrigger",
        word: "when",
        subject: thisSummon,
        event,
        object: null,
      });
    });
  }

  it("Whenever X destroys a Summon", () => {
    expect(triggerOf("Whenever that Dragon destroys a Summon, draw 1 card.")).toEqual({
      kind: "EventTrigger",
      word: "whenever",
      subject: { kind: "ThatRef", noun: noun("Dragon", "summon", { class: "Dragon" }) },
      event: "destroysSummon",
      object: { kind: "Indefinite", article: "a", noun: noun("Summon", "summon") },
    });
  });

  it("a Summon / a Summon you control / a Summon an opponent controls", () => {
    expect(triggerOf("Whenever a Summon you control is destroyed, draw 1 card.")).toMatchObject({
      subject: { kind: "Indefinite", article: "a", noun: { head: "summon", controller: "you" } },
      event: "isDestroyed",
    });
    expect(triggerOf("Whenever a Summon an opponent controls moves, draw 1 card.")).toMatchObject({
      subject: { kind: "Indefinite", noun: { head: "summon", controller: "opponent" } },
      event: "moves",
    });
  });

  it("Whenever you cast an Effect Card", () => {
    expect(triggerOf("Whenever you cast an Effect Card, draw 1 card.")).toEqual({
      kind: "CastTrigger",
      word: "whenever",
      caster: { kind: "PlayerWord", who: "you" },
      cardType: noun("Effect Card", "card", { cardType: "Effect Card" }),
    });
  });

  it("At the beginning of your PHASE / At the end of each turn", () => {
    expect(triggerOf("At the beginning of your Draw Phase, draw 1 card.")).toEqual({
      kind: "PhaseTrigger",
      word: "at",
      edge: "beginning",
      whose: { kind: "PlayerWord", who: "your" },
      phase: { kind: "Phase", phase: "draw", written: "Draw Phase" },
    });
    expect(triggerOf("At the end of each turn, draw 1 card.")).toEqual({
      kind: "PhaseTrigger",
      word: "at",
      edge: "end",
      whose: { kind: "PlayerWord", who: "each" },
      phase: null,
    });
  });

  it("During your End Phase / In target player's Reactivation Phase", () => {
    expect(triggerOf("During your End Phase, draw 1 card.")).toEqual({
      kind: "DuringTrigger",
      word: "during",
      whose: { kind: "PlayerWord", who: "your" },
      phase: { kind: "Phase", phase: "end", written: "End Phase" },
    });
    expect(triggerOf("In target player's Reactivation Phase, draw 1 card.")).toEqual({
      kind: "DuringTrigger",
      word: "in",
      whose: target(noun("player", "player")),
      phase: { kind: "Phase", phase: "reactivation", written: "Reactivation Phase" },
    });
  });

  it("phases: all four by name", () => {
    const phases = ["Reactivation Phase", "Draw Phase", "Action Phase", "End Phase"].map((p) => {
      const t = triggerOf(`During your ${p}, draw 1 card.`) as { phase: { phase: string } };
      return t.phase.phase;
    });
    expect(phases).toEqual(["reactivation", "draw", "action", "end"]);
  });
});

describe("durations", () => {
  it("until end of turn, this turn, until your next Reactivation Phase", () => {
    const d = (words: string) => (effectsOf(`Target Summon gets Speed +1 ${words}.`)[0] as { duration: unknown }).duration;
    expect(d("until end of turn")).toEqual(endOfTurn("until end of turn"));
    expect(d("this turn")).toEqual(endOfTurn("this turn"));
    expect(d("until your next Reactivation Phase")).toEqual({
      kind: "Duration",
      duration: "untilYourNextReactivation",
      written: "until your next Reactivation Phase",
    });
  });
});
