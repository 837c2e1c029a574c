// The sandbox's board: the board data drawn as SVG (lines, dots coloured by kind as the rules show
// them, dot ids), the pawns, and what can be clicked now: dots and pawns that are options of the
// action being built glow and pick that option when clicked. Drawn with dom.ts (text as text).
import type { BoardData, PawnView } from "../shared/protocol.ts";
import { s } from "./dom.ts";

const RED = "#d62828";
const WHITE = "#ffffff";
const BLACK = "#111111";
const PLAYER_COLOURS: Record<string, string> = { you: "#3a86ff", ai: "#f59e0b" };

export interface Picks {
  /** Dot id -> option key. */
  dots: Map<string, string>;
  /** Card id -> option key. */
  cards: Map<string, string>;
}

export class BoardView {
  readonly el: SVGSVGElement;
  private readonly px: (x: number) => number;
  private readonly py: (y: number) => number;
  private readonly r: number;
  private readonly layer: SVGGElement;

  constructor(private readonly board: BoardData) {
    const ids = Object.keys(board.dots);
    const xs = ids.map((id) => board.dots[id]!.at[0]);
    const ys = ids.map((id) => board.dots[id]!.at[1]);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const size = 560;
    const margin = 34;
    const span = Math.max(maxX - minX, maxY - minY) || 1;
    const scale = (size - 2 * margin) / span;
    this.px = (x) => margin + (x - minX) * scale;
    this.py = (y) => margin + (maxY - y) * scale;
    this.r = 10;
    this.el = s("svg", { viewBox: `0 0 ${size} ${size}`, class: "board", role: "img", "aria-label": "The board" });
    this.el.append(s("title", {}, `${board.name ?? "board"}: dots and lines; pawns are rings in each player's colour`));
    const lines = s("g", { class: "lines" });
    for (const [a, b] of board.lines) {
      const p = board.dots[a];
      const q = board.dots[b];
      if (!p || !q) continue;
      lines.append(s("line", { x1: this.px(p.at[0]), y1: this.py(p.at[1]), x2: this.px(q.at[0]), y2: this.py(q.at[1]) }));
    }
    this.el.append(lines);
    const dots = s("g", { class: "dots" });
    const [cx, cy] = board.center;
    for (const id of ids) {
      const d = board.dots[id]!;
      const x = this.px(d.at[0]);
      const y = this.py(d.at[1]);
      const g = s("g", { class: `dot dot-${d.kind}`, "data-dot": id });
      g.append(...dotShape(d.kind, x, y, this.r));
      g.append(s("title", {}, `${id}: ${d.kind} dot`));
      const dist = Math.hypot(d.at[0] - cx, d.at[1] - cy);
      const [ux, uy] = dist > 1e-9 ? [(d.at[0] - cx) / dist, (d.at[1] - cy) / dist] : [0, -1];
      g.append(s("text", { x: x + ux * 20, y: y - uy * 20, class: "dot-id", "text-anchor": "middle", "dominant-baseline": "central" }, id));
      dots.append(g);
    }
    this.el.append(dots);
    this.layer = s("g", { class: "pawns" });
    this.el.append(this.layer);
  }

  /** Draws the pawns and makes the picks clickable. */
  render(pawns: readonly PawnView[], picks: Picks, onPick: (key: string) => void): void {
    for (const g of this.el.querySelectorAll<SVGGElement>(".dot")) {
      const key = picks.dots.get(g.dataset.dot ?? "");
      g.classList.toggle("pick", key !== undefined);
      g.onclick = key !== undefined ? () => onPick(key) : null;
    }
    this.layer.replaceChildren();
    const [cx, cy] = this.board.center;
    for (const p of pawns) {
      const d = this.board.dots[p.dot];
      if (!d) continue;
      const x = this.px(d.at[0]);
      const y = this.py(d.at[1]);
      const colour = PLAYER_COLOURS[p.controller] ?? "#a855f7";
      // A pawn picks itself (a target, an attacker), or else the dot it stands on.
      const key = picks.cards.get(p.card) ?? picks.dots.get(p.dot);
      const g = s("g", { class: `pawn${key !== undefined ? " pick" : ""}${p.state === "activated" ? " used" : ""}`, "data-card": p.card });
      g.append(s("circle", { cx: x, cy: y, r: this.r + 5, fill: "none", stroke: colour, "stroke-width": p.lifeBase ? 6 : 4 }));
      g.append(s("circle", { cx: x, cy: y, r: this.r + 7, fill: "transparent", class: "hit" }));
      if (p.lifeBase) g.append(s("circle", { cx: x, cy: y, r: this.r + 10, fill: "none", stroke: colour, "stroke-width": 1.5 }));
      const dist = Math.hypot(d.at[0] - cx, d.at[1] - cy);
      const [ux, uy] = dist > 1e-9 ? [(d.at[0] - cx) / dist, (d.at[1] - cy) / dist] : [0, 1];
      const short = p.name.length > 14 ? `${p.name.slice(0, 13)}…` : p.name;
      const label = s(
        "text",
        { x: x - ux * 24, y: y + uy * 24, class: "pawn-label", fill: colour, "text-anchor": -ux > 0.5 ? "start" : -ux < -0.5 ? "end" : "middle", "dominant-baseline": "central" },
        short,
      );
      g.append(label);
      if (p.damage > 0) {
        g.append(s("circle", { cx: x + this.r, cy: y - this.r, r: 8, fill: RED, stroke: WHITE, "stroke-width": 1.5 }));
        g.append(s("text", { x: x + this.r, y: y - this.r + 0.5, class: "damage", "text-anchor": "middle", "dominant-baseline": "central" }, p.damage));
      }
      const st = p.stats;
      const state = p.deactivated ? "deactivated" : p.state === "activated" ? "activated (used this turn)" : "ready";
      g.append(
        s("title", {}, `${p.controller}/${p.name} on ${p.dot}${p.lifeBase ? " (Life Base)" : ""} — ATK ${st.attack} DEF ${st.defense} SPD ${st.speed} RNG ${st.range}; damage ${p.damage}; ${state}`),
      );
      if (key !== undefined) g.addEventListener("click", () => onPick(key));
      this.layer.append(g);
    }
  }
}

function dotShape(kind: string, x: number, y: number, r: number): SVGElement[] {
  const disc = (fill: string, radius: number) => s("circle", { cx: x, cy: y, r: radius, fill, stroke: BLACK, "stroke-width": 1.2 });
  const ball = (fill: string) => s("circle", { cx: x, cy: y, r: r * 0.42, fill });
  switch (kind) {
    case "starting":
      return [disc(RED, r), ball(WHITE)];
    case "ending":
      return [disc(WHITE, r), ball(RED)];
    case "no-attack":
      return [disc(RED, r)];
    case "quest":
      return [disc(WHITE, r), ball(BLACK)];
    default:
      return [disc(WHITE, r)];
  }
}
