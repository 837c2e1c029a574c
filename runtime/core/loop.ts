// The engine loop: after every action it carries the game forward until a player must act:
// pending tasks first (resolutions, the end of a turn), then waiting triggers onto the stack
// (207.4c), then priority (201); with nobody holding priority the top entry resolves (201.5) or,
// with an empty stack, the phase ends (703.7, 704.6).
import type { Engine } from "../x610z/cards.ts";
import { stepEffectTask } from "../x610z/effects.ts";
import { checkLethal, playerIndex } from "../x610z/ops.ts";
import { emit } from "../x610z/events.ts";
import { firstPriority, stepResolve } from "../x610z/stack.ts";
import { stepStackTriggers } from "../x610z/triggers.ts";
import { endPhase, stepEndTurn, stepSetup } from "../x610z/turns.ts";
import type { Task } from "../x610z/types.ts";

/** Generous bound on engine steps between two actions: only a bug (or a card loop) reaches it. */
const STEP_LIMIT = 200_000;

function step(E: Engine, task: Task): "ask" | "done" | "progress" {
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
}

export function run(E: Engine): void {
  const s = E.state;
  for (let n = 0; n < STEP_LIMIT; n++) {
    if (s.result || s.pending) return;
    const task = s.agenda[s.agenda.length - 1];
    if (task) {
      if (step(E, task) === "done") {
        // A step may have cut the agenda below itself (106.1 a player leaving mid-resolution).
        const i = s.agenda.lastIndexOf(task);
        if (i >= 0) s.agenda.splice(i, 1);
        // Table 1: triggers stacked in the Reactivation Phase, where nobody held priority, give
        // the players their opportunity before they resolve (stack.ts firstPriority).
        if (task.t === "stackTriggers" && s.turn.phase === "reactivation" && s.priority === null && s.stack.length > 0 && !s.result) {
          emit(E, { type: "priority", player: firstPriority(E) });
        }
      }
      continue;
    }
    checkLethal(E); // 210.5
    if (s.result) return;
    if (s.waiting.length > 0) {
      s.agenda.push({ t: "stackTriggers", next: playerIndex(E, s.turn.active), picked: -1, targets: [], answer: null });
      continue;
    }
    if (s.priority !== null) return;
    const top = s.stack[s.stack.length - 1];
    if (top) s.agenda.push({ t: "resolve", entry: top.id, step: 0, answer: null });
    else endPhase(E);
  }
  throw new Error(`engine: more than ${STEP_LIMIT} steps without a player's action (a loop in the rules or the cards)`);
}
