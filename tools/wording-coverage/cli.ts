// The command behind `npm run wording:coverage` (main.ts): how much real printed card English the
// card language reads, with its meaning. Flesh and Blood's texts are the yardstick of X610Z, One
// Piece's of Z/X (corpus.ts); frames.ts cuts them into ranked frames, mapping.ts turns each into the
// target game's words or leaves it out with the mechanic it needs, check.ts compiles it and compares
// its meaning. A measurement: the exit code is 0 whatever the share, 2 on bad usage, 1 when the
// texts can't be read.
import { loadFab, loadOnePiece, type Corpus } from "./corpus.ts";
import type { Game } from "./mapping.ts";
import { measure, SOURCE_NAME, type GameResult } from "./measure.ts";

const USAGE = `usage: npm run wording:coverage -- [--game x610z|zx] [--top N] [--json] [--help]

Measures the share of real printed card frames (weighted by the cards that use them) that the card
language reads with their meaning: Flesh and Blood for X610Z, One Piece for Z/X.
  --game G   only one game (x610z or zx); both by default
  --top N    how many of the most common mapped frames to measure (default 300)
  --json     print the whole result as JSON
  --help     this text`;

interface Options {
  games: Game[];
  top: number;
  json: boolean;
}

function parseArgs(argv: readonly string[]): Options | { help: true } | { error: string } {
  const o: Options = { games: ["x610z", "zx"], top: 300, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] = a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--help" || flag === "-h") return { help: true };
    else if (flag === "--json") o.json = true;
    else if (flag === "--game") {
      const g = value();
      if (g !== "x610z" && g !== "zx") return { error: `--game takes x610z or zx, not ${g === undefined ? "nothing" : `"${g}"`}` };
      o.games = [g];
    } else if (flag === "--top") {
      const n = value();
      if (n === undefined || !/^\d+$/.test(n) || Number(n) < 1) return { error: `--top takes a whole number, 1 or more, not ${n === undefined ? "nothing" : `"${n}"`}` };
      o.top = Number(n);
    } else return { error: `unknown option "${a}"` };
  }
  return o;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

function report(r: GameResult, show: number): string {
  const out: string[] = [];
  out.push(`${r.game === "zx" ? "Z/X" : "X610Z"}, measured with ${r.source}: ${r.cards} cards, ${r.frames} frames`);
  out.push(`  read with their meaning: ${pct(r.share)} of the top ${r.measured} mapped frames, weighted by cards (${r.read} of ${r.measured} frames)`);
  const sentences = r.results.filter((x) => !x.tag).length;
  out.push(`  sentence frames alone (timing and cost tags left aside): ${sentences === 0 ? "none among them" : `${pct(r.sentenceShare)} (${sentences} frames)`}`);
  const unmapped = r.results.filter((x) => x.status === "unmapped").length;
  if (unmapped > 0) out.push(`  ${unmapped} of them have no row in the mapping table yet (counted as not read)`);
  out.push(`  most common frames that don't read:`);
  for (const x of r.results.filter((y) => y.status !== "read").slice(0, show)) {
    out.push(`    ${String(x.cards).padStart(4)}  ${x.frame}`);
    if (x.line) out.push(`          as: ${x.line}`);
    out.push(`          ${x.error}`);
  }
  out.push(`  left out (${r.leftOut.length} frames, ${r.leftOut.reduce((s, x) => s + x.cards, 0)} card uses), most common:`);
  for (const x of r.leftOut.slice(0, show)) out.push(`    ${String(x.cards).padStart(4)}  ${x.frame}\n          needs: ${x.mechanic}`);
  return out.join("\n");
}

export interface Output {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
}

/** Runs the command on its arguments; returns the exit code. */
export function run(argv: readonly string[], out: Output): number {
  const o = parseArgs(argv);
  if ("error" in o) {
    out.stderr(`wording:coverage: ${o.error}\n\n${USAGE}\n`);
    return 2;
  }
  if ("help" in o) {
    out.stdout(`${USAGE}\n`);
    return 0;
  }
  const results: GameResult[] = [];
  for (const game of o.games) {
    out.stderr(`wording:coverage: reading ${SOURCE_NAME[game]}...\n`);
    let corpus: Corpus;
    try {
      corpus = game === "zx" ? loadOnePiece() : loadFab();
    } catch (err) {
      // The texts are devDependencies: without them there is nothing to measure.
      out.stderr(`wording:coverage: cannot read ${SOURCE_NAME[game]}: ${(err as Error).message.split("\n")[0]}; run \`npm ci\` (they are devDependencies)\n`);
      return 1;
    }
    let last = -1;
    results.push(
      measure(game, corpus, o.top, (done, total) => {
        const step = Math.floor((10 * done) / total);
        if (step !== last) {
          last = step;
          out.stderr(`wording:coverage: ${game}: ${done}/${total} frames checked\n`);
        }
      }),
    );
  }
  if (o.json) out.stdout(`${JSON.stringify({ top: o.top, games: results }, null, 2)}\n`);
  else out.stdout(`${results.map((r) => report(r, 20)).join("\n\n")}\n`);
  return 0;
}
