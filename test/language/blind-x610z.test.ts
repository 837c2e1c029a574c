// Issue 26 (item 3, X610Z part): the blind corpus test/language/blind/x610z.card, written from the
// rules alone before the grammar changed, each card under a `# intent:` line. A card counts when it
// checks clean AND compiles to the meaning MEANINGS gives it, written by hand from its intent line
// and the rules (never from the compiler's output); a clean card without a meaning here doesn't
// count. A card that doesn't check counts as "hinted" when one of its errors names a closest
// supported wording. The shares are printed; FLOOR holds the clean-with-meaning share.
// The corpus file is never edited (it is the measuring stick).
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/index.ts";
import {
  addEnergy,
  addEnergyOneOf,
  all,
  allPlayers,
  countOf,
  damage,
  damageOn,
  deactivate,
  destroy,
  discard,
  draw,
  extraAttack,
  extraTurn,
  forbid,
  gainControl,
  heal,
  may,
  modifyStat,
  objectTarget,
  on,
  phaseBegins,
  playerTarget,
  reactivate,
  returnToHand,
  self,
  shuffleDiscard,
  skipPhase,
  target,
  targetPlayer,
  triggerSubject,
  unless,
  actionTarget,
  counter,
  whenDone,
  you,
  any,
  attacker,
  casts,
  during,
  fixed,
  ifThen,
  onNoAttackDot,
  prevent,
  reorderTop,
  withExtra,
  removeFromGame,
  search,
  searchIntoPlay,
  untargetable,
  type Effect,
  type TargetSpec,
} from "../../runtime/x610z/abilities.ts";
import { aSummon, cast, lasting, summon, summonTrigger, trigger, type Meaning } from "./meanings/build.ts";

const CORPUS = readFileSync(new URL("blind/x610z.card", import.meta.url), "utf8");

/** The corpus's cards: the text from each `# intent:` line to the next. */
function cards(): { name: string; intent: string; text: string }[] {
  return CORPUS.split(/\n(?=# intent:)/)
    .filter((p) => p.startsWith("# intent:"))
    .map((text) => ({ name: /\ncard (.*)/.exec(text)?.[1]?.trim() ?? "", intent: text.split("\n")[0]!.slice(10), text }));
}

const mode = (targets: TargetSpec[], ...effects: Effect[]) => ({ targets, effects, additional: [] });
/** 402.10g: a summon's paid ability. */
const paid = (cost: Record<string, number>, targets: TargetSpec[], ...effects: Effect[]): Meaning => [{ kind: "paid", cost, mode: mode(targets, ...effects) }];
/** 204.3, 207.6 (a permanent Effect or crystal) and 402.10f (a summon's, `summon`). */
const activated = (cost: Record<string, number>, summonAbility: boolean, targets: TargetSpec[], ...effects: Effect[]): Meaning[number] => ({
  kind: "activated",
  cost,
  modes: [mode(targets, ...effects)],
  summon: summonAbility,
});
const yours = summon({ controller: "you" });
const EOT = "endOfTurn" as const;
const ALWAYS = "whileInPlay" as const;

/** What each card means, from its intent line (rules named where a reading needs one). */
const MEANINGS: Record<string, Meaning> = {
  "Arnunnia Citadel": paid({ M: 2 }, [objectTarget(yours)], heal(2, target(0))),
  // 402.10e: a continuous summon ability has effect all the time
  "Red Barbarian Warcamp": lasting(modifyStat(all(summon({ controller: "you", other: true })), "attack", 1, ALWAYS)),
  "Sanctum of the Great Flight": summonTrigger(on("isDestroyed", any(yours)), [], may(you(), [draw(you(), 1)])),
  "Cinder Wyrm": summonTrigger(on("comesIntoPlay", self()), [aSummon], damage(1, target(0))),
  // 402.10e: a triggered ability's change lasts until end of turn
  "Ashen Hunter Drake": summonTrigger(on("attacks", self()), [], modifyStat(self(), "attack", 1, EOT)),
  "Tidecaller Serpent": paid({ M: 1 }, [aSummon], modifyStat(target(0), "speed", -2, EOT)),
  Skyrender: paid({ B: 2 }, [], extraAttack(self())),
  "Whelp of Chaos": summonTrigger(on("isDealtDamage", self()), [], modifyStat(self(), "attack", 2, EOT)),
  "Solar Dragon": [activated({}, true, [], addEnergy(you(), { M: 2 }))],
  "Bloodwing Dragon": lasting(modifyStat(self(), "attack", damageOn(self()), ALWAYS)),
  "Scrap Hound": summonTrigger(on("comesIntoPlay", self()), [], draw(you(), 1)),
  "Mutant Crab": lasting(modifyStat(self(), "defense", countOf(all({ kind: "crystal", controller: "you" })), ALWAYS)),
  // 402.10e: a paid ability's change lasts until end of turn unless stated
  "Bonecrusher Ape": paid({ C: 2 }, [], modifyStat(self(), "attack", 3, EOT)),
  "Thornback Lizard": summonTrigger(on("isAttacked", self()), [], damage(1, attacker())),
  "Glade Healer Stag": paid({ M: 1 }, [aSummon], heal(1, target(0))),
  "Carrion Vulture": summonTrigger(on("isDestroyed", any(summon())), [], modifyStat(self(), "attack", 1, EOT)),
  "Mirelight Toad": summonTrigger(on("comesIntoPlay", self()), [objectTarget({ kind: "effect" })], may(you(), [returnToHand(target(0))])),
  "Giant Dust Moth": paid({ B: 1 }, [], modifyStat(self(), "range", 2, EOT)),
  "Salvage Hauler": paid({ C: 1 }, [], draw(you(), 1), discard(you(), 1)),
  "Mining Crawler": [activated({}, true, [], addEnergy(you(), { B: 1 }))],
  "Supply Zeppelin": summonTrigger(on("comesIntoPlay", self()), [], draw(allPlayers(), 1)),
  "Patch Up": cast([aSummon], heal(3, target(0))),
  "Forced March": cast([aSummon], modifyStat(target(0), "speed", 2, EOT)),
  "Second Volley": cast([aSummon], extraAttack(target(0))),
  "Dead Stop": cast([aSummon], deactivate(target(0))),
  "Rally Call": cast([objectTarget(yours)], reactivate(target(0))),
  "Quick Study": cast([], draw(you(), 2)),
  "Null Field": cast([actionTarget()], unless({ ref: "controllerOf", of: target(0) }, { C: 2 }, [counter(target(0))])),
  "Gravity Well": cast([aSummon], modifyStat(target(0), "speed", -3, EOT), modifyStat(target(0), "range", -1, EOT)),
  "Hostile Takeover": cast([objectTarget(summon({ lifeBase: false }))], gainControl(target(0), EOT), reactivate(target(0))),
  "Mind Rot": cast([playerTarget()], discard(targetPlayer(0), 2)),
  "Return to Sender": cast([objectTarget(summon({ lifeBase: false }))], returnToHand(target(0))),
  // 700.2: a player may have to skip a phase
  "Time Skip": cast([playerTarget(true)], skipPhase(targetPlayer(0), "draw")),
  "Extra Orbit": cast([], extraTurn(you())),
  // 207.1: choose one when casting
  "Mutation Surge": [{ kind: "effect", modes: [mode([aSummon], modifyStat(target(0), "attack", 3, EOT)), mode([aSummon], modifyStat(target(0), "defense", 3, EOT))] }],
  Recycle: cast([], shuffleDiscard(you()), draw(you(), 1)),
  "Hold the Line": cast([], forbid(all(summon({ controller: "opponent" })), "move", EOT)),
  Windfall: cast([], addEnergy(you(), { M: 2 })),
  "Mass Repair": cast([], heal(2, all(yours))),
  // 207.3: the second step only if the first happened
  "Crippling Blow": cast([aSummon], whenDone([modifyStat(target(0), "attack", -2, EOT)], [damage(1, target(0))])),
  "Execution Order": cast([objectTarget(summon({ lifeBase: false, stat: "defense", atMost: 2 }))], destroy(target(0))),
  Watchtower: [activated({ C: 1 }, false, [aSummon], modifyStat(target(0), "range", 1, EOT))],
  "Field Hospital": [activated({ M: 1 }, false, [aSummon], heal(2, target(0)))],
  // 207.5: a permanent Effect's continuous effect
  "War Drums": lasting(modifyStat(all(yours), "attack", 1, ALWAYS)),
  // 702.1: the additional card is one more card drawn
  "Ancient Library": trigger(phaseBegins("draw", "you"), [], draw(you(), 1)),
  "Supply Depot": trigger(phaseBegins("reactivation", "you"), [], addEnergy(you(), { B: 1 })),
  "Bounty Board": trigger(on("isDestroyed", any(summon({ controller: "opponent" }))), [], may(you(), [draw(you(), 1)])),
  "Rider's Stable": [activated({ B: 1 }, false, [objectTarget(yours)], modifyStat(target(0), "speed", 2, EOT))],
  "Doomsday Clock": trigger(on("leavesPlay", self()), [], damage(3, all(summon({ lifeBase: false })))),
  "Mystic Crystal": [activated({}, false, [], addEnergy(you(), { M: 1 }))],
  "Boost Crystal": [activated({}, false, [], addEnergy(you(), { B: 1 }))],
  "Grey Shard": [activated({}, false, [], addEnergy(you(), { C: 1 }))],
  "Robiumm Vein": [activated({}, false, [], addEnergy(you(), { R: 1 }))],
  // 203: one of them, the player's choice
  "Twin-Core Crystal": [activated({}, false, [], addEnergyOneOf(you(), [{ M: 1 }, { B: 1 }]))],
  "Fading Prism": [activated({}, false, [], addEnergy(you(), { C: 3 }))],
  "Pirate Cache": [activated({}, false, [], addEnergy(you(), { B: 2, C: 1 }))],
  "Fortune's Draw": cast([], draw(you(), 2), discard(you(), 1)),
  "Adrenaline Rush": cast([aSummon], modifyStat(target(0), "attack", 2, EOT), modifyStat(target(0), "speed", 1, EOT)),
  "Seeker Crystal": [{ kind: "triggered", trigger: on("comesIntoPlay", self()), mode: mode([], draw(you(), 1)), summon: false }, activated({}, false, [], addEnergy(you(), { B: 1 }))],
  "Gravemaw Dragon": summonTrigger(on("isDestroyed", self()), [objectTarget({ kind: "card", cardType: "Summon Card", zone: "discard", zoneOwner: "you" })], returnToHand(target(0))),
  "Scavenger Skiff": summonTrigger(on("comesIntoPlay", self()), [objectTarget({ kind: "card", cardType: "Energy Crystal Card", zone: "discard", zoneOwner: "you" })], returnToHand(target(0))),
  // 207.5: in force while the condition holds; 603: a No Attack Dot
  "Dragon of the Inner Orbit": lasting(ifThen(onNoAttackDot(self()), [modifyStat(all(summon({ controller: "opponent" })), "speed", -1, ALWAYS)])),
  // 501.2: the caster looks at them and puts them back in the order he chooses
  "Burrowing Grub": summonTrigger(on("comesIntoPlay", self()), [], reorderTop(you(), 3)),
  "Ravenous Horde": lasting(modifyStat(self(), "attack", countOf(all({ kind: "card", cardType: "Summon Card", zone: "discard", zoneOwner: "you" })), ALWAYS)),
  // 204.4, 207.2: an additional effect the caster may pay for once
  "Flare Shot": [{ kind: "effect", modes: [{ targets: [aSummon], effects: [damage(2, target(0))], additional: [withExtra({ M: 1 }, [damage(1, target(0))])] }] }],
  "Sniper's Nest": [
    { kind: "activated", cost: { M: 1, B: 1 }, modes: [{ targets: [aSummon], effects: [damage(1, target(0))], additional: [withExtra({ M: 1 }, [damage(1, target(0))])] }], summon: false },
  ],
  "Brace for Impact": cast([aSummon], prevent(target(0), "all", EOT)),
  "Energy Siphon": trigger(casts("opponent", "Energy Crystal Card"), [], addEnergy(you(), { C: 1 })),
  "Night Watch": trigger(during("end", "opponent"), [objectTarget(yours)], may(you(), [heal(1, target(0))])),
  // 401.2-401.5, 207.5a: a fixed Effect's continuous effect is on what it is fixed on (FIXED below)
  "Plated Armor": lasting(modifyStat(fixed(), "defense", 2, ALWAYS)),
  "Rocket Boots": lasting(modifyStat(fixed(), "speed", 2, ALWAYS)),
  "Long Rifle": lasting(modifyStat(fixed(), "range", 2, ALWAYS), modifyStat(fixed(), "attack", -1, ALWAYS)),
  "Cursed Crown": lasting(modifyStat(fixed(), "attack", 2, ALWAYS), modifyStat(fixed(), "defense", -2, ALWAYS)),
  Parasite: [...lasting(modifyStat(fixed(), "attack", -1, ALWAYS)), ...trigger(phaseBegins("reactivation", "each"), [], damage(1, fixed()))],
  "Dragon's Fury": lasting(modifyStat(fixed(), "attack", 2, ALWAYS)),
  "Reinforced Keel": lasting(modifyStat(fixed(), "defense", 3, ALWAYS)),
  "Crow's Nest": lasting(modifyStat(fixed(), "range", 2, ALWAYS)),
  "Dampening Seal": lasting(forbid(fixed(), "beActivated", ALWAYS)),
  // 208.1: "another" on a Summon's ability with no target before it: a Summon other than this one
  "Tunnel Mole": [...lasting(forbid(self(), "attack", ALWAYS)), ...paid({ B: 1 }, [objectTarget(summon({ controller: "you", other: true }))], modifyStat(target(0), "speed", 1, EOT))],
  "Cargo Tug": paid({ B: 1 }, [objectTarget(summon({ controller: "you", other: true }))], modifyStat(target(0), "speed", 1, EOT)),
  // 207.4: "it" in a triggered effect is the trigger's subject
  "Pack Leader Wolf": summonTrigger(on("attacks", any(summon({ controller: "you", other: true }))), [], modifyStat(triggerSubject(), "attack", 1, EOT)),
  Minefield: trigger(on("moves", any(summon({ controller: "opponent" }))), [], damage(1, triggerSubject())),
  // heal all damage: as much as it has (209.3); 207.2: the additional effect on the same target
  "Heavy Mend": [
    { kind: "effect", modes: [{ targets: [objectTarget(yours)], effects: [heal(damageOn(target(0)), target(0))], additional: [withExtra({ B: 2 }, [modifyStat(target(0), "defense", 2, EOT)])] }] },
  ],
  "Scope In": [{ kind: "effect", modes: [{ targets: [aSummon], effects: [modifyStat(target(0), "range", 2, EOT)], additional: [withExtra({ M: 1 }, [modifyStat(target(0), "attack", 1, EOT)])] }] }],
  // 209.3: at least 2 damage indicators on it; 506: removed from the game
  Banishment: cast([objectTarget(summon({ lifeBase: false, minDamage: 2 }))], removeFromGame(target(0))),
  // 208: can't be targeted by Effects its opponents control, all the time (402.10e)
  "Ghost Clipper": lasting(untargetable(self(), "opponentsEffects", ALWAYS)),
  // 212.2 then 211.2: the deck is shuffled as part of the search
  "Smuggler's Sloop": summonTrigger(on("isDestroyed", self()), [], searchIntoPlay(you(), { kind: "card", cardType: "Energy Crystal Card" })),
  "Treasure Map": cast([], search(you(), { kind: "card" })),
  "Healing Crystal": [activated({}, false, [], addEnergy(you(), { M: 1 })), activated({ M: 1 }, false, [objectTarget(yours)], heal(1, target(0)))],
};

/** What each fixed Effect gets fixed on (401.2-401.5): declared as a target when cast. */
const FIXED: Record<string, TargetSpec> = {
  "Plated Armor": aSummon,
  "Rocket Boots": aSummon,
  "Long Rifle": aSummon,
  "Cursed Crown": aSummon,
  Parasite: aSummon,
  "Dragon's Fury": objectTarget(summon({ class: "Dragon" })),
  "Reinforced Keel": objectTarget(summon({ class: "Vessel" })),
  "Crow's Nest": objectTarget(summon({ class: "Vessel" })),
  "Dampening Seal": objectTarget({ kind: "effect" }),
};

/** At least this share (in %) of the corpus checks clean with its meaning asserted. */
const FLOOR = 46;

interface Verdict {
  name: string;
  verdict: "meaning" | "clean without meaning" | "misread" | "hinted" | "neither";
  detail?: string | undefined;
}

function judge(card: { name: string; text: string }): Verdict {
  const r = compile(card.text, "x610z.card");
  const errors = r.diagnostics.filter((d) => d.severity === "error" && d.code !== "E2900");
  if (errors.length === 0 && r.ir.length === 1) {
    const expected = MEANINGS[card.name];
    if (expected === undefined) return { name: card.name, verdict: "clean without meaning" };
    const got = r.ir[0]!.card.abilities.map(({ text: _t, ...a }) => a);
    const fixedOk = FIXED[card.name] === undefined || isDeepStrictEqual(r.ir[0]!.card.fixedTarget, FIXED[card.name]);
    return isDeepStrictEqual(got, expected) && fixedOk ? { name: card.name, verdict: "meaning" } : { name: card.name, verdict: "misread", detail: JSON.stringify(got) };
  }
  const hinted = errors.some((d) => /closest supported wording is "/.test(d.message));
  return { name: card.name, verdict: hinted ? "hinted" : "neither", detail: errors[0]?.message };
}

describe("the blind X610Z corpus (issue 26)", () => {
  const all = cards();
  const verdicts = all.map(judge);

  it("has its cards, each under an intent line", () => {
    expect(all.length).toBeGreaterThanOrEqual(160);
    for (const c of all) expect(c.name, c.intent).not.toBe("");
  });

  it("every meaning asserted here belongs to a card of the corpus", () => {
    const names = new Set(all.map((c) => c.name));
    for (const name of Object.keys(MEANINGS)) expect(names.has(name), name).toBe(true);
  });

  it("every card with an asserted meaning checks clean and means it (no misreading)", () => {
    for (const v of verdicts) if (MEANINGS[v.name] !== undefined) expect(v, v.name).toMatchObject({ verdict: "meaning" });
  });

  it("reports its share and holds the floor", () => {
    const count = (k: Verdict["verdict"]) => verdicts.filter((v) => v.verdict === k).length;
    const share = (100 * count("meaning")) / all.length;
    console.log(
      `blind X610Z corpus: ${all.length} cards; clean with meaning ${count("meaning")} (${share.toFixed(1)}%), clean without an asserted meaning ${count("clean without meaning")}, ` +
        `misread ${count("misread")}, not clean with a closest wording ${count("hinted")}, neither ${count("neither")}`,
    );
    expect(share).toBeGreaterThanOrEqual(FLOOR);
  });
});
