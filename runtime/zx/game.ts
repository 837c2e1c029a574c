// Z/X's Game: the core's facade (core/game.ts: perform, check, legal actions, rollback) with the
// queries scenarios and players need (SCENARIOS-ZX "Expectations"), and the ways a game begins: a
// full game (ZX-402), a position taken as written, or a saved state.
import { CoreGame } from "../core/game.ts";
import { run } from "../core/loop.ts";
import { loadState } from "../core/save.ts";
import type { ZxCardDefinition } from "./abilities.ts";
import { cardProblems, canBeContinuous } from "./abilities.ts";
import { buildIndex, cardOf, playerOf, type ZxEngine } from "./cards.ts";
import { power } from "./power.ts";
import { zx } from "./rules.ts";
import { initialState, positionState, setupTask, type ZxGameOptions, type ZxPosition } from "./setup.ts";
import { legalSquares } from "./zones.ts";
import type { Action, Battle, CardId, Decision, GameResult, PerformResult, PhaseName, PlayerId, SquareId, ZoneName, ZxState } from "./types.ts";
import { ZONES } from "./types.ts";

/** How a game began: the options of a full game, a position, or a saved state (with its library). */
export type ZxOrigin = { options: ZxGameOptions } | { position: ZxPosition } | { saved: ZxState; library: Record<string, ZxCardDefinition> };

export class ZxGame extends CoreGame<ZxEngine, Action, ZxOrigin> {
  override perform(action: Action): PerformResult {
    return super.perform(action);
  }
  override pending(): Decision | null {
    return this.state.pending;
  }
  override result(): GameResult | null {
    return this.state.result;
  }

  protected override restart(): ZxEngine | null {
    const o = this.origin;
    if (!o) return null;
    if ("options" in o) return createZxGame(o.options).engine;
    if ("position" in o) return createZxGameFromPosition(o.position).engine;
    return restoreZxGame(o.saved, o.library).engine;
  }

  // --- queries -------------------------------------------------------------------------------------

  /** ZX-205.1: current Power. */
  power(id: CardId): number {
    cardOf(this.engine, id);
    return power(this.engine, id);
  }
  /** ZX-205.2. */
  damage(id: CardId): number {
    return cardOf(this.engine, id).damage;
  }
  /** The square of a Z/X on the Square; null when it is not on it. */
  squareOf(id: CardId): SquareId | null {
    const c = cardOf(this.engine, id);
    return c.zone === "square" ? c.at : null;
  }
  /** Reboot or Sleep (ZX-305). */
  stateOf(id: CardId): "reboot" | "sleep" {
    return cardOf(this.engine, id).sleep ? "sleep" : "reboot";
  }
  /** Where a card is: its owner and zone (SCENARIOS-ZX zones; `limbo` while it is in no zone). */
  whereIs(id: CardId): { player: PlayerId; zone: ZoneName } {
    const c = cardOf(this.engine, id);
    return { player: c.owner, zone: c.zone };
  }
  /** A zone's cards (deck top first, Life position 1 first, the others in arrival order). */
  zone(player: PlayerId, zone: ZoneName): CardId[] {
    if (!ZONES.includes(zone)) throw new Error(`"${zone}" is not a zone (${ZONES.join(", ")})`);
    return [...playerOf(this.engine, player).zones[zone]];
  }
  /** ZX-309.1. */
  life(player: PlayerId): number {
    return playerOf(this.engine, player).zones.life.length;
  }
  /** ZX-307. */
  charge(player: PlayerId): CardId[] {
    return this.zone(player, "charge");
  }
  nameOf(id: CardId): string {
    return cardOf(this.engine, id).name;
  }
  turn(): { active: PlayerId; phase: PhaseName; number: number } {
    const { active, phase, number } = this.state.turn;
    return { active, phase, number };
  }
  /** The battle under way, or null. */
  battle(): Battle | null {
    return this.state.battle ? structuredClone(this.state.battle) : null;
  }
  /** ZX-602.2: where this player may put a Z/X now. */
  legalSquares(player: PlayerId): SquareId[] {
    return legalSquares(this.engine, player);
  }
  /** ZX-101: the winner, null while none (or after a draw). */
  winner(): PlayerId | null {
    return this.state.result?.winners[0] ?? null;
  }
  isDraw(): boolean {
    return this.state.result?.draw === true;
  }
}

/** Cards the engine could only play wrong are refused up front, every problem named. */
export function libraryProblems(lib: Record<string, ZxCardDefinition>): string[] {
  const out: string[] = [];
  for (const [name, def] of Object.entries(lib)) {
    if (def.name !== name) out.push(`${name}: the library names it "${name}" but the card is "${def.name}"`);
    for (const p of cardProblems(def)) out.push(`${name}: ${p}`);
    for (const a of def.abilities ?? []) {
      if (a.kind === "always" && !a.appearsFromLife && !canBeContinuous(a.effects)) out.push(`${name}: ZX-608.1 an [Always] ability applies continuously; "${a.text}" has a sentence that can't`);
    }
  }
  return out;
}

function checkLibrary(lib: Record<string, ZxCardDefinition>): void {
  const problems = libraryProblems(lib);
  if (problems.length) throw new Error(`the card library has cards the engine can't play:\n${problems.join("\n")}`);
}

function engineFor(state: ZxState, library: Record<string, ZxCardDefinition>): ZxEngine {
  return { state, lib: library, idx: buildIndex(state, library), rules: zx };
}

/** A full game: prepared by ZX-402 (its first decisions pending when this returns). */
export function createZxGame(options: ZxGameOptions): ZxGame {
  checkLibrary(options.library);
  const state = initialState(options);
  const engine = engineFor(state, options.library);
  state.agenda.push(setupTask(options.firstPlayer));
  run(engine);
  return new ZxGame(engine, { options });
}

/** A game from a position taken as written (SCENARIOS-ZX): the turn player may act. */
export function createZxGameFromPosition(position: ZxPosition): ZxGame {
  checkLibrary(position.library);
  const engine = engineFor(positionState(position), position.library);
  run(engine);
  return new ZxGame(engine, { position });
}

/** A game resumed from a saved state (JSON; core/save.ts) with the library its cards name. */
export function restoreZxGame(saved: unknown, library: Record<string, ZxCardDefinition>): ZxGame {
  checkLibrary(library);
  const state = loadState(zx, saved) as ZxState;
  return new ZxGame(engineFor(JSON.parse(JSON.stringify(state)) as ZxState, library), { saved: state, library });
}

/** Rebuilds a game from how it began and its actions; throws if an action is refused. */
export function replayZx(origin: ZxOrigin, actions: readonly Action[]): ZxGame {
  const game = "options" in origin ? createZxGame(origin.options) : "position" in origin ? createZxGameFromPosition(origin.position) : restoreZxGame(origin.saved, origin.library);
  actions.forEach((a, i) => {
    const r = game.perform(a);
    if (!r.ok) throw new Error(`replay: action ${i + 1} (${a.type} by ${a.player}) was refused: ${r.error}`);
  });
  return game;
}
