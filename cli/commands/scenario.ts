// `orrery scenario PATH...`: runs scenario files (SCENARIOS.md). Exit 0 only when all pass.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";

export const command: CommandSpec = {
  name: "scenario",
  description: "run scenario files (*.scenario.yaml, folders recursively); prints N passed, N failed",
  configure(cmd: Command) {
    cmd.argument("<paths...>", "scenario files or folders").option("--json", "print the results as JSON");
  },
  async run(...args: unknown[]) {
    const paths = args[0] as string[];
    const opts = args[1] as { json?: boolean };
    const { findScenarioFiles, formatJson, formatText } = await import("../../apps/scenario/report.ts");
    const { runScenarioFile } = await import("../../apps/scenario/runner.ts");
    const { files, missing } = findScenarioFiles(paths);
    if (missing.length > 0) {
      process.stderr.write(missing.map((p) => `error: no such file or folder: ${p}\n`).join(""));
      return 2;
    }
    if (files.length === 0) {
      // A mistyped folder must not pass in CI as "0 passed, 0 failed".
      process.stderr.write(`error: no *.scenario.yaml files in ${paths.join(", ")}\n`);
      return 2;
    }
    const outcomes = [];
    for (const f of files) outcomes.push(await runScenarioFile(f));
    if (opts.json) process.stdout.write(formatJson(outcomes) + "\n");
    else {
      const pc = (await import("picocolors")).default;
      const color = pc.isColorSupported && process.stdout.isTTY ? pc : { green: (s: string) => s, red: (s: string) => s, dim: (s: string) => s };
      process.stdout.write(formatText(outcomes, color) + "\n");
    }
    return outcomes.every((o) => o.passed) ? 0 : 1;
  },
};
