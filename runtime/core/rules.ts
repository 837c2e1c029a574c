// The one interface between the core and a game (as boardgame.io runs a game config, or Langium
// injects a language module): the core's loop, events, decisions, outcomes and facade call a game
// only through a GameRules object, and import nothing from any game folder.
import type { CoreEntry, CoreModifier, CoreState, CoreTask, CoreTrigger, PlayerId } from "./state.ts";

/** What every engine function works on: the state, the game's rules, and whatever data the game
 *  keeps beside the state (its card library, its board). */
export interface CoreEngine<S extends CoreState = CoreState> {
  state: S;
  rules: GameRules;
  /** Events emitted so far on this engine (core/events.ts emit): what a cached check or listing
   *  compares to know that nothing happened since. */
  tick?: number;
}

/** An action as the core sees it: the game defines the rest. `pass`, `answer` and `concede` are
 *  the core's own (priority, decisions, 106.3-style giving up). */
export interface CoreAction {
  type: string;
  player: PlayerId;
}

/** The outcome of checking an action: refused with a reason naming the rule, or a function that
 *  carries it out; `fullyPaid` false for an action that is legal but whose cost can't be paid in
 *  full (it fails when it resolves). */
export type Checked = { error: string } | { run: () => void; fullyPaid?: boolean };

/** One step of a task: it asked a decision, finished (popped from the agenda), or went on. */
export type Step = "ask" | "done" | "progress";

// The rules are typed loosely at the seam (any engine, any action): each game narrows them to its
// own types where it defines them, and the core never looks inside the game's data.
export interface GameRules<E extends CoreEngine = any, A extends CoreAction = any> {
  /** The game's name, as states and saves record it ("x610z"). */
  readonly game: string;

  // --- events ------------------------------------------------------------------------------------
  /** Applies an event the core doesn't know (core/events.ts applies its own) to the state, in place. */
  apply(E: E, ev: { type: string }): void;
  /** Offers an event to the game's triggered abilities; called for event types in the listener
   *  index, and for those `alwaysOffered` names. */
  collectTriggers(E: E, ev: { type: string }): void;
  alwaysOffered?(ev: { type: string }): boolean;
  /** Whether two waiting triggers are the same one (to take it off the waiting list). */
  sameTrigger(a: CoreTrigger, b: CoreTrigger): boolean;

  // --- the loop ------------------------------------------------------------------------------------
  /** One step of a task on the agenda: the game's own tasks and the core's `resolve` and
   *  `stackTriggers`. */
  step(E: E, task: CoreTask): Step;
  /** After a task was popped (a game's policy, e.g. who gets priority once triggers are stacked). */
  afterTask?(E: E, task: CoreTask): void;
  /** State-based checks before anything else happens (say, lethal damage). */
  checkState(E: E): void;
  /** Every player passed with an empty stack: the phase ends. */
  endPhase(E: E): void;

  // --- actions -------------------------------------------------------------------------------------
  /** An action from outside (a player, an agent, a file, a browser) as plain data of this game's
   *  known fields, values type-checked and unknown fields dropped; or why it is no action. Called
   *  before check and before anything is logged; actions the game listed itself skip it. */
  normalize?(E: E, action: object): A | string;
  check(E: E, action: A): Checked;
  /** The legal actions; with `checked`, each listed action's check too, in the list's order
   *  (checked[i] is what `check` returns for the i-th action), so a caller can perform it without
   *  checking it again. */
  legalActions(E: E, player?: PlayerId, checked?: Checked[]): A[];
  /** The kind of an action, for agents that choose evenly among kinds. */
  actionKind(a: A): string;
  /** Whether an action may be legal without being paid in full (agents may skip those). */
  mayBeUnpaid(a: A): boolean;

  // --- outcomes --------------------------------------------------------------------------------------
  /** A side left a game that goes on: its entry leaves the stack (before the core removes it). */
  cancelEntry(E: E, entry: CoreEntry): void;
  /** A side left a game that goes on: its objects leave the game. */
  removeObjectsOf(E: E, gone: ReadonlySet<PlayerId>): void;
  /** A modifier ended (after the core removed it): what follows from that. */
  modifierEnded?(E: E, mod: CoreModifier): void;

  // --- the loop rule (core/progress.ts) -----------------------------------------------------------
  /** Whether an event is progress (a card changing zone, damage, a counter): N actions without
   *  one end the game as a draw. Without it every event is progress. */
  isProgress?(ev: { type: string }): boolean;
  /** A fingerprint of the state (core/progress.ts hashState): equal for states the rules can't
   *  tell apart, ids and the log left out. The same one three times in a turn is a draw. */
  fingerprint?(E: E): string;
  /** Events one action may emit before the game ends as a draw (core/loop.ts); the core's
   *  ACTION_EVENT_LIMIT when absent. A game whose actions do less may bound them closer. */
  readonly actionEventLimit?: number;

  // --- copies and saves ------------------------------------------------------------------------------
  /** A copy of the state for lookahead: without the event log, everything else copied as deep as
   *  the engine changes it in place. */
  copyState(state: CoreState): CoreState;
  /** Brings a saved state of an older format up to date (core/save.ts); throws with a clear
   *  message when it can't. */
  migrate(saved: Record<string, unknown>): CoreState;
}
