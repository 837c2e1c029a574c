// Issue 31: scenario files and the files they name are read through the checked reader
// (apps/files.ts): a FIFO, a device such as /dev/zero, a folder or a link out of the scenario's
// folder is refused with one line, never read (it would hang or fill memory). The hostile cases run
// the real CLI in a child process with a timeout, so a regression fails instead of hanging. Also
// the Z/X loader's setup: `N x NAME` capped as X610Z's, `resource: N x NAME` read like the other
// zones, and a setup of many cards built in linear work.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { runScenarioFile } from "../../apps/scenario/runner.ts";
import { runScenarioFile as runZx } from "../../apps/scenario/zx.ts";
import { MAX_COPIES } from "../../apps/scenario/loader.ts";
import { createZxGameFromPosition } from "../../runtime/zx/game.ts";
import { loadZxLibrary } from "../../apps/decks/zx.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const ZX_CARDS = join(ROOT, "cards/zx");
const tmp = mkdtempSync(join(tmpdir(), "orrery-hostile-scenario-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** The CLI in a child process, killed after 60 s (the machine may be busy): a hang or a read of
 *  /dev/zero fails the test instead of stalling it. */
function orrery(...args: string[]): Promise<{ status: number | null; signal: string | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(ROOT, "bin/orrery.mjs"), ...args], { cwd: tmp, timeout: 60_000, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => void (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => void (out += d.toString()));
    child.stdin.end("q\n");
    child.on("close", (status, signal) => done({ status, signal, out }));
  });
}

const zxScenario = (cards: string, extra = "") =>
  `scenario: hostile\ngame: zx\ncards: ${cards}\nplayers:\n  alice: { deck: 5 x Thicket Brute${extra} }\n  bob: { deck: 5 x Thicket Brute }\nsteps: []\n`;

describe("scenario files that are not regular files", () => {
  it("a *.scenario.yaml that is a FIFO or a link to /dev/zero: one line each, no hang", { timeout: 120_000 }, async () => {
    const fifo = join(tmp, "fifo.scenario.yaml");
    execFileSync("mkfifo", [fifo]);
    const zero = join(tmp, "zero.scenario.yaml");
    symlinkSync("/dev/zero", zero);
    const r = await orrery("scenario", fifo, zero);
    expect(r.signal).toBeNull();
    expect(r.status).toBe(1);
    expect(r.out).toContain(`${fifo} is not a regular file (a FIFO)`);
    expect(r.out).toContain(`${zero} is not a regular file (a device)`);
    expect(r.out).toContain("0 passed, 2 failed");
    expect(r.out).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("a Z/X scenario's cards: /dev/zero, a link to it, a FIFO .card, a link out of the folder: refused, not read", { timeout: 120_000 }, async () => {
    const dir = join(tmp, "zx");
    mkdirSync(dir);
    symlinkSync("/dev/zero", join(dir, "zero.card"));
    execFileSync("mkfifo", [join(dir, "pipe.card")]);
    const outside = join(tmp, "outside.card");
    writeFileSync(outside, "game: zx\n");
    symlinkSync(outside, join(dir, "out.card"));
    const cases: Array<[string, string]> = [
      ["[/dev/zero]", `"/dev/zero" is not a .card file named relative to the scenario`],
      ["[zero.card]", "zero.card leads outside the folder it was named in"],
      ["[pipe.card]", "pipe.card is not a regular file (a FIFO)"],
      ["[out.card]", "out.card leads outside the folder it was named in"],
    ];
    const files = cases.map(([cards], i) => {
      const f = join(dir, `c${i}.scenario.yaml`);
      writeFileSync(f, zxScenario(cards));
      return f;
    });
    const r = await orrery("scenario", ...files);
    expect(r.signal).toBeNull();
    expect(r.status).toBe(1);
    for (const [, message] of cases) expect(r.out).toContain(message);
    expect(r.out).toContain("0 passed, 4 failed");
  });
});

describe("the Z/X scenario setup", () => {
  const cardsRel = (dir: string) => `[${relative(dir, join(ZX_CARDS, "green.card"))}]`;

  it("resource: N x NAME is N cards in the Resource, as `N x NAME` is in every other zone (SCENARIOS-ZX Setup)", async () => {
    const f = join(tmp, "resource.scenario.yaml");
    writeFileSync(
      f,
      `scenario: resource as one entry\ngame: zx\ncards: ${cardsRel(tmp)}\nplayers:\n  alice: { resource: 3 x Thicket Brute, deck: 5 x Thicket Brute }\n  bob: { deck: 5 x Thicket Brute }\nexpect:\n  count: { alice/resource: 3 }\n`,
    );
    const r = await runScenarioFile(f);
    expect(r.errors).toEqual([]);
    expect(r.failure).toBeNull();
    expect(r.passed).toBe(true);
  });

  it("a setup entry of the wrong shape is an error naming it, not a TypeError", () => {
    const f = join(tmp, "shape.scenario.yaml");
    writeFileSync(f, `scenario: shape\ngame: zx\ncards: ${cardsRel(tmp)}\nplayers:\n  alice: { resource: 3, deck: 5 x Thicket Brute }\n  bob: { deck: 5 x Thicket Brute }\n`);
    expect(() => runZx(f)).toThrow(/^players\.alice\.resource: not a list of cards/);
  });

  it(`N x NAME is capped at ${MAX_COPIES} copies, as in X610Z scenarios`, () => {
    const f = join(tmp, "many.scenario.yaml");
    writeFileSync(f, zxScenario(cardsRel(tmp), `, hand: ${MAX_COPIES + 1} x Thicket Brute`));
    expect(() => runZx(f)).toThrow(`${MAX_COPIES + 1} copies is more than a scenario needs (at most ${MAX_COPIES})`);
    writeFileSync(f, zxScenario(cardsRel(tmp), ", hand: 100000000000000000000 x Thicket Brute"));
    expect(() => runZx(f)).toThrow(`copies is more than a scenario needs (at most ${MAX_COPIES})`);
  });

  it("a setup of many cards takes linear work: keys enumerated while building it grow with the cards, not their square", async () => {
    const { library } = await loadZxLibrary(ZX_CARDS);
    const keysSeen = (n: number) => {
      let seen = 0;
      const keys = Object.keys;
      const spy = vi.spyOn(Object, "keys").mockImplementation((o: object) => {
        const k = keys(o);
        seen += k.length;
        return k;
      });
      createZxGameFromPosition({ library, seed: 1, players: ["alice", "bob"].map((id) => ({ id, deck: Array<string>(n).fill("Thicket Brute") })) });
      spy.mockRestore();
      return seen;
    };
    // 2 x 4,000 cards: a count per new card would enumerate about 32 million keys.
    const n = 4000;
    expect(keysSeen(n)).toBeLessThan(50 * 2 * n);
  });
});
