// Energy and costs (200.5, 203, 204). A Cost is { letter: amount }; "C" is Colorless. A specific
// cost needs its own type (204.1b); a colorless cost takes any type (204.1c); colorless energy in
// a pool pays only colorless costs (203.2b).

import type { Cost } from "./abilities.ts";
import { COLORLESS } from "./vocabulary.ts";

export function total(c: Cost): number {
  let n = 0;
  for (const k in c) n += c[k]!;
  return n;
}

/** Drops zero amounts: {} is "no cost" / "empty pool". */
export function normalize(c: Cost): Cost {
  const out: Cost = {};
  for (const k in c) if (c[k]! > 0) out[k] = c[k]!;
  return out;
}

export function add(a: Cost, b: Cost): Cost {
  const out: Cost = { ...a };
  for (const k in b) out[k] = (out[k] ?? 0) + b[k]!;
  return normalized(out);
}

/** a - b, floored at 0 per letter. */
export function subtract(a: Cost, b: Cost): Cost {
  const out: Cost = { ...a };
  for (const k in b) out[k] = Math.max(0, (out[k] ?? 0) - b[k]!);
  return normalized(out);
}

/** A fresh cost made normal: itself when it holds no zero amount (the same keys in the same order
 *  normalize would give, without a second copy). */
function normalized(fresh: Cost): Cost {
  for (const k in fresh) if (!(fresh[k]! > 0)) return normalize(fresh);
  return fresh;
}

export function scale(c: Cost, n: number): Cost {
  const out: Cost = {};
  for (const k in c) out[k] = c[k]! * n;
  return normalize(out);
}

function covers(pool: Cost, units: Cost): boolean {
  for (const k in units) if ((pool[k] ?? 0) < units[k]!) return false;
  return true;
}

export function format(c: Cost): string {
  const n = normalize(c);
  const parts = Object.keys(n)
    .sort()
    .map((k) => `${k}${n[k]}`);
  return parts.length ? parts.join(" ") : "nothing";
}

/** The most plentiful specific type left in the pool (ties: alphabetical), for colorless costs. */
function richest(pool: Cost, withColorless: boolean): string | null {
  let best: string | null = null;
  for (const k of Object.keys(pool).sort()) {
    if (k === COLORLESS && !withColorless) continue;
    if ((pool[k] ?? 0) <= 0) continue;
    if (best === null || pool[k]! > pool[best]!) best = k;
  }
  return best;
}

/** The documented automatic payment: each specific cost with its own type (204.1b), then the
 *  colorless cost from colorless energy first, then unit by unit from the most plentiful specific
 *  type. Returns the units taken, or null when the pool can't pay the whole cost. */
export function autoPayment(pool: Cost, cost: Cost): Cost | null {
  const left: Cost = { ...pool };
  const taken: Cost = {};
  for (const k in cost) {
    if (k === COLORLESS) continue;
    if ((left[k] ?? 0) < cost[k]!) return null;
    left[k] = left[k]! - cost[k]!;
    taken[k] = (taken[k] ?? 0) + cost[k]!;
  }
  let colorless = cost[COLORLESS] ?? 0;
  const fromC = Math.min(colorless, left[COLORLESS] ?? 0);
  if (fromC > 0) {
    left[COLORLESS] = left[COLORLESS]! - fromC;
    taken[COLORLESS] = fromC;
    colorless -= fromC;
  }
  while (colorless > 0) {
    const k = richest(left, false);
    if (k === null) return null;
    left[k] = left[k]! - 1;
    taken[k] = (taken[k] ?? 0) + 1;
    colorless--;
  }
  return normalize(taken);
}

/** Whether autoPayment would pay the whole cost, without building the payment (it is asked for
 *  every candidate action): each specific cost from its own type, then the colorless cost from
 *  colorless energy and whatever specific energy is left. */
export function canPay(pool: Cost, cost: Cost): boolean {
  for (const k in cost) if (k !== COLORLESS && (pool[k] ?? 0) < cost[k]!) return false;
  let colorless = cost[COLORLESS] ?? 0;
  const fromC = Math.min(colorless, pool[COLORLESS] ?? 0);
  if (fromC > 0) colorless -= fromC;
  for (const k in pool) {
    if (colorless <= 0) return true;
    if (k === COLORLESS) continue;
    const left = pool[k]! - (Object.hasOwn(cost, k) ? cost[k]! : 0);
    if (left > 0) colorless -= left;
  }
  return colorless <= 0;
}

/** A player's own choice of units (`pay: ["M", "B", "C"]`): they must be in the pool and pay the
 *  cost exactly (204.1b-c, 203.2b). Returns the units or an error naming the rule. */
export function chosenPayment(pool: Cost, cost: Cost, pay: readonly string[]): Cost | string {
  const units: Cost = {};
  for (const k of pay) {
    if (typeof k !== "string" || !/^[A-Z]$/.test(k)) return `204.1 "${String(k)}" is not an energy type`;
    units[k] = (units[k] ?? 0) + 1;
  }
  if (!covers(pool, units)) return `203.5 the Energy Pool holds ${format(pool)}, not ${format(units)}`;
  for (const k in cost) {
    if (k === COLORLESS) continue;
    if ((units[k] ?? 0) < cost[k]!) return `204.1b ${format(units)} doesn't pay ${format(cost)}: ${k}${cost[k]} needs ${k} energy`;
  }
  if (total(units) !== total(cost)) return `204.1 ${format(units)} doesn't pay ${format(cost)} exactly`;
  return normalize(units);
}

/** 200.5: a cost that can't be met is paid as far as possible: each specific type with its own
 *  energy, the colorless part with any, then the specific shortfall with energy of any specific
 *  type (203.2b: never colorless energy), never more than the cost in all. */
export function partialPayment(pool: Cost, cost: Cost): Cost {
  const left: Cost = { ...pool };
  const taken: Cost = {};
  let shortfall = 0;
  for (const k in cost) {
    if (k === COLORLESS) continue;
    const n = Math.min(left[k] ?? 0, cost[k]!);
    if (n > 0) {
      left[k] = left[k]! - n;
      taken[k] = n;
    }
    shortfall += cost[k]! - n;
  }
  const colorless = cost[COLORLESS] ?? 0;
  const fromC = Math.min(colorless, left[COLORLESS] ?? 0);
  if (fromC > 0) {
    left[COLORLESS] = left[COLORLESS]! - fromC;
    taken[COLORLESS] = fromC;
  }
  // The colorless part with any specific type, then the specific shortfall (203.2b: never C).
  let rest = colorless - fromC + shortfall;
  while (rest > 0) {
    const k = richest(left, false);
    if (k === null) break;
    left[k] = left[k]! - 1;
    taken[k] = (taken[k] ?? 0) + 1;
    rest--;
  }
  return normalize(taken);
}
