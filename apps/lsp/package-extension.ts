// `npm run editors:vscode [-- --out FILE.vsix]`: packs the VS Code extension (editors/vscode) into a
// .vsix. The folder is copied to a temporary one, its client is bundled there with
// vscode-languageclient (esbuild, `vscode` left to the editor), and `vsce package` packs that, so
// the repository is never written to but for the .vsix itself. No LICENSE and no repository URL
// are in the project, hence --skip-license and --allow-missing-repository.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const EXTENSION_DIR = fileURLToPath(new URL("../../editors/vscode/", import.meta.url));

/** Packs the extension into `vsix` (a path); returns the output of vsce. Throws on failure. */
export async function packageExtension(vsix: string): Promise<string> {
  const { build } = await import("esbuild");
  const stage = mkdtempSync(join(tmpdir(), "orrery-vscode-"));
  try {
    cpSync(EXTENSION_DIR, stage, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)$|\.vsix$/.test(src) });
    await build({
      entryPoints: [join(EXTENSION_DIR, "src/extension.js")],
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node18",
      external: ["vscode"],
      outfile: join(stage, "dist/extension.js"),
      minify: true,
      logLevel: "silent",
    });
    const vsce = join(dirname(createRequire(import.meta.url).resolve("@vscode/vsce/out/main.js")), "..", "vsce");
    const run = spawnSync(process.execPath, [vsce, "package", "--no-dependencies", "--skip-license", "--allow-missing-repository", "--out", resolve(vsix)], {
      cwd: stage,
      encoding: "utf8",
      // vsce asks before some warnings; nothing may wait for an answer here.
      input: "",
      timeout: 120_000,
    });
    if (run.status !== 0) throw new Error(`vsce package failed (${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
    return `${run.stdout}${run.stderr}`;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--out");
  const out = i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : join(EXTENSION_DIR, "orrery-cards-0.1.0.vsix");
  packageExtension(out).then(
    (log) => {
      process.stdout.write(log);
      process.stdout.write(`\nwrote ${out}\ninstall it with: code --install-extension ${out}\n`);
    },
    (err: Error) => {
      process.stderr.write(`${err.message}\n`);
      process.exitCode = 1;
    },
  );
}
