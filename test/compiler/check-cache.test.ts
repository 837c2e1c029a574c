// `orrery check` through the CLI's IR cache (apps/ir-cache.ts): a second run reads every card back
// from the cache and prints what parsing and checking print, diagnostics, verdicts and the names
// rule across files included; a card moved down its file is reported at its new line.
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../cli/main.ts";
import { compilerVersion, IRCache } from "../../apps/ir-cache.ts";
import { specPath } from "../spec.ts";

const tmp = mkdtempSync(join(tmpdir(), "orrery-check-cache-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let stdout = "";
beforeEach(() => {
  stdout = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((stdout += String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const DRAKE = "card Drake\ncost: M2\ntype: Summon Card\nclass: Dragon\nelement: Fire\nrestriction: 3\nmovement energy: B1\nstats: attack 2, defense 3, speed 2, range 1\n";
const BROKEN = "card Broken\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  Deal 2 damage to target Summonx.\n";
const CALL = "card Call\ncost: C1\ntype: Effect Card\nrestriction: 3\nnon permanent\ntext:\n  If you control a Dragon, draw 3 cards.\n";

/** `orrery check --json PATHS` with the cache in `cacheDir` (or none): exit code and output. */
async function check(paths: string[], cacheDir: string | null): Promise<{ code: number; out: unknown }> {
  if (cacheDir) vi.stubEnv("ORRERY_CACHE_DIR", cacheDir);
  else vi.stubEnv("ORRERY_NO_CACHE", "1");
  stdout = "";
  const code = await main(["check", "--json", ...paths]);
  vi.unstubAllEnvs();
  return { code, out: JSON.parse(stdout) };
}

describe("orrery check through the IR cache", () => {
  it("prints from the cache what parsing and checking print (errors, warnings, verdicts, names across files)", async () => {
    const a = join(tmp, "a.card");
    const b = join(tmp, "b.card");
    writeFileSync(a, `${DRAKE}\n${BROKEN}\n${CALL}`);
    // The second file defines Drake again: the names rule across files (LANGUAGE.md 1), which
    // the cache can't hold per file.
    writeFileSync(b, `# more\n${CALL.replace("card Call", "card Summons")}\n${DRAKE}`);
    const paths = [a, b, specPath("cards/invalid.card"), specPath("cards/core.card")];
    const cacheDir = join(tmp, "cache");
    const plain = await check(paths, null);
    const first = await check(paths, cacheDir);
    const second = await check(paths, cacheDir);
    expect(first).toEqual(plain);
    expect(second).toEqual(plain);
    expect(plain.code).toBe(1);
    // The second run read every card of the first two files from the cache (a file of distinct
    // names is read whole from it), so it never parsed them.
    const cache = new IRCache({ file: join(cacheDir, "ir-cache.json"), version: compilerVersion() });
    cache.check(readFileSync(a, "utf8"), "a.card");
    expect(cache.stats).toEqual({ hits: 3, misses: 0 });
    // Drake of b.card (its line 10: "# more", Summons' 7 lines and a blank line before it) is the
    // second definition of the name.
    const cards = (second.out as { cards: { file: string; name: string; line: number; diagnostics: { line: number; code: string }[] }[] }).cards;
    const drakeB = cards.find((c) => c.file.endsWith("b.card") && c.name === "Drake")!;
    expect(drakeB.line).toBe(10);
    expect(drakeB.diagnostics.map((d) => [d.line, d.code])).toEqual([[10, "E2015"]]);
  });

  it("a card moved down its file is reported at its new line, read from the cache", async () => {
    const f = join(tmp, "moved.card");
    const cacheDir = join(tmp, "cache-moved");
    writeFileSync(f, `${BROKEN}\n${CALL}`);
    const before = await check([f], cacheDir);
    // Broken's error is on its line 6 ("Summonx").
    expect((before.out as { cards: { diagnostics: { line: number }[] }[] }).cards[0]!.diagnostics.map((d) => d.line)).toEqual([6]);
    // Moved down by the 8 lines of Call and a blank line: both cards are in the cache already.
    writeFileSync(f, `${CALL}\n${BROKEN}`);
    const after = await check([f], cacheDir);
    expect(after).toEqual(await check([f], null));
    const broken = (after.out as { cards: { name: string; line: number; diagnostics: { line: number }[] }[] }).cards.find((c) => c.name === "Broken")!;
    expect(broken.line).toBe(9);
    expect(broken.diagnostics.map((d) => d.line)).toEqual([14]);
  });
});
