// Asserted meanings of natural-corpus lines: families 2 (optional actions, follow-ups), 8 (triggers), 9 (variable amounts).
import {
  activePlayer,
  all,
  attacker,
  casts,
  countOf,
  damageOn,
  heal,
  statOf,
  damage,
  deactivate,
  destroy,
  destroyed,
  discard,
  draw,
  draws,
  during,
  ifThen,
  may,
  modifyStat,
  objectTarget,
  on,
  pay,
  phaseBegins,
  playerTarget,
  removeCounters,
  returnToHand,
  self,
  target,
  targetPlayer,
  whenDone,
  you,
} from "../../../runtime/x610z/abilities.ts";
import { aSummon, cast, lasting, summon, summonTrigger, trigger, type Meaning } from "./build.ts";

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

  // Family 8. 202.3: "is attacked" is the attack announced against the Summon; "the attacking Summon" its attacker.
  "When this Summon is attacked, deal 1 damage to the attacking Summon.": summonTrigger(on("isAttacked", self()), [], damage(1, attacker())),
  "Whenever this Summon is attacked, it gets Defense +1 until end of turn.": summonTrigger(on("isAttacked", self()), [], modifyStat(self(), "defense", 1, "endOfTurn")),
  "When this Summon is attacked, draw a card.": summonTrigger(on("isAttacked", self()), [], draw(you(), 1)),
  // 503.1: a card is cast when it is announced; 207.4 a permanent Effect's trigger.
  "Whenever an opponent casts an Effect Card, draw a card.": trigger(casts("opponent", "Effect Card"), [], draw(you(), 1)),
  "When an opponent casts an Effect Card, deal 1 damage to target Summon.": trigger(casts("opponent", "Effect Card"), [aSummon], damage(1, target(0))),
  "When an opponent casts a Summon Card, you may draw a card.": trigger(casts("opponent", "Summon Card"), [], may(you(), [draw(you(), 1)])),
  // 212.1: each card drawn.
  "Whenever you draw a card, this Summon gets Attack +1 until end of turn.": summonTrigger(draws("you"), [], modifyStat(self(), "attack", 1, "endOfTurn")),
  "Whenever you draw a card, deal 1 damage to target Summon.": trigger(draws("you"), [aSummon], damage(1, target(0))),
  // 700.1: an opponent's phase is in his turn; "they" / "that player" is whose turn it is.
  "At the beginning of each opponent's End Phase, draw a card.": trigger(phaseBegins("end", "opponent"), [], draw(you(), 1)),
  "At the start of each opponent's End Phase, deal 1 damage to target Summon.": trigger(phaseBegins("end", "opponent"), [aSummon], damage(1, target(0))),
  "During each opponent's End Phase, deal 1 damage to each Summon they control.": trigger(during("end", "opponent"), [], damage(1, all(summon(), activePlayer()))),
  "At the beginning of each player's Draw Phase, that player draws a card.": trigger(phaseBegins("draw", "each"), [], draw(activePlayer(), 1)),
  // 702.1: the Draw Phase draws 1; the trigger 1 more.
  "At the beginning of your Draw Phase, draw an additional card.": trigger(phaseBegins("draw", "you"), [], draw(you(), 1)),
  // 210.1: damage this Summon deals, to a Summon.
  "When this Summon deals damage to a Summon, draw a card.": summonTrigger(on("dealsDamage", self()), [], draw(you(), 1)),

  // Family 9: amounts counted as the effect resolves (countOf: how many objects; statOf: 202.6
  // effective stat; damageOn: 209.3 damage marked), `times` per unit.
  "Heal all damage from target Summon.": cast([aSummon], heal(damageOn(target(0)), target(0))),
  "Deal damage equal to target Summon's Attack to another target Summon.": cast([aSummon, objectTarget(summon(), [0])], damage(statOf("attack", target(0)), target(1))),
  "Draw a card for each Summon you control.": cast([], draw(you(), countOf(all(summon({ controller: "you" }))))),
  "Draw a card for each Dragon you control.": cast([], draw(you(), countOf(all(summon({ class: "Dragon", controller: "you" }))))),
  "Deal 1 damage to target Summon for each Summon you control.": cast([aSummon], damage(countOf(all(summon({ controller: "you" }))), target(0))),
  "Target Summon gets Attack +1 for each Summon you control until end of turn.": cast([aSummon], modifyStat(target(0), "attack", countOf(all(summon({ controller: "you" }))), "endOfTurn")),
  "Draw cards equal to the number of Summons you control.": cast([], draw(you(), countOf(all(summon({ controller: "you" }))))),
  "Deal damage to target Summon equal to the number of cards in your hand.": cast([aSummon], damage(countOf(all({ kind: "card", zone: "hand", zoneOwner: "you" })), target(0))),
  // 207.5: a summon's lasting ability, counted whenever its stats are.
  "This Summon gets Attack +1 for each damage on it.": lasting(modifyStat(self(), "attack", damageOn(self()), "whileInPlay")),
  "Deal X damage to target Summon, where X is the number of Energy Crystals you control.": cast([aSummon], damage(countOf(all({ kind: "crystal", controller: "you" })), target(0))),
  "Target Summon gets Defense +X until end of turn, where X is the number of cards in your discard pile.": cast(
    [aSummon],
    modifyStat(target(0), "defense", countOf(all({ kind: "card", zone: "discard", zoneOwner: "you" })), "endOfTurn"),
  ),
  "Heal damage from target Summon equal to its Defense.": cast([aSummon], heal(statOf("defense", target(0)), target(0))),
  "Deal 1 damage to each Summon for each Effect you control.": cast([], damage(countOf(all({ kind: "effect", controller: "you" })), all(summon()))),

  // Family 4's line, read by family 9's "all damage": each Summon's own damage (209.3).
  "Heal all damage from each Summon you control.": cast([], heal(damageOn(all(summon({ controller: "you" }))), all(summon({ controller: "you" })))),

  // Number words (family 2's "discard two cards") count counters too (209.2).
  "Remove two activation counters from target Effect.": cast([objectTarget({ kind: "effect" })], removeCounters(target(0), "activation", 2)),
};
