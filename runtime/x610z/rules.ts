// X610Z as a game module: the GameRules object the core runs (core/rules.ts). Everything the core
// asks of X610Z goes through here; the rules themselves live in the files named below.
import { hashState } from "../core/progress.ts";
import { STATE_FORMAT } from "../core/save.ts";
import type { GameRules, Step } from "../core/rules.ts";
import type { CoreEntry, CoreModifier, CoreState, CoreTask, PlayerId } from "../core/state.ts";
import { check, legalActions, normalizeAction } from "./actions.ts";
import type { Engine } from "./cards.ts";
import { copyState } from "./copy.ts";
import { checkLethal } from "./damage.ts";
import { stepEffectTask } from "./effects.ts";
import { apply, emit, sameTrigger } from "./events.ts";
import { modifierEnded } from "./modifiers.ts";
import { changeControl } from "./permanents.ts";
import { stepResolve } from "./stack.ts";
import { collectTriggers, stepStackTriggers } from "./triggers.ts";
import { endPhase, firstPriority, stepEndTurn, stepSetup } from "./turns.ts";
import type { Action, GameEvent, GameState, Modifier, PendingTrigger, StackEntry, Task } from "./types.ts";
import { leavePlay, moveCard } from "./zones.ts";
import { cardIn } from "./cards.ts";

/** Events that are progress for the loop rule. */
const PROGRESS: ReadonlySet<string> = new Set(["cardMoved", "isDealtDamage", "healed", "counters"]);
/** Left out of a state's fingerprint: at any depth ids and timestamps (stack entries, modifiers,
 *  decisions, tasks: they count up and never recur), at the top the log and what is derived. */
const FINGERPRINT_SKIP: ReadonlySet<string> = new Set(["id", "ts", "since", "controlSince", "entry", "events"]);
const FINGERPRINT_SKIP_TOP: ReadonlySet<string> = new Set([...FINGERPRINT_SKIP, "log", "logLimit", "logDropped", "loop", "nextId", "index", "seed", "format", "game"]);

/** The state format before the core split: the same state, without `game`. */
const FORMAT_1 = "orrery-x610z/1";

export const x610z: GameRules<Engine, Action> = {
  game: "x610z",

  apply: (E, ev) => apply(E, ev as GameEvent),
  collectTriggers: (E, ev) => collectTriggers(E, ev as GameEvent),
  // A card's own "is cast" triggers listen from the hand (207.4: the card isn't in play yet).
  alwaysOffered: (ev) => ev.type === "isCast",
  sameTrigger: (a, b) => sameTrigger(a as PendingTrigger, b as PendingTrigger),

  step(E: Engine, t: CoreTask): Step {
    const task = t as Task;
    switch (task.t) {
      case "resolve":
        return stepResolve(E, task);
      case "stackTriggers":
        return stepStackTriggers(E, task);
      case "endTurn":
        return stepEndTurn(E, task);
      case "setup":
        return stepSetup(E, task);
      default:
        return stepEffectTask(E, task);
    }
  },
  afterTask(E, task) {
    // Table 1: triggers stacked in the Reactivation Phase, where nobody held priority, give the
    // players their opportunity before they resolve (turns.ts firstPriority).
    const s = E.state;
    if (task.t === "stackTriggers" && s.turn.phase === "reactivation" && s.priority === null && s.stack.length > 0 && !s.result) {
      emit(E, { type: "priority", player: firstPriority(E) });
    }
  },
  checkState: (E) => checkLethal(E), // 210.5
  endPhase,

  normalize: normalizeAction,
  check,
  legalActions,
  // Generating energy is its own kind, apart from a crystal's ☉ effect, so a random player passes,
  // casts and attacks as often as he taps crystals.
  actionKind: (a) => (a.type === "activate" ? (a.effect || a.targets || a.mode !== undefined ? "activateEffect" : "energy") : a.type),
  // 200.5: casts, activations and paid abilities are legal when the pool can't pay them in full.
  mayBeUnpaid: (a) => a.type === "cast" || a.type === "activate" || a.type === "ability",

  cancelEntry(E, e: CoreEntry) {
    // 106.1 a leaving player's cast goes with him (to the removed zone, as his cards in play).
    const entry = e as StackEntry;
    const card = cardIn(E.state, entry.card);
    if (entry.kind === "cast" && card.zone === "cast") moveCard(E, card.id, "removed");
  },
  removeObjectsOf(E, gone: ReadonlySet<PlayerId>) {
    // 106.1: the cards he owns leave play for the removed zone; cards of others he controls go
    // back to their owners.
    const s = E.state;
    for (const p of s.players) {
      for (const id of [...p.zones.play]) {
        const c = cardIn(s, id);
        if (c.zone !== "play") continue;
        if (gone.has(c.owner)) leavePlay(E, id, "removed");
        else if (gone.has(c.controller)) changeControl(E, id, c.owner);
      }
    }
  },
  modifierEnded: (E, m: CoreModifier) => modifierEnded(E, m as Modifier),

  // The loop rule (core/progress.ts): progress is a card changing zone, damage dealt or healed,
  // a counter put or taken off; the fingerprint is the state without ids, timestamps and the log.
  isProgress: (ev) => PROGRESS.has(ev.type),
  fingerprint: (E) => hashState(E.state, FINGERPRINT_SKIP, FINGERPRINT_SKIP_TOP),

  copyState: (state: CoreState) => copyState(state as GameState),
  migrate(saved) {
    if (saved.format === FORMAT_1) return { ...saved, format: STATE_FORMAT, game: "x610z" } as unknown as GameState;
    throw new Error(`this save has format ${JSON.stringify(saved.format)}; X610Z reads ${STATE_FORMAT} and ${FORMAT_1}`);
  },
};
