// What the page and the worker say to each other. Everything here is plain, structured-clonable
// data: the worker owns the compiler and the engine, the page only draws what it is sent and sends
// back what the person picked. Text in these messages (card names, card text, messages) is data:
// the page writes it with textContent / SVG text nodes only, never as markup.
import type { Diagnostic } from "../../../grammar/diagnostics.ts";
import type { CardDefinition, Cost, Stats } from "../../../runtime/x610z/abilities.ts";
import type { BoardData } from "../../../runtime/x610z/board.ts";
import type { Action } from "../../../runtime/x610z/types.ts";

export type { Diagnostic, CardDefinition, Cost, BoardData };

/** The file name the editor's text compiles as (diagnostics and scenarios name it). */
export const EDITOR_FILE = "playground.card";

// ---------------------------------------------------------------------------------------------
// Card text
// ---------------------------------------------------------------------------------------------

interface CompiledCard {
  def: CardDefinition;
  /** The card in plain words, one line per ability (words.ts). */
  words: string[];
  /** The IR as JSON (orrery explain), and as the outline `orrery explain` prints. */
  irJson: string;
  irOutline: string;
}

export interface CompileReply {
  diagnostics: Diagnostic[];
  cards: CompiledCard[];
  /** Names of the cards left out for errors, from their `card` lines (for placeholders). */
  leftOut: string[];
  ms: number;
}

type FormatReply = { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] };

/** The words the highlighter and completion know, from the grammar's tables (sent once). */
export interface Vocabulary {
  keywords: string[];
  fields: string[];
  cardTypes: string[];
  classes: string[];
  elements: string[];
  crews: string[];
  phases: string[];
  stats: string[];
  nouns: string[];
  energy: { letter: string; name: string; colour: string }[];
}

// ---------------------------------------------------------------------------------------------
// The sandbox game
// ---------------------------------------------------------------------------------------------

export const HUMAN = "you";
export const AI = "ai";

export interface SandboxSetup {
  /** quick: a position (Life Bases placed, crystals in play, your card in hand, your Action
   *  Phase); full: a full game start (105: Life Base dots, Murphy's Law, seven cards). */
  mode: "quick" | "full";
  /** The designer's card text (the editor's). */
  text: string;
  /** Starter deck names (cards/decks). */
  deck: string;
  aiDeck: string;
  /** Copies of each of the designer's cards added to your deck (a Life Base replaces the deck's). */
  copies: number;
  seed: number;
  first: "you" | "ai";
  /** Quick start: crystals in play for each player. */
  crystals: number;
}

/** One click of an action being built: which card, mode, target, dot, path... */
export interface ChoiceStep {
  kind: "what" | "mode" | "target" | "extra" | "dot" | "path" | "attack" | "route";
  /** Identifies the option among its siblings. */
  key: string;
  label: string;
  /** The card this option picks (a target, the card acted with), for the board and the hand. */
  card?: string;
  /** The dot this option picks. */
  dot?: string;
}

/** A legal action of the person, as the steps that build it. */
export interface Choice {
  action: Action;
  steps: ChoiceStep[];
  /** The whole action in words. */
  text: string;
  /** What it takes from the pool when announced ({} for nothing). */
  cost: Cost;
  /** Whether the pool pays it now (otherwise it fails for lack of energy, 200.5). */
  payable: boolean;
  /** Where the menu lists it first. */
  group: "decision" | "energy" | "hand" | "play" | "board" | "turn";
}

export interface LogLine {
  text: string;
  /** The rule the line follows, e.g. "210" or "201.5". */
  rule?: string;
  kind: "turn" | "action" | "event" | "refused" | "result" | "note";
  player?: string;
}

export interface PawnView {
  card: string;
  dot: string;
  name: string;
  owner: string;
  controller: string;
  lifeBase: boolean;
  stats: Stats;
  damage: number;
  state: "activated" | "reactivated";
  deactivated: boolean;
}

export interface CardChip {
  card: string;
  name: string;
  cost: Cost;
  type: string;
  notes: string[];
}

interface PlayerView {
  id: string;
  pool: Cost;
  hand: number;
  deck: number;
  discard: number;
  removed: number;
  start: string | null;
  /** Only the person's own hand. */
  handCards: CardChip[];
  /** Permanents in play without a pawn (crystals, Effects). */
  permanents: CardChip[];
  discardCards: CardChip[];
}

export interface SandboxView {
  setup: SandboxSetup;
  /** The names of the decks played. */
  decks: { you: string; ai: string };
  turn: { number: number; active: string; phase: string };
  priority: string | null;
  players: PlayerView[];
  pawns: PawnView[];
  /** Top first. */
  stack: { label: string; player: string }[];
  pending: { prompt: string; player: string; options: string[] } | null;
  /** The person's legal actions now (empty while he can't act). */
  choices: Choice[];
  /** Log lines from index `from` on (the page keeps those before). */
  log: { from: number; lines: LogLine[] };
  result: string | null;
  /** Actions performed so far (both players), and how many of them are undoable. */
  actions: number;
  canUndo: boolean;
  /** Replay: the position shown is after `at` of `of` actions. */
  replay?: { at: number; of: number };
  notice?: string;
}

export interface SaveFile {
  format: "orrery-playground/1";
  game: "x610z";
  setup: SandboxSetup;
  actions: Action[];
  /** The engine's own save (format orrery/2), for restoreGame. */
  state?: unknown;
}

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

interface ScenarioStepReport {
  index: number;
  line: number;
  text: string;
  status: "passed" | "failed" | "not run";
}

export interface ScenarioReport {
  name: string;
  passed: boolean;
  /** The file's own problems (load errors), when it could not run. */
  errors: string[];
  steps: ScenarioStepReport[];
  /** The closing `expect`, if any. */
  closing: { text: string; status: "passed" | "failed" | "not run" } | null;
  failure: { where: string; message: string; mismatches: { expectation: string; expected: string; actual: string }[] } | null;
}

// ---------------------------------------------------------------------------------------------
// Requests and replies
// ---------------------------------------------------------------------------------------------

export interface Requests {
  hello: { args: Record<string, never>; reply: { vocabulary: Vocabulary; decks: string[]; board: BoardData; starterCards: number } };
  compile: { args: { text: string }; reply: CompileReply };
  format: { args: { text: string }; reply: FormatReply };
  newGame: { args: { setup: SandboxSetup; autoPass: boolean }; reply: SandboxView };
  perform: { args: { action: Action; known: number; autoPass: boolean }; reply: SandboxView & { refused?: string } };
  undo: { args: { known: number }; reply: SandboxView };
  view: { args: { known: number }; reply: SandboxView };
  save: { args: Record<string, never>; reply: SaveFile };
  load: { args: { save: unknown; autoPass: boolean }; reply: SandboxView };
  replay: { args: { at: number }; reply: SandboxView };
  scenario: { args: { yaml: string; file: string; cardText: string }; reply: ScenarioReport };
}

export type RequestName = keyof Requests;

export interface RequestMessage<K extends RequestName = RequestName> {
  id: number;
  name: K;
  args: Requests[K]["args"];
}

export type ReplyMessage = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
