// Type-checks generated modules together with the runtime in one in-memory ts-morph Project and a
// single getPreEmitDiagnostics() call (ts-morph bundles TypeScript 6; `typescript` 7 has no JS API).
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ModuleKind, ModuleResolutionKind, Project, ScriptTarget } from "ts-morph";

export interface TypecheckProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/**
 * `files` are absolute paths with their text; the runtime files they import are loaded from disk
 * at their real paths, so relative imports resolve exactly as they will for tsc and tsx.
 */
export function typecheckModules(files: { path: string; text: string }[], runtimeFiles: string[]): TypecheckProblem[] {
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: {
      target: ScriptTarget.ES2022,
      module: ModuleKind.ESNext,
      moduleResolution: ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      lib: ["lib.es2023.d.ts"],
      types: [],
    },
  });
  // The runtime and whatever it imports, relative, from disk.
  const pending = [...runtimeFiles];
  for (let rt = pending.pop(); rt !== undefined; rt = pending.pop()) {
    if (project.getSourceFile(rt) || !existsSync(rt)) continue;
    const sf = project.createSourceFile(rt, readFileSync(rt, "utf8"));
    for (const decl of [...sf.getImportDeclarations(), ...sf.getExportDeclarations()]) {
      const spec = decl.getModuleSpecifierValue();
      if (spec?.startsWith(".")) pending.push(resolve(dirname(rt), spec));
    }
  }
  const generated = new Set(files.map((f) => project.createSourceFile(f.path, f.text, { overwrite: true }).getFilePath() as string));
  // Only the generated modules are judged here; the runtime has its own tsc run.
  const diagnostics = project.getPreEmitDiagnostics().filter((d) => {
    const path = d.getSourceFile()?.getFilePath();
    return path === undefined || generated.has(path);
  });
  return diagnostics.map((d) => {
    const sf = d.getSourceFile();
    const start = d.getStart() ?? 0;
    const pos = sf ? sf.getLineAndColumnAtPos(start) : { line: 0, column: 0 };
    const text = d.getMessageText();
    return {
      file: sf?.getFilePath() ?? "",
      line: pos.line,
      column: pos.column,
      message: typeof text === "string" ? text : text.getMessageText(),
    };
  });
}
