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

/** The files of `dir` (not its subfolders) whose names end in `ext`, by name, each read through the
 *  checked reader and kept inside `dir`; one that can't be read is a message in `errors`, and the
 *  rest are still read. */
export function* folderTexts(dir: string, ext: string, errors: string[]): Generator<{ file: string; text: string }> {
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .sort()) {
    const file = join(dir, f);
    let text: string;
    try {
      text = readTextFile(file, { within: dir });
    } catch (err) {
      errors.push((err as Error).message);
      continue;
    }
    yield { file, text };
  }
}

/** Compiles every `*.card` file in `dir` (not its subfolders) into one library; with `cache`
 *  (the CLI's, apps/ir-cache.ts), cards compiled before are read back from it. */
export async function loadLibrary(dir: string, cache?: IRCache | null): Promise<LoadedLibrary> {
  const { compile } = await import("../../compiler/index.ts");
  const library: Record<string, CardDefinition> = {};
  const errors: string[] = [];
  const origin = new Map<string, string>();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { library, errors: [`no card folder ${dir}`] };
  for (const { file, text } of folderTexts(dir, ".card", errors)) {
    const out = cache ? cache.compile(text, file) : compile(text, file);
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

type ParseDeck<D> = (text: string, file: string) => { deck: D | null; errors: string[] };

/** Every `.deck` file in `dir`, by the order of file names, read by `parse` (either game's). */
export function readDeckFiles<D>(dir: string, parse: ParseDeck<D>): { decks: D[]; errors: string[] } {
  const decks: D[] = [];
  const errors: string[] = [];
  if (!existsSync(dir)) return { decks, errors };
  for (const { file, text } of folderTexts(dir, ".deck", errors)) {
    const r = parse(text, file);
    if (r.deck) decks.push(r.deck);
    else for (const e of r.errors) errors.push(e);
  }
  return { decks, errors };
}

/** Every deck file in `dir`, by the order of file names. */
export function listDecks(dir: string): { decks: Deck[]; errors: string[] } {
  return readDeckFiles(dir, parseDeck);
}

const slug = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A deck by its name (any case, or its file's name) among the decks of `dir`, or by the path of a
 *  `.deck` file, read by `parse` (either game's); not yet checked against its game's rules. */
export function lookUpDeck<D extends { name: string; file: string }>(spec: string, dir: string, parse: ParseDeck<D>): { found: D } | { unknown: string; known: string[] } | { errors: string[] } {
  if (spec.endsWith(".deck") && existsSync(spec)) {
    let text: string;
    try {
      text = readTextFile(spec);
    } catch (err) {
      return { errors: [(err as Error).message] }; // a FIFO, a folder: one line, not a stack trace
    }
    const r = parse(text, spec);
    return r.deck ? { found: r.deck } : { errors: r.errors };
  }
  const { decks } = readDeckFiles(dir, parse);
  const want = slug(spec);
  const deck = decks.find((d) => slug(d.name) === want || slug(basename(d.file, ".deck")) === want);
  return deck ? { found: deck } : { unknown: spec, known: decks.map((d) => d.name) };
}

export type DeckLookup = { deck: SimDeck } | { unknown: string; known: string[] } | { errors: string[] };

/** A deck by its name (`Mystic Marksmen`, any case, or its file's name `mystic-marksmen`) among
 *  the decks of `dir`, or by the path of a `.deck` file; checked against 101.1a. */
export function findDeck(spec: string, dir: string, library: Record<string, CardDefinition>): DeckLookup {
  const r = lookUpDeck(spec, dir, parseDeck);
  if (!("found" in r)) return r;
  const errors = checkDeck(r.found, library);
  if (errors.length > 0) return { errors };
  return { deck: { name: r.found.name, file: r.found.file, cards: deckCards(r.found) } };
}
