// Costs (ZX-601): a card's cost paid by sleeping Reboot cards in Resource with its colour
// requirement (multicolour cards count as one of their colours), a <Cost>'s items (ZX-601.4),
// additional costs (ZX-601.6), and the automatic payment of SCENARIOS-ZX (the first set, in
// lexicographic order of Resource positions, that meets the requirement).
import type { Colour, CostItem } from "./abilities.ts";
import { cardOf, defOf, playerOf, type ZxEngine } from "./cards.ts";
import type { CardId, PlayerId } from "./types.ts";

/** His Resource cards in Reboot state, in Resource order. */
function rebootResource(E: ZxEngine, player: PlayerId): CardId[] {
  return playerOf(E, player).zones.resource.filter((id) => !E.state.cards[id]!.sleep);
}

/** The fewest cards of `pool` that must join `chosen` so that every colour has a different card of
 *  that colour (ZX-601.2); Infinity when none will do. Cards are grouped by their colours, so the
 *  search branches over at most 31 kinds of card, whatever the Resource holds. */
function extraNeeded(E: ZxEngine, colours: readonly Colour[], chosen: readonly CardId[], pool: readonly CardId[]): number {
  if (colours.length === 0) return 0;
  if (colours.length === 1) {
    // The usual case: one colour, one card of it.
    const has = (id: CardId) => defOf(E, id).colours.includes(colours[0]!);
    return chosen.some(has) ? 0 : pool.some(has) ? 1 : Infinity;
  }
  const groups = new Map<string, { cols: readonly Colour[]; chosen: number; pool: number }>();
  const add = (id: CardId, key: "chosen" | "pool") => {
    const cols = defOf(E, id).colours.filter((c) => colours.includes(c));
    if (cols.length === 0) return;
    const k = cols.join(" ");
    const g = groups.get(k) ?? { cols, chosen: 0, pool: 0 };
    g[key]++;
    groups.set(k, g);
  };
  chosen.forEach((id) => add(id, "chosen"));
  pool.forEach((id) => add(id, "pool"));
  const list = [...groups.values()];
  let best = Infinity;
  const go = (i: number, cost: number) => {
    if (cost >= best) return;
    if (i === colours.length) {
      best = cost;
      return;
    }
    for (const g of list) {
      if (!g.cols.includes(colours[i]!)) continue;
      if (g.chosen > 0) {
        g.chosen--;
        go(i + 1, cost);
        g.chosen++;
      } else if (g.pool > 0) {
        g.pool--;
        go(i + 1, cost + 1);
        g.pool++;
      }
    }
  };
  go(0, 0);
  return best;
}

/** ZX-601.2: whether these cards meet the colour requirement. */
function meetsColours(E: ZxEngine, colours: readonly Colour[], cards: readonly CardId[]): boolean {
  return extraNeeded(E, colours, cards, []) === 0;
}

/** The first set of `k` cards of `cards` (in lexicographic order of positions) that meets the
 *  colour requirement, or null: a card is taken whenever a set with it can still be completed. */
function firstSet(E: ZxEngine, cards: readonly CardId[], k: number, colours: readonly Colour[]): CardId[] | null {
  if (cards.length < k) return null;
  const chosen: CardId[] = [];
  for (let i = 0; i < cards.length && chosen.length < k; i++) {
    const rest = cards.slice(i + 1);
    const withIt = [...chosen, cards[i]!];
    const need = extraNeeded(E, colours, withIt, rest);
    if (need <= k - withIt.length && rest.length >= k - withIt.length) chosen.push(cards[i]!);
  }
  return chosen.length === k && meetsColours(E, colours, chosen) ? chosen : null;
}

/** A `pay` list read against his Resource: distinct ids of his Reboot Resource cards, or why not. */
function readPay(E: ZxEngine, player: PlayerId, pay: unknown, rule: string): CardId[] | string {
  if (!Array.isArray(pay) || pay.some((x) => typeof x !== "string")) return `${rule} pay is a list of Resource cards`;
  const seen = new Set<string>();
  for (const id of pay as string[]) {
    const c = E.state.cards[id];
    if (!c || c.owner !== player || c.zone !== "resource") return `${rule} ${c ? c.name : id} is not in ${player}'s Resource`;
    if (c.sleep) return `${rule} ${c.name} in ${player}'s Resource is in Sleep state and can't pay`;
    if (seen.has(id)) return `${rule} ${c.name} is named twice in pay`;
    seen.add(id);
  }
  return pay as string[];
}

/** ZX-601.1-601.3, ZX-601.6: the Resource cards that pay a card's cost plus `extra` more cards. */
export function cardPayment(E: ZxEngine, player: PlayerId, card: CardId, extra: number, pay?: unknown): CardId[] | { error: string } {
  const def = defOf(E, card);
  const cost = def.cost ?? 0;
  // ZX-601.3 (C-26): a cost of 0 has no colour requirement; ZX-203.3 nor has a colorless card.
  const colours = cost === 0 ? [] : def.colours;
  const total = cost + extra;
  const name = cardOf(E, card).name;
  if (pay !== undefined) {
    const list = readPay(E, player, pay, "ZX-601.1");
    if (typeof list === "string") return { error: list };
    if (list.length !== total) return { error: `ZX-601.1 ${name} costs ${total} (${cost}${extra ? ` and ${extra} extra` : ""}): pay names ${list.length} card(s)` };
    if (!meetsColours(E, colours, list)) return { error: `ZX-601.2 the cards slept for ${name} must include ${colourList(colours)}, a different card for each` };
    return list;
  }
  const reboot = rebootResource(E, player);
  if (reboot.length < cost) return { error: `ZX-601.1 ${name} costs ${cost}: ${player} has ${reboot.length} Reboot card(s) in Resource` };
  const set = firstSet(E, reboot, cost, colours);
  if (!set) return { error: `ZX-601.2 the cards slept for ${name} must include ${colourList(colours)}, a different card for each` };
  if (extra === 0) return set;
  const more = firstSet(E, reboot, total, colours);
  if (!more) return { error: `ZX-601.6 ${extra} extra card(s) for ${name}: ${player} has ${reboot.length} Reboot card(s) in Resource, ${total} needed` };
  return more;
}

function colourList(colours: readonly Colour[]): string {
  return colours.length ? colours.map((c) => `a ${c[0]!.toUpperCase()}${c.slice(1)} card`).join(" and ") : "nothing in particular";
}

/** What paying a <Cost> (ZX-601.4) and its additional cost (ZX-601.6) takes. */
export interface AbilityPayment {
  sleepSelf: boolean;
  resource: CardId[];
  discard: number;
  charge: number;
}

/** ZX-601.4: a <Cost>'s items in the written order, each checked against what the earlier ones
 *  took; then `extra` Reboot Resource cards for the additional cost (ZX-601.6). */
export function abilityPayment(E: ZxEngine, player: PlayerId, source: CardId, items: readonly CostItem[], extra: number, pay?: unknown): AbilityPayment | { error: string } {
  const src = cardOf(E, source);
  const out: AbilityPayment = { sleepSelf: false, resource: [], discard: 0, charge: 0 };
  const zones = playerOf(E, player).zones;
  const free = rebootResource(E, player);
  const resourceItems = items.filter((i): i is Extract<CostItem, { item: "sleepResource" }> => i.item === "sleepResource");
  const resourceTotal = resourceItems.reduce((n, i) => n + i.n, 0) + extra;
  let given: CardId[] | null = null;
  if (pay !== undefined) {
    const list = readPay(E, player, pay, "ZX-601.4");
    if (typeof list === "string") return { error: list };
    if (list.length !== resourceTotal) return { error: `ZX-601.4 the <Cost> and extra cost of ${src.name} sleep ${resourceTotal} Resource card(s): pay names ${list.length}` };
    given = list;
  }
  // The Resource items take their cards first, the coloured ones before the others, so a card of
  // a colour is not spent on an item of any colour while another card would do.
  let pool = given ?? free;
  const taken = new Map<number, CardId[]>();
  let failed = -1;
  const order = items.map((it, i) => ({ it, i })).filter(({ it }) => it.item === "sleepResource");
  order.sort((a, b) => Number((b.it as { colour?: Colour }).colour !== undefined) - Number((a.it as { colour?: Colour }).colour !== undefined) || a.i - b.i);
  for (const { it, i } of order) {
    const item = it as Extract<CostItem, { item: "sleepResource" }>;
    const fits = pool.filter((id) => item.colour === undefined || defOf(E, id).colours.includes(item.colour));
    if (fits.length < item.n) {
      if (failed < 0 || i < failed) failed = i;
      continue;
    }
    const take = fits.slice(0, item.n);
    taken.set(i, take);
    pool = pool.filter((id) => !take.includes(id));
  }
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    switch (item.item) {
      case "sleepSelf":
        if (!(src.zone === "square" || src.zone === "player")) return { error: `ZX-601.4 [Sleep]: ${src.name} is not on the Square` };
        if (src.sleep) return { error: `ZX-601.4 [Sleep]: ${src.name} is already in Sleep state` };
        out.sleepSelf = true;
        break;
      case "sleepResource":
        if (i === failed) {
          const what = `${item.n} ${item.colour ? `${item.colour} ` : ""}Reboot card(s)`;
          return { error: `ZX-601.4 Sleep ${item.n} ${item.colour ? `${item.colour} ` : ""}card(s) in your Resource: ${given ? "pay names" : `${player} has`} fewer than ${what}` };
        }
        out.resource.push(...taken.get(i)!);
        break;
      case "discard": {
        const n = zones.hand.filter((id) => id !== source).length;
        if (n < item.n + out.discard) return { error: `ZX-601.4 Discard ${item.n}: ${player} has ${n} other card(s) in hand` };
        out.discard += item.n;
        break;
      }
      case "chargeToTrash": {
        const n = zones.charge.filter((id) => id !== source).length;
        if (n < item.n + out.charge) return { error: `ZX-601.4 Put ${item.n} card(s) from your Charge into your Trash: ${player} has ${n} in his Charge` };
        out.charge += item.n;
        break;
      }
    }
  }
  if (extra > 0) {
    if (pool.length < extra) return { error: `ZX-601.6 ${extra} extra Resource card(s): ${given ? "pay names" : `${player} has`} only ${pool.length} more Reboot card(s)` };
    out.resource.push(...pool.slice(0, extra));
  }
  return out;
}
