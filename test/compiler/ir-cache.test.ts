// The CLI layer's cache of checked IR (apps/ir-cache.ts): a cached file gives exactly what
// compile() gives, a card moved down its file reports its new lines, and the cache is invalidated
// by a changed card, a changed compiler version and a corrupted cache file (ignored, never trusted).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { IRCache } from "../../apps/ir-cache.ts";
import { compile } from "../../compiler/index.ts";

const BOLT = `card Bullseye
cost: M1 C1
type: Effect Card
non permanent
text:
  Deal 2 damage to target Summon.
  With extra M2: deal 2 more damage to that Summon.
`;
const BROKEN = `card Broken
cost: M1
type: Effect Card
non permanent
text:
  Deal 2 damage to target Summonx.
`;
const MEND = `card Mend
cost: B1
type: Effect Card
restriction: 4
non permanent
text:
  Heal 2 damage from target Summon.
`;

const dirs: string[] = [];
function cacheFile(): string {
  const d = mkdtempSync(join(tmpdir(), "orrery-ir-cache-"));
  dirs.push(d);
  return join(d, "ir-cache.json");
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Compiles through a fresh cache opened on `file` (as a new CLI process would), then saves it. */
function cached(file: string, text: string, version = "1.0.0") {
  const cache = new IRCache({ file, version });
  const result = cache.compile(text, "set.card");
  cache.save();
  return { result, stats: cache.stats };
}

describe("IR cache", () => {
  it("a file read back from the cache is what compile() gives, and a card moved down its file reports its new line", () => {
    const file = cacheFile();
    const text = `${BOLT}\n${BROKEN}\n${MEND}`;
    const first = cached(file, text);
    expect(first.stats.hits).toBe(0);
    expect(first.result).toEqual(compile(text, "set.card"));
    const again = cached(file, text);
    expect(again.stats.misses).toBe(0);
    expect(again.result).toEqual(compile(text, "set.card"));
    // Field for field, in the same order, as the compiled route builds them.
    expect(JSON.stringify(again.result)).toBe(JSON.stringify(compile(text, "set.card")));

    // The same cards, moved down by five lines and reordered: every card from the cache.
    const moved = `# moved\n\n\n\n\n${MEND}\n${BROKEN}\n${BOLT}`;
    const second = cached(file, moved);
    const fresh = compile(moved, "set.card");
    expect(second.result).toEqual(fresh);
    const broken = second.result.diagnostics.find((d) => d.severity === "error")!;
    expect(broken.line).toBe(fresh.diagnostics.find((d) => d.severity === "error")!.line);
    expect(broken.line).toBeGreaterThan(moved.indexOf("card Broken") > 0 ? 10 : 0);
    expect(second.result.ir.find((ir) => ir.card.name === "Bullseye")!.source.line).toBe(moved.split("\n").indexOf("card Bullseye") + 1);
  });

  it("is invalidated by a changed card, a changed compiler version and a corrupted cache file", () => {
    const file = cacheFile();
    const text = `${BOLT}\n${MEND}`;
    cached(file, text);
    expect(cached(file, text).stats).toEqual({ hits: 2, misses: 0 });

    // A changed card: compiled again, and what it says now is what is reported.
    const changed = text.replace("Heal 2 damage", "Heal 3 damage");
    const c = cached(file, changed);
    expect(c.stats.misses).toBeGreaterThan(0);
    expect(c.result).toEqual(compile(changed, "set.card"));
    expect(JSON.stringify(c.result.ir)).toContain("3");

    // Another compiler version: nothing read from the cache.
    expect(cached(file, text, "1.0.1").stats.hits).toBe(0);

    // A corrupted cache file: ignored (never trusted), the file compiled again and written anew.
    cached(file, text);
    const saved = readFileSync(file, "utf8");
    writeFileSync(file, saved.replace('"name":"Mend"', '"name":"Evil"'));
    const corrupted = cached(file, text);
    expect(corrupted.stats.hits).toBe(0);
    expect(corrupted.result).toEqual(compile(text, "set.card"));
    writeFileSync(file, "not json at all");
    expect(cached(file, text).stats.hits).toBe(0);
    expect(cached(file, text).stats).toEqual({ hits: 2, misses: 0 });
  });

  it("cards with the same ability text share its one frozen object when read back; their own data stays their own", () => {
    const file = cacheFile();
    const text = `${MEND}\n${MEND.replace("card Mend", "card Second Mend")}\n${BOLT}`;
    cached(file, text);
    const again = cached(file, text);
    expect(again.stats).toEqual({ hits: 3, misses: 0 });
    expect(JSON.stringify(again.result)).toBe(JSON.stringify(compile(text, "set.card")));
    const [mend, second, bolt] = again.result.cards;
    expect(mend!.abilities[0]).toBe(second!.abilities[0]); // "Heal 2 damage from target Summon." once
    expect(Object.isFrozen(mend!.abilities[0])).toBe(true);
    expect(bolt!.abilities[0]).not.toBe(mend!.abilities[0]);
    expect(mend!.source).not.toBe(second!.source);
    expect([mend!.source!.line, second!.source!.line]).toEqual([1, text.split("\n").indexOf("card Second Mend") + 1]);
  });

  it("a cache bounded below a file's entries drops the oldest and compiles what is missing again, never answering from part of it", () => {
    const file = cacheFile();
    const one = `${BOLT}\n${MEND}`;
    const two = MEND.replace("card Mend", "card Other").replace("Heal 2", "Heal 4");
    for (const text of [one, two]) {
      const cache = new IRCache({ file, version: "1.0.0", maxEntries: 3 });
      cache.compile(text, "set.card");
      cache.save();
    }
    const cache = new IRCache({ file, version: "1.0.0", maxEntries: 3 });
    expect(cache.compile(one, "set.card")).toEqual(compile(one, "set.card"));
    expect(cache.stats.hits).toBe(0);
  });

  it("leaves a file of another game to compile() (its `game:` line), even when its cards were cached", () => {
    const file = cacheFile();
    const text = `${BOLT}\n${MEND}`;
    cached(file, text);
    const zx = `game: zx\n\n${text}`;
    const r = cached(file, zx);
    expect(r.stats.hits).toBe(0);
    expect(r.result).toEqual(compile(zx, "set.card"));
  });
});
