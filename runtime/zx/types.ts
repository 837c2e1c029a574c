// Z/X's state, actions, decisions, events and tasks: plain JSON data on the core's (core/state.ts),
// so a JSON round trip gives an equal state and a game replays from its actions.
import type { CoreState, Decision as CoreDecision, GameResult as CoreGameResult, PlayerId } from "../core/state.ts";
import type { Effect, EffectCtx, TargetChoice, TargetSpec } from "./abilities.ts";

export type { PlayerId };
export type CardId = string;

/** ZX-302.2: the nine squares, column a-c, row 1 (seat 1's home row) to 3 (seat 2's). */
export type SquareId = "a1" | "b1" | "c1" | "a2" | "b2" | "c2" | "a3" | "b3" | "c3";

/** ZX-301.1: each player's zones. `square` holds the Z/X he controls on the Square (ZX-206.2),
 *  `player` his Player card on his Player Square (ZX-303.2), `limbo` a card in no zone: an Event
 *  resolving (C-34) or a Life card revealed by damage (ZX-704.1) until it is played or put away. */
export type ZoneName = "deck" | "hand" | "resource" | "charge" | "trash" | "life" | "square" | "player" | "limbo";
export const ZONES: readonly ZoneName[] = ["deck", "hand", "resource", "charge", "trash", "life", "square", "player", "limbo"];

/** ZX-500.1, LANGUAGE-ZX 4.8. */
export type PhaseName = "reboot" | "draw" | "resource" | "ignition" | "main" | "end";
export const PHASES: readonly PhaseName[] = ["reboot", "draw", "resource", "ignition", "main", "end"];

export interface ZxPlayerState {
  id: PlayerId;
  team: string | null;
  out: boolean;
  /** ZX-302.2: 1 or 2 (the order of the game's player list). */
  seat: 1 | 2;
  /** Card ids. `deck` top card first; `life` position 1 first (ZX-301.3); the others in arrival order. */
  zones: Record<ZoneName, CardId[]>;
}

export interface ZxCardState {
  id: CardId;
  name: string;
  owner: PlayerId;
  zone: ZoneName;
  /** ZX-302: the square of a Z/X on the Square; null elsewhere (a Player card: his Player Square). */
  at: SquareId | null;
  /** ZX-305: Sleep state (cards on the Square and in Resource). */
  sleep: boolean;
  /** ZX-205.2. */
  damage: number;
  /** ZX-206.3: the object it is; a new number each time it changes zones. */
  obj: number;
}

/** A battle under way (ZX-700): declared, in its Battle Event Step, or its Battle Damage Step. */
export interface Battle {
  step: "declared" | "event" | "damage";
  attacker: TargetChoice;
  /** ZX-703.1: the square it attacked from. */
  from: SquareId;
  target: { card: TargetChoice } | { player: PlayerId };
  /** ZX-702.1: whose chance it is, and passes in a row. */
  chance: PlayerId;
  passes: number;
}

/** An Auto or Special ability waiting to resolve (ZX-607.1, ZX-609.1). `obj`: the object its card
 *  must still be when it resolves (ZX-607.4); for "is destroyed" the object in the Charge. */
export interface PendingAbility {
  card: CardId;
  ability: number;
  controller: PlayerId;
  obj: number;
}

/** "loop": a draw by the loop rule (core/progress.ts, core/loop.ts ACTION_EVENT_LIMIT). */
export type GameEndReason = "life" | "concession" | "loop";
export type GameResult = CoreGameResult<GameEndReason>;

export type DecisionKind = "startCard" | "redraw" | "lifeCard" | "playRevealed" | "square" | "mode" | "target" | "may" | "cards" | "refreshLife" | "pendingOrder";

export interface Decision extends CoreDecision {
  kind: DecisionKind;
}

interface ZxTurn {
  active: PlayerId;
  phase: PhaseName;
  number: number;
  /** Where the phase's procedure is (turns.ts). */
  step: number;
  /** The turn player ended the rest of his turn (`end` with `turn: true`). */
  ending: boolean;
  /** ZX-503.2: he put a card into his Resource this turn. */
  resourced: boolean;
}

export interface ZxState extends CoreState {
  format: "orrery/2";
  game: "zx";
  /** Seat order (ZX-302.2): players[0] is seat 1. */
  players: ZxPlayerState[];
  cards: Record<CardId, ZxCardState>;
  turn: ZxTurn;
  pending: Decision | null;
  agenda: Task[];
  mods: PowerModifier[];
  battle: Battle | null;
  /** ZX-607.3: pending Auto and Special abilities, in the order they triggered. */
  abilities: PendingAbility[];
  /** ZX-609: each Special ability's condition at the previous check point, by `card:index`, with
   *  the object it was then (a new object counts as not having held, ZX-609.2). */
  specials: Record<string, { obj: number; held: boolean }>;
  result: GameResult | null;
  log: GameEvent[];
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

/** Targets as an action gives them: one entry per `target` phrase of the chosen side, in the
 *  order written; an `up to N` phrase takes a list of 0 to N cards (ZX-611). */
export type TargetInput = CardId | CardId[];

export type Action =
  /** ZX-702.1: pass in a Battle Event Step. */
  | { type: "pass"; player: PlayerId }
  | { type: "answer"; player: PlayerId; choice: number | string }
  /** ZX-101.3 */
  | { type: "concede"; player: PlayerId }
  /** ZX-500.2 step 5: the turn player ends his Resource, Ignition or Main Phase; with `turn`, the
   *  rest of his turn too (he takes no more actions in it). */
  | { type: "end"; player: PlayerId; turn?: boolean }
  /** ZX-503: a card from hand into Resource. */
  | { type: "resource"; player: PlayerId; card: CardId }
  /** ZX-504.2: an Ignition with a card from his Charge. */
  | { type: "ignite"; player: PlayerId; card: CardId }
  /** ZX-602 a Z/X onto `at`, or ZX-604 an Event. `mode` 0 or 1 (a side of `or`), `extra` additional
   *  costs paid, `pay` the Resource cards to sleep (ZX-601.8; automatic without it). */
  | { type: "play"; player: PlayerId; card: CardId; at?: SquareId; targets?: TargetInput[]; mode?: number; extra?: number; pay?: CardId[] }
  /** ZX-606: the `ability`-th [Boot] ability of the card (0 = its first). */
  | { type: "boot"; player: PlayerId; card: CardId; ability?: number; targets?: TargetInput[]; mode?: number; extra?: number; pay?: CardId[] }
  /** ZX-701: a battle against a Z/X or the opponent. */
  | { type: "attack"; player: PlayerId; card: CardId; target: CardId | { player: PlayerId } };

export type PerformResult = import("../core/game.ts").PerformResult<GameEvent>;

// ---------------------------------------------------------------------------------------------
// Tasks: what is left of a procedure when it waits for a decision (the core's agenda)
// ---------------------------------------------------------------------------------------------

export type Task =
  /** A list of sentences resolving (ZX-612.1); chooses lazily chosen targets as it goes (ZX-611.1). */
  | { t: "seq"; effects: Effect[]; i: number; ctx: EffectCtx; specs: TargetSpec[]; picking: { index: number; cards: TargetChoice[] } | null; answer: unknown }
  /** "you may" (ZX-612.3). */
  | { t: "may"; player: PlayerId; effects: Effect[]; ctx: EffectCtx; specs: TargetSpec[]; answer: unknown }
  /** Cards taken from the top of a deck one at a time, with deck refresh between (ZX-803). */
  | { t: "deck"; player: PlayerId; to: "hand" | "life" | "resource" | "charge"; left: number; refreshed: boolean }
  /** ZX-803.1b: one of his Life cards into his Charge. */
  | { t: "refreshLife"; player: PlayerId; answer: unknown }
  /** Choosing cards of a zone to put into the Trash: a Discard or Charge cost (ZX-601.4), the
   *  Charge limit (ZX-802b), the hand limit (ZX-506.1 step 4). */
  | { t: "trashCards"; player: PlayerId; zone: "hand" | "charge"; left: number; exclude: CardId | null; why: string; answer: unknown }
  /** An Event in limbo goes to its owner's Trash once its ability resolved (ZX-604.3). */
  | { t: "eventDone"; card: CardId }
  /** A card played free (Overdrive ZX-504.2c, from Life ZX-704.2): step by step with its decisions. */
  | {
      t: "playFree";
      card: CardId;
      player: PlayerId;
      from: "deck" | "life";
      mode: number;
      targets: Array<TargetChoice[] | null>;
      picking: { index: number; cards: TargetChoice[] } | null;
      answer: unknown;
    }
  /** ZX-504.2: an Ignition after its Charge card went to the Trash. */
  | { t: "ignition"; player: PlayerId; step: number; card: CardId | null; refreshed: boolean; answer: unknown }
  /** ZX-703, ZX-704, ZX-705: the Battle Damage Step, one procedure. */
  | { t: "battleDamage"; step: number; card: CardId | null; answer: unknown }
  /** ZX-801.2: a check point. */
  | { t: "checkPoint"; answer: unknown }
  /** ZX-607.3-607.5: a pending ability resolving. */
  | { t: "resolveAbility"; pending: PendingAbility; answer: unknown }
  /** ZX-402.1: preparing a full game. */
  | { t: "setup"; step: number; player: number; first: PlayerId | null; answer: unknown };

// ---------------------------------------------------------------------------------------------
// Events: every change of the state is one of these, applied in one place (events.ts) and logged
// ---------------------------------------------------------------------------------------------

type ZoneRef = { player: PlayerId; zone: ZoneName };

export type GameEvent =
  | { type: "cardMoved"; card: CardId; from: ZoneRef; to: ZoneRef; at?: SquareId; top?: boolean; sleep?: boolean }
  | { type: "shuffled"; player: PlayerId; deck: CardId[]; rng: number[] }
  /** ZX-803.1a: the Trash, shuffled, becomes the deck. */
  | { type: "deckRefreshed"; player: PlayerId; deck: CardId[]; rng: number[] }
  | { type: "firstPlayer"; player: PlayerId; rng: number[] }
  | { type: "slept"; card: CardId; sleep: boolean }
  | { type: "damaged"; card: CardId; amount: number }
  | { type: "healed"; card: CardId; amount: number }
  /** ZX-506.1 step 2. */
  | { type: "damageRemoved" }
  | { type: "phase"; active: PlayerId; phase: PhaseName; number: number }
  | { type: "turnStep"; step: number }
  | { type: "endingTurn" }
  | { type: "resourced" }
  | { type: "battle"; battle: Battle | null }
  | { type: "abilityPending"; pending: PendingAbility; add: boolean }
  | { type: "specials"; values: Record<string, { obj: number; held: boolean }> }
  /** ZX-504.2b, ZX-704.1: a card shown to both players. */
  | { type: "revealed"; card: CardId; from: "deck" | "life" }
  | { type: "conceded"; player: PlayerId }
  // Trigger events (ZX-607.6): nothing changes, they say what happened.
  | { type: "appears"; card: CardId; fromLife: boolean }
  | { type: "attacks"; card: CardId }
  | { type: "isAttacked"; card: CardId }
  /** After the move: `obj` the object in the Charge; `abilities` the Auto abilities that triggered
   *  as it was judged just before it left the Square (ZX-607.2). */
  | { type: "isDestroyed"; card: CardId; obj: number; abilities: number[] }
  | { type: "turnEnds"; player: PlayerId }
  // The core's events.
  | { type: "priority"; player: PlayerId | null }
  | { type: "decision"; decision: Decision | null }
  | { type: "answered"; player: PlayerId; label: string }
  | { type: "modAdded"; mod: PowerModifier }
  | { type: "modRemoved"; id: number }
  | { type: "gameOver"; result: GameResult }
  | { type: "eliminated"; player: PlayerId }
  | { type: "sideFinished"; players: PlayerId[]; won: boolean };

/** A Power change with a duration (ZX-612.4) on the core's modifiers. */
export interface PowerModifier {
  id: number;
  ts: number;
  op: "power";
  target: CardId;
  /** The object it applies to (ZX-206.3). */
  obj: number;
  you: PlayerId;
  duration: "endOfTurn" | "whileOnSquare";
  delta: number;
}
