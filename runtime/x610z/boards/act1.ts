// The default board for Act I ("The New Era"): five concentric orbits of twelve dots around (0, 0).
//
//   orbit  radius  angles (deg)   dots                                             kinds
//   0      3       0, 30, ..330   s1..s6 at 90, 30, 330, 270, 210, 150 (clockwise  starting (601)
//                                 from the top); n1..n6 30° clockwise of each s    no-attack (603)
//   1      5       15, 45, ..345  a1..a12, a1 at 75°, then clockwise               normal
//   2      7       0, 30, ..330   b1..b12, b1 at 90°, then clockwise; the odd      quest (605) /
//                                 ones (straight out from a starting dot) quest    normal
//   3      9       15, 45, ..345  c1..c12, c1 at 75°, then clockwise               normal
//   4      11      0, 30, ..330   o1..o6 straight out from s1..s6; e1..e6 between  normal /
//                                 them (e1 at 60°, between o1 and o2)              ending (602)
//
// Lines: each orbit is a ring (neighbours 30° apart); each dot joins the two dots of the next
// orbit out that are 15° either side of it. Every line between orbits is a diagonal, so it has a
// rotational direction, and a summon spirals outward by going from orbit to orbit the same way
// round: all those turns are obtuse (≈150°-159°), as are ring-to-diagonal turns (≥ 95° with these
// radii; tested). Zig-zagging between two orbits is a sharp turn (≈30°) and a change of direction.
//
// What the layout gives (tested in test/runtime/board-act1.test.ts):
// - 105.2b: s1-s4, s2-s5 and s3-s6 face each other through the center.
// - A Life Base (no warps, 604.2) on any starting dot reaches an ending dot in 4 moves at Speed 1,
//   3 at Speed 2, 2 at Speed 3: four orbits out, and the ending dots sit 30° either side of the
//   line straight out from every starting dot.
// - The inner orbit is all red (starting and no-attack dots): the no-attack zone of the starter
//   rules. Orbits 1-4 carry attacks along the rings and the diagonals.
import type { BoardData, DotData, DotKind } from "../board.ts";

const RADII = [3, 5, 7, 9, 11];
const PER_ORBIT = 12;

/** Angle (degrees) of the j-th dot (1-based, clockwise from the top) of an orbit. */
function angleOf(orbit: number, j: number): number {
  const first = orbit % 2 === 0 ? 90 : 75; // even orbits put a dot at the top; odd ones sit 15° off
  return first - 30 * (j - 1);
}

/** Dot id and kind of the j-th dot of an orbit (see the table above). */
function dotOf(orbit: number, j: number): { id: string; kind: DotKind } {
  const odd = j % 2 === 1;
  const k = (j + 1) >> 1; // 1..6
  switch (orbit) {
    case 0:
      return odd ? { id: `s${k}`, kind: "starting" } : { id: `n${k}`, kind: "no-attack" };
    case 1:
      return { id: `a${j}`, kind: "normal" };
    case 2:
      return { id: `b${j}`, kind: odd ? "quest" : "normal" };
    case 3:
      return { id: `c${j}`, kind: "normal" };
    default:
      return odd ? { id: `o${k}`, kind: "normal" } : { id: `e${k}`, kind: "ending" };
  }
}

const round = (v: number) => Math.round(v * 1000) / 1000 + 0; // + 0 turns -0 into 0

function buildAct1(): BoardData {
  const dots: Record<string, DotData> = {};
  const ids: string[][] = [];
  RADII.forEach((r, orbit) => {
    ids.push([]);
    for (let j = 1; j <= PER_ORBIT; j++) {
      const { id, kind } = dotOf(orbit, j);
      const rad = (angleOf(orbit, j) * Math.PI) / 180;
      dots[id] = { at: [round(r * Math.cos(rad)), round(r * Math.sin(rad))], kind };
      ids[orbit]!.push(id);
    }
  });
  const lines: Array<[string, string]> = [];
  for (let orbit = 0; orbit < RADII.length; orbit++) {
    const ring = ids[orbit]!;
    for (let j = 0; j < PER_ORBIT; j++) lines.push([ring[j]!, ring[(j + 1) % PER_ORBIT]!]);
  }
  for (let orbit = 0; orbit + 1 < RADII.length; orbit++) {
    const inner = ids[orbit]!;
    const outer = ids[orbit + 1]!;
    for (let j = 0; j < PER_ORBIT; j++) {
      // Even orbit dot j sits between outer dots j-1 and j (15° either side); odd orbit dot j between j and j+1.
      const [left, right] = orbit % 2 === 0 ? [j - 1, j] : [j, j + 1];
      lines.push([inner[j]!, outer[(left + PER_ORBIT) % PER_ORBIT]!]);
      lines.push([inner[j]!, outer[right % PER_ORBIT]!]);
    }
  }
  return { name: "act1", center: [0, 0], dots, lines };
}

export const act1: BoardData = buildAct1();
