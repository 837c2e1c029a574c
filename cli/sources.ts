// Loading the inputs of build (and explain): card files are compiled in memory, IR files are
// validated; all problems come back as diagnostics with positions, never as exceptions.
import type { Diagnostic } from "../grammar/diagnostics.ts";
import { collectInputs, displayPath } from "../apps/files.ts";
import { CHECK_WARNINGS, COMPILE_CODES } from "../compiler/codes.ts";
import { lookAlike, skeleton } from "../compiler/names.ts";
import { IRError, loadIRFile, type IR } from "../compiler/ir.ts";
import { readTextFile } from "../apps/files.ts";
import type { IRCache } from "../apps/ir-cache.ts";

export interface LoadedSources {
  /** Input files, relative and `/`-separated, in build order. */
  files: string[];
  /** Text of each input, by its relative path (for code frames). */
  texts: Map<string, string>;
  irs: IR[];
  diagnostics: Diagnostic[];
  /** Set when the arguments themselves are wrong (exit code 2). */
  usage?: string;
}

/** With `cache` (the CLI's, apps/ir-cache.ts), cards compiled before are read back from it. */
export async function loadSources(paths: string[], cwd = process.cwd(), cache?: IRCache | null): Promise<LoadedSources> {
  // Folders give their card files; an IR file is read only when named (a build's own
  // cards.ir.json inside a walked folder must not feed the next build twice).
  const inputs = collectInputs(paths, [".card"], cwd);
  const out: LoadedSources = { files: [], texts: new Map(), irs: [], diagnostics: [] };
  if (inputs.missing.length > 0) {
    out.usage = `no such file or folder: ${inputs.missing.join(", ")}`;
    return out;
  }
  for (const f of inputs.outside) out.diagnostics.push({ ...error(f, 1, 1, `not read: a link that leads outside the folder named, or nowhere`), severity: "warning" });
  for (const abs of inputs.files) {
    const file = displayPath(abs, cwd);
    out.files.push(file);
    const text = readTextFile(abs);
    out.texts.set(file, text);
    if (file.endsWith(".ir.json")) {
      try {
        for (const ir of loadIRFile(text, file)) out.irs.push(ir);
      } catch (err) {
        if (!(err instanceof IRError)) throw err;
        out.diagnostics.push(error(file, 1, 1, `malformed IR: ${err.message}`));
      }
    } else {
      const { compile } = await import("../compiler/index.ts");
      const result = cache ? cache.compile(text, file) : compile(text, file);
      for (const ir of result.ir) out.irs.push(ir);
      for (const d of result.diagnostics) out.diagnostics.push(d); // not push(...): there may be 100,000
    }
  }
  cache?.save();
  // Names key the generated index, so a build holds each name once; names that only look alike
  // (compiler/names.ts) in different files are a warning (in one file, compile() refused them).
  const seen = new Map<string, IR>();
  const looks = new Map<string, IR>();
  for (const ir of out.irs) {
    const alike = looks.get(skeleton(ir.card.name));
    if (alike && alike.card.name !== ir.card.name && alike.source.file !== ir.source.file) {
      const message = `card "${ir.card.name}" looks like "${alike.card.name}" (${alike.source.file}:${alike.source.line}): ${lookAlike(ir.card.name, alike.card.name)}; names must be told apart at a glance (LANGUAGE.md 1)`;
      out.diagnostics.push({ ...error(ir.source.file, ir.source.line, 1, message), severity: "warning", code: CHECK_WARNINGS.confusableName.code });
    } else if (!alike) looks.set(skeleton(ir.card.name), ir);
    const first = seen.get(ir.card.name);
    if (first) {
      out.diagnostics.push(
        error(ir.source.file, ir.source.line, 1, `a card named ${JSON.stringify(ir.card.name)} is already defined at ${first.source.file}:${first.source.line}; names must be unique in a build`),
      );
    } else seen.set(ir.card.name, ir);
  }
  return out;
}

function error(file: string, line: number, column: number, message: string): Diagnostic {
  return { file, line, column, endLine: line, endColumn: column + 1, severity: "error", code: COMPILE_CODES.buildInput, message };
}

/**
 * A failed build's report: each error once (no "card ... is left out" repeat of the errors above
 * it, E2900; a diagnostic given twice printed once), then one summary line; on stderr.
 */
export function buildProblems(diagnostics: Diagnostic[]): { shown: Diagnostic[]; summary: string } {
  const seen = new Set<string>();
  const shown = diagnostics.filter((d) => {
    if (d.code === COMPILE_CODES.cardLeftOut) return false;
    const key = `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const n = (k: number, word: string) => `${k} ${word}${k === 1 ? "" : "s"}`;
  const errors = shown.filter((d) => d.severity === "error");
  const files = new Set(errors.map((d) => d.file)).size;
  const leftOut = diagnostics.filter((d) => d.code === COMPILE_CODES.cardLeftOut).length;
  const warnings = shown.length - errors.length;
  const summary = `orrery build: ${n(errors.length, "error")}${warnings ? `, ${n(warnings, "warning")}` : ""} in ${n(files, "file")}${leftOut ? ` (${n(leftOut, "card")} with errors)` : ""}; nothing was written`;
  return { shown, summary };
}

/** tsc-style diagnostics with code frames on stderr (colour on a terminal). */
export async function printDiagnostics(diagnostics: Diagnostic[], texts: Map<string, string>): Promise<void> {
  const { renderDiagnostics } = await import("../grammar/diagnostics.ts");
  process.stderr.write(`${await renderDiagnostics(diagnostics, { color: process.stderr.isTTY === true, texts })}\n`);
}
