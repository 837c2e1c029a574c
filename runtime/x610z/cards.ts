// Card definitions as the engine reads them: the kind of a card (400), and lookups by name into
// the card library passed to the game (the state only holds names).
import { getOwn } from "../core/own.ts";
import type { CoreEngine } from "../core/rules.ts";
import type { CardDefinition, Filter, Stats } from "./abilities.ts";
import { isEndingDot, isNoAttackDot, isStartingDot, type CompiledBoard } from "./board.ts";
import type { CardId, CardState, GameEvent, GameState, PlayerId } from "./types.ts";

/** What every engine function works on: the state plus the data it refers to by name. */
export interface Engine extends CoreEngine<GameState> {
  state: GameState;
  lib: Record<string, CardDefinition>;
  /** The board, compiled once (runtime/board.ts); its data is board.data. */
  board: CompiledBoard;
}

export function defOf(E: Engine, card: CardId | CardState): CardDefinition {
  const c = typeof card === "string" ? E.state.cards[card]! : card;
  const def = getOwn(E.lib, c.name);
  if (!def) throw new Error(`no card definition named "${c.name}" in the library`);
  return def;
}

export const isLifeBaseDef = (d: CardDefinition): boolean => d.type === "Life Base Card" || d.class === "Life Base";
export const isSummonDef = (d: CardDefinition): boolean => d.type === "Summon Card" || isLifeBaseDef(d);
export const isCrystalDef = (d: CardDefinition): boolean => d.type === "Energy Crystal Card";
/** 400.2: every card type with the word Effect in it is an Effect Card (glossary "Effect Card"). */
export const isEffectDef = (d: CardDefinition): boolean => d.type.includes("Effect");

/** A card-type filter ("Summon Card", "Effect Card") against a card's type; "Effect Card" names the
 *  whole kind (glossary: "Any card type that has the word effect in it"). */
export function cardTypeMatches(filterType: string | null | undefined, d: CardDefinition): boolean {
  if (!filterType) return true;
  if (filterType === d.type) return true;
  if (filterType === "Effect Card") return isEffectDef(d);
  if (filterType === "Summon Card") return isSummonDef(d) && !isLifeBaseDef(d);
  return false;
}

/** 107.3a, LANGUAGE.md 3: "you" of a card's abilities: the caster of a cast card or permanent
 *  Effect (also after 208.2 moved its control), the controller of a summon or crystal. */
export function youOf(E: Engine, id: CardId): string {
  const c = E.state.cards[id]!;
  if (isEffectDef(defOf(E, c)) && c.caster) return c.caster;
  return c.controller;
}

/** The card an event is about, for `self`, `fixed` and `any` subjects. */
export function subjectOf(ev: GameEvent): CardId | null {
  switch (ev.type) {
    case "attacks":
    case "moves":
    case "isCast":
    case "isDestroyed":
    case "destroysSummon":
    case "comesIntoPlay":
    case "leavesPlay":
    case "isDealtDamage":
      return ev.card;
    default:
      return null;
  }
}

/** 104.2: any other player, except teammates in a Team Player Game (104.2b). */
export function isOpponent(E: Engine, a: PlayerId, b: PlayerId): boolean {
  if (a === b) return false;
  const pa = E.state.players.find((p) => p.id === a);
  const pb = E.state.players.find((p) => p.id === b);
  if (pb?.out) return false; // 106.1 out of the game
  if (pa?.team && pb?.team && pa.team === pb.team) return false;
  return true;
}

/** How many times a filter's `state` was asked (206.1d): the lethal-damage check (damage.ts) skips
 *  after a permanentState event only when its last run asked none. */
export const filterReads = { state: 0 };

/** What a filter may need beyond the card: the ability's source ("other"), and total stats (a stat
 *  comparison; continuous.ts owns them, so callers that read stats pass its effectiveStats). */
export interface FilterLook {
  source?: CardId;
  stats?: (id: CardId) => Stats;
}

/** Whether card `id` is what `filter` describes, seen from player `you`. */
export function matchesFilter(E: Engine, id: CardId, f: Filter, you: PlayerId, look: FilterLook = {}): boolean {
  const c = getOwn(E.state.cards, id);
  if (!c) return false;
  const d = defOf(E, c);
  if (f.kind === "card") {
    if (c.zone === "play" || c.zone === "cast") return false;
    if (f.zone && c.zone !== f.zone) return false;
    if (!cardTypeMatches(f.cardType, d)) return false;
    if (f.class && d.class !== f.class) return false; // 402.2 a card of a class (`a Dragon Summon Card`)
    if (f.zoneOwner === "you" && c.owner !== you) return false;
    if (f.zoneOwner === "opponent" && !isOpponent(E, you, c.owner)) return false;
    return true;
  }
  if (c.zone !== "play") return false;
  if (f.kind === "summon" && !isSummonDef(d)) return false;
  if (f.kind === "crystal" && !isCrystalDef(d)) return false;
  if (f.kind === "effect" && !isEffectDef(d)) return false;
  if (f.lifeBase === true && !isLifeBaseDef(d)) return false;
  if (f.lifeBase === false && isLifeBaseDef(d)) return false;
  if (f.class && d.class !== f.class) return false;
  if (f.controller === "you" && c.controller !== you) return false;
  if (f.controller === "opponent" && !isOpponent(E, you, c.controller)) return false;
  if (f.cardType && !cardTypeMatches(f.cardType, d)) return false;
  return matchesStateFilter(E, c, f, you, look);
}

/** The parts of a filter that read a permanent's state in play: "other", "non-Dragon", activated
 *  or not, damage, a stat, the dot it stands on, what an Effect is fixed on. */
function matchesStateFilter(E: Engine, c: CardState, f: Filter, you: PlayerId, look: FilterLook): boolean {
  if (f.other && c.id === look.source) return false; // "other": all but the ability's source
  if (f.notClass !== undefined && defOf(E, c).class === f.notClass) return false; // 208.6
  if (f.state !== undefined) {
    filterReads.state++; // damage.ts: a Defense that reads a permanent's state changes with its permanentState event
    if (c.state !== f.state) return false; // 206.1d, 206.1g
  }
  if (f.minDamage !== undefined && c.damage < f.minDamage) return false; // 209.3a
  if (f.stat !== undefined) {
    // 202.6: the total (effective) stat.
    if (look.stats === undefined) throw new Error(`a filter on ${f.stat} needs the summons' stats (matchesFilter look.stats)`);
    const v = look.stats(c.id)[f.stat];
    if (f.atLeast !== undefined && v < f.atLeast) return false;
    if (f.atMost !== undefined && v > f.atMost) return false;
  }
  if (f.dot !== undefined) {
    if (c.at === null) return false;
    if (f.dot === "noAttack" && !isNoAttackDot(E.board, c.at)) return false; // 603, 601.7
    if (f.dot === "ending" && !isEndingDot(E.board, c.at)) return false; // 602
    if (f.dot === "yourStarting" && !(isStartingDot(E.board, c.at) && E.state.players.find((p) => p.id === you)?.start === c.at)) return false; // 601.4
  }
  if (f.fixedOnKind !== undefined) {
    // 207.5a: what the Effect is fixed on.
    if (c.fixedOn === null) return false;
    const on: Filter = f.fixedOnController === undefined ? { kind: f.fixedOnKind } : { kind: f.fixedOnKind, controller: f.fixedOnController };
    if (!matchesFilter(E, c.fixedOn, on, you, look)) return false;
  }
  return true;
}

/** 402.10e: whether a permanent has its abilities (an effect "loses all abilities" took them away
 *  for a while: a modification in state.mods). */
export function hasAbilities(E: Engine, id: CardId): boolean {
  return !E.state.mods.some((m) => m.op === "loseAbilities" && m.target === id);
}

/** The card `id` of a game state; a missing one is an engine fault ("there is no card"), raised
 *  here rather than as a TypeError further on. */
export function cardIn(s: { readonly cards: Readonly<Record<CardId, CardState>> }, id: CardId): CardState {
  const c = Object.hasOwn(s.cards, id) ? s.cards[id] : undefined; // an id such as "__proto__" is no card
  if (c === undefined) throw new Error(`there is no card "${id}"`);
  return c;
}
