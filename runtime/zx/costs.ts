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

/** The colour requirement as bits (one per colour of the list, ZX-601.2) and a card's colours as
 *  the bits it can fill. */
function colourMask(colours: readonly Colour[], cardColours: readonly Colour[]): number {
  let m = 0;
  for (let i = 0; i < colours.length; i++) if (cardColours.includes(colours[i]!)) m |= 1 << i;
  return m;
}

/** Cards counted by the colours of the requirement they can fill (a mask): the only thing that
 *  decides whether a colour requirement can be met, whatever the Resource holds. */
class MaskCounts {
  readonly count: number[];
  constructor(readonly bits: number) {
    this.count = new Array<number>(1 << bits).fill(0);
  }
  /** hit[U]: the cards that can fill at least one colour of U. Hall's theorem: the colours of T can
   *  each get a different card exactly when hit[U] >= |U| for every U within T. */
  hits(): number[] {
    const full = (1 << this.bits) - 1;
    let total = 0;
    for (const c of this.count) total += c;
    // Cards that fill none of U are the cards whose mask lies within the other colours.
    const within = this.count.slice();
    for (let b = 0; b < this.bits; b++) for (let m = 0; m <= full; m++) if (m & (1 << b)) within[m]! += within[m ^ (1 << b)]!;
    return within.map((_, u) => total - within[full & ~u]!);
  }
}

/** For each set T of the requirement's colours, whether its colours can each get a different card. */
function matchable(hits: readonly number[], bits: number): boolean[] {
  const ok = new Array<boolean>(1 << bits).fill(true);
  for (let t = 1; t < ok.length; t++) {
    // ok[T] = Hall's condition for T itself and for every T minus one colour (which covers all of
    // T's subsets, by induction).
    if (hits[t]! < popcount(t)) ok[t] = false;
    else for (let b = 0; b < bits; b++) if (t & (1 << b) && !ok[t ^ (1 << b)]) ok[t] = false;
  }
  return ok;
}

function popcount(n: number): number {
  let c = 0;
  for (; n; n &= n - 1) c++;
  return c;
}

/** The fewest cards of `pool` that must join `chosen` so that every colour has a different card of
 *  that colour (ZX-601.2); Infinity when none will do. Counted, never enumerated: the colours the
 *  chosen cards fill (a set S) and those left to the pool (the rest) must each be matchable, and
 *  the answer is the smallest rest; with at most five colours that is 2^5 sets, whatever the
 *  Resource holds. */
function extraNeeded(chosen: MaskCounts, pool: MaskCounts): number {
  const bits = chosen.bits;
  if (bits === 0) return 0;
  // The usual case: one colour, one card of it.
  if (bits === 1) return chosen.count[1]! > 0 ? 0 : pool.count[1]! > 0 ? 1 : Infinity;
  const inChosen = matchable(chosen.hits(), bits);
  const inPool = matchable(pool.hits(), bits);
  const full = (1 << bits) - 1;
  let best = Infinity;
  for (let s = 0; s <= full; s++) if (inChosen[s] && inPool[full ^ s]) best = Math.min(best, bits - popcount(s));
  return best;
}

function countMasks(E: ZxEngine, colours: readonly Colour[], cards: readonly CardId[]): MaskCounts {
  const m = new MaskCounts(colours.length);
  for (const id of cards) m.count[colourMask(colours, defOf(E, id).colours)]!++;
  return m;
}

/** ZX-601.2: whether these cards meet the colour requirement. */
function meetsColours(E: ZxEngine, colours: readonly Colour[], cards: readonly CardId[]): boolean {
  return extraNeeded(countMasks(E, colours, cards), new MaskCounts(colours.length)) === 0;
}

/** The first set of `k` cards of `cards` (in lexicographic order of positions) that meets the
 *  colour requirement, or null: a card is taken whenever a set with it can still be completed.
 *  The cards chosen and those still to come are kept as counts, so each card costs a constant. */
function firstSet(E: ZxEngine, cards: readonly CardId[], k: number, colours: readonly Colour[]): CardId[] | null {
  if (cards.length < k) return null;
  const chosen: CardId[] = [];
  const masks = cards.map((id) => colourMask(colours, defOf(E, id).colours));
  const have = new MaskCounts(colours.length);
  const rest = new MaskCounts(colours.length);
  for (const m of masks) rest.count[m]!++;
  for (let i = 0; i < cards.length && chosen.length < k; i++) {
    rest.count[masks[i]!]!--;
    have.count[masks[i]!]!++;
    const left = cards.length - i - 1;
    const need = extraNeeded(have, rest);
    if (need <= k - chosen.length - 1 && left >= k - chosen.length - 1) chosen.push(cards[i]!);
    else have.count[masks[i]!]!--;
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
