#!/usr/bin/env node
// The one CLI binary. In a clone of the repository it runs the TypeScript sources on Node's own
// type stripping (no build step); in the installed package, which ships no sources, the compiled JavaScript in dist/
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
  // The TypeScript sources on Node's own type stripping (bin/source-hooks.mjs; module.registerHooks
  // is Node 22.15+, which the project's own Node, the node@22 devDependency, is).
  await import("./source-hooks.mjs");
  ({ main } = await import(sources.href));
} else {
  ({ main } = await import("../dist/cli/main.js"));
}
process.exitCode = await main(process.argv.slice(2));
