// `orrery explain` for Z/X: each card's fields and abilities in words with the rules they follow
// (RULES-ZX numbers from the vocabulary tables), then its ability objects (runtime/zx/abilities.ts).
import { abilityMeaning, type Ability, type Effect, type ZxCardDefinition } from "../../runtime/zx/abilities.ts";
import { ZX_CONDITIONS, ZX_COST_ITEMS, ZX_SENTENCES, ZX_TAGS, ZX_MORE_TRIGGERS, ZX_TRIGGERS, ZX_TURN_CONDITIONS } from "../../grammar/zx/vocabulary.ts";

const tagRule = (k: Ability["kind"]) => ZX_TAGS.find((t) => t.id === k)!;

function effectRules(effects: readonly Effect[], out: Set<string>): void {
  for (const e of effects) {
    const row = ZX_SENTENCES.find((s) => s.id === e.op);
    if (row) out.add(`${row.words} ${row.rule}`);
    if (e.op === "if") {
      const c = [...ZX_CONDITIONS, ...ZX_TURN_CONDITIONS].find((x) => x.id === e.cond.cond);
      if (c) out.add(`condition "${c.word}" ${c.rule}`);
      effectRules(e.then, out);
    }
    if (e.op === "optional") effectRules(e.effects, out);
  }
}

/** The card in words, one line each, with rule numbers. */
export function explainZxCard(c: ZxCardDefinition): string {
  const lines: string[] = [];
  const type = { zx: "Z/X (ZX-202.3)", event: "Event (ZX-202.4)", player: "Player (ZX-202.5)" }[c.type];
  lines.push(`card ${c.name}: ${type}`);
  if (c.cost !== undefined) lines.push(`  cost ${c.cost}: as many Reboot Resource cards, one of each colour (ZX-601.1, ZX-601.2)`);
  lines.push(`  colours: ${c.colours.length ? c.colours.join(", ") : "colorless (ZX-203.3)"}`);
  if (c.tribes) lines.push(`  tribes: ${c.tribes.join(" / ")}`);
  if (c.power !== undefined) lines.push(`  power ${c.power}: the damage it deals in battle; destroyed when its damage reaches it (ZX-205, ZX-703.2, ZX-802a)`);
  if (c.icons.includes("ignition")) lines.push(`  Ignition icon: may be played free from Life or in an Overdrive (ZX-204.1, ZX-504.2c, ZX-704.2)`);
  if (c.subtext === "startCard") lines.push(`  Start Card (ZX-402.1)`);
  if (c.playerName) lines.push(`  player name: ${c.playerName} (ZX-605.3)`);
  c.abilities.forEach((a, i) => {
    const t = tagRule(a.kind);
    lines.push(`  ability ${i + 1}: ${t.word} ${t.name} (${t.rule})`);
    lines.push(`    means: ${abilityMeaning(a)}`);
    if (a.kind !== "event") {
      lines.push(
        `    works: while this card is in ${a.valid === "all" ? "any zone" : `the ${a.valid}`} (<Valid>, ZX-605.2)${a.player ? `, and its controller has "${a.player}" on the Square (<Player>, ZX-605.3)` : ""}`,
      );
    }
    if (a.kind === "auto") {
      const tr = [...ZX_TRIGGERS, ...ZX_MORE_TRIGGERS].find((x) => x.id === a.trigger.on)!;
      lines.push(`    triggers: ${tr.word} (${tr.rule}); resolves at the next check point (ZX-607.3)`);
    }
    if (a.kind === "special") lines.push(`    triggers: when its condition comes to hold (ZX-609)`);
    if (a.kind === "boot") for (const c2 of a.cost) lines.push(`    cost: ${ZX_COST_ITEMS.find((x) => x.id === c2.item)!.word} (ZX-601.4)`);
    if (a.kind === "always" && a.appearsFromLife) lines.push(`    applies once, as this card appears from Life (ZX-608.2)`);
    const rules = new Set<string>();
    const modes = a.kind === "event" || a.kind === "boot" ? a.modes : [{ effects: a.effects, targets: a.targets }];
    for (const m of modes) effectRules(m.effects, rules);
    if (modes.length > 1) rules.add(`or: the player chooses one side (ZX-604.2)`);
    for (const r of rules) lines.push(`    sentence: ${r}`);
  });
  return lines.join("\n");
}
