// `npm run editors:grammar`: writes the generated editor files (the TextMate grammars and the
// language configuration, apps/lsp/textmate.ts) into editors/vscode/. `--check` writes nothing and
// exits 1 when a committed file differs from what the tables make.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generatedEditorFiles } from "./textmate.ts";
import { readTextFile } from "../files.ts";

const root = fileURLToPath(new URL("../../editors/vscode/", import.meta.url));
const check = process.argv.includes("--check");
let stale = 0;
for (const [path, text] of Object.entries(generatedEditorFiles())) {
  const full = join(root, path);
  let old: string | undefined;
  try {
    old = readTextFile(full);
  } catch {
    old = undefined;
  }
  if (old === text) continue;
  if (check) {
    stale++;
    console.log(`editors/vscode/${path}: stale (run npm run editors:grammar)`);
    continue;
  }
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  console.log(`wrote editors/vscode/${path}`);
}
process.exitCode = stale > 0 ? 1 : 0;
