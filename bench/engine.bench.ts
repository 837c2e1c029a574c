// Engine figures, each against a baseline measured in the same process:
//   1. the cost of an event with 1,000 permanents in play that don't listen to it; baseline: the
//      same event with 10 (DESIGN principle 7: triggers are indexed by event type, so the ratio
//      stays near 1; it must stay at or under 1.5). The event is 2 damage dealt to a summon with
//      its 210.5 check, then healed: two events through emit, with a Vengeance in play listening to
//      another event type;
//   2. full random games per second (two seeded random agents, Act I board, 56-card test decks,
//      games bounded at 3,000 actions); baseline: JSON round trips per second of those games' final
//      states (serialising and parsing each final state once per game).
import { emit } from "../runtime/x610z/events.ts";
import { dealDamage } from "../runtime/x610z/damage.ts";
import { createGame, createGameFromPosition, playGame, RandomAgent, type Game } from "../runtime/index.ts";
import { act1Options, arc, core } from "../test/runtime/fixtures.ts";
import type { Bench } from "./index.ts";
import type { Figure } from "./run.ts";

function gameWith(permanents: number): Game {
  return createGameFromPosition({
    library: core,
    board: arc,
    seed: 1,
    players: [
      {
        id: "alice",
        lifeBase: { card: "Life Base", at: "s1" },
        play: [...Array.from({ length: permanents - 2 }, () => "Mystic Crystal"), "Vengeance", { card: "Iron Vessel", at: "c" }],
      },
      { id: "bob", lifeBase: { card: "Life Base", at: "s2" } },
    ],
  });
}

/** Nanoseconds per damage-and-heal round (one run). */
function eventCost(game: Game, rounds: number): number {
  const E = game.engine;
  const vessel = game.state.players[0]!.zones.play.find((id) => game.state.cards[id]!.name === "Iron Vessel")!;
  E.state.log.length = 0;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) {
    dealDamage(E, vessel, 2, null);
    emit(E, { type: "healed", card: vessel, amount: 2 });
  }
  const ns = ((performance.now() - t0) * 1e6) / rounds;
  E.state.log.length = 0;
  return ns;
}

export const bench: Bench = {
  name: "engine",
  async run(): Promise<Figure[]> {
    const figures: Figure[] = [];
    const small = gameWith(10);
    const large = gameWith(1000);
    // Interleaved runs, best of each, so warm-up and GC fall on both alike.
    let ns10 = Infinity;
    let ns1000 = Infinity;
    for (let run = 0; run < 9; run++) {
      ns10 = Math.min(ns10, eventCost(small, 50_000));
      ns1000 = Math.min(ns1000, eventCost(large, 50_000));
    }
    figures.push({
      name: "event cost with 1,000 non-listening permanents in play (baseline: the same event with 10)",
      value: ns1000,
      unit: "ns/event pair",
      baseline: ns10,
      ratio: ns1000 / ns10,
    });

    const GAMES = 40;
    const finals: Game[] = [];
    let actions = 0;
    const t0 = performance.now();
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = createGame(act1Options(seed));
      actions += playGame(game, { p1: new RandomAgent(seed), p2: new RandomAgent(seed + 1000) }, { maxActions: 3000 }).actions;
      finals.push(game);
    }
    const gamesPerSec = GAMES / ((performance.now() - t0) / 1000);
    const t1 = performance.now();
    const copies: unknown[] = [];
    for (const g of finals) copies.push(JSON.parse(JSON.stringify(g.state)));
    const roundTripsPerSec = copies.length / ((performance.now() - t1) / 1000);
    figures.push({
      name: `random games per second (act1, 2 players, ${actions} actions in ${GAMES} games) (baseline: JSON round trips per second of the final states)`,
      value: gamesPerSec,
      unit: "games/s",
      baseline: roundTripsPerSec,
      ratio: gamesPerSec / roundTripsPerSec,
    });
    return figures;
  },
};
