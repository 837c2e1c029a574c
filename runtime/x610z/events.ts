// X610Z's events: `emit` is the core's (core/events.ts: the one place the state changes, the log,
// the trigger index, 207.4b), typed with this game's events; `apply` applies the events the core
// doesn't know; `index` keeps the trigger, static and summon indexes of the permanents in play.
import { emit as coreEmit, listen, unlisten } from "../core/events.ts";
import type { Ability } from "./abilities.ts";
import { triggerEventType } from "./effects/triggers.ts";
import { defOf, isSummonDef, type Engine, cardIn } from "./cards.ts";
import type { CardId, CardState, GameEvent, GameState } from "./types.ts";

export const emit: (E: Engine, ev: GameEvent) => void = coreEmit;

/** No counters: one frozen object for every card that has none (replaced, never changed in place),
 *  so reading a card's counters meets one shape, and entering or leaving play makes none. */
export const NO_COUNTERS: CardState["counters"] = Object.freeze({});

/** Applies one of X610Z's own events to the state, in place (GameRules.apply). Pure data in, no
 *  decisions: replaying the same events on the same initial state gives the same state. */
export function apply(E: Engine, ev: GameEvent): void {
  const s = E.state;
  switch (ev.type) {
    case "shuffled":
      player(s, ev.player).zones.deck = ev.deck.slice();
      s.rng = ev.rng.slice();
      return;
    case "cardMoved": {
      const c = cardIn(s, ev.card);
      const fromList = player(s, ev.from.player).zones[ev.from.zone];
      const i = fromList.indexOf(ev.card);
      if (i >= 0) fromList.splice(i, 1);
      const toList = player(s, ev.to.player).zones[ev.to.zone];
      if (ev.top) toList.unshift(ev.card);
      else toList.push(ev.card);
      const wasInPlay = ev.from.zone === "play";
      const nowInPlay = ev.to.zone === "play";
      c.zone = ev.to.zone;
      c.controller = ev.controller;
      if (wasInPlay && !nowInPlay && ev.from.player !== c.owner) c.leftPlayUnder = ev.from.player;
      else delete c.leftPlayUnder;
      if (wasInPlay && !nowInPlay) {
        unindex(E, c.id);
        if (c.fixedOn) detach(s, c.id);
        c.state = "reactivated";
        c.deactivated = false;
        c.damage = 0;
        c.counters = NO_COUNTERS; // counters are replaced, never changed in place (copy.ts shares them)
        c.at = null;
        c.caster = null;
        c.chosenPlayer = null;
      }
      if (nowInPlay && !wasInPlay) {
        c.state = "reactivated";
        c.deactivated = false;
        c.damage = 0;
        c.at = ev.at ?? null;
        c.since = s.nextId++;
        c.controlSince = c.since;
        const d = defOf(E, c);
        c.counters = d.counters ? Object.freeze({ ...d.counters }) : NO_COUNTERS;
        index(E, c.id);
      }
      if (ev.caster !== undefined) c.caster = ev.caster;
      else if (!nowInPlay && ev.to.zone !== "cast") c.caster = null;
      return;
    }
    case "fixed": {
      const c = cardIn(s, ev.card);
      if (c.fixedOn) detach(s, c.id); // 214.4 fixed anew
      c.fixedOn = ev.on;
      c.caster = ev.caster;
      if (ev.chosenPlayer !== undefined) c.chosenPlayer = ev.chosenPlayer;
      if (ev.on !== null) cardIn(s, ev.on).attached.push(ev.card);
      return;
    }
    case "permanentState": {
      const c = cardIn(s, ev.card);
      c.state = ev.state;
      c.deactivated = ev.deactivated;
      return;
    }
    case "isDealtDamage":
      cardIn(s, ev.card).damage += ev.amount;
      return;
    case "healed":
      cardIn(s, ev.card).damage -= ev.amount;
      return;
    case "counters":
      cardIn(s, ev.card).counters = Object.freeze({ ...cardIn(s, ev.card).counters, [ev.counter]: ev.n });
      return;
    case "pawnMoved":
      cardIn(s, ev.card).at = ev.path[ev.path.length - 1]!;
      return;
    case "controlChanged": {
      const c = cardIn(s, ev.card);
      const from = player(s, ev.from).zones.play;
      from.splice(from.indexOf(c.id), 1);
      player(s, ev.to).zones.play.push(c.id);
      c.controller = ev.to;
      c.controlSince = s.nextId++;
      return;
    }
    case "pool":
      player(s, ev.player).pool = { ...ev.pool };
      return;
    case "phase":
      s.turn = { active: ev.active, phase: ev.phase, number: ev.number, endTriggers: false };
      return;
    case "phaseEnds":
      s.turn.endTriggers = true;
      return;
    case "turnInfo":
      s.turnInfo = ev.info;
      return;
    case "extraTurn":
      if (ev.add) s.extraTurns.push(ev.player);
      else s.extraTurns.splice(s.extraTurns.lastIndexOf(ev.player), 1);
      return;
    case "skip":
      if (ev.add) s.skips.push({ player: ev.player, phase: ev.phase });
      else s.skips.splice(indexOfSkip(s, ev.player, ev.phase), 1);
      return;
    case "startDot":
      player(s, ev.player).start = ev.dot;
      return;
    // Trigger events and records: nothing to change.
    case "attacks":
    case "moves":
    case "isCast":
    case "castEffectCard":
    case "isDestroyed":
    case "destroysSummon":
    case "comesIntoPlay":
    case "leavesPlay":
    case "phaseBegins":
    case "draws":
    case "conceded":
    case "shown":
      return;
  }
}

/** A loop in a function of its own: a closure over `ev` in apply would allocate its context at
 *  every event applied. */
function indexOfSkip(s: GameState, player: string, phase: string): number {
  for (let i = 0; i < s.skips.length; i++) if (s.skips[i]!.player === player && s.skips[i]!.phase === phase) return i;
  return -1;
}

/** Two waiting triggers are the same one: the same ability of the same card for the same subject. */
export function sameTrigger(a: { card: string; ability: number; subject: string | null }, b: typeof a): boolean {
  return a.card === b.card && a.ability === b.ability && a.subject === b.subject;
}

function player(s: GameState, id: string) {
  for (const p of s.players) if (p.id === id) return p;
  throw new Error(`no player "${id}"`);
}

function detach(s: GameState, id: CardId): void {
  const c = cardIn(s, id);
  const on = s.cards[c.fixedOn!];
  if (on) on.attached = on.attached.filter((x) => x !== id);
  c.fixedOn = null;
}

/** Whether a continuous ability reaches beyond its own card and the card it is fixed on, so
 *  game-wide lookups (cost modifiers, "all Summons ...") must see it. */
function isStatic(a: Ability): boolean {
  if (a.kind !== "continuous") return false;
  return a.effects.some((e) => e.op === "costModifier" || e.op === "actionCostModifier" || ("what" in e && typeof e.what === "object" && e.what.ref === "all"));
}

/** Adds a permanent that came into play to the trigger and static indexes. */
export function index(E: Engine, id: CardId): void {
  const s = E.state;
  const abilities = defOf(E, id).abilities;
  for (const a of abilities) {
    if (a.kind === "triggered") listen(s, triggerEventType(a.trigger), id);
  }
  if (abilities.some(isStatic) && !s.index.statics.includes(id)) s.index.statics.push(id);
  if (isSummonDef(defOf(E, id)) && !s.index.summons.includes(id)) s.index.summons.push(id);
}

function unindex(E: Engine, id: CardId): void {
  const s = E.state;
  for (const a of defOf(E, id).abilities) {
    if (a.kind === "triggered") unlisten(s, triggerEventType(a.trigger), id);
  }
  const j = s.index.statics.indexOf(id);
  if (j >= 0) s.index.statics.splice(j, 1);
  const k = s.index.summons.indexOf(id);
  if (k >= 0) s.index.summons.splice(k, 1);
}
