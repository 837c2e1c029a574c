// `orrery sim --game zx`: N seeded full Z/X games (RULES-ZX) between two decks of cards/zx/decks.
// Game i uses seed S+i and the first turn alternates between the seats (ZX-402.1 step 7 fixed by
// `firstPlayer`), so a run is reproducible. Per game a record; the summary has win rates with 95 %
// Wilson score intervals (stats.ts), the first player's win rate, how games ended (ZX-101: the last
// Life card taken by an attack, ZX-704.1, or by a deck refresh, ZX-803.1b; a concession; a draw when
// both lose at one rule check) and average length. Games run in this thread.
import type { ZxCardDefinition } from "../../runtime/zx/abilities.ts";
import { playGame, RandomAgent, ZxHeuristicAgent, type ZxAgent } from "../../runtime/zx/agents.ts";
import { createZxGame } from "../../runtime/zx/game.ts";
import { budgetStop, type GameBudget } from "./budget.ts";
import { wilson, type Rate } from "./stats.ts";

export const ZX_AGENT_KINDS = ["heuristic", "random"] as const;
type ZxAgentKind = (typeof ZX_AGENT_KINDS)[number];
const ZX_SEATS = ["p1", "p2"] as const;

/** How a finished game ended. */
type ZxEnding = "lifeByAttack" | "lifeByDeckRefresh" | "concession" | "draw";

interface ZxSimDeckSpec {
  name: string;
  cards: string[];
  player?: string;
}

export interface ZxSimOptions {
  library: Record<string, ZxCardDefinition>;
  decks: [ZxSimDeckSpec, ZxSimDeckSpec];
  agents: [ZxAgentKind, ZxAgentKind];
  games: number;
  seed: number;
  /** A game still running after this many actions counts as unfinished. */
  maxActions: number;
  /** Each game's time and memory budget (budget.ts; its default when absent). */
  budget?: GameBudget;
  onRecord?: (r: ZxGameRecord) => void;
}

interface ZxGameRecord {
  index: number;
  seed: number;
  /** The seat that took the first turn. */
  first: 0 | 1;
  winner: 0 | 1 | null;
  draw: boolean;
  unfinished: boolean;
  /** Why an unfinished game stopped (its action, time or memory budget). */
  stopped?: string;
  ending: ZxEnding | null;
  turns: number;
  actions: number;
  /** Attacks declared (ZX-701), both seats. */
  attacks: number;
  /** Overdrives: cards played free in an Ignition (ZX-504.2c), both seats. */
  overdrives: number;
  error?: string;
}

export interface ZxSimSummary {
  game: "zx";
  games: number;
  seed: number;
  maxActions: number;
  seats: [Rate & { deck: string; agent: ZxAgentKind }, Rate & { deck: string; agent: ZxAgentKind }];
  firstPlayer: Rate;
  draws: number;
  unfinished: number;
  errors: string[];
  endings: Record<ZxEnding, number>;
  average: { turns: number; actions: number; attacks: number; overdrives: number; finishedGames: number };
  /** Wall-clock games per second of this run. */
  gamesPerSecond: number;
  records: Omit<ZxGameRecord, "index">[];
}

const makeAgent = (kind: ZxAgentKind, seed: number): ZxAgent => (kind === "heuristic" ? new ZxHeuristicAgent() : (new RandomAgent(seed) as ZxAgent));

/** One game: a pure function of its seed, first seat and the options. */
function playZxSimGame(index: number, seed: number, first: 0 | 1, o: Pick<ZxSimOptions, "library" | "decks" | "agents" | "maxActions" | "budget">): ZxGameRecord {
  const record: ZxGameRecord = { index, seed, first, winner: null, draw: false, unfinished: false, ending: null, turns: 0, actions: 0, attacks: 0, overdrives: 0 };
  let game;
  try {
    game = createZxGame({
      library: o.library,
      seed,
      firstPlayer: ZX_SEATS[first],
      players: o.decks.map((d, i) => ({ id: ZX_SEATS[i]!, deck: d.cards, ...(d.player ? { player: d.player } : {}) })),
    });
    const agents = { [ZX_SEATS[0]]: makeAgent(o.agents[0], seed * 2), [ZX_SEATS[1]]: makeAgent(o.agents[1], seed * 2 + 1) };
    const report = playGame(game, agents, { maxActions: o.maxActions, stop: budgetStop(o.budget) });
    record.actions = report.actions;
    record.unfinished = report.truncated;
    if (report.stopped !== undefined) record.stopped = report.stopped;
    const res = report.result;
    if (res) {
      record.draw = res.draw;
      if (!res.draw) {
        const w = ZX_SEATS.findIndex((id) => res.winners.includes(id));
        record.winner = w < 0 ? null : (w as 0 | 1);
      }
      record.ending = res.draw ? "draw" : res.reason === "concession" ? "concession" : lifeEnding(game.state.log);
    }
  } catch (err) {
    record.error = `seed ${seed}: ${(err as Error).message}`;
  }
  if (game) {
    record.turns = game.turn().number;
    let revealed: string | null = null;
    for (const ev of game.state.log) {
      if (ev.type === "attacks") record.attacks++;
      if (ev.type === "revealed") revealed = ev.from === "deck" ? ev.card : null;
      // ZX-504.2c: the card revealed from the deck in an Ignition leaves the deck for the Square or
      // is played (an Event), instead of going to the Trash.
      if (ev.type === "cardMoved" && ev.card === revealed && ev.from.zone === "deck") {
        if (ev.to.zone !== "trash") record.overdrives++;
        revealed = null;
      }
    }
  }
  return record;
}

/** The last Life card to leave: revealed by an attack (to limbo, ZX-704.1) or taken by a deck refresh. */
function lifeEnding(log: readonly { type: string }[]): ZxEnding {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as { type: string; from?: { zone: string }; to?: { zone: string } };
    if (e.type === "cardMoved" && e.from?.zone === "life") return e.to?.zone === "limbo" ? "lifeByAttack" : "lifeByDeckRefresh";
  }
  return "lifeByAttack";
}

const rate = (wins: number, n: number): Rate => ({ wins, rate: n ? wins / n : 0, ci95: wilson(wins, n) });

function summarizeZx(records: readonly ZxGameRecord[], o: Pick<ZxSimOptions, "decks" | "agents" | "seed" | "maxActions">, seconds: number): ZxSimSummary {
  const sorted = [...records].sort((a, b) => a.index - b.index);
  const n = sorted.length;
  const wins: [number, number] = [0, 0];
  let firstWins = 0;
  let draws = 0;
  let unfinished = 0;
  const errors: string[] = [];
  const endings: Record<ZxEnding, number> = { lifeByAttack: 0, lifeByDeckRefresh: 0, concession: 0, draw: 0 };
  const sum = { turns: 0, actions: 0, attacks: 0, overdrives: 0, finished: 0 };
  for (const r of sorted) {
    if (r.error) errors.push(r.error);
    else if (r.unfinished) unfinished++;
    else if (r.draw || r.winner === null) draws++;
    if (r.winner !== null) {
      wins[r.winner]++;
      if (r.winner === r.first) firstWins++;
    }
    if (!r.error && !r.unfinished) {
      sum.finished++;
      sum.turns += r.turns;
      sum.actions += r.actions;
      sum.attacks += r.attacks;
      sum.overdrives += r.overdrives;
      if (r.ending) endings[r.ending]++;
    }
  }
  const avg = (x: number) => (sum.finished ? x / sum.finished : 0);
  return {
    game: "zx",
    games: n,
    seed: o.seed,
    maxActions: o.maxActions,
    seats: [0, 1].map((s) => ({ deck: o.decks[s]!.name, agent: o.agents[s]!, ...rate(wins[s]!, n) })) as ZxSimSummary["seats"],
    firstPlayer: rate(firstWins, n),
    draws,
    unfinished,
    errors,
    endings,
    average: { turns: avg(sum.turns), actions: avg(sum.actions), attacks: avg(sum.attacks), overdrives: avg(sum.overdrives), finishedGames: sum.finished },
    gamesPerSecond: seconds > 0 ? n / seconds : 0,
    records: sorted.map(({ index: _i, ...r }) => r),
  };
}

export function runZxSim(o: ZxSimOptions): ZxSimSummary {
  const t0 = performance.now();
  const records: ZxGameRecord[] = [];
  for (let i = 0; i < o.games; i++) {
    const r = playZxSimGame(i, o.seed + i, (i % 2) as 0 | 1, o);
    records.push(r);
    o.onRecord?.(r);
  }
  return summarizeZx(records, o, (performance.now() - t0) / 1000);
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

export function formatZxSummary(s: ZxSimSummary): string {
  const out: string[] = [];
  const [a, b] = s.seats;
  out.push(`${s.games} Z/X games: ${a.deck} (${a.agent}) vs ${b.deck} (${b.agent}), seeds ${s.seed}..${s.seed + s.games - 1}, first player alternating`);
  out.push("");
  const rows = [
    ["deck", "agent", "wins", "win rate", "95 % CI (Wilson score interval)"],
    ...s.seats.map((x) => [x.deck, x.agent, String(x.wins), pct(x.rate), `${pct(x.ci95[0])} – ${pct(x.ci95[1])}`]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows)
    out.push(
      r
        .map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    );
  out.push("");
  out.push(`first player won ${s.firstPlayer.wins} (${pct(s.firstPlayer.rate)}, 95 % CI ${pct(s.firstPlayer.ci95[0])} – ${pct(s.firstPlayer.ci95[1])})`);
  out.push(`draws ${s.draws}, unfinished ${s.unfinished} (bound: ${s.maxActions} actions a game)${s.errors.length ? `, errors ${s.errors.length}` : ""}`);
  out.push(
    `average length (${s.average.finishedGames} finished games): ${s.average.turns.toFixed(1)} turns, ${s.average.actions.toFixed(1)} actions, ${s.average.attacks.toFixed(1)} attacks, ${s.average.overdrives.toFixed(1)} Overdrives`,
  );
  const e = s.endings;
  out.push(
    `how they ended: last Life card taken by an attack ${e.lifeByAttack} (ZX-704.1, ZX-101.1), by a deck refresh ${e.lifeByDeckRefresh} (ZX-803.1), concession ${e.concession} (ZX-101.3), draw ${e.draw} (ZX-101.1)`,
  );
  out.push(`${s.gamesPerSecond.toFixed(1)} games/s`);
  for (const x of s.errors) out.push(`error: ${x}`);
  return out.join("\n");
}
