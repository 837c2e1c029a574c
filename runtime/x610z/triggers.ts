// Triggered effects and abilities (207.4, 402.10h). An event is offered only to the permanents
// indexed under its type (events.ts); a match waits in state.waiting until the engine stacks it:
// clockwise from the active player, one per player at a time, each player ordering his own and
// choosing its targets as it goes on the stack (207.4c, LANGUAGE.md 3).
import type { Ability, Trigger } from "./abilities.ts";
import { triggerEventType } from "./effects/triggers.ts";
import { triggerDefinition } from "./effects/registry.ts";
import { defOf, subjectOf, youOf, type Engine, cardIn } from "./cards.ts";
import { emit } from "./events.ts";
import { nextFreeId, playerIndex, playerState } from "../core/players.ts";
import { candidates, targetLabel } from "./targets.ts";
import type { CardId, GameEvent, PendingTrigger, Target, Task } from "./types.ts";
import { ask } from "../core/decisions.ts";
import { roomForTrigger } from "../core/progress.ts";

/** "the attacking Summon": the summon announcing an attack, or the summon whose attack dealt the damage. */
function attackerOf(E: Engine, ev: GameEvent): CardId | null {
  if (ev.type === "attacks") return ev.card;
  if (ev.type === "isDealtDamage" && ev.source && ev.fromAttack) return ev.source;
  return null;
}

function matches(E: Engine, source: CardId, t: Trigger, ev: GameEvent): boolean {
  return triggerDefinition(t.on).matches(E, source, t, ev);
}

/** Offers an event to the triggered abilities listening to its type. */
export function collectTriggers(E: Engine, ev: GameEvent): void {
  const s = E.state;
  const listeners = s.index.listeners[ev.type] ?? [];
  const sources = ev.type === "isCast" && !listeners.includes(ev.card) ? [...listeners, ev.card] : [...listeners];
  for (const id of sources) {
    const abilities = defOf(E, id).abilities;
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if (a.kind !== "triggered" || triggerEventType(a.trigger) !== ev.type) continue;
      if (!matches(E, id, a.trigger, ev)) continue;
      if (playerState(E, cardIn(s, id).controller).out) continue; // 106.1 a player out of the game has no triggers
      if (!roomForTrigger(s)) return; // bounded: past MAX_WAITING a trigger doesn't take place (core/progress.ts)
      const trigger: PendingTrigger = {
        card: id,
        ability: i,
        controller: cardIn(s, id).controller,
        you: youOf(E, id),
        subject: triggerDefinition(a.trigger.on).subject?.(ev) ?? subjectOf(ev),
        attacker: attackerOf(E, ev),
        // Only when there is one, so states without it keep their shape (JSON round trips).
        ...(ev.type === "isDealtDamage" && ev.source ? { damageSource: ev.source } : {}),
      };
      emit(E, { type: "triggered", trigger, add: true });
    }
  }
}

function triggeredAbility(E: Engine, t: PendingTrigger): Extract<Ability, { kind: "triggered" }> {
  return defOf(E, t.card).abilities[t.ability] as Extract<Ability, { kind: "triggered" }>;
}

/** One step of stacking the waiting triggers (207.4c). Returns a decision to ask, or null. */
export function stepStackTriggers(E: Engine, task: Extract<Task, { t: "stackTriggers" }>): "ask" | "done" | "progress" {
  const s = E.state;
  if (s.waiting.length === 0) return "done";
  const n = s.players.length;
  // The next player clockwise (from task.next) who has a trigger waiting.
  let pi = task.next % n;
  for (let k = 0; k < n; k++) {
    const id = s.players[(task.next + k) % n]!.id;
    if (s.waiting.some((w) => w.controller === id)) {
      pi = (task.next + k) % n;
      break;
    }
  }
  const player = s.players[pi]!.id;
  const mine = s.waiting.map((w, i) => ({ w, i })).filter((x) => x.w.controller === player);
  if (task.picked < 0) {
    const distinct = new Set(mine.map((x) => `${x.w.card}:${x.w.ability}:${x.w.subject}`));
    if (task.answer !== null) {
      task.picked = task.answer as number;
      task.answer = null;
    } else if (distinct.size > 1) {
      ask(E, {
        player,
        kind: "triggerOrder",
        prompt: `207.4c ${player}: which of your triggers goes on the stack next?`,
        options: mine.map((x) => ({ label: cardIn(s, x.w.card).name, value: x.i })),
      });
      return "ask";
    } else task.picked = mine[0]!.i;
  }
  const trig = s.waiting[task.picked]!;
  const ability = triggeredAbility(E, trig);
  const specs = ability.mode.targets;
  if (task.answer !== null) {
    task.targets.push(task.answer as Target);
    task.answer = null;
  }
  const by = { you: trig.you, source: trig.card, controller: trig.controller };
  // "In target player's PHASE, ... target player's ...": the player was declared when the card was
  // cast (castTargetSpecs); every player target of the trigger is that player.
  const chosen = ability.trigger.on === "during" && ability.trigger.whose === "targetPlayer" ? cardIn(s, trig.card).chosenPlayer : null;
  while (task.targets.length < specs.length) {
    const spec = specs[task.targets.length]!;
    if (chosen && spec.kind === "player") {
      task.targets.push({ player: chosen });
      continue;
    }
    const options = candidates(E, spec, by, task.targets);
    if (options.length === 0) {
      // 208.5: a trigger with no legal target doesn't take place.
      emit(E, { type: "triggered", trigger: trig, add: false });
      task.picked = -1;
      task.targets = [];
      task.next = pi + 1;
      return "progress";
    }
    if (options.length === 1) {
      task.targets.push(options[0]!);
      continue;
    }
    ask(E, {
      player,
      kind: "triggerTarget",
      prompt: `208.1 ${player}: choose a target for ${cardIn(s, trig.card).name} (${ability.text})`,
      options: options.map((t) => ({ label: targetLabel(E, t), value: t })),
    });
    return "ask";
  }
  emit(E, { type: "triggered", trigger: trig, add: false });
  emit(E, {
    type: "stackPushed",
    entry: {
      id: nextFreeId(E),
      kind: "trigger",
      player,
      card: trig.card,
      ability: trig.ability,
      mode: 0,
      targets: task.targets,
      extra: [],
      you: trig.you,
      cost: {},
      at: null,
      path: null,
      subject: trig.subject,
      attacker: trig.attacker,
      ...(trig.damageSource ? { damageSource: trig.damageSource } : {}),
      sourceController: trig.controller,
    },
  });
  task.picked = -1;
  task.targets = [];
  task.next = playerIndex(E, player) + 1;
  return "progress";
}
