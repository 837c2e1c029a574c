// The triggers issue 26 adds beyond table 4.15, in the engine: "When this card is played from your
// hand" (ZX-602.1: it appears by being played; from Life or by Ignition it doesn't), and "At the
// start of your (opponent's) turn" (ZX-501: the turn begins with its Reboot Phase).
import { describe, expect, it } from "vitest";
import { compileZx } from "../../compiler/zx/index.ts";
import { createZxGameFromPosition, type ZxGame } from "../../runtime/zx/game.ts";
import type { ZxPositionPlayer } from "../../runtime/zx/setup.ts";
import { card, LIBRARY, ok, times } from "./fixtures.ts";

const extra = compileZx(
  `game: zx
card Herald Whelp
type: Z/X
cost: 1
colour: Red
tribe: Cinder Drake
power: 2000
text:
  [Auto] <Valid> Square <Trigger> When this card is played from your hand <Effect> Draw a card.

card Dawn Sentry
type: Z/X
cost: 1
colour: Red
tribe: Cinder Drake
power: 2000
text:
  [Auto] <Valid> Square <Trigger> At the start of your turn <Effect> Draw a card.

card Dusk Sentry
type: Z/X
cost: 1
colour: Red
tribe: Cinder Drake
power: 2000
text:
  [Auto] <Valid> Square <Trigger> At the start of your opponent's turn <Effect> Draw two cards.
`,
  "extra.card",
);
const library = { ...LIBRARY, ...Object.fromEntries(extra.cards.map((c) => [c.name, c])) };

function game(alice: Omit<ZxPositionPlayer, "id">, bob: Omit<ZxPositionPlayer, "id"> = {}): ZxGame {
  const fill = (p: Omit<ZxPositionPlayer, "id">) => ({ life: times(4, "Thornback Brute"), deck: times(10, "Thornback Brute"), ...p });
  return createZxGameFromPosition({
    library,
    seed: 1,
    players: [
      { id: "alice", ...fill(alice) },
      { id: "bob", ...fill(bob) },
    ],
    turn: { number: 3, phase: "main" },
  });
}

describe("issue 26 triggers in the engine", () => {
  it("compiles the three cards", () => expect(extra.diagnostics).toEqual([]));

  it("ZX-602.1 played from the hand: Herald Whelp's controller draws 1", () => {
    const g = game({ hand: ["Herald Whelp"], resource: ["Ember Whelp"] });
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Herald Whelp"), at: "a1" });
    while (g.priority() === "alice" && g.state.abilities.length > 0) ok(g, { type: "pass", player: "alice" });
    expect(g.zone("alice", "hand").length).toBe(1);
    expect(g.zone("alice", "deck").length).toBe(9);
  });

  it("ZX-501 at the start of a turn: Dawn Sentry draws on its controller's turn, Dusk Sentry on the opponent's", () => {
    const g = game({
      square: [
        { card: "Dawn Sentry", at: "a1" },
        { card: "Dusk Sentry", at: "a2" },
      ],
    });
    const deck = () => g.zone("alice", "deck").length;
    expect(deck()).toBe(10);
    ok(g, { type: "end", player: "alice", turn: true }); // bob's turn begins: Dusk Sentry draws 2
    expect(g.turn().active).toBe("bob");
    expect(deck()).toBe(8);
    ok(g, { type: "end", player: "bob", turn: true }); // alice's turn: Dawn Sentry 1, then her Draw Phase 2 (ZX-502.1)
    expect(g.turn().active).toBe("alice");
    expect(deck()).toBe(8 - 1 - 2);
  });
});
