// Bounded by construction (issue 18), the compiler's side: card text from contest entrants is
// untrusted, so no text makes the grammar, the checker or the IR reader grow worse than linearly,
// overflow the stack, or crash. Each test is named by the rule or the property it protects.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import { IRError, loadIRFile } from "../../compiler/ir.ts";
import { MAX_TARGETS } from "../../compiler/binder.ts";
import { MAX_CARD_LENGTH, parseCardFileAst } from "../../grammar/index.ts";
import { GRAMMAR_CODES } from "../../grammar/diagnostics.ts";
import { CHECK_CODES } from "../../compiler/codes.ts";

const BIN = fileURLToPath(new URL("../../bin/orrery.mjs", import.meta.url));

const effectCard = (name: string, lines: string[]): string =>
  [`card ${name}`, "cost: M1", "type: Effect Card", "restriction: 3", "non permanent", "text:", ...lines.map((l) => `  ${l}`)].join("\n") + "\n";

/** `Deal 1 damage to target Summon and 1 damage to another target Summon and ...` with n targets. */
const chain = (n: number): string => effectCard("Chain", [["Deal 1 damage to target Summon", ...Array.from({ length: n - 1 }, () => "1 damage to another target Summon")].join(" and ") + "."]);

describe("bounded: target chains", () => {
  it(`208.1 a mode declares at most ${MAX_TARGETS} targets (E2017), and up to that it builds`, () => {
    const ok = compile(chain(MAX_TARGETS));
    expect(ok.diagnostics).toEqual([]);
    expect(ok.cards[0]!.abilities[0]).toMatchObject({ kind: "effect" });
    const over = compile(chain(MAX_TARGETS + 1));
    expect(over.cards).toEqual([]);
    expect(over.diagnostics.map((d) => d.code)).toContain(CHECK_CODES.tooManyTargets.code);
  });

  // 1,500 is the longest chain under MAX_CARD_LENGTH (a longer card is not read: E1020).
  it('bounded: a chain of 1,500 "another target"s checks in linear time and memory (before: quadratic, 244 MB for 76 KB)', () => {
    const small = chain(150);
    const big = chain(1_500);
    expect(big.length).toBeLessThanOrEqual(MAX_CARD_LENGTH);
    const time = (text: string) => {
      const t = performance.now();
      const r = compile(text);
      expect(r.cards).toEqual([]);
      return performance.now() - t;
    };
    time(small); // warm up
    const a = time(small);
    const b = time(big);
    expect(b).toBeLessThan(Math.max(50, a) * 30); // 10x the text, well under 100x the time
    expect(b).toBeLessThan(10_000);
  });
});

describe("bounded: diagnostics", () => {
  it("bounded: 130,000 diagnostics in one file are reported, not a stack overflow (no push(...) of an unbounded list)", () => {
    // 1,000 cards of 130 lines: each card under MAX_CARD_LENGTH.
    const text = Array.from({ length: 1_000 }, (_, i) =>
      effectCard(
        `Junk ${i}`,
        Array.from({ length: 130 }, () => "Draw 99999 cards."),
      ),
    ).join("");
    const { diagnostics } = parseCardFileAst(text, "junk.card");
    expect(diagnostics.length).toBeGreaterThanOrEqual(130_000);
    const compiled = compile(text, "junk.card");
    expect(compiled.cards).toEqual([]);
    expect(compiled.diagnostics.at(-1)!.message).not.toMatch(/internal/);
  });

  it("bounded: check, fmt and explain report 60,000 diagnostics on a small stack (node --stack-size=300), not 'Maximum call stack size exceeded'", () => {
    const dir = mkdtempSync(join(tmpdir(), "orrery-diags-"));
    try {
      const file = join(dir, "junk.card");
      writeFileSync(
        file,
        Array.from({ length: 500 }, (_, i) =>
          effectCard(
            `Junk ${i}`,
            Array.from({ length: 120 }, () => "Draw 99999 cards."),
          ),
        ).join(""),
      );
      for (const cmd of ["check", "fmt", "explain"]) {
        const r = spawnSync(process.execPath, ["--stack-size=300", BIN, cmd, file], { encoding: "utf8", maxBuffer: 1 << 30 });
        expect(r.stderr + r.stdout, cmd).not.toContain("Maximum call stack size exceeded");
        expect(r.status, cmd).toBe(1); // the errors, reported
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("bounded: IR files", () => {
  /** An IR whose effect nests `depth` ifs. */
  const deepIR = (depth: number): string => {
    let effect = `{"op":"draw","who":{"ref":"you"},"n":1}`;
    for (let i = 0; i < depth; i++) effect = `{"op":"if","cond":{"cond":"handAtMost","who":{"ref":"you"},"n":1},"then":[${effect}]}`;
    return `{"irVersion":1,"source":{"file":"d.card","line":1},"abilityLines":[[7]],"card":{"name":"Deep","cost":{},"type":"Effect Card","restriction":3,"permanent":false,"abilities":[{"kind":"effect","text":"x","modes":[{"targets":[],"effects":[${effect}],"additional":[]}]}]}}`;
  };

  it("bounded: a 1,000-deep .ir.json is refused with a clear error (IRError), not a stack overflow", () => {
    expect(() => loadIRFile(deepIR(1_000), "deep.ir.json")).toThrow(IRError);
    expect(() => loadIRFile(deepIR(100_000), "deep.ir.json")).toThrow(/deeper than/);
    expect(loadIRFile(deepIR(5), "ok.ir.json")).toHaveLength(1);
  });
});

/** An effect card of exactly `length` characters: `Draw 1 card.` lines, padded by a comment line. */
const cardOfLength = (name: string, length: number): string => {
  const head = effectCard(name, []);
  const line = "  Draw 1 card.\n";
  const lines = Math.floor((length - head.length - 3) / line.length);
  const pad = length - head.length - lines * line.length; // >= 3: "#" and a newline, and a blank
  return `${head}${line.repeat(lines)}#${" ".repeat(pad - 2)}\n`;
};

describe("bounded: card length", () => {
  it(`a card longer than ${MAX_CARD_LENGTH} characters is one E1020 on its card line, and not read; the next card still is`, () => {
    const huge = cardOfLength("Huge", 1_048_576);
    expect(huge.length).toBe(1_048_576);
    const text = `${huge}${effectCard("After", ["Draw 1 card."])}`;
    const { ast, diagnostics } = parseCardFileAst(text, "huge.card");
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: GRAMMAR_CODES.cardTooLong.code, line: 1, column: 1, endLine: 1, endColumn: "card Huge".length + 1 });
    expect(diagnostics[0]!.message).toContain("1,048,576 characters");
    expect(ast.cards.map((c) => c.name)).toEqual(["After"]);
    const compiled = compile(text, "huge.card");
    expect(compiled.cards.map((c) => c.name)).toEqual(["After"]);
  });

  it(`a card of exactly ${MAX_CARD_LENGTH} characters is read and builds; one more character is E1020`, () => {
    const atLimit = cardOfLength("Long", MAX_CARD_LENGTH);
    expect(atLimit.length).toBe(MAX_CARD_LENGTH);
    const ok = compile(atLimit, "long.card");
    expect(ok.diagnostics).toEqual([]);
    expect(ok.cards).toHaveLength(1);
    const over = parseCardFileAst(cardOfLength("Long", MAX_CARD_LENGTH + 1), "long.card");
    expect(over.diagnostics.map((d) => d.code)).toEqual([GRAMMAR_CODES.cardTooLong.code]);
  });

  it("check and explain agree on a 1 MB card: both say E1020 in one error, no stack trace; a card at the limit both accept", () => {
    const dir = mkdtempSync(join(tmpdir(), "orrery-long-"));
    try {
      const huge = join(dir, "huge.card");
      writeFileSync(huge, cardOfLength("Huge", 1_048_576));
      const ok = join(dir, "ok.card");
      writeFileSync(ok, cardOfLength("Long", MAX_CARD_LENGTH));
      for (const cmd of ["check", "explain"]) {
        const r = spawnSync(process.execPath, [BIN, cmd, huge], { encoding: "utf8", maxBuffer: 1 << 28 });
        const out = r.stdout + r.stderr;
        expect(r.status, cmd).toBe(1);
        expect(out.match(/error E1020/g), cmd).toHaveLength(1);
        expect(out, cmd).not.toMatch(/\n\s+at |no cards? (found )?in/);
        const fine = spawnSync(process.execPath, [BIN, cmd, ok], { encoding: "utf8", maxBuffer: 1 << 28 });
        expect(fine.status, `${cmd} at the limit: ${fine.stderr}`).toBe(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
