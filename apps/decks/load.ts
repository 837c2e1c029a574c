// What sim and play play with, read from disk: the card library compiled from a folder of card
// files, and decks picked by name from a folder of deck files (cards/decks, format in
// cards/decks/README.md and deck.ts) or by path. Problems come back as messages, never as exceptions.
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { checkDeck, deckCards, parseDeck, type Deck } from "./deck.ts";
import { readTextFile } from "../files.ts";
import type { IRCache } from "../ir-cache.ts";
import { PACKAGE_ROOT } from "../package-root.ts";

/** The project's own card folder (decks in its `decks/` subfolder); the package ships it too. */
export const DEFAULT_CARDS_DIR = join(PACKAGE_ROOT, "cards");

export interface LoadedLibrary {
  library: Record<string, CardDefinition>;
  /** Compile errors as `file:line:column: message`. */
  errors: string[];
}

/** Compiles every `*.card` file in `dir` (not its subfolders) into one library; with `cache`
 *  (the CLI's, apps/ir-cache.ts), cards compiled before are read back from it. */
export async function loadLibrary(dir: string, cache?: IRCache | null): Promise<LoadedLibrary> {
  const { compile } = await import("../../compiler/index.ts");
  const library: Record<string, CardDefinition> = {};
  const errors: string[] = [];
  const origin = new Map<string, string>();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { library, errors: [`no card folder ${dir}`] };
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".card"))
    .sort()) {
    const file = join(dir, f);
    const out = cache ? cache.compile(readTextFile(file), file) : compile(readTextFile(file), file);
    for (const d of out.diagnostics) {
      if (d.severity === "error") errors.push(`${file}:${d.line}:${d.column}: ${d.message}`);
    }
    for (const c of out.cards) {
      // LANGUAGE.md 1: one name, one card in a set; the first definition stays.
      if (origin.has(c.name)) errors.push(`${file}: card "${c.name}" is already defined in ${origin.get(c.name)}`);
      else {
        origin.set(c.name, file);
        library[c.name] = c;
      }
    }
  }
  cache?.save();
  return { library, errors };
}

interface SimDeck {
  /** The deck's `name:`. */
  name: string;
  file: string;
  cards: string[];
}

/** Every deck file in `dir`, by the order of file names. */
export function listDecks(dir: string): { decks: Deck[]; errors: string[] } {
  const decks: Deck[] = [];
  const errors: string[] = [];
  if (!existsSync(dir)) return { decks, errors };
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".deck"))
    .sort()) {
    const file = join(dir, f);
    const r = parseDeck(readTextFile(file), file);
    if (r.deck) decks.push(r.deck);
    else for (const e of r.errors) errors.push(e);
  }
  return { decks, errors };
}

const slug = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export type DeckLookup = { deck: SimDeck } | { unknown: string; known: string[] } | { errors: string[] };

/** A deck by its name (`Mystic Marksmen`, any case, or its file's name `mystic-marksmen`) among
 *  the decks of `dir`, or by the path of a `.deck` file; checked against 101.1a. */
export function findDeck(spec: string, dir: string, library: Record<string, CardDefinition>): DeckLookup {
  let deck: Deck | null = null;
  if (spec.endsWith(".deck") && existsSync(spec)) {
    const r = parseDeck(readTextFile(spec), spec);
    if (!r.deck) return { errors: r.errors };
    deck = r.deck;
  } else {
    const { decks } = listDecks(dir);
    const want = slug(spec);
    deck = decks.find((d) => slug(d.name) === want || slug(basename(d.file, ".deck")) === want) ?? null;
    if (!deck) return { unknown: spec, known: decks.map((d) => d.name) };
  }
  const errors = checkDeck(deck, library);
  if (errors.length > 0) return { errors };
  return { deck: { name: deck.name, file: deck.file, cards: deckCards(deck) } };
}
