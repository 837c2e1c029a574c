// Players in turn order, and who is still in the game (a player out of it has no turns, no
// priority, and is nobody's opponent).
import type { CorePlayer, CoreState, PlayerId } from "./state.ts";

type WithPlayers<P extends CorePlayer> = { state: { players: P[] } };

// Plain loops: asked several times per action, a findIndex would make a closure each time.
export function playerIndex(E: { state: CoreState }, id: PlayerId): number {
  const ps = E.state.players;
  for (let i = 0; i < ps.length; i++) if (ps[i]!.id === id) return i;
  return -1;
}

export function playerState<P extends CorePlayer>(E: WithPlayers<P>, id: PlayerId): P {
  const ps = E.state.players;
  for (let i = 0; i < ps.length; i++) if (ps[i]!.id === id) return ps[i]!;
  throw new Error(`no player "${id}"`);
}

/** The player to the left (next in the clockwise list) who is still in the game. */
export function nextPlayer(E: { state: CoreState }, id: PlayerId): PlayerId {
  const ps = E.state.players;
  const i = playerIndex(E, id);
  for (let k = 1; k <= ps.length; k++) {
    const p = ps[(i + k) % ps.length]!;
    if (!p.out) return p.id;
  }
  return id;
}

/** The players still in the game, in turn order from `first` (or from where `first` sits). */
export function playersFrom(E: { state: CoreState }, first: PlayerId): PlayerId[] {
  const ps = E.state.players;
  const i = playerIndex(E, first);
  const out: PlayerId[] = [];
  for (let k = 0; k < ps.length; k++) {
    const p = ps[(i + k) % ps.length]!;
    if (!p.out) out.push(p.id);
  }
  return out;
}

/** How many players are still in the game. */
export function playersInGame(E: { state: CoreState }): number {
  let n = 0;
  for (const p of E.state.players) if (!p.out) n++;
  return n;
}

/** The id the next stack entry, modifier or decision gets; the event that records it advances the
 *  counter (core/events.ts), so ids too change only through events. */
export function nextFreeId(E: { state: CoreState }): number {
  return E.state.nextId;
}
