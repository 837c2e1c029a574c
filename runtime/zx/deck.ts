// Deck construction (ZX-401), checked for full games; a scenario's setup is taken as written.
import type { ZxCardDefinition } from "./abilities.ts";

/** ZX-401.1-401.5: what is wrong with a deck (and its Player card); empty when it is legal. */
export function deckProblems(library: Record<string, ZxCardDefinition>, deck: readonly string[], playerCard?: string): string[] {
  const out: string[] = [];
  const unknown = [...new Set(deck.filter((n) => !Object.hasOwn(library, n)))];
  if (unknown.length) return [`no card named ${unknown.map((n) => JSON.stringify(n)).join(", ")} in the library`];
  if (deck.length !== 50) out.push(`ZX-401.1 a deck has exactly 50 cards, not ${deck.length}`);
  const counts = new Map<string, number>();
  for (const n of deck) counts.set(n, (counts.get(n) ?? 0) + 1);
  for (const [n, k] of counts) if (k > 4) out.push(`ZX-401.2 at most 4 cards named ${n}, not ${k}`);
  const defs = deck.map((n) => library[n]!);
  const ignition = defs.filter((d) => d.icons.includes("ignition")).length;
  if (ignition !== 20) out.push(`ZX-401.3 exactly 20 cards with the Ignition icon, not ${ignition}`);
  const keyword = (k: "lifeRecovery" | "voidBringer") => defs.filter((d) => d.abilities.some((a) => a.kind === "always" && a.keyword === k)).length;
  if (keyword("lifeRecovery") > 4) out.push(`ZX-401.4 at most 4 cards with Life Recovery, not ${keyword("lifeRecovery")}`);
  if (keyword("voidBringer") > 4) out.push(`ZX-401.4 at most 4 cards with Void Bringer, not ${keyword("voidBringer")}`);
  const players = defs.filter((d) => d.type === "player").length;
  if (players) out.push(`ZX-401.5 Player cards are not part of the deck (${players} in it)`);
  if (playerCard !== undefined && library[playerCard]?.type !== "player") out.push(`ZX-401.5 ${JSON.stringify(playerCard)} is not a Player card`);
  return out;
}
