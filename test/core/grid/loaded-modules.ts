// Run alone (node --import tsx test/core/grid/loaded-modules.ts) by test/core/toy-game.test.ts: plays
// a random Grid Duel through the core and prints, as JSON, the result and every module URL resolved
// while loading and playing it, so the test can check that no X610Z module was loaded.
import { registerHooks } from "node:module";

const loaded: string[] = [];
registerHooks({
  resolve(specifier, context, nextResolve) {
    const r = nextResolve(specifier, context);
    loaded.push(r.url);
    return r;
  },
});

const { createGridGame } = await import("./grid-duel.ts");
const { RandomAgent, playGame } = await import("../../../runtime/core/agents.ts");
const deck = ["Soldier", "Sentry", "Bolt", "Shield", "Soldier", "Bolt"];
const game = createGridGame({
  seed: 5,
  players: [
    { id: "a", deck },
    { id: "b", deck },
  ],
});
const report = playGame(game, { a: new RandomAgent(1), b: new RandomAgent(2) }, { maxActions: 5000 });
console.log(JSON.stringify({ result: report.result, loaded: [...new Set(loaded)] }));
