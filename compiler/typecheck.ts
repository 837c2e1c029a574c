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
 * `files` are absolute paths with their text. `runtime` maps each package specifier the modules
 * import the runtime by (e.g. "orrery/x610z") to the file it stands for: the TypeScript source
 * or, in the compiled package, its .d.ts. Those files and what they import, relative, are loaded
 * from disk at their real paths.
 */
export function typecheckModules(files: { path: string; text: string }[], runtime: Readonly<Record<string, string>>): TypecheckProblem[] {
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
      paths: Object.fromEntries(Object.entries(runtime).map(([spec, file]) => [spec, [file]])),
    },
  });
  // The runtime and whatever it imports, relative, from disk.
  const pending = Object.values(runtime);
  for (let rt = pending.pop(); rt !== undefined; rt = pending.pop()) {
    if (project.getSourceFile(rt) || !existsSync(rt)) continue;
    const sf = project.createSourceFile(rt, readFileSync(rt, "utf8"));
    for (const decl of [...sf.getImportDeclarations(), ...sf.getExportDeclarations()]) {
      const spec = decl.getModuleSpecifierValue();
      const file = spec?.startsWith(".") ? onDisk(resolve(dirname(rt), spec)) : undefined;
      if (file !== undefined) pending.push(file);
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

/** The file an import of `path` finds: the file itself (sources import `./x.ts`), else the
 *  declaration file beside it (a .d.ts of the compiled package imports `./x.ts` or `./x.js`). */
function onDisk(path: string): string | undefined {
  const dts = path.replace(/\.(ts|js)$/, ".d.ts");
  return [path, dts].find((p) => existsSync(p) && !p.endsWith(".js"));
}
