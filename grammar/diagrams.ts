// Railroad diagrams of the card grammar, from the parser's serialized productions. The page
// loads Chevrotain's diagram scripts from a local copy beside it (the CDN default is not
// reachable from every machine, and the page should work offline).
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createSyntaxDiagramsCode } from "chevrotain";
import { parser } from "./parser.ts";

/** The files of node_modules/chevrotain/diagrams/ the page loads. */
const ASSETS = ["diagrams.css", "vendor/railroad-diagrams.js", "src/diagrams_builder.js", "src/diagrams_behavior.js", "src/main.js"];

/** The HTML page, with its scripts under `assetsDir` (a relative URL path ending in `/`). */
function grammarDiagramsHtml(assetsDir: string): string {
  return createSyntaxDiagramsCode(parser.getSerializedGastProductions(), {
    resourceBase: assetsDir,
    css: `${assetsDir}diagrams.css`,
  });
}

/** Writes FILE and `<name>.assets/` beside it; returns both paths. */
export function writeGrammarDiagrams(file: string): { html: string; assets: string } {
  const html = resolve(file);
  const folder = `${basename(html, extname(html))}.assets`;
  const assets = join(dirname(html), folder);
  const source = chevrotainDiagramsFolder();
  for (const a of ASSETS) {
    mkdirSync(dirname(join(assets, a)), { recursive: true });
    copyFileSync(join(source, a), join(assets, a));
  }
  writeFileSync(html, grammarDiagramsHtml(`${encodeURI(folder)}/`));
  return { html, assets };
}

/** node_modules/chevrotain/diagrams: not in the package's exports, so found up from its entry file. */
function chevrotainDiagramsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve("chevrotain")));
  while (!existsSync(join(dir, "diagrams", "diagrams.css"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error("chevrotain's diagrams folder was not found beside its package");
    dir = up;
  }
  return join(dir, "diagrams");
}
