// The one place the state changes: `emit` applies a typed event and records it in state.log, then
// offers it to the triggers that listen to its type (207.4b; an index by event type, so an event
// costs the listeners it concerns, not every card in play: DESIGN principle 7).
import type { Ability } from "./abilities.ts";
import { triggerEventType } from "./abilities.ts";
import { defOf, isSummonDef, type Engine } from "./cards.ts";
import { collectTriggers } from "./triggers.ts";
import type { CardId, GameEvent, GameState } from "./types.ts";

export function emit(E: Engine, ev: GameEvent): void {
  apply(E, ev);
  E.state.log.push(ev);
  if (E.state.index.listeners[ev.type] || ev.type === "isCast") collectTriggers(E, ev);
}

/** Applies one event to the state, in place. Pure data in, no decisions: replaying the same
 *  events on the same initial state gives the same state. */
export function apply(E: Engine, ev: GameEvent): void {
  const s = E.state;
  switch (ev.type) {
    case "shuffled":
      player(s, ev.player).zones.deck = ev.deck.slice();
      s.rng = ev.rng.slice();
      return;
    case "cardMoved": {
      const c = s.cards[ev.card]!;
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
      if (wasInPlay && !nowInPlay) {
        unindex(E, c.id);
        if (c.fixedOn) detach(s, c.id);
        c.state = "reactivated";
        c.deactivated = false;
        c.damage = 0;
        c.counters = {};
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
        c.counters = { ...(d.counters ?? {}) };
        index(E, c.id);
      }
      if (ev.caster !== undefined) c.caster = ev.caster;
      else if (!nowInPlay && ev.to.zone !== "cast") c.caster = null;
      return;
    }
    case "fixed": {
      const c = s.cards[ev.card]!;
      if (c.fixedOn) detach(s, c.id); // 214.4 fixed anew
      c.fixedOn = ev.on;
      c.caster = ev.caster;
      if (ev.chosenPlayer !== undefined) c.chosenPlayer = ev.chosenPlayer;
      if (ev.on !== null) s.cards[ev.on]!.attached.push(ev.card);
      return;
    }
    case "permanentState": {
      const c = s.cards[ev.card]!;
      c.state = ev.state;
      c.deactivated = ev.deactivated;
      return;
    }
    case "isDealtDamage":
      s.cards[ev.card]!.damage += ev.amount;
      return;
    case "healed":
      s.cards[ev.card]!.damage -= ev.amount;
      return;
    case "counters":
      s.cards[ev.card]!.counters = { ...s.cards[ev.card]!.counters, [ev.counter]: ev.n };
      return;
    case "pawnMoved":
      s.cards[ev.card]!.at = ev.path[ev.path.length - 1]!;
      return;
    case "controlChanged": {
      const c = s.cards[ev.card]!;
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
    case "stackPushed":
      s.stack.push({ ...ev.entry }); // a copy: the logged event stays as it was
      s.nextId = Math.max(s.nextId, ev.entry.id + 1);
      s.passes = 0; // 201.5 passes in a row count from the newest entry (a trigger stacked between passes)
      return;
    case "stackRemoved": {
      const i = s.stack.findIndex((e) => e.id === ev.id);
      if (i >= 0) s.stack.splice(i, 1);
      return;
    }
    case "priority":
      s.priority = ev.player;
      s.passes = 0;
      return;
    case "passed": {
      s.passes += 1;
      // 201.4 the next player clockwise who is still in the game.
      const i = s.players.findIndex((p) => p.id === ev.player);
      for (let k = 1; k <= s.players.length; k++) {
        const next = s.players[(i + k) % s.players.length]!;
        if (!next.out) {
          s.priority = next.id;
          break;
        }
      }
      return;
    }
    case "eliminated":
      player(s, ev.player).out = true;
      return;
    case "sideFinished":
      (ev.won ? s.places : s.outOrder).push([...ev.players]);
      return;
    case "phase":
      s.turn = { active: ev.active, phase: ev.phase, number: ev.number, endTriggers: false };
      return;
    case "phaseEnds":
      s.turn.endTriggers = true;
      return;
    case "modAdded":
      s.mods.push({ ...ev.mod }); // a copy: modChanged changes the state's, not the log's
      s.nextId = Math.max(s.nextId, ev.mod.id + 1);
      return;
    case "modRemoved": {
      const i = s.mods.findIndex((m) => m.id === ev.id);
      if (i >= 0) s.mods.splice(i, 1);
      return;
    }
    case "modChanged": {
      const m = s.mods.find((x) => x.id === ev.id);
      if (m) m.remaining = ev.remaining;
      return;
    }
    case "turnInfo":
      s.turnInfo = ev.info;
      return;
    case "decision":
      s.pending = ev.decision;
      if (ev.decision) s.nextId = Math.max(s.nextId, ev.decision.id + 1);
      return;
    case "answered":
      s.pending = null;
      return;
    case "extraTurn":
      if (ev.add) s.extraTurns.push(ev.player);
      else s.extraTurns.splice(s.extraTurns.lastIndexOf(ev.player), 1);
      return;
    case "skip":
      if (ev.add) s.skips.push({ player: ev.player, phase: ev.phase });
      else s.skips.splice(s.skips.findIndex((k) => k.player === ev.player && k.phase === ev.phase), 1);
      return;
    case "startDot":
      player(s, ev.player).start = ev.dot;
      return;
    case "triggered":
      if (ev.add) s.waiting.push(ev.trigger);
      else {
        const i = s.waiting.findIndex((w) => sameTrigger(w, ev.trigger));
        if (i >= 0) s.waiting.splice(i, 1);
      }
      return;
    case "gameOver":
      s.result = ev.result;
      s.priority = null;
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
    case "conceded":
      return;
  }
}

function sameTrigger(a: { card: string; ability: number; subject: string | null }, b: typeof a): boolean {
  return a.card === b.card && a.ability === b.ability && a.subject === b.subject;
}

function player(s: GameState, id: string) {
  const p = s.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player "${id}"`);
  return p;
}

function detach(s: GameState, id: CardId): void {
  const c = s.cards[id]!;
  const on = s.cards[c.fixedOn!];
  if (on) on.attached = on.attached.filter((x) => x !== id);
  c.fixedOn = null;
}

/** Whether a continuous ability reaches beyond its own card and the card it is fixed on, so
 *  game-wide lookups (cost modifiers, "all Summons ...") must see it. */
function isStatic(a: Ability): boolean {
  if (a.kind !== "continuous") return false;
  return a.effects.some((e) => e.op === "costModifier" || ("what" in e && typeof e.what === "object" && e.what.ref === "all"));
}

/** Adds a permanent that came into play to the trigger and static indexes. */
export function index(E: Engine, id: CardId): void {
  const s = E.state;
  const abilities = defOf(E, id).abilities;
  for (const a of abilities) {
    if (a.kind === "triggered") {
      const type = triggerEventType(a.trigger);
      const list = (s.index.listeners[type] ??= []);
      if (!list.includes(id)) list.push(id);
    }
  }
  if (abilities.some(isStatic) && !s.index.statics.includes(id)) s.index.statics.push(id);
  if (isSummonDef(defOf(E, id)) && !s.index.summons.includes(id)) s.index.summons.push(id);
}

function unindex(E: Engine, id: CardId): void {
  const s = E.state;
  for (const a of defOf(E, id).abilities) {
    if (a.kind !== "triggered") continue;
    const type = triggerEventType(a.trigger);
    const list = s.index.listeners[type];
    if (!list) continue;
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) delete s.index.listeners[type];
  }
  const j = s.index.statics.indexOf(id);
  if (j >= 0) s.index.statics.splice(j, 1);
  const k = s.index.summons.indexOf(id);
  if (k >= 0) s.index.summons.splice(k, 1);
}
