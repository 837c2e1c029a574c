// Property test: seeded random games between random agents on the default Act I board with full
// test decks (51+ cards), checking the invariants after every action. Each game is bounded.
import { describe, expect, it } from "vitest";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { createGame, playerToAct, RandomAgent, replay, type Game, type GameEvent } from "../../runtime/index.ts";
import { effectiveStats } from "../../runtime/x610z/continuous.ts";
import { act1Options, core, testDeck } from "./fixtures.ts";

/** The invariants that hold after every action. Returns the first one broken, or null. */
export function brokenInvariant(game: Game): string | null {
  const s = game.state;
  const seen = new Map<string, number>();
  for (const p of s.players) {
    for (const [zone, ids] of Object.entries(p.zones)) {
      for (const id of ids) {
        seen.set(id, (seen.get(id) ?? 0) + 1);
        const c = s.cards[id]!;
        if (c.zone !== zone) return `${id} is listed in ${p.id}'s ${zone} but says ${c.zone}`;
        const holder = zone === "play" ? c.controller : c.owner;
        if (holder !== p.id) return `${id} (${c.name}) is in ${p.id}'s ${zone}, but belongs to ${holder}'s`;
      }
    }
  }
  for (const id of Object.keys(s.cards)) if (seen.get(id) !== 1) return `${id} is in ${seen.get(id) ?? 0} zones`;
  // 106.1: a player out of the game controls nothing in play and is never asked to act.
  for (const p of s.players) {
    if (!p.out) continue;
    if (p.zones.play.length > 0) return `${p.id} is out of the game but controls ${p.zones.play.length} permanents`;
    if (s.priority === p.id) return `${p.id} is out of the game but holds priority`;
    if (s.pending?.player === p.id) return `${p.id} is out of the game but must decide: ${s.pending.prompt}`;
    if (s.stack.some((e) => e.player === p.id)) return `${p.id} is out of the game but has an entry on the stack`;
    if (s.waiting.some((w) => w.controller === p.id)) return `${p.id} is out of the game but has a trigger waiting`;
  }
  const dots = new Set<string>();
  for (const id of s.index.summons) {
    const c = s.cards[id]!;
    if (c.zone !== "play") return `${id} indexed as a summon in play but is in ${c.zone}`;
    if (c.at === null) continue;
    if (dots.has(c.at)) return `two summons on dot ${c.at}`;
    dots.add(c.at);
    const st = effectiveStats(game.engine, id);
    for (const [k, v] of Object.entries(st)) if (v < 0) return `${c.name} has ${k} ${v}`;
  }
  return null;
}

describe("property: random games on act1 (seeded)", () => {
  it("1,000 games between random agents (2 players; every 5th game 3 players, half of them with placings, every 7th 2 teams of 2): no exception, every game ends or reaches the bound, invariants hold after every action", () => {
    const GAMES = 1000;
    const MAX_ACTIONS = 400;
    let ended = 0;
    let truncated = 0;
    let eliminations = 0;
    let actionsTotal = 0;
    const t0 = performance.now();
    for (let seed = 1; seed <= GAMES; seed++) {
      const ids = seed % 7 === 0 ? ["p1", "p2", "p3", "p4"] : seed % 5 === 0 ? ["p1", "p2", "p3"] : ["p1", "p2"];
      const game = createGame({
        library: core,
        board: act1,
        seed,
        players: ids.map((id, i) => ({ id, deck: testDeck(), ...(ids.length === 4 ? { team: i % 2 ? "B" : "A" } : {}) })),
        placings: seed % 10 === 5, // half the 3-player games play on for 2nd and 3rd place (106.1)
      });
      const agents: Record<string, RandomAgent> = Object.fromEntries(ids.map((id, i) => [id, new RandomAgent(seed * 8 + i)]));
      const pools: Record<string, string> = Object.fromEntries(ids.map((id) => [id, "{}"]));
      const empty = { ...pools };
      let n = 0;
      while (!game.result() && n < MAX_ACTIONS) {
        const player = playerToAct(game);
        if (player === null) throw new Error(`seed ${seed}: nobody can act and the game has no result`);
        const legal = game.legalActions(player);
        if (legal.length === 0) throw new Error(`seed ${seed}: ${player} has no legal action`);
        const action = agents[player!]!.chooseAction(game, player!, legal);
        const r = game.perform(action);
        if (!r.ok) throw new Error(`seed ${seed}: legal action refused: ${r.error} ${JSON.stringify(action)}`);
        n++;
        for (const ev of r.events as GameEvent[]) {
          if (ev.type === "pool") pools[ev.player] = JSON.stringify(ev.pool);
          // 203.4: every pool is empty when a turn begins.
          if (ev.type === "phase" && ev.phase === "reactivation" && JSON.stringify(pools) !== JSON.stringify(empty)) {
            throw new Error(`seed ${seed}: 203.4 pools at turn start: ${JSON.stringify(pools)}`);
          }
        }
        const broken = brokenInvariant(game);
        if (broken) throw new Error(`seed ${seed}, action ${n}: ${broken}`);
      }
      actionsTotal += n;
      eliminations += game.state.players.filter((p) => p.out).length;
      if (game.result()) ended++;
      else truncated++;
    }
    const ms = performance.now() - t0;
    console.log(`${GAMES} games: ${ended} ended, ${truncated} reached ${MAX_ACTIONS} actions; ${actionsTotal} actions in ${(ms / 1000).toFixed(1)} s; ${eliminations} players out of a game that went on (106.1)`);
    expect(ended + truncated).toBe(GAMES);
  }, 300_000); // 12 s alone; a loaded 2-core machine has taken over 60 s

  it("replay: the same options and actions give the same state (seeded games)", () => {
    for (const seed of [3, 17, 42]) {
      const opts = act1Options(seed);
      const game = createGame(opts);
      const agents = { p1: new RandomAgent(seed), p2: new RandomAgent(seed + 100) };
      for (let n = 0; n < 300 && !game.result(); n++) {
        const p = playerToAct(game)!;
        const r = game.perform(agents[p as "p1" | "p2"].chooseAction(game, p, game.legalActions(p)));
        expect(r.ok).toBe(true);
      }
      const again = replay(opts, game.actions);
      expect(again.state).toEqual(game.state);
      expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state);
    }
  });
});
