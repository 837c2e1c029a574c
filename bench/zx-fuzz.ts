// `npm run fuzz:zx [-- FILES GAMES [FIRST]]`: the Z/X fuzz's full run (issue 31; the small one runs in the
// test suite, test/zx/fuzz.test.ts): 10,000 hostile card files through compile, explain, fmt and
// build (nesting up to 3,000 deep, files up to 300,000 characters), then 1,000 games with hostile
// but legal cards between random agents. Prints progress, the faults by kind and route, the slowest
// file and game (one past HANG_MS counts as a hang), the peak RSS and the wall time; exits 1 on
// any fault or hang. Chunks give the same files and games as one run (seeds and kinds follow i), so
// a run can be split over processes: FIRST is the first file's and game's number (from 0).
import { fuzzFiles, fuzzGames } from "../test/zx/fuzz.ts";

const HANG_MS = 30_000;
const CHUNK = 100;
const files = Number(process.argv[2] ?? 10_000);
const games = Number(process.argv[3] ?? 1_000);
const first = Number(process.argv[4] ?? 0);
const t0 = performance.now();
const secs = (t: number) => ((performance.now() - t) / 1000).toFixed(1);
const rss = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;

let fileFaults: Array<{ seed: number; kind: string; route: string; message: string }> = [];
let slowestFile = 0;
let cards = 0;
for (let done = 0; done < files; done += CHUNK) {
  const f = fuzzFiles(Math.min(CHUNK, files - done), 1 + first + done, { maxDepth: 3000, maxChars: 300_000 });
  fileFaults = fileFaults.concat(f.faults);
  slowestFile = Math.max(slowestFile, f.slowestMs);
  cards += f.cardsBuilt;
  console.log(`  files ${done + f.files}/${files}: ${fileFaults.length} faults, ${secs(t0)} s, peak RSS ${rss()}`);
}
const byRoute: Record<string, number> = {};
for (const x of fileFaults) byRoute[`${x.kind}/${x.route}`] = (byRoute[`${x.kind}/${x.route}`] ?? 0) + 1;
console.log(`files: ${files} in ${secs(t0)} s, ${cards} cards built, slowest file ${Math.round(slowestFile)} ms`);
console.log(`file faults: ${fileFaults.length}${fileFaults.length ? ` ${JSON.stringify(byRoute)}` : ""}`);
for (const x of fileFaults.slice(0, 10)) console.log(`  seed ${x.seed} ${x.kind} ${x.route}: ${x.message}`);

const t1 = performance.now();
const G = 50;
let gameFaults: Array<{ seed: number; message: string }> = [];
let unfinished: Array<{ seed: number; why: string }> = [];
let ended = 0;
let actions = 0;
let slowestGame = 0;
let hostile = 0;
for (let done = 0; done < games; done += G) {
  const g = fuzzGames(Math.min(G, games - done), 1 + first + done, { maxActions: 20_000, seconds: 120, memoryMb: 1536 });
  gameFaults = gameFaults.concat(g.faults);
  unfinished = unfinished.concat(g.unfinished);
  ended += g.ended;
  actions += g.actions;
  hostile = g.hostileCards;
  slowestGame = Math.max(slowestGame, g.slowestMs);
  console.log(`  games ${done + g.games}/${games}: ${gameFaults.length} faults, ${unfinished.length} unfinished, ${secs(t1)} s, peak RSS ${rss()}`);
}
console.log(`games: ${games} in ${secs(t1)} s (${actions} actions, ${hostile} hostile cards), ended by a rule ${ended}, unfinished ${unfinished.length}, slowest game ${Math.round(slowestGame)} ms`);
console.log(`game faults: ${gameFaults.length}`);
for (const x of gameFaults.slice(0, 10)) console.log(`  seed ${x.seed}: ${x.message}`);
for (const x of unfinished.slice(0, 10)) console.log(`  unfinished seed ${x.seed}: ${x.why}`);

const hangs = (slowestFile > HANG_MS ? 1 : 0) + (slowestGame > HANG_MS ? 1 : 0);
console.log(`hangs (past ${HANG_MS / 1000} s): ${hangs}`);
console.log(`peak RSS: ${rss()}; wall time ${secs(t0)} s`);
process.exitCode = fileFaults.length + gameFaults.length + hangs > 0 ? 1 : 0;
