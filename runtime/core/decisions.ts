// Decisions waiting as data: a question goes into the state (`pending`) and the task that asked it
// waits on the agenda; an answer action writes the chosen value into that task, which goes on.
import { emit } from "./events.ts";
import { nextFreeId } from "./players.ts";
import type { CoreEngine, Checked } from "./rules.ts";
import type { Decision, PlayerId } from "./state.ts";

/** Puts a decision in front of a player (the only legal actions are then his answers). */
export function ask(E: CoreEngine, d: Omit<Decision, "id">): void {
  emit(E, { type: "decision", decision: { id: nextFreeId(E), ...d } });
}

/** The options of a yes-or-no question ("may", 207.6; ZX-612.3), a fresh list each time (it goes into
 *  the state). */
export function yesNo(): Decision["options"] {
  return [
    { label: "yes", value: true },
    { label: "no", value: false },
  ];
}

/** The option an answer picks: its index, or its label (case-insensitive); -1 for none. */
export function pickOption(d: Decision, choice: unknown): number {
  if (typeof choice === "number") return Number.isInteger(choice) && choice >= 0 && choice < d.options.length ? choice : -1;
  if (typeof choice === "string") {
    const want = choice.trim().toLowerCase();
    return d.options.findIndex((o) => o.label.toLowerCase() === want);
  }
  return -1;
}

/** Checks an answer to the pending decision; carried out, it hands the chosen value to the task
 *  that asked (the agenda's top) and withdraws the question. */
export function checkAnswer(E: CoreEngine, player: PlayerId, choice: unknown): Checked {
  const d = E.state.pending;
  if (!d) return { error: `there is no decision to answer` };
  if (d.player !== player) return { error: `${player} is not asked; ${d.player} is (${d.prompt})` };
  const i = pickOption(d, choice);
  if (i < 0) return { error: `"${String(choice)}" is not an answer to "${d.prompt}" (answers: ${d.options.map((o) => o.label).join(", ")})` };
  const option = d.options[i]!;
  return {
    run: () => {
      const task = E.state.agenda[E.state.agenda.length - 1]!;
      task.answer = option.value;
      emit(E, { type: "answered", player, label: option.label });
    },
  };
}
