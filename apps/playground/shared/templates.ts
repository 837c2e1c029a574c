// Text the page starts from: an example card and a scenario for the editor's first card.

/** The card the editor shows on a first visit (a URL or the last session may bring another). */
export const EXAMPLE_CARD = `# Try the playground: misspell a word, cast this in the Sandbox, or write your own card.
card Spark Bolt
cost: M1
type: Effect Card
crew: Marksman
restriction: 3
non permanent
text:
  Deal 2 damage to target Summon.
  With extra M1: deal 1 more damage to that Summon.
flavor: Small, bright, and on its way.
`;

/** A scenario for the editor's first card, to start from. */
export function scenarioTemplate(cardName: string | null, kind: "targeted" | "summon" | "other"): string {
  const card = cardName ?? "Spark Bolt";
  const quoted = /^[\w ]+$/.test(card) ? card : JSON.stringify(card);
  return [
    `scenario: ${JSON.stringify(`${card}: a first scenario`)}`,
    "cards: [playground.card, cards/starter-crystals.card, cards/starter-summons.card]   # the editor's text, starter cards",
    "seed: 1",
    "players:",
    "  you:",
    "    life base: { card: Brass Observatory, at: s1 }",
    "    play: [Tide Shard, Tide Shard, Verdant Shard, Hollow Shard]",
    `    hand: [${quoted}]`,
    "    deck: 10 x Tide Shard",
    "  ai:",
    "    life base: { card: Drifting Citadel, at: s4 }",
    "    deck: 10 x Verdant Shard",
    "turn: { active: you, phase: action }",
    "steps:",
    "  - { player: you, activate: Tide Shard }",
    "  - { player: you, activate: Tide Shard#2 }",
    "  - { player: you, activate: Verdant Shard }",
    "  - { player: you, activate: Hollow Shard }",
    `  - { player: you, cast: ${quoted}${kind === "targeted" ? ", targets: [ai/Drifting Citadel]" : kind === "summon" ? ", at: e1" : ""} }`,
    "  - { pass: resolve }",
    "expect:",
    `  zone: { you/hand: [] }`,
    ...(kind === "targeted" ? ["  damage: { ai/Drifting Citadel: 2 }"] : []),
    "",
  ].join("\n");
}
