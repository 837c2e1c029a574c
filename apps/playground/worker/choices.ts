// The person's legal actions as the clicks that build them. The engine lists complete actions
// (legalActions: every card, mode, target list, extra count, dot and path); each one is cut here
// into steps: what (the card and what it does), then mode, targets, extra costs, dot (a summon's
// placement), or for a move its destination and path, for an attack its target and route. Actions
// that share their first steps share a prefix, so the page narrows the list click by click
// (shared/builder.ts) and anything the engine accepts can be built.
import type { Game } from "../../../runtime/index.ts";
import type { Additional, Cost, Mode } from "../../../runtime/x610z/abilities.ts";
import { costOf } from "../../../runtime/x610z/ai/energy-plan.ts";
import { defOf, isCrystalDef } from "../../../runtime/x610z/cards.ts";
import { production } from "../../../runtime/x610z/continuous.ts";
import { canPay } from "../../../runtime/x610z/energy.ts";
import { entryLabel } from "../../../runtime/x610z/targets.ts";
import type { Action, TargetInput } from "../../../runtime/x610z/types.ts";
import { cardRef, describeAction, formatCost } from "../../play/describe.ts";
import type { Choice, ChoiceStep } from "../shared/protocol.ts";
import { poss } from "./log.ts";

const costText = (c: Cost) => (Object.keys(c).some((k) => c[k]! > 0) ? formatCost(c) : "free");

/** The person's choices now: a pending decision's answers, or his legal actions. */
export function choicesFor(game: Game, player: string): Choice[] {
  const legal = game.legalActions(player);
  const pool = game.pool(player);
  return legal.map((action) => {
    const cost = costOf(game.engine, action);
    return {
      action,
      steps: stepsOf(game, action),
      text: describeAction(game, action),
      cost,
      payable: canPay(pool, cost),
      group: groupOf(game, action),
    };
  });
}

function groupOf(game: Game, a: Action): Choice["group"] {
  switch (a.type) {
    case "answer":
      return "decision";
    case "pass":
    case "concede":
      return "turn";
    case "cast":
      return "hand";
    case "activate":
      return isEnergy(game, a) ? "energy" : "play";
    case "ability":
      return "play";
    case "move":
    case "attack":
      return "board";
  }
}

function isEnergy(game: Game, a: Extract<Action, { type: "activate" }>): boolean {
  return !a.effect && !a.targets?.length && a.mode === undefined && a.extra === undefined && isCrystalDef(defOf(game.engine, a.card));
}

/** The modes of the ability an action uses, to name modes and extra costs. */
function modesOf(game: Game, a: Action): { modes: Mode[]; text: string } {
  if (a.type !== "cast" && a.type !== "activate" && a.type !== "ability") return { modes: [], text: "" };
  const def = defOf(game.engine, a.card);
  if (a.type === "cast") {
    const eff = def.abilities.find((x) => x.kind === "effect");
    return eff && eff.kind === "effect" ? { modes: eff.modes, text: eff.text } : { modes: [], text: "" };
  }
  if (a.type === "activate") {
    const ab = def.abilities.find((x) => x.kind === "activated" && !x.summon);
    return ab && ab.kind === "activated" ? { modes: ab.modes, text: ab.text } : { modes: [], text: "" };
  }
  const ab = a.index !== undefined ? def.abilities[a.index] : def.abilities.find((x) => (x.kind === "activated" && x.summon) || x.kind === "paid");
  if (ab?.kind === "activated") return { modes: ab.modes, text: ab.text };
  if (ab?.kind === "paid") return { modes: [ab.mode], text: ab.text };
  return { modes: [], text: "" };
}

function stepsOf(game: Game, a: Action): ChoiceStep[] {
  const s = game.state;
  const name = (id: string) => s.cards[id]?.name ?? id;
  switch (a.type) {
    case "answer": {
      const d = game.pending();
      const label = d && typeof a.choice === "number" ? (d.options[a.choice]?.label ?? String(a.choice)) : String(a.choice);
      return [{ kind: "what", key: `answer:${a.choice}`, label }];
    }
    case "pass":
      return [{ kind: "what", key: "pass", label: s.stack.length ? "Pass (the top of the stack resolves when all pass in a row, 201.5)" : "Pass (the phase ends when all pass in a row)" }];
    case "concede":
      return [{ kind: "what", key: "concede", label: "Give up (106.3)" }];
    case "move": {
      const to = a.path[a.path.length - 1]!;
      return [
        { kind: "what", key: `move:${a.card}`, label: `Move ${name(a.card)}`, card: a.card },
        { kind: "dot", key: `to:${to}`, label: `to ${to}`, dot: to },
        { kind: "path", key: `path:${a.path.join(",")}`, label: a.path.join(" → ") },
      ];
    }
    case "attack": {
      const target = typeof a.target === "string" ? a.target : a.target.card;
      const steps: ChoiceStep[] = [
        { kind: "what", key: `attack:${a.card}`, label: `Attack with ${name(a.card)}`, card: a.card },
        { kind: "attack", key: `atk:${target}`, label: `attack ${targetLabel(game, { card: target })}`, card: target },
      ];
      if (a.path) steps.push({ kind: "route", key: `route:${a.path.join(",")}`, label: `via ${a.path.join(" → ")}` });
      return steps;
    }
    case "activate":
      if (isEnergy(game, a)) {
        return [{ kind: "what", key: `energy:${a.card}`, label: `${name(a.card)}: energy (${costText(production(game.engine, a.card))})`, card: a.card }];
      }
      return [{ kind: "what", key: `activate:${a.card}`, label: `Activate ${name(a.card)}`, card: a.card }, ...detailSteps(game, a)];
    case "ability": {
      const def = defOf(game.engine, a.card);
      const ab = a.index !== undefined ? def.abilities[a.index] : undefined;
      const text = ab && "text" in ab ? `: ${ab.text.replace(/\s+/g, " ")}` : "";
      return [{ kind: "what", key: `ability:${a.card}:${a.index ?? ""}`, label: `Ability of ${name(a.card)}${text}`, card: a.card }, ...detailSteps(game, a)];
    }
    case "cast": {
      const def = defOf(game.engine, a.card);
      return [{ kind: "what", key: `cast:${a.card}`, label: `Cast ${name(a.card)} (${costText(def.cost)})`, card: a.card }, ...detailSteps(game, a)];
    }
  }
}

/** Mode, targets and extra costs of a cast, activation or ability (a summon's dot is a decision when its cast resolves, 402.6). */
function detailSteps(game: Game, a: Extract<Action, { type: "cast" | "activate" | "ability" }>): ChoiceStep[] {
  const steps: ChoiceStep[] = [];
  const { modes, text } = modesOf(game, a);
  const mode = a.mode ?? 0;
  if (modes.length > 1) {
    const sides = text.split(/\r?\n\s*or\s*\r?\n/i);
    const side = (sides[mode] ?? "").replace(/\s+/g, " ").trim();
    steps.push({ kind: "mode", key: `mode:${mode}`, label: `option ${mode + 1} of ${modes.length}${side ? `: ${side}` : ""}` });
  }
  (a.targets ?? []).forEach((t, k) => {
    const key = "card" in t ? `card:${t.card}` : "player" in t ? `player:${t.player}` : `stack:${t.stack}`;
    steps.push({ kind: "target", key: `t${k}:${key}`, label: `target ${k + 1}: ${targetLabel(game, t)}`, ...("card" in t ? { card: t.card } : {}) });
  });
  const additional: Additional[] = modes[mode]?.additional ?? [];
  const extra = a.extra === undefined ? [] : Array.isArray(a.extra) ? a.extra : [a.extra];
  additional.forEach((x, i) => {
    const n = extra[i] ?? 0;
    const lead = x.kind === "with" ? "With" : x.kind === "withExtra" ? "With extra" : "For each extra";
    const label = x.kind === "forEachExtra" ? `${lead} ${costText(x.cost)}: paid ${n}×` : `${lead} ${costText(x.cost)}: ${n > 0 ? "pay it" : "don't pay"}`;
    steps.push({ kind: "extra", key: `x${i}:${n}`, label });
  });
  return steps;
}

function targetLabel(game: Game, t: TargetInput): string {
  const s = game.state;
  if ("card" in t) {
    const c = s.cards[t.card];
    if (!c) return t.card;
    const where = c.zone === "play" ? (c.at ? ` on ${c.at}` : "") : ` in ${poss(c.owner)} ${c.zone === "discard" ? "discard pile" : c.zone}`;
    return `${cardRef(game, t.card)}${where}`;
  }
  if ("player" in t) return `player ${t.player}`;
  const e = s.stack[s.stack.length - t.stack];
  return e ? `the action "${e.player}: ${entryLabel(game.engine, e)}"` : `stack entry ${t.stack}`;
}
