// A card as a picture: an SVG built node by node (dom.ts), so whatever a card's name or text
// holds is drawn as characters. Frame colour by card kind, cost pills in the energy colours of
// the vocabulary, type line, the action panel (one paragraph per ability), flavour, stats.
import type { CardDefinition, Vocabulary } from "../shared/protocol.ts";
import { s } from "./dom.ts";

const W = 320;
const H = 448;

const FRAMES: Record<string, { frame: string; panel: string; accent: string }> = {
  summon: { frame: "#7a4b22", panel: "#fbf4ea", accent: "#c2772f" },
  lifeBase: { frame: "#8a6d1f", panel: "#fdf8e7", accent: "#d4a72c" },
  crystal: { frame: "#1f5f6b", panel: "#eef8f8", accent: "#2f9fae" },
  effect: { frame: "#4b2a6b", panel: "#f6f0fb", accent: "#8b5cc4" },
};

const COLOURS: Record<string, string> = { blue: "#2563eb", green: "#16a34a", grey: "#6b7280", red: "#dc2626" };

function kindOf(def: CardDefinition): keyof typeof FRAMES {
  if (def.type === "Life Base Card" || def.class === "Life Base") return "lifeBase";
  if (def.type === "Summon Card") return "summon";
  if (def.type === "Energy Crystal Card") return "crystal";
  return "effect";
}

/** Lines of at most `width` characters, words kept whole where they fit. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split(/\n/)) {
    let line = "";
    for (let word of para.split(/\s+/).filter(Boolean)) {
      while (word.length > width) {
        if (line) {
          out.push(line);
          line = "";
        }
        out.push(word.slice(0, width));
        word = word.slice(width);
      }
      if (!line) line = word;
      else if (line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        out.push(line);
        line = word;
      }
    }
    if (line) out.push(line);
  }
  return out;
}

/** Text in one line of at most `max` px at this size (estimated): shrunk to fit when longer. */
function fitText(text: string, x: number, y: number, size: number, max: number, attrs: Record<string, string | number>): SVGTextElement {
  const estimate = text.length * size * 0.56;
  const t = s("text", { x, y, "font-size": size, ...attrs, ...(estimate > max ? { textLength: max, lengthAdjust: "spacingAndGlyphs" } : {}) }, text);
  return t;
}

/** The name in the title bar: one line, smaller as it grows, then two lines; past that cut with
 *  "…" (the whole name is in the picture's <title>). A wrapped line keeps its space at the end, so
 *  the element's text is the name as written. */
function nameText(name: string, max: number): SVGTextElement {
  const attrs = { "font-weight": "bold", fill: "#111", class: "card-name" };
  for (const size of [17, 15, 13]) if (name.length * size * 0.56 <= max) return s("text", { x: 26, y: 41, "font-size": size, ...attrs }, name);
  const size = 11;
  const per = Math.floor(max / (size * 0.56));
  let first = name.slice(0, per);
  const space = first.lastIndexOf(" ");
  if (space > per / 2) first = name.slice(0, space + 1);
  let second = name.slice(first.length);
  if (second.length > per) second = `${second.slice(0, per - 1)}…`;
  return s("text", { "font-size": size, ...attrs }, s("tspan", { x: 26, y: 33 }, first), s("tspan", { x: 26, y: 46 }, second));
}

export function cardPicture(def: CardDefinition, energy: Vocabulary["energy"]): SVGSVGElement {
  const kind = kindOf(def);
  const c = FRAMES[kind]!;
  const colourOf = (letter: string) => COLOURS[energy.find((e) => e.letter === letter)?.colour ?? "grey"] ?? "#6b7280";
  const svg = s("svg", { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${W} ${H}`, width: W, height: H, class: "card-picture", role: "img", "font-family": "Georgia, 'Times New Roman', serif" });
  svg.append(s("title", {}, `${def.name} — ${def.type}`));
  svg.append(s("rect", { x: 1, y: 1, width: W - 2, height: H - 2, rx: 16, fill: c.frame, stroke: "#222", "stroke-width": 2 }));
  svg.append(s("rect", { x: 12, y: 12, width: W - 24, height: H - 24, rx: 10, fill: c.panel }));

  // Name and cost.
  const costs = Object.entries(def.cost).filter(([, n]) => n > 0);
  const pillW = 34;
  const costWidth = costs.length * (pillW + 4);
  svg.append(s("rect", { x: 18, y: 18, width: W - 36, height: 34, rx: 6, fill: "#fff", stroke: c.accent, "stroke-width": 1.5 }));
  svg.append(nameText(def.name, W - 56 - costWidth));
  const cost = s("g", { class: "card-cost" });
  costs.forEach(([letter, n], i) => {
    const x = W - 22 - (costs.length - i) * (pillW + 4) + 4;
    cost.append(s("rect", { x, y: 24, width: pillW, height: 22, rx: 11, fill: colourOf(letter) }));
    cost.append(s("text", { x: x + pillW / 2, y: 40, "text-anchor": "middle", "font-size": 13, "font-weight": "bold", fill: "#fff", "font-family": "Helvetica, Arial, sans-serif" }, `${letter}${n}`));
  });
  if (costs.length === 0) cost.append(s("text", { x: W - 28, y: 40, "text-anchor": "end", "font-size": 12, fill: "#666", "font-style": "italic" }, "no cost"));
  svg.append(cost);

  // The "art": an orrery, rings by card kind.
  const art = s("g", {});
  art.append(s("rect", { x: 24, y: 58, width: W - 48, height: 112, rx: 4, fill: c.frame, opacity: 0.9 }));
  const cx = W / 2;
  const cy = 114;
  for (const r of [14, 28, 42]) art.append(s("ellipse", { cx, cy, rx: r * 2.2, ry: r, fill: "none", stroke: c.accent, "stroke-width": 1.2, opacity: 0.8 }));
  art.append(s("circle", { cx, cy, r: 7, fill: "#fde68a" }));
  art.append(s("circle", { cx: cx + 61, cy: cy - 16, r: 4, fill: "#fff" }));
  art.append(s("circle", { cx: cx - 40, cy: cy + 22, r: 3, fill: "#fff" }));
  svg.append(art);

  // Type line.
  const sub = [def.typeClass ? `(${def.typeClass})` : "", def.class ?? "", def.element ?? "", def.crew ?? ""].filter(Boolean);
  const typeLine = `${def.type}${sub.length ? ` — ${sub.join(" · ")}` : ""}`;
  svg.append(s("rect", { x: 18, y: 176, width: W - 36, height: 24, rx: 5, fill: "#fff", stroke: c.accent, "stroke-width": 1.2 }));
  svg.append(fitText(typeLine, 26, 193, 12.5, W - 52, { fill: "#222", class: "card-type", "font-family": "Helvetica, Arial, sans-serif" }));
  svg.append(s("text", { x: W - 26, y: 193, "text-anchor": "end", "font-size": 10, fill: "#555", "font-family": "Helvetica, Arial, sans-serif" }, def.permanent ? "permanent" : "non permanent"));

  // The action panel.
  const statsBand = def.stats ? 38 : 0;
  const boxTop = 206;
  const boxBottom = H - 30 - statsBand;
  svg.append(s("rect", { x: 18, y: boxTop, width: W - 36, height: boxBottom - boxTop, rx: 5, fill: "#fff", stroke: "#d4d4d8" }));
  const paragraphs = def.abilities.map((a) => a.text);
  const flavor = def.flavor ? wrap(def.flavor, 46) : [];
  let size = 13;
  let lines: { text: string; italic: boolean; gap: boolean }[] = [];
  for (; size >= 9; size -= 1) {
    const width = Math.floor((W - 52) / (size * 0.5));
    lines = [];
    paragraphs.forEach((p, i) => wrap(p, width).forEach((l, k) => lines.push({ text: l, italic: false, gap: i > 0 && k === 0 })));
    flavor.forEach((l, k) => lines.push({ text: l, italic: true, gap: k === 0 && paragraphs.length > 0 }));
    const height = lines.reduce((hgt, l) => hgt + size * 1.3 + (l.gap ? size * 0.5 : 0), 0);
    if (height <= boxBottom - boxTop - 12) break;
  }
  const text = s("text", { class: "card-text", "font-size": size, fill: "#111" });
  let y = boxTop + 8;
  for (const l of lines) {
    y += size * 1.3 + (l.gap ? size * 0.5 : 0);
    if (y > boxBottom - 4) break;
    text.append(s("tspan", { x: 26, y: Math.round(y * 10) / 10, ...(l.italic ? { "font-style": "italic", fill: "#555" } : {}) }, l.text));
  }
  if (paragraphs.length === 0 && flavor.length === 0) text.append(s("tspan", { x: 26, y: boxTop + 22, fill: "#888", "font-style": "italic" }, "no text"));
  svg.append(text);

  // Stats (summons): attack, defense, speed, range, and movement energy.
  if (def.stats) {
    const st = def.stats;
    const g = s("g", { class: "card-stats", "font-family": "Helvetica, Arial, sans-serif" });
    const items: [string, number][] = [
      ["ATK", st.attack],
      ["DEF", st.defense],
      ["SPD", st.speed],
      ["RNG", st.range],
    ];
    const y0 = H - 30 - statsBand + 6;
    items.forEach(([label, n], i) => {
      const x = 20 + i * 56;
      g.append(s("rect", { x, y: y0, width: 50, height: 26, rx: 6, fill: c.frame }));
      g.append(s("text", { x: x + 25, y: y0 + 18, "text-anchor": "middle", "font-size": 12, fill: "#fff", "font-weight": "bold" }, `${label} ${n}`));
    });
    const move = Object.entries(def.movementEnergy ?? {}).filter(([, n]) => n > 0);
    move.forEach(([letter, n], i) => {
      const x = 246 + i * 28;
      g.append(s("circle", { cx: x + 12, cy: y0 + 13, r: 12, fill: colourOf(letter) }));
      g.append(s("text", { x: x + 12, y: y0 + 17, "text-anchor": "middle", "font-size": 10, fill: "#fff", "font-weight": "bold" }, `${letter}${n}`));
    });
    if (move.length) g.append(s("title", {}, "movement energy (204.5)"));
    svg.append(g);
  }

  // Footer: restriction and collector number.
  const foot = s("g", { "font-size": 10, fill: "#f5f5f5", "font-family": "Helvetica, Arial, sans-serif" });
  foot.append(s("text", { x: 22, y: H - 15 }, def.restriction === null ? "restriction ∞" : `restriction ${def.restriction}`));
  if (def.collector) foot.append(s("text", { x: W - 22, y: H - 15, "text-anchor": "end" }, def.collector));
  svg.append(foot);
  return svg;
}
