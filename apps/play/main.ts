// `orrery play`'s engine, with its streams passed in (so tests drive it like a terminal): loads
// the cards and the two decks, creates a full game (105) between "you" and "ai" (the heuristic
// agent) and runs the session; or resumes a saved game (`--load FILE`, `load FILE` in a game), or
// replays one step by step (`--replay FILE`). Exit code 0 when the game ends or is abandoned, 1
// when the cards, decks or saved game are broken, 2 on usage errors.
//
// A saved game (saves.ts) is how the game began (seed, board, who went first, both decks as card
// lists, the card folder) and every action performed since, with the state it reached: loading
// replays the actions on a new game from the same beginning, so the game goes on exactly where it
// was; when the cards have changed since and an action is refused, the saved state is resumed as
// it is.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { MctsAgent } from "../../runtime/x610z/ai/mcts.ts";
import { defaultBoards } from "../../runtime/x610z/boards/index.ts";
import { createGame, type Game } from "../../runtime/index.ts";
import { restoreGame } from "../../runtime/x610z/game.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import type { Agent } from "../../runtime/x610z/agents.ts";
import { MAX_SEED } from "../../runtime/core/rng.ts";
import { DEFAULT_CARDS_DIR, findDeck, loadLibrary } from "../decks/load.ts";
import { openCliCache } from "../ir-cache.ts";
import { readSave, stateProblem, writeSave, type PlaySave, type PlaySetup } from "./saves.ts";
import { playSession } from "./session.ts";
import { renderScreen } from "./render.ts";
import { replaySession } from "./replay.ts";

export interface PlayOptions {
  deck?: string;
  aiDeck?: string;
  seed?: string;
  board?: string;
  cards?: string;
  first?: string;
  /** The AI: heuristic (the default) or mcts (ai/mcts.ts). */
  agent?: string;
  /** Resume a saved game. */
  load?: string;
  /** Replay a saved game step by step. */
  replay?: string;
}

export interface PlayIO {
  input: NodeJS.ReadableStream;
  out: (text: string) => void;
  err: (text: string) => void;
  /** The terminal, when the output is one: clear screens, colours (style.ts), its size. */
  tty?: { rows?: number; columns?: number; color?: boolean; size?: () => { rows?: number; columns?: number } };
}

const HUMAN = "you";
const AI = "ai";
const DEFAULT_DECK = "Mystic Marksmen";
const DEFAULT_AI_DECK = "Verdant Stampede";

const libraries = new Map<string, Promise<{ library: Record<string, CardDefinition>; errors: string[] }>>();
/** Each card folder compiled once per process (a load compiles nothing new). */
function library(dir: string) {
  if (!libraries.has(dir)) libraries.set(dir, loadLibrary(dir, openCliCache()));
  return libraries.get(dir)!;
}

/** A new game from how it begins. */
function startGame(setup: PlaySetup, lib: Record<string, CardDefinition>): Game {
  return createGame({
    library: lib,
    board: defaultBoards[setup.board]!,
    seed: setup.seed,
    ...(setup.first !== "random" ? { startingPlayer: setup.first === "you" ? HUMAN : AI } : {}),
    players: [
      { id: HUMAN, deck: setup.deck.cards },
      { id: AI, deck: setup.aiDeck.cards },
    ],
  });
}

/** Where a saved game's actions start: its base state, or a new game from its setup. */
function beginning(save: PlaySave, lib: Record<string, CardDefinition>): Game {
  return save.base ? restoreGame(save.base, lib, defaultBoards[save.setup.board]!) : startGame(save.setup, lib);
}

const agentsFor = (setup: PlaySetup): Record<string, Agent> => ({ [AI]: setup.agent === "mcts" ? new MctsAgent({ seed: setup.seed }) : new HeuristicAgent({ seed: setup.seed }) });

/** A message as one line (an engine error may hold a newline). */
const oneLine = (s: string) => s.replace(/\s+/g, " ");

/** A saved game, resumed: its beginning replayed with its actions (or its state, see the header). */
async function loadGame(file: string): Promise<{ game: Game; setup: PlaySetup; message: string } | { error: string }> {
  const saved = readSave(file);
  if ("error" in saved) return saved;
  const { setup, actions, state } = saved.save;
  if (!Object.hasOwn(defaultBoards, setup.board)) return { error: `${file}: no default board "${setup.board}"` };
  const { library: lib, errors } = await library(setup.cards ?? DEFAULT_CARDS_DIR);
  if (errors.length) return { error: `${file}: the cards in ${setup.cards ?? DEFAULT_CARDS_DIR} don't compile: ${errors[0]}` };
  let game: Game;
  try {
    if (saved.save.base) {
      const problem = stateProblem(saved.save.base, lib);
      if (problem) throw new Error(`its base state: ${problem}`);
    }
    game = beginning(saved.save, lib);
  } catch (err) {
    return { error: `${file}: the game doesn't begin again (${(err as Error).message})` };
  }
  for (let i = 0; i < actions.length; i++) {
    const r = game.perform(actions[i]!);
    if (!r.ok) {
      // The cards changed since: the state as saved, without its history.
      // Nothing vouches for that state: checked, then shown once here, so a tampered one is
      // refused with one line instead of crashing the screen later.
      try {
        const problem = stateProblem(state, lib);
        if (problem) throw new Error(problem);
        const restored = restoreGame(state, lib, defaultBoards[setup.board]!);
        renderScreen(restored, HUMAN);
        restored.legalActions(HUMAN);
        return { game: restored, setup, message: `loaded ${file} from its saved state (action ${i + 1} of ${actions.length} no longer replays: ${r.error})` };
      } catch (err) {
        return { error: `${file}: action ${i + 1} no longer replays (${oneLine(r.error)}) and the saved state doesn't load (${oneLine((err as Error).message)})` };
      }
    }
  }
  return { game, setup, message: `loaded ${file}: turn ${game.turn().number}, ${actions.length} actions replayed` };
}

export async function playMain(opts: PlayOptions, io: PlayIO): Promise<number> {
  const usage = (m: string) => {
    io.err(`error: ${m}\n(run orrery play --help for usage)\n`);
    return 2;
  };
  const terminal = { terminal: io.tty !== undefined, rows: io.tty?.rows, columns: io.tty?.columns, color: io.tty?.color ?? false, ...(io.tty?.size ? { size: io.tty.size } : {}) };
  if (opts.replay !== undefined && opts.load !== undefined) return usage("--replay and --load can't go together");

  if (opts.replay !== undefined) {
    const saved = readSave(opts.replay);
    if ("error" in saved) {
      io.err(`error: ${saved.error}\n`);
      return 1;
    }
    const { setup, actions } = saved.save;
    if (!Object.hasOwn(defaultBoards, setup.board)) return usage(`${opts.replay}: no default board "${setup.board}"`);
    const { library: lib, errors } = await library(setup.cards ?? DEFAULT_CARDS_DIR);
    if (errors.length) {
      io.err(errors.map((e) => `${e}\n`).join("") + `error: the cards in ${setup.cards ?? DEFAULT_CARDS_DIR} don't compile\n`);
      return 1;
    }
    io.out(`orrery play: replaying ${opts.replay}: you (${setup.deck.name}) against the AI (${setup.aiDeck.name}) on ${setup.board}, seed ${setup.seed}, ${actions.length} actions\n`);
    let game: Game;
    try {
      game = beginning(saved.save, lib);
    } catch (err) {
      io.err(`error: ${opts.replay}: the game doesn't begin again (${(err as Error).message})\n`);
      return 1;
    }
    const r = await replaySession({ game, actions, human: HUMAN, input: io.input, write: io.out, ...terminal });
    if (r.error) {
      io.err(`error: ${r.error}\n`);
      return 1;
    }
    return 0;
  }

  let setup: PlaySetup;
  let game: Game;
  let note = "";
  if (opts.load !== undefined) {
    const loaded = await loadGame(opts.load);
    if ("error" in loaded) {
      io.err(`error: ${loaded.error}\n`);
      return 1;
    }
    ({ setup, game } = loaded);
    note = loaded.message;
  } else {
    const seedText = opts.seed ?? String(Date.now() % 1_000_000_000);
    if (!/^\d+$/.test(seedText) || Number(seedText) > MAX_SEED) return usage(`--seed must be a whole number from 0 to ${MAX_SEED}, not "${seedText}"`);
    const boardName = opts.board ?? "act1";
    if (!Object.hasOwn(defaultBoards, boardName)) return usage(`no default board "${boardName}" (default boards: ${Object.keys(defaultBoards).join(", ")})`);
    const first = opts.first ?? "random";
    if (first !== "you" && first !== "ai" && first !== "random") return usage(`--first must be you, ai or random, not "${first}"`);
    const agent = opts.agent ?? "heuristic";
    if (agent !== "heuristic" && agent !== "mcts") return usage(`--agent must be heuristic or mcts, not "${agent}"`);
    const cardsDir = opts.cards ?? DEFAULT_CARDS_DIR;
    if (!existsSync(cardsDir) || !statSync(cardsDir).isDirectory()) return usage(`--cards: no folder ${cardsDir}`);
    const { library: lib, errors } = await library(cardsDir);
    if (errors.length > 0) {
      io.err(errors.map((e) => `${e}\n`).join("") + `error: the cards in ${cardsDir} don't compile\n`);
      return 1;
    }
    const decks = [];
    for (const [flag, spec] of [
      ["--deck", opts.deck ?? DEFAULT_DECK],
      ["--ai-deck", opts.aiDeck ?? DEFAULT_AI_DECK],
    ] as const) {
      const found = findDeck(spec, join(cardsDir, "decks"), lib);
      if ("unknown" in found) return usage(`${flag}: unknown deck "${found.unknown}"; known decks: ${found.known.map((n) => `"${n}"`).join(", ") || "none"}`);
      if ("errors" in found) {
        io.err(found.errors.map((e) => `${e}\n`).join(""));
        return 1;
      }
      decks.push(found.deck);
    }
    setup = {
      seed: Number(seedText),
      board: boardName,
      first,
      cards: opts.cards ?? null,
      deck: { name: decks[0]!.name, cards: decks[0]!.cards },
      aiDeck: { name: decks[1]!.name, cards: decks[1]!.cards },
      ...(agent === "mcts" ? { agent } : {}),
    };
    game = startGame(setup, lib);
  }
  io.out(`orrery play on ${setup.board}, seed ${setup.seed}: you (${setup.deck.name}) against the AI (${setup.aiDeck.name})\n`);
  io.out(`you win when your Life Base reaches an ending dot (602.2), or the AI's Life Base\nleaves play or its deck runs out (106.3); ? helps\n${note ? `${note}\n` : ""}`);
  await playSession({
    game,
    human: HUMAN,
    agents: agentsFor(setup),
    input: io.input,
    write: io.out,
    ...terminal,
    ...(note ? { message: note } : {}),
    save: (file, g) => writeSave(file, setup, g),
    load: async (file) => {
      const loaded = await loadGame(file);
      if ("error" in loaded) return loaded;
      setup = loaded.setup;
      return { game: loaded.game, agents: agentsFor(loaded.setup), message: loaded.message };
    },
  });
  return 0;
}
