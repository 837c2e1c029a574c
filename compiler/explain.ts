// `orrery explain`: a card's AST and IR as an indented outline a designer can read, with the
// card text of each ability and the rule number of each ability kind and effect.
import type { CardNode, SourceRange } from "../grammar/ast.ts";
import type { Ability, Effect, Mode, TargetSpec } from "../runtime/x610z/abilities.ts";
import { lower } from "./calls.ts";
import { printExpression } from "./emitter.ts";
import type { IR } from "./ir.ts";
import { effectDefinitions } from "../runtime/x610z/effects/registry.ts";

/** The rule each ability kind follows (Comprehensive Rules V1.1). */
export const ABILITY_RULES: Record<Ability["kind"], string> = {
  effect: "206.2b",
  continuous: "207.5",
  triggered: "207.4",
  activated: "207.6",
  paid: "402.10g",
  produces: "403.4",
  producesOneOf: "403.4",
};

/** The rule each effect follows; "" where the rules only use the word (glossary). From each op's
 *  definition (runtime/x610z/effects/). */
export const EFFECT_RULES = Object.fromEntries(Object.entries(effectDefinitions()).map(([op, d]) => [op, d.rule])) as Record<Effect["op"], string>;

/** The AST of a card as an outline: one line per node, its scalar facts, positions as line:col. */
export function astOutline(card: CardNode): string {
  const out: string[] = [];
  const walk = (value: unknown, indent: string, label: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) return;
      value.forEach((v, i) => walk(v, indent, `${label}[${i}]`));
      return;
    }
    if (!value || typeof value !== "object") return;
    const node = value as Record<string, unknown>;
    const facts: string[] = [];
    const children: [string, unknown][] = [];
    for (const [k, v] of Object.entries(node)) {
      if (k === "kind" || k === "range" || k.endsWith("Range")) continue;
      if (v === null || v === undefined) continue;
      if (typeof v === "object") children.push([k, v]);
      else facts.push(`${k}=${JSON.stringify(v)}`);
    }
    const kind = typeof node.kind === "string" ? node.kind : "";
    const at = isRange(node.range) ? ` @${node.range.start.line}:${node.range.start.column}` : "";
    const head = [kind + at, ...facts].filter((x) => x !== "").join(" ");
    out.push(`${indent}${label ? `${label}: ` : ""}${head}`);
    for (const [k, v] of children) walk(v, indent + "  ", k);
  };
  walk(card, "", "");
  return out.join("\n");
}

/** The IR of a card as an outline: fields, then each ability with its text, modes and rules. */
export function irOutline(ir: IR): string {
  const c = ir.card;
  const out: string[] = [];
  const cost = (x: Record<string, number>) =>
    Object.entries(x)
      .map(([k, n]) => `${k}${n}`)
      .join(" ") || "none";
  out.push(`${c.name} — ${c.type}${c.typeClass ? ` (${c.typeClass})` : ""} (${ir.source.file}:${ir.source.line})`);
  out.push(`  cost ${cost(c.cost)}; restriction ${c.restriction ?? "∞"}; ${c.permanent ? "permanent" : "non permanent"}`);
  if (c.class) out.push(`  class ${c.class}${c.element ? `, element ${c.element}` : ""}`);
  if (c.crew) out.push(`  crew ${c.crew}`);
  if (c.movementEnergy) out.push(`  movement energy ${cost(c.movementEnergy)}`);
  if (c.stats) out.push(`  stats attack ${c.stats.attack}, defense ${c.stats.defense}, speed ${c.stats.speed}, range ${c.stats.range} (402.10)`);
  if (c.counters)
    out.push(
      `  counters ${Object.entries(c.counters)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")} (209.2)`,
    );
  if (c.fixedTarget) out.push(`  fixed on ${target(c.fixedTarget)} when cast (207.5a, 401)`);
  c.abilities.forEach((a, i) => {
    const lines = ir.abilityLines[i] ?? [];
    const where = lines.length ? ` — line${lines.length > 1 ? "s" : ""} ${lines[0]}${lines.length > 1 ? `-${lines.at(-1)}` : ""}` : "";
    const summon = "summon" in a && a.summon ? " summon ability" : "";
    out.push(`  ability ${i + 1}: ${a.kind}${summon} (${a.kind === "activated" && a.summon ? "402.10f" : ABILITY_RULES[a.kind]})${where}`);
    for (const l of a.text.split("\n")) out.push(`    | ${l}`);
    switch (a.kind) {
      case "effect":
        modes(a.modes, out);
        break;
      case "continuous":
        effects(a.effects, out, "    ");
        break;
      case "triggered":
        out.push(`    when ${printExpression(lower(a.trigger, { t: "named", name: "Trigger" }))}`);
        modes([a.mode], out);
        break;
      case "activated":
        out.push(`    cost ${cost(a.cost)}${a.summon ? ", rotates the summon, once a turn (402.10f)" : ""}`);
        modes(a.modes, out);
        break;
      case "paid":
        out.push(`    cost ${cost(a.cost)}, once a turn (402.10g)`);
        modes([a.mode], out);
        break;
      case "produces":
        out.push(`    produces ${cost(a.energy)} (200.1b, non stackable)`);
        break;
    }
  });
  return out.join("\n");
}

function modes(list: Mode[], out: string[]): void {
  list.forEach((m, i) => {
    const indent = list.length > 1 ? "      " : "    ";
    if (list.length > 1) out.push(`    mode ${i + 1}${i === 0 ? " (the caster chooses one, 207.1)" : ""}`);
    m.targets.forEach((t, k) => out.push(`${indent}target ${k}: ${target(t)} (208.1)`));
    effects(m.effects, out, indent);
    for (const a of m.additional) {
      const lead = { with: "with", withExtra: "with extra", forEachExtra: "for each extra" }[a.kind];
      out.push(
        `${indent}${lead} ${Object.entries(a.cost)
          .map(([k, n]) => `${k}${n}`)
          .join(" ")} (207.2, 204.4):`,
      );
      effects(a.effects, out, indent + "  ");
    }
  });
}

function effects(list: Effect[], out: string[], indent: string): void {
  for (const e of list) {
    const rule = EFFECT_RULES[e.op];
    out.push(`${indent}${printExpression(lower(e, { t: "named", name: "Effect" }))}${rule ? ` (${rule})` : ""}`);
  }
}

function target(t: TargetSpec): string {
  return printExpression(lower(t, { t: "named", name: "TargetSpec" }));
}

function isRange(v: unknown): v is SourceRange {
  return typeof v === "object" && v !== null && "start" in v && "end" in v;
}
