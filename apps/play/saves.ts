// Saved games of `orrery play` (`save FILE`, `load FILE`, `--load`, `--replay`): JSON with how
// the game began and every action since, so loading replays it exactly (the engine is
// deterministic: core/game.ts replay), and the state it reached, to resume from when the cards
// have changed since and the actions no longer replay. A game that was itself resumed from a state
// keeps that state as its `base`: its actions are replayed on it.
//
//   { "format": "orrery-play/1", "setup": { seed, board, first, cards, deck: { name, cards },
//     aiDeck: { name, cards } }, "base"?: <state>, "actions": [ ... ], "turn": 7, "state": <state> }
import { readFileSync } from "node:fs";
import { writeFileReplacing } from "../files.ts";
import type { Game } from "../../runtime/index.ts";
import type { Action, GameState } from "../../runtime/x610z/types.ts";

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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isDeck = (v: unknown): v is { name: string; cards: string[] } => isRecord(v) && typeof v.name === "string" && Array.isArray(v.cards) && v.cards.every((c) => typeof c === "string");

/** Reads a saved game, checking its shape; every problem is a message, never an exception. */
export function readSave(file: string): { save: PlaySave } | { error: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    return { error: `can't read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
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
