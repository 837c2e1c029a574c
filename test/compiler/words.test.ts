// The one plain-words renderer (compiler/words.ts, issue 14): every effect op, condition and trigger
// the registry defines has its plain words, with the rule its definition names; whole cards read
// as `orrery explain` prints them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { CONDITION_WORDS, EFFECT_WORDS, TRIGGER_WORDS, cardInWords, conditionInWords, effectInWords, triggerInWords, wordsOutline } from "../../compiler/words.ts";
import type { Condition, Effect, Trigger } from "../../runtime/x610z/abilities.ts";
import { conditionDefinitions, effectDefinitions, forEachEffect, triggerDefinitions } from "../../runtime/x610z/effects/registry.ts";
import { lib } from "../runtime/fixtures.ts";

// One instance of each op, condition and trigger: from the runtime's test library, which holds
// every one of them (test/runtime/effects-coverage.test.ts).
const effects = new Map<string, Effect>();
const conditions = new Map<string, Condition>();
const triggers = new Map<string, Trigger>();
for (const card of Object.values(lib)) {
  for (const a of card.abilities) {
    if (a.kind === "triggered" && !triggers.has(a.trigger.on)) triggers.set(a.trigger.on, a.trigger);
    forEachEffect(a, (e) => {
      if (!effects.has(e.op)) effects.set(e.op, e);
      if (e.op === "if" && !conditions.has(e.cond.cond)) conditions.set(e.cond.cond, e.cond);
    });
  }
}

/** The rule a definition names, as the words print it; "" when they print none. */
const shown = (rule: string) => (rule === "" || rule === "glossary" ? "" : rule);

describe("plain words for every op, condition and trigger (compiler/words.ts)", () => {
  it("each effect op of the registry has its words, with its definition's rule", () => {
    for (const [op, def] of Object.entries(effectDefinitions())) {
      expect(EFFECT_WORDS[op as Effect["op"]], `plain words for the op "${op}"`).toBeTypeOf("function");
      const e = effects.get(op);
      expect(e, `an instance of "${op}" in the test library`).toBeDefined();
      const words = effectInWords(e!);
      expect(words, op).not.toMatch(/undefined|\[object|NaN/);
      expect(words.length, op).toBeGreaterThan(10);
      if (shown(def.rule)) expect(words, op).toContain(shown(def.rule));
    }
  });

  it("each condition of the registry has its words, with its definition's rule", () => {
    for (const [cond, def] of Object.entries(conditionDefinitions())) {
      expect(CONDITION_WORDS[cond as Condition["cond"]], `plain words for the condition "${cond}"`).toBeTypeOf("function");
      const c = conditions.get(cond);
      expect(c, `an instance of "${cond}" in the test library`).toBeDefined();
      const words = conditionInWords(c!);
      expect(words, cond).not.toMatch(/undefined|\[object|NaN/);
      expect(words, cond).toContain(`(${def.rule})`);
    }
  });

  it("each trigger of the registry has its words, with its definition's rule", () => {
    for (const [on, def] of Object.entries(triggerDefinitions())) {
      expect(TRIGGER_WORDS[on as Trigger["on"]], `plain words for the trigger "${on}"`).toBeTypeOf("function");
      const t = triggers.get(on);
      expect(t, `an instance of "${on}" in the test library`).toBeDefined();
      const words = triggerInWords(t!);
      expect(words, on).not.toMatch(/undefined|\[object|NaN/);
      expect(words, on).toContain(`(${def.rule})`);
    }
  });

  it("no table holds words for an op, condition or trigger the registry doesn't define", () => {
    expect(Object.keys(EFFECT_WORDS).sort()).toEqual(Object.keys(effectDefinitions()).sort());
    expect(Object.keys(CONDITION_WORDS).sort()).toEqual(Object.keys(conditionDefinitions()).sort());
    expect(Object.keys(TRIGGER_WORDS).sort()).toEqual(Object.keys(triggerDefinitions()).sort());
  });
});

describe("a card in plain words", () => {
  const core = readFileSync(new URL("../golden/spec/cards/core.card", import.meta.url), "utf8");
  const built = compile(core, "core.card");
  const card = (name: string) => built.ir.find((ir) => ir.card.name === name)!;

  it("says when it triggers, what it targets and when, what each cost buys, how long a change lasts", () => {
    const bullseye = cardInWords(card("Bullseye").card).join("\n");
    expect(bullseye).toContain("casting it costs M1 C1 (204.2)");
    expect(bullseye).toContain("you choose a Summon when announcing it (200.3, 208.1)");
    expect(bullseye).toContain("deal 2 damage to the Summon you chose (210)");
    expect(bullseye).toContain("If you also pay M2 (once, With extra, 207.2)");
    const hunter = cardInWords(card("Hunter Dragon").card).join("\n");
    expect(hunter).toContain("Whenever this Summon attacks (202.3), it triggers and goes on the stack (207.4)");
    expect(hunter).toContain("gets Attack Power +1 until end of turn, never below 0 (202.6; 202.7c)");
  });

  it("wordsOutline: each ability under its printed text and source lines", () => {
    const outline = wordsOutline(card("Bullseye"), 80);
    expect(outline).toContain("ability 1 (lines 108-109):\n  | Deal 2 damage to target Summon.\n  | With extra M2: deal 2 more damage to that Summon.\n  When it resolves");
    for (const line of outline.split("\n")) expect(line.length).toBeLessThanOrEqual(80);
  });

  it("describes every card of the project's card sets without failing", () => {
    for (const ir of built.ir) {
      const words = cardInWords(ir.card);
      expect(words.length).toBeGreaterThanOrEqual(ir.card.abilities.length + 1);
      for (const w of words) expect(w, ir.card.name).not.toMatch(/undefined|\[object|NaN/);
    }
  });
});
