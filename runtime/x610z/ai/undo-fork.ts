// A lookahead copy that doesn't copy the cards. A full copy (core/lookahead.ts forkGame,
// copy.ts copyState) spends most of its time on the card table (110 cards in a starter game, a
// handful of which a lookahead changes). This copy holds a copy of everything else but the very
// card table and card objects of its parent, and notes each card as it was before the copy first
// changes it; `release` puts those cards back, so the parent is exactly as it was.
//
// Cards change only where events are applied (events.ts apply; cards are made only at setup), and
// the copy's rules apply its events, so the copy notes a card before an event reaches it: the
// card the event names (`card`), the card an Effect is fixed to (`on`) and the card the named one
// was fixed on (detached). An event type this file doesn't know notes every card first (slower,
// never wrong). test/ai/undo-fork.test.ts plays many lookaheads and checks the parent afterwards.
//
// While a copy is out its parent must not act (the parent's cards are the copy's), and a copy of
// a copy is released before its parent. Keeping the same card objects also keeps the checks
// (core/game.ts) that hold a card of the parent valid.
import { carryOut } from "../../core/loop.ts";
import { getOwn } from "../../core/own.ts";
import type { Engine } from "../cards.ts";
import { copyStateSharingCards } from "../copy.ts";
import { inheritLethalCheck } from "../damage.ts";
import { Game } from "../game.ts";
import type { Action, CardId, CardState, PerformResult } from "../types.ts";

/** X610Z events that change no card (events.ts apply). The core's own events (the stack,
 *  priority, modifiers, decisions) never reach apply and change no card either. */
const NO_CARD = new Set([
  "shuffled",
  "pool",
  "phase",
  "phaseEnds",
  "turnInfo",
  "extraTurn",
  "skip",
  "startDot",
  "attacks",
  "moves",
  "isCast",
  "castEffectCard",
  "isDestroyed",
  "destroysSummon",
  "comesIntoPlay",
  "leavesPlay",
  "phaseBegins",
  "draws",
  "conceded",
  "shown",
]);

/** Events that change the card they name, the card `on` an Effect is fixed to, and the card the
 *  named one was fixed on. */
const ON_CARD = new Set(["cardMoved", "fixed", "permanentState", "isDealtDamage", "healed", "counters", "pawnMoved", "controlChanged"]);

interface Saved {
  card: CardState;
  /** The card's fields as they were (its attached list by reference: `attached` holds its items). */
  fields: CardState;
  attached: CardId[];
}

/** The cards a copy changed, as they were before. */
class Journal {
  private readonly saved = new Map<CardId, Saved>();
  private everything = false;

  constructor(private readonly cards: Record<CardId, CardState>) {}

  /** Notes what `ev` may change before it is applied. */
  before(ev: { type: string; card?: unknown; on?: unknown }): void {
    if (this.everything || NO_CARD.has(ev.type)) return;
    if (!ON_CARD.has(ev.type)) {
      for (const id of Object.keys(this.cards)) this.save(id);
      this.everything = true;
      return;
    }
    if (typeof ev.card === "string") {
      this.save(ev.card);
      const fixedOn = getOwn(this.cards, ev.card)?.fixedOn;
      if (fixedOn) this.save(fixedOn);
    }
    if (typeof ev.on === "string") this.save(ev.on);
  }

  private save(id: CardId): void {
    if (this.saved.has(id)) return;
    const card = getOwn(this.cards, id);
    if (card) this.saved.set(id, { card, fields: { ...card }, attached: card.attached.slice() });
  }

  /** Puts every noted card back as it was: the same fields (one added since removed), the same
   *  attached list with the same items. */
  restore(): void {
    for (const { card, fields, attached } of this.saved.values()) {
      const rec = card as unknown as Record<string, unknown>;
      for (const k in rec) if (!Object.hasOwn(fields, k)) delete rec[k];
      Object.assign(card, fields);
      card.attached.length = 0;
      for (const id of attached) card.attached.push(id);
    }
    this.saved.clear();
    this.everything = false;
  }
}

/** A copy of `parent` to try actions on, sharing its cards until `release`. */
export interface UndoFork {
  game: Game;
  /** Puts the parent's cards back; the copy must not be used afterwards. */
  release(): void;
}

/** What a lookahead's perform answers (nothing reads its events). */
const DONE: PerformResult = { ok: true, events: [] };

/**
 * The game a lookahead plays on. Its actions come from the agent (built from known fields) or from
 * the engine's listing (frozen plain data), never from outside: each is checked as it is, without
 * the core's normalising copy (core/game.ts normalized), and not kept for a replay (a copy has no
 * origin to replay from). Checked, then carried out as core/game.ts perform does (core/loop.ts carryOut); a fault
 * while checking refuses the action, a fault while running is thrown (no rollback, as for any copy).
 */
class LookaheadGame extends Game {
  override perform(action: Action): PerformResult {
    const E = this.engine;
    let checked;
    try {
      checked = E.rules.check(E, action);
    } catch (err) {
      return { ok: false, error: `internal engine error (${(err as Error).message}); the action was not carried out and the game is as it was` };
    }
    if ("error" in checked) return { ok: false, error: checked.error };
    carryOut(E, checked);
    return DONE;
  }
}

export function undoFork(parent: Game): UndoFork {
  const E = parent.engine;
  const journal = new Journal(E.state.cards);
  const rules = E.rules;
  const state = copyStateSharingCards(E.state);
  inheritLethalCheck(E.state, state);
  const engine: Engine = {
    ...E,
    state,
    rules: {
      ...rules,
      apply: (X, ev) => {
        journal.before(ev);
        rules.apply(X, ev);
      },
    },
  };
  return { game: new LookaheadGame(engine, null), release: () => journal.restore() };
}

/** `fn` on an undo fork of `parent`, released however `fn` ends. */
export function withUndoFork<T>(parent: Game, fn: (game: Game) => T): T {
  const f = undoFork(parent);
  try {
    return fn(f.game);
  } finally {
    f.release();
  }
}
