// `orrery play [--deck NAME] [--ai-deck NAME] [--seed S] [--board act1]`: a full game in the
// terminal against the heuristic AI. Reads choices line by line from standard input (a pipe works
// too); `q` quits; the end of the input abandons the game.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";

export const command: CommandSpec = {
  name: "play",
  description: "play a game in the terminal against the AI (numbers choose, q quits)",
  configure(cmd: Command) {
    cmd
      .option("--deck <NAME>", "your deck: a name from cards/decks or a .deck file (default: Mystic Marksmen)")
      .option("--ai-deck <NAME>", "the AI's deck (default: Verdant Stampede)")
      .option("--seed <S>", "the game's seed (default: from the clock; printed so the game can be replayed)")
      .option("--board <NAME>", "the board (a default board by name)", "act1")
      .option("--first <WHO>", "who takes the first turn: you, ai or random (105.1)", "random")
      .option("--cards <DIR>", "the folder of *.card files (decks in its decks/ subfolder); default: the project's cards/");
  },
  async run(...args: unknown[]) {
    const opts = args[0] as { deck?: string; aiDeck?: string; seed?: string; board?: string; first?: string; cards?: string };
    const { playMain } = await import("../../apps/play/main.ts");
    return playMain(opts, { input: process.stdin, out: (s) => void process.stdout.write(s), err: (s) => void process.stderr.write(s) });
  },
};
