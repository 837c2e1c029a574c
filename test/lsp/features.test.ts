// The language server's answers, in process (no stdio): quick fixes for each kind of did-you-mean,
// hover on every line of the corpus, completion contexts, card names in decks and scenarios, and
// the sentence snippets, which must read as card text when their defaults are kept.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { TextDocument } from "vscode-languageserver-textdocument";
import { describe, expect, it } from "vitest";
import { analyzeCardText, cardAtLine } from "../../apps/lsp/analysis.ts";
import { cardNamesIn } from "../../apps/lsp/card-index.ts";
import { cardCompletions, deckCompletions, inTextBlock, scenarioCompletions } from "../../apps/lsp/completion.ts";
import { FIELD_DOCS, SENTENCES } from "../../apps/lsp/docs.ts";
import { cardHover } from "../../apps/lsp/hover.ts";
import { didYouMeanFix } from "../../apps/lsp/quickfix.ts";
import { deckNameStart, nameAt, scenarioNameStart } from "../../apps/lsp/references.ts";
import { toRange } from "../../apps/lsp/positions.ts";
import { documentKind } from "../../apps/lsp/server.ts";
import { parseCardFile } from "../../grammar/index.ts";
import { KEYWORD_WORDS } from "../../grammar/tokens.ts";
import { FIELDS } from "../../grammar/vocabulary.ts";
import { specPath, specText } from "../spec.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const CORPUS = [
  ...readdirSync(join(REPO, "cards")).filter((f) => f.endsWith(".card")).map((f) => join(REPO, "cards", f)),
  specPath("cards/core.card"),
].filter((f) => {
  try {
    readFileSync(f);
    return true;
  } catch {
    return false;
  }
});

/** Applies the quick fix of each did-you-mean diagnostic of a text; the diagnostics' codes too. */
function fixes(text: string): { code: string; title: string; after: string }[] {
  const a = analyzeCardText(text, "t.card");
  return a.diagnostics.flatMap((d) => {
    const f = didYouMeanFix(text, a.lines, d);
    if (!f) return [];
    return [{ code: d.code, title: f.title, after: text.slice(0, f.start) + f.newText + text.slice(f.end) }];
  });
}

const card = (...lines: string[]) => ["card Typo", "cost: M1", "type: Effect Card", "non permanent", "text:", ...lines.map((l) => `  ${l}`), ""].join("\n");

describe("quick fixes for did-you-mean", () => {
  it.each([
    ["a misspelt keyword (E1003)", card("Deal 2 damag to target Summon."), "E1003", "Deal 2 damage to target Summon."],
    ["a misspelt first word (E1003)", card("Dael 2 damage to target Summon."), "E1003", "Deal 2 damage to target Summon."],
    ["an unknown target (E1004), keeping the capital of `Target`", card("Target opponnet discards 1 card."), "E1004", "Target opponent discards 1 card."],
    ["an unknown controller (E1004) keeps `controls`", card("Deal 1 damage to target Summon an opponet controls."), "E1004", "Deal 1 damage to target Summon an opponent controls."],
    ["an unknown stat (E1007)", card("Target Summon gets Atack Power +2 until end of turn."), "E1007", "Target Summon gets Attack Power +2 until end of turn."],
    ["an unknown counter kind", card("Put 2 activaton counters on target Summon."), "E1003", "Put 2 activation counters on target Summon."],
  ])("%s", (_what, text, code, fixedLine) => {
    const found = fixes(text);
    expect(found.map((f) => f.code)).toContain(code);
    const fix = found.find((f) => f.code === code)!;
    expect(fix.after.split("\n")[5]).toBe(`  ${fixedLine}`);
    // The fixed line has no error of that code left.
    expect(analyzeCardText(fix.after, "t.card").diagnostics.filter((d) => d.code === code && d.line === 6)).toEqual([]);
  });

  it("fixes a misspelt field label (E1009), a card type (E1008) and a phase (E1006)", () => {
    const text = ["card Typo", "costt: M1", "type: Efect Card", "permanent", "text:", "  At the beginning of your Draw Phse, draw 1 card.", ""].join("\n");
    const found = fixes(text);
    expect(found.find((f) => f.code === "E1009")!.after.split("\n")[1]).toBe("cost: M1");
    expect(found.find((f) => f.code === "E1008")!.after.split("\n")[2]).toBe("type: Effect Card");
    expect(found.find((f) => f.code === "E1006")!.after.split("\n")[5]).toBe("  At the beginning of your Draw Phase, draw 1 card.");
    // All three applied one after the other: a card without errors.
    let fixed = text;
    for (;;) {
      const next = fixes(fixed)[0];
      if (!next) break;
      fixed = next.after;
    }
    expect(analyzeCardText(fixed, "t.card").diagnostics).toEqual([]);
  });

  it("gives no fix where there is no suggestion", () => {
    expect(fixes(card("Frobnicate the widget."))).toEqual([]);
  });
});

describe("hover on the corpus", () => {
  it("explains every ability line of every built card and never throws on any position", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(5);
    let explained = 0;
    for (const file of CORPUS) {
      const text = readFileSync(file, "utf8");
      const a = analyzeCardText(text, file);
      for (const info of a.cards) {
        if (!info.ir) continue;
        info.ir.abilityLines.forEach((lines, i) => {
          for (const line of lines) {
            const src = text.split("\n")[line - 1]!;
            const col = src.search(/\S/) + 1;
            const h = cardHover(a, a.lines.offset(line, col));
            expect(h?.markdown, `${file}:${line}`).toContain(`Ability ${i + 1} of ${info.card.name}`);
            explained++;
          }
        });
      }
      // Every column of the first 200 lines: no throw.
      for (let line = 1; line <= Math.min(200, a.lines.starts.length); line++) {
        for (let col = 1; col <= 60; col += 3) cardHover(a, a.lines.offset(line, col));
      }
    }
    expect(explained).toBeGreaterThan(80);
  });

  it("says what a card is on its card line, and what a field or a word is", () => {
    const text = readFileSync(join(REPO, "cards/starter-summons.card"), "utf8");
    const a = analyzeCardText(text, "s.card");
    const lines = text.split("\n");
    const at = (needle: string, word: string) => {
      const l = lines.findIndex((x) => x.includes(needle));
      return cardHover(a, a.lines.offset(l + 1, lines[l]!.indexOf(word) + 2))!.markdown;
    };
    const citadel = at("card Drifting Citadel", "Drifting");
    expect(citadel).toContain("Life Base Card");
    expect(citadel).toContain("402.10"); // its stats
    expect(at("movement energy: B2 C1", "movement")).toContain("204.5");
    expect(at("movement energy: B2 C1", "B2")).toContain("2 Boost energy");
    expect(at("stats: attack 1, defense 9", "defense")).toContain("402.10b");
  });
});

describe("completion", () => {
  const lines = (text: string) => {
    const ls = text.split("\n");
    return (n: number) => ls[n];
  };

  it("knows a text block from the fields around it", () => {
    const of = lines("card A\ncost: M1\ntext:\n  Draw 1 card.\n\nflavor: x\n");
    expect([0, 1, 2, 3, 4, 5].map((n) => inTextBlock(of, n))).toEqual([false, false, false, true, true, false]);
  });

  it("offers each field's values: energy after cost:, classes after class:, stats as a snippet", () => {
    const of = lines("card A\ncost: \nclass: Dr\nstats: \nrestriction: ");
    expect(cardCompletions(of, 1, 6).map((i) => i.label)).toEqual(["M1", "B1", "C1", "R1", "none"]);
    expect(cardCompletions(of, 2, 9).map((i) => i.label)).toContain("Dragon");
    expect(cardCompletions(of, 3, 7)[0]!.textEdit).toMatchObject({ newText: "attack ${1:1}, defense ${2:1}, speed ${3:1}, range ${4:1}" });
    expect(cardCompletions(of, 4, 13).map((i) => i.label)).toContain("∞");
  });

  it("offers vocabulary in an ability line, a several-word phrase replacing all that was typed of it", () => {
    const of = lines("card A\ntext:\n  Target Summon gets Attack Po");
    const items = cardCompletions(of, 2, 30);
    const power = items.find((i) => i.label === "Attack Power")!;
    // "Attack Po" starts at character 21.
    expect(power.textEdit).toEqual({ range: { start: { line: 2, character: 21 }, end: { line: 2, character: 30 } }, newText: "Attack Power" });
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(["Draw Phase", "Non Life Base Summon", "Dragon", "deal", "whenever"]));
  });

  it("every field label has a doc, and every sentence starts with one of the grammar's keywords", () => {
    for (const f of FIELDS) expect(FIELD_DOCS[f.label], f.label).toBeDefined();
    for (const s of SENTENCES) {
      expect(KEYWORD_WORDS, s.label).toContain(s.starts);
      expect(s.snippet.replace(/\$\{\d+[:|]([^}|,]*)[^}]*\}/g, "$1").split(/\s/)[0]!.toLowerCase().replace(/\.$/, "")).toBe(s.starts);
    }
  });

  it("every sentence snippet, its defaults kept, is card text the grammar reads", () => {
    for (const s of SENTENCES) {
      const line = s.snippet.replace(/\$\{\d+[:|]([^}|,]*)[^}]*\}/g, "$1");
      const lines = s.starts === "or" ? ["Draw 1 card.", "or", "Draw 2 cards."] : s.starts === "with" || s.starts === "for" ? ["Deal 1 damage to target Summon.", line] : [line];
      const text = ["card Snippet", "cost: M1", s.starts === "produces" ? "type: Energy Crystal Card" : "type: Effect Card", s.permanent ? "permanent" : "non permanent", "text:", ...lines.map((l) => `  ${l}`), ""].join("\n");
      expect(parseCardFile(text, "s.card").diagnostics, `${s.label}: ${line}`).toEqual([]);
    }
  });

  it("offers card names after a deck line's count, and in a scenario's values", () => {
    const names = ["Tide Shard", "Starfall", "Ash Reaver"];
    expect(deckNameStart("12 x Tide")).toBe(5);
    expect(deckNameStart("Tide")).toBeUndefined();
    expect(deckCompletions("3 x St", 4, 6, names).map((i) => i.textEdit)).toContainEqual({ range: { start: { line: 4, character: 4 }, end: { line: 4, character: 6 } }, newText: "Starfall" });
    // At a deck line's start: the fields, and names with a count.
    expect(deckCompletions("St", 2, 2, names).map((i) => i.label)).toEqual(["name:", "side deck:", ...names]);
    expect(deckCompletions("St", 2, 2, names).find((i) => i.label === "Starfall")!.textEdit!.newText).toBe("1 x Starfall");
    expect(scenarioNameStart("    hand: [Starfall, Ti")).toBe(21);
    expect(scenarioNameStart("  - { player: alice, cast: Sta")).toBe(27);
    expect(scenarioNameStart("    deck: 5 x Ti")).toBe(14);
    expect(scenarioNameStart("  - { player: alice, cast: Starfall, targets: [bob/Ash")).toBe(51);
    expect(scenarioNameStart("    - Tide")).toBe(6);
    expect(scenarioNameStart("scenario: a title")).toBeUndefined();
    expect(scenarioNameStart("  - { player: ali")).toBeUndefined();
    expect(scenarioCompletions("    hand: [St", 3, 13, names).map((i) => i.label)).toEqual(names);
  });
});

describe("card names in decks and scenarios", () => {
  it("finds the longest known name at the cursor, whole words only, any case", () => {
    const names = ["Tide", "Tide Shard", "Ash Reaver"];
    expect(nameAt("8 x Tide Shard", 6, names)).toEqual({ name: "Tide Shard", start: 4, end: 14 });
    expect(nameAt("  targets: [bob/Ash Reaver]", 20, names)).toEqual({ name: "Ash Reaver", start: 16, end: 26 });
    expect(nameAt("activate: Tide Shard#2", 12, names)?.name).toBe("Tide Shard");
    expect(nameAt("8 x tide shard", 6, names)?.name).toBe("Tide Shard");
    expect(nameAt("8 x Tide Shards", 6, ["Tide Shard"])).toBeUndefined();
    expect(nameAt("8 x Tide Shard", 1, names)).toBeUndefined();
  });

  it("reads `card NAME` lines as the lexer does: trimmed, up to a comment, any line ending", () => {
    expect(cardNamesIn("# set\r\ncard  Tide Shard  # a crystal\r\ncost: M1\rcard 7 Shooter\ncardboard: no\n", "u")).toEqual([
      { name: "Tide Shard", uri: "u", line: 1, start: 6, end: 16 },
      { name: "7 Shooter", uri: "u", line: 3, start: 5, end: 14 },
    ]);
  });

  it("tells documents apart by language and extension", () => {
    expect(documentKind("file:///a/x.card", "plaintext")).toBe("card");
    expect(documentKind("untitled:Untitled-1", "orrery")).toBe("card");
    expect(documentKind("file:///a/x.deck", "plaintext")).toBe("deck");
    expect(documentKind("file:///a/x.scenario.yaml", "yaml")).toBe("scenario");
    expect(documentKind("file:///a/x.ts", "typescript")).toBe("other");
  });
});

describe("analysis", () => {
  it("reports what `orrery check` reports and builds only cards without errors", () => {
    const text = specText("cards/invalid.card");
    const a = analyzeCardText(text, "invalid.card");
    // Each card of invalid.card is wrong on purpose: none is built, each has an error inside it.
    expect(a.cards.length).toBe(8);
    for (const info of a.cards) {
      expect(info.ir, info.card.name).toBeNull();
      expect(a.diagnostics.some((d) => d.severity === "error" && cardAtLine(a, d.line) === info), info.card.name).toBe(true);
    }
  });
});

describe("positions", () => {
  it("maps the grammar's 1-based lines and columns to the editor's, whatever the line endings", () => {
    // Line 8 (1-based) is `  Deal 2 damage to target Sumon.`; "target Sumon" is columns 20-32.
    for (const eol of ["\n", "\r\n"]) {
      const text = ["card Bullseye", "cost: M1 C1", "type: Effect Card", "crew: Marksman", "restriction: 3", "non permanent", "text:", "  Deal 2 damage to target Sumon.", ""].join(eol);
      const a = analyzeCardText(text, "b.card");
      const d = a.diagnostics.find((x) => x.code === "E1004")!;
      expect([d.line, d.column, d.endColumn]).toEqual([8, 20, 32]);
      const doc = TextDocument.create("file:///b.card", "orrery", 1, text);
      expect(toRange(doc, a.lines, d)).toEqual({ start: { line: 7, character: 19 }, end: { line: 7, character: 31 } });
    }
  });
});

describe("fuzzing", () => {
  const pieces = ["card X", "card ", "cost: M1", "type: Effect Card", "type: Summon Card", "permanent", "text:", "  Deal 2 damag to target Sumon.", "  [☉: Draw 1 card.]", "  or", "  With extra M2: deal 2 more damage to that Summon.", "# comment", "costt: Q3", "", "\u0000", "é😀\u202e", "  Target opponnet discards 1 crads."];
  const text = fc.oneof(fc.string({ maxLength: 300 }), fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((l) => l.join("\n")), fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((l) => l.join("\r\n")));

  it("hover, completion and quick fixes answer any text at any position without throwing", () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (t, p, q) => {
        const a = analyzeCardText(t, "f.card");
        const offset = t.length === 0 ? 0 : p % (t.length + 1);
        cardHover(a, offset);
        const ls = t.split(/\r\n|\n|\r/);
        const line = q % ls.length;
        cardCompletions((n) => ls[n], line, p % (ls[line]!.length + 1));
        for (const d of a.diagnostics) {
          const f = didYouMeanFix(t, a.lines, d);
          if (f) expect(f.start).toBeLessThanOrEqual(f.end);
        }
        deckCompletions(ls[line]!, line, p % (ls[line]!.length + 1), ["Tide Shard"]);
        scenarioCompletions(ls[line]!, line, p % (ls[line]!.length + 1), ["Tide Shard"]);
        nameAt(ls[line]!, p % (ls[line]!.length + 1), ["Tide Shard", "X"]);
      }),
      { numRuns: 300, seed: 16 },
    );
  });
});
