// The registry of benchmarks: every bench/<name>.bench.ts exports `bench: Bench`.
import { readdirSync } from "node:fs";
import type { Figure } from "./run.ts";

export interface Bench {
  name: string;
  /** `rows`, when given, names the only rows to measure (`--only compile:cache`); a bench whose
   *  rows can't run alone ignores it. */
  run(rows?: ReadonlySet<string>): Promise<Figure[]>;
}

const here = new URL(".", import.meta.url);
export const benches: Bench[] = [];
for (const f of readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts") || f.endsWith(".bench.js"))
  .sort()) {
  const mod = (await import(new URL(f, here).href)) as { bench?: Bench };
  if (mod.bench) benches.push(mod.bench);
}
