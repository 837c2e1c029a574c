// The game-neutral part of a game's state, and the data the core moves: players and sides, the
// stack, priority, decisions, waiting triggers, modifiers, the agenda, the result and the event log.
// A game's state extends CoreState with its own fields (cards, zones, board positions); all of it
// is plain JSON data (boardgame.io style), so a JSON round trip gives an equal state.

export type PlayerId = string;
/** A game object's id (a card, in the card games here). */
export type ObjectId = string;

export interface CorePlayer {
  id: PlayerId;
  /** Teammates share a team name; null when he plays alone (a side of one). */
  team: string | null;
  /** He lost while two or more sides play on: no turns, no priority, nobody's opponent. */
  out: boolean;
}

export interface DecisionOption {
  label: string;
  value: unknown;
}

/** A question the engine needs answered before it can go on; only answers (and concessions) are
 *  legal meanwhile. `kind` is the game's name for the question. */
export interface Decision {
  id: number;
  player: PlayerId;
  kind: string;
  prompt: string;
  options: DecisionOption[];
}

/** What the core needs of a stack entry: its id and who controls it. */
export interface CoreEntry {
  id: number;
  player: PlayerId;
}

/** What the core needs of a trigger waiting to go on the stack: whose it is. */
export interface CoreTrigger {
  controller: PlayerId;
}

/** A modification with a duration. The game gives `op` and `duration` their meaning; the core
 *  adds, counts down, and ends them. */
export interface CoreModifier {
  id: number;
  /** Order of creation, for "the last one wins". */
  ts: number;
  op: string;
  target: ObjectId | null;
  you: PlayerId;
  duration: string;
  remaining?: number | "all";
}

export interface GameResult<Reason extends string = string> {
  winners: PlayerId[];
  losers: PlayerId[];
  /** Every side lost at once, or the game ended with nobody winning. */
  draw: boolean;
  reason: Reason;
  /** With placings: every side in finishing order, first place first. */
  places?: PlayerId[][];
}

export interface CoreTurn {
  active: PlayerId;
  phase: string;
  number: number;
}

/** The tasks the core loop itself puts on the agenda: resolving the top stack entry and stacking
 *  the waiting triggers. Games add their own (effects waiting for decisions, turn steps). */
export type CoreTask =
  { t: "resolve"; entry: number; step: number; answer: unknown } | { t: "stackTriggers"; next: number; picked: number; targets: unknown[]; answer: unknown } | { t: string; answer?: unknown };

export interface CoreState {
  /** The save format (core/save.ts) and the game whose state this is. */
  format: string;
  game: string;
  seed: number;
  /** The seeded PRNG's state (core/rng.ts): randomness is part of the state. */
  rng: number[];
  /** In turn order. */
  players: CorePlayer[];
  stack: CoreEntry[];
  /** Counter for stack entries, decisions, modifiers and timestamps. */
  nextId: number;
  turn: CoreTurn;
  priority: PlayerId | null;
  /** Passes in a row. */
  passes: number;
  pending: Decision | null;
  /** The engine's continuation: what is left of a resolution or a turn step when it waits. */
  agenda: CoreTask[];
  /** Success of the task that finished last ("when successfully done"). */
  ret: boolean;
  waiting: CoreTrigger[];
  mods: CoreModifier[];
  /** Trigger listeners by event type: an event costs the listeners it concerns. */
  index: { listeners: Record<string, ObjectId[]> };
  /** Play on after a win to decide the other places (three or more sides). */
  placings: boolean;
  places: PlayerId[][];
  outOrder: PlayerId[][];
  result: GameResult | null;
  log: Array<{ type: string }>;
  /** With `logLimit`: the log is kept as a ring of the newest events (bulk play); `logDropped`
   *  counts the events let go from its front, so the log holds events logDropped+1 onwards.
   *  Both absent: the whole log (core/events.ts). */
  logLimit?: number;
  logDropped?: number;
  /** The loop rule's bookkeeping (core/progress.ts); absent until the first action. */
  loop?: LoopState;
}

/** The loop rule (core/progress.ts): actions in a row without progress, and how often each state
 *  (its fingerprint) was seen this turn. */
export interface LoopState {
  /** Actions since the last progress event. */
  quiet: number;
  /** A progress event was emitted during the action under way. */
  moved: boolean;
  /** The turn the fingerprints below belong to, and the actions performed in it so far. */
  turn: number;
  actions: number;
  /** Fingerprint -> times seen at the end of an action this turn. */
  seen: Record<string, number>;
}

/** The events the core applies itself; a game's events are applied by its rules. */
export type CoreEvent =
  | { type: "priority"; player: PlayerId | null }
  | { type: "passed"; player: PlayerId }
  | { type: "stackPushed"; entry: CoreEntry }
  | { type: "stackRemoved"; id: number; outcome: string }
  | { type: "decision"; decision: Decision | null }
  | { type: "answered"; player: PlayerId; label: string }
  | { type: "modAdded"; mod: CoreModifier }
  | { type: "modRemoved"; id: number }
  | { type: "modChanged"; id: number; remaining: number }
  | { type: "triggered"; trigger: CoreTrigger; add: boolean }
  | { type: "eliminated"; player: PlayerId }
  | { type: "sideFinished"; players: PlayerId[]; won: boolean }
  | { type: "gameOver"; result: GameResult };
