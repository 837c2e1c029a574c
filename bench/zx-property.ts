// `npm run zx:property [-- N]`: the Z/X property test over N seeded random games (default 1,000):
// RandomAgent against RandomAgent with two legal decks, the invariants of test/zx/invariants.ts
// after every action; prints games, actions, how the games ended, and the time.
import { randomGame } from "../test/zx/random.ts";

const games = Number(process.argv[2] ?? 1000);
const t0 = performance.now();
const ends: Record<string, number> = {};
let actions = 0;
let longest = 0;
for (let seed = 1; seed <= games; seed++) {
  const r = randomGame(seed);
  actions += r.actions.length;
  longest = Math.max(longest, r.actions.length);
  const res = r.game.result();
  let how = r.truncated ? "truncated" : res!.draw ? "draw" : res!.reason;
  if (how === "life") {
    // The last Life card to leave: revealed by an attack (ZX-704.1) or taken by a deck refresh (ZX-803.1b).
    const log = r.game.state.log;
    for (let i = log.length - 1; i >= 0; i--) {
      const e = log[i]!;
      if (e.type === "cardMoved" && e.from.zone === "life") {
        how = e.to.zone === "limbo" ? "life (attack)" : "life (deck refresh)";
        break;
      }
    }
  }
  ends[how] = (ends[how] ?? 0) + 1;
  if (seed % 100 === 0) process.stderr.write(`${seed} games ...\n`);
}
const s = (performance.now() - t0) / 1000;
console.log(`${games} games, ${actions} actions (${(actions / games).toFixed(0)} a game, longest ${longest}), ends ${JSON.stringify(ends)}, invariants held after every action; ${s.toFixed(1)} s`);
