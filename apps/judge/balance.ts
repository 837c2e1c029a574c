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
// So the deck keeps its size and its one Life Base, and each copy takes the place in the deck list
// of the copy it replaces: the engine gives cards their ids in list order and shuffles by position
// (211), so with the same seed the deck with the card is shuffled into the same order as the deck
// without it, the card where the replaced card would have been. Seeds: pairing p (in the order of
// `pairings`), game i plays seed S + p*N + i (N the budget of games per pairing), the first turn
// alternating, and both seats' agents get the seeds 2s and 2s+1, with and without the card alike:
// each game with the card has a twin without it that differs only by the swapped cards, until
// the first decision that sees them (paired.ts).
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import type { Deck } from "../decks/deck.ts";
import { deckCards } from "../decks/deck.ts";
import { playSimGame, type GameRecord, type SimContext } from "../sim/game.ts";
import { wilson } from "../sim/stats.ts";
import { pairedShift, pairTable, pocock, type PairTable } from "./paired.ts";
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
  /** The budget: at most this many games per pairing, with the card and without it alike. */
  games: number;
  /** Looks at the results, at equal steps of the budget (paired.ts lookSchedule). */
  looks: number;
  /** A card's games stop at the first look where its interval's half-width is at most this. */
  precision: number;
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
  // Each copy in the place of a copy it replaces (the first ones in the list), so the shuffle puts
  // it where that copy would have gone.
  const toReplace = new Map(replaced.map((r) => [r.card, r.copies]));
  const cards = deckCards(deck).map((n) => {
    const r = toReplace.get(n) ?? 0;
    if (r === 0) return n;
    toReplace.set(n, r - 1);
    return card.name;
  });
  return { deck: deck.name, copies, replaced, cards };
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

/** Which games of each pairing: indices from `from` up to `to` (not included). */
export interface GameRange {
  from: number;
  to: number;
}

export function planPairings(ref: ReferenceSet, settings: BalanceSettings, card: CardDefinition | null, range: GameRange, extra: Record<string, CardDefinition> = {}): PairingPlan {
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
    const specs = Array.from({ length: range.to - range.from }, (_, k) => {
      const i = range.from + k;
      return { index: i, seed: settings.seed + pi * settings.games + i, first: (i % 2) as 0 | 1 };
    });
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
export function playPairings(
  ref: ReferenceSet,
  settings: BalanceSettings,
  card: CardDefinition | null,
  range: GameRange,
  extra: Record<string, CardDefinition> = {},
): { lines: GameLine[]; changes: DeckChange[] } {
  const plan = planPairings(ref, settings, card, range, extra);
  return {
    lines: linesOf(
      plan,
      plan.groups.map((g) => g.specs.map((spec) => playSimGame(spec, g.ctx))),
    ),
    changes: plan.changes,
  };
}

interface RateCI {
  wins: number;
  games: number;
  rate: number;
  ci95: [number, number];
}

const rateOf = (wins: number, games: number): RateCI => ({ wins, games, rate: games ? wins / games : 0, ci95: wilson(wins, games) });

/** A card's games and their twins without it (the same seeds): seat 0's outcomes, pair by pair.
 *  Throws when a game has no twin: a shift from unpaired games would be a silent wrong answer. */
function twins(withCard: readonly GameLine[], baseline: readonly GameLine[]): { card: boolean[]; base: boolean[] } {
  const bySeed = new Map(baseline.map((l) => [l.seed, l]));
  const card: boolean[] = [];
  const base: boolean[] = [];
  for (const l of withCard) {
    const b = bySeed.get(l.seed);
    if (!b || b.pairing !== l.pairing) throw new Error(`the game with seed ${l.seed} has no twin without the card`);
    card.push(l.winner === 0);
    base.push(b.winner === 0);
  }
  return { card, base };
}

/** The paired shift of a card's games so far, with the critical value of the settings' schedule. */
export function shiftOf(withCard: readonly GameLine[], baseline: readonly GameLine[], settings: Pick<BalanceSettings, "looks">) {
  const t = twins(withCard, baseline);
  return pairedShift(pairTable(t.card, t.base), pocock(settings.looks));
}

export interface CardBalance {
  card: string;
  decks: Array<{ deck: string; copies: number; replaced: Array<{ card: string; copies: number }> }>;
  /** Games played per pairing, with the card (and as many twins without it). */
  games: number;
  /** Looks taken, and why the games stopped: the interval was narrow enough, or the budget was spent. */
  looks: number;
  stopped: "precision" | "budget";
  pairings: Array<{ deck: string; opponent: string; withCard: RateCI; baseline: RateCI; shift: number; ci95: [number, number] }>;
  withCard: RateCI;
  /** The twins' win rate: the same seeds without the card. */
  baseline: RateCI;
  /** Mean paired difference of seat 0's outcome (won 1, else 0), with the card minus without. */
  shift: number;
  /** Its repeated confidence interval: 95 % over all the schedule's looks together (paired.ts). */
  ci95: [number, number];
  halfWidth: number;
  /** The smallest shift this run's interval would have told from 0 with 80 % power. */
  detectable: number;
  /** Standard deviation of one pair's difference. */
  sd: number;
  /** The twins' 2x2 table. */
  twins: PairTable;
  /** The interval lies wholly above or below 0. */
  separated: boolean;
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

export interface PlayedCard {
  lines: GameLine[];
  changes: DeckChange[];
  looks: number;
  stopped: CardBalance["stopped"];
}

export function summarizeBalance(card: string, ref: ReferenceSet, settings: BalanceSettings, withCard: PlayedCard, baseline: GameLine[]): CardBalance {
  const ps = pairings(ref.decks);
  const wins = (ls: readonly GameLine[]) => ls.filter((l) => l.winner === 0).length;
  const z = pocock(settings.looks);
  const bySeed = new Map(baseline.map((l) => [l.seed, l]));
  const twinsOf = (ls: readonly GameLine[]) => ls.map((l) => bySeed.get(l.seed)!);
  const perPairing = ps.map((p, pi) => {
    const a = withCard.lines.filter((l) => l.pairing === pi);
    const b = twinsOf(a);
    const t = twins(a, b);
    const s = pairedShift(pairTable(t.card, t.base), z);
    return { deck: p.deck, opponent: p.opponent, withCard: roundRate(rateOf(wins(a), a.length)), baseline: roundRate(rateOf(wins(b), b.length)), shift: round(s.shift), ci95: r2(s.ci) };
  });
  const t = twins(withCard.lines, baseline);
  const table = pairTable(t.card, t.base);
  const s = pairedShift(table, z);
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
    games: ps.length ? withCard.lines.length / ps.length : 0,
    looks: withCard.looks,
    stopped: withCard.stopped,
    pairings: perPairing,
    withCard: roundRate(rateOf(wins(withCard.lines), withCard.lines.length)),
    baseline: roundRate(rateOf(wins(twinsOf(withCard.lines)), withCard.lines.length)),
    shift: round(s.shift),
    ci95: r2(s.ci),
    halfWidth: round(s.halfWidth),
    detectable: round(s.detectable),
    sd: round(s.sd),
    twins: table,
    separated: s.ci[0] > 0 || s.ci[1] < 0,
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
