// The project's own Z/X scenario suite (test/scenarios/zx, SCENARIOS-ZX format, cards from
// cards/zx): every scenario passes through the project's scenario runner, one per ZX rule section
// with behaviour is present, and `orrery scenario test/scenarios/zx` reports them all passed.
// Setup (ZX-402) has no scenario (a position is taken as written, SCENARIOS-ZX): it is checked
// here on a full game of the Z/X decks.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runScenarioFile } from "../../apps/scenario/runner.ts";
import { findZxDeck, loadZxLibrary } from "../../apps/decks/zx.ts";
import { createZxGame } from "../../runtime/zx/game.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const DIR = join(import.meta.dirname, "zx");
const files = readdirSync(DIR).filter((x) => x.endsWith(".scenario.yaml")).sort();

describe("the Z/X scenario suite", () => {
  for (const f of files) {
    it(f, async () => {
      const r = await runScenarioFile(join(DIR, f));
      expect(r.errors).toEqual([]);
      expect(r.failure).toBeNull();
      expect(r.passed).toBe(true);
    });
  }

  it("has a scenario per rule section with behaviour", () => {
    for (const section of ["101", "205", "500", "504", "506", "601", "602", "700", "704", "705-life-recovery", "705-void-bringer", "803"]) {
      expect(files.some((f) => f.startsWith(`zx-${section}`)), section).toBe(true);
    }
  });

  it("setup (ZX-402.1): 4 cards in hand, 4 in Life, 2 in Resource, Player card and Start Card placed", async () => {
    const { library } = await loadZxLibrary(join(ROOT, "cards/zx"));
    const deck = (n: string) => {
      const d = findZxDeck(n, join(ROOT, "cards/zx/decks"), library);
      if (!("deck" in d)) throw new Error(n);
      return d.deck;
    };
    const a = deck("Red Green Blaze");
    const b = deck("Hollow Court");
    const game = createZxGame({ library, seed: 5, firstPlayer: "p1", players: [{ id: "p1", deck: a.cards, player: a.player! }, { id: "p2", deck: b.cards }] });
    // Step 2: each is asked for a Start Card (both decks have one): p1 takes Cinder Lancer, p2 none.
    let d = game.pending()!;
    expect(d.kind).toBe("startCard");
    game.perform({ type: "answer", player: d.player, choice: 1 });
    d = game.pending()!;
    game.perform({ type: "answer", player: d.player, choice: 0 });
    // Step 9: the redraw, first player first: both keep.
    for (let i = 0; i < 2; i++) {
      d = game.pending()!;
      expect(d.kind).toBe("redraw");
      game.perform({ type: "answer", player: d.player, choice: d.options.findIndex((o) => o.label === "no") });
    }
    expect(game.turn()).toMatchObject({ active: "p1", number: 1 });
    for (const p of ["p1", "p2"]) {
      expect(game.zone(p, "life").length).toBe(4); // step 10
      expect(game.zone(p, "resource").length).toBe(2); // step 11
    }
    expect(game.zone("p1", "player").map((c) => game.nameOf(c))).toEqual(["Kael Dorn, Forge Lord"]); // step 1
    expect(game.zone("p1", "square").map((c) => game.nameOf(c))).toEqual(["Cinder Lancer"]); // step 2
    expect(game.squareOf(game.zone("p1", "square")[0]!)).toBe("b1");
    expect(game.zone("p2", "square")).toEqual([]);
    // ZX-502.2: the first player draws nothing in turn 1: 4 cards, then his Resource Phase.
    expect(game.zone("p1", "hand").length).toBe(4);
    expect(game.zone("p2", "hand").length).toBe(4);
  });

  it("orrery scenario test/scenarios/zx passes them all", () => {
    const r = spawnSync("npx", ["orrery", "scenario", "test/scenarios/zx"], { cwd: ROOT, encoding: "utf8" });
    expect(r.stdout).toContain(`${files.length} passed, 0 failed`);
    expect(r.status).toBe(0);
  }, 120_000);
});
