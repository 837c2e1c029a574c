// The one place the state changes: `emit` applies an event (the core's own here, a game's through
// its rules), records it in state.log, then offers it to the triggers listening to its type (an
// index by event type, so an event costs the listeners it concerns, not every object in play).
import type { CoreEngine } from "./rules.ts";
import { getOwn, setOwn } from "./own.ts";
import type { CoreEvent, CoreState, ObjectId } from "./state.ts";

/** An event: the core's own (CoreEvent) or one of the game's. */
export type AnyEvent = CoreEvent | { type: string; [field: string]: unknown };

export function emit(E: CoreEngine, ev: AnyEvent): void {
  E.tick = (E.tick ?? 0) + 1;
  applyEvent(E, ev);
  const s = E.state;
  s.log.push(ev);
  if (s.logLimit !== undefined && s.log.length >= 2 * s.logLimit) trimLog(s);
  if (s.loop && !s.loop.moved && (E.rules.isProgress?.(ev) ?? true)) s.loop.moved = true; // the loop rule (progress.ts); without the hook every event is progress
  if (Object.hasOwn(s.index.listeners, ev.type) || E.rules.alwaysOffered?.(ev)) E.rules.collectTriggers(E, ev);
}

/** A log kept as a ring (`logLimit`, bulk play): the oldest events go once it holds twice the
 *  limit, so it holds between logLimit and 2 * logLimit events and costs O(1) an event. */
function trimLog(s: CoreState): void {
  const drop = s.log.length - s.logLimit!;
  s.log.splice(0, drop);
  s.logDropped = (s.logDropped ?? 0) + drop;
}

/** Events emitted since the game began: the log's length, plus what a ring let go. */
export function eventCount(s: CoreState): number {
  return (s.logDropped ?? 0) + s.log.length;
}

/** Applies one event to the state, in place. Pure data in, no decisions: replaying the same events
 *  on the same initial state gives the same state. */
export function applyEvent(E: CoreEngine, ev: AnyEvent): void {
  if (!applyCoreEvent(E, ev as CoreEvent)) E.rules.apply(E, ev);
}

function applyCoreEvent(E: CoreEngine, ev: CoreEvent): boolean {
  const s = E.state;
  switch (ev.type) {
    case "stackPushed":
      s.stack.push({ ...ev.entry }); // a copy: the logged event stays as it was
      s.nextId = Math.max(s.nextId, ev.entry.id + 1);
      s.passes = 0; // passes in a row count from the newest entry (a trigger stacked between passes)
      return true;
    case "stackRemoved": {
      const i = indexById(s.stack, ev.id);
      if (i >= 0) s.stack.splice(i, 1);
      return true;
    }
    case "priority":
      s.priority = ev.player;
      s.passes = 0;
      return true;
    case "passed": {
      s.passes += 1;
      // The next player clockwise who is still in the game.
      const i = indexById(s.players, ev.player);
      for (let k = 1; k <= s.players.length; k++) {
        const next = s.players[(i + k) % s.players.length]!;
        if (!next.out) {
          s.priority = next.id;
          break;
        }
      }
      return true;
    }
    case "eliminated":
      playerOf(s, ev.player).out = true;
      return true;
    case "sideFinished":
      (ev.won ? s.places : s.outOrder).push([...ev.players]);
      return true;
    case "modAdded":
      s.mods.push({ ...ev.mod }); // a copy: modChanged changes the state's, not the log's
      s.nextId = Math.max(s.nextId, ev.mod.id + 1);
      return true;
    case "modRemoved": {
      const i = indexById(s.mods, ev.id);
      if (i >= 0) s.mods.splice(i, 1);
      return true;
    }
    case "modChanged": {
      const i = indexById(s.mods, ev.id);
      if (i >= 0) s.mods[i]!.remaining = ev.remaining;
      return true;
    }
    case "decision":
      s.pending = ev.decision;
      if (ev.decision) s.nextId = Math.max(s.nextId, ev.decision.id + 1);
      return true;
    case "answered":
      s.pending = null;
      return true;
    case "triggered":
      if (ev.add) s.waiting.push(ev.trigger);
      else {
        // A loop, not findIndex: a closure over `ev` would make this function allocate its
        // context at every event, of whatever type.
        for (let i = 0; i < s.waiting.length; i++) {
          if (!E.rules.sameTrigger(s.waiting[i]!, ev.trigger)) continue;
          s.waiting.splice(i, 1);
          break;
        }
      }
      return true;
    case "gameOver":
      s.result = ev.result;
      s.priority = null;
      return true;
    default:
      return false;
  }
}

function playerOf(s: CoreState, id: string) {
  const i = indexById(s.players, id);
  if (i < 0) throw new Error(`no player "${id}"`);
  return s.players[i]!;
}

/** Where the item with this id is in a list, or -1 (a plain loop: no closure made per event). */
function indexById<K>(list: ReadonlyArray<{ readonly id: K }>, id: K): number {
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return i;
  return -1;
}

// --- the trigger index ------------------------------------------------------------------------

/** Indexes an object as a listener of an event type (once). */
export function listen(s: CoreState, type: string, id: ObjectId): void {
  let list = getOwn(s.index.listeners, type);
  if (!list) setOwn(s.index.listeners, type, (list = []));
  if (!list.includes(id)) list.push(id);
}

/** Takes an object off an event type's listeners; an empty list goes (so `emit` skips the type). */
export function unlisten(s: CoreState, type: string, id: ObjectId): void {
  const list = getOwn(s.index.listeners, type);
  if (!list) return;
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
  if (list.length === 0) delete s.index.listeners[type];
}
