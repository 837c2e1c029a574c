// Z/X decks (cards/zx/decks/*.deck) and the Z/X card library they are built from (cards/zx/*.card,
// the `game: zx` dialect). The file format is X610Z's (deck.ts: `name:`, `N x CARD`, `#` comments)
// plus one optional line `player: NAME`, the Player card the deck's player brings (ZX-401.5); a
// Z/X deck has no side deck. `checkZxDeck` applies ZX-401.1-401.5, each message beginning with the
// number of the rule it breaks. Problems come back as messages, never as exceptions.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ZxCardDefinition } from "../../runtime/zx/abilities.ts";
import { parseDeck, type Deck } from "./deck.ts";
import { folderTexts, lookUpDeck, readDeckFiles } from "./load.ts";
import { PACKAGE_ROOT } from "../package-root.ts";

/** The project's own Z/X card folder (decks in its `decks/` subfolder). */
export const DEFAULT_ZX_CARDS_DIR = join(PACKAGE_ROOT, "cards", "zx");

const ZX_DECK_SIZE = 50; // ZX-401.1
const ZX_MAX_COPIES = 4; // ZX-401.2
const ZX_IGNITION_CARDS = 20; // ZX-401.3
const ZX_KEYWORD_LIMIT = 4; // ZX-401.4

export interface ZxDeck extends Deck {
  /** `player: NAME` (ZX-401.5), with its line. */
  player?: { card: string; line: number };
}

export interface LoadedZxLibrary {
  library: Record<string, ZxCardDefinition>;
  /** Compile errors as `file:line:column: message`. */
  errors: string[];
}

/** Compiles every Z/X `*.card` file in `dir` (not its subfolders) into one library. */
export async function loadZxLibrary(dir: string): Promise<LoadedZxLibrary> {
  const { compileZx } = await import("../../compiler/zx/index.ts");
  const { dialectOf } = await import("../../grammar/zx/dialect.ts");
  const { libraryProblems } = await import("../../runtime/zx/game.ts");
  const library: Record<string, ZxCardDefinition> = {};
  const errors: string[] = [];
  const origin = new Map<string, string>();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { library, errors: [`no card folder ${dir}`] };
  for (const { file, text } of folderTexts(dir, ".card", errors)) {
    if (dialectOf(text).game !== "zx") {
      errors.push(`${file}: not a Z/X card file (its first line is not "game: zx")`);
      continue;
    }
    const out = compileZx(text, file);
    for (const d of out.diagnostics) if (d.severity === "error") errors.push(`${file}:${d.line}:${d.column}: ${d.message}`);
    for (const c of out.cards) {
      if (origin.has(c.name)) errors.push(`${file}: card "${c.name}" is already defined in ${origin.get(c.name)}`);
      else {
        origin.set(c.name, file);
        library[c.name] = c;
      }
    }
  }
  for (const p of libraryProblems(library)) errors.push(`${dir}: ${p}`);
  return { library, errors };
}

/** Reads a Z/X deck file: deck.ts's format plus an optional `player: NAME` line. */
export function parseZxDeck(text: string, file: string): { deck: ZxDeck | null; errors: string[] } {
  const errors: string[] = [];
  let player: { card: string; line: number } | undefined;
  // The `player:` lines are taken out (blank lines keep the numbering) before deck.ts reads the rest.
  const lines = text.split(/\r?\n/).map((raw, i) => {
    const m = /^\s*player\s*:\s*(.*?)\s*(#.*)?$/i.exec(raw);
    if (!m) return raw;
    if (player) errors.push(`${file}:${i + 1}: ZX-401.5 a player brings at most one Player card; "player:" is already given on line ${player.line}`);
    else if (m[1] === "") errors.push(`${file}:${i + 1}: "player:" names no card`);
    else player = { card: m[1]!, line: i + 1 };
    return "";
  });
  const r = parseDeck(lines.join("\n"), file);
  errors.push(...r.errors);
  if (r.deck) {
    for (const e of r.deck.entries) if (e.side) errors.push(`${file}:${e.line}: a Z/X deck has no side deck (ZX-401)`);
  }
  if (errors.length > 0 || !r.deck) return { deck: null, errors };
  return { deck: player ? { ...r.deck, player } : r.deck, errors };
}

/** ZX-401.1-401.5 against the cards' definitions; an empty list means the deck is legal. Every
 *  message names the rule it breaks (`ZX-401.3`). */
export function checkZxDeck(deck: ZxDeck, library: Record<string, ZxCardDefinition>): string[] {
  const atLines: Array<{ line: number; message: string }> = [];
  let total = 0;
  let ignition = 0;
  const keywords = { lifeRecovery: 0, voidBringer: 0 };
  for (const e of deck.entries) {
    total += e.count;
    const def = Object.hasOwn(library, e.card) ? library[e.card]! : undefined;
    if (!def) {
      atLines.push({ line: e.line, message: `no Z/X card named "${e.card}"` });
      continue;
    }
    if (def.type === "player") atLines.push({ line: e.line, message: `ZX-401.5 "${e.card}" is a Player card: Player cards are not part of the deck (name it on a "player:" line)` });
    if (e.count > ZX_MAX_COPIES) atLines.push({ line: e.line, message: `ZX-401.2 at most ${ZX_MAX_COPIES} cards with the same name; ${e.count} x "${e.card}"` });
    if (def.icons.includes("ignition")) ignition += e.count;
    for (const k of ["lifeRecovery", "voidBringer"] as const) {
      if (def.abilities.some((a) => a.kind === "always" && a.keyword === k)) keywords[k] += e.count;
    }
  }
  if (deck.player) {
    const def = Object.hasOwn(library, deck.player.card) ? library[deck.player.card]! : undefined;
    if (!def) atLines.push({ line: deck.player.line, message: `no Z/X card named "${deck.player.card}"` });
    else if (def.type !== "player") atLines.push({ line: deck.player.line, message: `ZX-401.5 "player:" names a Player card; "${deck.player.card}" is a ${def.type === "zx" ? "Z/X" : "an Event"}` });
  }
  const errors = atLines.sort((a, b) => a.line - b.line).map((x) => `${deck.file}:${x.line}: ${x.message}`);
  if (total !== ZX_DECK_SIZE) errors.push(`${deck.file}: ZX-401.1 a deck has exactly ${ZX_DECK_SIZE} cards; this one has ${total}`);
  if (ignition !== ZX_IGNITION_CARDS) errors.push(`${deck.file}: ZX-401.3 a deck has exactly ${ZX_IGNITION_CARDS} cards with the Ignition icon; this one has ${ignition}`);
  if (keywords.lifeRecovery > ZX_KEYWORD_LIMIT) errors.push(`${deck.file}: ZX-401.4 at most ${ZX_KEYWORD_LIMIT} cards with Life Recovery; this deck has ${keywords.lifeRecovery}`);
  if (keywords.voidBringer > ZX_KEYWORD_LIMIT) errors.push(`${deck.file}: ZX-401.4 at most ${ZX_KEYWORD_LIMIT} cards with Void Bringer; this deck has ${keywords.voidBringer}`);
  return errors;
}

/** The deck as a list of card names in file order. */
export function zxDeckCards(deck: ZxDeck): string[] {
  return deck.entries.flatMap((e) => Array<string>(e.count).fill(e.card));
}

interface ZxSimDeck {
  name: string;
  file: string;
  cards: string[];
  /** The Player card, if the deck brings one. */
  player?: string;
}

/** Every Z/X deck file in `dir`, by the order of file names. */
export function listZxDecks(dir: string): { decks: ZxDeck[]; errors: string[] } {
  return readDeckFiles(dir, parseZxDeck);
}

export type ZxDeckLookup = { deck: ZxSimDeck } | { unknown: string; known: string[] } | { errors: string[] };

/** A Z/X deck by its name (any case, or its file's name) among the decks of `dir`, or by the path
 *  of a `.deck` file; checked against ZX-401. */
export function findZxDeck(spec: string, dir: string, library: Record<string, ZxCardDefinition>): ZxDeckLookup {
  const r = lookUpDeck(spec, dir, parseZxDeck);
  if (!("found" in r)) return r;
  const deck = r.found;
  const errors = checkZxDeck(deck, library);
  if (errors.length > 0) return { errors };
  return { deck: { name: deck.name, file: deck.file, cards: zxDeckCards(deck), ...(deck.player ? { player: deck.player.card } : {}) } };
}
