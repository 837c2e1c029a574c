// Asserted meanings of natural-corpus lines: families 1 (articles), 3 (several changes), 4 (each ...), 7 (filters), 12 (durations, up to N, loses abilities, counters, Starting Dot).
import {
  all,
  chosen,
  choose,
  damage,
  deactivate,
  destroy,
  forbid,
  loseAbilities,
  modifyStat,
  objectTarget,
  reactivate,
  removeAllCounters,
  returnToHand,
  self,
  target,
  type Filter,
} from "../../../runtime/x610z/abilities.ts";
import { aSummon, cast, summon, summonTrigger, type Meaning } from "./build.ts";
import { on } from "../../../runtime/x610z/abilities.ts";

/** 208.1, 208.4: no "target": the caster picks one as the effect resolves; with no controller
 *  named, one he controls. */
/** 208.1 "up to two target ...": two targets the caster may leave out, the second apart from the first. */
const upToTwo = (f: Filter) => [objectTarget(f, [], true), objectTarget(f, [0], true)];

const picked = (f: Filter, ...effects: Parameters<typeof choose>[1]) => choose(f, effects);

export const SELECTION: Record<string, Meaning> = {
  // family 1: `a Summon you control` is picked as the effect resolves (208.1), one the caster
  // controls when the line names no controller (208.4).
  "Destroy a Summon you control.": cast([], picked(summon({ controller: "you" }), destroy(chosen()))),
  "Deal 2 damage to a Summon an opponent controls.": cast([], picked(summon({ controller: "opponent" }), damage(2, chosen()))),
  "Deal 1 damage to a Summon.": cast([], picked(summon({ controller: "you" }), damage(1, chosen()))),
  "Return a Summon you control to its owner's hand.": cast([], picked(summon({ controller: "you" }), returnToHand(chosen()))),
  "Deactivate an Energy Crystal.": cast([], picked({ kind: "crystal", controller: "you" }, deactivate(chosen()))),
  "Reactivate an Energy Crystal you control.": cast([], picked({ kind: "crystal", controller: "you" }, reactivate(chosen()))),
  "Destroy an Effect.": cast([], picked({ kind: "effect", controller: "you" }, destroy(chosen()))),
  "A Summon you control gets Defense +2 until end of turn.": cast([], picked(summon({ controller: "you" }), modifyStat(chosen(), "defense", 2, "endOfTurn"))),
  "Choose a Summon you control. It gets Attack +1 until end of turn.": cast([], picked(summon({ controller: "you" }), modifyStat(chosen(), "attack", 1, "endOfTurn"))),
  "Give a Summon you control Range +1 until end of turn.": cast([], picked(summon({ controller: "you" }), modifyStat(chosen(), "range", 1, "endOfTurn"))),

  // families 3, 4: `other` is every one but the ability's source (on an Effect Card: all of them).
  "Other Summons you control get Attack +1.": cast([], modifyStat(all(summon({ controller: "you", other: true })), "attack", 1, "whileInPlay")),
  "Deal 2 damage to each other Summon.": cast([], damage(2, all(summon({ other: true })))),
  "Destroy each other Summon.": cast([], destroy(all(summon({ other: true })))),
  "Each other Summon gets Attack -1 until end of turn.": cast([], modifyStat(all(summon({ other: true })), "attack", -1, "endOfTurn")),
  "When this Summon attacks, deal 1 damage to each other Summon.": summonTrigger(on("attacks", self()), [], damage(1, all(summon({ other: true })))),

  // family 7: filters on the total stats (202.6), damage (209.3a), the state (206.1d, 206.1g: a
  // deactivated permanent is in the activated state), the dot (600.6), what an Effect is fixed on (207.5a).
  "Destroy all Summons with Attack 2 or less.": cast([], destroy(all(summon({ stat: "attack", atMost: 2 })))),
  "Destroy all Summons with Speed 3 or more.": cast([], destroy(all(summon({ stat: "speed", atLeast: 3 })))),
  "Destroy all Summons with Attack less than 2.": cast([], destroy(all(summon({ stat: "attack", atMost: 1 })))),
  "Destroy target Summon with 3 or more damage.": cast([objectTarget(summon({ minDamage: 3 }))], destroy(target(0))),
  "Deal 2 damage to target Summon with 3 or more damage.": cast([objectTarget(summon({ minDamage: 3 }))], damage(2, target(0))),
  "Deal 1 damage to target Summon on a No Attack Dot.": cast([objectTarget(summon({ dot: "noAttack" }))], damage(1, target(0))),
  "Deactivate target Summon on an Ending Dot.": cast([objectTarget(summon({ dot: "ending" }))], deactivate(target(0))),
  "Destroy target Summon on your Starting Dot.": cast([objectTarget(summon({ dot: "yourStarting" }))], destroy(target(0))),
  "Destroy target Summon with Defense 1.": cast([objectTarget(summon({ stat: "defense", atLeast: 1, atMost: 1 }))], destroy(target(0))),
  "Deal 2 damage to target Summon with Range 2 or greater.": cast([objectTarget(summon({ stat: "range", atLeast: 2 }))], damage(2, target(0))),
  "Target non-Dragon Summon gets Attack -2 until end of turn.": cast([objectTarget(summon({ notClass: "Dragon" }))], modifyStat(target(0), "attack", -2, "endOfTurn")),
  "Destroy target deactivated Summon.": cast([objectTarget(summon({ state: "activated" }))], destroy(target(0))),
  "Destroy target activated Summon.": cast([objectTarget(summon({ state: "activated" }))], destroy(target(0))),
  "Deal 1 damage to target damaged Summon.": cast([objectTarget(summon({ minDamage: 1 }))], damage(1, target(0))),
  "Destroy target Effect fixed on a Summon you control.": cast([objectTarget({ kind: "effect", fixedOnKind: "summon", fixedOnController: "you" })], destroy(target(0))),
  "Deal 2 damage to target Summon an opponent controls with Attack 3 or more.": cast([objectTarget(summon({ controller: "opponent", stat: "attack", atLeast: 3 }))], damage(2, target(0))),
  "Target Summon and another target Summon get Attack +1 until end of turn.": cast(
    [aSummon, objectTarget(summon(), [0])],
    modifyStat(target(0), "attack", 1, "endOfTurn"),
    modifyStat(target(1), "attack", 1, "endOfTurn"),
  ),

  // family 3: "Target Summon gets Range +2 and can attack one more time this turn." is asserted in natural.test.ts.

  // family 12: 107.1b can't be attacked; 209.2 every counter comes off.
  "Until end of turn, target Summon can't be attacked.": cast([aSummon], forbid(target(0), "beAttacked", "endOfTurn")),
  "Your Summons can't be attacked this turn.": cast([], forbid(all(summon({ controller: "you" })), "beAttacked", "endOfTurn")),
  "Remove all counters from target Effect.": cast([objectTarget({ kind: "effect" })], removeAllCounters(target(0), "all")),

  // family 12: 402.10e loses all abilities; on a cast card without a duration, while its object stays in play (lower.ts).
  "Target Summon loses all abilities until end of turn.": cast([aSummon], loseAbilities(target(0), "endOfTurn")),
  "Target Summon loses all abilities.": cast([aSummon], loseAbilities(target(0), "whileInPlay")),
  "Until end of turn, target Summon loses all abilities.": cast([aSummon], loseAbilities(target(0), "endOfTurn")),

  // family 12: 208.1 up to two targets: two optional targets, the second apart from the first; the effect on each.
  "Deal 1 damage to each of up to two target Summons.": cast(upToTwo(summon()), damage(1, target(0)), damage(1, target(1))),
  "Up to two target Summons get Attack +1 until end of turn.": cast(upToTwo(summon()), modifyStat(target(0), "attack", 1, "endOfTurn"), modifyStat(target(1), "attack", 1, "endOfTurn")),
  "Deactivate up to two target Summons.": cast(upToTwo(summon()), deactivate(target(0)), deactivate(target(1))),
  "Destroy up to two target Effects.": cast(upToTwo({ kind: "effect" }), destroy(target(0)), destroy(target(1))),
  "Return up to two target Summons to their owners' hands.": cast(upToTwo(summon()), returnToHand(target(0)), returnToHand(target(1))),
};
