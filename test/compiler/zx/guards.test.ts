// Issue 31's Z/X guards, part of the dialect machinery as X610Z has them: numbers capped (a
// 360-digit number never becomes Infinity), "If"/"you may" nesting capped with a diagnostic (no
// stack overflow), no control characters or non-UTF-8 bytes in a card name, the generated index
// writing `["__proto__"]`, and `orrery build` refusing to write over a file it didn't generate and
// honouring --typecheck and --ir. Each failed on main (0e0f81c).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../../cli/main.ts";
import { generateZxModules } from "../../../compiler/zx/emitter.ts";
import { compileZx } from "../../../compiler/zx/index.ts";
import { MAX_CARD_LENGTH } from "../../../grammar/diagnostics.ts";

const zx = (name: string, ability: string, extra = "") => `game: zx\ncard ${name}\ntype: Z/X\ncost: 2\ncolour: Red\ntribe: Cinder Drake\npower: 3000\n${extra}text:\n  ${ability}\n`;
const event = (effect: string) => `game: zx\ncard Test Event\ntype: Event\ncost: 1\ncolour: Red\ntext:\n  [Event] <Effect> ${effect}\n`;
const errors = (text: string) => compileZx(text, "t.card").diagnostics.filter((d) => d.severity === "error");

describe("numbers on a Z/X card are capped (LANGUAGE-ZX 1: Power to 99999, counts to a cost's 99)", () => {
  it.each([
    ["Draw 999999999 cards.", "Draw"],
    ["Recover 100 Life.", "Recover"],
    ["Deal 100000 damage to target Z/X.", "Deal"],
    ["Destroy up to 100 target Z/X.", "up to"],
  ])("%s is E3030 and builds nothing", (effect) => {
    const r = compileZx(event(effect), "t.card");
    expect(r.cards).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toContain("E3030");
    const d = r.diagnostics.find((x) => x.code === "E3030")!;
    expect(d.line).toBe(7);
    expect(d.column).toBeGreaterThan("  [Event] <Effect> ".length);
  });
  it("a 360-digit count is refused, never read as Infinity", () => {
    const r = compileZx(event(`Draw ${"9".repeat(360)} cards.`), "t.card");
    expect(r.cards).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["E3030"]);
    expect(r.diagnostics[0]!.message).not.toContain("Infinity");
  });
  it("the largest allowed values still build: Power +99999, Draw 99", () => {
    expect(errors(event("Draw 99 cards."))).toEqual([]);
    expect(errors(zx("Big", "[Auto] <Valid> Square <Trigger> When this card attacks <Effect> This card gets Power +99999 until end of turn."))).toEqual([]);
  });
  it("cost items are capped: Sleep 100 cards, Discard 1000 cards", () => {
    const t = zx("Costly", "[Boot] <Valid> Square <Cost> Sleep 100 cards in your Resource, Discard 1000 cards. <Effect> Draw 1 card.");
    expect(errors(t).map((d) => d.code)).toEqual(["E3030", "E3030"]);
  });
});

describe("nesting is capped with a diagnostic (X610Z caps IR depth at 100)", () => {
  it("'you may' 3,000 deep: E3031, no stack overflow", () => {
    const r = compileZx(event(`${"you may ".repeat(3000)}draw 1 card.`), "t.card");
    expect(r.cards).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["E3031"]);
  });
  // 2,000 deep for the longer clauses: 3,000 of them would be a card past MAX_CARD_LENGTH (E3034).
  it("'If ...,' 2,000 deep: E3031", () => {
    const r = compileZx(event(`${"If your Life is 3 or less, ".repeat(2000)}draw 1 card.`), "t.card");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["E3031"]);
  });
  it("'Choose ..., and choose ...' 2,000 deep: a diagnostic, not a crash", () => {
    const r = compileZx(event(`${"Choose up to 1 of your Z/X, and ".repeat(2000)}destroy it.`), "t.card");
    expect(r.cards).toEqual([]);
    expect(r.diagnostics.filter((d) => d.severity === "error").length).toBeGreaterThan(0);
    expect(r.diagnostics.map((d) => d.code)).not.toContain("E3999");
  });
  it("100 deep still builds", () => {
    expect(errors(event(`${"you may ".repeat(100)}draw 1 card.`))).toEqual([]);
  });
});

describe("card names: no control characters, no bytes that aren't UTF-8 (X610Z's E1013/E1018)", () => {
  it.each([
    ["NUL", "Null\u0000Drake"],
    ["escape", "Red\u001b[31mDrake"],
    ["tab", "Tab\tDrake"],
  ])("%s in a name is E3005", (_w, name) => {
    const r = compileZx(zx(name, "[Auto] <Valid> Square <Trigger> When this card attacks <Effect> Draw 1 card."), "t.card");
    expect(r.cards).toEqual([]);
    expect(r.diagnostics.find((d) => d.code === "E3005")?.line).toBe(2);
  });
  it("a byte that isn't UTF-8 (read as U+FFFD) in a name is E3033 at its line and column", () => {
    const r = compileZx(zx("Caf\uFFFD Drake", "[Auto] <Valid> Square <Trigger> When this card attacks <Effect> Draw 1 card."), "t.card");
    expect(r.cards).toEqual([]);
    const d = r.diagnostics.find((x) => x.code === "E3033")!;
    expect([d.line, d.column]).toEqual([2, 9]);
  });
});

describe("a file's diagnostics are counted in one pass, not once per card", () => {
  // On main (0e0f81c) each card filtered every diagnostic of the file (40,000 broken cards: 74 s).
  // The work is counted, not timed: the array items that filter, some, every, reduce and forEach
  // visit while a file of N broken cards compiles, for N and 2N. Linear work doubles; the old
  // per-card filter quadrupled.
  const broken = (n: number) =>
    "game: zx\n" +
    Array.from(
      { length: n },
      (_, i) => `\ncard Broken ${i}\ntype: Z/X\ncost: 2\ncolour: Red\ntribe: Cinder Drake\npower: 3000\ntext:\n  [Auto] <Valid> Square <Trigger> When this card sneezes. <Effect> Draw 1 card.\n`,
    ).join("");
  const visited = (text: string): { items: number; errors: number } => {
    const names = ["filter", "some", "every", "reduce", "forEach"] as const;
    const saved = names.map((n) => Array.prototype[n]);
    let items = 0;
    for (const [i, n] of names.entries()) {
      const original = saved[i] as (...a: unknown[]) => unknown;
      (Array.prototype as unknown as Record<string, unknown>)[n] = function (this: unknown[], ...a: unknown[]) {
        items += this.length;
        return original.apply(this, a);
      };
    }
    let errors = 0;
    try {
      errors = compileZx(text, "t.card").diagnostics.length;
    } finally {
      for (const [i, n] of names.entries()) (Array.prototype as unknown as Record<string, unknown>)[n] = saved[i];
    }
    return { items, errors };
  };
  it("2,000 broken cards visit at most 2.5 times the items 1,000 do", () => {
    const one = visited(broken(1000));
    const two = visited(broken(2000));
    // Each card has its own error (an unknown trigger), so the diagnostics double too.
    expect(one.errors).toBeGreaterThanOrEqual(1000);
    expect(two.errors).toBe(2 * one.errors);
    expect(two.items / one.items).toBeLessThan(2.5);
  });
});

describe("a Z/X card longer than MAX_CARD_LENGTH is one E3034 and not read (as X610Z's E1020)", () => {
  // On main a 1.2 MB one-card Z/X file of broken lines took 769 MB and 9 s (an error per line).
  const next = "\ncard After\ntype: Z/X\ncost: 2\ncolour: Red\ntribe: Cinder Drake\npower: 3000\n";
  it("a 1 MB card of broken lines: one error on its card line; the card after it still builds", () => {
    const huge = "game: zx\n\ncard Huge\ntype: Z/X\ncost: 2\ncolour: Red\ntribe: Cinder Drake\npower: 3000\ntext:\n" + "  x\n".repeat(250_000);
    expect(huge.length).toBeGreaterThan(MAX_CARD_LENGTH * 10);
    const r = compileZx(huge + next, "t.card");
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([["E3034", 3]]);
    expect(r.cards.map((c) => c.name)).toEqual(["After"]);
  });
  it("a card under the limit is read as before", () => {
    const fine = zx("Fine", "[Auto] <Valid> Square <Trigger> When this card attacks. <Effect> Draw 1 card.");
    expect(fine.length).toBeLessThan(MAX_CARD_LENGTH);
    expect(compileZx(fine, "t.card").cards.map((c) => c.name)).toEqual(["Fine"]);
  });
});

describe("the generated index", () => {
  it('writes a card named __proto__ as ["__proto__"], an own key, not the prototype', () => {
    const r = compileZx(zx("__proto__", "[Auto] <Valid> Square <Trigger> When this card attacks <Effect> Draw 1 card."), "t.card");
    expect(r.ir).toHaveLength(1);
    const index = generateZxModules(r.ir).find((f) => f.file === "index.ts")!.text;
    expect(index).toContain('["__proto__"]: ');
    expect(index).not.toMatch(/^\s*"__proto__":/m);
  });
});

describe("orrery build of Z/X cards, as of X610Z cards", () => {
  const tmp = mkdtempSync(join(tmpdir(), "orrery-zx-build-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  let stderr = "";
  beforeEach(() => {
    stderr = "";
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void (stderr += a.join(" ") + "\n"));
    vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((stderr += String(s)), true));
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  });
  afterEach(() => vi.restoreAllMocks());
  const src = (name: string) => {
    const dir = join(tmp, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "whelp.card"), zx("Ember Whelp", "[Auto] <Valid> Square <Trigger> When this card attacks <Effect> Draw 1 card."));
    return dir;
  };

  it("refuses to write over a file in --out it didn't generate; nothing is written", async () => {
    const out = join(tmp, "mine");
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "index.ts"), "// my own index\n");
    expect(await main(["build", src("a"), "--out", out])).toBe(1);
    expect(readFileSync(join(out, "index.ts"), "utf8")).toBe("// my own index\n");
    expect(stderr).toContain("didn't generate");
  });
  it("--ir also writes cards.ir.json, the cards' IR", async () => {
    const out = join(tmp, "ir");
    expect(await main(["build", src("b"), "--out", out, "--ir"])).toBe(0);
    const ir = JSON.parse(readFileSync(join(out, "cards.ir.json"), "utf8")) as { irVersion: number; game: string; card: { name: string }; source: { line: number } };
    expect([ir.irVersion, ir.game, ir.card.name, ir.source.line]).toEqual([1, "zx", "Ember Whelp", 2]);
  });
  it("--typecheck checks the modules against the Z/X runtime", async () => {
    const out = join(tmp, "tc");
    expect(await main(["build", src("c"), "--out", out, "--typecheck", "--json"])).toBe(0);
    expect(stderr).toBe("");
  }, 60_000);
});
