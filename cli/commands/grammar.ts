// `orrery grammar --html FILE`: the card grammar as railroad diagrams (Chevrotain's diagram page).
// The page's scripts and stylesheet are copied from node_modules/chevrotain/diagrams/ into a folder
// beside FILE (`<name>.assets/`), so it works offline and when FILE and that folder move together.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";

export const command: CommandSpec = {
  name: "grammar",
  description: "write the card grammar as railroad diagrams (an HTML page)",
  configure(cmd: Command) {
    cmd.requiredOption("--html <file>", "the HTML file to write");
  },
  async run(...args: unknown[]) {
    const [flags] = args as [{ html: string }];
    const { writeGrammarDiagrams } = await import("../../grammar/diagrams.ts");
    try {
      const { html, assets } = writeGrammarDiagrams(flags.html);
      console.log(`wrote ${html} (scripts in ${assets})`);
      return 0;
    } catch (err) {
      process.stderr.write(`orrery grammar: cannot write ${flags.html}: ${(err as Error).message}\n`);
      return 2;
    }
  },
};
