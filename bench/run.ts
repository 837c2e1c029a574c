// `npm run bench [-- --json] [-- --only NAME[:ROW,...]]`: every figure is a ratio against a baseline
// measured in the same process, never a wall-clock threshold. Each bench/<name>.bench.ts exports
// `bench`. `--only compile` runs the benches whose name holds "compile"; `--only compile:cache,memory`
// only those rows of it (the compile bench's rows: build, text, cache, memory).
import { benches as all } from "./index.ts";

export interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  ratio: number;
}

const json = process.argv.includes("--json");
const at = process.argv.indexOf("--only");
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length) ?? (at >= 0 ? process.argv[at + 1] : undefined);
const [onlyBench, onlyRows] = only?.split(":") ?? [];
const rows = onlyRows ? new Set(onlyRows.split(",")) : undefined;
const figures: Figure[] = [];
for (const bench of all) {
  if (onlyBench && !bench.name.includes(onlyBench)) continue;
  if (!json) process.stderr.write(`running ${bench.name} ...\n`);
  const out = await bench.run(rows);
  figures.push(...out);
  if (!json) {
    for (const f of out) {
      console.log(`${f.name}: ${fmt(f.value)} ${f.unit} (baseline ${fmt(f.baseline)}; ratio ${f.ratio.toFixed(2)})`);
    }
  }
}
if (json) console.log(JSON.stringify(figures, null, 2));

function fmt(n: number): string {
  return Math.abs(n) >= 100 ? n.toFixed(0) : n.toPrecision(3);
}
