// The terminal view of a game for one player, in parts the session lays out on an 80x24 screen:
// the status line (turn, phase, who acts), the board with its lines and the pawns on it
// (board-text.ts; boards it can't draw are listed orbit by orbit), the pawns in a line, each
// player's zones (his own hand in full, the others' counted) and the stack.
import { effectiveStats } from "../../runtime/x610z/continuous.ts";
import type { Game } from "../../runtime/index.ts";
import { drawBoard, type BoardPawn } from "./board-text.ts";
import { describeEntry, formatCost } from "./describe.ts";
import { PHASES } from "../../runtime/x610z/vocabulary.ts";
import { fit, makeStyle, visibleWidth, type Style } from "./style.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

const PLAIN = makeStyle(false);

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
    for (const id of p.zones.play) if (cardIn(game.state, id).at !== null) codes.set(id, `${letter}${++n}`);
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
  return radii.map((r) =>
    polar
      .filter((p) => p.r === r)
      .sort((a, b) => a.angle - b.angle)
      .map((p) => p.id),
  );
}

/** The board as orbits listed dot by dot: for boards drawBoard can't draw. */
function orbitList(game: Game, codes: Map<string, string>): string[] {
  const byDot = new Map<string, string>();
  for (const [id, code] of codes) byDot.set(cardIn(game.state, id).at!, code);
  const kinds = game.engine.board.data.dots;
  const rings = orbits(game);
  const cell = Math.max(4, ...rings.flat().map((d) => d.length + 1)) + 1;
  const out: string[] = [];
  rings.forEach((ring, i) => {
    const cells = ring.map((d) => (byDot.has(d) ? `[${byDot.get(d)}]` : d + (KIND_MARK[kinds[d]!.kind] ?? "")).padEnd(cell));
    out.push(`${String(i).padStart(2)} ${cells.join("").trimEnd()}`);
  });
  out.push("# starting dot  * ending dot (602.2)  ! no-attack dot  ? quest dot");
  return out;
}

/** The board with its lines (board-text.ts), pawns by code; or the orbits listed when it can't be drawn. */
export function boardLines(game: Game, viewer: string, style: Style = PLAIN, width = 80): string[] {
  const codes = pawnCodes(game);
  const pawns = new Map<string, BoardPawn>();
  for (const [id, code] of codes) {
    const c = cardIn(game.state, id);
    pawns.set(c.at!, { code, mine: c.controller === viewer });
  }
  return drawBoard(game.engine.board.data, pawns, style, width) ?? orbitList(game, codes).map((l) => fit(l, width));
}

/** The pawns in a line or two: code, name, attack/defense, damage, state. */
export function pawnSummary(game: Game, viewer: string, style: Style = PLAIN, width = 80, maxLines = 2): string[] {
  const parts = [...pawnCodes(game)].map(([id, code]) => {
    const c = cardIn(game.state, id);
    const st = effectiveStats(game.engine, id);
    const bits = [`${st.attack}/${st.defense}`];
    if (c.damage) bits.push(style.red(`${c.damage} dmg`));
    if (c.deactivated) bits.push("deactivated");
    else if (c.state === "activated") bits.push("used");
    const codeText = c.controller === viewer ? style.cyan(style.bold(code)) : style.red(style.bold(code));
    return `${codeText} ${c.name} ${bits.join(" ")}`;
  });
  return packLine(parts, " · ", width, maxLines, "… (b: board)");
}

/** Parts joined on lines of at most `width` columns, at most `maxLines` of them (the last one
 *  ending in `more` when parts are left out). */
export function packLine(parts: string[], sep: string, width: number, maxLines: number, more = "…"): string[] {
  const lines: string[] = [];
  let line = "";
  for (let i = 0; i < parts.length; i++) {
    const next = line ? line + sep + parts[i] : parts[i]!;
    if (visibleWidth(next) <= width || !line) {
      line = next;
      continue;
    }
    if (lines.length + 1 === maxLines) {
      // No room for another line: say there is more.
      while (line && visibleWidth(line + sep + more) > width) line = line.slice(0, line.lastIndexOf(sep) >= 0 ? line.lastIndexOf(sep) : 0);
      lines.push(line ? line + sep + more : more);
      return lines.map((l) => fit(l, width));
    }
    lines.push(line);
    line = parts[i]!;
  }
  if (line) lines.push(line);
  return lines.map((l) => fit(l, width));
}

/** Names with repeats counted: "Tide Shard ×2". */
function counted(names: string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, k]) => (k > 1 ? `${n} ×${k}` : n));
}

/** The viewer's hand, then a line per player: zones, pool, the permanents that are not pawns. */
export function zoneLines(game: Game, viewer: string, style: Style = PLAIN, width = 80): string[] {
  const out: string[] = [];
  const me = game.state.players.find((p) => p.id === viewer);
  if (me) {
    const hand = counted(
      me.zones.hand.map((id) => {
        const c = cardIn(game.state, id);
        const cost = game.engine.lib[c.name]!.cost;
        return `${c.name}${Object.keys(cost).length ? ` ${formatCost(cost)}` : ""}`;
      }),
    );
    out.push(...packLine([`${style.bold("your hand:")}`, ...(hand.length ? hand.map((h, i) => (i < hand.length - 1 ? `${h},` : h)) : ["empty"])], " ", width, 2, "…"));
  }
  const players: string[] = [];
  for (const p of game.state.players) {
    const z = p.zones;
    const head = [...(p.id === viewer ? [] : [`hand ${z.hand.length}`]), `deck ${z.deck.length}`, `discard ${z.discard.length}`];
    if (z.removed.length) head.push(`removed ${z.removed.length}`);
    head.push(`pool ${Object.keys(game.pool(p.id)).length ? formatCost(game.pool(p.id)) : "-"}`);
    const perms = counted(
      z.play
        .map((id) => cardIn(game.state, id))
        .filter((c) => c.at === null)
        .map((c) => {
          const bits: string[] = [];
          if (c.state === "activated") bits.push("used");
          if (c.fixedOn) bits.push(`on ${pawnCodes(game).get(c.fixedOn) ?? cardIn(game.state, c.fixedOn).name}`);
          if (c.counters.activation !== undefined) bits.push(`${c.counters.activation} act.`);
          if (c.counters.time !== undefined) bits.push(`${c.counters.time} time`);
          return bits.length ? `${c.name} (${bits.join(", ")})` : c.name;
        }),
    );
    const name = p.id === viewer ? style.cyan(style.bold(p.id)) : style.red(style.bold(p.id));
    players.push(`${name}: ${head.join(" · ")}${perms.length ? ` · ${perms.join(", ")}` : ""}`);
  }
  // The players side by side when they fit, else a line each.
  const together = players.join(style.dim(" │ "));
  if (visibleWidth(together) <= width) out.push(together);
  else out.push(...players.map((l) => fit(l, width)));
  return out;
}

/** The stack on one line, top first; null when empty. */
export function stackLine(game: Game, width = 80): string | null {
  const stack = [...game.state.stack].reverse();
  if (!stack.length) return null;
  return fit(`stack (top first): ${stack.map((e, i) => `${i + 1}. ${describeEntry(game, e)}`).join("; ")}`, width);
}

/** Every pawn with its stats and state, for the full board view. */
export function pawnTable(game: Game): string[] {
  const codes = pawnCodes(game);
  const rows = [...codes].map(([id, code]) => {
    const c = cardIn(game.state, id);
    const def = game.engine.lib[c.name]!;
    const st = effectiveStats(game.engine, id);
    const lb = def.type === "Life Base Card" || def.class === "Life Base";
    const state = c.deactivated ? "deactivated" : c.state === "activated" ? "activated" : "ready";
    return [
      code,
      c.at!,
      `${c.controller}/${c.name}`,
      lb ? "Life Base" : (def.class ?? ""),
      `atk ${st.attack} def ${st.defense} spd ${st.speed} rng ${st.range}`,
      c.damage ? `damage ${c.damage}` : "",
      state,
    ];
  });
  if (rows.length === 0) return [];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((x, i) => x.padEnd(widths[i]!))
      .join(" ")
      .trimEnd(),
  );
}

/** Turn, phase and who acts now. */
export function statusLine(game: Game, viewer: string): string {
  const t = game.turn();
  const d = game.pending();
  const who = (p: string | null) => (p === viewer ? "you" : (p ?? "nobody"));
  const acting = d ? (d.player === viewer ? "your decision" : `${d.player} to decide: ${d.prompt}`) : game.result() ? "game over" : `priority: ${who(game.priority())}`;
  return `turn ${t.number}, ${t.active === viewer ? "your" : `${t.active}'s`} ${PHASE_NAMES[t.phase] ?? t.phase}; ${acting}`;
}

/** The game as the viewer sees it, without colours: status, board, pawns, zones, stack. */
export function renderScreen(game: Game, viewer: string, width = 80): string {
  const lines = [statusLine(game, viewer), ...boardLines(game, viewer, PLAIN, width), ...pawnSummary(game, viewer, PLAIN, width), ...zoneLines(game, viewer, PLAIN, width)];
  const stack = stackLine(game, width);
  if (stack) lines.push(stack);
  return lines.join("\n");
}
