// `orrery build PATH... --out DIR`: one TypeScript module per card plus index.ts, written only where
// the bytes change. `--check` writes nothing and exits 1 listing stale files.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";

interface BuildFlags {
  out: string;
  check?: boolean;
  typecheck?: boolean;
  ir?: boolean;
  json?: boolean;
}

export const command: CommandSpec = {
  name: "build",
  description: "generate one TypeScript module per card (plus index.ts) from card files or IR files",
  configure(cmd: Command) {
    cmd
      .argument("<paths...>", "card files (.card), IR files (.ir.json), or folders of card files")
      .requiredOption("--out <dir>", "output folder for the generated modules")
      .option("--check", "write nothing; exit 1 and list the files a build would change")
      .option("--typecheck", "type-check the generated modules with the runtime (in memory)")
      .option("--ir", "also write every card's IR to cards.ir.json")
      .option("--json", "print a JSON summary");
  },
  async run(...args: unknown[]) {
    const [paths, flags] = args as [string[], BuildFlags];
    const { resolve, join } = await import("node:path");
    const { buildProblems, loadSources, printDiagnostics } = await import("../sources.ts");
    const { generateModules, writeGenerated, staleFiles, protectedFiles, RUNTIME_FILES } = await import("../build.ts");
    if (flags.out.trim() === "") {
      process.stderr.write(`orrery build: --out needs a folder name\n`);
      return 2;
    }
    const outDir = resolve(flags.out);

    // Z/X card files (`game: zx`, LANGUAGE-ZX 0) build with the Z/X emitter.
    const zxBuild = await buildZx(paths, outDir, flags);
    if (zxBuild !== null) return zxBuild;

    const { openCliCache } = await import("../../apps/ir-cache.ts");
    const loaded = await loadSources(paths, process.cwd(), openCliCache());
    if (loaded.usage) {
      process.stderr.write(`orrery build: ${loaded.usage}\n`);
      return 2;
    }
    const errors = loaded.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0) {
      // Each error once, then a summary line (issue 14).
      const { shown, summary } = buildProblems(loaded.diagnostics);
      if (flags.json) console.log(JSON.stringify({ ok: false, diagnostics: shown, summary }, null, 2));
      else {
        await printDiagnostics(shown, loaded.texts);
        process.stderr.write(`${summary}\n`);
      }
      return 1;
    }

    const bar = await progressBar(loaded.irs.length, flags.json === true);
    const files = await generateModules(loaded.irs, {
      outDir,
      writeIR: flags.ir,
      onProgress: bar ? (done) => bar.update(done) : undefined,
    });
    bar?.stop();

    const summary: Record<string, unknown> = { ok: true, cards: loaded.irs.length, sources: loaded.files.length, out: flags.out };
    let code = 0;
    if (flags.typecheck) {
      const { typecheckModules } = await import("../../compiler/typecheck.ts");
      const problems = typecheckModules(
        files.filter((f) => f.file.endsWith(".ts")).map((f) => ({ path: join(outDir, f.file), text: f.text })),
        RUNTIME_FILES,
      );
      summary.typecheck = problems;
      if (problems.length > 0) {
        code = 1;
        if (!flags.json) {
          for (const p of problems) console.error(`${p.file}:${p.line}:${p.column} error: ${p.message}`);
          if (!flags.check) console.error(`orrery build: ${problems.length} type error${problems.length === 1 ? "" : "s"} in the generated modules; nothing was written`);
        }
      }
    }
    if (flags.check) {
      const stale = staleFiles(outDir, files);
      summary.stale = stale;
      if (stale.length > 0) code = 1;
      if (!flags.json) {
        if (stale.length === 0) console.log(`${flags.out}: up to date (${files.length} files)`);
        else console.log(`${flags.out}: ${stale.length} stale file(s), run orrery build:\n${stale.map((s) => `  ${s}`).join("\n")}`);
      }
    } else if (code === 0 && protectedFiles(outDir, files).length > 0) {
      // Never write over a file orrery didn't generate, nor through a symbolic link.
      const blocked = protectedFiles(outDir, files);
      summary.blocked = blocked;
      code = 1;
      if (!flags.json) {
        process.stderr.write(
          `orrery build: ${flags.out} holds ${blocked.length} file(s) a build would write over but orrery didn't generate (no generated header) or that are symbolic links; nothing was written:\n${blocked.map((b) => `  ${b}`).join("\n")}\n(move them, or build into another --out)\n`,
        );
      }
    } else if (code === 0) {
      const result = writeGenerated(outDir, files);
      Object.assign(summary, result);
      if (!flags.json) {
        console.log(
          `built ${loaded.irs.length} card(s) from ${loaded.files.length} file(s) into ${flags.out}: ` +
            `${result.written.length} written, ${result.unchanged.length} unchanged, ${result.deleted.length} deleted`,
        );
      }
    }
    summary.ok = code === 0;
    if (flags.json) console.log(JSON.stringify(summary, null, 2));
    return code;
  },
};

/** `orrery build` of Z/X card files: null when the inputs are not Z/X (the X610Z build goes on);
 *  one build holds cards of one game. */
async function buildZx(paths: string[], outDir: string, flags: BuildFlags): Promise<number | null> {
  const { collectInputs, displayPath, readTextFile } = await import("../../apps/files.ts");
  const { dialectOf } = await import("../../grammar/zx/dialect.ts");
  const inputs = collectInputs(paths, [".card"]);
  const cardFiles = inputs.files.filter((f) => f.endsWith(".card"));
  const texts = new Map<string, string>();
  const zxFiles: string[] = [];
  for (const abs of cardFiles) {
    const text = readTextFile(abs);
    texts.set(displayPath(abs), text);
    if (dialectOf(text).game === "zx") zxFiles.push(abs);
  }
  if (zxFiles.length === 0) return null;
  if (zxFiles.length !== inputs.files.length) {
    process.stderr.write(
      `orrery build: one build holds cards of one game; these are not Z/X: ${inputs.files
        .filter((f) => !zxFiles.includes(f))
        .map((f) => displayPath(f))
        .join(", ")}\n`,
    );
    return 2;
  }
  const { compileZxLibrary } = await import("../../compiler/zx/index.ts");
  const { generateZxModules } = await import("../../compiler/zx/emitter.ts");
  const { writeGenerated, staleFiles, protectedFiles } = await import("../build.ts");
  const { printDiagnostics } = await import("../sources.ts");
  const irs = [];
  const diagnostics = [];
  for (const abs of zxFiles) {
    const r = compileZxLibrary(readTextFile(abs), displayPath(abs));
    for (const c of r.ir) irs.push(c);
    for (const d of r.diagnostics) diagnostics.push(d); // not push(...): there may be 100,000
  }
  if (diagnostics.some((d) => d.severity === "error")) {
    const { buildProblems } = await import("../sources.ts");
    const { shown, summary } = buildProblems(diagnostics);
    if (flags.json) console.log(JSON.stringify({ ok: false, diagnostics: shown, summary }, null, 2));
    else {
      await printDiagnostics(shown, texts);
      process.stderr.write(`${summary}\n`);
    }
    return 1;
  }
  const files = generateZxModules(irs, undefined, flags.ir === true);
  // As the X610Z build: --typecheck checks the modules against the Z/X runtime, and a file in
  // --out that orrery didn't generate (or a link) is never written over.
  let typeProblems: Array<{ file: string; line: number; column: number; message: string }> = [];
  if (flags.typecheck) {
    const { join } = await import("node:path");
    const { fileURLToPath } = await import("node:url");
    const { typecheckModules } = await import("../../compiler/typecheck.ts");
    const runtime = { "orrery/zx": fileURLToPath(new URL("../../runtime/zx/index.ts", import.meta.url)) };
    typeProblems = typecheckModules(
      files.filter((f) => f.file.endsWith(".ts")).map((f) => ({ path: join(outDir, f.file), text: f.text })),
      runtime,
    );
    if (!flags.json) for (const p of typeProblems) console.error(`${p.file}:${p.line}:${p.column} error: ${p.message}`);
  }
  if (flags.check) {
    const stale = staleFiles(outDir, files);
    const ok = stale.length === 0 && typeProblems.length === 0;
    if (flags.json) console.log(JSON.stringify({ ok, game: "zx", cards: irs.length, stale, ...(flags.typecheck ? { typecheck: typeProblems } : {}) }, null, 2));
    else if (stale.length === 0) console.log(`${flags.out}: up to date (${files.length} files)`);
    else console.log(`${flags.out}: ${stale.length} stale file(s), run orrery build:\n${stale.map((s) => `  ${s}`).join("\n")}`);
    return ok ? 0 : 1;
  }
  if (typeProblems.length > 0) {
    if (flags.json) console.log(JSON.stringify({ ok: false, game: "zx", cards: irs.length, typecheck: typeProblems }, null, 2));
    else console.error(`orrery build: ${typeProblems.length} type error${typeProblems.length === 1 ? "" : "s"} in the generated modules; nothing was written`);
    return 1;
  }
  const blocked = protectedFiles(outDir, files);
  if (blocked.length > 0) {
    if (flags.json) console.log(JSON.stringify({ ok: false, game: "zx", cards: irs.length, blocked }, null, 2));
    else
      process.stderr.write(
        `orrery build: ${flags.out} holds ${blocked.length} file(s) a build would write over but orrery didn't generate (no generated header) or that are symbolic links; nothing was written:\n${blocked.map((b) => `  ${b}`).join("\n")}\n(move them, or build into another --out)\n`,
      );
    return 1;
  }
  const result = writeGenerated(outDir, files);
  if (flags.json) console.log(JSON.stringify({ ok: true, game: "zx", cards: irs.length, ...(flags.typecheck ? { typecheck: typeProblems } : {}), ...result }, null, 2));
  else
    console.log(
      `built ${irs.length} Z/X card(s) from ${zxFiles.length} file(s) into ${flags.out}: ${result.written.length} written, ${result.unchanged.length} unchanged, ${result.deleted.length} deleted`,
    );
  return 0;
}

/** A progress bar on long builds, only for a person watching a terminal. */
async function progressBar(total: number, json: boolean) {
  if (json || !process.stdout.isTTY || total < 200) return undefined;
  const { SingleBar, Presets } = await import("cli-progress");
  const bar = new SingleBar({ format: "building {bar} {value}/{total} cards", hideCursor: true }, Presets.shades_classic);
  bar.start(total, 0);
  return bar;
}
