// runtime/ai/metrics.ts on the Act I board. Expected values from the board's layout
// (runtime/boards/act1.ts header): five orbits, starting dots on orbit 0, ending dots on orbit 4.
import { describe, expect, it } from "vitest";
import { dotDistance, lifeBaseMovesToEnd } from "../../runtime/x610z/ai/metrics.ts";
import { compileBoard } from "../../runtime/x610z/board.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";

const board = compileBoard(act1);

describe("board metrics for the evaluation", () => {
  it("602.2 a Life Base on a starting dot needs 4 moves at Speed 1, 3 at Speed 2, 2 at Speed 3", () => {
    for (const s of ["s1", "s2", "s3", "s4", "s5", "s6"]) {
      expect(lifeBaseMovesToEnd(board, s, 1, s)).toBe(4);
      expect(lifeBaseMovesToEnd(board, s, 2, s)).toBe(3);
      expect(lifeBaseMovesToEnd(board, s, 3, s)).toBe(2);
    }
  });

  it("602.2 on an ending dot it needs none; next to one, one; with Speed 0, it never gets there", () => {
    expect(lifeBaseMovesToEnd(board, "e1", 1, "s1")).toBe(0);
    // c1 (orbit 3, 75°) is joined to e1 (orbit 4, 60°).
    expect(lifeBaseMovesToEnd(board, "c1", 1, "s1")).toBe(1);
    expect(lifeBaseMovesToEnd(board, "s1", 0, "s1")).toBe(Infinity);
  });

  it("counts line steps between dots: 4 from a starting dot straight out to the outer orbit", () => {
    expect(dotDistance(board, "s1", "s1")).toBe(0);
    expect(dotDistance(board, "s1", "o1")).toBe(4);
    expect(dotDistance(board, "c1", "e1")).toBe(1);
    expect(dotDistance(board, "s1", "nowhere")).toBe(Infinity);
  });
});
