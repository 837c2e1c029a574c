// `orrery explain FILE [--card NAME] [--json]`: a card's AST and IR, readable or as JSON.
import type { Command } from "commander";
import type { CommandSpec } from "./index.ts";

interface ExplainFlags {
  card?: string;
  json?: boolean;
}

export const command: CommandSpec = {
  name: "explain",
  description: "print a card's AST and IR (ability objects) with the rule numbers they follow",
  configure(cmd: Command) {
    cmd
      .argument("<file>", "a card file")
      .option("--card <name>", "only the card with this name (default: every card in the file)")
      .option("--json", "print { card, ast, ir } objects as JSON");
  },
  async run(...args: unknown[]) {
    const [path, flags] = args as [string, ExplainFlags];
    const { displayPath, readTextFile } = await import("../files.ts");
    const { parseCardFile } = await import("../../grammar/index.ts");
    const { compile } = await import("../index.ts");
    const { astOutline, irOutline } = await import("../explain.ts");
    const { renderDiagnostics } = await import("../../grammar/diagnostics.ts");

    let text: string;
    try {
      text = readTextFile(path);
    } catch {
      process.stderr.write(`orrery explain: cannot read ${path}\n`);
      return 2;
    }
    const file = displayPath(path);
    const parsed = parseCardFile(text, file);
    const compiled = compile(text, file);
    const cards = parsed.cards.filter((c) => flags.card === undefined || c.name === flags.card);
    if (cards.length === 0) {
      process.stderr.write(`orrery explain: ${flags.card === undefined ? "no cards" : `no card named "${flags.card}"`} in ${file}\n`);
      return 1;
    }
    // By position, not name: a file may (wrongly) define a name twice.
    const irOf = (line: number) => compiled.ir.find((ir) => ir.source.line === line);
    const errorsIn = (line: number, end: number) =>
      compiled.diagnostics.filter((d) => d.severity === "error" && d.line >= line && d.line <= end);
    const entries = cards.map((card) => ({
      card: card.name,
      ast: card,
      ir: irOf(card.headerRange.start.line) ?? null,
      diagnostics: errorsIn(card.range.start.line, card.range.end.line),
    }));
    if (flags.json) {
      // One entry at a time: a whole 50,000-card file as one string is past V8's string limit.
      process.stdout.write("[\n");
      entries.forEach((e, i) => process.stdout.write(`${JSON.stringify(e, null, 2)}${i + 1 < entries.length ? "," : ""}\n`));
      process.stdout.write("]\n");
    } else {
      const texts = new Map([[file, text]]);
      const blocks: string[] = [];
      for (const e of entries) {
        const parts = [`== ${e.card} ==`, "AST", indent(astOutline(e.ast)), "IR"];
        if (e.ir) parts.push(indent(irOutline(e.ir)));
        else parts.push(indent(`(not built)\n${await renderDiagnostics(e.diagnostics, { color: false, texts })}`));
        blocks.push(parts.join("\n"));
      }
      console.log(blocks.join("\n\n"));
    }
    // Errors outside every card (text before the first one) are errors of the file all the same.
    const outside = compiled.diagnostics.filter((d) => d.severity === "error" && !parsed.cards.some((c) => d.line >= c.range.start.line && d.line <= c.range.end.line));
    if (outside.length > 0) process.stderr.write(`${await renderDiagnostics(outside, { color: false, texts: new Map([[file, text]]) })}\n`);
    return entries.some((e) => e.ir === null) || outside.length > 0 ? 1 : 0;
  },
};

function indent(s: string): string {
  return s
    .split("\n")
    .map((l) => (l ? `  ${l}` : l))
    .join("\n");
}
