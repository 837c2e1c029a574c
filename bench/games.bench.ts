// Whole-game figures on two starter decks (cards/decks: Mystic Marksmen vs Verdant Stampede, Act I
// board), one thread (so: per core), each against a baseline measured in the same process:
//   1. random games per second (two seeded random agents, games bounded at 3,000 actions);
//      baseline: JSON round trips per second of those games' final states (serialising and
//      parsing each final state once), i.e. how many "copy the whole game" operations fit in the
//      time of one game;
//   2. heuristic agent decisions per second (heuristic vs random, full games); baseline: the random
//      agent's decisions per second in the same games (ratio: how much the lookahead costs);
//   3. lookahead copies per second (runtime/ai/fork.ts) of mid-game states; baseline: JSON round
//      trips per second of the same states without their log (the copy a lookahead would otherwise make);
//      then the heuristic agent's undo forks (ai/undo-fork.ts) per second of the same states, against row 3.
// Rows 1 and 2 each give two figures: the golden seeds played from a cold start (the JIT
// compiling as the games run, its threads on the CPU clock), then, after a warm-up of as many
// games on other seeds (untimed), the golden seeds again: what a simulation or judging run of
// thousands of games sees after its first ones. The second is the figure issue 15's goals are
// read against (the issue's own figures were ranges over runs in one process).
// `npm run bench -- --only=games --rows=1,2` runs only those rows (row 3 needs row 2's states).
import { join } from "node:path";
import { DEFAULT_CARDS_DIR, findDeck, loadLibrary } from "../apps/decks/load.ts";
import { playGame, RandomAgent, type Agent } from "../runtime/x610z/agents.ts";
import type { PlayReport } from "../runtime/core/agents.ts";
import { HeuristicAgent } from "../runtime/x610z/ai/heuristic.ts";
import { forkGame } from "../runtime/core/lookahead.ts";
import { undoFork } from "../runtime/x610z/ai/undo-fork.ts";
import { act1 } from "../runtime/x610z/boards/act1.ts";
import { createGame, type Game } from "../runtime/index.ts";
import type { Action, PlayerId } from "../runtime/x610z/types.ts";
import type { Bench } from "./index.ts";
import { clock } from "./clock.ts";
import type { Figure } from "./run.ts";

const DECKS = ["Mystic Marksmen", "Verdant Stampede"];

/** Issue 15 reads its game figures on games that end by the rules: none by the action bound or by
 *  the loop rule (a faster engine must not be a shorter game). */
function endedByTheRules(report: PlayReport, seed: number): number {
  if (report.truncated || report.result?.reason === "loop") throw new Error(`games bench: seed ${seed} ended by ${report.truncated ? "the action bound" : "the loop rule"}`);
  return report.actions;
}

/** Times an agent's decisions. */
class Timed implements Agent {
  ms = 0;
  decisions = 0;
  constructor(private readonly inner: Agent) {}
  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    const t = clock();
    const a = this.inner.chooseAction(game, player, legal);
    this.ms += clock() - t;
    this.decisions++;
    return a;
  }
}

/** The bench's games: seed `seed` of the two starter decks on Act I, the first player by the seed's
 *  parity (tools/prof's scripts play the same games). */
export async function starterGames(): Promise<(seed: number) => Game> {
  const { library, errors } = await loadLibrary(DEFAULT_CARDS_DIR);
  if (errors.length) throw new Error(`games bench: the starter cards don't compile:\n${errors.join("\n")}`);
  const decks = DECKS.map((name) => {
    const found = findDeck(name, join(DEFAULT_CARDS_DIR, "decks"), library);
    if (!("deck" in found)) throw new Error(`games bench: no starter deck "${name}"`);
    return found.deck.cards;
  });
  return (seed: number) =>
    createGame({
      library,
      board: act1,
      seed,
      startingPlayer: seed % 2 ? "p1" : "p2",
      players: [
        { id: "p1", deck: decks[0]! },
        { id: "p2", deck: decks[1]! },
      ],
    });
}

export const bench: Bench = {
  name: "games",
  async run(): Promise<Figure[]> {
    const newGame = await starterGames();
    const figures: Figure[] = [];
    const rowsArg = process.argv.find((a) => a.startsWith("--rows="))?.slice("--rows=".length);
    const rows = new Set((rowsArg ?? "1,2,3").split(",").map(Number));
    if (rows.has(3)) rows.add(2);

    // 1. Random games: the golden seeds played once (a cold start: the JIT compiling as it goes,
    //    on the CPU clock with its threads), then the same games again in the same process (warm).
    if (rows.has(1)) {
      const GAMES = 60;
      const randomGames = (first: number, keep: boolean) => {
        const finals: Game[] = [];
        let actions = 0;
        const t0 = clock();
        for (let seed = first; seed < first + GAMES; seed++) {
          const game = newGame(seed);
          actions += endedByTheRules(playGame(game, { p1: new RandomAgent(seed), p2: new RandomAgent(seed + 1000) }, { maxActions: 3000 }), seed);
          if (keep) finals.push(game); // only the cold pass's: the others' would grow the heap the next pass collects
        }
        return { gamesPerSec: GAMES / ((clock() - t0) / 1000), finals, actions };
      };
      const cold = randomGames(1, true);
      randomGames(GAMES + 1, false); // the warm-up, on other seeds
      const warm = randomGames(1, false);
      if (warm.actions !== cold.actions) throw new Error(`games bench: the same seeds played ${cold.actions} then ${warm.actions} actions`);
      const t1 = clock();
      for (const g of cold.finals) JSON.parse(JSON.stringify(g.state));
      const roundTrips = cold.finals.length / ((clock() - t1) / 1000);
      cold.finals.length = 0; // kept for this baseline only: row 2 (same process) should not have to mark them
      for (const [pass, run] of [
        [", cold", cold],
        [`, after a warm-up of ${GAMES} games on seeds ${GAMES + 1}-${2 * GAMES} in the same process`, warm],
      ] as const)
        figures.push({
          name: `random games per second per core, starter decks ${DECKS.join(" vs ")} (${run.actions} actions in ${GAMES} games)${pass} (baseline: JSON round trips per second of the final states)`,
          value: run.gamesPerSec,
          unit: "games/s",
          baseline: roundTrips,
          ratio: run.gamesPerSec / roundTrips,
        });
    }
    if (!rows.has(2)) return figures;

    // 2. Heuristic decisions, against the random agent's in the same games; cold, then warm as in 1.
    const H_GAMES = 30;
    const mid: Game[] = [];
    const heuristicGames = (first: number, sample = false) => {
      let hMs = 0;
      let hDecisions = 0;
      let rMs = 0;
      let rDecisions = 0;
      for (let seed = first; seed < first + H_GAMES; seed++) {
        const game = newGame(seed);
        const h = new Timed(new HeuristicAgent({ seed }));
        const r = new Timed(new RandomAgent(seed));
        const sampler: Agent = {
          chooseAction(g, p, legal) {
            if (sample && g.state.turn.number === 6 && mid.length < seed) mid.push(forkGame(g));
            return r.chooseAction(g, p, legal);
          },
        };
        endedByTheRules(playGame(game, { p1: h, p2: sampler }, { maxActions: 5000 }), seed);
        hMs += h.ms;
        hDecisions += h.decisions;
        rMs += r.ms;
        rDecisions += r.decisions;
      }
      return { hDecisions, hPerSec: hDecisions / (hMs / 1000), rPerSec: rDecisions / (rMs / 1000) };
    };
    const hCold = heuristicGames(1, true);
    heuristicGames(H_GAMES + 1); // the warm-up, on other seeds
    const hWarm = heuristicGames(1);
    if (hWarm.hDecisions !== hCold.hDecisions) throw new Error(`games bench: the same seeds took ${hCold.hDecisions} then ${hWarm.hDecisions} heuristic decisions`);
    for (const [pass, run] of [
      [", cold", hCold],
      [`, after a warm-up of ${H_GAMES} games on seeds ${H_GAMES + 1}-${2 * H_GAMES} in the same process`, hWarm],
    ] as const)
      figures.push({
        name: `heuristic agent decisions per second, heuristic vs random on the starter decks (${run.hDecisions} decisions in ${H_GAMES} games)${pass} (baseline: the random agent's decisions per second in the same games)`,
        value: run.hPerSec,
        unit: "decisions/s",
        baseline: run.rPerSec,
        ratio: run.hPerSec / run.rPerSec,
      });

    // 3. Lookahead copies of mid-game states.
    if (!rows.has(3)) return figures;
    const ROUNDS = 200;
    let t2 = clock();
    for (let i = 0; i < ROUNDS; i++) for (const g of mid) forkGame(g);
    const forksPerSec = (ROUNDS * mid.length) / ((clock() - t2) / 1000);
    t2 = clock();
    for (let i = 0; i < ROUNDS; i++) for (const g of mid) JSON.parse(JSON.stringify({ ...g.state, log: [] }));
    const jsonPerSec = (ROUNDS * mid.length) / ((clock() - t2) / 1000);
    figures.push({
      name: `lookahead game copies per second (runtime/ai/fork.ts, ${mid.length} turn-6 states) (baseline: JSON round trips per second of the same states without their log)`,
      value: forksPerSec,
      unit: "copies/s",
      baseline: jsonPerSec,
      ratio: forksPerSec / jsonPerSec,
    });
    // 4. The heuristic agent's own lookahead copy: an undo fork (the parent's cards shared, put
    //    back on release) made and released, on the same states.
    t2 = clock();
    for (let i = 0; i < ROUNDS; i++) for (const g of mid) undoFork(g).release();
    const undoPerSec = (ROUNDS * mid.length) / ((clock() - t2) / 1000);
    figures.push({
      name: `lookahead undo forks per second (runtime/x610z/ai/undo-fork.ts, made and released, ${mid.length} turn-6 states) (baseline: full lookahead copies per second of the same states, row 3)`,
      value: undoPerSec,
      unit: "forks/s",
      baseline: forksPerSec,
      ratio: undoPerSec / forksPerSec,
    });
    return figures;
  },
};
