// `orrery play`'s engine, with its streams passed in (so tests drive it like a terminal): loads
// the cards and the two decks, creates a full game (105) between "you" and "ai" (the heuristic
// agent) and runs the session. Exit code 0 when the game ends or is abandoned, 1 when the cards or
// decks are broken, 2 on usage errors.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { defaultBoards } from "../../runtime/x610z/boards/index.ts";
import { createGame } from "../../runtime/index.ts";
import { MAX_SEED } from "../../runtime/core/rng.ts";
import { DEFAULT_CARDS_DIR, findDeck, loadLibrary } from "../decks/load.ts";
import { playSession } from "./session.ts";

export interface PlayOptions {
  deck?: string;
  aiDeck?: string;
  seed?: string;
  board?: string;
  cards?: string;
  first?: string;
}

export interface PlayIO {
  input: NodeJS.ReadableStream;
  out: (text: string) => void;
  err: (text: string) => void;
}

export const HUMAN = "you";
export const AI = "ai";
export const DEFAULT_DECK = "Mystic Marksmen";
export const DEFAULT_AI_DECK = "Verdant Stampede";

export async function playMain(opts: PlayOptions, io: PlayIO): Promise<number> {
  const usage = (m: string) => {
    io.err(`error: ${m}\n(run orrery play --help for usage)\n`);
    return 2;
  };
  const seedText = opts.seed ?? String(Date.now() % 1_000_000_000);
  if (!/^\d+$/.test(seedText) || Number(seedText) > MAX_SEED) return usage(`--seed must be a whole number from 0 to ${MAX_SEED}, not "${seedText}"`);
  const seed = Number(seedText);
  const boardName = opts.board ?? "act1";
  const board = Object.hasOwn(defaultBoards, boardName) ? defaultBoards[boardName]! : null;
  if (!board) return usage(`no default board "${boardName}" (default boards: ${Object.keys(defaultBoards).join(", ")})`);
  const first = opts.first ?? "random";
  if (!["you", "ai", "random"].includes(first)) return usage(`--first must be you, ai or random, not "${first}"`);

  const cardsDir = opts.cards ?? DEFAULT_CARDS_DIR;
  if (!existsSync(cardsDir) || !statSync(cardsDir).isDirectory()) return usage(`--cards: no folder ${cardsDir}`);
  const { library, errors } = await loadLibrary(cardsDir);
  if (errors.length > 0) {
    io.err(errors.map((e) => `${e}\n`).join("") + `error: the cards in ${cardsDir} don't compile\n`);
    return 1;
  }
  const decks = [];
  for (const [flag, spec] of [["--deck", opts.deck ?? DEFAULT_DECK], ["--ai-deck", opts.aiDeck ?? DEFAULT_AI_DECK]] as const) {
    const found = findDeck(spec, join(cardsDir, "decks"), library);
    if ("unknown" in found) return usage(`${flag}: unknown deck "${found.unknown}"; known decks: ${found.known.map((n) => `"${n}"`).join(", ") || "none"}`);
    if ("errors" in found) {
      io.err(found.errors.map((e) => `${e}\n`).join(""));
      return 1;
    }
    decks.push(found.deck);
  }

  const game = createGame({
    library,
    board,
    seed,
    ...(first !== "random" ? { startingPlayer: first === "you" ? HUMAN : AI } : {}),
    players: [
      { id: HUMAN, deck: decks[0]!.cards },
      { id: AI, deck: decks[1]!.cards },
    ],
  });
  io.out(`orrery play: you (${decks[0]!.name}) against the AI (${decks[1]!.name}) on ${boardName}, seed ${seed}\n`);
  io.out(`you win when your Life Base reaches an ending dot (602.2) or the AI's Life Base leaves play or its deck runs out (106.3)\n`);
  await playSession({ game, human: HUMAN, agents: { [AI]: new HeuristicAgent({ seed }) }, input: io.input, write: io.out });
  return 0;
}
