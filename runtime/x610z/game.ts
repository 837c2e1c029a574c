// The public face of the engine: a Game holds the state (plain data) with the card library and the
// board it refers to, performs actions, lists legal ones and answers queries. Every successful
// action is kept, so replay(origin, actions) rebuilds the same game (same seed, same actions).
import type { Cost, Stats } from "./abilities.ts";
import { compileBoard, type BoardData } from "./board.ts";
import type { Engine } from "./cards.ts";
import type { CardDefinition } from "./abilities.ts";
import { effectiveStats, libraryProblems } from "./continuous.ts";
import { normalize } from "./energy.ts";
import { check, legalActions } from "./actions.ts";
import { run } from "../core/loop.ts";
import { initialState, positionState, type GameOptions, type Position } from "./setup.ts";
import { entryLabel } from "./targets.ts";
import type { Action, CardId, Decision, GameResult, GameState, PerformResult, PlayerId, ZoneName } from "./types.ts";
import { ZONES } from "./types.ts";

/** How a game began: the options of a full game, a position, or a saved state. */
export type GameOrigin = { options: GameOptions } | { position: Position } | { saved: GameState };

export class Game {
  readonly engine: Engine;
  /** Every action performed successfully, in order (the replay log). */
  readonly actions: Action[] = [];

  constructor(
    engine: Engine,
    readonly origin: GameOrigin | null,
  ) {
    this.engine = engine;
  }

  get state(): GameState {
    return this.engine.state;
  }

  /** Exactly the actions the rules allow now (for one player, or for all). */
  legalActions(player?: PlayerId): Action[] {
    return legalActions(this.engine, player);
  }

  /** Performs an action, or refuses it (naming the rule) and leaves the state exactly as it was.
   *  An engine fault midway is refused too: the game is rebuilt from its origin and its actions,
   *  so a half-done action never stays in the state. */
  perform(action: Action): PerformResult {
    let start = this.state.log.length;
    try {
      const checked = check(this.engine, action);
      if ("error" in checked) return { ok: false, error: checked.error };
      start = this.state.log.length;
      checked.run();
      run(this.engine);
    } catch (err) {
      if (!this.rollback()) throw err;
      return { ok: false, error: `internal engine error (${(err as Error).message}); the action was not carried out and the game is as it was` };
    }
    this.actions.push(JSON.parse(JSON.stringify(action)) as Action);
    return { ok: true, events: this.state.log.slice(start) };
  }

  /** Puts the state back to what it was after the last successful action. False when this game
   *  has no origin to rebuild from (a lookahead copy). */
  private rollback(): boolean {
    if (!this.origin) return false;
    const again = "options" in this.origin ? createGame(this.origin.options) : "position" in this.origin ? createGameFromPosition(this.origin.position) : restoreGame(this.origin.saved, this.engine.lib, this.engine.board.data);
    for (const a of this.actions) again.perform(a);
    this.engine.state = again.engine.state;
    return true;
  }

  /** Whether an action would be accepted now, and whether its cost would be paid in full (an
   *  action that can't be paid in full is legal and fails as in 200.5). Changes nothing. */
  check(action: Action): { ok: true; fullyPaid: boolean } | { ok: false; error: string } {
    const checked = check(this.engine, action);
    return "error" in checked ? { ok: false, error: checked.error } : { ok: true, fullyPaid: checked.fullyPaid ?? true };
  }

  pending(): Decision | null {
    return this.state.pending;
  }

  // --- queries (SCENARIOS.md expectations) ---------------------------------------------------

  private card(id: CardId) {
    const c = this.state.cards[id];
    if (!c) throw new Error(`there is no card "${id}"`);
    return c;
  }

  /** 202.6: total (effective) stats of a summon. */
  effectiveStats(id: CardId): Stats {
    this.card(id);
    return effectiveStats(this.engine, id);
  }
  damageOn(id: CardId): number {
    return this.card(id).damage;
  }
  dotOf(id: CardId): string | null {
    return this.card(id).at;
  }
  counters(id: CardId): { activation?: number; time?: number } {
    return { ...this.card(id).counters };
  }
  controllerOf(id: CardId): PlayerId {
    return this.card(id).controller;
  }
  stateOf(id: CardId): "activated" | "reactivated" {
    return this.card(id).state;
  }
  /** The stack, top first: "CARD" for a cast, activation, ability or trigger; "move CARD", "attack CARD". */
  stackView(): Array<{ player: PlayerId; label: string }> {
    return [...this.state.stack].reverse().map((e) => ({ player: e.player, label: entryLabel(this.engine, e) }));
  }
  pool(player: PlayerId): Cost {
    return normalize(this.player(player).pool);
  }
  turn(): { active: PlayerId; phase: GameState["turn"]["phase"]; number: number } {
    const { active, phase, number } = this.state.turn;
    return { active, phase, number };
  }
  priority(): PlayerId | null {
    return this.state.priority;
  }
  result(): GameResult | null {
    return this.state.result;
  }
  zone(player: PlayerId, zone: ZoneName): CardId[] {
    if (!ZONES.includes(zone)) throw new Error(`"${zone}" is not a zone (${ZONES.join(", ")})`);
    return [...this.player(player).zones[zone]];
  }
  private player(id: PlayerId) {
    const p = this.state.players.find((x) => x.id === id);
    if (!p) throw new Error(`there is no player "${id}"`);
    return p;
  }
}

/** A full game (105): shuffled decks, starting player, Life Bases, hands, Murphy's Law (the
 *  first decisions are pending when this returns). */
export function createGame(opts: GameOptions): Game {
  checkLibrary(opts.library);
  const state = initialState(opts);
  const engine: Engine = { state, lib: opts.library, board: compileBoard(opts.board) };
  state.agenda.push({ t: "setup", step: 0, player: 0, answer: null });
  run(engine);
  return new Game(engine, { options: opts });
}

/** A game from a position taken as written (no rule checks), the active player's priority per 201.3. */
export function createGameFromPosition(pos: Position): Game {
  checkLibrary(pos.library);
  const { engine } = positionState(pos);
  run(engine);
  return new Game(engine, { position: pos });
}

/** Cards the engine could only play wrong are refused up front, with every problem named. */
function checkLibrary(lib: Record<string, CardDefinition>): void {
  const problems = libraryProblems(lib);
  if (problems.length) throw new Error(`the card library has abilities the engine can't run:\n${problems.join("\n")}`);
}

/** A game resumed from a saved state (JSON), with the library and board it refers to. */
export function restoreGame(state: GameState, library: Record<string, CardDefinition>, board: BoardData): Game {
  const saved = JSON.parse(JSON.stringify(state)) as GameState;
  return new Game({ state: JSON.parse(JSON.stringify(saved)) as GameState, lib: library, board: compileBoard(board) }, { saved });
}

/** Rebuilds a game from how it began (a game's `origin`, or the options or position it was created
 *  from) and its actions; throws if an action is refused. A saved state needs its library and board:
 *  use restoreGame and perform the actions. */
export function replay(initial: GameOrigin | GameOptions | Position, actions: readonly Action[]): Game {
  if ("saved" in initial) throw new Error("replay: a saved state has no library or board; use restoreGame, then perform the actions");
  const origin: GameOrigin =
    "options" in initial || "position" in initial
      ? initial
      : initial.players.every((p) => "lifeBase" in p)
        ? { position: initial as Position }
        : { options: initial as GameOptions };
  const game = "options" in origin ? createGame(origin.options) : createGameFromPosition(origin.position);
  actions.forEach((a, i) => {
    const r = game.perform(a);
    if (!r.ok) throw new Error(`replay: action ${i + 1} (${a.type} by ${a.player}) was refused: ${r.error}`);
  });
  return game;
}
