// Issue 31: every game of a long job has an action, time and memory budget and ends as unfinished
// with the reason (apps/sim/budget.ts); `sim --game zx` with a legal deck holding "Draw 999999999
// cards." ends its games (ZX-803.3: the draw stops) instead of running out of memory.
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { playSimGame, type SimContext } from "../../apps/sim/game.ts";
import { runZxSim } from "../../apps/sim/zx.ts";
import { loadZxLibrary } from "../../apps/decks/zx.ts";
import { defaultBoards } from "../../runtime/x610z/boards/index.ts";
import { loadLibrary, findDeck } from "../../apps/decks/load.ts";

const ROOT = resolve(import.meta.dirname, "../..");

describe("a game's time and memory budget (apps/sim/budget.ts)", async () => {
  const { library } = await loadLibrary(join(ROOT, "cards"));
  const deck = (n: string) => {
    const f = findDeck(n, join(ROOT, "cards/decks"), library);
    if (!("deck" in f)) throw new Error(`no deck ${n}`);
    return f.deck.cards;
  };
  const ctx = (budget: SimContext["budget"]): SimContext => ({
    library,
    board: defaultBoards.act1!,
    decks: [deck("Iron Tide"), deck("Ember Court")],
    agents: ["random", "random"],
    maxActions: 5000,
    ...(budget ? { budget } : {}),
  });

  it("X610Z: a game past its time budget ends unfinished, the reason named", () => {
    const r = playSimGame({ index: 0, seed: 3, first: 0 }, ctx({ seconds: 0, memoryMb: 1536 }));
    expect(r).toMatchObject({ unfinished: true, winner: null, draw: false, stopped: "the time budget (0 s) was spent" });
    expect(r.error).toBeUndefined();
  });

  it("X610Z: a game past its memory budget ends unfinished, the reason named", () => {
    const r = playSimGame({ index: 0, seed: 3, first: 0 }, ctx({ seconds: 300, memoryMb: 0 }));
    expect(r).toMatchObject({ unfinished: true, stopped: "the memory budget (0 MB of heap) was reached" });
  });

  it("X610Z: the action budget too names its reason; a game within its budgets has none", () => {
    const short = playSimGame({ index: 0, seed: 3, first: 0 }, { ...ctx(undefined), maxActions: 5 });
    expect(short).toMatchObject({ unfinished: true, actions: 5, stopped: "the action budget (5 actions) was spent" });
    const whole = playSimGame({ index: 0, seed: 3, first: 0 }, ctx(undefined));
    expect(whole.unfinished).toBe(false);
    expect(whole.stopped).toBeUndefined();
  }, 60_000);

  it("Z/X: games past their time budget end unfinished, the reason named", async () => {
    const { library: zl } = await loadZxLibrary(join(ROOT, "cards/zx"));
    const text = (f: string) => readFileSync(join(ROOT, "cards/zx/decks", f), "utf8");
    const cards = (f: string) =>
      text(f)
        .split("\n")
        .flatMap((l) => {
          const m = /^(\d+) x (.+)$/.exec(l.trim());
          return m ? Array.from({ length: Number(m[1]) }, () => m[2]!) : [];
        });
    const s = runZxSim({
      library: zl,
      decks: [
        { name: "a", cards: cards("red-green-blaze.deck") },
        { name: "b", cards: cards("tidal-choir.deck") },
      ],
      agents: ["random", "random"],
      games: 2,
      seed: 1,
      maxActions: 5000,
      budget: { seconds: 0, memoryMb: 1536 },
    });
    expect(s.unfinished).toBe(2);
    expect(s.records.map((r) => r.stopped)).toEqual(["the time budget (0 s) was spent", "the time budget (0 s) was spent"]);
  }, 60_000);
});

describe("sim --game zx with a legal deck holding Draw 999999999 cards", () => {
  const dir = mkdtempSync(join(tmpdir(), "orrery-hostile-zx-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("plays its games to their end (ZX-803.3, ZX-101.1), within a bound, no error", async () => {
    // The project's Z/X cards and decks, with 4 Spark Hatchling (Ignition icon) of Red Green Blaze
    // replaced by an Event of the same icon that draws 999,999,999 cards: still a legal deck (ZX-401).
    mkdirSync(join(dir, "decks"));
    for (const f of readdirSync(join(ROOT, "cards/zx"))) if (f.endsWith(".card")) copyFileSync(join(ROOT, "cards/zx", f), join(dir, f));
    writeFileSync(join(dir, "deep.card"), "game: zx\n\ncard Deep Draw\ntype: Event\ncost: 1\ncolour: Red\nicon: Ignition\ntext:\n  [Event] <Effect> Draw 999999999 cards.\ncollector: HZ1-001 C\n");
    const blaze = readFileSync(join(ROOT, "cards/zx/decks/red-green-blaze.deck"), "utf8");
    expect(blaze).toMatch(/^4 x Spark Hatchling$/m);
    writeFileSync(join(dir, "decks/deep-draw.deck"), blaze.replace(/^name: .*$/m, "name: Deep Draw Blaze").replace(/^4 x Spark Hatchling$/m, "4 x Deep Draw"));
    copyFileSync(join(ROOT, "cards/zx/decks/tidal-choir.deck"), join(dir, "decks/tidal-choir.deck"));
    // A child process with a heap cap and a deadline: an engine that loops fails here, never hangs.
    const r = await new Promise<{ status: number | null; out: string; err: string; killed: boolean }>((done) => {
      const child = spawn(
        process.execPath,
        ["--max-old-space-size=768", "bin/orrery.mjs", "sim", "--game", "zx", "--cards", dir, "--decks", "Deep Draw Blaze,Tidal Choir", "--games", "6", "--agents", "random,random", "--json"],
        { cwd: ROOT },
      );
      let out = "";
      let err = "";
      let killed = false;
      const timer = setTimeout(() => {
        killed = true;
        child.kill("SIGKILL");
      }, 150_000);
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      child.on("exit", (status) => {
        clearTimeout(timer);
        done({ status, out, err, killed });
      });
    });
    expect(r.killed, "the run ended by itself").toBe(false);
    expect(r.status, r.err).toBe(0);
    const s = JSON.parse(r.out) as { games: number; errors: string[]; unfinished: number; endings: Record<string, number> };
    expect(s.errors).toEqual([]);
    expect(s.games).toBe(6);
    expect(s.unfinished).toBe(0);
    // Deep Draw was played: its player's deck ran out, the refreshes took his Life (ZX-803.1b).
    expect(s.endings.lifeByDeckRefresh).toBeGreaterThan(0);
  }, 200_000);
});
