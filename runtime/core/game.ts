// The public face of an engine, for any game: a Game holds the state (plain data) and the engine
// context, performs actions (checked by the game's rules, then carried forward by the core loop),
// lists legal ones, and keeps every successful action, so the game can be rebuilt from how it
// began (replay) and a fault midway never leaves a half-done action in the state.
import { carryOut } from "./loop.ts";
import type { Checked, CoreAction, CoreEngine } from "./rules.ts";
import type { Decision, GameResult, PlayerId } from "./state.ts";

export type PerformResult<Ev = { type: string }> = { ok: true; events: Ev[] } | { ok: false; error: string };

export class CoreGame<E extends CoreEngine = CoreEngine, A extends CoreAction = CoreAction, Origin = unknown> {
  /** Every action performed successfully, in order (the replay log): each as the engine listed it
   *  or as normalised (known fields only, values checked), never with what else came along. */
  readonly actions: A[] = [];

  /** The actions listed since the last event (legalActions) and their checks (checks[i] of
   *  actions[i]), found by the listed objects' identity: perform and check take them as they are,
   *  nothing changed since. Never by a field: an equal action built elsewhere is checked in full.
   *  A short list is searched in place (no hash of every listed object); a long one by a Map made
   *  when first asked. */
  private listed: { state: object; tick: number; actions: A[]; checks: Checked[]; index: Map<A, Checked> | null; next: number } | null = null;

  /** `origin`: how the game began, to rebuild it from (null for a lookahead copy). */
  constructor(
    readonly engine: E,
    readonly origin: Origin | null,
  ) {}

  get state(): E["state"] {
    return this.engine.state;
  }

  get rules(): E["rules"] {
    return this.engine.rules;
  }

  /** Exactly the actions the rules allow now (for one player, or for all). */
  legalActions(player?: PlayerId): A[] {
    const E = this.engine;
    const checks: Checked[] = [];
    const list = E.rules.legalActions(E, player, checks);
    // The object listed is the one performed: its lists too. An action the game froze already is
    // frozen whole (x610z freezes what it lists, with its lists, as it lists it).
    for (const a of list) if (!Object.isFrozen(a)) deepFreeze(a);
    // A game that lists without its checks (checks shorter than the list) has them checked in full.
    const kept = checks.length === list.length ? list : [];
    const prev = this.listed;
    if (prev && prev.state === E.state && prev.tick === (E.tick ?? 0)) {
      for (let i = 0; i < kept.length; i++) {
        prev.actions.push(kept[i]!);
        prev.checks.push(checks[i]!);
      }
      prev.index = null;
    } else this.listed = { state: E.state, tick: E.tick ?? 0, actions: kept === list ? list.slice() : [], checks: kept === list ? checks : [], index: null, next: 0 };
    return list;
  }

  /** An action as it came from outside, made plain data of known fields with checked values
   *  (GameRules.normalize), or why it isn't an action. */
  private normalized(action: unknown): A | string {
    if (!action || typeof action !== "object" || Array.isArray(action)) return "an action is an object with a type and a player";
    const { type, player } = action as Record<string, unknown>;
    if (typeof type !== "string") return "an action is an object with a type";
    if (typeof player !== "string") return "an action names its player";
    const rules = this.engine.rules;
    if (!rules.normalize) return JSON.parse(JSON.stringify(action)) as A;
    return rules.normalize(this.engine, action) as A | string;
  }

  /** An action not listed since the last event, normalised, then checked; a fault while checking
   *  refuses it (checking changes nothing). A listed one is trusted by identity (listedCheck). */
  private checkedAnew(action: A): { a: A; checked: Checked } | { error: string } {
    const a = this.normalized(action);
    if (typeof a === "string") return { error: a };
    try {
      return { a, checked: this.engine.rules.check(this.engine, a) };
    } catch (err) {
      return { error: `internal engine error (${(err as Error).message}); the action was not carried out and the game is as it was` };
    }
  }

  /** The check of an action listed by legalActions since the last event (the same object), if any. */
  private listedCheck(action: A): Checked | undefined {
    const l = this.listed;
    if (!l || l.state !== this.engine.state || l.tick !== (this.engine.tick ?? 0)) return undefined;
    const n = l.actions.length;
    // An agent going through the listing in its order (a random agent checks each action it may
    // not pay in full) finds each where the last one found ended.
    if (l.next < n && l.actions[l.next] === action) return l.checks[l.next++];
    if (n <= SEARCHED) {
      for (let i = 0; i < n; i++) {
        if (l.actions[i] !== action) continue;
        l.next = i + 1;
        return l.checks[i];
      }
      return undefined;
    }
    if (!l.index) {
      l.index = new Map();
      for (let i = 0; i < n; i++) l.index.set(l.actions[i]!, l.checks[i]!);
    }
    return l.index.get(action);
  }

  /** Performs an action, or refuses it (naming the rule) and leaves the state exactly as it was.
   *  An engine fault midway is refused too: the game is rebuilt from its origin and its actions,
   *  so a half-done action never stays in the state. */
  perform(action: A): PerformResult<E["state"]["log"][number]> {
    // A listed action (every action of a random game) without a record of its check made for it.
    const listed = this.listedCheck(action);
    const c = listed ? null : this.checkedAnew(action);
    this.listed = null; // a listed check runs once
    if (c !== null && "error" in c) return { ok: false, error: c.error };
    const checked = listed ?? c!.checked;
    if ("error" in checked) return { ok: false, error: checked.error };
    const start = this.state.log.length;
    const dropped = this.state.logDropped ?? 0;
    try {
      carryOut(this.engine, checked);
    } catch (err) {
      if (!this.rollback()) throw err;
      return { ok: false, error: `internal engine error (${(err as Error).message}); the action was not carried out and the game is as it was` };
    }
    // A listed action is the engine's own object (deep-frozen, plain data): kept as it is; any
    // other was normalised into a fresh object, so the caller changing his later can't change the
    // replay log, and what else came with it never reaches it.
    this.actions.push(listed ? action : c!.a);
    // With the log kept as a ring, the action's first events may have been let go already.
    return { ok: true, events: this.state.log.slice(Math.max(0, start - ((this.state.logDropped ?? 0) - dropped))) };
  }

  /** Whether an action would be accepted now, and whether its cost would be paid in full (an
   *  action that can't be paid in full may be legal and fail when it resolves). Changes nothing. */
  check(action: A): { ok: true; fullyPaid: boolean } | { ok: false; error: string } {
    // A listed action (asked of every listed one by a random agent): its check as it was listed.
    const listed = this.listedCheck(action);
    if (listed) return "error" in listed ? { ok: false, error: listed.error } : listed.fullyPaid === false ? UNPAID : PAID;
    const c = this.checkedAnew(action);
    if ("error" in c) return { ok: false, error: c.error };
    return "error" in c.checked ? { ok: false, error: c.checked.error } : { ok: true, fullyPaid: c.checked.fullyPaid ?? true };
  }

  pending(): Decision | null {
    return this.state.pending;
  }
  priority(): PlayerId | null {
    return this.state.priority;
  }
  result(): GameResult | null {
    return this.state.result;
  }

  /** A game to try actions on: the same engine context (read-only data shared), a copied state,
   *  no origin (so no rollback: a fault rethrows). */
  fork(): this {
    const engine = { ...this.engine, state: this.engine.rules.copyState(this.engine.state) };
    const Same = this.constructor as new (engine: E, origin: null) => this;
    return new Same(engine, null);
  }

  /** A fresh engine at this game's origin; null when it has none (a lookahead copy). Each game
   *  says how it begins (options, a position, a save). */
  protected restart(): E | null {
    return null;
  }

  /** Puts the state back to what it was after the last successful action. False when this game
   *  can't be rebuilt (a lookahead copy). */
  private rollback(): boolean {
    const engine = this.restart();
    if (!engine) return false;
    const again = new CoreGame<E, A>(engine, null);
    // The rebuild keeps the live game's log ring (bulk play).
    if (this.state.logLimit !== undefined) engine.state.logLimit = this.state.logLimit;
    // A rebuild that drifts (an action it once accepted refused now) would be another game: the
    // fault is rethrown instead.
    for (const a of this.actions) if (!again.perform(a).ok) return false;
    this.engine.state = again.engine.state;
    this.listed = null;
    return true;
  }
}

/** An accepted check's answer, shared (frozen): a random agent asks it of most listed actions. */
const PAID: { ok: true; fullyPaid: boolean } = Object.freeze({ ok: true, fullyPaid: true });
const UNPAID: { ok: true; fullyPaid: boolean } = Object.freeze({ ok: true, fullyPaid: false });

/** Listed actions searched in place for their check, at most; a longer listing gets an index. */
const SEARCHED = 48;

/** Freezes an action and what it holds (its lists and targets), so the object the engine listed is
 *  the one it performs and logs. */
function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object") {
    Object.freeze(x);
    const o = x as Record<string, unknown>;
    for (const k in o) {
      const v = o[k];
      if (v && typeof v === "object" && !Object.isFrozen(v)) deepFreeze(v);
    }
  }
  return x;
}
