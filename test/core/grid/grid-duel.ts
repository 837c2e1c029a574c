// Grid Duel: a small test-only game written against the game-neutral core (runtime/core) alone, to
// prove the seam before Z/X (issue 11, item 3). It imports nothing but runtime/core.
//
// The rules (test/core/toy-game.test.ts computes its expected values from these, by hand):
//
// G1  Two players, in seating order; the first listed takes the first turn. Each starts at 5 life.
// G2  Each has a deck of card names from the library. At the start each deck is shuffled with the
//     game's seeded RNG (with `shuffle: false` it is not: the first name listed is the top card),
//     then each player draws 3 cards, the first player first.
// G3  A turn: its player draws a card (from an empty deck he loses 1 life instead), then gets priority.
// G4  The player with priority may play a card from his hand, or pass. After a card is played his
//     opponent gets priority. When both passed in a row: the top entry of the stack resolves (then
//     the turn's player gets priority), or, with an empty stack, the turn ends (G9).
// G5  A Unit (power N) is played by its owner in his own turn, with an empty stack, when a square of
//     the 3x3 grid is free. It doesn't use the stack: it is placed at once, on the square its owner
//     chooses (a decision, asked only when two or more squares are free; the free squares are
//     offered in the order a1 a2 a3 b1 b2 b3 c1 c2 c3).
// G6  A Spell is played whenever its player has priority, targeting a unit on the grid (anyone's).
//     It goes on the stack; entries resolve last in, first out. A spell whose target has left the
//     grid does nothing ("fizzled"). A resolved spell goes to its owner's discard pile.
//       Bolt (Spell): 2 damage to the target unit.
//       Shield (Spell): the target unit gets +2 power until end of turn.
// G7  A unit whose damage is at least its power is destroyed (to its owner's discard pile).
// G8  Sentry (Unit, power 1): "Whenever you place another unit, your opponent loses 1 life." The
//     trigger waits, then goes on the stack (the turn's player's triggers first), and resolves as G4.
//     Soldier (Unit, power 2) has no ability.
// G9  At the end of a turn the damage on units is removed, then "until end of turn" modifiers end,
//     then the other player's turn begins.
// G10 A player at 0 life or less loses (both at once: a draw). A player may concede at any time,
//     even while a decision is pending (then only the answers and concessions are legal).
import { ask, checkAnswer } from "../../../runtime/core/decisions.ts";
import { emit as coreEmit, listen, unlisten } from "../../../runtime/core/events.ts";
import { CoreGame } from "../../../runtime/core/game.ts";
import { run } from "../../../runtime/core/loop.ts";
import { addModifier, expireModifiers } from "../../../runtime/core/modifiers.ts";
import { lose } from "../../../runtime/core/outcomes.ts";
import { nextFreeId, nextPlayer, playerState, playersInGame } from "../../../runtime/core/players.ts";
import { MAX_SEED, seedRng, shuffled } from "../../../runtime/core/rng.ts";
import type { Checked, GameRules, Step } from "../../../runtime/core/rules.ts";
import { STATE_FORMAT, loadState } from "../../../runtime/core/save.ts";
import type { CoreEntry, CoreEvent, CoreModifier, CorePlayer, CoreState, CoreTask, CoreTrigger, ObjectId, PlayerId } from "../../../runtime/core/state.ts";

// --- data ----------------------------------------------------------------------------------------

const SQUARES = ["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"] as const;
type Square = (typeof SQUARES)[number];
const START_LIFE = 5;
const OPENING_HAND = 3;

type UnitDef = { kind: "unit"; power: number; sentry?: boolean };
/** A spell's effect is code in the library (engine data beside the state, never in it). */
type SpellDef = { kind: "spell"; text: string; resolve(E: GridEngine, entry: GridEntry): void };
type CardDef = UnitDef | SpellDef;
export type GridLibrary = Record<string, CardDef>;

export const GRID_LIBRARY: GridLibrary = {
  Soldier: { kind: "unit", power: 2 },
  Sentry: { kind: "unit", power: 1, sentry: true },
  Bolt: { kind: "spell", text: "2 damage to a unit", resolve: (E, e) => emit(E, { type: "damaged", card: e.target!, amount: 2 }) },
  Shield: {
    kind: "spell",
    text: "a unit gets +2 power until end of turn",
    resolve: (E, e) => addModifier<GridModifier>(E, { op: "power", target: e.target, you: e.player, duration: "endOfTurn", amount: 2 }),
  },
};

type Zone = "deck" | "hand" | "announced" | "grid" | "discard";
export type GridCard = { id: ObjectId; name: string; owner: PlayerId; zone: Zone; square: Square | null; damage: number };
export interface GridPlayer extends CorePlayer {
  life: number;
  deck: ObjectId[];
  hand: ObjectId[];
  discard: ObjectId[];
}
interface GridEntry extends CoreEntry {
  kind: "spell" | "trigger";
  card: ObjectId;
  target: ObjectId | null;
}
interface GridTrigger extends CoreTrigger {
  source: ObjectId;
  subject: ObjectId;
}
interface GridModifier extends CoreModifier {
  amount: number;
}
interface GridState extends CoreState {
  players: GridPlayer[];
  cards: Record<ObjectId, GridCard>;
  grid: Record<Square, ObjectId | null>;
  stack: GridEntry[];
  waiting: GridTrigger[];
  mods: GridModifier[];
}
export interface GridEngine {
  state: GridState;
  rules: GameRules<GridEngine, GridAction>;
  lib: GridLibrary;
}

export type GridAction =
  | { type: "play"; player: PlayerId; card: ObjectId; target?: ObjectId }
  | { type: "pass"; player: PlayerId }
  | { type: "answer"; player: PlayerId; choice: number | string }
  | { type: "concede"; player: PlayerId };

type GridEvent =
  | { type: "shuffled"; player: PlayerId; deck: ObjectId[]; rng: number[] }
  | { type: "drew"; player: PlayerId; card: ObjectId }
  | { type: "played"; player: PlayerId; card: ObjectId }
  | { type: "placed"; player: PlayerId; card: ObjectId; square: Square }
  | { type: "damaged"; card: ObjectId; amount: number }
  | { type: "destroyed"; card: ObjectId }
  | { type: "discarded"; card: ObjectId }
  | { type: "lifeLost"; player: PlayerId; amount: number; why: string }
  | { type: "turnEnded"; player: PlayerId }
  | { type: "turnBegan"; active: PlayerId; number: number }
  | { type: "conceded"; player: PlayerId };

type PlaceTask = { t: "place"; card: ObjectId; answer: Square | null };
type ResolveTask = Extract<CoreTask, { t: "resolve" }>;
type StackTriggersTask = Extract<CoreTask, { t: "stackTriggers" }>;

const emit: (E: GridEngine, ev: GridEvent | CoreEvent) => void = coreEmit;

// --- events: the only place the game's state changes ---------------------------------------------

function apply(E: GridEngine, ev: GridEvent): void {
  const s = E.state;
  switch (ev.type) {
    case "shuffled":
      playerState(E, ev.player).deck = ev.deck.slice();
      s.rng = ev.rng.slice();
      return;
    case "drew":
      return moveTo(E, ev.card, "hand", null);
    case "played":
      return moveTo(E, ev.card, "announced", null);
    case "placed":
      return moveTo(E, ev.card, "grid", ev.square);
    case "damaged":
      s.cards[ev.card]!.damage += ev.amount;
      return;
    case "destroyed":
    case "discarded":
      return moveTo(E, ev.card, "discard", null);
    case "lifeLost":
      playerState(E, ev.player).life -= ev.amount;
      return;
    case "turnEnded":
      for (const id of Object.values(s.grid)) if (id) s.cards[id]!.damage = 0;
      return;
    case "turnBegan":
      s.turn = { active: ev.active, phase: "main", number: ev.number };
      return;
    case "conceded":
      return;
  }
}

/** Takes a card from where it is to a zone (a square of the grid); a Sentry listens while on it. */
function moveTo(E: GridEngine, id: ObjectId, zone: Zone, square: Square | null): void {
  const s = E.state;
  const c = s.cards[id]!;
  const p = playerState(E, c.owner);
  if (c.zone === "grid") {
    s.grid[c.square!] = null;
    c.damage = 0;
    unlisten(s, "placed", id);
  } else if (c.zone !== "announced") {
    const list = p[c.zone];
    list.splice(list.indexOf(id), 1);
  }
  c.zone = zone;
  c.square = square;
  if (zone === "grid") {
    s.grid[square!] = id;
    if ((E.lib[c.name] as UnitDef).sentry) listen(s, "placed", id);
  } else if (zone !== "announced") p[zone].push(id);
}

/** G8: the Sentries listening to "placed" (core listener index) see another unit of their owner placed. */
function collectTriggers(E: GridEngine, ev: GridEvent): void {
  if (ev.type !== "placed") return;
  const s = E.state;
  for (const id of s.index.listeners.placed ?? []) {
    if (id === ev.card || s.cards[id]!.owner !== ev.player) continue;
    emit(E, { type: "triggered", trigger: { controller: s.cards[id]!.owner, source: id, subject: ev.card } as GridTrigger, add: true });
  }
}

// --- queries -------------------------------------------------------------------------------------

function powerOf(E: GridEngine, id: ObjectId): number {
  const def = E.lib[E.state.cards[id]!.name] as UnitDef;
  return def.power + E.state.mods.filter((m) => m.op === "power" && m.target === id).reduce((n, m) => n + m.amount, 0);
}

function freeSquares(s: GridState): Square[] {
  return SQUARES.filter((q) => s.grid[q] === null);
}

// --- the loop's tasks ----------------------------------------------------------------------------

/** G5: place a unit, asking where when two or more squares are free. */
function stepPlace(E: GridEngine, task: PlaceTask): Step {
  const c = E.state.cards[task.card]!;
  const free = freeSquares(E.state);
  if (task.answer === null && free.length > 1) {
    ask(E, { player: c.owner, kind: "square", prompt: `${c.owner}: which square for ${c.name}?`, options: free.map((q) => ({ label: q, value: q })) });
    return "ask";
  }
  emit(E, { type: "placed", player: c.owner, card: c.id, square: task.answer ?? free[0]! });
  return "done";
}

/** G4, G6, G8: the top entry resolves; the turn's player gets priority. */
function stepResolve(E: GridEngine, task: ResolveTask): Step {
  const s = E.state;
  const e = s.stack.find((x) => x.id === task.entry);
  if (!e) return "done";
  let outcome = "resolved";
  if (e.kind === "trigger") emit(E, { type: "lifeLost", player: nextPlayer(E, e.player), amount: 1, why: `Sentry ${e.card}` });
  else if (e.target !== null && s.cards[e.target]!.zone !== "grid") outcome = "fizzled";
  else (E.lib[s.cards[e.card]!.name] as SpellDef).resolve(E, e);
  emit(E, { type: "stackRemoved", id: e.id, outcome });
  if (e.kind === "spell") emit(E, { type: "discarded", card: e.card });
  emit(E, { type: "priority", player: s.turn.active });
  return "done";
}

/** G8: waiting triggers go on the stack, clockwise from the turn's player (task.next), oldest first. */
function stepStackTriggers(E: GridEngine, task: StackTriggersTask): Step {
  const s = E.state;
  for (let k = 0; k < s.players.length; k++) {
    const p = s.players[(task.next + k) % s.players.length]!;
    const w = s.waiting.find((x) => x.controller === p.id);
    if (!w) continue;
    emit(E, { type: "triggered", trigger: w, add: false });
    emit(E, { type: "stackPushed", entry: { id: nextFreeId(E), player: p.id, kind: "trigger", card: w.source, target: null } as GridEntry });
    return "progress";
  }
  return "done";
}

/** G3 */
function beginTurn(E: GridEngine, active: PlayerId, number: number): void {
  emit(E, { type: "turnBegan", active, number });
  draw(E, active);
  emit(E, { type: "priority", player: active });
}

function draw(E: GridEngine, player: PlayerId): void {
  const top = playerState(E, player).deck[0];
  if (top === undefined) emit(E, { type: "lifeLost", player, amount: 1, why: "empty deck" });
  else emit(E, { type: "drew", player, card: top });
}

// --- actions -------------------------------------------------------------------------------------

const refuse = (error: string): Checked => ({ error });

function checkPlay(E: GridEngine, a: Extract<GridAction, { type: "play" }>): Checked {
  const s = E.state;
  const c = typeof a.card === "string" ? s.cards[a.card] : undefined;
  if (!c || c.owner !== a.player || c.zone !== "hand") return refuse(`G4 ${String(a.card)} is not in ${a.player}'s hand`);
  if (s.priority !== a.player) return refuse(`G4 ${a.player} doesn't have priority`);
  const def = E.lib[c.name]!;
  const opponent = nextPlayer(E, a.player);
  if (def.kind === "unit") {
    if (s.turn.active !== a.player) return refuse(`G5 ${c.name} is a unit: only in ${a.player}'s own turn`);
    if (s.stack.length > 0) return refuse(`G5 ${c.name} is a unit: only with an empty stack`);
    if (freeSquares(s).length === 0) return refuse(`G5 the grid is full`);
    if (a.target !== undefined) return refuse(`G5 a unit has no target`);
    return {
      run: () => {
        emit(E, { type: "played", player: a.player, card: c.id });
        emit(E, { type: "priority", player: opponent });
        s.agenda.push({ t: "place", card: c.id, answer: null } as PlaceTask);
      },
    };
  }
  const t = typeof a.target === "string" ? s.cards[a.target] : undefined;
  if (!t || t.zone !== "grid") return refuse(`G6 ${c.name} targets a unit on the grid; ${String(a.target)} isn't one`);
  return {
    run: () => {
      emit(E, { type: "played", player: a.player, card: c.id });
      emit(E, { type: "stackPushed", entry: { id: nextFreeId(E), player: a.player, kind: "spell", card: c.id, target: t.id } as GridEntry });
      emit(E, { type: "priority", player: opponent });
    },
  };
}

function check(E: GridEngine, a: GridAction): Checked {
  const s = E.state;
  if (!a || typeof a !== "object" || typeof a.type !== "string") return refuse("an action is an object with a type");
  if (!s.players.some((p) => p.id === a.player)) return refuse(`there is no player "${String(a.player)}"`);
  if (s.result) return refuse("G10 the game is over");
  if (s.pending && a.type !== "answer" && a.type !== "concede") return refuse(`G10 a decision is pending: ${s.pending.prompt}`);
  switch (a.type) {
    case "play":
      return checkPlay(E, a);
    case "pass":
      if (s.priority !== a.player) return refuse(`G4 ${a.player} doesn't have priority`);
      return {
        run: () => {
          emit(E, { type: "passed", player: a.player });
          if (s.passes >= playersInGame(E)) emit(E, { type: "priority", player: null });
        },
      };
    case "answer":
      return checkAnswer(E, a.player, a.choice);
    case "concede":
      return {
        run: () => {
          emit(E, { type: "conceded", player: a.player });
          lose(E, [a.player], "concession");
        },
      };
    default:
      return refuse(`unknown action type "${(a as { type: string }).type}"`);
  }
}

function legalActions(E: GridEngine, player?: PlayerId): GridAction[] {
  const s = E.state;
  if (s.result) return [];
  const who = s.players.filter((p) => !p.out && (player === undefined || p.id === player)).map((p) => p.id);
  const concede = who.map((p): GridAction => ({ type: "concede", player: p }));
  const d = s.pending;
  if (d) return [...(who.includes(d.player) ? d.options.map((_, i): GridAction => ({ type: "answer", player: d.player, choice: i })) : []), ...concede];
  const out: GridAction[] = [...concede];
  const units = Object.values(s.grid).filter((id): id is ObjectId => id !== null);
  for (const p of who) {
    if (s.priority !== p) continue;
    out.push({ type: "pass", player: p });
    for (const card of playerState(E, p).hand) {
      const tries: GridAction[] = E.lib[s.cards[card]!.name]!.kind === "unit" ? [{ type: "play", player: p, card }] : units.map((target) => ({ type: "play", player: p, card, target }));
      for (const a of tries) if ("run" in check(E, a)) out.push(a);
    }
  }
  return out;
}

// --- the game module -------------------------------------------------------------------------------

export const gridRules: GameRules<GridEngine, GridAction> = {
  game: "grid",
  apply: (E, ev) => apply(E, ev as GridEvent),
  collectTriggers: (E, ev) => collectTriggers(E, ev as GridEvent),
  sameTrigger: (a, b) => (a as GridTrigger).source === (b as GridTrigger).source && (a as GridTrigger).subject === (b as GridTrigger).subject,
  step(E, task) {
    if (task.t === "place") return stepPlace(E, task as PlaceTask);
    if (task.t === "resolve") return stepResolve(E, task as ResolveTask);
    if (task.t === "stackTriggers") return stepStackTriggers(E, task as StackTriggersTask);
    throw new Error(`Grid Duel has no task "${task.t}"`);
  },
  checkState(E) {
    const s = E.state;
    for (const id of Object.values(s.grid)) if (id && s.cards[id]!.damage >= powerOf(E, id)) emit(E, { type: "destroyed", card: id }); // G7
    const dead = s.players.filter((p) => !p.out && p.life <= 0).map((p) => p.id);
    if (dead.length) lose(E, dead, "life"); // G10
  },
  endPhase(E) {
    // G9
    const active = E.state.turn.active;
    emit(E, { type: "turnEnded", player: active });
    expireModifiers(E, "endOfTurn");
    beginTurn(E, nextPlayer(E, active), E.state.turn.number + 1);
  },
  check,
  legalActions,
  actionKind: (a) => a.type,
  mayBeUnpaid: () => false,
  cancelEntry(E, e) {
    if ((e as GridEntry).kind === "spell") emit(E, { type: "discarded", card: (e as GridEntry).card });
  },
  removeObjectsOf(E, gone) {
    for (const id of Object.values(E.state.grid)) if (id && gone.has(E.state.cards[id]!.owner)) emit(E, { type: "discarded", card: id });
  },
  copyState: (state) => structuredClone({ ...state, log: [] }),
  migrate(saved) {
    throw new Error(`this save has format ${JSON.stringify(saved.format)}; Grid Duel reads ${STATE_FORMAT} only`);
  },
};

// --- the game ------------------------------------------------------------------------------------

export interface GridOptions {
  seed: number;
  players: Array<{ id: PlayerId; deck: string[] }>;
  library?: GridLibrary;
  /** G2: false keeps the decks as listed (first name on top), for tests that stack them. */
  shuffle?: boolean;
}

export type GridOrigin = { options: GridOptions } | { saved: GridState };

export class GridGame extends CoreGame<GridEngine, GridAction, GridOrigin> {
  protected override restart(): GridEngine | null {
    const o = this.origin;
    if (!o) return null;
    return "options" in o ? createGridGame(o.options).engine : restoreGridGame(o.saved, this.engine.lib).engine;
  }
  power(id: ObjectId): number {
    return powerOf(this.engine, id);
  }
  player(id: PlayerId): GridPlayer {
    return playerState(this.engine, id);
  }
  card(id: ObjectId): GridCard {
    const c = this.state.cards[id];
    if (!c) throw new Error(`there is no card "${id}"`);
    return c;
  }
}

/** G1-G3: a new game, its first turn begun (the first player has priority). */
export function createGridGame(opts: GridOptions): GridGame {
  const lib = opts.library ?? GRID_LIBRARY;
  if (!Number.isInteger(opts.seed) || opts.seed < 0 || opts.seed > MAX_SEED) throw new Error(`a seed is a whole number from 0 to ${MAX_SEED}`);
  if (opts.players.length !== 2 || opts.players[0]!.id === opts.players[1]!.id) throw new Error("Grid Duel is for two players with different ids");
  const state: GridState = {
    format: STATE_FORMAT,
    game: "grid",
    seed: opts.seed,
    rng: seedRng(opts.seed),
    players: [],
    cards: {},
    grid: Object.fromEntries(SQUARES.map((q) => [q, null])) as Record<Square, ObjectId | null>,
    stack: [],
    nextId: 1,
    turn: { active: opts.players[0]!.id, phase: "main", number: 0 },
    priority: null,
    passes: 0,
    pending: null,
    agenda: [],
    ret: true,
    waiting: [],
    mods: [],
    index: { listeners: {} },
    placings: false,
    places: [],
    outOrder: [],
    result: null,
    log: [],
  };
  for (const p of opts.players) {
    const deck = p.deck.map((name, i) => {
      if (!lib[name]) throw new Error(`there is no card "${name}" in the library`);
      const id = `${p.id}.${i + 1}`;
      state.cards[id] = { id, name, owner: p.id, zone: "deck", square: null, damage: 0 };
      return id;
    });
    state.players.push({ id: p.id, team: null, out: false, life: START_LIFE, deck, hand: [], discard: [] });
  }
  const E: GridEngine = { state, rules: gridRules, lib };
  for (const p of state.players) {
    if (opts.shuffle === false) continue;
    const rng = state.rng.slice();
    const deck = shuffled(rng, p.deck);
    emit(E, { type: "shuffled", player: p.id, deck, rng });
  }
  for (const p of state.players) for (let i = 0; i < OPENING_HAND; i++) draw(E, p.id);
  beginTurn(E, state.players[0]!.id, 1);
  run(E);
  return new GridGame(E, { options: opts });
}

/** A saved game (JSON), checked by the core's loadState (format and game), with its library. */
export function restoreGridGame(saved: unknown, library: GridLibrary = GRID_LIBRARY): GridGame {
  const state = loadState(gridRules, saved) as GridState;
  return new GridGame({ state: JSON.parse(JSON.stringify(state)) as GridState, rules: gridRules, lib: library }, { saved: state });
}

/** A game rebuilt from how it began and its actions; throws when one is refused. */
export function replayGrid(origin: GridOrigin, actions: readonly GridAction[], library: GridLibrary = GRID_LIBRARY): GridGame {
  const game = "options" in origin ? createGridGame(origin.options) : restoreGridGame(origin.saved, library);
  actions.forEach((a, i) => {
    const r = game.perform(a);
    if (!r.ok) throw new Error(`replay: action ${i + 1} (${a.type} by ${a.player}) was refused: ${r.error}`);
  });
  return game;
}
