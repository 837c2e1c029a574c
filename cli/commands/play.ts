// `orrery play [--deck NAME] [--ai-deck NAME] [--seed S] [--board act1]`: a full game in the
// terminal against the heuristic AI, on one screen of 80x24 (or the terminal's size). Reads
// choices line by line from standard input (a pipe works too; screens then follow each other
// instead of replacing each other); `?` helps, `q` quits; the end of the input abandons the game.
// `--load FILE` resumes a game saved with `save FILE`; `--replay FILE` replays one step by step.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";

export const command: CommandSpec = {
  name: "play",
  description: "play a game in the terminal against the AI (keys such as 3b choose, ? helps, q quits)",
  configure(cmd: Command) {
    cmd
      .option("--deck <NAME>", "your deck: a name from cards/decks or a .deck file (default: Mystic Marksmen)")
      .option("--ai-deck <NAME>", "the AI's deck (default: Verdant Stampede)")
      .option("--seed <S>", "the game's seed (default: from the clock; printed so the game can be replayed)")
      .option("--board <NAME>", "the board (a default board by name)", "act1")
      .option("--first <WHO>", "who takes the first turn: you, ai or random (105.1)", "random")
      .option("--agent <A>", "the AI: heuristic, or mcts (tree search over its turn; slower)", "heuristic")
      .option("--cards <DIR>", "the folder of *.card files (decks in its decks/ subfolder); default: the project's cards/")
      .option("--game <GAME>", "the game: x610z, or zx (Z/X against the Z/X AI; decks from cards/zx/decks, default Red Green Blaze vs Tidal Choir)", "x610z")
      .option("--load <FILE>", "resume a game saved with `save FILE`")
      .option("--replay <FILE>", "replay a saved game step by step (Enter: next action, e: to the end)");
  },
  async run(...args: unknown[]) {
    const opts = args[0] as { deck?: string; aiDeck?: string; seed?: string; board?: string; first?: string; agent?: string; cards?: string; load?: string; replay?: string; game?: string };
    const game = (opts.game ?? "x610z").toLowerCase();
    if (game === "zx") {
      const { zxPlayMain } = await import("../../apps/play/zx.ts");
      return zxPlayMain(opts, { input: process.stdin, out: (s) => void process.stdout.write(s), err: (s) => void process.stderr.write(s) });
    }
    if (game !== "x610z") {
      process.stderr.write(`error: --game is x610z or zx, not "${opts.game}"\n`);
      return 2;
    }
    const { playMain } = await import("../../apps/play/main.ts");
    const { colourWanted } = await import("../../apps/play/style.ts");
    const out = process.stdout;
    // A terminal on both ends: full screens, cleared and redrawn; colours when wanted (NO_COLOR).
    const tty = out.isTTY && process.stdin.isTTY ? { rows: out.rows, columns: out.columns, color: colourWanted(out), size: () => ({ rows: out.rows, columns: out.columns }) } : undefined;
    return playMain(opts, { input: process.stdin, out: (s) => void out.write(s), err: (s) => void process.stderr.write(s), ...(tty ? { tty } : {}) });
  },
};
