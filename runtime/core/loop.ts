// The engine loop: after every action it carries the game forward until a player must act:
// pending tasks first (resolutions, turn steps), then the game's state checks, then waiting
// triggers onto the stack, then priority; with nobody holding priority the top entry resolves or,
// with an empty stack, the phase ends (the game says what that means).
import { playerIndex } from "./players.ts";
import type { CoreEngine } from "./rules.ts";

/** Generous bound on engine steps between two actions: only a bug (or a card loop) reaches it. */
const STEP_LIMIT = 200_000;

export function run(E: CoreEngine): void {
  const s = E.state;
  const rules = E.rules;
  for (let n = 0; n < STEP_LIMIT; n++) {
    if (s.result || s.pending) return;
    const task = s.agenda[s.agenda.length - 1];
    if (task) {
      if (rules.step(E, task) === "done") {
        // A step may have cut the agenda below itself (a player leaving mid-resolution).
        const i = s.agenda.lastIndexOf(task);
        if (i >= 0) s.agenda.splice(i, 1);
        rules.afterTask?.(E, task);
      }
      continue;
    }
    rules.checkState(E);
    if (s.result) return;
    if (s.waiting.length > 0) {
      s.agenda.push({ t: "stackTriggers", next: playerIndex(E, s.turn.active), picked: -1, targets: [], answer: null });
      continue;
    }
    if (s.priority !== null) return;
    const top = s.stack[s.stack.length - 1];
    if (top) s.agenda.push({ t: "resolve", entry: top.id, step: 0, answer: null });
    else rules.endPhase(E);
  }
  throw new Error(`engine: more than ${STEP_LIMIT} steps without a player's action (a loop in the rules or the cards)`);
}
