#!/usr/bin/env node
// The one CLI binary. The sources are TypeScript; tsx loads them without a build step.
// Node 22 comes with the project (the node@22 devDependency puts it first on the PATH of `npx` and
// `npm run`); chevrotain 13 crashes on older ones, so they get one clear line instead.
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
const { register } = await import("tsx/esm/api");
register();
const { main } = await import("../cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
