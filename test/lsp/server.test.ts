// `orrery lsp` driven over stdio as an editor drives it: initialize, didOpen, didChange, then
// hover, completion, definition, formatting and code actions. Every expected value is worked out
// from the card text below (0-based lines and characters, as the protocol counts), not copied from
// the server's answers.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyEdits, BIN, LspClient, REPO, type InitializeAnswer, type LspRange, type TextEdit } from "./client.ts";

const tmp = mkdtempSync(join(tmpdir(), "orrery-lsp-"));
let client: LspClient;
let init: InitializeAnswer;

beforeAll(async () => {
  client = LspClient.orrery();
  init = await client.initialize(REPO, { debounceMs: 50 });
});

afterAll(async () => {
  const code = await client.shutdown();
  rmSync(tmp, { recursive: true, force: true });
  // shutdown, then exit: the server ends with 0.
  expect(code).toBe(0);
});

const uriOf = (name: string) => pathToFileURL(join(tmp, name)).href;

// Bullseye (LANGUAGE.md section 1) with a misspelt target on its first ability line.
const BULLSEYE = [
  "card Bullseye", //                                        line 0
  "cost: M1 C1", //                                          line 1
  "type: Effect Card", //                                    line 2
  "crew: Marksman", //                                       line 3
  "restriction: 3", //                                       line 4
  "non permanent", //                                        line 5
  "text:", //                                                line 6
  "  Deal 2 damage to target Sumon.", //                     line 7
  "  With extra M2: deal 2 more damage to that Summon.", //  line 8
  "",
].join("\n");

describe("orrery lsp over stdio", () => {
  it("answers initialize with the capabilities it serves", () => {
    expect(init.serverInfo?.name).toBe("orrery");
    expect(init.capabilities).toMatchObject({
      hoverProvider: true,
      definitionProvider: true,
      documentFormattingProvider: true,
      completionProvider: expect.any(Object),
      codeActionProvider: expect.any(Object),
    });
  });

  it("publishes a diagnostic for a mistake, at its range, and none once it is fixed", async () => {
    const uri = uriOf("bullseye.card");
    client.open(uri, BULLSEYE);
    const first = await client.diagnostics(uri, 1);
    // Line 7 is `  Deal 2 damage to target Sumon.`: "  Deal 2 damage to " is 2 + 5 + 2 + 7 + 3 = 19
    // characters, and "target Sumon" 12 more, so E1004 (unknown target) covers characters 19-31.
    // One mistake, one error (issue 14): the `With extra M2:` line below, whose "that Summon"
    // names the misspelt target, adds no echo of it, as `orrery check` says too.
    expect(first.diagnostics.map((d) => d.code)).toEqual(["E1004"]);
    const d = first.diagnostics[0]!;
    expect(d.severity).toBe(1);
    expect(d.range).toEqual<LspRange>({ start: { line: 7, character: 19 }, end: { line: 7, character: 31 } });
    expect(d.message).toContain('did you mean "target Summon"');

    // An incremental change: "Sumon" (characters 26-31) becomes "Summon".
    const since = client.notifications.length;
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 7, character: 26 }, end: { line: 7, character: 31 } }, text: "Summon" }],
    });
    const second = await client.diagnostics(uri, 2, since);
    expect(second.version).toBe(2);
    expect(second.diagnostics).toEqual([]);
  });

  it("debounces: a burst of edits is checked once, at its last version", async () => {
    const uri = uriOf("burst.card");
    client.open(uri, BULLSEYE);
    await client.diagnostics(uri, 1);
    const since = client.notifications.length;
    // Ten edits typed quickly: each appends one letter to the misspelt "Sumon" (character 31 on).
    for (let v = 2; v <= 11; v++) {
      client.notify("textDocument/didChange", {
        textDocument: { uri, version: v },
        contentChanges: [{ range: { start: { line: 7, character: 29 + v }, end: { line: 7, character: 29 + v } }, text: "x" }],
      });
    }
    const last = await client.diagnostics(uri, 11, since);
    expect(last.version).toBe(11);
    await new Promise((r) => setTimeout(r, 300));
    const published = client.notifications.slice(since).filter((m) => m.method === "textDocument/publishDiagnostics" && (m.params as { uri: string }).uri === uri);
    expect(published).toHaveLength(1);
    // The text is now "target Sumonxxxxxxxxxx": one unknown target, 12 + 10 characters from 19.
    expect((published[0]!.params as { diagnostics: { range: LspRange }[] }).diagnostics[0]!.range.end).toEqual({ line: 7, character: 41 });
  });

  it("hovers a sentence's keyword: what the sentence does, what the line does, with rules", async () => {
    const uri = uriOf("hover.card");
    client.open(uri, BULLSEYE.replace("Sumon", "Summon"));
    await client.diagnostics(uri, 1);
    // "Deal" at line 7, characters 2-6.
    const hover = await client.request<{ contents: { value: string }; range: LspRange }>("textDocument/hover", { textDocument: { uri }, position: { line: 7, character: 3 } });
    expect(hover.range).toEqual({ start: { line: 7, character: 2 }, end: { line: 7, character: 6 } });
    const text = hover.contents.value;
    expect(text).toContain("Deal N damage to X."); // LANGUAGE.md section 3
    expect(text).toContain("210"); // damage (210)
    expect(text).toContain("206.2b"); // an imperative sentence on a non permanent card: an effect on resolution
    expect(text).toContain("Ability 1 of Bullseye");
    expect(text).toContain("Deal 2 damage to target Summon."); // the ability's own text, as explain prints it
    // The `With extra M2:` line belongs to ability 1 too (207.2).
    const extra = await client.request<{ contents: { value: string } }>("textDocument/hover", { textDocument: { uri }, position: { line: 8, character: 30 } });
    expect(extra.contents.value).toContain("Ability 1 of Bullseye");
    expect(extra.contents.value).toContain("207.2");
  });

  it("hovers vocabulary: an energy amount, a card type, a crew, a field label", async () => {
    const uri = uriOf("hover.card");
    const at = (line: number, character: number) =>
      client.request<{ contents: { value: string }; range: LspRange } | null>("textDocument/hover", { textDocument: { uri }, position: { line, character } });
    // `cost: M1 C1`: M1 at characters 6-8 is one Mystic energy (204.2).
    const m1 = await at(1, 7);
    expect(m1!.contents.value).toContain("1 Mystic energy");
    expect(m1!.range).toEqual({ start: { line: 1, character: 6 }, end: { line: 1, character: 8 } });
    // C1: colorless, payable with any type (204.1c).
    expect((await at(1, 10))!.contents.value).toContain("204.1c");
    // `type: Effect Card`: card type, 401.1.
    const type = await at(2, 9);
    expect(type!.contents.value).toContain("Effect Card");
    expect(type!.contents.value).toContain("401.1");
    // `crew: Marksman` (304.2c).
    expect((await at(3, 8))!.contents.value).toContain("304.2c");
    // The `restriction:` label (304.3).
    expect((await at(4, 2))!.contents.value).toContain("304.3");
    // Nothing to say about a blank spot.
    expect(await at(9, 0)).toBeNull();
  });

  it("completes field labels at a line start and sentences inside text:", async () => {
    const uri = uriOf("complete.card");
    client.open(uri, "card New One\n\ntext:\n  \n");
    await client.diagnostics(uri, 1);
    type Item = { label: string; textEdit?: TextEdit };
    const fields = await client.request<Item[]>("textDocument/completion", { textDocument: { uri }, position: { line: 1, character: 0 } });
    const labels = fields.map((i) => i.label);
    expect(labels).toContain("cost:");
    expect(labels).toContain("type:");
    expect(labels).toContain("movement energy:");
    expect(labels).toContain("non permanent");
    expect(labels).not.toContain("Deal N damage to X."); // not in a text block
    const sentences = await client.request<Item[]>("textDocument/completion", { textDocument: { uri }, position: { line: 3, character: 2 } });
    expect(sentences.map((i) => i.label)).toContain("Deal N damage to X.");
    expect(sentences.map((i) => i.label)).toContain("cost:"); // a field line ends the text block
    // Typing prose, a space opens the list only where a noun is expected (after `target`).
    const prose = uriOf("complete-prose.card");
    client.open(prose, "card New Prose\ntext:\n  Deal 2 damage to target \n");
    await client.diagnostics(prose, 1);
    const trigger = { triggerKind: 2, triggerCharacter: " " };
    expect(await client.request("textDocument/completion", { textDocument: { uri: prose }, position: { line: 2, character: 7 }, context: trigger })).toEqual([]);
    const nouns = await client.request<Item[]>("textDocument/completion", { textDocument: { uri: prose }, position: { line: 2, character: 26 }, context: trigger });
    expect(nouns.map((i) => i.label)).toEqual(expect.arrayContaining(["Summon", "Non Life Base Summon", "Dragon", "player"]));
  });

  it("completes the values of type: from the card types", async () => {
    const uri = uriOf("complete-type.card");
    client.open(uri, "card New Two\ntype: Sum\n");
    await client.diagnostics(uri, 1);
    const items = await client.request<{ label: string }[]>("textDocument/completion", { textDocument: { uri }, position: { line: 1, character: 9 } });
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(["Summon Card", "Life Base Card", "Summon Effect Card", "Class Specific Effect Card (Dragon)"]));
  });

  it("completes card names in a deck file from the workspace's card files", async () => {
    const uri = uriOf("mine.deck");
    client.open(uri, "name: Mine\n2 x Tide Sh\n", "orrery-deck");
    const items = await client.request<{ label: string; textEdit: TextEdit }[]>("textDocument/completion", { textDocument: { uri }, position: { line: 1, character: 11 } });
    const tide = items.find((i) => i.label === "Tide Shard");
    expect(tide).toBeDefined();
    // The name starts after "2 x " (character 4); the edit replaces what was typed of it.
    expect(tide!.textEdit).toEqual({ range: { start: { line: 1, character: 4 }, end: { line: 1, character: 11 } }, newText: "Tide Shard" });
    expect(items.map((i) => i.label)).toContain("Starfall");
  });

  it("goes from a card name in a deck, and in a scenario, to its card line", async () => {
    const crystals = readFileSync(join(REPO, "cards/starter-crystals.card"), "utf8").split("\n");
    const tideLine = crystals.indexOf("card Tide Shard");
    expect(tideLine).toBeGreaterThanOrEqual(0);
    const deckPath = join(REPO, "cards/decks/ember-court.deck");
    const deckText = readFileSync(deckPath, "utf8");
    const deckUri = pathToFileURL(deckPath).href;
    client.open(deckUri, deckText, "orrery-deck");
    const line = deckText.split("\n").indexOf("8 x Tide Shard");
    const defs = await client.request<{ uri: string; range: LspRange }[]>("textDocument/definition", { textDocument: { uri: deckUri }, position: { line, character: 8 } });
    expect(defs).toEqual([{ uri: pathToFileURL(join(REPO, "cards/starter-crystals.card")).href, range: { start: { line: tideLine, character: 5 }, end: { line: tideLine, character: 15 } } }]);

    const effects = readFileSync(join(REPO, "cards/starter-effects.card"), "utf8").split("\n");
    const starfallLine = effects.indexOf("card Starfall");
    const scenarioPath = join(REPO, "test/scenarios/cards/card-ash-reaver.scenario.yaml");
    const scenarioText = readFileSync(scenarioPath, "utf8");
    const scenarioUri = pathToFileURL(scenarioPath).href;
    client.open(scenarioUri, scenarioText, "yaml");
    const lines = scenarioText.split("\n");
    const handLine = lines.findIndex((l) => l.trim() === "hand: [Starfall]");
    const character = lines[handLine]!.indexOf("Starfall") + 3;
    const toStarfall = await client.request<{ uri: string; range: LspRange }[]>("textDocument/definition", { textDocument: { uri: scenarioUri }, position: { line: handLine, character } });
    expect(toStarfall).toEqual([
      { uri: pathToFileURL(join(REPO, "cards/starter-effects.card")).href, range: { start: { line: starfallLine, character: 5 }, end: { line: starfallLine, character: 13 } } },
    ]);
    // `targets: [bob/Ash Reaver]`: the name after the owner.
    const targetsLine = lines.findIndex((l) => l.includes("targets: [bob/Ash Reaver]"));
    const toReaver = await client.request<{ uri: string }[]>("textDocument/definition", {
      textDocument: { uri: scenarioUri },
      position: { line: targetsLine, character: lines[targetsLine]!.indexOf("Ash Reaver") + 1 },
    });
    expect(toReaver.map((l) => l.uri)).toEqual([pathToFileURL(join(REPO, "cards/starter-summons.card")).href]);
  });

  it("formats a badly laid out card into fmt's canonical text, and refuses a file with errors", async () => {
    const sloppy = ["card   Sloppy Work  ", "type:   Effect Card", "COST:  M1    C1", "non permanent", "text:", "        Deal 2 damage   to target Summon.", "restriction: 3", ""].join("\n");
    const uri = uriOf("sloppy.card");
    client.open(uri, sloppy);
    await client.diagnostics(uri, 1);
    const edits = await client.request<TextEdit[]>("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    const formatted = applyEdits(sloppy, edits);
    // LANGUAGE.md section 5: fields in the order of section 1, labels lower case, one space after
    // the colon, two spaces under text:, runs of spaces made one.
    expect(formatted).toBe(["card Sloppy Work", "cost: M1 C1", "type: Effect Card", "restriction: 3", "non permanent", "text:", "  Deal 2 damage to target Summon.", ""].join("\n"));
    // The same as `orrery fmt` makes of the same file.
    const file = join(tmp, "sloppy-fmt.card");
    writeFileSync(file, sloppy);
    const fmt = spawnSync(process.execPath, [BIN, "fmt", file], { cwd: REPO, encoding: "utf8" });
    expect(fmt.status).toBe(0);
    expect(formatted).toBe(readFileSync(file, "utf8"));
    // An already canonical file needs no edit.
    const again = uriOf("canonical.card");
    client.open(again, formatted);
    await client.diagnostics(again, 1);
    expect(await client.request("textDocument/formatting", { textDocument: { uri: again }, options: { tabSize: 2, insertSpaces: true } })).toEqual([]);
    // A file with an error is not formatted (fmt refuses it too).
    const broken = uriOf("broken.card");
    client.open(broken, BULLSEYE);
    await client.diagnostics(broken, 1);
    expect(await client.request("textDocument/formatting", { textDocument: { uri: broken }, options: { tabSize: 2, insertSpaces: true } })).toEqual([]);
  });

  it("offers a quick fix for a misspelt keyword that replaces the word", async () => {
    const uri = uriOf("typo.card");
    // Line 5, `  Deal 2 damag to target Summon.`: "damag" is characters 9-14 ("  Deal 2 " is 9).
    const text = ["card Typo", "cost: M1", "type: Effect Card", "non permanent", "text:", "  Deal 2 damag to target Summon.", ""].join("\n");
    client.open(uri, text);
    const diags = await client.diagnostics(uri, 1);
    expect(diags.diagnostics.map((d) => [d.code, d.range])).toEqual([["E1003", { start: { line: 5, character: 9 }, end: { line: 5, character: 14 } }]]);
    const actions = await client.request<{ title: string; kind: string; edit: { changes: Record<string, TextEdit[]> } }[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: { start: { line: 5, character: 10 }, end: { line: 5, character: 10 } },
      context: { diagnostics: diags.diagnostics },
    });
    expect(actions).toHaveLength(1);
    expect(actions[0]!.kind).toBe("quickfix");
    expect(actions[0]!.edit.changes[uri]).toEqual([{ range: { start: { line: 5, character: 9 }, end: { line: 5, character: 14 } }, newText: "damage" }]);
    // Applied, the card checks clean.
    const fixed = applyEdits(text, actions[0]!.edit.changes[uri]!);
    expect(fixed).toContain("  Deal 2 damage to target Summon.");
    const since = client.notifications.length;
    client.notify("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [{ text: fixed }] });
    expect((await client.diagnostics(uri, 2, since)).diagnostics).toEqual([]);
  });

  it("never crashes: random text, a huge line, positions past the end", async () => {
    const uri = uriOf("fuzz.card");
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const alphabet = "card cost: type: text: Deal 2 damage to target Summon.\n[]()☉#:,.M1 Q9 \t\r\n\u0000é😀‮";
    const random = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join("");
    client.open(uri, random(2000));
    await client.diagnostics(uri, 1);
    for (let v = 2; v <= 6; v++) {
      const text = v === 4 ? `card Huge\ntext:\n  ${"Deal 2 damage to target Summon. ".repeat(40_000)}\n` : random(3000);
      client.notify("textDocument/didChange", { textDocument: { uri, version: v }, contentChanges: [{ text }] });
      for (const [line, character] of [
        [0, 0],
        [1, 3],
        [2, 100_000],
        [500, 2],
      ]) {
        await client.request("textDocument/hover", { textDocument: { uri }, position: { line, character } });
        await client.request("textDocument/completion", { textDocument: { uri }, position: { line, character } });
        await client.request("textDocument/codeAction", { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line, character } }, context: { diagnostics: [] } });
      }
      await client.request("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    }
    // A request about a document it was never sent.
    expect(await client.request("textDocument/hover", { textDocument: { uri: uriOf("never-opened.card") }, position: { line: 0, character: 0 } })).toBeNull();
    // Still alive, still answering.
    const last = await client.diagnostics(uri, 6);
    expect(last.version).toBe(6);
    expect(client.proc.exitCode).toBeNull();
  });
});
