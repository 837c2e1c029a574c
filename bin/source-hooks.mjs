// Runs Orrery's TypeScript sources on Node's own type stripping (module.stripTypeScriptTypes, in
// "transform" mode for the parameter properties the sources use) rather than through tsx, whose
// esbuild keep-names transform wraps every function and costs 12-23 % on hot paths. Imported by
// bin/orrery.mjs in a clone, and given with `--import` to the worker threads that sim, judge and
// the queue start from the sources (apps/package-root.ts SOURCE_EXEC_ARGV). "orrery/..." imports
// (generated card modules) resolve to the sources, through the "orrery-source" export condition.
import { registerHooks, stripTypeScriptTypes } from "node:module";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

let warned = false;
/** The module's JavaScript; the first call's "experimental feature" warning is not the user's business. */
function javascriptOf(url) {
  const source = readFileSync(fileURLToPath(url), "utf8");
  if (warned) return stripTypeScriptTypes(source, { mode: "transform", sourceUrl: url });
  const emitWarning = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return stripTypeScriptTypes(source, { mode: "transform", sourceUrl: url });
  } finally {
    process.emitWarning = emitWarning;
    warned = true;
  }
}

registerHooks({
  resolve: (specifier, context, next) => next(specifier, { ...context, conditions: [...context.conditions, "orrery-source"] }),
  load: (url, context, next) => {
    // Node refuses to strip types under node_modules; those files are not Orrery's sources.
    if (url.startsWith("file:") && url.endsWith(".ts") && !url.includes("/node_modules/")) return { format: "module", source: javascriptOf(url), shortCircuit: true };
    return next(url, context);
  },
});
