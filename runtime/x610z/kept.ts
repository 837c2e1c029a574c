// Derived values kept from one action to the next (a summon's total stats, a crystal's production):
// a random game lists the actions after every action and derived the same values again each time,
// though most actions (a pass, a crystal's energy) change nothing they read. A kept value goes
// as soon as an event that could change what its derivation read is applied; the events are read
// from the log (core/events.ts), so nothing is added to emit and nothing to the saved state.
import { eventCount } from "../core/events.ts";
import type { CardDefinition } from "./abilities.ts";
import { defOf, type Engine } from "./cards.ts";
import { RecentStates } from "./recent-states.ts";
import type { GameEvent, Modifier } from "./types.ts";

/** A value with what its derivation read: `plain` when it read no condition, `all` filter or
 *  count (continuous.ts continuousReads), `readsState` when a filter asked a permanent's state
 *  (cards.ts filterReads). */
export interface Kept<T> {
  value: T;
  plain: boolean;
  readsState: boolean;
}

/** The values kept for one state, valid at `since` events. */
export interface KeptTables {
  since: number;
  stats: Map<string, Kept<unknown>>;
  production: Map<string, Kept<unknown>>;
  /** The card of each modifier added since the table was made (its modRemoved event names only its
   *  id): a modifier of one card goes without the other cards' values. */
  modTargets: Map<number, string>;
  /** Whether a value kept since the last clearing asked a permanent's state, read beyond the plain
   *  sources (kept with keepIn): without one, the events that make only those stale are passed
   *  over without looking at the values (a crystal's energy activates it: a third of all actions). */
  anyReadsState: boolean;
  anyWide: boolean;
}

/** What an event can make stale. */
const NOTHING = 0;
/** Values whose derivation asked a permanent's state through a filter (206.1d). */
const STATE_READERS = 1;
/** Those, and values that read beyond the permanents' own continuous abilities, the Effects fixed
 *  on them, the statics and the modifiers (a condition, an `all` filter, a count). */
const WIDE_READERS = 2;
const EVERYTHING = 3;

/** Events that change nothing a continuous derivation reads: priority, the stack's entries coming,
 *  decisions, waiting triggers, pools, and the events that only announce. Unlike the lethal check's
 *  list (damage.ts), the turn (`phase`, `turnInfo`) is left out: an "active player" reference or
 *  condition reads it. */
const NEUTRAL: ReadonlySet<string> = new Set([
  "passed",
  "priority",
  "stackPushed",
  "decision",
  "answered",
  "triggered",
  "pool",
  "attacks",
  "moves",
  "isCast",
  "castEffectCard",
  "phaseBegins",
  "phaseEnds",
  "destroysSummon",
  "draws",
  "shown",
  "conceded",
]);

function staleness(E: Engine, t: KeptTables, ev: GameEvent): number {
  const type = ev.type;
  if (NEUTRAL.has(type)) return NOTHING;
  switch (ev.type) {
    case "permanentState":
      return STATE_READERS;
    case "phase":
    case "turnInfo":
    case "stackRemoved":
    case "pawnMoved":
    case "isDestroyed":
    case "comesIntoPlay":
    case "leavesPlay":
    case "isDealtDamage":
    case "healed":
      // Read only by a condition, a filter or a count: damage, dots, the turn. (A destruction or
      // a leaving is its own cardMoved.)
      return WIDE_READERS;
    case "modAdded": {
      // A plain value reads the modifiers on its own card only, but for 402.10e: a card that lost
      // its abilities gives none to others (statics, fixed Effects). A game-wide one (a cost) is
      // read by whatever reads it.
      const m = ev.mod as Modifier;
      if (m.op === "loseAbilities" || m.target === null) return EVERYTHING;
      t.modTargets.set(m.id, m.target);
      ownStale.push(m.target);
      return WIDE_READERS;
    }
    case "modRemoved":
    case "modChanged": {
      const target = t.modTargets.get(ev.id);
      if (target === undefined) return EVERYTHING; // added before the table: not known
      if (ev.type === "modRemoved") t.modTargets.delete(ev.id);
      ownStale.push(target);
      return WIDE_READERS;
    }
    case "counters":
      // Read only by a condition, a filter or a count (209.2 a counter changes no stat or production).
      return WIDE_READERS;
    case "cardMoved":
      // Between zones other than play (a draw, a cast, a discard): read only by conditions and
      // counts (hands, discard piles). Into or out of play, a card with no continuous ability
      // (most summons, crystals): no static and nothing fixed on another that applies came or
      // went, so of the plain values only the card's own (its zone) change.
      if (ev.from.zone !== "play" && ev.to.zone !== "play") return WIDE_READERS;
      if (!hasContinuous(defOf(E, ev.card))) {
        ownStale.push(ev.card);
        return WIDE_READERS;
      }
      return EVERYTHING;
    default:
      return EVERYTHING;
  }
}

function hasContinuous(def: CardDefinition): boolean {
  for (const a of def.abilities) if (a.kind === "continuous") return true;
  return false;
}

/** Cards that moved into or out of play, or whose modifiers changed, while the events are read
 *  (keptTables): their own values go. */
const ownStale: string[] = [];

/** The kept values of the states asked last (a game, its lookahead copies). */
const recent = new RecentStates<KeptTables>(4);

/** The values kept for E's state, rid of those the events since they were kept could change. */
export function keptTables(E: Engine): KeptTables {
  const s = E.state;
  const count = eventCount(s);
  const t = recent.get(s);
  if (t === undefined) return recent.put(s, { since: count, stats: new Map(), production: new Map(), modTargets: new Map(), anyReadsState: false, anyWide: false });
  if (t.since === count) return t;
  const dropped = s.logDropped ?? 0;
  let worst = NOTHING;
  // Events a log kept as a ring let go can't be read: everything goes. Otherwise every event is
  // read, also past one that makes everything stale, so modTargets knows every modifier added.
  if (t.since < dropped || t.since > count) {
    worst = EVERYTHING;
    t.modTargets.clear();
  } else for (let i = t.since - dropped; i < s.log.length; i++) worst = Math.max(worst, staleness(E, t, s.log[i]! as GameEvent));
  for (const id of ownStale) {
    t.stats.delete(id);
    t.production.delete(id);
  }
  ownStale.length = 0;
  if (worst === EVERYTHING) {
    t.stats.clear();
    t.production.clear();
    t.anyReadsState = t.anyWide = false;
  } else if ((worst === STATE_READERS && t.anyReadsState) || (worst === WIDE_READERS && (t.anyReadsState || t.anyWide))) {
    const wide = worst === WIDE_READERS;
    dropStale(t.stats, wide);
    dropStale(t.production, wide);
    t.anyReadsState = false;
    if (wide) t.anyWide = false;
  }
  t.since = count;
  return t;
}

function dropStale(table: Map<string, Kept<unknown>>, wide: boolean): void {
  for (const id of table.keys()) {
    const k = table.get(id)!;
    if (k.readsState || (wide && !k.plain)) table.delete(id);
  }
}

/** Keeps `value` under `key` in one of t's tables. */
export function keepIn<T>(t: KeptTables, table: Map<string, Kept<unknown>>, key: string, value: T, plain: boolean, readsState: boolean): void {
  table.set(key, { value, plain, readsState });
  if (readsState) t.anyReadsState = true;
  if (!plain) t.anyWide = true;
}
