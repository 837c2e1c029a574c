// The listing's carry-over (issue 15): what one listing of a player's actions worked out for each
// card (a hand card's cast choices, a permanent's ability choices: the actions built with their
// targets and extras) is kept with the state and reused at his next listing when no event since
// changed what it read. The events since are read in the log, counted as core/events.ts eventCount
// counts them (as damage.ts's lethal check reads them). The checks kept with them read the pool
// when asked (actions.ts AutoPayment), so a pool event changes only what read the pool itself.
// A part whose making read a condition, an `all` filter or a count (continuous.ts continuousReads)
// is dropped at any event; one that asked a filter's `state` (cards.ts filterReads) at any
// permanentState. Kept per state object (a copied, forked or restored state has none), for the few
// states listed last.
import { eventCount } from "../core/events.ts";
import type { CoreState } from "../core/state.ts";
import { filterReads, isSummonDef } from "./cards.ts";
import { getOwn } from "../core/own.ts";
import type { CardDefinition } from "./abilities.ts";
import { continuousReads } from "./continuous.ts";
import { RecentStates } from "./recent-states.ts";
import type { Engine } from "./cards.ts";
import type { CardId, PlayerId } from "./types.ts";

/** What a part may have read, and what the events since changed, as bits. */
const READS_ANY = 1; // anything not listed below: every part reads it
const READS_STATE = 2; // a permanent's state (206.1)
export const READS_STACK = 4; // the stack (an action target, 208.5; its place from the top)
export const READS_CARDS = 8; // cards outside play (a card target in a hand, deck or discard)
export const READS_POOL = 16; // the Energy Pool (the additional costs worth listing)
const READS_TURN_INFO = 32; // what was done this turn (202.8 a move's or attack's line)
export const READS_DOTS = 64; // where the pawns stand (a move's paths, a filter's dot)
export const READS_STATS = 128; // damage on permanents and their stats (a filter's damage or stat, a Speed, a Range)
export const READS_PLAY_KINDS = 256; // the cards in play other than summons (a crystal or Effect target)
const EVENT = 512; // any event at all: what a part that read a condition depends on

/** What one event changes (the bits above): the events that change only what the bits say (their
 *  appliers in events.ts, core/events.ts): turn and priority bookkeeping, decisions, the waiting
 *  triggers, announcements (the changes they announce are their own events: a card moving, 106.1
 *  a player eliminated). Any other event changes READS_ANY. */
function changes(E: Engine, log: readonly unknown[], i: number): number {
  const ev = log[i] as { type: string; card?: CardId; from?: { zone: string }; to?: { zone: string }; mod?: { op: string }; id?: number };
  switch (ev.type) {
    case "passed":
    case "priority":
    case "decision":
    case "answered":
    case "triggered":
    case "phase":
    case "phaseBegins":
    case "phaseEnds":
    case "attacks":
    case "moves":
    case "isCast":
    case "castEffectCard":
    case "draws":
    case "shown":
    case "comesIntoPlay":
    case "leavesPlay":
    case "isDestroyed":
    case "destroysSummon":
    case "conceded":
      return EVENT;
    case "pool":
      return EVENT | READS_POOL;
    case "permanentState":
      return EVENT | READS_STATE;
    case "stackPushed":
    case "stackRemoved":
      return EVENT | READS_STACK;
    case "shuffled":
      return EVENT | READS_CARDS;
    case "turnInfo":
      return EVENT | READS_TURN_INFO;
    case "pawnMoved":
      return EVENT | READS_DOTS;
    case "isDealtDamage":
    case "healed":
      return EVENT | READS_STATS;
    case "cardMoved": {
      const into = ev.to!.zone === "play";
      // Between zones other than play (a draw, a cast put on the stack, a discard from hand).
      if (ev.from!.zone !== "play" && !into) return EVENT | READS_CARDS;
      // Into or out of play, a card that is no summon and holds no continuous ability (a crystal):
      // no summon, pawn, static, cost change or "can't" came or went (as damage.ts reads it).
      if ((ev.from!.zone !== "play" || !into) && isPlainCard(E, ev.card!)) return EVENT | READS_CARDS | READS_PLAY_KINDS;
      return EVENT | READS_ANY;
    }
    case "modChanged": // what remains of a modifier (its op never changes)
      return EVENT;
    case "modAdded":
      return statsOnly(ev.mod!.op) ? EVENT | READS_STATS : EVENT | READS_ANY;
    case "modRemoved":
      return statsOnly(addedOp(log, i, ev.id!)) ? EVENT | READS_STATS : EVENT | READS_ANY;
    default:
      return EVENT | READS_ANY;
  }
}

/** A modifier op that changes only a permanent's stats (202.6, continuous.ts). */
const statsOnly = (op: string | undefined): boolean => op === "modifyStat" || op === "setStat";

/** The op of the modifier `id` as its modAdded event before place `i` of the log says (a removed
 *  modifier is no longer in the state); undefined when the log no longer holds it. */
function addedOp(log: readonly unknown[], i: number, id: number): string | undefined {
  for (let k = i - 1; k >= 0; k--) {
    const e = log[k] as { type: string; mod?: { id: number; op: string } };
    if (e.type === "modAdded" && e.mod!.id === id) return e.mod!.op;
  }
  return undefined;
}

/** Whether a card is no summon and holds no continuous ability (once per definition). */
function isPlainCard(E: Engine, id: CardId): boolean {
  const c = getOwn(E.state.cards, id);
  if (c === undefined) return false;
  const def = getOwn(E.lib, c.name);
  if (def === undefined) return false;
  let p = plain.get(def);
  if (p === undefined) plain.set(def, (p = !isSummonDef(def) && !def.abilities.some((a) => a.kind === "continuous")));
  return p;
}
const plain = new WeakMap<CardDefinition, boolean>();

/** Listings a part may be left unasked and still be taken (a phase where his hand is not looked
 *  at, say); an older one is made anew. */
const HISTORY = 32;

interface Part {
  /** The listing that last made or reused it. */
  stamp: number;
  deps: number;
  value: unknown;
}

/** One player's carry-over on one state. */
export class Carry {
  /** The events counted at his last listing. */
  private at: number;
  private stamp = 0;
  /** What the events before each of his last HISTORY listings changed (since the one before). */
  private readonly changed: number[] = new Array<number>(HISTORY).fill(0);
  private readsAtStart = 0;
  private stateReadsAtStart = 0;
  private readonly parts = new Map<CardId, Part[]>();
  /** A crystal's energy activation (its action and check), kept while the crystal is the same
   *  object: the action is plain data of the player and the card, the check reads the state only
   *  when it runs (actions.ts EnergyActivation). */
  readonly energy = new Map<CardId, { card: object; action: unknown; check: unknown }>();
  /** The cards in his play zone with their definitions (actions.ts PlayView), while the same ids
   *  are there: read of the state's card objects, which no event replaces. */
  play: unknown = null;

  constructor(
    readonly engine: Engine,
    at: number,
  ) {
    this.at = at;
  }

  /** Starts a listing: reads the events since the last one. */
  begin(s: CoreState): void {
    const count = eventCount(s);
    const dropped = s.logDropped ?? 0;
    let changed = 0;
    if (this.at < dropped || this.at > count)
      changed = READS_ANY | EVENT; // events let go (a ring), or another log
    else for (let i = this.at - dropped; i < s.log.length && (changed & READS_ANY) === 0; i++) changed |= changes(this.engine, s.log, i);
    this.at = count;
    this.stamp++;
    this.changed[this.stamp % HISTORY] = changed;
    this.readsAtStart = continuousReads.n;
    this.stateReadsAtStart = filterReads.state;
  }

  /** The value kept for `card`'s `slot` when no event since changed what it read, or undefined. */
  take(card: CardId, slot: number): unknown {
    const p = this.parts.get(card)?.[slot];
    if (p === undefined || !this.unchangedFor(p)) return undefined;
    p.stamp = this.stamp;
    this.sectionDeps |= p.deps;
    return p.value;
  }

  private forbidding: Part | undefined;
  /** Sections: what a listing built from many parts (a hand's casts), reused whole. */
  private readonly sections = new Map<string, Part>();
  /** What the parts taken or kept since beginSection read. */
  private sectionDeps = 0;

  /** The value kept for a section when no event since changed what any of its parts read. A
   *  section not taken must be begun (beginSection) before its parts are taken, and kept after. */
  takeSection(name: string): unknown {
    const p = this.sections.get(name);
    if (p === undefined || !this.unchangedFor(p)) return undefined;
    p.stamp = this.stamp;
    return p.value;
  }

  beginSection(): void {
    this.sectionDeps = 0;
  }

  /** Keeps a section built from the parts taken or kept since beginSection. */
  keepSection(name: string, value: unknown): void {
    this.sections.set(name, { stamp: this.stamp, deps: this.flagged(this.sectionDeps | READS_ANY), value });
  }

  /** `deps` with what this listing read so far: a value memoised in it may have read a condition
   *  (continuous.ts continuousReads) or a permanent's state (cards.ts filterReads). */
  private flagged(deps: number): number {
    let d = deps;
    if (continuousReads.n !== this.readsAtStart) d |= EVENT;
    if (filterReads.state !== this.stateReadsAtStart) d |= READS_STATE;
    return d;
  }

  /** 107.1b whether any "can't" could be in force (targets.ts mayBeForbidden: the modifiers and
   *  the continuous abilities of the cards in play, which a plain card has none of), as at his
   *  last listing while no event changed them. */
  forbids(find: (E: Engine) => boolean): boolean {
    const p = this.forbidding;
    if (p !== undefined && this.unchangedFor(p)) {
      p.stamp = this.stamp;
      return p.value as boolean;
    }
    const stateReads = filterReads.state;
    const reads = continuousReads.n;
    const value = find(this.engine);
    this.forbidding = { stamp: this.stamp, deps: READS_ANY | (continuousReads.n !== reads ? EVENT : 0) | (filterReads.state !== stateReads ? READS_STATE : 0), value };
    return value;
  }

  /** Whether no event since the listing that last made or reused `p` changed what it read. */
  private unchangedFor(p: Part): boolean {
    if (p.stamp <= this.stamp - HISTORY) return false;
    for (let k = p.stamp + 1; k <= this.stamp; k++) if ((p.deps & this.changed[k % HISTORY]!) !== 0) return false;
    return true;
  }

  /** Keeps what this listing worked out for `card`'s `slot`, which read what `deps` says (and
   *  whatever this listing read so far: a value memoised in it may have read a condition). */
  keep(card: CardId, slot: number, value: unknown, deps: number): void {
    let d = this.flagged(deps | READS_ANY);
    let list = this.parts.get(card);
    if (!list) this.parts.set(card, (list = []));
    // A part taken in this listing and completed: it still reads what it read when made.
    const old = list[slot];
    if (old !== undefined && old.stamp === this.stamp) d |= old.deps;
    // The part's record reused (no garbage kept for long: a carried part outlives young objects).
    if (old !== undefined) {
      old.stamp = this.stamp;
      old.deps = d;
      old.value = value;
    } else list[slot] = { stamp: this.stamp, deps: d, value };
    this.sectionDeps |= d;
  }
}

/** The carry-overs of the two states listed last: a game lists the same state at every decision, a
 *  heuristic agent one copy of it per decision besides (its lookahead). Two, not four: a carry-over
 *  held longer is old-generation data the young collections scan and promote (row 1 of the bench:
 *  153-159 games/s with four, 157-162 with two, alternating runs). */
const carried = new RecentStates<Map<PlayerId, Carry>>(2);

/** Off: every listing works everything out (the tests compare both). */
let carrying = true;

/** `fn` with the carry-over off (nothing taken, nothing kept). */
export function withoutCarry<T>(fn: () => T): T {
  const prev = carrying;
  carrying = false;
  try {
    return fn();
  } finally {
    carrying = prev;
  }
}

/** `player`'s carry-over on the engine's state, begun for a listing; null when it is off. */
export function carryFor(E: Engine, player: PlayerId): Carry | null {
  if (!carrying) return null;
  const s = E.state;
  const byPlayer = carried.get(s) ?? carried.put(s, new Map<PlayerId, Carry>());
  let c = byPlayer.get(player);
  // Another engine on this state (its library, board or rules may differ): nothing is carried.
  if (!c || c.engine !== E) byPlayer.set(player, (c = new Carry(E, -1)));
  c.begin(s);
  return c;
}
