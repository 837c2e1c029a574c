// The sandbox game: the designer's cards put into a starter deck, a game against the heuristic AI
// on the Act I board, run in the worker. The person acts through the engine's legal actions
// (choices.ts); the AI answers on its turn and whenever it holds priority or must decide. Every
// game is its setup plus its actions, so undo, save/load and replay all rebuild it by replaying
// (the engine is deterministic: the same setup and actions give the same game).
//
// No DOM and no Vite here: the tests run it in Node (test/playground/session.test.ts).
import { compile, COMPILE_CODES } from "../../../compiler/index.ts";
import { createGame, createGameFromPosition, type Game, type Position } from "../../../runtime/index.ts";
import type { CardDefinition, Cost } from "../../../runtime/x610z/abilities.ts";
import { playerToAct } from "../../../runtime/x610z/agents.ts";
import { HeuristicAgent } from "../../../runtime/x610z/ai/heuristic.ts";
import { costOf } from "../../../runtime/x610z/ai/energy-plan.ts";
import type { BoardData } from "../../../runtime/x610z/board.ts";
import { act1 } from "../../../runtime/x610z/boards/act1.ts";
import { defOf, isCrystalDef, isLifeBaseDef, cardIn } from "../../../runtime/x610z/cards.ts";
import { effectiveStats, production } from "../../../runtime/x610z/continuous.ts";
import { add, canPay } from "../../../runtime/x610z/energy.ts";
import { forkGame } from "../../../runtime/core/lookahead.ts";
import { setOwn } from "../../../runtime/core/own.ts";
import { MAX_SEED, seedRng, shuffled } from "../../../runtime/core/rng.ts";
import type { Action, CardId } from "../../../runtime/x610z/types.ts";
import { checkDeck, deckCards, parseDeck } from "../../decks/deck.ts";
import { describeAction, describeEntry } from "../../play/describe.ts";
import { AI, EDITOR_FILE, HUMAN, type CardChip, type SandboxSetup, type SandboxView, type SaveFile } from "../shared/protocol.ts";
import { choicesFor } from "./choices.ts";
import { GameLog, poss } from "./log.ts";

export const BOARD: BoardData = act1;
/** Actions the AI and auto-pass may take in one go before the worker reports back (a card loop
 *  must not hang the page). */
const MAX_ACTIONS_PER_TURN = 5000;

export interface StarterFiles {
  cards: { file: string; text: string }[];
  decks: { file: string; text: string }[];
}

export interface Starter {
  library: Record<string, CardDefinition>;
  /** Deck name -> card names (no side deck). */
  decks: Map<string, string[]>;
  errors: string[];
}

/** The project's own card set and decks, compiled once. */
export function loadStarter(files: StarterFiles): Starter {
  const library: Record<string, CardDefinition> = {};
  const errors: string[] = [];
  for (const f of files.cards) {
    const out = compile(f.text, f.file);
    for (const d of out.diagnostics) if (d.severity === "error") errors.push(`${f.file}:${d.line}:${d.column}: ${d.message}`);
    for (const c of out.cards) if (!Object.hasOwn(library, c.name)) setOwn(library, c.name, c);
  }
  const decks = new Map<string, string[]>();
  for (const f of files.decks) {
    const r = parseDeck(f.text, f.file);
    if (!r.deck) {
      for (const e of r.errors) errors.push(e);
      continue;
    }
    const problems = checkDeck(r.deck, library);
    if (problems.length) for (const e of problems) errors.push(e);
    else decks.set(r.deck.name, deckCards(r.deck));
  }
  return { library, decks, errors };
}

export const DEFAULT_SETUP: Omit<SandboxSetup, "text"> = {
  mode: "quick",
  deck: "Mystic Marksmen",
  aiDeck: "Verdant Stampede",
  copies: 3,
  seed: 1,
  first: "you",
  crystals: 4,
};

/** Checks a setup from the page or a save file; returns it cleaned, or throws with the reason. */
export function checkSetup(raw: unknown, starter: Starter): SandboxSetup {
  if (!raw || typeof raw !== "object") throw new Error("the setup is not an object");
  const s = raw as Record<string, unknown>;
  const text = typeof s.text === "string" ? s.text : "";
  const mode = s.mode === "full" ? "full" : "quick";
  const pickDeck = (v: unknown, fallback: string) => {
    if (typeof v !== "string") return fallback;
    if (!starter.decks.has(v)) throw new Error(`no deck named ${JSON.stringify(v.slice(0, 60))} (decks: ${[...starter.decks.keys()].join(", ")})`);
    return v;
  };
  const int = (v: unknown, lo: number, hi: number, fallback: number, what: string) => {
    if (v === undefined) return fallback;
    if (typeof v !== "number" || !Number.isInteger(v) || v < lo || v > hi) throw new Error(`${what} must be a whole number from ${lo} to ${hi}`);
    return v;
  };
  return {
    mode,
    text,
    deck: pickDeck(s.deck, DEFAULT_SETUP.deck),
    aiDeck: pickDeck(s.aiDeck, DEFAULT_SETUP.aiDeck),
    copies: int(s.copies, 0, 10, DEFAULT_SETUP.copies, "copies"),
    seed: int(s.seed, 0, MAX_SEED, DEFAULT_SETUP.seed, "the seed"),
    first: s.first === "ai" ? "ai" : "you",
    crystals: int(s.crystals, 0, 12, DEFAULT_SETUP.crystals, "crystals"),
  };
}

interface Built {
  library: Record<string, CardDefinition>;
  you: string[];
  ai: string[];
  /** The designer's cards that compiled, by name. */
  designer: string[];
  notes: string[];
}

/** The library and both decks: the designer's cards override starter cards of the same name and
 *  go into the person's deck (a Life Base replaces the deck's; others `copies` times, within the
 *  card's deck restriction). */
export function buildDecks(setup: SandboxSetup, starter: Starter): Built {
  const notes: string[] = [];
  const library = { ...starter.library };
  const out = setup.text.trim() ? compile(setup.text, EDITOR_FILE) : { cards: [], diagnostics: [] };
  const errors = out.diagnostics.filter((d) => d.severity === "error" && d.code !== COMPILE_CODES.cardLeftOut);
  if (errors.length) notes.push(`${errors.length} error${errors.length === 1 ? "" : "s"} in the card text: the cards with errors are left out`);
  const you = [...starter.decks.get(setup.deck)!];
  const ai = [...starter.decks.get(setup.aiDeck)!];
  const designer: string[] = [];
  for (const c of out.cards) {
    if (Object.hasOwn(library, c.name)) notes.push(`your "${c.name}" replaces the starter card of that name`);
    setOwn(library, c.name, c);
    designer.push(c.name);
    if (isLifeBaseDef(c)) {
      const at = you.findIndex((n) => isLifeBaseDef(library[n]!));
      you.splice(at, 1);
      you.unshift(c.name);
      continue;
    }
    const n = Math.min(setup.copies, c.restriction ?? setup.copies);
    if (n < setup.copies) notes.push(`${n} copies of "${c.name}": its deck restriction is ${c.restriction} (304.3)`);
    for (let i = 0; i < n; i++) you.push(c.name);
  }
  return { library, you, ai, designer, notes };
}

/** The position of a quick start: Life Bases on opposite starting dots (105.2b), `crystals`
 *  crystals in play each (those paying for the designer's cards first), seven cards in hand (one
 *  copy of each designer card among them), the first player's Action Phase of turn 1. */
export function quickPosition(setup: SandboxSetup, built: Built): Position {
  const rng = seedRng(setup.seed);
  const lib = built.library;
  const need: Cost = {};
  for (const name of built.designer) {
    for (const [k, n] of Object.entries(lib[name]!.cost)) if (k !== "C") need[k] = Math.max(need[k] ?? 0, n);
  }
  const player = (id: string, names: string[], at: string, wanted: string[]) => {
    let deck = shuffled(rng, names);
    const lb = deck.find((n) => isLifeBaseDef(lib[n]!))!;
    deck.splice(deck.indexOf(lb), 1);
    const take = (i: number) => deck.splice(i, 1)[0]!;
    const crystals: string[] = [];
    const produced = (n: string) => lib[n]!.abilities.flatMap((a) => (a.kind === "produces" ? Object.keys(a.energy) : a.kind === "producesOneOf" ? a.options.flatMap((o) => Object.keys(o)) : []));
    const left = { ...need };
    for (const [k] of Object.entries(left)) {
      while ((left[k] ?? 0) > 0 && crystals.length < setup.crystals) {
        const i = deck.findIndex((n) => isCrystalDef(lib[n]!) && produced(n).includes(k));
        if (i < 0) break;
        crystals.push(take(i));
        left[k]!--;
      }
    }
    while (crystals.length < setup.crystals) {
      const i = deck.findIndex((n) => isCrystalDef(lib[n]!));
      if (i < 0) break;
      crystals.push(take(i));
    }
    const hand: string[] = [];
    for (const w of wanted) {
      const i = deck.indexOf(w);
      if (i >= 0 && hand.length < 7) hand.push(take(i));
    }
    while (hand.length < 7 && deck.length > 0) hand.push(take(0));
    deck = [...deck];
    return { id, lifeBase: { card: lb, at }, play: crystals, hand, deck };
  };
  const wanted = built.designer.filter((n) => !isLifeBaseDef(lib[n]!));
  return {
    library: lib,
    board: BOARD,
    seed: setup.seed,
    players: [player(HUMAN, built.you, "s1", wanted), player(AI, built.ai, "s4", [])],
    turn: { active: setup.first, phase: "action", number: 1 },
  };
}

export class Sandbox {
  game: Game;
  log: GameLog;
  private agent: HeuristicAgent;
  /** Indexes (in game.actions) of the person's own choices, the points undo goes back to. */
  private deliberate: number[] = [];
  /** The log was rebuilt: the page must replace all of it. */
  private logReset = true;
  notice: string | undefined;

  private constructor(
    readonly setup: SandboxSetup,
    readonly built: Built,
    game: Game,
  ) {
    this.game = game;
    this.log = new GameLog(game, HUMAN);
    this.agent = new HeuristicAgent({ seed: setup.seed });
    this.startLog();
  }

  /** A new game from a setup (checked with checkSetup). Throws with a message the page shows. */
  static start(setup: SandboxSetup, starter: Starter): Sandbox {
    const built = buildDecks(setup, starter);
    const game = Sandbox.create(setup, built);
    return new Sandbox(setup, built, game);
  }

  private static create(setup: SandboxSetup, built: Built): Game {
    if (setup.mode === "quick") return createGameFromPosition(quickPosition(setup, built));
    return createGame({
      library: built.library,
      board: BOARD,
      seed: setup.seed,
      startingPlayer: setup.first,
      players: [
        { id: HUMAN, deck: built.you },
        { id: AI, deck: built.ai },
      ],
    });
  }

  private startLog(): void {
    const s = this.setup;
    this.log.note(`${s.mode === "quick" ? "quick start" : "a full game (105)"}: you (${s.deck}) against the AI (${s.aiDeck}) on the Act I board, seed ${s.seed}`);
    if (this.built.designer.length) this.log.note(`your cards in your deck: ${this.built.designer.join(", ")}`);
    for (const n of this.built.notes) this.log.note(n);
    this.log.events(this.game.state.log);
  }

  /** Performs the person's action; returns the engine's refusal, or null. */
  perform(action: Action): string | null {
    if (!action || typeof action !== "object" || (action as { player?: unknown }).player !== HUMAN) return "you can only act for yourself";
    const label = describeAction(this.game, action);
    const r = this.game.perform(action);
    if (!r.ok) {
      this.log.refused(HUMAN, action, r.error);
      return r.error;
    }
    this.deliberate.push(this.game.actions.length - 1);
    this.log.action(HUMAN, action, label, r.events);
    return null;
  }

  /** The AI acts, and the person passes for himself when he can do nothing useful (autoPass),
   *  until the person has a real choice or the game is over. */
  advance(autoPass: boolean): void {
    this.notice = undefined;
    for (let n = 0; !this.game.result(); n++) {
      if (n >= MAX_ACTIONS_PER_TURN) {
        this.notice = `stopped after ${MAX_ACTIONS_PER_TURN} actions without your turn coming: a loop?`;
        return;
      }
      const p = playerToAct(this.game);
      if (p === null) return;
      if (p === AI) {
        const action = this.agent.chooseAction(this.game, AI, this.game.legalActions(AI));
        const label = describeAction(this.game, action);
        const r = this.game.perform(action);
        if (!r.ok) {
          this.notice = `the AI chose a refused action: ${r.error}`;
          return;
        }
        this.log.action(AI, action, label, r.events);
        continue;
      }
      if (!autoPass || !nothingToDo(this.game, HUMAN)) return;
      const pass: Action = { type: "pass", player: HUMAN };
      const r = this.game.perform(pass);
      if (!r.ok) return;
      this.log.action(HUMAN, pass, "pass", r.events);
    }
  }

  get canUndo(): boolean {
    return this.deliberate.length > 0;
  }

  /** Back to just before the person's last own action (the AI's answers after it go too). */
  undo(): void {
    const cut = this.deliberate.pop();
    if (cut === undefined) return;
    this.rebuild(this.game.actions.slice(0, cut));
  }

  /** The game replayed from its setup with these actions (log and all). */
  private rebuild(actions: readonly Action[], deliberate?: number[]): void {
    const game = Sandbox.create(this.setup, this.built);
    this.game = game;
    this.log = new GameLog(game, HUMAN);
    this.agent = new HeuristicAgent({ seed: this.setup.seed + actions.length });
    this.startLog();
    actions.forEach((a, i) => {
      const label = describeAction(game, a);
      const r = game.perform(a);
      if (!r.ok) throw new Error(`action ${i + 1} (${label}) was refused: ${r.error}`);
      this.log.action(a.player, a, label, r.events);
    });
    if (deliberate) this.deliberate = deliberate.filter((i) => i < actions.length);
    else this.deliberate = this.deliberate.filter((i) => i < actions.length);
    this.logReset = true;
  }

  /** Performs actions[from..] on this game (a replay copy), logged like the game was. */
  replayTo(actions: readonly Action[], from: number): void {
    for (let i = from; i < actions.length; i++) {
      const a = actions[i]!;
      const label = describeAction(this.game, a);
      const r = this.game.perform(a);
      if (!r.ok) throw new Error(`replay: action ${i + 1} (${label}) was refused: ${r.error}`);
      this.log.action(a.player, a, label, r.events);
    }
    this.logReset = true;
  }

  save(): SaveFile & { deliberate: number[] } {
    return { format: "orrery-playground/1", game: "x610z", setup: this.setup, actions: [...this.game.actions], deliberate: [...this.deliberate], state: this.game.state };
  }

  /** A saved game: its setup, then its actions replayed. Throws with the reason when the file is
   *  not a playground save or an action is refused. */
  static load(raw: unknown, starter: Starter): Sandbox {
    if (!raw || typeof raw !== "object") throw new Error("not a playground save: expected a JSON object");
    const save = raw as Partial<SaveFile> & { deliberate?: unknown };
    if (save.format !== "orrery-playground/1") throw new Error(`not a playground save: format ${JSON.stringify(String(save.format).slice(0, 40))}, expected "orrery-playground/1"`);
    if (!Array.isArray(save.actions)) throw new Error("the save has no list of actions");
    const setup = checkSetup(save.setup, starter);
    const sandbox = Sandbox.start(setup, starter);
    const actions = save.actions as Action[];
    const deliberate = Array.isArray(save.deliberate)
      ? save.deliberate.filter((i): i is number => Number.isInteger(i))
      : actions.flatMap((a, i) => (a && a.player === HUMAN && a.type !== "pass" ? [i] : []));
    sandbox.rebuild(actions, deliberate);
    return sandbox;
  }

  /** The game as the person sees it; `known` log lines the page already has. */
  view(known: number): SandboxView {
    const g = this.game;
    const s = g.state;
    const E = g.engine;
    const from = this.logReset ? 0 : Math.min(known, this.log.lines.length);
    this.logReset = false;
    const chip = (id: CardId, notes: string[] = []): CardChip => {
      const c = cardIn(s, id);
      const def = defOf(E, c);
      return { card: id, name: c.name, cost: def.cost, type: def.type, notes };
    };
    const players = s.players.map((p) => ({
      id: p.id,
      pool: g.pool(p.id),
      hand: p.zones.hand.length,
      deck: p.zones.deck.length,
      discard: p.zones.discard.length,
      removed: p.zones.removed.length,
      start: p.start,
      handCards: p.id === HUMAN ? p.zones.hand.map((id) => chip(id)) : [],
      permanents: p.zones.play
        .filter((id) => cardIn(s, id).at === null)
        .map((id) => {
          const c = cardIn(s, id);
          const notes: string[] = [];
          if (c.state === "activated") notes.push("used");
          if (c.fixedOn) notes.push(`on ${poss(cardIn(s, c.fixedOn).owner)} ${cardIn(s, c.fixedOn).name}`);
          if (c.counters.activation !== undefined) notes.push(`${c.counters.activation} activation`);
          if (c.counters.time !== undefined) notes.push(`${c.counters.time} time`);
          if (isCrystalDef(defOf(E, c)))
            notes.push(
              `produces ${Object.entries(production(E, id))
                .map(([k, n]) => `${k}${n}`)
                .join(" ")}`,
            );
          return chip(id, notes);
        }),
      discardCards: p.zones.discard.map((id) => chip(id)),
    }));
    const pawns = s.index.summons
      .map((id) => cardIn(s, id))
      .filter((c) => c.zone === "play" && c.at !== null)
      .map((c) => ({
        card: c.id,
        dot: c.at!,
        name: c.name,
        owner: c.owner,
        controller: c.controller,
        lifeBase: isLifeBaseDef(defOf(E, c)),
        stats: effectiveStats(E, c.id),
        damage: c.damage,
        state: c.state,
        deactivated: c.deactivated,
      }));
    const toAct = playerToAct(g);
    const result = g.result();
    return {
      setup: this.setup,
      decks: { you: this.setup.deck, ai: this.setup.aiDeck },
      turn: { number: s.turn.number, active: s.turn.active, phase: s.turn.phase },
      priority: s.priority,
      players,
      pawns,
      stack: [...s.stack].reverse().map((e) => ({ label: describeEntry(g, e), player: e.player })),
      pending: s.pending ? { prompt: s.pending.prompt, player: s.pending.player, options: s.pending.options.map((o) => o.label) } : null,
      choices: !result && toAct === HUMAN ? choicesFor(g, HUMAN) : [],
      log: { from, lines: this.log.lines.slice(from) },
      result: result ? resultText(result) : null,
      actions: g.actions.length,
      canUndo: this.canUndo,
      ...(this.notice ? { notice: this.notice } : {}),
    };
  }
}

function resultText(r: NonNullable<ReturnType<Game["result"]>>): string {
  if (r.draw) return r.reason === "loop" ? "The game is a draw: it made no progress (the loop rule)." : "The game is a draw (106.1a).";
  const why: Record<string, string> = {
    endingDot: "a Life Base reached an ending dot (602.2)",
    lifeBaseLeftPlay: "a Life Base left play (106.3)",
    emptyDeck: "a player had to draw from an empty deck (106.3)",
    concession: "a player gave up (106.3)",
  };
  const head = r.winners.includes(HUMAN) ? "You win" : `${r.winners.join(" and ")} wins`;
  return `${head}: ${why[r.reason ?? ""] ?? "the game is over"}.`;
}

/** Whether the person can do nothing useful now: no decision, and nothing but passing, giving up
 *  and energy, or only actions that even all his crystals' energy could not pay (200.5). Moves are
 *  listed only when the pool pays their Movement Energy, so the actions are listed again with every
 *  crystal's energy in the pool, on a copy of the game. */
export function nothingToDo(game: Game, player: string): boolean {
  if (game.pending()) return false;
  const E = game.engine;
  const isEnergy = (a: Action): a is Extract<Action, { type: "activate" }> => a.type === "activate" && !a.effect && !a.targets?.length && a.mode === undefined && isCrystalDef(defOf(E, a.card));
  const useful = (list: Action[], pool: Cost) => list.some((a) => a.type !== "pass" && a.type !== "concede" && !isEnergy(a) && canPay(pool, costOf(E, a)));
  const legal = game.legalActions(player);
  const energy = legal.filter(isEnergy);
  let potential: Cost = game.pool(player);
  for (const a of energy) potential = add(potential, production(E, a.card));
  if (useful(legal, potential)) return false;
  if (energy.length === 0) return true;
  const all = forkGame(game);
  for (const a of energy) all.perform(a);
  return !useful(all.legalActions(player), all.pool(player));
}
