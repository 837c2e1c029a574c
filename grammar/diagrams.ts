// Railroad diagrams of the card grammar, from the parser's serialized productions. The page
// loads Chevrotain's diagram scripts from a local copy beside it (the CDN default is not
// reachable from every machine, and the page should work offline).
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, extname, join, resolve } from "node:path";
import { createSyntaxDiagramsCode } from "chevrotain";
import { parser } from "./parser.ts";

/** The files of node_modules/chevrotain/diagrams/ the page loads. */
const ASSETS = ["diagrams.css", "vendor/railroad-diagrams.js", "src/diagrams_builder.js", "src/diagrams_behavior.js", "src/main.js"];

/** The HTML page, with its scripts under `assetsDir` (a relative URL path ending in `/`). */
export function grammarDiagramsHtml(assetsDir: string): string {
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
  // The diagrams folder is not in chevrotain's package exports; find it from its package.json.
  const pkg = createRequire(import.meta.url).resolve("chevrotain/package.json");
  const source = join(dirname(pkg), "diagrams");
  for (const a of ASSETS) {
    mkdirSync(dirname(join(assets, a)), { recursive: true });
    copyFileSync(join(source, a), join(assets, a));
  }
  writeFileSync(html, grammarDiagramsHtml(`${encodeURI(folder)}/`));
  return { html, assets };
}
