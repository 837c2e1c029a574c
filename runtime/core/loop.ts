// The engine loop: after every action it carries the game forward until a player must act:
// pending tasks first (resolutions, turn steps), then the game's state checks, then waiting
// triggers onto the stack, then priority; with nobody holding priority the top entry resolves or,
// with an empty stack, the phase ends (the game says what that means).
import { eventCount } from "./events.ts";
import { playerIndex } from "./players.ts";
import { drawGame } from "./outcomes.ts";
import { afterAction } from "./progress.ts";
import type { Checked, CoreEngine } from "./rules.ts";

/** Generous bound on engine steps in a row that emit no event: only a bug in the rules reaches it
 *  (a step that changes nothing, again and again). Steps that change the state don't count: the
 *  work an action does is bounded by what it is (its text, its paid extras), not by this. */
const STEP_LIMIT = 200_000;

/** Events one action (or a game's setup) may emit, at most, unless the game asks for fewer
 *  (GameRules.actionEventLimit): card text whose numbers no dialect capped ("Draw 999999999
 *  cards") or abilities feeding each other within one procedure would otherwise run until memory
 *  runs out. Past it the game ends as a draw by the loop rule (progress.ts): it can't reach a
 *  result the rules would give. Above the most an X610Z action may legitimately do (204.4: a For
 *  each extra paid up to 1,000,000 times, an event or two each). */
export const ACTION_EVENT_LIMIT = 4_000_000;

export function run(E: CoreEngine): void {
  const s = E.state;
  const rules = E.rules;
  let events = eventCount(s);
  const limit = events + (rules.actionEventLimit ?? ACTION_EVENT_LIMIT);
  for (let n = 0; n < STEP_LIMIT; n++) {
    if (s.result || s.pending) return;
    const now = eventCount(s);
    if (now !== events) {
      events = now;
      n = 0;
      if (now > limit) {
        drawGame(E, "loop");
        return;
      }
    }
    // Read only when there is one: an array read at -1 is a slow named-property lookup.
    const task = s.agenda.length > 0 ? s.agenda[s.agenda.length - 1] : undefined;
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
    const top = s.stack.length > 0 ? s.stack[s.stack.length - 1] : undefined;
    if (top) s.agenda.push({ t: "resolve", entry: top.id, step: 0, answer: null });
    else rules.endPhase(E);
  }
  throw new Error(`engine: more than ${STEP_LIMIT} steps in a row that changed nothing (a loop in the rules)`);
}

/** An accepted action carried out: its own work, the loop until a player must act, then the loop
 *  rule (progress.ts). The one sequence CoreGame.perform and a lookahead's trusted perform share. */
export function carryOut(E: CoreEngine, checked: Exclude<Checked, { error: string }>): void {
  checked.run();
  run(E);
  afterAction(E);
}
