// Compiles a fixed corpus with a tsc build of the compiler (`npx tsc -p tsconfig.bench.json`, into
// dist-bench/) and writes every result as one JSON line: compile()'s IR and diagnostics,
// parseCardFileAst's AST and diagnostics, compileZx's result for Z/X files. Two builds (main's and
// a branch's) that give byte-identical files give the same IR, ASTs and diagnostics (messages,
// codes, lines, columns) on: every .card file under cards/ and test/, 1,500 cards of the bench pool,
// 1,500 generated cards, the same cards each broken one way (a seeded mutation: a line cut short, a
// character or word dropped, a word doubled or misspelt, a line dropped, stray characters), in one
// file and in files of 50, and each natural-wording corpus line in three minimal cards.
//   npx node tools/compile-corpus.mjs DIST OUT      (DIST: a dist-bench/ folder; run from the repository)
//   cmp main.jsonl branch.jsonl
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
const [distArg, outFile] = process.argv.slice(2);
const dist = pathToFileURL(resolve(distArg)).href;
const root = process.cwd();
const { compile } = await import(`${dist}/compiler/index.js`);
const { compileZx } = await import(`${dist}/compiler/zx/index.js`);
const { parseCardFileAst } = await import(`${dist}/grammar/index.js`);
const { cardPool } = await import(`${dist}/bench/compile.bench.js`);
const { generateCards } = await import(`${dist}/test/grammar/generate.js`);
const inputs = [];
const walk = (d) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) {
      if (f !== "node_modules") walk(p);
    } else if (f.endsWith(".card")) inputs.push([p.slice(root.length + 1), readFileSync(p, "utf8")]);
  }
};
walk(join(root, "cards"));
walk(join(root, "test"));
inputs.push(["pool", cardPool(1500)]);
const gen = generateCards(1500, 7);
inputs.push(["generated", gen.join("\n")]);
// seeded mutations: each generated card broken one way
let s = 12345;
const rnd = (n) => {
  s = (s * 1103515245 + 12345) & 0x7fffffff;
  return s % n;
};
const muts = gen.map((c) => {
  const lines = c.split("\n");
  const i = 1 + rnd(Math.max(1, lines.length - 1));
  const L = lines[i] ?? "";
  switch (rnd(7)) {
    case 0:
      lines[i] = L.slice(0, rnd(L.length + 1));
      break; // truncated line
    case 1: {
      const k = rnd(L.length + 1);
      lines[i] = L.slice(0, k) + L.slice(k + 1);
      break;
    } // dropped char
    case 2: {
      const w = L.split(" ");
      const k = rnd(w.length);
      w.splice(k, 0, w[k] ?? "x");
      lines[i] = w.join(" ");
      break;
    } // doubled word
    case 3: {
      const w = L.split(" ");
      const k = rnd(w.length);
      w[k] = (w[k] ?? "").slice(0, -1) + "q";
      lines[i] = w.join(" ");
      break;
    } // misspelt word
    case 4:
      lines.splice(i, 1);
      break; // dropped line
    case 5:
      lines[i] = L.replace(/\.$/, "") + " @#";
      break; // bad chars
    case 6: {
      const w = L.split(" ");
      const k = rnd(w.length);
      w.splice(k, 1);
      lines[i] = w.join(" ");
      break;
    } // dropped word
  }
  return lines.join("\n");
});
inputs.push(["mutated", muts.join("\n")]);
for (let k = 0; k < muts.length; k += 50) inputs.push([`mutated-${k}`, muts.slice(k, k + 50).join("\n")]);
// natural corpus lines in minimal cards
const corpus = readFileSync(join(root, "test/language/natural.corpus.txt"), "utf8")
  .split("\n")
  .filter((l) => l.trim() && !l.startsWith("#"));
for (const [i, l] of corpus.entries()) {
  inputs.push([`nat-e-${i}`, `card Natural\ncost: C1\ntype: Effect Card\nrestriction: 3\nnon permanent\ntext:\n  ${l}\n`]);
  inputs.push([`nat-p-${i}`, `card Natural\ncost: C1\ntype: Effect Card\nrestriction: 3\npermanent\ntext:\n  ${l}\n`]);
  inputs.push([
    `nat-s-${i}`,
    `card Natural\ncost: C1\ntype: Summon Card\nclass: Dragon\nelement: Fire\nrestriction: 3\nmovement energy: C1\nstats: attack 2, defense 3, speed 2, range 1\ntext:\n  [${l}]\n`,
  ]);
}
const out = [];
for (const [name, text] of inputs) {
  const c = compile(text, name);
  out.push(JSON.stringify({ name, ir: c.ir, d: c.diagnostics }));
  const p = parseCardFileAst(text, name);
  out.push(JSON.stringify({ name, ast: p.ast, d: p.diagnostics }));
  if (/^game: *zx/m.test(text) || name.includes("zx")) {
    const z = compileZx(text, name);
    out.push(JSON.stringify({ name, zx: z }));
  }
}
writeFileSync(outFile, out.join("\n") + "\n");
console.log(inputs.length, "inputs", out.length, "results");
