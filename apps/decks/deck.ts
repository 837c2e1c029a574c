// Preconstructed decks (cards/decks/*.deck, format in cards/decks/README.md) and the Constructed
// deck rules they must obey (101.1a): at least 51 cards, exactly one Life Base Card, and no more
// copies of a card than its deck restriction allows (304.3; ∞ = no limit). Text in, data out: no
// file system here (load.ts reads the folders).
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";

const CONSTRUCTED_MINIMUM = 51;
/** 101.2 sets no maximum; a deck file past this many cards is a typo, and would only exhaust memory. */
const DECK_FILE_MAXIMUM = 10_000;

interface DeckEntry {
  count: number;
  card: string;
  /** 1-based line in the deck file. */
  line: number;
  /** 102.1: a side deck card (listed under `side deck:`), not part of the deck a game is played with. */
  side?: boolean;
}

export interface Deck {
  file: string;
  name: string;
  entries: DeckEntry[];
}

/** Reads a deck file: `name: NAME`, then one `N x CARD NAME` per line; `#` starts a comment; the
 *  lines after a `side deck:` line list the side deck (102.1). */
export function parseDeck(text: string, file: string): { deck: Deck | null; errors: string[] } {
  const errors: string[] = [];
  // Names from a deck file reach the terminal (sim's tables, play's header): a control character
  // or a bidi override there could clear the screen or disguise a name. Refused, spelt out.
  const unsafe = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.exec(text);
  if (unsafe) {
    const line = text.slice(0, unsafe.index).split("\n").length;
    const code = `\\u${unsafe[0].charCodeAt(0).toString(16).padStart(4, "0")}`;
    return { deck: null, errors: [`${file}:${line}: a control or direction character (${code}); a deck file is plain text`] };
  }
  const entries: DeckEntry[] = [];
  let name: string | null = null;
  const seen = new Map<string, number>();
  let side = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const s = raw.replace(/#.*$/, "").trim();
    if (s === "") return;
    if (/^side\s*deck\s*:$/i.test(s)) {
      if (side) errors.push(`${file}:${line}: "side deck:" is given twice`);
      side = true;
      return;
    }
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
    const card = m[2]!.trim().normalize("NFC"); // as card names are (grammar: NFC)
    if (count < 1) errors.push(`${file}:${line}: a count is at least 1`);
    else if (count > DECK_FILE_MAXIMUM)
      errors.push(`${file}:${line}: ${m[1]!.length > 12 ? `${m[1]!.slice(0, 12)}…` : m[1]} copies is more than a deck file takes (at most ${DECK_FILE_MAXIMUM} cards)`);
    const key = `${side ? "side:" : ""}${card}`;
    const before = seen.get(key);
    if (before !== undefined) errors.push(`${file}:${line}: "${card}" is already listed on line ${before}; give each card one line${side ? " of the side deck" : ""}`);
    else seen.set(key, line);
    entries.push(side ? { count, card, line, side } : { count, card, line });
  });
  if (name === null) errors.push(`${file}:1: the deck has no "name:" line`);
  const total = entries.reduce((n, e) => n + e.count, 0);
  if (errors.length === 0 && total > DECK_FILE_MAXIMUM) errors.push(`${file}:1: ${total} cards is more than a deck file takes (at most ${DECK_FILE_MAXIMUM})`);
  return { deck: errors.length === 0 ? { file, name: name!, entries } : null, errors };
}

/** 101.1a and 102.1a against the cards' definitions; an empty list means the deck is legal. */
export function checkDeck(deck: Deck, library: Record<string, CardDefinition>): string[] {
  const atLines: Array<{ line: number; message: string }> = [];
  let total = 0;
  let sideTotal = 0;
  let lifeBases = 0;
  // 102.1a: the restriction counts the deck and the side deck together.
  const copies = new Map<string, { count: number; line: number; withSide: boolean }>();
  for (const e of deck.entries) {
    if (e.side) sideTotal += e.count;
    else total += e.count;
    const def = Object.hasOwn(library, e.card) ? library[e.card] : undefined; // a name such as "toString" is no card
    if (!def) {
      atLines.push({ line: e.line, message: `no card named "${e.card}"` });
      continue;
    }
    if (def.type === "Life Base Card" && !e.side) lifeBases += e.count;
    const c = copies.get(e.card);
    copies.set(e.card, { count: (c?.count ?? 0) + e.count, line: e.line, withSide: (c?.withSide ?? false) || e.side === true });
  }
  for (const [card, { count, line, withSide }] of copies) {
    const restriction = library[card]!.restriction; // 304.3: null is ∞, no restriction
    if (restriction !== null && count > restriction) {
      atLines.push({ line, message: `${count} copies of "${card}"${withSide ? " with the side deck" : ""}, but its deck restriction is ${restriction} (${withSide ? "102.1a" : "101.1a"})` });
    }
  }
  const errors = atLines.sort((a, b) => a.line - b.line).map((x) => `${deck.file}:${x.line}: ${x.message}`);
  if (total < CONSTRUCTED_MINIMUM) errors.push(`${deck.file}: ${total} cards; a Constructed deck has at least ${CONSTRUCTED_MINIMUM} (101.1a)`);
  if (lifeBases !== 1) errors.push(`${deck.file}: ${lifeBases} Life Base Cards; a deck has exactly 1 (101.1a)`);
  if (sideTotal !== 0 && sideTotal !== 10) errors.push(`${deck.file}: a side deck of ${sideTotal} cards; in Constructed Play it has 0 or 10 (102.1a)`);
  return errors;
}

/** The deck a game is played with, as a list of card names in file order (no side deck). */
export function deckCards(deck: Deck): string[] {
  return deck.entries.filter((e) => !e.side).flatMap((e) => Array<string>(e.count).fill(e.card));
}

/** Cards in the deck (the side deck not counted, 102.2). */
export function deckSize(deck: Deck): number {
  return deck.entries.reduce((n, e) => n + (e.side ? 0 : e.count), 0);
}
