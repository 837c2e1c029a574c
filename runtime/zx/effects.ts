// The effect interpreter's game side: the EffectRuntime the effect definitions of abilities.ts run
// on, and the tasks that carry resolutions and card movements forward, waiting in the state for
// decisions (targets chosen as the sentence happens, "you may", cards to choose, deck refresh).
import { addModifier } from "../core/modifiers.ts";
import { ask, yesNo } from "../core/decisions.ts";
import type { Effect, EffectCtx, EffectRuntime, ObjectRef, TargetChoice, TargetSpec } from "./abilities.ts";
import { effectWords, runEffect, targetWords } from "./abilities.ts";
import { cardOf, opponentOf, playerOf, squareOfCard, zxOnSquare, type ZxEngine } from "./cards.ts";
import { emit } from "./events.ts";
import { matchesFilter, viewFor } from "./power.ts";
import { destroyCards, leaveSquare, moveCard, putIntoResource, refreshDeck, setSleep } from "./zones.ts";
import type { CardId, PlayerId, PowerModifier, Task } from "./types.ts";

type Step = "ask" | "done" | "progress";

/** Pushes a sentence list to resolve next with `ctx` (ZX-612.1); `specs` are the ability's target
 *  phrases, for targets not chosen yet (ZX-611.1). */
export function pushEffects(E: ZxEngine, effects: readonly Effect[], ctx: EffectCtx, specs: readonly TargetSpec[]): void {
  E.state.agenda.push({ t: "seq", effects: effects as Effect[], i: 0, ctx: copyCtx(ctx), specs: specs as TargetSpec[], picking: null, answer: null });
}

function copyCtx(ctx: EffectCtx): EffectCtx {
  return { you: ctx.you, source: ctx.source, targets: ctx.targets.map((t) => (t === null ? null : t.map((x) => ({ ...x })))) };
}

/** Cards taken from the top of a deck, one at a time (ZX-310.1, ZX-309.2, ZX-803). */
export function pushDeckTask(E: ZxEngine, player: PlayerId, to: "hand" | "life" | "resource" | "charge", n: number): void {
  if (n > 0) E.state.agenda.push({ t: "deck", player, to, left: n, refreshed: false });
}

/** The Z/X a target phrase may choose now (ZX-611.2): on the Square, matching it, not chosen for
 *  another target of the same ability. */
export function targetCandidates(E: ZxEngine, spec: TargetSpec, you: PlayerId, source: CardId, taken: ReadonlyArray<TargetChoice[] | null>): CardId[] {
  const used = new Set<string>();
  for (const t of taken) for (const x of t ?? []) used.add(x.card);
  return zxOnSquare(E).filter((id) => !used.has(id) && matchesFilter(E, id, spec.filter, you, source));
}

/** "bob/Grave Page at b3": a Z/X as decisions name it. */
function zxLabel(E: ZxEngine, id: CardId): string {
  const c = cardOf(E, id);
  const sq = squareOfCard(E, id);
  return `${c.owner}/${c.name}${sq ? ` at ${sq}` : ""}`;
}

export const choice = (E: ZxEngine, id: CardId): TargetChoice => ({ card: id, obj: cardOf(E, id).obj });

/** The EffectRuntime for a sentence of the `seq` task `task` (abilities.ts). */
function runtime(E: ZxEngine, specs: readonly TargetSpec[]): EffectRuntime {
  const view = viewFor(E);
  const objects = (ref: ObjectRef, ctx: EffectCtx): CardId[] => {
    const s = E.state;
    switch (ref.ref) {
      case "self": {
        const c = s.cards[ctx.source];
        return c && c.zone === "square" ? [ctx.source] : [];
      }
      case "target":
        // ZX-611.3: a target that left the zone it was chosen in is not affected.
        return (ctx.targets[ref.index] ?? []).filter((t) => s.cards[t.card]?.obj === t.obj && s.cards[t.card]!.zone === "square").map((t) => t.card);
      case "all":
        return zxOnSquare(E).filter((id) => matchesFilter(E, id, ref.filter, ctx.you, ctx.source));
    }
  };
  return {
    ...view,
    player: (ref, ctx) => (ref.ref === "you" ? ctx.you : opponentOf(E, ctx.you)),
    objects,
    draw: (p, n) => pushDeckTask(E, p, "hand", n),
    damage: (id, n) => {
      if (n > 0) emit(E, { type: "damaged", card: id, amount: n });
    },
    heal: (id, n) => {
      const h = Math.min(cardOf(E, id).damage, n);
      if (h > 0) emit(E, { type: "healed", card: id, amount: h });
    },
    destroy: (ids) => destroyCards(E, ids),
    leaveSquare: (id, to) => leaveSquare(E, id, to),
    topOfDeckTo: (p, zone) => pushDeckTask(E, p, zone, 1),
    modifyPower: (id, delta, duration, ctx) => addModifier<PowerModifier>(E, { op: "power", target: id, obj: cardOf(E, id).obj, you: ctx.you, duration, delta }),
    setSleep: (id, sleep) => setSleep(E, id, sleep),
    recoverLife: (p, n) => pushDeckTask(E, p, "life", n),
    mayThen: (p, effects, ctx) => {
      E.state.agenda.push({ t: "may", player: p, effects, ctx: copyCtx(ctx), specs: specs as TargetSpec[], answer: null });
    },
    pushEffects: (effects, ctx) => pushEffects(E, effects, ctx, specs),
  };
}

/** The target indexes a sentence names itself (not inside its `If` or `you may`: those are chosen
 *  when their own sentences happen, ZX-611.1). */
function ownTargets(e: Effect): number[] {
  const refs: ObjectRef[] = [];
  if ("to" in e) refs.push(e.to);
  if ("from" in e) refs.push(e.from);
  if ("what" in e) refs.push(e.what);
  return refs.flatMap((r) => (r.ref === "target" ? [r.index] : []));
}

/** One step of an effect task; "done" pops it. */
export function stepEffectTask(E: ZxEngine, task: Task): Step {
  switch (task.t) {
    case "seq": {
      if (task.i >= task.effects.length) return "done";
      const e = task.effects[task.i]!;
      for (const index of ownTargets(e)) {
        if (task.ctx.targets[index] != null) continue;
        if (choosePhrase(E, task, task.ctx.targets, index, task.specs[index], task.ctx.you, task.ctx.source) === "ask") return "ask";
      }
      task.i++;
      runEffect(runtime(E, task.specs), e, task.ctx);
      return "progress";
    }
    case "may": {
      // ZX-612.3: the player it names decides when it would happen.
      if (task.answer === null) {
        ask(E, {
          player: task.player,
          kind: "may",
          prompt: `ZX-612.3 ${task.player}: ${cardOf(E, task.ctx.source).name}: ${task.effects.map((e) => effectWords(e, { targets: task.specs })).join(" ")} Do you?`,
          options: yesNo(),
        });
        return "ask";
      }
      const yes = task.answer === true;
      task.answer = null;
      if (yes) pushEffects(E, task.effects, task.ctx, task.specs);
      return "done";
    }
    case "deck":
      return stepDeck(E, task);
    case "refreshLife": {
      // ZX-803.1b: he chooses one of his Life cards by position (asked from 2) for his Charge.
      const life = playerOf(E, task.player).zones.life;
      if (life.length === 0) return "done";
      let pick: CardId | null = life.length === 1 ? life[0]! : null;
      if (task.answer !== null) pick = task.answer as CardId;
      if (pick === null) {
        ask(E, {
          player: task.player,
          kind: "refreshLife",
          prompt: `ZX-803.1 ${task.player}: your deck was refreshed; which Life card goes to your Charge?`,
          options: life.map((id, i) => ({ label: String(i + 1), value: id })),
        });
        return "ask";
      }
      moveCard(E, pick, "charge");
      return "done";
    }
    case "trashCards": {
      if (task.answer !== null) {
        const id = task.answer as CardId;
        task.answer = null;
        task.left--;
        moveCard(E, id, "trash");
      }
      const options = playerOf(E, task.player).zones[task.zone].filter((id) => id !== task.exclude);
      if (task.left <= 0 || options.length === 0) return "done";
      ask(E, {
        player: task.player,
        kind: "cards",
        prompt: `${task.why} ${task.player}: choose a card in your ${task.zone === "hand" ? "hand" : "Charge"} to put into your Trash (${task.left} to go)`,
        options: options.map((id) => ({ label: cardOf(E, id).name, value: id })),
      });
      return "ask";
    }
    case "eventDone": {
      // ZX-604.3: after its ability resolved the Event goes to its owner's Trash.
      if (cardOf(E, task.card).zone === "limbo") moveCard(E, task.card, "trash");
      return "done";
    }
    default:
      throw new Error(`not an effect task: ${task.t}`);
  }
}

/** ZX-611.1-611.4: the controller chooses a target as the sentence naming it happens (or as a free
 *  Event is played); `up to N` asks again until N are chosen or he answers none (asked only when a
 *  card is legal); a target with no legal choice is not asked and its effects do nothing. */
export function choosePhrase(
  E: ZxEngine,
  holder: { picking: { index: number; cards: TargetChoice[] } | null; answer: unknown },
  targets: Array<TargetChoice[] | null>,
  index: number,
  spec: TargetSpec | undefined,
  you: PlayerId,
  source: CardId,
): "chosen" | "ask" {
  if (!spec) {
    targets[index] = [];
    return "chosen";
  }
  const picked = holder.picking?.index === index ? holder.picking.cards : [];
  if (holder.answer !== null) {
    const a = holder.answer;
    holder.answer = null;
    if (a === "none") {
      targets[index] = picked;
      holder.picking = null;
      return "chosen";
    }
    picked.push(choice(E, a as CardId));
    holder.picking = { index, cards: picked };
  }
  const limit = spec.upTo ?? 1;
  const options = targetCandidates(E, spec, you, source, [...targets, picked]);
  if (picked.length >= limit || options.length === 0) {
    targets[index] = picked;
    holder.picking = null;
    return "chosen";
  }
  ask(E, {
    player: you,
    kind: "target",
    prompt: `ZX-611 ${you}: ${cardOf(E, source).name}: choose ${targetWords(spec)}${spec.upTo !== undefined ? ` (${picked.length} of ${spec.upTo} chosen)` : ""}`,
    options: [...options.map((id) => ({ label: zxLabel(E, id), value: id })), ...(spec.upTo !== undefined ? [{ label: "none", value: "none" }] : [])],
  });
  return "ask";
}

/** ZX-803: one card from the top of the deck. A card to take from an empty deck refreshes it first;
 *  if it is still empty, no card is taken (ZX-803.3). A deck the move empties is refreshed by
 *  moveCard (ZX-803.1). */
function stepDeck(E: ZxEngine, task: Extract<Task, { t: "deck" }>): Step {
  if (task.left <= 0 || E.state.result) return "done";
  const deck = playerOf(E, task.player).zones.deck;
  if (deck.length === 0) {
    if (!task.refreshed) {
      task.refreshed = true;
      refreshDeck(E, task.player);
      return "progress";
    }
    task.refreshed = false;
    task.left--;
    // ZX-803.3: still empty after the refresh, no card is taken. With his Trash and Life empty too,
    // every further refresh changes nothing (ZX-803.1a shuffles nothing in, 803.1b has no Life card
    // to move), so each card left is taken from an empty deck in vain: the draw stops here, and he
    // loses at the next check point (ZX-803.1, ZX-101.1).
    const zones = playerOf(E, task.player).zones;
    if (zones.trash.length === 0 && zones.life.length === 0) task.left = 0;
    return "progress";
  }
  const top = deck[0]!;
  task.refreshed = false;
  task.left--;
  switch (task.to) {
    case "resource":
      putIntoResource(E, top); // ZX-305.2, ZX-306.2
      break;
    case "life":
      moveCard(E, top, "life"); // ZX-309.2: face down, the last position
      break;
    default:
      moveCard(E, top, task.to);
  }
  return "progress";
}
