// apps/play/menu.ts: keys that stay with their action (#16: pressing 4 for one card cast another),
// the same cards once, and every action with how it is paid (200.5: an unpaid action fails and its
// energy is lost, so the menu says so and the session refuses it, or activates crystals first).
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildMenu, KeyTable, type Menu } from "../../apps/play/menu.ts";
import { playSession } from "../../apps/play/session.ts";
import type { Agent } from "../../runtime/x610z/agents.ts";
import { cardId, ok, position } from "../ai/helpers.ts";
import { cardIn } from "../../runtime/x610z/cards.ts";

const keyOf = (menu: Menu, long: string) => menu.groups.flatMap((g) => g.items).find((it) => it.long === long)?.key;
const passer: Agent = { chooseAction: (_g, _p, legal) => legal.find((a) => a.type === "pass") ?? legal[0]! };

describe("stable keys", () => {
  it("a key stays with its action while it is legal; new ones get keys unused this turn", () => {
    const t = new KeyTable();
    let k = t.assign(1, new Map([["g1", ["a", "b"]]]));
    expect([k.group("g1"), k.item("g1", "a"), k.item("g1", "b")]).toEqual(["1", "1a", "1b"]);
    k = t.assign(
      1,
      new Map([
        ["g2", ["c"]],
        ["g1", ["b", "d"]],
      ]),
    );
    // g1 and its action b keep theirs; "1a" named another action this turn: d gets "1c".
    expect([k.group("g1"), k.item("g1", "b"), k.item("g1", "d"), k.group("g2"), k.item("g2", "c")]).toEqual(["1", "1b", "1c", "2", "2a"]);
    k = t.assign(1, new Map([["g3", ["e"]]]));
    expect(k.group("g3")).toBe("3");
    // A new turn: the old keys may be handed out again.
    k = t.assign(2, new Map([["g4", ["f"]]]));
    expect([k.group("g4"), k.item("g4", "f")]).toEqual(["1", "1a"]);
  });

  it("keeps a cast's key after another action changed the menu (a crystal activated, the hand shorter)", () => {
    const g = position({ hand: ["Starfall", "Focused Ray", "Tide Shard", "Tide Shard"], play: ["Tide Shard", "Tide Shard", "Tide Shard"] }, { play: [{ card: "Thornback Boar", at: "a8" }] });
    const table = new KeyTable();
    const before = buildMenu(g, "alice", table);
    const starfall = keyOf(before, "cast Starfall targeting bob/Thornback Boar")!;
    const ray = keyOf(before, "cast Focused Ray targeting bob/Thornback Boar")!;
    expect(starfall).toMatch(/^\d+[a-z]+$/);
    // Two Tide Shards in hand are one entry, and so are the untouched crystals in play.
    expect(before.groups.filter((x) => x.title.startsWith("Tide Shard"))).toHaveLength(2);
    expect(before.groups.map((x) => x.title)).toContain("Tide Shard ×3");
    ok(g, { type: "cast", player: "alice", card: cardId(g, "alice", "Tide Shard", 4) });
    ok(g, { type: "activate", player: "alice", card: cardId(g, "alice", "Tide Shard") });
    const after = buildMenu(g, "alice", table);
    expect(keyOf(after, "cast Starfall targeting bob/Thornback Boar")).toBe(starfall);
    expect(keyOf(after, "cast Focused Ray targeting bob/Thornback Boar")).toBe(ray);
    // The crystals in hand can't be cast again this turn (403.1): their key is gone, not reused.
    const gone = before.groups.find((x) => x.title === "Tide Shard ×2")!.key;
    expect(after.groups.map((x) => x.key)).not.toContain(gone);
  });
});

describe("paying", () => {
  it("marks what can't be paid with what it needs and what the player has (200.5)", () => {
    const g = position({ hand: ["Starfall"], play: ["Verdant Shard"] }, { play: [{ card: "Thornback Boar", at: "a8" }] });
    const item = buildMenu(g, "alice", new KeyTable()).groups.find((x) => x.title === "Starfall M2")!.items[0]!;
    expect(item.pay).toEqual({ payable: false, cost: { M: 2 }, why: "needs M2, you have B1 (200.5)" });
  });

  it("plans the crystals an action needs, fewest first (energy-plan.ts)", () => {
    const g = position({ hand: ["Starfall"], play: ["Tide Shard", "Tide Shard", "Verdant Shard"] }, { play: [{ card: "Thornback Boar", at: "a8" }] });
    const item = buildMenu(g, "alice", new KeyTable()).groups.find((x) => x.title === "Starfall M2")!.items[0]!;
    expect(item.pay.payable).toBe(true);
    expect(item.pay.payable && item.pay.crystals.map((id) => cardIn(g.state, id).name)).toEqual(["Tide Shard", "Tide Shard"]);
  });

  it("the session activates the crystals first, then casts; and refuses what can't be paid, changing nothing", async () => {
    const g = position({ hand: ["Starfall", "Comet Drake"], play: ["Tide Shard", "Tide Shard"] }, { play: [{ card: "Thornback Boar", at: "a8" }] });
    const menu = buildMenu(g, "alice", new KeyTable());
    const starfall = keyOf(menu, "cast Starfall targeting bob/Thornback Boar")!;
    const drake = keyOf(menu, "cast Comet Drake")!;
    let out = "";
    await playSession({ game: g, human: "alice", agents: { bob: passer }, input: Readable.from([`${drake}\n`, `${starfall}\n`, "l\n", "q\n"]), write: (s) => void (out += s) });
    expect(out).toContain(`can't pay for that: needs M2 B1, you have M2 (200.5)`);
    expect(out.match(/alice: activate Tide Shard for energy \(M1\) \(203\.3\)/g)).toHaveLength(2);
    expect(out).toContain("alice: cast Starfall targeting bob/Thornback Boar (201.2a)");
    expect(out).toContain("bob/Thornback Boar is destroyed: lethal damage, 3 on Defense 2 (210.5)");
    // The refused Comet Drake is still in hand; nothing failed (200.5).
    expect(g.zone("alice", "hand").map((id) => cardIn(g.state, id).name)).toContain("Comet Drake");
    expect(out).not.toContain("goes back to");
  });
});
