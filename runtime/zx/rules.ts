// Z/X as a game module: the GameRules object the core runs (core/rules.ts). Everything the core asks
// of Z/X goes through here; the rules themselves live in the files named below.
import { hashState } from "../core/progress.ts";
import type { GameRules, Step } from "../core/rules.ts";
import type { CoreState, CoreTask } from "../core/state.ts";
import { STATE_FORMAT } from "../core/save.ts";
import { check, legalActions, normalizeAction } from "./actions.ts";
import { stepBattleDamage } from "./battle.ts";
import type { ZxEngine } from "./cards.ts";
import { stepCheckPoint, stepResolveAbility } from "./checkpoint.ts";
import { copyState } from "./copy.ts";
import { stepEffectTask } from "./effects.ts";
import { apply } from "./events.ts";
import { stepIgnition, stepPlayFree } from "./free.ts";
import { stepSetup } from "./setup.ts";
import { collectTriggers, isTriggerEvent } from "./triggers.ts";
import { advance } from "./turns.ts";
import type { Action, GameEvent, Task, ZxState } from "./types.ts";

/** Events that are progress for the loop rule (core/progress.ts): a card changing zone (a draw, a
 *  Life card taken, a Z/X played or destroyed), damage dealt or healed (ZX-205.2). */
const PROGRESS: ReadonlySet<string> = new Set(["cardMoved", "damaged", "healed"]);
/** Left out of a state's fingerprint: at any depth ids, timestamps and object numbers (ZX-206.3:
 *  a card's `obj` counts up each time it changes zones, so a state that came back differs only
 *  there), at the top the log and what is derived. */
const FINGERPRINT_SKIP: ReadonlySet<string> = new Set(["id", "ts", "obj"]);
const FINGERPRINT_SKIP_TOP: ReadonlySet<string> = new Set([...FINGERPRINT_SKIP, "log", "logLimit", "logDropped", "loop", "nextId", "index", "seed", "format", "game"]);

export const zx: GameRules<ZxEngine, Action> = {
  game: "zx",

  apply: (E, ev) => apply(E, ev as GameEvent),
  // Every Z/X trigger is about "this card" (or the end of its controller's turn): an event is
  // offered to the card it names, or to the index of end-of-turn abilities (triggers.ts).
  collectTriggers: (E, ev) => collectTriggers(E, ev as GameEvent),
  alwaysOffered: (ev) => isTriggerEvent(ev.type),
  // Z/X keeps its pending abilities in state.abilities (ZX-607.3), never in the core's `waiting`.
  sameTrigger: (a, b) => a === b,

  step(E: ZxEngine, t: CoreTask): Step {
    const task = t as Task;
    switch (task.t) {
      case "checkPoint":
        return stepCheckPoint(E, task);
      case "resolveAbility":
        return stepResolveAbility(E, task);
      case "battleDamage":
        return stepBattleDamage(E, task);
      case "playFree":
        return stepPlayFree(E, task);
      case "ignition":
        return stepIgnition(E, task);
      case "setup":
        return stepSetup(E, task);
      default:
        return stepEffectTask(E, task);
    }
  },
  // ZX-801: Z/X's check point is a procedure of its own, with decisions (ZX-802b) and the order
  // rule checks, Special abilities, pending abilities; `advance` runs it (turns.ts).
  checkState: () => {},
  // The core calls this whenever nothing is under way and nobody may act: the game's next step.
  endPhase: (E) => advance(E),

  normalize: normalizeAction,
  check,
  legalActions,
  actionKind: (a) => a.type,
  // ZX-601.5: a cost that can't be paid in full refuses the action.
  mayBeUnpaid: () => false,

  // No stack (ZX-600.1), and with two players a player who loses ends the game (ZX-101.2).
  cancelEntry: () => {},
  removeObjectsOf: () => {},

  // The loop rule (core/progress.ts), as X610Z has it: N actions without progress, or the same
  // state three times in a turn, end the game as a draw.
  isProgress: (ev) => PROGRESS.has(ev.type),
  fingerprint: (E) => hashState(E.state, FINGERPRINT_SKIP, FINGERPRINT_SKIP_TOP),
  // A Z/X action moves at most the cards of a game a few times over (ZX-803.3 stops a draw from an
  // empty deck): 100,000 events are far beyond one.
  actionEventLimit: 100_000,

  copyState: (state: CoreState) => copyState(state as ZxState),
  migrate(saved) {
    throw new Error(`this save has format ${JSON.stringify(saved.format)}; Z/X reads ${STATE_FORMAT}`);
  },
};
