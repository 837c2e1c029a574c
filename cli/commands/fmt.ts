// `orrery fmt PATH... [--check]`: rewrite card files into the canonical layout (LANGUAGE.md §5).
// A file with errors is refused (exit 1, its diagnostics) rather than risk losing text, and every
// rewrite is verified: the formatted text must compile to the same cards before it is written.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";

interface FmtFlags {
  check?: boolean;
  json?: boolean;
}

export const command: CommandSpec = {
  name: "fmt",
  description: "rewrite card files into the canonical layout (--check: only report files that would change)",
  configure(cmd: Command) {
    cmd.argument("<paths...>", "card files or folders of card files").option("--check", "write nothing; exit 1 and list the files that are not formatted").option("--json", "print a JSON summary");
  },
  async run(...args: unknown[]) {
    const [paths, flags] = args as [string[], FmtFlags];
    const { collectInputs, displayPath, replaceFileAtomically, readTextFile } = await import("../../apps/files.ts");
    const { formatSource } = await import("../../compiler/formatter.ts");
    const { renderDiagnostics } = await import("../../grammar/diagnostics.ts");

    const inputs = collectInputs(paths, [".card"]);
    if (inputs.missing.length > 0) {
      process.stderr.write(`orrery fmt: no such file or folder: ${inputs.missing.join(", ")}\n`);
      return 2;
    }
    for (const f of inputs.outside) process.stderr.write(`orrery fmt: not read: ${f} is a link that leads outside the folder named, or nowhere\n`);
    const changed: string[] = [];
    const unwritten: { file: string; error: string }[] = [];
    const refused: { file: string; diagnostics: unknown[] }[] = [];
    const texts = new Map<string, string>();
    let code = 0;
    for (const abs of inputs.files) {
      const file = displayPath(abs);
      const text = readTextFile(abs);
      texts.set(file, text);
      const result = formatSource(text, file);
      if (!result.ok) {
        code = 1;
        refused.push({ file, diagnostics: result.diagnostics });
        if (!flags.json) {
          process.stderr.write(`${await renderDiagnostics(result.diagnostics, { color: process.stderr.isTTY === true, texts })}\n`);
          process.stderr.write(`${file}: not formatted (fix the errors above first)\n`);
        }
        continue;
      }
      if (result.text === text) continue;
      if (flags.check) {
        changed.push(file);
        code = 1;
        continue;
      }
      try {
        replaceFileAtomically(abs, result.text);
        changed.push(file);
      } catch (err) {
        // The file keeps its old text (the new one went to a temporary file first); go on.
        const error = (err as Error).message;
        unwritten.push({ file, error });
        if (!flags.json) process.stderr.write(`orrery fmt: cannot write ${file} (it is unchanged): ${error}\n`);
      }
    }
    if (unwritten.length > 0) code = 2;
    if (flags.json) {
      console.log(JSON.stringify({ ok: code === 0, files: inputs.files.length, [flags.check ? "unformatted" : "formatted"]: changed, refused, unwritten }, null, 2));
    } else if (flags.check) {
      for (const f of changed) console.log(`${f}: not formatted`);
      if (changed.length === 0 && refused.length === 0) console.log(`${inputs.files.length} file(s) formatted`);
    } else {
      for (const f of changed) console.log(`formatted ${f}`);
    }
    return code;
  },
};
