// How much of the natural-wording corpus (natural.corpus.txt, issue 14) the language takes. Each
// line gets one verdict:
//   meaning  it checks clean in its minimal card (natural.ts wrap) and its abilities are exactly
//            the ones MEANINGS below asserts (a line that checks clean without an asserted
//            meaning fails this test: say what it means, or it doesn't count);
//   hint     it doesn't check, and its one error names the closest supported wording, a whole
//            line that itself checks clean in the same card;
//   neither  anything else.
// The figures are printed; FLOOR holds them from falling (raise it when the language grows).
import { describe, expect, it } from "vitest";
import {
  addEnergy,
  all,
  damage,
  destroy,
  draw,
  forbid,
  heal,
  modifyStat,
  objectTarget,
  on,
  removeFromGame,
  returnToHand,
  search,
  self,
  target,
  whenDone,
  you,
  any,
  type Effect,
  type Filter,
  type TargetSpec,
  type Trigger,
} from "../../runtime/x610z/abilities.ts";
import { closestWording, compileLine, contextOf, readCorpus, type CorpusLine, type Meaning as LineMeaning, type Verdict } from "./natural.ts";

type Meaning = LineMeaning[];
const summon = (f: Omit<Filter, "kind"> = {}): Filter => ({ kind: "summon", ...f });
/** A cast card's one mode (206.2b). */
const cast = (targets: TargetSpec[], ...effects: Effect[]): Meaning => [{ kind: "effect", modes: [{ targets, effects, additional: [] }] }];
/** A summon's triggered ability (402.10h). */
const summonTrigger = (trigger: Trigger, targets: TargetSpec[], ...effects: Effect[]): Meaning => [
  { kind: "triggered", trigger, mode: { targets, effects, additional: [] }, summon: true },
];
const produces = (energy: Record<string, number>): Meaning => [{ kind: "produces", energy }];
const aSummon = objectTarget(summon());

/** What each line that checks clean means, as ability objects (runtime/x610z/abilities.ts). */
const MEANINGS: Record<string, Meaning> = {
  "Destroy target Summon you control. When successfully done, draw 2 cards.": cast(
    [objectTarget(summon({ controller: "you" }))],
    whenDone([destroy(target(0))], [draw(you(), 2)]),
  ),
  "All Summons get Range -1 until end of turn.": cast([], modifyStat(all(summon()), "range", -1, "endOfTurn")),
  "Return target Summon to its owner's hand.": cast([aSummon], returnToHand(target(0))),
  "Return target Effect to its owner's hand.": cast([objectTarget({ kind: "effect" })], returnToHand(target(0))),
  "Return target Energy Crystal to its owner's hand.": cast([objectTarget({ kind: "crystal" })], returnToHand(target(0))),
  "When this Summon is destroyed, return it to its owner's hand.": summonTrigger(on("isDestroyed", self()), [], returnToHand(self())),
  "Destroy target Dragon.": cast([objectTarget(summon({ class: "Dragon" }))], destroy(target(0))),
  "Deal 2 damage to target Beast.": cast([objectTarget(summon({ class: "Beast" }))], damage(2, target(0))),
  "Target Vessel gets Speed +2 until end of turn.": cast([objectTarget(summon({ class: "Vessel" }))], modifyStat(target(0), "speed", 2, "endOfTurn")),
  "Deal 1 damage to target Summon and 1 damage to another target Summon.": cast(
    [aSummon, objectTarget(summon(), [0])],
    damage(1, target(0)),
    damage(1, target(1)),
  ),
  "Deal 3 damage to target non Life Base Summon.": cast([objectTarget(summon({ lifeBase: false }))], damage(3, target(0))),
  "Destroy all Dragons.": cast([], destroy(all(summon({ class: "Dragon" })))),
  "Whenever a Summon an opponent controls is destroyed, this Summon gets Attack +1.": summonTrigger(
    on("isDestroyed", any(summon({ controller: "opponent" }))),
    [],
    modifyStat(self(), "attack", 1, "endOfTurn"), // 402.10e: until end of turn unless stated
  ),
  "When this Summon attacks, it gets Attack +1 until end of turn.": summonTrigger(on("attacks", self()), [], modifyStat(self(), "attack", 1, "endOfTurn")),
  "Whenever this Summon is dealt damage, deal 1 damage to target Summon.": summonTrigger(on("isDealtDamage", self()), [aSummon], damage(1, target(0))),
  "Heal 2 damage from target Summon.": cast([aSummon], heal(2, target(0))),
  "Search your deck for an Effect Card, show it and put it into your hand.": cast([], search(you(), { kind: "card", cardType: "Effect Card" })),
  "Remove target card in a discard pile from the game.": cast([objectTarget({ kind: "card", zone: "discard" })], removeFromGame(target(0))),
  "Remove target Summon from the game.": cast([aSummon], removeFromGame(target(0))),
  "Produces M1.": produces({ M: 1 }),
  "Produces B2.": produces({ B: 2 }),
  "Produces C1.": produces({ C: 1 }),
  "Add B1 to your Energy Pool.": cast([], addEnergy(you(), { B: 1 })),
  // A cast card's change without a duration lasts while its object stays in play (lower.ts).
  "Target Summon can't attack.": cast([aSummon], forbid(target(0), "attack", "whileInPlay")),
  "Target Summon can't move.": cast([aSummon], forbid(target(0), "move", "whileInPlay")),
  "Target Summon can't attack this turn.": cast([aSummon], forbid(target(0), "attack", "endOfTurn")),
};

/** The share may only rise. Before issue 14's language changes: 26 meaning, 0 hint, 224 neither. */
const FLOOR = { meaning: 26, hint: 57 };

interface Judged extends CorpusLine {
  verdict: Verdict;
  /** Why, for the report: the line's errors, or what differs. */
  why: string;
}

function judge(entry: CorpusLine): Judged {
  const { errors, abilities } = compileLine(entry.text);
  if (abilities !== null) {
    const expected = MEANINGS[entry.text];
    if (expected === undefined) return { ...entry, verdict: "neither", why: `checks clean but MEANINGS has no meaning for it: ${JSON.stringify(abilities)}` };
    return { ...entry, verdict: "meaning", why: "" };
  }
  const why = errors.map((d) => `${d.code} ${d.message}`).join(" | ");
  if (errors.length === 1) {
    const wording = closestWording(errors[0]!);
    // A summon's ability is written in brackets; its wrapper adds them (natural.ts wrap).
    const line = wording?.replace(/^\[(.*)\]$/s, "$1");
    if (line !== undefined && compileLine(line, contextOf(entry.text)).abilities !== null) return { ...entry, verdict: "hint", why };
  }
  return { ...entry, verdict: "neither", why };
}

const corpus = readCorpus();
const judged = corpus.map(judge);
const count = (v: Verdict) => judged.filter((j) => j.verdict === v).length;

describe("the natural-wording corpus (issue 14)", () => {
  it("has at least 200 lines, at least three in each of the twelve families", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    for (let f = 1; f <= 12; f++) expect(corpus.filter((c) => c.family === f).length, `family ${f}`).toBeGreaterThanOrEqual(3);
  });

  it("reports its share: lines that check with their meaning asserted, lines with a closest-wording hint, neither", () => {
    const share = { meaning: count("meaning"), hint: count("hint"), neither: count("neither") };
    const pct = (n: number) => `${((100 * n) / corpus.length).toFixed(1)}%`;
    const byFamily = Array.from({ length: 12 }, (_, i) => {
      const fam = judged.filter((j) => j.family === i + 1);
      return `${i + 1}: ${fam.filter((j) => j.verdict === "meaning").length}/${fam.filter((j) => j.verdict === "hint").length}/${fam.length}`;
    }).join("  ");
    console.log(
      `natural corpus: ${corpus.length} lines; meaning asserted ${share.meaning} (${pct(share.meaning)}), ` +
        `closest-wording hint ${share.hint} (${pct(share.hint)}), neither ${share.neither} (${pct(share.neither)})\n` +
        `by family (meaning/hint/lines): ${byFamily}`,
    );
    expect(share.meaning).toBeGreaterThanOrEqual(FLOOR.meaning);
    expect(share.meaning + share.hint).toBeGreaterThanOrEqual(FLOOR.meaning + FLOOR.hint);
  });

  it("every line that checks clean means what MEANINGS says", () => {
    for (const j of judged) {
      const { abilities } = compileLine(j.text);
      if (abilities === null) continue;
      expect(MEANINGS[j.text], `"${j.text}" checks clean: add its meaning to MEANINGS`).toBeDefined();
      expect(abilities, j.text).toEqual(MEANINGS[j.text]);
    }
  });

  it("MEANINGS holds only corpus lines", () => {
    const lines = new Set(corpus.map((c) => c.text));
    for (const line of Object.keys(MEANINGS)) expect(lines.has(line), line).toBe(true);
  });
});
