// Issue 26's Z/X wording classes, each read with its meaning (the ability objects, written here by
// hand from LANGUAGE-ZX and the rules), or refused with a message naming the nearest supported
// wording, which then checks clean. And the Z/X sentence path reads no text with a regular
// expression: the layout and the sentences go through the Chevrotain grammar (grammar/zx).
import { readFileSync } from "node:fs";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { compileZx } from "../../../compiler/zx/index.ts";
import * as Z from "../../../runtime/zx/abilities.ts";

const zxCard = (ability: string) => `game: zx\ncard Test Drake\ntype: Z/X\ncost: 2\ncolour: Red\ntribe: Cinder Drake\npower: 3000\ntext:\n  ${ability}\n`;
const eventCard = (effect: string) => `game: zx\ncard Test Event\ntype: Event\ncost: 1\ncolour: Red\ntext:\n  [Event] <Effect> ${effect}\n`;
const built = (text: string) => {
  const r = compileZx(text, "t.card");
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.cards[0]!.abilities[0]!;
};
const selfPower1000 = Z.modifyPower(Z.self(), 1000, "endOfTurn");
const autoOn = (effect: string) => built(zxCard(`[Auto] <Valid> Square <Trigger> When this card attacks <Effect> ${effect}`)) as Z.AutoAbility;

describe("amounts: numerals, number words, a/an (ZX-310.1)", () => {
  it.each([
    ["Draw a card.", 1],
    ["Draw one card.", 1],
    ["Draw two cards.", 2],
    ["Draw 3 cards.", 3],
  ])("%s draws %i", (s, n) => expect((built(eventCard(s)) as Z.EventAbility).modes[0]!.effects).toEqual([Z.draw(n)]));
  it("Recover two Life. recovers 2 (ZX-309.2)", () => expect(autoOn("Recover two Life.").effects).toEqual([Z.recoverLife(2)]));
});

describe('"Choose up to N of your (opponent\'s) Z/X ..., and VERB it" is a target phrase (ZX-611)', () => {
  it("... with cost 3 or less, and destroy it.", () => {
    const m = (built(eventCard("Choose up to one of your opponent's Z/X with cost 3 or less, and destroy it.")) as Z.EventAbility).modes[0]!;
    expect(m.targets).toEqual([Z.targetSpec({ maxCost: 3, controller: "opponent" }, 1)]);
    expect(m.effects).toEqual([Z.destroy(Z.target(0))]);
  });
  it("Choose alone; the next sentence's It is the chosen Z/X", () => {
    const a = autoOn("Choose up to one of your Z/X. It gets Power +3000 until end of turn.");
    expect(a.targets).toEqual([Z.targetSpec({ controller: "you" }, 1)]);
    expect(a.effects).toEqual([Z.modifyPower(Z.target(0), 3000, "endOfTurn")]);
  });
  it("up to one of your opponent's Z/X as an object", () => {
    const a = autoOn("Deal 2000 damage to up to one of your opponent's Z/X.");
    expect(a.targets).toEqual([Z.targetSpec({ controller: "opponent" }, 1)]);
    expect(a.effects).toEqual([Z.damage(2000, Z.target(0))]);
  });
  it("clauses joined by ', and' share the sentence's target and modifiers", () => {
    const a = autoOn("Reboot up to one of your Z/X, and it gets Power +1000 until end of turn.");
    expect(a.targets).toEqual([Z.targetSpec({ controller: "you" }, 1)]);
    expect(a.effects).toEqual([Z.reboot(Z.target(0)), Z.modifyPower(Z.target(0), 1000, "endOfTurn")]);
    expect(autoOn("If your Life is 3 or less, draw a card, and recover 1 Life.").effects).toEqual([Z.ifThen(Z.lifeAtMost(3), [Z.draw(1), Z.recoverLife(1)])]);
  });
  it("each of your opponent's Z/X is every such Z/X", () => {
    expect(autoOn("Deal 2000 damage to each of your opponent's Z/X.").effects).toEqual([Z.damage(2000, Z.all({ controller: "opponent" }))]);
  });
  it("Put X into Sleep state is Sleep X (ZX-305.3)", () => {
    const a = autoOn("Put up to one of your opponent's Z/X into Sleep state.");
    expect(a.effects).toEqual([Z.sleep(Z.target(0))]);
  });
  it("'it' with nothing chosen is this card on a Z/X's Square ability", () => {
    expect(autoOn("If your Life is 3 or less, it gets Power +1000 until end of turn.").effects).toEqual([Z.ifThen(Z.lifeAtMost(3), [selfPower1000])]);
  });
  it("'it' with nothing chosen and no card it could be is an error that names the form", () => {
    const d = compileZx(eventCard("Destroy it."), "t.card").diagnostics;
    expect(d.map((x) => [x.code, x.line])).toEqual([["E3010", 7]]);
    expect(d[0]!.message).toContain("Choose up to 1 of");
  });
});

describe("conditions: During your turn, While, If you do (ZX-612.2, ZX-612.3, ZX-608.1)", () => {
  it("During your turn, this card gets Power +1000. holds only in its controller's turn (ZX-500.3)", () => {
    const a = built(zxCard("[Always] <Valid> Square <Effect> During your turn, this card gets Power +1000.")) as Z.AlwaysAbility;
    expect(a.effects).toEqual([Z.ifThen(Z.yourTurn(), [Z.modifyPower(Z.self(), 1000, "whileOnSquare")])]);
    const view = (turn: string) => ({
      life: () => 0,
      charge: () => 0,
      resource: () => 0,
      hand: () => 0,
      isSleeping: () => false,
      opponent: () => "b",
      turnPlayer: () => turn,
      onPlayerSquareOf: () => false,
      refersTo: () => false,
    });
    const ctx = { you: "a", source: "c1", targets: [] };
    expect(Z.conditionHolds(view("a"), Z.yourTurn(), ctx)).toBe(true);
    expect(Z.conditionHolds(view("b"), Z.yourTurn(), ctx)).toBe(false);
    expect(Z.conditionHolds(view("b"), Z.opponentsTurn(), ctx)).toBe(true);
  });
  it("this card's state, your Resource and hand counts (ZX-305.1, ZX-306, ZX-310)", () => {
    const a = built(zxCard("[Always] <Valid> Square <Effect> While this card is in Reboot state, it gets Power +3000.")) as Z.AlwaysAbility;
    expect(a.effects).toEqual([Z.ifThen(Z.selfState(false), [Z.modifyPower(Z.self(), 3000, "whileOnSquare")])]);
    expect(autoOn("If you have 6 or more cards in your Resource, draw a card.").effects).toEqual([Z.ifThen(Z.resourceAtLeast(6), [Z.draw(1)])]);
    expect(autoOn("If you have 3 or fewer cards in your hand, draw a card.").effects).toEqual([Z.ifThen(Z.handAtMost(3), [Z.draw(1)])]);
    const view = {
      life: () => 0,
      charge: () => 0,
      resource: () => 6,
      hand: () => 4,
      isSleeping: (c: string) => c === "c1",
      opponent: () => "b",
      turnPlayer: () => "a",
      onPlayerSquareOf: () => false,
      refersTo: () => false,
    };
    const ctx = { you: "a", source: "c1", targets: [] };
    expect([Z.selfState(true), Z.selfState(false), Z.resourceAtLeast(6), Z.resourceAtLeast(7), Z.handAtMost(3), Z.handAtMost(4)].map((c) => Z.conditionHolds(view, c, ctx))).toEqual([
      true,
      false,
      true,
      false,
      false,
      true,
    ]);
  });
  it("During your opponent's turn, ...", () => {
    const a = built(zxCard("[Always] <Valid> Square <Effect> During your opponent's turn, this card gets Power +2000.")) as Z.AlwaysAbility;
    expect(a.effects).toEqual([Z.ifThen(Z.opponentsTurn(), [Z.modifyPower(Z.self(), 2000, "whileOnSquare")])]);
  });
  it("While CONDITION, ... in an [Always] holds while the condition does (ZX-608.1)", () => {
    const a = built(zxCard("[Always] <Valid> Square <Effect> While your Life is 3 or less, this card gets Power +2000.")) as Z.AlwaysAbility;
    expect(a.effects).toEqual([Z.ifThen(Z.lifeAtMost(3), [Z.modifyPower(Z.self(), 2000, "whileOnSquare")])]);
  });
  it("While in an [Auto] is refused with the If wording, which checks clean", () => {
    const bad = zxCard("[Auto] <Valid> Square <Trigger> When this card attacks <Effect> While your Life is 3 or less, draw 1 card.");
    const d = compileZx(bad, "t.card").diagnostics;
    expect(d.map((x) => x.code)).toEqual(["E3027"]);
    expect(d[0]!.message).toContain('"If your Life is 3 or less, ..."');
    expect(autoOn("If your Life is 3 or less, draw 1 card.").effects).toEqual([Z.ifThen(Z.lifeAtMost(3), [Z.draw(1)])]);
  });
  it("You may X. If you do, Y. does Y only when X was done", () => {
    expect(autoOn("You may sleep this card. If you do, draw 1 card.").effects).toEqual([Z.optional([Z.sleep(Z.self()), Z.draw(1)])]);
  });
  it("Then, ... is the next effect in order", () => {
    const m = (built(eventCard("Put the top card of your deck into your Resource. Then, draw a card.")) as Z.EventAbility).modes[0]!;
    expect(m.effects).toEqual([Z.topOfDeckTo("resource"), Z.draw(1)]);
  });
});

describe("triggers beyond the table are refused with the nearest supported one and where the table is", () => {
  it.each([
    ["When this card is played", "When this card is played from your hand"],
    ["When this card attacks and destroys a Z/X", "When this card attacks"],
    ["At the beginning of your turn", "At the start of your turn"],
  ])("%s -> %s", (written, nearest) => {
    const text = zxCard(`[Auto] <Valid> Square <Trigger> ${written} <Effect> Draw 1 card.`);
    const d = compileZx(text, "t.card").diagnostics;
    expect(d.map((x) => [x.code, x.line, x.column])).toEqual([["E3032", 9, 35]]);
    expect(d[0]!.message).toContain(`"${nearest}"`);
    expect(d[0]!.message).toContain("grammar/zx/vocabulary.ts");
    expect(compileZx(text.replace(written, nearest), "t.card").diagnostics).toEqual([]);
  });
  it.each([
    ["When this card is played from your hand", Z.whenPlayedFromHand()],
    ["At the start of your turn", Z.atStartOfYourTurn()],
    ["At the start of your opponent's turn", Z.atStartOfOpponentsTurn()],
  ])("%s reads (test/zx/triggers-more.test.ts plays it)", (written, trigger) => {
    expect((built(zxCard(`[Auto] <Valid> Square <Trigger> ${written} <Effect> Draw 1 card.`)) as Z.AutoAbility).trigger).toEqual(trigger);
  });
  it("When this card is destroyed reads (ZX-607.2)", () => {
    expect((built(zxCard("[Auto] <Valid> Square <Trigger> When this card is destroyed <Effect> Draw 1 card.")) as Z.AutoAbility).trigger).toEqual(Z.whenDestroyed());
  });
});

describe("a mechanic the Z/X engine lacks is 'not supported yet', never misread", () => {
  it("moving cards from the hand by an effect (only a cost can, ZX-601.4)", () => {
    const d = compileZx(zxCard("[Auto] <Valid> Square <Trigger> When this card attacks <Effect> Draw a card. Then, put 1 card from your hand into your Trash."), "t.card").diagnostics;
    expect(d.map((x) => [x.code, x.line])).toEqual([["E3032", 9]]);
    expect(d[0]!.message).toContain("not supported yet");
    expect(d[0]!.message).toContain('"Discard N card(s)"');
  });
});

describe("costs: the colour form is named in the cost message (ZX-601.4)", () => {
  it("Sleep 1 Green card in your Resource reads; an unknown item's message lists the colour form", () => {
    const a = built(zxCard("[Boot] <Valid> Square <Cost> [Sleep], Sleep 1 Green card in your Resource. <Effect> Draw 1 card.")) as Z.BootAbility;
    expect(a.cost).toEqual([Z.sleepSelf(), Z.sleepResource(1, "green")]);
    const d = compileZx(zxCard("[Boot] <Valid> Square <Cost> Pay 1 Green. <Effect> Draw 1 card."), "t.card").diagnostics;
    expect(d.map((x) => x.code)).toEqual(["E3010"]);
    expect(d[0]!.message).toContain("Sleep N COLOUR card(s) in your Resource");
  });
});

describe("a keyword alone on its line is its [Always] ability (LANGUAGE-ZX 4.10)", () => {
  it("Life Recovery", () => {
    const t = `game: zx\ncard Bell\ntype: Z/X\ncost: 3\ncolour: White\ntribe: Lumen Choir\npower: 4500\nicon: Ignition\ntext:\n  Life Recovery\n`;
    const a = built(t) as Z.AlwaysAbility;
    expect(a.keyword).toBe("lifeRecovery");
  });
});

describe("the Z/X sentence path has no regular expression", () => {
  const files = ["compiler/zx/abilities.ts", "grammar/zx/sentences.ts", "grammar/sentence.ts"];
  it.each(files.map((f) => [f]))("%s: no RegExp literal or RegExp constructor", (f) => {
    const text = readFileSync(new URL(`../../../${f}`, import.meta.url), "utf8");
    const src = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const walk = (n: ts.Node): void => {
      if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(n.getText());
      if (ts.isIdentifier(n) && n.text === "RegExp" && !ts.isTypeReferenceNode(n.parent)) found.push("RegExp");
      ts.forEachChild(n, walk);
    };
    walk(src);
    expect(found).toEqual([]);
  });
});
