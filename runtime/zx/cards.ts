// The engine context and card lookups: the state holds names, the library the definitions.
import type { CoreEngine } from "../core/rules.ts";
import type { Ability, ZxCardDefinition } from "./abilities.ts";
import { playerSquare } from "./square.ts";
import type { CardId, PlayerId, SquareId, ZxCardState, ZxPlayerState, ZxState } from "./types.ts";

/** What every Z/X engine function works on: the state, the library, and indexes of the cards whose
 *  abilities reach beyond a single event (fixed for a game: cards are never created). */
export interface ZxEngine extends CoreEngine<ZxState> {
  state: ZxState;
  lib: Record<string, ZxCardDefinition>;
  idx: CardIndex;
  /** While a Z/X played from the hand appears (actions.ts): that card, for "When this card is
   *  played from your hand" (the event itself doesn't say where the card came from). */
  playingFromHand?: CardId | null;
}

export interface CardIndex {
  /** Cards with a continuous [Always] ability (ZX-608.1): Power is read through them. */
  statics: CardId[];
  /** Cards with a [Special] ability (ZX-609). */
  specials: CardId[];
  /** Cards with an "At the end of your turn" ability (ZX-506.1 step 1). */
  endOfTurn: CardId[];
  /** Cards with an "At the start of (your opponent's / your) turn" ability (ZX-501). */
  startOfTurn: CardId[];
}

export function buildIndex(s: ZxState, lib: Record<string, ZxCardDefinition>): CardIndex {
  const idx: CardIndex = { statics: [], specials: [], endOfTurn: [], startOfTurn: [] };
  for (const id of Object.keys(s.cards)) {
    const abilities = lib[s.cards[id]!.name]?.abilities ?? [];
    if (abilities.some(isContinuous)) idx.statics.push(id);
    if (abilities.some((a) => a.kind === "special")) idx.specials.push(id);
    if (abilities.some((a) => a.kind === "auto" && a.trigger.on === "endOfTurn")) idx.endOfTurn.push(id);
    if (abilities.some((a) => a.kind === "auto" && (a.trigger.on === "startOfTurn" || a.trigger.on === "startOfOpponentsTurn"))) idx.startOfTurn.push(id);
  }
  return idx;
}

export const isContinuous = (a: Ability): boolean => a.kind === "always" && !a.appearsFromLife;

export function defOf(E: ZxEngine, card: CardId | ZxCardState): ZxCardDefinition {
  const c = typeof card === "string" ? E.state.cards[card]! : card;
  const def = E.lib[c.name];
  if (!def) throw new Error(`no card definition named "${c.name}" in the library`);
  return def;
}

export function cardOf(E: ZxEngine, id: CardId): ZxCardState {
  const c = E.state.cards[id];
  if (!c) throw new Error(`there is no card "${id}"`);
  return c;
}

export function playerOf(E: { state: ZxState }, id: PlayerId): ZxPlayerState {
  const p = E.state.players.find((x) => x.id === id);
  if (!p) throw new Error(`there is no player "${id}"`);
  return p;
}

/** ZX-100.2: the other player (two players, ZX-100.1). */
export function opponentOf(E: { state: ZxState }, id: PlayerId): PlayerId {
  const p = E.state.players.find((x) => x.id !== id);
  return p ? p.id : id;
}

/** ZX-206.2 (C-08): the controller of a card is its owner in version 1. */
export function controllerOf(E: ZxEngine, id: CardId): PlayerId {
  return cardOf(E, id).owner;
}

export function playerSquareOf(E: { state: ZxState }, player: PlayerId): SquareId {
  return playerSquare(playerOf(E, player).seat);
}

/** The square a card on the Square is on (a Player card: its owner's Player Square), else null. */
export function squareOfCard(E: ZxEngine, id: CardId): SquareId | null {
  const c = cardOf(E, id);
  if (c.zone === "square") return c.at;
  if (c.zone === "player") return playerSquareOf(E, c.owner);
  return null;
}

/** The Z/X on a square, if any (ZX-303.4: at most one). */
export function zxAt(E: ZxEngine, sq: SquareId): CardId | null {
  for (const p of E.state.players) for (const id of p.zones.square) if (E.state.cards[id]!.at === sq) return id;
  return null;
}

export const isZxDef = (d: ZxCardDefinition): boolean => d.type === "zx";
export const isEventDef = (d: ZxCardDefinition): boolean => d.type === "event";
export const isPlayerDef = (d: ZxCardDefinition): boolean => d.type === "player";
export const hasIgnition = (d: ZxCardDefinition): boolean => d.icons.includes("ignition");

/** Every Z/X on the Square, seat 1's first, each in arrival order. */
export function zxOnSquare(E: ZxEngine): CardId[] {
  const out: CardId[] = [];
  for (const p of E.state.players) out.push(...p.zones.square);
  return out;
}
