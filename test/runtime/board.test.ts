// Movement and attack geometry (202, 600-605) on small boards whose answers are worked out by hand.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  attackPath,
  compileBoard,
  destroysOnEntry,
  isEndingDot,
  isNoAttackDot,
  partialMovePath,
  pathDirection,
  reachableMoves,
  stepDirection,
  targetsInRange,
  turnAngle,
  validateMove,
  type MoveRequest,
} from "../../runtime/x610z/board.ts";
import { parseBoard, parseBoardYaml } from "../../apps/board/yaml.ts";
import { specPath } from "../spec.ts";

// The arc of spec/scenarios/_arc.yaml: radius 10 around (0, 0), dots 20° apart counter-clockwise
// from s1 (0°): a 20°, b 40°, c 60°, d 80°, e1 100°; s2 at 180° has no lines.
const ARC_FILE = specPath("scenarios/_arc.yaml");
const arc = compileBoard(parseBoardYaml(readFileSync(ARC_FILE, "utf8"), ARC_FILE, "arc"));

const none = new Set<string>();
/** A Life Base of alice (starting dot s1) with Speed 2, unless overridden. */
function move(path: string[], more: Partial<MoveRequest> = {}) {
  return validateMove(arc, { path, speed: 2, isLifeBase: true, controllerStart: "s1", occupied: none, ...more });
}
const summon = { isLifeBase: false } as const;

/** A board in the scenario form (kinds default to normal), compiled. */
function board(data: { center: [number, number]; dots: Record<string, { at: [number, number]; kind?: string }>; lines: string[] }) {
  return compileBoard(parseBoard(data));
}

describe("rotational direction (202.9, SCENARIOS Boards)", () => {
  it("202.9 on the arc, s1 to a to b goes counter-clockwise: the cross product (a-c)x(b-c) is positive", () => {
    // (10, 0) x (9.397, 3.420) = 10 * 3.420 - 0 * 9.397 = 34.2 > 0
    expect(stepDirection(arc, "s1", "a")).toBe("counter-clockwise");
    expect(stepDirection(arc, "a", "b")).toBe("counter-clockwise");
    expect(stepDirection(arc, "b", "a")).toBe("clockwise");
    const r = move(["s1", "a", "b"]);
    expect(r).toMatchObject({ ok: true, direction: "counter-clockwise", steps: 2 });
  });

  it("202.9 a turn along the arc measures 160 degrees (a 20-degree polygon), so it is not sharp", () => {
    expect(turnAngle(arc, "s1", "a", "b")).toBeCloseTo(160, 1);
  });

  it("202.9 a path that reverses direction is refused", () => {
    const r = move(["a", "b", "a"]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.rule).toBe("202.9");
      expect(r.message).toMatch(/^202\.9 .*dot b/);
    }
  });

  it("202.9 a radial step has no direction and fits a move in either direction", () => {
    // Center (0, 0): r1 (0, 1) -> r2 (0, 2) points straight out; from r2, cw goes to +x, ccw to -x.
    const b = board({
      center: [0, 0],
      dots: { r1: { at: [0, 1] }, r2: { at: [0, 2] }, cw: { at: [1, 2] }, ccw: { at: [-1, 2] } },
      lines: ["r1-r2", "r2-cw", "r2-ccw"],
    });
    expect(stepDirection(b, "r1", "r2")).toBeNull();
    const base = { speed: 2, isLifeBase: true, controllerStart: null, occupied: none };
    expect(validateMove(b, { ...base, path: ["r1", "r2"] })).toMatchObject({ ok: true, direction: null });
    // The angle at r2 between r2->r1 (0, -1) and r2->cw (1, 0) is 90 degrees: allowed.
    expect(validateMove(b, { ...base, path: ["r1", "r2", "cw"] })).toMatchObject({ ok: true, direction: "clockwise" });
    expect(validateMove(b, { ...base, path: ["r1", "r2", "ccw"] })).toMatchObject({ ok: true, direction: "counter-clockwise" });
    // 202.8 with a required direction, the radial step is still allowed and binds nothing.
    expect(validateMove(b, { ...base, path: ["r1", "r2"], requiredDirection: "clockwise" })).toMatchObject({ ok: true, direction: null });
    expect(pathDirection(b, ["r1", "r2", "ccw"])).toBe("counter-clockwise");
  });
});

describe("sharp turns (202.9, Richting)", () => {
  // Dot o = (10, 0), arrived at from w along the direction 10° (w = o - 2(cos10°, sin10°)). Leaving
  // along 110°, 100° or 90° turns at 80°, 90° and 100°: the angle between the reversed incoming
  // direction (190°) and the outgoing one. Every step has a positive y-component at o on the x-axis,
  // so all of them go counter-clockwise: only the angle differs.
  const turns = board({
    center: [0, 0],
    dots: {
      w: { at: [8.0304, -0.3473] },
      o: { at: [10, 0] },
      q80: { at: [9.316, 1.8794] },
      q90: { at: [9.6527, 1.9696] },
      q100: { at: [10, 2] },
    },
    lines: ["w-o", "o-q80", "o-q90", "o-q100"],
  });
  const base = { speed: 3, isLifeBase: true, controllerStart: null, occupied: none };

  it("202.9 the turn angles are 80, 90 and 100 degrees", () => {
    expect(turnAngle(turns, "w", "o", "q80")).toBeCloseTo(80, 2);
    expect(turnAngle(turns, "w", "o", "q90")).toBeCloseTo(90, 2);
    expect(turnAngle(turns, "w", "o", "q100")).toBeCloseTo(100, 2);
    for (const q of ["q80", "q90", "q100"]) expect(stepDirection(turns, "o", q)).toBe("counter-clockwise");
  });

  it("202.9 an 80-degree turn is a sharp turn and is refused, naming the dot", () => {
    const r = validateMove(turns, { ...base, path: ["w", "o", "q80"] });
    expect(r).toMatchObject({ ok: false, rule: "202.9" });
    if (!r.ok) expect(r.message).toContain("no sharp turn at dot o");
  });

  it("202.9 a 90-degree turn is allowed, and so is 100", () => {
    expect(validateMove(turns, { ...base, path: ["w", "o", "q90"] })).toMatchObject({ ok: true, steps: 2 });
    expect(validateMove(turns, { ...base, path: ["w", "o", "q100"] })).toMatchObject({ ok: true, steps: 2 });
  });

  it("202.9 an attack can't take the sharp turn either", () => {
    expect(attackPath(turns, "w", "q80", 5)).toMatchObject({ ok: false, rule: "202.5d" });
    expect(attackPath(turns, "w", "q90", 2)).toMatchObject({ ok: true, path: ["w", "o", "q90"] });
  });
});

describe("steps, speed and occupied dots (202.5c, 202.10, 202.11, 600.4, 600.5)", () => {
  it("600.4 d to e1 is a legal one-step move, and e1 is an ending dot (602.2)", () => {
    expect(move(["d", "e1"], { speed: 1 })).toMatchObject({ ok: true, steps: 1, direction: "counter-clockwise" });
    expect(isEndingDot(arc, "e1")).toBe(true);
    expect(isEndingDot(arc, "d")).toBe(false);
  });

  it("202.5c a path with more steps than Speed is refused", () => {
    expect(move(["s1", "a", "b", "c"], { speed: 2 })).toMatchObject({ ok: false, rule: "202.5c" });
    expect(move(["s1", "a", "b", "c"], { speed: 3 })).toMatchObject({ ok: true, steps: 3 });
  });

  it("202.2 a path with no step, an unknown dot, or dots no line joins is refused", () => {
    expect(move(["a"])).toMatchObject({ ok: false, rule: "202.2" });
    expect(move(["a", "zz"])).toMatchObject({ ok: false, rule: "600.2" });
    expect(move(["a", "c"])).toMatchObject({ ok: false, rule: "600.3" });
  });

  it("600.5 a move may not end on an occupied dot", () => {
    const r = move(["b", "c"], { occupied: new Set(["c"]) });
    expect(r).toMatchObject({ ok: false, rule: "600.5" });
    if (!r.ok) expect(r.message).toContain("dot c is occupied");
  });

  it("202.10 a move may pass over an occupied dot, which still counts as a step", () => {
    expect(move(["b", "c", "d"], { occupied: new Set(["c"]) })).toMatchObject({ ok: true, steps: 2 });
    expect(move(["b", "c", "d"], { occupied: new Set(["c"]), speed: 1 })).toMatchObject({ ok: false, rule: "202.5c" });
  });

  it("202.11 a move whose end got occupied goes as far as possible towards it", () => {
    expect(partialMovePath(["a", "b", "c", "d"], new Set(["d"]))).toEqual(["a", "b", "c"]);
    expect(partialMovePath(["a", "b", "c", "d"], new Set(["c", "d"]))).toEqual(["a", "b"]);
    expect(partialMovePath(["a", "b"], new Set(["b"]))).toEqual(["a"]);
    expect(partialMovePath(["a", "b", "c"], new Set(["b"]))).toEqual(["a", "b", "c"]);
  });
});

describe("warps (202.12, 604)", () => {
  it("604.3 a Non Life Base summon warps from its starting dot to an ending dot in one step, with no direction", () => {
    expect(move(["s1", "e1"], { ...summon, speed: 1 })).toMatchObject({ ok: true, steps: 1, direction: null, warps: [0] });
    expect(move(["e1", "s1"], { ...summon, speed: 1 })).toMatchObject({ ok: true, steps: 1, warps: [0] });
  });

  it("604.2 a Life Base can't warp", () => {
    const r = move(["s1", "e1"], { speed: 1 });
    expect(r).toMatchObject({ ok: false, rule: "604.2" });
    if (!r.ok) expect(r.message).toContain("Life Base can't warp");
  });

  it("604.2 a summon warps only from and to its own controller's starting dot", () => {
    // bob (starting dot s2) has no warp between s1 and e1.
    expect(move(["s1", "e1"], { ...summon, controllerStart: "s2" })).toMatchObject({ ok: false, rule: "600.3" });
    expect(move(["e1", "s2"], { ...summon, controllerStart: "s1" })).toMatchObject({ ok: false, rule: "600.3" });
    expect(move(["e1", "s2"], { ...summon, controllerStart: "s2" })).toMatchObject({ ok: true, warps: [0] });
  });

  it("604.2 a move by an effect doesn't warp", () => {
    expect(move(["s1", "e1"], { ...summon, allowWarp: false })).toMatchObject({ ok: false, rule: "604.2" });
  });

  it("202.12 a warp counts as one step between line steps: d, e1, s1, a is three steps counter-clockwise", () => {
    expect(move(["d", "e1", "s1", "a"], { ...summon, speed: 3 })).toMatchObject({ ok: true, steps: 3, direction: "counter-clockwise", warps: [1] });
    expect(move(["d", "e1", "s1", "a"], { ...summon, speed: 2 })).toMatchObject({ ok: false, rule: "202.5c" });
  });

  it("202.12 no turn is measured across a warp, but the move keeps one direction on both sides", () => {
    // Starting dot s (0, -2), ending dot e (0, 4). Arriving at s from p (-1, -2) goes counter-
    // clockwise (cross (-1,-2)x(0,-2) = 2). Leaving e to l (-1, 4) goes counter-clockwise too
    // (cross (0,4)x(-1,4) = 4); leaving to r (1, 4) goes clockwise. p, s then e, l would make a
    // sharp turn if measured across the warp (p-s points left, e-l points left: 0 degrees).
    const w = board({
      center: [0, 0],
      dots: {
        p: { at: [-1, -2] },
        s: { at: [0, -2], kind: "starting" },
        e: { at: [0, 4], kind: "ending" },
        l: { at: [-1, 4] },
        r: { at: [1, 4] },
      },
      lines: ["p-s", "e-l", "e-r"],
    });
    const base = { speed: 3, isLifeBase: false, controllerStart: "s", occupied: none };
    expect(validateMove(w, { ...base, path: ["p", "s", "e", "l"] })).toMatchObject({ ok: true, steps: 3, direction: "counter-clockwise" });
    expect(validateMove(w, { ...base, path: ["p", "s", "e", "r"] })).toMatchObject({ ok: false, rule: "202.9" });
  });
});

describe("601.5 starting dots of other players", () => {
  it("601.5 entering a starting dot that isn't the controller's destroys the summon", () => {
    expect(destroysOnEntry(arc, "s1", "s2")).toBe(true);
    expect(destroysOnEntry(arc, "s1", "s1")).toBe(false);
    expect(destroysOnEntry(arc, "a", "s2")).toBe(false);
    expect(move(["b", "a", "s1"], { ...summon, controllerStart: "s2" })).toMatchObject({ ok: true, foreignStartAt: 2 });
    expect(move(["b", "a", "s1"], { ...summon })).toMatchObject({ ok: true, foreignStartAt: null });
  });
});

describe("attack (202.3, 202.5d, 202.8, 202.10, 603, 604.4)", () => {
  it("202.5d range counts every dot up to the target's: a to c is 2", () => {
    expect(attackPath(arc, "a", "c", 2)).toMatchObject({ ok: true, path: ["a", "b", "c"], steps: 2, direction: "counter-clockwise" });
    const r = attackPath(arc, "a", "c", 1);
    expect(r).toMatchObject({ ok: false, rule: "202.5d" });
    expect(attackPath(arc, "c", "a", 2)).toMatchObject({ ok: true, direction: "clockwise" });
  });

  it("202.10 an attack goes through other summons: the board path ignores who stands between", () => {
    // targetsInRange takes no occupancy: b between a and d doesn't block the attack.
    expect(targetsInRange(arc, "a", 3).get("d")?.[0]?.path).toEqual(["a", "b", "c", "d"]);
  });

  it("603.2 and 601.7 no attack onto or from a no-attack dot; starting dots are no-attack dots", () => {
    expect(isNoAttackDot(arc, "s1")).toBe(true);
    expect(attackPath(arc, "a", "s1", 3)).toMatchObject({ ok: false, rule: "603.2" });
    expect(attackPath(arc, "s1", "a", 3)).toMatchObject({ ok: false, rule: "603.2" });
    expect(targetsInRange(arc, "s1", 5).size).toBe(0);
    expect(targetsInRange(arc, "b", 1).has("s1")).toBe(false);
    const red = board({
      center: [0, 0],
      dots: { x: { at: [10, 0] }, n: { at: [9.397, 3.42], kind: "no-attack" }, y: { at: [7.66, 6.428] } },
      lines: ["x-n", "n-y"],
    });
    expect(attackPath(red, "x", "n", 1)).toMatchObject({ ok: false, rule: "603.2" });
    // Passing over a no-attack dot is fine: only the attacker's and the target's dots count.
    expect(attackPath(red, "x", "y", 2)).toMatchObject({ ok: true, path: ["x", "n", "y"] });
  });

  it("604.4 an attack never goes through a warp", () => {
    // From e1, a is 2 steps for a move (e1 warp s1, s1-a) but 4 along the lines (e1 d c b a).
    expect(move(["e1", "s1", "a"], { ...summon, speed: 2 })).toMatchObject({ ok: true, steps: 2 });
    expect(attackPath(arc, "e1", "a", 2)).toMatchObject({ ok: false, rule: "202.5d" });
    expect(attackPath(arc, "e1", "a", 4)).toMatchObject({ ok: true, path: ["e1", "d", "c", "b", "a"] });
  });

  it("604.4 with 604.1 an attack doesn't pass through a starting or ending dot (warp dots), though it may end on an ending dot", () => {
    // x - E (ending) - y along the lines, as o1 - e1 - o2 on the Act I board's outer ring.
    const ring = board({
      center: [0, 0],
      dots: { x: { at: [10, 0] }, E: { at: [9.397, 3.42], kind: "ending" }, y: { at: [7.66, 6.428] } },
      lines: ["x-E", "E-y"],
    });
    expect(attackPath(ring, "x", "E", 1)).toMatchObject({ ok: true, path: ["x", "E"] });
    expect(attackPath(ring, "x", "y", 2)).toMatchObject({ ok: false, rule: "202.5d" });
    expect(targetsInRange(ring, "x", 5).has("y")).toBe(false);
    expect(attackPath(ring, "E", "y", 1)).toMatchObject({ ok: true }); // from a warp dot is not through it
  });

  it("202.8 after a move, the attack goes in the move's direction", () => {
    expect(attackPath(arc, "c", "a", 2, { requiredDirection: "clockwise" })).toMatchObject({ ok: true });
    const r = attackPath(arc, "c", "a", 2, { requiredDirection: "counter-clockwise" });
    expect(r).toMatchObject({ ok: false, rule: "202.8" });
    expect(targetsInRange(arc, "c", 2, { requiredDirection: "counter-clockwise" }).has("a")).toBe(false);
    expect(targetsInRange(arc, "c", 2, { requiredDirection: "counter-clockwise" }).has("e1")).toBe(true);
  });

  it("202.8 after an attack, the move goes in the attack's direction", () => {
    const attack = attackPath(arc, "b", "d", 2);
    expect(attack).toMatchObject({ ok: true, direction: "counter-clockwise" });
    expect(move(["b", "a"], { requiredDirection: "counter-clockwise" })).toMatchObject({ ok: false, rule: "202.8" });
    expect(move(["b", "c"], { requiredDirection: "counter-clockwise" })).toMatchObject({ ok: true });
  });
});

describe("reachableMoves (legal moves for legalActions and the AI)", () => {
  const start = { isLifeBase: true, controllerStart: "s1", occupied: none } as const;
  const show = (ms: { path: string[]; direction: string | null }[]) => ms.map((m) => `${m.path.join(" ")} ${m.direction ?? "-"}`).sort();

  it("202.5c a Life Base on b with Speed 2 reaches a, s1, c and d, each one way", () => {
    expect(show(reachableMoves(arc, "b", { ...start, speed: 2 }))).toEqual(["b a clockwise", "b a s1 clockwise", "b c counter-clockwise", "b c d counter-clockwise"]);
  });

  it("604.3 a summon on d with Speed 2 can warp on from e1 to its starting dot", () => {
    expect(show(reachableMoves(arc, "d", { ...start, isLifeBase: false, speed: 2 }))).toEqual(["d c b clockwise", "d c clockwise", "d e1 counter-clockwise", "d e1 s1 counter-clockwise"]);
  });

  it("202.10 an occupied dot is passed over but not a destination", () => {
    expect(show(reachableMoves(arc, "d", { ...start, isLifeBase: false, speed: 2, occupied: new Set(["e1"]) }))).toEqual(["d c b clockwise", "d c clockwise", "d e1 s1 counter-clockwise"]);
  });

  it("202.8 with a required direction only the moves that way remain", () => {
    expect(show(reachableMoves(arc, "b", { ...start, speed: 1, requiredDirection: "clockwise" }))).toEqual(["b a clockwise"]);
  });
});
