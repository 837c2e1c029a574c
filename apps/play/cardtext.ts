// A card as the person asks for it (`? 3`, `help Starfall`, `? A2`): what is printed on it (its
// cost, type, stats and the ability text as the card file writes it), then what it does in plain
// words with the rules behind it: when it can be cast, where it goes, what each ability is and
// what its effects do. Made from the compiled card (CardDefinition), so any card set works.
import type { Ability, CardDefinition, Effect } from "../../runtime/x610z/abilities.ts";
import { ABILITY_RULES, EFFECT_RULES } from "../../compiler/explain.ts";
import { formatCost } from "./describe.ts";

const costText = (c: Record<string, number>) => (Object.keys(c).length ? formatCost(c) : "none");

/** What an effect does, in a few words. */
const EFFECT_WORDS: Record<Effect["op"], string> = {
  damage: "deals damage",
  heal: "heals damage",
  destroy: "destroys",
  removeFromGame: "removes from the game",
  draw: "draws cards",
  discard: "makes a player discard",
  search: "searches a deck",
  returnToHand: "returns to hand",
  putIntoPlay: "puts into play",
  modifyStat: "changes stats",
  setStat: "sets a stat",
  deactivate: "deactivates",
  reactivate: "reactivates",
  move: "moves a summon",
  forbid: "forbids an action",
  extraAttack: "gives an extra attack",
  untargetable: "protects from targeting",
  extraProduce: "adds energy produced",
  gainControl: "takes control",
  counter: "counters an action",
  prevent: "prevents damage",
  addEnergy: "adds energy to a pool",
  putCounters: "puts counters",
  removeCounters: "removes counters",
  extraTurn: "gives an extra turn",
  skipTurn: "skips a turn",
  skipPhase: "skips a phase",
  costModifier: "changes costs",
  may: "offers a choice to do something",
  pay: "pays energy",
  if: "",
  whenDone: "",
  unless: "unless someone pays",
};

function effectOps(list: readonly Effect[], out: Set<string>): void {
  for (const e of list) {
    const words = EFFECT_WORDS[e.op];
    const rule = EFFECT_RULES[e.op];
    if (words) out.add(rule && rule !== "glossary" ? `${words} (${rule})` : words);
    if (e.op === "if") effectOps(e.then, out);
    if (e.op === "whenDone") {
      effectOps(e.first, out);
      effectOps(e.then, out);
      out.add("the second part only if the first was done (207.3)");
    }
    if (e.op === "unless") effectOps(e.effects, out);
  }
}

function abilityWords(a: Ability): string {
  const ops = new Set<string>();
  const modes = a.kind === "effect" || a.kind === "activated" ? a.modes : a.kind === "triggered" || a.kind === "paid" ? [a.mode] : [];
  for (const m of modes) {
    effectOps(m.effects, ops);
    for (const x of m.additional) effectOps(x.effects, ops);
  }
  if (a.kind === "continuous") effectOps(a.effects, ops);
  const targets = modes.some((m) => m.targets.length > 0) ? "targets are chosen when announced (208.1); " : "";
  const extras = modes.some((m) => m.additional.length > 0) ? "; extra energy buys the additional effect (204.4)" : "";
  const or = modes.length > 1 ? "choose one of its effects when announcing (207.1); " : "";
  const does = ops.size ? [...ops].join(", ") : "";
  const rule = a.kind === "activated" && a.summon ? "402.10f" : ABILITY_RULES[a.kind];
  switch (a.kind) {
    case "effect":
      return `when it resolves: ${or}${targets}${does}${extras} (${rule})`;
    case "continuous":
      return `always on while in play: ${does} (${rule})`;
    case "triggered":
      return `triggers by itself when its condition happens, then uses the stack: ${does} (${rule})`;
    case "activated":
      return `${a.summon ? "activated ability, rotates the summon, once a turn" : "☉ activated effect, you choose when"}, cost ${costText(a.cost)}: ${or}${targets}${does}${extras} (${rule})`;
    case "paid":
      return `paid ability, once a turn, cost ${costText(a.cost)}: ${targets}${does} (${rule})`;
    case "produces":
      return `activate it for ${formatCost(a.energy)} into your Energy Pool, at once, no stack (200.1b, 203.3)`;
  }
}

/** The card's printed face, as lines. */
export function cardFace(def: CardDefinition): string[] {
  const kind = [def.type, def.class ? `${def.class}${def.element ? `, ${def.element}` : ""}` : "", def.crew ? `crew ${def.crew}` : ""].filter(Boolean).join(" · ");
  const out = [`${def.name} — ${kind}`];
  const facts = [`cost ${costText(def.cost)}`, def.permanent ? "permanent" : "non permanent"];
  if (def.movementEnergy) facts.push(`movement energy ${costText(def.movementEnergy)}`);
  if (def.counters)
    facts.push(
      Object.entries(def.counters)
        .map(([k, n]) => `${n} ${k} counters`)
        .join(", "),
    );
  out.push(facts.join(" · "));
  if (def.stats) out.push(`attack ${def.stats.attack} · defense ${def.stats.defense} · speed ${def.stats.speed} · range ${def.stats.range}`);
  for (const a of def.abilities) for (const l of a.text.split("\n")) out.push(`  ${l}`);
  return out;
}

/** What the card does in plain words, with the rules. */
export function cardWords(def: CardDefinition): string[] {
  const out: string[] = [];
  const life = def.type === "Life Base Card" || def.class === "Life Base";
  if (life) out.push("your Life Base: if it reaches an ending dot you win (602.2); if it leaves play you lose (210.8)");
  else if (def.type === "Energy Crystal Card") out.push("cast it in your Action Phase, one crystal a turn, straight into play (403.1, 200.1b)");
  else if (def.stats) out.push("cast it in your Action Phase onto your starting dot or a free ending dot (206.1a, 402.6); it moves (202.2) and attacks (202.3)");
  else if (def.permanent) out.push(`cast it in your Action Phase; it stays in play${def.fixedTarget ? ", fixed on its target (207.5a)" : ""} (206.1a-b)`);
  else out.push("cast it in any Action or End Phase when you have priority; it resolves, then goes to the discard pile (206.2)");
  for (const a of def.abilities) out.push(abilityWords(a));
  return out;
}
