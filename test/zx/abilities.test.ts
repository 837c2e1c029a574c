// ZX-605 - ZX-612: each tag kind ([Boot], [Auto], [Always], [Special], [Event]), <Valid>, <Player>,
// targets, sentences; and the ability objects as the compiler's contract (plain data, words).
import { describe, expect, it } from "vitest";
import {
  abilityMeaning,
  abilityWords,
  COST_ITEMS,
  CONDITIONS,
  damage,
  defineCard,
  draw,
  eventAbility,
  mode,
  EFFECTS,
  modifyPower,
  self,
  target,
  targetSpec,
  TRIGGERS,
  type Ability,
} from "../../runtime/zx/abilities.ts";
import { createZxGameFromPosition } from "../../runtime/zx/game.ts";
import { leaveSquare } from "../../runtime/zx/zones.ts";
import { CARDS } from "./cards.ts";
import { answer, card, endTurn, LIBRARY, names, ok, position, refused, times } from "./fixtures.ts";

describe("ZX-606 [Boot]", () => {
  it("ZX-606.1 usable only while its card is in its <Valid> zone: Brand Warden in hand is refused", () => {
    const g = position({ hand: ["Brand Warden"], resource: ["Ember Whelp"] }, { square: [{ card: "Thornback Brute", at: "b3" }] });
    refused(g, { type: "boot", player: "alice", card: card(g, "alice", "Brand Warden"), targets: [card(g, "bob", "Thornback Brute")] }, "ZX-606.1");
  });

  it("ZX-606.3 (C-37) no limit per turn but its cost: Old Rootwarden reboots itself after attacking and attacks again", () => {
    const g = position(
      { square: [{ card: "Old Rootwarden", at: "b2" }], resource: ["Thornback Brute", "Thornback Brute", "Sproutling Kin", "Sproutling Kin"] },
      { square: [{ card: "Ember Whelp", at: "a3" }] },
    );
    const root = card(g, "alice", "Old Rootwarden");
    ok(g, { type: "attack", player: "alice", card: root, target: { player: "bob" } });
    ok(g, { type: "pass", player: "alice" });
    ok(g, { type: "pass", player: "bob" });
    answer(g, "1");
    expect(g.stateOf(root)).toBe("sleep");
    ok(g, { type: "boot", player: "alice", card: root });
    expect(g.stateOf(root)).toBe("reboot");
    ok(g, { type: "boot", player: "alice", card: root });
    refused(g, { type: "boot", player: "alice", card: root }, "ZX-601.4"); // no Green Reboot card left
  });

  it("ZX-604.4 a target phrase needs a legal choice to use it: Brand Warden with no opponent's Z/X adjacent is refused", () => {
    const g = position({ square: [{ card: "Brand Warden", at: "a1" }], resource: ["Ember Whelp"] }, { square: [{ card: "Thornback Brute", at: "c3" }] });
    refused(g, { type: "boot", player: "alice", card: card(g, "alice", "Brand Warden"), targets: [card(g, "bob", "Thornback Brute")] }, "ZX-604.4");
  });
});

describe("ZX-604 [Event]", () => {
  it("ZX-604.2 the side of `or`: Clear Sight side 2 sleeps an opponent's Z/X; ZX-611.2 a target that doesn't match is refused", () => {
    const g = position({ resource: ["Gearwright Scout"], hand: ["Clear Sight"], square: [{ card: "Ember Whelp", at: "a1" }] }, { square: [{ card: "Thornback Brute", at: "b3" }] });
    const cs = card(g, "alice", "Clear Sight");
    refused(g, { type: "play", player: "alice", card: cs, mode: 1, targets: [card(g, "alice", "Ember Whelp")] }, "ZX-611.2");
    refused(g, { type: "play", player: "alice", card: cs, mode: 1 }, "ZX-611.2");
    ok(g, { type: "play", player: "alice", card: cs, mode: 1, targets: [card(g, "bob", "Thornback Brute")] });
    expect(g.stateOf(card(g, "bob", "Thornback Brute"))).toBe("sleep");
    expect(names(g, g.zone("alice", "trash"))).toEqual(["Clear Sight"]);
  });

  it("ZX-604.4 an Event whose side needs a target with no legal choice can't be played", () => {
    const g = position({ resource: ["Ember Whelp", "Ember Whelp"], hand: ["Searing Verdict"] });
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Searing Verdict"), targets: [] }, "ZX-604.4");
  });

  it("ZX-612.5 Heal removes up to N: Sanctuary Hymn on 2000 damage leaves 0", () => {
    const g = position({ resource: ["Dawn Herald", "Dawn Herald"], hand: ["Sanctuary Hymn"], square: [{ card: "Thornback Brute", at: "a1", damage: 2000 }] });
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Sanctuary Hymn"), targets: [card(g, "alice", "Thornback Brute")] });
    expect(g.damage(card(g, "alice", "Thornback Brute"))).toBe(0);
  });

  it("LANGUAGE-ZX 4.14 `with Power N or less` reads the current Power: Dawn Herald's +1000 protects a 5000 Z/X from Dread Harvest", () => {
    const g = position(
      { resource: ["Grave Page", "Grave Page", "Grave Page"], hand: ["Dread Harvest"] },
      {
        square: [
          { card: "Dawn Herald", at: "b3" },
          { card: "Gearwright Scout", at: "a3" },
          { card: "Flarehorn Drake", at: "c2" },
        ],
      },
    );
    // Gearwright Scout 5000 + 1000 (adjacent to b3) = 6000; Flarehorn Drake on c2, not adjacent to b3: 5000.
    expect(g.power(card(g, "bob", "Gearwright Scout"))).toBe(6000);
    refused(g, { type: "play", player: "alice", card: card(g, "alice", "Dread Harvest"), targets: [card(g, "bob", "Gearwright Scout")] }, "ZX-611.2");
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Dread Harvest"), targets: [card(g, "bob", "Flarehorn Drake")] });
    expect(names(g, g.zone("bob", "charge"))).toEqual(["Flarehorn Drake"]);
  });
});

describe("ZX-607 [Auto]", () => {
  it("ZX-611.1-611.2 an `up to 1 target` of an Auto ability is chosen as it resolves, none allowed: Ashgrove Chimera deals 2000 to an adjacent opponent's Z/X", () => {
    const g = position(
      { resource: ["Ember Whelp", "Thornback Brute", "Gearwright Scout", "Grave Page"], hand: ["Ashgrove Chimera"] },
      {
        square: [
          { card: "Ember Whelp", at: "b3" },
          { card: "Thornback Brute", at: "a3" },
        ],
      },
    );
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Ashgrove Chimera"), at: "b2" });
    expect(g.pending()).toMatchObject({ player: "alice", kind: "target" });
    expect(g.pending()!.options.map((o) => o.label)).toEqual(["bob/Ember Whelp at b3", "none"]); // a3 is not adjacent to b2
    answer(g, "none");
    expect(g.damage(card(g, "bob", "Ember Whelp"))).toBe(0);
  });

  it("ZX-607.2 an Auto ability triggers only in its <Valid> zone: Gearwright Scout put into Resource doesn't draw", () => {
    const g = position({ hand: ["Gearwright Scout"], deck: ["Ember Whelp"] }, {}, { phase: "resource" });
    ok(g, { type: "resource", player: "alice", card: card(g, "alice", "Gearwright Scout") });
    expect(g.zone("alice", "hand")).toEqual([]);
  });
});

describe("ZX-608 [Always]", () => {
  it("ZX-608.1 a condition inside it is checked continuously: Brass Sentry 6000 on its own Player Square, 4000 elsewhere", () => {
    const g = position({
      square: [
        { card: "Brass Sentry", at: "b1" },
        { card: "Brass Sentry", at: "a1" },
      ],
    });
    expect(g.power(card(g, "alice", "Brass Sentry", 1))).toBe(6000);
    expect(g.power(card(g, "alice", "Brass Sentry", 2))).toBe(4000);
  });

  it("ZX-605.3 <Player>: Vesper Acolyte has 5000 while its controller has the Player card named Aster Vale on the Square, 4000 otherwise; the Player card's [Always] gives +1000 on his Player Square", () => {
    const g = position(
      {
        player: "Aster Vale, Square Captain",
        square: [
          { card: "Vesper Acolyte", at: "a1" },
          { card: "Vesper Acolyte", at: "b1" },
        ],
      },
      { square: [{ card: "Vesper Acolyte", at: "a3" }] },
    );
    expect(g.power(card(g, "alice", "Vesper Acolyte", 1))).toBe(5000);
    expect(g.power(card(g, "alice", "Vesper Acolyte", 2))).toBe(6000);
    expect(g.power(card(g, "bob", "Vesper Acolyte"))).toBe(4000);
  });

  it("ZX-608.1 Dawn Herald gives +1000 to its controller's Z/X on adjacent squares only, not to itself nor to the opponent's", () => {
    const g = position(
      {
        square: [
          { card: "Dawn Herald", at: "b2" },
          { card: "Ember Whelp", at: "a2" },
          { card: "Ember Whelp", at: "a1" },
        ],
      },
      { square: [{ card: "Ember Whelp", at: "b3" }] },
    );
    expect(g.power(card(g, "alice", "Dawn Herald"))).toBe(6000);
    expect(g.power(card(g, "alice", "Ember Whelp", 1))).toBe(4000);
    expect(g.power(card(g, "alice", "Ember Whelp", 2))).toBe(3000);
    expect(g.power(card(g, "bob", "Ember Whelp"))).toBe(3000);
  });

  it("ZX-612.4 (C-44) a Power change without a duration lasts while the Z/X stays on the Square: past the End Phase, gone when it leaves (ZX-206.3)", () => {
    const lib = {
      ...LIBRARY,
      "Steel Resolve": defineCard({
        name: "Steel Resolve",
        type: "event",
        cost: 0,
        colours: ["red"],
        icons: [],
        abilities: [eventAbility("[Event] <Effect> Target Z/X you control gets Power +1000.", [mode([targetSpec({ controller: "you" })], [modifyPower(target(0), 1000)])])],
      }),
    };
    const g = createZxGameFromPosition({
      library: lib,
      seed: 1,
      players: [
        { id: "alice", square: [{ card: "Ember Whelp", at: "a1" }], hand: ["Steel Resolve"], life: times(4, "Thornback Brute"), deck: times(9, "Thornback Brute") },
        { id: "bob", resource: ["Gearwright Scout"], hand: ["Clear Sight"], life: times(4, "Thornback Brute"), deck: times(9, "Thornback Brute") },
      ],
      turn: { number: 3 },
    });
    const whelp = card(g, "alice", "Ember Whelp");
    ok(g, { type: "play", player: "alice", card: card(g, "alice", "Steel Resolve"), targets: [whelp] });
    expect(g.power(whelp)).toBe(4000);
    endTurn(g);
    expect(g.power(whelp)).toBe(4000);
    expect(g.state.mods.length).toBe(1);
    leaveSquare(g.engine, whelp, "hand");
    expect(g.state.mods).toEqual([]);
  });
});

describe("ability objects: the compiler's contract", () => {
  it("every kind has a definition: constructor, words and (effects, conditions) an interpreter", () => {
    for (const d of Object.values(EFFECTS)) {
      expect(typeof d.make).toBe("function");
      expect(typeof d.words).toBe("function");
      expect(typeof d.run).toBe("function");
    }
    for (const d of Object.values(CONDITIONS)) expect(typeof d.test).toBe("function");
    expect(Object.keys(EFFECTS).sort()).toEqual([
      "damage",
      "destroy",
      "draw",
      "heal",
      "if",
      "modifyPower",
      "optional",
      "putIntoTrash",
      "reboot",
      "recoverLife",
      "returnToHand",
      "sleep",
      "topOfDeckTo",
    ]);
    expect(Object.keys(TRIGGERS).sort()).toEqual(["appears", "attacks", "endOfTurn", "isAttacked", "isDestroyed", "playedFromHand", "startOfOpponentsTurn", "startOfTurn"]);
    expect(Object.keys(COST_ITEMS).sort()).toEqual(["chargeToTrash", "discard", "sleepResource", "sleepSelf"]);
  });

  it("constructors return exactly the plain object: optional fields left out, JSON round trips equal", () => {
    expect(targetSpec({ controller: "opponent" })).toStrictEqual({ filter: { controller: "opponent" } });
    expect(modifyPower(self(), 2000, "endOfTurn")).toStrictEqual({ op: "modifyPower", what: { ref: "self" }, delta: 2000, duration: "endOfTurn" });
    expect(draw(1)).toStrictEqual({ op: "draw", who: { ref: "you" }, n: 1 });
    expect(damage(2000, target(0))).toStrictEqual({ op: "damage", amount: 2000, to: { ref: "target", index: 0 } });
    for (const c of CARDS) expect(JSON.parse(JSON.stringify(c))).toStrictEqual(c);
  });

  it("plain words: every ability of the corpus reads back as its printed text (keywords with their reminder)", () => {
    const norm = (s: string) => s.replace(/\s+/g, " ").trim();
    for (const c of CARDS) {
      for (const a of c.abilities as Ability[]) {
        const printed = norm(a.text);
        expect([abilityWords(a), abilityMeaning(a)]).toContain(printed);
      }
    }
  });
});
