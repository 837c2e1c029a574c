// Saved games of `orrery play` (`save FILE`, `load FILE`, `--load`, `--replay`): JSON with how
// the game began and every action since, so loading replays it exactly (the engine is
// deterministic: core/game.ts replay), and the state it reached, to resume from when the cards
// have changed since and the actions no longer replay. A game that was itself resumed from a state
// keeps that state as its `base`: its actions are replayed on it.
//
//   { "format": "orrery-play/1", "setup": { seed, board, first, cards, deck: { name, cards },
//     aiDeck: { name, cards } }, "base"?: <state>, "actions": [ ... ], "turn": 7, "state": <state> }
import { ReadError, readTextFile, writeFileReplacing } from "../files.ts";
import type { Game } from "../../runtime/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import type { Action, GameState } from "../../runtime/x610z/types.ts";
import { ZONES } from "../../runtime/x610z/vocabulary.ts";

/** A save is at most this large (a long game's is well under 1 MB): refused before it is read. */
const MAX_SAVE_BYTES = 16 * 1024 * 1024;

const SAVE_FORMAT = "orrery-play/1";

/** How a game of `orrery play` begins. */
export interface PlaySetup {
  seed: number;
  board: string;
  first: "you" | "ai" | "random";
  /** The card folder (null: the project's own cards). */
  cards: string | null;
  deck: { name: string; cards: string[] };
  aiDeck: { name: string; cards: string[] };
  /** The AI when it isn't the heuristic (absent in saves made before it could be chosen). */
  agent?: "mcts";
}

export interface PlaySave {
  format: typeof SAVE_FORMAT;
  setup: PlaySetup;
  /** The state the actions start from, when the game was resumed from a state. */
  base?: GameState;
  actions: Action[];
  /** The turn it was saved in (for people reading the file). */
  turn: number;
  state: GameState;
}

/** Writes the game to `file`; returns what to tell the person. */
export function writeSave(file: string, setup: PlaySetup, game: Game): string {
  const origin = game.origin;
  const save: PlaySave = {
    format: SAVE_FORMAT,
    setup,
    ...(origin && "saved" in origin ? { base: origin.saved } : {}),
    actions: game.actions,
    turn: game.turn().number,
    state: game.state,
  };
  try {
    writeFileReplacing(file, JSON.stringify(save) + "\n"); // a new file, never written through a link
  } catch (err) {
    return `can't save to ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`;
  }
  return `saved to ${file} (turn ${save.turn}, ${save.actions.length} actions); load ${file} resumes it`;
}

/** C0 and C1 controls (ESC starts every escape sequence) but tab and newline, as U+FFFD. */
const withoutControls = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "\ufffd");

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isDeck = (v: unknown): v is { name: string; cards: string[] } => isRecord(v) && typeof v.name === "string" && Array.isArray(v.cards) && v.cards.every((c) => typeof c === "string");

/** Reads a saved game, checking its shape; every problem is a message, never an exception. */
export function readSave(file: string): { save: PlaySave } | { error: string } {
  let text: string;
  try {
    text = readTextFile(file, { maxBytes: MAX_SAVE_BYTES });
  } catch (err) {
    return { error: err instanceof ReadError ? `can't read ${file}: it ${err.why}` : `can't read ${file}: ${(err as Error).message}` };
  }
  let data: unknown;
  try {
    // Its text reaches the terminal (prompts, names, the log): no escape codes or other controls.
    data = JSON.parse(text, (_key, value: unknown) => (typeof value === "string" ? withoutControls(value) : value));
  } catch (err) {
    return { error: `${file} is not JSON: ${(err as Error).message}` };
  }
  if (!isRecord(data) || data.format !== SAVE_FORMAT) return { error: `${file} is not a game saved by orrery play (format ${SAVE_FORMAT})` };
  const s = data.setup;
  if (
    !isRecord(s) ||
    typeof s.seed !== "number" ||
    typeof s.board !== "string" ||
    !["you", "ai", "random"].includes(String(s.first)) ||
    !(s.cards === null || typeof s.cards === "string") ||
    !isDeck(s.deck) ||
    !isDeck(s.aiDeck) ||
    !(s.agent === undefined || s.agent === "mcts")
  ) {
    return { error: `${file}: its setup is broken (seed, board, first, cards, deck, aiDeck, agent)` };
  }
  if (!Array.isArray(data.actions) || !data.actions.every((a) => isRecord(a) && typeof a.type === "string" && typeof a.player === "string")) {
    return { error: `${file}: its actions are broken` };
  }
  if (!isRecord(data.state)) return { error: `${file}: its state is missing` };
  return { save: data as unknown as PlaySave };
}

/** Why a saved state can't be played from, or null: what the screen and the engine read first
 *  must hold together (every card listed in a zone exists, once, says it is in that zone, and is
 *  a card of the library), since a state taken as saved has no actions to vouch for it. */
export function stateProblem(state: unknown, library: Record<string, CardDefinition>): string | null {
  if (!isRecord(state)) return "the state is not an object";
  const { cards, players } = state;
  if (!isRecord(cards)) return "the state has no cards";
  if (!Array.isArray(players) || players.length === 0) return "the state has no players";
  const listed = new Set<string>();
  for (const p of players) {
    if (!isRecord(p) || typeof p.id !== "string" || !isRecord(p.zones)) return "a player has no id or no zones";
    for (const z of ZONES) {
      const ids = p.zones[z];
      if (!Array.isArray(ids)) return `${p.id} has no ${z}`;
      for (const id of ids) {
        if (typeof id !== "string" || !Object.hasOwn(cards, id)) return `${p.id}'s ${z} lists a card the state doesn't have`;
        if (listed.has(id)) return `card ${id} is listed twice`;
        listed.add(id);
        const c = cards[id];
        if (!isRecord(c) || c.id !== id || c.zone !== z) return `card ${id} is not where its zone says`;
        if (typeof c.name !== "string" || !Object.hasOwn(library, c.name)) return `card ${id} is not a card of the library`;
      }
    }
  }
  for (const id of Object.keys(cards)) if (!listed.has(id)) return `card ${id} is in no zone`;
  return null;
}
