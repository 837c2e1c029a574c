// X610Z's Game: the core's facade (core/game.ts: perform, check, legal actions, rollback, replay)
// with X610Z's queries (SCENARIOS.md expectations), and the ways a game begins: a full game (105),
// a position taken as written, or a saved state (core/save.ts migrates older formats).
import { CoreGame } from "../core/game.ts";
import { getOwn } from "../core/own.ts";
import { run } from "../core/loop.ts";
import { loadState } from "../core/save.ts";
import type { CardDefinition, Cost, Stats } from "./abilities.ts";
import { compileBoard, type BoardData } from "./board.ts";
import type { Engine } from "./cards.ts";
import { effectiveStats, libraryProblems } from "./continuous.ts";
import { normalize } from "./energy.ts";
import { forgetState } from "./recent-states.ts";
import { x610z } from "./rules.ts";
import { initialState, positionState, type GameOptions, type Position } from "./setup.ts";
import { entryLabel } from "./targets.ts";
import type { Action, CardId, Decision, GameResult, GameState, PerformResult, PlayerId, ZoneName } from "./types.ts";
import { ZONES } from "./types.ts";

/** How a game began: the options of a full game, a position, or a saved state. */
export type GameOrigin = { options: GameOptions } | { position: Position } | { saved: GameState };

export class Game extends CoreGame<Engine, Action, GameOrigin> {
  override perform(action: Action): PerformResult {
    const r = super.perform(action);
    // A finished game is listed no more: what the engine keeps with its state goes now.
    if (this.state.result !== null) forgetState(this.state, this.engine);
    return r;
  }

  override pending(): Decision | null {
    return this.state.pending;
  }

  override result(): GameResult | null {
    return this.state.result;
  }

  protected override restart(): Engine | null {
    const o = this.origin;
    if (!o) return null;
    if ("options" in o) return createGame(o.options).engine;
    if ("position" in o) return createGameFromPosition(o.position).engine;
    return restoreGame(o.saved, this.engine.lib, this.engine.board.data).engine;
  }

  // --- queries (SCENARIOS.md expectations) ---------------------------------------------------

  private card(id: CardId) {
    const c = typeof id === "string" ? getOwn(this.state.cards, id) : undefined;
    if (!c) throw new Error(`there is no card "${id}"`);
    return c;
  }

  /** 202.6: total (effective) stats of a summon. */
  effectiveStats(id: CardId): Stats {
    this.card(id);
    return { ...effectiveStats(this.engine, id) }; // a copy: the engine keeps its own (kept.ts), frozen
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
  const engine: Engine = { state, lib: opts.library, board: compileBoard(opts.board), rules: x610z };
  state.agenda.push({ t: "setup", step: 0, player: 0, answer: null });
  run(engine);
  return new Game(engine, { options: opts });
}

/** A game from a position taken as written (no rule checks), the active player's priority per 201.3. */
export function createGameFromPosition(pos: Position): Game {
  checkLibrary(pos.library);
  const { engine } = positionState(pos, x610z);
  run(engine);
  return new Game(engine, { position: pos });
}

/** Cards the engine could only play wrong are refused up front, with every problem named. */
function checkLibrary(lib: Record<string, CardDefinition>): void {
  const problems = libraryProblems(lib);
  if (problems.length) throw new Error(`the card library has abilities the engine can't run:\n${problems.join("\n")}`);
}

/** A game resumed from a saved state (JSON, this format or an older one: core/save.ts), with the
 *  library and board it refers to. */
export function restoreGame(state: unknown, library: Record<string, CardDefinition>, board: BoardData): Game {
  const saved = loadState(x610z, state) as GameState;
  return new Game({ state: JSON.parse(JSON.stringify(saved)) as GameState, lib: library, board: compileBoard(board), rules: x610z }, { saved });
}

/** Rebuilds a game from how it began (a game's `origin`, or the options or position it was created
 *  from) and its actions; throws if an action is refused. A saved state needs its library and board:
 *  use restoreGame and perform the actions. */
export function replay(initial: GameOrigin | GameOptions | Position, actions: readonly Action[]): Game {
  if ("saved" in initial) throw new Error("replay: a saved state has no library or board; use restoreGame, then perform the actions");
  const origin: GameOrigin =
    "options" in initial || "position" in initial ? initial : initial.players.every((p) => "lifeBase" in p) ? { position: initial as Position } : { options: initial as GameOptions };
  const game = "options" in origin ? createGame(origin.options) : createGameFromPosition(origin.position);
  actions.forEach((a, i) => {
    const r = game.perform(a);
    if (!r.ok) throw new Error(`replay: action ${i + 1} (${a.type} by ${a.player}) was refused: ${r.error}`);
  });
  return game;
}
