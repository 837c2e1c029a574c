// The engine's data: game state, actions, decisions and events. Everything here is plain JSON-safe
// data (DESIGN principle 6); card definitions and the board come in beside the state, by name.
import type { CoreModifier, CoreState, Decision as CoreDecision, GameResult as CoreGameResult, PlayerId } from "../core/state.ts";
import type { Cost, Duration, Effect, PhaseName, StatName } from "./abilities.ts";

export type { DecisionOption, PlayerId } from "../core/state.ts";
export type CardId = string;
export type DotId = string;

/** 500.1: the six zones; `cast` is the Cast Zone (503). A player's `play` holds what he controls (214.2). */
export type ZoneName = import("./vocabulary.ts").ZoneName;
export { ZONES } from "./vocabulary.ts";

export interface PlayerState {
  id: PlayerId;
  /** 100.1c: null when he plays alone. */
  team: string | null;
  /** 105.2c, 601.4: his Summon Dot for the whole game, null if he has none. */
  start: DotId | null;
  /** 203.4: the Energy Pool. Letters with 0 are removed, so {} is an empty pool. */
  pool: Cost;
  /** Card ids; `deck` lists the top card first. */
  zones: Record<ZoneName, CardId[]>;
  /** 106.1, 100.1b: he lost while two or more sides play on, so he is out of the game: no turns,
   *  no priority, nobody's opponent; his cards have left play. */
  out: boolean;
}

type PermanentState = "activated" | "reactivated";

export interface CardState {
  id: CardId;
  name: string;
  owner: PlayerId;
  /** 214.2: the owner while not in play. */
  controller: PlayerId;
  zone: ZoneName;
  /** 206.1d, meaningful in play. */
  state: PermanentState;
  /** 206.1g / 202.4: deactivated by an effect, so it can't move or attack until reactivated. */
  deactivated: boolean;
  /** 209.3: damage indicators. */
  damage: number;
  /** 209.2: activation and time counters. */
  counters: { activation?: number; time?: number };
  /** The dot its pawn stands on (summons in play). */
  at: DotId | null;
  /** 207.5a: the permanent this Effect is fixed on. */
  fixedOn: CardId | null;
  /** Effects fixed on this permanent (the reverse of fixedOn). */
  attached: CardId[];
  /** 107.3a: who cast it; "you" of a cast card or permanent Effect even after 208.2. */
  caster: PlayerId | null;
  /** For a permanent Effect cast with "In target player's ..." (207.4): that player. */
  chosenPlayer: PlayerId | null;
  /** Timestamp of entering play (202.6 "last fixed"). */
  since: number;
  /** Timestamp of its last change of controller or entering play (402.8 "moved in last"). */
  controlSince: number;
  /** Last known information: who controlled it as it last left play, when that wasn't its owner
   *  ("its controller" of a card an effect just took out of play, 214.2); absent otherwise. */
  leftPlayUnder?: PlayerId;
}

/** A declared target, as stored: a card, a player, or a stack entry by id (200.3, 208.1). */
export type Target = { card: CardId } | { player: PlayerId } | { entry: number };
/** A target as an action gives it: `stack: n` counts from the top (1 = top). */
export type TargetInput = { card: CardId } | { player: PlayerId } | { stack: number };

type EntryKind = "cast" | "activate" | "ability" | "trigger" | "move" | "attack";

/** One announced stackable action (200.1a, 201.2). */
export interface StackEntry {
  id: number;
  kind: EntryKind;
  /** Who announced it / controls it. */
  player: PlayerId;
  /** The source card: the cast card, the Effect, the summon, the crystal. */
  card: CardId;
  /** Index of the ability in the card definition (activate, ability, trigger). -1 for a cast. */
  ability: number;
  mode: number;
  targets: Target[];
  /** Times each additional cost of the mode was paid (204.4, 207.2). */
  extra: number[];
  /** 107.3a: "you" for this entry. */
  you: PlayerId;
  /** The casting or activation cost at announcement, additional costs left out (200.6 compares it
   *  with the cost when the entry is about to resolve). */
  cost: Cost;
  /** For a summon cast: where its pawn goes (402.6). */
  at: DotId | null;
  /** For a move: the announced path (202.2). */
  path: DotId[] | null;
  /** The trigger's subject ("it", LANGUAGE.md 3), or the attack's target. */
  subject: CardId | null;
  /** For a trigger: "the attacking Summon" of the event that triggered it. */
  attacker?: CardId | null;
  /** For an "is dealt damage" trigger: "the source", what dealt the damage. */
  damageSource?: CardId;
  /** Controller of the source at announcement (214.5: a change before resolution stops it). */
  sourceController: PlayerId;
}

export type DecisionKind = "lifeBaseDot" | "murphy" | "unless" | "raisedCost" | "discard" | "handLimit" | "triggerOrder" | "triggerTarget" | "placeSummon" | "movePath" | "search" | "refix" | "may";

/** A question the engine needs answered before it can go on; only `answer`s are legal meanwhile. */
export interface Decision extends CoreDecision {
  kind: DecisionKind;
}

/** A triggered ability waiting to be stacked (207.4c). */
export interface PendingTrigger {
  card: CardId;
  ability: number;
  controller: PlayerId;
  you: PlayerId;
  subject: CardId | null;
  attacker: CardId | null;
  /** "the source" of an "is dealt damage" event (absent for other events). */
  damageSource?: CardId;
}

/** What an effect resolves with (107.3a "you", declared targets, the trigger's subject). */
export interface Ctx {
  you: PlayerId;
  controller: PlayerId;
  source: CardId;
  targets: Target[];
  /** How many times the additional effect that is running was paid ("X", For each extra). */
  extraPaid: number;
  subject: CardId | null;
  attacker: CardId | null;
  /** "the source": what dealt the damage that triggered this effect. */
  damageSource?: CardId | null;
  entry: number | null;
  /** Default duration of this ability's modifications (402.10e). */
  summonAbility: boolean;
}

/** A modification with a duration (202.6 third layer, 107.1b, 208, 214, prevention, 204). */
export interface Modifier extends CoreModifier {
  id: number;
  /** Order of creation, for "the last one wins". */
  ts: number;
  op: "modifyStat" | "setStat" | "forbid" | "untargetable" | "extraProduce" | "control" | "prevent" | "costModifier";
  /** The affected card; null for game-wide ones (cost modifiers). */
  target: CardId | null;
  source: CardId;
  you: PlayerId;
  duration: Duration;
  stat?: StatName;
  delta?: number;
  value?: number;
  action?: "move" | "attack" | "beActivated";
  energy?: Cost;
  /** Prevention left ("all" = every damage). */
  remaining?: number | "all";
  /** Control: who controlled it before (214). */
  previous?: PlayerId;
  cost?: { cardType: string | null; casters: "you" | "opponents" | "all"; change: "raise" | "reduce"; by: Cost };
}

/** Bookkeeping that lasts one turn. */
export interface TurnInfo {
  /** 403.1 */
  crystalsCast: Record<PlayerId, number>;
  /** 202.3b: attacks announced per summon. */
  attacks: Record<CardId, number>;
  /** 202.3b "can attack one more time this turn". */
  extraAttacks: Record<CardId, number>;
  /** 402.10f-g: abilities used this turn, as "card:index". */
  abilitiesUsed: string[];
  /** 202.8: the path of a summon's first move or attack this turn; a later one must go the same way. */
  lines: Record<CardId, { kind: "move" | "attack"; path: DotId[] }>;
}

/** 106: `draw` when two players/teams won or lost at the same time (106.1a); `reason` how it ended
 *  (106.2-106.3); `places` with placings, every side in finishing order (106.1). */
export type GameResult = CoreGameResult<GameEndReason>;

/** A Life Base reached an ending dot (602.2), a Life Base left play, a player had to draw from an
 *  empty deck, a player gave up; `loop`: the game made no progress (core/progress.ts), a draw. */
export type GameEndReason = "endingDot" | "lifeBaseLeftPlay" | "emptyDeck" | "concession" | "loop";

/** The engine's continuation: what is left of a resolution, or of a turn-based process, when it
 *  waits for a decision. Rewritten in place by the interpreter (effects.ts, turns.ts). */
export type Task =
  /** `times`: runs still to go, this one included (a "For each extra" paid that often); `events`:
   *  the event count when this run began (a run that emitted none ends the repetition). */
  | { t: "seq"; effects: Effect[]; i: number; ctx: Ctx; ok: boolean; wait: boolean; times?: number; events?: number }
  | { t: "whenDone"; first: Effect[]; then: Effect[]; ctx: Ctx; step: number }
  | { t: "unless"; payer: PlayerId[]; cost: Cost; effects: Effect[]; ctx: Ctx; step: number; paid: boolean; answer: unknown }
  /** "You may ...": `player` answers yes or no (null: nobody can, it is not done). */
  | { t: "may"; player: PlayerId | null; effects: Effect[]; otherwise: Effect[]; ctx: Ctx; step: number; ok: boolean; answer: unknown }
  | { t: "discard"; players: PlayerId[]; n: number; left: number; ctx: Ctx; answer: unknown; ok: boolean }
  | { t: "search"; player: PlayerId; filter: import("./abilities.ts").Filter; ctx: Ctx; answer: unknown }
  | { t: "place"; card: CardId; player: PlayerId; answer: unknown; ok: boolean }
  | { t: "moveBy"; card: CardId; upTo: number; answer: unknown }
  /** 214.4: a fixed Effect that changed controller on its own is fixed anew (or discarded). */
  | { t: "refix"; card: CardId; answer: unknown }
  | { t: "resolve"; entry: number; step: number; answer: unknown }
  | { t: "stackTriggers"; next: number; picked: number; targets: Target[]; answer: unknown }
  | { t: "endTurn"; step: number; answer: unknown }
  | { t: "setup"; step: number; player: number; answer: unknown };

export interface GameState extends CoreState {
  /** core/save.ts: states of format orrery-x610z/1 (before the core split) are migrated. */
  format: "orrery/2";
  game: "x610z";
  seed: number;
  /** sfc32 state (rng.ts). */
  rng: number[];
  /** In turn order: clockwise (700.1, 201.4). */
  players: PlayerState[];
  cards: Record<CardId, CardState>;
  stack: StackEntry[];
  /** Counter for stack entries, decisions, modifiers and timestamps. */
  nextId: number;
  /** `endTriggers`: the phase's "at the end of" triggers have fired, so the next all-pass ends it. */
  turn: { active: PlayerId; phase: PhaseName; number: number; endTriggers: boolean };
  priority: PlayerId | null;
  /** 201.5: passes in a row. */
  passes: number;
  pending: Decision | null;
  agenda: Task[];
  /** Success of the task that finished last (207.3 "when successfully done"). */
  ret: boolean;
  waiting: PendingTrigger[];
  mods: Modifier[];
  turnInfo: TurnInfo;
  /** Indexes over the permanents in play: trigger listeners by event type (DESIGN principle 7)
   *  and the permanents with continuous abilities that reach beyond themselves. */
  index: { listeners: Record<string, CardId[]>; statics: CardId[]; summons: CardId[] };
  /** 700.2 */
  extraTurns: PlayerId[];
  /** 700.2 phases and whole turns (`turn`) a player skips next. */
  skips: Array<{ player: PlayerId; phase: PhaseName | "turn" }>;
  /** 106.1: the game plays on after a win to decide the other places (casual, 3+ sides). */
  placings: boolean;
  /** With placings: the sides that have won so far, 1st place first. */
  places: PlayerId[][];
  /** The sides that lost while the game went on, the first out first. */
  outOrder: PlayerId[][];
  result: GameResult | null;
  log: GameEvent[];
}

// ---------------------------------------------------------------------------------------------
// Actions (what a player does; plain data so a game is replayable from its action log)
// ---------------------------------------------------------------------------------------------

export type Action =
  | {
      type: "activate";
      player: PlayerId;
      card: CardId;
      targets?: TargetInput[];
      mode?: number;
      extra?: number | number[];
      pay?: string[];
      /** 403.4: activate a crystal for its ☉ effect rather than its energy (implied by targets/mode). */
      effect?: boolean;
    }
  | {
      type: "cast";
      player: PlayerId;
      card: CardId;
      targets?: TargetInput[];
      mode?: number;
      extra?: number | number[];
      at?: DotId;
      pay?: string[];
    }
  | { type: "move"; player: PlayerId; card: CardId; path: DotId[]; pay?: string[] }
  /** `path` chooses the route (and so the direction, 202.8) when the target is in range both ways. */
  | { type: "attack"; player: PlayerId; card: CardId; target: CardId | { card: CardId }; path?: DotId[] }
  | { type: "ability"; player: PlayerId; card: CardId; targets?: TargetInput[]; mode?: number; extra?: number | number[]; pay?: string[]; index?: number }
  | { type: "pass"; player: PlayerId }
  | { type: "answer"; player: PlayerId; choice: number | string }
  | { type: "concede"; player: PlayerId };

export type PerformResult = import("../core/game.ts").PerformResult<GameEvent>;

// ---------------------------------------------------------------------------------------------
// Events: every change to the state is one of these, applied in one place (events.ts) and logged.
// Event types named after trigger conditions (abilities.ts Trigger.on) are what triggers listen to.
// ---------------------------------------------------------------------------------------------

type ZoneRef = { player: PlayerId; zone: ZoneName };

export type GameEvent =
  | { type: "shuffled"; player: PlayerId; deck: CardId[]; rng: number[] }
  | {
      type: "cardMoved";
      card: CardId;
      from: ZoneRef;
      to: ZoneRef;
      top?: boolean;
      controller: PlayerId;
      at?: DotId | null;
      caster?: PlayerId | null;
    }
  | { type: "permanentState"; card: CardId; state: PermanentState; deactivated: boolean }
  | { type: "isDealtDamage"; card: CardId; amount: number; source: CardId | null; prevented: number; fromAttack?: boolean }
  | { type: "healed"; card: CardId; amount: number }
  | { type: "counters"; card: CardId; counter: "activation" | "time"; n: number }
  | { type: "pawnMoved"; card: CardId; path: DotId[] }
  | { type: "controlChanged"; card: CardId; from: PlayerId; to: PlayerId }
  | { type: "fixed"; card: CardId; on: CardId | null; caster: PlayerId; chosenPlayer?: PlayerId | null }
  | { type: "pool"; player: PlayerId; pool: Cost; reason: string }
  | { type: "stackPushed"; entry: StackEntry }
  | { type: "stackRemoved"; id: number; outcome: "resolved" | "countered" | "fizzled" | "failed" | "cancelled" }
  | { type: "priority"; player: PlayerId | null }
  | { type: "passed"; player: PlayerId }
  | { type: "phase"; active: PlayerId; phase: PhaseName; number: number }
  | { type: "modAdded"; mod: Modifier }
  | { type: "modRemoved"; id: number }
  | { type: "modChanged"; id: number; remaining: number }
  | { type: "turnInfo"; info: TurnInfo }
  | { type: "decision"; decision: Decision | null }
  | { type: "answered"; player: PlayerId; label: string }
  | { type: "extraTurn"; player: PlayerId; add: boolean }
  | { type: "skip"; player: PlayerId; phase: PhaseName | "turn"; add: boolean }
  | { type: "startDot"; player: PlayerId; dot: DotId }
  | { type: "triggered"; trigger: PendingTrigger; add: boolean }
  | { type: "gameOver"; result: GameResult }
  | { type: "eliminated"; player: PlayerId }
  /** 106.1: a side finished (`won`: the next place from the top; else out, from the bottom). */
  | { type: "sideFinished"; players: PlayerId[]; won: boolean }
  // Trigger events: no change of their own, they say what happened (207.4b).
  | { type: "attacks"; card: CardId; target: CardId }
  | { type: "moves"; card: CardId }
  | { type: "isCast"; card: CardId; player: PlayerId }
  | { type: "castEffectCard"; card: CardId; player: PlayerId }
  | { type: "isDestroyed"; card: CardId; controller: PlayerId }
  | { type: "destroysSummon"; card: CardId; victim: CardId }
  | { type: "comesIntoPlay"; card: CardId }
  | { type: "leavesPlay"; card: CardId; controller: PlayerId }
  | { type: "phaseBegins"; player: PlayerId; phase: PhaseName }
  /** 212.1 a card drawn; emitted only while a "draws" trigger listens (zones.ts drawCard). */
  | { type: "draws"; player: PlayerId; card: CardId }
  | { type: "phaseEnds"; player: PlayerId; phase: PhaseName }
  | { type: "conceded"; player: PlayerId };
