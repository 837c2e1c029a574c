// The loop rule: a game that makes no progress ends as a draw (`reason: "loop"`), so no card text
// can keep a game going for ever. After every action the core looks at two things:
//   - progress: N actions in a row (LOOP_QUIET_ACTIONS) during which no event the game names as
//     progress (GameRules.isProgress: X610Z names a card changing zone, damage dealt or healed, a
//     counter changing) was emitted;
//   - recurrence: the same state (GameRules.fingerprint: everything the rules read, ids and the
//     log left out) at the end of an action for the LOOP_REPEATS-th time in one turn.
// Either ends the game as a draw of every side still in it. Fingerprints are kept for the turn
// under way only (the turn number is part of every state, so an older one can't recur), so the
// bookkeeping is bounded by the turn's length, which the first check bounds in turn.
// Triggers are bounded too: at most MAX_WAITING triggers wait or stand on the stack at once (a
// trigger beyond that doesn't take place), so a chain of triggers feeding each other can't grow
// the state without bound between two actions.
import { drawGame } from "./outcomes.ts";
import type { CoreEngine } from "./rules.ts";
import type { CoreState, LoopState } from "./state.ts";

/** Actions in a row without progress that end a game as a draw. A normal game draws a card every
 *  turn and a turn has a few dozen actions (the golden games' longest run without progress: 45). */
export const LOOP_QUIET_ACTIONS = 1000;
/** The same state this many times in one turn ends a game as a draw. */
export const LOOP_REPEATS = 3;
/** Fingerprints are taken from this many actions into a turn on (a turn of a normal game is far
 *  shorter: the longest turn of the golden games has 87). */
export const LOOP_CHECK_AFTER = 200;
/** Triggers waiting and entries on the stack together, at most (a trigger beyond doesn't wait).
 *  Small enough that a full stack resolves well within LOOP_QUIET_ACTIONS even at six players
 *  passing it one entry at a time (6 x 100 < 1000), so the stack a loop left behind is never
 *  taken for one; far above what a game builds (a few entries). */
export const MAX_WAITING = 100;

/** Whether one more trigger may wait to go on the stack (MAX_WAITING). A game that keeps its
 *  pending abilities elsewhere (Z/X: state.abilities) gives their count as `held`. */
export function roomForTrigger(s: CoreState, held = s.waiting.length + s.stack.length): boolean {
  return held < MAX_WAITING;
}

/** Starts the bookkeeping (a new game, or a state saved before the rule). */
export function loopState(s: CoreState): LoopState {
  return (s.loop ??= { quiet: 0, moved: false, turn: s.turn.number, actions: 0, seen: {} });
}

/** After an action was carried out (and the loop ran until a player must act): the loop rule. */
export function afterAction(E: CoreEngine): void {
  const s = E.state;
  const L = loopState(s);
  L.quiet = L.moved ? 0 : L.quiet + 1;
  L.moved = false;
  if (s.result) return;
  if (L.turn !== s.turn.number) {
    L.turn = s.turn.number;
    L.actions = 0;
    L.seen = {};
  }
  L.actions++;
  if (L.quiet >= LOOP_QUIET_ACTIONS) {
    drawGame(E, "loop");
    return;
  }
  // A turn of a normal game is a few dozen actions: fingerprints are taken only past that, so
  // the rule costs a normal game nothing.
  if (L.actions <= LOOP_CHECK_AFTER) return;
  const fp = E.rules.fingerprint?.(E);
  if (fp === undefined) return;
  const n = (Object.hasOwn(L.seen, fp) ? L.seen[fp]! : 0) + 1;
  L.seen[fp] = n;
  if (n >= LOOP_REPEATS) drawGame(E, "loop");
}

// --- fingerprints ------------------------------------------------------------------------------

/** A 64-bit hash (two 32-bit lanes, as 16 hex digits) of a JSON-like value, walking it in key
 *  order and leaving out the keys in `skip` at any depth (ids, timestamps) and, at the top level,
 *  those in `skipTop` (the log, counters). Equal values give equal hashes; two different states
 *  sharing one is a 1 in 2^64 chance, and a draw needs it LOOP_REPEATS times. */
export function hashState(value: unknown, skip: ReadonlySet<string>, skipTop: ReadonlySet<string> = skip): string {
  const h = { a: 0x811c9dc5 | 0, b: 0x27d4eb2f | 0 };
  const mixNum = (n: number) => {
    h.a = Math.imul(h.a ^ n, 0x01000193);
    h.b = Math.imul(h.b ^ n, 0x85ebca6b) ^ (h.b >>> 13);
  };
  const mixStr = (t: string) => {
    mixNum(t.length);
    for (let i = 0; i < t.length; i++) mixNum(t.charCodeAt(i));
  };
  const walk = (v: unknown, top: boolean): void => {
    if (v === null || v === undefined) return mixNum(v === null ? 1 : 2);
    switch (typeof v) {
      case "number":
        mixNum(3);
        mixStr(String(v));
        return;
      case "string":
        mixNum(4);
        mixStr(v);
        return;
      case "boolean":
        mixNum(v ? 5 : 6);
        return;
      case "object": {
        if (Array.isArray(v)) {
          mixNum(7);
          mixNum(v.length);
          for (const x of v) walk(x, false);
          return;
        }
        mixNum(8);
        const o = v as Record<string, unknown>;
        for (const k of Object.keys(o)) {
          if ((top ? skipTop : skip).has(k) || o[k] === undefined) continue;
          mixStr(k);
          walk(o[k], false);
        }
        mixNum(9);
        return;
      }
      default:
        mixNum(10);
    }
  };
  walk(value, true);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, "0");
  return hex(h.a) + hex(h.b);
}
