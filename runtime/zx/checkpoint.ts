// Check points (ZX-801) and rule checks (ZX-802): (1) the rule checks, again and again until none
// applies: a. lethal damage destroys, b. the Charge limit, c. no Life loses; (2) Special abilities;
// (3) the next pending ability resolves, and a new check point follows.
import { ask } from "../core/decisions.ts";
import { lose } from "../core/outcomes.ts";
import { zxOnSquare, type ZxEngine } from "./cards.ts";
import { emit } from "./events.ts";
import { power } from "./power.ts";
import { checkSpecials, specialChanges, stepResolveAbility } from "./triggers.ts";
import { destroyCards } from "./zones.ts";
import type { CardId, PlayerId, Task } from "./types.ts";

/** ZX-205.4, ZX-802a: Z/X whose damage is equal to or greater than their Power. */
function lethal(E: ZxEngine): CardId[] {
  return zxOnSquare(E).filter((id) => E.state.cards[id]!.damage >= power(E, id));
}

/** The players in the order rules treat them: the turn player first (C-49, ZX-607.3). */
function turnOrder(E: ZxEngine): PlayerId[] {
  const a = E.state.turn.active;
  return [a, ...E.state.players.map((p) => p.id).filter((p) => p !== a)];
}

/** Whether a check point has anything to do now (pure): a rule check applies, a Special ability's
 *  record changes, or an ability is pending. */
export function checkPointDue(E: ZxEngine): boolean {
  const s = E.state;
  if (s.result) return false;
  if (s.abilities.length > 0) return true;
  if (lethal(E).length > 0) return true;
  if (s.players.some((p) => p.zones.charge.length > 4 || p.zones.life.length === 0)) return true;
  const sp = specialChanges(E);
  return sp.fire.length > 0 || Object.keys(sp.values).length > 0;
}

/** One step of a check point (ZX-801.2). */
export function stepCheckPoint(E: ZxEngine, task: Extract<Task, { t: "checkPoint" }>): "ask" | "done" | "progress" {
  const s = E.state;
  if (s.result) return "done";
  // ZX-802a: all at the same time.
  const dying = lethal(E);
  if (dying.length) {
    destroyCards(E, dying);
    return "progress";
  }
  // ZX-802b (C-49): each player over 4 chooses cards of his Charge for his Trash, the turn player first.
  for (const p of turnOrder(E)) {
    const charge = s.players.find((x) => x.id === p)!.zones.charge.length;
    if (charge > 4) {
      s.agenda.push({ t: "trashCards", player: p, zone: "charge", left: charge - 4, exclude: null, why: "ZX-802b", answer: null });
      return "progress";
    }
  }
  // ZX-802c, ZX-101.1-101.2: no Life loses; both at once is a draw.
  const losers = s.players.filter((p) => p.zones.life.length === 0).map((p) => p.id);
  if (losers.length) {
    lose(E, losers, "life");
    return "done";
  }
  // ZX-609.1 after the rule checks.
  checkSpecials(E);
  // ZX-607.3 (C-40): the turn player's pending abilities first, in the order he chooses (asked
  // from 2), then the other player's.
  if (s.abilities.length === 0) return "done";
  const who = turnOrder(E).find((p) => s.abilities.some((a) => a.controller === p))!;
  const mine = s.abilities.map((a, i) => ({ a, i })).filter((x) => x.a.controller === who);
  let pick: number | null = mine.length === 1 ? mine[0]!.i : null;
  if (task.answer !== null) {
    pick = task.answer as number;
    task.answer = null;
  }
  if (pick === null) {
    ask(E, {
      player: who,
      kind: "pendingOrder",
      prompt: `ZX-607.3 ${who}: which of your pending abilities resolves next?`,
      options: mine.map((x) => ({ label: s.cards[x.a.card]!.name, value: x.i })),
    });
    return "ask";
  }
  const pending = s.abilities[pick]!;
  emit(E, { type: "abilityPending", pending, add: false });
  s.agenda.push({ t: "resolveAbility", pending: { ...pending }, answer: null });
  return "progress";
}

export { stepResolveAbility };
