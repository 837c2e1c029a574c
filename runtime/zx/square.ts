// The Square (ZX-302 - ZX-304): nine squares shared by both players, their names, the Player
// Squares and adjacency, as data.
import type { SquareId } from "./types.ts";

/** ZX-302.2: columns a-c left to right as seat 1 sees them, rows 1-3 from seat 1's side. */
export const SQUARES: readonly SquareId[] = ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"];

export function isSquare(x: unknown): x is SquareId {
  return typeof x === "string" && (SQUARES as readonly string[]).includes(x);
}

/** ZX-303.1: the middle square of the home row. */
export function playerSquare(seat: 1 | 2): SquareId {
  return seat === 1 ? "b1" : "b3";
}

const col = (s: SquareId) => s.charCodeAt(0) - 97;
const row = (s: SquareId) => Number(s[1]) - 1;

/** ZX-304.1: squares that share a side (not a corner, never itself). */
export function adjacent(a: SquareId, b: SquareId): boolean {
  return Math.abs(col(a) - col(b)) + Math.abs(row(a) - row(b)) === 1;
}

/** ZX-304.2, in full. */
export const ADJACENT: Readonly<Record<SquareId, readonly SquareId[]>> = Object.fromEntries(SQUARES.map((s) => [s, SQUARES.filter((t) => adjacent(s, t))])) as Record<SquareId, SquareId[]>;

/** ZX-303.1: a Normal Square is any square but the two Player Squares. */
export function isNormalSquare(s: SquareId): boolean {
  return s !== "b1" && s !== "b3";
}
