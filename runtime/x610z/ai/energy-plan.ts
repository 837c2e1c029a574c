// Paying for an action: what it costs (204) and which crystals to activate for it first (200.1b:
// activating a crystal for its energy is non stackable and needs no priority). The engine's
// automatic payment takes what is in the pool (energy.ts), so an agent must fill the pool before
// it announces; the fewest crystals that make the cost payable are chosen, specific energy first
// (204.1b), colorless cost from colorless energy, then from the type the rest of the hand wants
// least (204.1c, 203.2b).
import type { Additional, Cost, Mode } from "../abilities.ts";
import { defOf, isCrystalDef, type Engine } from "../cards.ts";
import { actionCost, castCost, production } from "../continuous.ts";
import { add, canPay, normalize, scale, total } from "../energy.ts";
import { COLORLESS } from "../vocabulary.ts";
import type { Action, CardId, PlayerId } from "../types.ts";

function extraCost(additional: readonly Additional[], extra: number | number[] | undefined): Cost {
  const list = extra === undefined ? [] : Array.isArray(extra) ? extra : [extra];
  let c: Cost = {};
  additional.forEach((a, i) => (c = add(c, scale(a.cost, list[i] ?? 0))));
  return c;
}

/** The energy an action takes from the pool when it is announced (204.2-204.6); {} for none. */
export function costOf(E: Engine, action: Action): Cost {
  switch (action.type) {
    case "cast": {
      const def = defOf(E, action.card);
      const base = castCost(E, action.player, action.card);
      const eff = def.abilities.find((a) => a.kind === "effect");
      const mode: Mode | undefined = eff && eff.kind === "effect" ? eff.modes[action.mode ?? 0] : undefined;
      return add(base, extraCost(mode?.additional ?? [], action.extra));
    }
    case "activate": {
      const def = defOf(E, action.card);
      const isEnergy = isCrystalDef(def) && !(action.effect || action.targets?.length || action.mode !== undefined || action.extra !== undefined);
      if (isEnergy) return {};
      const ab = def.abilities.find((a) => a.kind === "activated" && !a.summon);
      if (!ab || ab.kind !== "activated") return {};
      return add(actionCost(E, "activate", action.card, ab.cost), extraCost(ab.modes[action.mode ?? 0]?.additional ?? [], action.extra));
    }
    case "ability": {
      const def = defOf(E, action.card);
      const ab = action.index !== undefined ? def.abilities[action.index] : def.abilities.find((a) => (a.kind === "activated" && a.summon) || a.kind === "paid");
      if (!ab || (ab.kind !== "activated" && ab.kind !== "paid")) return {};
      const mode = ab.kind === "activated" ? ab.modes[action.mode ?? 0] : ab.mode;
      return add(normalize(ab.cost), extraCost(mode?.additional ?? [], action.extra));
    }
    case "move":
      return actionCost(E, "move", action.card, defOf(E, action.card).movementEnergy ?? {});
    default:
      return {};
  }
}

/** How much of each energy type the player's hand asks for (ties between crystals go to the type
 *  wanted least, so the rest of the hand stays castable). */
function wantedTypes(E: Engine, player: PlayerId): Cost {
  let want: Cost = {};
  const p = E.state.players.find((x) => x.id === player)!;
  for (const id of p.zones.hand) want = add(want, defOf(E, id).cost);
  return want;
}

/**
 * The crystals to activate so that the pool can pay `cost`: none when it already can; null when
 * even all of `available` (crystals the player may activate for energy now) can't make it payable.
 */
export function crystalsFor(E: Engine, player: PlayerId, cost: Cost, available: readonly CardId[]): CardId[] | null {
  return crystalPlanner(E, player, available)(cost);
}

/**
 * crystalsFor for many costs in one state (an agent's candidates): what each crystal produces and
 * what the hand wants are derived once, on the first cost that needs them, not once per cost. The
 * state must not change while the planner is used.
 */
export function crystalPlanner(E: Engine, player: PlayerId, available: readonly CardId[]): (cost: Cost) => CardId[] | null {
  let prod: Map<CardId, Cost> | null = null;
  let want: Cost | null = null;
  // The same cost has the same plan (the state doesn't change): each cost planned once (many
  // candidates cost alike: moves of one Movement Energy, cards of one cost).
  const planned = new Map<string, CardId[] | null>();
  return (cost) => {
    const pool = E.state.players.find((x) => x.id === player)!.pool;
    if (canPay(pool, cost)) return [];
    const key = JSON.stringify(cost);
    let plan = planned.get(key);
    if (plan === undefined) planned.set(key, (plan = planFor(cost, pool)));
    return plan && plan.slice();
  };
  function planFor(cost: Cost, pool: Cost): CardId[] | null {
    prod ??= new Map(available.map((id) => [id, production(E, id)] as const));
    const made = prod;
    const chosen: CardId[] = [];
    let have: Cost = { ...pool };
    const left = () => available.filter((id) => !chosen.includes(id));
    // Specific energy first: crystals producing the missing type, single-type producers first.
    for (const k of Object.keys(cost).sort()) {
      if (k === COLORLESS) continue;
      const byFit = left()
        .filter((id) => (made.get(id)![k] ?? 0) > 0)
        .sort((a, b) => total(made.get(a)!) - total(made.get(b)!));
      for (const id of byFit) {
        if ((have[k] ?? 0) >= cost[k]!) break;
        chosen.push(id);
        have = add(have, made.get(id)!);
      }
      if ((have[k] ?? 0) < cost[k]!) return null;
    }
    // Then the colorless part: colorless producers, then the type the hand wants least.
    const wanted = (want ??= wantedTypes(E, player));
    const rank = (id: string) => {
      const p = made.get(id)!;
      if (p[COLORLESS]) return -1;
      return Math.max(...Object.keys(p).map((k) => wanted[k] ?? 0));
    };
    const rest = left().sort((a, b) => rank(a) - rank(b));
    for (const id of rest) {
      if (canPay(have, cost)) break;
      chosen.push(id);
      have = add(have, made.get(id)!);
    }
    return canPay(have, cost) ? chosen : null;
  }
}
