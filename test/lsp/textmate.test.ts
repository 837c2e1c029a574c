// The generated TextMate grammar, loaded as VS Code loads it (vscode-textmate on the Oniguruma
// wasm): every line of the corpus tokenizes, and sample lines get the scopes their words call for.
// The committed grammar must be what the tables make today (`npm run editors:grammar`).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as oniguruma from "vscode-oniguruma";
import * as vsctm from "vscode-textmate";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedEditorFiles, keywordSpellings } from "../../apps/lsp/textmate.ts";
import { specPath } from "../spec.ts";

const require = createRequire(import.meta.url);
const REPO = fileURLToPath(new URL("../../", import.meta.url));
const EDITOR = join(REPO, "editors/vscode");
const SPEC_CARDS = specPath("cards");

let card: vsctm.IGrammar;
let deck: vsctm.IGrammar;

beforeAll(async () => {
  const wasm = readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer);
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName: string) => {
      const file = { "source.orrery": "orrery.tmLanguage.json", "source.orrery-deck": "orrery-deck.tmLanguage.json" }[scopeName];
      if (!file) return null;
      const path = join(EDITOR, "syntaxes", file);
      return vsctm.parseRawGrammar(readFileSync(path, "utf8"), path);
    },
  });
  card = (await registry.loadGrammar("source.orrery"))!;
  deck = (await registry.loadGrammar("source.orrery-deck"))!;
});

/** Tokenizes a text line by line; each token as [text, innermost scope]. */
function tokenize(grammar: vsctm.IGrammar, text: string): [string, string][][] {
  let stack = vsctm.INITIAL;
  return text.split(/\r?\n/).map((line) => {
    const r = grammar.tokenizeLine(line, stack);
    stack = r.ruleStack;
    return r.tokens.map((t) => [line.slice(t.startIndex, t.endIndex), t.scopes.at(-1)!] as [string, string]);
  });
}

/** The innermost scope of the text `word` in `line` (its first token that is exactly it). */
function scopeOf(grammar: vsctm.IGrammar, line: string, word: string): string | undefined {
  return tokenize(grammar, line)[0]!.find(([t]) => t === word)?.[1];
}

describe("the committed editor files are generated from the tables", () => {
  it.each(Object.entries(generatedEditorFiles()))("editors/vscode/%s is current (npm run editors:grammar)", (path, text) => {
    expect(readFileSync(join(EDITOR, path), "utf8")).toBe(text);
  });

  it("finds every spelling the lexer reads as a keyword", () => {
    expect(keywordSpellings("can't").sort()).toEqual(["can't", "cannot", "can’t"]);
    expect(keywordSpellings("gets").sort()).toEqual(["get", "gets"]);
    expect(keywordSpellings("deal").sort()).toEqual(["deal", "deals"]); // `This Summon deals damage ...`
    expect(keywordSpellings("destroy")).toEqual(["destroy"]);
  });
});

describe("card files", () => {
  it("tokenizes every line of the corpus without throwing, every token inside source.orrery", () => {
    const files = [
      ...readdirSync(join(REPO, "cards"))
        .filter((f) => f.endsWith(".card"))
        .map((f) => join(REPO, "cards", f)),
      ...readdirSync(SPEC_CARDS)
        .filter((f) => f.endsWith(".card"))
        .map((f) => join(SPEC_CARDS, f)),
    ];
    expect(files.length).toBeGreaterThanOrEqual(5);
    let lines = 0;
    for (const f of files) {
      let stack = vsctm.INITIAL;
      for (const line of readFileSync(f, "utf8").split(/\r?\n/)) {
        const r = card.tokenizeLine(line, stack);
        stack = r.ruleStack;
        expect(r.tokens.every((t) => t.scopes[0] === "source.orrery")).toBe(true);
        // The tokens cover the line from start to end.
        if (line.length > 0) expect(r.tokens.at(-1)!.endIndex).toBeGreaterThanOrEqual(line.length);
        lines++;
      }
    }
    expect(lines).toBeGreaterThan(1000);
  });

  it("colours a card line: `card` and the name", () => {
    expect(scopeOf(card, "card Twin Meteors", "card")).toBe("keyword.other.card.orrery");
    expect(scopeOf(card, "card Twin Meteors", " Twin Meteors")).toBe("entity.name.type.card.orrery");
    expect(scopeOf(card, "card 7 Shooter # a name may start with a digit", " 7 Shooter ")).toBe("entity.name.type.card.orrery");
    expect(scopeOf(card, "card 7 Shooter # a name may start with a digit", "# a name may start with a digit")).toBe("comment.line.number-sign.orrery");
  });

  it("colours field labels and energy costs by type", () => {
    const line = "cost: M2 B1 C1";
    expect(scopeOf(card, line, "cost")).toBe("keyword.other.field.orrery");
    expect(scopeOf(card, line, "M2")).toBe("constant.other.energy.mystic.orrery");
    expect(scopeOf(card, line, "B1")).toBe("constant.other.energy.boost.orrery");
    expect(scopeOf(card, line, "C1")).toBe("constant.other.energy.colorless.orrery");
    expect(scopeOf(card, "movement energy: R2", "movement energy")).toBe("keyword.other.field.orrery");
    expect(scopeOf(card, "movement energy: R2", "R2")).toBe("constant.other.energy.robiumm.orrery");
    // Q is no energy type (E1005): marked as such.
    expect(scopeOf(card, "cost: Q3", "Q3")).toBe("invalid.illegal.energy.orrery");
  });

  it("colours card types, classes and the other fields' values", () => {
    expect(scopeOf(card, "type: Summon Effect Card", "Summon Effect Card")).toBe("support.type.card-type.orrery");
    expect(scopeOf(card, "type: Life Base Card", "Life Base Card")).toBe("support.type.card-type.orrery");
    expect(scopeOf(card, "type: Class Specific Effect Card (Dragon)", "Class Specific Effect Card")).toBe("support.type.card-type.orrery");
    expect(scopeOf(card, "type: Class Specific Effect Card (Dragon)", "Dragon")).toBe("support.class.orrery");
    expect(scopeOf(card, "class: Beast", "Beast")).toBe("support.class.orrery");
    expect(scopeOf(card, "element: Fire", "Fire")).toBe("support.constant.element.orrery");
    expect(scopeOf(card, "crew: Marksman", "Marksman")).toBe("support.constant.crew.orrery");
    expect(scopeOf(card, "non permanent", "non permanent")).toBe("storage.modifier.permanence.orrery");
    expect(scopeOf(card, "flavor: Deal 2 damage, in words only.", " Deal 2 damage, in words only.")).toBe("string.unquoted.flavor.orrery");
    expect(scopeOf(card, "collector: 1.1/045/089-U", " 1.1/045/089-U")).toBe("constant.other.collector.orrery");
    expect(scopeOf(card, "stats: attack 3, defense 4, speed 2, range 1", "attack")).toBe("variable.other.stat.orrery");
    expect(scopeOf(card, "stats: attack 3, defense 4, speed 2, range 1", "3")).toBe("constant.numeric.orrery");
  });

  it("colours the keywords, nouns, phases and stats of ability lines", () => {
    const line = "  Deal 2 damage to target Summon.";
    expect(scopeOf(card, line, "Deal")).toBe("keyword.other.orrery");
    expect(scopeOf(card, line, "damage")).toBe("keyword.other.orrery");
    expect(scopeOf(card, line, "target")).toBe("variable.language.orrery");
    expect(scopeOf(card, line, "Summon")).toBe("support.type.noun.orrery");
    expect(scopeOf(card, line, "2")).toBe("constant.numeric.orrery");
    const trigger = "  At the beginning of your Draw Phase, draw 1 card.";
    expect(scopeOf(card, trigger, "At")).toBe("keyword.control.orrery");
    expect(scopeOf(card, trigger, "Draw Phase")).toBe("support.constant.phase.orrery");
    expect(scopeOf(card, trigger, "draw")).toBe("keyword.other.orrery");
    expect(scopeOf(card, "  [M1: This Summon gets Attack Power +2.]", "Attack Power")).toBe("variable.other.stat.orrery");
    expect(scopeOf(card, "  [M1: This Summon gets Attack Power +2.]", "M1")).toBe("constant.other.energy.mystic.orrery");
    expect(scopeOf(card, "  ☉: Target Summon can't move this turn.", "☉")).toBe("keyword.operator.activate.orrery");
    expect(scopeOf(card, "  (A): Target Summon cannot move this turn.", "(A)")).toBe("keyword.operator.activate.orrery");
    expect(scopeOf(card, "  (A): Target Summon cannot move this turn.", "cannot")).toBe("keyword.other.orrery");
    expect(scopeOf(card, "  With extra M2: deal 2 more damage to that Summon.", "With")).toBe("keyword.control.orrery");
    expect(scopeOf(card, "  Put 2 time counters on target Summon.", "time counters")).toBe("support.constant.counter.orrery");
  });
});

describe("deck files", () => {
  it("colours the name, counts and card names, and every deck line tokenizes", () => {
    expect(scopeOf(deck, "name: Ember Court", " Ember Court")).toBe("entity.name.section.deck.orrery-deck");
    expect(scopeOf(deck, "12 x Tide Shard", "12")).toBe("constant.numeric.orrery-deck");
    expect(scopeOf(deck, "12 x Tide Shard", "Tide Shard")).toBe("entity.name.type.card.orrery-deck");
    expect(scopeOf(deck, "# Berserkers and Dragons", "# Berserkers and Dragons")).toBe("comment.line.number-sign.orrery-deck");
    for (const f of readdirSync(join(REPO, "cards/decks")).filter((f) => f.endsWith(".deck"))) {
      for (const line of tokenize(deck, readFileSync(join(REPO, "cards/decks", f), "utf8"))) expect(line.length).toBeGreaterThanOrEqual(0);
    }
  });
});
