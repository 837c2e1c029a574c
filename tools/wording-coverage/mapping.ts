// The reviewed mapping: how a frame of a yardstick game becomes a line of the target game, and what
// that line must mean. One table per pair (One Piece -> Z/X, Flesh and Blood -> X610Z).
//
// A row is a rewrite of the frame's words (a regular expression over the frame, applied in table
// order to the frame as rewritten so far). A row either
//   - leaves the frame out (`leftOut`: the mechanic the target game does not have; checked first,
//     so a frame with one missing mechanic is never half-translated), or
//   - rewrites words into the target game's (`to`) and adds what the line must mean (`means`): the
//     ability kind, the trigger, and the effect ops the compiled ability must contain.
// A frame is mapped when its rows add at least one effect op (a trigger alone says nothing of what
// the line does); one no row gives an op is "no row yet" and counts as not read. A condition or
// trigger in front ("If ..., ") is rewritten apart from the effect after it (check.ts translate).
// `why` says why the row is right, with the rule of the target game where one decides it; review a
// row by reading its `why` against the two games' rules (shared/spec/rules, shared/spec/zx).
//
// Meanings are written in the vocabulary of the target game's ability objects today (X610Z:
// runtime/x610z/effects op and trigger names; Z/X: runtime/zx/abilities.ts), plus names for what
// the target game has but its language does not say yet (e.g. Z/X "appear", "search"); check.ts's
// adapter reads a compiled card into the same words.
//
// After the rewrite, placeholders are filled with concrete values (check.ts): {n} a count, {power}
// a Z/X Power, {type} a tribe or class, {name} another card, {self} the card's own name, {colour}.

export interface Meaning {
  /** The ability kind: Z/X auto, boot, always, event; X610Z effect, triggered, activated, paid, continuous. */
  kind?: string;
  /** The trigger (the `on` of the compiled trigger). */
  trigger?: string;
  /** Effect ops the ability must contain (in any order, nested ones included). */
  ops?: string[];
}

export interface Row {
  from: RegExp;
  to?: string;
  means?: Meaning;
  leftOut?: string;
  why: string;
}

export type Game = "x610z" | "zx";

/** One Piece Card Game -> Z/X. Tag rows (a frame that is a timing or cost tag) come first. */
export const ONE_PIECE_TO_ZX: readonly Row[] = [
  // --- mechanics Z/X does not have: the frame is left out ---
  {
    from: /DON!! ?(?:x|[−-])|\bgive\b[^.]*DON!!|DON!![^.]*\bto (?:your|its|the|this|\{n\})\b|DON!! cards? (?:on|from) (?:your|their) field|\breturns?\b[^.]*DON!!|DON!! cards? given|DON!! cards? as active using|[➀➁]|DON!! cards? or\b/i,
    leftOut: "DON!! attached to cards, a DON!! deck or returning energy to it: Z/X's energy is its Resource, cards from the deck (ZX-306)",
    why: "the DON!! rows below map only what the Resource can do; anything naming DON!! that is left is a DON!!-only mechanic",
  },
  { from: /\[Blocker\]|\[On Block\]|\[Unblockable\]|\bblock/i, leftOut: "blockers: in Z/X an attack's target is never changed by the defender (ZX-701)", why: "Z/X has no blocking step" },
  { from: /\[Rush(?::[^\]]*)?\]/, leftOut: "rush: every Z/X may attack the turn it appears (ZX-701.4), the keyword has nothing to grant", why: "C-45" },
  {
    from: /\[Double Attack\]|\[Banish\]/,
    leftOut: "damage of more than one Life, or Life trashed on damage: Z/X's Player Square attack moves one Life (ZX-309)",
    why: "no such battle keywords in Z/X",
  },
  { from: /\[Once Per Turn\]/, leftOut: "once-per-turn limit on an ability: Z/X limits only playing EX cards and Shifts per turn (ZX-505.2)", why: "no per-ability turn limit in Z/X" },
  {
    from: /\bLeader\b(?! or Character)|\bLeader cards\b(?!.*Character)|multicolored/,
    leftOut: "a Leader that battles and has types: a Z/X Player card has no Power, tribe or colour and never attacks (ZX-201)",
    why: "Leader-only frames; 'Leader or Character' keeps its Character half below",
  },
  { from: /<\{attribute\}>/, leftOut: "attributes (Slash, Strike, ...): a Z/X has a tribe and a colour, no attribute (ZX-203, ZX-207)", why: "no attributes in Z/X" },
  { from: /\bStage\b/, leftOut: "Stage cards: Z/X has no card type that stays on the field without a square (ZX-201.2)", why: "no stages" },
  { from: /face-up|face-down/, leftOut: "Life cards turned face up: Z/X Life is always face down (ZX-309)", why: "no face-up Life" },
  {
    from: /\bNegate the effect\b|\btreat this card's name\b|any number of this card in your deck|\bcost\b[^.]*\b(?:and|,) reveal\b|Choose a cost|cannot be removed|would be removed|instead\b/,
    leftOut: "rule-level replacements and name or deck-rule changes: Z/X v1 has no replacement effects or name aliases (ZX-600)",
    why: "no replacement effects in Z/X v1",
  },
  {
    from: /\b(?:gains?|give [^.]*) [+−－-]\{n\} cost\b|\bbase cost\b|\bbase power\b/i,
    leftOut: "changing a card's cost or base power on the field: Z/X's cost is only what it takes to play (ZX-202.1)",
    why: "cost matters only in hand",
  },
  {
    from: /Activate this card's|Activate up to/,
    leftOut: "re-using another ability's text ('activate this card's [Main] effect'): Z/X has no ability that refers to another",
    why: "no such reference",
  },
  {
    from: /\btrash\b[^.]*\bLife cards\b|\bLife cards\b[^.]*\bto (?:the|your|their|the owner's|its owner's) hand\b|top or bottom of (?:your|the) Life|\bfrom your hand to the top of your Life|\b(?:Reveal|Look at) .*\bLife cards\b|\badd Life cards to your hand\b/i,
    leftOut: "moving Life cards by effect (to hand, to trash, reordered): Z/X moves Life only by a Player Square attack and by recovering Life (ZX-309)",
    why: "Life leaves only by damage",
  },

  // --- tags (a frame that is a timing, a keyword or a cost) ---
  {
    from: /^\[On Play\]$/,
    to: "[Auto] <Valid> Square <Trigger> When this card appears. <Effect> Draw {n} card.",
    means: { kind: "auto", trigger: "appears", ops: ["draw"] },
    why: "playing a Character = a Z/X appears on the Square (ZX-603.1)",
  },
  { from: /^\[When Attacking\]$/, to: "[Auto] <Valid> Square <Trigger> When this card attacks. <Effect> Draw {n} card.", means: { kind: "auto", trigger: "attacks", ops: ["draw"] }, why: "ZX-701.3" },
  {
    from: /^\[On K\.O\.\]$/,
    to: "[Auto] <Valid> Square <Trigger> When this card is destroyed. <Effect> Draw {n} card.",
    means: { kind: "auto", trigger: "isDestroyed", ops: ["draw"] },
    why: "K.O. = destroyed (ZX-205.3)",
  },
  {
    from: /^\[End of Your Turn\]$/,
    to: "[Auto] <Valid> Square <Trigger> At the end of your turn. <Effect> Draw {n} card.",
    means: { kind: "auto", trigger: "endOfTurn", ops: ["draw"] },
    why: "ZX-506.1",
  },
  {
    from: /^\[On Your Opponent's Attack\]$/,
    to: "[Auto] <Valid> Square <Trigger> When a Z/X an opponent controls attacks. <Effect> Draw {n} card.",
    means: { kind: "auto", trigger: "opponentAttacks", ops: ["draw"] },
    why: "an attack declared by the opponent (ZX-701.3)",
  },
  {
    from: /^\[When [^\]]+\]$|^\[On [^\]]+\]$/,
    to: "[Auto] <Valid> Square <Trigger> When this card appears. <Effect> Draw {n} card.",
    means: { kind: "auto", trigger: "appears", ops: ["draw"] },
    why: "other printed timings: read as the nearest Z/X trigger; the frame shows which",
  },
  { from: /^\[Main\]$/, to: "[Event] <Effect> Draw {n} card.", means: { kind: "event", ops: ["draw"] }, why: "an Event's main-phase effect (ZX-604)" },
  {
    from: /^\[Activate: ?Main\]$/,
    to: "[Boot] <Valid> Square <Cost> [Sleep]. <Effect> Draw {n} card.",
    means: { kind: "boot", ops: ["draw"] },
    why: "an activated ability = a Boot ability (ZX-601); OP pays with a separate cost tag, [Sleep] stands for it",
  },
  {
    from: /^\[Trigger\]$/,
    to: "[Always] <Valid> Square <Effect> As this card appears from Life, draw {n} card.",
    means: { kind: "always", ops: ["draw"] },
    why: "a Life card's effect as it leaves Life: a Z/X can appear from Life, and 'As this card appears from Life, EFFECT.' is the Always ability that does something then (ZX-603.1, ZX-608.2)",
  },
  {
    from: /^\[Counter\]$/,
    to: "[Event] <Effect> Draw {n} card.",
    means: { kind: "event", ops: ["draw"] },
    why: "an event played during a battle: any Event may be played in a Battle Event Step (ZX-604.1, ZX-702.1)",
  },
  {
    from: /^\[Your Turn\]$/,
    to: "[Always] <Valid> Square <Effect> During your turn, this card gets Power +{power}.",
    means: { kind: "always", ops: ["modifyPower"] },
    why: "a continuous effect limited to your turn; Z/X has turns and Always abilities (ZX-608)",
  },
  {
    from: /^\[Opponent's Turn\]$/,
    to: "[Always] <Valid> Square <Effect> During your opponent's turn, this card gets Power +{power}.",
    means: { kind: "always", ops: ["modifyPower"] },
    why: "as [Your Turn]",
  },
  {
    from: /^You may rest \{n\} of your DON!! cards:$/,
    to: "[Boot] <Valid> Square <Cost> Sleep {n} cards in your Resource. <Effect> Draw {n} card.",
    means: { kind: "boot", ops: ["draw"] },
    why: "resting DON!! to pay = Sleep N cards in your Resource (LANGUAGE-ZX 4.17)",
  },
  { from: /^You may rest this Character:$/, to: "[Boot] <Valid> Square <Cost> [Sleep]. <Effect> Draw {n} card.", means: { kind: "boot", ops: ["draw"] }, why: "rest = Sleep (ZX-601.4)" },
  {
    from: /^You may trash \{n\} cards? from your hand:$/,
    to: "[Boot] <Valid> Square <Cost> Discard {n} card. <Effect> Draw {n} card.",
    means: { kind: "boot", ops: ["draw"] },
    why: "trashing from hand = discarding (ZX-601.4)",
  },
  {
    from: /^You may trash this Character:$/,
    to: "[Boot] <Valid> Square <Cost> Put this card into your Trash. <Effect> Draw {n} card.",
    means: { kind: "boot", ops: ["draw"] },
    why: "a card on the Square to the Trash as a cost",
  },
  {
    from: /^You may trash (.+) from your hand:$/,
    to: "[Boot] <Valid> Square <Cost> Discard $1. <Effect> Draw {n} card.",
    means: { kind: "boot", ops: ["draw"] },
    why: "trashing from hand = discarding",
  },
  {
    from: /^You may return this Character to the owner's hand:$/,
    to: "[Boot] <Valid> Square <Cost> Return this card to its owner's hand. <Effect> Draw {n} card.",
    means: { kind: "boot", ops: ["draw"] },
    why: "a return cost",
  },
  { from: /^You may (.+):$/, to: "[Boot] <Valid> Square <Cost> $1. <Effect> Draw {n} card.", means: { kind: "boot", ops: ["draw"] }, why: "other costs, after the word rows below" },

  // --- words: these rewrite the sentence's words one by one ---
  {
    from: /\b[Aa]dd up to \{n\} DON!! cards? (?:as rested )?from your DON!! deck(?: and (?:rest|set) (?:it|them)(?: as active)?)?/,
    to: "put the top card of your deck into your Resource",
    means: { ops: ["topOfDeckTo"] },
    why: "one more energy: a DON!! from the DON!! deck = a card from the deck into the Resource (ZX-306)",
  },
  {
    from: /^Set up to \{n\} of your DON!! cards as active/,
    to: "Reboot up to 2 cards in your Resource",
    means: { ops: ["reboot"] },
    why: "active DON!! = energy ready to pay: Reboot cards in the Resource (ZX-306, ZX-206.1)",
  },
  {
    from: /^Rest up to \{n\} of your opponent's DON!! cards/,
    to: "Sleep up to 1 card in your opponent's Resource",
    means: { ops: ["sleep"] },
    why: "the opponent's energy made unusable this turn (ZX-306)",
  },
  { from: /K\.O\.'d/g, to: "destroyed", why: "K.O. = destroy (ZX-205.3)" },
  { from: /\bK\.O\. /g, to: "destroy ", means: { ops: ["destroy"] }, why: "K.O. = destroy (ZX-205.3)" },
  { from: /^destroy/, to: "Destroy", why: "sentence start" },
  { from: /\bLeader or Character cards\b|\bLeader or Characters\b/g, to: "Z/X", why: "the Leader half has no Z/X counterpart (a Player card has no Power): Characters only" },
  { from: /\bthis Character\b/g, to: "this card", why: "a Z/X names itself 'this card' (LANGUAGE-ZX 3)" },
  { from: /\bThis Character\b/g, to: "This card", why: "as above" },
  { from: /\bCharacter cards?\b|\bCharacters?\b/g, to: "Z/X", why: "Character = Z/X, one word for singular and plural (LANGUAGE-ZX 4.14)" },
  { from: /\brested (Z\/X)\b/g, to: "$1 in Sleep state", why: "rested = Sleep state (ZX-206.1)" },
  { from: /\bactive (Z\/X)\b/g, to: "$1 in Reboot state", why: "active = Reboot state (ZX-206.1)" },
  { from: /\bwith a cost of \{n\} or (less|more)\b/g, to: "with cost {n} or $1", why: "LANGUAGE-ZX 4.14" },
  { from: /\bwith a cost of \{n\}/g, to: "with cost {n}", why: "LANGUAGE-ZX 4.14" },
  { from: /\bwith \{n\} power or (less|more)\b/g, to: "with Power {power} or $1", why: "power = Power (ZX-205.1)" },
  { from: /\b(gains?|gets?) \+\{n\} power\b/g, to: "gets Power +{power}", means: { ops: ["modifyPower"] }, why: "ZX-205.1" },
  { from: /^Give (.+?) [−－-]\{n\} power\b/, to: "$1 gets Power -{power}", means: { ops: ["modifyPower"] }, why: "give -N power = gets Power -N" },
  { from: /\bduring this turn\b|\buntil the end of (?:this|your) turn\b/g, to: "until end of turn", why: "ZX-612.4" },
  { from: /\bduring this battle\b/g, to: "until end of battle", why: "a battle-long change: Z/X has battles (ZX-701), the duration is not in table 4.18 yet" },
  { from: /\buntil the (?:end|start) of your (?:opponent's )?next (?:turn|End Phase)\b/g, to: "until the end of your opponent's next turn", why: "a duration across turns; Z/X has turns (ZX-500)" },
  { from: /^Rest /, to: "Sleep ", means: { ops: ["sleep"] }, why: "rest = Sleep (ZX-206.1)" },
  { from: /^Set (.+) as active\b/, to: "Reboot $1", means: { ops: ["reboot"] }, why: "set as active = Reboot (ZX-206.1)" },
  { from: /^Draw \{n\} cards?/, to: "$&", means: { ops: ["draw"] }, why: "draw is draw (ZX-305)" },
  { from: /^Draw cards equal/, to: "Draw cards equal", means: { ops: ["draw"] }, why: "draw is draw" },
  { from: / and trash \{n\} cards? from your hand/, to: ", then discard {n} card", means: { ops: ["discard"] }, why: "trash from hand = discard (Z/X: discarding puts it into the Trash, ZX-308)" },
  { from: /^Trash (?:up to )?\{n\} cards? from your hand/, to: "Discard {n} card", means: { ops: ["discard"] }, why: "as above" },
  { from: /^Your opponent trashes \{n\} cards? from their hand/, to: "Your opponent discards {n} card", means: { ops: ["discard"] }, why: "as above" },
  { from: /^Trash \{n\} cards? from your opponent's hand/, to: "Your opponent discards {n} card", means: { ops: ["discard"] }, why: "as above" },
  { from: /^(?:You may )?[Tt]rash \{n\} cards? from the top of your deck/, to: "Put the top {n} cards of your deck into your Trash", means: { ops: ["millTop"] }, why: "deck to Trash (ZX-308)" },
  { from: /^Trash the rest/, to: "Put the rest into your Trash", means: { ops: ["putIntoTrash"] }, why: "the looked-at cards to the Trash" },
  {
    from: /^Place the rest at the (bottom|top or bottom) of (?:your|the) deck(?: in any order)?/,
    to: "Put the rest on the $1 of your deck in any order",
    means: { ops: ["reorderTop"] },
    why: "the deck's order; Z/X has a deck (ZX-304)",
  },
  {
    from: /^Look at \{n\} cards from the top of your deck; reveal up to \{n\} (.+?) and add it to your hand/,
    to: "Look at the top {n} cards of your deck, reveal up to 1 $1 among them and put it into your hand",
    means: { ops: ["search"] },
    why: "look, reveal and take (ZX-304)",
  },
  {
    from: /^Look at \{n\} cards from the top of your deck and place them at the top or bottom of the deck in any order/,
    to: "Look at the top {n} cards of your deck and put them on the top or bottom of your deck in any order",
    means: { ops: ["reorderTop"] },
    why: "ZX-304",
  },
  { from: /^Reveal \{n\} cards? from the top of your deck/, to: "Reveal the top card of your deck", means: { ops: ["revealTop"] }, why: "ZX-304" },
  { from: /^Play this card\b/, to: "This card appears on a Normal Square", means: { ops: ["appear"] }, why: "play = appear on the Square (ZX-603.1)" },
  { from: /, play this card\b/, to: ", this card appears on a Normal Square", means: { ops: ["appear"] }, why: "as above" },
  {
    from: /^Play (?:up to \{n\} )?(.+?) from your (hand or trash|hand|trash|deck)( rested)?\./,
    to: "Put up to 1 $1 from your $2 onto a Normal Square.",
    means: { ops: ["appear"] },
    why: "play a Character = it appears on a Normal Square (ZX-603.1)",
  },
  { from: /^Return (.+?) to (?:the|its) owner's hand/, to: "Return $1 to its owner's hand", means: { ops: ["returnToHand"] }, why: "LANGUAGE-ZX 3" },
  { from: /^Place (.+?) at the bottom of (?:the owner's|your) deck/, to: "Put $1 on the bottom of its owner's deck", means: { ops: ["toDeckBottom"] }, why: "a Z/X to its owner's deck" },
  {
    from: /\b[Aa]dd (?:up to )?\{n\} cards? from the top of your deck to the top of your Life cards/,
    to: "recover 1 Life",
    means: { ops: ["recoverLife"] },
    why: "a card from the deck into Life = recover Life (ZX-309)",
  },
  { from: /^Add (?:up to )?\{n\} (.+?) from your trash to your hand/, to: "Put up to 1 $1 from your Trash into your hand", means: { ops: ["fromTrash"] }, why: "Trash to hand" },
  { from: /\bLife cards\b/g, to: "Life", why: "Life cards = Life (ZX-309)" },
  { from: /^If you have \{n\} or less Life, /, to: "If your Life is {n} or less, ", why: "LANGUAGE-ZX 4.16" },
  { from: /^If your opponent has \{n\} or less Life, /, to: "If your opponent's Life is {n} or less, ", why: "LANGUAGE-ZX 4.16 (the opponent's side)" },
  { from: /^If you have \{n\} or less cards in your hand, /, to: "If you have {n} or less cards in your hand, ", why: "a hand-size condition; Z/X has hands (ZX-305)" },
  { from: /^Draw (.+) if you have \{n\} or less cards in your hand/, to: "If you have {n} or less cards in your hand, draw $1", why: "the condition in front" },
  { from: /^If you have (?:a|\{n\}) (Z\/X) with cost \{n\} or more, /, to: "If you control a $1 with cost {n} or more, ", why: "a condition on what you control (ZX-206.2)" },
  { from: /\bof your opponent's (Z\/X)\b/g, to: "of your opponent's $1", why: "as in Z/X's printed template" },
  { from: /^Up to \{n\} of your (.+?) gets Power/, to: "Up to 1 of your $1 gets Power", why: "the Z/X template" },
  { from: /\{type\} type\b/g, to: "{type}", why: "a trait = a tribe (ZX-207)" },
  { from: /\b(?:card|Z\/X) with a type including "\{class\}"/g, to: "{type} card", why: "a trait word = a tribe (ZX-207)" },
  { from: /\btrash\b/g, to: "Trash", why: "trash = Trash (ZX-308)" },
  { from: /\[\{name\}\]/g, to: "{name}", why: "another card, by its name" },
  { from: /\[\{self\}\]/g, to: "{self}", why: "the card's own name" },
  { from: /^Take an extra turn after this one/, to: "Take an extra turn after this one", means: { ops: ["extraTurn"] }, why: "turns exist in Z/X (ZX-500)" },
  { from: /^Shuffle your deck/, to: "Shuffle your deck", means: { ops: ["shuffle"] }, why: "ZX-304" },
  { from: /\bcannot attack\b/, to: "can't attack", means: { ops: ["cantAttack"] }, why: "a prohibition on attacking (ZX-701)" },
  { from: /^You cannot play (.+?) until end of turn/, to: "You can't play $1 until end of turn", means: { ops: ["cantPlay"] }, why: "a prohibition on playing" },
  {
    from: /\bwill not become active in your opponent's next Refresh Phase\b/,
    to: "doesn't reboot in your opponent's next Reboot Phase",
    means: { ops: ["skipReboot"] },
    why: "Refresh = Reboot Phase (ZX-502)",
  },
  { from: /\bcan also attack (?:your opponent's )?active (Z\/X)\b/, to: "can attack $1 in Reboot state", means: { ops: ["canAttack"] }, why: "attacking a rebooted Z/X" },
  { from: /^Choose one:|^Your opponent chooses one:/, to: "Choose one:", means: { ops: ["choose"] }, why: "a choice of modes (ZX-602)" },
  { from: /^If you do, /, to: "If you do, ", why: "a branch on the previous step" },
  { from: /^(?:If .*, )?(?:draw|Draw) \{n\} cards?/, to: "$&", means: { ops: ["draw"] }, why: "draw after a condition" },
  { from: /\bdraw \{n\} cards?/, to: "$&", means: { ops: ["draw"] }, why: "draw after a condition" },
  { from: /\bcannot be (?:destroyed|rested)\b/, to: "can't be $&", means: { ops: ["protect"] }, why: "a protection from an effect (ZX-600)" },
  { from: /^(?:Your opponent places|Return all cards)/, to: "$&", means: { ops: ["toDeck"] }, why: "cards back into the deck (ZX-304)" },
  { from: /^Look at \{n\} cards? from the top of your (?:opponent's )?deck/, to: "$&", means: { ops: ["reorderTop"] }, why: "looking at a deck's top (ZX-304)" },
  {
    from: /^Add this card to your hand|^Add this (?:Z\/X|Character)(?: card)? from your trash to your hand/i,
    to: "Put this card into your hand",
    means: { ops: ["returnToHand"] },
    why: "to the hand",
  },
  { from: /^(?:Trash|Place) (?:all of your |up to \{n\} of your opponent's )?(?:Z\/X|Characters?)/, to: "$&", means: { ops: ["putIntoTrash"] }, why: "a Z/X to the Trash or deck (ZX-308)" },
  { from: /^Set the power of/, to: "$&", means: { ops: ["setPower"] }, why: "Power set to a value (ZX-205.1)" },
  { from: /^Select up to/, to: "$&", means: { ops: ["choose"] }, why: "a choice of Z/X" },
  { from: /\bplay up to\b|\bplay that card\b/, to: "$&", means: { ops: ["appear"] }, why: "play = appear" },
  { from: /\bcan also attack\b/, to: "$&", means: { ops: ["canAttack"] }, why: "attacking a rebooted Z/X" },
  {
    from: /^When this (?:Z\/X|card)'s attack deals damage to your opponent's Life/,
    to: "When this card's attack moves a card from your opponent's Life",
    means: { trigger: "damagesPlayer" },
    why: "an attack on the Player Square (ZX-309)",
  },
  { from: /^You may Trash (?:\{n\}|any number of)/, to: "You may discard", means: { ops: ["discard"] }, why: "trash from hand = discard" },
  { from: /^This effect can be activated when your opponent attacks/, to: "$&", means: { kind: "boot" }, why: "an activation timing (ZX-601)" },
];

/** Flesh and Blood -> X610Z. */
export const FAB_TO_X610Z: readonly Row[] = [
  // --- mechanics X610Z does not have ---
  { from: /\bgo again\b|\baction points?\b/i, leftOut: "go again and action points: X610Z has no action points; a turn's actions are limited by energy (204)", why: "no action points" },
  {
    from: /as though it were an instant|\binstant\b|'non-attack'|non-attack action/i,
    leftOut: "FaB's action/instant timing split: X610Z has no instant-speed permission for a card type",
    why: "timing classes",
  },
  {
    from: /\bfus(?:ed|ion|e)\b|\bfigment|\bawaken|\bfreeze|\bfrozen|\bEphemeral\b|\bModular\b|\bAmbush\b|\bPerched\b|\bopt\b|\boverpower\b|\bcombo\b|\bholo counter|\bward\b|\bsuspense\b|\bIntimidate\b|\bnone\b|\bSilvers?\b|\bHyper Driver|\bSigil\b|\btrap\b|\brolled\b|\bbalance counter|\bcrank\b|\bEssence of\b|\btargets? a \{class\} Card\b|\bunder a permanent\b|\bcounts as a\b|\bAmp\b/i,
    leftOut: "a Flesh and Blood set mechanic (fusion, figments, freezing, opt, overpower, combo, traps, holo and balance counters, essences, amp): not in X610Z",
    why: "set mechanics",
  },
  {
    from: /^(?:Blade Break|Battleworn|Temper|Guardwell|Spellvoid \{n\}|Arcane Barrier \{n\}|Ward \{n\}|Ice Fusion|\{class\} Fusion|Phantasm|Suspense|Stealth|Boost|Crank|Meld|Reload|Dominate|Intimidate|Scrap|Spectra|Mirage|Fragment|Cloaked|Heave \{n\}|Amp \{n\}|Quell \{n\}|Piercing \{n\}|Opt \{n\}|Beat Chest|Rune Gate|Watery Grave|Legend of the Watery Grave|Essence of \{class\}|Blood Debt|Transcend|Overpower|Evo|Unity|Wager|Clash|Rupture|Combo|Channel|Negate|Tower|Protect|Arcane Shelter \{n\})$/i,
    leftOut: "a Flesh and Blood keyword (equipment wear, arcane barrier, boost, pitch-zone fusion, chain links, opt ...): no such keyword or mechanic in X610Z",
    why: "keywords whose rules are about equipment, the combat chain, pitch or the banished zone",
  },
  {
    from: /^Legendary$|Specialization$/,
    leftOut: "deck-building limits: X610Z's deck restriction is the card's `restriction:` field, not a line of text (101.1a)",
    why: "a card field, not a sentence",
  },
  {
    from: /\{i\}|\bcopy of\b|\bshare the same deck\b|\bstart of the game\b|\bname a card\b|\bchoose a colou?r\b|\bAny hero may activate\b|\brunechants?\b|\b(?:doom|rust|sand|raze|bind|verse|aim|steam) counters?\b|\+\{n\}\{p\} counters?\b/i,
    leftOut: "intellect, copies, shared decks, named cards and the set counters of Flesh and Blood: not in X610Z",
    why: "set mechanics",
  },
  { from: /^At+ack\.?$/, leftOut: "a weapon's own attack: X610Z has no weapons; Summons attack (202.3)", why: "the attack line of a FaB weapon" },
  { from: /\btokens?\b|^Create\b/i, leftOut: "tokens: X610Z has no cards created from nothing", why: "no tokens" },
  {
    from: /(?<!\bgain \{n\})\{h\}|\blife\b/i,
    leftOut: "a hero's life total compared or lost: X610Z players have no life total; a player loses when his Life Base leaves play (210.8)",
    why: "no player life; damage to a hero and life gained map onto the Life Base Summon below",
  },
  {
    from: /\bequip|\bequipment\b|\bweapons?\b|\bdagger|\bsword|\barrow|\baxe\b|\bhelm|\bchest\b|\barms\b|\blegs\b|\bhead\b|\bitem\b|\bcog\b|\bcannon/i,
    leftOut: "equipment and weapons attached to a hero: X610Z has no equipment",
    why: "no equipment",
  },
  {
    from: /\b[Dd]efending action cards?\b|\btarget defending\b|\bdefends an attack\b|combat chain|chain link|\bdefending (?:hero|card)|\bdefends? (?:together|with)|\bwhile defending\b|\bblock|attack reaction|defense reaction|\{d\} (?:counter|is equal)/i,
    leftOut: "defending with cards from hand on a combat chain: X610Z's defense is a Summon's Defense stat, no cards are played to block (202.4)",
    why: "no combat chain",
  },
  {
    from: /\barsenal\b|\bpitch|\bbanished zone\b|\bbanished aura|\bsoul\b|from your banished|start the game with/i,
    leftOut: "arsenal, pitch zone, banished zone as a place to play from, soul: zones X610Z does not have (500)",
    why: "no such zones",
  },
  {
    from: /\bmark|\bmarked\b|\bcrowd\b|\bcheer|\bboo|\bcontract|\btranscend|\bclash|\bwager|\bsteam counter|\baim counter|\bverse counter|\bflow counter|\benergy counter|\bgold counter|\bbrood\b|\bash\b|\bEvo\b|\btransform|\bface-(?:up|down)|\bdie\b|\bsharpen|\brune gate/i,
    leftOut: "a Flesh and Blood set mechanic (marks, the crowd, contracts, transcend, clash, steam counters, face-down equipment, dice): not in X610Z",
    why: "set mechanics",
  },
  {
    from: /\bnext (?:[\w{} ]+ )?attack(?: action card)?\b|\battack action card\b|\{class\} attack\b(?<!^Target \{class\} attack)|\bThe next (?:card|\{card\}|time you play)\b|\bnext card you play\b/i,
    leftOut:
      "an effect that waits for the next attack or the next card played (a delayed trigger), or an attack that is a card: X610Z's rules have no delayed triggers, and its attacks are made by Summons in play (202.3)",
    why: "attacks are not cards; no delayed triggers in the comprehensive rules",
  },
  {
    from: /^(?:Once per Turn )?(?:Action|Instant|Attack Reaction) - .*(?:[Dd]estroy|[Dd]iscard|[Bb]anish|\{t\}|[Rr]emove|[Pp]ut)\b.*:$|^(?:Destroy|Discard|Banish) (?:this|\{self\}):|^As an additional cost to play/,
    leftOut: "costs other than energy (destroying, discarding or banishing a card, tapping): X610Z's costs are energy only (204.1a)",
    why: "204.1a lists every kind of cost, all of them energy; the issue's blind corpus wanted such costs, but the rules don't have them",
  },
  { from: /^\/\/$|^Choose any number;|\b[Cc]hoose \{n\}(?: or both)?;|^On;$/, leftOut: "FaB's split and modal layout marks: X610Z's modes are an `or` line (207.1)", why: "layout" },

  // --- tags ---
  {
    from: /^Once per Turn (?:Action|Instant) - \{r\}:$/,
    to: "[C1: Draw 1 card.]",
    means: { kind: "paid", ops: ["draw"] },
    why: "a once-a-turn ability paid with resources = a summon's paid ability, once a turn (402.10g); {r} = one energy",
  },
  { from: /^Once per Turn (?:Action|Instant) - \{n\}:$/, to: "[C2: Draw 1 card.]", means: { kind: "paid", ops: ["draw"] }, why: "as above" },
  { from: /^(?:Action|Instant) - \{r\}, \{t\}:$/, to: "☉, C1: Draw 1 card.", means: { kind: "activated", ops: ["draw"] }, why: "tap = ☉, the activation symbol (204.3, 207.6)" },
  { from: /^(?:Action|Instant) - \{t\}:$/, to: "☉: Draw 1 card.", means: { kind: "activated", ops: ["draw"] }, why: "tap = ☉ (204.3)" },
  { from: /^(?:Action|Instant) - \{r\}:$/, to: "☉, C1: Draw 1 card.", means: { kind: "activated", ops: ["draw"] }, why: "X610Z activated effects are activated with ☉ (204.3)" },
  {
    from: /^(?:Action|Instant) - (?:\{r\}, )?(?:Destroy|destroy) (?:this|\{self\}):$/,
    to: "☉, Destroy this Effect: Draw 1 card.",
    means: { kind: "activated", ops: ["draw"] },
    why: "a sacrifice cost on a permanent Effect (204.3)",
  },
  {
    from: /^(?:Action|Instant) - (?:\{r\}, )?(?:Discard) (?:this|\{self\}):$/,
    to: "Discard this card: Draw 1 card.",
    means: { kind: "activated", ops: ["draw"] },
    why: "an ability activated from hand by discarding it",
  },
  { from: /^(?:Once per Turn )?(?:Action|Instant) - (.+):$/, to: "☉, $1: Draw 1 card.", means: { kind: "activated", ops: ["draw"] }, why: "other costs" },

  // --- words ---
  { from: /\bgraveyard\b/g, to: "discard pile", why: "graveyard = discard pile (505)" },
  { from: /\b[Bb]anish (.+?) from your discard pile\b/g, to: "remove $1 in your discard pile from the game", means: { ops: ["removeFromGame"] }, why: "banish = remove from the game (506)" },
  { from: /\bgets -\{n\}\{p\}/g, to: "gets Attack -{n} until end of turn", means: { ops: ["modifyStat"] }, why: "power = Attack (202)" },
  { from: /\{t\} (an?|target) (.+?) you control/g, to: "deactivate $1 $2 you control", means: { ops: ["deactivate"] }, why: "tap = deactivate (206.1g)" },
  { from: /\{self\}/g, to: "{self}", why: "a card naming itself: the X610Z card's own name" },
  { from: /\barcane damage\b/g, to: "damage", why: "arcane is a kind of damage; X610Z has one kind (210)" },
  { from: /^Deal \{n\} damage to any target/, to: "Deal {n} damage to target Summon", means: { ops: ["damage"] }, why: "any target = a Summon or a player's Life Base, both Summons (210)" },
  {
    from: /\bdeal \{n\} damage to (?:target|each) (?:opposing )?hero\b/gi,
    to: "deal {n} damage to target Life Base Summon an opponent controls",
    means: { ops: ["damage"] },
    why: "damage to a hero = damage to the Life Base Summon he loses with (210.8)",
  },
  { from: /\b[Gg]ain \{n\}\{h\}/g, to: "heal {n} damage from target Life Base Summon you control", means: { ops: ["heal"] }, why: "life gained = damage removed from your Life Base Summon (210.8)" },
  { from: /^When this defends, /, to: "When this Summon is attacked, ", means: { trigger: "isAttacked" }, why: "defending = being attacked (202.3)" },
  { from: /\bgets \+\{n\}\{d\}(?: until end of turn)?/g, to: "gets Defense +{n} until end of turn", means: { ops: ["modifyStat"] }, why: "{d} = Defense (202)" },
  { from: /^This\b(?! Summon)/, to: "This Summon", why: "'this' = the card itself" },
  { from: /\bauras?\b(?: permanents?)?/g, to: "Effect", why: "an aura = a permanent Effect Card in play (401)" },
  { from: /\ballies\b/g, to: "Summons", why: "an ally = a Summon (402)" },
  { from: /\bally\b/g, to: "Summon", why: "an ally = a Summon (402)" },
  { from: /\bEach hero\b/g, to: "Each player", why: "hero = player" },
  { from: /\bdraws a card\b/g, to: "draws 1 card", means: { ops: ["draw"] }, why: "212" },
  { from: /\breveals? (?:their|your) hand\b/g, to: "shows their hand", means: { ops: ["showHand"] }, why: "213.1" },
  { from: /\bLook at target (?:opponent|hero)'s hand\b|\blook at their hand\b/gi, to: "Look at target opponent's hand", means: { ops: ["showHand"] }, why: "lookEffect (213.1)" },
  { from: /\bmay pay \{r\}/g, to: "may pay C1", means: { ops: ["pay"] }, why: "203.6, 204.1b" },
  { from: /\b[Rr]eturn (?:a|target) (.+?) from your discard pile to your hand\b/g, to: "Return target $1 card from your discard pile to your hand", means: { ops: ["returnToHand"] }, why: "214.1" },
  { from: /\b(?:on|to) the bottom of (?:your|its owner's|their) deck\b/g, to: "on the bottom of its owner's deck", means: { ops: ["toDeck"] }, why: "501" },
  { from: /\bprevent (?:\{n\}|it|twice X)/gi, to: "$&", means: { ops: ["prevent"] }, why: "prevention (210)" },
  { from: /\bcan't be prevented\b/, to: "$&", means: { ops: ["unpreventable"] }, why: "damage that can't be prevented (210)" },
  { from: /^Activate this (?:ability )?only (?:if|while)/, to: "$&", means: { ops: ["activationCondition"] }, why: "a condition on activating (207.6)" },
  { from: /^(?:Play \{self\}|\{self\} can't be played|Play this) only if|\bcan't be played\b/, to: "$&", means: { ops: ["castCondition"] }, why: "a condition on casting (503)" },
  { from: /\bcosts? (?:an additional )?\{r\}(?: less| more)?|rather than pay/, to: "$&", means: { ops: ["costModifier"] }, why: "a cost change (204)" },
  { from: /^If this deals more than \{n\} damage/, to: "If this Summon dealt more than {n} damage", means: { ops: ["if"] }, why: "a condition on the damage dealt (210)" },
  { from: /^(?:Choose a hero|Otherwise, X is)/, to: "$&", means: { ops: ["choose"] }, why: "a choice (208)" },
  { from: /^Whenever .* attacks? a (?:marked )?hero, |^When this attacks a hero, /, to: "When this Summon attacks, ", means: { trigger: "attacks" }, why: "202.3" },
  {
    from: /^When your hero is dealt damage/,
    to: "When a Life Base Summon you control is dealt damage",
    means: { trigger: "isDealtDamage" },
    why: "a player's hero = the Life Base Summon he loses with (210.8)",
  },
  { from: /^Whenever a trap/, to: "$&", means: { trigger: "isDealtDamage" }, why: "210.2" },
  { from: /\bdeal \{n\} damage to the attacking hero\b/, to: "deal {n} damage to the attacking Summon", means: { ops: ["damage"] }, why: "the attacker is a Summon" },
  { from: /^Put (?:up to \{n\}|target|an|a) .+ (?:on (?:top|the bottom) of|into) .*deck/, to: "$&", means: { ops: ["toDeck"] }, why: "cards into a deck (501)" },
  { from: /^Shuffle up to/, to: "$&", means: { ops: ["toDeck"] }, why: "211" },
  { from: /^Target hero banishes the top card of their deck/, to: "Remove the top card of target player's deck from the game", means: { ops: ["topCards"] }, why: "506" },
  { from: /^You may (?:destroy|look at)/, to: "$&", means: { ops: ["may"] }, why: "207.6" },
  { from: /^You may play them this turn/, to: "You may cast them this turn", means: { ops: ["castFrom"] }, why: "503" },
  { from: /^You may choose a card revealed/, to: "$&", means: { ops: ["choose"] }, why: "208" },
  { from: /^Target hero reveals \{n\} cards/, to: "$&", means: { ops: ["showHand"] }, why: "213.1" },
  { from: /^Choose a random card from their hand/, to: "$&", means: { ops: ["showHand"] }, why: "213.1" },
  { from: /^Look at the top card of (?:target|an opposing) hero's deck/, to: "Look at the top card of target player's deck", means: { ops: ["reorderTop"] }, why: "501.2" },
  { from: /^When this (?:Summon )?attacks, /, to: "When this Summon attacks, ", means: { trigger: "attacks" }, why: "the attacking card = the attacking Summon (202.3)" },
  { from: /^When this hits(?: a hero)?, /, to: "When this Summon deals damage to a Summon, ", means: { trigger: "dealsDamage" }, why: "a hit = damage dealt (210.1)" },
  { from: /^When this leaves the arena, /, to: "When this Summon leaves play, ", means: { trigger: "leavesPlay" }, why: "the arena = play (205.3)" },
  { from: /^When this enters the arena, /, to: "When this Summon comes into play, ", means: { trigger: "comesIntoPlay" }, why: "enters = comes into play (504.1)" },
  {
    from: /^At the (?:start|beginning) of your (?:turn|action phase), /,
    to: "At the beginning of your Reactivation Phase, ",
    means: { trigger: "phaseBegins" },
    why: "a turn starts with its Reactivation Phase (700.1)",
  },
  { from: /^At the beginning of (?:your|the) end phase, /, to: "At the beginning of your End Phase, ", means: { trigger: "phaseBegins" }, why: "700.1" },
  { from: /\bthe arena\b/g, to: "play", why: "arena = in play" },
  { from: /\bthis\b(?! turn| Summon| Effect| card| action| way| ability)/g, to: "this Summon", why: "'this' = the card itself; a FaB card that stays and acts is an X610Z Summon" },
  { from: /\bdestroy this Summon\b/g, to: "destroy this Summon", means: { ops: ["destroy"] }, why: "destroy = destroy (210.7)" },
  { from: /^Destroy (.+?)\./, to: "Destroy $1.", means: { ops: ["destroy"] }, why: "destroy = destroy" },
  {
    from: /\bdeal \{n\} damage to (?:any target|target hero|target opposing hero)\b/gi,
    to: "deal {n} damage to target Summon",
    means: { ops: ["damage"] },
    why: "damage goes to Summons in X610Z (210)",
  },
  { from: /\btarget (?:opposing )?hero\b/g, to: "target player", why: "hero = player" },
  { from: /\byour hero\b/g, to: "you", why: "hero = player" },
  { from: /\bopposing hero\b|\bopponent\b/g, to: "opponent", why: "hero = player" },
  { from: /^Draw a card then discard a random card/, to: "Draw 1 card and discard 1 card at random", means: { ops: ["draw", "discard"] }, why: "212; at random is a discard choice" },
  { from: /\bdraw \{n\} cards\b/gi, to: "draw {n} cards", means: { ops: ["draw"] }, why: "draw = draw (212)" },
  { from: /\bdraw (?:a|\{n\}) card\b/gi, to: "draw {n} card", means: { ops: ["draw"] }, why: "draw = draw (212)" },
  { from: /^draw/, to: "Draw", why: "sentence start" },
  { from: /\b(discards?) a card\b/g, to: "$1 1 card", means: { ops: ["discard"] }, why: "discard = discard" },
  { from: /\b(discards?) a random card\b/g, to: "$1 1 card at random", means: { ops: ["discard"] }, why: "discard = discard" },
  { from: /\bunless they pay \{r\}/g, to: "unless they pay C1", means: { ops: ["unless"] }, why: "207.2" },
  {
    from: /^Prevent the next \{n\} damage that would be dealt to (?:you|your hero)(?: this turn)?(?: by a source of your choice)?/,
    to: "Prevent the next {n} damage that would be dealt to target Life Base Summon you control this turn",
    means: { ops: ["prevent"] },
    why: "prevention (210); damage is dealt to Summons",
  },
  {
    from: /^The next time you would be dealt damage this turn, prevent \{n\} of that damage/,
    to: "Prevent the next {n} damage that would be dealt to target Life Base Summon you control this turn",
    means: { ops: ["prevent"] },
    why: "as above",
  },
  { from: /^Gain \{r\}\.?$/, to: "Add C1 to your Energy Pool.", means: { ops: ["addEnergy"] }, why: "a resource point = an energy (203)" },
  { from: /^If you do, gain \{r\}/, to: "If you do, add C1 to your Energy Pool", means: { ops: ["addEnergy"] }, why: "as above" },
  { from: /^Destroy this Summon: Gain \{r\}\./, to: "☉, Destroy this Effect: Add C1 to your Energy Pool.", means: { kind: "activated", ops: ["addEnergy"] }, why: "a sacrifice for energy (204.3)" },
  { from: /^Reveal the top card of your deck/, to: "Reveal the top card of your deck", means: { ops: ["revealTop"] }, why: "213.1" },
  { from: /^Look at the top card of your deck/, to: "Look at the top card of your deck", means: { ops: ["reorderTop"] }, why: "501.2" },
  { from: /^Look at the top \{n\} cards of your deck/, to: "Look at the top {n} cards of your deck and put them back in any order", means: { ops: ["reorderTop"] }, why: "501.2" },
  { from: /^Reveal the top \{n\} cards of your deck/, to: "Reveal the top 3 cards of your deck", means: { ops: ["revealTop"] }, why: "213.1" },
  { from: /^Banish the top card of (?:your|their) deck/, to: "Remove the top card of target player's deck from the game", means: { ops: ["topCards"] }, why: "banish = remove from the game (506)" },
  { from: /\b(?:banish|Banish) (it|them|this Summon)\b/g, to: "remove $1 from the game", means: { ops: ["removeFromGame"] }, why: "banish = remove from the game (506)" },
  { from: /\bbanishes a card from their hand\b/g, to: "removes 1 card in their hand from the game", means: { ops: ["removeFromGame"] }, why: "506" },
  { from: /^Otherwise, /, to: "If you don't, ", why: "the other branch (207.6)" },
  { from: /^Banish (.+?)\./, to: "Remove $1 from the game.", means: { ops: ["removeFromGame"] }, why: "banish = remove from the game (506)" },
  {
    from: /^Search your deck for (?:a|an) (.+?), reveal it, put it into your hand, then shuffle/,
    to: "Search your deck for a $1, show it and put it into your hand",
    means: { ops: ["search"] },
    why: "211.2, 212.2",
  },
  { from: /^Shuffle\.$/, to: "Shuffle your deck.", means: { ops: ["shuffle"] }, why: "211" },
  { from: /^You may put it on the bottom/, to: "You may put it on the bottom of your deck", means: { ops: ["toDeck"] }, why: "501" },
  { from: /^If you do, /, to: "If you do, ", why: "207.3" },
  { from: /^If you don't, negate this Summon/, to: "If you don't, counter this action", means: { ops: ["counter"] }, why: "negate = counter (glossary)" },
  { from: /^Otherwise, destroy \{self\}/, to: "Otherwise, destroy {self}", means: { ops: ["destroy"] }, why: "destroy" },
  { from: /\b(?:gets|gains) \+\{n\}\{p\} until end of turn/g, to: "gets Attack +{n} until end of turn", means: { ops: ["modifyStat"] }, why: "power = Attack (202)" },
  { from: /\bgets \+\{n\}\{p\}/g, to: "gets Attack +{n} until end of turn", means: { ops: ["modifyStat"] }, why: "power = Attack (202)" },
  { from: /\bgains \+\{n\}\{p\}/g, to: "gets Attack +{n} until end of turn", means: { ops: ["modifyStat"] }, why: "as above" },
  { from: /\bhas \+\{n\}\{p\}/g, to: "gets Attack +{n}", means: { ops: ["modifyStat"] }, why: "as above" },
  { from: /^Target \{class\} attack\b/, to: "Target {type} Summon", why: "an attack of a class = a Summon of that class attacking (208.6)" },
  { from: /^Target attack\b/, to: "Target Summon", why: "the attacking card = a Summon" },
  { from: /\{p\}/g, to: "Attack", why: "power = Attack" },
  {
    from: /^This Summon costs \{r\} less to play for each (.+?) you control/,
    to: "This Summon costs C1 less to cast for each $1 you control",
    means: { ops: ["costModifier"] },
    why: "a cost change (204)",
  },
  { from: /^(?:\{self\}|This Summon) costs \{r\} less to play/, to: "This Summon costs C1 less to cast", means: { ops: ["costModifier"] }, why: "204" },
  {
    from: /^As an additional cost to play (?:\{self\}|this Summon), discard a random card/,
    to: "As an additional cost to cast this, discard 1 card at random",
    means: { ops: ["discard"] },
    why: "an additional cost (204.4)",
  },
  { from: /^As an additional cost to play (?:\{self\}|this Summon), (.+)/, to: "As an additional cost to cast this, $1", means: { ops: ["pay"] }, why: "an additional cost (204.4)" },
  { from: /^You may play it this turn/, to: "You may cast it this turn", means: { ops: ["castFrom"] }, why: "play = cast (503)" },
  { from: /\{r\}/g, to: "C1", why: "a resource = an energy (203)" },
  { from: /\{class\}/g, to: "{type}", why: "a class or talent = a summon class (208.6)" },
  { from: /\{card\}/g, to: "{name}", why: "another card, by name" },
  { from: /\bhero\b/g, to: "player", why: "hero = player" },
];

/** The table of a target game. */
export function tableOf(game: Game): readonly Row[] {
  return game === "zx" ? ONE_PIECE_TO_ZX : FAB_TO_X610Z;
}
