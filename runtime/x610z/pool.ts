// The Energy Pool (203): energy added, spent, and emptied as the turn ends (203.4).
import { playerState } from "../core/players.ts";
import type { Cost } from "./abilities.ts";
import { add, subtract } from "./energy.ts";
import { emit } from "./events.ts";
import type { Engine } from "./cards.ts";
import type { PlayerId } from "./types.ts";

export function addToPool(E: Engine, player: PlayerId, energy: Cost, reason: string): void {
  const p = playerState(E, player);
  emit(E, { type: "pool", player, pool: add(p.pool, energy), reason });
}

export function takeFromPool(E: Engine, player: PlayerId, units: Cost, reason: string): void {
  const p = playerState(E, player);
  emit(E, { type: "pool", player, pool: subtract(p.pool, units), reason });
}

export function emptyPool(E: Engine, player: PlayerId): void {
  const pool = playerState(E, player).pool;
  for (const k in pool) {
    // Only a pool holding energy empties (an event): no copy made to find out.
    if (pool[k]! > 0) {
      emit(E, { type: "pool", player, pool: {}, reason: "203.4 turn ends" });
      return;
    }
  }
}
