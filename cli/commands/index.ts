// The registry of CLI commands: every compiler/commands/<name>.ts except this file exports
// `command: CommandSpec`. Discovered from the folder so adding a command touches one file.
// Command files must stay light at import time: load heavy modules inside run().
import { readdirSync } from "node:fs";
import type { Command } from "commander";
import { MODULE_EXT } from "../../apps/package-root.ts";

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
  // .ts beside the sources, .js in the compiled package (dist/ also holds .d.ts files)
  .filter((f) => f.endsWith(MODULE_EXT) && f !== `index${MODULE_EXT}` && !f.endsWith(".test.ts") && !f.endsWith(".d.ts"))
  .sort();

export const commands: CommandSpec[] = [];
for (const f of files) {
  const mod = (await import(new URL(f, here).href)) as { command?: CommandSpec };
  if (mod.command) commands.push(mod.command);
}
