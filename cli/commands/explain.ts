// `orrery explain FILE [--card NAME] [--ast] [--ir] [--json]`: what a card does in plain words, with
// the rule numbers (compiler/words.ts); `--ast` and `--ir` print its AST and IR outlines instead,
// `--json` all of them as JSON.
import type { Command } from "commander";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import type { CommandSpec } from "./index.ts";

interface ExplainFlags {
  card?: string;
  json?: boolean;
  ast?: boolean;
  ir?: boolean;
}

export const command: CommandSpec = {
  name: "explain",
  description: "say what a card does in plain words, with the rule numbers it follows (--ast, --ir: its AST and IR)",
  configure(cmd: Command) {
    cmd
      .argument("<file>", "a card file")
      .option("--card <name>", "only the card with this name (default: every card in the file)")
      .option("--ast", "print the card's AST as an outline (instead of plain words)")
      .option("--ir", "print the card's IR (ability objects) as an outline (instead of plain words)")
      .option("--json", "print { card, ast, ir, words, diagnostics } objects as JSON");
  },
  async run(...args: unknown[]) {
    const [path, flags] = args as [string, ExplainFlags];
    const { displayPath, readTextFile } = await import("../../apps/files.ts");
    const { parseCardFile } = await import("../../grammar/index.ts");
    const { compile } = await import("../../compiler/index.ts");
    const { astOutline, irOutline } = await import("../../compiler/explain.ts");
    const { cardInWords, wordsOutline } = await import("../../compiler/words.ts");
    const { renderDiagnostics, GRAMMAR_CODES } = await import("../../grammar/diagnostics.ts");

    let text: string;
    try {
      text = readTextFile(path);
    } catch {
      process.stderr.write(`orrery explain: cannot read ${path}\n`);
      return 2;
    }
    const file = displayPath(path);
    // A Z/X file (`game: zx`, LANGUAGE-ZX 0): its own explanation.
    const { dialectOf } = await import("../../grammar/zx/dialect.ts");
    if (dialectOf(text).game === "zx") return explainZx(text, file, flags);
    const parsed = parseCardFile(text, file);
    const compiled = compile(text, file);
    const cards = parsed.cards.flatMap((card, i) => (flags.card === undefined || card.name === flags.card ? [{ card, i }] : []));
    const tooLong = GRAMMAR_CODES.cardTooLong.code;
    if (flags.card === undefined && parsed.diagnostics.some((d) => d.code === tooLong)) {
      // A card too long to read (E1020) is said as `check` says it, not as "no cards".
      const refused = parsed.diagnostics.filter((d) => d.code === tooLong);
      process.stderr.write(`${await renderDiagnostics(refused, { color: false, texts: new Map([[file, text]]) })}\n`);
      if (cards.length === 0) return 1;
    }
    if (cards.length === 0) {
      const hint =
        flags.card === undefined
          ? ""
          : await nameHint(
              flags.card,
              parsed.cards.map((c) => c.name),
            );
      process.stderr.write(`orrery explain: ${flags.card === undefined ? "no cards" : `no card named "${flags.card}"`} in ${file}${hint}\n`);
      return 1;
    }
    // By position, not name: a file may (wrongly) define a name twice. Looked up in maps, and each
    // error is placed once, so a file of 50,000 cards is not searched once per card.
    const irByLine = new Map(compiled.ir.map((ir) => [ir.source.line, ir]));
    const starts = parsed.cards.map((c) => c.range.start.line);
    /** The index of the card whose lines hold `line` (cards are in file order), or -1. */
    const cardAt = (line: number): number => {
      let lo = 0;
      let hi = starts.length - 1;
      let found = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid]! <= line) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      return found >= 0 && line <= parsed.cards[found]!.range.end.line ? found : -1;
    };
    const errorsOf = new Map<number, Diagnostic[]>();
    // Errors outside every card (text before the first one) are errors of the file all the same.
    const outside: Diagnostic[] = [];
    // A built card's warnings (an ability that can never take effect, W2103) follow its words.
    const warningsOf = new Map<number, Diagnostic[]>();
    for (const d of compiled.diagnostics) {
      if (d.severity !== "error") {
        // Pushed, not copied: one large card may have a warning on each of 100,000 lines.
        const i = cardAt(d.line);
        const list = i >= 0 ? warningsOf.get(i) : undefined;
        if (list) list.push(d);
        else if (i >= 0) warningsOf.set(i, [d]);
        continue;
      }
      const i = cardAt(d.line);
      if (i < 0) outside.push(d);
      else {
        const list = errorsOf.get(i);
        if (list) list.push(d);
        else errorsOf.set(i, [d]);
      }
    }
    const entries = cards.map(({ card, i }) => {
      const ir = irByLine.get(card.headerRange.start.line) ?? null;
      return { card: card.name, ast: card, ir, words: ir ? cardInWords(ir.card) : null, diagnostics: errorsOf.get(i) ?? [], warnings: warningsOf.get(i) ?? [] };
    });
    if (flags.json) {
      // One entry at a time: a whole 50,000-card file as one string is past V8's string limit.
      process.stdout.write("[\n");
      entries.forEach(({ warnings: _shownInText, ...e }, i) => process.stdout.write(`${JSON.stringify(e, null, 2)}${i + 1 < entries.length ? "," : ""}\n`));
      process.stdout.write("]\n");
    } else {
      const texts = new Map([[file, text]]);
      const blocks: string[] = [];
      for (const e of entries) {
        const parts = [`== ${e.card} ==`];
        if (flags.ast) parts.push("AST", indent(astOutline(e.ast)));
        if (flags.ir) parts.push("IR");
        if (flags.ir || !flags.ast) {
          if (!e.ir) parts.push(indent(`(not built)\n${await renderDiagnostics(e.diagnostics, { color: false, texts })}`));
          else parts.push(indent(flags.ir ? irOutline(e.ir) : wordsOutline(e.ir)));
          if (e.ir && e.warnings.length > 0) parts.push(indent(await renderDiagnostics(e.warnings, { color: false, texts })));
        }
        blocks.push(parts.join("\n"));
      }
      console.log(blocks.join("\n\n"));
    }
    if (outside.length > 0) process.stderr.write(`${await renderDiagnostics(outside, { color: false, texts: new Map([[file, text]]) })}\n`);
    return entries.some((e) => e.ir === null) || outside.length > 0 ? 1 : 0;
  },
};

/** `; did you mean "Bullseye"?` for a misspelt `--card` name (case aside, or a few letters off). */
async function nameHint(name: string, names: string[]): Promise<string> {
  const { closest } = await import("../../grammar/diagnostics.ts");
  const same = names.find((n) => n.toLowerCase() === name.toLowerCase());
  const near = same ?? closest(name, names, Math.max(2, Math.floor(name.length / 3)));
  return near === undefined ? "" : `; did you mean "${near}"?`;
}

function indent(s: string): string {
  return s
    .split("\n")
    .map((l) => (l ? `  ${l}` : l))
    .join("\n");
}

/** `orrery explain` of a Z/X file: each card in words with its rules, then its ability objects. */
async function explainZx(text: string, file: string, flags: ExplainFlags): Promise<number> {
  const { compileZx, zxCardsOf } = await import("../../compiler/zx/index.ts");
  const { explainZxCard } = await import("../../compiler/zx/explain.ts");
  const { renderDiagnostics } = await import("../../grammar/diagnostics.ts");
  const r = compileZx(text, file);
  const nodes = zxCardsOf(text, file).filter((c) => flags.card === undefined || c.name === flags.card);
  if (nodes.length === 0) {
    process.stderr.write(`orrery explain: ${flags.card === undefined ? "no cards" : `no card named "${flags.card}"`} in ${file}\n`);
    return 1;
  }
  // Each card's errors by line, in one pass over the diagnostics (sorted by line).
  const built = new Map(r.cards.map((c) => [c.name, c]));
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  let k = 0;
  const entries = nodes.map((n) => {
    while (k < errors.length && errors[k]!.line < n.line) k++;
    const mine = [];
    for (let i = k; i < errors.length && errors[i]!.line <= n.lastLine; i++) mine.push(errors[i]!);
    return { card: n.name, ir: built.get(n.name) ?? null, diagnostics: mine };
  });
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
  } else {
    for (const e of entries) {
      if (e.ir) {
        process.stdout.write(`${explainZxCard(e.ir)}\n  ability objects:\n${JSON.stringify(e.ir.abilities, null, 2).replace(/^/gm, "    ")}\n\n`);
      } else {
        process.stdout.write(`card ${e.card}: not built\n${await renderDiagnostics(e.diagnostics, { color: false, texts: new Map([[file, text]]) })}\n\n`);
      }
    }
  }
  return entries.every((e) => e.ir) ? 0 : 1;
}
