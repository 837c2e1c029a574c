// `orrery check PATH...`: parse (grammar) and check (compiler/checker.ts) card files, print every
// diagnostic tsc-style, sorted by file and line, then a summary. `--json` prints a verdict per card
// (name, valid, its diagnostics), the diagnostics outside any card, and a summary instead. Exit 0
// when there is no error (warnings allowed), 1 on any error, 2 on a usage problem (a path that does not exist, no card file found). `--watch` checks again
// whenever a card file under the paths changes (cli/watch.ts), until Ctrl+C.
import type { Command } from "commander";
import type { Diagnostic } from "../../grammar/diagnostics.ts";
import type { CardFileNode } from "../../grammar/ast.ts";
import type { CommandSpec } from "./index.ts";

interface CheckFlags {
  json?: boolean;
  color?: boolean;
  watch?: boolean;
}

/** The checker's entry point (compiler/checker.ts); the grammar alone is used if it is absent. */
type CheckCardFile = (fileAst: CardFileNode, text: string, file: string) => Diagnostic[];
type NamedCard = Pick<CardFileNode["cards"][number], "name" | "nameRange">;
type CheckCardNames = (files: ReadonlyArray<{ file: string; cards: readonly NamedCard[] }>) => Diagnostic[];

export const command: CommandSpec = {
  name: "check",
  description: "check card files (or folders of *.card files) and report every problem",
  configure(cmd: Command) {
    cmd
      .argument("<paths...>", "card files or folders (searched recursively for *.card)")
      .option("--json", "print a verdict per card (name, valid, its diagnostics) and a summary, as JSON")
      .option("--no-color", "never colour the output (it is coloured only on a terminal anyway)")
      .option("--watch", "check again whenever a card file under the paths changes (until Ctrl+C)");
  },
  async run(...args: unknown[]) {
    const [paths, flags] = args as [string[], CheckFlags];
    if (!flags.watch) return checkOnce(paths, flags);
    const { watchAndRerun } = await import("../watch.ts");
    return watchAndRerun(paths, ".card", () => checkOnce(paths, flags));
  },
};

/** One check of the paths: prints the diagnostics and the summary, returns the exit code. */
async function checkOnce(paths: string[], flags: CheckFlags): Promise<number> {
  // (A block: the body kept the indentation it had in run(), so the history stays readable.)
  {
    const { collectInputs, displayPath, readTextFile } = await import("../../apps/files.ts");
    const { parseCardFileAst } = await import("../../grammar/index.ts");
    const { renderDiagnostics, sortDiagnostics, GRAMMAR_CODES } = await import("../../grammar/diagnostics.ts");
    const outsideCard = GRAMMAR_CODES.outsideCard.code;
    const { dialectOf, unknownGameDiagnostic, zxHint } = await import("../../compiler/zx/route.ts");
    const { compileZx, zxCardsOf } = await import("../../compiler/zx/index.ts");

    const inputs = collectInputs(paths, [".card"]);
    if (inputs.missing.length > 0) {
      process.stderr.write(`orrery check: no such file or folder: ${inputs.missing.join(", ")}\n`);
      return 2;
    }
    for (const f of inputs.outside) process.stderr.write(`orrery check: not read: ${f} is a link that leads outside the folder named, or nowhere\n`);
    if (inputs.files.length === 0) {
      process.stderr.write(`orrery check: no .card files in ${paths.join(", ")}\n`);
      return 2;
    }
    const { checkCardFile, checkCardNames } = await loadChecker();
    // Cards checked before are read back from the CLI's IR cache (apps/ir-cache.ts), which gives
    // each X610Z file's grammar and checker diagnostics and its cards as parsing and checking would.
    const cache = checkCardFile !== undefined ? (await import("../../apps/ir-cache.ts")).openCliCache() : null;

    const texts = new Map<string, string>();
    const all: Diagnostic[] = [];
    const named: Array<{ file: string; cards: readonly NamedCard[] }> = [];
    /** Every card checked, in file order: its name and the line its `card` header is on. */
    const listed: CardAt[] = [];
    let cards = 0;
    for (const abs of inputs.files) {
      const file = displayPath(abs);
      let text: string;
      try {
        text = readTextFile(abs);
      } catch (err) {
        process.stderr.write(`orrery check: cannot read ${(err as Error).message}\n`);
        return 2;
      }
      texts.set(file, text);
      // The `game:` line chooses the dialect (LANGUAGE-ZX 0).
      const d = dialectOf(text);
      const unknownGame = unknownGameDiagnostic(text, file, d);
      if (unknownGame) {
        all.push(unknownGame);
        continue;
      }
      if (d.game === "zx") {
        const zx = compileZx(text, file);
        const written = zxCardsOf(text, file);
        cards += written.length;
        for (const c of written) listed.push({ file, name: c.name, line: c.line });
        for (const x of zx.diagnostics) all.push(x);
        continue;
      }
      let mine: Diagnostic[];
      const before = { cards, listed: listed.length };
      if (cache) {
        const checked = cache.check(text, file);
        cards += checked.cards.length;
        for (const c of checked.cards) listed.push({ file, name: c.name, line: c.line });
        mine = checked.diagnostics;
        named.push({ file, cards: checked.cards });
      } else {
        const { ast, diagnostics } = parseCardFileAst(text, file);
        cards += ast.cards.length;
        for (const c of ast.cards) listed.push({ file, name: c.name, line: c.headerRange.start.line });
        // One by one, not push(...): a file may have 100,000 diagnostics, too many arguments.
        mine = diagnostics.slice();
        if (checkCardFile !== undefined) for (const x of checkCardFile(ast, text, file)) mine.push(x);
        named.push({ file, cards: ast.cards });
      }
      const hint = zxHint(text, file, mine, d);
      if (hint) all.push(hint);
      else if (notCardText(file, cards - before.cards, mine, outsideCard, GRAMMAR_CODES.cardTooLong.code)) {
        // README.md named by mistake: one line that says so, not an error per line of prose.
        cards = before.cards;
        listed.length = before.listed;
        all.push(noCardFound(file, mine, outsideCard));
      } else for (const x of mine) all.push(x);
    }
    cache?.save();
    if (checkCardNames !== undefined) for (const d of checkCardNames(named)) all.push(d);
    const sorted = sortDiagnostics(all);
    const errors = sorted.filter((d) => d.severity === "error").length;
    const warnings = sorted.length - errors;

    if (flags.json) {
      process.stdout.write(`${JSON.stringify(verdicts(listed, sorted, inputs.files.length), null, 2)}\n`);
    } else {
      const color = flags.color !== false && process.stdout.isTTY === true;
      if (sorted.length > 0) process.stdout.write(`${await renderDiagnostics(sorted, { color, texts })}\n`);
      process.stdout.write(`${summary(cards, inputs.files.length, errors, warnings)}\n`);
    }
    return errors > 0 ? 1 : 0;
  }
}

/** Whether a file's errors say it is not card text at all: no card in it, or (a file named without
 *  the .card suffix) text outside any card before its first card. */
function notCardText(file: string, cardsFound: number, diagnostics: readonly Diagnostic[], outsideCard: string, tooLong: string): boolean {
  let first: Diagnostic | undefined;
  for (const d of diagnostics) if (d.severity === "error" && (!first || d.line < first.line)) first = d;
  if (!first) return false;
  // A card too long to read (E1020) was found, and is said as it is.
  if (cardsFound === 0 && diagnostics.some((d) => d.code === tooLong)) return false;
  return cardsFound === 0 || (!file.endsWith(".card") && first.code === outsideCard);
}

function noCardFound(file: string, diagnostics: readonly Diagnostic[], code: string): Diagnostic {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return {
    file,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 1,
    severity: "error",
    code,
    message: `no card found in ${file}: its text is outside any card (a card starts with "card NAME"), ${errors} error${errors === 1 ? "" : "s"} not shown; is it a card file?`,
  };
}

interface CardAt {
  file: string;
  name: string;
  line: number;
}

type PlainDiagnostic = Pick<Diagnostic, "file" | "line" | "column" | "endLine" | "endColumn" | "severity" | "code" | "message">;

/** A diagnostic with exactly the documented fields. */
function plain({ file, line, column, endLine, endColumn, severity, code, message }: Diagnostic): PlainDiagnostic {
  return { file, line, column, endLine, endColumn, severity, code, message };
}

/**
 * `check --json`: a verdict per card (its name, whether it is valid, its diagnostics), the
 * diagnostics that belong to no card (text before a file's first card, a file of another game),
 * and a summary. A card owns the lines from its `card` line to the next card's (as the parser
 * splits a file); it is valid when none of them has an error.
 */
function verdicts(listed: CardAt[], sorted: Diagnostic[], files: number) {
  const byFile = new Map<string, CardAt[]>();
  for (const c of listed) {
    const list = byFile.get(c.file);
    if (list) list.push(c);
    else byFile.set(c.file, [c]);
  }
  const owned = new Map<CardAt, PlainDiagnostic[]>(listed.map((c) => [c, []]));
  const outside: PlainDiagnostic[] = [];
  for (const d of sorted) {
    const list = byFile.get(d.file) ?? [];
    let owner: CardAt | undefined;
    for (const c of list) if (c.line <= d.line) owner = c; // cards are in file order
    if (owner) owned.get(owner)!.push(plain(d));
    else outside.push(plain(d));
  }
  const cards = listed.map((c) => {
    const diagnostics = owned.get(c)!;
    return { file: c.file, name: c.name, line: c.line, valid: !diagnostics.some((d) => d.severity === "error"), diagnostics };
  });
  const errors = sorted.filter((d) => d.severity === "error").length;
  const valid = cards.filter((c) => c.valid).length;
  return {
    cards,
    diagnostics: outside,
    summary: { files, cards: cards.length, valid, invalid: cards.length - valid, errors, warnings: sorted.length - errors },
  };
}

function summary(cards: number, files: number, errors: number, warnings: number): string {
  const n = (k: number, word: string) => `${k} ${word}${k === 1 ? "" : "s"}`;
  const checked = `checked ${n(cards, "card")} in ${n(files, "file")}`;
  if (errors === 0 && warnings === 0) return `${checked}: no problems`;
  return `${checked}: ${n(errors, "error")}, ${n(warnings, "warning")}`;
}

/** compiler/checker.ts's checkCardFile and checkCardNames, when that module exists. */
async function loadChecker(): Promise<{ checkCardFile?: CheckCardFile; checkCardNames?: CheckCardNames }> {
  const { existsSync } = await import("node:fs");
  const { MODULE_EXT } = await import("../../apps/package-root.ts");
  const url = new URL(`../../compiler/checker${MODULE_EXT}`, import.meta.url);
  if (!existsSync(url)) return {};
  return (await import(url.href)) as { checkCardFile?: CheckCardFile; checkCardNames?: CheckCardNames };
}
