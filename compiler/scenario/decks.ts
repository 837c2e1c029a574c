// Preconstructed decks (cards/decks/*.deck, format in cards/decks/README.md) and the Constructed
// deck rules they must obey (101.1a): at least 51 cards, exactly one Life Base Card, and no more
// copies of a card than its deck restriction allows (304.3; ∞ = no limit).
import type { CardDefinition } from "../../runtime/abilities.ts";

export const CONSTRUCTED_MINIMUM = 51;
/** 101.2 sets no maximum; a deck file past this many cards is a typo, and would only exhaust memory. */
export const DECK_FILE_MAXIMUM = 10_000;

export interface DeckEntry {
  count: number;
  card: string;
  /** 1-based line in the deck file. */
  line: number;
}

export interface Deck {
  file: string;
  name: string;
  entries: DeckEntry[];
}

/** Reads a deck file: `name: NAME`, then one `N x CARD NAME` per line; `#` starts a comment. */
export function parseDeck(text: string, file: string): { deck: Deck | null; errors: string[] } {
  const errors: string[] = [];
  const entries: DeckEntry[] = [];
  let name: string | null = null;
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const s = raw.replace(/#.*$/, "").trim();
    if (s === "") return;
    const nm = /^name\s*:\s*(.*)$/i.exec(s);
    if (nm) {
      if (name !== null) errors.push(`${file}:${line}: the deck's name is given twice`);
      else if (nm[1]!.trim() === "") errors.push(`${file}:${line}: the deck's name is empty`);
      else name = nm[1]!.trim();
      return;
    }
    const m = /^(\d+)\s*[xX×]\s+(.+)$/.exec(s);
    if (!m) {
      errors.push(`${file}:${line}: expected "N x CARD NAME" or "name: DECK NAME", got "${s}"`);
      return;
    }
    const count = Number(m[1]);
    const card = m[2]!.trim();
    if (count < 1) errors.push(`${file}:${line}: a count is at least 1`);
    else if (count > DECK_FILE_MAXIMUM) errors.push(`${file}:${line}: ${m[1]!.length > 12 ? `${m[1]!.slice(0, 12)}…` : m[1]} copies is more than a deck file takes (at most ${DECK_FILE_MAXIMUM} cards)`);
    const before = seen.get(card);
    if (before !== undefined) errors.push(`${file}:${line}: "${card}" is already listed on line ${before}; give each card one line`);
    else seen.set(card, line);
    entries.push({ count, card, line });
  });
  if (name === null) errors.push(`${file}:1: the deck has no "name:" line`);
  const total = entries.reduce((n, e) => n + e.count, 0);
  if (errors.length === 0 && total > DECK_FILE_MAXIMUM) errors.push(`${file}:1: ${total} cards is more than a deck file takes (at most ${DECK_FILE_MAXIMUM})`);
  return { deck: errors.length === 0 ? { file, name: name!, entries } : null, errors };
}

/** 101.1a against the cards' definitions; an empty list means the deck is legal. */
export function checkDeck(deck: Deck, library: Record<string, CardDefinition>): string[] {
  const errors: string[] = [];
  let total = 0;
  let lifeBases = 0;
  for (const e of deck.entries) {
    total += e.count;
    const def = library[e.card];
    if (!def) {
      errors.push(`${deck.file}:${e.line}: no card named "${e.card}"`);
      continue;
    }
    if (def.type === "Life Base Card") lifeBases += e.count;
    // 304.3: null is ∞, no restriction.
    if (def.restriction !== null && e.count > def.restriction) {
      errors.push(`${deck.file}:${e.line}: ${e.count} copies of "${e.card}", but its deck restriction is ${def.restriction} (101.1a)`);
    }
  }
  if (total < CONSTRUCTED_MINIMUM) errors.push(`${deck.file}: ${total} cards; a Constructed deck has at least ${CONSTRUCTED_MINIMUM} (101.1a)`);
  if (lifeBases !== 1) errors.push(`${deck.file}: ${lifeBases} Life Base Cards; a deck has exactly 1 (101.1a)`);
  return errors;
}

/** The deck as a list of card names, in file order. */
export function deckCards(deck: Deck): string[] {
  return deck.entries.flatMap((e) => Array<string>(e.count).fill(e.card));
}

export function deckSize(deck: Deck): number {
  return deck.entries.reduce((n, e) => n + e.count, 0);
}
