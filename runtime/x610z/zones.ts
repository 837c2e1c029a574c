// Zones (500-506): cards moving between them, entering play (504.2) and leaving it (205.3, 207.5a,
// 402.7, 210.8), destruction (210.7), shuffling (211) and drawing (212, 106.3).
import { lose } from "../core/outcomes.ts";
import { playerState } from "../core/players.ts";
import { shuffled } from "../core/rng.ts";
import { defOf, isLifeBaseDef, isSummonDef, type Engine, cardIn } from "./cards.ts";
import { emit } from "./events.ts";
import type { CardId, DotId, PlayerId, ZoneName } from "./types.ts";

/** Moves a card that is not in play between zones (hand, deck, discard, removed, cast). */
export function moveCard(E: Engine, id: CardId, to: ZoneName, opts: { top?: boolean; caster?: PlayerId | null } = {}): void {
  const c = cardIn(E.state, id);
  emit(E, {
    type: "cardMoved",
    card: id,
    from: { player: c.zone === "play" ? c.controller : c.owner, zone: c.zone },
    to: { player: c.owner, zone: to },
    ...(opts.top ? { top: true } : {}),
    controller: c.owner,
    ...(opts.caster !== undefined ? { caster: opts.caster } : {}),
  });
}

/** Puts a card into play under `controller` (504.2, 206.1b), its pawn on `at` for a summon; a
 *  permanent Effect cast on a target is fixed on it (207.5a). */
export function enterPlay(E: Engine, id: CardId, controller: PlayerId, opts: { at?: DotId | null; caster?: PlayerId | null; fixedOn?: CardId; chosenPlayer?: PlayerId | null } = {}): void {
  const c = cardIn(E.state, id);
  emit(E, {
    type: "cardMoved",
    card: id,
    from: { player: c.zone === "play" ? c.controller : c.owner, zone: c.zone },
    to: { player: controller, zone: "play" },
    controller,
    at: opts.at ?? null,
    ...(opts.caster !== undefined ? { caster: opts.caster } : {}),
  });
  if (opts.fixedOn !== undefined || opts.chosenPlayer) {
    emit(E, {
      type: "fixed",
      card: id,
      on: opts.fixedOn ?? null,
      caster: opts.caster ?? controller,
      ...(opts.chosenPlayer ? { chosenPlayer: opts.chosenPlayer } : {}),
    });
  }
  emit(E, { type: "comesIntoPlay", card: id });
}

/** A permanent leaves play (205.3: to its owner's discard pile unless stated), with what follows:
 *  402.7 the pawn goes with the card, 207.5a Effects fixed on it go to their owners' discard piles,
 *  210.8 a Life Base that leaves play makes its owner lose. */
export function leavePlay(E: Engine, id: CardId, to: ZoneName, how: { destroyed?: boolean; bottom?: boolean } = {}): void {
  const s = E.state;
  const c = cardIn(s, id);
  if (c.zone !== "play") return;
  const def = defOf(E, c);
  const controller = c.controller;
  if (how.destroyed && isSummonDef(def)) emit(E, { type: "isDestroyed", card: id, controller });
  emit(E, { type: "leavesPlay", card: id, controller });
  for (const m of s.mods.filter((m) => m.target === id)) emit(E, { type: "modRemoved", id: m.id });
  emit(E, {
    type: "cardMoved",
    card: id,
    from: { player: controller, zone: "play" },
    to: { player: c.owner, zone: to },
    // 501.1: into the deck on top, unless the effect says the bottom.
    ...(to === "deck" && how.bottom !== true ? { top: true } : {}),
    controller: c.owner,
  });
  for (const a of [...c.attached]) leavePlay(E, a, "discard");
  if (isLifeBaseDef(def)) {
    const together = goneDuring(s);
    if (together) together.push(c.owner);
    else lose(E, [c.owner], "lifeBaseLeftPlay");
  }
}

/** Per state, while one action of the rules is carried out (simultaneously): the owners of the
 *  Life Bases that left play during it, not yet losing (gathering[i] for gatheringStates[i]). A
 *  short list rather than a WeakMap: asked at every effect op, it holds one state at most but for
 *  a state changed from within another's action. */
const gatheringStates: object[] = [];
const gathering: PlayerId[][] = [];

function goneDuring(s: object): PlayerId[] | undefined {
  for (let i = gatheringStates.length - 1; i >= 0; i--) if (gatheringStates[i] === s) return gathering[i];
  return undefined;
}

/** 106.1a, 210.8: carries out `act` as one simultaneous action (one effect op on all its objects, or
 *  one lethal-damage check): the owners of all Life Bases that leave play during it lose together,
 *  at its end (every side losing at once is a draw, core/outcomes.ts), not the first one to leave
 *  alone. Nested, it joins the action around it. */
export function simultaneously<T>(E: Engine, act: () => T): T {
  const s = E.state;
  if (goneDuring(s) !== undefined) return act();
  const gone: PlayerId[] = [];
  const depth = gatheringStates.length;
  gatheringStates.push(s);
  gathering.push(gone);
  let out: T;
  try {
    out = act();
  } finally {
    gatheringStates.length = depth;
    gathering.length = depth;
  }
  if (gone.length) lose(E, gone, "lifeBaseLeftPlay");
  return out;
}

/** 210.7: a destroyed summon leaves play to its owner's discard pile. */
export function destroy(E: Engine, id: CardId, by: CardId | null = null): void {
  const c = E.state.cards[id];
  if (!c || c.zone !== "play") return;
  if (by && by !== id && E.state.cards[by]?.zone === "play" && isSummonDef(defOf(E, by)) && isSummonDef(defOf(E, c))) {
    emit(E, { type: "destroysSummon", card: by, victim: id });
  }
  leavePlay(E, id, "discard", { destroyed: true });
}

export function shuffleDeck(E: Engine, player: PlayerId): void {
  const rng = E.state.rng.slice();
  const deck = shuffled(rng, playerState(E, player).zones.deck);
  emit(E, { type: "shuffled", player, deck, rng });
}

/** 212.1: draws from the top; false when the deck was empty (106.3, the caller decides the loss). */
function drawCard(E: Engine, player: PlayerId): boolean {
  const top = playerState(E, player).zones.deck[0];
  if (top === undefined) return false;
  moveCard(E, top, "hand");
  // 207.4b the trigger event of "Whenever you draw a card"; only while such a trigger listens, so
  // a game without one logs what it always did.
  if (E.state.index.listeners["draws"]?.length) emit(E, { type: "draws", player, card: top });
  return true;
}

/** Draws n cards for each player; 106.3 every player who had to draw from an empty deck loses
 *  (together: 106.1a if that is everyone). */
export function drawCards(E: Engine, players: PlayerId[], n: number): boolean {
  const failed: PlayerId[] = [];
  for (const p of players) {
    for (let i = 0; i < n; i++) {
      if (!drawCard(E, p)) {
        failed.push(p);
        break;
      }
    }
  }
  if (failed.length) lose(E, failed, "emptyDeck");
  return failed.length === 0;
}
