// Players behind one decision interface: an agent is asked for an action whenever its player has
// the floor (a pending decision, or priority) and picks one of the legal actions. A scripted agent
// plays a queue (tests, scenarios); a random agent plays seeded random legal actions with its own
// RNG (never the game's, so it doesn't change the game's randomness); playGame runs a game to its
// end within a bound.
import type { Game } from "../x610z/game.ts";
import { randomBelow, seedRng } from "./rng.ts";
import type { Action, GameResult, PlayerId } from "../x610z/types.ts";

export interface Agent {
  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action;
}

/** Plays the queued actions in order; throws when asked with nothing left. */
export class ScriptedAgent implements Agent {
  private readonly queue: Action[];
  constructor(actions: Action[]) {
    this.queue = [...actions];
  }
  get remaining(): number {
    return this.queue.length;
  }
  chooseAction(_game: Game, player: PlayerId): Action {
    const next = this.queue.shift();
    if (!next) throw new Error(`scripted agent for ${player}: no action left`);
    return next;
  }
}

/** The kind of an action, for choosing evenly among kinds (so passing stays as likely as a move,
 *  however many paths there are). */
function kindOf(a: Action): string {
  if (a.type === "activate") return a.effect || a.targets || a.mode !== undefined ? "activateEffect" : "energy";
  return a.type;
}

/** Picks a kind of action uniformly, then an action of that kind uniformly, with its own seeded
 *  RNG. Never concedes unless told to; by default leaves out actions it can't pay for in full
 *  (legal, but they only fail, 200.5), so random games get further. */
export class RandomAgent implements Agent {
  private readonly rng: number[];
  constructor(
    seed: number,
    private readonly opts: { concede?: boolean; unpaid?: boolean } = {},
  ) {
    this.rng = seedRng(seed ^ 0x5eed);
  }
  chooseAction(game: Game, player: PlayerId, legal: Action[]): Action {
    const usable = legal.filter((a) => {
      if (a.type === "concede") return !!this.opts.concede;
      if (this.opts.unpaid || (a.type !== "cast" && a.type !== "activate" && a.type !== "ability")) return true;
      const c = game.check(a);
      return c.ok && c.fullyPaid;
    });
    const pool = usable.length ? usable : legal;
    if (pool.length === 0) throw new Error(`random agent for ${player}: no legal action`);
    const kinds = [...new Set(pool.map(kindOf))];
    const kind = kinds[randomBelow(this.rng, kinds.length)]!;
    const of = pool.filter((a) => kindOf(a) === kind);
    return of[randomBelow(this.rng, of.length)]!;
  }
}

export interface PlayReport {
  result: GameResult | null;
  /** Actions performed. */
  actions: number;
  /** The game reached the action bound without a result. */
  truncated: boolean;
}

/** The player who must act now: the one a decision asks, else the priority holder. */
export function playerToAct(game: Game): PlayerId | null {
  return game.pending()?.player ?? game.priority();
}

/** Runs a game until it has a result or `maxActions` actions were performed (reported, never hung). */
export function playGame(game: Game, agents: Record<PlayerId, Agent>, opts: { maxActions: number }): PlayReport {
  let actions = 0;
  while (!game.result()) {
    if (actions >= opts.maxActions) return { result: null, actions, truncated: true };
    const player = playerToAct(game);
    if (player === null) throw new Error("playGame: nobody can act and the game has no result");
    const agent = agents[player];
    if (!agent) throw new Error(`playGame: no agent for ${player}`);
    const legal = game.legalActions(player);
    const action = agent.chooseAction(game, player, legal);
    const r = game.perform(action);
    if (!r.ok) throw new Error(`playGame: ${player}'s agent chose a refused action (${JSON.stringify(action)}): ${r.error}`);
    actions++;
  }
  return { result: game.result(), actions, truncated: false };
}
