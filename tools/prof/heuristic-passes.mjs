// npx node tools/prof/heuristic-passes.mjs REPO [PASSES] [--no-row1] (REPO: a checkout with dist-bench/ built).
// The games bench's rows 1 and 2 as it runs them, then extra warm heuristic passes; per pass: the
// heuristic's decisions/s on the CPU clock (as the bench: per decision process.cpuUsage) and on the wall clock.
const D = process.argv[2] + "/dist-bench";
const PASSES = Number(process.argv[3] ?? 4);
const { playGame, RandomAgent } = await import(D + "/runtime/x610z/agents.js");
const { HeuristicAgent } = await import(D + "/runtime/x610z/ai/heuristic.js");
const { starterGames } = await import(D + "/bench/games.bench.js");
const newGame = await starterGames(); // the bench's own games
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const rnd = (a, keep) => {
  const f = [];
  for (let s = a; s < a + 60; s++) {
    const g = newGame(s);
    playGame(g, { p1: new RandomAgent(s), p2: new RandomAgent(s + 1000) }, { maxActions: 3000 });
    if (keep) f.push(g);
  }
  return f;
};
let finals = [];
if (!process.argv.includes("--no-row1")) {
  finals = rnd(1, true);
  rnd(61);
  rnd(1);
}
if (process.argv.includes("--drop")) finals = [];
const heur = (a) => {
  let c = 0,
    w = 0,
    n = 0;
  for (let s = a; s < a + 30; s++) {
    const h = new HeuristicAgent({ seed: s });
    const t = {
      chooseAction(g, p, l) {
        const c0 = cpu(),
          w0 = performance.now();
        const r = h.chooseAction(g, p, l);
        w += performance.now() - w0;
        c += cpu() - c0;
        n++;
        return r;
      },
    };
    playGame(newGame(s), { p1: t, p2: new RandomAgent(s) }, { maxActions: 5000 });
  }
  return { c, w, n };
};
const out = [];
for (let i = 0; i < 2 + PASSES; i++) {
  if (process.env.MARK) console.log("PASS", i);
  const r = heur(i === 1 ? 31 : 1);
  out.push(`${i === 0 ? "cold" : i === 1 ? "warmup" : "warm" + (i - 1)}: cpu ${((r.n / r.c) * 1000).toFixed(0)} wall ${((r.n / r.w) * 1000).toFixed(0)}`);
}
console.log(out.join(" | "), finals.length);
