// `orrery build`'s engine: IRs -> generated module texts -> the output folder, writing only files
// whose bytes change. Output depends only on the IRs: no timestamps, no paths (the runtime is
// imported by package name), fixed prettier options, deterministic names and order.
import { existsSync, lstatSync, mkdirSync, readdirSync, unlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { emitCardModule, emitIndex, formatModules, GENERATED_MARK, moduleNames } from "../compiler/emitter.ts";
import { serializeIR, type IR } from "../compiler/ir.ts";
import { MODULE_EXT } from "../apps/package-root.ts";
import { readTextFile, writeFileReplacing } from "../apps/files.ts";

/** What generated modules import the runtime from: the package's X610Z entry, by name, never by a
 *  path, so a build's output works in any project that has Orrery installed. Inside the Orrery
 *  repository the name resolves to the sources: a package self-reference under the
 *  "orrery-source" export condition (tsconfig customConditions, vitest, the CLI's loader). */
export const RUNTIME_MODULE = "orrery/x610z";

/** The file RUNTIME_MODULE stands for in this installation (what `build --typecheck` checks the
 *  modules against): runtime/x610z/index.ts beside the sources, its .d.ts in the compiled package. */
const RUNTIME_FILE = fileURLToPath(new URL(`../runtime/x610z/index${MODULE_EXT === ".ts" ? ".ts" : ".d.ts"}`, import.meta.url));

/** The runtime modules generated modules import, each with its file here (for typecheckModules). */
export const RUNTIME_FILES: Readonly<Record<string, string>> = { [RUNTIME_MODULE]: RUNTIME_FILE };
const INDEX_FILE = "index.ts";
const IR_FILE = "cards.ir.json";

export interface GeneratedFile {
  /** Path inside the output folder, `/`-separated. */
  file: string;
  text: string;
  /** The card a module holds (absent for the index and the IR file). */
  card?: string;
}

export interface GenerateOptions {
  /** The output folder (the modules' text does not depend on it). */
  outDir: string;
  /** The specifier modules import the runtime from (RUNTIME_MODULE by default). */
  runtimeModule?: string;
  /** Also write all IRs as one IR file (cards.ir.json). */
  writeIR?: boolean | undefined;
  /** Called after each batch of modules is emitted and formatted. */
  onProgress?: ((done: number, total: number) => void) | undefined;
}

const BATCH = 200;

/** Every file of a build, formatted, in a stable order: card modules, then the index. */
export async function generateModules(irs: IR[], opts: GenerateOptions): Promise<GeneratedFile[]> {
  const spec = opts.runtimeModule ?? RUNTIME_MODULE;
  const names = moduleNames(irs.map((ir) => ir.card.name));
  const files: GeneratedFile[] = [];
  // Emit and format in batches, so a long build can show progress (the output does not depend
  // on the batch size: test/compiler/emitter.test.ts checks a batch against single formats).
  for (let i = 0; i < irs.length; i += BATCH) {
    const batch = irs.slice(i, i + BATCH);
    const texts = await formatModules(batch.map((ir) => emitCardModule(ir, spec)));
    batch.forEach((ir, k) => {
      const name = names[i + k];
      const text = texts[k];
      // moduleNames gives one name per IR, formatModules one text per module.
      if (name === undefined || text === undefined) throw new Error(`build: no module name or text for ${ir.card.name}`);
      files.push({ file: name.file, text, card: ir.card.name });
    });
    opts.onProgress?.(Math.min(i + BATCH, irs.length), irs.length);
  }
  const modules = irs.map((ir, i) => {
    const module = names[i];
    if (module === undefined) throw new Error(`build: no module name for ${ir.card.name}`);
    return { name: ir.card.name, module };
  });
  const [index = ""] = await formatModules([emitIndex(modules, spec)]);
  files.push({ file: INDEX_FILE, text: index });
  if (opts.writeIR) files.push({ file: IR_FILE, text: serializeIR(irs) });
  return files;
}

export interface SyncResult {
  written: string[];
  unchanged: string[];
  /** Generated modules of an earlier build that no card produces any more. */
  deleted: string[];
}

/** Files in the output folder a build must not write over: a module without the generated header
 *  (someone's own file) or a symbolic link (it could lead outside the folder). */
export function protectedFiles(outDir: string, files: GeneratedFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    const path = join(outDir, f.file);
    let link = false;
    try {
      link = lstatSync(path).isSymbolicLink();
    } catch {
      continue; // not there: nothing to protect
    }
    if (link || (f.file.endsWith(".ts") && !isGenerated(path))) out.push(f.file);
  }
  return out.sort();
}

/** Brings the output folder in line with `files`: writes what differs, deletes orphans. */
export function writeGenerated(outDir: string, files: GeneratedFile[]): SyncResult {
  const plan = comparePlan(outDir, files);
  mkdirSync(outDir, { recursive: true });
  for (const f of plan.differ) {
    mkdirSync(dirname(join(outDir, f.file)), { recursive: true });
    writeFileReplacing(join(outDir, f.file), f.text); // never through a hard or symbolic link
  }
  for (const orphan of plan.orphans) unlinkSync(join(outDir, orphan));
  return { written: plan.differ.map((f) => f.file), unchanged: plan.same, deleted: plan.orphans };
}

/** `--check`: the files a build would write or delete, sorted; empty when the folder is current. */
export function staleFiles(outDir: string, files: GeneratedFile[]): string[] {
  const plan = comparePlan(outDir, files);
  return [...plan.differ.map((f) => f.file), ...plan.orphans].sort();
}

function comparePlan(outDir: string, files: GeneratedFile[]) {
  const differ: GeneratedFile[] = [];
  const same: string[] = [];
  for (const f of files) {
    const path = join(outDir, f.file);
    if (existsSync(path) && readsAs(path, f.text)) same.push(f.file);
    else differ.push(f);
  }
  const wanted = new Set(files.map((f) => f.file));
  const orphans = existsSync(outDir)
    ? readdirSync(outDir)
        .filter((name) => name.endsWith(".ts") && !wanted.has(name) && isGenerated(join(outDir, name)))
        .sort()
    : [];
  return { differ, same, orphans };
}

/** Whether a file in --out holds exactly `text` (a FIFO or a folder there does not: it is never read). */
function readsAs(path: string, text: string): boolean {
  try {
    return readTextFile(path) === text;
  } catch {
    return false;
  }
}

/** Only files that carry our header are ever deleted. */
function isGenerated(path: string): boolean {
  try {
    return readTextFile(path).startsWith(GENERATED_MARK);
  } catch {
    return false;
  }
}
