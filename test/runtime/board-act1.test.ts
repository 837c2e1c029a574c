// The default Act I board (runtime/boards/act1.ts): its shape and the properties the layout is for.
import { describe, expect, it } from "vitest";
import { attackPath, compileBoard, isEndingDot, neighbours, oppositeStartingDot, reachableMoves, stepDirection, targetsInRange, validateMove, type CompiledBoard } from "../../runtime/x610z/board.ts";
import { parseBoard } from "../../apps/board/yaml.ts";
import { act1 } from "../../runtime/x610z/boards/act1.ts";
import { defaultBoards } from "../../runtime/x610z/boards/index.ts";

const board = compileBoard(act1);
const none = new Set<string>();
const radius = (id: string) => Math.hypot(...act1.dots[id]!.at);
const angle = (id: string) => {
  const [x, y] = act1.dots[id]!.at;
  return ((((Math.atan2(y, x) * 180) / Math.PI) % 360) + 360) % 360;
};
const ofKind = (kind: string) => board.ids.filter((id) => act1.dots[id]!.kind === kind);

/** Fewest moves (each up to `speed` steps, any direction per move) for a Life Base from `start` to an ending dot. */
function fewestMovesToEnd(b: CompiledBoard, start: string, speed: number): number {
  let frontier = [start];
  const seen = new Set(frontier);
  for (let moves = 1; moves <= 10; moves++) {
    const next: string[] = [];
    for (const dot of frontier) {
      for (const m of reachableMoves(b, dot, { speed, isLifeBase: true, controllerStart: start, occupied: none })) {
        const end = m.path[m.path.length - 1]!;
        if (isEndingDot(b, end)) return moves;
        if (!seen.has(end)) {
          seen.add(end);
          next.push(end);
        }
      }
    }
    frontier = next;
  }
  return Infinity;
}

describe("Act I board: shape (600, 601, 602, 603, 605)", () => {
  it("is a valid board in the scenario form and a default board named act1", () => {
    expect(defaultBoards.act1).toBe(act1);
    expect(act1.name).toBe("act1");
    const again = parseBoard(JSON.parse(JSON.stringify({ ...act1, lines: act1.lines.map(([a, b]) => `${a}-${b}`) })));
    expect(again.lines).toEqual(act1.lines);
  });

  it("600.6 has 6 starting, 6 no-attack, 6 ending and 6 quest dots and 36 normal ones: five orbits of 12", () => {
    expect(board.ids.length).toBe(60);
    expect(ofKind("starting").length).toBe(6);
    expect(ofKind("no-attack").length).toBe(6);
    expect(ofKind("ending").length).toBe(6);
    expect(ofKind("quest").length).toBe(6);
    expect(ofKind("normal").length).toBe(36);
    // 5 rings of 12 lines, and 24 diagonals between each pair of neighbouring orbits.
    expect(act1.lines.length).toBe(5 * 12 + 4 * 24);
  });

  it("601.2 the six starting dots lie on the inner orbit, alternating with red no-attack dots", () => {
    for (const s of ofKind("starting")) {
      expect(radius(s)).toBeCloseTo(3, 2);
      const ring = neighbours(board, s).filter((n) => Math.abs(radius(n) - 3) < 0.01);
      expect(ring.map((n) => act1.dots[n]!.kind)).toEqual(["no-attack", "no-attack"]);
    }
    for (const n of ofKind("no-attack")) expect(radius(n)).toBeCloseTo(3, 2);
  });

  it("602 the ending dots lie on the outer orbit, 30 degrees either side of the line out from each starting dot", () => {
    for (const e of ofKind("ending")) expect(radius(e)).toBeCloseTo(11, 2);
    expect(Math.max(...board.ids.map(radius))).toBeCloseTo(11, 2);
    expect(angle("s1")).toBeCloseTo(90, 1);
    expect(angle("e1")).toBeCloseTo(60, 1);
    expect(angle("e6")).toBeCloseTo(120, 1);
  });

  it("105.2b opposing starting dots face each other: s1-s4, s2-s5, s3-s6", () => {
    expect(oppositeStartingDot(board, "s1")).toBe("s4");
    expect(oppositeStartingDot(board, "s2")).toBe("s5");
    expect(oppositeStartingDot(board, "s3")).toBe("s6");
    expect(oppositeStartingDot(board, "s6")).toBe("s3");
  });

  it("604.2 no line joins a starting dot to an ending dot, so every step between them is a warp", () => {
    for (const s of ofKind("starting")) for (const n of neighbours(board, s)) expect(isEndingDot(board, n)).toBe(false);
  });

  it("202.9 every line between two orbits has a rotational direction (none is radial)", () => {
    for (const [a, b] of act1.lines) {
      if (Math.abs(radius(a) - radius(b)) > 0.5) expect(stepDirection(board, a, b)).not.toBeNull();
    }
  });
});

describe("Act I board: a Life Base spirals outward (202.9, 602.2, 604.2)", () => {
  it("202.9 s1, a1, b2, c2, o2 is one clockwise move of four steps out to the outer orbit", () => {
    // s1 at 90°, a1 at 75°, b2 at 60°, c2 at 45°, o2 at 30°: each step 15° clockwise and one orbit out.
    const r = validateMove(board, { path: ["s1", "a1", "b2", "c2", "o2"], speed: 4, isLifeBase: true, controllerStart: "s1", occupied: none });
    expect(r).toMatchObject({ ok: true, direction: "clockwise", steps: 4 });
  });

  it("202.9 a zig-zag between two orbits is refused", () => {
    const r = validateMove(board, { path: ["a1", "b2", "a2"], speed: 2, isLifeBase: true, controllerStart: "s1", occupied: none });
    expect(r).toMatchObject({ ok: false, rule: "202.9" });
  });

  it("202.9 from every dot of orbits 1-3, going on one orbit out the same way round is never a sharp turn", () => {
    // Every dot of orbits 1-3 has two lines in from the orbit inside and two out; 12 dots x 3 orbits x 2 directions.
    let checked = 0;
    for (const mid of board.ids.filter((id) => [5, 7, 9].some((r) => Math.abs(radius(id) - r) < 0.01))) {
      const ins = neighbours(board, mid).filter((n) => radius(n) < radius(mid) - 1);
      const outs = neighbours(board, mid).filter((n) => radius(n) > radius(mid) + 1);
      for (const i of ins) {
        for (const o of outs) {
          if (stepDirection(board, i, mid) !== stepDirection(board, mid, o)) continue;
          const r = validateMove(board, { path: [i, mid, o], speed: 2, isLifeBase: true, controllerStart: null, occupied: none });
          expect(r, `${i} ${mid} ${o}`).toMatchObject({ ok: true });
          checked++;
        }
      }
    }
    expect(checked).toBe(12 * 3 * 2);
  });

  it("602.2 from every starting dot a Life Base reaches an ending dot in 4 moves at Speed 1, 3 at Speed 2, 2 at Speed 3", () => {
    // By hand: the ending dots are four orbits out, so Speed 1 needs 4 moves (every line between
    // orbits turns 15°: three one way and one back lands 30° off, on an ending dot). At Speed 2 two
    // moves go four orbits out only as +-30° then +-30° again, landing 0° or 60° off, never 30°: 3.
    // At Speed 3: three diagonals one way (45° off) then one back (30° off): 2. One move never does it:
    // four diagonals the same way end 60° off, on a normal dot.
    for (const s of ofKind("starting")) {
      expect(fewestMovesToEnd(board, s, 1), s).toBe(4);
      expect(fewestMovesToEnd(board, s, 2), s).toBe(3);
      expect(fewestMovesToEnd(board, s, 3), s).toBe(2);
      expect(fewestMovesToEnd(board, s, 4), s).toBe(2);
    }
  });
});

describe("Act I board: attacks (202.5d, 202.8, 603.2)", () => {
  it("202.5d summons attack along an orbit: b2 to b4 is two dots clockwise over b3", () => {
    expect(attackPath(board, "b2", "b4", 2)).toMatchObject({ ok: true, path: ["b2", "b3", "b4"], direction: "clockwise", steps: 2 });
    expect(attackPath(board, "b2", "b4", 1)).toMatchObject({ ok: false, rule: "202.5d" });
  });

  it("202.5d from every dot of orbits 1-4 both ring neighbours are in range 1", () => {
    for (const id of board.ids.filter((id) => radius(id) > 4)) {
      const ring = neighbours(board, id).filter((n) => Math.abs(radius(n) - radius(id)) < 0.01);
      expect(ring.length).toBe(2);
      const inRange = targetsInRange(board, id, 1);
      for (const n of ring) expect(inRange.has(n), `${id} -> ${n}`).toBe(true);
    }
  });

  it("603.2 the inner orbit is the no-attack zone: nothing attacks from or onto it", () => {
    for (const id of board.ids.filter((id) => radius(id) < 4)) expect(targetsInRange(board, id, 6).size).toBe(0);
    for (const [target] of targetsInRange(board, "a1", 6)) expect(radius(target)).toBeGreaterThan(4);
  });

  it("202.8 a move after an attack follows the attack's path to the target's dot, then goes on the same way", () => {
    const attack = attackPath(board, "b2", "b4", 2);
    if (!attack.ok) throw new Error(attack.message);
    const base = { speed: 3, isLifeBase: false, controllerStart: "s1", occupied: new Set(["b4"]), requiredDirection: attack.direction, followPath: attack.path };
    expect(validateMove(board, { ...base, path: ["b2", "b3", "b4", "b5"] })).toMatchObject({ ok: true, direction: "clockwise" });
    expect(validateMove(board, { ...base, path: ["b2", "b3"] })).toMatchObject({ ok: true });
    // b2 to a2 is clockwise too, but it leaves the attack's path.
    expect(stepDirection(board, "b2", "a2")).toBe("clockwise");
    expect(validateMove(board, { ...base, path: ["b2", "a2"] })).toMatchObject({ ok: false, rule: "202.8" });
    const moves = reachableMoves(board, "b2", base).map((m) => m.path.join(" "));
    expect(moves.every((p) => p.startsWith("b2 b3"))).toBe(true);
    expect(moves).toContain("b2 b3 b4 b5");
    expect(moves).not.toContain("b2 b3 b4"); // b4 is the target's, occupied
  });
});

describe("Act I board: reachableMoves agrees with validateMove", () => {
  it("every path reachableMoves offers is a legal move with the direction and steps it says", () => {
    let count = 0;
    for (const from of board.ids) {
      for (const isLifeBase of [true, false]) {
        const opts = { speed: 3, isLifeBase, controllerStart: "s1", occupied: new Set(["b1", "c5", "e2"]) };
        for (const m of reachableMoves(board, from, opts)) {
          const r = validateMove(board, { ...opts, path: m.path });
          expect(r, m.path.join(" ")).toMatchObject({ ok: true, direction: m.direction, steps: m.steps });
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
  });

  it("604.2 only a Non Life Base summon on its starting dot is offered warps, to all six ending dots", () => {
    const warps = (isLifeBase: boolean) =>
      reachableMoves(board, "s1", { speed: 1, isLifeBase, controllerStart: "s1", occupied: none })
        .map((m) => m.path[1]!)
        .filter((d) => isEndingDot(board, d))
        .sort();
    expect(warps(false)).toEqual(["e1", "e2", "e3", "e4", "e5", "e6"]);
    expect(warps(true)).toEqual([]);
  });
});
