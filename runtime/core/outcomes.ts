// Winning and losing with sides (a player alone, or a team): the players of a side win and lose
// together; every side losing at once is a draw; with three or more sides a losing side leaves and
// the others play on, and with placings a winning side takes the next place and leaves too.
// (X610Z 106.1-106.3; the game decides when someone wins or loses, the core what follows.)
import { emit } from "./events.ts";
import { nextPlayer, playerState } from "./players.ts";
import type { CoreEngine } from "./rules.ts";
import type { PlayerId } from "./state.ts";

function sideOf(E: CoreEngine, p: PlayerId): string {
  return playerState(E, p).team ?? `player:${p}`;
}

/** These players lose; their teammates lose with them and, when one side is left, it wins; when
 *  every side loses at once it is a draw (106.1a, 106.1b, 106.3). */
export function lose(E: CoreEngine, players: PlayerId[], reason: string): void {
  const s = E.state;
  if (s.result) return;
  const losing = players.filter((p) => !playerState(E, p).out);
  if (losing.length === 0) return;
  const sides = new Set(losing.map((p) => sideOf(E, p)));
  const all = s.players.map((p) => p.id);
  const left = new Set(s.players.filter((p) => !p.out && !sides.has(sideOf(E, p.id))).map((p) => sideOf(E, p.id)));
  const losingSide = all.filter((p) => sides.has(sideOf(E, p)));
  if (left.size >= 2) {
    // 100.1b, 106.1: three or more sides play casual: the losing side is out and the others play on.
    emit(E, { type: "sideFinished", players: losingSide, won: false });
    eliminate(E, losingSide);
    return;
  }
  if (left.size === 0) {
    emit(E, { type: "gameOver", result: { winners: [], losers: [], draw: true, reason, ...placesAfter(E, [], [losingSide]) } });
    return;
  }
  const lastSide = all.filter((p) => left.has(sideOf(E, p)));
  endGame(E, lastSide, reason, placesAfter(E, [lastSide], [losingSide]));
}

/** This player wins; his teammates win with him, everyone else loses (106.2, 106.1b). */
export function win(E: CoreEngine, player: PlayerId, reason: string): void {
  const s = E.state;
  if (s.result || playerState(E, player).out) return;
  const side = sideOf(E, player);
  const all = s.players.map((p) => p.id);
  const winning = all.filter((p) => sideOf(E, p) === side);
  const others = new Set(s.players.filter((p) => !p.out && sideOf(E, p.id) !== side).map((p) => sideOf(E, p.id)));
  if (s.placings && others.size >= 2) {
    // 106.1 placings: this side takes the next place and leaves; the others play on for the rest.
    emit(E, { type: "sideFinished", players: winning, won: true });
    eliminate(E, winning);
    return;
  }
  // The other sides still in the game finish below, in seating order from the winner.
  const rest = [...others].map((o) => all.filter((p) => sideOf(E, p) === o));
  endGame(E, winning, reason, placesAfter(E, [winning], rest));
}

/** The game ends with nobody winning: every side still in it draws (the loop rule, progress.ts).
 *  With placings they share the next place. */
export function drawGame(E: CoreEngine, reason: string): void {
  const s = E.state;
  if (s.result) return;
  const left = s.players.filter((p) => !p.out).map((p) => p.id);
  emit(E, { type: "gameOver", result: { winners: [], losers: [], draw: true, reason, ...placesAfter(E, [left], []) } });
}

/** The game's end: `side` wins (with placings, the side in first place). */
function endGame(E: CoreEngine, side: PlayerId[], reason: string, places: { places?: PlayerId[][] }): void {
  const s = E.state;
  const first = s.placings && s.places.length > 0 ? s.places[0]! : side;
  const all = s.players.map((p) => p.id);
  emit(E, { type: "gameOver", result: { winners: all.filter((p) => first.includes(p)), losers: all.filter((p) => !first.includes(p)), draw: false, reason, ...places } });
}

/** With placings: the sides in finishing order: those that won earlier, then `top` (finishing
 *  now, best first), then `bottom` (losing now), then those out earlier, last out first. */
function placesAfter(E: CoreEngine, top: PlayerId[][], bottom: PlayerId[][]): { places?: PlayerId[][] } {
  const s = E.state;
  if (!s.placings) return {};
  return { places: [...s.places, ...top, ...bottom, ...[...s.outOrder].reverse()].filter((side) => side.length > 0) };
}

/** Takes players out of a game that goes on: the rest of a resolution of theirs under way is not
 *  done, their stack entries and waiting triggers go, their objects leave (the game says how),
 *  priority moves on if it was theirs, and a pending question is asked again of whoever is left. */
function eliminate(E: CoreEngine, ids: PlayerId[]): void {
  const s = E.state;
  const gone = new Set(ids);
  for (const p of ids) if (!playerState(E, p).out) emit(E, { type: "eliminated", player: p });
  // Its tasks above the resolve task go (the resolve task finds its entry gone and ends).
  const resolving = s.agenda.findIndex((t) => t.t === "resolve" && s.stack.some((e) => e.id === (t as { entry: number }).entry && gone.has(e.player)));
  if (resolving >= 0) s.agenda.length = resolving + 1;
  for (const e of [...s.stack]) {
    if (!gone.has(e.player)) continue;
    E.rules.cancelEntry(E, e);
    emit(E, { type: "stackRemoved", id: e.id, outcome: "cancelled" });
  }
  E.rules.removeObjectsOf(E, gone);
  // After the objects left: their leaving may have triggered abilities of theirs.
  for (const w of [...s.waiting]) if (gone.has(w.controller)) emit(E, { type: "triggered", trigger: w, add: false });
  if (s.priority !== null && gone.has(s.priority)) emit(E, { type: "priority", player: nextPlayer(E, s.priority) });
  // Triggers being stacked are chosen anew from what still waits (their indexes moved).
  for (const t of s.agenda) {
    if (t.t === "stackTriggers") Object.assign(t, { picked: -1, targets: [], answer: null });
  }
  // A concession can come while someone must decide (106.3): the question is withdrawn and the
  // task that asked it asks again, of whoever is still in the game, or goes on without it.
  if (s.pending) emit(E, { type: "decision", decision: null });
}
