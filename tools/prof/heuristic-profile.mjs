// npx node tools/prof/heuristic-profile.mjs REPO OUT.cpuprofile (REPO: a checkout with dist-bench/ built).
// CPU profile of heuristic passes 5-8 (seeds 1-30, after four passes), written to argv[3].
import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
const D = process.argv[2] + "/dist-bench";
const { playGame, RandomAgent } = await import(D + "/runtime/x610z/agents.js");
const { HeuristicAgent } = await import(D + "/runtime/x610z/ai/heuristic.js");
const { starterGames } = await import(D + "/bench/games.bench.js");
const newGame = await starterGames(); // the bench's own games
let hw = 0;
const heur = (a) => {
  for (let s = a; s < a + 30; s++) {
    const h = new HeuristicAgent({ seed: s });
    playGame(
      newGame(s),
      {
        p1: {
          chooseAction(g, p, l) {
            const t = performance.now();
            const r = h.chooseAction(g, p, l);
            hw += performance.now() - t;
            return r;
          },
        },
        p2: new RandomAgent(s),
      },
      { maxActions: 5000 },
    );
  }
};
for (let i = 0; i < 4; i++) heur(i % 2 ? 31 : 1);
const s = new Session();
s.connect();
await s.post("Profiler.enable");
await s.post("Profiler.setSamplingInterval", { interval: 50 });
await s.post("Profiler.start");
hw = 0;
const t0 = performance.now();
for (let i = 0; i < 4; i++) heur(1);
const total = performance.now() - t0;
const { profile } = await s.post("Profiler.stop");
writeFileSync(process.argv[3], JSON.stringify(profile));
console.log(`4 passes: ${total.toFixed(0)} ms, in the heuristic's decisions ${hw.toFixed(0)} ms`);
