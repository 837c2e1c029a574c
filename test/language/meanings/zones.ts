// Asserted meanings of natural-corpus lines: families 5 (cost changes), 6 (hand, top/bottom of deck), 10 (deck and zone handling), 11 (crystal choices).
import {
  actionCostModifier,
  addEnergyOneOf,
  costModifier,
  allPlayers,
  eachOpponent,
  lookTake,
  objectTarget,
  playerTarget,
  reorderTop,
  returnToHand,
  revealTop,
  search,
  searchIntoPlay,
  showHand,
  shuffleDiscard,
  target,
  targetPlayer,
  toDeck,
  topCards,
  you,
} from "../../../runtime/x610z/abilities.ts";
import { aSummon, cast, lasting, produces, producesOneOf, summon, type Meaning } from "./build.ts";

export const ZONES: Record<string, Meaning> = {
  // Family 5. 204, 402.2: a cost change for the Summon Cards of a class.
  "Dragon Summon Cards you cast cost M1 less.": lasting(costModifier({ cardType: "Summon Card", class: "Dragon", casters: "you", change: "reduce", by: { M: 1 }, duration: "whileInPlay" })),
  // 204.5: the Movement Energy paid to move (202.2a) the Summons you control; 204.3: the Activation Cost of Effects.
  "Summons you control cost C1 less to move.": lasting(actionCostModifier({ action: "move", filter: summon({ controller: "you" }), change: "reduce", by: { C: 1 }, duration: "whileInPlay" })),
  "Movement Energy of Summons you control is reduced by C1.": lasting(
    actionCostModifier({ action: "move", filter: summon({ controller: "you" }), change: "reduce", by: { C: 1 }, duration: "whileInPlay" }),
  ),
  "Activating Effects costs C1 more.": lasting(actionCostModifier({ action: "activate", filter: { kind: "effect" }, change: "raise", by: { C: 1 }, duration: "whileInPlay" })),

  // Family 6. 214.1: a card goes to its owner's hand; "to your hand" reads "to its owner's hand"
  // (the caster's hand exactly when he owns the card; a card never changes owner).
  "Return target Summon to your hand.": cast([aSummon], returnToHand(target(0))),
  "Return target Summon you control to your hand.": cast([objectTarget(summon({ controller: "you" }))], returnToHand(target(0))),
  "Return target card from your discard pile to your hand.": cast([objectTarget({ kind: "card", zone: "discard", zoneOwner: "you" })], returnToHand(target(0))),
  // 501.1: into its owner's deck, on top or at the bottom; 211: shuffled into it.
  "Put target Summon on top of its owner's deck.": cast([aSummon], toDeck(target(0), "top")),
  "Put target Effect on top of its owner's deck.": cast([objectTarget({ kind: "effect" })], toDeck(target(0), "top")),
  "Put target Summon on the bottom of its owner's deck.": cast([aSummon], toDeck(target(0), "bottom")),
  "Shuffle target Summon into its owner's deck.": cast([aSummon], toDeck(target(0), "shuffle")),

  // Family 10. 501.2: the caster looks at the top cards and puts them back in the order he chooses.
  "Look at the top 3 cards of your deck and put them back in any order.": cast([], reorderTop(you(), 3)),
  "Look at the top 3 cards of your deck, then put them back in any order.": cast([], reorderTop(you(), 3)),
  "Look at the top 2 cards of target player's deck and put them back in any order.": cast([playerTarget()], reorderTop(targetPlayer(0), 2)),
  // 501.2: the caster takes one of them into his hand; the rest go to the bottom of the deck.
  "Look at the top 5 cards of your deck. Put one of them into your hand and the rest on the bottom of your deck.": cast([], lookTake(you(), 5)),
  // 213.1: the top card is shown to every player; a Summon Card goes into the hand, another stays on top.
  "Reveal the top card of your deck. If it's a Summon Card, put it into your hand.": cast([], revealTop(you(), { kind: "card", cardType: "Summon Card" })),
  // 212.2, 213.1: the card found is shown whether or not the line says so; 211.2: then shuffled.
  "Search your deck for a Dragon and put it into your hand.": cast([], search(you(), summon({ class: "Dragon" }))),
  "Search your deck for a Dragon Summon Card, show it, and put it into your hand. Then shuffle your deck.": cast([], search(you(), { kind: "card", class: "Dragon", cardType: "Summon Card" })),
  "Search your deck for a Summon Card and put it into your hand.": cast([], search(you(), { kind: "card", cardType: "Summon Card" })),
  // 402.6a: put into play by an effect (a Summon on its controller's Starting Dot or an Ending Dot).
  "Search your deck for an Energy Crystal Card and put it into play.": cast([], searchIntoPlay(you(), { kind: "card", cardType: "Energy Crystal Card" })),
  "Search your deck for a Summon Card and put it into play.": cast([], searchIntoPlay(you(), { kind: "card", cardType: "Summon Card" })),
  // 211, 505.1: a discard pile shuffled into its owner's deck.
  "Shuffle your discard pile into your deck.": cast([], shuffleDiscard(you())),
  "Target player shuffles their discard pile into their deck.": cast([playerTarget()], shuffleDiscard(targetPlayer(0))),
  "Each player shuffles their discard pile into their deck.": cast([], shuffleDiscard(allPlayers())),
  // 501.3: the top cards of a deck, to the Removed From Game zone (506.1) or the discard pile (505.1).
  "Remove the top 3 cards of target player's deck from the game.": cast([playerTarget()], topCards(targetPlayer(0), 3, "removed")),
  "Remove the top card of your deck from the game.": cast([], topCards(you(), 1, "removed")),
  "Remove the top 2 cards of each opponent's deck from the game.": cast([], topCards(eachOpponent(), 2, "removed")),
  "Put the top 2 cards of your deck into your discard pile.": cast([], topCards(you(), 2, "discard")),
  // 213.1: shown face up, to every player; "Look at" shows it to the caster alone.
  "Show your hand.": cast([], showHand(you(), "all")),
  "Target opponent shows their hand.": cast([playerTarget(true)], showHand(targetPlayer(0), "all")),
  "Look at target opponent's hand.": cast([playerTarget(true)], showHand(targetPlayer(0), "you")),
  // Family 11. 403.4: `or` between energies: one of them, its controller's choice as the crystal is
  // activated (non stackable, 200.1b); `and`: both (204.2, one energy list).
  "Produces M1 or B1.": producesOneOf({ M: 1 }, { B: 1 }),
  "Produces M1 or C2.": producesOneOf({ M: 1 }, { C: 2 }),
  "Produces M2 or B2.": producesOneOf({ M: 2 }, { B: 2 }),
  "Produces M1 and B1.": produces({ M: 1, B: 1 }),
  "Produces one Mystic or one Boost energy.": producesOneOf({ M: 1 }, { B: 1 }),
  "This Energy Crystal produces M1 or B1.": producesOneOf({ M: 1 }, { B: 1 }),
  // 203: one of them into the pool, the player's choice.
  "Add M1 or B1 to your Energy Pool.": cast([], addEnergyOneOf(you(), [{ M: 1 }, { B: 1 }])),

  // Family 4's line, read by the same op (213.1).
  "Each opponent shows their hand.": cast([], showHand(eachOpponent(), "all")),
};
