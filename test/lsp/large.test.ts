// Issue 31: typing in a large card file keeps the language server's memory bounded: above 1 MB
// (MAX_WHOLE_TEXT) a file is not analysed whole as you type (a whole analysis keeps every card's
// syntax tree and IR); a warning says so, and the card being edited is checked alone, its
// diagnostics at their place in the file, as is the card under a hover. Scaled down: a 1.5 MB file.
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardSpan, MAX_WHOLE_TEXT } from "../../apps/lsp/analysis.ts";
import { LspClient, REPO } from "./client.ts";

const CARD = (i: number) => `card Gen ${i}\ncost: C1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 1 card.\n\n`; // 7 lines
const COUNT = Math.ceil((1.5 * 1048576) / CARD(99999).length);
const cards = Array.from({ length: COUNT }, (_, i) => CARD(i));
// A mistake in card 10 (line 7 * 10 + 5, 0-based), left alone: not the card being edited.
cards[10] = cards[10]!.replace("Draw 1 card.", "Draw 1 crad.");
const TEXT = cards.join("");
const EDITED = 20_000; // the card typed into: its text line is 7 * 20000 + 5 (0-based)

describe("a large card file over stdio", () => {
  let client: LspClient;
  beforeAll(async () => {
    client = LspClient.orrery();
    await client.initialize(REPO, { debounceMs: 20 });
  }, 60_000);
  afterAll(async () => void (await client.shutdown()));

  it("warns that only the edited card is checked, and checks it where it is", { timeout: 120_000 }, async () => {
    expect(TEXT.length).toBeGreaterThan(MAX_WHOLE_TEXT);
    const uri = pathToFileURL(`${REPO}test/lsp/large-unsaved.card`).href;
    client.open(uri, TEXT);
    const first = await client.waitFor((m) => m.method === "textDocument/publishDiagnostics" && (m.params as { uri: string }).uri === uri, 60_000, 0);
    const opened = (first.params as { diagnostics: Array<{ message: string }> }).diagnostics.map((d) => d.message);
    expect(opened[0]).toMatch(/^this file is 1\.5 MB: as you type, only the card being edited is checked; run "orrery check" for the whole file$/);
    // Typing a mistake into card 20000's text line: "card." becomes "crd." (columns 9-13).
    const line = 7 * EDITED + 5;
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line, character: 10 }, end: { line, character: 11 } }, text: "" }],
    });
    const after = await client.waitFor((m) => m.method === "textDocument/publishDiagnostics" && ((m.params as { version?: number }).version ?? 0) >= 2, 60_000, 0);
    const diags = (after.params as { diagnostics: Array<{ range: { start: { line: number } }; severity: number; message: string }> }).diagnostics;
    const errors = diags.filter((d) => d.severity === 1);
    expect(errors.map((d) => d.range.start.line)).toEqual([line]); // the edited card's, at its line; not card 10's
    expect(errors[0]!.message).toMatch(/crd/);
  });
});

describe("cardSpan", () => {
  it("finds the card around an offset, from its card line to the next", () => {
    const text = "card A\ntext:\n  Draw 1 card.\ncard B\ncost: Q1\n";
    expect(cardSpan(text, text.indexOf("Draw"))).toEqual({ start: 0, end: text.indexOf("card B") });
    expect(cardSpan(text, text.indexOf("Q1"))).toEqual({ start: text.indexOf("card B"), end: text.length });
    expect(cardSpan("no card here\n", 3)).toBeNull();
  });
});
