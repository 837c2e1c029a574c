// Players' actions (ZX-600): checking them (pure: a refused action changes nothing, ZX-600.3) in the
// order of ZX-600.4, so a refusal names the first rule that fails, and carrying them out. Every
// action closes the floor while it is carried out; the loop gives it back after the check point
// (turns.ts). legalActions lists candidates and keeps those `check` accepts, so the list and
// perform never disagree.
import { checkAnswer } from "../core/decisions.ts";
import { lose } from "../core/outcomes.ts";
import type { Checked } from "../core/rules.ts";
import type { BootAbility, EventAbility, Mode, TargetChoice, TargetSpec } from "./abilities.ts";
import { targetWords } from "./abilities.ts";
import { cardOf, defOf, isEventDef, isPlayerDef, isZxDef, opponentOf, playerOf, playerSquareOf, zxAt, type ZxEngine } from "./cards.ts";
import { abilityPayment, cardPayment } from "./costs.ts";
import { choice, pushEffects, targetCandidates } from "./effects.ts";
import { emit } from "./events.ts";
import { abilityWorks } from "./power.ts";
import { adjacent, isSquare, SQUARES } from "./square.ts";
import { ACTING } from "./turns.ts";
import { moveCard, placeZx, putIntoResource, setSleep, squareError } from "./zones.ts";
import type { Action, CardId, PlayerId, SquareId, TargetInput } from "./types.ts";

const refuse = (error: string): Checked => ({ error });

type A<T extends Action["type"]> = Extract<Action, { type: T }>;

/** ZX-600.2: the turn player in his Resource, Ignition and Main Phases outside a battle, the player
 *  whose chance it is in a Battle Event Step: the engine gives exactly him the floor (priority). */
function floorError(E: ZxEngine, player: PlayerId): string | null {
  const s = E.state;
  if (s.priority === player) return null;
  return `ZX-600.2 ${player} may not act now (${s.priority ? `${s.priority} may` : "nobody may"})`;
}

/** ZX-604.1 / ZX-606.1: when an Event is played or a Boot ability used. */
function eventTimingError(E: ZxEngine, player: PlayerId, rule: string, what: string): string | null {
  const s = E.state;
  if (s.battle) return s.battle.step === "event" && s.battle.chance === player ? null : `${rule} ${what} only in a Battle Event Step, when it is your chance`;
  if (s.turn.active !== player || s.turn.phase !== "main") return `${rule} ${what} in your Main Phase or a Battle Event Step`;
  return null;
}

/** The chance passes to the other player after a play in a Battle Event Step (ZX-702.1). */
function closeFloor(E: ZxEngine, player: PlayerId): void {
  emit(E, { type: "priority", player: null });
  const b = E.state.battle;
  if (b && b.step === "event") emit(E, { type: "battle", battle: { ...b, chance: opponentOf(E, player), passes: 0 } });
}

/** ZX-604.4, ZX-611.2: the targets an action names, checked against the side's phrases. */
function readTargets(E: ZxEngine, specs: readonly TargetSpec[], given: unknown, player: PlayerId, source: CardId): TargetChoice[][] | string {
  for (const t of specs) {
    if (t.upTo === undefined && targetCandidates(E, t, player, source, []).length === 0) return `ZX-604.4 there is no legal choice for "${targetWords(t)}"`;
  }
  const list = given === undefined ? [] : given;
  if (!Array.isArray(list)) return "ZX-611.2 targets is a list";
  if (list.length !== specs.length) return `ZX-611.2 name ${specs.length} target${specs.length === 1 ? "" : "s"} (got ${list.length})`;
  const out: TargetChoice[][] = [];
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    const raw = list[i] as TargetInput;
    const ids = Array.isArray(raw) ? raw : [raw];
    if (spec.upTo === undefined ? ids.length !== 1 : ids.length > spec.upTo) return `ZX-611.2 "${targetWords(spec)}" takes ${spec.upTo === undefined ? "one card" : `up to ${spec.upTo} cards`}`;
    const legal = targetCandidates(E, spec, player, source, out);
    const chosen: TargetChoice[] = [];
    for (const id of ids) {
      if (typeof id !== "string" || !legal.includes(id) || chosen.some((c) => c.card === id)) {
        const c = typeof id === "string" ? E.state.cards[id] : undefined;
        return `ZX-611.2 ${c ? `${c.owner}/${c.name}` : String(id)} is not a legal choice for "${targetWords(spec)}"`;
      }
      chosen.push(choice(E, id));
    }
    out.push(chosen);
  }
  return out;
}

/** ZX-604.2, ZX-606.2, ZX-601.6: the side and how often its additional cost is paid. */
function readModeExtra(modes: readonly Mode[], mode: unknown, extra: unknown, rule: string): { mode: number; extra: number } | string {
  const m = mode ?? 0;
  if (typeof m !== "number" || !Number.isInteger(m) || m < 0 || m >= modes.length)
    return `${rule} this has ${modes.length} side${modes.length === 1 ? "" : "s"}; ${typeof m === "number" ? m + 1 : String(m)} is not one`;
  const add = modes[m]!.additional;
  const x = extra ?? 0;
  if (typeof x !== "number" || !Number.isInteger(x) || x < 0) return `ZX-601.6 extra is a whole number`;
  if (x > 0 && !add) return `ZX-601.6 this side has no additional cost`;
  if (x > 1 && add!.kind === "withExtra") return `ZX-601.6 "With extra cost" is paid at most once`;
  return { mode: m, extra: x };
}

/** Runs an ability's side: its sentences, then each additional cost's effects paid (ZX-601.6). */
function pushMode(E: ZxEngine, m: Mode, extra: number, you: PlayerId, source: CardId, targets: TargetChoice[][]): void {
  const ctx = { you, source, targets };
  if (m.additional) for (let k = 0; k < extra; k++) pushEffects(E, m.additional.effects, ctx, m.targets);
  pushEffects(E, m.effects, ctx, m.targets);
}

// --- the actions ----------------------------------------------------------------------------------

function checkResource(E: ZxEngine, a: A<"resource">): Checked {
  const s = E.state;
  if (s.turn.phase !== "resource" || s.turn.active !== a.player) return refuse(`ZX-503.1 a card goes into Resource in your Resource Phase`);
  if (s.turn.resourced) return refuse(`ZX-503.2 at most one card a Resource Phase`);
  const c = s.cards[a.card];
  if (!c || c.owner !== a.player || c.zone !== "hand") return refuse(`ZX-503.1 ${c ? c.name : String(a.card)} is not in ${a.player}'s hand`);
  return {
    run: () => {
      emit(E, { type: "priority", player: null });
      emit(E, { type: "resourced" });
      putIntoResource(E, c.id); // ZX-503.1, ZX-306.2
    },
  };
}

function checkIgnite(E: ZxEngine, a: A<"ignite">): Checked {
  const s = E.state;
  const c = s.cards[a.card];
  if (s.turn.phase !== "ignition" || s.turn.active !== a.player) return refuse(`ZX-504.1 an Ignition is performed in your Ignition Phase`);
  if (!c || c.owner !== a.player || c.zone !== "charge") return refuse(`ZX-504.1 ${c ? c.name : String(a.card)} is not in ${a.player}'s Charge`);
  return {
    run: () => {
      emit(E, { type: "priority", player: null });
      s.agenda.push({ t: "ignition", player: a.player, step: 0, card: null, refreshed: false, answer: null });
      moveCard(E, c.id, "trash"); // ZX-504.2a
    },
  };
}

function checkPlay(E: ZxEngine, a: A<"play">): Checked {
  const s = E.state;
  const c = s.cards[a.card];
  if (!c) return refuse(`there is no card "${String(a.card)}"`);
  const def = defOf(E, c);
  const { player } = a;
  if (isPlayerDef(def)) return refuse(`ZX-303.2 a Player card is not played; it lies on its Player Square`);
  if (isZxDef(def)) {
    // ZX-602.1; ZX-702.3 no Z/X in a Battle Event Step.
    if (s.battle || s.turn.active !== player || s.turn.phase !== "main") return refuse(`ZX-602.1 a Z/X is played in your Main Phase, with no battle under way`);
    if (c.owner !== player || c.zone !== "hand") return refuse(`ZX-602.1 ${c.name} is not in ${player}'s hand`);
    if (!isSquare(a.at)) return refuse(`ZX-602.1 name the square (at: a1 ... c3) for ${c.name}`);
    const at: SquareId = a.at;
    const sq = squareError(E, player, at);
    if (sq) return refuse(sq);
    if (Array.isArray(a.targets) ? a.targets.length > 0 : a.targets !== undefined) return refuse(`ZX-602.1 playing a Z/X names no target`);
    if ((a.extra ?? 0) !== 0 || (a.mode ?? 0) !== 0) return refuse(`ZX-601.6 a Z/X has no side or additional cost to choose`);
    const pay = cardPayment(E, player, c.id, 0, a.pay);
    if ("error" in pay) return refuse(pay.error);
    return {
      run: () => {
        emit(E, { type: "priority", player: null });
        for (const id of pay) setSleep(E, id, true); // ZX-601.1
        placeZx(E, c.id, at); // ZX-602.1-602.2
        E.playingFromHand = c.id;
        emit(E, { type: "appears", card: c.id, fromLife: false }); // ZX-603.1
        E.playingFromHand = null;
      },
    };
  }
  // ZX-604: an Event.
  const ability = def.abilities[0] as EventAbility;
  const timing = eventTimingError(E, player, "ZX-604.1", "an Event is played");
  if (timing) return refuse(timing);
  if (c.owner !== player || c.zone !== "hand") return refuse(`ZX-604.1 ${c.name} is not in ${player}'s hand`);
  if (a.at !== undefined) return refuse(`ZX-604.1 an Event is not put onto a square`);
  const me = readModeExtra(ability.modes, a.mode, a.extra, "ZX-604.2");
  if (typeof me === "string") return refuse(me);
  const m = ability.modes[me.mode]!;
  const targets = readTargets(E, m.targets, a.targets, player, c.id);
  if (typeof targets === "string") return refuse(targets);
  const pay = cardPayment(E, player, c.id, me.extra * (m.additional?.cost ?? 0), a.pay);
  if ("error" in pay) return refuse(pay.error);
  return {
    run: () => {
      closeFloor(E, player);
      for (const id of pay) setSleep(E, id, true);
      moveCard(E, c.id, "limbo"); // C-34: in no zone while it resolves
      s.agenda.push({ t: "eventDone", card: c.id }); // ZX-604.3
      pushMode(E, m, me.extra, player, c.id, targets);
    },
  };
}

function checkBoot(E: ZxEngine, a: A<"boot">): Checked {
  const s = E.state;
  const { player } = a;
  const c = s.cards[a.card];
  if (!c) return refuse(`there is no card "${String(a.card)}"`);
  const boots = defOf(E, c).abilities.filter((x): x is BootAbility => x.kind === "boot");
  const index = a.ability ?? 0;
  const ability = boots[index];
  const timing = eventTimingError(E, player, "ZX-606.1", "a Boot ability is used");
  if (timing) return refuse(timing);
  if (!ability) return refuse(`ZX-606.1 ${c.name} has no [Boot] ability ${index + 1}`);
  if (c.owner !== player) return refuse(`ZX-606.1 ${c.name} is not ${player}'s`);
  if (!abilityWorks(E, c.id, ability))
    return refuse(`ZX-606.1 ${c.name}'s [Boot] works only while it is in its <Valid> zone (${ability.valid})${ability.player ? ` with ${ability.player} on the Square` : ""}`);
  const me = readModeExtra(ability.modes, a.mode, a.extra, "ZX-606.2");
  if (typeof me === "string") return refuse(me);
  const m = ability.modes[me.mode]!;
  const targets = readTargets(E, m.targets, a.targets, player, c.id);
  if (typeof targets === "string") return refuse(targets);
  const pay = abilityPayment(E, player, c.id, ability.cost, me.extra * (m.additional?.cost ?? 0), a.pay);
  if ("error" in pay) return refuse(pay.error);
  return {
    run: () => {
      closeFloor(E, player);
      // The sentences wait under the costs' choices (ZX-606.2: the cost is paid, then it resolves).
      pushMode(E, m, me.extra, player, c.id, targets);
      // The items that choose cards, in the written order (the first on top).
      for (const item of [...ability.cost].reverse()) {
        if (item.item === "discard" || item.item === "chargeToTrash") {
          s.agenda.push({ t: "trashCards", player, zone: item.item === "discard" ? "hand" : "charge", left: item.n, exclude: c.id, why: "ZX-601.4", answer: null });
        }
      }
      if (pay.sleepSelf) setSleep(E, c.id, true);
      for (const id of pay.resource) setSleep(E, id, true);
    },
  };
}

function checkAttack(E: ZxEngine, a: A<"attack">): Checked {
  const s = E.state;
  const { player } = a;
  const c = s.cards[a.card];
  if (s.battle || s.turn.active !== player || s.turn.phase !== "main") return refuse(`ZX-700.1 a battle is declared in your Main Phase, with no battle under way`);
  if (!c || c.owner !== player || c.zone !== "square" || c.at === null) return refuse(`ZX-700.1 ${c ? c.name : String(a.card)} is not a Z/X of ${player}'s on the Square`);
  if (c.sleep) return refuse(`ZX-701.1 ${c.name} is in Sleep state; only a Z/X in Reboot state attacks`);
  const from = c.at;
  const foe = opponentOf(E, player);
  let target: { card: TargetChoice } | { player: PlayerId };
  if (typeof a.target === "string") {
    const t = s.cards[a.target];
    if (!t || t.zone !== "square" || t.at === null || t.owner !== foe) return refuse(`ZX-701.2a the attack target is a Z/X ${foe} controls`);
    if (!adjacent(from, t.at)) return refuse(`ZX-701.2a ${t.name} on ${t.at} is not adjacent to ${c.name} on ${from}`);
    target = { card: choice(E, t.id) };
  } else if (a.target && typeof a.target === "object" && a.target.player === foe) {
    const ps = playerSquareOf(E, foe);
    if (!adjacent(from, ps)) return refuse(`ZX-701.2b ${foe}'s Player Square ${ps} is not adjacent to ${c.name} on ${from}`);
    const there = zxAt(E, ps);
    if (there !== null) return refuse(`ZX-701.2b ${foe}'s Player Square ${ps} holds ${s.cards[there]!.name}`);
    target = { player: foe };
  } else return refuse(`ZX-701.2 the attack target is a Z/X of ${foe}'s or ${foe} himself`);
  return {
    run: () => {
      emit(E, { type: "priority", player: null });
      setSleep(E, c.id, true); // ZX-701.3
      emit(E, { type: "battle", battle: { step: "declared", attacker: choice(E, c.id), from, target, chance: player, passes: 0 } });
      emit(E, { type: "attacks", card: c.id });
      if ("card" in target) emit(E, { type: "isAttacked", card: target.card.card });
    },
  };
}

function checkPass(E: ZxEngine, a: A<"pass">): Checked {
  const b = E.state.battle;
  if (!b || b.step !== "event") return refuse(`ZX-702.1 a player passes in a Battle Event Step (the phase ends with "end")`);
  return {
    run: () => {
      emit(E, { type: "priority", player: null });
      emit(E, { type: "battle", battle: { ...b, chance: opponentOf(E, a.player), passes: b.passes + 1 } }); // ZX-702.2
    },
  };
}

function checkEnd(E: ZxEngine, a: A<"end">): Checked {
  const s = E.state;
  if (s.battle) return refuse(`ZX-702.1 in a battle the players play, use or pass; the phase goes on after it`);
  if (s.turn.active !== a.player || !ACTING.has(s.turn.phase)) return refuse(`ZX-500.2 only the turn player ends his Resource, Ignition or Main Phase`);
  return {
    run: () => {
      emit(E, { type: "priority", player: null });
      if (a.turn) emit(E, { type: "endingTurn" });
      emit(E, { type: "turnStep", step: 1 });
    },
  };
}

/** Checks an action; `run` carries it out. */
export function check(E: ZxEngine, a: Action): Checked {
  const s = E.state;
  if (!a || typeof a !== "object" || typeof (a as { type?: unknown }).type !== "string") return refuse("an action is an object with a type");
  if (typeof a.player !== "string" || !s.players.some((p) => p.id === a.player)) return refuse(`there is no player "${String(a.player)}"`);
  if (s.result) return refuse("ZX-101 the game is over");
  if (a.type === "concede") {
    return {
      run: () => {
        emit(E, { type: "conceded", player: a.player });
        lose(E, [a.player], "concession"); // ZX-101.3
      },
    };
  }
  if (a.type === "answer") return checkAnswer(E, a.player, a.choice);
  if (s.pending) return refuse(`ZX-600.2 a decision is pending: ${s.pending.prompt} (only ${s.pending.player}'s answer, or a concession, now)`);
  const floor = floorError(E, a.player);
  if (floor) return refuse(floor);
  switch (a.type) {
    case "pass":
      return checkPass(E, a);
    case "end":
      return checkEnd(E, a);
    case "resource":
      return checkResource(E, a);
    case "ignite":
      return checkIgnite(E, a);
    case "play":
      return checkPlay(E, a);
    case "boot":
      return checkBoot(E, a);
    case "attack":
      return checkAttack(E, a);
    default:
      return refuse(`unknown action type "${(a as { type: string }).type}"`);
  }
}

// --- enumeration ----------------------------------------------------------------------------------

/** Target lists listed per side at most (perform accepts every legal list). */
const MAX_TARGET_LISTS = 200;

function targetLists(E: ZxEngine, specs: readonly TargetSpec[], player: PlayerId, source: CardId): TargetInput[][] {
  let lists: CardId[][][] = [[]];
  for (const spec of specs) {
    const next: CardId[][][] = [];
    for (const l of lists) {
      const taken = l.map((ids) => ids.map((card) => ({ card, obj: 0 })));
      const cands = targetCandidates(E, spec, player, source, taken);
      const options: CardId[][] = spec.upTo === undefined ? cands.map((c) => [c]) : subsets(cands, spec.upTo);
      for (const o of options) {
        next.push([...l, o]);
        if (next.length >= MAX_TARGET_LISTS) break;
      }
      if (next.length >= MAX_TARGET_LISTS) break;
    }
    lists = next;
  }
  return lists.map((l) => l.map((ids, i) => (specs[i]!.upTo === undefined ? ids[0]! : ids)));
}

function subsets(items: readonly string[], max: number): string[][] {
  const out: string[][] = [[]];
  const go = (start: number, cur: string[]) => {
    for (let i = start; i < items.length && out.length < MAX_TARGET_LISTS; i++) {
      const next = [...cur, items[i]!];
      out.push(next);
      if (next.length < max) go(i + 1, next);
    }
  };
  go(0, []);
  return out;
}

/** How many times an additional cost may be listed (For each extra: as far as Resource goes). */
function extraChoices(E: ZxEngine, player: PlayerId, m: Mode): number[] {
  if (!m.additional) return [0];
  if (m.additional.kind === "withExtra") return [0, 1];
  const free = playerOf(E, player).zones.resource.length;
  const max = m.additional.cost > 0 ? Math.min(10, Math.floor(free / m.additional.cost)) : 1;
  return Array.from({ length: max + 1 }, (_, i) => i);
}

function modeActions(E: ZxEngine, player: PlayerId, source: CardId, modes: readonly Mode[], make: (mode: number, targets: TargetInput[], extra: number) => Action): Action[] {
  const out: Action[] = [];
  modes.forEach((m, mi) => {
    for (const targets of targetLists(E, m.targets, player, source)) for (const extra of extraChoices(E, player, m)) out.push(make(mi, targets, extra));
  });
  return out;
}

function candidateActions(E: ZxEngine, player: PlayerId): Action[] {
  const s = E.state;
  const out: Action[] = [];
  const zones = playerOf(E, player).zones;
  if (s.battle) out.push({ type: "pass", player });
  else out.push({ type: "end", player });
  if (s.turn.phase === "resource" && !s.battle) for (const id of zones.hand) out.push({ type: "resource", player, card: id });
  if (s.turn.phase === "ignition" && !s.battle) for (const id of zones.charge) out.push({ type: "ignite", player, card: id });
  const mainOrBattle = s.turn.phase === "main" || s.battle !== null;
  if (!mainOrBattle) return out;
  for (const id of zones.hand) {
    const def = defOf(E, id);
    if (isZxDef(def)) {
      // Only a Z/X he can pay for is tried on each square (check still decides).
      if (!s.battle && !("error" in cardPayment(E, player, id, 0))) for (const at of SQUARES) out.push({ type: "play", player, card: id, at });
    } else if (isEventDef(def)) {
      const ability = def.abilities[0] as EventAbility;
      out.push(
        ...modeActions(E, player, id, ability.modes, (mode, targets, extra) => ({
          type: "play",
          player,
          card: id,
          ...(targets.length ? { targets } : {}),
          ...(ability.modes.length > 1 ? { mode } : {}),
          ...(extra ? { extra } : {}),
        })),
      );
    }
  }
  for (const id of Object.keys(s.cards)) {
    const c = s.cards[id]!;
    if (c.owner !== player) continue;
    const boots = defOf(E, c).abilities.filter((x): x is BootAbility => x.kind === "boot");
    boots.forEach((b, bi) => {
      if (!abilityWorks(E, id, b)) return;
      out.push(
        ...modeActions(E, player, id, b.modes, (mode, targets, extra) => ({
          type: "boot",
          player,
          card: id,
          ...(boots.length > 1 ? { ability: bi } : {}),
          ...(targets.length ? { targets } : {}),
          ...(b.modes.length > 1 ? { mode } : {}),
          ...(extra ? { extra } : {}),
        })),
      );
    });
  }
  if (!s.battle) {
    const foe = opponentOf(E, player);
    for (const id of zones.square) {
      const c = cardOf(E, id);
      if (c.sleep) continue;
      for (const t of playerOf(E, foe).zones.square) out.push({ type: "attack", player, card: id, target: t });
      out.push({ type: "attack", player, card: id, target: { player: foe } });
    }
  }
  return out;
}

/** Exactly the actions the rules allow `player` (or everyone) now, with automatic payment; a
 *  concession is always among them (ZX-101.3). */
export function legalActions(E: ZxEngine, player?: PlayerId): Action[] {
  const s = E.state;
  if (s.result) return [];
  if (player !== undefined && !s.players.some((p) => p.id === player)) return [];
  const who = player === undefined ? s.players.map((p) => p.id) : [player];
  const out: Action[] = [];
  if (s.pending) {
    const d = s.pending;
    if (who.includes(d.player)) d.options.forEach((_, i) => out.push({ type: "answer", player: d.player, choice: i }));
  } else {
    for (const p of who) if (s.priority === p) for (const a of candidateActions(E, p)) if ("run" in check(E, a)) out.push(a);
  }
  for (const p of who) out.push({ type: "concede", player: p });
  return out;
}

// --- the edge: actions from outside ----------------------------------------------------------------

/** Items in a list of an action (targets, pay), at most. */
const MAX_ACTION_LIST = 10_000;
/** Characters in a name or id an action gives (a card, a player, a square, an answer's label). */
const MAX_ACTION_STRING = 256;
/** Payments of one additional cost in one action (ZX-601.6 "For each extra"), at most: far above a
 *  game's cards, so only an extra cost of 0 could reach it, and each payment resolves its effects. */
const MAX_EXTRA = 1_000;

const FIELDS: Readonly<Record<Action["type"], readonly string[]>> = {
  pass: [],
  answer: ["choice"],
  concede: [],
  end: ["turn"],
  resource: ["card"],
  ignite: ["card"],
  play: ["card", "at", "targets", "mode", "extra", "pay"],
  boot: ["card", "ability", "targets", "mode", "extra", "pay"],
  attack: ["card", "target"],
};

const isName = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= MAX_ACTION_STRING;
const isWhole = (v: unknown, max = Number.MAX_SAFE_INTEGER): v is number => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max;
const short = (t: string): string => (t.length > 40 ? `${t.slice(0, 40)}...` : t);

/** An action from outside as plain data: its type's known fields only, each of the right kind and
 *  size (unknown fields are dropped; a value of the wrong kind refuses the action, nothing done).
 *  Whether the ids name anything is check's to say. GameRules.normalize. */
export function normalizeAction(_E: ZxEngine, raw: object): Action | string {
  const a = raw as Record<string, unknown>;
  const type = a.type as string;
  if (!Object.hasOwn(FIELDS, type)) return `unknown action type "${short(String(type))}"`;
  if (!isName(a.player)) return `an action's player is a name of 1 to ${MAX_ACTION_STRING} characters`;
  const out: Record<string, unknown> = { type, player: a.player };
  for (const k of FIELDS[type as Action["type"]]) {
    const v = a[k];
    if (v === undefined) continue;
    const err = fieldError(k, v);
    if (err) return `${type}: ${err}`;
    out[k] =
      k === "targets"
        ? (v as unknown[]).map((t) => (Array.isArray(t) ? [...(t as string[])] : t))
        : k === "target" && typeof v === "object"
          ? { player: (v as { player: string }).player }
          : Array.isArray(v)
            ? [...v]
            : v;
  }
  if (type !== "pass" && type !== "answer" && type !== "concede" && type !== "end" && out.card === undefined) return `${type}: an action names its card`;
  if (type === "attack" && out.target === undefined) return "ZX-701.2 an attack names its target (a card, or { player })";
  if (type === "answer" && out.choice === undefined) return "answer: an answer names its choice (an index or a label)";
  return out as Action;
}

function fieldError(k: string, v: unknown): string | null {
  switch (k) {
    case "card":
    case "at":
      return isName(v) ? null : `${k} is an id of 1 to ${MAX_ACTION_STRING} characters`;
    case "turn":
      return typeof v === "boolean" ? null : "turn is true or false";
    case "choice":
      return isWhole(v) || (typeof v === "string" && v.length <= MAX_ACTION_STRING) ? null : "choice is an option's index or label";
    case "mode":
    case "ability":
      return isWhole(v) ? null : `${k} is a whole number from 0`;
    case "extra":
      return isWhole(v, MAX_EXTRA) ? null : `ZX-601.6 extra is a whole number from 0 to ${MAX_EXTRA}`;
    case "pay":
      return Array.isArray(v) && v.length <= MAX_ACTION_LIST && v.every(isName) ? null : `ZX-601.8 pay is a list of at most ${MAX_ACTION_LIST} Resource card ids`;
    case "target":
      return isName(v) || (v !== null && typeof v === "object" && !Array.isArray(v) && isName((v as { player?: unknown }).player)) ? null : "ZX-701.2 target is a card id or { player }";
    case "targets": {
      if (!Array.isArray(v) || v.length > MAX_ACTION_LIST) return `ZX-611.2 targets is a list of at most ${MAX_ACTION_LIST} entries`;
      for (const t of v) {
        const ok = isName(t) || (Array.isArray(t) && t.length <= MAX_ACTION_LIST && t.every(isName));
        if (!ok) return `ZX-611.2 ${short(JSON.stringify(t) ?? String(t))} is not a target (a card id, or a list of them for "up to N")`;
      }
      return null;
    }
    default:
      return null;
  }
}
