// Never a silent misreading (issue 14, section 2): a card that checks clean does what its text says.
// Each case failed on main at 169a43e; the expected values come from the card text and the rules.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { arcGame, lib, names, ok, passUntilEmpty, ref } from "../runtime/fixtures.ts";
import { specText } from "../spec.ts";

/** A non permanent Effect Card costing M1 with these text lines; it must check clean. */
function effectCard(name: string, ...lines: string[]): CardDefinition {
  const out = compile(`card ${name}\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n${lines.map((l) => `  ${l}\n`).join("")}`, `${name}.card`);
  expect(out.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
  return out.cards[0]!;
}

describe("207.2 an additional effect's target is declared only when its cost is paid", () => {
  const recall = effectCard("Recall", "Return target Summon you control to its owner's hand.", "With extra M1: return target Effect to its owner's hand.");
  const library = { ...lib, Recall: recall };
  const game = () =>
    arcGame(
      { alice: { play: ["Mystic Crystal", "Mystic Crystal", { card: "Tide Beast", at: "b" }], hand: ["Recall", "Stone Skin"] }, bob: { play: [{ card: "Hunter Dragon", at: "c" }] } },
      { library },
    );

  it("207.2, 200.3 with no Effect in play and the extra not paid, Recall is cast with its one target and returns the Summon", () => {
    const g = game();
    const beast = ref(g, "alice/Tide Beast");
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    const cast = { type: "cast", player: "alice", card: ref(g, "alice/Recall") } as const;
    // Listed as a legal action: one target, no extra.
    expect(g.legalActions("alice")).toContainEqual({ ...cast, targets: [{ card: beast }] });
    ok(g, { ...cast, targets: [{ card: beast }] });
    passUntilEmpty(g);
    expect(names(g, g.zone("alice", "hand"))).toEqual(["Stone Skin", "Tide Beast"]);
    expect(names(g, g.zone("alice", "discard"))).toEqual(["Recall"]);
  });

  it("207.2 the extra not paid, a second target is refused: only the paid effect's target is declared", () => {
    const g = game();
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    const r = g.perform({ type: "cast", player: "alice", card: ref(g, "alice/Recall"), targets: [{ card: ref(g, "alice/Tide Beast") }, { card: ref(g, "bob/Hunter Dragon") }] });
    expect(r.ok).toBe(false);
  });

  it("207.2, 204.4 the extra paid, the Effect is declared and returned too", () => {
    const g2 = arcGame(
      {
        alice: { play: ["Mystic Crystal", "Mystic Crystal", { card: "Tide Beast", at: "b" }], hand: ["Recall"] },
        bob: {
          play: [
            { card: "Hunter Dragon", at: "c" },
            { card: "Stone Skin", fixedOn: "bob/Hunter Dragon" },
          ],
        },
      },
      { library },
    );
    const skin = ref(g2, "bob/Stone Skin");
    ok(g2, { type: "activate", player: "alice", card: ref(g2, "alice/Mystic Crystal#1") });
    ok(g2, { type: "activate", player: "alice", card: ref(g2, "alice/Mystic Crystal#2") });
    const noSecond = g2.perform({ type: "cast", player: "alice", card: ref(g2, "alice/Recall"), extra: 1, targets: [{ card: ref(g2, "alice/Tide Beast") }] });
    expect(noSecond.ok).toBe(false);
    ok(g2, { type: "cast", player: "alice", card: ref(g2, "alice/Recall"), extra: 1, targets: [{ card: ref(g2, "alice/Tide Beast") }, { card: skin }] });
    passUntilEmpty(g2);
    expect(names(g2, g2.zone("alice", "hand"))).toEqual(["Tide Beast"]);
    expect(names(g2, g2.zone("bob", "hand"))).toContain("Stone Skin");
  });
});

describe("207.2 explain says an additional effect's target is chosen only with its cost", () => {
  it("207.2 Recall in plain words: the Effect is chosen only if M1 is also paid", async () => {
    const { cardInWords } = await import("../../compiler/words.ts");
    const recall = effectCard("Recall", "Return target Summon you control to its owner's hand.", "With extra M1: return target Effect to its owner's hand.");
    const words = cardInWords(recall).join(" ").replace(/\s+/g, " ");
    expect(words).toContain("you choose a Summon you control when announcing it");
    expect(words).toMatch(/If you also pay M1 \(once, With extra, 207\.2\): you also choose an Effect in play when announcing it/);
  });
});

describe("207.2 `it` in a With line means what the line above targets", () => {
  it("207.2 With extra M1: destroy it. destroys the Summon the line above targets, as `that Summon` does", () => {
    const withIt = effectCard("Finish", "Deal 1 damage to target Summon.", "With extra M1: destroy it.");
    const withThat = effectCard("Finish", "Deal 1 damage to target Summon.", "With extra M1: destroy that Summon.");
    const a = withIt.abilities[0]!;
    expect(a.kind === "effect" && a.modes[0]!.additional[0]!.effects).toEqual([{ op: "destroy", what: { ref: "target", index: 0 } }]);
    expect(withIt.abilities.map((x) => ({ ...x, text: "" }))).toEqual(withThat.abilities.map((x) => ({ ...x, text: "" })));
  });

  it("207.2 For each extra M1: deal 1 damage to it. deals to the one target above, once per payment", () => {
    const ray = effectCard("Ray", "Deal 1 damage to target Summon.", "For each extra M1: deal 1 damage to it.");
    const a = ray.abilities[0]!;
    expect(a.kind === "effect" && a.modes[0]!.additional[0]).toEqual({ kind: "forEachExtra", cost: { M: 1 }, effects: [{ op: "damage", amount: 1, to: { ref: "target", index: 0 } }] });
  });

  it("207.2 with two targets above, `it` is an error that names both (E2007), never a silent pick", () => {
    const out = compile(
      "card Two\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  Deal 1 damage to target Summon and 1 damage to another target Summon.\n  With extra M1: destroy it.\n",
      "two.card",
    );
    const errors = out.diagnostics.filter((d) => d.code !== "E2900");
    expect(errors.map((d) => [d.code, d.line, d.column])).toEqual([["E2007", 7, 26]]);
    expect(errors[0]!.message).toContain('"target Summon" or "another target Summon"');
  });
});

describe("208.1 two verbs joined by `and` take the sentence's subject", () => {
  it("208.1 Target player draws 2 cards and discards 1 card.: one target player draws and discards, never the caster", () => {
    const c = effectCard("Drawer", "Target player draws 2 cards and discards 1 card.");
    const a = c.abilities[0]!;
    expect(a.kind === "effect" && a.modes[0]).toEqual({
      targets: [{ kind: "player" }],
      effects: [
        { op: "draw", who: { ref: "targetPlayer", index: 0 }, n: 2 },
        { op: "discard", who: { ref: "targetPlayer", index: 0 }, n: 1 },
      ],
      additional: [],
    });
  });

  it("208.1 in the engine: bob, the target player, draws 2 cards and discards 1; alice's hand is unchanged", () => {
    const library = { ...lib, Drawer: effectCard("Drawer", "Target player draws 2 cards and discards 1 card.") };
    const g = arcGame({ alice: { play: ["Mystic Crystal"], hand: ["Drawer", "Spark"] }, bob: { hand: ["Spark"] } }, { library });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Drawer"), targets: [{ player: "bob" }] });
    passUntilEmpty(g, { bob: [0] });
    expect(g.zone("alice", "hand").length).toBe(1); // Spark: the caster neither draws nor discards
    expect(g.zone("bob", "hand").length).toBe(1 + 2 - 1);
    expect(g.zone("bob", "discard").length).toBe(1);
  });

  it("Target Summon gets Attack +2 and can't move until end of turn.: both changes on the one target", () => {
    const c = effectCard("Hold", "Target Summon gets Attack +2 and can't move until end of turn.");
    const a = c.abilities[0]!;
    expect(a.kind === "effect" && a.modes[0]!.targets).toEqual([{ kind: "object", filter: { kind: "summon" } }]);
    expect(a.kind === "effect" && a.modes[0]!.effects.map((e) => ("what" in e ? e.what : null))).toEqual([
      { ref: "target", index: 0 },
      { ref: "target", index: 0 },
    ]);
  });

  it("a verb with `s` after a sentence with no subject is one error that says so, not a caster's discard", () => {
    const out = compile("card D\ncost: M1\ntype: Effect Card\nnon permanent\ntext:\n  Draw 2 cards and discards 1 card.\n", "d.card");
    const errors = out.diagnostics.filter((d) => d.code !== "E2900");
    expect(errors.map((d) => [d.line, d.column])).toEqual([[6, 20]]);
    expect(errors[0]!.message).toContain("takes the subject of its sentence");
  });
});

describe("214.2 'its controller' of a card that just left play is its controller as it left (last known information)", () => {
  it("214.2 Destroy target Effect. When successfully done, its controller draws 1 card.: alice, who controls bob's Stone Skin, draws", () => {
    const library = { ...lib, Unmake: effectCard("Unmake", "Destroy target Effect. When successfully done, its controller draws 1 card.") };
    const g = arcGame(
      {
        alice: { play: ["Mystic Crystal"], hand: ["Seize", "Unmake"] },
        bob: {
          play: [
            { card: "Hunter Dragon", at: "c" },
            { card: "Stone Skin", fixedOn: "bob/Hunter Dragon" },
          ],
        },
      },
      { library },
    );
    const skin = ref(g, "bob/Stone Skin");
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Seize"), targets: [{ card: skin }] });
    passUntilEmpty(g);
    expect(g.zone("alice", "play")).toContain(skin); // 214.4: alice controls it now
    const [aliceHand, bobHand] = [g.zone("alice", "hand").length, g.zone("bob", "hand").length];
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Unmake"), targets: [{ card: skin }] });
    passUntilEmpty(g);
    expect(g.zone("bob", "discard")).toContain(skin); // 205.3: to its owner's discard pile
    // Unmake left alice's hand (-1); she controlled Stone Skin as it left play, so she draws (+1).
    expect(g.zone("alice", "hand").length).toBe(aliceHand - 1 + 1);
    expect(g.zone("bob", "hand").length).toBe(bobHand);
  });
});

describe("210.4 an ability that can never take effect is a warning at check time", () => {
  const summon = (ability: string) =>
    compile(`card Martyr\ncost: C1\ntype: Summon Card\nclass: Dragon\nelement: Fire\nmovement energy: C1\nstats: attack 2, defense 3, speed 2, range 1\ntext:\n  [${ability}]\n`, "martyr.card");

  it("210.4 [When this Summon is destroyed: deal 1 damage to target Summon.] gets W2103 at the damage, saying why; the card still builds", () => {
    const out = summon("When this Summon is destroyed: deal 1 damage to target Summon.");
    expect(out.diagnostics.map((d) => [d.severity, d.code, d.line, d.column, d.endColumn])).toEqual([["warning", "W2103", 9, 35, 65]]);
    expect(out.diagnostics[0]!.message).toContain("210.4");
    expect(out.diagnostics[0]!.message).toContain("after this Summon is destroyed");
    expect(out.cards).toHaveLength(1);
  });

  it("210.4 leaves play too; a trigger on its own leaving that draws, or a damage trigger on another Summon, gets none", () => {
    expect(summon("When this Summon leaves play: deal 2 damage to target Summon.").diagnostics.map((d) => d.code)).toEqual(["W2103"]);
    expect(summon("When this Summon is destroyed: draw 1 card.").diagnostics).toEqual([]);
    expect(summon("When this Summon attacks: deal 1 damage to target Summon.").diagnostics).toEqual([]);
    expect(summon("Whenever a Summon is destroyed: deal 1 damage to target Summon.").diagnostics).toEqual([]);
  });

  it("210.4 in the engine the warning is true: the destroyed summon's damage is not dealt", () => {
    const martyr = summon("When this Summon is destroyed: deal 1 damage to target Summon.").cards[0]!;
    const library = { ...lib, Martyr: martyr };
    const g = arcGame({ alice: { play: ["Mystic Crystal", { card: "Martyr", at: "b", damage: 2 }], hand: ["Spark"] }, bob: { play: [{ card: "Hunter Dragon", at: "c" }] } }, { library });
    ok(g, { type: "activate", player: "alice", card: ref(g, "alice/Mystic Crystal") });
    ok(g, { type: "cast", player: "alice", card: ref(g, "alice/Spark"), targets: [{ card: ref(g, "alice/Martyr") }] });
    // Spark resolves: Martyr, with 3 damage, is destroyed (210.5), and its trigger asks for a target.
    for (let i = 0; i < 4 && !g.pending() && g.state.stack.length > 0; i++) ok(g, { type: "pass", player: g.priority()! });
    const d = g.pending();
    expect(d?.kind).toBe("triggerTarget");
    const dragon = d!.options.findIndex((o) => o.label === "Hunter Dragon");
    expect(dragon).toBeGreaterThanOrEqual(0);
    passUntilEmpty(g, { alice: [dragon] });
    expect(g.zone("alice", "discard")).toContain(ref(g, "alice/Martyr"));
    expect(g.damageOn(ref(g, "bob/Hunter Dragon"))).toBe(0);
  });
});

describe("210.4 W2103 has no false positive in the project's and the spec's cards", () => {
  it("no card of cards/*.card or the spec's cards/*.card gets W2103", () => {
    const cardsDir = new URL("../../cards/", import.meta.url);
    const files = [
      ...readdirSync(cardsDir)
        .filter((f) => f.endsWith(".card"))
        .map((f) => [f, readFileSync(new URL(f, cardsDir), "utf8")] as const),
      ...["cards/core.card", "cards/invalid.card"].map((f) => [f, specText(f)] as const),
    ];
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const [file, text] of files) expect(compile(text, file).diagnostics.filter((d) => d.code === "W2103")).toEqual([]);
  });
});
