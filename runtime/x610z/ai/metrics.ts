// Board measures the evaluation needs, computed once per compiled board and cached: distances
// along the lines between dots, and how many moves a Life Base needs to reach an ending dot
// (602.2, the speed win) with a given Speed from a given dot. Both ignore other pawns: moving over
// a summon is allowed (202.10), and only the last dot of a move must be free.
import { reachableMoves, type CompiledBoard } from "../board.ts";

interface BoardMetrics {
  /** dist[a * n + b]: fewest line steps from dot a to dot b (no warps); -1 when unreachable. */
  dist: Int16Array;
  /** movesKey(dot, speed, start) → moves to an ending dot. */
  lbMoves: Map<number | string, number>;
}

const cache = new WeakMap<CompiledBoard, BoardMetrics>();

function metrics(board: CompiledBoard): BoardMetrics {
  let m = cache.get(board);
  if (m) return m;
  const n = board.ids.length;
  const dist = new Int16Array(n * n).fill(-1);
  for (let a = 0; a < n; a++) {
    dist[a * n + a] = 0;
    let frontier = [a];
    for (let d = 1; frontier.length > 0; d++) {
      const next: number[] = [];
      for (const u of frontier) {
        for (const e of board.out[u]!) {
          const v = board.edgeTo[e]!;
          if (dist[a * n + v] !== -1) continue;
          dist[a * n + v] = d;
          next.push(v);
        }
      }
      frontier = next;
    }
  }
  m = { dist, lbMoves: new Map() };
  cache.set(board, m);
  return m;
}

/** Fewest line steps between two dots (Infinity when no line path joins them). */
export function dotDistance(board: CompiledBoard, a: string, b: string): number {
  const i = board.index.get(a);
  const j = board.index.get(b);
  if (i === undefined || j === undefined) return Infinity;
  const d = metrics(board).dist[i * board.ids.length + j]!;
  return d < 0 ? Infinity : d;
}

/** The key of a (dot `from` of index `f`, Speed, starting dot) question: a number made of the dots' indexes and the
 *  Speed (no string built per question), or the text of all three for a dot the board doesn't
 *  have or a Speed too large for the number. */
function movesKey(board: CompiledBoard, f: number | undefined, from: string, speed: number, start: string | null): number | string {
  const n = board.ids.length;
  const st = start === null ? n : board.index.get(start);
  if (f === undefined || st === undefined || !Number.isSafeInteger(speed) || speed >= SPEEDS) return `${from}|${speed}|${start ?? ""}`;
  return (st * n + f) * SPEEDS + speed;
}

/** Speeds keyed by number (below this). */
const SPEEDS = 1024;

/** 602.2: how many moves a Life Base with this Speed needs from `from` to an ending dot (no
 *  warps for a Life Base, 604.2; each move one direction, no sharp turns, 202.9). 0 on an ending
 *  dot, Infinity when it can't get there (Speed 0). */
export function lifeBaseMovesToEnd(board: CompiledBoard, from: string, speed: number, start: string | null): number {
  const f = board.index.get(from);
  if (board.kinds[f ?? -1] === "ending") return 0;
  if (speed < 1) return Infinity;
  const m = metrics(board);
  const key = movesKey(board, f, from, speed, start);
  const known = m.lbMoves.get(key);
  if (known !== undefined) return known;
  const seen = new Set<string>([from]);
  let frontier = [from];
  let result = Infinity;
  const empty = new Set<string>();
  for (let moves = 1; frontier.length > 0 && result === Infinity && moves <= board.ids.length; moves++) {
    const next: string[] = [];
    for (const dot of frontier) {
      for (const opt of reachableMoves(board, dot, { speed, isLifeBase: true, controllerStart: start, occupied: empty })) {
        const to = opt.path[opt.path.length - 1]!;
        if (board.kinds[board.index.get(to)!] === "starting" && to !== start) continue; // 601.5 destroyed there
        if (board.kinds[board.index.get(to)!] === "ending") result = moves;
        if (!seen.has(to)) {
          seen.add(to);
          next.push(to);
        }
      }
    }
    frontier = next;
  }
  m.lbMoves.set(key, result);
  return result;
}
