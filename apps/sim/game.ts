// One simulated game: a pure function of its spec and the shared context (library, board, decks,
// agents, action bound), so games can run in any order on any worker and give the same records.
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { playGame, RandomAgent, type Agent } from "../../runtime/x610z/agents.ts";
import { HeuristicAgent } from "../../runtime/x610z/ai/heuristic.ts";
import { SearchAgent } from "../../runtime/x610z/ai/search.ts";
import type { BoardData } from "../../runtime/x610z/board.ts";
import { createGame } from "../../runtime/index.ts";
import type { GameEndReason } from "../../runtime/x610z/types.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";
import { budgetStop, type GameBudget } from "./budget.ts";

export const AGENT_KINDS = ["heuristic", "random", "search"] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

/** Player ids of the two seats: seat 0 plays the first deck, seat 1 the second. */
const SEATS = ["p1", "p2"] as const;

/** What every game of a simulation shares (plain data: it is sent to the workers). */
export interface SimContext {
  library: Record<string, CardDefinition>;
  board: BoardData;
  /** Card names of each seat's deck. */
  decks: [string[], string[]];
  agents: [AgentKind, AgentKind];
  /** 106.1a-style bound: a game still running after this many actions is counted as unfinished. */
  maxActions: number;
  /** The search agent's budget: playouts per searched choice (ai/search.ts; its default when absent). */
  searchPlayouts?: number;
  /** Each game's time and memory budget (budget.ts; its default when absent). */
  budget?: GameBudget;
}

export interface GameSpec {
  index: number;
  seed: number;
  /** The seat that takes the first turn (105.1). */
  first: 0 | 1;
}

export interface GameRecord {
  index: number;
  seed: number;
  first: 0 | 1;
  /** The winning seat; null for a draw, an unfinished game or an error. */
  winner: 0 | 1 | null;
  draw: boolean;
  unfinished: boolean;
  /** Why an unfinished game stopped (its action, time or memory budget). */
  stopped?: string;
  /** How the game ended (106.2-106.3), null without a result. */
  reason: GameEndReason | null;
  /** Turns begun (700.1; both players' turns count). */
  turns: number;
  actions: number;
  /** Attacks announced (202), both seats. */
  attacks: number;
  /** Per seat: how many times each card was cast (200.1a casts and 200.1b crystal casts). */
  casts: [Record<string, number>, Record<string, number>];
  /** An engine or agent failure, with the seed to replay it. */
  error?: string;
}

/** The game i of a simulation with base seed S: seed S+i, seats alternating the first turn. */
export function gameSpecs(games: number, seed: number): GameSpec[] {
  return Array.from({ length: games }, (_, i) => ({ index: i, seed: seed + i, first: (i % 2) as 0 | 1 }));
}

function makeAgent(kind: AgentKind, seed: number, ctx: SimContext): Agent {
  if (kind === "search") return new SearchAgent({ seed, ...(ctx.searchPlayouts !== undefined ? { playouts: ctx.searchPlayouts } : {}) });
  return kind === "heuristic" ? new HeuristicAgent({ seed }) : new RandomAgent(seed);
}

export function playSimGame(spec: GameSpec, ctx: SimContext): GameRecord {
  const record: GameRecord = { index: spec.index, seed: spec.seed, first: spec.first, winner: null, draw: false, unfinished: false, reason: null, turns: 0, actions: 0, attacks: 0, casts: [{}, {}] };
  let game;
  try {
    game = createGame({
      library: ctx.library,
      board: ctx.board,
      seed: spec.seed,
      startingPlayer: SEATS[spec.first],
      players: [
        { id: SEATS[0], deck: ctx.decks[0] },
        { id: SEATS[1], deck: ctx.decks[1] },
      ],
    });
    const agents = { [SEATS[0]]: makeAgent(ctx.agents[0], spec.seed * 2, ctx), [SEATS[1]]: makeAgent(ctx.agents[1], spec.seed * 2 + 1, ctx) };
    const report = playGame(game, agents, { maxActions: ctx.maxActions, stop: budgetStop(ctx.budget) });
    record.actions = report.actions;
    record.unfinished = report.truncated;
    if (report.stopped !== undefined) record.stopped = report.stopped;
    if (report.result) {
      record.draw = report.result.draw;
      record.reason = report.result.reason;
      if (!report.result.draw) {
        const w = SEATS.findIndex((id) => report.result!.winners.includes(id));
        record.winner = w < 0 ? null : (w as 0 | 1);
      }
    }
  } catch (err) {
    record.error = `seed ${spec.seed}: ${(err as Error).message}`;
  }
  if (game) {
    record.turns = game.turn().number;
    for (const ev of game.state.log) {
      if (ev.type === "stackPushed" && ev.entry.kind === "attack") record.attacks++;
      // A cast is announced (isCast); an Energy Crystal Card goes from hand into play at once (200.1b).
      let who: string;
      let card: string;
      if (ev.type === "isCast") [who, card] = [ev.player, ev.card];
      else if (ev.type === "cardMoved" && ev.from.zone === "hand" && ev.to.zone === "play") [who, card] = [ev.to.player, ev.card];
      else continue;
      const seat = SEATS.indexOf(who as (typeof SEATS)[number]);
      if (seat < 0) continue;
      const name = cardIn(game.state, card).name;
      const casts = record.casts[seat]!;
      casts[name] = (Object.hasOwn(casts, name) ? casts[name]! : 0) + 1;
    }
  }
  return record;
}
