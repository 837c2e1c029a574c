// The starter set (cards/*.card) is meant to exercise the whole card language: every card type
// (304.2), every kind of ability and link of LANGUAGE.md, and every trigger form. The lists below
// are LANGUAGE.md's, written out by hand; the test compiles the set and checks each is used, and
// that every card has its own scenario in test/scenarios/cards.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { Ability, CardDefinition, Effect } from "../../runtime/x610z/abilities.ts";
import { forEachEffect } from "../../runtime/x610z/effects/registry.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const CARDS = join(ROOT, "cards");
const SCENARIOS = join(ROOT, "test/scenarios/cards");

let cards: CardDefinition[] = [];
let text = "";
beforeAll(async () => {
  const { compile } = await import("../../compiler/index.ts");
  for (const f of readdirSync(CARDS)
    .filter((f) => f.endsWith(".card"))
    .sort()) {
    const src = readFileSync(join(CARDS, f), "utf8");
    text += src;
    const out = compile(src, join(CARDS, f));
    expect(out.diagnostics, f).toEqual([]);
    cards.push(...out.cards);
  }
});

/** Every effect of an ability, links (if, unless, when successfully done) opened up. */
function effectsOf(a: Ability): Effect[] {
  const out: Effect[] = [];
  forEachEffect(a, (e) => void out.push(e));
  return out;
}
const abilities = () => cards.flatMap((c) => c.abilities.map((a) => ({ card: c, a })));
const effects = () => abilities().flatMap(({ a }) => effectsOf(a));
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

describe("the starter set", () => {
  test("has at least 40 cards, names unique", () => {
    expect(cards.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length);
  });

  test("304.2a: all eight card types", () => {
    expect(new Set(cards.map((c) => c.type))).toEqual(
      new Set(["Summon Card", "Life Base Card", "Energy Crystal Card", "Effect Card", "Summon Effect Card", "Class Specific Effect Card", "Energy Crystal Effect Card", "Effect Effect Card"]),
    );
  });

  test("every kind of ability, and summon abilities of all four kinds (402.10e)", () => {
    const kinds = new Set(abilities().map(({ a }) => a.kind));
    expect(kinds).toEqual(new Set(["effect", "continuous", "triggered", "activated", "paid", "produces"]));
    const summon = (c: CardDefinition) => c.type === "Summon Card" || c.type === "Life Base Card";
    const onSummons = new Set(
      abilities()
        .filter(({ card }) => summon(card))
        .map(({ a }) => a.kind),
    );
    expect(onSummons).toEqual(new Set(["continuous", "triggered", "activated", "paid"]));
    expect(abilities().some(({ card, a }) => summon(card) && a.kind === "activated" && a.summon)).toBe(true);
    expect(cards.filter((c) => c.type === "Life Base Card").length).toBeGreaterThanOrEqual(4);
  });

  test("or, With, With extra, For each extra (204.4, 207.1-2)", () => {
    const modes = abilities().flatMap(({ a }) => (a.kind === "effect" || a.kind === "activated" ? [a.modes.length] : []));
    expect(Math.max(...modes)).toBe(2);
    const additional = new Set(abilities().flatMap(({ a }) => (a.kind === "effect" || a.kind === "activated" ? a.modes.flatMap((m) => m.additional.map((x) => x.kind)) : [])));
    expect(additional).toEqual(new Set(["with", "withExtra", "forEachExtra"]));
  });

  test("unless, When successfully done, and If with each of its four conditions (207.2-3)", () => {
    const ops = new Set(effects().map((e) => e.op));
    for (const op of ["unless", "whenDone", "if"]) expect(ops.has(op as Effect["op"]), op).toBe(true);
    const conds = new Set(effects().flatMap((e) => (e.op === "if" ? [e.cond.cond] : [])));
    expect(conds).toEqual(new Set(["youControl", "damageAtLeast", "onNoAttackDot", "handAtMost"]));
  });

  test("every effect sentence of LANGUAGE.md section 3", () => {
    const ops = new Set(effects().map((e) => e.op));
    const all: Effect["op"][] = [
      "damage",
      "heal",
      "destroy",
      "removeFromGame",
      "draw",
      "discard",
      "search",
      "returnToHand",
      "putIntoPlay",
      "modifyStat",
      "setStat",
      "deactivate",
      "reactivate",
      "move",
      "forbid",
      "extraAttack",
      "untargetable",
      "extraProduce",
      "gainControl",
      "counter",
      "prevent",
      "addEnergy",
      "putCounters",
      "extraTurn",
      "skipPhase",
      "costModifier",
    ];
    expect(all.filter((op) => !ops.has(op))).toEqual([]);
    const changes = new Set(effects().flatMap((e) => (e.op === "costModifier" ? [e.change] : [])));
    expect(changes).toEqual(new Set(["raise", "reduce"]));
    const forbids = new Set(effects().flatMap((e) => (e.op === "forbid" ? [e.action] : [])));
    expect(forbids).toEqual(new Set(["move", "attack", "beActivated"]));
  });

  test("triggers of every form (207.4) and every duration", () => {
    const triggers = new Set(abilities().flatMap(({ a }) => (a.kind === "triggered" ? [a.trigger.on === "during" ? `during:${a.trigger.whose}` : a.trigger.on] : [])));
    const forms = [
      "attacks",
      "moves",
      "destroysSummon",
      "isDealtDamage",
      "isDestroyed",
      "isCast",
      "comesIntoPlay",
      "leavesPlay",
      "castEffectCard",
      "phaseBegins",
      "phaseEnds",
      "during:you",
      "during:targetPlayer",
    ];
    expect(forms.filter((f) => !triggers.has(f))).toEqual([]);
    const durations = new Set(effects().flatMap((e) => ("duration" in e ? [e.duration] : [])));
    expect(durations).toEqual(new Set(["endOfTurn", "untilYourNextReactivation", "whileInPlay"]));
  });

  test("counters of both kinds (209.2), and both spellings of the activation symbol (204.3b)", () => {
    expect(cards.some((c) => c.counters?.activation)).toBe(true);
    expect(cards.some((c) => c.counters?.time)).toBe(true);
    expect(text).toContain("☉");
    expect(text).toContain("(A)");
  });

  test("every card has its own scenario, which names it", () => {
    const missing = cards
      .map((c) => ({ c, file: join(SCENARIOS, `card-${slug(c.name)}.scenario.yaml`) }))
      .filter(({ c, file }) => !existsSync(file) || !readFileSync(file, "utf8").includes(c.name))
      .map(({ c }) => c.name);
    expect(missing).toEqual([]);
  });
});
