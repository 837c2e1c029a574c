// `orrery judge`'s engine: reads the submissions (submission.ts), judges each entry on a worker
// thread with memory and time bounds (pool.ts, worker.ts, entry.ts), plays the balance games in
// looks (paired.ts: after each look, a card whose interval is narrow enough stops; the baseline's
// games are played once, as far as the furthest card needs its twins), summarizes each card's
// paired shift (balance.ts), flags look-alike names across entries
// (confusables.ts), and builds the contest report: plain data, sorted, with no timestamps and no
// path outside a submission, so the same submissions and seeds give byte-identical JSON.
import { resolve } from "node:path";
import { listDecks, loadLibrary, DEFAULT_CARDS_DIR } from "../decks/load.ts";
import { join } from "node:path";
import {
  linesOf,
  MAX_COPIES,
  pairings,
  planPairings,
  shiftOf,
  summarizeBalance,
  type BalanceSettings,
  type JudgingAgent,
  type CardBalance,
  type DeckChange,
  type GameLine,
  type GameRange,
  type PairingPlan,
  type ReferenceSet,
} from "./balance.ts";
import { lookSchedule, pocock } from "./paired.ts";
import { SEARCH_DEFAULTS } from "../../runtime/x610z/ai/search.ts";
import { findLookAlikes, type LookAlike } from "./confusables.ts";
import type { EntryInput, EntryResult, JudgeDiagnostic, CardReport, ScenarioReport } from "./entry.ts";
import { MAX_BALANCED_CARDS } from "./entry.ts";
import { openPool, type Job, type JobOutcome } from "./pool.ts";
import { readSubmission, type Submission } from "./submission.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import type { QueueSettings } from "../queue/connection.ts";
import type { GameRecord } from "../sim/game.ts";

const REPORT_FORMAT = "orrery-judge/1";

const DECK_RULE =
  `The card goes into each reference deck with as many copies as its restriction allows (at most ${MAX_COPIES}; ` +
  "a Life Base Card: 1). Each copy replaces one of the deck's weakest cards: a Life Base Card replaces the deck's Life Base; " +
  "an Energy Crystal Card replaces copies of the deck's most numerous Energy Crystal Card; any other card replaces copies of the " +
  "deck's cheapest Summon or Effect Card (lowest total cost; ties: fewer copies, then name), then the next cheapest.";

export interface JudgeOptions {
  submissions: string[];
  /** The budget: at most this many games per pairing for each card (and its twins). */
  games: number;
  /** Looks at the results, at equal steps of the budget (1: play the whole budget). */
  looks: number;
  /** A card stops at the first look where its shift's half-width is at most this. */
  precision: number;
  seed: number;
  threshold: number;
  jobs: number;
  memoryMb: number;
  /** Seconds an entry may take; null: 60 s plus 3 s per game it plays. */
  timeoutSeconds: number | null;
  maxActions: number;
  /** The judging agent on both sides of the balance games (default: the heuristic). */
  agent?: JudgingAgent;
  /** The search agent's playouts per searched choice (its default when absent). */
  searchPlayouts?: number;
  /** Reference deck names to use (default: every deck in cards/decks). */
  decks?: string[];
  cardsDir?: string;
  boardName?: string;
  /** Play the balance games through the job queue (`orrery worker` plays them), in shards of this size. */
  queue?: QueueSettings;
  /** Progress: called with (done, total) as entries are judged and games played. */
  onProgress?: (done: number, total: number, what: "games") => void;
}

export interface EntryReport {
  entry: string;
  /** The name of its report files (ENTRY.html, ENTRY.json) in the output folder. */
  id: string;
  status: "valid" | "invalid" | "rejected";
  valid: boolean;
  rejected: string | null;
  files: string[];
  diagnostics: JudgeDiagnostic[];
  cards: CardReport[];
  canonical: Array<{ file: string; text: string }>;
  scenarios: ScenarioReport[];
  balance: CardBalance[];
  lookAlikes: LookAlike[];
  flags: string[];
}

interface SummaryRow {
  entry: string;
  id: string;
  status: EntryReport["status"];
  cards: string[];
  errors: number;
  warnings: number;
  scenarios: { passed: number; total: number };
  /** The balance of the entry's card with the largest |shift| (null when none was played). */
  shift: number | null;
  ci95: [number, number] | null;
  detectable: number | null;
  games: number | null;
  castShare: number | null;
  flags: string[];
}

export interface ContestReport {
  format: typeof REPORT_FORMAT;
  settings: {
    games: number;
    looks: number;
    precision: number;
    /** The critical value of every interval: Pocock's constant for the looks (1.96 for one). */
    criticalValue: number;
    seed: number;
    threshold: number;
    maxActions: number;
    board: string;
    agent: JudgingAgent;
    /** The search agent's playouts per choice (only with the search agent). */
    searchPlayouts?: number;
    decks: string[];
    pairings: Array<{ deck: string; opponent: string }>;
    deckRule: string;
    interval: string;
  };
  baseline: Array<{ deck: string; opponent: string; wins: number; games: number }>;
  summary: SummaryRow[];
  entries: EntryReport[];
}

export interface JudgeRun {
  report: ContestReport;
  /** Card definitions per entry id, for the pictures. */
  definitions: Map<string, CardDefinition[]>;
  /** Each balanced card's games, by card name (not in the report: for comparisons between cards,
   *  which pair by seed as a card and its baseline do). */
  games: Map<string, GameLine[]>;
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const pct = (x: number) => `${x >= 0 ? "+" : ""}${(100 * x).toFixed(1)} %`;

export class UsageError extends Error {}

async function loadReference(o: Pick<JudgeOptions, "decks" | "cardsDir" | "boardName">): Promise<ReferenceSet> {
  const dir = o.cardsDir ?? DEFAULT_CARDS_DIR;
  const { library, errors } = await loadLibrary(dir);
  if (errors.length) throw new Error(`the reference cards don't compile:\n${errors.join("\n")}`);
  const listed = listDecks(join(dir, "decks"));
  if (listed.errors.length) throw new Error(listed.errors.join("\n"));
  let decks = listed.decks;
  if (o.decks) {
    const want = o.decks.map((d) => d.trim().toLowerCase());
    const unknown = want.filter((w) => !decks.some((d) => d.name.toLowerCase() === w));
    if (unknown.length) throw new UsageError(`unknown reference deck "${unknown[0]}"; known: ${decks.map((d) => d.name).join(", ")}`);
    decks = decks.filter((d) => want.includes(d.name.toLowerCase()));
  }
  if (decks.length < 2) throw new UsageError("the balance games need at least two reference decks");
  decks = [...decks].sort((a, b) => order(a.name, b.name));
  const { defaultBoards } = await import("../../runtime/x610z/boards/index.ts");
  const boardName = o.boardName ?? "act1";
  const board = Object.hasOwn(defaultBoards, boardName) ? defaultBoards[boardName]! : null;
  if (!board) throw new UsageError(`no default board "${boardName}"`);
  return { library, decks, board, boardName };
}

function slug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "entry"
  );
}

export async function runJudge(o: JudgeOptions): Promise<JudgeRun> {
  const ref = await loadReference(o);
  const settings: BalanceSettings = {
    games: o.games,
    looks: o.looks,
    precision: o.precision,
    seed: o.seed,
    maxActions: o.maxActions,
    threshold: o.threshold,
    ...(o.queue ? { deferGames: true } : {}),
  };
  if (o.agent !== undefined && o.agent !== "heuristic") settings.agent = o.agent;
  if (o.agent === "search") settings.searchPlayouts = o.searchPlayouts ?? SEARCH_DEFAULTS.playouts;
  const subs: Submission[] = [];
  for (const arg of o.submissions) {
    const s = readSubmission(arg, resolve(arg));
    if ("error" in s) throw new UsageError(s.error);
    subs.push(s);
  }
  // Entries by name; the same name twice gets " (2)", in the order given.
  subs.sort((a, b) => order(a.name, b.name));
  const names = new Map<string, number>();
  const ids = new Set<string>();
  const inputs: Array<EntryInput & { id: string }> = subs.map((s) => {
    const n = (names.get(s.name) ?? 0) + 1;
    names.set(s.name, n);
    const name = n === 1 ? s.name : `${s.name} (${n})`;
    let id = slug(name);
    for (let k = 2; ids.has(id) || id === "index" || id === "contest"; k++) id = `${slug(name)}-${k}`;
    ids.add(id);
    return { id, name, root: s.root, folders: s.folders, files: s.files, problems: s.problems };
  });

  const ps = pairings(ref.decks);
  const balanced = inputs.map((input) =>
    Math.min(
      MAX_BALANCED_CARDS,
      Math.max(
        1,
        input.files.filter((f) => f.kind === "card").reduce((n, f) => n + (f.text.match(/^\s*card\s/gim)?.length ?? 0), 0),
      ),
    ),
  );
  // An entry's time limit covers all its looks. Wall-time allowance per game: the search and MCTS
  // agents spend ~10 times the heuristic's CPU a game.
  const perGame = settings.agent === "search" || settings.agent === "mcts" ? 30 : 3;
  const allowanceMs = inputs.map((_, i) => 1000 * (o.timeoutSeconds ?? 60 + perGame * o.games * ps.length * balanced[i]!));
  const usedMs = inputs.map(() => 0);

  // Per entry: its first job's result (or why it was rejected); per card its games so far.
  const results: Array<JobOutcome<unknown> | null> = inputs.map(() => null);
  const cards: Array<Map<string, { lines: GameLine[]; changes: DeckChange[]; looks: number; stopped: CardBalance["stopped"] | null }>> = inputs.map(() => new Map());
  let baseline: GameLine[] = [];
  const running = (i: number) => {
    const r = results[i];
    return r != null && r.ok && [...cards[i]!.values()].some((c) => c.stopped === null);
  };

  const schedule = lookSchedule(o.games, o.looks);
  const progress = o.onProgress;
  let played = 0;
  let total = ps.length * o.games * (1 + balanced.reduce((n, b) => n + b, 0));
  const tick = (games: number) => progress?.((played += games), total, "games");
  const pool = await openPool(ref, settings, { jobs: o.jobs, memoryMb: o.memoryMb });
  try {
    let from = 0;
    for (let k = 0; k < schedule.length; k++) {
      const range: GameRange = { from, to: schedule[k]! };
      from = range.to;
      const entries = k === 0 ? inputs.map((_, i) => i) : inputs.map((_, i) => i).filter(running);
      if (k > 0 && entries.length === 0) break;
      const look = o.queue
        ? await lookOnQueue(ref, settings, inputs, entries, results, cards, range, k, pool, o.queue, allowanceMs, usedMs, tick)
        : await lookHere(settings, inputs, entries, results, cards, range, k, pool, allowanceMs, usedMs, tick, ps.length);
      baseline = baseline.concat(look);
      // After the look: a card stops when its interval is narrow enough, or at the budget's end.
      for (const i of entries) {
        if (!results[i]?.ok) continue;
        for (const c of cards[i]!.values()) {
          if (c.stopped !== null) continue;
          c.looks = k + 1;
          if (shiftOf(c.lines, baseline, settings).halfWidth <= o.precision) c.stopped = "precision";
          else if (k === schedule.length - 1) c.stopped = "budget";
        }
      }
      const left = inputs.map((_, i) => i).filter(running);
      const cardsLeft = left.reduce((n, i) => n + [...cards[i]!.values()].filter((c) => c.stopped === null).length, 0);
      total = played + (cardsLeft ? ps.length * (o.games - range.to) * (1 + cardsLeft) : 0);
      progress?.(played, total, "games");
    }
  } finally {
    await pool.close();
  }

  const definitions = new Map<string, CardDefinition[]>();
  const entries: EntryReport[] = inputs.map((input, i) => {
    const out = results[i]!;
    if (!out.ok) {
      return {
        entry: input.name,
        id: input.id,
        status: "rejected",
        valid: false,
        rejected: out.rejected,
        files: input.files.map((f) => f.path).sort(order),
        diagnostics: [],
        cards: [],
        canonical: [],
        scenarios: [],
        balance: [],
        lookAlikes: [],
        flags: [],
      };
    }
    const r = out.result as EntryResult;
    definitions.set(input.id, r.definitions);
    const valid = !r.diagnostics.some((d) => d.severity === "error") && r.cards.length > 0;
    const balance = [...cards[i]!].map(([card, c]) => summarizeBalance(card, ref, settings, { lines: c.lines, changes: c.changes, looks: c.looks, stopped: c.stopped ?? "budget" }, baseline));
    return {
      entry: input.name,
      id: input.id,
      status: valid ? "valid" : "invalid",
      valid,
      rejected: null,
      files: r.files,
      diagnostics: r.diagnostics,
      cards: r.cards,
      canonical: r.canonical,
      scenarios: r.scenarios,
      balance,
      lookAlikes: [],
      flags: [],
    };
  });

  const lookAlikes = findLookAlikes([...Object.keys(ref.library).map((name) => ({ entry: "", name })), ...entries.flatMap((e) => e.cards.map((c) => ({ entry: e.entry, name: c.name })))]);
  for (const e of entries) {
    e.lookAlikes = lookAlikes.filter((l) => l.entry === e.entry);
    const flags: string[] = [];
    if (e.status === "rejected") flags.push(`rejected: ${e.rejected}`);
    const errors = e.diagnostics.filter((d) => d.severity === "error").length;
    if (e.status === "invalid") flags.push(`invalid: ${errors} error${errors === 1 ? "" : "s"}${e.cards.length === 0 && errors === 0 ? ", no card" : ""}`);
    for (const s of e.scenarios) if (!s.passed) flags.push(`scenario failed: ${s.file}`);
    for (const b of e.balance) {
      if (b.flagged) flags.push(`balance: ${b.card} shifts the win rate ${pct(b.shift)} (95 % CI ${pct(b.ci95[0])} to ${pct(b.ci95[1])}), beyond ±${(100 * o.threshold).toFixed(1)} %`);
      if (b.errors.length) flags.push(`balance: ${b.errors.length} game${b.errors.length === 1 ? "" : "s"} with ${b.card} failed in the engine`);
    }
    for (const l of e.lookAlikes) flags.push(`${l.kind}: "${l.name}" and "${l.other.name}" (${l.other.entry === "" ? "reference set" : `entry ${l.other.entry}`})`);
    e.flags = [...new Set(flags)].sort(order);
  }

  const summary: SummaryRow[] = entries.map((e) => {
    const top = [...e.balance].sort((a, b) => Math.abs(b.shift) - Math.abs(a.shift) || order(a.card, b.card))[0];
    return {
      entry: e.entry,
      id: e.id,
      status: e.status,
      cards: e.cards.map((c) => c.name),
      errors: e.diagnostics.filter((d) => d.severity === "error").length,
      warnings: e.diagnostics.filter((d) => d.severity === "warning").length,
      scenarios: { passed: e.scenarios.filter((s) => s.passed).length, total: e.scenarios.length },
      shift: top ? top.shift : null,
      ci95: top ? top.ci95 : null,
      detectable: top ? top.detectable : null,
      games: top ? top.games : null,
      castShare: top ? top.cast.share : null,
      flags: e.flags,
    };
  });

  const report: ContestReport = {
    format: REPORT_FORMAT,
    settings: {
      games: o.games,
      looks: o.looks,
      precision: o.precision,
      criticalValue: pocock(o.looks),
      seed: o.seed,
      threshold: o.threshold,
      maxActions: o.maxActions,
      board: ref.boardName,
      agent: o.agent ?? "heuristic",
      ...(settings.searchPlayouts !== undefined ? { searchPlayouts: settings.searchPlayouts } : {}),
      decks: ref.decks.map((d) => d.name),
      pairings: ps,
      deckRule: DECK_RULE,
      interval:
        "win rates: Wilson score interval, 95 %; shift: mean of the paired differences (each game with the card against its twin without it: same pairing, seed, " +
        "first player, deck order and agent seeds), Wald interval on the differences with Agresti and Min's adjustment (half a pair in each cell), " +
        "with Pocock's critical value for the looks: a repeated confidence interval, 95 % over all looks together, so valid wherever the games stopped; " +
        "detectable: the shift the run would tell from 0 with 80 % power, from the observed spread of the differences",
    },
    baseline: ps.map((_p, pi) => {
      const p = ps[pi]!;
      const ls = baseline.filter((l) => l.pairing === pi);
      return { deck: p.deck, opponent: p.opponent, wins: ls.filter((l) => l.winner === 0).length, games: ls.length };
    }),
    summary,
    entries,
  };
  const games = new Map(cards.flatMap((m) => [...m].map(([card, c]): [string, GameLine[]] => [card, c.lines])));
  return { report, definitions, games };
}

type CardGames = Map<string, { lines: GameLine[]; changes: DeckChange[]; looks: number; stopped: CardBalance["stopped"] | null }>;

/** The cards of an entry still playing (all it balances at the first look). */
const playing = (games: CardGames, k: number): string[] | undefined => (k === 0 ? undefined : [...games].filter(([, c]) => c.stopped === null).map(([n]) => n));

/** Takes a job's answer for entry i: its first (the full judgement) or a later look's games. An
 *  entry that fails any look is rejected. */
function takeEntry(i: number, out: JobOutcome<unknown>, k: number, results: Array<JobOutcome<unknown> | null>, cards: CardGames[], usedMs: number[]) {
  usedMs[i]! += out.ms;
  if (!out.ok) {
    results[i] = out;
    return;
  }
  const r = out.result as EntryResult;
  if (k === 0) results[i] = out;
  for (const g of r.games) {
    const c = cards[i]!.get(g.card);
    if (c) c.lines.push(...g.lines);
    else cards[i]!.set(g.card, { lines: [...g.lines], changes: g.changes, looks: 0, stopped: null });
  }
}

/** One look here: the baseline's range and each entry's on the pool's worker threads. Returns the
 *  baseline's lines of the range. */
async function lookHere(
  settings: BalanceSettings,
  inputs: Array<EntryInput & { id: string }>,
  entries: number[],
  results: Array<JobOutcome<unknown> | null>,
  cards: CardGames[],
  range: GameRange,
  k: number,
  pool: Awaited<ReturnType<typeof openPool>>,
  allowanceMs: number[],
  usedMs: number[],
  tick: (games: number) => void,
  pairingCount: number,
): Promise<GameLine[]> {
  const games = (range.to - range.from) * pairingCount;
  const jobs: Job[] = [{ message: { id: 0, kind: "baseline", range }, deadlineMs: null }];
  for (const i of entries) {
    const { id: _id, ...input } = inputs[i]!;
    const cardsNow = playing(cards[i]!, k);
    jobs.push({ message: { id: jobs.length, kind: "entry", input, part: { range, ...(cardsNow ? { cards: cardsNow, gamesOnly: true } : {}) } }, deadlineMs: allowanceMs[i]! - usedMs[i]! });
  }
  const outs = await pool.run(jobs, (j) => tick(j === 0 ? games : games * (playing(cards[entries[j - 1]!]!, k)?.length ?? 1)));
  const base = outs[0]!;
  if (!base.ok) throw new Error(`the baseline games failed: ${base.rejected}`);
  entries.forEach((i, j) => takeEntry(i, outs[j + 1]!, k, results, cards, usedMs));
  return base.result as GameLine[];
}

/** One look through the queue: at the first, each entry is compiled and checked on the pool (its
 *  games planned, not played); then the baseline's and every playing card's games of the range go
 *  on the queue together (so every worker has work). An entry whose games fail on the queue is
 *  rejected, as a failed worker job would be locally. */
async function lookOnQueue(
  ref: ReferenceSet,
  settings: BalanceSettings,
  inputs: Array<EntryInput & { id: string }>,
  entries: number[],
  results: Array<JobOutcome<unknown> | null>,
  cards: CardGames[],
  range: GameRange,
  k: number,
  pool: Awaited<ReturnType<typeof openPool>>,
  queue: NonNullable<JudgeOptions["queue"]>,
  allowanceMs: number[],
  usedMs: number[],
  tick: (games: number) => void,
): Promise<GameLine[]> {
  const { playGroupsOnQueue } = await import("../queue/client.ts");
  const planned: Array<{ entry: number; card: string; plan: PairingPlan }> = [];
  if (k === 0) {
    const jobs: Job[] = entries.map((i, j) => {
      const { id: _id, ...input } = inputs[i]!;
      return { message: { id: j + 1, kind: "entry", input, part: { range } }, deadlineMs: allowanceMs[i]! - usedMs[i]! };
    });
    const outs = await pool.run(jobs);
    entries.forEach((i, j) => {
      const out = outs[j]!;
      usedMs[i]! += out.ms;
      results[i] = out;
      if (!out.ok) return;
      for (const g of (out.result as EntryResult).games) {
        planned.push({ entry: i, card: g.card, plan: g.plan! });
        cards[i]!.set(g.card, { lines: [], changes: g.changes, looks: 0, stopped: null });
        delete g.plan;
      }
    });
  } else {
    for (const i of entries) {
      const defs = (results[i]!.ok ? (results[i] as { result: EntryResult }).result : null)!.definitions;
      const others = Object.fromEntries(defs.map((d) => [d.name, d]));
      for (const card of playing(cards[i]!, k)!) planned.push({ entry: i, card, plan: planPairings(ref, settings, others[card]!, range, others) });
    }
  }
  const basePlan = planPairings(ref, settings, null, range);
  const plans = [basePlan, ...planned.map((p) => p.plan)];
  const records = await playGroupsOnQueue(
    plans.flatMap((p) => p.groups),
    queue,
    tick,
  );
  let at = 0;
  const take = (plan: PairingPlan): GameLine[] | { failed: string } => {
    const rs = records.slice(at, at + plan.groups.length);
    at += plan.groups.length;
    const failed = rs.find((r) => !Array.isArray(r));
    return failed && !Array.isArray(failed) ? failed : linesOf(plan, rs as GameRecord[][]);
  };
  const base = take(basePlan);
  if (!Array.isArray(base)) throw new Error(`the baseline games failed: ${base.failed}`);
  for (const p of planned) {
    const lines = take(p.plan);
    if (!results[p.entry]!.ok) continue;
    if (Array.isArray(lines)) cards[p.entry]!.get(p.card)!.lines.push(...lines);
    else results[p.entry] = { ok: false, rejected: `its balance games failed: ${lines.failed}`, ms: 0 };
  }
  return base;
}

/** The files a run writes: ENTRY.json and ENTRY.html per entry, contest.json and index.html. */
export async function reportFiles(run: JudgeRun): Promise<Map<string, string>> {
  const { entryPage, summaryPage } = await import("./html.ts");
  const files = new Map<string, string>();
  for (const e of run.report.entries) {
    files.set(`${e.id}.json`, `${JSON.stringify(e, null, 2)}\n`);
    files.set(`${e.id}.html`, entryPage(e, run.report, run.definitions.get(e.id) ?? []));
  }
  files.set("contest.json", `${JSON.stringify(run.report, null, 2)}\n`);
  files.set("index.html", summaryPage(run.report));
  return files;
}
