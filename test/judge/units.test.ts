// The judge's small parts: the look-alike skeleton, the deck rule, the shift's interval, escaping,
// and the submission reader's refusals (links, FIFOs, sizes).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deckWith, shiftCI } from "../../apps/judge/balance.ts";
import { findLookAlikes, skeleton } from "../../apps/judge/confusables.ts";
import { esc, cardSvg } from "../../apps/judge/html.ts";
import { readSubmission } from "../../apps/judge/submission.ts";
import { listDecks, loadLibrary, DEFAULT_CARDS_DIR } from "../../apps/decks/load.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";

describe("look-alike names", () => {
  it("reads Cyrillic, digits, marks and spacing alike", () => {
    expect(skeleton("Ember Lance")).toBe(skeleton("Еmber Lаnce")); // Cyrillic Е and а
    expect(skeleton("Comet Drake")).toBe(skeleton("C0met  Drake"));
    expect(skeleton("Corn")).toBe(skeleton("Com"));
    expect(skeleton("Café")).toBe(skeleton("Cafe\u0301"));
    expect(skeleton("Bolt\u202e")).toBe(skeleton("Bolt"));
    expect(skeleton("Ember Lance")).not.toBe(skeleton("Ember Lens"));
  });
  it("flags pairs across entries, never within one, and the reference set is never flagged", () => {
    const found = findLookAlikes([
      { entry: "", name: "Comet Drake" },
      { entry: "a", name: "C0met Drake" },
      { entry: "b", name: "Comet Drake" },
      { entry: "b", name: "Cornet Drake" },
    ]);
    expect(found.map((f) => `${f.entry}:${f.name}~${f.other.entry}:${f.other.name}:${f.kind}`)).toEqual([
      "a:C0met Drake~:Comet Drake:look-alike",
      "a:C0met Drake~b:Comet Drake:look-alike",
      "a:C0met Drake~b:Cornet Drake:look-alike",
      "b:Comet Drake~:Comet Drake:same name",
      "b:Comet Drake~a:C0met Drake:look-alike",
      "b:Cornet Drake~:Comet Drake:look-alike",
      "b:Cornet Drake~a:C0met Drake:look-alike",
    ]);
  });
});

describe("the deck rule", async () => {
  const { library } = await loadLibrary(DEFAULT_CARDS_DIR);
  const { decks } = listDecks(join(DEFAULT_CARDS_DIR, "decks"));
  const deck = decks.find((d) => d.name === "Ember Court")!;
  const base = { cost: { M: 1 }, permanent: false, abilities: [] };
  it("replaces the cheapest Summon or Effect cards, keeping the deck's size", () => {
    const card: CardDefinition = { ...base, name: "New", type: "Effect Card", restriction: 3 };
    const c = deckWith(deck, card, { ...library, New: card });
    expect(c.copies).toBe(3);
    expect(c.cards.filter((n) => n === "New")).toHaveLength(3);
    expect(c.cards.length).toBe(deck.entries.reduce((n, e) => n + (e.side ? 0 : e.count), 0));
    const cost = (n: string) => Object.values(library[n]!.cost).reduce((a, b) => a + b, 0);
    const cheapest = Math.min(...deck.entries.map((e) => e.card).filter((n) => !/Life Base|Energy Crystal/.test(library[n]!.type)).map(cost));
    for (const r of c.replaced) expect(cost(r.card)).toBe(cheapest);
  });
  it("gives an unlimited card 4 copies, and a Life Base Card replaces the Life Base", () => {
    const many: CardDefinition = { ...base, name: "Many", type: "Effect Card", restriction: null };
    expect(deckWith(deck, many, { ...library, Many: many }).copies).toBe(4);
    const lb: CardDefinition = { ...base, name: "Keep", type: "Life Base Card", restriction: 1 };
    const c = deckWith(deck, lb, { ...library, Keep: lb });
    expect(c.replaced).toEqual([{ card: "Ember Spire", copies: 1 }]);
    expect(c.cards.filter((n) => library[n]?.type === "Life Base Card")).toEqual([]);
  });
});

describe("the shift's interval", () => {
  it("is Newcombe's hybrid score interval around the difference", () => {
    const r = (wins: number, games: number, ci95: [number, number]) => ({ wins, games, rate: wins / games, ci95 });
    // Newcombe (1998), example (a): 56/70 vs 48/80 gives 0.0524 to 0.3339.
    const s = shiftCI(r(56, 70, [0.6917, 0.8772]), r(48, 80, [0.4905, 0.7002]));
    expect(s.shift).toBeCloseTo(0.2, 6);
    expect(s.ci95[0]).toBeCloseTo(0.0524, 3);
    expect(s.ci95[1]).toBeCloseTo(0.3339, 3);
  });
});

describe("escaping", () => {
  it("turns markup into text in HTML and in the card picture", () => {
    expect(esc(`</svg><script>"x"&'y'`)).toBe("&lt;/svg&gt;&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;");
    const svg = cardSvg({ name: "</svg><script>alert(1)</script>", cost: {}, type: "Effect Card", restriction: 1, permanent: false, abilities: [], flavor: "<b>x</b>" });
    expect(svg).not.toMatch(/<script|<b>/);
    expect(svg.match(/<svg /g)).toHaveLength(1);
  });
});

describe("reading a submission", () => {
  it("refuses links and non-regular files, bounds sizes, and names only paths inside", () => {
    const dir = mkdtempSync(join(tmpdir(), "orrery-judge-sub-"));
    try {
      writeFileSync(join(dir, "ok.card"), "card A\n");
      symlinkSync("/etc/passwd", join(dir, "link.card"));
      symlinkSync("/nonexistent/secret.card", join(dir, "dangling.card"));
      spawnSync("mkfifo", [join(dir, "pipe.card")]);
      writeFileSync(join(dir, "big.card"), "x".repeat(70_000));
      mkdirSync(join(dir, "sub"));
      writeFileSync(join(dir, "sub/s.scenario.yaml"), "scenario: s\n");
      writeFileSync(join(dir, "notes.txt"), "ignored");
      const s = readSubmission(dir, dir);
      if ("error" in s) throw new Error(s.error);
      expect(s.files.map((f) => `${f.kind}:${f.path}`)).toEqual(["card:ok.card", "scenario:sub/s.scenario.yaml"]);
      expect(s.problems.map((p) => `${p.code} ${p.message}`)).toEqual([
        "J001 big.card is 70000 bytes; a file of an entry is at most 65536 bytes",
        "J002 dangling.card is a symbolic link; links are not followed",
        "J002 link.card is a symbolic link; links are not followed",
        "J003 pipe.card is not a regular file",
      ]);
      expect(JSON.stringify(s.problems)).not.toContain(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
