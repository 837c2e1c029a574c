// Issue 26: no message contradicts itself, and a line the repair search can't mend is still
// reported at its place (never an internal error that hides the card).
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";

const effect = (line: string) => `card Probe\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  ${line}\n`;

const LINES = [
  "If you would be dealt damage, you may draw 1 card.",
  "If your hero would be dealt damage, you may draw 1 card.",
  "If this Summon is defended by a Dragon card, draw 1 card.",
  "Target Summon is deactivated until end of turn.",
];

describe("messages a designer can act on", () => {
  it.each(LINES)("%s: an error on its line, none internal (E1000)", (line) => {
    const r = compile(effect(line), "probe.card");
    const errors = r.diagnostics.filter((d) => d.severity === "error");
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((d) => d.code)).not.toContain("E1000");
    expect(errors.some((d) => d.line === 6)).toBe(true);
  });

  it.each(LINES)("%s: no message expects the word it found there", (line) => {
    for (const d of compile(effect(line), "probe.card").diagnostics) {
      const m = /expected (.*) but found "([^"]+)"/.exec(d.message);
      if (!m) continue;
      const expected = [...m[1]!.matchAll(/"([^"]+)"/g)].map((x) => x[1]!.toLowerCase());
      expect(expected, d.message).not.toContain(m[2]!.toLowerCase());
    }
  });

  it('"If you would ..." says what may follow "If you" (before: \'after "if" expected "you" ... but found "you"\')', () => {
    const d = compile(effect(LINES[0]!), "probe.card").diagnostics.find((x) => x.code === "E1002");
    expect(d?.message).toMatch(/^after "If you" expected .* but found "would"/);
  });
});
