// Asserted meanings of natural-corpus lines: families 2 (optional actions, follow-ups), 8 (triggers), 9 (variable amounts).
import { damage, deactivate, destroy, destroyed, discard, draw, ifThen, may, objectTarget, on, pay, playerTarget, removeCounters, returnToHand, self, target, targetPlayer, whenDone, you } from "../../../runtime/x610z/abilities.ts";
import { aSummon, cast, summon, summonTrigger, type Meaning } from "./build.ts";

export const FLOW: Record<string, Meaning> = {
  // Family 2. 207.6: "You may" is the player's choice when it resolves; 207.3: "If you do" is the
  // second step, only when the optional one was done; "If you don't" is the other branch.
  "You may discard a card. If you do, draw 2 cards.": cast([], whenDone([may(you(), [discard(you(), 1)])], [draw(you(), 2)])),
  "You may draw a card.": cast([], may(you(), [draw(you(), 1)])),
  "You may draw 2 cards.": cast([], may(you(), [draw(you(), 2)])),
  // 203.6, 204.1b: paid from your own Energy Pool.
  "You may pay C1. If you do, draw a card.": cast([], whenDone([may(you(), [pay(you(), { C: 1 })])], [draw(you(), 1)])),
  "You may deactivate target Summon.": cast([aSummon], may(you(), [deactivate(target(0))])),
  "You may destroy target Effect. If you don't, draw a card.": cast([objectTarget({ kind: "effect" })], may(you(), [destroy(target(0))], [draw(you(), 1)])),
  // 402.10h: a summon's triggered ability; "it" is the trigger's subject, this Summon.
  "When this Summon is destroyed, you may return it to its owner's hand.": summonTrigger(on("isDestroyed", self()), [], may(you(), [returnToHand(self())])),
  "When this Summon attacks, you may draw a card.": summonTrigger(on("attacks", self()), [], may(you(), [draw(you(), 1)])),
  // The opponent decides, and the discard is his; "you" is the caster (107.3a).
  "Target opponent may discard a card. If they don't, you draw a card.": cast([playerTarget(true)], may(targetPlayer(0), [discard(targetPlayer(0), 1)], [draw(you(), 1)])),
  // 210.5: a summon dealt lethal damage is destroyed; "it" / "that Summon" is the target.
  "Deal 1 damage to target Summon. If it is destroyed, draw a card.": cast([aSummon], damage(1, target(0)), ifThen(destroyed(target(0)), [draw(you(), 1)])),
  "Deal 3 damage to target Summon. If that Summon is destroyed this way, draw a card.": cast([aSummon], damage(3, target(0)), ifThen(destroyed(target(0)), [draw(you(), 1)])),
  "You may discard two cards. If you do, destroy target Summon.": cast([aSummon], whenDone([may(you(), [discard(you(), 2)])], [destroy(target(0))])),
  // Number words (family 2's "discard two cards") count counters too (209.2).
  "Remove two activation counters from target Effect.": cast([objectTarget({ kind: "effect" })], removeCounters(target(0), "activation", 2)),
};
