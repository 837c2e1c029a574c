// Building the initial state: a full game start (105) or a position taken as written (scenarios).
import type { GameRules } from "../core/rules.ts";
import type { CardDefinition, PhaseName } from "./abilities.ts";
import { compileBoard, type BoardData } from "./board.ts";
import { defOf, isEffectDef, isLifeBaseDef, isSummonDef, type Engine, cardIn } from "./cards.ts";
import { index, NO_COUNTERS } from "./events.ts";
import { freshTurnInfo } from "./turns.ts";
import { getOwn } from "../core/own.ts";
import { MAX_SEED, randomBelow, seedRng } from "../core/rng.ts";
import type { CardState, GameState, PlayerState, ZoneName } from "./types.ts";
import { ZONES } from "./types.ts";
import { PHASE_IDS } from "./vocabulary.ts";

export interface GameOptions {
  library: Record<string, CardDefinition>;
  board: BoardData;
  seed: number;
  /** 2 to 6 players in seating (clockwise) order; each deck lists card names, one Life Base among them. */
  players: Array<{ id: string; deck: string[]; team?: string }>;
  /** 105.1a: who takes the first turn; by default drawn with the game's seeded RNG. */
  startingPlayer?: string;
  /** 106.1 (casual play, three or more sides): play on after a win to decide 2nd, 3rd... places. */
  placings?: boolean;
  /** Keep only about this many of the newest events in `state.log` (bulk play: sim, judge); by
   *  default the whole log. The replay log (`game.actions`) is kept whole either way. */
  logLimit?: number;
}

/** A permanent in a position: where it stands and how it is. */
export interface PositionPermanent {
  card: string;
  at?: string;
  damage?: number;
  state?: "activated" | "reactivated";
  counters?: { activation?: number; time?: number };
  /** The permanent this Effect is fixed on, as "OWNER/NAME" or "OWNER/NAME#2" (copies counted in the
   *  order that owner's Life Base and play list them). */
  fixedOn?: string;
}

export interface PositionPlayer {
  id: string;
  team?: string;
  /** His starting dot when his Life Base is not set on one. */
  start?: string;
  /** `damage`: damage indicators already on it (209.3). */
  lifeBase: { card: string; at: string; damage?: number };
  play?: Array<string | PositionPermanent>;
  hand?: string[];
  /** Top card first; not shuffled. */
  deck?: string[];
  discard?: string[];
  removed?: string[];
}

export interface Position {
  library: Record<string, CardDefinition>;
  board: BoardData;
  seed: number;
  players: PositionPlayer[];
  turn?: { active?: string; phase?: PhaseName; number?: number };
  /** As GameOptions.placings. */
  placings?: boolean;
  /** As GameOptions.logLimit. */
  logLimit?: number;
}

function emptyState(seed: number, logLimit?: number): GameState {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) throw new Error(`a seed is a whole number from 0 to ${MAX_SEED}, not ${seed}`);
  if (logLimit !== undefined && !(Number.isSafeInteger(logLimit) && logLimit >= 1)) throw new Error(`logLimit is a whole number of events from 1, not ${logLimit}`);
  return {
    format: "orrery/2",
    game: "x610z",
    seed,
    rng: seedRng(seed),
    players: [],
    cards: {},
    stack: [],
    nextId: 1,
    turn: { active: "", phase: "reactivation", number: 0, endTriggers: false },
    priority: null,
    passes: 0,
    pending: null,
    agenda: [],
    ret: true,
    waiting: [],
    mods: [],
    turnInfo: freshTurnInfo(),
    index: { listeners: {}, statics: [], summons: [] },
    extraTurns: [],
    skips: [],
    placings: false,
    places: [],
    outOrder: [],
    result: null,
    log: [],
    ...(logLimit !== undefined ? { logLimit } : {}),
  };
}

/** Characters in a player's or team's name, at most. */
const MAX_PLAYER_NAME = 64;
/** Cards a player brings (a deck, or a position's zones together), at most. */
const MAX_PLAYER_CARDS = 10_000;

/** Names of players and teams, checked at the edge: 1 to 64 characters, no control or invisible
 *  characters, no space at either end. (Any such name is safe inside: tables keyed by names are
 *  read as own properties, core/own.ts; this keeps logs and messages readable.) */
function checkName(name: unknown, what: string): void {
  if (typeof name !== "string" || name === "") throw new Error(`${what} needs a name`);
  if (name.length > MAX_PLAYER_NAME) throw new Error(`${what} "${name.slice(0, 20)}…" is longer than ${MAX_PLAYER_NAME} characters`);
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name) || name.trim() !== name) throw new Error(`${what} ${JSON.stringify(name)} has control or invisible characters, or spaces at an end`);
}

function checkPlayers(ids: string[], teams: Array<string | undefined> = []): void {
  if (ids.length < 2 || ids.length > 6) throw new Error(`100.1 a game has 2 to 6 players, not ${ids.length}`);
  const seen = new Set<string>();
  for (const id of ids) {
    if (typeof id !== "string" || id === "") throw new Error(`a player needs an id`);
    checkName(id, "a player");
    if (seen.has(id)) throw new Error(`player "${id}" is listed twice`);
    seen.add(id);
  }
  for (const t of teams) if (t !== undefined) checkName(t, "a team");
}

function checkCount(n: number, who: string): void {
  if (n > MAX_PLAYER_CARDS) throw new Error(`${who} brings ${n} cards; a player brings at most ${MAX_PLAYER_CARDS}`);
}

function newPlayer(id: string, team: string | undefined, start: string | null): PlayerState {
  const zones = Object.fromEntries(ZONES.map((z) => [z, [] as string[]])) as Record<ZoneName, string[]>;
  return { id, team: team ?? null, start, pool: {}, zones, out: false };
}

/** The ids made so far, the same strings for every game: a string used as a key is hashed once. */
const cardIds: string[] = [];

/** Cards created so far per state under construction (ids c1, c2, ... in setup order). */
const cardCount = new WeakMap<GameState, number>();

function newCard(s: GameState, lib: Record<string, CardDefinition>, name: string, owner: string, zone: ZoneName, where: string): CardState {
  if (typeof name !== "string" || !Object.hasOwn(lib, name)) throw new Error(`${where}: no card named "${String(name)}" in the library`);
  const n = (cardCount.get(s) ?? 0) + 1;
  const id = (cardIds[n - 1] ??= `c${n}`); // filled in order: a packed list
  cardCount.set(s, n);
  const card: CardState = {
    id,
    name,
    owner,
    controller: owner,
    zone,
    state: "reactivated",
    deactivated: false,
    damage: 0,
    counters: NO_COUNTERS,
    at: null,
    fixedOn: null,
    attached: [],
    caster: null,
    chosenPlayer: null,
    since: 0,
    controlSince: 0,
  };
  s.cards[id] = card;
  for (const p of s.players) if (p.id === owner) p.zones[zone].push(id);
  return card;
}

/** The initial state of a full game (105): every card in its owner's deck, in the order given. */
export function initialState(opts: GameOptions): GameState {
  checkPlayers(
    opts.players.map((p) => p.id),
    opts.players.map((p) => p.team),
  );
  const s = emptyState(opts.seed, opts.logLimit);
  s.placings = opts.placings === true;
  for (const p of opts.players) s.players.push(newPlayer(p.id, p.team, null));
  for (const p of opts.players) {
    if (!Array.isArray(p.deck)) throw new Error(`${p.id}: a deck is a list of card names`);
    checkCount(p.deck.length, p.id);
    const where = `${p.id}'s deck`;
    for (const name of p.deck) newCard(s, opts.library, name, p.id, "deck", where);
    const lifeBases = p.deck.filter((n) => isLifeBaseDef(getOwn(opts.library, n)!)).length;
    if (lifeBases !== 1) throw new Error(`101.1a ${p.id}'s deck must hold exactly 1 Life Base Card, not ${lifeBases}`);
  }
  if (opts.startingPlayer !== undefined) {
    if (!s.players.some((p) => p.id === opts.startingPlayer)) throw new Error(`105.1 no player "${opts.startingPlayer}" to start`);
    s.turn.active = opts.startingPlayer;
  } else {
    s.turn.active = s.players[randomBelow(s.rng, s.players.length)]!.id; // 105.1a a roll of the dice
  }
  return s;
}

/** The state of a position, as written: no rule checks (SCENARIOS.md). Ids in order: for each
 *  player, Life Base, play, hand, deck, discard, removed. */
export function positionState(pos: Position, rules: GameRules): { state: GameState; engine: Engine } {
  const ids = pos.players.map((p) => p.id);
  checkPlayers(
    ids,
    pos.players.map((p) => p.team),
  );
  for (const p of pos.players) checkCount((p.play?.length ?? 0) + (p.hand?.length ?? 0) + (p.deck?.length ?? 0) + (p.discard?.length ?? 0) + (p.removed?.length ?? 0), p.id);
  const s = emptyState(pos.seed, pos.logLimit);
  s.placings = pos.placings === true;
  const board = compileBoard(pos.board);
  const E: Engine = { state: s, lib: pos.library, board, rules };
  const dot = (d: string, where: string) => {
    if (!board.index.has(d)) throw new Error(`${where}: there is no dot "${d}" on the board`);
    return d;
  };
  for (const p of pos.players) {
    const lbAt = dot(p.lifeBase.at, `${p.id}'s Life Base`);
    const start = board.data.dots[lbAt]!.kind === "starting" ? lbAt : p.start !== undefined ? dot(p.start, `${p.id}'s start`) : null;
    s.players.push(newPlayer(p.id, p.team, start));
  }
  const fixings: Array<{ card: CardState; ref: string; where: string }> = [];
  const inPlay = (p: PositionPlayer, e: PositionPermanent, where: string) => {
    const c = newCard(s, pos.library, e.card, p.id, "play", where);
    const def = defOf(E, c);
    c.since = s.nextId++;
    c.controlSince = c.since;
    c.state = e.state ?? "reactivated";
    c.damage = e.damage ?? 0;
    c.counters = Object.freeze({ ...(def.counters ?? {}), ...(e.counters ?? {}) });
    if (isSummonDef(def)) {
      if (e.at === undefined) throw new Error(`${where}: the summon ${e.card} needs a dot (at)`);
      c.at = dot(e.at, where);
    } else if (e.at !== undefined) throw new Error(`${where}: only a summon stands on a dot`);
    if (isEffectDef(def)) c.caster = p.id; // 107.3a: "you" of an Effect in play is its caster
    if (e.fixedOn !== undefined) fixings.push({ card: c, ref: e.fixedOn, where });
  };
  for (const p of pos.players) {
    inPlay(p, { card: p.lifeBase.card, at: p.lifeBase.at, ...(p.lifeBase.damage !== undefined ? { damage: p.lifeBase.damage } : {}) }, `${p.id}'s Life Base`);
    (p.play ?? []).forEach((e, i) => inPlay(p, typeof e === "string" ? { card: e } : e, `${p.id}'s play[${i}]`));
    for (const z of ["hand", "deck", "discard", "removed"] as const) {
      const list = p[z] ?? [];
      if (!Array.isArray(list)) throw new Error(`${p.id}'s ${z}: a list of card names`);
      list.forEach((name, i) => newCard(s, pos.library, name, p.id, z, `${p.id}'s ${z}[${i}]`));
    }
  }
  for (const f of fixings) {
    const m = /^([^/]+)\/(.+?)(?:#(\d+))?$/.exec(f.ref);
    const owner = m?.[1];
    const list = owner ? s.players.find((p) => p.id === owner)?.zones.play : undefined;
    const named = list?.filter((id) => cardIn(s, id).name === m![2]) ?? [];
    const target = named[Number(m?.[3] ?? 1) - 1];
    if (!target) throw new Error(`${f.where}: fixedOn "${f.ref}" names no permanent in play`);
    f.card.fixedOn = target;
    cardIn(s, target).attached.push(f.card.id);
  }
  for (const p of s.players) for (const id of p.zones.play) index(E, id);
  const t = pos.turn ?? {};
  const active = t.active ?? ids[0]!;
  if (!ids.includes(active)) throw new Error(`turn: no player "${active}"`);
  const phase = t.phase ?? "action";
  if (!PHASE_IDS.includes(phase)) throw new Error(`turn: "${phase}" is not a phase`);
  s.turn = { active, phase, number: t.number ?? 1, endTriggers: false };
  // 201.3a-b: who holds priority first in that phase.
  s.priority = phase === "reactivation" ? null : phase === "end" ? ids[(ids.indexOf(active) + 1) % ids.length]! : active;
  return { state: s, engine: E };
}
