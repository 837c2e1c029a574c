// Where Orrery's own files are, the same way from the TypeScript sources (a clone: cli/*.ts, run
// through tsx) and from the compiled package (node_modules/orrery/dist/cli/*.js, plain Node).
import { existsSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);

/** The extension of Orrery's own modules where this one runs: ".ts" (sources) or ".js" (dist/). */
export const MODULE_EXT = extname(here);

/** The folder holding Orrery's package.json (the clone, or the installed package): found by walking
 *  up from this file, since dist/ adds a level. */
export const PACKAGE_ROOT = findRoot(dirname(here));

function findRoot(dir: string): string {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, "package.json"))) return d;
    if (dirname(d) === d) return dir;
  }
}
