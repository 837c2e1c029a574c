// The search agent: the heuristic's candidate lines (heuristic.ts) judged by playouts instead of a
// one-ply score. Whenever it has priority in its own Action Phase (where moves, attacks and
// permanent casts happen, 202.1, 201.7 table 1) it keeps the candidates the heuristic scores best,
// the best of each kind of action (so an attack or a summon cast the static evaluation underrates is
// still tried) and every move or summon cast that stands a pawn in an opponent's Life Base's way,
// and plays each on lookahead copies (core/lookahead.ts) through the rest of its turn and the
// opponent's next turn: its own side with the heuristic scoring positions by `score` below, the
// opponents with the plain heuristic. Where a summon's pawn goes or which path a move takes, when
// the engine asks (402.6a, 202.8), is searched the same way, one line per option.
//
// Each copy is a determinisation: the cards the player can't see (the opponents' hands and decks,
// his own deck, 501, 502) are dealt again at random and the game's RNG is replaced, so the search
// never reads hidden cards or future random draws. The line with the best mean score wins; every
// line sees the same determinisations (common random numbers).
//
// `score` is the heuristic's evaluation plus a race term it lacks (602.2): whose Life Base reaches
// an ending dot first, from the moves each still needs, counting the dots other pawns stand on
// (600.5: a move can't end on an occupied dot), and who moves next.
//
// The budget is a number of playouts per choice (never a time), spread over the lines; with fewer
// playouts than lines, the lines the heuristic scores lowest are dropped. Every random draw comes
// from the agent's own seeded RNG, so the same game seed and agent seed give the same game on any
// machine. Every other decision (the opponent's turn, pending decisions of other kinds) is the
// heuristic's, with the same race-aware score.
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

export const SEARCH_DEFAULTS = { playouts: 32, width: 3, playoutActions: 600 } as const;

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
    this.fallback = new HeuristicAgent({ seed, score });
    this.playouts = Math.max(1, Math.floor(opts.playouts ?? SEARCH_DEFAULTS.playouts));
    this.width = Math.max(1, Math.floor(opts.width ?? SEARCH_DEFAULTS.width));
    this.playoutActions = Math.max(1, Math.floor(opts.playoutActions ?? SEARCH_DEFAULTS.playoutActions));
  }

  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    this.stats.decisions++;
    if (legal.length === 0) throw new Error(`search agent for ${player}: no legal action`);
    const planned = this.continuePlan(game, legal);
    if (planned) return planned;
    const d = game.pending();
    if (d && d.player === player && SEARCHED_DECISIONS.has(d.kind) && d.options.length > 1 && d.options.length <= this.playouts && ownActionPhase(game, player))
      return this.searchDecision(game, player, d.options.length);
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

  /** A placement answered by playouts, one line per option (402.6a where the pawn goes, 202.8 the
   *  path of a move): where a pawn stands decides blocks and attacks. */
  private searchDecision(game: Game, player: PlayerId, options: number): Action {
    this.stats.searched++;
    const lines: Candidate[] = Array.from({ length: options }, (_, choice) => ({ action: { type: "answer", player, choice }, crystals: [] }));
    return this.best(game, player, lines).action;
  }

  /** The line with the best mean playout score (the first of equals), each line played on the
   *  same determinisations. */
  private best(game: Game, player: PlayerId, lines: Candidate[]): Candidate {
    const per = Math.max(1, Math.floor(this.playouts / lines.length));
    const seeds = Array.from({ length: per }, () => randomBelow(this.rng, 0x7fffffff));
    let best = lines[0]!;
    let bestScore = -Infinity;
    for (const line of lines) {
      let sum = 0;
      for (const s of seeds) sum += this.playout(game, player, line, s);
      const score = sum / per;
      if (score > bestScore + 1e-9) [best, bestScore] = [line, score];
    }
    return best;
  }

  private search(game: Game, player: PlayerId, legal: Action[], pass: Action): Candidate {
    const passLine: Candidate = { action: pass, crystals: [] };
    const lines = shortlist(game, player, candidateLines(game, player, legal), this.width);
    if (lines.length === 0) return passLine;
    this.stats.searched++;
    // The budget is strict: with fewer playouts than lines, the lines the heuristic scores lowest go.
    return this.best(game, player, [passLine, ...lines].slice(0, Math.max(1, this.playouts)));
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
      // The player's own side plays the race-aware heuristic; the opponents the plain one.
      if (!agent) agents.set(who, (agent = new HeuristicAgent({ seed: seed + agents.size + 1, ...(who === player ? { score } : {}) })));
      const legalNow = g.legalActions(who);
      if (legalNow.length === 0) break;
      if (!g.perform(agent.chooseAction(g, who, legalNow)).ok) break;
    }
    this.stats.playoutActions += n;
    if (!g.result()) settle(g, g.state.stack.length);
    return score(g, player);
  }
}

/** Decisions answered by playouts in the player's own Action Phase; the heuristic answers the rest. */
const SEARCHED_DECISIONS = new Set<string>(["placeSummon", "movePath"]);

function ownActionPhase(game: Game, player: PlayerId): boolean {
  const t = game.state.turn;
  return t.active === player && t.phase === "action";
}

/** Searched choices: priority in the player's own Action Phase, no decision waiting (the stack
 *  may hold entries: a trigger at the beginning of the phase, his own cast about to resolve). */
function searchable(game: Game, player: PlayerId): boolean {
  return ownActionPhase(game, player) && !game.pending() && game.priority() === player;
}

/** The candidates worth playouts: the `width` best by the heuristic's one-ply score, the best of
 *  each kind (a Life Base move, another move, an attack on a Life Base, another attack, a summon
 *  cast, the rest), and every move or summon cast that ends on a dot an opponent's Life Base needs
 *  (600.5: it can't end its move there), which the one-ply score can't see. */
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
  const opponents = E.state.players.filter((p) => isOpponent(E, player, p.id)).map((p) => p.id);
  const before = new Map(opponents.map((o) => [o, raceMoves(E, o)] as const));
  for (const x of ok) {
    const dest = destination(E, x.line.action);
    if (!dest || keep.has(x)) continue;
    if (opponents.some((o) => raceMoves(E, o, dest) > before.get(o)!)) keep.add(x);
  }
  return byScore.filter((x) => keep.has(x)).map((x) => x.line);
}

/** Where a non Life Base pawn ends up after a move or a summon cast, and where it came from. */
function destination(E: Engine, a: Action): { from: string | null; to: string } | null {
  if (a.type === "move" && a.path.length > 1 && !isLifeBaseDef(defOf(E, a.card))) return { from: a.path[0]!, to: a.path[a.path.length - 1]! };
  if (a.type === "cast" && a.at !== undefined) return { from: null, to: a.at };
  return null;
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
  return score(g, player);
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

/** The heuristic's evaluation plus the race (602.2): who reaches an ending dot first, counting
 *  the moves each Life Base still needs and who moves next (the active player, unless his Life
 *  Base has already moved or can't move this turn, 202.2b). */
function score(game: Game, me: PlayerId): number {
  const E = game.engine;
  const base = evaluate(game, me).total;
  if (game.state.result) return base;
  const mine = raceMoves(E, me);
  let theirs = Infinity;
  for (const p of E.state.players) if (isOpponent(E, me, p.id)) theirs = Math.min(theirs, raceMoves(E, p.id));
  if (mine === Infinity && theirs === Infinity) return base;
  const active = E.state.turn.active;
  const activeMovesNow = active !== null && lifeBaseCanMoveNow(E, active);
  const meFirst = active === me ? activeMovesNow : !activeMovesNow;
  // `me` wins the race when he needs fewer moves, or as many and moves first.
  const lead = theirs === Infinity ? 3 : mine === Infinity ? -3 : Math.max(-3, Math.min(3, theirs - mine + (meFirst ? 0.5 : -0.5)));
  return base + RACE_LEAD * lead;
}

/** Whether the player's Life Base may still move this turn (202.2b reactivated, 202.4 not deactivated). */
function lifeBaseCanMoveNow(E: Engine, player: PlayerId): boolean {
  for (const id of E.state.index.summons) {
    const c = cardIn(E.state, id);
    if (c.controller === player && isLifeBaseDef(defOf(E, c))) return c.state === "reactivated" && !c.deactivated && !isForbidden(E, id, "move");
  }
  return false;
}

/** 602.2: moves the player's Life Base needs to reach an ending dot, not ending a move on a dot
 *  another pawn stands on (600.5) unless that pawn will be gone (602.5: ending dots are wiped after
 *  every turn); Infinity when it has no way there. `change` counts a pawn as moved: `from` left,
 *  `to` taken. */
export function raceMoves(E: Engine, player: PlayerId, change?: { from: string | null; to: string }): number {
  const s = E.state;
  let lb: CardId | null = null;
  const occupied = new Set<string>();
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (c.at === null) continue;
    if (c.controller === player && isLifeBaseDef(defOf(E, c))) lb = id;
    else if (E.board.data.dots[c.at]?.kind !== "ending") occupied.add(c.at);
  }
  if (change) {
    if (change.from !== null) occupied.delete(change.from);
    if (E.board.data.dots[change.to]?.kind !== "ending") occupied.add(change.to);
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
