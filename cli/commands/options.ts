// Option values the commands read alike: whole numbers, and the job queue's (--queue, --shard-size).
import type { QueueSettings } from "../../apps/queue/connection.ts";

/** A whole number of at least `min`, written in decimal digits, or null. */
export function wholeNumber(text: string, min: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min ? n : null;
}

/** A fraction (0.1) or a percentage (10%) as a fraction, or NaN. */
export function fraction(text: string): number {
  const m = /^(\d+(?:\.\d+)?)(%?)$/.exec(text.trim());
  return m ? Number(m[1]) / (m[2] ? 100 : 1) : NaN;
}

/** The queue's settings from --queue and --shard-size: none without --queue, or the usage error. */
export async function queueOption(url: string | undefined, shardSize: string): Promise<{ queue?: QueueSettings } | { error: string }> {
  if (url === undefined) return {};
  const { queueSettings } = await import("../../apps/queue/connection.ts");
  const { orreryVersion } = await import("./version.ts");
  const settings = queueSettings(url, shardSize, orreryVersion());
  return "error" in settings ? settings : { queue: settings };
}
