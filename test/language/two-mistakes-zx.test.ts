// Issue 26, the Z/X half of "two independent mistakes": each line below has two mistakes that
// don't depend on each other. One check reports exactly two errors, both on that line (every
// mistake is reported, so fixing one never reveals a hidden second), and the two suggested
// wordings, applied as the messages say, make the card check clean.
import { describe, expect, it } from "vitest";
import { compileZx } from "../../compiler/zx/index.ts";

const zx = (line: string) => `game: zx\ncard Test Drake\ntype: Z/X\ncost: 2\ncolour: Red\ntribe: Cinder Drake\npower: 3000\ntext:\n  ${line}\n`;
const event = (line: string) => `game: zx\ncard Test Event\ntype: Event\ncost: 1\ncolour: Red\ntext:\n  ${line}\n`;

const LINES: Array<[string, (l: string) => string]> = [
  ["[Auto] <Valid> Square <Trigger> When this card atacks <Effect> Deal 2000 damage to target ZX.", zx],
  ["[Auto] <Valid> Sqare <Trigger> When this card appears <Effect> Destroy target ZX an opponent controls.", zx],
  ["[Boot] <Valid> Square <Cost> [Slep]. <Effect> Deal 1000 damage to target Z/X an oponent controls.", zx],
  ["[Boot] <Valid> Square <Cost> Sleep 1 Gren card in your Resource. <Effect> Return target ZX to its owner's hand.", zx],
  ["[Auto] <Valid> Squre <Trigger> When this card is atacked <Effect> Draw a card.", zx],
  ["[Boot] <Valid> Square <Cost> Discrd 2 card. <Effect> Sleep target ZX.", zx],
  ["[Special] <Valid> Square <Trigger> If your Lfe is 3 or less. <Effect> Drw a card.", zx],
  ["[Event] <Valid> Hand <Effect> Destroy target ZX.", event],
  ["[Auto] <Valid> Square <Trigger> When this card attacks <Effect> Choose up to one of your opponent's ZX, and destroy it. Deal 1000 damage to target Z/X an oponent controls.", zx],
  ["[Always] <Valid> Squar <Effect> All ZX you control get Power +1000.", zx],
  ["[Boot] <Valid> Square <Cost> [Sleep], Put 1 card from your Chrge into your Trash. <Effect> Drw 2 cards.", zx],
  ["[Auto] <Valid> Square <Trigger> Whenever this card atacks <Effect> Recovr 1 Life.", zx],
  ["[Auto] <Valid> Square <Trigger> At the end of yuor turn <Effect> Put target ZX into its owner's Trash.", zx],
  ["[Special] <Valid> Square <Trigger> If you have 4 or more cards in your Chrage. <Effect> Heal 1000 damage from target ZX.", zx],
  ["[Auto] <Valid> Square <Trigger> When this card appears <Effect> Sleep target Z/X with cost 3 or lss. Reboot target ZX you control.", zx],
  ["[Auto] <Valid> Square <Trigger> When this card is destoryed <Effect> Destry target Z/X an opponent controls.", zx],
  ["[Event] <Effect> Choose up to one of your opponent's Z/X with cost 3 or lss, and destroy it. Drw a card.", event],
];

/** Applies a message's suggestion: `remove "X"`, or `"WRITTEN" ...; did you mean "X"?`. */
function apply(text: string, message: string): string {
  const remove = /remove "([^"]+)"/.exec(message);
  if (remove) return text.replace(` ${remove[1]!}`, "");
  const written = /"([^"]+)"/.exec(message)![1]!;
  const to = /did you mean "([^"]+)"\?/.exec(message)![1]!;
  expect(text, `"${written}" is not in the line`).toContain(written);
  return text.replace(written, to);
}

describe("Z/X lines with two independent mistakes", () => {
  it("holds 15 or more lines", () => expect(LINES.length).toBeGreaterThanOrEqual(15));
  it.each(LINES)("%s", (line, card) => {
    const text = card(line);
    const lineNo = text.split("\n").indexOf(`  ${line}`) + 1;
    const errors = compileZx(text, "t.card").diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => d.line)).toEqual([lineNo, lineNo]);
    expect(errors.map((d) => d.message).every((m) => /did you mean "[^"]+"\?|remove "/.test(m) && !m.includes('..."?'))).toBe(true);
    let fixed = text;
    for (const e of errors) fixed = apply(fixed, e.message);
    expect(compileZx(fixed, "t.card").diagnostics).toEqual([]);
  });
});
