// The board (600-605) and the geometry of movement and attack on it (202). A board is data
// (BoardData: dots with coordinates and kinds, and the lines that join them); compileBoard turns it
// once into lookup tables (adjacency, the rotational direction of every line step, which turns are
// sharp), so validating a move or an attack is table look-ups, never geometry.
//
// Conventions (SCENARIOS.md "Boards"):
// - x to the right, y up; clockwise as seen that way, around the board's `center`.
// - The direction of a line step a→b is the sign of the cross product (a−c)×(b−c): positive is
//   counter-clockwise. A step whose cross product is (nearly) zero is radial: it has no rotational
//   direction, so it fits a move in either direction and doesn't fix one (RADIAL_SIN).
// - The angle at a dot b between a→b and b→d is the angle between b→a and b→d (a straight line is
//   180°); less than 90° is a sharp turn (202.9), 90° is allowed (TURN_COS).
// - A warp (202.12, 604) is a step between the mover's controller's starting dot and an ending dot,
//   either way, that no line joins. It has no direction and ends the line before it, so the
//   direction and sharp-turn rules apply to the line steps on each side, never across it.
// These functions are pure and take plain parameters; the engine passes in who stands where.

// ─── Data ─────────────────────────────────────────────────────────────────────────────────────

/** The kinds of dot (600-605); the first is the default. */
export const DOT_KINDS = ["normal", "starting", "ending", "no-attack", "quest"] as const;
export type DotKind = (typeof DOT_KINDS)[number];

export interface DotData {
  at: [number, number];
  kind: DotKind;
}

/** A board as plain JSON-safe data (DESIGN principle 6). */
export interface BoardData {
  name?: string;
  center: [number, number];
  dots: Record<string, DotData>;
  lines: Array<[string, string]>;
}

/** Rotational direction around the board's center. */
export type Direction = "clockwise" | "counter-clockwise";

/** A refused move or attack: the rule it breaks and a message in players' words naming it. */
interface Refusal {
  ok: false;
  rule: string;
  message: string;
}

// ─── The compiled board ───────────────────────────────────────────────────────────────────────

/** |sin| of the angle a step subtends at the center below which the step is radial (≈0.06°). */
const RADIAL_SIN = 1e-3;
/** cos of a turn's angle above which it is sharp; the slack (≈0.06°) absorbs rounded coordinates. */
const TURN_COS = 1e-3;

const CCW = 1;
const CW = -1;

/**
 * A board compiled once per game (compileBoard caches it per BoardData object). Lines become pairs
 * of directed edges: edge 2i runs lines[i][0]→lines[i][1], edge 2i+1 the other way. The tables are
 * read by the functions below; treat them as read-only.
 */
export interface CompiledBoard {
  readonly data: BoardData;
  /** Dot ids in the data's order; a dot's index is its position here. */
  readonly ids: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  readonly kinds: readonly DotKind[];
  /** Directed edges: tail and head dot index, and rotational direction (1 ccw, -1 cw, 0 radial). */
  readonly edgeFrom: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeDir: Int8Array;
  /** Outgoing edges per dot, in line order. */
  readonly out: readonly (readonly number[])[];
  /** Per dot: neighbour index → edge from that dot to it. */
  readonly edgeByNeighbour: readonly ReadonlyMap<number, number>[];
  /** turnOk[e][k]: after arriving by edge e, leaving by the k-th outgoing edge of its head is not a sharp turn (202.9). */
  readonly turnOk: readonly Uint8Array[];
  /** Position of edge e among the outgoing edges of its tail. */
  readonly outSlot: Int32Array;
  readonly starting: readonly string[];
  readonly ending: readonly string[];
}

const compiled = new WeakMap<BoardData, CompiledBoard>();

/** Builds the lookup tables of a board; the same BoardData object always gives the same CompiledBoard. */
export function compileBoard(data: BoardData): CompiledBoard {
  const cached = compiled.get(data);
  if (cached) return cached;
  const ids = Object.keys(data.dots);
  const index = new Map(ids.map((id, i) => [id, i]));
  const kinds = ids.map((id) => data.dots[id]!.kind);
  const xs = ids.map((id) => data.dots[id]!.at[0]);
  const ys = ids.map((id) => data.dots[id]!.at[1]);
  const [cx, cy] = data.center;
  const n = data.lines.length;
  const edgeFrom = new Int32Array(2 * n);
  const edgeTo = new Int32Array(2 * n);
  const edgeDir = new Int8Array(2 * n);
  const out: number[][] = ids.map(() => []);
  const edgeToMap: Map<number, number>[] = ids.map(() => new Map());
  const outSlot = new Int32Array(2 * n);
  data.lines.forEach(([a, b], i) => {
    const u = index.get(a);
    const v = index.get(b);
    // Board files are checked when read (apps/board/yaml.ts); this guards BoardData built in code.
    if (u === undefined || v === undefined) throw new Error(`${data.name !== undefined ? `board "${data.name}": ` : ""}line "${a}-${b}" names an unknown dot`);
    for (const [e, p, q] of [
      [2 * i, u, v],
      [2 * i + 1, v, u],
    ] as const) {
      edgeFrom[e] = p;
      edgeTo[e] = q;
      edgeDir[e] = rotation(cx, cy, xs[p]!, ys[p]!, xs[q]!, ys[q]!);
      outSlot[e] = out[p]!.length;
      out[p]!.push(e);
      edgeToMap[p]!.set(q, e);
    }
  });
  // 202.9: for every way into a dot and every way out of it, whether the turn there is sharp.
  const turnOk = Array.from({ length: 2 * n }, (_, e) => {
    const from = edgeFrom[e]!;
    const at = edgeTo[e]!;
    return Uint8Array.from(out[at]!, (f) => (turnCos(xs, ys, from, at, edgeTo[f]!) <= TURN_COS ? 1 : 0));
  });
  const board: CompiledBoard = {
    data,
    ids,
    index,
    kinds,
    edgeFrom,
    edgeTo,
    edgeDir,
    out,
    edgeByNeighbour: edgeToMap,
    turnOk,
    outSlot,
    starting: ids.filter((_, i) => kinds[i] === "starting"),
    ending: ids.filter((_, i) => kinds[i] === "ending"),
  };
  compiled.set(data, board);
  return board;
}

/** Sign of (a−c)×(b−c): 1 counter-clockwise, -1 clockwise, 0 radial. */
function rotation(cx: number, cy: number, ax: number, ay: number, bx: number, by: number): number {
  const ux = ax - cx;
  const uy = ay - cy;
  const vx = bx - cx;
  const vy = by - cy;
  const cross = ux * vy - uy * vx;
  const scale = Math.hypot(ux, uy) * Math.hypot(vx, vy);
  if (scale === 0 || Math.abs(cross) <= RADIAL_SIN * scale) return 0;
  return cross > 0 ? CCW : CW;
}

/** cos of the angle at dot b between b→a and b→d (−1 for a straight line). */
function turnCos(xs: number[], ys: number[], a: number, b: number, d: number): number {
  const ux = xs[a]! - xs[b]!;
  const uy = ys[a]! - ys[b]!;
  const vx = xs[d]! - xs[b]!;
  const vy = ys[d]! - ys[b]!;
  return (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy));
}

const dirName = (d: number): Direction | null => (d === CCW ? "counter-clockwise" : d === CW ? "clockwise" : null);
const dirValue = (d: Direction | null | undefined): number => (d === "counter-clockwise" ? CCW : d === "clockwise" ? CW : 0);

// ─── Queries ──────────────────────────────────────────────────────────────────────────────────

function dotKind(board: CompiledBoard, dot: string): DotKind | undefined {
  const i = board.index.get(dot);
  return i === undefined ? undefined : board.kinds[i];
}

export function isStartingDot(board: CompiledBoard, dot: string): boolean {
  return dotKind(board, dot) === "starting";
}

/** 602.2: a Life Base that reaches an ending dot wins for its owner. */
export function isEndingDot(board: CompiledBoard, dot: string): boolean {
  return dotKind(board, dot) === "ending";
}

/** 603.2, 601.7: a summon on a no-attack dot, or on a starting dot, can't attack or be attacked. */
export function isNoAttackDot(board: CompiledBoard, dot: string): boolean {
  const kind = dotKind(board, dot);
  return kind === "no-attack" || kind === "starting";
}

/** 601.5: a summon that moves onto or is placed on this dot is destroyed (a starting dot not its controller's). */
export function destroysOnEntry(board: CompiledBoard, dot: string, controllerStart: string | null): boolean {
  return isStartingDot(board, dot) && dot !== controllerStart;
}

/** The dots joined to `dot` by a line, in line order. */
export function neighbours(board: CompiledBoard, dot: string): string[] {
  const i = board.index.get(dot);
  if (i === undefined) return [];
  return board.out[i]!.map((e) => board.ids[board.edgeTo[e]!]!);
}

/** 105.2b: the starting dot most nearly opposite `start` through the center (null when none is within 1°). */
export function oppositeStartingDot(board: CompiledBoard, start: string): string | null {
  const s = board.data.dots[start];
  if (!s) return null;
  const [cx, cy] = board.data.center;
  const want = Math.atan2(s.at[1] - cy, s.at[0] - cx) + Math.PI;
  let best: string | null = null;
  let bestGap = (1 * Math.PI) / 180;
  for (const id of board.starting) {
    if (id === start) continue;
    const d = board.data.dots[id]!;
    const angle = Math.atan2(d.at[1] - cy, d.at[0] - cx);
    const gap = Math.abs(Math.atan2(Math.sin(angle - want), Math.cos(angle - want)));
    if (gap < bestGap) {
      bestGap = gap;
      best = id;
    }
  }
  return best;
}

/** Rotational direction of going from dot a to dot b around the center (null: radial). */
export function stepDirection(board: CompiledBoard, a: string, b: string): Direction | null {
  const p = board.data.dots[a];
  const q = board.data.dots[b];
  if (!p || !q) throw new Error(`stepDirection: unknown dot "${p ? b : a}"`);
  const [cx, cy] = board.data.center;
  return dirName(rotation(cx, cy, p.at[0], p.at[1], q.at[0], q.at[1]));
}

/** The angle in degrees at dot b between the line arrived by (from a) and the line left by (to d). */
export function turnAngle(board: CompiledBoard, a: string, b: string, d: string): number {
  for (const id of [a, b, d]) if (!board.data.dots[id]) throw new Error(`turnAngle: unknown dot "${id}"`);
  const xs = [a, b, d].map((id) => board.data.dots[id]!.at[0]);
  const ys = [a, b, d].map((id) => board.data.dots[id]!.at[1]);
  const cos = Math.max(-1, Math.min(1, turnCos(xs, ys, 0, 1, 2)));
  return (Math.acos(cos) * 180) / Math.PI;
}

/**
 * The direction a path goes in: that of its first line step with one (null when every step is
 * radial or a warp). For a path that validateMove or attackPath accepted, every line step agrees.
 */
export function pathDirection(board: CompiledBoard, path: readonly string[]): Direction | null {
  for (let i = 0; i + 1 < path.length; i++) {
    const u = board.index.get(path[i]!);
    const v = board.index.get(path[i + 1]!);
    if (u === undefined || v === undefined) continue;
    const e = board.edgeByNeighbour[u]!.get(v);
    if (e !== undefined && board.edgeDir[e] !== 0) return dirName(board.edgeDir[e]!);
  }
  return null;
}

// ─── Movement (202.2-202.12, 600.4-600.5, 601.5, 604) ─────────────────────────────────────────

export interface MoveOptions {
  /** 202.5c: at most this many steps. */
  speed: number;
  /** 604.2: a Life Base never warps. */
  isLifeBase: boolean;
  /** The mover's controller's starting dot (601.4), the only one it can warp to or from; null: none. */
  controllerStart: string | null;
  /** Dots other summons stand on (the mover's own dot, the path's first, is ignored). */
  occupied: ReadonlySet<string>;
  /** 202.8: the direction the summon attacked in this turn; the move must go the same way. */
  requiredDirection?: Direction | null;
  /**
   * 202.8: the path of the summon's attack this turn (attacker's dot first, target's dot last). The
   * move must follow it until it reaches the target's dot; after that it goes on freely.
   */
  followPath?: readonly string[];
  /** Warps allowed (default true). A move by an effect ("Move X up to N dots.") follows lines only. */
  allowWarp?: boolean;
}

export interface MoveRequest extends MoveOptions {
  /** The dots the summon passes, starting with the dot it stands on (warp steps included). */
  path: readonly string[];
}

interface MoveAccepted {
  ok: true;
  /** The move's rotational direction (null: only radial steps and warps, so it fixed none). */
  direction: Direction | null;
  /** 600.4: each dot entered is one step; a warp is one step (604.3). */
  steps: number;
  /** Indices i where path[i]→path[i+1] is a warp. */
  warps: number[];
  /** 601.5: index of the first dot in the path that destroys the summon on entry, or null. */
  foreignStartAt: number | null;
}

export type MoveResult = MoveAccepted | Refusal;

const refuse = (rule: string, message: string): Refusal => ({ ok: false, rule, message: `${rule} ${message}` });

/** 202.12, 604.2: may this summon warp from dot u to dot v (indices)? */
function isWarp(board: CompiledBoard, u: number, v: number, startIndex: number): boolean {
  return (u === startIndex && board.kinds[v] === "ending") || (v === startIndex && board.kinds[u] === "ending");
}

/** Checks a move announced as a path (202.2). Returns the direction and steps, or the broken rule. */
export function validateMove(board: CompiledBoard, req: MoveRequest): MoveResult {
  const { path, speed } = req;
  if (path.length < 2) return refuse("202.2", "a move names the dots it goes to: at least one step");
  const idx = new Array<number>(path.length);
  for (let i = 0; i < path.length; i++) {
    const j = board.index.get(path[i]!);
    if (j === undefined) return refuse("600.2", `there is no dot "${path[i]}" on this board`);
    idx[i] = j;
  }
  const steps = path.length - 1;
  if (steps > speed) {
    return refuse("202.5c", `the path has ${steps} steps but Speed is ${speed} (each dot entered counts as one step, 600.4)`);
  }
  const follow = req.followPath;
  if (follow) {
    for (let i = 0; i < path.length && i < follow.length; i++) {
      if (path[i] !== follow[i]) {
        return refuse("202.8", `after its attack the summon moves along the attack's path to dot ${follow[follow.length - 1]}: expected dot ${follow[i]} at step ${i}, not ${path[i]}`);
      }
    }
  }
  const startIndex = req.controllerStart === null ? -1 : (board.index.get(req.controllerStart) ?? -1);
  const canWarp = !req.isLifeBase && req.allowWarp !== false;
  const required = dirValue(req.requiredDirection);
  let own = 0;
  let inEdge = -1;
  const warps: number[] = [];
  for (let i = 0; i < steps; i++) {
    const u = idx[i]!;
    const v = idx[i + 1]!;
    const e = board.edgeByNeighbour[u]!.get(v);
    if (e === undefined) {
      if (startIndex >= 0 && isWarp(board, u, v, startIndex)) {
        if (req.isLifeBase) return refuse("604.2", `a Life Base can't warp (from ${path[i]} to ${path[i + 1]})`);
        if (!canWarp) return refuse("604.2", `this move can't warp (from ${path[i]} to ${path[i + 1]}): a move by an effect follows the lines`);
        warps.push(i);
        inEdge = -1; // 202.12: no direction, and no turn is measured across a warp
        continue;
      }
      const warpHint =
        (board.kinds[u] === "starting" || board.kinds[u] === "ending") && (board.kinds[v] === "starting" || board.kinds[v] === "ending")
          ? "; a summon warps only between its controller's starting dot and an ending dot (604.2)"
          : "";
      return refuse("600.3", `no line joins dots ${path[i]} and ${path[i + 1]}${warpHint}`);
    }
    if (inEdge >= 0 && !board.turnOk[inEdge]![board.outSlot[e]!]) {
      const angle = turnAngle(board, path[i - 1]!, path[i]!, path[i + 1]!);
      return refuse("202.9", `no sharp turn at dot ${path[i]}: the path turns at ${formatAngle(angle)}° there (90° or more is needed)`);
    }
    const d = board.edgeDir[e]!;
    if (d !== 0) {
      if (required !== 0 && d !== required) {
        return refuse("202.8", `the summon attacked ${dirName(required)} this turn, so it moves ${dirName(required)}; the step from ${path[i]} to ${path[i + 1]} goes ${dirName(d)}`);
      }
      if (own !== 0 && d !== own) {
        return refuse("202.9", `the move changes direction at dot ${path[i]}: it went ${dirName(own)}, then ${dirName(d)}; a summon keeps one direction during a move`);
      }
      own = d;
    }
    inEdge = e;
  }
  const last = path[steps]!;
  if (req.occupied.has(last) && last !== path[0]) {
    return refuse("600.5", `dot ${last} is occupied: a summon may pass over another summon but not end its move on it (202.10)`);
  }
  let foreignStartAt: number | null = null;
  for (let i = 1; i < path.length; i++) {
    if (board.kinds[idx[i]!] === "starting" && idx[i] !== startIndex) {
      foreignStartAt = i;
      break;
    }
  }
  return { ok: true, direction: dirName(own), steps, warps, foreignStartAt };
}

function formatAngle(deg: number): string {
  return String(Math.round(deg * 10) / 10);
}

/**
 * 202.11: an announced move whose destination got occupied meanwhile goes as far as possible
 * towards it: along the announced path to the last dot before the end that is free (the path's
 * own first dot when none is). Returns the path actually moved (length 1: it stays).
 */
export function partialMovePath(path: readonly string[], occupied: ReadonlySet<string>): string[] {
  let end = path.length - 1;
  while (end > 0 && occupied.has(path[end]!) && path[end] !== path[0]) end--;
  return path.slice(0, end + 1);
}

export interface MoveOption {
  path: string[];
  direction: Direction | null;
  steps: number;
}

/**
 * Every place the summon can legally move to from `from`, with the shortest path there for each
 * direction the move can take (so 202.8 choices stay visible): a breadth-first search over
 * (line arrived by, direction so far), bounded by Speed, O(lines × 3) states. A path that enters a
 * starting dot not its controller's ends there (601.5: the summon is destroyed); staying put is no move.
 */
export function reachableMoves(board: CompiledBoard, from: string, opts: MoveOptions): MoveOption[] {
  const origin = board.index.get(from);
  if (origin === undefined || opts.speed < 1) return [];
  const startIndex = opts.controllerStart === null ? -1 : (board.index.get(opts.controllerStart) ?? -1);
  const canWarp = !opts.isLifeBase && opts.allowWarp !== false && startIndex >= 0;
  const required = dirValue(opts.requiredDirection);
  if (opts.followPath && opts.followPath.length > 0 && opts.followPath[0] !== from) return []; // 202.8
  const follow = opts.followPath ? opts.followPath.map((id) => board.index.get(id) ?? -1) : null;
  const edges = board.edgeFrom.length;
  // A state: the edge arrived by (or edges + dot after a warp or at the start) and the direction so far.
  const seen = new Uint8Array((edges + board.ids.length) * 3);
  const found = new Uint8Array(board.ids.length * 3);
  interface Node {
    dot: number;
    inEdge: number;
    own: number;
    depth: number;
    parent: Node | null;
  }
  const results: MoveOption[] = [];
  let frontier: Node[] = [{ dot: origin, inEdge: -1, own: 0, depth: 0, parent: null }];
  seen[(edges + origin) * 3 + 1] = 1;
  const visit = (parent: Node, dot: number, inEdge: number, own: number, next: Node[]) => {
    const key = ((inEdge >= 0 ? inEdge : edges + dot) * 3 + (own + 1)) | 0;
    if (seen[key]) return;
    seen[key] = 1;
    const node: Node = { dot, inEdge, own, depth: parent.depth + 1, parent };
    const fkey = dot * 3 + (own + 1);
    if (dot !== origin && !opts.occupied.has(board.ids[dot]!) && !found[fkey]) {
      found[fkey] = 1;
      const path: string[] = [];
      for (let n: Node | null = node; n; n = n.parent) path.push(board.ids[n.dot]!);
      path.reverse();
      results.push({ path, direction: dirName(own), steps: node.depth });
    }
    // 601.5: the summon is destroyed on entering another player's starting dot; the move ends there.
    if (board.kinds[dot] === "starting" && dot !== startIndex) return;
    next.push(node);
  };
  for (let depth = 0; depth < opts.speed && frontier.length > 0; depth++) {
    const next: Node[] = [];
    for (const node of frontier) {
      const forced = follow && depth + 1 < follow.length ? follow[depth + 1]! : -1;
      for (const e of board.out[node.dot]!) {
        const to = board.edgeTo[e]!;
        if (forced >= 0 && to !== forced) continue;
        if (node.inEdge >= 0 && !board.turnOk[node.inEdge]![board.outSlot[e]!]) continue; // 202.9 sharp turn
        const d = board.edgeDir[e]!;
        if (d !== 0 && ((required !== 0 && d !== required) || (node.own !== 0 && d !== node.own))) continue; // 202.8, 202.9
        visit(node, to, e, d !== 0 ? d : node.own, next);
      }
      if (!canWarp) continue;
      // 202.12, 604.2: warps between the controller's starting dot and the ending dots no line joins.
      const targets = node.dot === startIndex ? board.ending.map((id) => board.index.get(id)!) : board.kinds[node.dot] === "ending" ? [startIndex] : [];
      for (const to of targets) {
        if (forced >= 0 && to !== forced) continue;
        if (board.edgeByNeighbour[node.dot]!.has(to)) continue;
        visit(node, to, -1, node.own, next);
      }
    }
    frontier = next;
  }
  return results;
}

// ─── Attack (202.3, 202.5d, 202.8, 202.10, 603, 604.4) ────────────────────────────────────────

export interface AttackOptions {
  /** 202.8: the direction the summon moved in this turn; the attack must go the same way. */
  requiredDirection?: Direction | null;
}

export interface AttackRoute {
  /** Attacker's dot first, target's dot last. */
  path: string[];
  direction: Direction | null;
  /** 600.4: dots counted, the target's included. */
  steps: number;
}

interface AttackAccepted extends AttackRoute {
  ok: true;
  /** Every way the attack can go: the shortest route for each direction (radial-only first). */
  routes: AttackRoute[];
}

export type AttackResult = AttackAccepted | Refusal;

/**
 * Every dot a summon on `from` can attack within `range`, with the shortest route for each direction
 * (202.5d, 202.9, 202.10): along lines only, never through a warp (604.4), one direction, no sharp
 * turn, over any summon. Neither end may be a no-attack dot (603.2; starting dots are, 601.7), so
 * from such a dot the map is empty. Which of these dots hold an opponent's summon is the engine's
 * to say (202.3).
 */
export function targetsInRange(board: CompiledBoard, from: string, range: number, opts: AttackOptions = {}): Map<string, AttackRoute[]> {
  const result = new Map<string, AttackRoute[]>();
  const origin = board.index.get(from);
  if (origin === undefined || isNoAttackDot(board, from) || range < 1) return result;
  const required = dirValue(opts.requiredDirection);
  const edges = board.edgeFrom.length;
  const seen = new Uint8Array(edges * 3);
  interface Node {
    dot: number;
    inEdge: number;
    own: number;
    depth: number;
    parent: Node | null;
  }
  const found = new Uint8Array(board.ids.length * 3);
  let frontier: Node[] = [{ dot: origin, inEdge: -1, own: 0, depth: 0, parent: null }];
  for (let depth = 0; depth < range && frontier.length > 0; depth++) {
    const next: Node[] = [];
    for (const node of frontier) {
      for (const e of board.out[node.dot]!) {
        if (node.inEdge >= 0 && !board.turnOk[node.inEdge]![board.outSlot[e]!]) continue;
        const d = board.edgeDir[e]!;
        if (d !== 0 && ((required !== 0 && d !== required) || (node.own !== 0 && d !== node.own))) continue;
        const own = d !== 0 ? d : node.own;
        const key = e * 3 + (own + 1);
        if (seen[key]) continue;
        seen[key] = 1;
        const to = board.edgeTo[e]!;
        const child: Node = { dot: to, inEdge: e, own, depth: depth + 1, parent: node };
        const kind = board.kinds[to];
        // 604.4 no attack through a warp dot: starting and ending dots are warp dots (604.1).
        if (kind !== "starting" && kind !== "ending") next.push(child);
        const fkey = to * 3 + (own + 1);
        if (to === origin || found[fkey] || kind === "no-attack" || kind === "starting") continue; // 603.2, 601.7
        found[fkey] = 1;
        const path: string[] = [];
        for (let n: Node | null = child; n; n = n.parent) path.push(board.ids[n.dot]!);
        path.reverse();
        const id = board.ids[to]!;
        const list = result.get(id) ?? [];
        list.push({ path, direction: dirName(own), steps: depth + 1 });
        result.set(id, list);
      }
    }
    frontier = next;
  }
  for (const routes of result.values()) routes.sort(byRoutePreference);
  return result;
}

/** Shortest first; among equals, the radial-only route (it binds no direction under 202.8). */
function byRoutePreference(a: AttackRoute, b: AttackRoute): number {
  return a.steps - b.steps || (a.direction === null ? 0 : 1) - (b.direction === null ? 0 : 1);
}

/**
 * Can a summon on `from` attack the summon on `to` with this Range (202.3, 202.5d)? On success the
 * preferred route (shortest; radial-only among equals) and every alternative; otherwise the rule.
 */
export function attackPath(board: CompiledBoard, from: string, to: string, range: number, opts: AttackOptions = {}): AttackResult {
  for (const dot of [from, to]) {
    if (!board.index.has(dot)) return refuse("600.2", `there is no dot "${dot}" on this board`);
  }
  const noAttackWhy = (dot: string) => (isStartingDot(board, dot) ? "a starting dot, which is a no-attack dot (601.7)" : "a no-attack dot");
  if (isNoAttackDot(board, from)) return refuse("603.2", `a summon on dot ${from} can't attack: ${from} is ${noAttackWhy(from)}`);
  if (isNoAttackDot(board, to)) return refuse("603.2", `a summon on dot ${to} can't be attacked: ${to} is ${noAttackWhy(to)}`);
  if (from === to) return refuse("202.3", "a summon can't attack its own dot");
  const routes = targetsInRange(board, from, range, opts).get(to);
  if (routes && routes.length > 0) return { ok: true, ...routes[0]!, routes };
  if (opts.requiredDirection && targetsInRange(board, from, range).has(to)) {
    return refuse("202.8", `the summon moved ${opts.requiredDirection} this turn, so it attacks ${opts.requiredDirection}; dot ${to} is in range only the other way`);
  }
  return refuse(
    "202.5d",
    `dot ${to} is out of range: no path of at most ${range} dot${range === 1 ? "" : "s"} from ${from} along the lines in one direction without a sharp turn (202.9; an attack never passes through a warp, or a starting or ending dot, 604.4)`,
  );
}
