// The Z/X fuzz (issue 31), shared by its small run in the test suite (fuzz.test.ts) and its full
// run (`npm run fuzz:zx`, bench/zx-fuzz.ts): seeded hostile card files through the compiler's four
// routes (check/compile, explain, fmt, build to memory), and seeded games with hostile but legal
// cards through the engine with random agents. A fault is a thrown error, an internal-error
// diagnostic, or a game that ends by neither a rule nor its budget.
//
// The compiler is reached only through ZX_ROUTES below, its public entry points, so a rewrite of
// the dialect changes one table, not the fuzz.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileZx } from "../../compiler/zx/index.ts";
import { explainZxCard } from "../../compiler/zx/explain.ts";
import { formatZxSource } from "../../compiler/zx/formatter.ts";
import { generateZxModules } from "../../compiler/zx/emitter.ts";
import type { ZxIR } from "../../compiler/zx/ir.ts";
import { randomBelow, seedRng } from "../../runtime/core/rng.ts";
import type { ZxCardDefinition } from "../../runtime/zx/abilities.ts";
import { RandomAgent, playGame } from "../../runtime/zx/agents.ts";
import { deckProblems } from "../../runtime/zx/deck.ts";
import { createZxGame, libraryProblems } from "../../runtime/zx/game.ts";
import { budgetStop } from "../../apps/sim/budget.ts";

const ROOT = join(import.meta.dirname, "../..");

/** The compiler's public Z/X routes: every hostile file goes through each. */
const ZX_ROUTES = {
  compile: (text: string, file: string) => compileZx(text, file),
  explain: (c: ZxCardDefinition) => explainZxCard(c),
  fmt: (text: string, file: string) => formatZxSource(text, file),
  build: (irs: readonly ZxIR[]) => generateZxModules(irs),
};

/** The project's Z/X card files (the fuzz's seeds). */
function starterTexts(): string[] {
  const dir = join(ROOT, "cards/zx");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".card"))
    .sort()
    .map((f) => readFileSync(join(dir, f), "utf8"));
}

/** Words of the Z/X dialect, for token soup. */
const VOCABULARY = [
  "card",
  "type:",
  "Z/X",
  "Event",
  "Player",
  "cost:",
  "colour:",
  "Red",
  "Blue",
  "White",
  "Black",
  "Green",
  "Colorless",
  "tribe:",
  "power:",
  "icon:",
  "Ignition",
  "subtext:",
  "Start Card",
  "text:",
  "collector:",
  "flavor:",
  "[Auto]",
  "[Boot]",
  "[Always]",
  "[Special]",
  "[Event]",
  "<Valid>",
  "<Player>",
  "<Trigger>",
  "<Cost>",
  "<Effect>",
  "Square",
  "Hand",
  "Trash",
  "Charge",
  "Life",
  "Resource",
  "When",
  "this",
  "card",
  "appears.",
  "attacks.",
  "is",
  "attacked.",
  "destroyed.",
  "At",
  "the",
  "end",
  "of",
  "your",
  "turn.",
  "Draw",
  "cards.",
  "Deal",
  "damage",
  "to",
  "target",
  "Z/X",
  "Heal",
  "Destroy",
  "Return",
  "its",
  "owner's",
  "hand.",
  "Sleep",
  "Reboot",
  "Recover",
  "Life.",
  "you",
  "may",
  "If",
  "gets",
  "Power",
  "+",
  "-",
  "until",
  "an",
  "opponent",
  "controls",
  "with",
  "or",
  "less",
  "up",
  "to",
  "or",
  "With",
  "extra",
  "cost",
  "For",
  "each",
  "[Sleep],",
  "Discard",
  "1",
  "2",
  "0",
  "9999",
  "999999999",
  ".",
  ",",
  "(",
  ")",
  "Life Recovery",
  "Void Bringer",
  "\n",
  "\n  ",
  "\n    ",
];

/** Kinds of hostile file: each a mutation of a real card file, or text made from nothing. */
export const FILE_KINDS = ["hugeNumbers", "deepNesting", "controlChars", "giantName", "unknownSection", "tokenSoup", "truncated", "duplicated", "binary", "longLines"] as const;
type FileKind = (typeof FILE_KINDS)[number];

interface FuzzOptions {
  /** Deepest "you may" / "If" nesting a file may have (the dialect caps it; its guard is another
   *  change's): the full run goes far past any cap, the test stays within what today's compiler
   *  survives. */
  maxDepth: number;
  /** Largest file, in characters. */
  maxChars: number;
}

const pick = <T>(rng: number[], list: readonly T[]): T => list[randomBelow(rng, list.length)]!;

function hugeNumber(rng: number[]): string {
  return pick(rng, ["999999999", "1000000000", "9007199254740993", "1e308", "-1", "00000000000000000001", "9".repeat(1 + randomBelow(rng, 400)), "4294967296", "NaN", "Infinity"]);
}

/** One hostile card file of a kind, from a seed. */
function hostileFile(seed: number, kind: FileKind, o: FuzzOptions): string {
  const rng = seedRng(seed);
  const base = pick(rng, starterTexts());
  const lines = base.split("\n");
  let out: string;
  switch (kind) {
    case "hugeNumbers":
      out = base.replace(/\d+/g, (d) => (randomBelow(rng, 3) === 0 ? hugeNumber(rng) : d));
      break;
    case "deepNesting": {
      const depth = 1 + randomBelow(rng, o.maxDepth);
      const open = Array.from({ length: depth }, () => pick(rng, ["you may ", "if your Life is 3 or less, ", "If you have 2 or more cards in your Charge, "])).join("");
      out = `game: zx\n\ncard Nest ${seed}\ntype: Event\ncost: 1\ncolour: Red\ntext:\n  [Event] <Effect> ${open}draw 1 card.\ncollector: ST1-001 C\n`;
      break;
    }
    case "controlChars":
      out = base.replace(/card ([^\n]+)/g, (_m, n: string) => `card ${n}${pick(rng, ["\u0000", "\u001b[31m", "\u0007", "\u202e", "\ufeff", "\ud800", "\u0085", "\r", "\u2028"])}x`);
      break;
    case "giantName":
      out = base.replace(/card ([^\n]+)/, () => `card ${pick(rng, ["A", "Z/X ", "__proto__", "constructor", "é"]).repeat(1 + randomBelow(rng, 50_000))}`);
      break;
    case "unknownSection":
      out = lines.map((l) => (l.startsWith("  [") && randomBelow(rng, 2) === 0 ? l.replace(/<\w+>/, pick(rng, ["<Banana>", "<Valid2>", "<>", "<Effect><Effect>", "<Trigger"])) : l)).join("\n");
      if (randomBelow(rng, 2) === 0) out += `\nwhatever: ${"x".repeat(randomBelow(rng, 100))}\n[Unknown] <Effect> Draw 1 card.\n`;
      break;
    case "tokenSoup": {
      const n = 1 + randomBelow(rng, 400);
      out = `game: zx\n${Array.from({ length: n }, () => pick(rng, VOCABULARY)).join(" ")}\n`;
      break;
    }
    case "truncated":
      out = base.slice(0, randomBelow(rng, base.length));
      break;
    case "duplicated":
      out = base + "\n" + base.slice(base.indexOf("card "));
      break;
    case "binary":
      out = "game: zx\n" + Array.from({ length: randomBelow(rng, 2000) }, () => String.fromCharCode(randomBelow(rng, 0x10000))).join("");
      break;
    case "longLines":
      out = base.replace(/<Effect> ([^\n]+)/, (_m, e: string) => `<Effect> ${Array.from({ length: 1 + randomBelow(rng, 2000) }, () => e).join(" ")}`);
      break;
  }
  return out.length > o.maxChars ? out.slice(0, o.maxChars) : out;
}

interface FileFault {
  seed: number;
  kind: FileKind;
  route: keyof typeof ZX_ROUTES;
  message: string;
}

interface FileRun {
  files: number;
  faults: FileFault[];
  /** The slowest file, all four routes (ms). */
  slowestMs: number;
  cardsBuilt: number;
}

/** `n` hostile files (kinds in turn) through the four routes. */
export function fuzzFiles(n: number, seed: number, o: FuzzOptions): FileRun {
  const run: FileRun = { files: 0, faults: [], slowestMs: 0, cardsBuilt: 0 };
  for (let i = 0; i < n; i++) {
    const kind = FILE_KINDS[i % FILE_KINDS.length]!;
    const s = seed + i;
    const text = hostileFile(s, kind, o);
    const file = `fuzz-${s}.card`;
    const t0 = performance.now();
    const fault = (route: keyof typeof ZX_ROUTES, message: string) => run.faults.push({ seed: s, kind, route, message: message.split("\n")[0]!.slice(0, 300) });
    let cards: ZxCardDefinition[] = [];
    let irs: ZxIR[] = [];
    try {
      const r = ZX_ROUTES.compile(text, file);
      cards = r.cards;
      irs = r.ir;
      for (const d of r.diagnostics) if (/internal/i.test(d.message)) fault("compile", `${d.code} ${d.message}`);
    } catch (err) {
      fault("compile", `threw ${(err as Error).message}`);
    }
    for (const c of cards) {
      try {
        const words = ZX_ROUTES.explain(c);
        if (typeof words !== "string") fault("explain", "gave no text");
      } catch (err) {
        fault("explain", `threw ${(err as Error).message}`);
      }
    }
    try {
      ZX_ROUTES.fmt(text, file);
    } catch (err) {
      fault("fmt", `threw ${(err as Error).message}`);
    }
    try {
      ZX_ROUTES.build(irs);
    } catch (err) {
      fault("build", `threw ${(err as Error).message}`);
    }
    run.cardsBuilt += cards.length;
    run.files++;
    run.slowestMs = Math.max(run.slowestMs, performance.now() - t0);
  }
  return run;
}

// --- games -----------------------------------------------------------------------------------------

/** Hostile but legal cards: the largest numbers the dialect takes (counts 99, Power and damage
 *  99999: E3030) and the sentences that loop, each a card `check` accepts, written as card text and
 *  compiled like any other. */
const HOSTILE_TEXT = `game: zx

card Bottomless Draw
type: Event
cost: 1
colour: Red
icon: Ignition
text:
  [Event] <Effect> Draw 99 cards.
collector: HZ1-001 C

card Endless Mend
type: Event
cost: 1
colour: Green
icon: Ignition
text:
  [Event] <Effect> Recover 99 Life.
collector: HZ1-002 C

card Titan of Numbers
type: Z/X
cost: 0
colour: Red
tribe: Cinder Drake
power: 99999
icon: Ignition
text:
  [Auto] <Valid> Square <Trigger> When this card attacks.
    <Effect> This card gets Power +99999 until end of turn.
collector: HZ1-003 C

card Boomerang Imp
type: Z/X
cost: 0
colour: Green
tribe: Briar Kin
power: 1000
icon: Ignition
text:
  [Auto] <Valid> Square <Trigger> When this card appears.
    <Effect> Return this card to its owner's hand.
collector: HZ1-004 C

card Thousand Cuts
type: Event
cost: 1
colour: Red
text:
  [Event] <Effect> Deal 99999 damage to target Z/X an opponent controls.
collector: HZ1-005 C

card Grave Chorus
type: Z/X
cost: 1
colour: Green
tribe: Briar Kin
power: 2000
text:
  [Auto] <Valid> Trash <Trigger> At the end of your turn.
    <Effect> Draw 1 card.
collector: HZ1-006 C

card Spring of Charge
type: Z/X
cost: 1
colour: Red
tribe: Forge Knight
power: 3000
text:
  [Special] <Valid> Square <Trigger> If you have 1 or more cards in your Charge.
    <Effect> Put the top card of your deck into your Charge.
collector: HZ1-007 C
`;

interface GameRun {
  games: number;
  /** Engine faults (a thrown error, a refused listed action). */
  faults: Array<{ seed: number; message: string }>;
  /** Games that ended by a rule (a win, a draw by the loop rule). */
  ended: number;
  /** Games the budget (actions, time, memory) ended, with why. */
  unfinished: Array<{ seed: number; why: string }>;
  hostileCards: number;
  actions: number;
  slowestMs: number;
}

/** A legal deck (ZX-401): 20 with the Ignition icon, at most 4 a name, hostile cards among them. */
function hostileDeck(lib: Record<string, ZxCardDefinition>, rng: number[]): string[] {
  const names = Object.keys(lib).filter((n) => lib[n]!.type !== "player");
  const keyword = (n: string) => lib[n]!.abilities.some((a) => a.kind === "always" && a.keyword);
  const ign = names.filter((n) => lib[n]!.icons.includes("ignition") && !keyword(n));
  const rest = names.filter((n) => !lib[n]!.icons.includes("ignition") && !keyword(n));
  const take = (from: string[], k: number, hostileFirst: boolean) => {
    const out: string[] = [];
    const counts = new Map<string, number>();
    const pool = hostileFirst ? [...from.filter((n) => lib[n]!.collector?.startsWith("HZ1")), ...from] : from;
    for (let guard = 0; out.length < k && guard < 10_000; guard++) {
      const n = hostileFirst && guard < 8 ? pool[randomBelow(rng, Math.min(pool.length, 4))]! : pick(rng, from);
      if ((counts.get(n) ?? 0) >= 4) continue;
      counts.set(n, (counts.get(n) ?? 0) + 1);
      out.push(n);
    }
    return out;
  };
  return [...take(ign, 20, true), ...take(rest, 30, true)];
}

/** `n` seeded games, two random agents, decks with hostile cards; each within its budget. */
export function fuzzGames(n: number, seed: number, o: { maxActions: number; seconds: number; memoryMb: number }): GameRun {
  const lib: Record<string, ZxCardDefinition> = {};
  for (const text of [...starterTexts(), HOSTILE_TEXT]) for (const c of compileZx(text, "fuzz.card").cards) if (!Object.hasOwn(lib, c.name)) lib[c.name] = c;
  const hostile = Object.keys(lib).filter((k) => lib[k]!.collector?.startsWith("HZ1"));
  const problems = libraryProblems(lib);
  if (problems.length) throw new Error(`the fuzz's library has problems: ${problems.join("; ")}`);
  const run: GameRun = { games: 0, faults: [], ended: 0, unfinished: [], hostileCards: hostile.length, actions: 0, slowestMs: 0 };
  for (let i = 0; i < n; i++) {
    const s = seed + i;
    const rng = seedRng(s ^ 0x5eed);
    const decks = [hostileDeck(lib, rng), hostileDeck(lib, rng)];
    for (const d of decks) {
      const p = deckProblems(lib, d);
      if (p.length) throw new Error(`fuzz deck of seed ${s} is not legal: ${p.join("; ")}`);
    }
    const t0 = performance.now();
    try {
      const game = createZxGame({ library: lib, seed: s, firstPlayer: i % 2 ? "p2" : "p1", players: decks.map((deck, k) => ({ id: `p${k + 1}`, deck })) });
      game.state.logLimit = 2000; // bulk play keeps the log as a ring (core/events.ts)
      const report = playGame(game, { p1: new RandomAgent(s * 2), p2: new RandomAgent(s * 2 + 1) }, { maxActions: o.maxActions, stop: budgetStop({ seconds: o.seconds, memoryMb: o.memoryMb }) });
      run.actions += report.actions;
      if (report.result) run.ended++;
      else run.unfinished.push({ seed: s, why: report.stopped ?? "?" });
    } catch (err) {
      run.faults.push({ seed: s, message: (err as Error).message.split("\n")[0]!.slice(0, 300) });
    }
    run.games++;
    run.slowestMs = Math.max(run.slowestMs, performance.now() - t0);
  }
  return run;
}
