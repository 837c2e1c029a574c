// Turns (700-704) and the start of the game (105): phases and what happens in them, the end of a
// turn (502.5 hand limit, 602.5 ending dots wiped, 203.4 pools emptied, "until end of turn" ends),
// extra and skipped turns and phases (700.2).
import type { CardDefinition, PhaseName } from "./abilities.ts";
import { NEXT_PHASE } from "./vocabulary.ts";
import { defOf, isLifeBaseDef, isSummonDef, type Engine, cardIn } from "./cards.ts";
import { oppositeStartingDot } from "./board.ts";
import { emit } from "./events.ts";
import { destroy, drawCards, enterPlay, leavePlay, moveCard, shuffleDeck } from "./zones.ts";
import { emptyPool } from "./pool.ts";
import { expireMods } from "./modifiers.ts";
import { nextPlayer, playerState, playersFrom } from "../core/players.ts";
import { setCounter, setState } from "./permanents.ts";
import { ask, yesNo } from "../core/decisions.ts";
import type { CardId, PlayerId, Task, TurnInfo } from "./types.ts";

const NEXT: Readonly<Record<PhaseName, PhaseName | null>> = NEXT_PHASE;

/** Begins a phase of a turn (skipping it when a skip says so, 700.2); by default of the turn
 *  under way. */
function beginPhase(E: Engine, phase: PhaseName, active = E.state.turn.active, number = E.state.turn.number): void {
  const s = E.state;
  // 106.1 an active player out of the game has no more phases: his turn ends (its end still
  // comes: "until end of turn" ends, pools empty) and the next player's begins.
  let p: PhaseName | null = playerState(E, active).out ? null : phase;
  while (p && s.skips.length > 0 && skipsPhase(s.skips, active, p)) {
    emit(E, { type: "skip", player: active, phase: p, add: false });
    p = NEXT[p];
  }
  emit(E, { type: "phase", active, phase: p ?? "end", number });
  if (p === null) {
    s.agenda.push({ t: "endTurn", step: 0, answer: null });
    return;
  }
  if (p === "reactivation") {
    expireMods(E, "untilYourNextReactivation", active);
    // 701.1 reactivate all his permanents; 209.2d-e a time counter comes off each time.
    for (const id of [...playerState(E, active).zones.play]) {
      const c = cardIn(s, id);
      if (c.state !== "reactivated" || c.deactivated) setState(E, id, "reactivated", false);
      const time = c.counters.time;
      if (time !== undefined && time > 0) {
        setCounter(E, id, "time", time - 1);
        // 209.2d-f at 0 it goes after its effect next resolves; a permanent whose abilities never
        // use the stack (continuous only, a Summon Effect's bonus) has no such effect: it goes now.
        if (time === 1 && !usesStack(defOf(E, c))) leavePlay(E, id, "discard");
      }
    }
    emit(E, { type: "phaseBegins", player: active, phase: p }); // 701.3 triggers after reactivation
  } else if (p === "draw") {
    emit(E, { type: "phaseBegins", player: active, phase: p });
    drawCards(E, [active], 1); // 702.1; 106.3 an empty deck loses
  } else {
    emit(E, { type: "phaseBegins", player: active, phase: p });
  }
  if (!s.result) emit(E, { type: "priority", player: firstPriority(E) });
}

function skipsPhase(skips: readonly { player: PlayerId; phase: string }[], player: PlayerId, phase: PhaseName): boolean {
  for (const k of skips) if (k.player === player && k.phase === phase) return true;
  return false;
}

/** Whether the card's own effect ever resolves on the stack (209.2f): a summon (its moves), an
 *  ability that is activated, paid or triggered, or a crystal's production (at once, 200.1b). */
function usesStack(def: CardDefinition): boolean {
  return isSummonDef(def) || def.abilities.some((a) => a.kind === "activated" || a.kind === "paid" || a.kind === "triggered" || a.kind === "produces" || a.kind === "producesOneOf");
}

/** All players passed with an empty stack (201.5, 703.7, 704.6): the phase's "at the end of"
 *  triggers get their chance first, then the next phase or the end of the turn. */
export function endPhase(E: Engine): void {
  const s = E.state;
  if (!s.turn.endTriggers) {
    emit(E, { type: "phaseEnds", player: s.turn.active, phase: s.turn.phase });
    if (s.waiting.length > 0) {
      emit(E, { type: "priority", player: firstPriority(E) });
      return;
    }
  }
  const next = NEXT[s.turn.phase];
  if (next) beginPhase(E, next);
  else s.agenda.push({ t: "endTurn", step: 0, answer: null });
}

/** The end of a turn, then the next one (700.1-700.2). */
export function stepEndTurn(E: Engine, task: Extract<Task, { t: "endTurn" }>): "ask" | "done" | "progress" {
  const s = E.state;
  const active = s.turn.active;
  if (task.step === 0 && playerState(E, active).out) task.step = 1; // 106.1 out: no hand limit to keep
  if (task.step === 0) {
    // 502.5: the active player discards down to 7, choosing the cards.
    if (task.answer !== null) {
      moveCard(E, task.answer as CardId, "discard");
      task.answer = null;
    }
    const hand = playerState(E, active).zones.hand;
    if (hand.length > 7) {
      const names = new Map<string, CardId>();
      for (const id of hand) if (!names.has(cardIn(s, id).name)) names.set(cardIn(s, id).name, id);
      if (names.size === 1) {
        moveCard(E, hand[0]!, "discard");
        return "progress";
      }
      ask(E, {
        player: active,
        kind: "handLimit",
        prompt: `502.5 ${active}: discard down to 7 cards (${hand.length - 7} to go)`,
        options: [...names].map(([label, value]) => ({ label, value })),
      });
      return "ask";
    }
    task.step = 1;
  }
  // 602.5: Non Life Base summons on ending dots are destroyed.
  for (const id of [...s.index.summons]) {
    const c = cardIn(s, id);
    if (c.at !== null && E.board.data.dots[c.at]?.kind === "ending" && !isLifeBaseDef(defOf(E, c))) destroy(E, id);
  }
  if (s.result) return "done";
  for (const p of s.players) emptyPool(E, p.id); // 203.4
  expireMods(E, "endOfTurn");
  updateTurnInfo(E, () => freshTurnInfo());
  // 700.2 an extra turn comes first (106.1 lost for a player out of the game); otherwise the
  // player to the left (700.1); a player who skips his next turn is passed over, once per skip.
  const plan = nextTurn(E);
  for (const p of plan.lostExtraTurns) emit(E, { type: "extraTurn", player: p, add: false });
  if (plan.extraTurn !== null) emit(E, { type: "extraTurn", player: plan.extraTurn, add: false });
  for (const p of plan.skipped) emit(E, { type: "skip", player: p, phase: "turn", add: false });
  beginPhase(E, "reactivation", plan.player, s.turn.number + 1);
  return "done";
}

/** 105.2a-b: starting dots in clockwise order around the center (for seating the Life Bases). */
function startingDotsClockwise(E: Engine): string[] {
  const [cx, cy] = E.board.data.center;
  const angle = (d: string) => Math.atan2(E.board.data.dots[d]!.at[1] - cy, E.board.data.dots[d]!.at[0] - cx);
  return [...E.board.starting].sort((a, b) => angle(b) - angle(a));
}

/** Where each player's Life Base goes once the first player chose his dot (105.2a-b): clockwise
 *  in seating order, spread evenly so opponents face each other (exactly opposite with 2 players)
 *  and teammates never sit on adjacent starting dots when the teams alternate in the seating. */
function seatLifeBases(E: Engine, firstDot: string): Record<string, string> {
  const order = playersFrom(E, E.state.turn.active);
  const dots = startingDotsClockwise(E);
  const i0 = dots.indexOf(firstDot);
  const out: Record<string, string> = Object.create(null) as Record<string, string>; // keyed by player ids
  order.forEach((p, k) => {
    out[p] = k === 1 && order.length === 2 ? (oppositeStartingDot(E.board, firstDot) ?? dots[(i0 + 3) % dots.length]!) : dots[(i0 + Math.round((k * dots.length) / order.length)) % dots.length]!;
  });
  return out;
}

/** The game's start (105): Life Bases, opening hands, Murphy's Law, then turn 1. */
export function stepSetup(E: Engine, task: Extract<Task, { t: "setup" }>): "ask" | "done" | "progress" {
  const s = E.state;
  const order = playersFrom(E, s.turn.active);
  if (task.step === 0) {
    // 105.2a: the first player chooses a starting dot; the others follow clockwise (105.2b).
    if (task.answer === null) {
      const dots = E.board.starting.filter((d) => s.players.every((p) => p.start !== d));
      if (dots.length > 1) {
        ask(E, {
          player: order[0]!,
          kind: "lifeBaseDot",
          prompt: `105.2a ${order[0]}: on which starting dot does your Life Base start?`,
          options: dots.map((d) => ({ label: d, value: d })),
        });
        return "ask";
      }
      task.answer = dots[0] ?? null;
      if (task.answer === null) throw new Error("105.2 the board has no starting dot for the Life Bases");
    }
    const seats = seatLifeBases(E, task.answer as string);
    for (const p of order) {
      const lb = playerState(E, p).zones.deck.find((id) => isLifeBaseDef(defOf(E, id)))!;
      emit(E, { type: "startDot", player: p, dot: seats[p]! });
      enterPlay(E, lb, p, { at: seats[p]! });
    }
    // 211: every deck is shuffled; 105.3a seven cards each.
    for (const p of order) shuffleDeck(E, p);
    for (const p of order) drawCards(E, [p], 7);
    task.answer = null;
    task.step = 1;
    task.player = 0;
    return "progress";
  }
  // 105.4: Murphy's Law, active player first, then clockwise; once refused, never again.
  while (task.player < order.length) {
    const p = order[task.player]!;
    if (task.answer === false) {
      task.answer = null;
      task.player++;
      continue;
    }
    if (task.answer === true) {
      task.answer = null;
      const hand = [...playerState(E, p).zones.hand];
      for (const id of hand) moveCard(E, id, "deck");
      shuffleDeck(E, p);
      drawCards(E, [p], hand.length - 1);
    }
    const n = playerState(E, p).zones.hand.length;
    if (n === 0) {
      task.player++;
      continue;
    }
    ask(E, {
      player: p,
      kind: "murphy",
      prompt: `105.4 ${p}: take Murphy's Law (shuffle your ${n} cards into your deck and draw ${n - 1})?`,
      options: yesNo(),
    });
    return "ask";
  }
  beginPhase(E, "reactivation", s.turn.active, 1);
  return "done";
}

/** Who takes the next turn (700.1-700.2), and what that uses up: the newest extra turn of a
 *  player still in the game (those of players out of it, 106.1, are lost), otherwise the player to
 *  the left; then each player who skips his next turn is passed over, once per skip. Reads only:
 *  the end of the turn (turns.ts stepEndTurn) carries the plan out, End Phase priority (704.1)
 *  only looks at `player`. */
function nextTurn(E: Engine): { player: PlayerId; lostExtraTurns: PlayerId[]; extraTurn: PlayerId | null; skipped: PlayerId[] } {
  const s = E.state;
  const lostExtraTurns: PlayerId[] = [];
  let extraTurn: PlayerId | null = null;
  for (let i = s.extraTurns.length - 1; i >= 0 && extraTurn === null; i--) {
    if (playerState(E, s.extraTurns[i]!).out) lostExtraTurns.push(s.extraTurns[i]!);
    else extraTurn = s.extraTurns[i]!;
  }
  let player = extraTurn ?? nextPlayer(E, s.turn.active);
  const skipped: PlayerId[] = [];
  if (s.skips.length === 0) return { player, lostExtraTurns, extraTurn, skipped }; // nobody skips (most turns)
  const skips = new Map<PlayerId, number>();
  for (const k of s.skips) if (k.phase === "turn") skips.set(k.player, (skips.get(k.player) ?? 0) + 1);
  // Finite: every pass-over uses one skip up.
  while ((skips.get(player) ?? 0) > 0) {
    skips.set(player, skips.get(player)! - 1);
    skipped.push(player);
    player = nextPlayer(E, player);
  }
  return { player, lostExtraTurns, extraTurn, skipped };
}

export function updateTurnInfo(E: Engine, change: (t: TurnInfo) => TurnInfo): void {
  emit(E, { type: "turnInfo", info: change(E.state.turnInfo) });
}

export function freshTurnInfo(): TurnInfo {
  return { crystalsCast: {}, attacks: {}, extraAttacks: {}, abilitiesUsed: [], lines: {} };
}

/** 201.3a/b, 201.6: who first gets priority in the current phase. */
export function firstPriority(E: Engine): PlayerId | null {
  const t = E.state.turn;
  // Table 1: in the Reactivation Phase nobody announces, but with triggers on the stack the
  // players get their opportunity (the active player first) to generate and use energy, say to
  // pay an "unless", before they resolve.
  if (t.phase === "reactivation" && E.state.stack.length === 0) return null;
  if (t.phase === "end") {
    // 704.1 the reactive player who has the next turn (with an extra turn of his own, the active
    // player has it: then the next player, 201.3b).
    const next = nextTurn(E).player;
    return next === t.active ? nextPlayer(E, t.active) : next;
  }
  // 106.1 an active player who is out of the game passes the floor on.
  return playerState(E, t.active).out ? nextPlayer(E, t.active) : t.active;
}
