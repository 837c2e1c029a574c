// grammar/recovery.ts: where the parser re-syncs after a syntax error. Expected by hand from
// parser.ts: a line break comes right after each field rule the card rule calls, after the
// energy list of `cost:` and `movement energy:`, after a stat entry (or a comma), and after an
// ability line's body; nowhere inside a sentence (a broken phrase skips its whole line).
import { describe, expect, it } from "vitest";
import { sitesFollowedBy } from "../../grammar/recovery.ts";
import { parser } from "../../grammar/parser.ts";
import { Newline } from "../../grammar/tokens.ts";

describe("recovery sites", () => {
  it("are the calls a Newline may follow directly in the calling rule", () => {
    const fields = [
      "costField",
      "typeField",
      "classField",
      "elementField",
      "crewField",
      "restrictionField",
      "permanenceField",
      "movementEnergyField",
      "statsField",
      "countersField",
      "textField",
      "flavorField",
      "collectorField",
      "unknownField",
      "strayLine",
    ];
    const expected = [
      ...fields.map((f) => `card>${f}#0`),
      "costField>energyList#0",
      "movementEnergyField>energyList#0",
      "statsField>statEntry#0",
      "textField>lineBody#0",
      "textField>textLine#0",
      "textLine>lineBody#0",
    ];
    expect([...sitesFollowedBy(parser.getGAstProductions(), Newline)].sort()).toEqual(expected.sort());
  });
});
