// Movement and attack (202, 402.6, 600-604) on the board. All geometry is the board module's
// (runtime/board.ts): this file tells it who stands where, what the summon's stats are and what
// the summon did earlier this turn (202.8), and applies the outcome.
import { attackPath, partialMovePath, pathDirection, reachableMoves, targetsInRange, validateMove, type CompiledBoard, type Direction, type MoveOptions } from "./board.ts";
import { defOf, isLifeBaseDef, isOpponent, type Engine, cardIn } from "./cards.ts";
import { effectiveStats, isForbidden } from "./continuous.ts";
import { emit } from "./events.ts";
import { dealDamage } from "./damage.ts";
import { getOwn } from "../core/own.ts";
import { playerState } from "../core/players.ts";
import { updateTurnInfo } from "./turns.ts";
import { memo } from "./memo.ts";
import { destroy } from "./zones.ts";
import { win } from "../core/outcomes.ts";
import { ask } from "../core/decisions.ts";
import type { CardId, Decision, DotId, PlayerId, StackEntry } from "./types.ts";

/** Dots other summons stand on (600.5). */
function occupiedDots(E: Engine, except: CardId | null = null): Set<DotId> {
  const out = new Set<DotId>();
  for (const id of E.state.index.summons) {
    const at = cardIn(E.state, id).at;
    if (id !== except && at !== null) out.add(at);
  }
  return out;
}

/** 402.6: a summon is placed on its controller's starting dot or on an ending dot, if free (600.5). */
function placementDots(E: Engine, player: PlayerId): DotId[] {
  return memo("placement", player, () => freeSummonDots(E, player));
}

/** 402.6, 402.6a: where `player` places the pawn of `card` that comes into play now: the dot he
 *  answered (`answer`), the one free dot (he is not asked), or a decision among exactly the free
 *  dots ("ask"); null when none is free. Chosen now, not before (200.3 fixes only targets). */
export function placement(E: Engine, player: PlayerId, card: CardId, rule: "402.6" | "402.6a", answer: unknown): DotId | "ask" | null {
  const dots = placementDots(E, player);
  if (dots.length === 0) return null;
  if (typeof answer === "string" && dots.includes(answer)) return answer;
  if (dots.length === 1) return dots[0]!;
  const question: Omit<Decision, "id"> = {
    player,
    kind: "placeSummon",
    card,
    prompt: `${rule} ${player}: where does ${cardIn(E.state, card).name} come into play?`,
    options: dots.map((d) => ({ label: d, value: d })),
  };
  ask(E, question);
  return "ask";
}

function freeSummonDots(E: Engine, player: PlayerId): DotId[] {
  const taken = occupiedDots(E);
  const start = playerState(E, player).start;
  const out: DotId[] = [];
  if (start !== null && !taken.has(start)) out.push(start);
  for (const d of E.board.ending) if (!taken.has(d)) out.push(d);
  return out;
}

/** 202.8: what this summon's first move or attack of the turn binds. */
function binding(E: Engine, card: CardId): { direction: Direction | null; attackPath: DotId[] | null } {
  const line = getOwn(E.state.turnInfo.lines, card);
  if (!line) return { direction: null, attackPath: null };
  return { direction: pathDirection(E.board, line.path), attackPath: line.kind === "attack" ? line.path : null };
}

function moveOptions(E: Engine, card: CardId, speed: number, byEffect: boolean): MoveOptions {
  const c = cardIn(E.state, card);
  const b = binding(E, card);
  return {
    speed,
    isLifeBase: isLifeBaseDef(defOf(E, c)),
    controllerStart: playerState(E, c.controller).start,
    occupied: occupiedDots(E, card),
    requiredDirection: b.direction,
    ...(b.attackPath && !byEffect ? { followPath: b.attackPath } : {}),
    ...(byEffect ? { allowWarp: false } : {}),
  };
}

/** Why the announced path is not a legal move now (202.5c-202.12, 600.5), or null. */
export function moveError(E: Engine, card: CardId, path: readonly DotId[]): string | null {
  const c = cardIn(E.state, card);
  if (!Array.isArray(path) || path.length === 0) return "202.2 a move names its path, starting with the dot the summon stands on";
  if (path[0] !== c.at) return `202.2 the path must start on dot ${c.at}, where ${c.name} stands`;
  const r = validateMove(E.board, { ...moveOptions(E, card, effectiveStats(E, card).speed, false), path });
  return r.ok ? null : r.message;
}

/** Every legal path for an announced move of this summon (bounded by its Speed); frozen, shared
 *  by the listings that ask the same (movePaths). */
export function legalMovePaths(E: Engine, card: CardId): readonly (readonly DotId[])[] {
  const c = cardIn(E.state, card);
  if (c.at === null) return [];
  return movePaths(E.board, c.at, moveOptions(E, card, effectiveStats(E, card).speed, false));
}

/** reachableMoves' paths, kept per board: they depend on the board and the options alone (a pure
 *  search), and every listing asks them for each summon that may move, mostly with nothing changed
 *  since the last time. Keyed by the dots as board indexes (whole numbers: no id can make two keys
 *  one); bounded as dotsInRange's table is. */
function movePaths(board: CompiledBoard, from: DotId, opts: MoveOptions): readonly (readonly DotId[])[] {
  const origin = board.index.get(from);
  if (origin === undefined) return reachableMoves(board, from, opts).map((m) => m.path);
  const at = (id: DotId | null | undefined): number => (id === null || id === undefined ? -1 : (board.index.get(id) ?? -1));
  const occupied: number[] = [];
  for (const d of opts.occupied) {
    const i = board.index.get(d);
    if (i !== undefined) occupied.push(i); // a dot not on the board is never asked (has) by the search
  }
  occupied.sort((a, b) => a - b);
  const follow = opts.followPath ? opts.followPath.map(at).join(",") : "-";
  const key = `${origin};${opts.speed};${opts.isLifeBase ? 1 : 0};${at(opts.controllerStart)};${opts.requiredDirection ?? "-"};${opts.allowWarp ?? "-"};${follow};${occupied.join(",")}`;
  let table = pathCache.get(board);
  if (!table) pathCache.set(board, (table = new Map()));
  let hit = table.get(key);
  if (!hit) {
    if (table.size >= RANGE_CACHE_MAX) table.clear();
    hit = Object.freeze(reachableMoves(board, from, opts).map((m) => Object.freeze(m.path)));
    table.set(key, hit);
  }
  return hit;
}
const pathCache = new WeakMap<CompiledBoard, Map<string, readonly (readonly DotId[])[]>>();

/** Paths for "Move X up to N dots." (LANGUAGE.md 3: no warps, direction rules apply). */
export function effectMoves(E: Engine, card: CardId, upTo: number): DotId[][] {
  const c = cardIn(E.state, card);
  if (c.at === null) return [];
  return reachableMoves(E.board, c.at, moveOptions(E, card, upTo, true)).map((m) => m.path);
}

/** 202.3: friendly summons (one's own and teammates') can't be attacked. */
function attackable(E: Engine, attacker: CardId, target: CardId): boolean {
  const t = E.state.cards[target];
  return !!t && t.zone === "play" && t.at !== null && isOpponent(E, cardIn(E.state, attacker).controller, t.controller);
}

/** The route of an attack on `target`, or why it can't be announced (202.3, 202.5d, 202.8, 603). */
export function attackRoute(E: Engine, attacker: CardId, target: CardId, path?: readonly DotId[]): { path: DotId[] } | { error: string } {
  const a = cardIn(E.state, attacker);
  const t = E.state.cards[target];
  if (!t || t.zone !== "play" || t.at === null) return { error: `202.3 the target of an attack is a summon in play` };
  if (!attackable(E, attacker, target)) return { error: `202.3 friendly summons can't be attacked (${t.name} is controlled by ${t.controller})` };
  if (isForbidden(E, target, "beAttacked")) return { error: `107.1b ${t.name} can't be attacked` };
  const r = attackPath(E.board, a.at!, t.at, effectiveStats(E, attacker).range, { requiredDirection: binding(E, attacker).direction });
  if (!r.ok) return { error: r.message };
  if (path === undefined) return { path: r.path };
  // A chosen route must be one of the routes in range (202.5d, 202.9), which also fixes 202.8's direction.
  const chosen = Array.isArray(path) ? r.routes.find((x) => x.path.length === path.length && x.path.every((d, i) => d === path[i])) : undefined;
  if (!chosen) return { error: `202.5d ${JSON.stringify(path)} is not an attack route from ${a.at} to ${t.at}; the routes are ${r.routes.map((x) => x.path.join("-")).join(", ")}` };
  return { path: chosen.path };
}

/** The routes an attack on `target` can take, one per direction (202.8); empty when it can't. */
export function attackRoutes(E: Engine, attacker: CardId, target: CardId): DotId[][] {
  const a = cardIn(E.state, attacker);
  const t = cardIn(E.state, target);
  if (a.at === null || t.at === null) return [];
  const r = attackPath(E.board, a.at, t.at, effectiveStats(E, attacker).range, { requiredDirection: binding(E, attacker).direction });
  return r.ok ? r.routes.map((x) => x.path) : [];
}

/** The dots an attack from `from` reaches (board.ts targetsInRange), kept per board: they depend on
 *  the board alone, and every listing asks them for each summon that may attack. Bounded: a board
 *  with more keys than RANGE_CACHE_MAX starts its table anew. */
function dotsInRange(board: CompiledBoard, from: DotId, range: number, direction: Direction | null): ReadonlyMap<string, unknown> {
  let table = rangeCache.get(board);
  if (!table) rangeCache.set(board, (table = new Map()));
  const key = `${from}|${range}|${direction ?? ""}`;
  let hit = table.get(key);
  if (!hit) {
    if (table.size >= RANGE_CACHE_MAX) table.clear();
    table.set(key, (hit = targetsInRange(board, from, range, { requiredDirection: direction })));
  }
  return hit;
}
const rangeCache = new WeakMap<CompiledBoard, Map<string, ReadonlyMap<string, unknown>>>();
const RANGE_CACHE_MAX = 10_000;

/** Every summon this one can attack now; `forbids` false when the caller knows no "can't" is in
 *  force (107.1b: then none can't be attacked, and none is asked). */
export function attackTargets(E: Engine, attacker: CardId, forbids = true): CardId[] {
  const a = cardIn(E.state, attacker);
  if (a.at === null) return [];
  const inRange = dotsInRange(E.board, a.at, effectiveStats(E, attacker).range, binding(E, attacker).direction);
  const out: CardId[] = [];
  for (const id of E.state.index.summons) {
    const at = cardIn(E.state, id).at;
    if (at !== null && inRange.has(at) && attackable(E, attacker, id) && !(forbids && isForbidden(E, id, "beAttacked"))) out.push(id);
  }
  return out;
}

/** 202.8: the first move or attack of the turn fixes the way later ones go. */
export function recordLine(E: Engine, card: CardId, kind: "move" | "attack", path: DotId[]): void {
  const old = getOwn(E.state.turnInfo.lines, card);
  if (old && pathDirection(E.board, old.path) !== null) return;
  updateTurnInfo(E, (t) => ({ ...t, lines: { ...t.lines, [card]: { kind, path } } }));
}

/** Resolves an announced move: 214.5 not after a change of controller, 107.1b not when the summon
 *  can't move any more; 202.11 as far as possible when the destination got occupied; then 601.5
 *  and 602.2. */
export function resolveMove(E: Engine, entry: StackEntry): void {
  const c = cardIn(E.state, entry.card);
  // 200.7 a summon that left play since (even if cast again) is another object: its move is gone.
  if (c.zone !== "play" || c.since > entry.id || c.controller !== entry.sourceController || c.at !== entry.path![0]) return;
  if (isForbidden(E, c.id, "move")) return; // 107.1b a "can't move" since the announcement wins
  if (c.deactivated) return; // 202.4 deactivated by an effect since: it can't move
  // 202.5c Speed is read when the move happens: lowered meanwhile, the summon goes that far (as
  // an attack out of Range meanwhile deals nothing); 202.11 then as far as the dots are free.
  const speed = effectiveStats(E, c.id).speed;
  let path = partialMovePath(entry.path!.slice(0, speed + 1), occupiedDots(E, c.id));
  const r = validateMove(E.board, {
    path,
    speed: path.length,
    isLifeBase: isLifeBaseDef(defOf(E, c)),
    controllerStart: playerState(E, c.controller).start,
    occupied: new Set(),
  });
  if (r.ok) path = stepsUntilStopped(E, c.id, path); // 601.5, 602.2 on the way
  if (path.length < 2) return;
  emit(E, { type: "pawnMoved", card: c.id, path });
  afterPawnMoved(E, c.id);
}

/** Resolves an attack: damage equal to Attack Power (202.5a); a target out of range now (Range
 *  lowered meanwhile) takes none, and the attack still counts (200.4, starter rules). */
export function resolveAttack(E: Engine, entry: StackEntry): void {
  const a = cardIn(E.state, entry.card);
  const target = entry.subject!;
  const t = cardIn(E.state, target);
  // 200.7 either one left play since the announcement (even if back now, it is another object).
  if (a.zone !== "play" || t.zone !== "play" || a.at === null || t.at === null || a.since > entry.id || t.since > entry.id) return;
  if (isForbidden(E, a.id, "attack")) return; // 107.1b a "can't attack" since the announcement wins
  if (isForbidden(E, target, "beAttacked")) return; // 107.1b and so does a "can't be attacked"
  if (a.deactivated) return; // 202.4 deactivated by an effect since: it can't attack
  // 214.5 the attack was its announcer's; 202.3 friendly summons are never its target.
  if (a.controller !== entry.sourceController || !isOpponent(E, a.controller, t.controller)) return;
  const r = attackPath(E.board, a.at, t.at, effectiveStats(E, a.id).range);
  if (!r.ok) return;
  dealDamage(E, target, effectiveStats(E, a.id).attack, a.id, true);
}

export function dotKind(E: Engine, dot: DotId): string {
  return E.board.data.dots[dot]?.kind ?? "normal";
}

/** How far a pawn gets along a path: it steps onto each dot in turn, so it stops on the first that
 *  ends its move at once, another player's starting dot (601.5, destroyed there) or, for a Life
 *  Base, an ending dot (602.2, its owner wins there): passing over one is reaching it. */
export function stepsUntilStopped(E: Engine, id: CardId, path: readonly string[]): string[] {
  const c = cardIn(E.state, id);
  const own = playerState(E, c.controller).start;
  const lifeBase = isLifeBaseDef(defOf(E, c));
  for (let i = 1; i < path.length; i++) {
    const kind = dotKind(E, path[i]!);
    if ((kind === "starting" && path[i] !== own) || (kind === "ending" && lifeBase)) return path.slice(0, i + 1);
  }
  return [...path];
}

/** After a pawn arrives somewhere: 601.5 another player's starting dot destroys it; 602.2 a Life
 *  Base on an ending dot wins. */
export function afterPawnMoved(E: Engine, id: CardId): void {
  const s = E.state;
  const c = cardIn(s, id);
  if (c.zone !== "play" || c.at === null) return;
  const kind = dotKind(E, c.at);
  if (kind === "starting") {
    const own = playerState(E, c.controller).start;
    if (own !== c.at) destroy(E, id);
  } else if (kind === "ending" && isLifeBaseDef(defOf(E, c))) {
    win(E, c.owner, "endingDot"); // 602.2
  }
}
