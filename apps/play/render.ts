// The terminal view of a game for one player: the board orbit by orbit (dots grouped by their
// distance from the centre, clockwise from the top, so any board given as data renders), the
// pawns with their stats, each player's zones (his own hand in full, the others' counted), the
// stack, and whose turn, phase and priority it is.
import { effectiveStats } from "../../runtime/x610z/continuous.ts";
import type { Game } from "../../runtime/index.ts";
import { describeEntry, formatCost } from "./describe.ts";
import { PHASES } from "../../runtime/x610z/vocabulary.ts";

const KIND_MARK: Record<string, string> = { starting: "#", ending: "*", "no-attack": "!", quest: "?", normal: "" };
const PHASE_NAMES: Record<string, string> = Object.fromEntries(PHASES.map((p) => [p.id, p.name]));

/** Pawn codes: the player's initial, upper case, and a number (Y1 = your Life Base). */
export function pawnCodes(game: Game): Map<string, string> {
  const codes = new Map<string, string>();
  const used = new Set<string>();
  for (const p of game.state.players) {
    let letter = p.id[0]?.toUpperCase() ?? "P";
    if (used.has(letter)) letter = String(game.state.players.indexOf(p) + 1);
    used.add(letter);
    let n = 0;
    for (const id of p.zones.play) if (game.state.cards[id]!.at !== null) codes.set(id, `${letter}${++n}`);
  }
  return codes;
}

/** The dots in orbits: grouped by distance from the centre, each clockwise from the top. */
export function orbits(game: Game): string[][] {
  const { dots, center } = game.engine.board.data;
  const [cx, cy] = center;
  const polar = Object.entries(dots).map(([id, d]) => {
    const dx = d.at[0] - cx;
    const dy = d.at[1] - cy;
    let angle = Math.atan2(dx, dy);
    if (angle < -1e-9) angle += 2 * Math.PI;
    return { id, r: Math.round(Math.hypot(dx, dy) * 10) / 10, angle };
  });
  const radii = [...new Set(polar.map((p) => p.r))].sort((a, b) => a - b);
  return radii.map((r) => polar.filter((p) => p.r === r).sort((a, b) => a.angle - b.angle).map((p) => p.id));
}

function boardText(game: Game): string[] {
  const codes = pawnCodes(game);
  const byDot = new Map<string, string>();
  for (const [id, code] of codes) byDot.set(game.state.cards[id]!.at!, code);
  const kinds = game.engine.board.data.dots;
  const rings = orbits(game);
  const cell = Math.max(4, ...rings.flat().map((d) => d.length + 1)) + 1;
  const name = game.engine.board.data.name;
  const out = [`board${name ? ` ${name}` : ""}: orbits from the centre out, dots clockwise from the top; [X1] = a pawn`];
  rings.forEach((ring, i) => {
    const cells = ring.map((d) => (byDot.has(d) ? `[${byDot.get(d)}]` : d + (KIND_MARK[kinds[d]!.kind] ?? "")).padEnd(cell));
    out.push(`  ${String(i).padStart(2)}  ${cells.join("").trimEnd()}`);
  });
  out.push("  # starting dot (no attacks)  * ending dot (a Life Base there wins, 602.2)  ! no-attack dot  ? quest dot");
  return out;
}

function pawnLines(game: Game): string[] {
  const codes = pawnCodes(game);
  const rows = [...codes].map(([id, code]) => {
    const c = game.state.cards[id]!;
    const def = game.engine.lib[c.name]!;
    const st = effectiveStats(game.engine, id);
    const lb = def.type === "Life Base Card" || def.class === "Life Base";
    const state = c.deactivated ? "deactivated" : c.state === "activated" ? "activated" : "ready";
    return [code, c.at!, `${c.controller}/${c.name}`, lb ? "Life Base" : def.class ?? "", `atk ${st.attack} def ${st.defense} spd ${st.speed} rng ${st.range}`, c.damage ? `damage ${c.damage}` : "", state];
  });
  if (rows.length === 0) return [];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return ["pawns:", ...rows.map((r) => "  " + r.map((x, i) => x.padEnd(widths[i]!)).join("  ").trimEnd())];
}

function playerLines(game: Game, viewer: string): string[] {
  const out: string[] = [];
  for (const p of game.state.players) {
    const z = p.zones;
    const head = [`hand ${z.hand.length}`, `deck ${z.deck.length}`, `discard ${z.discard.length}`];
    if (z.removed.length) head.push(`removed ${z.removed.length}`);
    head.push(`pool ${Object.keys(p.pool).length ? formatCost(p.pool) : "empty"}`);
    if (p.start) head.push(`Summon Dot ${p.start}`);
    out.push(`${p.id}${p.id === viewer ? " (you)" : ""}: ${head.join(", ")}`);
    if (p.id === viewer) {
      const hand = z.hand.map((id) => {
        const c = game.state.cards[id]!;
        const cost = game.engine.lib[c.name]!.cost;
        return `${c.name} (${Object.keys(cost).length ? formatCost(cost) : "free"})`;
      });
      out.push(`  hand: ${hand.length ? hand.join(", ") : "empty"}`);
    }
    const counts = new Map<string, number>();
    for (const id of z.play) {
      const c = game.state.cards[id]!;
      if (c.at !== null) continue; // pawns are listed with the board
      const bits = [c.name];
      if (c.state === "activated") bits.push("used");
      if (c.fixedOn) bits.push(`on ${game.state.cards[c.fixedOn]!.owner}/${game.state.cards[c.fixedOn]!.name}`);
      if (c.counters.activation !== undefined) bits.push(`${c.counters.activation} activation counters`);
      if (c.counters.time !== undefined) bits.push(`${c.counters.time} time counters`);
      const label = bits.length > 1 ? `${bits[0]} (${bits.slice(1).join(", ")})` : bits[0]!;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    const inPlay = [...counts].map(([label, n]) => (n > 1 ? `${label} ×${n}` : label));
    out.push(`  in play: ${inPlay.length ? inPlay.join(", ") : "nothing but pawns"}`);
  }
  return out;
}

/** Turn, phase and who acts now. */
export function statusLine(game: Game, viewer: string): string {
  const t = game.turn();
  const d = game.pending();
  const who = (p: string | null) => (p === viewer ? "you" : p ?? "nobody");
  const acting = d ? (d.player === viewer ? "your decision" : `${d.player} to decide: ${d.prompt}`) : game.result() ? "game over" : `priority: ${who(game.priority())}`;
  return `turn ${t.number}, ${t.active === viewer ? "your" : `${t.active}'s`} ${PHASE_NAMES[t.phase] ?? t.phase}; ${acting}`;
}

/** The whole screen for `viewer`. */
export function renderScreen(game: Game, viewer: string): string {
  const lines = [...boardText(game), ...pawnLines(game), ...playerLines(game, viewer)];
  const stack = [...game.state.stack].reverse();
  lines.push(stack.length ? `stack (top first): ${stack.map((e, i) => `${i + 1}. ${describeEntry(game, e)}`).join("; ")}` : "stack: empty");
  lines.push(statusLine(game, viewer));
  return lines.join("\n");
}
