// `orrery judge-validate [--ladders DIR] [--ladder A,B] [--games N] [--looks K] [--precision H] ...`
// (`npm run judge:validate`): the judge's validity test. Judges the reference ladders
// (apps/judge/ladders: cards whose order is known by construction) in one run and prints, per
// ladder, each rung's paired shift with its interval, Spearman's rho against the constructed
// order, and whether the top rung beats the bottom one at 95 %. Exit 0 when every ladder passes,
// 1 when one fails, 2 for usage. Details: apps/judge/README.md.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";
import { fraction, wholeNumber } from "./options.ts";

interface ValidateOptions {
  ladders?: string;
  ladder?: string;
  games: string;
  looks?: string;
  precision: string;
  seed: string;
  jobs?: string;
  decks?: string;
  maxActions: string;
  agent: string;
  searchPlayouts?: string;
  json?: boolean;
}

function usage(message: string): number {
  process.stderr.write(`error: ${message}\n(run orrery judge-validate --help for usage)\n`);
  return 2;
}

export const command: CommandSpec = {
  name: "judge-validate",
  description: "the judge's validity test: judge the reference ladders (cards whose order is known) and check the shifts rank them",
  configure(cmd: Command) {
    cmd
      .option("--ladders <DIR>", "folder of ladders, one folder each holding RANK-NAME.card rungs (default: apps/judge/ladders)")
      .option("--ladder <A,B,...>", "only these ladders")
      .option("--games <N>", "the budget: at most N games per pairing for each rung (as orrery judge)", "500")
      .option("--looks <K>", "looks at the results (as orrery judge; default 5, or N when N is smaller)")
      .option("--precision <H>", "stop a rung once its interval is at most ±H (as orrery judge)", "0.015")
      .option("--seed <S>", "base seed (as orrery judge)", "1")
      .option("--jobs <K>", "worker threads (default: the cores)")
      .option("--decks <A,B,...>", "reference decks to use (default: every deck in cards/decks)")
      .option("--max-actions <N>", "actions after which a game counts as unfinished", "3000")
      .option("--agent <A>", "the judging agent: heuristic or search", "heuristic")
      .option("--search-playouts <N>", "the search agent's playouts per searched choice")
      .option("--json", "print the results as JSON on stdout (the table goes to stderr)");
  },
  async run(...args: unknown[]) {
    const opts = args[0] as ValidateOptions;
    const games = wholeNumber(opts.games, 1);
    if (games === null || games > 100_000) return usage(`--games must be a whole number from 1 to 100000, not "${opts.games}"`);
    const { MAX_LOOKS } = await import("../../apps/judge/paired.ts");
    const looks = opts.looks === undefined ? Math.min(5, games) : wholeNumber(opts.looks, 1);
    if (looks === null || looks > MAX_LOOKS || looks > games) return usage(`--looks must be a whole number from 1 to ${Math.min(MAX_LOOKS, games)} (at most --games), not "${opts.looks}"`);
    const precision = fraction(opts.precision);
    if (!(precision > 0 && precision <= 1)) return usage(`--precision must be a fraction above 0 and at most 1, or a percentage, not "${opts.precision}"`);
    const seed = wholeNumber(opts.seed, 0);
    const { MAX_SEED } = await import("../../runtime/core/rng.ts");
    if (seed === null || seed + games * 12 > MAX_SEED + 1) return usage(`--seed must be a whole number from 0 to ${MAX_SEED} (less the games), not "${opts.seed}"`);
    const { availableParallelism } = await import("node:os");
    const jobs = opts.jobs === undefined ? availableParallelism() : wholeNumber(opts.jobs, 1);
    if (jobs === null || jobs > 256) return usage(`--jobs must be a whole number from 1 to 256, not "${opts.jobs}"`);
    const maxActions = wholeNumber(opts.maxActions, 1);
    if (maxActions === null) return usage(`--max-actions must be a whole number of at least 1, not "${opts.maxActions}"`);
    const { JUDGING_AGENTS } = await import("../../apps/judge/balance.ts");
    const agent = JUDGING_AGENTS.find((a) => a === opts.agent.trim());
    if (!agent) return usage(`--agent is one of ${JUDGING_AGENTS.join(", ")}, not "${opts.agent}"`);
    const searchPlayouts = opts.searchPlayouts === undefined ? undefined : wholeNumber(opts.searchPlayouts, 1);
    if (searchPlayouts === null) return usage(`--search-playouts must be a whole number of at least 1, not "${opts.searchPlayouts}"`);
    const list = (text: string | undefined) =>
      text
        ?.split(",")
        .map((d) => d.trim())
        .filter(Boolean);
    const decks = list(opts.decks);
    const only = list(opts.ladder);
    const { join } = await import("node:path");
    const { PACKAGE_ROOT } = await import("../../apps/package-root.ts");
    const dir = opts.ladders ?? join(PACKAGE_ROOT, "apps/judge/ladders");

    const { validateLadders, formatValidation } = await import("../../apps/judge/validate.ts");
    const { UsageError } = await import("../../apps/judge/index.ts");
    // A progress bar on stderr (a terminal or not: a long run in the background shows it in its log).
    const { SingleBar, Presets } = (await import("cli-progress")).default;
    const bar = new SingleBar(
      {
        stream: process.stderr,
        format: "judge-validate [{bar}] {value}/{total} games | {eta_formatted} left",
        hideCursor: true,
        clearOnComplete: true,
        noTTYOutput: !process.stderr.isTTY,
        notTTYSchedule: 10_000,
      },
      Presets.shades_classic,
    );
    let started = false;
    const t0 = Date.now();
    let v;
    try {
      v = await validateLadders(dir, only, {
        games,
        looks,
        precision,
        seed,
        threshold: 0.1,
        jobs,
        memoryMb: 512,
        timeoutSeconds: null,
        maxActions,
        agent,
        ...(searchPlayouts !== undefined ? { searchPlayouts } : {}),
        ...(decks ? { decks } : {}),
        onProgress: (done, total) => {
          if (!started) {
            started = true;
            bar.start(total, done);
          } else {
            bar.setTotal(total);
            bar.update(done);
          }
        },
      });
    } catch (err) {
      if (err instanceof UsageError || /ladder|rung/.test((err as Error).message)) return usage((err as Error).message);
      throw err;
    } finally {
      bar.stop();
    }
    const table = `${formatValidation(v)}\nwall time ${((Date.now() - t0) / 1000).toFixed(1)} s\n`;
    if (opts.json) {
      process.stdout.write(`${JSON.stringify(v, null, 2)}\n`);
      process.stderr.write(table);
    } else process.stdout.write(table);
    return v.pass ? 0 : 1;
  },
};
