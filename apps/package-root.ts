// Where Orrery's own files are, the same way from the TypeScript sources (a clone: cli/*.ts, run
// on Node's type stripping) and from the compiled package (node_modules/orrery/dist/cli/*.js, plain Node).
import { existsSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);

/** The extension of Orrery's own modules where this one runs: ".ts" (sources) or ".js" (dist/). */
export const MODULE_EXT = extname(here);

/** What a worker thread running one of Orrery's own modules needs on its command line: from the
 *  sources, the hooks that run TypeScript on Node's type stripping (bin/source-hooks.mjs); from
 *  dist/, nothing. */
export const SOURCE_EXEC_ARGV: string[] = MODULE_EXT === ".ts" ? ["--import", new URL("../bin/source-hooks.mjs", import.meta.url).href] : [];

/** The folder holding Orrery's package.json (the clone, or the installed package): found by walking
 *  up from this file, since dist/ adds a level. */
export const PACKAGE_ROOT = findRoot(dirname(here));

function findRoot(dir: string): string {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, "package.json"))) return d;
    if (dirname(d) === d) return dir;
  }
}
