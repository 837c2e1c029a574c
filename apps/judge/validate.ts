// The judge's validity test (`orrery judge-validate`, `npm run judge:validate`): reference ladders
// whose order is known by construction (apps/judge/ladders/LADDER/RANK-NAME.card, rank 1 the
// weakest rung), judged in one run so that every rung's games share the same seeds and the same
// baseline. A ladder passes when the rungs' paired shifts rank in the constructed order (Spearman's
// rho at least 0.9), and a ladder of two rungs (useless and broken) only when its top rung's games
// beat its bottom rung's at 95 %: the same seeds played by both cards, paired as a card and its
// baseline are (paired.ts).
import { existsSync, readdirSync, lstatSync } from "node:fs";
import { join } from "node:path";
import type { GameLine } from "./balance.ts";
import { runJudge, type JudgeOptions } from "./index.ts";
import { pairedShift, pairTable, pocock } from "./paired.ts";

/** Rho a ladder needs to pass. */
const MIN_RHO = 0.9;

interface Rung {
  rank: number;
  file: string;
}

interface Ladder {
  name: string;
  rungs: Rung[];
}

/** The ladders in `dir`: one folder each, its rungs `RANK-NAME.card` (rank 1 the weakest). */
export function readLadders(dir: string, only?: readonly string[]): Ladder[] {
  if (!existsSync(dir) || !lstatSync(dir).isDirectory()) throw new Error(`no ladders folder ${dir} (the ladders come with the repository; give --ladders DIR)`);
  const out: Ladder[] = [];
  for (const name of readdirSync(dir).sort()) {
    const folder = join(dir, name);
    if (!lstatSync(folder).isDirectory() || (only && !only.includes(name))) continue;
    const rungs = readdirSync(folder)
      .filter((f) => f.endsWith(".card"))
      .sort()
      .map((f) => {
        const m = /^(\d+)-/.exec(f);
        if (!m) throw new Error(`${join(name, f)}: a rung's file name starts with its rank (1 the weakest), as 1-NAME.card`);
        return { rank: Number(m[1]), file: join(folder, f) };
      });
    if (rungs.length < 2) throw new Error(`ladder ${name} has ${rungs.length} rung${rungs.length === 1 ? "" : "s"}; a ladder has at least 2`);
    if (new Set(rungs.map((r) => r.rank)).size !== rungs.length) throw new Error(`ladder ${name} gives a rank twice`);
    out.push({ name, rungs: rungs.sort((a, b) => a.rank - b.rank) });
  }
  const missing = only?.filter((n) => !out.some((l) => l.name === n)) ?? [];
  if (missing.length) throw new Error(`no ladder "${missing[0]}" in ${dir}`);
  if (out.length === 0) throw new Error(`no ladder in ${dir}`);
  return out;
}

/** Ranks 1..n, ties sharing their mean rank. */
function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation: Pearson's correlation of the ranks (ties at mean ranks); 0 when
 *  either side has no spread. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  rx.forEach((x, i) => {
    sxy += (x - mx) * (ry[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ry[i]! - my) ** 2;
  });
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** Seat 0's outcomes of two cards on the seeds both played, paired by seed. */
function compareCards(top: readonly GameLine[], bottom: readonly GameLine[], looks: number) {
  const bySeed = new Map(bottom.map((l) => [l.seed, l]));
  const a: boolean[] = [];
  const b: boolean[] = [];
  for (const l of top) {
    const twin = bySeed.get(l.seed);
    if (!twin) continue;
    a.push(l.winner === 0);
    b.push(twin.winner === 0);
  }
  return pairedShift(pairTable(a, b), pocock(looks));
}

interface RungResult {
  rank: number;
  entry: string;
  card: string;
  shift: number;
  ci95: [number, number];
  detectable: number;
  games: number;
  castShare: number;
  /** Share of its games whose outcome differs from the twin's without it (how tight the pairing is). */
  differing: number;
}

interface LadderResult {
  ladder: string;
  rungs: RungResult[];
  rho: number;
  /** The top rung's games against the bottom rung's, paired by seed. */
  topOverBottom: { shift: number; ci95: [number, number]; separated: boolean };
  pass: boolean;
}

export interface Validation {
  settings: { games: number; looks: number; precision: number; seed: number; agent: string; decks: string[]; criticalValue: number };
  ladders: LadderResult[];
  /** Games played, with the cards and the baseline. */
  games: number;
  pass: boolean;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

export async function validateLadders(dir: string, only: readonly string[] | undefined, o: Omit<JudgeOptions, "submissions">): Promise<Validation> {
  const ladders = readLadders(dir, only);
  const files = ladders.flatMap((l) => l.rungs.map((r) => r.file));
  const run = await runJudge({ ...o, submissions: files });
  const { report } = run;
  const byFile = new Map(
    files.map((f) => [
      f,
      report.entries.find(
        (e) =>
          e.entry ===
          f
            .split("/")
            .pop()!
            .replace(/\.card$/, ""),
      )!,
    ]),
  );
  const results = ladders.map((l): LadderResult => {
    const rungs = l.rungs.map((r): RungResult => {
      const e = byFile.get(r.file)!;
      const b = e.balance[0];
      if (!e.valid || !b) throw new Error(`${r.file}: the rung is ${e.status}${e.rejected ? ` (${e.rejected})` : ""}; a ladder's rungs must be valid cards`);
      const differing = round(b.twins.pairs ? (b.twins.cardOnly + b.twins.baselineOnly) / b.twins.pairs : 0);
      return { rank: r.rank, entry: e.entry, card: b.card, shift: b.shift, ci95: b.ci95, detectable: b.detectable, games: b.games, castShare: b.cast.share, differing };
    });
    const rho = round(
      spearman(
        rungs.map((r) => r.rank),
        rungs.map((r) => r.shift),
      ),
    );
    const top = rungs.at(-1)!;
    const bottom = rungs[0]!;
    const c = compareCards(run.games.get(top.card)!, run.games.get(bottom.card)!, o.looks);
    const separated = c.ci[0] > 0;
    return {
      ladder: l.name,
      rungs,
      rho,
      topOverBottom: { shift: round(c.shift), ci95: [round(c.ci[0]), round(c.ci[1])], separated },
      pass: rho >= MIN_RHO && (rungs.length > 2 || separated),
    };
  });
  const games = [...run.games.values()].reduce((n, ls) => n + ls.length, 0) + report.baseline.reduce((n, b) => n + b.games, 0);
  const s = report.settings;
  return {
    settings: { games: s.games, looks: s.looks, precision: s.precision, seed: s.seed, agent: s.agent, decks: s.decks, criticalValue: s.criticalValue },
    ladders: results,
    games,
    pass: results.every((r) => r.pass),
  };
}

const pct = (x: number) => `${x >= 0 ? "+" : ""}${(100 * x).toFixed(1)} %`;

/** The table for the terminal. */
export function formatValidation(v: Validation): string {
  const rows: string[][] = [["ladder", "rank", "card", "shift", "95 % CI", "detectable", "games", "cast", "differ"]];
  const out: string[] = [];
  for (const l of v.ladders)
    for (const r of l.rungs)
      rows.push([
        l.ladder,
        String(r.rank),
        r.card,
        pct(r.shift),
        `${pct(r.ci95[0])} to ${pct(r.ci95[1])}`,
        `±${(100 * r.detectable).toFixed(1)} %`,
        String(r.games),
        `${(100 * r.castShare).toFixed(1)} %`,
        `${(100 * r.differing).toFixed(1)} %`,
      ]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const right = new Set([1, 3, 4, 5, 6, 7, 8]);
  for (const r of rows)
    out.push(
      r
        .map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    );
  out.push("");
  for (const l of v.ladders) {
    const t = l.topOverBottom;
    out.push(
      `${l.ladder}: Spearman's rho ${l.rho.toFixed(2)} (needs ${MIN_RHO}); top rung over bottom ${pct(t.shift)} (95 % CI ${pct(t.ci95[0])} to ${pct(t.ci95[1])}, ${t.separated ? "separated" : "not separated"})${l.rungs.length === 2 ? " (needs separated)" : ""}: ${l.pass ? "pass" : "FAIL"}`,
    );
  }
  const s = v.settings;
  out.push(
    `${v.games} games (at most ${s.games} per pairing and card in ${s.looks} looks, precision ±${(100 * s.precision).toFixed(1)} %, critical value ${s.criticalValue.toFixed(3)}), the ${s.agent} agent, decks ${s.decks.join(", ")}: ${v.pass ? "pass" : "FAIL"}`,
  );
  return out.join("\n");
}
