// Counts the non-null assertions (`x!`, TypeScript's NonNullExpression) in the repository's
// TypeScript sources, per top folder: `node tools/count-non-null.mjs`. ts-morph (a dependency)
// bundles the TypeScript 6 compiler API, which parses without type-checking.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { ts } from "ts-morph";

const files = execFileSync("git", ["ls-files", "*.ts", "*.mts", "*.cts"], { encoding: "utf8" }).split("\n").filter(Boolean);
const byFolder = new Map();
let total = 0;
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let n = 0;
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.NonNullExpression) n++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  total += n;
  const folder = file.includes("/") ? file.slice(0, file.indexOf("/")) : ".";
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + n);
}
for (const [folder, n] of [...byFolder].sort()) console.log(`${folder}\t${n}`);
console.log(`total\t${total}`);
