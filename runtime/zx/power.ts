// What is true now, read from the state: Power with its changes (ZX-205.1, ZX-608.1, ZX-612.4),
// where an ability works (ZX-605.2 <Valid>, ZX-605.3 <Player>), the qualifiers of a Z/X phrase
// (LANGUAGE-ZX 4.14) and the conditions' view of the game (4.16).
import type { Ability, EffectCtx, ObjectRef, RulesView, ValidZone, ZxFilter } from "./abilities.ts";
import { continuousPower } from "./abilities.ts";
import { cardOf, controllerOf, defOf, isContinuous, opponentOf, playerOf, playerSquareOf, squareOfCard, type ZxEngine } from "./cards.ts";
import { adjacent, isNormalSquare } from "./square.ts";
import type { CardId, PlayerId, ZxCardState } from "./types.ts";

/** ZX-605.2 (C-61): whether a card is in the zone an ability names. The Square holds Z/X and the
 *  Player cards (ZX-303.2). */
export function inValidZone(c: ZxCardState, valid: ValidZone): boolean {
  switch (valid) {
    case "all":
      return true;
    case "square":
      return c.zone === "square" || c.zone === "player";
    default:
      return c.zone === valid;
  }
}

/** ZX-605.3 (C-36): `<Player> NAME` holds while the player has on the Square a Player card whose
 *  player name or card name is NAME, or a card named NAME. */
function playerConditionHolds(E: ZxEngine, player: PlayerId, name: string | undefined): boolean {
  if (name === undefined) return true;
  const zones = playerOf(E, player).zones;
  for (const id of zones.player) {
    const d = defOf(E, id);
    if (d.name === name || d.playerName === name) return true;
  }
  return zones.square.some((id) => E.state.cards[id]!.name === name);
}

/** Whether an ability of this card works now: its card in its <Valid> zone, its <Player> held. */
export function abilityWorks(E: ZxEngine, card: CardId, a: Exclude<Ability, { kind: "event" }>): boolean {
  const c = cardOf(E, card);
  return inValidZone(c, a.valid) && playerConditionHolds(E, controllerOf(E, card), a.player);
}

/** ZX-205.1: printed Power, the Power changes in force, never below 0 (C-07). */
export function power(E: ZxEngine, id: CardId): number {
  return Math.max(0, powerWithout(E, id) + alwaysPower(E, id));
}

/** Printed Power and the changes Auto, Boot, Special and Event abilities gave (modifiers), without
 *  the [Always] abilities: what "with Power N or less" reads inside an [Always] ability, so a
 *  continuous effect never depends on itself. */
function powerWithout(E: ZxEngine, id: CardId): number {
  const c = cardOf(E, id);
  let n = defOf(E, c).power ?? 0;
  for (const m of E.state.mods) if (m.target === id && m.obj === c.obj) n += m.delta;
  return n;
}

/** ZX-608.1: what every [Always] ability in force gives this Z/X. */
function alwaysPower(E: ZxEngine, id: CardId): number {
  const c = cardOf(E, id);
  if (c.zone !== "square") return 0;
  let n = 0;
  for (const src of E.idx.statics) {
    for (const a of defOf(E, src).abilities) {
      if (!isContinuous(a) || a.kind !== "always" || !abilityWorks(E, src, a)) continue;
      n += continuousPower(viewFor(E, true), a.effects, { you: controllerOf(E, src), source: src, targets: [] }, id);
    }
  }
  return n;
}

/** LANGUAGE-ZX 4.14: whether a Z/X on the Square matches a phrase's qualifiers, for the ability of
 *  `source` controlled by `you`. `continuous`: read inside an [Always] (Power without [Always]). */
export function matchesFilter(E: ZxEngine, id: CardId, f: ZxFilter, you: PlayerId, source: CardId, continuous = false): boolean {
  const c = E.state.cards[id];
  if (!c || c.zone !== "square" || c.at === null) return false;
  if (f.maxCost !== undefined && (defOf(E, c).cost ?? 0) > f.maxCost) return false;
  if (f.controller === "you" && c.owner !== you) return false;
  if (f.controller === "opponent" && c.owner === you) return false;
  if (f.place === "normal" && !isNormalSquare(c.at)) return false;
  if (f.place === "ownPlayerSquare" && c.at !== playerSquareOf(E, you)) return false;
  if (f.place === "adjacentToSelf") {
    const at = squareOfCard(E, source);
    if (at === null || !adjacent(at, c.at)) return false;
  }
  if (f.maxPower !== undefined && (continuous ? Math.max(0, powerWithout(E, id)) : power(E, id)) > f.maxPower) return false;
  return true;
}

/** The game as conditions and continuous effects read it (abilities.ts RulesView). */
export function viewFor(E: ZxEngine, continuous = false): RulesView {
  return {
    life: (p) => playerOf(E, p).zones.life.length,
    charge: (p) => playerOf(E, p).zones.charge.length,
    opponent: (p) => opponentOf(E, p),
    turnPlayer: () => E.state.turn.active,
    resource: (p) => playerOf(E, p).zones.resource.length,
    hand: (p) => playerOf(E, p).zones.hand.length,
    isSleeping: (card) => E.state.cards[card]?.sleep === true,
    onPlayerSquareOf: (card, p) => {
      const c = E.state.cards[card];
      if (!c) return false;
      return (c.zone === "square" && c.at === playerSquareOf(E, p)) || (c.zone === "player" && c.owner === p);
    },
    refersTo: (ref: ObjectRef, ctx: EffectCtx, card: string) => {
      switch (ref.ref) {
        case "self":
          return card === ctx.source;
        case "target":
          return (ctx.targets[ref.index] ?? []).some((t) => t.card === card && E.state.cards[card]?.obj === t.obj);
        case "all":
          return matchesFilter(E, card, ref.filter, ctx.you, ctx.source, continuous);
      }
    },
  };
}
