// The MCTS agent: information-set Monte Carlo tree search over the player's own turn, for the whole
// game (602.2 the race, 106.3 attacks on Life Bases, 600.5 blocks, removal). Whenever it has
// priority in its own Action Phase (where moves, attacks and permanent casts happen, 202.1, 201.7)
// it grows one tree whose edges are its actions of this turn, one after another (a crystal cast, a
// Life Base move, an attack, a pawn into a Life Base's way, a summon cast and where its pawn goes,
// 402.6a), each with the crystals that pay for it (energy-plan.ts), and passing, which ends the turn.
//
// Each iteration deals the hidden cards again (`deal`: the opponents' hands and decks from what the
// player may know, his own deck, and a fresh game RNG; 501.1, 502.1), walks the tree by UCT over
// the edges that still apply in that deal (single-observer ISMCTS), adds one node, then plays the
// rest of the turn and the opponent's whole turn with a fast rule policy for both sides
// (`fastAction`: it attacks what it can reach, runs its Life Base, boosts it onto an ending dot,
// stands a pawn in the way of a Life Base that would win the race, casts its biggest summon, walks
// its summons at the opponent's Life Base, and in the opponent's turn stops his racing Life Base's
// move with what it kept crystals for) up to the horizon, the player's next Action Phase, where
// the position is worth `horizonValue` (-1..1: mostly who wins the race, 602.2). A node's edges are
// the search agent's shortlist in that position (the heuristic's best lines, the best of each
// kind, every move that blocks), widened progressively: a node visited n times offers its first
// ceil(WIDEN * n^ALPHA) + 1 edges.
//
// Answers in an opponent's turn to his racing Life Base's move (search.ts `respondable`) are
// searched the same way (a root of the answers and passing). Every other decision is the
// heuristic's on a dealt copy, so no choice reads a hidden card.
//
// The budget is a number of iterations a choice (never a time). Every random draw comes from the
// agent's own seeded RNG, so the same game and agent seeds give the same choices on any machine.
import type { Agent } from "../agents.ts";
import { cardIn, defOf, isCrystalDef, isLifeBaseDef, isOpponent, isSummonDef, type Engine } from "../cards.ts";
import { reachableMoves } from "../board.ts";
import { castCost, effectiveStats, isForbidden } from "../continuous.ts";
import { total } from "../energy.ts";
import type { Cost, Mode } from "../abilities.ts";
import type { Game } from "../game.ts";
import { randomBelow, seedRng } from "../../core/rng.ts";
import { forkGame } from "../../core/lookahead.ts";
import type { Action, CardId, Decision, PlayerId } from "../types.ts";
import { candidateLines, HeuristicAgent, quickAnswer, type Candidate } from "./heuristic.ts";
import { blockedRaceMoves, ownRaceMoves, raceMoves, respondable, score, searchable, shortlist, worthTrying } from "./search.ts";
import { evaluate } from "./evaluate.ts";
import { dotDistance, lifeBaseMovesToEnd } from "./metrics.ts";
import { costOf, crystalsFor } from "./energy-plan.ts";

export interface MctsOptions {
  /** Seeds the agent's RNG (deals, playouts' tie-breaks). */
  seed?: number;
  /** Iterations (one deal, one walk down the tree, one playout each) per searched choice. */
  iterations?: number;
  /** A playout ends when the player's Action Phase has begun this many times after the choice. */
  turns?: number;
  /** Bound on the actions of one playout (a card loop must not hang). */
  playoutActions?: number;
  /** Candidates kept by the heuristic's score at a node before the best of each kind is added. */
  width?: number;
  /** UCT's exploration constant (values lie in -1..1). */
  exploration?: number;
}

export interface MctsStats {
  decisions: number;
  /** Choices decided by a tree. */
  searched: number;
  /** Iterations played (each ends in one playout). */
  playouts: number;
  /** Actions performed inside playouts and tree walks (the work the budget buys). */
  playoutActions: number;
}

const MCTS_DEFAULTS = { iterations: 48, turns: 1, playoutActions: 400, width: 3, exploration: 0.6 } as const;

/** Progressive widening: a node visited n times offers ceil(WIDEN * n^ALPHA) + 1 edges. */
const WIDEN = 1;
const ALPHA = 0.5;
/** Decisions the tree branches on in the player's own Action Phase (402.6a where a pawn goes, 202.8
 *  the path of a move): the rest are answered quickly inside a walk. */
const BRANCHING = new Set<string>(["placeSummon", "movePath"]);

const key = (a: unknown): string => JSON.stringify(a);

interface Edge {
  line: Candidate;
  key: string;
  visits: number;
  sum: number;
  child: Node | null;
}

interface Node {
  visits: number;
  /** Made on the node's first visit, from that deal (own-turn actions don't depend on the deal). */
  edges: Edge[] | null;
}

export class MctsAgent implements Agent {
  readonly stats: MctsStats = { decisions: 0, searched: 0, playouts: 0, playoutActions: 0 };
  private readonly rng: number[];
  private readonly fallback: HeuristicAgent;
  private readonly iterations: number;
  private readonly turns: number;
  private readonly playoutActions: number;
  private readonly width: number;
  private readonly exploration: number;
  private plan: { turn: number; steps: Action[] } | null = null;

  constructor(opts: MctsOptions = {}) {
    const seed = opts.seed ?? 0;
    this.rng = seedRng(seed ^ 0x3c75);
    this.fallback = new HeuristicAgent({ seed, score });
    this.iterations = Math.max(1, Math.floor(opts.iterations ?? MCTS_DEFAULTS.iterations));
    this.turns = Math.max(1, Math.floor(opts.turns ?? MCTS_DEFAULTS.turns));
    this.playoutActions = Math.max(1, Math.floor(opts.playoutActions ?? MCTS_DEFAULTS.playoutActions));
    this.width = Math.max(1, Math.floor(opts.width ?? MCTS_DEFAULTS.width));
    this.exploration = opts.exploration ?? MCTS_DEFAULTS.exploration;
  }

  chooseAction(game: Game, player: PlayerId, all: Action[]): Action {
    this.stats.decisions++;
    if (all.length === 0) throw new Error(`mcts agent for ${player}: no legal action`);
    const legal = worthTrying(game, player, all);
    const planned = this.continuePlan(game, legal);
    if (planned) return planned;
    const d = game.pending();
    const ownTurn = searchable(game, player) || (d !== null && d.player === player && BRANCHING.has(d.kind) && d.options.length > 1 && ownActionPhase(game, player));
    const response = !d && respondable(game, player);
    if (!ownTurn && !response) return this.quick(game, player, legal);
    const line = this.search(game, player, response);
    if (!line) return this.quick(game, player, legal);
    const steps: Action[] = [...line.crystals.map((card): Action => ({ type: "activate", player, card })), line.action];
    const first = steps.shift()!;
    this.plan = steps.length ? { turn: game.state.turn.number, steps } : null;
    const k = key(first);
    return legal.find((a) => key(a) === k) ?? all.find((a) => key(a) === k) ?? this.quick(game, player, legal);
  }

  /** The next step of a chosen line, while it is still legal (crystal activations don't use the
   *  stack, 200.1b, so nothing comes between them and the action they pay for). */
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

  /** The heuristic's choice, made on a dealt copy (its lookahead never sees a hidden card), mapped
   *  back to the same action in the game (the player's own legal actions don't depend on the deal). */
  private quick(game: Game, player: PlayerId, legal: Action[]): Action {
    const only = onlyChoice(game, legal);
    if (only) return only;
    const g = forkGame(game);
    deal(g.engine, player, randomBelow(this.rng, 0x7fffffff));
    const a = this.fallback.chooseAction(g, player, worthTrying(g, player, g.legalActions(player)));
    const k = key(a);
    return legal.find((x) => key(x) === k) ?? legal.find((x) => x.type === "pass") ?? legal.find((x) => x.type !== "concede") ?? legal[0]!;
  }

  /** The most visited root edge after the budget's iterations (null: nothing to choose between). */
  private search(game: Game, player: PlayerId, response: boolean): Candidate | null {
    const root: Node = { visits: 0, edges: null };
    const depth = game.state.stack.length;
    const turn = game.state.turn.number;
    for (let i = 0; i < this.iterations; i++) {
      const g = forkGame(game);
      const seed = randomBelow(this.rng, 0x7fffffff);
      deal(g.engine, player, seed);
      const rng = seedRng(seed ^ 0x9a7);
      const path: Edge[] = [];
      const nodes: Node[] = [root];
      let node = root;
      let steps = 0;
      for (;;) {
        node.edges ??= expand(g, player, this.width, node === root && response);
        if (node.edges.length === 0) break;
        if (node === root && node.edges.length === 1) return node.edges[0]!.line;
        const edge = this.select(node);
        if (!apply(g, player, edge.line)) break;
        path.push(edge);
        if (node === root && response) break;
        steps += advance(g, player, depth, turn);
        if (!atChoice(g, player, depth, turn)) break;
        if (!edge.child) {
          edge.child = { visits: 0, edges: null };
          nodes.push(edge.child);
          break;
        }
        node = edge.child;
        nodes.push(node);
      }
      const value = this.playout(g, player, rng);
      this.stats.playouts++;
      this.stats.playoutActions += steps;
      for (const n of nodes) n.visits++;
      for (const e of path) {
        e.visits++;
        e.sum += value;
      }
    }
    if (!root.edges || root.edges.length === 0) return null;
    this.stats.searched++;
    let best = root.edges[0]!;
    for (const e of root.edges) if (e.visits > best.visits || (e.visits === best.visits && e.visits > 0 && e.sum / e.visits > best.sum / Math.max(1, best.visits))) best = e;
    return best.line;
  }

  /** UCT over the edges progressive widening offers at this node: an unvisited one first. */
  private select(node: Node): Edge {
    const edges = node.edges!;
    const offered = Math.min(edges.length, Math.ceil(WIDEN * Math.pow(node.visits, ALPHA)) + 1);
    let best = edges[0]!;
    let bestValue = -Infinity;
    const logN = Math.log(Math.max(1, node.visits));
    for (let i = 0; i < offered; i++) {
      const e = edges[i]!;
      if (e.visits === 0) return e;
      const v = e.sum / e.visits + this.exploration * Math.sqrt(logN / e.visits);
      if (v > bestValue) [best, bestValue] = [e, v];
    }
    return best;
  }

  /** The fast policy on both sides until the player's Action Phase has begun `turns` times more
   *  (or the game ends, or the bound), then the position's worth to the player (horizonValue). */
  private playout(g: Game, player: PlayerId, rng: number[]): number {
    let lastOwn = g.state.turn.number;
    let own = 0;
    let n = 0;
    for (; n < this.playoutActions && !g.result(); n++) {
      const t = g.state.turn;
      // Scored in the player's Action Phase: by then his Life Base is reactivated (701.1), so the
      // race term sees whether it may move now.
      if (t.number > lastOwn && t.active === player && t.phase === "action" && !g.pending()) {
        lastOwn = t.number;
        if (++own >= this.turns) break;
      }
      const who = g.pending()?.player ?? g.priority();
      if (who === null) break;
      if (!g.perform(fastAction(g, who, rng)).ok && !g.perform({ type: "pass", player: who }).ok) break;
    }
    this.stats.playoutActions += n;
    return horizonValue(g, player);
  }
}

/** The action when there is nothing to weigh: passing when nothing else but conceding is legal, the
 *  answer to a decision of one option. */
function onlyChoice(game: Game, legal: readonly Action[]): Action | null {
  const d = game.pending();
  if (d) return d.options.length === 1 ? (legal.find((a) => a.type === "answer") ?? null) : null;
  let pass: Action | null = null;
  for (const a of legal) {
    if (a.type === "pass") pass = a;
    else if (a.type !== "concede") return null;
  }
  return pass;
}

/** The horizon's weights: value = RACE * tanh(STEEP * lead) + (1 - RACE) * tanh(rest / REST). */
const HORIZON = { race: 0.75, steep: 1.5, rest: 40, blockCredit: 0.6 };

/**
 * A position's worth to `me` in -1..1 (the game's result when it is over). Mostly the race (602.2):
 * `lead`, the moves the closest opponent's Life Base still needs less his own (search.ts
 * ownRaceMoves for both: crystals and Speed boosts turn by turn, the pawns in the way, 600.5; on a
 * dealt copy the opponent's hand is the deal's),
 * plus half a move for whoever moves first (the active player while his Life Base may still move
 * this turn, 202.2b), clamped to three moves. In the player's own turn the moves his pawns could
 * still add to a racing opponent's by blocking (search.ts blockedRaceMoves) count at blockCredit.
 * The rest is the evaluation without its race term (evaluate.ts: Life Base Defense, 106.3, material,
 * threats, resources).
 */
function horizonValue(game: Game, me: PlayerId): number {
  const E = game.engine;
  const s = E.state;
  if (s.result) return s.result.draw ? 0 : s.result.winners.includes(me) ? 1 : -1;
  const ev = evaluate(game, me);
  const rest = ev.total - ev.race;
  const mine = ownRaceMoves(E, me);
  let theirs = Infinity;
  let racer: PlayerId | null = null;
  for (const p of s.players) {
    if (!isOpponent(E, me, p.id)) continue;
    // On a dealt copy the opponent's hand is a guess the deal made, never his real one.
    const m = ownRaceMoves(E, p.id);
    if (m < theirs) [theirs, racer] = [m, p.id];
  }
  const active = s.turn.active;
  if (active === me && racer !== null && theirs <= 3) theirs += HORIZON.blockCredit * (blockedRaceMoves(E, me, racer) - theirs);
  let lead = 0;
  if (mine !== Infinity || theirs !== Infinity) {
    const activeMovesNow = lifeBaseMayMove(E, active);
    const meFirst = active === me ? activeMovesNow : !activeMovesNow;
    lead = theirs === Infinity ? 3 : mine === Infinity ? -3 : Math.max(-3, Math.min(3, theirs - mine + (meFirst ? 0.5 : -0.5)));
  }
  return HORIZON.race * Math.tanh(HORIZON.steep * lead) + (1 - HORIZON.race) * Math.tanh(rest / HORIZON.rest);
}

/** Whether the player's Life Base may still move this turn (202.2b reactivated, 202.4 not deactivated). */
function lifeBaseMayMove(E: Engine, player: PlayerId): boolean {
  const lb = lifeBaseOf(E, player);
  if (lb === null) return false;
  const c = cardIn(E.state, lb);
  return c.state === "reactivated" && !c.deactivated && !isForbidden(E, lb, "move");
}

function ownActionPhase(game: Game, player: PlayerId): boolean {
  const t = game.state.turn;
  return t.active === player && t.phase === "action";
}

/** Whether the walk is at a choice of the player's in his own Action Phase (priority with the stack
 *  back to where the search began, or a branching decision). */
function atChoice(g: Game, player: PlayerId, depth: number, turn: number): boolean {
  if (g.result() || g.state.turn.number !== turn || !ownActionPhase(g, player)) return false;
  const d = g.pending();
  if (d) return d.player === player && BRANCHING.has(d.kind) && d.options.length > 1;
  return g.priority() === player && g.state.stack.length <= depth;
}

/** Plays quickly (the fast policy: passes, quick answers) until the player is at a choice again or
 *  his Action Phase is over; the actions performed. */
function advance(g: Game, player: PlayerId, depth: number, turn: number): number {
  let n = 0;
  for (; n < 200 && !g.result(); n++) {
    if (atChoice(g, player, depth, turn) || g.state.turn.number !== turn || !ownActionPhase(g, player)) break;
    const who = g.pending()?.player ?? g.priority();
    if (who === null) break;
    const d = g.pending();
    const a: Action = d ? { type: "answer", player: who, choice: fastAnswer(g, d) } : { type: "pass", player: who };
    if (!g.perform(a).ok) break;
  }
  return n;
}

/** A line's crystals, then its action; false when the engine refuses a step (the line doesn't
 *  apply in this deal) or a cast fails for lack of energy (200.5). */
function apply(g: Game, player: PlayerId, line: Candidate): boolean {
  for (const card of line.crystals) if (!g.perform({ type: "activate", player, card }).ok) return false;
  if (!g.perform(line.action).ok) return false;
  const a = line.action;
  return !(a.type === "cast" && cardIn(g.state, a.card).zone === "hand");
}

/** A node's edges in the order progressive widening offers them. */
function expand(g: Game, player: PlayerId, width: number, response: boolean): Edge[] {
  const edge = (line: Candidate): Edge => ({ line, key: key(line.action), visits: 0, sum: 0, child: null });
  const d = g.pending();
  if (d) return placementOrder(g, player, d).map((choice) => edge({ action: { type: "answer", player, choice }, crystals: [] }));
  const legal = worthTrying(g, player, g.legalActions(player));
  const pass = legal.find((a) => a.type === "pass");
  if (!pass) return [];
  const passLine: Candidate = { action: pass, crystals: [] };
  if (response) return [passLine, ...candidateLines(g, player, legal)].map(edge);
  // 403: an Energy Crystal cast from hand first (a crystal in play only adds energy): one edge per kind.
  const E = g.engine;
  const crystals = new Map<string, Action>();
  for (const a of legal) if (a.type === "cast" && isCrystalDef(defOf(E, a.card))) crystals.set(defOf(E, a.card).name, a);
  if (crystals.size > 0) return [...crystals.values()].map((action) => edge({ action, crystals: [] }));
  // Lines of two steps (search.ts pair blocks, a boost and its move) are two edges here.
  const lines = shortlist(g, player, candidateLines(g, player, legal), width).filter((l) => !l.then && !l.thenMove);
  return [...lines.slice(0, 1), passLine, ...lines.slice(1)].map(edge);
}

/** A decision's options, best guesses first: for a summon's pawn (402.6a) the dots that stand in a
 *  racing Life Base's way (600.5), then the player's own starting dot, then the rest by distance to
 *  an opponent's Life Base; other decisions in the engine's order. */
function placementOrder(g: Game, player: PlayerId, d: Decision): number[] {
  const all = d.options.map((_, i) => i);
  if (d.kind !== "placeSummon") return all;
  const E = g.engine;
  const rank = d.options.map((o) => placementRank(E, player, String(o.value)));
  return all.sort((x, y) => rank[x]! - rank[y]! || x - y);
}

function placementRank(E: Engine, player: PlayerId, dot: string): number {
  const start = E.state.players.find((p) => p.id === player)!.start;
  for (const o of E.state.players) {
    if (!isOpponent(E, player, o.id)) continue;
    const before = raceMoves(E, o.id);
    if (before <= 3 && raceMoves(E, o.id, { from: null, to: dot }) > before) return -100;
  }
  if (dot === start) return -50;
  const lb = opponentLifeBaseDot(E, player);
  return lb === null ? 0 : dotDistance(E.board, dot, lb);
}

/** Deals the cards `me` can't see again (501.1 decks are hidden, 502.1 hands are seen by their
 *  owner only): each opponent's hand and deck, taken in card id order (so nothing of how they lie
 *  now is read), shuffled and dealt back in the same sizes; `me`'s deck the same way; and a fresh
 *  game RNG, so no future random draw is known. */
export function deal(E: Engine, me: PlayerId, seed: number): void {
  const rng = seedRng(seed);
  const s = E.state;
  const shuffle = (xs: CardId[]) => {
    xs.sort();
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

// ---------------------------------------------------------------------------------------------
// The fast policy: one pass over the legal actions a step, no lookahead.
// ---------------------------------------------------------------------------------------------

function lifeBaseOf(E: Engine, player: PlayerId): CardId | null {
  for (const id of E.state.index.summons) {
    const c = cardIn(E.state, id);
    if (c.controller === player && c.at !== null && isLifeBaseDef(defOf(E, c))) return id;
  }
  return null;
}

function opponentLifeBaseDot(E: Engine, player: PlayerId): string | null {
  for (const id of E.state.index.summons) {
    const c = cardIn(E.state, id);
    if (c.at !== null && isOpponent(E, player, c.controller) && isLifeBaseDef(defOf(E, c))) return c.at;
  }
  return null;
}

/** The answer the fast policy gives: a pawn's dot by placementRank, otherwise the heuristic's quick one. */
function fastAnswer(g: Game, d: Decision): number {
  if (d.kind === "placeSummon" && d.options.length > 1) return placementOrder(g, d.player, d)[0]!;
  return quickAnswer(g, d);
}

const isEnergy = (E: Engine, a: Action): boolean => a.type === "activate" && !a.effect && !a.targets?.length && a.mode === undefined && a.extra === undefined && isCrystalDef(defOf(E, a.card));

/**
 * The fast policy's action: in an opponent's turn it stops his racing Life Base's move if it can
 * (`stopRacer`) and otherwise passes; in its own turn outside its Action Phase, or with the stack not
 * empty, it passes (decisions are answered quickly). In its Action Phase, the first that applies: cast an Energy
 * Crystal (403); fill the pool from every crystal (203.4: it empties at the end of the turn anyway);
 * move its Life Base onto an ending dot (602.2); attack (202.3a attacks cost nothing) a Life Base,
 * else a summon it destroys, else any summon; in a race it would lose, stand a pawn where the
 * opponent's Life Base needs to go (600.5); boost its Life Base's Speed when that wins this move;
 * move its Life Base to the dot fewest moves from an ending dot;
 * cast its dearest summon it can pay for in full; walk a summon towards the opponent's Life Base
 * (never onto an ending dot, 602.5, or an opponent's starting dot, 601.5); pass.
 */
function fastAction(g: Game, who: PlayerId, rng: number[]): Action {
  const d = g.pending();
  if (d) return { type: "answer", player: who, choice: fastAnswer(g, d) };
  const E = g.engine;
  const s = E.state;
  const pass: Action = { type: "pass", player: who };
  if (s.turn.active !== who && g.priority() === who) return stopRacer(g, who) ?? pass;
  if (s.turn.active !== who || s.turn.phase !== "action" || s.stack.length > 0 || g.priority() !== who) return pass;
  const legal = g.legalActions(who);
  const board = E.board;
  const lb = lifeBaseOf(E, who);
  const theirs = opponentLifeBaseDot(E, who);
  let energy: Action | null = null;
  let kept: ReadonlySet<CardId> | null = null;
  let attack: Action | null = null;
  let attackValue = -Infinity;
  const lbMoves: Extract<Action, { type: "move" }>[] = [];
  const moves: Extract<Action, { type: "move" }>[] = [];
  let summon: Action | null = null;
  let summonCost = -1;
  for (const a of legal) {
    switch (a.type) {
      case "cast": {
        const def = defOf(E, a.card);
        if (isCrystalDef(def)) return a;
        if (isSummonDef(def) && !a.targets?.length) {
          const cost = total(def.cost);
          if (cost > summonCost) {
            const c = g.check(a);
            if (c.ok && c.fullyPaid) [summon, summonCost] = [a, cost];
          }
        }
        break;
      }
      case "activate":
        if (isEnergy(E, a) && !(kept ??= reserve(E, who)).has(a.card)) energy ??= a;
        break;
      case "attack": {
        const target = typeof a.target === "string" ? a.target : a.target.card;
        const t = cardIn(s, target);
        const v = isLifeBaseDef(defOf(E, t))
          ? 100
          : effectiveStats(E, target).defense - t.damage <= effectiveStats(E, a.card).attack
            ? 50 + total(defOf(E, t).cost)
            : 10 + effectiveStats(E, a.card).attack;
        if (v > attackValue) [attack, attackValue] = [a, v];
        break;
      }
      case "move":
        if (a.card === lb) lbMoves.push(a);
        else moves.push(a);
        break;
      default:
        break;
    }
  }
  if (energy) return energy;
  const kindAt = (dot: string) => board.data.dots[dot]?.kind;
  for (const m of lbMoves) if (kindAt(m.path.at(-1)!) === "ending") return m;
  if (attack) return attack;
  // 602.2: the active player wins a race of equal moves (he moves first); losing it, he blocks first.
  const mine = raceMoves(E, who);
  const block = blockingMove(E, who, moves, mine);
  if (block) return block;
  if (lb !== null && lbMoves.length > 0) {
    const start = s.players.find((p) => p.id === who)!.start;
    const speed = effectiveStats(E, lb).speed;
    const now = lifeBaseMovesToEnd(board, cardIn(s, lb).at!, speed, start);
    // 202.5c: a Speed boost first when it makes this move the winning one and the pool still pays
    // the move after it.
    if (now > 1) {
      const pool = total(s.players.find((p) => p.id === who)!.pool);
      const moveCost = total(defOf(E, lb).movementEnergy ?? {});
      for (const a of legal) {
        if ((a.type !== "cast" && a.type !== "ability" && a.type !== "activate") || !a.targets?.some((t) => "card" in t && t.card === lb)) continue;
        const mode = modeOf(E, a);
        const gain = mode ? speedUp(mode) : 0;
        if (gain <= 0 || lifeBaseMovesToEnd(board, cardIn(s, lb).at!, speed + gain, start) !== 1) continue;
        const c = g.check(a);
        if (c.ok && c.fullyPaid && pool - total(costOf(E, a)) >= moveCost) return a;
      }
    }
    let best: Action | null = null;
    let bestMoves = now;
    let ties = 0;
    for (const m of lbMoves) {
      const to = m.path.at(-1)!;
      if (kindAt(to) === "starting" && to !== start) continue;
      const left = lifeBaseMovesToEnd(board, to, speed, start);
      if (left < bestMoves) [best, bestMoves, ties] = [m, left, 1];
      else if (left === bestMoves && best !== null && randomBelow(rng, ++ties) === 0) best = m;
    }
    if (best) return best;
  }
  if (summon) return summon;
  if (theirs !== null) {
    let best: Action | null = null;
    let bestGain = 0;
    for (const m of moves) {
      const from = m.path[0]!;
      const to = m.path.at(-1)!;
      const kind = kindAt(to);
      if (kind === "ending" || kind === "starting") continue;
      const st = effectiveStats(E, m.card);
      if (dotDistance(board, from, theirs) <= st.range) continue; // already in range: stay and attack
      const gain = dotDistance(board, from, theirs) - dotDistance(board, to, theirs);
      if (gain > bestGain) [best, bestGain] = [m, gain];
    }
    if (best) return best;
  }
  return pass;
}

/** 201.3: an answer to an opponent's Life Base move on top of the stack while that Life Base is at
 *  most two moves from an ending dot (602.2): the first action that counters the move, forbids the
 *  Life Base to move or takes Speed off it (202.5c: the Speed is read when the move resolves),
 *  once the pool pays for it (the crystals activated one a call, 200.1b); null when there is none. */
function stopRacer(g: Game, who: PlayerId): Action | null {
  const E = g.engine;
  const s = E.state;
  const top = s.stack.at(-1);
  if (!top || top.kind !== "move" || !isOpponent(E, who, top.player) || !top.card || !isLifeBaseDef(defOf(E, top.card))) return null;
  if (raceMoves(E, top.player) > 2) return null;
  const legal = g.legalActions(who);
  for (const a of legal) {
    if (a.type !== "cast" && a.type !== "ability" && a.type !== "activate") continue;
    const targets = a.targets ?? [];
    const onMove = targets.some((t) => ("stack" in t && t.stack === top.id) || ("card" in t && t.card === top.card));
    if (!onMove) continue;
    const mode = modeOf(E, a);
    if (!mode || !stops(mode)) continue;
    const c = g.check(a);
    if (!c.ok) continue;
    if (c.fullyPaid) return a;
    const energy = legal.find((x) => isEnergy(E, x));
    if (energy) return energy;
  }
  return null;
}

const KEEP_NONE: ReadonlySet<CardId> = new Set();

/** The Speed a mode adds until end of turn (202.5c). */
function speedUp(m: Mode): number {
  let gain = 0;
  for (const e of m.effects) if (e.op === "modifyStat" && e.stat === "speed" && typeof e.delta === "number" && e.delta > 0) gain += e.delta;
  return gain;
}

/** Whether a mode can stop a Life Base's move: counter it, forbid the move, take Speed off. */
const stops = (m: Mode): boolean =>
  m.effects.some((e) => e.op === "counter" || (e.op === "forbid" && e.action === "move") || (e.op === "modifyStat" && e.stat === "speed" && typeof e.delta === "number" && e.delta < 0));

/** The crystals the fast policy keeps untapped in its own turn for `stopRacer` in the opponent's:
 *  the fewest that pay the cheapest non permanent Effect in hand that can stop a Life Base's move,
 *  while an opponent's Life Base is at most three moves from an ending dot. */
function reserve(E: Engine, who: PlayerId): ReadonlySet<CardId> {
  const s = E.state;
  if (!s.players.some((o) => isOpponent(E, who, o.id) && raceMoves(E, o.id) <= 3)) return KEEP_NONE;
  const p = s.players.find((x) => x.id === who)!;
  let best: Cost | null = null;
  for (const id of p.zones.hand) {
    const def = defOf(E, id);
    if (isCrystalDef(def) || def.permanent) continue;
    if (!def.abilities.some((a) => a.kind === "effect" && a.modes.some(stops))) continue;
    const cost = castCost(E, who, id);
    if (best === null || total(cost) < total(best)) best = cost;
  }
  if (best === null) return KEEP_NONE;
  const untapped = p.zones.play.filter((id) => isCrystalDef(defOf(E, id)) && cardIn(s, id).state === "reactivated");
  return new Set(crystalsFor(E, who, best, untapped) ?? []);
}

/** The mode an action casts or activates (a card's effect, an Effect's activated ability, a summon's ability). */
function modeOf(E: Engine, a: Action): Mode | null {
  if (a.type !== "ability" && a.type !== "activate" && a.type !== "cast") return null;
  const def = defOf(E, a.card);
  const ability = a.type === "ability" ? def.abilities[a.index ?? -1] : def.abilities.find((x) => (a.type === "cast" ? x.kind === "effect" : x.kind === "activated" && !x.summon));
  if (!ability || (ability.kind !== "activated" && ability.kind !== "effect")) return null;
  return ability.modes[a.mode ?? 0] ?? null;
}

/** 600.5: the move that puts the most moves on an opponent's Life Base at most three moves from an
 *  ending dot and fewer than the player's own (`mine`: a race he would lose), among those ending on
 *  a dot its next move could end on. */
function blockingMove(E: Engine, who: PlayerId, moves: readonly Extract<Action, { type: "move" }>[], mine: number): Action | null {
  if (moves.length === 0) return null;
  const s = E.state;
  let best: Action | null = null;
  let bestGain = 0;
  for (const o of s.players) {
    if (!isOpponent(E, who, o.id)) continue;
    const before = raceMoves(E, o.id);
    if (before > 3 || before === 0 || before >= mine) continue;
    const lb = lifeBaseOf(E, o.id);
    if (lb === null) continue;
    const occupied = new Set<string>();
    for (const id of s.index.summons) {
      const c = cardIn(s, id);
      if (c.at !== null) occupied.add(c.at);
    }
    const targets = new Set<string>();
    for (const opt of reachableMoves(E.board, cardIn(s, lb).at!, { speed: effectiveStats(E, lb).speed, isLifeBase: true, controllerStart: o.start, occupied })) targets.add(opt.path.at(-1)!);
    for (const m of moves) {
      const to = m.path.at(-1)!;
      if (!targets.has(to) || E.board.data.dots[to]?.kind === "ending") continue;
      const gain = raceMoves(E, o.id, { from: m.path[0]!, to }) - before;
      if (gain > bestGain) [best, bestGain] = [m, gain];
    }
  }
  return best;
}
