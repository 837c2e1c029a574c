// dependency-cruiser parses TypeScript with the TypeScript compiler API, which it finds as
// `import("typescript")` from its own folder and accepts only below 7.0 (its meta.cjs:
// typescript ">=2.0.0 <7.0.0"). The project's `typescript` is 7 (tsc, native, no JavaScript API:
// its main export is only a version), and with it depcruise finds no TypeScript file at all
// ("0 modules cruised", no error). TypeScript 6 is installed beside it under the alias
// `typescript6` (package.json: "typescript6": "npm:typescript@6.x"); this hook, loaded with
// `node --import`, sends dependency-cruiser's "typescript" (import and require alike: Node's
// synchronous module.registerHooks, 22.15+) there. Nothing else is redirected.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, next) {
    const fromCruiser = context.parentURL?.includes("/node_modules/dependency-cruiser/") ?? false;
    if (fromCruiser && (specifier === "typescript" || specifier.startsWith("typescript/"))) {
      return next(`typescript6${specifier.slice("typescript".length)}`, context);
    }
    return next(specifier, context);
  },
});
