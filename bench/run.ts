// `npm run bench [-- --json] [-- --only=NAME,...]`: every figure is a ratio against a baseline measured in the same
// process, never a wall-clock threshold. Each bench/<name>.bench.ts exports `bench`. `--only` (or
// `--only NAME,...`) names the benches to run; NAME:ROW runs only that row of a bench that has rows
// (the compile bench's: build, text, cache, memory), e.g. `--only compile:text,compile:cache`.
// Each bench runs in a child process of its own (`--child`), so that no bench pays for the heap or
// the compiled code another one left behind: a bench's figure and its baseline share one process.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { benches as all } from "./index.ts";

export interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  ratio: number;
}

const json = process.argv.includes("--json");
const child = process.argv.includes("--child");
const at = process.argv.indexOf("--only");
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length) ?? (at >= 0 ? process.argv[at + 1] : undefined);
/** The benches named, each with the rows named (undefined: all its rows). */
const wanted = new Map<string, Set<string> | undefined>();
for (const item of only?.split(",") ?? []) {
  const [name = "", row] = item.split(":");
  if (row === undefined) wanted.set(name, undefined);
  else if (!wanted.has(name) || wanted.get(name) !== undefined) wanted.set(name, new Set([...(wanted.get(name) ?? []), row]));
}
const passOn = process.argv.slice(2).filter((a, i, args) => !a.startsWith("--only") && args[i - 1] !== "--only" && a !== "--json" && a !== "--child");
const figures: Figure[] = [];
for (const bench of all) {
  if (only && !wanted.has(bench.name)) continue;
  let out: Figure[];
  if (child) out = await bench.run(wanted.get(bench.name));
  else {
    if (!json) process.stderr.write(`running ${bench.name} ...\n`);
    const rows = wanted.get(bench.name);
    const item = rows ? [...rows].map((r) => `${bench.name}:${r}`).join(",") : bench.name;
    const stdout = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--child", "--json", `--only=${item}`, ...passOn], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 16 << 20,
    });
    out = JSON.parse(stdout) as Figure[];
  }
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
