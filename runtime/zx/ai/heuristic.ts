// The Z/X heuristic agent: simple rules where the right move is plain or would look at hidden
// cards, one-ply lookahead elsewhere.
//
// - Resource Phase: one card a turn, a colour its Resource lacks first, the cheapest otherwise.
// - Ignition Phase: an Ignition while the Charge has a card (ZX-504: a free card or a card milled;
//   the top card is hidden, so no lookahead here); the revealed card is played when it can be.
// - Main Phase: an attack on the player whenever a Z/X can make one (a Life card, and the attacker
//   takes no damage, ZX-205.2); otherwise each play, Boot ability and attack on a Z/X is tried on a
//   copy of the game (its battle passed through), scored by evaluate.ts, and the best one that
//   beats ending the phase is played. So it plays the biggest Z/X it can pay for where it threatens
//   the most, attacks when that destroys something, and plays Events that pay for themselves.
// - Battle Event Step: the same lookahead over its Events and Boot abilities, against passing.
// - Decisions: squares, targets, sides, "you may" and cards to trash by lookahead; Life positions
//   (hidden cards) by the first position; Start Card yes; redraw when the hand has no Z/X.
//
// Deterministic: candidates in the engine's order, ties to the first.
import type { Agent } from "../../core/agents.ts";
import { defOf, opponentOf, playerOf, type ZxEngine } from "../cards.ts";
import type { ZxGame } from "../game.ts";
import { playerSquare, adjacent } from "../square.ts";
import type { Action, Decision, PlayerId } from "../types.ts";
import { evaluate } from "./evaluate.ts";

/** Bound on the answers and passes while a copy settles (a card loop must not hang). */
const SETTLE_LIMIT = 200;

export interface ZxHeuristicOptions {
  /** How much better than ending the phase (or passing) a candidate must score. */
  margin?: number;
}

export class ZxHeuristicAgent implements Agent<ZxGame, Action> {
  /** Positions played out and scored (for benchmarks). */
  lookaheads = 0;
  private readonly margin: number;
  constructor(opts: ZxHeuristicOptions = {}) {
    this.margin = opts.margin ?? 0.5;
  }

  chooseAction(game: ZxGame, player: PlayerId, legal: Action[]): Action {
    const d = game.pending();
    if (d) return { type: "answer", player, choice: this.answer(game, player, d) };
    const s = game.state;
    const E = game.engine;
    const end: Action = s.battle ? { type: "pass", player } : { type: "end", player };
    const has = (a: Action) => legal.some((x) => JSON.stringify(x) === JSON.stringify(a));
    if (s.battle)
      return this.best(
        game,
        player,
        legal.filter((a) => a.type === "play" || a.type === "boot"),
        end,
      );
    switch (s.turn.phase) {
      case "resource": {
        const pick = resourceCard(E, player, legal);
        return pick ?? end;
      }
      case "ignition": {
        const ignite = legal.find((a) => a.type === "ignite");
        return ignite ?? end;
      }
      case "main": {
        // An attack on the player, with the weakest Z/X that can make it.
        const onPlayer = legal.filter((a): a is Extract<Action, { type: "attack" }> => a.type === "attack" && typeof a.target === "object");
        if (onPlayer.length) return onPlayer.sort((a, b) => (defOf(E, a.card).power ?? 0) - (defOf(E, b.card).power ?? 0))[0]!;
        const tries = legal.filter((a) => a.type === "play" || a.type === "boot" || (a.type === "attack" && typeof a.target === "string"));
        return this.best(game, player, tries, end);
      }
      default:
        return has(end) ? end : legal[0]!;
    }
  }

  /** The candidate whose settled copy scores best, if it beats `fallback`'s by the margin. */
  private best(game: ZxGame, player: PlayerId, candidates: Action[], fallback: Action): Action {
    let bestScore = this.score(game, player, fallback) + this.margin;
    let best = fallback;
    for (const a of candidates) {
      const v = this.score(game, player, a);
      if (v > bestScore) {
        bestScore = v;
        best = a;
      }
    }
    return best;
  }

  /** Plays `a` on a copy, settles it (decisions answered simply, the battle passed through) and
   *  scores it for `player`. Ending a phase scores the position as it is. */
  private score(game: ZxGame, player: PlayerId, a: Action): number {
    if (a.type === "end" || (a.type === "pass" && !game.state.battle)) return evaluate(game.engine, player);
    this.lookaheads++;
    const copy = game.fork();
    const r = copy.perform(a);
    if (!r.ok) return -Infinity;
    settle(copy);
    return evaluate(copy.engine, player);
  }

  private answer(game: ZxGame, player: PlayerId, d: Decision): number {
    switch (d.kind) {
      case "startCard":
        return d.options.length > 1 ? 1 : 0;
      case "redraw": {
        const hasZx = playerOf(game.engine, player).zones.hand.some((id) => defOf(game.engine, id).type === "zx");
        return d.options.findIndex((o) => o.label === (hasZx ? "no" : "yes"));
      }
      case "lifeCard":
      case "refreshLife":
      case "pendingOrder":
        return 0; // hidden cards, or nothing to choose between
      default: {
        // Try each option on a copy.
        let best = 0;
        let bestScore = -Infinity;
        d.options.forEach((_, i) => {
          this.lookaheads++;
          const copy = game.fork();
          if (!copy.perform({ type: "answer", player, choice: i }).ok) return;
          settle(copy);
          const v = evaluate(copy.engine, player);
          if (v > bestScore) {
            bestScore = v;
            best = i;
          }
        });
        return best;
      }
    }
  }
}

/** Carries a copy forward until a player would choose an action outside a battle: decisions get
 *  a quick answer, a Battle Event Step is passed through. */
export function settle(game: ZxGame): void {
  for (let n = 0; n < SETTLE_LIMIT && !game.result(); n++) {
    const d = game.pending();
    if (d) {
      if (!game.perform({ type: "answer", player: d.player, choice: quickAnswer(game, d) }).ok) return;
      continue;
    }
    const b = game.state.battle;
    const p = game.priority();
    if (b && b.step === "event" && p) {
      if (!game.perform({ type: "pass", player: p }).ok) return;
      continue;
    }
    return;
  }
}

/** An answer without looking ahead: yes to "you may" and to playing a revealed card; a target of
 *  the opponent's (his strongest) unless the effect helps; the first square that can attack;
 *  otherwise the first option. */
function quickAnswer(game: ZxGame, d: Decision): number {
  const E = game.engine;
  const yes = d.options.findIndex((o) => o.label === "yes");
  switch (d.kind) {
    case "may":
    case "playRevealed":
      return Math.max(0, yes);
    case "target": {
      const helps = targetHelps(E);
      const mine = (v: unknown) => typeof v === "string" && E.state.cards[v]?.owner === d.player;
      let best = -1;
      let bestPower = -1;
      d.options.forEach((o, i) => {
        if (typeof o.value !== "string" || o.value === "none" || mine(o.value) !== helps) return;
        const pw = defOf(E, o.value).power ?? 0;
        if (pw > bestPower) {
          bestPower = pw;
          best = i;
        }
      });
      if (best >= 0) return best;
      const none = d.options.findIndex((o) => o.value === "none");
      return none >= 0 ? none : 0;
    }
    case "square": {
      const foe = opponentOf(E, d.player);
      const foeSquare = playerSquare(playerOf(E, foe).seat);
      const i = d.options.findIndex((o) => adjacent(o.value as never, foeSquare));
      return Math.max(0, i);
    }
    default:
      return 0;
  }
}

/** Whether the sentence asking for a target helps its target (heal, a Power increase, reboot). */
function targetHelps(E: ZxEngine): boolean {
  const top = E.state.agenda[E.state.agenda.length - 1];
  if (!top || top.t !== "seq") return false;
  const e = top.effects[top.i];
  if (!e) return false;
  return e.op === "heal" || e.op === "reboot" || (e.op === "modifyPower" && e.delta > 0);
}

/** ZX-503: the card for Resource: one of a colour it lacks first, then the cheapest. */
function resourceCard(E: ZxEngine, player: PlayerId, legal: Action[]): Action | null {
  const options = legal.filter((a): a is Extract<Action, { type: "resource" }> => a.type === "resource");
  if (options.length === 0) return null;
  const have = new Set(playerOf(E, player).zones.resource.flatMap((id) => defOf(E, id).colours));
  const cost = (a: Extract<Action, { type: "resource" }>) => defOf(E, a.card).cost ?? 0;
  const lacking = options.filter((a) => defOf(E, a.card).colours.some((c) => !have.has(c)));
  const pool = lacking.length ? lacking : options;
  return [...pool].sort((a, b) => cost(a) - cost(b))[0]!;
}
