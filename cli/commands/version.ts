import type { CommandSpec } from "./index.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../../apps/package-root.ts";

export const command: CommandSpec = {
  name: "version",
  description: "print the Orrery version",
  configure() {},
  async run() {
    console.log(orreryVersion());
    return 0;
  },
};

/** The version in Orrery's package.json (the clone's, or the installed package's). */
export function orreryVersion(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version;
}
