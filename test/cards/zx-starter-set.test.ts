// The Z/X starter set (cards/zx/*.card) exercises the whole Z/X dialect: every sentence of
// LANGUAGE-ZX 3 and every trigger, cost item, keyword, condition, tag, qualifier and colour of its
// section 4. The lists are the dialect's own tables (grammar/zx/vocabulary.ts); the test compiles
// the set and walks the ability objects, so a word added to a table and used by no card fails it.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { compileZx } from "../../compiler/zx/index.ts";
import { ZX_COLOURS, ZX_CONDITIONS, ZX_COST_ITEMS, ZX_KEYWORDS, ZX_QUALIFIERS, ZX_SENTENCES, ZX_TAGS, ZX_TRIGGERS } from "../../grammar/zx/vocabulary.ts";
import type { Ability, Effect, Mode, ObjectRef, TargetSpec, ZxCardDefinition, ZxFilter } from "../../runtime/zx/abilities.ts";
import { libraryProblems } from "../../runtime/zx/game.ts";

const DIR = resolve(import.meta.dirname, "../../cards/zx");
let cards: ZxCardDefinition[] = [];

beforeAll(() => {
  for (const f of readdirSync(DIR).filter((f) => f.endsWith(".card")).sort()) {
    const src = readFileSync(join(DIR, f), "utf8");
    expect(src.split("\n").find((l) => l.trim() !== "" && !l.startsWith("#"))?.trim(), f).toBe("game: zx");
    const out = compileZx(src, f);
    expect(out.diagnostics, f).toEqual([]);
    cards.push(...out.cards);
  }
});

/** What a set of cards uses, as `table:id` strings. */
export function used(set: readonly ZxCardDefinition[]): Set<string> {
  const out = new Set<string>();
  const filter = (f: ZxFilter) => {
    if (f.maxCost !== undefined) out.add("qualifier:with cost N or less");
    if (f.maxPower !== undefined) out.add("qualifier:with Power N or less");
    if (f.controller === "you") out.add("qualifier:you control");
    if (f.controller === "opponent") out.add("qualifier:an opponent controls");
    if (f.place === "normal") out.add("qualifier:on a Normal Square");
    if (f.place === "ownPlayerSquare") out.add("qualifier:on your Player Square");
    if (f.place === "adjacentToSelf") out.add("qualifier:adjacent to this card");
  };
  const ref = (r: ObjectRef) => {
    out.add(`object:${r.ref}`);
    if (r.ref === "all") filter(r.filter);
  };
  const targets = (ts: readonly TargetSpec[]) => {
    for (const t of ts) {
      filter(t.filter);
      out.add(t.upTo !== undefined ? "object:upTo" : "object:target");
    }
  };
  const effects = (es: readonly Effect[]) => {
    for (const e of es) {
      out.add(`sentence:${e.op}`);
      switch (e.op) {
        case "damage":
          ref(e.to);
          break;
        case "heal":
          ref(e.from);
          break;
        case "destroy":
        case "putIntoTrash":
        case "returnToHand":
        case "sleep":
        case "reboot":
          ref(e.what);
          break;
        case "topOfDeckTo":
          out.add(`topOfDeckTo:${e.zone}`);
          break;
        case "modifyPower":
          ref(e.what);
          out.add(`modifyPower:${e.delta > 0 ? "+" : "-"}`);
          out.add(`duration:${e.duration}`);
          break;
        case "if":
          out.add(`condition:${e.cond.cond}`);
          effects(e.then);
          break;
        case "optional":
          effects(e.effects);
          break;
      }
    }
  };
  const modes = (ms: readonly Mode[]) => {
    if (ms.length > 1) out.add("or");
    for (const m of ms) {
      targets(m.targets);
      effects(m.effects);
      if (m.additional) {
        out.add(`additional:${m.additional.kind}`);
        out.add("cost:cost N");
        effects(m.additional.effects);
      }
    }
  };
  const ability = (a: Ability) => {
    out.add(`tag:${a.kind}`);
    if (a.kind !== "event") {
      out.add(`valid:${a.valid}`);
      if (a.player !== undefined) out.add("section:<Player>");
    }
    switch (a.kind) {
      case "boot":
        for (const c of a.cost) {
          out.add(`cost:${c.item}`);
          if (c.item === "sleepResource") out.add(c.colour ? "cost:sleepResource COLOUR" : "cost:sleepResource any");
        }
        modes(a.modes);
        break;
      case "event":
        modes(a.modes);
        break;
      case "auto":
        out.add(`trigger:${a.trigger.on}`);
        targets(a.targets);
        effects(a.effects);
        break;
      case "special":
        out.add(`condition:${a.condition.cond}`);
        out.add("specialCondition");
        targets(a.targets);
        effects(a.effects);
        break;
      case "always":
        if (a.keyword) out.add(`keyword:${a.keyword}`);
        else if (a.appearsFromLife) out.add("sentence:appearsFromLife");
        else out.add("always:continuous");
        // A keyword means its reminder text (ZX-608.3): its sentences count only as the keyword.
        if (!a.keyword) {
          targets(a.targets);
          effects(a.effects);
        }
        break;
    }
  };
  for (const c of set) {
    out.add(`type:${c.type}`);
    for (const col of c.colours) out.add(`colour:${col}`);
    if (c.colours.length > 1) out.add("colour:multicolour");
    if (c.icons.includes("ignition")) out.add(`icon:ignition:${c.type}`);
    if (c.subtext) out.add(`subtext:${c.subtext}`);
    for (const a of c.abilities) ability(a);
  }
  return out;
}

/** Everything the set must use: LANGUAGE-ZX 3 and 4, from the dialect's tables. */
const REQUIRED: string[] = [
  ...ZX_SENTENCES.map((s) => `sentence:${s.id}`),
  ...ZX_TRIGGERS.map((t) => `trigger:${t.id}`),
  ...ZX_COST_ITEMS.map((c) => `cost:${c.id}`),
  "cost:sleepResource any",
  "cost:sleepResource COLOUR",
  "cost:cost N",
  "additional:withExtra",
  "additional:forEachExtra",
  ...ZX_KEYWORDS.map((k) => `keyword:${k.id}`),
  ...ZX_CONDITIONS.map((c) => `condition:${c.id}`),
  ...ZX_TAGS.map((t) => `tag:${t.id}`),
  ...ZX_QUALIFIERS.map((q) => `qualifier:${q.words}`),
  ...ZX_COLOURS.map((c) => `colour:${c.id}`),
  "colour:multicolour",
  "type:zx",
  "type:event",
  "type:player",
  "icon:ignition:zx",
  "icon:ignition:event",
  "subtext:startCard",
  "section:<Player>",
  "or",
  "specialCondition",
  "always:continuous",
  "object:self",
  "object:target",
  "object:upTo",
  "object:all",
  "topOfDeckTo:resource",
  "topOfDeckTo:charge",
  "modifyPower:+",
  "modifyPower:-",
  "duration:endOfTurn",
  "duration:whileOnSquare",
];

const missing = (set: readonly ZxCardDefinition[]) => REQUIRED.filter((r) => !used(set).has(r));

describe("the Z/X starter set", () => {
  test("has at least 60 cards with unique names, in the five colours, that the engine accepts", () => {
    expect(cards.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length);
    for (const col of ZX_COLOURS) expect(cards.filter((c) => c.colours.includes(col.id as never)).length, col.word).toBeGreaterThanOrEqual(10);
    expect(libraryProblems(Object.fromEntries(cards.map((c) => [c.name, c])))).toEqual([]);
  });

  test("uses every sentence, trigger, cost, keyword, condition, tag, qualifier and colour of LANGUAGE-ZX 3 and 4", () => {
    expect(missing(cards)).toEqual([]);
  });

  test("the check fails when the only card using a word is taken out", () => {
    // One card per word that only it uses: without it, the word is reported missing.
    const counts = new Map<string, string[]>();
    for (const c of cards) for (const u of used([c])) counts.set(u, [...(counts.get(u) ?? []), c.name]);
    const only = REQUIRED.filter((r) => counts.get(r)?.length === 1);
    expect(only.length).toBeGreaterThan(0);
    for (const r of only) {
      const name = counts.get(r)![0]!;
      expect(missing(cards.filter((c) => c.name !== name)), `${r} without ${name}`).toContain(r);
    }
    // And the table words are all in REQUIRED: a sentence added to ZX_SENTENCES is required too.
    for (const s of ZX_SENTENCES) expect(REQUIRED).toContain(`sentence:${s.id}`);
  });
});
