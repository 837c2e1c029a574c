// `orrery judge SUBMISSION... [--games N] [--looks K] [--precision H] [--out DIR] [--json] [--seed S] [--threshold T]`: judges
// contest entries (each a card file, or a folder of card files and the entrant's scenario files)
// and writes a report per entry (HTML and JSON) and the contest's summary into DIR. Exit 0 when
// every entry is valid, 1 when some are not, 2 for usage. Details: apps/judge/README.md.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";
import { fraction, queueOption, wholeNumber } from "./options.ts";

interface JudgeCommandOptions {
  games: string;
  looks?: string;
  precision: string;
  out: string;
  json?: boolean;
  seed: string;
  threshold: string;
  jobs?: string;
  decks?: string;
  memory: string;
  timeout?: string;
  maxActions: string;
  agent: string;
  searchPlayouts?: string;
  queue?: string;
  shardSize: string;
}

function usage(message: string): number {
  process.stderr.write(`error: ${message}\n(run orrery judge --help for usage)\n`);
  return 2;
}

export const command: CommandSpec = {
  name: "judge",
  description: "judge card-design contest entries: validity, canonical text, plain words, the entrant's scenarios, balance; HTML and JSON reports",
  configure(cmd: Command) {
    cmd
      .argument("<submissions...>", "entries: card files, or folders of card files and *.scenario.yaml files")
      .option("--games <N>", "the budget: at most N seeded games per pairing of reference decks for each card (and N twins without it)", "500")
      .option("--looks <K>", "looks at the results, at equal steps of the budget; a card stops at the first look where its interval is narrow enough (1 to 10; default 5, or N when N is smaller)")
      .option("--precision <H>", "stop a card's games once its shift's interval is at most ±H (a fraction, 0.015, or a percentage, 1.5%)", "0.015")
      .option("--out <DIR>", "folder for the reports (ENTRY.html, ENTRY.json, index.html, contest.json)", "judge-report")
      .option("--json", "print the whole contest's JSON report on stdout")
      .option("--seed <S>", "base seed: game i of pairing p plays seed S + p*N + i (N: --games)", "1")
      .option("--threshold <T>", "flag a win-rate shift larger than this, as a fraction (0.1) or a percentage (10%)", "0.1")
      .option("--jobs <K>", "entries judged at once, each on its own worker thread (same report for any K; default: the cores)")
      .option("--decks <A,B,...>", "reference decks to use (default: every deck in cards/decks)")
      .option("--memory <MB>", "heap limit of each entry's worker", "512")
      .option("--timeout <SECONDS>", "time limit of each entry over all its looks (default: 60 s plus 3 s per game of its budget, 30 s with --agent search or mcts)")
      .option("--max-actions <N>", "actions after which a game counts as unfinished", "3000")
      .option("--agent <A>", "the judging agent on both sides: heuristic, search (playouts over the heuristic's lines; slower) or mcts (tree search over its turn; slower)", "heuristic")
      .option("--search-playouts <N>", "the search agent's budget: playouts per searched choice (default 32)")
      .option("--queue <URL>", "play the balance games through a job queue (BullMQ on Redis, e.g. redis://127.0.0.1:6379); `orrery worker --queue URL` plays them, on any machine")
      .option("--shard-size <N>", "games per queued shard (--queue)", "10");
  },
  async run(...args: unknown[]) {
    const submissions = args[0] as string[];
    const opts = args[1] as JudgeCommandOptions;
    const games = wholeNumber(opts.games, 1);
    if (games === null || games > 100_000) return usage(`--games must be a whole number from 1 to 100000, not "${opts.games}"`);
    const { MAX_LOOKS } = await import("../../apps/judge/paired.ts");
    const looks = opts.looks === undefined ? Math.min(5, games) : wholeNumber(opts.looks, 1);
    if (looks === null || looks > MAX_LOOKS || looks > games) return usage(`--looks must be a whole number from 1 to ${Math.min(MAX_LOOKS, games)} (at most --games), not "${opts.looks}"`);
    const precision = fraction(opts.precision);
    if (!(precision > 0 && precision <= 1)) return usage(`--precision must be a fraction above 0 and at most 1, or a percentage, not "${opts.precision}"`);
    const seed = wholeNumber(opts.seed, 0);
    const { MAX_SEED } = await import("../../runtime/core/rng.ts");
    if (seed === null || seed > MAX_SEED) return usage(`--seed must be a whole number from 0 to ${MAX_SEED}, not "${opts.seed}"`);
    const threshold = fraction(opts.threshold);
    if (!(threshold >= 0 && threshold <= 1)) return usage(`--threshold must be a fraction from 0 to 1 or a percentage, not "${opts.threshold}"`);
    const { availableParallelism } = await import("node:os");
    const jobs = opts.jobs === undefined ? availableParallelism() : wholeNumber(opts.jobs, 1);
    if (jobs === null || jobs > 256) return usage(`--jobs must be a whole number from 1 to 256, not "${opts.jobs}"`);
    const memoryMb = wholeNumber(opts.memory, 64);
    if (memoryMb === null) return usage(`--memory must be a whole number of MB, at least 64, not "${opts.memory}"`);
    const timeoutSeconds = opts.timeout === undefined ? null : Number(opts.timeout);
    if (timeoutSeconds !== null && !(timeoutSeconds > 0)) return usage(`--timeout must be a number of seconds above 0, not "${opts.timeout}"`);
    const maxActions = wholeNumber(opts.maxActions, 1);
    if (maxActions === null) return usage(`--max-actions must be a whole number of at least 1, not "${opts.maxActions}"`);
    const { JUDGING_AGENTS } = await import("../../apps/judge/balance.ts");
    const agent = JUDGING_AGENTS.find((a) => a === opts.agent.trim());
    if (!agent) return usage(`--agent is one of ${JUDGING_AGENTS.join(", ")}, not "${opts.agent}"`);
    const searchPlayouts = opts.searchPlayouts === undefined ? undefined : wholeNumber(opts.searchPlayouts, 1);
    if (searchPlayouts === null) return usage(`--search-playouts must be a whole number of at least 1, not "${opts.searchPlayouts}"`);
    const decks = opts.decks
      ?.split(",")
      .map((d) => d.trim())
      .filter(Boolean);

    const queueOpt = await queueOption(opts.queue, opts.shardSize);
    if ("error" in queueOpt) return usage(queueOpt.error);
    const { queue } = queueOpt;

    const { runJudge, reportFiles, UsageError } = await import("../../apps/judge/index.ts");
    const { summaryLines } = await import("../../apps/judge/html.ts");
    const pairingsCount = (n: number) => n * (n - 1);
    if (seed + games * pairingsCount(decks?.length ?? 4) > MAX_SEED + 1) return usage("--seed is too large for this many games");
    // A progress bar on a terminal: games played (the total shrinks as cards stop early).
    let bar: { start(total: number, at: number, payload: object): void; update(at: number, payload: object): void; setTotal(total: number): void; stop(): void } | null = null;
    let barWhat = "";
    const progress = process.stderr.isTTY ? (await import("cli-progress")).default : null;
    const onProgress = (done: number, total: number, what: string) => {
      if (!progress) return;
      if (!bar) {
        const { SingleBar, Presets } = progress;
        bar = new SingleBar({ stream: process.stderr, format: "judge [{bar}] {value}/{total} {what} | {eta_formatted} left", hideCursor: true, clearOnComplete: true }, Presets.shades_classic);
      }
      if (what !== barWhat) {
        if (barWhat !== "") bar.stop();
        barWhat = what;
        bar.start(total, done, { what });
      } else {
        bar.setTotal(total);
        bar.update(done, { what });
      }
    };
    let run;
    try {
      run = await runJudge({
        submissions,
        games,
        looks,
        precision,
        seed,
        threshold,
        jobs,
        memoryMb,
        timeoutSeconds,
        maxActions,
        agent,
        ...(searchPlayouts !== undefined ? { searchPlayouts } : {}),
        ...(decks ? { decks } : {}),
        ...(queue ? { queue } : {}),
        onProgress,
      });
    } catch (err) {
      if (err instanceof UsageError) return usage(err.message);
      if (queue && /can't reach Redis/.test((err as Error).message)) {
        process.stderr.write(`error: ${(err as Error).message}\n`);
        return 1;
      }
      throw err;
    } finally {
      (bar as { stop(): void } | null)?.stop();
    }
    const { mkdirSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    mkdirSync(opts.out, { recursive: true });
    for (const [name, text] of await reportFiles(run)) writeFileSync(join(opts.out, name), text);
    const lines = summaryLines(run.report);
    if (opts.json) {
      process.stdout.write(`${JSON.stringify(run.report, null, 2)}\n`);
      process.stderr.write(`${lines.join("\n")}\nreports in ${opts.out}/ (index.html)\n`);
    } else process.stdout.write(`${lines.join("\n")}\nreports in ${opts.out}/ (index.html)\n`);
    return run.report.entries.every((e) => e.valid) ? 0 : 1;
  },
};
