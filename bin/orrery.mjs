#!/usr/bin/env node
// The one CLI binary. In a clone of the repository it runs the TypeScript sources through tsx (no
// build step); in the installed package, which ships no sources, the compiled JavaScript in dist/
// on plain Node.
// Node 22 comes with the project (the node@22 devDependency puts it first on the PATH of `npx` and
// `npm run`); chevrotain 13 crashes on older ones, so they get one clear line instead.
import { existsSync } from "node:fs";

const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  process.stderr.write(`orrery needs Node 22 or newer; this is Node ${process.versions.node}. Run it as \`npx orrery\` inside the project (it brings Node 22).\n`);
  process.exit(2);
}
// A reader that stops early (`orrery check cards | head -1`) closes the pipe: stop quietly, as a
// program killed by SIGPIPE does (exit 141), rather than with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err) => {
    if (err && err.code === "EPIPE") process.exit(141);
    throw err;
  });
}
const sources = new URL("../cli/main.ts", import.meta.url);
let main;
if (existsSync(sources)) {
  // "orrery/..." (what generated card modules import) resolves to the sources here, as it does
  // for tsc and vitest: the "orrery-source" export condition, added to every resolution (the same
  // as `node --conditions=orrery-source`). module.registerHooks is Node 22.15+; the project's own
  // Node (node@22 devDependency) has it.
  const { registerHooks } = await import("node:module");
  registerHooks?.({
    resolve: (specifier, context, next) => next(specifier, { ...context, conditions: [...context.conditions, "orrery-source"] }),
  });
  const { register } = await import("tsx/esm/api");
  register();
  ({ main } = await import(sources.href));
} else {
  ({ main } = await import("../dist/cli/main.js"));
}
process.exitCode = await main(process.argv.slice(2));
