// Balance: an entry's card added to each reference deck, played against every other reference
// deck by the judging agent (the heuristic AI on both sides), compared with the same pairings and
// seeds without the card.
//
// The deck rule (documented in the report): the card goes in with as many copies as its deck
// restriction allows (304.3), at most MAX_COPIES (an unlimited card gets MAX_COPIES). Each copy
// replaces one of the deck's weakest cards:
//   - a Life Base Card replaces the deck's Life Base (one copy: 101.1a allows exactly one);
//   - an Energy Crystal Card replaces copies of the deck's most numerous Energy Crystal Card;
//   - any other card replaces copies of the deck's cheapest Summon or Effect Card (lowest total
//     casting cost; ties: fewer copies first, then name order), moving on to the next cheapest when
//     one runs out.
// So the deck keeps its size and its one Life Base. Seeds: pairing p (in the order of `pairings`),
// game i plays seed S + p*N + i, the first turn alternating, with and without the card alike, so
// each game with the card has a twin without it.
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import type { Deck } from "../decks/deck.ts";
import { deckCards } from "../decks/deck.ts";
import { playSimGame, type GameRecord, type SimContext } from "../sim/game.ts";
import { wilson } from "../sim/stats.ts";
import type { BoardData } from "../../runtime/x610z/board.ts";
import type { GameGroup } from "../queue/shards.ts";

export const MAX_COPIES = 4;

export interface ReferenceSet {
  library: Record<string, CardDefinition>;
  decks: Deck[];
  board: BoardData;
  boardName: string;
}

export interface BalanceSettings {
  games: number;
  /** Plan the entry's games without playing them (the queue plays them: judge --queue). */
  deferGames?: boolean;
  seed: number;
  maxActions: number;
  threshold: number;
  /** The judging agent on both sides (default: the heuristic). */
  agent?: JudgingAgent;
  /** The search agent's playouts per searched choice (its default when absent). */
  searchPlayouts?: number;
}

/** The agents the judge can play its balance games with (apps/sim/game.ts AGENT_KINDS). */
export const JUDGING_AGENTS = ["heuristic", "search", "mcts"] as const;
export type JudgingAgent = (typeof JUDGING_AGENTS)[number];

export interface Pairing {
  /** The deck that gets the card (seat 0). */
  deck: string;
  opponent: string;
}

/** Every ordered pair of different reference decks, in deck order. */
export function pairings(decks: readonly Deck[]): Pairing[] {
  const out: Pairing[] = [];
  for (const a of decks) for (const b of decks) if (a !== b) out.push({ deck: a.name, opponent: b.name });
  return out;
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const totalCost = (d: CardDefinition) => Object.values(d.cost).reduce((n, x) => n + x, 0);

export interface DeckChange {
  deck: string;
  copies: number;
  replaced: Array<{ card: string; copies: number }>;
  cards: string[];
}

/** The deck with the card in it, by the rule above. */
export function deckWith(deck: Deck, card: CardDefinition, library: Record<string, CardDefinition>): DeckChange {
  const counts = new Map<string, number>();
  for (const e of deck.entries) if (!e.side) counts.set(e.card, (counts.get(e.card) ?? 0) + e.count);
  const type = (n: string) => library[n]?.type ?? "";
  let copies = card.restriction === null ? MAX_COPIES : Math.min(card.restriction, MAX_COPIES);
  let candidates: string[];
  if (card.type === "Life Base Card") {
    copies = 1;
    candidates = [...counts.keys()].filter((n) => type(n) === "Life Base Card");
  } else if (card.type === "Energy Crystal Card") {
    candidates = [...counts.keys()].filter((n) => type(n) === "Energy Crystal Card").sort((a, b) => counts.get(b)! - counts.get(a)! || order(a, b));
  } else {
    candidates = [...counts.keys()]
      .filter((n) => type(n) !== "Life Base Card" && type(n) !== "Energy Crystal Card")
      .sort((a, b) => totalCost(library[a]!) - totalCost(library[b]!) || counts.get(a)! - counts.get(b)! || order(a, b));
  }
  candidates = candidates.filter((n) => n !== card.name);
  const replaced: DeckChange["replaced"] = [];
  let left = copies;
  for (const n of candidates) {
    if (left === 0) break;
    const take = Math.min(left, counts.get(n)!);
    counts.set(n, counts.get(n)! - take);
    replaced.push({ card: n, copies: take });
    left -= take;
  }
  copies -= left; // a deck without enough cards to replace takes fewer copies
  const cards = deckCards(deck).filter(() => true);
  // Rebuild in file order with the new counts, then the added copies.
  const rebuilt: string[] = [];
  const remaining = new Map(counts);
  for (const n of cards) {
    const r = remaining.get(n) ?? 0;
    if (r > 0) {
      rebuilt.push(n);
      remaining.set(n, r - 1);
    }
  }
  for (let i = 0; i < copies; i++) rebuilt.push(card.name);
  return { deck: deck.name, copies, replaced, cards: rebuilt };
}

export interface GameLine {
  pairing: number;
  seed: number;
  winner: 0 | 1 | null;
  reason: string | null;
  unfinished: boolean;
  /** Times seat 0 cast the card (0 for the baseline). */
  casts: number;
  error?: string;
}

/** The pairings' games, not yet played: one group per pairing (apps/queue/shards.ts), with the card
 *  (card given) or without (the baseline). */
export interface PairingPlan {
  groups: GameGroup[];
  changes: DeckChange[];
  /** The card whose casts are counted, or null for the baseline. */
  card: string | null;
}

export function planPairings(ref: ReferenceSet, settings: BalanceSettings, card: CardDefinition | null, extra: Record<string, CardDefinition> = {}): PairingPlan {
  const library = { ...ref.library, ...extra };
  if (card) library[card.name] = card;
  const changes: DeckChange[] = [];
  const byName = new Map(ref.decks.map((d) => [d.name, d]));
  const agent = settings.agent ?? "heuristic";
  const groups = pairings(ref.decks).map((p, pi): GameGroup => {
    const mine = byName.get(p.deck)!;
    let cards = deckCards(mine);
    if (card) {
      const change = deckWith(mine, card, library);
      if (!changes.some((c) => c.deck === change.deck)) changes.push(change);
      cards = change.cards;
    }
    const ctx: SimContext = { library, board: ref.board, decks: [cards, deckCards(byName.get(p.opponent)!)], agents: [agent, agent], maxActions: settings.maxActions };
    if (settings.searchPlayouts !== undefined) ctx.searchPlayouts = settings.searchPlayouts;
    const specs = Array.from({ length: settings.games }, (_, i) => ({ index: i, seed: settings.seed + pi * settings.games + i, first: (i % 2) as 0 | 1 }));
    return { ctx, specs };
  });
  return { groups, changes, card: card?.name ?? null };
}

/** The report's lines of played games: records per group, in the plan's order. */
export function linesOf(plan: PairingPlan, records: ReadonlyArray<readonly GameRecord[]>): GameLine[] {
  return records.flatMap((rs, pi) =>
    rs.map((r) => {
      const line: GameLine = { pairing: pi, seed: r.seed, winner: r.winner, reason: r.reason, unfinished: r.unfinished, casts: plan.card ? (r.casts[0][plan.card] ?? 0) : 0 };
      if (r.error) line.error = r.error;
      return line;
    }),
  );
}

/** Plays the pairings' games here, with the card (card given) or without (the baseline). */
export function playPairings(ref: ReferenceSet, settings: BalanceSettings, card: CardDefinition | null, extra: Record<string, CardDefinition> = {}): { lines: GameLine[]; changes: DeckChange[] } {
  const plan = planPairings(ref, settings, card, extra);
  return {
    lines: linesOf(
      plan,
      plan.groups.map((g) => g.specs.map((spec) => playSimGame(spec, g.ctx))),
    ),
    changes: plan.changes,
  };
}

export interface RateCI {
  wins: number;
  games: number;
  rate: number;
  ci95: [number, number];
}

const rateOf = (wins: number, games: number): RateCI => ({ wins, games, rate: games ? wins / games : 0, ci95: wilson(wins, games) });

/** The difference of two independent proportions with Newcombe's hybrid score interval (his
 *  method 10, from the two Wilson intervals), 95 %. */
export function shiftCI(a: RateCI, b: RateCI): { shift: number; ci95: [number, number] } {
  const d = a.rate - b.rate;
  const [l1, u1] = a.ci95;
  const [l2, u2] = b.ci95;
  const lo = d - Math.sqrt((a.rate - l1) ** 2 + (u2 - b.rate) ** 2);
  const hi = d + Math.sqrt((u1 - a.rate) ** 2 + (b.rate - l2) ** 2);
  return { shift: d, ci95: [Math.max(-1, lo), Math.min(1, hi)] };
}

export interface CardBalance {
  card: string;
  decks: Array<{ deck: string; copies: number; replaced: Array<{ card: string; copies: number }> }>;
  pairings: Array<{ deck: string; opponent: string; withCard: RateCI; baseline: RateCI; shift: number; ci95: [number, number] }>;
  withCard: RateCI;
  baseline: RateCI;
  shift: number;
  ci95: [number, number];
  /** Games in which the deck with the card cast it at least once, and how it did in them. */
  cast: { games: number; share: number; casts: number; perGame: number; whenCast: RateCI; whenNotCast: RateCI };
  endings: Record<string, number>;
  errors: string[];
  /** |shift| is larger than the organiser's threshold. */
  flagged: boolean;
}

/** Rounds for the report: a figure printed with 6 decimals is the same on every machine. */
const round = (x: number) => Math.round(x * 1e6) / 1e6;
const r2 = (ci: [number, number]): [number, number] => [round(ci[0]), round(ci[1])];
const roundRate = (r: RateCI): RateCI => ({ ...r, rate: round(r.rate), ci95: r2(r.ci95) });

export function summarizeBalance(card: string, ref: ReferenceSet, settings: BalanceSettings, withCard: { lines: GameLine[]; changes: DeckChange[] }, baseline: GameLine[]): CardBalance {
  const ps = pairings(ref.decks);
  const wins = (ls: GameLine[]) => ls.filter((l) => l.winner === 0).length;
  const perPairing = ps.map((p, pi) => {
    const a = withCard.lines.filter((l) => l.pairing === pi);
    const b = baseline.filter((l) => l.pairing === pi);
    const ra = rateOf(wins(a), a.length);
    const rb = rateOf(wins(b), b.length);
    const s = shiftCI(ra, rb);
    return { deck: p.deck, opponent: p.opponent, withCard: roundRate(ra), baseline: roundRate(rb), shift: round(s.shift), ci95: r2(s.ci95) };
  });
  const all = rateOf(wins(withCard.lines), withCard.lines.length);
  const base = rateOf(wins(baseline), baseline.length);
  const s = shiftCI(all, base);
  const cast = withCard.lines.filter((l) => l.casts > 0);
  const notCast = withCard.lines.filter((l) => l.casts === 0);
  const endings: Record<string, number> = { endingDot: 0, lifeBaseLeftPlay: 0, emptyDeck: 0, concession: 0, draw: 0, unfinished: 0, error: 0 };
  for (const l of withCard.lines) {
    const k = l.error ? "error" : l.unfinished ? "unfinished" : (l.reason ?? "draw");
    endings[k] = (endings[k] ?? 0) + 1;
  }
  const totalCasts = withCard.lines.reduce((n, l) => n + l.casts, 0);
  return {
    card,
    decks: withCard.changes.map((c) => ({ deck: c.deck, copies: c.copies, replaced: c.replaced })),
    pairings: perPairing,
    withCard: roundRate(all),
    baseline: roundRate(base),
    shift: round(s.shift),
    ci95: r2(s.ci95),
    cast: {
      games: cast.length,
      share: round(withCard.lines.length ? cast.length / withCard.lines.length : 0),
      casts: totalCasts,
      perGame: round(withCard.lines.length ? totalCasts / withCard.lines.length : 0),
      whenCast: roundRate(rateOf(wins(cast), cast.length)),
      whenNotCast: roundRate(rateOf(wins(notCast), notCast.length)),
    },
    endings,
    errors: withCard.lines
      .filter((l) => l.error)
      .map((l) => l.error!)
      .sort(order),
    flagged: Math.abs(s.shift) > settings.threshold,
  };
}
