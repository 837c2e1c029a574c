// Z/X's events: `emit` is the core's (core/events.ts: the one place the state changes, the log, the
// offer to triggers) typed with this game's events; `apply` applies the events the core doesn't know.
import { emit as coreEmit } from "../core/events.ts";
import type { ZxEngine } from "./cards.ts";
import type { GameEvent, ZxState } from "./types.ts";

export const emit: (E: ZxEngine, ev: GameEvent) => void = coreEmit;

/** Applies one of Z/X's own events to the state, in place (GameRules.apply). Pure data in, no
 *  decisions: the same events on the same state give the same state. */
export function apply(E: ZxEngine, ev: GameEvent): void {
  const s = E.state;
  switch (ev.type) {
    case "cardMoved": {
      const c = s.cards[ev.card]!;
      const from = zoneList(s, ev.from.player, ev.from.zone);
      const i = from.indexOf(ev.card);
      if (i >= 0) from.splice(i, 1);
      const to = zoneList(s, ev.to.player, ev.to.zone);
      if (ev.top) to.unshift(ev.card);
      else to.push(ev.card);
      // ZX-206.3: a new object, with no damage and no state of the old one; ZX-305.2 Reboot unless said.
      c.zone = ev.to.zone;
      c.at = ev.at ?? null;
      c.sleep = ev.sleep ?? false;
      c.damage = 0;
      c.obj = s.nextId++;
      return;
    }
    case "shuffled":
      playerOf(s, ev.player).zones.deck = ev.deck.slice();
      s.rng = ev.rng.slice();
      return;
    case "deckRefreshed": {
      // ZX-803.1a: every Trash card, in the shuffled order, is the deck; each a new object.
      const p = playerOf(s, ev.player);
      p.zones.trash = [];
      p.zones.deck = ev.deck.slice();
      for (const id of ev.deck) {
        const c = s.cards[id]!;
        c.zone = "deck";
        c.at = null;
        c.sleep = false;
        c.damage = 0;
        c.obj = s.nextId++;
      }
      s.rng = ev.rng.slice();
      return;
    }
    case "firstPlayer":
      s.turn.active = ev.player;
      s.rng = ev.rng.slice();
      return;
    case "slept":
      s.cards[ev.card]!.sleep = ev.sleep;
      return;
    case "damaged":
      s.cards[ev.card]!.damage += ev.amount;
      return;
    case "healed":
      s.cards[ev.card]!.damage -= ev.amount;
      return;
    case "damageRemoved":
      for (const p of s.players) for (const id of p.zones.square) s.cards[id]!.damage = 0;
      return;
    case "phase":
      s.turn = {
        active: ev.active,
        phase: ev.phase,
        number: ev.number,
        step: 0,
        ending: ev.number === s.turn.number ? s.turn.ending : false,
        resourced: ev.number === s.turn.number ? s.turn.resourced : false,
      };
      return;
    case "turnStep":
      s.turn.step = ev.step;
      return;
    case "endingTurn":
      s.turn.ending = true;
      return;
    case "resourced":
      s.turn.resourced = true;
      return;
    case "battle":
      s.battle = ev.battle === null ? null : structuredClone(ev.battle);
      return;
    case "abilityPending":
      if (ev.add) s.abilities.push({ ...ev.pending });
      else {
        const i = s.abilities.findIndex((p) => p.card === ev.pending.card && p.ability === ev.pending.ability && p.obj === ev.pending.obj);
        if (i >= 0) s.abilities.splice(i, 1);
      }
      return;
    case "specials":
      for (const [k, v] of Object.entries(ev.values)) s.specials[k] = { ...v };
      return;
    // Records and trigger events: nothing changes.
    case "revealed":
    case "conceded":
    case "appears":
    case "attacks":
    case "isAttacked":
    case "isDestroyed":
    case "turnEnds":
      return;
    default:
      throw new Error(`Z/X: no such event "${(ev as { type: string }).type}"`);
  }
}

function playerOf(s: ZxState, id: string) {
  const p = s.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player "${id}"`);
  return p;
}

function zoneList(s: ZxState, player: string, zone: keyof ZxState["players"][number]["zones"]): string[] {
  return playerOf(s, player).zones[zone];
}
