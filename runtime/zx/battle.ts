// The battle (ZX-700): the Battle Damage Step as one procedure (ZX-703.4): damage by Power to a Z/X
// (ZX-703.2) or one damage to the player (ZX-703.3): the Life card (ZX-704), played free from Life
// with Life Recovery and Void Bringer applying as it appears (ZX-705, free.ts).
import { ask, yesNo } from "../core/decisions.ts";
import { cardOf, defOf, hasIgnition, opponentOf, playerOf, playerSquareOf, zxAt, type ZxEngine } from "./cards.ts";
import { emit } from "./events.ts";
import { canPlayFree, pushPlayFree } from "./free.ts";
import { power } from "./power.ts";
import { adjacent } from "./square.ts";
import { moveCard } from "./zones.ts";
import type { Task } from "./types.ts";

type Step = "ask" | "done" | "progress";

/** ZX-703.1 (C-47): the attacker is still the same object on the square it attacked from. */
function attackerStillThere(E: ZxEngine): boolean {
  const b = E.state.battle!;
  const c = E.state.cards[b.attacker.card]!;
  return c.obj === b.attacker.obj && c.zone === "square" && c.at === b.from;
}

export function stepBattleDamage(E: ZxEngine, task: Extract<Task, { t: "battleDamage" }>): Step {
  const s = E.state;
  const b = s.battle;
  if (!b) return "done";
  const attacker = b.attacker.card;
  const attackingPlayer = cardOf(E, attacker).owner;
  const defender = opponentOf(E, attackingPlayer);
  if (task.step === 0) {
    if (!attackerStillThere(E)) return "done";
    if ("card" in b.target) {
      // ZX-703.1a: the same object, on the Square, his opponent's, still adjacent.
      const t = s.cards[b.target.card.card]!;
      if (t.obj !== b.target.card.obj || t.zone !== "square" || t.owner !== defender || t.at === null || !adjacent(t.at, b.from)) return "done";
      // ZX-703.2: damage equal to the attacker's Power; the attacker is dealt none (ZX-205.2).
      const n = power(E, attacker);
      if (n > 0) emit(E, { type: "damaged", card: t.id, amount: n });
      return "done";
    }
    // ZX-703.1b: his Player Square still holds no Z/X; ZX-703.3 one damage.
    if (zxAt(E, playerSquareOf(E, defender)) !== null) return "done";
    task.step = 1;
    return "progress";
  }
  if (task.step === 1) {
    // ZX-704.1 (K-07): the attacking player chooses one card of the defender's Life by position
    // (asked from 2); it leaves the Life and is revealed.
    const life = playerOf(E, defender).zones.life;
    if (life.length === 0) return "done";
    let pick: string | null = life.length === 1 ? life[0]! : null;
    if (task.answer !== null) {
      pick = task.answer as string;
      task.answer = null;
    }
    if (pick === null) {
      ask(E, {
        player: attackingPlayer,
        kind: "lifeCard",
        prompt: `ZX-704.1 ${attackingPlayer}: which of ${defender}'s ${life.length} Life cards (by position)?`,
        options: life.map((id, i) => ({ label: String(i + 1), value: id })),
      });
      return "ask";
    }
    moveCard(E, pick, "limbo");
    emit(E, { type: "revealed", card: pick, from: "life" });
    task.card = pick;
    task.step = 2;
    return "progress";
  }
  const card = task.card!;
  if (task.step === 2) {
    // ZX-704.2: with the Ignition icon, the defender may play it without paying its cost.
    if (!hasIgnition(defOf(E, card)) || !canPlayFree(E, card, defender)) {
      task.step = 4;
      return "progress";
    }
    if (task.answer === null) {
      ask(E, {
        player: defender,
        kind: "playRevealed",
        prompt: `ZX-704.2 ${defender}: play ${cardOf(E, card).name} from your Life without paying its cost?`,
        options: yesNo(),
      });
      return "ask";
    }
    const yes = task.answer === true;
    task.answer = null;
    task.step = yes ? 3 : 4;
    if (yes) pushPlayFree(E, card, defender, "life");
    return "progress";
  }
  if (task.step === 3 && cardOf(E, card).zone !== "limbo") return "done";
  // ZX-704.3: no Ignition icon, not played, or it couldn't be: into his Charge.
  if (cardOf(E, card).zone === "limbo") moveCard(E, card, "charge");
  return "done";
}
