// Grammar throughput: parseCardFile (lex, parse, CST -> AST, vocabulary lookups, diagnostics) on a
// pool of 30,000 generated cards over the whole language (test/grammar/generate.ts), in files of
// 100 cards. Baseline, in the same process: JSON.parse of the same cards' AST serialised as JSON
// (the same objects, positions included, rebuilt from text by V8's native parser).
//   ratio = value / baseline; for times, how many times slower than JSON.parse.
// Each time is the median of 5 rounds after a warm-up round, so a GC pause or a busy machine
// moves it less.
import { parseCardFile } from "../grammar/index.ts";
import { generateCards } from "../test/grammar/generate.ts";
import type { Bench } from "./index.ts";
import type { Figure } from "./run.ts";

const CARDS = 30_000;
const PER_FILE = 100;
const ROUNDS = 5;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/** Median seconds of `rounds` runs of fn, after one warm-up run. */
function time(fn: () => void, rounds = ROUNDS): number {
  fn();
  const runs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    fn();
    runs.push((performance.now() - t0) / 1000);
  }
  return median(runs);
}

export const bench: Bench = {
  name: "parse",
  async run(): Promise<Figure[]> {
    const cards = generateCards(CARDS, 2026);
    const files: string[] = [];
    for (let i = 0; i < cards.length; i += PER_FILE) files.push(cards.slice(i, i + PER_FILE).join("\n"));
    const textBytes = files.reduce((n, f) => n + Buffer.byteLength(f), 0);

    // The baseline's input: each file's AST as JSON; checked to hold every card, no diagnostic.
    const jsons = files.map((f, i) => {
      const { cards: ast, diagnostics } = parseCardFile(f, `pool-${i}.card`);
      if (diagnostics.length > 0 || ast.length !== PER_FILE) throw new Error(`pool file ${i} does not parse cleanly`);
      return JSON.stringify(ast);
    });
    const jsonBytes = jsons.reduce((n, j) => n + Buffer.byteLength(j), 0);

    let sink = 0;
    const parse = time(() => {
      for (const [i, file] of files.entries()) sink += parseCardFile(file, `pool-${i}.card`).cards.length;
    });
    const json = time(() => {
      for (const j of jsons) sink += (JSON.parse(j) as unknown[]).length;
    });
    if (sink === 0) throw new Error("nothing parsed");

    const mb = (bytes: number, s: number) => bytes / 1e6 / s;
    return [
      {
        name: `parse ${CARDS.toLocaleString("en")} cards (${files.length} files): time (baseline: JSON.parse of their AST)`,
        value: parse,
        unit: "s",
        baseline: json,
        ratio: parse / json,
      },
      {
        name: "parse: cards per second (baseline: JSON.parse of their AST)",
        value: CARDS / parse,
        unit: "cards/s",
        baseline: CARDS / json,
        ratio: json / parse,
      },
      {
        name: `parse: MB of card text per second (baseline: MB of AST JSON per second; ${(jsonBytes / textBytes).toFixed(1)}x the text)`,
        value: mb(textBytes, parse),
        unit: "MB/s",
        baseline: mb(jsonBytes, json),
        ratio: mb(textBytes, parse) / mb(jsonBytes, json),
      },
    ];
  },
};
