// `npm run fuzz:zx [-- FILES GAMES]`: the Z/X fuzz's full run (issue 31; the small one runs in the
// test suite, test/zx/fuzz.test.ts): 10,000 hostile card files through compile, explain, fmt and
// build (nesting up to 3,000 deep, files up to 300,000 characters), then 1,000 games with hostile but legal cards
// between random agents. Prints the faults by kind and route, the slowest file and game (a file or
// game past HANG_MS counts as a hang), the peak RSS and the wall time; exits 1 on any fault or hang.
import { fuzzFiles, fuzzGames } from "../test/zx/fuzz.ts";

const HANG_MS = 30_000;
const files = Number(process.argv[2] ?? 10_000);
const games = Number(process.argv[3] ?? 1_000);
const t0 = performance.now();

const f = fuzzFiles(files, 1, { maxDepth: 3000, maxChars: 300_000 });
const fileSeconds = (performance.now() - t0) / 1000;
const byRoute: Record<string, number> = {};
for (const x of f.faults) byRoute[`${x.kind}/${x.route}`] = (byRoute[`${x.kind}/${x.route}`] ?? 0) + 1;
console.log(`files: ${f.files} in ${fileSeconds.toFixed(1)} s, ${f.cardsBuilt} cards built, slowest file ${Math.round(f.slowestMs)} ms`);
console.log(`file faults: ${f.faults.length}${f.faults.length ? ` ${JSON.stringify(byRoute)}` : ""}`);
for (const x of f.faults.slice(0, 10)) console.log(`  seed ${x.seed} ${x.kind} ${x.route}: ${x.message}`);

const t1 = performance.now();
const g = fuzzGames(games, 1, { maxActions: 20_000, seconds: 120, memoryMb: 1536 });
const gameSeconds = (performance.now() - t1) / 1000;
console.log(
  `games: ${g.games} in ${gameSeconds.toFixed(1)} s (${g.actions} actions, ${g.hostileCards} hostile cards), ended by a rule ${g.ended}, unfinished ${g.unfinished.length}, slowest game ${Math.round(g.slowestMs)} ms`,
);
console.log(`game faults: ${g.faults.length}`);
for (const x of g.faults.slice(0, 10)) console.log(`  seed ${x.seed}: ${x.message}`);
for (const x of g.unfinished.slice(0, 10)) console.log(`  unfinished seed ${x.seed}: ${x.why}`);

const hangs = (f.slowestMs > HANG_MS ? 1 : 0) + (g.slowestMs > HANG_MS ? 1 : 0);
console.log(`hangs (past ${HANG_MS / 1000} s): ${hangs}`);
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB; wall time ${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.exitCode = f.faults.length + g.faults.length + hangs > 0 ? 1 : 0;
