// A game in the terminal, a person against an agent. Before each of the person's choices one
// screen that fits 80x24 (or the terminal's size): the status line, the board with its lines and
// pawns, the pawns and zones in a few lines, the latest events (each with its rule), and the menu:
// the cards that can act, each with a number, their actions with letters (menu.ts: "3b" names the
// same action for as long as it stays legal), marked when they can't be paid; then the prompt.
//
// Input is read line by line from any stream, a pipe as well as a TTY: a key performs an action,
// a number alone shows that card's text and all its actions, `p` passes, `?` helps (`? 3`, `? A2`,
// `help Starfall`: a card's text and what it does), `b` shows the board at full size, `l` the
// log, `>`/`<` page a long menu, `save FILE` and `load FILE` keep and resume a game, `concede`
// gives up, `q` quits; anything else is refused with a message. The end of the input abandons
// the game cleanly. When the person has nothing to do but pass (or activate crystals, which is
// no use on its own), the session passes for him. An action that needs crystals activated first
// gets them activated (200.1b); one that can't be paid is refused with what it needs (200.5)
// instead of being announced to fail.
import { createInterface } from "node:readline";
import type { Agent } from "../../runtime/x610z/agents.ts";
import { playerToAct } from "../../runtime/x610z/agents.ts";
import type { Game } from "../../runtime/index.ts";
import type { Action, GameResult, PlayerId } from "../../runtime/x610z/types.ts";
import { boardLegend } from "./board-text.ts";
import { cardFace, cardWords } from "./cardtext.ts";
import { actionRule, describeAction, describeEvent } from "./describe.ts";
import { buildMenu, energyCrystals, findItem, KeyTable, type Menu, type MenuGroup } from "./menu.ts";
import { boardLines, packLine, pawnCodes, pawnSummary, pawnTable, stackLine, statusLine, zoneLines } from "./render.ts";
import { fit, makeStyle, wrapText, type Style } from "./style.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

export interface SessionOptions {
  game: Game;
  /** The person's player id. */
  human: PlayerId;
  /** The agents of the other players, by id. */
  agents: Record<PlayerId, Agent>;
  input: NodeJS.ReadableStream;
  write: (text: string) => void;
  /** Colour the screen (style.ts decides when; default off). */
  color?: boolean;
  /** A terminal: clear it before each screen, and wait for a last Enter when the game is over. */
  terminal?: boolean;
  /** The screen's size (default 80x24). */
  rows?: number | undefined;
  columns?: number | undefined;
  /** The terminal's size now (read before each screen, so a resized terminal gets its size). */
  size?: () => { rows?: number; columns?: number };
  /** What to tell the person on the first screen (e.g. that a saved game was loaded). */
  message?: string;
  /** `save FILE`: writes the game, returns what to tell the person. */
  save?: (file: string, game: Game) => string;
  /** `load FILE`: a saved game with its agents, or why not. */
  load?: (file: string) => Promise<{ game: Game; agents: Record<PlayerId, Agent>; message: string } | { error: string }>;
}

export type SessionEnd = { kind: "result"; result: GameResult; line: string } | { kind: "abandoned"; reason: "end of input" | "quit" };

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
  if (r.reason === "loop") why.push("the game made no progress (the loop rule)");
  const head = r.draw ? "draw" : r.winners.includes(human) ? "you win" : `${r.winners.map(who).join(" and ")} win${r.winners.length === 1 ? "s" : ""}`;
  return `result: ${head}${why.length ? ` — ${why.join("; ")}` : ""}`;
}

function lifeBase(game: Game, player: PlayerId) {
  return Object.values(game.state.cards).find((c) => {
    const def = game.engine.lib[c.name]!;
    return c.owner === player && (def.type === "Life Base Card" || def.class === "Life Base");
  });
}

/** What happened, in lines: who did what (with the rule), then each event told (describe.ts). */
export class EventLog {
  readonly lines: string[] = [];
  /** How many lines the person had seen at his last choice. */
  seen = 0;

  /** Performs an action and tells it; the engine's refusal when it is refused. */
  perform(game: Game, action: Action): string | null {
    const label = describeAction(game, action);
    const rule = actionRule(game, action);
    const r = game.perform(action);
    if (!r.ok) return r.error;
    if (action.type !== "pass" && action.type !== "answer" && action.type !== "concede") this.lines.push(`${action.player}: ${label} (${rule})`);
    const base = game.state.log.length - r.events.length;
    r.events.forEach((ev, i) => {
      const text = describeEvent(game, ev, base + i);
      if (text) this.lines.push(`  ${text}`);
    });
    return null;
  }

  /** Tells the last `n` events of the game's log again (a game resumed from a file). */
  retell(game: Game, n = 40): void {
    const log = game.state.log;
    for (let i = Math.max(0, log.length - n); i < log.length; i++) {
      const text = describeEvent(game, log[i]!, i);
      if (text) this.lines.push(`  ${text}`);
    }
    this.seen = this.lines.length;
  }
}

type View = { kind: "main" } | { kind: "help" } | { kind: "board" } | { kind: "log"; page: number } | { kind: "card"; card: string; group: MenuGroup | null };

const RULE = /\((\d{3}(?:\.\d+[a-z]?)?(?:[-,] ?\d{3}(?:\.\d+[a-z]?)?)*)\)$/;

/** An event line with its rule number dimmed, damage and destruction coloured. */
export function styleEvent(line: string, style: Style, fresh: boolean, width = 80): string {
  const m = RULE.exec(line);
  let body = m ? line.slice(0, m.index) : line;
  // Too long: the words give way, the rule stays.
  if (m && body.length + m[0].length > width) body = fit(body.trimEnd(), width - m[0].length - 1) + " ";
  const tint = /is destroyed|leaves play|you lose|wins \(|fizzles|fails|is countered/.test(body) ? style.red : /damage/.test(body) ? style.yellow : fresh ? (s: string) => s : style.dim;
  return tint(body) + (m ? style.dim(m[0]) : "");
}

export async function playSession(o: SessionOptions): Promise<SessionEnd> {
  let game = o.game;
  let agents = o.agents;
  const { human, write } = o;
  let rows = 24;
  let cols = 80;
  const measure = () => {
    const now = o.size?.() ?? {};
    rows = Math.max(16, now.rows ?? o.rows ?? 24);
    cols = Math.max(60, now.columns ?? o.columns ?? 80);
  };
  measure();
  const style = makeStyle(o.color ?? false);
  const rl = createInterface({ input: o.input, terminal: false, crlfDelay: Infinity });
  const input = rl[Symbol.asyncIterator]();
  const events = new EventLog();
  let table = new KeyTable();
  let view: View = { kind: "main" };
  let page = 0;
  let message: string | null = o.message ?? null;
  events.retell(game);

  const show = (lines: string[], prompt: string) => {
    const text = lines.map((l) => fit(l, cols)).join("\n");
    write(o.terminal ? `\x1b[H\x1b[2J${text}\n${prompt}` : `\n${text}\n${prompt}`);
  };
  const readLine = async (): Promise<string | null> => {
    const next = await input.next();
    return next.done ? null : next.value;
  };

  /** The event pane: the lines since the person's last choice (at most `n`), or the last few. */
  const eventPane = (n: number): string[] => {
    if (n <= 0) return [];
    const all = events.lines;
    const fresh = all.length - events.seen;
    if (fresh <= 0) return all.slice(Math.max(0, all.length - n)).map((l) => styleEvent(l, style, false, cols));
    if (fresh <= n)
      return [...all.slice(Math.max(0, all.length - n), events.seen).map((l) => styleEvent(l, style, false, cols)), ...all.slice(events.seen).map((l) => styleEvent(l, style, true, cols))];
    return [style.dim(`… ${fresh - n + 1} more since your last choice (l: the log)`), ...all.slice(all.length - n + 1).map((l) => styleEvent(l, style, true, cols))];
  };

  const groupLines = (menu: Menu): string[] => {
    const out: string[] = [];
    // What can be done first; cards none of whose actions can be paid last (keys unchanged).
    const doable = (g: MenuGroup) => g.items.some((it) => it.pay.payable);
    for (const g of [...menu.groups.filter(doable), ...menu.groups.filter((g) => !doable(g))]) {
      const unpaid = g.items.filter((it) => !it.pay.payable);
      const needCrystals = g.items.filter((it) => it.pay.payable && it.pay.crystals.length > 0);
      // Nothing of it can be paid: the reason instead of the keys (the card's number lists them).
      const parts =
        unpaid.length === g.items.length
          ? [style.red(`✗ can't pay: ${(unpaid[0]!.pay as { why: string }).why}`)]
          : g.items.map((it) => (it.pay.payable ? `${style.bold(style.cyan(it.key))} ${it.short}` : style.dim(`${it.key} ${it.short}✗`)));
      if (unpaid.length && unpaid.length < g.items.length) parts.push(style.red("✗ can't pay"));
      if (needCrystals.length) {
        const counts = new Set(needCrystals.map((it) => (it.pay.payable ? it.pay.crystals.length : 0)));
        parts.push(style.dim(counts.size === 1 ? `(+${[...counts][0]} crystal${[...counts][0] === 1 ? "" : "s"})` : "(+crystals)"));
      }
      const head = unpaid.length === g.items.length ? style.dim(`${g.key} ${g.title}:`) : `${style.bold(style.cyan(g.key))} ${g.title}:`;
      const lines = packLine([head, ...parts], " ", cols, 2, `… ${g.key}: all`);
      out.push(lines[0]!, ...lines.slice(1).map((l) => `   ${l}`));
    }
    return out.map((l) => fit(l, cols));
  };

  const crystalNames = (ids: string[]): string => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(cardIn(game.state, id).name, (counts.get(cardIn(game.state, id).name) ?? 0) + 1);
    return [...counts].map(([n, k]) => (k > 1 ? `${n} ×${k}` : n)).join(", ");
  };

  const focusLines = (g: MenuGroup): string[] =>
    g.items.map((it) => {
      const note = it.pay.payable ? (it.pay.crystals.length ? style.dim(` (activates ${crystalNames(it.pay.crystals)})`) : "") : style.red(` ✗ can't pay: ${it.pay.why}`);
      return `${style.bold(style.cyan(it.key))} ${it.long}${note}`;
    });

  const menuLines = (menu: Menu): string[] => {
    if (menu.answers) {
      const d = game.pending()!;
      return [
        ...wrapText(d.prompt, cols)
          .slice(0, 2)
          .map((l) => style.bold(l)),
        ...packLine(
          menu.answers.map((a) => `${style.bold(style.cyan(a.key))} ${a.label}`),
          "   ",
          cols,
          99,
        ),
      ];
    }
    const focus = view.kind === "card" ? view.group : null;
    if (focus) {
      const g = menu.groups.find((x) => x.key === focus.key);
      if (g) return focusLines(g);
    }
    const lines = groupLines(menu);
    return lines.length || game.result() ? lines : [style.dim("nothing to do but pass")];
  };

  const helpLines = (): string[] => [
    style.bold("how to play (orrery play)"),
    `  ${style.cyan("3b")}       do action b of card 3      ${style.cyan("3")}        card 3: its text and actions`,
    `  ${style.cyan("p")}        pass (201.3)               ${style.cyan("pt")}       pass until your next turn`,
    `  ${style.cyan("1")}..      answer a question`,
    `  ${style.cyan("? 3")}      what a card does: ? A2, ? 3b, help Starfall`,
    `  ${style.cyan("b")}        the board at full size     ${style.cyan("l")}        the log (l 2: the page before)`,
    `  ${style.cyan("> <")}      more of a long menu        ${style.cyan("Enter")}    back to the game`,
    `  ${style.cyan("save F")}   save the game to file F    ${style.cyan("load F")}   resume a saved game`,
    `  ${style.cyan("concede")}  give up (106.3)            ${style.cyan("q")}        quit`,
    "A key names the same action while it stays legal. ✗ marks what you can't pay",
    "(200.5); crystals an action needs are activated for it first (200.1b).",
    style.dim(boardLegend(game.engine.board.data)),
    "The board unrolls its orbits: the centre at the top, each row an orbit read",
    "clockwise from 12 o'clock, the right edge joined to the left. Y1: your Life Base.",
    "You win when your Life Base reaches an ending dot (602.2), or the AI's Life Base",
    "leaves play or the AI must draw from an empty deck (106.3).",
  ];

  const cardLines = (name: string): string[] => {
    const def = game.engine.lib[name];
    if (!def) return [`no card "${name}"`];
    const face = cardFace(def);
    return [style.bold(face[0]!), ...face.slice(1), ...cardWords(def).flatMap((w) => wrapText(w, cols, "    ", "  - "))];
  };

  /** The card a `? X` names: a menu key (3, 3b), a pawn code (A2), or a card name. */
  const lookupCard = (menu: Menu, what: string): string | null => {
    const key = what.toLowerCase();
    const g = menu.groups.find((x) => x.key === key);
    if (g) return cardIn(game.state, g.card).name;
    const it = findItem(menu, key);
    if (it) return cardIn(game.state, it.group.card).name;
    for (const [id, code] of pawnCodes(game)) if (code.toLowerCase() === key) return cardIn(game.state, id).name;
    const names = Object.keys(game.engine.lib);
    const exact = names.find((n) => n.toLowerCase() === key);
    if (exact) return exact;
    const partial = names.filter((n) => n.toLowerCase().includes(key));
    return partial.length === 1 ? partial[0]! : null;
  };

  const draw = (menu: Menu, promptOverride?: string) => {
    measure();
    const status = style.inverse(style.bold(` ${statusLine(game, human)} `));
    let panel: string[];
    let pane: string[] = [];
    switch (view.kind) {
      case "main": {
        const stack = game.result() ? null : stackLine(game, cols);
        panel = [...boardLines(game, human, style, cols), ...pawnSummary(game, human, style, cols, 2), ...zoneLines(game, human, style, cols), ...(stack ? [style.yellow(stack)] : [])];
        // The events get at least 3 lines, and whatever the menu leaves (the menu at least 3).
        const free = rows - 2 - panel.length - (message ? 1 : 0);
        const wanted = menuLines(menu).length;
        pane = eventPane(free - Math.max(3, Math.min(wanted, free - 3)));
        break;
      }
      case "board":
        panel = [...boardLines(game, human, style, cols), style.dim(boardLegend(game.engine.board.data)), ...pawnTable(game)];
        break;
      case "help":
        panel = helpLines();
        break;
      case "card":
        panel = cardLines(view.card);
        break;
      case "log": {
        const size = rows - 7;
        // Long lines wrap here (the log is read at leisure).
        const all = events.lines.flatMap((l) => wrapText(l, cols, "      ", l.match(/^ */)![0]).map((w) => styleEvent(w, style, true, cols)));
        const end = Math.max(0, all.length - view.page * size);
        panel = [style.bold(`the log, page ${view.page + 1} of ${Math.max(1, Math.ceil(all.length / size))} (l N: an earlier page)`), ...all.slice(Math.max(0, end - size), end)];
        break;
      }
    }
    const notice = message ? [style.yellow(message)] : [];
    let items = menuLines(menu);
    const prompt = promptOverride ?? promptText(menu);
    // The menu gets what is left, at least 3 lines: the panel gives way first from its end.
    let room = rows - 1 - 1 - panel.length - pane.length - notice.length;
    if (room < 3) {
      panel = panel.slice(0, Math.max(0, panel.length - (3 - room)));
      room = 3;
    }
    if (items.length > room) {
      const per = room - 1;
      const pages = Math.ceil(items.length / per);
      page = Math.min(page, pages - 1);
      items = [...items.slice(page * per, page * per + per), style.dim(`menu page ${page + 1} of ${pages}: > next, < back`)];
    } else page = 0;
    show([status, ...panel, ...pane, ...notice, ...items], prompt);
  };

  const promptText = (menu: Menu): string => {
    const bits: string[] = [];
    if (menu.answers) bits.push(`1-${menu.answers.length} answer`);
    else {
      const first = menu.groups.flatMap((g) => g.items).find((it) => it.pay.payable);
      if (first) bits.push(`${first.key} do`, `${first.key.replace(/[a-z]+$/, "")} card`);
    }
    if (menu.pass) bits.push("p pass");
    bits.push("? help", "q quit");
    return style.bold(`${bits.join(" · ")} > `);
  };

  /** Performs the person's choice, activating crystals for it first when it needs them. */
  const act = (item: { action: Action; pay: { payable: boolean; crystals?: string[]; why?: string } }): string | null => {
    if (!item.pay.payable) return `can't pay for that: ${item.pay.why ?? "not enough energy"}`;
    for (const crystal of item.pay.crystals ?? []) {
      const activation = game.legalActions(human).find((a) => a.type === "activate" && a.card === crystal && describeAction(game, a).includes("for energy"));
      if (!activation) return `can't activate ${cardIn(game.state, crystal).name} for energy now`;
      const refused = events.perform(game, activation);
      if (refused) return refused;
    }
    return events.perform(game, item.action);
  };

  /** `pt`: passing until the person's next turn begins (the turn it was asked in). */
  let passingFrom: number | null = null;
  const autoPass = (menu: Menu): boolean => {
    if (!menu.pass || menu.answers) return false;
    if (passingFrom !== null) {
      const t = game.turn();
      if (t.active !== human || t.number === passingFrom) return true;
      passingFrom = null;
    }
    const crystals = new Set(energyCrystals(game, game.legalActions(human)));
    return menu.groups.every((g) => g.items.every((it) => !it.pay.payable || (it.action.type === "activate" && crystals.has(it.action.card) && it.short.startsWith("energy"))));
  };

  try {
    while (!game.result()) {
      const player = playerToAct(game);
      if (player === null) throw new Error("nobody can act and the game has no result");
      if (player !== human) {
        const agent = agents[player];
        if (!agent) throw new Error(`no agent plays ${player}`);
        const refused = events.perform(game, agent.chooseAction(game, player, game.legalActions(player)));
        if (refused) throw new Error(`${player}'s action was refused: ${refused}`);
        continue;
      }
      const menu = buildMenu(game, human, table);
      if (autoPass(menu)) {
        events.perform(game, menu.pass!);
        continue;
      }
      draw(menu);
      const line = await readLine();
      if (line === null) {
        write("\ngame abandoned (end of input)\n");
        return { kind: "abandoned", reason: "end of input" };
      }
      const text = line.trim();
      const lower = text.toLowerCase();
      message = null;
      if (view.kind === "main") events.seen = events.lines.length;
      const [word, ...restWords] = text.split(/\s+/);
      const rest = restWords.join(" ");
      const cmd = (word ?? "").toLowerCase();
      if (lower === "q" || lower === "quit" || lower === "exit") {
        write("\ngame abandoned (you quit)\n");
        return { kind: "abandoned", reason: "quit" };
      }
      if (text === "") {
        view = { kind: "main" };
      } else if (lower === ">" || lower === "more") {
        page++;
      } else if (lower === "<") {
        page = Math.max(0, page - 1);
      } else if (lower === "p" || lower === "pass") {
        if (!menu.pass) message = menu.answers ? `answer first: type a number from 1 to ${menu.answers.length}` : "you can't pass now";
        else {
          message = events.perform(game, menu.pass);
          view = { kind: "main" };
        }
      } else if (lower === "pt" || lower === "pass turn") {
        if (!menu.pass) message = menu.answers ? `answer first: type a number from 1 to ${menu.answers.length}` : "you can't pass now";
        else {
          passingFrom = game.turn().number;
          message = events.perform(game, menu.pass);
          view = { kind: "main" };
        }
      } else if (lower === "concede") {
        if (menu.concede) message = events.perform(game, menu.concede);
      } else if (cmd === "?" || cmd === "help" || cmd === "h" || (cmd.startsWith("?") && cmd.length > 1)) {
        const what = cmd.startsWith("?") && cmd.length > 1 ? `${cmd.slice(1)}${rest ? ` ${rest}` : ""}` : rest;
        if (!what) view = { kind: "help" };
        else {
          const name = lookupCard(menu, what);
          if (name) view = { kind: "card", card: name, group: null };
          else message = `no card "${what}": try a menu number (3), a key (3b), a pawn (A2) or a card's name`;
        }
      } else if (lower === "b" || lower === "board") {
        view = view.kind === "board" ? { kind: "main" } : { kind: "board" };
      } else if (cmd === "l" || cmd === "log") {
        const n = rest ? Number(rest) : 1;
        view = Number.isInteger(n) && n >= 1 ? { kind: "log", page: n - 1 } : { kind: "log", page: 0 };
      } else if (cmd === "save") {
        if (!rest) message = "save needs a file name: save FILE";
        else message = o.save ? o.save(rest, game) : "saving is not available here";
      } else if (cmd === "load") {
        if (!rest) message = "load needs a file name: load FILE";
        else if (!o.load) message = "loading is not available here";
        else {
          const loaded = await o.load(rest);
          if ("error" in loaded) message = loaded.error;
          else {
            game = loaded.game;
            agents = loaded.agents;
            table = new KeyTable();
            events.lines.length = 0;
            events.retell(game);
            message = loaded.message;
            view = { kind: "main" };
          }
        }
      } else if (menu.answers && /^\d+$/.test(text)) {
        const a = menu.answers.find((x) => x.key === text);
        if (!a) message = `"${text}" is not a choice: type a number from 1 to ${menu.answers.length}`;
        else {
          message = events.perform(game, a.action);
          view = { kind: "main" };
        }
      } else if (/^\d+$/.test(text) && menu.groups.some((g) => g.key === text)) {
        const g = menu.groups.find((x) => x.key === text)!;
        view = { kind: "card", card: cardIn(game.state, g.card).name, group: g };
      } else if (/^\d+[a-z]+$/.test(lower) && findItem(menu, lower)) {
        message = act(findItem(menu, lower)!.item);
        view = { kind: "main" };
      } else {
        const range = menu.answers
          ? `a number from 1 to ${menu.answers.length}`
          : menu.groups.length
            ? `a key such as ${menu.groups[0]!.items[0]!.key}, a card's number such as ${menu.groups[0]!.key}`
            : "p to pass";
        message = `"${text}" is not a choice: type ${range}, ? for help, or q to quit`;
      }
    }
  } finally {
    if (!game.result()) rl.close();
  }
  const line = resultLine(game, human);
  view = { kind: "main" };
  events.seen = Math.max(0, events.lines.length - 3);
  draw({ groups: [], answers: null, pass: null, concede: null }, o.terminal ? style.bold(`${line} (Enter leaves) `) : `${line}\n`);
  if (o.terminal) await readLine();
  rl.close();
  return { kind: "result", result: game.result()!, line };
}
