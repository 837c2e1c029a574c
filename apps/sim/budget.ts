// The budget of one game of a long job (`orrery sim`, the judge's balance games, the queue worker's
// shards): besides its action bound, a time and a memory budget, so a game that runs too long or
// grows too big ends as `unfinished` with the reason, instead of holding the job or killing the
// process (the engine bounds each action, core/loop.ts, so a game is checked between actions).
import { getHeapStatistics } from "node:v8";

export interface GameBudget {
  /** Wall-clock seconds a game may take. */
  seconds: number;
  /** Heap (MB) the thread may use while a game runs; never more than most of the thread's own limit. */
  memoryMb: number;
}

/** Far above a normal game (a few hundred ms, a few MB), far below what stalls a job. */
export const DEFAULT_GAME_BUDGET: GameBudget = { seconds: 300, memoryMb: 1536 };

/** The heap is read every this many actions (a read costs about a microsecond). */
const MEMORY_EVERY = 32;

/** A budget as plain data (a job's context comes from outside), or why it isn't one. */
export function budgetProblem(b: unknown): string | null {
  if (b === undefined) return null;
  if (!b || typeof b !== "object") return "a game budget is { seconds, memoryMb }";
  const { seconds, memoryMb } = b as Record<string, unknown>;
  if (typeof seconds !== "number" || !(seconds >= 0) || !Number.isFinite(seconds)) return "a game budget's seconds is a number from 0";
  if (typeof memoryMb !== "number" || !(memoryMb >= 0) || !Number.isFinite(memoryMb)) return "a game budget's memoryMb is a number from 0";
  return null;
}

/** `playGame`'s `stop` for one game started now: the reason it must stop, or null. */
export function budgetStop(b: GameBudget = DEFAULT_GAME_BUDGET): () => string | null {
  const start = performance.now();
  const heap = getHeapStatistics();
  // Within the thread's own limit (a worker's resourceLimits), so the game ends before the thread dies.
  const limitMb = Math.min(b.memoryMb, (0.75 * heap.heap_size_limit) / 2 ** 20);
  let n = 0;
  return () => {
    if (performance.now() - start > b.seconds * 1000) return `the time budget (${b.seconds} s) was spent`;
    if (n++ % MEMORY_EVERY === 0 && getHeapStatistics().used_heap_size / 2 ** 20 > limitMb) return `the memory budget (${Math.round(limitMb)} MB of heap) was reached`;
    return null;
  };
}
