// The person's choices, grouped by the card that acts, with keys that stay put. Every card that
// can do something gets a number (3), every action of it a letter after it (3b): a key names the
// same action for as long as that action stays legal, whatever the other players do meanwhile;
// a new card or action gets a key nobody used this turn, so a key read on the last screen never
// silently names something else. Cards that are the same to play (three Verdant Shards in hand,
// two untouched Tide Shards in play) are one entry.
//
// Every action says whether it can be paid (200.5: an action announced without its energy fails
// and the energy is lost): paid from the pool; paid after activating crystals first (the session
// does that for the person, 200.1b: activating a crystal for energy needs no priority); or not
// at all, with what it needs and what the person can make.
import type { Cost } from "../../runtime/x610z/abilities.ts";
import { costOf, crystalsFor } from "../../runtime/x610z/ai/energy-plan.ts";
import { production } from "../../runtime/x610z/continuous.ts";
import { add } from "../../runtime/x610z/energy.ts";
import type { Game } from "../../runtime/index.ts";
import type { Action, CardId, PlayerId, TargetInput } from "../../runtime/x610z/types.ts";
import { describeAction, formatCost } from "./describe.ts";
import { pawnCodes } from "./render.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

/** How an action gets paid. */
type PayPlan = { payable: true; cost: Cost; crystals: CardId[] } | { payable: false; cost: Cost; why: string };

export interface MenuItem {
  /** What the person types, e.g. "3b". */
  key: string;
  action: Action;
  /** A few words beside the card's name: "e1", "→A2", "energy M1". */
  short: string;
  /** The whole action in words. */
  long: string;
  pay: PayPlan;
}

export interface MenuGroup {
  /** The card's number, e.g. "3". */
  key: string;
  /** "Comet Drake M2 B1", "Y1 Brass Observatory", "Tide Shard ×2". */
  title: string;
  /** One card of the group (for its text). */
  card: CardId;
  items: MenuItem[];
}

export interface Menu {
  groups: MenuGroup[];
  pass: Action | null;
  concede: Action | null;
  /** A decision's options, numbered from 1 in its order (a decision is asked once). */
  answers: Array<{ key: string; action: Action; label: string }> | null;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const letterKey = (n: number): string => (n < 26 ? LETTERS[n]! : letterKey(Math.floor(n / 26) - 1) + LETTERS[n % 26]!);

/** Keys kept across decisions: a group's number and an action's letters while they stay legal. */
export class KeyTable {
  private groups = new Map<string, string>();
  private items = new Map<string, string>();
  /** Keys that named something earlier this turn and are not handed out again before the next. */
  private retired = new Set<string>();
  private turn = -1;

  /** Keys for this decision's groups and actions (group id → action ids), keeping the old ones. */
  assign(turn: number, wanted: Map<string, string[]>): { group: (g: string) => string; item: (g: string, a: string) => string } {
    if (turn !== this.turn) {
      this.turn = turn;
      this.retired.clear();
    }
    // Whatever is no longer legal gives its key up (for the next turn).
    for (const [g, key] of [...this.groups]) {
      if (!wanted.has(g)) {
        this.groups.delete(g);
        this.retired.add(key);
      }
    }
    for (const [id, key] of [...this.items]) {
      const [g, a] = splitId(id);
      if (!wanted.get(g)?.includes(a) || !this.groups.has(g)) {
        this.items.delete(id);
        this.retired.add(key);
      }
    }
    const used = new Set([...this.groups.values(), ...this.items.values()]);
    for (const [g, actions] of wanted) {
      if (!this.groups.has(g)) {
        let n = 1;
        while (used.has(String(n)) || this.retired.has(String(n))) n++;
        this.groups.set(g, String(n));
        used.add(String(n));
      }
      const gk = this.groups.get(g)!;
      for (const a of actions) {
        const id = `${g}\u0000${a}`;
        if (this.items.has(id)) continue;
        let i = 0;
        while (used.has(gk + letterKey(i)) || this.retired.has(gk + letterKey(i))) i++;
        this.items.set(id, gk + letterKey(i));
        used.add(gk + letterKey(i));
      }
    }
    return { group: (g) => this.groups.get(g)!, item: (g, a) => this.items.get(`${g}\u0000${a}`)! };
  }
}

const splitId = (id: string): [string, string] => {
  const i = id.indexOf("\u0000");
  return [id.slice(0, i), id.slice(i + 1)];
};

/** Which group an action's card belongs to: same-named cards in hand together; pawns each alone;
 *  other permanents by name unless something sets them apart (fixed on a card, counters). */
function groupOf(game: Game, card: CardId): string {
  const c = game.state.cards[card];
  if (!c) return `card:${card}`;
  if (c.zone === "hand") return `hand:${c.name}`;
  if (c.zone === "play" && c.at === null && c.fixedOn === null && c.counters.activation === undefined && c.counters.time === undefined) return `play:${c.name}`;
  return `card:${card}`;
}

/** An action as the person tells it apart: its card replaced by its group. */
function actionId(a: Action, group: string): string {
  const { player: _player, ...rest } = a as Action & { card?: string };
  return JSON.stringify("card" in rest ? { ...rest, card: group } : rest);
}

/** A target in a few characters: a pawn's code, else the card's name. */
function targetShort(game: Game, codes: Map<string, string>, t: TargetInput): string {
  if ("card" in t) return codes.get(t.card) ?? `${game.state.cards[t.card]?.owner ?? "?"}'s ${game.state.cards[t.card]?.name ?? t.card}`;
  if ("player" in t) return `player ${t.player}`;
  return `stack ${t.stack}`;
}

function extrasShort(a: { extra?: number | number[]; mode?: number }): string {
  const out: string[] = [];
  if (a.mode !== undefined) out.push(`mode ${a.mode + 1}`);
  const list = a.extra === undefined ? [] : Array.isArray(a.extra) ? a.extra : [a.extra];
  list.forEach((n) => n > 0 && out.push(`+extra${n > 1 ? `×${n}` : ""}`));
  return out.length ? ` ${out.join(" ")}` : "";
}

function shortOf(game: Game, codes: Map<string, string>, a: Action, sameDest: Set<string>): string {
  const targets = (list: TargetInput[] | undefined) => (list?.length ? `→${list.map((t) => targetShort(game, codes, t)).join(",")}` : "");
  switch (a.type) {
    case "cast": {
      return (targets(a.targets) || "cast") + extrasShort(a);
    }
    case "activate": {
      const long = describeAction(game, a);
      if (long.includes("for energy")) return `energy ${formatCost(production(game.engine, a.card))}`;
      return `☉${targets(a.targets)}${extrasShort(a)}`;
    }
    case "ability":
      return `ability${targets(a.targets)}${extrasShort(a)}`;
    case "move": {
      const dest = a.path[a.path.length - 1]!;
      return sameDest.has(dest) ? `→${a.path.slice(1).join("→")}` : `→${dest}`;
    }
    case "attack": {
      const t = typeof a.target === "string" ? a.target : a.target.card;
      return `attack ${codes.get(t) ?? game.state.cards[t]?.name ?? t}${a.path ? ` via ${a.path.join("→")}` : ""}`;
    }
    default:
      return describeAction(game, a);
  }
}

/** What the person could make now: the pool and every crystal he may activate for energy. */
function potentialEnergy(game: Game, crystals: readonly CardId[], player: PlayerId): Cost {
  let have = game.pool(player);
  for (const id of crystals) have = add(have, production(game.engine, id));
  return have;
}

/** How `a` gets paid, given the crystals the person may activate for energy now. */
function payPlan(game: Game, player: PlayerId, a: Action, crystals: readonly CardId[]): PayPlan {
  const cost = costOf(game.engine, a);
  const checked = game.check(a);
  if (checked.ok && checked.fullyPaid) return { payable: true, cost, crystals: [] };
  if (!checked.ok) return { payable: false, cost, why: checked.error };
  const plan = crystalsFor(game.engine, player, cost, crystals);
  if (plan) return { payable: true, cost, crystals: plan };
  const have = potentialEnergy(game, crystals, player);
  return { payable: false, cost, why: `needs ${formatCost(cost)}, you have ${Object.keys(have).length ? formatCost(have) : "nothing"} (200.5)` };
}

/** Crystals the person may activate for their energy now. */
export function energyCrystals(game: Game, legal: readonly Action[]): CardId[] {
  return legal.filter((a) => a.type === "activate" && describeAction(game, a).includes("for energy")).map((a) => (a as { card: CardId }).card);
}

/** The menu for `player` now, keys from `table`. */
export function buildMenu(game: Game, player: PlayerId, table: KeyTable): Menu {
  const legal = game.legalActions(player);
  const pass = legal.find((a) => a.type === "pass") ?? null;
  const concede = legal.find((a) => a.type === "concede") ?? null;
  if (game.pending()?.player === player) {
    const answers = legal.filter((a) => a.type === "answer").map((a, i) => ({ key: String(i + 1), action: a, label: describeAction(game, a).replace(/^answer: /, "") }));
    return { groups: [], pass, concede, answers };
  }
  const crystals = energyCrystals(game, legal);
  const codes = pawnCodes(game);
  // Grouped, identical actions of interchangeable cards once.
  const byGroup = new Map<string, Array<{ id: string; action: Action; copies: Set<CardId> }>>();
  for (const a of legal) {
    if (a.type === "pass" || a.type === "concede" || a.type === "answer") continue;
    const g = groupOf(game, a.card);
    const id = actionId(a, g);
    const list = byGroup.get(g) ?? [];
    const same = list.find((x) => x.id === id);
    if (same) same.copies.add(a.card);
    else list.push({ id, action: a, copies: new Set([a.card]) });
    byGroup.set(g, list);
  }
  const keys = table.assign(game.turn().number, new Map([...byGroup].map(([g, list]) => [g, list.map((x) => x.id)])));
  const groups: MenuGroup[] = [];
  for (const [g, list] of byGroup) {
    const card = list[0]!.action as Action & { card: CardId };
    const c = cardIn(game.state, card.card);
    const def = game.engine.lib[c.name]!;
    const copies = new Set(list.flatMap((x) => [...x.copies])).size;
    let title: string;
    if (c.zone === "hand") title = `${c.name}${Object.keys(def.cost).length ? ` ${formatCost(def.cost)}` : ""}${copies > 1 ? ` ×${copies}` : ""}`;
    else if (codes.has(c.id)) title = `${codes.get(c.id)} ${c.name}`;
    else title = `${c.name}${copies > 1 ? ` ×${copies}` : ""}`;
    // Moves to the same dot by different paths show their paths.
    const dests = new Map<string, number>();
    for (const x of list) if (x.action.type === "move") dests.set(x.action.path.at(-1)!, (dests.get(x.action.path.at(-1)!) ?? 0) + 1);
    const sameDest = new Set([...dests].filter(([, n]) => n > 1).map(([d]) => d));
    const items = list.map((x) => ({
      key: keys.item(g, x.id),
      action: x.action,
      short: shortOf(game, codes, x.action, sameDest),
      long: describeAction(game, x.action),
      pay: payPlan(game, player, x.action, crystals),
    }));
    items.sort((a, b) => keyOrder(a.key, b.key));
    groups.push({ key: keys.group(g), title, card: c.id, items });
  }
  groups.sort((a, b) => Number(a.key) - Number(b.key));
  return { groups, pass, concede, answers: null };
}

/** Keys in the order they were handed out: 3a < 3b < 3z < 3aa. */
function keyOrder(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The item a key names, if any. */
export function findItem(menu: Menu, key: string): { group: MenuGroup; item: MenuItem } | null {
  for (const group of menu.groups) for (const item of group.items) if (item.key === key) return { group, item };
  return null;
}
