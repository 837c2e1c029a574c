// Durations a card doesn't state (LANGUAGE.md 3 writes `[until end of turn]` as optional words):
// the compiler's default, then the engine playing both spellings side by side.
import { describe, expect, it } from "vitest";
import { arcGame, endTurn, lib, ok, passUntilEmpty, ref } from "../runtime/fixtures.ts";
import { compileClean } from "./helpers.ts";

const nonPermanent = (name: string, text: string) => `card ${name}\ncost: none\ntype: Effect Card\nnon permanent\ntext:\n  ${text}\n`;

const compiled = compileClean(
  [
    nonPermanent("Steal", "Gain control of target Non Life Base Summon."),
    nonPermanent("Borrow", "Gain control of target Non Life Base Summon until end of turn."),
    nonPermanent("Lasting Pump", "Target Summon gets Attack Power +2."),
    nonPermanent("Quick Pump", "Target Summon gets Attack Power +2 until end of turn."),
    nonPermanent("Tax", "Costs of Effect Cards your opponents cast are raised by C1."),
  ].join("\n"),
);
const card = (name: string) => compiled.cards.find((c) => c.name === name)!;
const durations = (name: string) => {
  const a = card(name).abilities[0]!;
  return a.kind === "effect" ? a.modes[0]!.effects.map((e) => ("duration" in e ? e.duration : null)) : [];
};
const library = { ...lib, ...Object.fromEntries(compiled.cards.map((c) => [c.name, c])) };

describe("durations a cast card doesn't state", () => {
  it("LANGUAGE.md 3 without `until end of turn` a cast card's change lasts while its object is in play; with it, until end of turn", () => {
    expect(durations("Steal")).toEqual(["whileInPlay"]);
    expect(durations("Borrow")).toEqual(["endOfTurn"]);
    expect(durations("Lasting Pump")).toEqual(["whileInPlay"]);
    expect(durations("Quick Pump")).toEqual(["endOfTurn"]);
    // A cost change from a cast card follows no object: it ends with the turn rather than never.
    expect(durations("Tax")).toEqual(["endOfTurn"]);
  });

  it("214 Steal keeps the Summon after the turn ends; Borrow gives it back (the engine plays both)", () => {
    for (const [name, after] of [
      ["Steal", "alice"],
      ["Borrow", "bob"],
    ] as const) {
      const g = arcGame({ alice: { hand: [name] }, bob: { play: [{ card: "Hunter Dragon", at: "b" }] } }, { library });
      const dragon = ref(g, "bob/Hunter Dragon");
      ok(g, { type: "cast", player: "alice", card: ref(g, `alice/${name}`), targets: [{ card: dragon }] });
      passUntilEmpty(g);
      expect(g.controllerOf(dragon)).toBe("alice");
      endTurn(g);
      expect(g.controllerOf(dragon)).toBe(after);
    }
  });

  it("202.6 Lasting Pump's +2 outlasts the turn; Quick Pump's ends with it (Hunter Dragon, Attack Power 3)", () => {
    for (const [name, after] of [
      ["Lasting Pump", 5],
      ["Quick Pump", 3],
    ] as const) {
      const g = arcGame({ alice: { hand: [name], play: [{ card: "Hunter Dragon", at: "b" }] } }, { library });
      const dragon = ref(g, "alice/Hunter Dragon");
      ok(g, { type: "cast", player: "alice", card: ref(g, `alice/${name}`), targets: [{ card: dragon }] });
      passUntilEmpty(g);
      expect(g.effectiveStats(dragon).attack).toBe(5);
      endTurn(g);
      expect(g.effectiveStats(dragon).attack).toBe(after);
    }
  });
});
