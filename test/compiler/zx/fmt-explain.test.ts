// fmt and explain for Z/X (LANGUAGE-ZX 6): the corpus is already canonical; a messy file is
// rewritten into the canonical layout without changing its cards, idempotently; explain names the
// rules.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatSource } from "../../../compiler/formatter.ts";
import { compileZx } from "../../../compiler/zx/index.ts";
import { explainZxCard } from "../../../compiler/zx/explain.ts";

const core = readFileSync(new URL("../../golden/spec/zx/cards/zx-core.card", import.meta.url), "utf8");

describe("Z/X fmt", () => {
  it("zx-core.card is in canonical form", () => expect(formatSource(core, "zx-core.card")).toEqual({ ok: true, text: core }));
  it("rewrites labels, field order, tags, markers, table words, the <Effect> line; keeps comments", () => {
    const messy = "game: ZX\n# above\ncard X\ncolor: red  green\ntype: z/x\ncost: 2\ntribe: Briar Kin/Cinder Drake\npower: 1000 # eol\ntext:\n  [auto]  <valid> square <trigger> When this card appears <effect> Draw 1 card.\n  [BOOT] <Valid> Square <Cost> [Sleep]\n  <Effect> Draw 1 card.\n  or\n  <effect> Reboot this card.\n";
    const r = formatSource(messy, "x.card");
    expect(r.ok).toBe(true);
    const text = (r as { text: string }).text;
    expect(text).toBe(
      "game: zx\n\n# above\ncard X\ntype: Z/X\ncost: 2\ncolour: Red Green\ntribe: Briar Kin / Cinder Drake\npower: 1000 # eol\ntext:\n  [Auto] <Valid> Square <Trigger> When this card appears.\n    <Effect> Draw 1 card.\n  [Boot] <Valid> Square <Cost> [Sleep].\n    <Effect> Draw 1 card.\n  or\n  <Effect> Reboot this card.\n",
    );
    expect(formatSource(text, "x.card")).toEqual({ ok: true, text });
  });
  it("refuses a file with errors", () => expect(formatSource("game: zx\ncard X\ntype: Z/X\n", "x.card").ok).toBe(false));
});

describe("Z/X explain", () => {
  it("names each ability's kind and rules, and a keyword's meaning", () => {
    const cards = compileZx(core, "zx-core.card").cards;
    const bell = explainZxCard(cards.find((c) => c.name === "Mending Bell")!);
    expect(bell).toContain("[Always] Constant Ability (ZX-608)");
    expect(bell).toContain("you may recover 1 Life");
    expect(explainZxCard(cards.find((c) => c.name === "Brand Warden")!)).toContain("cost: [Sleep] (ZX-601.4)");
  });
});
