// `orrery sim`'s engine: N seeded games between two decks (game i uses seed S+i, the first turn
// alternating between the seats), on one thread or several, summarized (stats.ts).
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import type { BoardData } from "../../runtime/x610z/board.ts";
import { gameSpecs, type AgentKind, type GameRecord, type SimContext } from "./game.ts";
import { runGames } from "./pool.ts";
import type { GameBudget } from "./budget.ts";
import type { QueueSettings } from "../queue/connection.ts";
import { summarize, type SimSummary } from "./stats.ts";

export { AGENT_KINDS } from "./game.ts";
export { formatSummary, type SimSummary } from "./stats.ts";

export interface SimOptions {
  library: Record<string, CardDefinition>;
  board: BoardData;
  boardName: string;
  decks: [{ name: string; cards: string[] }, { name: string; cards: string[] }];
  agents: [AgentKind, AgentKind];
  games: number;
  seed: number;
  jobs: number;
  maxActions: number;
  /** Each game's time and memory budget (budget.ts; its default when absent). */
  budget?: GameBudget;
  /** The search agent's playouts per searched choice (its default when absent). */
  searchPlayouts?: number;
  onRecord?: (r: GameRecord) => void;
  /** Play the games through the job queue instead of local threads (`orrery worker` plays them). */
  queue?: QueueSettings & { onGames?: (n: number) => void; onLost?: (message: string) => void };
}

export async function runSim(o: SimOptions): Promise<SimSummary> {
  const ctx: SimContext = { library: o.library, board: o.board, decks: [o.decks[0].cards, o.decks[1].cards], agents: o.agents, maxActions: o.maxActions };
  if (o.searchPlayouts !== undefined) ctx.searchPlayouts = o.searchPlayouts;
  if (o.budget !== undefined) ctx.budget = o.budget;
  const specs = gameSpecs(o.games, o.seed);
  let records: GameRecord[];
  if (o.queue) {
    const { playGroupsOnQueue } = await import("../queue/client.ts");
    const merged = (await playGroupsOnQueue([{ ctx, specs }], o.queue, o.queue.onGames, o.queue.onLost))[0]!;
    if (!Array.isArray(merged)) throw new Error(`the simulation's ${merged.failed}`);
    records = merged;
  } else records = await runGames(ctx, specs, o.jobs, o.onRecord);
  return summarize(records, { seed: o.seed, board: o.boardName, maxActions: o.maxActions, decks: [o.decks[0].name, o.decks[1].name], agents: o.agents });
}
