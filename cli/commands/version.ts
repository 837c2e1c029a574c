import type { CommandSpec } from "./index.ts";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../../apps/package-root.ts";
import { readTextFile } from "../../apps/files.ts";

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
  return (JSON.parse(readTextFile(join(PACKAGE_ROOT, "package.json"))) as { version: string }).version;
}
