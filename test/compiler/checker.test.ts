// The checker, one rule per test (titled by its rule number), plus the acceptance corpus:
// invalid.card gets every error its comments name, inside the right card; core.card gets none.
import { describe, expect, it } from "vitest";
import { CHECK_CODES, CHECK_WARNINGS } from "../../compiler/codes.ts";
import { compile } from "../../compiler/index.ts";
import { checkOnly, diagnose, fixture } from "./helpers.ts";

const code = (name: keyof typeof CHECK_CODES) => CHECK_CODES[name].code;
const warning = (name: keyof typeof CHECK_WARNINGS) => CHECK_WARNINGS[name].code;

/** A card of the given type and text lines, with the fields the type needs. */
function card(type: string, lines: string[], extra: string[] = []): string {
  const summon = type === "Summon Card";
  const fields = [
    "card Test Card",
    "cost: M1",
    `type: ${type}`,
    ...(summon ? ["class: Beast", "element: Water", "movement energy: B1", "stats: attack 1, defense 1, speed 1, range 1"] : []),
    ...extra,
    "text:",
    ...lines.map((l) => `  ${l}`),
  ];
  return fields.join("\n") + "\n";
}

describe("targets (401)", () => {
  it("401.1a an Effect Card may target anything it states", () => {
    expect(checkOnly(card("Effect Card", ["Destroy target Energy Crystal."], ["non permanent"]))).toEqual([]);
  });

  it("401.2a a Summon Effect Card can only target Summons", () => {
    const ds = checkOnly(card("Summon Effect Card", ["Target Energy Crystal produces an extra M1."], ["permanent"]));
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ code: code("wrongTarget"), line: 6, column: 3 });
    expect(ds[0]?.message).toContain("Energy Crystal");
    expect(checkOnly(card("Summon Effect Card", ["Target Summon gets Defense +2."], ["permanent"]))).toEqual([]);
  });

  it("401.3a a Class Specific Effect Card can only target Summons of its class", () => {
    const ds = checkOnly(card("Class Specific Effect Card (Dragon)", ["Target Summon gets Attack Power +2."], ["permanent"]));
    expect(ds.map((d) => d.code)).toEqual([code("wrongTarget")]);
    expect(ds[0]?.message).toContain("Dragon Summons");
    const beast = checkOnly(card("Class Specific Effect Card (Dragon)", ["Target Beast gets Attack Power +2."], ["permanent"]));
    expect(beast.map((d) => d.code)).toEqual([code("wrongTarget")]);
    expect(checkOnly(card("Class Specific Effect Card (Dragon)", ["Target Dragon gets Attack Power +2."], ["permanent"]))).toEqual([]);
  });

  it("401.3 a Class Specific Effect Card names its class in its type", () => {
    const ds = checkOnly(card("Class Specific Effect Card", ["Target Dragon gets Attack Power +2."], ["permanent"]));
    expect(ds.map((d) => d.code)).toContain(code("missingField"));
    expect(ds.find((d) => d.code === code("missingField"))!.line).toBe(3);
  });

  it("401.4a an Energy Crystal Effect Card can only target Energy Crystals", () => {
    const ds = checkOnly(card("Energy Crystal Effect Card", ["Target Summon gets Defense +2."], ["permanent"]));
    expect(ds.map((d) => d.code)).toEqual([code("wrongTarget")]);
    expect(ds[0]?.message).toContain("Energy Crystals");
  });

  it("401.5a an Effect Effect Card can only target Effects", () => {
    const ds = checkOnly(card("Effect Effect Card", ["Target Summon can't be activated."], ["permanent"]));
    expect(ds.map((d) => d.code)).toEqual([code("wrongTarget")]);
    expect(ds[0]?.message).toContain("Effects");
  });

  it("401.2a the rule covers every line of the card, triggered ones too", () => {
    const ds = checkOnly(card("Summon Effect Card", ["Target Summon gets Defense +2.", "Whenever that Summon attacks, destroy target Energy Crystal."], ["permanent"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("wrongTarget"), 7]]);
  });

  it("207.5a a permanent Effect that gets fixed names exactly one target", () => {
    const none = checkOnly(card("Summon Effect Card", ["Costs of Effect Cards your opponents cast are raised by C1."], ["permanent"]));
    expect(none.map((d) => [d.code, d.line])).toEqual([[code("fixedTarget"), 1]]);
    const two = checkOnly(card("Summon Effect Card", ["Target Summon gets Defense +2.", "Target Summon gets Speed +1."], ["permanent"]));
    expect(two.map((d) => [d.code, d.line, d.column])).toEqual([[code("fixedTarget"), 7, 3]]);
    expect(two[0]?.message).toContain('"that Summon"');
  });
});

describe("fields (304.2, 402)", () => {
  it("402.10 a summon without stats is an error at its card line", () => {
    const text = "card Statless\ncost: B1\ntype: Summon Card\nclass: Beast\nelement: Water\nmovement energy: B1\n";
    const ds = checkOnly(text);
    expect(ds.map((d) => [d.code, d.line, d.column])).toEqual([[code("missingField"), 1, 1]]);
    expect(ds[0]?.message).toContain("stats");
  });

  it("402.10 stats name all four of attack, defense, speed and range", () => {
    const text = card("Summon Card", []).replace("range 1", "").replace(", speed 1, ", ", speed 1");
    const ds = checkOnly(text);
    expect(ds.map((d) => d.code)).toEqual([code("incompleteStats")]);
    expect(ds[0]?.message).toContain("missing range");
  });

  it("402.5 a Life Base has no element", () => {
    const text = ["card Odd Base", "type: Life Base Card", "class: Life Base", "element: Fire", "movement energy: C2", "stats: attack 1, defense 12, speed 1, range 1"].join("\n");
    const ds = checkOnly(text);
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("fieldNotAllowed"), 4]]);
    expect(ds[0]?.message).toContain("element");
  });

  it("402.2, 402.4, 204.5 a Non Life Base summon needs class, element and movement energy", () => {
    const text = "card Bare\ncost: B1\ntype: Summon Card\nstats: attack 1, defense 1, speed 1, range 1\n";
    const ds = checkOnly(text);
    expect(ds.every((d) => d.code === code("missingField") && d.line === 1)).toBe(true);
    const messages = ds.map((d) => d.message).join(" | ");
    expect(messages).toContain('"class:"');
    expect(messages).toContain('"element:"');
    expect(messages).toContain('"movement energy:"');
  });

  it("304.2b class, element, movement energy and stats are for summons only", () => {
    const ds = checkOnly(card("Effect Card", ["Draw 1 card."], ["non permanent", "element: Fire", "stats: attack 1, defense 1, speed 1, range 1"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([
      [code("fieldNotAllowed"), 5],
      [code("fieldNotAllowed"), 6],
    ]);
  });

  it("304.2 a card without a type is an error at its card line", () => {
    const ds = checkOnly("card Typeless\ncost: M1\nnon permanent\ntext:\n  Draw 1 card.\n");
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("missingField"), 1]]);
  });

  it("304.4 a fixed Effect is permanent; an Effect Card says which it is", () => {
    const fixedNon = checkOnly(card("Summon Effect Card", ["Target Summon gets Defense +2."], ["non permanent"]));
    expect(fixedNon.map((d) => [d.code, d.line])).toEqual([[code("permanence"), 4]]);
    const unsaid = checkOnly(card("Effect Card", ["Draw 1 card."]));
    expect(unsaid.map((d) => [d.code, d.line])).toEqual([[code("permanence"), 1]]);
  });

  it("209.2 counters go on permanents only", () => {
    const ds = checkOnly(card("Effect Card", ["Draw 1 card."], ["non permanent", "counters: 2 time"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("fieldNotAllowed"), 5]]);
  });

  it("204.2 an energy type appears once per energy list", () => {
    const ds = checkOnly(card("Effect Card", ["Draw 1 card."], ["non permanent"]).replace("cost: M1", "cost: M1 B1 M2"));
    expect(ds.map((d) => [d.code, d.line, d.column])).toEqual([[code("duplicateEnergy"), 2, 13]]);
  });
});

describe("lines (207, 305, 402.10)", () => {
  it("207.2 an additional effect needs a cost (For each extra with no cost)", () => {
    const ds = checkOnly(card("Effect Card", ["Heal 2 damage from target Summon.", "For each extra: heal 1 more damage from that Summon."], ["non permanent"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("missingCost"), 7]]);
    expect(ds[0]?.message).toContain("cost");
  });

  it("207.1 an `or` has an effect on both sides, reported at the `or` line", () => {
    const below = checkOnly(card("Effect Card", ["Draw 1 card.", "or"], ["non permanent"]));
    expect(below.map((d) => [d.code, d.line, d.column])).toEqual([[code("oneSidedOr"), 7, 3]]);
    expect(below[0]?.message).toContain("both sides");
    const above = checkOnly(card("Effect Card", ["or", "Draw 1 card."], ["non permanent"]));
    expect(above.map((d) => [d.code, d.line])).toEqual([[code("oneSidedOr"), 6]]);
    expect(checkOnly(card("Effect Card", ["Draw 1 card.", "or", "Discard 1 card."], ["non permanent"]))).toEqual([]);
  });

  it("207.2 X counts the payments of a For each extra line, and only there", () => {
    const ds = checkOnly(card("Effect Card", ["Deal X damage to target Summon."], ["non permanent"]));
    expect(ds.map((d) => [d.code, d.line, d.column])).toEqual([[code("misplacedX"), 6, 8]]);
    const ok = checkOnly(card("Effect Card", ["Deal 1 damage to target Summon.", "For each extra M1: deal X damage to that Summon."], ["non permanent"]));
    expect(ok).toEqual([]);
  });

  it("207.4 a triggered effect needs a permanent", () => {
    const ds = checkOnly(card("Effect Card", ["At the beginning of your Draw Phase, draw 1 card."], ["non permanent"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("lineNotAllowed"), 6]]);
  });

  it("207.6 only a permanent can be activated", () => {
    const ds = checkOnly(card("Effect Card", ["☉: Draw 1 card."], ["non permanent"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("lineNotAllowed"), 6]]);
  });

  it("402.10 a summon's abilities are printed in brackets, and only a summon's", () => {
    // Issue 26: a summon's line written without its brackets is read as printed with them
    // (grammar/phrases.ts, fmt adds them), so it is the same continuous ability.
    const summon = checkOnly(card("Summon Card", ["This Summon gets Speed +1."]));
    expect(summon).toEqual([]);
    expect(compile(card("Summon Card", ["This Summon gets Speed +1."]), "t.card").ir[0]!.card.abilities.map((a) => a.kind)).toEqual(["continuous"]);
    const effect = checkOnly(card("Effect Card", ["[Draw 1 card.]"], ["non permanent"]));
    expect(effect.map((d) => [d.code, d.line])).toEqual([[code("lineNotAllowed"), 6]]);
  });

  it("305 a fixed Effect's text must be able to last while it is in play (what the engine would refuse)", () => {
    // Summon Effect Card, permanent: its line is a continuous ability on the Summon it is fixed on.
    const steal = checkOnly(card("Summon Effect Card", ["Gain control of target Summon."], ["permanent"]));
    expect(steal.map((d) => [d.code, d.line, d.column])).toEqual([[code("unsupported"), 6, 3]]);
    expect(steal[0]!.message).toMatch(/can't stay in force while the card is in play.*"gainControl"/);
    // The same sentence on a non permanent card is fine, and so is a lasting stat change.
    expect(checkOnly(card("Effect Card", ["Gain control of target Summon until end of turn."], ["non permanent"]))).toEqual([]);
    expect(checkOnly(card("Summon Effect Card", ["Target Summon gets Attack Power +1."], ["permanent"]))).toEqual([]);
    // compile() leaves the card out rather than build one the engine refuses.
    const out = compile(card("Summon Effect Card", ["Gain control of target Summon."], ["permanent"]), "t.card");
    expect(out.cards).toEqual([]);
  });

  it("403.4 only an Energy Crystal produces energy", () => {
    const ds = checkOnly(card("Effect Card", ["Produces M1."], ["permanent"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("lineNotAllowed"), 6]]);
  });
});

describe("references (208)", () => {
  it("208 `it` outside a trigger refers to an object named before it", () => {
    const ds = checkOnly(card("Effect Card", ["Destroy it."], ["non permanent"]));
    expect(ds.map((d) => [d.code, d.line, d.column])).toEqual([[code("unboundPronoun"), 6, 11]]);
  });

  it("207.2 `that Summon` needs a target before it in its line or the line above", () => {
    const ds = checkOnly(card("Effect Card", ["Destroy that Summon."], ["non permanent"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("unboundPronoun"), 6]]);
    // A separate ability's target is not "the line above" of this one.
    const apart = checkOnly(card("Effect Card", ["Deal 1 damage to target Summon.", "Destroy that Summon."], ["non permanent"]));
    expect(apart.map((d) => [d.code, d.line])).toEqual([[code("unboundPronoun"), 7]]);
  });

  it("207.4 `that Dragon` in a trigger needs a fixed target", () => {
    const ds = checkOnly(card("Effect Card", ["Whenever that Dragon attacks, draw 1 card."], ["permanent"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("unboundPronoun"), 6]]);
  });

  it("208 a player is not an object, and an object is not a player", () => {
    const ds = checkOnly(card("Effect Card", ["Destroy target player."], ["non permanent"]));
    expect(ds.map((d) => [d.code, d.line])).toEqual([[code("wrongReferent"), 6]]);
    const other = checkOnly(card("Effect Card", ["Target Summon draws 1 card."], ["non permanent"]));
    expect(other.map((d) => d.code)).toEqual([code("wrongReferent")]);
  });

  it("207.2 `unless its controller pays`: its is the object of the effect it modifies, in a triggered effect too", () => {
    const payerOf = (text: string) => {
      const out = compile(text, "t.card");
      expect(out.diagnostics).toEqual([]);
      const ability = out.cards[0]!.abilities[0]!;
      if (ability.kind !== "triggered") throw new Error(`expected a triggered ability, got ${ability.kind}`);
      const effects = ability.mode.effects;
      expect(effects[0]).toMatchObject({ op: "unless" });
      return (effects[0] as { payer: unknown }).payer;
    };
    // The trigger's subject is the Summon that was destroyed; the payer is the target's controller.
    const grudge = "Whenever a Summon you control is destroyed, destroy target Summon an opponent controls unless its controller pays C2.";
    expect(payerOf(card("Effect Card", [grudge], ["permanent"]))).toEqual({ ref: "controllerOf", of: { ref: "target", index: 0 } });
    const summon = "[When this Summon attacks: destroy target Summon unless its controller pays C1.]";
    expect(payerOf(card("Summon Card", [summon]))).toEqual({ ref: "controllerOf", of: { ref: "target", index: 0 } });
    // 207.4 still holds: a bare "it" in a triggered effect is the trigger's subject.
    const it = "Whenever a Summon attacks, destroy it unless its controller pays C1.";
    expect(payerOf(card("Effect Card", [it], ["permanent"]))).toEqual({ ref: "controllerOf", of: { ref: "triggerSubject" } });
    // With no object in the sentence, "its" keeps its 207.4 meaning.
    const draw = "Whenever a Summon attacks, draw 1 card unless its controller pays C1.";
    expect(payerOf(card("Effect Card", [draw], ["permanent"]))).toEqual({ ref: "controllerOf", of: { ref: "triggerSubject" } });
  });

  it("208 `this Summon` / `this Effect` name the card they are written on, which must be one", () => {
    const onEffect = checkOnly(card("Effect Card", ["Deal 2 damage to this Summon."], ["non permanent"]));
    expect(onEffect.map((d) => [d.code, d.line, d.column])).toEqual([[code("wrongReferent"), 6, 20]]);
    expect(onEffect[0]!.message).toContain("not a Summon");
    const onSummon = checkOnly(card("Summon Card", ["[☉: Heal 1 damage from this Effect.]"]));
    expect(onSummon.map((d) => [d.code, d.line, d.column])).toEqual([[code("wrongReferent"), 9, 26]]);
    // In a trigger condition too.
    const trigger = checkOnly(card("Effect Card", ["Whenever this Summon attacks, draw 1 card."], ["permanent"]));
    expect(trigger.map((d) => [d.code, d.line, d.column])).toEqual([[code("wrongReferent"), 6, 12]]);
    // The right noun, and "this card", are fine.
    expect(checkOnly(card("Effect Card", ["☉: Put 1 time counter on this Effect."], ["permanent"]))).toEqual([]);
    expect(checkOnly(card("Effect Card", ["☉: Destroy this card."], ["permanent"]))).toEqual([]);
    expect(checkOnly(card("Summon Card", ["[☉: Heal 1 damage from this Summon.]"]))).toEqual([]);
  });

  it("207.2 `that Dragon` refers only to a Dragon target; `that Summon` may refer to a target Dragon", () => {
    const mismatch = checkOnly(card("Effect Card", ["Deal 2 damage to target Summon.", "With extra M1: deal 2 more damage to that Dragon."], ["non permanent"]));
    expect(mismatch.map((d) => [d.code, d.line, d.column])).toEqual([[code("unboundPronoun"), 7, 40]]);
    expect(mismatch[0]!.message).toContain('"target Summon"');
    const sameLine = checkOnly(card("Effect Card", ["Deal 1 damage to target Summon. If that Dragon has 3 or more damage, destroy it."], ["non permanent"]));
    expect(sameLine.map((d) => [d.code, d.line, d.column])).toEqual([[code("unboundPronoun"), 6, 38]]);
    // A Dragon is a Summon.
    expect(checkOnly(card("Effect Card", ["Deal 2 damage to target Dragon.", "With extra M1: deal 2 more damage to that Summon."], ["non permanent"]))).toEqual([]);
    expect(checkOnly(card("Effect Card", ["Deal 2 damage to target Dragon.", "With extra M1: deal 2 more damage to that Dragon."], ["non permanent"]))).toEqual([]);
    // The fixed target of a permanent Effect (207.5a) likewise.
    const fixed = checkOnly(card("Summon Effect Card", ["Target Summon gets Defense +2.", "Whenever that Dragon attacks, draw 1 card."], ["permanent"]));
    expect(fixed.map((d) => [d.code, d.line, d.column])).toEqual([[code("unboundPronoun"), 7, 12]]);
  });

  it("207.4 `the attacking Summon` is known only in an `attacks` or `is dealt damage` trigger", () => {
    const cast = checkOnly(card("Effect Card", ["Destroy the attacking Summon."], ["non permanent"]));
    expect(cast.map((d) => [d.code, d.line, d.column])).toEqual([[code("unboundPronoun"), 6, 11]]);
    expect(cast[0]!.message).toContain('"... attacks"');
    expect(cast[0]!.message).toContain('"... is dealt damage"');
    const otherTrigger = checkOnly(card("Effect Card", ["Whenever a Summon is destroyed, deal 1 damage to the attacking Summon."], ["permanent"]));
    expect(otherTrigger.map((d) => [d.code, d.line, d.column])).toEqual([[code("unboundPronoun"), 6, 52]]);
    const activated = checkOnly(card("Effect Card", ["☉: Deal 1 damage to the attacking Summon."], ["permanent"]));
    expect(activated.map((d) => [d.code, d.line, d.column])).toEqual([[code("unboundPronoun"), 6, 23]]);
    const destroys = checkOnly(card("Summon Card", ["[Whenever this Summon destroys a Summon: deal 1 damage to the attacking Summon.]"]));
    expect(destroys.map((d) => [d.code, d.line, d.column])).toEqual([[code("unboundPronoun"), 9, 61]]);
    // Where the engine knows the attacker (runtime/triggers.ts attackerOf).
    expect(checkOnly(card("Summon Card", ["[Whenever this Summon is dealt damage: deal 1 damage to the attacking Summon.]"]))).toEqual([]);
    expect(checkOnly(card("Effect Card", ["Whenever a Summon attacks, deal 1 damage to the attacking Summon."], ["permanent"]))).toEqual([]);
  });

  it("208.1 `another target` differs from a target named before it, so one must be", () => {
    const alone = checkOnly(card("Effect Card", ["Deal 1 damage to another target Summon."], ["non permanent"]));
    expect(alone.map((d) => [d.code, d.line, d.column])).toEqual([[code("unboundPronoun"), 6, 20]]);
    expect(checkOnly(card("Effect Card", ["Deal 1 damage to target Summon and 1 damage to another target Summon."], ["non permanent"]))).toEqual([]);
    // An additional effect belongs to the mode of the line above (207.2).
    expect(checkOnly(card("Effect Card", ["Deal 1 damage to target Summon.", "With extra M1: deal 1 damage to another target Summon."], ["non permanent"]))).toEqual([]);
    // Players and actions can't be kept apart (only object targets have distinctFrom).
    const players = checkOnly(card("Effect Card", ["Target player draws 1 card. Another target player discards 1 card."], ["non permanent"]));
    expect(players.map((d) => [d.code, d.line, d.column])).toEqual([[code("unsupported"), 6, 31]]);
  });

  it("reports every problem of a card in one pass", () => {
    const text = ["card Many Faults", "cost: M1 M1", "type: Summon Effect Card", "non permanent", "text:", "  Target Energy Crystal produces an extra M1.", "  Draw 1 card.", "  or"].join("\n");
    const codes = checkOnly(text).map((d) => d.code);
    for (const c of [code("duplicateEnergy"), code("permanence"), code("wrongTarget"), code("oneSidedOr")]) expect(codes).toContain(c);
  });
});

describe("amounts (LANGUAGE.md 1, 3)", () => {
  it("LANGUAGE.md 1, 204 an energy amount of 0 is an error: cost, additional cost, Produces", () => {
    const cost = checkOnly(card("Effect Card", ["Draw 1 card."], ["non permanent"]).replace("cost: M1", "cost: M0"));
    expect(cost.map((d) => [d.code, d.line, d.column])).toEqual([[code("zeroAmount"), 2, 7]]);
    const extra = checkOnly(card("Effect Card", ["Draw 1 card.", "With extra M0: draw 1 card."], ["non permanent"]));
    expect(extra.map((d) => [d.code, d.line, d.column])).toEqual([[code("zeroAmount"), 7, 14]]);
    const produces = checkOnly(card("Energy Crystal Card", ["Produces M0."]));
    expect(produces.map((d) => [d.code, d.line, d.column])).toEqual([[code("zeroAmount"), 5, 12]]);
  });

  it("LANGUAGE.md 1, 304.3a, 209.2 `restriction: 0` and `counters: 0 time` are errors", () => {
    const restriction = checkOnly(card("Effect Card", ["Draw 1 card."], ["non permanent", "restriction: 0"]));
    expect(restriction.map((d) => [d.code, d.line, d.column])).toEqual([[code("zeroAmount"), 5, 14]]);
    const counters = checkOnly(card("Effect Card", ["At the beginning of your Draw Phase, draw 1 card."], ["permanent", "counters: 0 time"]));
    expect(counters.map((d) => [d.code, d.line, d.column])).toEqual([[code("zeroAmount"), 5, 11]]);
  });

  it("LANGUAGE.md 3 a sentence with an amount of 0 does nothing: `Draw 0 cards.`, `Deal 0 damage`", () => {
    const draw = checkOnly(card("Effect Card", ["Draw 0 cards."], ["non permanent"]));
    expect(draw.map((d) => [d.code, d.line, d.column])).toEqual([[code("zeroAmount"), 6, 8]]);
    const damage = checkOnly(card("Effect Card", ["Deal 0 damage to target Summon."], ["non permanent"]));
    expect(damage.map((d) => [d.code, d.line, d.column])).toEqual([[code("zeroAmount"), 6, 8]]);
  });

  it("LANGUAGE.md 3 `1 card` when N is 1, `N cards` otherwise: a warning, and the card still builds", () => {
    const two = checkOnly(card("Effect Card", ["Draw 2 card."], ["non permanent"]));
    expect(two.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([["warning", warning("cardCount"), 6, 10]]);
    expect(two[0]!.message).toContain('"2 cards"');
    const one = checkOnly(card("Effect Card", ["Target player discards 1 cards."], ["non permanent"]));
    expect(one.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([["warning", warning("cardCount"), 6, 28]]);
    expect(compile(card("Effect Card", ["Draw 2 card."], ["non permanent"]), "t.card").cards).toHaveLength(1);
    expect(checkOnly(card("Effect Card", ["Draw 1 card. Discard 2 cards."], ["non permanent"]))).toEqual([]);
  });
});

describe("names (LANGUAGE.md 1)", () => {
  it("LANGUAGE.md 1 names are unique within a set: the second card of a name is an error and is left out", () => {
    const twice = card("Effect Card", ["Draw 1 card."], ["non permanent"]) + "\n" + card("Effect Card", ["Draw 2 cards."], ["non permanent"]);
    const result = compile(twice);
    expect(result.cards.map((c) => c.name)).toEqual(["Test Card"]);
    expect(result.cards[0]!.abilities[0]).toMatchObject({ text: "Draw 1 card." });
    const dup = result.diagnostics.filter((d) => d.code === code("duplicateName"));
    expect(dup.map((d) => [d.line, d.column])).toEqual([[8, 6]]); // "Test Card" on the second `card` line
    expect(dup[0]!.message).toContain("already defined at line 1");
  });
});

describe("acceptance corpus", () => {
  it("core.card: every card checks with no diagnostics", () => {
    expect(diagnose(fixture("core.card"), "core.card")).toEqual([]);
  });

  it("invalid.card: each card gets the error its comment names, inside that card", () => {
    const text = fixture("invalid.card");
    const lines = text.split("\n");
    // The expectations, read from the `# expect error: "WORDS"` comments; each card spans from its
    // `card` line to the line before the next expectation comment.
    const expectations: { words: string; from: number; to: number }[] = [];
    lines.forEach((l, i) => {
      const m = /^# expect error: "([^"]+)"/.exec(l);
      if (m?.[1] !== undefined) expectations.push({ words: m[1], from: i + 2, to: lines.length });
    });
    expectations.forEach((e, k) => (e.to = (expectations[k + 1]?.from ?? lines.length + 2) - 2));
    expect(expectations).toHaveLength(8);
    const diagnostics = compile(text, "invalid.card").diagnostics;
    const viaCheck = diagnose(text, "invalid.card");
    for (const e of expectations) {
      const inCard = (d: { line: number; severity: string }) => d.severity === "error" && d.line >= e.from && d.line <= e.to;
      expect(
        viaCheck.filter(inCard).some((d) => d.message.includes(e.words)),
        `"${e.words}" at lines ${e.from}-${e.to}`,
      ).toBe(true);
      expect(diagnostics.filter(inCard).some((d) => d.message.includes(e.words))).toBe(true);
    }
    expect(compile(text, "invalid.card").cards).toEqual([]);
  });
});
