// The registry of CLI commands: every compiler/commands/<name>.ts except this file exports
// `command: CommandSpec`. Discovered from the folder so adding a command touches one file.
// Command files must stay light at import time: load heavy modules inside run().
import { readdirSync } from "node:fs";
import type { Command } from "commander";

export interface CommandSpec {
  name: string;
  description: string;
  /** Declare arguments and options on the commander command (each gets --help for free). */
  configure(cmd: Command): void;
  /** Receives commander's action arguments; returns the exit code (0 ok, 1 diagnostics, 2 usage). */
  run(...args: unknown[]): Promise<number>;
}

const here = new URL(".", import.meta.url);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".ts") && f !== "index.ts" && !f.endsWith(".test.ts"))
  .sort();

export const commands: CommandSpec[] = [];
for (const f of files) {
  const mod = (await import(new URL(f, here).href)) as { command?: CommandSpec };
  if (mod.command) commands.push(mod.command);
}
