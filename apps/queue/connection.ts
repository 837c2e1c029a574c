// The queue's address: `redis://[user:password@]HOST:PORT[/DB]` as the CLI takes it, turned into
// BullMQ's connection options. One queue name and key prefix for all of Orrery's games.
export const QUEUE_NAME = "games";
export const QUEUE_PREFIX = "orrery";

export interface RedisAddress {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
}

/** The address in a `redis://` URL, or a sentence saying what is wrong with it. */
export function parseQueueUrl(text: string): RedisAddress | { error: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: `--queue takes a URL such as redis://127.0.0.1:6379, not "${text}"` };
  }
  if (url.protocol !== "redis:") return { error: `--queue takes a redis:// URL, not "${text}"` };
  if (url.hostname === "") return { error: `--queue: "${text}" names no host` };
  const port = url.port === "" ? 6379 : Number(url.port);
  const dbText = url.pathname.replace(/^\//, "");
  if (!/^\d*$/.test(dbText)) return { error: `--queue: the database in "${text}" must be a number` };
  const address: RedisAddress = { host: url.hostname.replace(/^\[|\]$/g, ""), port, db: dbText === "" ? 0 : Number(dbText) };
  if (url.username) address.username = decodeURIComponent(url.username);
  if (url.password) address.password = decodeURIComponent(url.password);
  return address;
}

/** BullMQ connection options: workers need maxRetriesPerRequest null (blocking commands). */
export function connectionOf(a: RedisAddress) {
  return { ...a, maxRetriesPerRequest: null, enableOfflineQueue: true };
}

/** Throws a one-line error when Redis doesn't answer within `ms` (BullMQ itself would wait forever),
 *  or hasn't the database the address names (ioredis would go on with database 0, silently). */
export async function checkReachable(a: RedisAddress, ms = 5000): Promise<void> {
  const { Redis } = await import("ioredis");
  const { db, ...rest } = a;
  const client = new Redis({ ...rest, lazyConnect: true, connectTimeout: ms, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  client.on("error", () => undefined);
  try {
    try {
      await client.connect();
      await client.ping();
    } catch (err) {
      throw new Error(`can't reach Redis at ${a.host}:${a.port}: ${(err as Error).message}`);
    }
    try {
      await client.select(db);
    } catch (err) {
      throw new Error(`Redis at ${a.host}:${a.port} has no database ${db} (${(err as Error).message})`);
    }
  } finally {
    client.disconnect();
  }
}

/** What `--queue URL --shard-size N` ask for, as the CLI's sim and judge take them. */
export interface QueueSettings {
  address: RedisAddress;
  version: string;
  shardSize: number;
}

/** The queue settings of `--queue` and `--shard-size`, or the usage error to print. */
export function queueSettings(url: string, shardSizeText: string, version: string): QueueSettings | { error: string } {
  const address = parseQueueUrl(url);
  if ("error" in address) return address;
  const shardSize = /^\d+$/.test(shardSizeText.trim()) ? Number(shardSizeText) : NaN;
  if (!(Number.isSafeInteger(shardSize) && shardSize >= 1)) return { error: `--shard-size must be a whole number of at least 1, not "${shardSizeText}"` };
  return { address, version, shardSize };
}
