// The words of Z/X (LANGUAGE-ZX.md section 4) as tables: a new word is a line here, not grammar.
// Lookups are case-insensitive; the `word` column is the designer's spelling, used by messages
// and `fmt`. "later" rows are known words version 1 refuses with "not in this version" (ZX-100.4).
// A leaf file: no imports, so the compiler, the engine's apps and the tests can all read it.

export interface WordRow<Id extends string = string> {
  word: string;
  id: Id;
  later?: boolean;
  rule?: string;
}

/** 4.1 Card types. */
export const ZX_CARD_TYPES: readonly WordRow[] = [
  { word: "Z/X", id: "zx", rule: "ZX-202.3" },
  { word: "Event", id: "event", rule: "ZX-202.4" },
  { word: "Player", id: "player", rule: "ZX-202.5" },
  { word: "Z/X EX", id: "zxExtra", later: true, rule: "ZX-202.6" },
  { word: "Z/X OB", id: "zxOverboost", later: true, rule: "ZX-202.7" },
  { word: "Shift", id: "shift", later: true, rule: "ZX-202.8" },
  { word: "EV EX", id: "eventExtra", later: true, rule: "ZX-202.9" },
  { word: "PL EX", id: "playerExtra", later: true, rule: "ZX-202.10" },
];

/** 4.2 Colours (`Colorless` stands alone: no colour). */
export const ZX_COLOURS: readonly (WordRow & { letter: string })[] = [
  { word: "Red", id: "red", letter: "R" },
  { word: "Blue", id: "blue", letter: "U" },
  { word: "White", id: "white", letter: "W" },
  { word: "Black", id: "black", letter: "K" },
  { word: "Green", id: "green", letter: "G" },
];
export const ZX_COLORLESS = "Colorless";

/** 4.3 Icons. */
export const ZX_ICONS: readonly WordRow[] = [
  { word: "Ignition", id: "ignition", rule: "ZX-204.1" },
  { word: "Evol Seed", id: "evolSeed", later: true, rule: "ZX-204.2" },
];

/** 4.4 Subtexts. */
export const ZX_SUBTEXTS: readonly WordRow[] = [
  { word: "Start Card", id: "startCard", rule: "ZX-402.1" },
  { word: "Gate Card", id: "gateCard", later: true },
  { word: "Start Resource", id: "startResource", later: true },
];

/** 4.5 Ability tags. */
export const ZX_TAGS: readonly (WordRow<"auto" | "boot" | "always" | "special" | "event"> & { name: string })[] = [
  { word: "[Auto]", id: "auto", name: "Auto Ability", rule: "ZX-607" },
  { word: "[Boot]", id: "boot", name: "Boot Ability", rule: "ZX-606" },
  { word: "[Always]", id: "always", name: "Constant Ability", rule: "ZX-608" },
  { word: "[Special]", id: "special", name: "Special Ability", rule: "ZX-609" },
  { word: "[Event]", id: "event", name: "Event Ability", rule: "ZX-610" },
];

/** 4.6 Sections, in the order an ability writes them. */
export const ZX_SECTIONS: readonly WordRow<"player" | "valid" | "trigger" | "cost" | "effect">[] = [
  { word: "<Player>", id: "player", rule: "ZX-605.3" },
  { word: "<Valid>", id: "valid", rule: "ZX-605.2" },
  { word: "<Trigger>", id: "trigger", rule: "ZX-607" },
  { word: "<Cost>", id: "cost", rule: "ZX-606" },
  { word: "<Effect>", id: "effect", rule: "ZX-612" },
];

/** 4.7 Zones in `<Valid>`. */
export const ZX_VALID_ZONES: readonly WordRow<"square" | "hand" | "resource" | "charge" | "trash" | "life" | "all">[] = [
  { word: "Square", id: "square" },
  { word: "Hand", id: "hand" },
  { word: "Resource", id: "resource" },
  { word: "Charge", id: "charge" },
  { word: "Trash", id: "trash" },
  { word: "Life", id: "life" },
  { word: "All", id: "all" },
];

/** 4.10 Keywords: their reminder text is what they mean (ZX-608.3). */
export const ZX_KEYWORDS: readonly (WordRow<"lifeRecovery" | "voidBringer"> & { reminder: string; deckLimit: number })[] = [
  {
    word: "Life Recovery",
    id: "lifeRecovery",
    rule: "ZX-705.1",
    deckLimit: 4,
    reminder: "<Valid> Square <Effect> As this card appears from Life, if your Life is equal to or less than your opponent's Life, you may recover 1 Life.",
  },
  {
    word: "Void Bringer",
    id: "voidBringer",
    rule: "ZX-705.2",
    deckLimit: 4,
    reminder: "<Valid> Square <Effect> As this card appears from Life, if your Life is equal to or less than your opponent's Life, you may put target Z/X into its owner's Trash.",
  },
];

/** 4.11 Tribes (an unknown tribe is a warning). */
export const ZX_TRIBES: readonly string[] = ["Cinder Drake", "Forge Knight", "Clockwork", "Deep Current", "Lumen Choir", "Hollow Court", "Briar Kin"];

/** 4.12 Rarities. */
export const ZX_RARITIES: readonly WordRow[] = [
  { word: "C", id: "common" },
  { word: "UC", id: "uncommon" },
  { word: "R", id: "rare" },
  { word: "SR", id: "superRare" },
  { word: "PR", id: "promo" },
];

/** 4.13 Field labels, in canonical order (aliases: other spellings of the label). */
export const ZX_FIELDS: readonly { label: string; key: string; aliases?: string[] }[] = [
  { label: "type", key: "type" },
  { label: "cost", key: "cost" },
  { label: "colour", key: "colour", aliases: ["color"] },
  { label: "tribe", key: "tribe" },
  { label: "power", key: "power" },
  { label: "icon", key: "icon" },
  { label: "player name", key: "playerName" },
  { label: "subtext", key: "subtext" },
  { label: "text", key: "text" },
  { label: "flavor", key: "flavor" },
  { label: "collector", key: "collector" },
];

/** 4.14 Nouns: the one noun, `Z/X`. Qualifiers follow it in this order. */
export const ZX_NOUN = "Z/X";
export const ZX_QUALIFIERS: readonly { words: string; group: 1 | 2 | 3; id: "maxCost" | "maxPower" | "you" | "opponent" | "normal" | "ownPlayerSquare" | "adjacentToSelf" }[] = [
  { words: "with cost N or less", group: 1, id: "maxCost" },
  { words: "with Power N or less", group: 1, id: "maxPower" },
  { words: "you control", group: 2, id: "you" },
  { words: "an opponent controls", group: 2, id: "opponent" },
  { words: "on a Normal Square", group: 3, id: "normal" },
  { words: "on your Player Square", group: 3, id: "ownPlayerSquare" },
  { words: "adjacent to this card", group: 3, id: "adjacentToSelf" },
];

/** 4.15 Trigger events (`<Trigger>` of `[Auto]`), after `When`/`Whenever`; `At ...` whole. */
export const ZX_TRIGGERS: readonly WordRow<"appears" | "attacks" | "isAttacked" | "isDestroyed" | "endOfTurn">[] = [
  { word: "When this card appears", id: "appears", rule: "ZX-603.1" },
  { word: "When this card attacks", id: "attacks", rule: "ZX-701.3" },
  { word: "When this card is attacked", id: "isAttacked", rule: "ZX-701.3" },
  { word: "When this card is destroyed", id: "isDestroyed", rule: "ZX-607.2" },
  { word: "At the end of your turn", id: "endOfTurn", rule: "ZX-506.1" },
];

/** Triggers beyond table 4.15 that the engine has (issue 26). */
export const ZX_MORE_TRIGGERS: readonly WordRow<"playedFromHand" | "startOfTurn" | "startOfOpponentsTurn">[] = [
  { word: "When this card is played from your hand", id: "playedFromHand", rule: "ZX-602.1" },
  { word: "At the start of your turn", id: "startOfTurn", rule: "ZX-501" },
  { word: "At the start of your opponent's turn", id: "startOfOpponentsTurn", rule: "ZX-501" },
];

/** Triggers a designer writes that the Z/X engine has no event for yet: each is refused with
 *  "not supported yet" and the nearest supported trigger, never misread. */
export const ZX_LATER_TRIGGERS: readonly { word: string; nearest: string }[] = [
  { word: "When this card is played", nearest: "When this card is played from your hand" },
  { word: "When this card appears from your hand", nearest: "When this card appears" },
  { word: "When this card attacks and destroys a Z/X", nearest: "When this card attacks" },
  { word: "When this card destroys a Z/X", nearest: "When this card attacks" },
  { word: "When this card destroys a Z/X in battle", nearest: "When this card attacks" },
  { word: "When this card battles", nearest: "When this card attacks" },
  { word: "When this card leaves the Square", nearest: "When this card is destroyed" },
  { word: "When this card is put into your Trash", nearest: "When this card is destroyed" },
  { word: "When this card is put into your Charge", nearest: "When this card is destroyed" },
  { word: "When this card is returned to your hand", nearest: "When this card is destroyed" },
  { word: "When this card is slept", nearest: "When this card attacks" },
  { word: "When this card is rebooted", nearest: "At the end of your turn" },
  { word: "When this card is dealt damage", nearest: "When this card is attacked" },
  { word: "When this card appears from your Life", nearest: "When this card appears" },
  { word: "When a Z/X appears", nearest: "When this card appears" },
  { word: "When a Z/X you control appears", nearest: "When this card appears" },
  { word: "When a Z/X you control is destroyed", nearest: "When this card is destroyed" },
  { word: "When a Z/X an opponent controls is destroyed", nearest: "When this card is destroyed" },
  { word: "When a Z/X you control attacks", nearest: "When this card attacks" },
  { word: "When you draw a card", nearest: "At the end of your turn" },
  { word: "When you recover Life", nearest: "At the end of your turn" },
  { word: "At the beginning of your turn", nearest: "At the start of your turn" },
  { word: "At the end of your opponent's turn", nearest: "At the end of your turn" },
  { word: "At the end of each turn", nearest: "At the end of your turn" },
  { word: "At the end of the turn", nearest: "At the end of your turn" },
  { word: "At the end of battle", nearest: "At the end of your turn" },
];

/** 4.16 Conditions (after `If` / `if`); N is a whole number. */
export const ZX_CONDITIONS: readonly WordRow<"lifeAtMost" | "lifeAtMostOpponents" | "chargeAtLeast" | "onOwnPlayerSquare">[] = [
  { word: "your Life is N or less", id: "lifeAtMost", rule: "ZX-309.1" },
  { word: "your Life is equal to or less than your opponent's Life", id: "lifeAtMostOpponents", rule: "ZX-705.4" },
  { word: "you have N or more cards in your Charge", id: "chargeAtLeast", rule: "ZX-307" },
  { word: "this card is on your Player Square", id: "onOwnPlayerSquare", rule: "ZX-303.1" },
];

/** Conditions beyond table 4.16 (issue 26): "During your turn, ..." reads as this one. */
export const ZX_TURN_CONDITIONS: readonly WordRow<"yourTurn" | "opponentsTurn" | "selfSleep" | "selfReboot" | "resourceAtLeast" | "handAtMost" | "handAtMostLess">[] = [
  { word: "it is your turn", id: "yourTurn", rule: "ZX-500.3" },
  { word: "it is your opponent's turn", id: "opponentsTurn", rule: "ZX-500.3" },
  { word: "this card is in Sleep state", id: "selfSleep", rule: "ZX-305.1" },
  { word: "this card is in Reboot state", id: "selfReboot", rule: "ZX-305.1" },
  { word: "you have N or more cards in your Resource", id: "resourceAtLeast", rule: "ZX-306" },
  { word: "you have N or fewer cards in your hand", id: "handAtMost", rule: "ZX-310" },
  { word: "you have N or less cards in your hand", id: "handAtMostLess", rule: "ZX-310" },
];

/** 4.17 Cost items (`<Cost>`); COLOUR is a word of 4.2. */
export const ZX_COST_ITEMS: readonly WordRow<"sleepSelf" | "sleepResource" | "discard" | "chargeToTrash">[] = [
  { word: "[Sleep]", id: "sleepSelf", rule: "ZX-601.4" },
  { word: "Sleep N card(s) in your Resource", id: "sleepResource", rule: "ZX-601.4" },
  { word: "Sleep N COLOUR card(s) in your Resource", id: "sleepResource", rule: "ZX-601.4" },
  { word: "Discard N card(s)", id: "discard", rule: "ZX-601.4" },
  { word: "Put N card(s) from your Charge into your Trash", id: "chargeToTrash", rule: "ZX-601.4" },
];

/** Section 3's sentences (the starter-set test checks every one is used). */
export const ZX_SENTENCES: readonly { words: string; id: string; rule: string }[] = [
  { words: "Draw N card(s).", id: "draw", rule: "ZX-310.1" },
  { words: "Deal N damage to X.", id: "damage", rule: "ZX-205.2" },
  { words: "Heal N damage from X.", id: "heal", rule: "ZX-205.2" },
  { words: "Destroy X.", id: "destroy", rule: "ZX-205.3" },
  { words: "Put X into its owner's Trash.", id: "putIntoTrash", rule: "ZX-311.1" },
  { words: "Return X to its owner's hand.", id: "returnToHand", rule: "ZX-311.1" },
  { words: "Put the top card of your deck into your Resource/Charge.", id: "topOfDeckTo", rule: "ZX-305.2" },
  { words: "X gets Power +N/-N [until end of turn].", id: "modifyPower", rule: "ZX-205.1" },
  { words: "Sleep X.", id: "sleep", rule: "ZX-305.3" },
  { words: "Reboot X.", id: "reboot", rule: "ZX-305.3" },
  { words: "Recover N Life.", id: "recoverLife", rule: "ZX-309.2" },
  { words: "If CONDITION, EFFECT.", id: "if", rule: "ZX-612.2" },
  { words: "you may EFFECT", id: "optional", rule: "ZX-612.3" },
  { words: "As this card appears from Life, EFFECT.", id: "appearsFromLife", rule: "ZX-608.2" },
];

/** The row whose word is `written` (case and runs of spaces aside). */
export function lookupWord<R extends { word: string }>(table: readonly R[], written: string): R | undefined {
  const w = written.trim().replace(/\s+/g, " ").toLowerCase();
  return table.find((r) => r.word.toLowerCase() === w);
}
