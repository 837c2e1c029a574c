// The board in text, with its lines (600.3): the orbits unrolled into rows, the centre at the top,
// each row one orbit read clockwise from the top of the board (12 o'clock) to the left edge and
// round again, so the picture is a cylinder: the right edge joins the left. A ring line is drawn
// `----` between two dots of a row, a line between two orbits as `/` or `\` in the row between
// them. The Act I board (five orbits of twelve dots, every dot joined to its two neighbours and to
// two dots of the next orbit) becomes 9 rows of 72 columns:
//
//   s1----n1----s2---- ...      orbit 0 (starting and no-attack dots)
//     \  /  \  /  \  /
//      a1----a2----a3-- ...     orbit 1
//     /  \  /  \  /  \
//   b1----b2----b3---- ...      orbit 2
//
// Any board given as data whose dots sit on orbits around its centre, with lines only along an
// orbit or between neighbouring orbits, is drawn the same way; for any other (or one too wide for
// the terminal) drawBoard returns null and the caller lists the orbits instead.
import type { BoardData, DotKind } from "../../runtime/x610z/board.ts";
import type { Style } from "./style.ts";

/** One pawn on the picture: its code (upper case: Y1, A2) and whose it is. */
export interface BoardPawn {
  code: string;
  mine: boolean;
}

/** Columns per angle step: a dot id takes up to 3 columns, so ring lines get at least 3 dashes. */
const STEP = 3;

interface Placed {
  id: string;
  row: number;
  col: number;
}

/** Dots on their orbits: row = orbit (2 text rows apart), column = angle clockwise from the top. */
function place(board: BoardData): { placed: Map<string, Placed>; width: number; rows: number } | null {
  const [cx, cy] = board.center;
  const polar = Object.entries(board.dots).map(([id, d]) => {
    const dx = d.at[0] - cx;
    const dy = d.at[1] - cy;
    // Clockwise from the top: atan2(dx, dy) is 0 at 12 o'clock and grows clockwise.
    let deg = (Math.atan2(dx, dy) * 180) / Math.PI;
    if (deg < -1e-6) deg += 360;
    return { id, r: Math.round(Math.hypot(dx, dy) * 10) / 10, deg: Math.round(deg * 10) / 10 };
  });
  if (polar.some((p) => p.r === 0)) return null; // a dot at the centre has no angle
  const radii = [...new Set(polar.map((p) => p.r))].sort((a, b) => a - b);
  const angles = [...new Set(polar.map((p) => p.deg % 360))].sort((a, b) => a - b);
  const placed = new Map<string, Placed>();
  for (const p of polar) {
    if (p.id.length > STEP) return null;
    placed.set(p.id, { id: p.id, row: radii.indexOf(p.r) * 2, col: angles.indexOf(p.deg % 360) * STEP });
  }
  return { placed, width: angles.length * STEP, rows: radii.length * 2 - 1 };
}

/**
 * The board's rows, at most `maxWidth` columns, pawns in place of their dots' ids; null when the
 * board can't be drawn this way (see the header).
 */
export function drawBoard(board: BoardData, pawns: ReadonlyMap<string, BoardPawn>, style: Style, maxWidth = 80): string[] | null {
  const layout = place(board);
  if (!layout || layout.width > maxWidth) return null;
  const { placed, width, rows } = layout;
  const grid: string[][] = Array.from({ length: rows }, () => Array<string>(width).fill(" "));
  // What each cell is, for colouring: a line, a dot (its kind), a pawn (whose).
  const paint: Array<Array<(s: string) => string>> = Array.from({ length: rows }, () => Array<(s: string) => string>(width).fill((s) => s));
  const wrap = (c: number) => ((c % width) + width) % width;
  const put = (row: number, col: number, ch: string, colour: (s: string) => string) => {
    grid[row]![wrap(col)] = ch;
    paint[row]![wrap(col)] = colour;
  };
  const steps = width / STEP;
  for (const [a, b] of board.lines) {
    const p = placed.get(a);
    const q = placed.get(b);
    if (!p || !q) return null;
    if (p.row === q.row) {
      // Along an orbit: only between neighbouring angles that hold dots of this orbit.
      const fwd = wrap(q.col - p.col) / STEP;
      const [from, to] = fwd <= steps - fwd ? [p, q] : [q, p];
      const gap = wrap(to.col - from.col);
      // No other dot of this orbit may sit in between.
      for (const d of placed.values()) {
        if (d.row === p.row && d !== from && d !== to && wrap(d.col - from.col) < gap && wrap(d.col - from.col) > 0) return null;
      }
      for (let c = from.col + from.id.length; c < from.col + gap; c++) put(p.row, c, "-", style.dim);
    } else if (Math.abs(p.row - q.row) === 2) {
      const [inner, outer] = p.row < q.row ? [p, q] : [q, p];
      const d = wrap(outer.col - inner.col);
      // Outer dot one angle step clockwise (to the right) or anticlockwise (to the left).
      if (d === STEP) put(inner.row + 1, inner.col + 2, "\\", style.dim);
      else if (d === width - STEP) put(inner.row + 1, inner.col - 1, "/", style.dim);
      else return null;
    } else return null;
  }
  const kindColour: Record<DotKind, (s: string) => string> = {
    starting: style.red,
    "no-attack": style.magenta,
    ending: style.yellow,
    quest: style.underline,
    normal: (s) => s,
  };
  for (const d of placed.values()) {
    const pawn = pawns.get(d.id);
    const text = pawn ? pawn.code : d.id;
    const colour = pawn ? (pawn.mine ? (s: string) => style.bold(style.bgCyan(style.black(s))) : (s: string) => style.bold(style.bgRed(style.white(s)))) : kindColour[board.dots[d.id]!.kind];
    [...text].forEach((ch, i) => put(d.row, d.col + i, ch, colour));
  }
  return grid.map((cells, r) => {
    // Runs of cells with the same colour are coloured together (fewer escape codes).
    let out = "";
    let run = "";
    let colour: ((s: string) => string) | null = null;
    cells.forEach((ch, c) => {
      const f = paint[r]![c]!;
      if (f !== colour) {
        if (run) out += colour ? colour(run) : run;
        run = "";
        colour = f;
      }
      run += ch;
    });
    if (run) out += colour ? (colour as (s: string) => string)(run) : run;
    return out.replace(/\s+$/, "");
  });
}

/** What the letters of the board mean, in one line for boards whose dot ids start with their kind. */
export function boardLegend(board: BoardData): string {
  const rules: Record<DotKind, string> = { starting: "starting (601)", ending: "ending (602)", "no-attack": "no attack (603)", quest: "quest (605)", normal: "" };
  const byKind = new Map<DotKind, string[]>();
  for (const [id, d] of Object.entries(board.dots)) byKind.set(d.kind, [...(byKind.get(d.kind) ?? []), id]);
  const parts: string[] = [];
  for (const kind of ["starting", "ending", "no-attack", "quest"] as DotKind[]) {
    const ids = byKind.get(kind);
    if (!ids) continue;
    const prefixes = [...new Set(ids.map((id) => id.replace(/\d+$/, "")))];
    // A prefix names the kind when every dot with it is of that kind (s1..s6: starting).
    const clean = prefixes.every((pre) => Object.entries(board.dots).every(([id, d]) => id.replace(/\d+$/, "") !== pre || d.kind === kind));
    parts.push(`${clean ? prefixes.map((p) => `${p}…`).join(" ") : ids.length <= 3 ? ids.join(" ") : `${ids[0]} ${ids[1]} …`} ${rules[kind]}`);
  }
  return parts.join(" · ");
}
