// Issue 26, "Done when": X610Z lines with two independent mistakes each. Each line gets exactly two
// errors in one run (the repair search of grammar/repair.ts recovers after the first mistake and
// finds the second), every error names the closest supported wording, and that wording is the
// line as meant (written here by hand) and checks clean in the card.
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";

const EFFECT = (line: string) => `card Two Mistakes\ncost: C1\ntype: Effect Card\nnon permanent\ntext:\n  ${line}\n`;
const SUMMON = (line: string) => `card Two Mistakes\ncost: C1\ntype: Summon Card\nclass: Dragon\nelement: Fire\nmovement energy: C1\nstats: attack 2, defense 3, speed 2, range 1\ntext:\n  ${line}\n`;

/** [card, line with two mistakes, the line as meant]. */
const LINES: [typeof EFFECT, string, string][] = [
  [EFFECT, "Target Sumon gets Atack +2 until end of turn.", "Target Summon gets Attack +2 until end of turn."],
  [EFFECT, "Destroy targt Summon. Drw a card.", "Destroy target Summon. Draw a card."],
  [EFFECT, "Draw two cards, thn discard a crad.", "Draw two cards, then discard a card."],
  [EFFECT, "Heal 2 damge from targte Summon.", "Heal 2 damage from target Summon."],
  [EFFECT, "Deactivte target Summon and draw a crad.", "Deactivate target Summon and draw a card."],
  [EFFECT, "Add M2 to your Enrgy Pool and draw a crd.", "Add M2 to your Energy Pool and draw a card."],
  [EFFECT, "Return target Summon to its owner's hnd and draw too cards.", "Return target Summon to its owner's hand and draw two cards."],
  [SUMMON, "[When this Summon attaks, it gets Atack +1 until end of turn.]", "[When this Summon attacks, it gets Attack +1 until end of turn.]"],
  [EFFECT, "Prevent the next 2 damage that would be dealt to trget Summon this trn.", "Prevent the next 2 damage that would be dealt to target Summon this turn."],
  [EFFECT, "Gain contol of target Non Life Base Summon untill end of turn.", "Gain control of target Non Life Base Summon until end of turn."],
  [EFFECT, "Deal 3 damage to targt Summon and 1 damage to anothr target Summon.", "Deal 3 damage to target Summon and 1 damage to another target Summon."],
  [EFFECT, "Reactivate targt Summon you controll.", "Reactivate target Summon you control."],
  [EFFECT, "Target Summon can't mvoe or atack this turn.", "Target Summon can't move or attack this turn."],
  [EFFECT, "Look at the top thre cards of your dekc and put them back in any order.", "Look at the top three cards of your deck and put them back in any order."],
  [EFFECT, "Serch your deck for a Dragon, show it and put it into your hnad.", "Search your deck for a Dragon, show it and put it into your hand."],
  [EFFECT, "Remove target Summon from the gmae and drwa a card.", "Remove target Summon from the game and draw a card."],
  [EFFECT, "Target player discrds two cards and drws a card.", "Target player discards two cards and draws a card."],
  [EFFECT, "Destory target Summon unles its controller pays M2.", "Destroy target Summon unless its controller pays M2."],
  [SUMMON, "[Whenevr this Summon moves, heal 1 damge from it.]", "[Whenever this Summon moves, heal 1 damage from it.]"],
  [EFFECT, "Counter targte action unlss its controller pays C2.", "Counter target action unless its controller pays C2."],
];

const errorsOf = (text: string) => compile(text, "two.card").diagnostics.filter((d) => d.severity === "error" && d.code !== "E2900");

describe("two independent mistakes in a line: two errors, one closest wording that checks (issue 26)", () => {
  it(`${LINES.length} lines`, () => {
    expect(LINES.length).toBeGreaterThanOrEqual(15);
    for (const [card, line, meant] of LINES) {
      // The line as meant checks clean: the mistakes are the only ones.
      expect(errorsOf(card(meant)), meant).toEqual([]);
      const errors = errorsOf(card(line));
      expect(errors, line).toHaveLength(2);
      expect(new Set(errors.map((d) => d.column)).size, `${line}: two places`).toBe(2);
      for (const d of errors) {
        const wording = /the closest supported wording is "([^"]+)"/.exec(d.message)?.[1];
        expect(wording, `${line}: ${d.message}`).toBe(meant);
        expect(errorsOf(card(wording!)), wording).toEqual([]);
      }
    }
  });
});
