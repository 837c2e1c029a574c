// The search agent: the heuristic's candidate lines (heuristic.ts) judged by playouts instead of a
// one-ply score. Whenever it has priority in its own Action Phase (where moves, attacks and
// permanent casts happen, 202.1, 201.7 table 1) it keeps the candidates the heuristic scores best,
// the best of each kind of action (so an attack or a summon cast the static evaluation underrates is
// still tried), every move that stands a pawn in an opponent's Life Base's way, and, while that
// Life Base is at most three moves from an ending dot, pairs of moves that block it only together
// (a line of two actions: a playout plays the second once the first has resolved; in the game the
// choice after the first is searched again), and plays each on lookahead copies (core/lookahead.ts)
// through the rest of its turn and the opponent's next turn: its own side with the heuristic scoring
// positions by `score` below, the opponents with the plain heuristic. Where a summon's pawn goes or
// which path a move takes, when the engine asks (402.6a, 202.8), is searched the same way, one line
// per option.
//
// Each copy is a determinisation: the cards the player can't see (the opponents' hands and decks,
// his own deck, 501, 502) are dealt again at random and the game's RNG is replaced, so the search
// never reads hidden cards or future random draws. The line with the best mean score wins; every
// line sees the same determinisations (common random numbers).
//
// Also searched: an Energy Crystal cast first in the Action Phase (one line per kind of crystal);
// each Speed boost on the player's Life Base (Comet Trail, Slipstream, Star Chart) followed in the
// playout by its best move of the turn (202.5c); and in an opponent's turn, the answers to his
// racing Life Base's move on the stack (a counter, a Speed -1 that leaves it unable to move when the
// move is read, 201.3 202.5c), with passing. A Speed -N until end of turn on an opponent's summon is
// never played in the player's own turn (that summon moves only in its own turn).
//
// `score` is the heuristic's evaluation plus a race term it lacks (602.2): whose Life Base reaches
// an ending dot first, from the moves each still needs, counting the dots other pawns stand on
// (600.5: a move can't end on an occupied dot), and who moves next; in the player's own turn, the
// moves his pawns could still add to the opponent's by blocking count at 0.6 of a move. The
// player's own moves count his crystals turn by turn and the Speed boosts he holds
// (`ownRaceMoves`); the opponents' count a Speed -N his summons can answer their next two moves
// with (`slowing`), and not a Speed change until end of turn made in a turn not theirs.
//
// The budget is a number of playouts per choice (never a time), spread over the lines; with fewer
// playouts than lines, the lines the heuristic scores lowest are dropped. Every random draw comes
// from the agent's own seeded RNG, so the same game seed and agent seed give the same game on any
// machine. Every other decision (the opponent's turn, pending decisions of other kinds) is the
// heuristic's, with the same race-aware score.
import type { Agent } from "../agents.ts";
import { cardIn, defOf, isCrystalDef, isLifeBaseDef, isOpponent, isSummonDef, type Engine } from "../cards.ts";
import { reachableMoves } from "../board.ts";
import { effectiveStats, isForbidden, production } from "../continuous.ts";
import { add, canPay, total } from "../energy.ts";
import type { Cost, Mode } from "../abilities.ts";
import type { Game } from "../game.ts";
import { randomBelow, seedRng } from "../../core/rng.ts";
import { forkGame } from "../../core/lookahead.ts";
import type { Action, CardId, PlayerId } from "../types.ts";
import { candidateLines, HeuristicAgent, settle, type Candidate } from "./heuristic.ts";
import { lifeBaseMovesToEnd } from "./metrics.ts";
import { evaluate, lifeBaseMoves, WEIGHTS } from "./evaluate.ts";

export interface SearchOptions {
  /** Seeds the agent's RNG (determinisations, the playout agents' tie-breaks). */
  seed?: number;
  /** Playouts per searched choice, spread over the candidates kept (at least one each). */
  playouts?: number;
  /** Candidates kept by the heuristic's score before the best of each kind is added. */
  width?: number;
  /** Bound on the actions of one playout (a card loop must not hang). */
  playoutActions?: number;
  /** A playout ends when the player's turn has begun this many times after the choice. */
  turns?: number;
}

export interface SearchStats {
  decisions: number;
  /** Choices decided by playouts. */
  searched: number;
  playouts: number;
  /** Actions performed inside playouts (the work the budget buys). */
  playoutActions: number;
}

export const SEARCH_DEFAULTS = { playouts: 32, width: 3, playoutActions: 600, turns: 1 } as const;

/** Weight of the race term: being a move ahead is worth about a summon and a half more than the
 *  heuristic's own race term says. */
const RACE_LEAD = 60;

const key = (a: unknown): string => JSON.stringify(a);

/** A searched line: a candidate, and maybe a second one played right after it in the same turn
 *  (two pawns that block a racing Life Base only together, 600.5). */
export interface Line extends Candidate {
  then?: Candidate;
  /** A boost on the player's own Life Base (a Speed bonus, an extra move): a playout then makes
   *  the Life Base's move that leaves it fewest moves from an ending dot (602.2). */
  thenMove?: boolean;
}

/** At most this many two-pawn blocks are searched a choice (the best ones by the moves they add). */
const PAIR_BLOCKS = 3;

export class SearchAgent implements Agent {
  readonly stats: SearchStats = { decisions: 0, searched: 0, playouts: 0, playoutActions: 0 };
  private readonly rng: number[];
  private readonly fallback: HeuristicAgent;
  private readonly playouts: number;
  private readonly width: number;
  private readonly playoutActions: number;
  private readonly turns: number;
  private plan: { turn: number; steps: Action[] } | null = null;

  constructor(opts: SearchOptions = {}) {
    const seed = opts.seed ?? 0;
    this.rng = seedRng(seed ^ 0x5ea7c4);
    this.fallback = new HeuristicAgent({ seed, score });
    this.playouts = Math.max(1, Math.floor(opts.playouts ?? SEARCH_DEFAULTS.playouts));
    this.width = Math.max(1, Math.floor(opts.width ?? SEARCH_DEFAULTS.width));
    this.playoutActions = Math.max(1, Math.floor(opts.playoutActions ?? SEARCH_DEFAULTS.playoutActions));
    this.turns = Math.max(1, Math.floor(opts.turns ?? SEARCH_DEFAULTS.turns));
  }

  chooseAction(game: Game, player: PlayerId, all: Action[]): Action {
    this.stats.decisions++;
    if (all.length === 0) throw new Error(`search agent for ${player}: no legal action`);
    const legal = worthTrying(game, player, all);
    const planned = this.continuePlan(game, legal);
    if (planned) return planned;
    const d = game.pending();
    if (d && d.player === player && SEARCHED_DECISIONS.has(d.kind) && d.options.length > 1 && d.options.length <= this.playouts && ownActionPhase(game, player))
      return this.searchDecision(game, player, d.options.length);
    const pass = legal.find((a) => a.type === "pass");
    const response = pass !== undefined && respondable(game, player);
    if (!pass || (!searchable(game, player) && !response)) return this.fallback.chooseAction(game, player, legal);
    const pick = response ? this.searchResponse(game, player, legal, pass) : this.search(game, player, legal, pass);
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
  private best(game: Game, player: PlayerId, lines: Line[]): Line {
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

  private search(game: Game, player: PlayerId, legal: Action[], pass: Action): Line {
    const passLine: Line = { action: pass, crystals: [] };
    // 403: an Energy Crystal cast from hand first, before the lines it pays for are weighed (a
    // crystal in play only adds energy); one line per kind of crystal when the kinds differ.
    const crystals = legal.filter((a) => a.type === "cast" && isCrystalDef(defOf(game.engine, a.card)));
    const kinds = new Map(crystals.map((a) => [defOf(game.engine, (a as { card: CardId }).card).name, a] as const));
    if (kinds.size === 1) return { action: crystals[0]!, crystals: [] };
    if (kinds.size > 1) {
      this.stats.searched++;
      return this.best(
        game,
        player,
        [...kinds.values()].map((action) => ({ action, crystals: [] })),
      );
    }
    // candidateLines lists the moves again with every crystal's energy: the same filter again.
    const listed = candidateLines(game, player, legal).filter((c) => !slowsOpponentNow(game.engine, player, c.action));
    const lines = shortlist(game, player, listed, this.width);
    if (lines.length === 0) return passLine;
    this.stats.searched++;
    // The budget is strict: with fewer playouts than lines, the lines the heuristic scores lowest go.
    return this.best(game, player, [passLine, ...lines].slice(0, Math.max(1, this.playouts)));
  }

  /** A response in an opponent's turn to his racing Life Base's move on the stack (201.3: the
   *  players get priority before it resolves): every candidate the heuristic lists (a counter,
   *  a Speed -1 that leaves it too slow to go anywhere when the move is read, 202.5c, a pawn in its
   *  way, 202.11) and passing, each played out to the start of the player's next turn. */
  private searchResponse(game: Game, player: PlayerId, legal: Action[], pass: Action): Line {
    const passLine: Line = { action: pass, crystals: [] };
    const lines = candidateLines(game, player, legal);
    if (lines.length === 0) return passLine;
    this.stats.searched++;
    return this.best(game, player, [passLine, ...lines].slice(0, Math.max(1, this.playouts)));
  }

  /** One playout: a determinised copy, the line, then the heuristic on both sides until the
   *  player's next turn begins (or the game ends, or the bound); the race-aware score. */
  private playout(game: Game, player: PlayerId, line: Line, seed: number): number {
    this.stats.playouts++;
    const g = forkGame(game);
    determinise(g.engine, player, seed);
    for (const card of line.crystals) if (!g.perform({ type: "activate", player, card }).ok) return -Infinity;
    if (!g.perform(line.action).ok) return -Infinity;
    const a = line.action;
    if (a.type === "cast" && cardIn(g.state, a.card).zone === "hand") return -Infinity;
    if (line.then) playSecond(g, player, game.state.stack.length, line.then);
    if (line.thenMove) playBestMove(g, player, game.state.stack.length);
    const start = game.state.turn.number;
    const agents = new Map<PlayerId, HeuristicAgent>();
    let n = 0;
    let ownTurns = 0;
    let lastOwn = start;
    for (; n < this.playoutActions && !g.result(); n++) {
      const t = g.state.turn;
      if (t.number > lastOwn && t.active === player && !g.pending()) {
        lastOwn = t.number;
        if (++ownTurns >= this.turns) break;
      }
      const who = g.pending()?.player ?? g.priority();
      if (who === null) break;
      let agent = agents.get(who);
      // The player's own side plays the race-aware heuristic; the opponents the plain one.
      if (!agent) agents.set(who, (agent = new HeuristicAgent({ seed: seed + agents.size + 1, ...(who === player ? { score } : {}) })));
      const legalNow = who === player ? worthTrying(g, who, g.legalActions(who)) : g.legalActions(who);
      if (legalNow.length === 0) break;
      if (!g.perform(agent.chooseAction(g, who, legalNow)).ok) break;
    }
    this.stats.playoutActions += n;
    if (!g.result()) settle(g, g.state.stack.length);
    return score(g, player);
  }
}

/** The legal actions less those that can't help: in the player's own turn, a Speed -N until end
 *  of turn on an opponent's summon (202.5c: it moves only in its controller's turn, when the
 *  change is gone), which the heuristic's one-ply score reads as a Life Base that can't reach an
 *  ending dot. Such an ability (Tidecaller Serpent's) is kept for the opponent's turn, where it
 *  stops a move (402.10f it rotates the summon, once a turn). */
export function worthTrying(game: Game, player: PlayerId, legal: Action[]): Action[] {
  const E = game.engine;
  if (E.state.turn.active !== player) return legal;
  const out = legal.filter((a) => !slowsOpponentNow(E, player, a));
  return out.length > 0 ? out : legal;
}

function slowsOpponentNow(E: Engine, player: PlayerId, a: Action): boolean {
  if (a.type !== "ability" && a.type !== "activate" && a.type !== "cast") return false;
  const targets = a.targets ?? [];
  if (targets.length === 0) return false;
  if (!targets.every((t) => typeof t === "object" && t !== null && "card" in t && isOpponent(E, player, cardIn(E.state, t.card).controller))) return false;
  const mode = modeOf(E, a);
  if (!mode || mode.effects.length === 0) return false;
  return mode.effects.every((e) => e.op === "modifyStat" && e.stat === "speed" && typeof e.delta === "number" && e.delta < 0 && e.duration === "endOfTurn");
}

/** The mode an action casts or activates (a card's effect, an Effect's ☉ ability, a summon's ability). */
function modeOf(E: Engine, a: Action): Mode | null {
  if (a.type !== "ability" && a.type !== "activate" && a.type !== "cast") return null;
  const def = defOf(E, a.card);
  const ability = a.type === "ability" ? def.abilities[a.index ?? -1] : def.abilities.find((x) => (a.type === "cast" ? x.kind === "effect" : x.kind === "activated" && !x.summon));
  if (!ability || (ability.kind !== "activated" && ability.kind !== "effect")) return null;
  return ability.modes[a.mode ?? 0] ?? null;
}

/** Decisions answered by playouts in the player's own Action Phase; the heuristic answers the rest. */
const SEARCHED_DECISIONS = new Set<string>(["placeSummon", "movePath"]);

function ownActionPhase(game: Game, player: PlayerId): boolean {
  const t = game.state.turn;
  return t.active === player && t.phase === "action";
}

/** Searched choices: priority in the player's own Action Phase, no decision waiting (the stack
 *  may hold entries: a trigger at the beginning of the phase, his own cast about to resolve). */
export function searchable(game: Game, player: PlayerId): boolean {
  return ownActionPhase(game, player) && !game.pending() && game.priority() === player;
}

/** A response is searched when the player has priority in an opponent's turn, nothing waiting,
 *  and the stack's top entry is that opponent's move of his Life Base while it is at most three
 *  moves from an ending dot (602.2: the move that decides the race). */
export function respondable(game: Game, player: PlayerId): boolean {
  const E = game.engine;
  const s = E.state;
  const top = s.stack.at(-1);
  if (!top || top.kind !== "move" || s.turn.active === player || game.pending() || game.priority() !== player) return false;
  if (!isOpponent(E, player, top.player) || !isLifeBaseDef(defOf(E, top.card))) return false;
  return raceMoves(E, top.player) <= 3;
}

/** The candidates worth playouts: the `width` best by the heuristic's one-ply score, the best of
 *  each kind (a Life Base move, another move, an attack on a Life Base, another attack, a summon
 *  cast, the rest), and every move or summon cast that ends on a dot an opponent's Life Base needs
 *  (600.5: it can't end its move there), which the one-ply score can't see. */
export function shortlist(game: Game, player: PlayerId, lines: Candidate[], width: number): Line[] {
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
  const out: Line[] = byScore.filter((x) => keep.has(x)).map((x) => x.line);
  // 202.5c: a Speed boost is worth what it adds to this turn's move, which the one-ply score
  // (the boost alone) can't see: each boost on the player's Life Base is searched followed by
  // its move, while it can still move this turn (202.2b).
  const lb = lifeBaseOf(E, player);
  if (lb !== null && lifeBaseCanMoveNow(E, player))
    for (const x of ok) {
      const mode = modeOf(E, x.line.action);
      if (mode && speedGain(mode) > 0 && targetsCard(x.line.action, lb)) out.push({ ...x.line, thenMove: true });
    }
  return [
    ...out,
    ...pairBlocks(
      game,
      player,
      ok.map((x) => x.line),
      opponents,
      before,
    ),
  ];
}

/** 600.5: two pawn moves that each leave an opponent's Life Base a way around, but together stand
 *  on both dots it needs (the moves to an ending dot go up only with both). Searched only while
 *  that Life Base is at most three moves from winning; the second move's crystals are found
 *  after the first is paid for. */
function pairBlocks(game: Game, player: PlayerId, lines: Candidate[], opponents: PlayerId[], before: Map<PlayerId, number>): Line[] {
  const E = game.engine;
  const racing = opponents.filter((o) => before.get(o)! <= 3);
  if (racing.length === 0) return [];
  const singles = lines.flatMap((line) => {
    const dest = destination(E, line.action);
    if (!dest || !("card" in line.action)) return [];
    // A move that blocks alone is searched already.
    if (racing.some((o) => raceMoves(E, o, dest) > before.get(o)!)) return [];
    return [{ line, dest, card: line.action.card }];
  });
  const pairs: Array<{ first: Candidate; second: Candidate; gain: number }> = [];
  for (let i = 0; i < singles.length; i++) {
    for (let j = 0; j < singles.length; j++) {
      const x = singles[i]!;
      const y = singles[j]!;
      if (i === j || x.card === y.card || x.dest.to === y.dest.to) continue;
      // Each unordered pair once (the heuristic's order of the two is kept).
      if (j < i) continue;
      const gain = Math.max(...racing.map((o) => raceMoves(E, o, [x.dest, y.dest]) - before.get(o)!));
      if (gain > 0) pairs.push({ first: x.line, second: y.line, gain });
    }
  }
  pairs.sort((p, q) => q.gain - p.gain);
  const out: Line[] = [];
  for (const p of pairs) {
    if (out.length >= PAIR_BLOCKS) break;
    const second = secondStep(game, player, p.first, p.second.action);
    if (second) out.push({ ...p.first, then: second });
  }
  return out;
}

/** The second action of a line as a candidate in the position after the first (its crystals
 *  chosen from those still untapped), or null when it can't be paid for or isn't legal there. */
function secondStep(game: Game, player: PlayerId, first: Candidate, action: Action): Candidate | null {
  const g = forkGame(game);
  for (const card of first.crystals) if (!g.perform({ type: "activate", player, card }).ok) return null;
  if (!g.perform(first.action).ok) return null;
  settle(g, game.state.stack.length);
  if (!searchable(g, player)) return null;
  // A move is the same move when it takes the same pawn to the same dot (its path may differ now).
  const same = (a: Action) => (action.type === "move" && a.type === "move" ? a.card === action.card && a.path.at(-1) === action.path.at(-1) : key(a) === key(action));
  return candidateLines(g, player, g.legalActions(player)).find((c) => same(c.action)) ?? null;
}

/** Plays a line's second action once the first has resolved, if the player has priority again in
 *  his Action Phase and it is still legal (a determinisation may differ). */
function playSecond(g: Game, player: PlayerId, depth: number, second: Candidate): void {
  settle(g, depth);
  if (g.result() || !searchable(g, player)) return;
  for (const card of second.crystals) if (!g.perform({ type: "activate", player, card }).ok) return;
  g.perform(second.action);
}

/** After a line's first action has resolved, the player's Life Base move (if he still has priority
 *  in his Action Phase) to the dot fewest moves from an ending dot at its Speed now (602.2). */
function playBestMove(g: Game, player: PlayerId, depth: number): void {
  const E = g.engine;
  const lb = lifeBaseOf(E, player);
  if (lb === null) return;
  const start = E.state.players.find((p) => p.id === player)!.start;
  const movesFrom = (to: string) => (E.board.data.dots[to]?.kind === "ending" ? 0 : lifeBaseMovesToEnd(E.board, to, effectiveStats(E, lb).speed, start));
  // The boost's own move ("Move target Summon up to N dots", 202.8 its path): the dot nearest an ending dot.
  for (let n = 0; n < 50 && !g.result(); n++) {
    const d = g.pending();
    if (d && d.player === player && d.kind === "movePath") {
      const ends = d.options.map((o) => (Array.isArray(o.value) ? movesFrom(String(o.value.at(-1))) : Infinity));
      g.perform({ type: "answer", player, choice: ends.indexOf(Math.min(...ends)) });
      continue;
    }
    if (d) {
      settle(g, g.state.stack.length);
      continue;
    }
    const p = g.priority();
    if (g.state.stack.length <= depth || p === null || !g.perform({ type: "pass", player: p }).ok) break;
  }
  if (g.result() || !searchable(g, player)) return;
  const speed = effectiveStats(E, lb).speed;
  let best: Candidate | null = null;
  let bestMoves = Infinity;
  for (const c of candidateLines(g, player, g.legalActions(player))) {
    if (c.action.type !== "move" || c.action.card !== lb) continue;
    const to = c.action.path.at(-1)!;
    const moves = E.board.data.dots[to]?.kind === "ending" ? 0 : lifeBaseMovesToEnd(E.board, to, speed, start);
    if (moves < bestMoves) [best, bestMoves] = [c, moves];
  }
  if (!best) return;
  for (const card of best.crystals) if (!g.perform({ type: "activate", player, card }).ok) return;
  g.perform(best.action);
}

function lifeBaseOf(E: Engine, player: PlayerId): CardId | null {
  for (const id of E.state.index.summons) {
    const c = cardIn(E.state, id);
    if (c.controller === player && c.at !== null && isLifeBaseDef(defOf(E, c))) return id;
  }
  return null;
}

/** Whether an action targets this card. */
function targetsCard(a: Action, card: CardId): boolean {
  return "targets" in a && Array.isArray(a.targets) && a.targets.some((t) => typeof t === "object" && t !== null && "card" in t && t.card === card);
}

/** A pawn leaving one dot (null: it comes into play) for another. */
export interface PawnChange {
  from: string | null;
  to: string;
}

/** Where a non Life Base pawn ends up after a move, and where it came from (a summon cast names no
 *  dot: 402.6 places it when the cast resolves). */
function destination(E: Engine, a: Action): PawnChange | null {
  if (a.type === "move" && a.path.length > 1 && !isLifeBaseDef(defOf(E, a.card))) return { from: a.path[0]!, to: a.path[a.path.length - 1]! };
  return null;
}

function kindOf(E: Engine, a: Action): string {
  if (a.type === "move") return isLifeBaseDef(defOf(E, a.card)) ? "lifeBaseMove" : "move";
  if (a.type === "attack") {
    const target = typeof a.target === "string" ? a.target : a.target.card;
    return isLifeBaseDef(defOf(E, target)) ? "attackLifeBase" : "attack";
  }
  if (a.type === "cast") return isSummonDef(defOf(E, a.card)) ? "castSummon" : "cast";
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
 *  Base has already moved or can't move this turn, 202.2b). In the player's own turn, the moves
 *  his pawns could still add to the racing opponent's by standing in its way (600.5,
 *  `blockedRaceMoves`) count at BLOCK_CREDIT of a move: a playout ends as his turn begins, before
 *  he has made the block, and a block made counts in full. */
export function score(game: Game, me: PlayerId): number {
  const E = game.engine;
  const ev = evaluate(game, me);
  if (game.state.result) return ev.total;
  const base = ev.total - ev.race + passingRace(E, me, ev.race);
  const mine = ownRaceMoves(E, me);
  let theirs = Infinity;
  let racer: PlayerId | null = null;
  const slow = slowing(E, me);
  const active = E.state.turn.active;
  for (const p of E.state.players) {
    if (!isOpponent(E, me, p.id)) continue;
    // 202.5c: a Speed change until end of turn on a Life Base whose turn this isn't is gone before it moves again.
    const m = raceMoves(E, p.id, undefined, slow.length ? slow : undefined, p.id === active ? 0 : passingSpeed(E, p.id));
    if (m < theirs) [theirs, racer] = [m, p.id];
  }
  if (mine === Infinity && theirs === Infinity) return base;
  const activeMovesNow = active !== null && lifeBaseCanMoveNow(E, active);
  const meFirst = active === me ? activeMovesNow : !activeMovesNow;
  // (blockedRaceMoves reads the racer's Speed now: not while a change until end of turn is on it.)
  if (active === me && racer !== null && theirs <= 3 && passingSpeed(E, racer) === 0) theirs += BLOCK_CREDIT * (blockedRaceMoves(E, me, racer) - theirs);
  // `me` wins the race when he needs fewer moves, or as many and moves first.
  const lead = theirs === Infinity ? 3 : mine === Infinity ? -3 : Math.max(-3, Math.min(3, theirs - mine + (meFirst ? 0.5 : -0.5)));
  return base + RACE_LEAD * lead;
}

/** 602.2 for the player himself, who knows his hand (502.1): the moves his Life Base needs, turn by
 *  turn, with the energy he will have (his crystals, one more each turn while his hand holds
 *  crystals, 403; what an Effect in hand adds, Solar Flare) paying its Movement Energy first
 *  (202.2a: a turn it can't pay is a turn it doesn't move) and what is left a Speed boost on that
 *  move (202.5c): the biggest Speed bonus until end of turn, or extra move ("Move target Summon you
 *  control up to N dots"), on a Summon he controls, from a non permanent Effect in his hand (each
 *  once) or an activated ability of a permanent Effect he controls (Star Chart, while it has
 *  activation counters, 209.2). Kept in hand, such a card is the move the race gains later; played
 *  where it gains nothing, it is gone, and the score tells the two apart. */
export function ownRaceMoves(E: Engine, player: PlayerId): number {
  const s = E.state;
  const p = s.players.find((x) => x.id === player)!;
  let lb: CardId | null = null;
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (c.controller === player && c.at !== null && isLifeBaseDef(defOf(E, c))) lb = id;
  }
  if (lb === null) return Infinity;
  let crystals = 0;
  let added = 0;
  let handCrystals = 0;
  const once: Array<{ cost: number; gain: number }> = [];
  const again: Array<{ cost: number; gain: number; uses: number }> = [];
  for (const id of p.zones.play) {
    const def = defOf(E, id);
    if (isCrystalDef(def)) {
      if (!isForbidden(E, id, "beActivated")) crystals += total(production(E, id));
      continue;
    }
    if (isSummonDef(def)) continue;
    const uses = cardIn(s, id).counters.activation ?? 12;
    for (const a of def.abilities) if (a.kind === "activated" && !a.summon) for (const m of a.modes) if (speedGain(m) > 0 && uses > 0) again.push({ cost: total(a.cost), gain: speedGain(m), uses });
  }
  for (const id of p.zones.hand) {
    const def = defOf(E, id);
    if (isCrystalDef(def)) {
      handCrystals++;
      continue;
    }
    if (def.permanent) continue;
    for (const a of def.abilities) {
      if (a.kind !== "effect") continue;
      for (const m of a.modes) {
        if (speedGain(m) > 0) once.push({ cost: total(def.cost), gain: speedGain(m) });
        let gives = 0;
        for (const e of m.effects) if (e.op === "addEnergy" && "ref" in e.who && e.who.ref === "you") gives += total(e.energy);
        added += Math.max(0, gives - total(def.cost));
      }
    }
  }
  const moveCost = total(defOf(E, lb).movementEnergy ?? {});
  once.sort((x, y) => y.gain - x.gain);
  // The Speed boost of each of the next moves (-1: a turn without a move), the extra energy spent once.
  const boosts: number[] = [];
  for (let k = 0; k < 8; k++) {
    let spare = crystals + Math.min(k + 1, handCrystals) - moveCost;
    if (spare + added < 0) {
      boosts.push(-Infinity);
      continue;
    }
    if (spare < 0) [added, spare] = [added + spare, 0];
    let best = 0;
    let pick: { cost: number; gain: number; uses?: number } | null = null;
    const options: Array<{ cost: number; gain: number; uses?: number }> = [...once, ...again];
    for (const b of options) {
      if (b.gain > best && b.cost <= spare + added && (b.uses === undefined || b.uses > 0)) [best, pick] = [b.gain, b];
    }
    if (pick) {
      added = Math.max(0, added - Math.max(0, pick.cost - spare));
      if (pick.uses === undefined) once.splice(once.indexOf(pick as { cost: number; gain: number }), 1);
      else pick.uses--;
    }
    boosts.push(best);
  }
  return raceMoves(E, player, undefined, boosts);
}

/** The Speed a mode adds to a Summon its controller targets, or the dots it moves it. */
function speedGain(m: Mode): number {
  const own = m.targets[0]?.kind === "object" && m.targets[0].filter.kind === "summon" && m.targets[0].filter.controller === "you";
  if (!own) return 0;
  let gain = 0;
  for (const e of m.effects) {
    if (e.op === "modifyStat" && e.stat === "speed" && typeof e.delta === "number" && e.delta > 0) gain += e.delta;
    if (e.op === "move" && typeof e.upTo === "number") gain += e.upTo;
  }
  return gain;
}

/** The evaluation's race part (evaluate.ts, 602.2) with a Speed change until end of turn on an
 *  opponent's Life Base, in a turn not his, left out: it is gone before that Life Base moves again
 *  (202.5c), so a Speed -1 in the player's own turn is not a Life Base that can't move. */
function passingRace(E: Engine, me: PlayerId, race: number): number {
  const active = E.state.turn.active;
  const opponents = E.state.players.filter((p) => isOpponent(E, me, p.id) && p.id !== active && passingSpeed(E, p.id) !== 0);
  if (opponents.length === 0) return race;
  const value = (moves: number) => (moves === Infinity ? 0 : WEIGHTS.race / 2 ** moves);
  let theirs = 0;
  for (const p of E.state.players) {
    if (!isOpponent(E, me, p.id)) continue;
    const shift = p.id === active ? 0 : passingSpeed(E, p.id);
    let moves = lifeBaseMoves(E, p.id);
    const lb = lifeBaseOf(E, p.id);
    if (shift !== 0 && lb !== null) {
      const c = cardIn(E.state, lb);
      moves = lifeBaseMovesToEnd(E.board, c.at!, effectiveStats(E, lb).speed + shift, p.start);
      if (moves !== 0 && moves !== Infinity) {
        if (c.deactivated || isForbidden(E, lb, "move")) moves += 1;
        const crystals = p.zones.play.filter((id) => isCrystalDef(defOf(E, id))).length;
        if (crystals < total(defOf(E, lb).movementEnergy ?? {})) moves += 1;
      }
    }
    theirs = Math.max(theirs, value(moves));
  }
  return value(lifeBaseMoves(E, me)) - theirs;
}

/** Minus the Speed changes until end of turn on the player's Life Base (they end with this turn). */
function passingSpeed(E: Engine, player: PlayerId): number {
  const lb = lifeBaseOf(E, player);
  if (lb === null) return 0;
  let shift = 0;
  for (const m of E.state.mods) if (m.target === lb && m.op === "modifyStat" && m.stat === "speed" && m.duration === "endOfTurn") shift -= m.delta ?? 0;
  return shift;
}

/** 202.5c: what the player's summons can take off an opponent's Life Base's Speed on its next two
 *  moves: the biggest "Target Summon gets Speed -N until end of turn" of a summon ability he can
 *  activate for nothing (402.10f: it rotates the summon, once a turn; Tidecaller Serpent) while it
 *  is reactivated (or will be, before his Action Phase, 701.1), played in answer to that move
 *  (201.3, the Speed is read when the move resolves). Speed 1 less 1 is no move at all. */
function slowing(E: Engine, me: PlayerId): number[] {
  const s = E.state;
  if (s.turn.active !== me) return [];
  const beforeAction = s.turn.phase === "reactivation" || s.turn.phase === "draw";
  let best = 0;
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (c.controller !== me || c.at === null || c.deactivated || (!beforeAction && c.state !== "reactivated")) continue;
    for (const a of defOf(E, c).abilities) {
      if (a.kind !== "activated" || !a.summon || total(a.cost) > 0) continue;
      for (const m of a.modes) {
        const t = m.targets[0];
        if (t?.kind !== "object" || t.filter.kind !== "summon" || t.filter.controller === "you") continue;
        for (const e of m.effects) if (e.op === "modifyStat" && e.stat === "speed" && typeof e.delta === "number" && e.delta < 0) best = Math.max(best, -e.delta);
      }
    }
  }
  return best > 0 ? [-best, -best] : [];
}

/** A block the player could still make this turn counts at this share of the moves it adds. */
const BLOCK_CREDIT = 0.6;

/** 600.5 602.2: the moves `racer`'s Life Base would need after `me` moves one or two of his pawns
 *  onto the dots its next move could end on (the only dots that delay it whatever way it goes
 *  round), with the pawns able to move this turn (202.2b: all of them before his Action Phase,
 *  701.1) whose Movement Energy (202.2a) his crystals can pay. */
export function blockedRaceMoves(E: Engine, me: PlayerId, racer: PlayerId): number {
  const s = E.state;
  const base = raceMoves(E, racer);
  if (base === 0 || base === Infinity) return base;
  const occupied = new Set<string>();
  let lb: CardId | null = null;
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (c.at === null) continue;
    occupied.add(c.at);
    if (c.controller === racer && isLifeBaseDef(defOf(E, c))) lb = id;
  }
  if (lb === null) return base;
  const racerStart = s.players.find((p) => p.id === racer)!.start;
  const lbSpeed = effectiveStats(E, lb).speed;
  const targets = new Set<string>();
  for (const o of reachableMoves(E.board, cardIn(s, lb).at!, { speed: lbSpeed, isLifeBase: true, controllerStart: racerStart, occupied })) {
    const to = o.path[o.path.length - 1]!;
    if (E.board.data.dots[to]?.kind === "normal" || E.board.data.dots[to]?.kind === "quest") targets.add(to);
  }
  if (targets.size === 0) return base;
  const beforeAction = s.turn.active === me && (s.turn.phase === "reactivation" || s.turn.phase === "draw");
  const energy = energyThisTurn(E, me, beforeAction);
  const myStart = s.players.find((p) => p.id === me)!.start;
  const movers: Array<{ from: string; dots: string[]; cost: Cost }> = [];
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (c.controller !== me || c.at === null || isLifeBaseDef(defOf(E, c))) continue;
    if (c.deactivated || isForbidden(E, id, "move") || (!beforeAction && c.state !== "reactivated")) continue;
    const cost = defOf(E, c).movementEnergy ?? {};
    if (!canPay(energy, cost)) continue;
    const speed = effectiveStats(E, id).speed;
    const dots = reachableMoves(E.board, c.at, { speed, isLifeBase: false, controllerStart: myStart, occupied })
      .map((o) => o.path[o.path.length - 1]!)
      .filter((d) => targets.has(d));
    if (dots.length > 0) movers.push({ from: c.at, dots: [...new Set(dots)], cost });
  }
  let best = base;
  for (let i = 0; i < movers.length; i++) {
    const x = movers[i]!;
    for (const dx of x.dots) {
      best = Math.max(best, raceMoves(E, racer, { from: x.from, to: dx }));
      for (let j = i + 1; j < movers.length; j++) {
        const y = movers[j]!;
        if (!canPay(energy, add(x.cost, y.cost))) continue;
        for (const dy of y.dots)
          if (dy !== dx)
            best = Math.max(
              best,
              raceMoves(E, racer, [
                { from: x.from, to: dx },
                { from: y.from, to: dy },
              ]),
            );
      }
    }
  }
  return best;
}

/** The energy the player can still make this turn: his pool and his untapped crystals' energy, or
 *  every crystal's before his Action Phase (701.1 they are reactivated first). */
function energyThisTurn(E: Engine, me: PlayerId, allCrystals: boolean): Cost {
  const p = E.state.players.find((x) => x.id === me)!;
  let pool: Cost = allCrystals ? {} : { ...p.pool };
  for (const id of p.zones.play) {
    const c = cardIn(E.state, id);
    if (!isCrystalDef(defOf(E, c)) || isForbidden(E, id, "beActivated")) continue;
    if (allCrystals || c.state === "reactivated") pool = add(pool, production(E, id));
  }
  return pool;
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
 *  every turn); Infinity when it has no way there. `change` counts a pawn (or several) as moved:
 *  `from` left, `to` taken. */
export function raceMoves(E: Engine, player: PlayerId, change?: PawnChange | readonly PawnChange[], boosts?: readonly number[], speedShift = 0): number {
  const s = E.state;
  let lb: CardId | null = null;
  const occupied = new Set<string>();
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (c.at === null) continue;
    if (c.controller === player && isLifeBaseDef(defOf(E, c))) lb = id;
    else if (E.board.data.dots[c.at]?.kind !== "ending") occupied.add(c.at);
  }
  for (const ch of change === undefined ? [] : Array.isArray(change) ? change : [change as PawnChange]) {
    if (ch.from !== null) occupied.delete(ch.from);
    if (E.board.data.dots[ch.to]?.kind !== "ending") occupied.add(ch.to);
  }
  if (lb === null) return Infinity;
  const c = cardIn(s, lb);
  const from = c.at!;
  if (E.board.data.dots[from]?.kind === "ending") return 0;
  const speed = isForbidden(E, lb, "move") ? 0 : effectiveStats(E, lb).speed + speedShift;
  if (speed < 1) return Infinity;
  const start = s.players.find((p) => p.id === player)!.start;
  const seen = new Set<string>([from]);
  let frontier = [from];
  for (let moves = 1; frontier.length > 0 && moves <= 12; moves++) {
    const next: string[] = [];
    // `boosts`: the Speed change on each move (a boost spent on it, a Speed -N on it); a move
    // whose Speed is left below 1 (or -Infinity: a turn it can't pay for) doesn't happen.
    const reach = speed + (boosts?.[moves - 1] ?? 0);
    if (reach < 1) continue;
    for (const dot of frontier) {
      for (const opt of reachableMoves(E.board, dot, { speed: reach, isLifeBase: true, controllerStart: start, occupied })) {
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
