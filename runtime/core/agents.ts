// Players behind one decision interface: an agent is asked for an action whenever its player has
// the floor (a pending decision, or priority) and picks one of the legal actions. A scripted agent
// plays a queue (tests, scenarios); a random agent plays seeded random legal actions with its own
// RNG (never the game's, so it doesn't change the game's randomness); playGame runs a game to its
// end within a bound.
import type { CoreGame } from "./game.ts";
import type { CoreAction } from "./rules.ts";
import { randomBelow, seedRng } from "./rng.ts";
import type { GameResult, PlayerId } from "./state.ts";

// Agents take any game: each game's agents narrow `game` and `Action` to its own.
type AnyGame = CoreGame<any, any>;

export interface Agent<G extends AnyGame = AnyGame, Action extends CoreAction = CoreAction> {
  chooseAction(game: G, player: PlayerId, legal: Action[]): Action;
}

/** Plays the queued actions in order; throws when asked with nothing left. */
export class ScriptedAgent<Action extends CoreAction = CoreAction> implements Agent<AnyGame, Action> {
  private readonly queue: Action[];
  constructor(actions: Action[]) {
    this.queue = [...actions];
  }
  get remaining(): number {
    return this.queue.length;
  }
  chooseAction(_game: AnyGame, player: PlayerId): Action {
    const next = this.queue.shift();
    if (!next) throw new Error(`scripted agent for ${player}: no action left`);
    return next;
  }
}

/** Picks a kind of action uniformly (the game's `actionKind`, so passing stays as likely as a move,
 *  however many paths there are), then an action of that kind uniformly, with its own seeded RNG.
 *  Never concedes unless told to; by default leaves out actions it can't pay for in full (legal,
 *  but they only fail), so random games get further. */
export class RandomAgent implements Agent {
  private readonly rng: number[];
  constructor(
    seed: number,
    private readonly opts: { concede?: boolean; unpaid?: boolean } = {},
  ) {
    this.rng = seedRng(seed ^ 0x5eed);
  }
  /** Scratch lists reused at every decision (a random game makes one per action: no garbage). */
  private readonly pool: Array<CoreAction | undefined> = [];
  private readonly poolKinds: string[] = [];
  private readonly kinds: string[] = [];

  chooseAction<Action extends CoreAction>(game: AnyGame, player: PlayerId, legal: Action[]): Action {
    const rules = game.rules;
    const { pool, poolKinds, kinds } = this;
    // Plain loops over reused lists (no closures, sets, spreads or new lists): asked at every
    // decision of a random game. pool[0, n) the usable actions, else all the legal ones.
    let n = 0;
    for (const a of legal) {
      if (a.type === "concede" ? !this.opts.concede : !this.opts.unpaid && rules.mayBeUnpaid(a) && !fullyPaid(game.check(a))) continue;
      pool[n] = a;
      poolKinds[n++] = rules.actionKind(a);
    }
    if (n === 0) {
      if (legal.length === 0) throw new Error(`random agent for ${player}: no legal action`);
      for (const a of legal) {
        pool[n] = a;
        poolKinds[n++] = rules.actionKind(a);
      }
    }
    // The kinds in the order they first appear, one chosen evenly; then one action of that kind.
    let k = 0;
    for (let i = 0; i < n; i++) {
      const kd = poolKinds[i]!;
      let j = 0;
      while (j < k && kinds[j] !== kd) j++;
      if (j === k) kinds[k++] = kd;
    }
    const kind = kinds[randomBelow(this.rng, k)]!;
    let of = 0;
    for (let i = 0; i < n; i++) if (poolKinds[i] === kind) of++;
    let pick = randomBelow(this.rng, of);
    let chosen: CoreAction | undefined;
    for (let i = 0; i < n; i++) if (poolKinds[i] === kind && pick-- === 0) chosen = pool[i];
    for (let i = 0; i < n; i++) pool[i] = undefined; // no listed action kept alive past its decision (a loop: fill took 0.4 % of a game)
    return chosen as Action;
  }
}

const fullyPaid = (c: { ok: true; fullyPaid: boolean } | { ok: false }): boolean => c.ok && c.fullyPaid;

export interface PlayReport<Result extends GameResult = GameResult> {
  result: Result | null;
  /** Actions performed. */
  actions: number;
  /** The game stopped without a result: the action bound, or a budget `stop` gave. */
  truncated: boolean;
  /** Why it stopped without a result (absent when it has one). */
  stopped?: string;
}

/** The player who must act now: the one a decision asks, else the priority holder. */
export function playerToAct(game: AnyGame): PlayerId | null {
  return game.pending()?.player ?? game.priority();
}

/** Runs a game until it has a result or `maxActions` actions were performed (reported, never hung).
 *  `stop`, asked before each action, may end it sooner with a reason (a time or memory budget: the
 *  caller's, since the core knows no clock and no heap). */
/** `passWithoutAsking`: a player whose only legal actions are passing and conceding passes without
 *  his agent being asked (off by default: agents are asked at every decision, and the game, its log
 *  and a seeded agent's choices are as without the option). */
export function playGame<G extends AnyGame>(
  game: G,
  agents: Record<PlayerId, Agent<NoInfer<G>>>,
  opts: { maxActions: number; passWithoutAsking?: boolean; stop?: () => string | null },
): PlayReport<NonNullable<ReturnType<G["result"]>>> {
  let actions = 0;
  while (!game.result()) {
    if (actions >= opts.maxActions) return { result: null, actions, truncated: true, stopped: `the action budget (${opts.maxActions} actions) was spent` };
    const why = opts.stop?.() ?? null;
    if (why !== null) return { result: null, actions, truncated: true, stopped: why };
    const player = playerToAct(game);
    if (player === null) throw new Error("playGame: nobody can act and the game has no result");
    const agent = Object.hasOwn(agents, player) ? agents[player] : undefined;
    if (!agent) throw new Error(`playGame: no agent for ${player}`);
    const legal = game.legalActions(player);
    const pass = opts.passWithoutAsking ? onlyPass(legal) : undefined;
    const action = pass ?? agent.chooseAction(game, player, legal);
    const r = game.perform(action);
    if (!r.ok) throw new Error(`playGame: ${player}'s agent chose a refused action (${JSON.stringify(action)}): ${r.error}`);
    actions++;
  }
  return { result: game.result() as NonNullable<ReturnType<G["result"]>> | null, actions, truncated: false };
}

/** The pass among `legal` when nothing else but conceding is legal. */
function onlyPass<Action extends CoreAction>(legal: readonly Action[]): Action | undefined {
  let pass: Action | undefined;
  for (const a of legal) {
    if (a.type === "pass") pass = a;
    else if (a.type !== "concede") return undefined;
  }
  return pass;
}
