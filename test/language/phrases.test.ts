// Issue 26: classes of printed wording the grammar reads through its phrase table
// (grammar/phrases.ts): the card's own name as the card, `enters play`, durations, conditions in
// front or behind (`as long as`, `while`), `Choose one —` with bullet lines, number words, and a
// target's zone that follows its verb. Each expected meaning is written from the rules text.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { formatSource } from "../../compiler/formatter.ts";
import { damage, draw, ifThen, modifyStat, objectTarget, on, self, target, you, youControl } from "../../runtime/x610z/abilities.ts";
import { aSummon, summon, type Meaning } from "./meanings/build.ts";

const SUMMON = (name: string, lines: string[]) =>
  `card ${name}\ncost: C1\ntype: Summon Card\nclass: Dragon\nelement: Fire\nmovement energy: C1\nstats: attack 2, defense 3, speed 2, range 1\ntext:\n${lines.map((l) => `  ${l}\n`).join("")}`;
const EFFECT = (name: string, lines: string[], permanent = false) =>
  `card ${name}\ncost: C1\ntype: Effect Card\n${permanent ? "permanent" : "non permanent"}\ntext:\n${lines.map((l) => `  ${l}\n`).join("")}`;

function meaningOf(text: string): { errors: string[]; abilities: Meaning | null } {
  const r = compile(text, "phrases.card");
  const errors = r.diagnostics.filter((d) => d.severity === "error" && d.code !== "E2900").map((d) => `${d.line}:${d.column} ${d.message}`);
  return { errors, abilities: r.ir.length === 1 ? (r.ir[0]!.card.abilities.map(({ text: _t, ...a }) => a) as Meaning) : null };
}

const triggered = (trigger: ReturnType<typeof on>, targets: Parameters<typeof objectTarget>[0][], ...effects: ReturnType<typeof draw>[]) => ({
  kind: "triggered" as const,
  trigger,
  mode: { targets: targets.map((f) => objectTarget(f)), effects, additional: [] },
  summon: true,
});
const dragons = youControl(summon({ class: "Dragon", other: true }));

describe("the card's own name is the card (this Summon, this Effect)", () => {
  it("as the subject of a trigger and of a stat change, bracketed or not (402.10: a summon's abilities)", () => {
    const { errors, abilities } = meaningOf(SUMMON("Cinder Wyrm", ["When Cinder Wyrm enters play, deal 1 damage to target Summon.", "[Cinder Wyrm gets Attack +1.]"]));
    expect(errors).toEqual([]);
    expect(abilities).toEqual([
      // 207.4, 402.10h: it triggers when this Summon comes into play (402.6a); the effect targets on stacking
      triggered(on("comesIntoPlay", self()), [summon()], damage(1, target(0))),
      // 402.10e: a continuous ability has effect all the time
      { kind: "continuous", effects: [modifyStat(self(), "attack", 1, "whileInPlay")] },
    ]);
  });

  it("a one-word name that is a word of the language stays that word", () => {
    // `Draw` is a keyword: the card named Draw doesn't turn `Draw 1 card.` into `this Effect 1 card.`
    expect(meaningOf(EFFECT("Draw", ["Draw 1 card."])).abilities).toEqual([{ kind: "effect", modes: [{ targets: [], effects: [draw(you(), 1)], additional: [] }] }]);
  });
});

describe("conditions in front or behind, and durations", () => {
  it("`as long as`, `while` in front and behind all mean the continuous `If X, Y` (207.5)", () => {
    const lines = [
      "[As long as you control another Dragon, this Summon gets Attack +1.]",
      "[While you control another Dragon, this Summon gets Attack +1.]",
      "[This Summon gets Attack +1 as long as you control another Dragon.]",
      "[This Summon gets Attack +1 while you control another Dragon.]",
    ];
    for (const line of lines) {
      const { errors, abilities } = meaningOf(SUMMON("Ember Whelp", [line]));
      expect(errors, line).toEqual([]);
      // 214.2 "another": a Dragon other than this one
      expect(abilities, line).toEqual([{ kind: "continuous", effects: [ifThen(dragons, [modifyStat(self(), "attack", 1, "whileInPlay")])] }]);
    }
  });

  it("`for the rest of the turn` and `until the end of the turn` last until end of turn (402.10e)", () => {
    for (const d of ["for the rest of the turn", "until the end of the turn", "until end of turn"]) {
      const { errors, abilities } = meaningOf(EFFECT("Surge", [`Target Summon gets Attack +2 ${d}.`]));
      expect(errors, d).toEqual([]);
      expect(abilities, d).toEqual([{ kind: "effect", modes: [{ targets: [aSummon], effects: [modifyStat(target(0), "attack", 2, "endOfTurn")], additional: [] }] }]);
    }
  });

  it("a condition in front of a trigger's effect stays an intervening condition", () => {
    const { errors, abilities } = meaningOf(SUMMON("Ember Whelp", ["When this Summon enters play, as long as you control another Dragon, draw a card."]));
    expect(errors).toEqual([]);
    expect(abilities).toEqual([triggered(on("comesIntoPlay", self()), [], ifThen(dragons, [draw(you(), 1)]))]);
  });
});

describe("Choose one — with bullet lines is the `or` form (207.1)", () => {
  it("each bullet (•, - or *) is a mode, chosen when casting", () => {
    const modal = meaningOf(EFFECT("Forked Path", ["Choose one —", "• Draw two cards.", "- Deal seven damage to target Summon.", "* Draw a card."]));
    const orForm = meaningOf(EFFECT("Forked Path", ["Draw 2 cards.", "or", "Deal 7 damage to target Summon.", "or", "Draw 1 card."]));
    expect(modal.errors).toEqual([]);
    expect(modal.abilities).toEqual([
      {
        kind: "effect",
        modes: [
          { targets: [], effects: [draw(you(), 2)], additional: [] },
          { targets: [aSummon], effects: [damage(7, target(0))], additional: [] },
          { targets: [], effects: [draw(you(), 1)], additional: [] },
        ],
      },
    ]);
    expect(modal.abilities).toEqual(orForm.abilities);
  });
});

describe("fmt writes each form canonically and keeps its meaning", () => {
  it("conditions go in front as `If`, durations and triggers in their canonical words, modes as `or` lines, summon lines in brackets", () => {
    const text = SUMMON("Cinder Wyrm", ["When Cinder Wyrm enters play, draw two cards.", "This Summon gets Defense +1 while you control another Dragon."]);
    const out = formatSource(text, "x.card");
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.text).toContain("  [When Cinder Wyrm comes into play, draw 2 cards.]\n  [If you control another Dragon, this Summon gets Defense +1.]\n");
    const modal = formatSource(EFFECT("Forked Path", ["Choose one —", "• Draw two cards.", "• Draw a card."]), "y.card");
    expect(modal.ok && modal.text.includes("text:\n  Draw 2 cards.\n  or\n  Draw 1 card.\n")).toBe(true);
  });
});

describe("a target's zone follows its verb (never a silent misreading)", () => {
  it("`Counter target Effect Card.` is refused with the supported wording, which checks", () => {
    const { errors } = meaningOf(EFFECT("Denial", ["Counter target Effect Card."]));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the closest supported wording is "Counter target action."');
    expect(meaningOf(EFFECT("Denial", ["Counter target action."])).errors).toEqual([]);
  });

  it("a verb acting on permanents in play names them without `Card` (206)", () => {
    for (const [line, fix] of [
      ["Destroy target Summon Card.", "Destroy target Summon."],
      ["Deal 2 damage to target Summon Card.", "Deal 2 damage to target Summon."],
      ["Deactivate target Energy Crystal Card.", "Deactivate target Energy Crystal."],
    ] as const) {
      const { errors } = meaningOf(EFFECT("Zone", [line]));
      expect(errors, line).toHaveLength(1);
      expect(errors[0], line).toContain(`the closest supported wording is "${fix}"`);
      expect(meaningOf(EFFECT("Zone", [fix])).errors, fix).toEqual([]);
    }
    // With its zone named, a card target stays a card there.
    expect(meaningOf(EFFECT("Zone", ["Return target Summon Card from your discard pile to its owner's hand."])).errors).toEqual([]);
  });
});

describe("another, that, also", () => {
  it("`another target Summon` on a Summon with no target before it is one other than this Summon (208.1)", () => {
    const { errors, abilities } = meaningOf(SUMMON("Tug", ["[B1: Another target Summon you control gets Speed +1 until end of turn.]"]));
    expect(errors).toEqual([]);
    expect(abilities).toEqual([
      { kind: "paid", cost: { B: 1 }, mode: { targets: [objectTarget(summon({ controller: "you", other: true }))], effects: [modifyStat(target(0), "speed", 1, "endOfTurn")], additional: [] } },
    ]);
    // On a non permanent Effect Card there is no Summon to be other than: still an error.
    expect(meaningOf(EFFECT("Tug", ["Another target Summon gets Speed +1 until end of turn."])).errors).toHaveLength(1);
  });

  it("`that Summon` in a triggered effect is the trigger's subject when nothing is targeted (207.4)", () => {
    const { errors, abilities } = meaningOf(EFFECT("Mines", ["Whenever a Summon an opponent controls moves, deal 1 damage to that Summon."], true));
    expect(errors).toEqual([]);
    expect(abilities).toEqual([
      {
        kind: "triggered",
        trigger: on("moves", { ref: "any", filter: summon({ controller: "opponent" }) }),
        mode: { targets: [], effects: [damage(1, { ref: "triggerSubject" })], additional: [] },
        summon: false,
      },
    ]);
  });

  it("`also` adds nothing: `Draw a card and also discard a card.` is `Draw 1 card and discard 1 card.`", () => {
    expect(meaningOf(EFFECT("Loot", ["Draw a card and also discard a card."]))).toEqual(meaningOf(EFFECT("Loot", ["Draw 1 card and discard 1 card."])));
    expect(meaningOf(EFFECT("Loot", ["Draw a card and also discard a card."])).errors).toEqual([]);
  });
});
