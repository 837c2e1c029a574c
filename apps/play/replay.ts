// `orrery play --replay FILE`: a saved game played again from its beginning, action by action,
// on the same screen as a game (the board, the pawns, the zones, what happened with its rules).
// Enter performs the next action, a number that many, `t` plays to the next turn, `e` to the end,
// `q` stops. At the end of the input the rest is played and the last screen shown, so
// `orrery play --replay FILE < /dev/null` prints where the game ended.
import { createInterface } from "node:readline";
import type { Game } from "../../runtime/index.ts";
import type { Action, PlayerId } from "../../runtime/x610z/types.ts";
import { describeAction } from "./describe.ts";
import { boardLines, pawnSummary, stackLine, statusLine, zoneLines } from "./render.ts";
import { EventLog, styleEvent } from "./session.ts";
import { fit, makeStyle } from "./style.ts";

export interface ReplayOptions {
  /** The game at the beginning of the saved actions. */
  game: Game;
  actions: readonly Action[];
  /** Whose hand is shown. */
  human: PlayerId;
  input: NodeJS.ReadableStream;
  write: (text: string) => void;
  terminal?: boolean;
  rows?: number | undefined;
  columns?: number | undefined;
  size?: () => { rows?: number; columns?: number };
  color?: boolean;
}

export async function replaySession(o: ReplayOptions): Promise<{ error?: string }> {
  const { game, actions, human, write } = o;
  let rows = 24;
  let cols = 80;
  const style = makeStyle(o.color ?? false);
  const rl = createInterface({ input: o.input, terminal: false, crlfDelay: Infinity });
  const input = rl[Symbol.asyncIterator]();
  const events = new EventLog();
  let done = 0;
  let last = "";

  const step = (): string | null => {
    const a = actions[done]!;
    last = `${a.player}: ${describeAction(game, a)}`;
    const refused = events.perform(game, a);
    if (refused) return `action ${done + 1} of ${actions.length} (${last}) was refused: ${refused}`;
    done++;
    return null;
  };

  const draw = (note: string, prompt: string) => {
    const now = o.size?.() ?? {};
    rows = Math.max(16, now.rows ?? o.rows ?? 24);
    cols = Math.max(60, now.columns ?? o.columns ?? 80);
    const status = style.inverse(style.bold(` ${statusLine(game, human)} `));
    const stack = stackLine(game, cols);
    const panel = [...boardLines(game, human, style, cols), ...pawnSummary(game, human, style, cols, 2), ...zoneLines(game, human, style, cols), ...(stack ? [style.yellow(stack)] : [])];
    const room = Math.max(1, rows - 3 - panel.length);
    const fresh = events.lines.slice(events.seen);
    const pane = (fresh.length ? fresh : events.lines.slice(-2)).slice(-room).map((l) => styleEvent(l, style, fresh.length > 0, cols));
    events.seen = events.lines.length;
    const lines = [status, ...panel, ...pane, style.yellow(note)].map((l) => fit(l, cols));
    write(o.terminal ? `\x1b[H\x1b[2J${lines.join("\n")}\n${prompt}` : `\n${lines.join("\n")}\n${prompt}`);
  };

  try {
    for (;;) {
      const atEnd = done >= actions.length;
      const note = atEnd
        ? `end of the replay: turn ${game.turn().number}, all ${actions.length} actions${game.result() ? ` — ${game.result()!.winners.join(" and ") || "nobody"} won` : ""}`
        : `replay: action ${done} of ${actions.length}${last ? `, last ${last}` : ""}`;
      draw(note, atEnd ? (o.terminal ? style.bold("Enter or q leaves > ") : "") : style.bold("Enter next · N steps · t next turn · e end · q quit > "));
      if (atEnd && !o.terminal) {
        write("\n");
        return {};
      }
      const next = await input.next();
      if (next.done) {
        if (atEnd) return {};
        // No more input: play the rest and show where the game ended.
        while (done < actions.length) {
          const err = step();
          if (err) return { error: err };
        }
        continue;
      }
      const text = next.value.trim().toLowerCase();
      if (atEnd || text === "q" || text === "quit") return {};
      let n = 1;
      if (/^\d+$/.test(text)) n = Number(text);
      else if (text === "e" || text === "end") n = actions.length;
      else if (text === "t" || text === "turn") {
        const turn = game.turn().number;
        const before = done;
        while (done < actions.length && game.turn().number === turn) {
          const err = step();
          if (err) return { error: err };
        }
        n = done === before ? 1 : 0;
      }
      for (let i = 0; i < n && done < actions.length; i++) {
        const err = step();
        if (err) return { error: err };
      }
    }
  } finally {
    rl.close();
  }
}
