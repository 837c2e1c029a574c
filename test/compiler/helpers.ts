// Shared by the compiler tests: the fixture corpus and small compile helpers.
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Node, Project, SyntaxKind } from "ts-morph";
import { parseCardFileAst } from "../../grammar/index.ts";
import { checkCardFile } from "../../compiler/checker.ts";
import { compile } from "../../compiler/index.ts";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import { specText } from "../spec.ts";

export const FIXTURES = new URL("./fixtures/", import.meta.url);

/** A fresh folder for generated modules that tests import. Generated modules import the runtime
 *  by package name ("orrery/x610z"), which resolves to the sources only inside this package (a
 *  self-reference), so the folder is made in the repository's tmp/ (git-ignored), not the OS's. */
export function generatedTmpDir(prefix: string): string {
  const root = fileURLToPath(new URL("../../tmp/", import.meta.url));
  mkdirSync(root, { recursive: true });
  return mkdtempSync(join(root, prefix));
}

export function fixture(name: string): string {
  return SPEC_CARDS.has(name) ? specText(`cards/${name}`) : readFileSync(new URL(name, FIXTURES), "utf8");
}
/** The spec's own card files, which fixture() reads from the repository's one copy of ../shared/spec (test/spec.ts). */
const SPEC_CARDS = new Set(["core.card", "invalid.card"]);

/** Grammar and checker diagnostics of a text, as `orrery check` would list them. */
export function diagnose(text: string, file = "t.card"): Diagnostic[] {
  const parsed = parseCardFileAst(text, file);
  return [...parsed.diagnostics, ...checkCardFile(parsed.ast, text, file)];
}

/** Only the checker's diagnostics (the grammar must have none for the test to mean anything). */
export function checkOnly(text: string, file = "t.card"): Diagnostic[] {
  const parsed = parseCardFileAst(text, file);
  if (parsed.diagnostics.some((d) => d.severity === "error")) {
    throw new Error(`test card does not parse: ${parsed.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join("; ")}`);
  }
  return checkCardFile(parsed.ast, text, file);
}

/** Compiles and insists on no diagnostics at all. */
export function compileClean(text: string, file = "t.card") {
  const result = compile(text, file);
  if (result.diagnostics.length > 0) {
    throw new Error(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`).join("\n"));
  }
  return result;
}

/** Card names as the file spells them: the rest of each `card ` line, trimmed, read without the parser. */
export function namesInFile(text: string): string[] {
  return text
    .split("\n")
    .filter((l) => l.startsWith("card "))
    .map((l) => l.slice(5).replace(/#.*$/, "").trim());
}

/** Hostile strings for names and texts (contest submissions are untrusted input). */
export const HOSTILE = [
  `It's "quoted" \`back\``,
  "${process.exit(1)}",
  "back\\slash\\",
  "line\u2028para\u2029end",
  "emoji 🐉🔥 👨‍👩‍👧",
  "rtl \u202Eevil\u202C and \u200Fmark",
  "*/ close comment /*",
  "</script><script>alert(1)</script>",
  "tab\there\u0007bell\u007fdel\u0085nel",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "\uFEFFbom",
  "lone \uD800 surrogate",
];

/** Every node of a card module that is not an import of the runtime, a literal or a call: [] if clean. */
export function onlyLiteralsAndCalls(text: string, runtimeSpec: string): string[] {
  const sf = new Project({ useInMemoryFileSystem: true }).createSourceFile("m.ts", text);
  const bad: string[] = [];
  const imported = new Set<string>();
  const statements = sf.getStatements();
  for (const st of statements) {
    if (Node.isImportDeclaration(st) && st.getModuleSpecifierValue() === runtimeSpec && !st.getDefaultImport()) {
      for (const n of st.getNamedImports()) imported.add(n.getName());
    } else if (!Node.isExportAssignment(st)) bad.push(`statement: ${st.getKindName()}`);
  }
  const check = (node: Node): void => {
    if (Node.isCallExpression(node)) {
      const callee = node.getExpression();
      if (!Node.isIdentifier(callee) || !imported.has(callee.getText())) bad.push(`call of ${callee.getText()}`);
      node.getArguments().forEach(check);
    } else if (Node.isObjectLiteralExpression(node)) {
      for (const p of node.getProperties()) {
        if (!Node.isPropertyAssignment(p)) bad.push(`property ${p.getKindName()}`);
        else {
          const name = p.getNameNode();
          if (Node.isComputedPropertyName(name) && !Node.isStringLiteral(name.getExpression())) bad.push("computed key");
          check(p.getInitializerOrThrow());
        }
      }
    } else if (Node.isArrayLiteralExpression(node)) {
      node.getElements().forEach(check);
    } else if (Node.isPrefixUnaryExpression(node)) {
      if (node.getOperatorToken() !== SyntaxKind.MinusToken || !Node.isNumericLiteral(node.getOperand())) bad.push(node.getText());
    } else if (!Node.isStringLiteral(node) && !Node.isNumericLiteral(node) && !Node.isTrueLiteral(node) && !Node.isFalseLiteral(node) && !Node.isNullLiteral(node)) {
      bad.push(`${node.getKindName()}: ${node.getText().slice(0, 40)}`);
    }
  };
  for (const st of statements) if (Node.isExportAssignment(st)) check(st.getExpression());
  return bad;
}
