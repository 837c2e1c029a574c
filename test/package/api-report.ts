// The package's public API as a committed report (api/orrery.api.md): for every subpath of
// package.json's `exports`, the names it exports, each with its kind and its declaration as the
// built .d.ts files give it, then the declarations those refer to without exporting them (their
// shapes are public too: a user's code sees them). test/package/api.test.ts fails when the API
// differs from the report; `npm run api:update` rewrites it (this file, with --write).
//
// The .d.ts files come from the build (tsconfig.build.json, tsc 7) into a folder of their own, so
// neither a stale dist/ nor a concurrent `npm pack` can change what is read.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Node, Project, SyntaxKind, ts, VariableDeclarationKind } from "ts-morph";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const REPORT_FILE = join(ROOT, "api", "orrery.api.md");
export const UPDATE_COMMAND = "npm run api:update";

/** Runs the package build (tsc 7, tsconfig.build.json) into `outDir`. */
export function buildInto(outDir: string): void {
  const tsc = join(dirname(fileURLToPath(import.meta.resolve("typescript/package.json"))), "bin", "tsc");
  execFileSync(process.execPath, [tsc, "-p", join(ROOT, "tsconfig.build.json"), "--outDir", outDir], { cwd: ROOT, stdio: "pipe" });
}

/** Builds into a fresh folder inside the repository (so the .d.ts files find the dependencies'
 *  types in node_modules), makes the report, removes the folder. */
export function currentReport(): string {
  const tmpRoot = join(ROOT, "tmp");
  mkdirSync(tmpRoot, { recursive: true });
  const out = mkdtempSync(join(tmpRoot, "api-"));
  try {
    buildInto(out);
    return apiReport(out);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

interface Entry {
  subpath: string;
  /** The .d.ts file, relative to the build folder. */
  types: string;
}

/** The subpaths of package.json's exports that have types, in the order package.json lists them. */
export function exportEntries(): Entry[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; exports: Record<string, unknown> };
  const entries: Entry[] = [];
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target !== "object" || target === null) continue;
    const types = (target as Record<string, unknown>).types;
    if (typeof types !== "string") continue;
    entries.push({ subpath: key === "." ? pkg.name : `${pkg.name}/${key.slice(2)}`, types: types.replace(/^\.\/dist\//, "") });
  }
  return entries;
}

type Declaration = Node;

/** The report's text for the .d.ts files in `buildDir`. */
export function apiReport(buildDir: string): string {
  const project = new Project({
    skipAddingFilesFromTsConfig: true,
    compilerOptions: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, allowImportingTsExtensions: true, noEmit: true, strict: true, types: [] },
  });
  project.addSourceFilesAtPaths(join(buildDir, "**", "*.d.ts"));
  const where = (d: Declaration) => relative(buildDir, d.getSourceFile().getFilePath()).split(sep).join("/");
  const inBuild = (d: Declaration) => !relative(buildDir, d.getSourceFile().getFilePath()).startsWith("..");

  // Each declaration is printed once, under the first entry point that exports it.
  const exported = new Map<Declaration, string>();
  const sections: string[] = [];
  let exportCount = 0;
  for (const entry of exportEntries()) {
    const sf = project.getSourceFileOrThrow(join(buildDir, entry.types));
    const names = [...sf.getExportedDeclarations().entries()].sort(([a], [b]) => compare(a, b));
    const lines: string[] = [];
    for (const [name, decls] of names) {
      const kinds = [...new Set(decls.map(kindOf))].join(", ");
      const first = exported.get(decls[0]!);
      if (first !== undefined && decls.every((d) => exported.get(d) === first)) {
        lines.push(`// ${name}: ${kinds}, as in ${first}`);
        continue;
      }
      for (const d of decls) if (!exported.has(d)) exported.set(d, entry.subpath);
      lines.push(`// ${name}: ${kinds}`, ...decls.map((d) => declarationText(d, name)), "");
    }
    exportCount += names.length;
    sections.push(`## ${entry.subpath}\n\n${names.length} exports (dist/${entry.types})\n\n\`\`\`ts\n${lines.join("\n").trimEnd()}\n\`\`\`\n`);
  }

  // What the exported declarations refer to without its being exported, to the end of the chain.
  const referred = new Map<Declaration, string>();
  const queue = [...exported.keys()];
  for (let d = queue.pop(); d !== undefined; d = queue.pop()) {
    for (const ref of referencesOf(d)) {
      if (exported.has(ref) || referred.has(ref) || !inBuild(ref)) continue;
      referred.set(ref, nameOf(ref));
      queue.push(ref);
    }
  }
  const internal = [...referred.entries()].sort(([a, an], [b, bn]) => compare(an, bn) || compare(where(a), where(b)));
  const internalLines = internal.flatMap(([d, name]) => [`// ${name}: ${kindOf(d)} (dist/${where(d)})`, declarationText(d, name), ""]);

  return [
    "# orrery: the public API",
    "",
    `Generated from the built .d.ts files by \`${UPDATE_COMMAND}\` (test/package/api-report.ts); do not edit by`,
    "hand. test/package/api.test.ts fails when the package's API differs from this report: a change",
    "to the API is a change to this file, reviewed with the code.",
    "",
    `${exportEntries().length} entry points, ${exportCount} exports; ${internal.length} declarations they refer to without exporting them.`,
    "",
    ...sections,
    "## Referred to, not exported",
    "",
    "Declarations the exports' types refer to that no entry point exports (a user's code sees their",
    "shapes, but cannot name them).",
    "",
    "```ts",
    internalLines.join("\n").trimEnd(),
    "```",
    "",
  ].join("\n");
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function kindOf(d: Declaration): string {
  if (Node.isFunctionDeclaration(d)) return "function";
  if (Node.isClassDeclaration(d)) return "class";
  if (Node.isInterfaceDeclaration(d)) return "interface";
  if (Node.isTypeAliasDeclaration(d)) return "type";
  if (Node.isEnumDeclaration(d)) return "enum";
  if (Node.isModuleDeclaration(d)) return "namespace";
  if (Node.isVariableDeclaration(d)) return d.getVariableStatement()?.getDeclarationKind() === VariableDeclarationKind.Const ? "const" : "let";
  return d.getKindName();
}

function nameOf(d: Declaration): string {
  const named = d as Node & { getName?: () => string | undefined };
  return named.getName?.() ?? "(unnamed)";
}

/** Prints declarations without their comments: documentation is not the API. */
const printer = ts.createPrinter({ removeComments: true });

/** A declaration as the .d.ts has it, without comments nor `export`/`declare`, under the name it is
 *  exported as. */
function declarationText(d: Declaration, exportedAs: string): string {
  const printed = printer.printNode(ts.EmitHint.Unspecified, d.compilerNode, d.getSourceFile().compilerNode);
  let text: string;
  if (Node.isVariableDeclaration(d)) text = `${kindOf(d)} ${printed};`;
  else text = printed.replace(/^(export\s+)?(default\s+)?(declare\s+)?/, "");
  const own = nameOf(d);
  return own !== exportedAs && own !== "(unnamed)" ? `/* exported as ${exportedAs} */ ${text}` : text;
}

/** The declarations (of the kinds the report lists) a declaration's type annotations, heritage
 *  clauses and `typeof` queries name. */
function referencesOf(d: Declaration): Declaration[] {
  const out: Declaration[] = [];
  const ids = [
    ...d.getDescendantsOfKind(SyntaxKind.TypeReference).map((t) => t.getTypeName()),
    ...d.getDescendantsOfKind(SyntaxKind.ExpressionWithTypeArguments).map((t) => t.getExpression()),
    ...d.getDescendantsOfKind(SyntaxKind.TypeQuery).map((t) => t.getExprName()),
  ];
  for (const id of ids) {
    let symbol = id.getSymbol();
    if (symbol?.isAlias()) symbol = symbol.getAliasedSymbol() ?? symbol;
    for (const decl of symbol?.getDeclarations() ?? []) {
      if (
        Node.isFunctionDeclaration(decl) ||
        Node.isClassDeclaration(decl) ||
        Node.isInterfaceDeclaration(decl) ||
        Node.isTypeAliasDeclaration(decl) ||
        Node.isEnumDeclaration(decl) ||
        Node.isVariableDeclaration(decl)
      ) {
        out.push(decl);
      }
    }
  }
  return out;
}

// `npm run api:update`: rewrite the report.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv.includes("--write")) {
  const text = currentReport();
  mkdirSync(dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, text);
  console.log(`wrote ${relative(ROOT, REPORT_FILE)}`);
}
