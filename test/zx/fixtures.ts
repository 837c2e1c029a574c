// Helpers for the Z/X rule tests: positions with the zx-core cards (test/zx/cards.ts), card look-ups
// by owner and name, actions that must succeed.
import { expect } from "vitest";
import { createZxGameFromPosition, type ZxGame } from "../../runtime/zx/game.ts";
import type { ZxPositionPlayer } from "../../runtime/zx/setup.ts";
import type { Action, CardId } from "../../runtime/zx/types.ts";
import { LIBRARY, times } from "./cards.ts";

export { LIBRARY, times };

/** A position: alice is seat 1, bob seat 2; each has 4 Life and 10 deck cards unless given. */
export function position(
  alice: Omit<ZxPositionPlayer, "id"> = {},
  bob: Omit<ZxPositionPlayer, "id"> = {},
  turn: { active?: string; phase?: "resource" | "ignition" | "main"; number?: number } = {},
  seed = 1,
): ZxGame {
  const fill = (p: Omit<ZxPositionPlayer, "id">) => ({ life: times(4, "Thornback Brute"), deck: times(10, "Thornback Brute"), ...p });
  return createZxGameFromPosition({
    library: LIBRARY,
    seed,
    players: [
      { id: "alice", ...fill(alice) },
      { id: "bob", ...fill(bob) },
    ],
    turn: { number: 3, ...turn },
  });
}

/** The n-th card (setup order) of that name its owner has. */
export function card(g: ZxGame, owner: string, name: string, n = 1): CardId {
  const ids = Object.keys(g.state.cards)
    .filter((id) => g.state.cards[id]!.owner === owner && g.state.cards[id]!.name === name)
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  const id = ids[n - 1];
  if (!id) throw new Error(`${owner} has no card ${name} #${n}`);
  return id;
}

export function ok(g: ZxGame, a: Action): void {
  const r = g.perform(a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error}`);
}

/** The action must be refused, naming the rule, and change nothing. */
export function refused(g: ZxGame, a: Action, rule: string): string {
  const before = JSON.stringify(g.state);
  const r = g.perform(a);
  expect(r.ok, `expected ${JSON.stringify(a)} to be refused with ${rule}`).toBe(false);
  if (r.ok) return "";
  expect(r.error.startsWith(rule), `"${r.error}" should begin with ${rule}`).toBe(true);
  expect(JSON.stringify(g.state)).toBe(before);
  return r.error;
}

/** Answers the pending decision by its label (or index). */
export function answer(g: ZxGame, choice: string | number): void {
  const d = g.pending();
  if (!d) throw new Error(`no decision pending to answer ${choice}`);
  ok(g, { type: "answer", player: d.player, choice });
}

export const names = (g: ZxGame, ids: CardId[]): string[] => ids.map((id) => g.state.cards[id]!.name);

/** Both players pass until the Battle Event Step ends. */
export function passBattle(g: ZxGame): void {
  while (g.state.battle?.step === "event" && g.priority() && !g.pending()) ok(g, { type: "pass", player: g.priority()! });
}

/** The turn player ends phases until the next turn's first acting phase (or a decision). */
export function endTurn(g: ZxGame): void {
  ok(g, { type: "end", player: g.turn().active, turn: true });
}
