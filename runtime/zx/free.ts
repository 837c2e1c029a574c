// Cards played without paying their cost (ZX-601.7): in an Overdrive (ZX-504.2c) and from Life
// (ZX-704.2). A Z/X goes onto a square he chooses and appears (from Life: its "As this card
// appears from Life" abilities apply at once, ZX-608.2); an Event's side and targets are chosen and
// it resolves whatever the timing (C-22, C-48). And the Ignition itself (ZX-504.2).
import { ask, yesNo } from "../core/decisions.ts";
import type { Mode } from "./abilities.ts";
import { cardOf, defOf, hasIgnition, isZxDef, playerOf, type ZxEngine } from "./cards.ts";
import { choosePhrase, pushEffects, targetCandidates } from "./effects.ts";
import { emit } from "./events.ts";
import { abilityWorks } from "./power.ts";
import { legalSquares, moveCard, placeZx, refreshDeck } from "./zones.ts";
import type { CardId, PlayerId, SquareId, Task } from "./types.ts";

type Step = "ask" | "done" | "progress";

/** ZX-604.4, ZX-504.2d: the sides of an Event whose `target` phrases (not `up to`) all have a
 *  legal choice now. */
function playableModes(E: ZxEngine, card: CardId, player: PlayerId): number[] {
  const a = defOf(E, card).abilities.find((x) => x.kind === "event");
  if (!a || a.kind !== "event") return [];
  return a.modes.flatMap((m: Mode, i) => (m.targets.every((t) => t.upTo !== undefined || targetCandidates(E, t, player, card, []).length > 0) ? [i] : []));
}

/** Whether a revealed card with the Ignition icon can be played (ZX-504.2d): a Z/X with a legal
 *  square, an Event with a side it can be played with. */
export function canPlayFree(E: ZxEngine, card: CardId, player: PlayerId): boolean {
  const def = defOf(E, card);
  if (!hasIgnition(def)) return false;
  if (isZxDef(def)) return legalSquares(E, player).length > 0;
  if (def.type === "event") return playableModes(E, card, player).length > 0;
  return false;
}

export function pushPlayFree(E: ZxEngine, card: CardId, player: PlayerId, from: "deck" | "life"): void {
  E.state.agenda.push({ t: "playFree", card, player, from, mode: -1, targets: [], picking: null, answer: null });
}

/** One step of playing a card free. The caller sees whether it was played by where the card is. */
export function stepPlayFree(E: ZxEngine, task: Extract<Task, { t: "playFree" }>): Step {
  const def = defOf(E, task.card);
  const player = task.player;
  if (isZxDef(def)) {
    // ZX-602.2-602.3: a square legal for him, his choice (asked even with one).
    if (task.answer === null) {
      const squares = legalSquares(E, player);
      if (squares.length === 0) return "done";
      ask(E, {
        player,
        kind: "square",
        prompt: `ZX-602.2 ${player}: onto which square does ${def.name} go?`,
        options: squares.map((sq) => ({ label: sq, value: sq })),
      });
      return "ask";
    }
    const sq = task.answer as SquareId;
    task.answer = null;
    const fromLife = task.from === "life";
    placeZx(E, task.card, sq);
    // ZX-608.2: "As this card appears from Life" happens right after it is put there, before the
    // procedure goes on and before any pending ability (ZX-705.3: only from Life).
    if (fromLife) {
      const lifeAbilities = def.abilities.filter((a) => a.kind === "always" && a.appearsFromLife && abilityWorks(E, task.card, a));
      for (const a of [...lifeAbilities].reverse()) {
        if (a.kind !== "always") continue;
        pushEffects(E, a.effects, { you: player, source: task.card, targets: a.targets.map(() => null) }, a.targets);
      }
    }
    emit(E, { type: "appears", card: task.card, fromLife }); // ZX-603.1
    return "done";
  }
  const ability = def.abilities.find((a) => a.kind === "event");
  if (!ability || ability.kind !== "event") return "done";
  if (task.mode < 0) {
    // ZX-604.2: the side of its `or`, among those that can be played.
    const modes = playableModes(E, task.card, player);
    if (modes.length === 0) return "done";
    if (ability.modes.length === 1) task.mode = modes[0]!;
    else if (task.answer !== null) {
      task.mode = task.answer as number;
      task.answer = null;
    } else {
      ask(E, {
        player,
        kind: "mode",
        prompt: `ZX-604.2 ${player}: which side of ${def.name}?`,
        options: modes.map((m) => ({ label: String(m + 1), value: m })),
      });
      return "ask";
    }
    task.targets = ability.modes[task.mode]!.targets.map(() => null);
    return "progress";
  }
  const mode = ability.modes[task.mode]!;
  // ZX-611.1: its targets, as it is played.
  for (let i = 0; i < mode.targets.length; i++) {
    if (task.targets[i] != null) continue;
    if (choosePhrase(E, task, task.targets, i, mode.targets[i], player, task.card) === "ask") return "ask";
  }
  // ZX-604.3: it resolves in no zone, then goes to its owner's Trash (no additional cost,
  // ZX-601.7). Pushed before it leaves the deck, so a refresh that empties the deck comes first.
  E.state.agenda.push({ t: "eventDone", card: task.card });
  pushEffects(E, mode.effects, { you: player, source: task.card, targets: task.targets }, mode.targets);
  if (cardOf(E, task.card).zone !== "limbo") moveCard(E, task.card, "limbo");
  return "done";
}

/** ZX-504.2 b-d: after the Charge card went to the Trash, the top card is revealed; with the
 *  Ignition icon he may play it free (an Overdrive); otherwise, or if he doesn't, into his Trash. */
export function stepIgnition(E: ZxEngine, task: Extract<Task, { t: "ignition" }>): Step {
  const player = task.player;
  const deck = playerOf(E, player).zones.deck;
  if (task.step === 0) {
    // ZX-504.3, ZX-803.3: an empty deck is refreshed first; still empty, nothing is revealed.
    if (deck.length === 0) {
      if (!task.refreshed) {
        task.refreshed = true;
        refreshDeck(E, player);
        return "progress";
      }
      return "done";
    }
    task.card = deck[0]!;
    emit(E, { type: "revealed", card: task.card, from: "deck" });
    task.step = 1;
    return "progress";
  }
  const card = task.card!;
  if (task.step === 1) {
    if (!canPlayFree(E, card, player)) {
      task.step = 3;
      return "progress";
    }
    if (task.answer === null) {
      ask(E, {
        player,
        kind: "playRevealed",
        prompt: `ZX-504.2c ${player}: play ${cardOf(E, card).name} without paying its cost (Overdrive)?`,
        options: yesNo(),
      });
      return "ask";
    }
    const yes = task.answer === true;
    task.answer = null;
    task.step = yes ? 2 : 3;
    if (yes) pushPlayFree(E, card, player, "deck");
    return "progress";
  }
  if (task.step === 2) {
    // Played: it left the deck (moveCard refreshed it if that emptied it, ZX-803.2).
    if (cardOf(E, card).zone !== "deck") return "done";
    task.step = 3;
  }
  // ZX-504.2d
  if (cardOf(E, card).zone === "deck") moveCard(E, card, "trash");
  return "done";
}
