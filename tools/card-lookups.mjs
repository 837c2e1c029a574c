// A codemod (run again after a merge brings new code): every `X.cards[ID]!` on an X610Z state
// becomes `cardIn(X, ID)` (runtime/x610z/cards.ts), which throws "there is no card ID" when the
// card is missing, where the `!` only told the type checker it can't be. `node tools/card-lookups.mjs`
// rewrites the files of runtime/x610z/, apps/ and test/ (not runtime/zx/, test/zx/, test/core/:
// other states) and adds the import; `npm run typecheck` then proves each rewrite.
import { execFileSync } from "node:child_process";
import { dirname, relative } from "node:path";
import { Project, SyntaxKind } from "ts-morph";

const HELPER = "runtime/x610z/cards.ts";
const files = execFileSync("git", ["ls-files", "runtime/x610z/*.ts", "apps/*.ts", "test/*.ts"], { encoding: "utf8" })
  .split("\n")
  .filter((f) => f && !/^(runtime\/zx|test\/zx|test\/core)\//.test(f) && f !== HELPER);
// The type checker tells an X610Z state's cards (CardState) from others named `cards` (a compile
// result's list, a Z/X state).
const project = new Project({ tsConfigFilePath: "tsconfig.json" });
let total = 0;
for (const file of files) {
  const source = project.getSourceFile(file) ?? project.addSourceFileAtPath(file);
  const lookups = source.getDescendantsOfKind(SyntaxKind.NonNullExpression).filter((n) => {
    const access = n.getExpression();
    if (!access.isKind(SyntaxKind.ElementAccessExpression)) return false;
    const cards = access.getExpression();
    if (!cards.isKind(SyntaxKind.PropertyAccessExpression) || cards.getName() !== "cards") return false;
    const element = access.getType().getNonNullableType().getText(access);
    return element === "CardState" || element.endsWith(".CardState");
  });
  if (lookups.length === 0) continue;
  // Innermost last, so an outer rewrite sees the inner one's text.
  for (const n of lookups.reverse()) {
    if (n.wasForgotten()) continue;
    const access = n.getExpressionIfKindOrThrow(SyntaxKind.ElementAccessExpression);
    const state = access.getExpressionIfKindOrThrow(SyntaxKind.PropertyAccessExpression).getExpression().getText();
    n.replaceWithText(`cardIn(${state}, ${access.getArgumentExpressionOrThrow().getText()})`);
    total++;
  }
  let spec = relative(dirname(file), HELPER);
  if (!spec.startsWith(".")) spec = `./${spec}`;
  const existing = source.getImportDeclaration((d) => d.getModuleSpecifierValue() === spec && !d.isTypeOnly());
  if (existing) {
    if (!existing.getNamedImports().some((i) => i.getName() === "cardIn")) existing.addNamedImport("cardIn");
  } else {
    source.addImportDeclaration({ namedImports: ["cardIn"], moduleSpecifier: spec });
  }
  source.saveSync();
}
console.log(`${total} card lookups rewritten`);
