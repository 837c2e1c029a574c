// X610Z's vocabulary as data (DESIGN principle 6): energy types, card types, classes, elements,
// crews, phases, stats, zones, rarities, field labels and target nouns. The lexer and parser never
// spell these words: they read them from these tables, so a new act adds lines here, not grammar.
// Lookups are case-insensitive; every table keeps the designer's spelling for messages and fmt.
//
// Written once, for the whole project: every list and type of these words in the grammar, the
// compiler, the engine and the apps derives from a table here. Where the words are ids the code
// names (phases, stats, zones, counters, fields), the rows are `as const` and the id types derive
// from them (PhaseName, StatName, ZoneName, FieldName); the tables themselves are exported with
// string-typed columns, so a word read from a file can be looked up in them.
// Why here and not in runtime/: they are the words card text is written in, the grammar reads them
// first, and the grammar must not depend on the engine, while the engine may depend on data. So
// this file is a leaf (no imports: importing it brings in no parser) and runtime/x610z/vocabulary.ts
// re-exports it for the engine. When Z/X's dialect arrives, its words get a table file of their
// own and the parser takes the vocabulary as a parameter; with one game, it would have one value.

// ---------------------------------------------------------------------------------------------
// Energy (204.1, 204.2b). One line per type: letter, name, colour. A new type is one new line.
// ---------------------------------------------------------------------------------------------

export interface EnergyType {
  letter: string;
  name: string;
  colour: string;
}

export const ENERGY_TYPES: readonly EnergyType[] = [
  { letter: "M", name: "Mystic", colour: "blue" },
  { letter: "B", name: "Boost", colour: "green" },
  { letter: "C", name: "Colorless", colour: "grey" }, // pays any cost's colorless part (204.1c)
  { letter: "R", name: "Robiumm", colour: "red" }, // from Act II
];

/** The energy letters, in the table's order. */
export const ENERGY_LETTERS: readonly string[] = ENERGY_TYPES.map((e) => e.letter);

/** The letter that any energy type can pay for (204.1c). */
export const COLORLESS = "C";

// ---------------------------------------------------------------------------------------------
// Card types (304.2, 400-403)
// ---------------------------------------------------------------------------------------------

export interface CardType {
  /** The id used in ability objects (runtime CardDefinition.type). */
  id: string;
  /** 400.2: the three kinds of card. */
  kind: "effect" | "summon" | "crystal";
  /** Summons, life bases and crystals are permanent whether or not it is written (304.4). */
  alwaysPermanent: boolean;
  /**
   * 401.2-401.5: what a permanent card of this type targets and gets fixed on; null when it may
   * target anything it states (401.1) or is not an Effect.
   */
  fixesOn: "summon" | "crystal" | "effect" | null;
  /** 401.3: the type names a class in brackets, `Class Specific Effect Card (Dragon)`. */
  classSpecific: boolean;
  /** Life Base Cards (402.3, 402.5). */
  lifeBase: boolean;
  rule: string;
}

export const CARD_TYPES: readonly CardType[] = [
  {
    id: "Summon Card",
    kind: "summon",
    alwaysPermanent: true,
    fixesOn: null,
    classSpecific: false,
    lifeBase: false,
    rule: "402",
  },
  {
    id: "Life Base Card",
    kind: "summon",
    alwaysPermanent: true,
    fixesOn: null,
    classSpecific: false,
    lifeBase: true,
    rule: "402.3",
  },
  {
    id: "Energy Crystal Card",
    kind: "crystal",
    alwaysPermanent: true,
    fixesOn: null,
    classSpecific: false,
    lifeBase: false,
    rule: "403",
  },
  {
    id: "Effect Card",
    kind: "effect",
    alwaysPermanent: false,
    fixesOn: null,
    classSpecific: false,
    lifeBase: false,
    rule: "401.1",
  },
  {
    id: "Summon Effect Card",
    kind: "effect",
    alwaysPermanent: false,
    fixesOn: "summon",
    classSpecific: false,
    lifeBase: false,
    rule: "401.2",
  },
  {
    id: "Class Specific Effect Card",
    kind: "effect",
    alwaysPermanent: false,
    fixesOn: "summon",
    classSpecific: true,
    lifeBase: false,
    rule: "401.3",
  },
  {
    id: "Energy Crystal Effect Card",
    kind: "effect",
    alwaysPermanent: false,
    fixesOn: "crystal",
    classSpecific: false,
    lifeBase: false,
    rule: "401.4",
  },
  {
    id: "Effect Effect Card",
    kind: "effect",
    alwaysPermanent: false,
    fixesOn: "effect",
    classSpecific: false,
    lifeBase: false,
    rule: "401.5",
  },
];

// ---------------------------------------------------------------------------------------------
// Subtypes. Classes (402.2 says six; the rules and corpus name these). An unknown word in
// `class:`, `element:` or `crew:` is a warning (W1101-W1103), not an error: a new act may bring
// new ones before this table knows them. A class used as a target noun (`target Dragon`) must be
// in the table, though, or the target is unknown (E1004).
// ---------------------------------------------------------------------------------------------

export const CLASSES: readonly { name: string; lifeBase?: boolean }[] = [{ name: "Dragon" }, { name: "Beast" }, { name: "Vessel" }, { name: "Berserker" }, { name: "Life Base", lifeBase: true }];

/** 402.4: elements of Non Life Base summons. */
export const ELEMENTS: readonly string[] = ["Fire", "Water", "Earth"];

/** 304.2c: crews of Effect and Summon Effect Cards. */
export const CREWS: readonly string[] = ["Marksman", "Navigator", "Rider", "Trainee"];

// ---------------------------------------------------------------------------------------------
// Phases (700-704), stats (402.10), zones (500-506) and counters (209)
// ---------------------------------------------------------------------------------------------

/** The phases of a turn in the order they come (700.1): the id the engine uses, the name card text writes. */
const PHASE_ROWS = [
  { name: "Reactivation Phase", id: "reactivation", rule: "701" },
  { name: "Draw Phase", id: "draw", rule: "702" },
  { name: "Action Phase", id: "action", rule: "703" },
  { name: "End Phase", id: "end", rule: "704" },
] as const;

export type PhaseName = (typeof PHASE_ROWS)[number]["id"];
export const PHASES: readonly { name: string; id: PhaseName; rule: string }[] = PHASE_ROWS;
export const PHASE_IDS: readonly PhaseName[] = PHASES.map((p) => p.id);

/** Each stat with the names it is written by (`Attack Power` in sentences, `attack` in `stats:`),
 *  in the order `stats:` lists them (402.10). */
const STAT_ROWS = [
  { id: "attack", names: ["Attack Power", "attack"] },
  { id: "defense", names: ["Defense"] },
  { id: "speed", names: ["Speed"] },
  { id: "range", names: ["Range"] },
] as const;

export type StatName = (typeof STAT_ROWS)[number]["id"];
export const STATS: readonly { id: StatName; names: readonly string[] }[] = STAT_ROWS;
export const STAT_IDS: readonly StatName[] = STATS.map((s) => s.id);

/** A player's zones: deck (501), hand (502), discard pile (505), removed from the game (506),
 *  play (504), cast zone (503). The order is the order of a player's zones in a game state. */
export const ZONES = ["deck", "hand", "discard", "removed", "play", "cast"] as const;
export type ZoneName = (typeof ZONES)[number];

/** 209: the kinds of counter. */
export const COUNTER_KINDS = ["activation", "time"] as const;

// ---------------------------------------------------------------------------------------------
// Rarities (307.3): the fixed codes, and the numbered forms `X7-Unique`, `X2-Promo`.
// ---------------------------------------------------------------------------------------------

export const RARITIES: readonly { code: string; name: string }[] = [
  { code: "C", name: "common" },
  { code: "U", name: "uncommon" },
  { code: "R", name: "rare" },
  { code: "SR", name: "super rare" },
  { code: "UR", name: "ultra rare" },
];
export const NUMBERED_RARITIES: readonly string[] = ["Unique", "Promo"];

// ---------------------------------------------------------------------------------------------
// Field labels (LANGUAGE.md section 1), in canonical (fmt) order.
// ---------------------------------------------------------------------------------------------

const FIELD_ROWS = [
  { name: "cost", label: "cost" },
  { name: "type", label: "type" },
  { name: "class", label: "class" },
  { name: "element", label: "element" },
  { name: "crew", label: "crew" },
  { name: "restriction", label: "restriction" },
  { name: "permanent", label: "permanent" }, // also `non permanent`; a line of its own, no colon
  { name: "movementEnergy", label: "movement energy" },
  { name: "stats", label: "stats" },
  { name: "counters", label: "counters" },
  { name: "text", label: "text" },
  { name: "flavor", label: "flavor" },
  { name: "collector", label: "collector" },
] as const;

/** The canonical name of each field. */
export type FieldName = (typeof FIELD_ROWS)[number]["name"];
export const FIELDS: readonly { name: FieldName; label: string }[] = FIELD_ROWS;

// ---------------------------------------------------------------------------------------------
// Target nouns (208): the head of a noun phrase after `target`, `this`, `that`, `all`, `a`.
// Plurals add `s` to the last word. Classes and card types are added from their tables.
// ---------------------------------------------------------------------------------------------

type NounHead = "summon" | "crystal" | "effect" | "card" | "player" | "opponent" | "action";

export interface NounEntry {
  words: string;
  head: NounHead;
  lifeBase?: boolean;
  class?: string;
  cardType?: string;
}

export const BASE_NOUNS: readonly NounEntry[] = [
  { words: "Summon", head: "summon" },
  { words: "Non Life Base Summon", head: "summon", lifeBase: false },
  { words: "Life Base Summon", head: "summon", lifeBase: true },
  { words: "Energy Crystal", head: "crystal" },
  { words: "Effect", head: "effect" },
  { words: "card", head: "card" },
  { words: "player", head: "player" },
  { words: "opponent", head: "opponent" },
  { words: "action", head: "action" },
];

/** Every noun the grammar knows: base nouns, classes (`Dragon`), card types with and without `Card`. */
export function allNouns(): NounEntry[] {
  const out: NounEntry[] = [...BASE_NOUNS];
  for (const c of CLASSES) {
    out.push(c.lifeBase ? { words: c.name, head: "summon", lifeBase: true } : { words: c.name, head: "summon", class: c.name });
  }
  for (const t of CARD_TYPES) out.push({ words: t.id, head: "card", cardType: t.id });
  // `Dragon Summon Card`: a Summon Card of a class (402.2).
  for (const c of CLASSES) if (!c.lifeBase) out.push({ words: `${c.name} Summon Card`, head: "card", cardType: "Summon Card", class: c.name });
  return out;
}
