// The heuristic agent: one-ply lookahead with a static evaluation (evaluate.ts). For each
// candidate action it copies the game (fork.ts), fills the pool from the fewest crystals that pay
// for it (energy-plan.ts), performs it, lets the stack resolve down to where it was with every
// player passing, and scores the result; it announces the best candidate when that beats passing.
// The crystal activations a candidate needs are played first, one call at a time, as a plan that
// is dropped the moment the game is not where the plan expected it.
//
// Decisions (Decision in types.ts) are answered the same way, by trying each option, except where
// trying would look at hidden cards or where every option scores alike: Murphy's Law (105.4) by
// the make-up of the hand, discards and the hand limit (502.5) by the least valuable card, searches
// (212.2) by the most valuable one. A summon's placement (402.6, 402.6a) tries only its starting
// dot and the free ending dots nearest to each side's Life Base.
//
// Deterministic: candidates are tried in the engine's order, and exact ties are broken with the
// agent's own seeded RNG (never the game's).
import type { Cost, Effect } from "../abilities.ts";
import type { Agent } from "../agents.ts";
import { defOf, isCrystalDef, isLifeBaseDef, type Engine, cardIn } from "../cards.ts";
import { canPay } from "../energy.ts";
import type { Game } from "../game.ts";
import { randomBelow, seedRng } from "../../core/rng.ts";
import { entryMode } from "../stack.ts";
import { forEachEffect } from "../effects/registry.ts";
import type { Action, CardId, Decision, PlayerId } from "../types.ts";
import { crystalPlanner, costOf } from "./energy-plan.ts";
import { evaluate, handCardValue, potentialEnergy } from "./evaluate.ts";
import { undoFork, withUndoFork } from "./undo-fork.ts";
import { dotDistance } from "./metrics.ts";

export interface HeuristicOptions {
  /** Seeds the tie-breaking RNG. */
  seed?: number;
  /** How much better than passing a candidate must score to be played. */
  margin?: number;
  /** How positions are scored for `player` (default: evaluate.ts's total); the search agent
   *  plays its own side of a playout with a race-aware score (search.ts). */
  score?: (game: Game, player: PlayerId) => number;
}

/** Counters for benchmarks and tests. */
export interface HeuristicStats {
  /** chooseAction calls. */
  decisions: number;
  /** Candidate positions played out and scored. */
  lookaheads: number;
}

/** Bound on the passes and answers while a copy's stack resolves (a card loop must not hang). */
const SETTLE_LIMIT = 400;

const isEnergyActivation = (E: Engine, a: Action): boolean =>
  a.type === "activate" && !a.effect && !a.targets?.length && a.mode === undefined && a.extra === undefined && isCrystalDef(defOf(E, a.card));

const key = (a: unknown): string => JSON.stringify(a);

/** The key of action `a` with one field left out, kept in `cache` (one cache per field). */
function keyOnce(cache: Map<Action, string>, a: Action, without: "extra"): string {
  let k = cache.get(a);
  if (k === undefined) cache.set(a, (k = key({ ...a, [without]: undefined })));
  return k;
}

/** Where the game is, for checking that a plan still applies. */
function fingerprint(game: Game): string {
  const s = game.state;
  return `${s.turn.number}|${s.turn.phase}|${s.priority}|${s.stack.map((e) => e.id).join(",")}|${s.pending?.id ?? ""}`;
}

/** The answer a player gives without looking ahead, inside a lookahead (both sides play it). */
export function quickAnswer(game: Game, d: Decision): number {
  const E = game.engine;
  switch (d.kind) {
    case "discard":
    case "handLimit":
      return cheapest(E, d);
    case "search":
    case "lookTake":
    case "reorder": // the dearest card on top: it is drawn first
      return dearest(E, d);
    case "unless":
    case "raisedCost":
      // Pay: the energy is lost at the end of the turn anyway (203.4), the card is not.
      return Math.max(
        0,
        d.options.findIndex((o) => o.value === true),
      );
    case "murphy":
      return Math.max(
        0,
        d.options.findIndex((o) => o.value === false),
      );
    default:
      return 0;
  }
}

function cheapest(E: Engine, d: Decision): number {
  let best = 0;
  let bestValue = Infinity;
  d.options.forEach((o, i) => {
    const v = handCardValue(E, d.player, o.value as CardId);
    if (v < bestValue) [best, bestValue] = [i, v];
  });
  return best;
}

function dearest(E: Engine, d: Decision): number {
  let best = 0;
  let bestValue = -Infinity;
  d.options.forEach((o, i) => {
    const v = handCardValue(E, d.player, o.value as CardId);
    if (v > bestValue) [best, bestValue] = [i, v];
  });
  return best;
}

/** Every player passes (and answers quickly) until the stack is down to `depth` entries, the game
 *  is over, or the bound is reached. */
export function settle(game: Game, depth: number): void {
  for (let n = 0; n < SETTLE_LIMIT && !game.result(); n++) {
    const d = game.pending();
    if (d) {
      if (!game.perform({ type: "answer", player: d.player, choice: quickAnswer(game, d) }).ok) return;
      continue;
    }
    if (game.state.stack.length <= depth) return;
    const p = game.priority();
    if (p === null || !game.perform({ type: "pass", player: p }).ok) return;
  }
}

/** Activates these crystals for their energy, in order; false when the engine refuses one. */
function activateAll(g: Game, player: PlayerId, crystals: readonly CardId[]): boolean {
  for (const card of crystals) if (!g.perform({ type: "activate", player, card }).ok) return false;
  return true;
}

/** An action worth trying, with the crystals to activate first to pay for it. */
export interface Candidate {
  action: Action;
  crystals: CardId[];
}

export class HeuristicAgent implements Agent {
  readonly stats: HeuristicStats = { decisions: 0, lookaheads: 0 };
  private readonly rng: number[];
  private readonly margin: number;
  private readonly score: (game: Game, player: PlayerId) => number;
  private plan: { at: string; steps: Action[] } | null = null;

  constructor(opts: HeuristicOptions = {}) {
    this.rng = seedRng((opts.seed ?? 0) ^ 0x4e75);
    this.margin = opts.margin ?? 0.05;
    this.score = opts.score ?? ((game, player) => evaluate(game, player).total);
  }

  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    this.stats.decisions++;
    if (legal.length === 0) throw new Error(`heuristic agent for ${player}: no legal action`);
    const d = game.pending();
    if (d) return { type: "answer", player, choice: this.answer(game, d) };
    const planned = this.continuePlan(game, legal);
    if (planned) return planned;
    const pass = legal.find((a) => a.type === "pass");
    if (!pass) return legal.find((a) => a.type !== "concede") ?? legal[0]!;

    const candidates = candidateLines(game, player, legal);
    if (candidates.length === 0) return pass;
    const depth = Math.max(0, game.state.stack.length - 1);
    // Passing with an empty stack changes nothing yet (the phase ends); otherwise the top resolves.
    const baseline = game.state.stack.length === 0 ? this.score(game, player) : this.tryLine(game, player, [], pass, depth);
    const scores = this.scoreLines(game, player, candidates, depth);
    let best: Candidate[] = [];
    let bestScore = -Infinity;
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i]!;
      const score = scores[i]!;
      if (score > bestScore + 1e-9) [best, bestScore] = [[c], score];
      else if (Math.abs(score - bestScore) <= 1e-9) best.push(c);
    }
    if (best.length === 0 || bestScore <= baseline + this.margin) return pass;
    const pick = best.length === 1 ? best[0]! : best[randomBelow(this.rng, best.length)]!;
    const steps: Action[] = [...pick.crystals.map((card): Action => ({ type: "activate", player, card })), pick.action];
    const first = steps.shift()!;
    this.plan = steps.length ? { at: fingerprint(game), steps } : null;
    return first;
  }

  /** The next step of the plan, if the game is where the plan left it and the step is legal. */
  private continuePlan(game: Game, legal: Action[]): Action | null {
    const plan = this.plan;
    this.plan = null;
    if (!plan || plan.at !== fingerprint(game)) return null;
    const next = plan.steps[0]!;
    const k = key(next);
    // Equal keys need an equal type and card: only those are keyed.
    const card = "card" in next ? next.card : undefined;
    const found = legal.find((a) => a.type === next.type && ("card" in a ? a.card : undefined) === card && key(a) === k);
    if (!found) return null;
    if (plan.steps.length > 1) this.plan = { at: plan.at, steps: plan.steps.slice(1) };
    return found;
  }

  /** Scores each candidate's line (tryLine), in the candidates' order, as chooseAction does with the
   *  stack settled down to `depth` entries (public for tests). Candidates that activate the
   *  same crystals in the same order share one copy with those crystals activated, forked again
   *  for each but the last: the same actions on the same state, so the same scores, with each
   *  crystal activated once per group instead of once per candidate. */
  scoreLines(game: Game, player: PlayerId, candidates: readonly Candidate[], depth: number): number[] {
    const scores = new Array<number>(candidates.length);
    const groups = new Map<string, number[]>();
    for (let i = 0; i < candidates.length; i++) {
      const k = candidates[i]!.crystals.join(" ");
      const g = groups.get(k);
      if (g) g.push(i);
      else groups.set(k, [i]);
    }
    for (const members of groups.values()) {
      const crystals = candidates[members[0]!]!.crystals;
      if (members.length === 1 || crystals.length === 0) {
        for (const i of members) scores[i] = this.tryLine(game, player, crystals, candidates[i]!.action, depth);
        continue;
      }
      const base = undoFork(game);
      try {
        const paid = activateAll(base.game, player, crystals);
        members.forEach((i, n) => {
          this.stats.lookaheads++;
          const action = candidates[i]!.action;
          if (!paid) scores[i] = -Infinity;
          else if (n === members.length - 1) scores[i] = this.playOut(base.game, player, action, depth);
          else scores[i] = withUndoFork(base.game, (g) => this.playOut(g, player, action, depth));
        });
      } finally {
        base.release();
      }
    }
    return scores;
  }

  /** Scores a line: activate the crystals, perform the action, let the stack settle to `depth`.
   *  -Infinity when the engine refuses a step or a cast fails for lack of energy (200.5). */
  private tryLine(game: Game, player: PlayerId, crystals: readonly CardId[], action: Action, depth: number): number {
    this.stats.lookaheads++;
    return withUndoFork(game, (g) => (activateAll(g, player, crystals) ? this.playOut(g, player, action, depth) : -Infinity));
  }

  /** On a copy the line may change: perform the action, let the stack settle, score. */
  private playOut(g: Game, player: PlayerId, action: Action, depth: number): number {
    if (!g.perform(action).ok) return -Infinity;
    if (action.type === "cast" && cardIn(g.state, action.card).zone === "hand") return -Infinity;
    settle(g, depth);
    return this.score(g, player);
  }

  private answer(game: Game, d: Decision): number {
    const E = game.engine;
    switch (d.kind) {
      case "discard":
      case "handLimit":
        return cheapest(E, d);
      case "search":
      case "lookTake":
      case "reorder":
        return dearest(E, d);
      case "murphy":
        return murphy(E, d);
      case "lifeBaseDot":
        // 105.2: the board is symmetric under rotation; any starting dot will do.
        return 0;
      default:
        break;
    }
    if (d.options.length === 1) return 0;
    const depth = Math.max(0, game.state.stack.length - 1);
    // 402.6: of a summon's free dots, only those placementChoices keeps are tried.
    const tried = d.kind === "placeSummon" ? placementChoices(E, d) : d.options.map((_, i) => i);
    let best = tried[0] ?? 0;
    let bestScore = -Infinity;
    tried.forEach((i) => {
      this.stats.lookaheads++;
      const score = withUndoFork(game, (g) => {
        if (!g.perform({ type: "answer", player: d.player, choice: i }).ok) return null;
        settle(g, depth);
        return this.score(g, d.player);
      });
      if (score !== null && score > bestScore + 1e-9) [best, bestScore] = [i, score];
    });
    return best;
  }
}

/** The actions worth trying now, each with the crystals that pay for it (the search agent tries
 *  the same ones). */
export function candidateLines(game: Game, player: PlayerId, legal: Action[]): Candidate[] {
  const E = game.engine;
  const s = E.state;
  const energy = legal.filter((a) => isEnergyActivation(E, a));
  const available = energy.map((a) => (a as Extract<Action, { type: "activate" }>).card);
  const potential = potentialEnergy(E, player);
  let options = legal;
  // Moves are listed only when the pool already pays their Movement Energy (202.2a), so in the
  // player's own Action Phase list them again with every crystal's energy in the pool.
  if (energy.length > 0 && s.turn.active === player && s.turn.phase === "action") {
    options = withUndoFork(game, (all) => {
      for (const a of energy) all.perform(a);
      return all.legalActions(player);
    });
  }
  const plan = crystalPlanner(E, player, available);
  const out: Candidate[] = [];
  for (const a of prune(E, player, options)) {
    if (a.type === "pass" || a.type === "concede" || a.type === "answer" || isEnergyActivation(E, a)) continue;
    const cost = costOf(E, a);
    if (!canPay(potential, cost)) continue;
    const crystals = plan(cost);
    if (crystals) out.push({ action: a, crystals });
  }
  // 207.2: a player is asked to pay an "unless" cost only if his pool can pay it, so before an
  // opponent's entry with one resolves, filling the pool and passing is a line of its own.
  const pass = legal.find((a) => a.type === "pass");
  if (pass) {
    const seen = new Set<string>();
    for (const e of s.stack) {
      if (e.player === player) continue;
      for (const cost of unlessCosts(entryMode(E, e)?.effects ?? [])) {
        const k = key(cost);
        if (seen.has(k)) continue;
        seen.add(k);
        const crystals = plan(cost);
        if (crystals && crystals.length > 0) out.push({ action: pass, crystals });
      }
    }
  }
  return out;
}

/** The costs of the "unless" clauses in these effects (207.2), nested ones included. */
function unlessCosts(effects: readonly Effect[]): Cost[] {
  const out: Cost[] = [];
  forEachEffect(effects, (e) => {
    if (e.op === "unless") out.push(e.cost);
  });
  return out;
}

/** 105.4: take Murphy's Law with a hand of all crystals or none (seven or six cards only). */
function murphy(E: Engine, d: Decision): number {
  const hand = E.state.players.find((p) => p.id === d.player)!.zones.hand;
  const crystals = hand.filter((id) => isCrystalDef(defOf(E, id))).length;
  const take = hand.length >= 6 && (crystals <= 1 || crystals >= hand.length - 1);
  const i = d.options.findIndex((o) => o.value === take);
  return i >= 0 ? i : 0;
}

/** Fewer candidates that mean the same: one path per move destination, and for a "For each extra"
 *  cost only the least and the most the player could pay. */
function prune(E: Engine, player: PlayerId, actions: readonly Action[]): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  const extraRange = new Map<string, { min: number; max: number }>();
  const sumExtra = (a: Action) => ("extra" in a && a.extra !== undefined ? (Array.isArray(a.extra) ? a.extra.reduce((x, y) => x + y, 0) : a.extra) : 0);
  // Each action's key without its extra, made once per action.
  const noExtra = new Map<Action, string>();
  const baseKey = (a: Action) => keyOnce(noExtra, a, "extra");
  // Without an extra anywhere every action's range is 0..0 and none is left out: no keys needed.
  const extras = actions.some((a) => "extra" in a && a.extra !== undefined);
  for (const a of extras ? actions : []) {
    if (a.type === "cast" || a.type === "activate" || a.type === "ability") {
      const k = baseKey(a);
      const r = extraRange.get(k) ?? { min: Infinity, max: -Infinity };
      const n = sumExtra(a);
      extraRange.set(k, { min: Math.min(r.min, n), max: Math.max(r.max, n) });
    }
  }
  for (const a of actions) {
    if (a.type === "move") {
      const k = `${a.card}->${a.path[a.path.length - 1]}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(a);
      continue;
    }
    if (extras && (a.type === "cast" || a.type === "activate" || a.type === "ability")) {
      const r = extraRange.get(baseKey(a))!;
      const n = sumExtra(a);
      if (n !== r.min && n !== r.max) continue;
    }
    out.push(a);
  }
  return out;
}

function lifeBaseDots(E: Engine, player: PlayerId): { mine: string | null; theirs: string[] } {
  let mine: string | null = null;
  const theirs: string[] = [];
  for (const id of E.state.index.summons) {
    const c = cardIn(E.state, id);
    if (c.at === null || !isLifeBaseDef(defOf(E, c))) continue;
    if (c.controller === player) mine = c.at;
    else theirs.push(c.at);
  }
  return { mine, theirs };
}

/** 402.6: the dots worth trying for a summon's pawn: the player's starting dot, and the free ending
 *  dots nearest to an opponent's Life Base and to his own (option indexes of the decision). */
function placementChoices(E: Engine, d: Decision): number[] {
  const lb = lifeBaseDots(E, d.player);
  const dots = d.options.map((o) => o.value as string);
  const start = E.state.players.find((p) => p.id === d.player)!.start;
  const keep = new Set<string>();
  if (start !== null && dots.includes(start)) keep.add(start);
  const nearest = (to: string | null) => {
    if (to === null) return;
    let best: string | null = null;
    let bestD = Infinity;
    for (const dot of dots) {
      if (dot === start) continue;
      const dist = dotDistance(E.board, dot, to);
      if (dist < bestD) [best, bestD] = [dot, dist];
    }
    if (best !== null) keep.add(best);
  };
  for (const t of lb.theirs) nearest(t);
  nearest(lb.mine);
  if (keep.size === 0 && dots.length) keep.add(dots[0]!);
  return dots.flatMap((dot, i) => (keep.has(dot) ? [i] : []));
}
