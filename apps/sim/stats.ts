// Statistics of a simulation: win rates with 95 % Wilson score intervals, draws and unfinished
// games, average length, and per-card figures (times cast, and how often the side that cast a
// card won the games it cast it in). Everything is computed from the records in game order, so the
// summary doesn't depend on how the games were spread over workers.
import type { AgentKind, GameRecord } from "./game.ts";
import type { GameEndReason } from "../../runtime/x610z/types.ts";

/** The Wilson score interval for k successes in n trials (z = 1.96: 95 %). [0, 1] when n = 0. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

export interface Rate {
  wins: number;
  /** wins / games (all games, draws and unfinished ones included). */
  rate: number;
  /** 95 % Wilson score interval of the rate. */
  ci95: [number, number];
}

interface SeatSummary extends Rate {
  deck: string;
  agent: AgentKind;
}

interface CardSummary {
  card: string;
  /** Times cast, over all games and both sides. */
  casts: number;
  /** Games × sides in which this card was cast at least once. */
  games: number;
  /** Of those, the ones the casting side won. */
  wins: number;
  rate: number;
}

export interface SimSummary {
  games: number;
  seed: number;
  board: string;
  maxActions: number;
  seats: [SeatSummary, SeatSummary];
  /** The seat that took the first turn (105.1) won. */
  firstPlayer: Rate;
  draws: number;
  unfinished: number;
  errors: string[];
  /** How the finished games ended (106.2-106.3). */
  endings: Record<GameEndReason, number>;
  /** Averages over finished games (a result, no error). */
  average: { turns: number; actions: number; attacks: number; finishedGames: number };
  cards: CardSummary[];
  /** One line per game, in game order. */
  records: Array<{ seed: number; first: 0 | 1; winner: 0 | 1 | null; draw: boolean; unfinished: boolean; reason: GameEndReason | null; turns: number; actions: number; attacks: number }>;
}

export interface SummaryMeta {
  seed: number;
  board: string;
  maxActions: number;
  decks: [string, string];
  agents: [AgentKind, AgentKind];
}

const rate = (wins: number, n: number): Rate => ({ wins, rate: n ? wins / n : 0, ci95: wilson(wins, n) });

export function summarize(records: readonly GameRecord[], meta: SummaryMeta): SimSummary {
  const sorted = [...records].sort((a, b) => a.index - b.index);
  const n = sorted.length;
  const wins: [number, number] = [0, 0];
  let firstWins = 0;
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  let actions = 0;
  let attacks = 0;
  let finished = 0;
  const endings: Record<GameEndReason, number> = { endingDot: 0, lifeBaseLeftPlay: 0, emptyDeck: 0, concession: 0, loop: 0 };
  const errors: string[] = [];
  const cards = new Map<string, CardSummary>();
  for (const r of sorted) {
    if (r.error) errors.push(r.error);
    else if (r.unfinished) unfinished++;
    else if (r.draw || r.winner === null) draws++;
    if (r.winner !== null) {
      wins[r.winner]++;
      if (r.winner === r.first) firstWins++;
    }
    if (!r.error && !r.unfinished) {
      finished++;
      turns += r.turns;
      actions += r.actions;
      attacks += r.attacks;
      if (r.reason) endings[r.reason]++;
    }
    r.casts.forEach((casts, seat) => {
      for (const [card, times] of Object.entries(casts)) {
        const c = cards.get(card) ?? { card, casts: 0, games: 0, wins: 0, rate: 0 };
        c.casts += times;
        c.games += 1;
        if (r.winner === seat) c.wins += 1;
        cards.set(card, c);
      }
    });
  }
  for (const c of cards.values()) c.rate = c.games ? c.wins / c.games : 0;
  return {
    games: n,
    seed: meta.seed,
    board: meta.board,
    maxActions: meta.maxActions,
    seats: [0, 1].map((s) => ({ deck: meta.decks[s]!, agent: meta.agents[s]!, ...rate(wins[s]!, n) })) as [SeatSummary, SeatSummary],
    firstPlayer: rate(firstWins, n),
    draws,
    unfinished,
    errors,
    endings,
    average: { turns: finished ? turns / finished : 0, actions: finished ? actions / finished : 0, attacks: finished ? attacks / finished : 0, finishedGames: finished },
    cards: [...cards.values()].sort((a, b) => b.casts - a.casts || (a.card < b.card ? -1 : a.card > b.card ? 1 : 0)),
    records: sorted.map((r) => ({ seed: r.seed, first: r.first, winner: r.winner, draw: r.draw, unfinished: r.unfinished, reason: r.reason, turns: r.turns, actions: r.actions, attacks: r.attacks })),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

function table(rows: string[][], align: Array<"l" | "r">): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (align[i] === "r" ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

export function formatSummary(s: SimSummary): string {
  const out: string[] = [];
  const [a, b] = s.seats;
  out.push(`${s.games} games: ${a.deck} (${a.agent}) vs ${b.deck} (${b.agent}) on ${s.board}, seeds ${s.seed}..${s.seed + s.games - 1}, first player alternating`);
  out.push("");
  out.push(
    table(
      [["deck", "agent", "wins", "win rate", "95 % CI (Wilson score interval)"], ...s.seats.map((x) => [x.deck, x.agent, String(x.wins), pct(x.rate), `${pct(x.ci95[0])} – ${pct(x.ci95[1])}`])],
      ["l", "l", "r", "r", "l"],
    ),
  );
  out.push("");
  out.push(`first player won ${s.firstPlayer.wins} (${pct(s.firstPlayer.rate)}, 95 % CI ${pct(s.firstPlayer.ci95[0])} – ${pct(s.firstPlayer.ci95[1])})`);
  out.push(`draws ${s.draws}, unfinished ${s.unfinished} (bound: ${s.maxActions} actions a game)${s.errors.length ? `, errors ${s.errors.length}` : ""}`);
  out.push(`average length (${s.average.finishedGames} finished games): ${s.average.turns.toFixed(1)} turns, ${s.average.actions.toFixed(1)} actions, ${s.average.attacks.toFixed(1)} attacks`);
  const e = s.endings;
  out.push(
    `how they ended: Life Base on an ending dot ${e.endingDot} (602.2), Life Base left play ${e.lifeBaseLeftPlay}, empty deck ${e.emptyDeck}, concession ${e.concession} (106.3)${e.loop ? `, no progress (the loop rule) ${e.loop}` : ""}`,
  );
  for (const e of s.errors) out.push(`error: ${e}`);
  if (s.cards.length) {
    out.push("");
    out.push("cards (casting side's win rate over the games it cast the card in):");
    out.push(table([["card", "cast", "games", "won", "win rate"], ...s.cards.map((c) => [c.card, String(c.casts), String(c.games), String(c.wins), pct(c.rate)])], ["l", "r", "r", "r", "r"]));
  }
  return out.join("\n");
}
