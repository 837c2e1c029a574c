// Draws a board as SVG (`orrery board`): lines, dots coloured by kind as the rules show them
// (601.1 starting: red with a white ball; 602.1 ending: white with a red ball; 603.1 no-attack:
// red; 605.1 quest: white with a black ball; 600.2 normal: white), dot ids, optional pawns and a
// legend. The output depends only on the input: same board, same bytes.
import type { BoardData, CompiledBoard, DotKind } from "../../runtime/x610z/board.ts";

interface Pawn {
  dot: string;
  label: string;
  player: string;
}

export interface SvgOptions {
  pawns?: Pawn[];
  title?: string | undefined;
}

const RED = "#d62828";
const WHITE = "#ffffff";
const BLACK = "#111111";
const BACKGROUND = "#14213d";
const LINE = "#8d99ae";
const TEXT = "#e5e5e5";
/** Pawn colours by player, in the order players first appear among the pawns. */
const PLAYER_COLOURS = ["#3a86ff", "#ffbe0b", "#2ec4b6", "#b5179e", "#8ac926", "#ff7b00"];

const DRAWING = 760; // px across the board's longer side
const MARGIN = 36;
const TITLE_BAND = 40;
const LEGEND_BAND = 44;

const KIND_LABEL: Record<DotKind, string> = {
  starting: "starting (601)",
  ending: "ending (602)",
  "no-attack": "no attack (603)",
  quest: "quest (605)",
  normal: "normal",
};

export function boardToSvg(board: BoardData | CompiledBoard, opts: SvgOptions = {}): string {
  const data: BoardData = "ids" in board ? board.data : board;
  const ids = Object.keys(data.dots);
  if (ids.length === 0) throw new Error("boardToSvg: the board has no dots");
  const xs = ids.map((id) => data.dots[id]!.at[0]);
  const ys = ids.map((id) => data.dots[id]!.at[1]);
  // Reduced rather than spread: Math.min(...xs) overflows the call stack on a huge board.
  const lo = (a: number[]) => a.reduce((m, v) => (v < m ? v : m), Infinity);
  const hi = (a: number[]) => a.reduce((m, v) => (v > m ? v : m), -Infinity);
  const [minX, maxX, minY, maxY] = [lo(xs), hi(xs), lo(ys), hi(ys)];
  const span = Math.max(maxX - minX, maxY - minY) || 1;
  const scale = DRAWING / span;
  // Dots a little smaller than a third of the closest distance between two dots, within limits.
  // Only distances below `limit` can make the dots smaller than 14, so dots are bucketed in a grid
  // of that size and compared with their neighbours: linear instead of every pair.
  const limit = 14 / (scale * 0.28);
  const cells = new Map<string, number[]>();
  const cellOf = (i: number) => [Math.floor(xs[i]! / limit), Math.floor(ys[i]! / limit)] as const;
  let closest = Infinity;
  for (let i = 0; i < ids.length; i++) {
    const [cx, cy] = cellOf(i);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const j of cells.get(`${cx + dx},${cy + dy}`) ?? []) closest = Math.min(closest, Math.hypot(xs[i]! - xs[j]!, ys[i]! - ys[j]!));
      }
    }
    const key = `${cx},${cy}`;
    const list = cells.get(key);
    if (list) list.push(i);
    else cells.set(key, [i]);
  }
  const r = Math.max(4, Math.min(14, Number.isFinite(closest) ? closest * scale * 0.28 : 14));
  const labelGap = r + 9;
  const top = MARGIN + (opts.title ? TITLE_BAND : 0);
  const width = (maxX - minX) * scale + 2 * MARGIN + 2 * labelGap;
  const height = top + (maxY - minY) * scale + MARGIN + 2 * labelGap + LEGEND_BAND;
  // y up on the board, down in SVG.
  const px = (x: number) => MARGIN + labelGap + (x - minX) * scale;
  const py = (y: number) => top + labelGap + (maxY - y) * scale;
  const [cx, cy] = data.center;

  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" font-family="Helvetica, Arial, sans-serif">`);
  out.push(`<rect width="100%" height="100%" fill="${BACKGROUND}"/>`);
  if (opts.title) out.push(`<text x="${num(width / 2)}" y="${MARGIN + 8}" text-anchor="middle" font-size="20" fill="${TEXT}">${escapeXml(opts.title)}</text>`);

  out.push(`<g stroke="${LINE}" stroke-width="1.5" stroke-linecap="round">`);
  for (const [a, b] of data.lines) {
    const p = data.dots[a];
    const q = data.dots[b];
    if (!p || !q) throw new Error(`boardToSvg: line "${a}-${b}" names an unknown dot`);
    out.push(`<line x1="${num(px(p.at[0]))}" y1="${num(py(p.at[1]))}" x2="${num(px(q.at[0]))}" y2="${num(py(q.at[1]))}"/>`);
  }
  out.push(`</g>`);

  out.push(`<g stroke="${BLACK}" stroke-width="1.2">`);
  for (const id of ids) {
    const d = data.dots[id]!;
    out.push(dotSvg(d.kind, px(d.at[0]), py(d.at[1]), r));
  }
  out.push(`</g>`);

  // Dot ids just outside each dot, pointing away from the center.
  out.push(`<g font-size="${num(Math.max(8, r * 0.85))}" fill="${TEXT}" text-anchor="middle" dominant-baseline="central">`);
  for (const id of ids) {
    const [x, y] = data.dots[id]!.at;
    const dist = Math.hypot(x - cx, y - cy);
    const [ux, uy] = dist > 1e-9 ? [(x - cx) / dist, (y - cy) / dist] : [0, -1];
    out.push(`<text x="${num(px(x) + ux * labelGap)}" y="${num(py(y) - uy * labelGap)}">${escapeXml(id)}</text>`);
  }
  out.push(`</g>`);

  if (opts.pawns && opts.pawns.length > 0) {
    const colours = new Map<string, string>();
    out.push(`<g font-size="${num(Math.max(9, r * 0.9))}" text-anchor="middle" dominant-baseline="central">`);
    for (const pawn of opts.pawns) {
      const d = data.dots[pawn.dot];
      if (!d) throw new Error(`boardToSvg: pawn "${pawn.label}" stands on unknown dot "${pawn.dot}"`);
      if (!colours.has(pawn.player)) colours.set(pawn.player, PLAYER_COLOURS[colours.size % PLAYER_COLOURS.length]!);
      const colour = colours.get(pawn.player)!;
      const x = px(d.at[0]);
      const y = py(d.at[1]);
      // The pawn's label goes on the center side of the dot: the dot's id is on the other.
      const dist = Math.hypot(d.at[0] - cx, d.at[1] - cy);
      const [ux, uy] = dist > 1e-9 ? [(d.at[0] - cx) / dist, (d.at[1] - cy) / dist] : [0, 1];
      // A ring in the player's colour around the dot, so the dot's kind stays visible under it.
      out.push(
        `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r + 3)}" fill="none" stroke="${colour}" stroke-width="4"><title>${escapeXml(`${pawn.player}: ${pawn.label} on ${pawn.dot}`)}</title></circle>`,
      );
      const anchor = -ux > 0.5 ? "start" : -ux < -0.5 ? "end" : "middle";
      out.push(
        `<text x="${num(x - ux * labelGap)}" y="${num(y + uy * labelGap)}" text-anchor="${anchor}" fill="${colour}" stroke="${BACKGROUND}" stroke-width="3" paint-order="stroke" font-weight="bold">${escapeXml(pawn.label)}</text>`,
      );
    }
    out.push(`</g>`);
  }

  // Legend: one sample of every kind the board uses, in the rules' order.
  const used = (["starting", "ending", "no-attack", "quest", "normal"] as DotKind[]).filter((k) => ids.some((id) => data.dots[id]!.kind === k));
  const legendY = height - LEGEND_BAND / 2;
  const slot = (width - 2 * MARGIN) / Math.max(used.length, 1);
  out.push(`<g font-size="12" fill="${TEXT}" dominant-baseline="central">`);
  used.forEach((kind, i) => {
    const x = MARGIN + slot * i + 10;
    out.push(`<g stroke="${BLACK}" stroke-width="1.2">${dotSvg(kind, x, legendY, 8)}</g>`);
    out.push(`<text x="${num(x + 14)}" y="${num(legendY)}">${KIND_LABEL[kind]}</text>`);
  });
  out.push(`</g>`);
  out.push(`</svg>`);
  return out.join("\n") + "\n";
}

function dotSvg(kind: DotKind, x: number, y: number, r: number): string {
  const disc = (fill: string, radius: number, stroke = "") => `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${fill}"${stroke}/>`;
  const ball = (fill: string) => disc(fill, r * 0.42, ` stroke="none"`);
  switch (kind) {
    case "starting":
      return disc(RED, r) + ball(WHITE);
    case "ending":
      return disc(WHITE, r) + ball(RED);
    case "no-attack":
      return disc(RED, r);
    case "quest":
      return disc(WHITE, r) + ball(BLACK);
    case "normal":
      return disc(WHITE, r);
  }
}

/** Numbers with at most two decimals, so output is stable and small. */
function num(n: number): string {
  return String(Math.round(n * 100) / 100 + 0);
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}
