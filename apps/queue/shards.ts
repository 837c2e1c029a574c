// Work split into shards by seed range: a shard is one game context and a run of consecutive game
// specs. Each game is a pure function of its context and spec (apps/sim/game.ts), so shards can be
// played in any order, on any worker of any machine, and put back together by game index into the
// same records as one thread playing them all.
import type { GameRecord, GameSpec, SimContext } from "../sim/game.ts";

export interface Shard {
  /** Which group of games (a sim, a judge pairing with or without a card) the shard belongs to. */
  group: number;
  ctx: SimContext;
  specs: GameSpec[];
}

/** A group of games to play: one context, its specs in order. */
export interface GameGroup {
  ctx: SimContext;
  specs: readonly GameSpec[];
}

/** The shards of some groups of games, at most `size` games each, in group and seed order. */
export function shardsOf(groups: readonly GameGroup[], size: number): Shard[] {
  const out: Shard[] = [];
  groups.forEach((g, group) => {
    for (let i = 0; i < g.specs.length; i += size) out.push({ group, ctx: g.ctx, specs: g.specs.slice(i, i + size) });
  });
  return out;
}

/** A shard's outcome: its records in spec order, or why it failed. */
export type ShardResult = GameRecord[] | { failed: string };

/** Puts the shards' records back per group, in each group's spec order; a group with a failed shard
 *  gets the failure instead. A shard answering other games than it was given is refused. */
export function mergeShards(groups: readonly GameGroup[], shards: readonly Shard[], results: readonly ShardResult[]): Array<GameRecord[] | { failed: string }> {
  const byGroup: Array<Map<number, GameRecord> | { failed: string }> = groups.map(() => new Map());
  shards.forEach((shard, k) => {
    const got = byGroup[shard.group]!;
    if (!(got instanceof Map)) return;
    const r = results[k];
    if (r === undefined || !Array.isArray(r)) {
      byGroup[shard.group] = { failed: r?.failed ?? `shard ${k} never came back` };
      return;
    }
    if (r.length !== shard.specs.length) throw new Error(`shard ${k} came back with ${r.length} of its ${shard.specs.length} games`);
    r.forEach((rec, i) => {
      const spec = shard.specs[i]!;
      if (rec.index !== spec.index || rec.seed !== spec.seed) throw new Error(`shard ${k} answered game ${rec.index} (seed ${rec.seed}) for game ${spec.index} (seed ${spec.seed})`);
      got.set(rec.index, rec);
    });
  });
  return groups.map((g, gi) => {
    const got = byGroup[gi]!;
    return got instanceof Map ? g.specs.map((s) => got.get(s.index)!) : got;
  });
}
