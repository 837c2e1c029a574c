// Card definitions as the engine reads them: the kind of a card (400), and lookups by name into
// the card library passed to the game (the state only holds names).
import { getOwn } from "../core/own.ts";
import type { CoreEngine } from "../core/rules.ts";
import type { CardDefinition, Filter } from "./abilities.ts";
import type { CompiledBoard } from "./board.ts";
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

/** Whether card `id` is what `filter` describes, seen from player `you`. */
export function matchesFilter(E: Engine, id: CardId, f: Filter, you: PlayerId): boolean {
  const c = getOwn(E.state.cards, id);
  if (!c) return false;
  const d = defOf(E, c);
  if (f.kind === "card") {
    if (c.zone === "play" || c.zone === "cast") return false;
    if (f.zone && c.zone !== f.zone) return false;
    if (!cardTypeMatches(f.cardType, d)) return false;
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
  return true;
}

/** The card `id` of a game state; a missing one is an engine fault ("there is no card"), raised
 *  here rather than as a TypeError further on. */
export function cardIn(s: { readonly cards: Readonly<Record<CardId, CardState>> }, id: CardId): CardState {
  const c = Object.hasOwn(s.cards, id) ? s.cards[id] : undefined; // an id such as "__proto__" is no card
  if (c === undefined) throw new Error(`there is no card "${id}"`);
  return c;
}
