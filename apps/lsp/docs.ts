// What the editor says about the words of a card file: fields, sentences and vocabulary, each with
// the rule it follows (Comprehensive Rules V1.1, LANGUAGE.md). Vocabulary docs are built from the
// grammar's tables (grammar/vocabulary.ts), so a new energy type or class is described the moment
// it is a table line; fields and sentences follow LANGUAGE.md sections 1 and 3.
import { CARD_TYPES, CLASSES, COUNTER_KINDS, CREWS, ELEMENTS, ENERGY_TYPES, FIELDS, PHASES, STATS, type CardType } from "../../grammar/vocabulary.ts";

export interface Doc {
  /** What it is, in plain words (Markdown). */
  text: string;
  /** The rule numbers it follows, e.g. "204.2, 302"; "" when none. */
  rule: string;
}

/** Markdown for a doc: its text, then its rules. */
export function docMarkdown(title: string, doc: Doc): string {
  const text = doc.text.replace(/\.$/, "");
  return `**${title}**: ${text}${doc.rule ? ` (${doc.rule})` : ""}.`;
}

// ---------------------------------------------------------------------------------------------
// Fields (LANGUAGE.md section 1), keyed by the label as vocabulary.ts FIELDS spells it
// ---------------------------------------------------------------------------------------------

export const FIELD_DOCS: Readonly<Record<string, Doc>> = {
  card: { text: "`card NAME` opens a card; the name is the rest of the line. Names are unique within a set.", rule: "LANGUAGE.md 1" },
  cost: { text: "the casting cost, an energy list such as `M2 B1 C1`; `none` (or no `cost:` line) means no casting cost.", rule: "204.2, 302" },
  type: {
    text: "the card type: Summon Card, Life Base Card, Energy Crystal Card, Effect Card, Summon Effect Card, Class Specific Effect Card (CLASS), Energy Crystal Effect Card or Effect Effect Card (the word `Card` may be left out).",
    rule: "304.2, 400-403",
  },
  class: { text: "the class of a summon (summons only); a Life Base's class is `Life Base`.", rule: "304.2b, 402.2" },
  element: { text: "the element of a Non Life Base summon; a Life Base never has one.", rule: "304.2b, 402.4-5" },
  crew: { text: "the crew of an Effect Card or Summon Effect Card (optional).", rule: "304.2c" },
  restriction: { text: "how many copies of the card a deck may hold: a whole number, or `∞` / `unlimited`.", rule: "304.3" },
  permanent: {
    text: "`permanent` or `non permanent`, on a line of its own: whether the card stays in play. Summons, crystals and life bases are permanent whether or not it is written.",
    rule: "304.4, 206",
  },
  "movement energy": { text: "the energy a summon pays to move, an energy list such as `B1`.", rule: "204.5" },
  stats: { text: "a summon's basic stats, all four: `attack 3, defense 4, speed 2, range 1`.", rule: "402.10" },
  counters: {
    text: "`3 activation` or `2 time`: the counters the permanent enters play with; a time counter comes off in each of its controller's Reactivation Phases.",
    rule: "209.2, 701.1",
  },
  text: { text: "the action panel: the lines below it, one ability per line, up to the next field line.", rule: "305" },
  flavor: { text: "free text; no effect on play.", rule: "306" },
  collector: { text: "collector information `Act.PR/CardNR/Total-Rarity`, e.g. `1.1/001/089-C`; rarities C U R SR UR, `X7-Unique`, `X2-Promo`.", rule: "307" },
};

/** Field labels in canonical order, as typed at a line start (`cost:`, `permanent`). */
export function fieldLabels(): { label: string; insert: string; doc: Doc }[] {
  const out: { label: string; insert: string; doc: Doc }[] = [];
  for (const f of FIELDS) {
    const doc = FIELD_DOCS[f.label] ?? { text: "a field", rule: "" };
    if (f.name === "permanent") {
      out.push({ label: "permanent", insert: "permanent", doc }, { label: "non permanent", insert: "non permanent", doc });
    } else out.push({ label: `${f.label}:`, insert: `${f.label}: `, doc });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sentences (LANGUAGE.md sections 2 and 3). `snippet` is a VS Code snippet whose default values
// make a line the grammar reads (a test parses each one); `starts` is its first keyword.
// ---------------------------------------------------------------------------------------------

export interface Sentence {
  /** The keyword the sentence starts with, lower case (a word of grammar/tokens.ts KEYWORD_WORDS). */
  starts: string;
  /** Other keywords of the sentence a hover explains it from (`gets` for `X gets STAT +N`). */
  also?: string[];
  label: string;
  snippet: string;
  meaning: string;
  rule: string;
  /** The ability kind the line needs: a trigger only works on a permanent. */
  permanent?: boolean;
}

export const SENTENCES: readonly Sentence[] = [
  {
    starts: "deal",
    label: "Deal N damage to X.",
    snippet: "Deal ${1:2} damage to ${2:target Summon}.",
    meaning: "deals damage; the source must be in play (a cast card counts while it resolves)",
    rule: "210, 200.1a",
  },
  { starts: "heal", label: "Heal N damage from X.", snippet: "Heal ${1:2} damage from ${2:target Summon}.", meaning: "removes damage", rule: "glossary" },
  { starts: "destroy", label: "Destroy X.", snippet: "Destroy ${1:target Summon}.", meaning: "X leaves play for its owner's discard pile", rule: "205.3" },
  { starts: "remove", label: "Remove X from the game.", snippet: "Remove ${1:target Summon} from the game.", meaning: "X leaves play for the removed zone", rule: "506" },
  {
    starts: "draw",
    also: ["draws"],
    label: "Draw N cards.",
    snippet: "Draw ${1:2} cards.",
    meaning: "draws from the top of the deck; a player who must draw from an empty deck loses",
    rule: "212, 106.3",
  },
  { starts: "discard", also: ["discards"], label: "Discard N cards.", snippet: "Discard ${1:2} cards.", meaning: "the player discards cards of his choice from his hand", rule: "" },
  {
    starts: "search",
    label: "Search your deck for a KIND, show it and put it into your hand.",
    snippet: "Search your deck for a ${1:Summon Card}, show it and put it into your hand.",
    meaning: "then the deck is shuffled",
    rule: "211.2, 212.2",
  },
  { starts: "return", label: "Return X to its owner's hand.", snippet: "Return ${1:target Summon} to its owner's hand.", meaning: "X leaves play for its owner's hand", rule: "" },
  {
    starts: "put",
    label: "Put target Summon Card from your discard pile into play.",
    snippet: "Put target Summon Card from your discard pile into play.",
    meaning: "the summon is placed as a cast one is",
    rule: "402.6a",
  },
  { starts: "put", label: "Put N activation counters on X.", snippet: "Put ${1:2} ${2|activation,time|} counters on ${3:target Summon}.", meaning: "puts counters on a permanent", rule: "209" },
  {
    starts: "target",
    also: ["gets", "get"],
    label: "X gets STAT +N until end of turn.",
    snippet: "Target Summon gets ${1|Attack Power,Defense,Speed,Range|} +${2:2} until end of turn.",
    meaning: "changes a stat (Attack Power, Defense, Speed, Range); never below 0",
    rule: "202.6-7",
  },
  {
    starts: "target",
    also: ["becomes", "become"],
    label: "X's STAT becomes N.",
    snippet: "Target Summon's ${1|Attack Power,Defense,Speed,Range|} becomes ${2:1}.",
    meaning: "changes a basic stat; the last one wins",
    rule: "202.6",
  },
  { starts: "deactivate", label: "Deactivate X.", snippet: "Deactivate ${1:target Summon}.", meaning: "a state change without effect", rule: "206.1g" },
  { starts: "reactivate", label: "Reactivate X.", snippet: "Reactivate ${1:target Summon}.", meaning: "a state change without effect", rule: "206.1g" },
  {
    starts: "move",
    label: "Move X up to N dots.",
    snippet: "Move ${1:target Summon} up to ${2:2} dots.",
    meaning: "its controller chooses the path; pays no movement energy and isn't the summon's move for the turn",
    rule: "202",
  },
  {
    starts: "target",
    also: ["can't", "cannot"],
    label: "X can't move this turn.",
    snippet: "Target Summon can't ${1|move,attack,be activated|} this turn.",
    meaning: "forbids an action; can't beats can",
    rule: "107.1b, 202.3b",
  },
  { starts: "target", also: ["can"], label: "X can attack one more time this turn.", snippet: "Target Summon can attack one more time this turn.", meaning: "an extra attack", rule: "202.3b" },
  {
    starts: "this",
    also: ["targeted"],
    label: "X can't be targeted by Effects your opponents control.",
    snippet: "This Summon can't be targeted by Effects your opponents control.",
    meaning: "continuous protection from targeting",
    rule: "107.1b, 208",
  },
  {
    starts: "gain",
    also: ["gains"],
    label: "Gain control of X until end of turn.",
    snippet: "Gain control of ${1:target Summon} until end of turn.",
    meaning: "the caster controls X",
    rule: "214, 402.8-9",
  },
  { starts: "counter", label: "Counter target action.", snippet: "Counter target action.", meaning: "the action doesn't resolve; a cast card goes to its owner's discard pile", rule: "glossary" },
  {
    starts: "prevent",
    label: "Prevent the next N damage that would be dealt to X this turn.",
    snippet: "Prevent the next ${1:2} damage that would be dealt to ${2:target Summon} this turn.",
    meaning: "prevents damage",
    rule: "",
  },
  { starts: "add", label: "Add M2 to your Energy Pool.", snippet: "Add ${1:M2} to your Energy Pool.", meaning: "adds energy to the pool", rule: "203" },
  { starts: "take", also: ["takes"], label: "Take an extra turn after this one.", snippet: "Take an extra turn after this one.", meaning: "an extra turn", rule: "700.2" },
  {
    starts: "target",
    also: ["skips", "skip"],
    label: "X skips his next PHASE.",
    snippet: "Target opponent skips his next ${1|Draw Phase,Action Phase,End Phase,Reactivation Phase|}.",
    meaning: "skips a phase (or `his next turn`)",
    rule: "700.2",
  },
  {
    starts: "costs",
    also: ["raised", "reduced"],
    label: "Costs of KIND X casts are raised by COST.",
    snippet: "Costs of ${1:Effect Cards} ${2:your opponents} cast are ${3|raised,reduced|} by ${4:C1}.",
    meaning: "a continuous cost change; a raise after an announcement must be paid or the action fails",
    rule: "204, 200.6",
  },
  { starts: "produces", also: ["produce"], label: "Produces M1.", snippet: "Produces ${1:M1}.", meaning: "a crystal's energy (non stackable)", rule: "200.1b, 403.4" },
  {
    starts: "when",
    label: "When X ..., EFFECT",
    snippet: "When ${1:this Summon} ${2|attacks,moves,is destroyed,comes into play,leaves play,is dealt damage|}, ${3:draw 1 card}.",
    meaning: "a triggered effect: it goes on the stack when the condition happens",
    rule: "207.4",
    permanent: true,
  },
  {
    starts: "whenever",
    label: "Whenever X ..., EFFECT",
    snippet: "Whenever ${1:a Summon} ${2|attacks,moves,is destroyed,comes into play,leaves play,is dealt damage|}, ${3:draw 1 card}.",
    meaning: "a triggered effect, every time the condition happens",
    rule: "207.4",
    permanent: true,
  },
  {
    starts: "at",
    label: "At the beginning of your PHASE, EFFECT",
    snippet: "At the beginning of your ${1|Draw Phase,Action Phase,End Phase,Reactivation Phase|}, ${2:draw 1 card}.",
    meaning: "a triggered effect at a phase",
    rule: "207.4",
    permanent: true,
  },
  { starts: "during", label: "During your End Phase, EFFECT", snippet: "During your End Phase, ${1:draw 1 card}.", meaning: "a triggered effect at a phase", rule: "207.4", permanent: true },
  { starts: "if", label: "If CONDITION, EFFECT.", snippet: "If ${1:you control a Dragon}, ${2:draw 1 card}.", meaning: "the effect happens only if the condition holds", rule: "" },
  {
    starts: "with",
    also: ["extra"],
    label: "With extra COST: EFFECT",
    snippet: "With extra ${1:M2}: ${2:deal 2 more damage to that Summon}.",
    meaning: "an additional effect of the line above; the caster may pay its cost with the casting cost, once",
    rule: "204.4, 207.2",
  },
  {
    starts: "for",
    also: ["each"],
    label: "For each extra COST: EFFECT",
    snippet: "For each extra ${1:M1}: ${2:deal 1 more damage to that Summon}.",
    meaning: "an additional effect the caster may pay for any number of times",
    rule: "204.4, 207.2",
  },
  { starts: "or", label: "or", snippet: "or", meaning: "alone on a line between two effect lines: the caster chooses one", rule: "207.1" },
];

/** Sentences a word explains, by keyword (its first word or one of `also`). */
export function sentencesOf(word: string): Sentence[] {
  const w = word.toLowerCase().replace(/’/g, "'");
  return SENTENCES.filter((s) => s.starts === w || (s.also ?? []).includes(w));
}

/** Words that link sentences or start a trigger: what they do, for a hover. */
export const LINK_DOCS: Readonly<Record<string, Doc>> = {
  unless: { text: "`EFFECT unless its controller pays COST.`: the named player may pay to stop it, and decides when the effect resolves", rule: "207.2" },
  successfully: { text: "`When successfully done, EFFECT.`: the second step happens only if the first did", rule: "207.3" },
  target: { text: "a target is chosen when the action is announced; no target means the caster", rule: "208, 107.3" },
  "☉": { text: "the activation sign: `☉: EFFECT` (or `☉, COST: EFFECT`) is an activated effect; on a summon it rotates the summon, once a turn", rule: "204.3, 207.6, 402.10f" },
  "(a)": { text: "the ASCII spelling of the activation sign `☉`", rule: "204.3" },
  in: { text: "`In X's PHASE, EFFECT`: a triggered effect at a phase", rule: "207.4" },
};

// ---------------------------------------------------------------------------------------------
// Ability kinds: what a line of the action panel is (LANGUAGE.md section 2), in plain words
// ---------------------------------------------------------------------------------------------

export const ABILITY_KIND_WORDS: Readonly<Record<string, string>> = {
  effect: "happens when the card resolves",
  continuous: "is in force while the card is in play (and fixed)",
  triggered: "triggers when its condition happens, then goes on the stack",
  activated: "is used by activating its source and paying its cost",
  paid: "is used by paying its cost, once a turn; it lasts until end of turn unless stated",
  produces: "is the energy the crystal produces when it is activated (non stackable)",
  producesOneOf: "is the energy the crystal produces when it is activated, one of the types it names, chosen then (non stackable)",
};

// ---------------------------------------------------------------------------------------------
// Vocabulary (grammar/vocabulary.ts), as phrases a line may hold
// ---------------------------------------------------------------------------------------------

export interface VocabularyPhrase {
  /** As the table spells it. */
  phrase: string;
  kind: "card type" | "class" | "element" | "crew" | "phase" | "stat" | "energy type" | "counter";
  doc: Doc;
}

const PHASE_RULES: Record<string, string> = { reactivation: "701", draw: "702", action: "703", end: "704" };
const STAT_WORDS: Record<string, Doc> = {
  attack: { text: "a stat, how much damage a summon deals when it attacks; 1 Attack Power is 1 damage", rule: "402.10a" },
  defense: { text: "a stat, how much damage a summon can take before it is destroyed", rule: "402.10b" },
  speed: { text: "a stat, the most dots a summon can move each time it moves", rule: "402.10c" },
  range: { text: "a stat, the most dots a summon can attack over", rule: "402.10d" },
};

function cardTypeDoc(t: CardType): Doc {
  const kind = {
    summon: t.lifeBase ? "a Life Base summon: its pawn is the player's Life Base" : "a summon: a pawn on the board",
    crystal: "an Energy Crystal: it produces energy",
    effect: "an Effect",
  }[t.kind];
  const fixes = t.fixesOn
    ? `; cast as a permanent, it is fixed on ${t.fixesOn === "summon" ? (t.classSpecific ? "a summon of the class it names" : "a summon") : t.fixesOn === "crystal" ? "an Energy Crystal" : "an Effect"} and targets only that`
    : "";
  const always = t.alwaysPermanent ? "; always permanent" : "";
  return { text: `a card type, ${kind}${fixes}${always}`, rule: t.rule };
}

let phrases: VocabularyPhrase[] | undefined;

/** Every vocabulary phrase, longest first (so `Life Base Card` wins over `Life Base`). */
export function vocabularyPhrases(): VocabularyPhrase[] {
  if (phrases) return phrases;
  const out: VocabularyPhrase[] = [];
  for (const t of CARD_TYPES) {
    const doc = cardTypeDoc(t);
    out.push({ phrase: t.id, kind: "card type", doc });
    const short = t.id.replace(/ Card$/, "");
    if (short !== t.id) out.push({ phrase: short, kind: "card type", doc });
  }
  for (const c of CLASSES) {
    out.push({
      phrase: c.name,
      kind: "class",
      doc: c.lifeBase ? { text: "the class of Life Base summons", rule: "402.3" } : { text: "a summon class; `target " + c.name + "` targets a summon of this class", rule: "402.2" },
    });
  }
  for (const e of ELEMENTS) out.push({ phrase: e, kind: "element", doc: { text: "an element of Non Life Base summons", rule: "402.4" } });
  for (const c of CREWS) out.push({ phrase: c, kind: "crew", doc: { text: "a crew of Effect Cards and Summon Effect Cards", rule: "304.2c" } });
  for (const p of PHASES) out.push({ phrase: p.name, kind: "phase", doc: { text: "a phase of the turn", rule: PHASE_RULES[p.id] ?? "700" } });
  for (const s of STATS) for (const n of s.names) out.push({ phrase: n, kind: "stat", doc: STAT_WORDS[s.id] ?? { text: "a stat", rule: "402.10" } });
  for (const e of ENERGY_TYPES) out.push({ phrase: e.name, kind: "energy type", doc: energyTypeDoc(e.letter) });
  for (const k of COUNTER_KINDS)
    out.push({ phrase: k, kind: "counter", doc: { text: `a kind of counter${k === "time" ? "; one comes off in each of its controller's Reactivation Phases" : ""}`, rule: "209" } });
  out.sort((a, b) => b.phrase.length - a.phrase.length);
  phrases = out;
  return out;
}

function energyTypeDoc(letter: string): Doc {
  const e = ENERGY_TYPES.find((t) => t.letter === letter);
  if (!e) return { text: "an energy type", rule: "204.1" };
  const colorless = letter === "C" ? "; a colorless cost can be paid with any type, colorless energy pays only colorless costs" : "";
  return { text: `${e.name} energy (${e.colour}), written \`${e.letter}\`${colorless}`, rule: letter === "C" ? "204.1c, 203.2b" : "204.1" };
}

/** `M2`: what an energy amount is. Undefined for an unknown letter. */
export function energyDoc(token: string): Doc | undefined {
  const m = /^([A-Z]{1,2})([0-9]+)$/.exec(token);
  if (!m) return undefined;
  const e = ENERGY_TYPES.find((t) => t.letter === m[1]);
  if (!e) return undefined;
  const n = Number(m[2]);
  const colorless = e.letter === "C" ? "; a colorless cost can be paid with any type" : "";
  return { text: `${n} ${e.name} energy (${e.colour})${colorless}`, rule: e.letter === "C" ? "204.1c, 204.2" : "204.2" };
}
