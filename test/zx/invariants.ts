// The invariants of a Z/X game that hold after every action (the property test and
// bench/zx-property.ts check them).
import { power } from "../../runtime/zx/power.ts";
import type { ZxGame } from "../../runtime/zx/game.ts";
import { playerSquare } from "../../runtime/zx/square.ts";

/** The first invariant broken, or null. */
export function brokenInvariant(game: ZxGame): string | null {
  const s = game.state;
  const E = game.engine;
  // Every card in exactly one zone, the zone its state names, its owner's.
  const seen = new Map<string, number>();
  for (const p of s.players) {
    for (const [zone, ids] of Object.entries(p.zones)) {
      for (const id of ids) {
        seen.set(id, (seen.get(id) ?? 0) + 1);
        const c = s.cards[id];
        if (!c) return `${id} in ${p.id}'s ${zone} is no card`;
        if (c.zone !== zone) return `${id} is listed in ${p.id}'s ${zone} but says ${c.zone}`;
        if (c.owner !== p.id) return `${id} (${c.name}) is in ${p.id}'s ${zone} but belongs to ${c.owner}`;
      }
    }
  }
  for (const id of Object.keys(s.cards)) if (seen.get(id) !== 1) return `${id} (${s.cards[id]!.name}) is in ${seen.get(id) ?? 0} zones`;
  // ZX-303.3-303.4: one Z/X a square, never on the opponent's Player Square; only cards on the
  // Square have a square and damage, only they and Resource cards a state (ZX-305.1).
  const squares = new Set<string>();
  for (const c of Object.values(s.cards)) {
    if (c.zone === "square") {
      if (c.at === null) return `${c.id} is on the Square without a square`;
      if (squares.has(c.at)) return `two Z/X on ${c.at}`;
      squares.add(c.at);
      const seat = s.players.find((p) => p.id === c.owner)!.seat;
      if (c.at === playerSquare(seat === 1 ? 2 : 1)) return `${c.owner}'s ${c.name} is on his opponent's Player Square`;
      if (c.damage < 0) return `${c.name} has damage ${c.damage}`;
    } else {
      if (c.at !== null) return `${c.id} (${c.name}) in ${c.zone} has a square`;
      if (c.damage !== 0) return `${c.id} (${c.name}) in ${c.zone} has damage`;
      if (c.sleep && c.zone !== "resource" && c.zone !== "player") return `${c.id} (${c.name}) in ${c.zone} is in Sleep state`;
    }
    if (c.zone === "player" && E.lib[c.name]!.type !== "player") return `${c.name} is no Player card but lies on a Player Square`;
    if (c.zone === "square" && E.lib[c.name]!.type !== "zx") return `${c.name} is no Z/X but is on the Square`;
  }
  // After each check point, when a player may act: Charge at most 4, no Z/X with lethal damage,
  // nobody without Life, nothing in limbo, nothing pending (ZX-801.2, ZX-802).
  if (!s.result && !s.pending && s.priority !== null) {
    if (s.agenda.length) return `a player may act with ${s.agenda.length} task(s) under way`;
    if (s.abilities.length) return `a player may act with ${s.abilities.length} pending abilities`;
    for (const p of s.players) {
      if (p.zones.charge.length > 4) return `${p.id} has ${p.zones.charge.length} cards in his Charge after the rule checks`;
      if (p.zones.life.length === 0) return `${p.id} has no Life after the rule checks and hasn't lost`;
      if (p.zones.limbo.length) return `${p.id} has cards in no zone while a player may act`;
      for (const id of p.zones.square) if (s.cards[id]!.damage >= power(E, id)) return `${s.cards[id]!.name} has damage ${s.cards[id]!.damage} >= Power ${power(E, id)} after the rule checks`;
    }
  }
  // ZX-101.2: a finished game has one winner, or is a draw.
  if (s.result && !(s.result.draw ? s.result.winners.length === 0 : s.result.winners.length === 1)) return `a finished game without one winner nor a draw: ${JSON.stringify(s.result)}`;
  return null;
}
