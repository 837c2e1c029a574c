// Z/X golden games: seeded whole games (cards compiled from the Z/X acceptance corpus, the test
// decks of test/zx/cards.ts, the heuristic AI against the RandomAgent, seats alternating), each
// reduced to the SHA-256 of its event log. test/golden/zx-golden.json holds the recorded hashes
// (ZX_GOLDEN_RECORD=1 npx vitest run test/golden/zx-games.test.ts rewrites it); the X610Z golden
// files are separate and untouched.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { compileZx } from "../../compiler/zx/index.ts";
import { createZxGame } from "../../runtime/zx/game.ts";
import { playGame, RandomAgent, ZxHeuristicAgent, type ZxAgent } from "../../runtime/zx/agents.ts";
import { otherDeck, testDeck } from "../zx/cards.ts";

export const ZX_SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

export function zxGoldenHashes(): Record<string, { hash: string; events: number; winner: string | null }> {
  const text = readFileSync(new URL("./spec/zx/cards/zx-core.card", import.meta.url), "utf8");
  const library = Object.fromEntries(compileZx(text, "zx-core.card").cards.map((c) => [c.name, c]));
  const out: Record<string, { hash: string; events: number; winner: string | null }> = {};
  for (const seed of ZX_SEEDS) {
    const ids = seed % 2 ? ["ai", "random"] : ["random", "ai"];
    const game = createZxGame({ library, seed, players: [{ id: ids[0]!, deck: testDeck() }, { id: ids[1]!, deck: otherDeck() }] });
    playGame(game, { ai: new ZxHeuristicAgent(), random: new RandomAgent(seed) as ZxAgent }, { maxActions: 5000 });
    const log = JSON.stringify(game.state.log);
    out[`zx seed ${seed}`] = { hash: createHash("sha256").update(log).digest("hex"), events: game.state.log.length, winner: game.winner() ?? null };
  }
  return out;
}
