// `orrery play --game zx`: a Z/X game (RULES-ZX) in the terminal against the Z/X heuristic agent
// (runtime/zx/ai). Simpler than X610Z's screen: after every action of yours it prints the status
// line, both players' counts (Life, Charge, Resource, hand, deck, Trash), the Square as a 3x3
// grid, your hand, and your legal actions numbered, each with a stable key (`end`, `res-c12`,
// `play-c7-a1`, `atk-c9-p2`, `ans-1` ...): type the number or the key. What happened since is
// printed as event lines, each with the number of the rule that did it. `?` helps, `q` quits; the
// end of the input abandons the game. Reads lines, so a pipe works as well as a terminal.
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { join } from "node:path";
import type { ZxCardDefinition } from "../../runtime/zx/abilities.ts";
import { playerToAct, ZxHeuristicAgent } from "../../runtime/zx/agents.ts";
import { createZxGame, type ZxGame } from "../../runtime/zx/game.ts";
import type { Action, GameEvent, PhaseName, SquareId } from "../../runtime/zx/types.ts";
import { DEFAULT_ZX_CARDS_DIR, findZxDeck, loadZxLibrary } from "../decks/zx.ts";

export interface ZxPlayOptions {
  deck?: string;
  aiDeck?: string;
  seed?: string;
  first?: string;
  cards?: string;
}

export interface ZxPlayIo {
  input: Readable;
  out: (s: string) => void;
  err: (s: string) => void;
}

const YOU = "you";
const AI = "ai";
const PHASE_RULE: Record<PhaseName, string> = { reboot: "ZX-501", draw: "ZX-502", resource: "ZX-503", ignition: "ZX-504", main: "ZX-505", end: "ZX-506" };
const PHASE_NAME: Record<PhaseName, string> = { reboot: "Reboot Phase", draw: "Draw Phase", resource: "Resource Phase", ignition: "Ignition Phase", main: "Main Phase", end: "End Phase" };

export async function zxPlayMain(opts: ZxPlayOptions, io: ZxPlayIo): Promise<number> {
  const dir = opts.cards ?? DEFAULT_ZX_CARDS_DIR;
  const { library, errors } = await loadZxLibrary(dir);
  if (errors.length) {
    io.err(errors.map((e) => `${e}\n`).join("") + `error: the Z/X cards in ${dir} don't compile\n`);
    return 1;
  }
  const decks = [];
  for (const spec of [opts.deck ?? "Red Green Blaze", opts.aiDeck ?? "Tidal Choir"]) {
    const found = findZxDeck(spec, join(dir, "decks"), library);
    if ("unknown" in found) {
      io.err(`error: unknown Z/X deck "${found.unknown}"; known decks: ${found.known.map((n) => `"${n}"`).join(", ")}\n`);
      return 2;
    }
    if ("errors" in found) {
      io.err(found.errors.map((e) => `${e}\n`).join(""));
      return 1;
    }
    decks.push(found.deck);
  }
  const seed = opts.seed !== undefined ? Number(opts.seed) : Date.now() % 1_000_000;
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff) {
    io.err(`error: --seed must be a whole number from 0 to 4294967295, not "${opts.seed}"\n`);
    return 2;
  }
  const first = opts.first ?? "random";
  if (!["you", "ai", "random"].includes(first)) {
    io.err(`error: --first is you, ai or random, not "${first}"\n`);
    return 2;
  }
  const game = createZxGame({
    library,
    seed,
    ...(first === "random" ? {} : { firstPlayer: first === "you" ? YOU : AI }),
    players: [
      { id: YOU, deck: decks[0]!.cards, ...(decks[0]!.player ? { player: decks[0]!.player } : {}) },
      { id: AI, deck: decks[1]!.cards, ...(decks[1]!.player ? { player: decks[1]!.player } : {}) },
    ],
  });
  io.out(`Z/X: you (${decks[0]!.name}) against the AI (${decks[1]!.name}), seed ${seed}. Type a number or a key; ? helps, q quits.\n`);
  const ai = new ZxHeuristicAgent();
  const lines = createInterface({ input: io.input, terminal: false })[Symbol.asyncIterator]();
  let seen = 0;
  const flush = () => {
    const log = game.state.log;
    for (; seen < log.length; seen++) {
      const line = describeEvent(game, log[seen]!);
      if (line) io.out(`  ${line}\n`);
    }
  };
  for (;;) {
    // The AI acts until it is your turn to act or the game is over.
    while (!game.result() && playerToAct(game) === AI) {
      const r = game.perform(ai.chooseAction(game, AI, game.legalActions(AI)));
      if (!r.ok) throw new Error(`the AI chose a refused action: ${r.error}`);
    }
    flush();
    const result = game.result();
    if (result) {
      io.out(`\nGame over: ${result.draw ? "a draw" : result.winners.includes(YOU) ? "you win" : "the AI wins"} (${result.reason === "life" ? "ZX-101.1: no Life left" : "ZX-101.3: concession"}), turn ${game.turn().number}.\n`);
      return 0;
    }
    const legal = game.legalActions(YOU);
    io.out(screen(game, library, legal));
    let chosen: Action | null = null;
    while (!chosen) {
      io.out("> ");
      const next = await lines.next();
      if (next.done) {
        io.out("\n(end of input: the game is abandoned)\n");
        return 0;
      }
      const text = next.value.trim();
      if (text === "q" || text === "quit") {
        io.out("You leave the game.\n");
        return 0;
      }
      if (text === "?" || text === "help") {
        io.out(HELP);
        continue;
      }
      if (text === "") continue;
      const n = /^\d+$/.test(text) ? Number(text) : NaN;
      chosen = Number.isInteger(n) ? (legal[n - 1] ?? null) : (legal.find((a) => actionKey(a) === text) ?? null);
      if (!chosen) io.out(`"${text}" is not one of the actions: type 1 to ${legal.length} or a key in brackets.\n`);
    }
    const r = game.perform(chosen);
    if (!r.ok) io.out(`refused: ${r.error}\n`);
  }
}

const HELP = `Type the number of an action or its key in brackets, and Enter.
The Square: row 1 is seat 1's home row, b1 and b3 the Player Squares (ZX-303); a cell shows
owner (Y you, A the AI), name, Power, damage, and z when in Sleep (ZX-305).
q quits (the game is abandoned).\n`;

/** A stable key for an action, from what it does (card ids don't change in a game). */
export function actionKey(a: Action): string {
  const t = (xs: unknown) => (xs === undefined ? "" : `-${JSON.stringify(xs).replace(/["[\]]/g, "").replace(/,/g, "+")}`);
  switch (a.type) {
    case "end":
      return a.turn ? "endturn" : "end";
    case "pass":
      return "pass";
    case "concede":
      return "concede";
    case "answer":
      return `ans-${typeof a.choice === "number" ? a.choice + 1 : a.choice}`;
    case "resource":
      return `res-${a.card}`;
    case "ignite":
      return `ign-${a.card}`;
    case "play":
      return `play-${a.card}${a.at ? `-${a.at}` : ""}${a.mode !== undefined ? `-m${a.mode + 1}` : ""}${t(a.targets)}${a.extra ? `-x${a.extra}` : ""}`;
    case "boot":
      return `boot-${a.card}${a.ability ? `-${a.ability}` : ""}${a.mode !== undefined ? `-m${a.mode + 1}` : ""}${t(a.targets)}${a.extra ? `-x${a.extra}` : ""}`;
    case "attack":
      return `atk-${a.card}-${typeof a.target === "string" ? a.target : a.target.player}`;
  }
}

function cardLine(def: ZxCardDefinition | undefined, name: string): string {
  if (!def) return name;
  const bits = [def.cost !== undefined ? `cost ${def.cost}` : "", def.colours.join("/") || "colorless", def.power !== undefined ? `${def.power}` : def.type === "event" ? "Event" : "", def.icons.includes("ignition") ? "Ignition" : ""];
  return `${name} (${bits.filter(Boolean).join(", ")})`;
}

function describeAction(game: ZxGame, a: Action): string {
  const n = (id: string) => `${game.nameOf(id)}`;
  switch (a.type) {
    case "end":
      return a.turn ? "end your turn (ZX-500.2)" : `end the ${PHASE_NAME[game.turn().phase]} (ZX-500.2)`;
    case "pass":
      return "pass (ZX-702.1)";
    case "concede":
      return "concede (ZX-101.3)";
    case "answer": {
      const d = game.pending()!;
      const o = typeof a.choice === "number" ? d.options[a.choice] : undefined;
      return `${d.prompt}: ${o ? o.label : String(a.choice)}`;
    }
    case "resource":
      return `put ${n(a.card)} into your Resource (ZX-503.1)`;
    case "ignite":
      return `Ignition: ${n(a.card)} from your Charge to the Trash, reveal the top card (ZX-504.2)`;
    case "play":
      return `play ${n(a.card)}${a.at ? ` at ${a.at}` : ""}${a.mode !== undefined ? `, side ${a.mode + 1}` : ""}${targetsText(game, a.targets)}${a.extra ? `, extra ${a.extra}` : ""} (${game.state.cards[a.card] && game.state.cards[a.card]!.zone === "hand" && a.at ? "ZX-602" : "ZX-604"})`;
    case "boot":
      return `use ${n(a.card)}'s [Boot]${a.ability ? ` #${a.ability + 1}` : ""}${a.mode !== undefined ? `, side ${a.mode + 1}` : ""}${targetsText(game, a.targets)}${a.extra ? `, extra ${a.extra}` : ""} (ZX-606)`;
    case "attack":
      return `attack with ${n(a.card)}: ${typeof a.target === "string" ? `${n(a.target)} at ${game.squareOf(a.target)}` : a.target.player === AI ? "the AI" : "you"} (ZX-701)`;
  }
}

function targetsText(game: ZxGame, ts: unknown): string {
  if (!Array.isArray(ts) || ts.length === 0) return "";
  const one = (id: string) => `${game.nameOf(id)}${game.squareOf(id) ? ` at ${game.squareOf(id)}` : ""}`;
  return `, targets ${ts.map((t) => (Array.isArray(t) ? (t.length ? t.map(one).join(" + ") : "none") : one(t as string))).join("; ")}`;
}

const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

function counts(game: ZxGame, p: string): string {
  const z = (zone: Parameters<ZxGame["zone"]>[1]) => game.zone(p, zone);
  const res = z("resource");
  const reboot = res.filter((c) => game.stateOf(c) === "reboot").length;
  return `Life ${game.life(p)}  Charge ${z("charge").length}  Resource ${res.length} (${reboot} Reboot)  hand ${z("hand").length}  deck ${z("deck").length}  Trash ${z("trash").length}`;
}

export function screen(game: ZxGame, library: Record<string, ZxCardDefinition>, legal: Action[]): string {
  const t = game.turn();
  const out: string[] = [""];
  const d = game.pending();
  const b = game.battle();
  out.push(
    t.number === 0
      ? `Preparation (ZX-402.1)${d ? ` - decision: ${d.prompt}` : ""}`
      : `Turn ${t.number}, ${t.active === YOU ? "your" : "the AI's"} ${PHASE_NAME[t.phase]} (${PHASE_RULE[t.phase]})${b ? `, battle: ${game.nameOf(b.attacker.card)} attacks (${b.step === "event" ? "Battle Event Step, ZX-702" : "ZX-700"})` : ""}${d ? ` - decision: ${d.prompt}` : ""}`,
  );
  out.push(`AI : ${counts(game, AI)}`);
  out.push(`You: ${counts(game, YOU)}`);
  // The Square, seat 2's home row on top when you are seat 1.
  const seatOne = game.state.players[0]!.id === YOU;
  const rows = seatOne ? ["3", "2", "1"] : ["1", "2", "3"];
  const W = 22;
  out.push(`     ${["a", "b", "c"].map((c) => pad(`  ${c}`, W)).join(" ")}`);
  for (const r of rows) {
    const cells = ["a", "b", "c"].map((c) => {
      const sq = `${c}${r}` as SquareId;
      const id = Object.values(game.state.cards).find((x) => x.zone === "square" && x.at === sq)?.id;
      const isPlayerSq = sq === "b1" || sq === "b3";
      if (!id) return pad(isPlayerSq ? "  (Player Square)" : "  .", W);
      const owner = game.state.cards[id]!.owner === YOU ? "Y" : "A";
      if (t.number === 0 && owner === "A") return pad("A (face down)", W); // ZX-402.1 step 2 until step 12
      const dmg = game.damage(id);
      return pad(`${owner} ${game.nameOf(id)} ${game.power(id)}${dmg ? `-${dmg}` : ""}${game.stateOf(id) === "sleep" ? " z" : ""}`, W);
    });
    out.push(`  ${r}  ${cells.join(" ")}`);
  }
  const hand = game.zone(YOU, "hand");
  out.push(`Your hand: ${hand.length ? "" : "(empty)"}`);
  for (const id of hand) out.push(`  ${id}  ${cardLine(library[game.nameOf(id)], game.nameOf(id))}`);
  out.push("Your actions:");
  legal.forEach((a, i) => out.push(`  ${String(i + 1).padStart(2)} [${actionKey(a)}] ${describeAction(game, a)}`));
  return out.join("\n") + "\n";
}

/** The index in the log of the first turn's first event (preparation before it). */
function firstTurn(game: ZxGame): number {
  const i = game.state.log.findIndex((e) => e.type === "phase");
  return i < 0 ? Infinity : i;
}

/** One event as a line with its rule; null for bookkeeping events. */
export function describeEvent(game: ZxGame, e: GameEvent): string | null {
  const who = (p: string) => (p === YOU ? "You" : "The AI");
  const name = (id: string) => game.state.cards[id]?.name ?? id;
  switch (e.type) {
    case "phase":
      return e.phase === "reboot" ? `-- Turn ${e.number}: ${e.active === YOU ? "your" : "the AI's"} turn (ZX-500.3); Reboot Phase (ZX-501)` : `${PHASE_NAME[e.phase]} (${PHASE_RULE[e.phase]})`;
    case "firstPlayer":
      return `${who(e.player)} take${e.player === YOU ? "" : "s"} the first turn (ZX-402.1 step 7)`;
    case "cardMoved": {
      const f = e.from.zone;
      const to = e.to.zone;
      const mine = e.to.player === YOU || e.from.player === YOU;
      const hidden = !mine && (to === "hand" || f === "hand") && to !== "square" && to !== "limbo" && to !== "resource" && to !== "trash";
      const card = hidden ? "a card" : name(e.card);
      const p = who(e.to.player);
      if (f === "deck" && to === "hand") return `${p} draw${p === "You" ? "s" : "s"} ${card} (ZX-310.1)`.replace("You draws", "You draw");
      if (f === "hand" && to === "resource") return `${p} put ${card} into the Resource (ZX-503.1)`;
      if (f === "deck" && to === "resource") return `${p}: ${card} from the deck into the Resource (ZX-305.2)`;
      if (f === "deck" && to === "life") return `${p}: a card from the deck into the Life (ZX-309.2)`;
      if (to === "square" && game.state.log.indexOf(e) < firstTurn(game)) return `${who(e.to.player)}: a Start Card face down on the Player Square (ZX-402.1 step 2)`;
      if (to === "square") return `${card} appears at ${e.at ?? "?"} (${f === "life" || f === "limbo" ? "ZX-704.2" : f === "deck" ? "ZX-504.2c" : "ZX-602"})`;
      if (f === "square" && to === "charge") return `${card} is destroyed: into its owner's Charge (ZX-205.3)`;
      if (f === "square" && to === "trash") return `${card} is put into its owner's Trash (ZX-311.1)`;
      if (f === "square" && to === "hand") return `${card} returns to its owner's hand (ZX-311.1)`;
      if (f === "charge" && to === "trash") return `${card}: from the Charge to the Trash (ZX-504.2a, ZX-601.4)`;
      if (f === "life" && to === "limbo") return `${who(e.from.player)} lose${e.from.player === YOU ? "" : "s"} a Life card: ${card} (ZX-704.1)`;
      if (f === "life" && to === "charge") return `${card} from the Life into the Charge (ZX-704.3, ZX-803.1b)`;
      if (to === "charge") return `${card} into the Charge (ZX-307)`;
      if (f === "hand" && to === "trash") return `${who(e.from.player)} discard${e.from.player === YOU ? "" : "s"} ${card} (ZX-601.4 / ZX-506.1 step 4)`;
      if (to === "trash") return `${card} into the Trash (ZX-308)`;
      if (f === "hand" && to === "limbo") return `${who(e.from.player)} play${e.from.player === YOU ? "" : "s"} ${card} (ZX-604)`;
      return null;
    }
    case "revealed":
      return e.from === "deck" ? `Ignition reveals ${name(e.card)} (ZX-504.2b)` : `Life card revealed: ${name(e.card)} (ZX-704.1)`;
    case "deckRefreshed":
      return `${who(e.player)}: deck refresh, the Trash shuffled into the deck (ZX-803.1)`;
    case "attacks":
      return `${name(e.card)} attacks (ZX-701)`;
    case "damaged":
      return `${name(e.card)} takes ${e.amount} damage (ZX-205.2, ZX-703.2)`;
    case "healed":
      return `${name(e.card)}: ${e.amount} damage healed (ZX-205.2)`;
    case "damageRemoved":
      return "all damage removed (ZX-506.1 step 2)";
    case "conceded":
      return `${who(e.player)} concede${e.player === YOU ? "" : "s"} (ZX-101.3)`;
    case "gameOver":
      return `game over (ZX-101)`;
    default:
      return null;
  }
}
