import type { CommandSpec } from "./index.ts";
import { readFileSync } from "node:fs";

export const command: CommandSpec = {
  name: "version",
  description: "print the Orrery version",
  configure() {},
  async run() {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    console.log(pkg.version);
    return 0;
  },
};
