// A game in the terminal, a person against an agent: the screen (render.ts) before each of the
// person's choices, the legal actions numbered (pass first, then the engine's order; a decision's
// options in its order), and what both sides did, in words (describe.ts). Input is read line by
// line from any stream, a pipe as well as a TTY: a number picks, `q` quits, anything else asks
// again; the end of the input abandons the game cleanly. When passing is all the person can do
// (besides giving up), the session passes for him.
import { createInterface } from "node:readline";
import type { Agent } from "../../runtime/x610z/agents.ts";
import { playerToAct } from "../../runtime/x610z/agents.ts";
import type { Game } from "../../runtime/index.ts";
import type { Action, GameResult, PlayerId } from "../../runtime/x610z/types.ts";
import { costOf } from "../../runtime/x610z/ai/energy-plan.ts";
import { canPay } from "../../runtime/x610z/energy.ts";
import { describeAction, describeEvent, formatCost } from "./describe.ts";
import { renderScreen } from "./render.ts";

export interface SessionOptions {
  game: Game;
  /** The person's player id. */
  human: PlayerId;
  /** The agents of the other players, by id. */
  agents: Record<PlayerId, Agent>;
  input: NodeJS.ReadableStream;
  write: (text: string) => void;
}

export type SessionEnd = { kind: "result"; result: GameResult; line: string } | { kind: "abandoned"; reason: "end of input" | "quit" };

/** The person's choices now, in the order they are numbered. */
export function choices(game: Game, human: PlayerId): Action[] {
  const legal = game.legalActions(human);
  const pass = legal.filter((a) => a.type === "pass");
  const concede = legal.filter((a) => a.type === "concede");
  return [...pass, ...legal.filter((a) => a.type !== "pass" && a.type !== "concede"), ...concede];
}

/** How the game ended, in words (106.2-106.3). */
export function resultLine(game: Game, human: PlayerId): string {
  const r = game.result()!;
  const who = (p: PlayerId) => (p === human ? "you" : p);
  const whose = (p: PlayerId) => (p === human ? "your" : `${p}'s`);
  const why: string[] = [];
  if (r.reason === "endingDot") {
    // Which of the winners' Life Bases stands on the ending dot.
    for (const w of r.winners) {
      const lb = lifeBase(game, w);
      if (lb?.at && game.engine.board.data.dots[lb.at]?.kind === "ending") why.push(`${whose(w)} Life Base reached an ending dot (602.2)`);
    }
  } else {
    for (const l of r.losers) {
      const lb = lifeBase(game, l);
      const p = game.state.players.find((x) => x.id === l)!;
      if (r.reason === "concession" && game.state.log.some((e) => e.type === "conceded" && e.player === l)) why.push(`${who(l)} gave up (106.3)`);
      else if (r.reason === "lifeBaseLeftPlay" && (!lb || lb.zone !== "play")) why.push(`${whose(l)} Life Base left play (106.3)`);
      else if (r.reason === "emptyDeck" && p.zones.deck.length === 0) why.push(`${who(l)} had to draw from an empty deck (106.3)`);
    }
  }
  const head = r.draw ? "draw" : r.winners.includes(human) ? "you win" : `${r.winners.map(who).join(" and ")} win${r.winners.length === 1 ? "s" : ""}`;
  return `result: ${head}${why.length ? ` — ${why.join("; ")}` : ""}`;
}

function lifeBase(game: Game, player: PlayerId) {
  return Object.values(game.state.cards).find((c) => {
    const def = game.engine.lib[c.name]!;
    return c.owner === player && (def.type === "Life Base Card" || def.class === "Life Base");
  });
}

export async function playSession(o: SessionOptions): Promise<SessionEnd> {
  const { game, human, write } = o;
  const rl = createInterface({ input: o.input, terminal: false, crlfDelay: Infinity });
  const lines = rl[Symbol.asyncIterator]();
  let shownAt = -1;
  let turn = -1;
  const perform = (player: PlayerId, action: Action) => {
    const label = player === human ? null : describeAction(game, action);
    const r = game.perform(action);
    if (!r.ok) throw new Error(`${player}'s action was refused: ${r.error}`);
    if (label && action.type !== "pass") write(`${player}: ${label}\n`);
    for (const ev of r.events) {
      const text = describeEvent(game, ev);
      if (text) write(`  ${text}\n`);
    }
  };
  try {
    while (!game.result()) {
      const t = game.turn();
      if (t.number !== turn && t.number > 0) {
        turn = t.number;
        write(`\n=== turn ${t.number}: ${t.active === human ? "your" : `${t.active}'s`} turn ===\n`);
      }
      const player = playerToAct(game);
      if (player === null) throw new Error("nobody can act and the game has no result");
      if (player !== human) {
        const agent = o.agents[player];
        if (!agent) throw new Error(`no agent plays ${player}`);
        perform(player, agent.chooseAction(game, player, game.legalActions(player)));
        continue;
      }
      const options = choices(game, human);
      // Nothing to do but pass (or give up): pass without asking, as a player at the table would.
      if (options.every((a) => a.type === "pass" || a.type === "concede") && options[0]?.type === "pass") {
        perform(human, options[0]);
        continue;
      }
      if (shownAt !== game.state.log.length) {
        shownAt = game.state.log.length;
        write(`\n${renderScreen(game, human)}\n`);
        const d = game.pending();
        write(d ? `${d.prompt}\n` : "your actions:\n");
        const pool = game.pool(human);
        options.forEach((a, i) => {
          const cost = costOf(game.engine, a);
          // 200.5: announced without the energy in the pool, it fails and the energy is lost.
          const note = canPay(pool, cost) ? "" : ` (costs ${formatCost(cost)}; activate crystals first, or it fails, 200.5)`;
          write(`  ${String(i + 1).padStart(3)}) ${describeAction(game, a)}${note}\n`);
        });
      }
      write(`choose 1-${options.length} (q quits): `);
      const next = await lines.next();
      if (next.done) {
        write("\ngame abandoned (end of input)\n");
        return { kind: "abandoned", reason: "end of input" };
      }
      const text = next.value.trim();
      if (text === "q" || text === "quit") {
        write("game abandoned (you quit)\n");
        return { kind: "abandoned", reason: "quit" };
      }
      const n = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!(n >= 1 && n <= options.length)) {
        write(`"${text}" is not a choice: type a number from 1 to ${options.length}, or q to quit\n`);
        continue;
      }
      perform(human, options[n - 1]!);
    }
  } finally {
    rl.close();
  }
  const line = resultLine(game, human);
  write(`\n${renderScreen(game, human)}\n${line}\n`);
  return { kind: "result", result: game.result()!, line };
}
