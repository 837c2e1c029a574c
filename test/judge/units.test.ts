// The judge's small parts: the look-alike skeleton, the deck rule, the paired shift and its
// interval, the schedule of looks, escaping,
// and the submission reader's refusals (links, FIFOs, sizes).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deckWith, shiftOf, type GameLine } from "../../apps/judge/balance.ts";
import { deckCards } from "../../apps/decks/deck.ts";
import { lookSchedule, pairedShift, pairTable, pocock } from "../../apps/judge/paired.ts";
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
    const cheapest = Math.min(
      ...deck.entries
        .map((e) => e.card)
        .filter((n) => !/Life Base|Energy Crystal/.test(library[n]!.type))
        .map(cost),
    );
    for (const r of c.replaced) expect(cost(r.card)).toBe(cheapest);
  });
  it("puts each copy in the place of the copy it replaces, so a seed shuffles both decks alike", () => {
    const card: CardDefinition = { ...base, name: "New", type: "Effect Card", restriction: 3 };
    const c = deckWith(deck, card, { ...library, New: card });
    const before = deckCards(deck);
    expect(c.cards).toHaveLength(before.length);
    const changed = before.map((n, i) => (n === c.cards[i] ? null : i)).filter((i) => i !== null);
    // Exactly the three replaced places differ, each now holding the card, each once a replaced card.
    expect(changed).toHaveLength(3);
    for (const i of changed) {
      expect(c.cards[i!]).toBe("New");
      expect(c.replaced.map((r) => r.card)).toContain(before[i!]);
    }
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

describe("the paired shift", () => {
  const table = (cardOnly: number, baselineOnly: number, pairs: number) => ({ pairs, both: 0, cardOnly, baselineOnly, neither: pairs - cardOnly - baselineOnly });
  it("counts the twins' 2x2 table", () => {
    expect(pairTable([true, true, false, false, true], [true, false, true, false, false])).toEqual({ pairs: 5, both: 1, cardOnly: 2, baselineOnly: 1, neither: 1 });
    expect(() => pairTable([true], [])).toThrow(/twins/);
  });
  it("is Tango's score interval: the airway example of Fagerland, Lydersen and Laake", () => {
    // Bentur et al. (2009): 1 pair yes/no, 7 no/yes, 21 pairs; 95 % CI -0.517 to -0.026.
    const s = pairedShift(table(1, 7, 21), 1.959964);
    expect(s.shift).toBeCloseTo(-6 / 21, 6);
    expect(s.ci[0]).toBeCloseTo(-0.517, 3);
    expect(s.ci[1]).toBeCloseTo(-0.026, 3);
  });
  it("is the normal interval on the differences when many pairs differ", () => {
    // 400 pairs +1, 200 pairs -1, 1000 pairs 0: mean 0.125, variance of d (600/1600 - 0.125^2) =
    // 0.359375, standard error sqrt(0.359375/1600) = 0.014987: 0.125 ± 1.96 x 0.014987.
    const s = pairedShift(table(400, 200, 1600), 1.96);
    expect(s.ci[0]).toBeCloseTo(0.09563, 3);
    expect(s.ci[1]).toBeCloseTo(0.15437, 3);
    // Sample standard deviation: sqrt((600 - 1600 x 0.125^2) / 1599) = 0.599666.
    expect(s.sd).toBeCloseTo(0.599666, 5);
    // Detectable at 80 % power: (1.96 + 0.841621) x 0.599666 / 40 = 0.042001.
    expect(s.detectable).toBeCloseTo(0.042001, 5);
  });
  it("keeps a width when no pair differs: z^2 / (n + z^2) either side", () => {
    // Tango's statistic at delta > 0 with no differing pair is -sqrt(n delta / (1 - delta)).
    const s = pairedShift(table(0, 0, 120), 1.96);
    expect(s.shift).toBe(0);
    expect(s.ci[1]).toBeCloseTo(1.96 ** 2 / (120 + 1.96 ** 2), 6);
    expect(s.ci[0]).toBeCloseTo(-(1.96 ** 2) / (120 + 1.96 ** 2), 6);
    expect(s.detectable).toBeGreaterThan(s.halfWidth);
  });
  it("turns over with the sign of the differences", () => {
    const a = pairedShift(table(30, 9, 240), 2.2);
    const b = pairedShift(table(9, 30, 240), 2.2);
    expect(b.shift).toBeCloseTo(-a.shift, 12);
    expect(b.ci[0]).toBeCloseTo(-a.ci[1], 9);
    expect(b.ci[1]).toBeCloseTo(-a.ci[0], 9);
  });
  it("widens with Pocock's constant: Jennison and Turnbull's table for 2 to 10 looks", () => {
    // Jennison and Turnbull (2000), Table 2.1, alpha = 0.05 two-sided.
    const table = { 1: 1.96, 2: 2.178, 3: 2.289, 4: 2.361, 5: 2.413, 6: 2.453, 8: 2.512, 10: 2.555 };
    for (const [k, c] of Object.entries(table)) expect(Math.abs(pocock(Number(k)) - c), `${k} looks`).toBeLessThan(1.5e-3);
    expect(() => pocock(11)).toThrow(/looks/);
  });
  it("looks at equal steps, the last at the budget", () => {
    expect(lookSchedule(200, 5)).toEqual([40, 80, 120, 160, 200]);
    expect(lookSchedule(7, 3)).toEqual([2, 5, 7]);
  });
  it("pairs each game with the card with the game of the same seed without it, and refuses a game without its twin", () => {
    const line = (pairing: number, seed: number, winner: 0 | 1): GameLine => ({ pairing, seed, winner, reason: "endingDot", unfinished: false, casts: 0 });
    const withCard = [line(0, 1, 0), line(0, 2, 0), line(1, 3, 1)];
    // Listed in another order: pairing is by seed, not by position.
    const baseline = [line(1, 3, 0), line(0, 2, 0), line(0, 1, 1)];
    const s = shiftOf(withCard, baseline, { looks: 1 });
    // Seed 1: +1, seed 2: 0, seed 3: -1.
    expect(s.shift).toBe(0);
    expect(() => shiftOf([line(0, 9, 0)], baseline, { looks: 1 })).toThrow(/no twin/);
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
