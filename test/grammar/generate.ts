// Generates varied, grammatically valid card text from templates over the whole language (every
// field, every kind of line, every sentence, reference, trigger, condition and duration), with a
// seeded PRNG so runs repeat. Used by the grammar tests (everything generated must parse with no
// grammar diagnostic) and by bench/parse.bench.ts (a 30,000-card pool).
//
// The cards are grammatical, not necessarily legal: a summon may get an effect line, a Summon
// Effect Card may target a crystal. Rules are the checker's business, not the grammar's.
import { ENERGY_LETTERS, PHASES, STATS } from "../../grammar/vocabulary.ts";
import { defined } from "../defined.ts";

/** mulberry32: small, fast, good enough for test data. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => defined(xs[Math.floor(r() * xs.length)], "a choice (from a non-empty list)");
const n = (r: Rand, max = 4) => 1 + Math.floor(r() * max);

const ENERGY = ENERGY_LETTERS;
const energyList = (r: Rand) => {
  const k = n(r, 3);
  const letters = [...ENERGY].sort(() => r() - 0.5).slice(0, k);
  return letters.map((l) => `${l}${n(r)}`).join(" ");
};

const NAMES = ["Fire Bolt", "7 Shooter", 'The "Quiet" One', "`Backtick` Beast", "$ Money Maker", "Dragon's Fury", "Nova 🌟", "שמש Sun", "Ash‏en Wyrm", "Über Guard"];
const STAT = STATS.map((s) => s.names[0]);
const PHASE = PHASES.map((p) => p.name);
const TARGET_NOUN = [
  "Summon",
  "Non Life Base Summon",
  "Life Base",
  "Dragon",
  "Beast",
  "Summon you control",
  "Summon an opponent controls",
  "Energy Crystal",
  "Effect",
  "player",
  "opponent",
  "card in a discard pile",
];
const OBJECT = () => [`target ${"Summon"}`, "this Summon", "it", "that Summon", "that Dragon", "the attacking Summon", "all Summons", "all target player's Summons"];

function ref(r: Rand): string {
  const kind = r();
  if (kind < 0.5) return `target ${pick(r, TARGET_NOUN)}`;
  return pick(r, OBJECT());
}

function duration(r: Rand): string {
  return pick(r, ["", " until end of turn", " this turn", " until your next Reactivation Phase"]);
}

/** One effect clause, without the final period. */
function effect(r: Rand): string {
  const x = ref(r);
  switch (Math.floor(r() * 27)) {
    case 0:
      return `Deal ${n(r)} damage to ${x}`;
    case 1:
      return `Heal ${n(r)} damage from ${x}`;
    case 2:
      return `Destroy ${x}`;
    case 3:
      return `Remove ${x} from the game`;
    case 4:
      return n(r, 2) === 1 ? "Draw 1 card" : `Draw ${n(r) + 1} cards`;
    case 5:
      return `Discard ${n(r) + 1} cards`;
    case 6:
      return `Search your deck for a ${pick(r, ["Summon Card", "Effect Card", "Energy Crystal Card"])}, show it and put it into your hand`;
    case 7:
      return `Return ${x} to its owner's hand`;
    case 8:
      return "Put target Summon Card from your discard pile into play";
    case 9:
      return `${cap(x)} gets ${pick(r, STAT)} ${pick(r, ["+", "-"])}${n(r)}${duration(r)}`;
    case 10:
      return `${cap(x)}'s ${pick(r, STAT)} becomes ${n(r)}`;
    case 11:
      return `${pick(r, ["Deactivate", "Reactivate"])} ${x}`;
    case 12:
      return `Move ${x} up to ${n(r)} dots`;
    case 13:
      return `${cap(x)} can't ${pick(r, ["move", "attack", "be activated"])}${pick(r, ["", " this turn"])}`;
    case 14:
      return `${cap(x)} can attack one more time this turn`;
    case 15:
      return `${cap(x)} can't be targeted by Effects your opponents control`;
    case 16:
      return `Target Energy Crystal produces an extra ${pick(r, ENERGY)}${n(r)}`;
    case 17:
      return `Gain control of ${x}${pick(r, ["", " until end of turn"])}`;
    case 18:
      return "Counter target action";
    case 19:
      return r() < 0.5 ? `Prevent the next ${n(r)} damage that would be dealt to ${x} this turn` : `Prevent all damage that would be dealt to ${x}`;
    case 20:
      return `Add ${energyList(r)} to your Energy Pool`;
    case 21:
      return `Put ${n(r)} ${pick(r, ["activation", "time"])} counters on ${x}`;
    case 22:
      return "Take an extra turn after this one";
    case 23:
      return `Target player skips his next ${pick(r, PHASE)}`;
    case 24:
      return `Costs of ${pick(r, ["Effect Cards", "Summon Cards", "cards"])} ${pick(r, ["your opponents", "you"])} cast are ${pick(r, ["raised", "reduced"])} by C${n(r)}`;
    case 25:
      return `${pick(r, ["Target player", "Each opponent", "Its controller"])} draws ${n(r) + 1} cards`;
    default:
      return `Deal ${n(r)} damage to target Summon and ${n(r)} damage to another target Summon`;
  }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function condition(r: Rand): string {
  return pick(r, ["you control a Dragon", `target Summon has ${n(r)} or more damage`, "this Summon is on a No Attack Dot", `you have ${n(r)} or fewer cards in your hand`]);
}

/** One or more sentences, ending with a period. */
function sentences(r: Rand): string {
  const first = effect(r);
  const roll = r();
  if (roll < 0.15) return `${first}. When successfully done, ${lowerFirst(effect(r))}.`;
  if (roll < 0.3) return `If ${condition(r)}, ${lowerFirst(first)}.`;
  if (roll < 0.4) return `${first} unless its controller pays C${n(r)}.`;
  if (roll < 0.5) return `${first}. ${effect(r)}.`;
  return `${first}.`;
}

function lowerFirst(s: string): string {
  // Keep proper nouns (`Target Energy Crystal` stays readable either way).
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function trigger(r: Rand): string {
  return pick(r, [
    `When this Summon ${pick(r, ["attacks", "moves", "is dealt damage", "is destroyed", "comes into play", "leaves play"])}`,
    `Whenever a Summon${pick(r, ["", " you control", " an opponent controls"])} ${pick(r, ["attacks", "moves", "is destroyed", "is cast"])}`,
    "Whenever that Dragon destroys a Summon",
    "Whenever you cast an Effect Card",
    `At the beginning of your ${pick(r, PHASE)}`,
    "At the end of each turn",
    `During your ${pick(r, PHASE)}`,
    `In target player's ${pick(r, PHASE)}`,
  ]);
}

/** The text block of a card of the given kind. */
function textLines(r: Rand, kind: "effect" | "summon" | "crystal"): string[] {
  const lines: string[] = [];
  if (kind === "summon") {
    const k = Math.floor(r() * 4);
    const body = sentences(r);
    lines.push(pick(() => k / 4, [`[☉: ${body}]`, `[${energyList(r)}: ${body}]`, `[${trigger(r)}: ${lowerFirst(body)}]`, `[${body}]`]));
    return lines;
  }
  if (kind === "crystal") {
    lines.push(`Produces ${pick(r, ENERGY)}1.`);
    if (r() < 0.5) lines.push(`${pick(r, ["☉", "(A)"])}, ${energyList(r)}: ${sentences(r)}`);
    return lines;
  }
  const roll = r();
  if (roll < 0.2) {
    lines.push(sentences(r), "or", sentences(r));
  } else if (roll < 0.4) {
    lines.push(sentences(r), `${pick(r, ["With", "With extra", "For each extra"])} ${energyList(r)}: ${lowerFirst(effect(r))}.`);
  } else if (roll < 0.55) {
    lines.push(`${trigger(r)}, ${lowerFirst(sentences(r))}`);
  } else if (roll < 0.65) {
    lines.push(`${pick(r, ["☉", "(A)"])}${r() < 0.5 ? "" : `, ${energyList(r)}`}: ${sentences(r)}`);
  } else {
    lines.push(sentences(r));
  }
  return lines;
}

/** One card's text (ending with a newline). `i` makes the name unique. */
function generateCard(r: Rand, i: number): string {
  const kind = pick(r, ["effect", "effect", "effect", "summon", "crystal"] as const);
  const out: string[] = [];
  if (r() < 0.2) out.push(`# generated card ${i}`);
  out.push(`card ${pick(r, NAMES)} ${i}${r() < 0.1 ? "  # trailing comment" : ""}`);
  const fields: string[] = [];
  const label = (l: string) => (r() < 0.1 ? l.toUpperCase() : l);
  if (kind === "summon") {
    const lifeBase = r() < 0.1;
    fields.push(`${label("cost")}: ${r() < 0.1 ? "none" : energyList(r)}`);
    fields.push(`${label("type")}: ${lifeBase ? "Life Base Card" : pick(r, ["Summon Card", "Summon"])}`);
    fields.push(`class: ${lifeBase ? "Life Base" : pick(r, ["Dragon", "Beast", "Vessel", "Berserker"])}`);
    if (!lifeBase) fields.push(`element: ${pick(r, ["Fire", "Water", "Earth"])}`);
    fields.push(`restriction: ${n(r)}`);
    fields.push(`movement energy: ${energyList(r)}`);
    fields.push(`stats: attack ${n(r)}, defense ${n(r, 12)}, speed ${n(r)}, range ${n(r)}`);
  } else if (kind === "crystal") {
    fields.push("type: Energy Crystal Card");
    fields.push(`restriction: ${pick(r, ["∞", "unlimited", "2"])}`);
  } else {
    fields.push(`cost: ${energyList(r)}`);
    fields.push(`type: ${pick(r, ["Effect Card", "Summon Effect Card", "Class Specific Effect Card (Dragon)", "Energy Crystal Effect Card", "Effect Effect Card", "Effect"])}`);
    if (r() < 0.3) fields.push(`crew: ${pick(r, ["Marksman", "Navigator", "Rider", "Trainee"])}`);
    fields.push(`restriction: ${n(r)}`);
    fields.push(pick(r, ["permanent", "non permanent", "Non Permanent"]));
    if (r() < 0.2) fields.push(`counters: ${n(r)} ${pick(r, ["activation", "time"])}`);
  }
  // Fields come in any order.
  if (r() < 0.3) fields.reverse();
  out.push(...fields);
  out.push("text:");
  for (const l of textLines(r, kind)) out.push(`  ${l}`);
  if (r() < 0.5) out.push(`flavor: ${pick(r, ["Dead centre, every time.", 'It\'s "fine" — really.', "∞ and beyond"])}`);
  out.push(`collector: 1.1/${String(n(r, 89)).padStart(3, "0")}/089-${pick(r, ["C", "U", "R", "SR", "UR", "X7-Unique", "X2-Promo"])}`);
  if (r() < 0.3) out.push("");
  return `${out.join("\n")}\n`;
}

/** `count` cards from `seed`, each a separate string. */
export function generateCards(count: number, seed = 1): string[] {
  const r = prng(seed);
  return Array.from({ length: count }, (_, i) => generateCard(r, i));
}
