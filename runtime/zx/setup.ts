// The initial state: a full game, prepared by ZX-402 (decks checked by ZX-401), or a position taken
// as written (SCENARIOS-ZX "Setup").
import { ask, yesNo } from "../core/decisions.ts";
import { MAX_SEED, randomBelow, seedRng } from "../core/rng.ts";
import { STATE_FORMAT } from "../core/save.ts";
import type { ZxCardDefinition } from "./abilities.ts";
import { buildIndex, defOf, isPlayerDef, playerOf, type ZxEngine } from "./cards.ts";
import { deckProblems } from "./deck.ts";
import { pushDeckTask } from "./effects.ts";
import { emit } from "./events.ts";
import { isSquare, playerSquare } from "./square.ts";
import { initialSpecials } from "./triggers.ts";
import { moveCard, shuffleDeck } from "./zones.ts";
import type { CardId, PhaseName, PlayerId, SquareId, Task, ZoneName, ZxCardState, ZxPlayerState, ZxState } from "./types.ts";
import { ZONES } from "./types.ts";

export interface ZxGameOptions {
  library: Record<string, ZxCardDefinition>;
  seed: number;
  /** Exactly two (ZX-100.1), in seat order (ZX-302.2): the first is seat 1. `deck`: 50 card names
   *  (ZX-401); `player`: the name of his Player card, if he brings one (ZX-401.5). */
  players: Array<{ id: string; deck: string[]; player?: string }>;
  /** ZX-402.1 step 7: who takes the first turn; drawn with the game's seeded RNG otherwise. */
  firstPlayer?: string;
  /** ZX-401: decks are checked unless this is false (tests with small decks). */
  checkDecks?: boolean;
}

/** A position, as SCENARIOS-ZX writes one. */
export interface ZxPosition {
  library: Record<string, ZxCardDefinition>;
  seed: number;
  players: ZxPositionPlayer[];
  /** Defaults: turn 1, the first player listed, the Main Phase. */
  turn?: { active?: string; phase?: "resource" | "ignition" | "main"; number?: number };
}

export interface ZxPositionPlayer {
  id: string;
  /** His Player card, on his Player Square. */
  player?: string;
  square?: Array<{ card: string; at: string; state?: "reboot" | "sleep"; damage?: number }>;
  resource?: Array<string | { card: string; state?: "reboot" | "sleep" }>;
  charge?: string[];
  trash?: string[];
  /** Position 1 first. */
  life?: string[];
  hand?: string[];
  /** Top card first; not shuffled. */
  deck?: string[];
}

function emptyState(seed: number, ids: string[]): ZxState {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) throw new Error(`a seed is a whole number from 0 to ${MAX_SEED}, not ${seed}`);
  if (ids.length !== 2) throw new Error(`ZX-100.1 a game of Z/X has exactly two players, not ${ids.length}`);
  if (ids.some((id) => typeof id !== "string" || id === "")) throw new Error("a player needs an id");
  if (ids[0] === ids[1]) throw new Error(`player "${ids[0]}" is listed twice`);
  const player = (id: string, seat: 1 | 2): ZxPlayerState => ({
    id,
    team: null,
    out: false,
    seat,
    zones: Object.fromEntries(ZONES.map((z) => [z, [] as CardId[]])) as Record<ZoneName, CardId[]>,
  });
  return {
    format: STATE_FORMAT as "orrery/2",
    game: "zx",
    seed,
    rng: seedRng(seed),
    players: [player(ids[0]!, 1), player(ids[1]!, 2)],
    cards: {},
    stack: [],
    nextId: 1,
    turn: { active: ids[0]!, phase: "reboot", number: 0, step: 0, ending: false, resourced: false },
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
    battle: null,
    abilities: [],
    specials: {},
    result: null,
    log: [],
  };
}

/** Makes the setup's cards; ids are c1, c2, ... in the order they are created, counted here (not by
 *  counting s.cards each time, which made a large setup quadratic). */
function cardMaker(s: ZxState, lib: Record<string, ZxCardDefinition>) {
  let made = 0;
  return (name: string, owner: PlayerId, zone: ZoneName, where: string, extra: Partial<ZxCardState> = {}): ZxCardState => {
    if (typeof name !== "string" || !Object.hasOwn(lib, name)) throw new Error(`${where}: no card named ${JSON.stringify(name)} in the library`);
    const id = `c${++made}`;
    const card: ZxCardState = { id, name, owner, zone, at: null, sleep: false, damage: 0, obj: s.nextId++, ...extra };
    s.cards[id] = card;
    s.players.find((p) => p.id === owner)!.zones[zone].push(id);
    return card;
  };
}

/** The state before preparation: ZX-402.1 step 1 done (each Player card on its Player Square), every
 *  other card in its owner's deck in the order given. */
export function initialState(opts: ZxGameOptions): ZxState {
  const ids = (opts.players ?? []).map((p) => p.id);
  const s = emptyState(opts.seed, ids);
  const newCard = cardMaker(s, opts.library);
  for (const p of opts.players) {
    if (!Array.isArray(p.deck)) throw new Error(`${p.id}: a deck is a list of card names`);
    if (opts.checkDecks !== false) {
      const problems = deckProblems(opts.library, p.deck, p.player);
      if (problems.length) throw new Error(`${p.id}'s deck: ${problems.join("; ")}`);
    }
    if (p.player !== undefined) {
      const def = opts.library[p.player];
      if (!def || !isPlayerDef(def)) throw new Error(`ZX-401.5 ${p.id}'s Player card ${JSON.stringify(p.player)} is not a Player card of the library`);
      newCard(p.player, p.id, "player", `${p.id}'s Player card`);
    }
    for (const name of p.deck) newCard(name, p.id, "deck", `${p.id}'s deck`);
  }
  if (opts.firstPlayer !== undefined && !ids.includes(opts.firstPlayer)) throw new Error(`ZX-402.1 no player "${opts.firstPlayer}" to go first`);
  return s;
}

/** The first setup task. */
export function setupTask(firstPlayer: PlayerId | undefined): Task {
  return { t: "setup", step: 0, player: 0, first: firstPlayer ?? null, answer: null };
}

/** ZX-402.1 steps 2-12, then turn 1 (ZX-402.2). */
export function stepSetup(E: ZxEngine, task: Extract<Task, { t: "setup" }>): "ask" | "done" | "progress" {
  const firstPlayer = task.first ?? undefined;
  const s = E.state;
  const order = (): PlayerId[] => [s.turn.active, ...s.players.map((p) => p.id).filter((p) => p !== s.turn.active)];
  switch (task.step) {
    case 0: {
      // 2. Each player may put one Z/X with the subtext Start Card from his deck face down on his
      // Player Square (not appearing, C-20), seat order.
      while (task.player < s.players.length) {
        const p = s.players[task.player]!;
        if (task.answer !== null) {
          const id = task.answer as CardId | "none";
          task.answer = null;
          task.player++;
          if (id !== "none") moveCard(E, id, "square", { at: playerSquare(p.seat) });
          continue;
        }
        const names = new Map<string, CardId>();
        for (const id of p.zones.deck) if (defOf(E, id).subtext === "startCard" && !names.has(s.cards[id]!.name)) names.set(s.cards[id]!.name, id);
        if (names.size === 0) {
          task.player++;
          continue;
        }
        ask(E, {
          player: p.id,
          kind: "startCard",
          prompt: `ZX-402.1 ${p.id}: put a Start Card face down on your Player Square?`,
          options: [{ label: "none", value: "none" }, ...[...names].map(([label, value]) => ({ label, value }))],
        });
        return "ask";
      }
      // 6. Each player shuffles his deck.
      for (const p of s.players) shuffleDeck(E, p.id);
      // 7. The first player, at random (K-05).
      const rng = s.rng.slice();
      const first = firstPlayer ?? s.players[randomBelow(rng, 2)]!.id;
      emit(E, { type: "firstPlayer", player: first, rng: firstPlayer === undefined ? rng : s.rng.slice() });
      // 8. Each draws 4 (the first player first: pushed last).
      task.step = 1;
      task.player = 0;
      for (const p of [...order()].reverse()) pushDeckTask(E, p, "hand", 4);
      return "progress";
    }
    case 1: {
      // 9. The first player, then the other, may redraw once (C-52).
      const ps = order();
      while (task.player < ps.length) {
        const p = ps[task.player]!;
        if (task.answer !== null) {
          const yes = task.answer === true;
          task.answer = null;
          task.player++;
          if (yes) {
            for (const id of [...playerOf(E, p).zones.hand]) moveCard(E, id, "deck");
            shuffleDeck(E, p);
            pushDeckTask(E, p, "hand", 4);
            return "progress";
          }
          continue;
        }
        ask(E, {
          player: p,
          kind: "redraw",
          prompt: `ZX-402.1 ${p}: redraw (your hand into your deck, shuffle, draw 4)?`,
          options: yesNo(),
        });
        return "ask";
      }
      // 10. Four cards into Life; 11. Resource up to 2 cards (ZX-305.2, ZX-306.2).
      task.step = 2;
      for (const p of [...ps].reverse()) {
        pushDeckTask(E, p, "resource", Math.max(0, 2 - playerOf(E, p).zones.resource.length));
        pushDeckTask(E, p, "life", 4);
      }
      return "progress";
    }
    default:
      // 12. The Start Cards are turned face up (not appearing, C-20). ZX-402.2: turn 1.
      emit(E, { type: "phase", active: s.turn.active, phase: "reboot", number: 1 });
      emit(E, { type: "specials", values: initialSpecials(E) });
      return "done";
  }
}

/** A position taken as written: no rule checks, no check point before the first action; the turn
 *  player may act in the phase given (SCENARIOS-ZX "Setup"). Ids in order: for each player his
 *  Player card, Square, Resource, Charge, Trash, Life, hand, deck. */
export function positionState(pos: ZxPosition): ZxState {
  const ids = (pos.players ?? []).map((p) => p.id);
  const s = emptyState(pos.seed, ids);
  const lib = pos.library;
  const newCard = cardMaker(s, lib);
  const taken = new Map<SquareId, string>();
  for (const p of pos.players) {
    if (p.player !== undefined) {
      if (!lib[p.player] || !isPlayerDef(lib[p.player]!)) throw new Error(`${p.id}: ${JSON.stringify(p.player)} is not a Player card of the library`);
      newCard(p.player, p.id, "player", `${p.id}'s Player card`);
    }
    (p.square ?? []).forEach((e, i) => {
      const where = `${p.id}'s square[${i}]`;
      if (!isSquare(e.at)) throw new Error(`${where}: "${String(e.at)}" is not a square (a1 ... c3)`);
      if (taken.has(e.at)) throw new Error(`${where}: ${e.at} already holds ${taken.get(e.at)}`);
      if (!lib[e.card] || lib[e.card]!.type !== "zx") throw new Error(`${where}: ${JSON.stringify(e.card)} is not a Z/X of the library`);
      taken.set(e.at, e.card);
      newCard(e.card, p.id, "square", where, { at: e.at, sleep: e.state === "sleep", damage: e.damage ?? 0 });
    });
    (p.resource ?? []).forEach((e, i) => {
      const entry = typeof e === "string" ? { card: e } : e;
      newCard(entry.card, p.id, "resource", `${p.id}'s resource[${i}]`, { sleep: entry.state === "sleep" });
    });
    for (const z of ["charge", "trash", "life", "hand", "deck"] as const) {
      const list = p[z] ?? [];
      if (!Array.isArray(list)) throw new Error(`${p.id}'s ${z}: a list of card names`);
      list.forEach((name, i) => newCard(name, p.id, z, `${p.id}'s ${z}[${i}]`));
    }
  }
  const t = pos.turn ?? {};
  const active = t.active ?? ids[0]!;
  if (!ids.includes(active)) throw new Error(`turn: no player "${active}"`);
  const phase: PhaseName = t.phase ?? "main";
  if (!["resource", "ignition", "main"].includes(phase)) throw new Error(`turn: a position starts in the resource, ignition or main phase, not "${phase}"`);
  s.turn = { active, phase, number: t.number ?? 1, step: 0, ending: false, resourced: false };
  s.priority = active;
  // ZX-609.2: each Special condition's previous value is its value at the start.
  s.specials = initialSpecials({ state: s, lib, idx: buildIndex(s, lib), rules: null as never });
  return s;
}
