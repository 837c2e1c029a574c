// Cards between zones (ZX-301, ZX-311): moving, the Square's placement rules (ZX-602.2), leaving
// the Square and destruction (ZX-205.3), Resource's state rule (ZX-306.2), sleeping and rebooting
// (ZX-305.3), shuffling and the deck refresh (ZX-803).
import { shuffled } from "../core/rng.ts";
import type { Colour } from "./abilities.ts";
import { cardOf, defOf, opponentOf, playerOf, playerSquareOf, zxAt, type ZxEngine } from "./cards.ts";
import { emit } from "./events.ts";
import { abilityWorks } from "./power.ts";
import { SQUARES } from "./square.ts";
import type { CardId, PlayerId, SquareId, ZoneName } from "./types.ts";

/** Moves a card to its owner's zone of that name (ZX-311.1, C-18); a new object (ZX-206.3). A deck
 *  that this empties is refreshed at once (ZX-803.1). */
export function moveCard(E: ZxEngine, id: CardId, to: ZoneName, opts: { at?: SquareId; top?: boolean; sleep?: boolean } = {}): void {
  const c = cardOf(E, id);
  const fromZone = c.zone;
  emit(E, {
    type: "cardMoved",
    card: id,
    from: { player: c.owner, zone: c.zone },
    to: { player: c.owner, zone: to },
    ...(opts.at !== undefined ? { at: opts.at } : {}),
    ...(opts.top ? { top: true } : {}),
    ...(opts.sleep ? { sleep: true } : {}),
  });
  if (fromZone === "deck" && to !== "deck" && playerOf(E, c.owner).zones.deck.length === 0) refreshDeck(E, c.owner);
}

/** ZX-803.1: (a) the Trash, shuffled, becomes the deck; (b) one Life card, his choice, goes to his
 *  Charge (a task, so it can ask; it comes before anything else). With an empty Trash the deck stays
 *  empty and (b) still happens (ZX-803.3, C-50). */
export function refreshDeck(E: ZxEngine, player: PlayerId): void {
  const rng = E.state.rng.slice();
  const deck = shuffled(rng, playerOf(E, player).zones.trash);
  emit(E, { type: "deckRefreshed", player, deck, rng });
  E.state.agenda.push({ t: "refreshLife", player, answer: null });
}

export function shuffleDeck(E: ZxEngine, player: PlayerId): void {
  const rng = E.state.rng.slice();
  const deck = shuffled(rng, playerOf(E, player).zones.deck);
  emit(E, { type: "shuffled", player, deck, rng });
}

/** ZX-305.3: sleeping a card in Sleep or rebooting one in Reboot does nothing. */
export function setSleep(E: ZxEngine, id: CardId, sleep: boolean): void {
  if (cardOf(E, id).sleep !== sleep) emit(E, { type: "slept", card: id, sleep });
}

/** ZX-306.2 (C-16): a multicolour card enters Resource in Sleep unless each of its colours is
 *  already the colour of a card there; otherwise in Reboot (ZX-305.2). */
export function putIntoResource(E: ZxEngine, id: CardId): void {
  const c = cardOf(E, id);
  const colours = defOf(E, c).colours;
  let sleep = false;
  if (colours.length >= 2) {
    const have = new Set<Colour>();
    for (const r of playerOf(E, c.owner).zones.resource) for (const col of defOf(E, r).colours) have.add(col);
    sleep = !colours.every((col) => have.has(col));
  }
  moveCard(E, id, "resource", { sleep });
}

/** A Z/X leaves the Square for its owner's zone (not destroyed): its Power changes end with it
 *  (ZX-206.3, C-44). */
export function leaveSquare(E: ZxEngine, id: CardId, to: ZoneName): void {
  const c = cardOf(E, id);
  if (c.zone !== "square") return;
  for (const m of [...E.state.mods]) if (m.target === id) emit(E, { type: "modRemoved", id: m.id });
  moveCard(E, id, to);
}

/** ZX-205.3: destroyed Z/X go from the Square into their owners' Charge, all at the same time
 *  (ZX-802a); "When this card is destroyed" is judged just before they leave (ZX-607.2). */
export function destroyCards(E: ZxEngine, ids: readonly CardId[]): void {
  const live = [...new Set(ids)].filter((id) => E.state.cards[id]?.zone === "square");
  const triggering = live.map((id) => ({
    id,
    abilities: defOf(E, id)
      .abilities.map((a, i) => ({ a, i }))
      .filter(({ a }) => a.kind === "auto" && a.trigger.on === "isDestroyed" && abilityWorks(E, id, a))
      .map(({ i }) => i),
  }));
  for (const id of live) leaveSquare(E, id, "charge");
  for (const t of triggering) emit(E, { type: "isDestroyed", card: t.id, obj: cardOf(E, t.id).obj, abilities: t.abilities });
}

/** ZX-602.2: the squares where `player` may put a Z/X: not one holding an opponent's Z/X (a), not
 *  the opponent's Player Square (b), not one holding his own Z/X in Sleep (c). */
export function squareError(E: ZxEngine, player: PlayerId, sq: SquareId): string | null {
  const there = zxAt(E, sq);
  if (there !== null && E.state.cards[there]!.owner !== player) return `ZX-602.2a ${sq} holds ${E.state.cards[there]!.name} of ${E.state.cards[there]!.owner}`;
  if (sq === playerSquareOf(E, opponentOf(E, player))) return `ZX-602.2b ${sq} is ${opponentOf(E, player)}'s Player Square`;
  if (there !== null && E.state.cards[there]!.sleep) return `ZX-602.2c ${sq} holds ${player}'s ${E.state.cards[there]!.name} in Sleep state`;
  return null;
}

export function legalSquares(E: ZxEngine, player: PlayerId): SquareId[] {
  return SQUARES.filter((sq) => squareError(E, player, sq) === null);
}

/** ZX-602.1-602.3: puts a Z/X onto a legal square in Reboot state; his own Reboot Z/X there goes to
 *  its owner's Trash just before (ZX-602.2d, not destroyed). The caller says it appears. */
export function placeZx(E: ZxEngine, id: CardId, sq: SquareId): void {
  const there = zxAt(E, sq);
  if (there !== null && there !== id) leaveSquare(E, there, "trash");
  moveCard(E, id, "square", { at: sq });
}
