// The turn (ZX-500) and the battle's steps (ZX-700), one step at a time. The core's loop calls
// `advance` (GameRules.endPhase) whenever nothing else is under way and nobody may act; a check
// point comes first whenever it has anything to do (ZX-801.1: after each action, each turn-based
// action, each End Phase step, each resolution), then the procedure takes its next step or gives a
// player the floor (ZX-600.2).
import { expireModifiers } from "../core/modifiers.ts";
import { playerOf, opponentOf, type ZxEngine } from "./cards.ts";
import { checkPointDue } from "./checkpoint.ts";
import { pushDeckTask } from "./effects.ts";
import { emit } from "./events.ts";
import { setSleep } from "./zones.ts";
import type { PhaseName, PlayerId } from "./types.ts";

const NEXT: Record<PhaseName, PhaseName | null> = { reboot: "draw", draw: "resource", resource: "ignition", ignition: "main", main: "end", end: null };

/** Phases in which the turn player may act (ZX-500.2 step 4). */
export const ACTING: ReadonlySet<PhaseName> = new Set(["resource", "ignition", "main"]);

export function advance(E: ZxEngine): void {
  const s = E.state;
  if (s.result || s.pending || s.agenda.length > 0 || s.priority !== null) return;
  if (checkPointDue(E)) {
    s.agenda.push({ t: "checkPoint", answer: null });
    return;
  }
  if (s.battle) battleStep(E);
  else turnStep(E);
}

function beginPhase(E: ZxEngine, phase: PhaseName, active: PlayerId = E.state.turn.active, number: number = E.state.turn.number): void {
  emit(E, { type: "phase", active, phase, number });
}

/** The next step of the turn (ZX-500.2, ZX-501 - ZX-506). */
function turnStep(E: ZxEngine): void {
  const s = E.state;
  const t = s.turn;
  const step = (n: number) => emit(E, { type: "turnStep", step: n });
  switch (t.phase) {
    case "reboot":
      if (t.step === 0) {
        step(1);
        // ZX-501.1 (C-53): his Z/X and Player card on the Square and his Resource cards.
        const z = playerOf(E, t.active).zones;
        for (const id of [...z.square, ...z.player, ...z.resource]) setSleep(E, id, false);
        return;
      }
      return beginPhase(E, "draw");
    case "draw":
      if (t.step === 0) {
        step(1);
        // ZX-502.1 (K-01): 2 cards; ZX-502.2 none in turn 1.
        if (t.number > 1) pushDeckTask(E, t.active, "hand", 2);
        return;
      }
      return beginPhase(E, "resource");
    case "resource":
    case "ignition":
    case "main":
      // ZX-500.2 step 4: he acts until he ends the phase (C-24, C-57); `end` sets step 1.
      if (t.step === 0 && !t.ending) {
        emit(E, { type: "priority", player: t.active });
        return;
      }
      return beginPhase(E, NEXT[t.phase]!);
    case "end":
      // ZX-506.1 (K-02): four steps, each followed by a check point.
      switch (t.step) {
        case 0:
          step(1);
          emit(E, { type: "turnEnds", player: t.active }); // 1. "At the end of your turn"
          return;
        case 1:
          step(2);
          if (s.players.some((p) => p.zones.square.some((id) => s.cards[id]!.damage > 0))) emit(E, { type: "damageRemoved" }); // 2.
          return;
        case 2:
          step(3);
          expireModifiers(E, "endOfTurn"); // 3. "until end of turn" ends (ZX-612.4)
          return;
        case 3: {
          step(4);
          // 4. the hand limit: 7 or more cards, down to 6; the non-turn player's hand is not limited.
          const hand = playerOf(E, t.active).zones.hand.length;
          if (hand >= 7) s.agenda.push({ t: "trashCards", player: t.active, zone: "hand", left: hand - 6, exclude: null, why: "ZX-506.1", answer: null });
          return;
        }
        default:
          // ZX-506.2, ZX-500.3: the turn ends; the other player's begins.
          return beginPhase(E, "reboot", opponentOf(E, t.active), t.number + 1);
      }
  }
}

/** The battle's steps (ZX-700.2): after the declaration's check point the Battle Event Step, the
 *  turn player's chance first (ZX-702.1); after two passes in a row the Battle Damage Step
 *  (ZX-702.2, ZX-703); after its check point the Battle End Step (ZX-706.1). */
function battleStep(E: ZxEngine): void {
  const s = E.state;
  const b = s.battle!;
  switch (b.step) {
    case "declared":
      emit(E, { type: "battle", battle: { ...b, step: "event", chance: s.turn.active, passes: 0 } });
      return;
    case "event":
      if (b.passes >= 2) {
        emit(E, { type: "battle", battle: { ...b, step: "damage" } });
        s.agenda.push({ t: "battleDamage", step: 0, card: null, answer: null });
        return;
      }
      emit(E, { type: "priority", player: b.chance });
      return;
    case "damage":
      emit(E, { type: "battle", battle: null }); // ZX-706.1 (C-56): the Main Phase goes on
      return;
  }
}
