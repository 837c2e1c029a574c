// The search agent: the heuristic's candidate lines (heuristic.ts) judged by playouts instead of a
// one-ply score. At each of its own Action Phase choices with an empty stack (where moves, attacks
// and permanent casts happen, 202.1, 201.7 table 1) it keeps the candidates the heuristic scores
// best plus the best of each kind of action (so an attack or a summon cast the static evaluation
// underrates is still tried), and plays each on lookahead copies (core/lookahead.ts) through the
// rest of its turn and the opponent's next turn with the heuristic playing both sides. Each copy
// is a determinisation: the cards the player can't see (the opponents' hands and decks, his own
// deck, 501, 502) are dealt again at random, and the game's own RNG is replaced, so the search
// never reads hidden cards or future random draws. The candidate with the best mean score wins;
// every candidate sees the same determinisations (common random numbers).
//
// The score at the end of a playout is the heuristic's evaluation plus a race term the heuristic
// lacks (602.2): whose Life Base reaches an ending dot first when the player moves next, counting
// the dots other pawns stand on (600.5: a move can't end on an occupied dot), so blocking a Life
// Base's way and keeping one's own way free are worth something.
//
// The budget is a number of playouts per choice (never a time), and every random draw comes from
// the agent's own seeded RNG, so the same game seed and agent seed give the same game anywhere.
// Every other decision (reactive priority, stack responses, pending decisions of any kind) is left
// to the heuristic.
import type { Agent } from "../agents.ts";
import { cardIn, defOf, isLifeBaseDef, isOpponent, type Engine } from "../cards.ts";
import { reachableMoves } from "../board.ts";
import { effectiveStats, isForbidden } from "../continuous.ts";
import type { Game } from "../game.ts";
import { randomBelow, seedRng } from "../../core/rng.ts";
import { forkGame } from "../../core/lookahead.ts";
import type { Action, CardId, PlayerId } from "../types.ts";
import { candidateLines, HeuristicAgent, settle, type Candidate } from "./heuristic.ts";
import { evaluate } from "./evaluate.ts";

export interface SearchOptions {
  /** Seeds the agent's RNG (determinisations, the playout agents' tie-breaks). */
  seed?: number;
  /** Playouts per searched choice, spread over the candidates kept (at least one each). */
  playouts?: number;
  /** Candidates kept by the heuristic's score before the best of each kind is added. */
  width?: number;
  /** Bound on the actions of one playout (a card loop must not hang). */
  playoutActions?: number;
}

export interface SearchStats {
  decisions: number;
  /** Choices decided by playouts. */
  searched: number;
  playouts: number;
  /** Actions performed inside playouts (the work the budget buys). */
  playoutActions: number;
}

export const SEARCH_DEFAULTS = { playouts: 8, width: 3, playoutActions: 600 } as const;

/** Weight of the race term: being a move ahead is worth about a summon and a half more than the
 *  heuristic's own race term says. */
const RACE_LEAD = 60;

const key = (a: unknown): string => JSON.stringify(a);

export class SearchAgent implements Agent {
  readonly stats: SearchStats = { decisions: 0, searched: 0, playouts: 0, playoutActions: 0 };
  private readonly rng: number[];
  private readonly fallback: HeuristicAgent;
  private readonly playouts: number;
  private readonly width: number;
  private readonly playoutActions: number;
  private plan: { turn: number; steps: Action[] } | null = null;

  constructor(opts: SearchOptions = {}) {
    const seed = opts.seed ?? 0;
    this.rng = seedRng(seed ^ 0x5ea7c4);
    this.fallback = new HeuristicAgent({ seed });
    this.playouts = Math.max(1, Math.floor(opts.playouts ?? SEARCH_DEFAULTS.playouts));
    this.width = Math.max(1, Math.floor(opts.width ?? SEARCH_DEFAULTS.width));
    this.playoutActions = Math.max(1, Math.floor(opts.playoutActions ?? SEARCH_DEFAULTS.playoutActions));
  }

  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    this.stats.decisions++;
    if (legal.length === 0) throw new Error(`search agent for ${player}: no legal action`);
    const planned = this.continuePlan(game, legal);
    if (planned) return planned;
    if (!searchable(game, player)) return this.fallback.chooseAction(game, player, legal);
    const pass = legal.find((a) => a.type === "pass");
    if (!pass) return this.fallback.chooseAction(game, player, legal);
    const pick = this.search(game, player, legal, pass);
    if (pick.action.type === "pass") return pass;
    const steps: Action[] = [...pick.crystals.map((card): Action => ({ type: "activate", player, card })), pick.action];
    const first = steps.shift()!;
    this.plan = steps.length ? { turn: game.state.turn.number, steps } : null;
    return first;
  }

  /** The next step of a chosen line, while it is still legal (crystal activations don't use the
   *  stack, 200.1b, so nothing can come between them and the action they pay for). */
  private continuePlan(game: Game, legal: Action[]): Action | null {
    const plan = this.plan;
    this.plan = null;
    if (!plan || plan.turn !== game.state.turn.number || game.pending()) return null;
    const k = key(plan.steps[0]);
    const found = legal.find((a) => key(a) === k);
    if (!found) return null;
    if (plan.steps.length > 1) this.plan = { turn: plan.turn, steps: plan.steps.slice(1) };
    return found;
  }

  private search(game: Game, player: PlayerId, legal: Action[], pass: Action): Candidate {
    const passLine: Candidate = { action: pass, crystals: [] };
    const lines = shortlist(game, player, candidateLines(game, player, legal), this.width);
    if (lines.length === 0) return passLine;
    const all = [passLine, ...lines];
    this.stats.searched++;
    const per = Math.max(1, Math.floor(this.playouts / all.length));
    const seeds = Array.from({ length: per }, () => randomBelow(this.rng, 0x7fffffff));
    let best = passLine;
    let bestScore = -Infinity;
    for (const line of all) {
      let sum = 0;
      for (const s of seeds) sum += this.playout(game, player, line, s);
      const score = sum / per;
      if (score > bestScore + 1e-9) [best, bestScore] = [line, score];
    }
    return best;
  }

  /** One playout: a determinised copy, the line, then the heuristic on both sides until the
   *  player's next turn begins (or the game ends, or the bound); the race-aware score. */
  private playout(game: Game, player: PlayerId, line: Candidate, seed: number): number {
    this.stats.playouts++;
    const g = forkGame(game);
    determinise(g.engine, player, seed);
    for (const card of line.crystals) if (!g.perform({ type: "activate", player, card }).ok) return -Infinity;
    if (!g.perform(line.action).ok) return -Infinity;
    const a = line.action;
    if (a.type === "cast" && cardIn(g.state, a.card).zone === "hand") return -Infinity;
    const start = game.state.turn.number;
    const agents = new Map<PlayerId, HeuristicAgent>();
    let n = 0;
    for (; n < this.playoutActions && !g.result(); n++) {
      const t = g.state.turn;
      if (t.number > start && t.active === player && !g.pending()) break;
      const who = g.pending()?.player ?? g.priority();
      if (who === null) break;
      let agent = agents.get(who);
      if (!agent) agents.set(who, (agent = new HeuristicAgent({ seed: seed ^ who.length ^ (agents.size + 1) * 0x9e37 })));
      const legalNow = g.legalActions(who);
      if (legalNow.length === 0) break;
      if (!g.perform(agent.chooseAction(g, who, legalNow)).ok) break;
    }
    this.stats.playoutActions += n;
    if (!g.result()) settle(g, g.state.stack.length);
    return score(g, player);
  }
}

/** Searched choices: the player's own Action Phase, priority with an empty stack, no decision. */
function searchable(game: Game, player: PlayerId): boolean {
  const s = game.state;
  return s.turn.active === player && s.turn.phase === "action" && s.stack.length === 0 && !game.pending() && game.priority() === player;
}

/** The candidates worth playouts: the `width` best by the heuristic's one-ply score, and the best
 *  of each kind (a Life Base move, another move, an attack, a cast, the rest). */
function shortlist(game: Game, player: PlayerId, lines: Candidate[], width: number): Candidate[] {
  const E = game.engine;
  const scored = lines.map((line) => ({ line, score: onePly(game, player, line), kind: kindOf(E, line.action) }));
  const ok = scored.filter((x) => x.score > -Infinity);
  const byScore = [...ok].sort((x, y) => y.score - x.score);
  const keep = new Set(byScore.slice(0, width));
  const seenKinds = new Set<string>();
  for (const x of byScore) {
    if (seenKinds.has(x.kind)) continue;
    seenKinds.add(x.kind);
    keep.add(x);
  }
  return ok.filter((x) => keep.has(x)).map((x) => x.line);
}

function kindOf(E: Engine, a: Action): string {
  if (a.type === "move") return isLifeBaseDef(defOf(E, a.card)) ? "lifeBaseMove" : "move";
  if (a.type === "attack") {
    const target = typeof a.target === "string" ? a.target : a.target.card;
    return isLifeBaseDef(defOf(E, target)) ? "attackLifeBase" : "attack";
  }
  if (a.type === "cast") return a.at !== undefined ? "castSummon" : "cast";
  return a.type;
}

function onePly(game: Game, player: PlayerId, line: Candidate): number {
  const g = forkGame(game);
  for (const card of line.crystals) if (!g.perform({ type: "activate", player, card }).ok) return -Infinity;
  if (!g.perform(line.action).ok) return -Infinity;
  const a = line.action;
  if (a.type === "cast" && cardIn(g.state, a.card).zone === "hand") return -Infinity;
  settle(g, 0);
  return evaluate(g, player).total;
}

/** Deals the cards `me` can't see again (501.1 decks are hidden, 502.1 hands are seen by their
 *  owner only): each opponent's hand and deck shuffled together and dealt back in the same sizes,
 *  `me`'s deck shuffled; and a fresh game RNG, so no future random draw is known. */
export function determinise(E: Engine, me: PlayerId, seed: number): void {
  const rng = seedRng(seed);
  const s = E.state;
  const shuffle = (xs: CardId[]) => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = randomBelow(rng, i + 1);
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
  };
  for (const p of s.players) {
    if (p.id === me) {
      shuffle(p.zones.deck);
      continue;
    }
    const hidden = [...p.zones.hand, ...p.zones.deck];
    shuffle(hidden);
    const h = p.zones.hand.length;
    p.zones.hand = hidden.slice(0, h);
    p.zones.deck = hidden.slice(h);
    for (const id of p.zones.hand) cardIn(s, id).zone = "hand";
    for (const id of p.zones.deck) cardIn(s, id).zone = "deck";
  }
  s.rng = seedRng(randomBelow(rng, 0x7fffffff));
}

/** The heuristic's evaluation plus the race as it stands when `me` moves next (602.2). */
export function score(game: Game, me: PlayerId): number {
  const E = game.engine;
  const base = evaluate(game, me).total;
  if (game.state.result) return base;
  const mine = raceMoves(E, me);
  let theirs = Infinity;
  for (const p of E.state.players) if (isOpponent(E, me, p.id)) theirs = Math.min(theirs, raceMoves(E, p.id));
  if (mine === Infinity && theirs === Infinity) return base;
  // `me` moves first: he wins the race when he needs no more moves than the opponent.
  const lead = theirs === Infinity ? 3 : mine === Infinity ? -3 : Math.max(-3, Math.min(3, theirs - mine + 0.5));
  return base + RACE_LEAD * lead;
}

/** 602.2: moves the player's Life Base needs to reach an ending dot, not ending a move on a dot
 *  another pawn stands on (600.5) unless that pawn will be gone (602.5: ending dots are wiped after
 *  every turn); Infinity when it has no way there. */
export function raceMoves(E: Engine, player: PlayerId): number {
  const s = E.state;
  let lb: CardId | null = null;
  const occupied = new Set<string>();
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (c.at === null) continue;
    if (c.controller === player && isLifeBaseDef(defOf(E, c))) lb = id;
    else if (E.board.data.dots[c.at]?.kind !== "ending") occupied.add(c.at);
  }
  if (lb === null) return Infinity;
  const c = cardIn(s, lb);
  const from = c.at!;
  if (E.board.data.dots[from]?.kind === "ending") return 0;
  const speed = isForbidden(E, lb, "move") ? 0 : effectiveStats(E, lb).speed;
  if (speed < 1) return Infinity;
  const start = s.players.find((p) => p.id === player)!.start;
  const seen = new Set<string>([from]);
  let frontier = [from];
  for (let moves = 1; frontier.length > 0 && moves <= 12; moves++) {
    const next: string[] = [];
    for (const dot of frontier) {
      for (const opt of reachableMoves(E.board, dot, { speed, isLifeBase: true, controllerStart: start, occupied })) {
        const to = opt.path[opt.path.length - 1]!;
        const kind = E.board.data.dots[to]?.kind;
        if (kind === "starting" && to !== start) continue; // 601.5: destroyed there
        if (kind === "ending") return moves + (c.deactivated ? 1 : 0);
        if (!seen.has(to)) {
          seen.add(to);
          next.push(to);
        }
      }
    }
    frontier = next;
  }
  return Infinity;
}
