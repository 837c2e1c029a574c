// Shards by seed range and their deterministic merge (apps/queue/shards.ts), and the queue's URL.
import { describe, expect, it } from "vitest";
import { mergeShards, shardsOf, type GameGroup } from "../../apps/queue/shards.ts";
import { parseQueueUrl, queueSettings } from "../../apps/queue/connection.ts";
import type { GameRecord, SimContext } from "../../apps/sim/game.ts";

const ctx = (name: string) => ({ decks: [[name], [name]] }) as unknown as SimContext;
const specs = (n: number, seed: number) => Array.from({ length: n }, (_, i) => ({ index: i, seed: seed + i, first: (i % 2) as 0 | 1 }));
const record = (index: number, seed: number) => ({ index, seed }) as GameRecord;

describe("shards", () => {
  const groups: GameGroup[] = [
    { ctx: ctx("a"), specs: specs(5, 10) },
    { ctx: ctx("b"), specs: specs(2, 100) },
  ];

  it("split each group into runs of at most N consecutive seeds", () => {
    const shards = shardsOf(groups, 2);
    // 5 games: 2 + 2 + 1; 2 games: 2.
    expect(shards.map((s) => [s.group, s.specs.map((x) => x.seed)])).toEqual([
      [0, [10, 11]],
      [0, [12, 13]],
      [0, [14]],
      [1, [100, 101]],
    ]);
  });

  it("merge back in seed order whatever order the shards finished in", () => {
    const shards = shardsOf(groups, 2);
    const results = shards.map((s) => s.specs.map((x) => record(x.index, x.seed)));
    const merged = mergeShards(groups, shards, results);
    expect(merged).toEqual([[10, 11, 12, 13, 14].map((seed, i) => record(i, seed)), [record(0, 100), record(1, 101)]]);
  });

  it("a failed shard fails its group only", () => {
    const shards = shardsOf(groups, 2);
    const results = shards.map((s, k) => (k === 1 ? { failed: "its worker died three times" } : s.specs.map((x) => record(x.index, x.seed))));
    const merged = mergeShards(groups, shards, results);
    expect(merged[0]).toEqual({ failed: "its worker died three times" });
    expect(merged[1]).toEqual([record(0, 100), record(1, 101)]);
  });

  it("a shard answering other games is refused, never merged", () => {
    const shards = shardsOf(groups, 2);
    const results = shards.map((s) => s.specs.map((x) => record(x.index, x.seed + 1)));
    expect(() => mergeShards(groups, shards, results)).toThrow(/answered game 0 \(seed 11\) for game 0 \(seed 10\)/);
  });
});

describe("--queue URL", () => {
  it("reads host, port and database", () => {
    expect(parseQueueUrl("redis://127.0.0.1:6390/2")).toEqual({ host: "127.0.0.1", port: 6390, db: 2 });
    expect(parseQueueUrl("redis://queue.example")).toEqual({ host: "queue.example", port: 6379, db: 0 });
    expect(parseQueueUrl("redis://judge:s%40cret@10.0.0.5:7000")).toEqual({ host: "10.0.0.5", port: 7000, db: 0, username: "judge", password: "s@cret" });
  });

  it("refuses what isn't a redis:// URL, saying so", () => {
    expect(parseQueueUrl("127.0.0.1:6379")).toHaveProperty("error");
    expect(parseQueueUrl("http://127.0.0.1:6379")).toEqual({ error: '--queue takes a redis:// URL, not "http://127.0.0.1:6379"' });
    expect(parseQueueUrl("redis://127.0.0.1:6379/x")).toHaveProperty("error");
  });

  it("--shard-size is a whole number of at least 1", () => {
    expect(queueSettings("redis://127.0.0.1:6390", "5", "0.1.0")).toEqual({ address: { host: "127.0.0.1", port: 6390, db: 0 }, version: "0.1.0", shardSize: 5 });
    expect(queueSettings("redis://127.0.0.1:6390", "0", "0.1.0")).toEqual({ error: '--shard-size must be a whole number of at least 1, not "0"' });
    expect(queueSettings("redis://127.0.0.1:6390", "2.5", "0.1.0")).toHaveProperty("error");
  });
});
