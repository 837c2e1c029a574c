// `orrery judge`'s engine: reads the submissions (submission.ts), judges each entry on a worker
// thread with memory and time bounds (pool.ts, worker.ts, entry.ts), plays the baseline games once,
// summarizes balance against it (balance.ts), flags look-alike names across entries
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
  summarizeBalance,
  type BalanceSettings,
  type JudgingAgent,
  type CardBalance,
  type GameLine,
  type PairingPlan,
  type ReferenceSet,
} from "./balance.ts";
import { SEARCH_DEFAULTS } from "../../runtime/x610z/ai/search.ts";
import { findLookAlikes, type LookAlike } from "./confusables.ts";
import type { EntryInput, EntryResult, JudgeDiagnostic, CardReport, ScenarioReport } from "./entry.ts";
import { MAX_BALANCED_CARDS } from "./entry.ts";
import { runJobs, type Job, type JobOutcome } from "./pool.ts";
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
  games: number;
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
  onProgress?: (done: number, total: number, what: "entries" | "games") => void;
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
  castShare: number | null;
  flags: string[];
}

export interface ContestReport {
  format: typeof REPORT_FORMAT;
  settings: {
    games: number;
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
  const settings: BalanceSettings = { games: o.games, seed: o.seed, maxActions: o.maxActions, threshold: o.threshold, ...(o.queue ? { deferGames: true } : {}) };
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
  // With the queue, entries are only compiled and checked here; every game goes to the queue.
  const jobs: Job[] = o.queue ? [] : [{ message: { id: 0, kind: "baseline" }, deadlineMs: null }];
  inputs.forEach((input, i) => {
    const cardsGuess = Math.min(
      MAX_BALANCED_CARDS,
      Math.max(
        1,
        input.files.filter((f) => f.kind === "card").reduce((n, f) => n + (f.text.match(/^\s*card\s/gim)?.length ?? 0), 0),
      ),
    );
    // Wall-time allowance per game: the search and MCTS agents spend ~10 times the heuristic's CPU a game.
    const perGame = settings.agent === "search" || settings.agent === "mcts" ? 30 : 3;
    const seconds = o.timeoutSeconds ?? 60 + perGame * o.games * ps.length * cardsGuess;
    const { id: _id, ...plain } = input;
    jobs.push({ message: { id: i + 1, kind: "entry", input: plain }, deadlineMs: seconds * 1000 });
  });
  const progress = o.onProgress;
  let done = 0;
  const ran = await runJobs(ref, settings, jobs, { jobs: o.jobs, memoryMb: o.memoryMb, onJob: () => progress?.(++done, jobs.length, "entries") });
  let baseline: GameLine[];
  let outcomes: typeof ran;
  if (o.queue) {
    outcomes = [{ ok: true, result: [] }, ...ran];
    baseline = await playOnQueue(ref, settings, outcomes, o.queue, progress);
  } else {
    outcomes = ran;
    const base = outcomes[0]!;
    if (!base.ok) throw new Error(`the baseline games failed: ${base.rejected}`);
    baseline = base.result as GameLine[];
  }

  const definitions = new Map<string, CardDefinition[]>();
  const entries: EntryReport[] = inputs.map((input, i) => {
    const out = outcomes[i + 1]!;
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
    const balance = r.games.map((g) => summarizeBalance(g.card, ref, settings, { lines: g.lines, changes: g.changes }, baseline));
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
      castShare: top ? top.cast.share : null,
      flags: e.flags,
    };
  });

  const report: ContestReport = {
    format: REPORT_FORMAT,
    settings: {
      games: o.games,
      seed: o.seed,
      threshold: o.threshold,
      maxActions: o.maxActions,
      board: ref.boardName,
      agent: o.agent ?? "heuristic",
      ...(settings.searchPlayouts !== undefined ? { searchPlayouts: settings.searchPlayouts } : {}),
      decks: ref.decks.map((d) => d.name),
      pairings: ps,
      deckRule: DECK_RULE,
      interval: "win rates: Wilson score interval, 95 %; shift (with the card minus without it, same pairings and seeds): Newcombe's hybrid score interval, 95 %",
    },
    baseline: ps.map((p, pi) => {
      const ls = baseline.filter((l) => l.pairing === pi);
      return { deck: p.deck, opponent: p.opponent, wins: ls.filter((l) => l.winner === 0).length, games: ls.length };
    }),
    summary,
    entries,
  };
  return { report, definitions };
}

/** Plays the baseline's and every judged entry's planned games through the queue, all in one run
 *  (so every worker has work), and fills in the entries' game lines; returns the baseline's lines.
 *  An entry whose games fail on the queue is rejected, as a failed worker job would be locally. */
async function playOnQueue(
  ref: ReferenceSet,
  settings: BalanceSettings,
  outcomes: Array<JobOutcome<unknown>>,
  queue: NonNullable<JudgeOptions["queue"]>,
  progress: JudgeOptions["onProgress"],
): Promise<GameLine[]> {
  const { playGroupsOnQueue } = await import("../queue/client.ts");
  const basePlan = planPairings(ref, settings, null);
  const plans = [basePlan, ...outcomes.slice(1).flatMap((out) => (out.ok ? (out.result as EntryResult).games.map((g) => g.plan!) : []))];
  const groups = plans.flatMap((p) => p.groups);
  const total = groups.reduce((n, g) => n + g.specs.length, 0);
  let played = 0;
  const records = await playGroupsOnQueue(groups, queue, (n) => progress?.((played += n), total, "games"));
  let at = 0;
  const take = (plan: PairingPlan): GameLine[] | { failed: string } => {
    const rs = records.slice(at, at + plan.groups.length);
    at += plan.groups.length;
    const failed = rs.find((r) => !Array.isArray(r));
    return failed && !Array.isArray(failed) ? failed : linesOf(plan, rs as GameRecord[][]);
  };
  const baseline = take(basePlan);
  if (!Array.isArray(baseline)) throw new Error(`the baseline games failed: ${baseline.failed}`);
  outcomes.forEach((out, i) => {
    if (i === 0 || !out.ok) return;
    for (const g of (out.result as EntryResult).games) {
      const lines = take(g.plan!);
      delete g.plan;
      if (Array.isArray(lines)) g.lines = lines;
      else outcomes[i] = { ok: false, rejected: `its balance games failed: ${lines.failed}` };
    }
  });
  return baseline;
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
