// Z/X whole-game figure on two decks of cards/zx/decks (Red Green Blaze vs Tidal Choir), one
// thread, against a baseline measured in the same process:
//   Z/X random games per second (two seeded random agents, full games by RULES-ZX, bounded at
//   3,000 actions); baseline: JSON round trips per second of those games' final states, as for
//   X610Z's random games (games.bench.ts), so the two games' ratios compare.
import { join } from "node:path";
import { DEFAULT_ZX_CARDS_DIR, findZxDeck, loadZxLibrary } from "../apps/decks/zx.ts";
import { playGame, RandomAgent, type ZxAgent } from "../runtime/zx/agents.ts";
import { createZxGame, type ZxGame } from "../runtime/zx/game.ts";
import type { Bench } from "./index.ts";
import type { Figure } from "./run.ts";

const DECKS = ["Red Green Blaze", "Tidal Choir"];

export const bench: Bench = {
  name: "zx-games",
  async run(): Promise<Figure[]> {
    const { library, errors } = await loadZxLibrary(DEFAULT_ZX_CARDS_DIR);
    if (errors.length) throw new Error(`zx-games bench: the Z/X cards don't compile:\n${errors.join("\n")}`);
    const decks = DECKS.map((name) => {
      const found = findZxDeck(name, join(DEFAULT_ZX_CARDS_DIR, "decks"), library);
      if (!("deck" in found)) throw new Error(`zx-games bench: no Z/X deck "${name}"`);
      return found.deck;
    });
    const GAMES = 60;
    const finals: ZxGame[] = [];
    let actions = 0;
    const t0 = performance.now();
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = createZxGame({
        library,
        seed,
        firstPlayer: seed % 2 ? "p1" : "p2",
        players: decks.map((d, i) => ({ id: `p${i + 1}`, deck: d.cards, ...(d.player ? { player: d.player } : {}) })),
      });
      const agents: Record<string, ZxAgent> = { p1: new RandomAgent(seed) as ZxAgent, p2: new RandomAgent(seed + 1000) as ZxAgent };
      actions += playGame(game, agents, { maxActions: 3000 }).actions;
      finals.push(game);
    }
    const gamesPerSec = GAMES / ((performance.now() - t0) / 1000);
    const t1 = performance.now();
    for (const g of finals) JSON.parse(JSON.stringify(g.state));
    const roundTrips = finals.length / ((performance.now() - t1) / 1000);
    return [
      {
        name: `Z/X random games per second per core, decks ${DECKS.join(" vs ")} (${actions} actions in ${GAMES} games) (baseline: JSON round trips per second of the final states)`,
        value: gamesPerSec,
        unit: "games/s",
        baseline: roundTrips,
        ratio: gamesPerSec / roundTrips,
      },
    ];
  },
};
