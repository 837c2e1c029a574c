// Board size: the cost of one action of a random game (two seeded random agents, the starter decks
// Mystic Marksmen vs Verdant Stampede) on a board of 36 orbits of 120 dots (4,320 dots), against
// the same on a board of 5 orbits of 12 (60 dots, Act I's layout) in the same process.
//   ratio = µs per action on the large board / µs per action on the small one (goal: at most 2).
// Both boards come from one generator with Act I's pattern: rings of dots, every other orbit
// turned half a step, each dot joined to its ring neighbours and to the two dots of the next orbit
// out either side of it; the inner orbit alternates starting and no-attack dots, the outer one
// normal and ending dots.
import { join } from "node:path";
import { DEFAULT_CARDS_DIR, findDeck, loadLibrary } from "../apps/decks/load.ts";
import { playGame, RandomAgent } from "../runtime/x610z/agents.ts";
import type { BoardData, DotData } from "../runtime/x610z/board.ts";
import { createGame } from "../runtime/index.ts";
import type { Bench } from "./index.ts";
import { clock } from "./clock.ts";
import type { Figure } from "./run.ts";

/** `orbits` concentric orbits of `per` dots (per even), as Act I's layout (runtime/x610z/boards/act1.ts). */
export function orbitBoard(orbits: number, per: number): BoardData {
  const dots: Record<string, DotData> = {};
  const lines: Array<[string, string]> = [];
  const id = (o: number, j: number) => `d${o}_${((j % per) + per) % per}`;
  const step = 360 / per;
  for (let o = 0; o < orbits; o++) {
    const r = 3 + 2 * o;
    for (let j = 0; j < per; j++) {
      const deg = 90 - step * j - (o % 2 ? step / 2 : 0);
      const kind = o === 0 ? (j % 2 ? "no-attack" : "starting") : o === orbits - 1 ? (j % 2 ? "ending" : "normal") : "normal";
      dots[id(o, j)] = { at: [Math.round(r * Math.cos((deg * Math.PI) / 180) * 1e4) / 1e4, Math.round(r * Math.sin((deg * Math.PI) / 180) * 1e4) / 1e4], kind };
      lines.push([id(o, j), id(o, j + 1)]);
      if (o + 1 < orbits) {
        // The next orbit out sits half a step further clockwise on odd orbits.
        lines.push([id(o, j), id(o + 1, o % 2 ? j + 1 : j)]);
        lines.push([id(o, j), id(o + 1, o % 2 ? j : j - 1)]);
      }
    }
  }
  return { name: `${orbits}x${per}`, center: [0, 0], dots, lines };
}

export const bench: Bench = {
  name: "board",
  async run(): Promise<Figure[]> {
    const { library, errors } = await loadLibrary(DEFAULT_CARDS_DIR);
    if (errors.length) throw new Error(`board bench: the starter cards don't compile:\n${errors.join("\n")}`);
    const decks = ["Mystic Marksmen", "Verdant Stampede"].map((name) => {
      const found = findDeck(name, join(DEFAULT_CARDS_DIR, "decks"), library);
      if (!("deck" in found)) throw new Error(`board bench: no starter deck "${name}"`);
      return found.deck.cards;
    });
    const small = orbitBoard(5, 12);
    const large = orbitBoard(36, 120);
    const time = { small: { ms: 0, actions: 0 }, large: { ms: 0, actions: 0 } };
    const GAMES = 12;
    for (let seed = 1; seed <= GAMES; seed++) {
      for (const [k, board] of [["small", small], ["large", large]] as const) {
        const game = createGame({ library, board, seed, startingPlayer: seed % 2 ? "p1" : "p2", players: [{ id: "p1", deck: decks[0]! }, { id: "p2", deck: decks[1]! }] });
        const t = clock();
        const r = playGame(game, { p1: new RandomAgent(seed), p2: new RandomAgent(seed + 1000) }, { maxActions: 1000 });
        if (seed > 2) {
          // The first games warm the JIT up.
          time[k].ms += clock() - t;
          time[k].actions += r.actions;
        }
      }
    }
    const us = (k: "small" | "large") => (time[k].ms * 1000) / time[k].actions;
    return [
      {
        name: `cost of one action on a 4,320-dot board (36 orbits of 120; ${time.large.actions} actions) (baseline: on a 60-dot board, 5 orbits of 12; ${time.small.actions} actions)`,
        value: us("large"),
        unit: "µs/action",
        baseline: us("small"),
        ratio: us("large") / us("small"),
      },
    ];
  },
};
