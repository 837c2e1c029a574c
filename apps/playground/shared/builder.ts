// Building an action click by click: the legal actions (as steps, worker/choices.ts) narrowed by
// the steps picked so far. A step that leaves a single option is taken at once (a card with one
// possible target needs no click for it), except the first: what to do is always the person's.
import type { Choice, ChoiceStep } from "./protocol.ts";

interface NextStep {
  kind: ChoiceStep["kind"];
  /** Distinct options at this step, in the engine's order. */
  options: { step: ChoiceStep; count: number; payable: boolean }[];
}

export interface Narrowed {
  /** The steps taken (picked or implied), in order. */
  taken: ChoiceStep[];
  remaining: Choice[];
  /** What to pick next, or null when the action is complete (or nothing matches). */
  next: NextStep | null;
  complete: Choice | null;
}

/** Picked as a key: the action ends here (some actions end at this step, others go on). */
export const END = "∎";

function matches(c: Choice, keys: readonly string[]): boolean {
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] === END) return c.steps.length === i;
    if (c.steps[i]?.key !== keys[i]) return false;
  }
  return true;
}

/** The choices that start with the picked keys, with single options taken automatically. */
export function narrow(choices: readonly Choice[], picked: readonly string[]): Narrowed {
  const keys = [...picked];
  let remaining = choices.filter((c) => matches(c, keys));
  if (keys.length === 0 || remaining.length === 0) {
    return { taken: [], remaining, next: remaining.length ? nextAt(remaining, 0) : null, complete: null };
  }
  for (;;) {
    const depth = keys.length;
    if (keys[depth - 1] === END || remaining.every((c) => c.steps.length <= depth)) {
      const steps = remaining[0]!.steps;
      return { taken: steps.slice(0, Math.min(depth, steps.length)), remaining, next: null, complete: remaining.length === 1 ? remaining[0]! : null };
    }
    const done = remaining.filter((c) => c.steps.length === depth);
    const next = nextAt(remaining, depth);
    if (next.options.length === 1 && done.length === 0) {
      keys.push(next.options[0]!.step.key);
      remaining = remaining.filter((c) => c.steps[depth]?.key === keys[depth]);
      continue;
    }
    if (done.length > 0) {
      // Some actions end here and others go on: ending here is an option of its own.
      next.options.unshift({ step: { kind: next.kind, key: END, label: "no more" }, count: done.length, payable: done.some((c) => c.payable) });
    }
    return { taken: remaining[0]!.steps.slice(0, depth), remaining, next, complete: null };
  }
}

function nextAt(list: readonly Choice[], depth: number): NextStep {
  const seen = new Map<string, { step: ChoiceStep; count: number; payable: boolean }>();
  for (const c of list) {
    const step = c.steps[depth];
    if (!step) continue;
    const had = seen.get(step.key);
    if (had) {
      had.count++;
      had.payable ||= c.payable;
    } else seen.set(step.key, { step, count: 1, payable: c.payable });
  }
  const options = [...seen.values()];
  return { kind: options[0]?.step.kind ?? "what", options };
}

/** Picks a key at the next step (END ends the action where it is). */
export function pick(choices: readonly Choice[], picked: readonly string[], key: string): string[] {
  const now = narrow(choices, picked);
  return [...now.taken.map((s) => s.key), key];
}

/** Keeps a half-built action after the game moved on (an energy activation, say) when its steps
 *  are still legal; otherwise starts over. */
export function keepPicked(choices: readonly Choice[], picked: readonly string[]): string[] {
  return choices.some((c) => matches(c, picked)) ? [...picked] : [];
}

/** Energy the person chooses to pay with (`pay` of an action), checked like the engine checks it
 *  (204.1b-c, 203.2b): the pool holds the units, each specific cost is paid with its own type, and
 *  the units add up to the cost. Returns a reason when they don't. */
export function paymentProblem(pool: Record<string, number>, cost: Record<string, number>, pay: readonly string[]): string | null {
  const units: Record<string, number> = {};
  for (const k of pay) units[k] = (units[k] ?? 0) + 1;
  for (const k of Object.keys(units)) if ((pool[k] ?? 0) < units[k]!) return `the pool holds ${pool[k] ?? 0} ${k}`;
  for (const k of Object.keys(cost)) {
    if (k === "C") continue;
    if ((units[k] ?? 0) < cost[k]!) return `${k}${cost[k]} needs ${k} energy (204.1b)`;
  }
  const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
  if (total(units) !== total(cost)) return `pick ${total(cost)} energy in all (204.1)`;
  return null;
}
