// ARCHITECTURE.md's layers and "no import cycles" are dependency-cruiser rules
// (.dependency-cruiser.mjs), which `npm run lint` (part of `npm test`) checks on every import. This
// test keeps those rules honest: the whole repository is cruised (and actually read: dependency-
// cruiser needs the TypeScript 6 compiler API, tools/typescript6.mjs; without it it reads no
// TypeScript file and finds nothing wrong), and a small tree of deliberate violations, one per
// rule, must be caught rule by rule.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}
interface CruiseResult {
  summary: { violations: Violation[]; totalCruised: number };
}

/** dependency-cruiser's JSON result for `paths`, run from `cwd` with the project's rules. */
function cruise(cwd: string, paths: string[]): CruiseResult {
  const args = [
    "--import",
    join(ROOT, "tools/typescript6.mjs"),
    join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs"),
    "--config",
    join(ROOT, ".dependency-cruiser.mjs"),
    "--output-type",
    "json",
    ...paths,
  ];
  // Exit code 1 means violations; the JSON on stdout is the result either way.
  try {
    return JSON.parse(execFileSync(process.execPath, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })) as CruiseResult;
  } catch (err) {
    const stdout = (err as { stdout?: string }).stdout;
    if (!stdout) throw err;
    return JSON.parse(stdout) as CruiseResult;
  }
}

/** One deliberate violation per rule: file -> contents, and the rule it breaks. */
const BAD: Array<{ file: string; text: string; rule: string; to: string }> = [
  { file: "runtime/core/bad.ts", text: 'import type { GameState } from "../x610z/types.ts";\nexport type T = GameState;\n', rule: "core-imports-only-core", to: "runtime/x610z/types.ts" },
  { file: "runtime/x610z/bad.ts", text: 'export { zx } from "../zx/types.ts";\n', rule: "game-imports-core-and-itself", to: "runtime/zx/types.ts" },
  { file: "runtime/zx/bad.ts", text: 'export { words } from "../../grammar/vocabulary.ts";\n', rule: "vocabulary-is-x610z-words", to: "grammar/vocabulary.ts" },
  { file: "grammar/bad.ts", text: 'export { state } from "../runtime/x610z/types.ts";\n', rule: "grammar-imports-grammar", to: "runtime/x610z/types.ts" },
  { file: "compiler/bad.ts", text: 'export { app } from "../apps/app.ts";\n', rule: "compiler-imports-pipeline", to: "apps/app.ts" },
  { file: "apps/bad.ts", text: 'export { cli } from "../cli/cli.ts";\n', rule: "apps-import-no-cli", to: "cli/cli.ts" },
  { file: "cli/bad.ts", text: 'export { helper } from "../test/helper.ts";\n', rule: "cli-imports-below", to: "test/helper.ts" },
  { file: "runtime/x610z/a.ts", text: 'import { b } from "./b.ts";\nexport const a = () => b;\n', rule: "no-circular", to: "runtime/x610z/b.ts" },
];
const GOOD: Record<string, string> = {
  "runtime/x610z/types.ts": "export const state = 1;\n",
  "runtime/zx/types.ts": "export const zx = 1;\n",
  "grammar/vocabulary.ts": "export const words = 1;\n",
  "apps/app.ts": "export const app = 1;\n",
  "cli/cli.ts": "export const cli = 1;\n",
  "test/helper.ts": "export const helper = 1;\n",
  // Allowed: a game reads the core; X610Z its words; the compiler the runtime; the CLI an app.
  "runtime/x610z/good.ts": 'export { words } from "../../grammar/vocabulary.ts";\nexport { ok } from "../core/ok.ts";\n',
  "runtime/core/ok.ts": "export const ok = 1;\n",
  // The other half of the cycle (a cycle is reported once).
  "runtime/x610z/b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
  "compiler/good.ts": 'export { state } from "../runtime/x610z/types.ts";\n',
  "cli/good.ts": 'export { app } from "../apps/app.ts";\n',
};

const tree = mkdtempSync(join(tmpdir(), "orrery-layers-"));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe("ARCHITECTURE.md layers and no import cycles (dependency-cruiser)", () => {
  it("the repository: every source file read, no violation", () => {
    const result = cruise(ROOT, ["index.ts", "grammar", "compiler", "runtime", "cli", "apps", "cards", "test", "bench", "editors", "bin", "tools"]);
    expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
    // Hundreds of modules, not the "0 modules cruised" of a dependency-cruiser that can't read TypeScript.
    expect(result.summary.totalCruised).toBeGreaterThan(250);
  });

  it("each rule catches its deliberate violation, and allowed imports pass", () => {
    for (const [file, text] of [...BAD.map((b) => [b.file, b.text] as const), ...Object.entries(GOOD)]) {
      mkdirSync(join(tree, dirname(file)), { recursive: true });
      writeFileSync(join(tree, file), text);
    }
    const found = cruise(tree, ["runtime", "grammar", "compiler", "apps", "cli", "test"]).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(found.sort()).toEqual(BAD.map((b) => `${b.rule}: ${b.file} -> ${b.to}`).sort());
  });
});
