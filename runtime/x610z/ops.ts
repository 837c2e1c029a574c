// Game operations shared by actions, effects and turns. Each one is a small sequence of events
// (events.ts) plus the rules that follow from them at once: 205.3 where a permanent goes, 207.5a
// fixed Effects leave with their target, 210 damage and destruction, 210.8 and 106 winning and
// losing, 214 control, 402.8 one summon per class.
import type { Cost, Duration, PhaseName } from "./abilities.ts";
import { defOf, isLifeBaseDef, isSummonDef, type Engine } from "./cards.ts";
import { effectiveStats, preventsAll } from "./continuous.ts";
import { add, normalize, subtract } from "./energy.ts";
import { emit } from "./events.ts";
import { shuffled } from "../core/rng.ts";
import type { CardId, DotId, GameEndReason, Modifier, PlayerId, TurnInfo, ZoneName } from "./types.ts";

export function playerIndex(E: Engine, id: PlayerId): number {
  return E.state.players.findIndex((p) => p.id === id);
}
export function playerState(E: Engine, id: PlayerId) {
  const p = E.state.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player "${id}"`);
  return p;
}
/** 201.4, 700.1: the player to the left (next in the clockwise list) who is still in the game. */
export function nextPlayer(E: Engine, id: PlayerId): PlayerId {
  const ps = E.state.players;
  const i = playerIndex(E, id);
  for (let k = 1; k <= ps.length; k++) {
    const p = ps[(i + k) % ps.length]!;
    if (!p.out) return p.id;
  }
  return id;
}
/** Who takes the next turn (700.1-700.2), and what that uses up: the newest extra turn of a
 *  player still in the game (those of players out of it, 106.1, are lost), otherwise the player to
 *  the left; then each player who skips his next turn is passed over, once per skip. Reads only:
 *  the end of the turn (turns.ts stepEndTurn) carries the plan out, End Phase priority (704.1)
 *  only looks at `player`. */
export function nextTurn(E: Engine): { player: PlayerId; lostExtraTurns: PlayerId[]; extraTurn: PlayerId | null; skipped: PlayerId[] } {
  const s = E.state;
  const lostExtraTurns: PlayerId[] = [];
  let extraTurn: PlayerId | null = null;
  for (let i = s.extraTurns.length - 1; i >= 0 && extraTurn === null; i--) {
    if (playerState(E, s.extraTurns[i]!).out) lostExtraTurns.push(s.extraTurns[i]!);
    else extraTurn = s.extraTurns[i]!;
  }
  let player = extraTurn ?? nextPlayer(E, s.turn.active);
  const skips = new Map<PlayerId, number>();
  for (const k of s.skips) if (k.phase === "turn") skips.set(k.player, (skips.get(k.player) ?? 0) + 1);
  const skipped: PlayerId[] = [];
  // Finite: every pass-over uses one skip up.
  while ((skips.get(player) ?? 0) > 0) {
    skips.set(player, skips.get(player)! - 1);
    skipped.push(player);
    player = nextPlayer(E, player);
  }
  return { player, lostExtraTurns, extraTurn, skipped };
}

/** The players still in the game, in turn order from `first` (or from where `first` sits). */
export function playersFrom(E: Engine, first: PlayerId): PlayerId[] {
  const ps = E.state.players;
  const i = playerIndex(E, first);
  const out: PlayerId[] = [];
  for (let k = 0; k < ps.length; k++) {
    const p = ps[(i + k) % ps.length]!;
    if (!p.out) out.push(p.id);
  }
  return out;
}
/** How many players are still in the game (106.1). */
export function playersInGame(E: Engine): number {
  let n = 0;
  for (const p of E.state.players) if (!p.out) n++;
  return n;
}

export function dotKind(E: Engine, dot: DotId): string {
  return E.board.data.dots[dot]?.kind ?? "normal";
}
export function summonAt(E: Engine, dot: DotId): CardId | null {
  for (const id of E.state.index.summons) if (E.state.cards[id]!.at === dot) return id;
  return null;
}

/** The id the next stack entry, modifier or decision gets; the event that records it advances
 *  the counter (events.ts), so ids too change only through events. */
export function nextFreeId(E: Engine): number {
  return E.state.nextId;
}

// --- zones --------------------------------------------------------------------------------------

/** Moves a card that is not in play between zones (hand, deck, discard, removed, cast). */
export function moveCard(E: Engine, id: CardId, to: ZoneName, opts: { top?: boolean; caster?: PlayerId | null } = {}): void {
  const c = E.state.cards[id]!;
  emit(E, {
    type: "cardMoved",
    card: id,
    from: { player: c.zone === "play" ? c.controller : c.owner, zone: c.zone },
    to: { player: c.owner, zone: to },
    ...(opts.top ? { top: true } : {}),
    controller: c.owner,
    ...(opts.caster !== undefined ? { caster: opts.caster } : {}),
  });
}

/** Puts a card into play under `controller` (504.2, 206.1b), its pawn on `at` for a summon; a
 *  permanent Effect cast on a target is fixed on it (207.5a). */
export function enterPlay(
  E: Engine,
  id: CardId,
  controller: PlayerId,
  opts: { at?: DotId | null; caster?: PlayerId | null; fixedOn?: CardId; chosenPlayer?: PlayerId | null } = {},
): void {
  const c = E.state.cards[id]!;
  emit(E, {
    type: "cardMoved",
    card: id,
    from: { player: c.zone === "play" ? c.controller : c.owner, zone: c.zone },
    to: { player: controller, zone: "play" },
    controller,
    at: opts.at ?? null,
    ...(opts.caster !== undefined ? { caster: opts.caster } : {}),
  });
  if (opts.fixedOn !== undefined || opts.chosenPlayer) {
    emit(E, {
      type: "fixed",
      card: id,
      on: opts.fixedOn ?? null,
      caster: opts.caster ?? controller,
      ...(opts.chosenPlayer ? { chosenPlayer: opts.chosenPlayer } : {}),
    });
  }
  emit(E, { type: "comesIntoPlay", card: id });
}

/** A permanent leaves play (205.3: to its owner's discard pile unless stated), with what follows:
 *  402.7 the pawn goes with the card, 207.5a Effects fixed on it go to their owners' discard piles,
 *  210.8 a Life Base that leaves play makes its owner lose. */
export function leavePlay(E: Engine, id: CardId, to: ZoneName, how: { destroyed?: boolean } = {}): void {
  const s = E.state;
  const c = s.cards[id]!;
  if (c.zone !== "play") return;
  const def = defOf(E, c);
  const controller = c.controller;
  if (how.destroyed && isSummonDef(def)) emit(E, { type: "isDestroyed", card: id, controller });
  emit(E, { type: "leavesPlay", card: id, controller });
  for (const m of s.mods.filter((m) => m.target === id)) emit(E, { type: "modRemoved", id: m.id });
  emit(E, {
    type: "cardMoved",
    card: id,
    from: { player: controller, zone: "play" },
    to: { player: c.owner, zone: to },
    ...(to === "deck" ? { top: true } : {}),
    controller: c.owner,
  });
  for (const a of [...c.attached]) leavePlay(E, a, "discard");
  if (isLifeBaseDef(def)) lose(E, [c.owner], "lifeBaseLeftPlay");
}

/** 210.7: a destroyed summon leaves play to its owner's discard pile. */
export function destroy(E: Engine, id: CardId, by: CardId | null = null): void {
  const c = E.state.cards[id];
  if (!c || c.zone !== "play") return;
  if (by && by !== id && E.state.cards[by]?.zone === "play" && isSummonDef(defOf(E, by)) && isSummonDef(defOf(E, c))) {
    emit(E, { type: "destroysSummon", card: by, victim: id });
  }
  leavePlay(E, id, "discard", { destroyed: true });
}

// --- damage -------------------------------------------------------------------------------------

/** 210: deals damage from `source` (which must be in play, or be the card whose cast is resolving,
 *  210.4) after prevention; 210.5 lethal damage destroys. Returns the damage dealt. */
export function dealDamage(E: Engine, target: CardId, amount: number, source: CardId | null, fromAttack = false): number {
  const s = E.state;
  const c = s.cards[target];
  if (!c || c.zone !== "play" || !isSummonDef(defOf(E, c)) || amount <= 0) return 0;
  if (source !== null) {
    const src = s.cards[source];
    if (!src || (src.zone !== "play" && src.zone !== "cast")) return 0;
  }
  let left = amount;
  let prevented = 0;
  if (preventsAll(E, target)) {
    prevented = left;
    left = 0;
  }
  for (const m of s.mods) {
    if (left === 0) break;
    if (m.op !== "prevent" || m.target !== target) continue;
    if (m.remaining === "all") {
      prevented += left;
      left = 0;
    } else if ((m.remaining ?? 0) > 0) {
      const n = Math.min(left, m.remaining!);
      left -= n;
      prevented += n;
      emit(E, { type: "modChanged", id: m.id, remaining: m.remaining! - n });
    }
  }
  if (left === 0) return 0;
  emit(E, { type: "isDealtDamage", card: target, amount: left, source, prevented, ...(fromAttack ? { fromAttack: true } : {}) });
  if (c.zone === "play" && c.damage >= effectiveStats(E, target).defense) destroy(E, target, source);
  return left;
}

/** 210.5 as a standing rule: any summon whose damage reaches its (possibly lowered) Defense. */
export function checkLethal(E: Engine): void {
  const s = E.state;
  if (s.result) return;
  for (const id of [...s.index.summons]) {
    const c = s.cards[id]!;
    if (c.zone === "play" && c.damage >= effectiveStats(E, id).defense) destroy(E, id);
    if (s.result) return;
  }
}

// --- energy -------------------------------------------------------------------------------------

export function addToPool(E: Engine, player: PlayerId, energy: Cost, reason: string): void {
  const p = playerState(E, player);
  emit(E, { type: "pool", player, pool: add(p.pool, energy), reason });
}
export function takeFromPool(E: Engine, player: PlayerId, units: Cost, reason: string): void {
  const p = playerState(E, player);
  emit(E, { type: "pool", player, pool: subtract(p.pool, units), reason });
}
export function emptyPool(E: Engine, player: PlayerId): void {
  if (Object.keys(normalize(playerState(E, player).pool)).length) emit(E, { type: "pool", player, pool: {}, reason: "203.4 turn ends" });
}

// --- permanents ---------------------------------------------------------------------------------

export function setState(E: Engine, id: CardId, state: "activated" | "reactivated", deactivated = false): void {
  emit(E, { type: "permanentState", card: id, state, deactivated });
}

export function setCounter(E: Engine, id: CardId, counter: "activation" | "time", n: number): void {
  emit(E, { type: "counters", card: id, counter, n });
}

/** 214.3: control changes with state and counters kept; Effects fixed on it go along; 402.9 the
 *  pawn is the new controller's; 402.8 if he already controls a summon of that class, the one
 *  that came under his control last is discarded; 214.4 a fixed Effect on its own is fixed anew. */
export function changeControl(E: Engine, id: CardId, to: PlayerId): void {
  const c = E.state.cards[id]!;
  if (c.zone !== "play" || c.controller === to) return;
  emit(E, { type: "controlChanged", card: id, from: c.controller, to });
  // 214.4: an Effect fixed on a permanent, taken on its own, gets a target its new controller chooses.
  if (c.fixedOn !== null) E.state.agenda.push({ t: "refix", card: id, answer: null });
  for (const a of [...c.attached]) {
    const ac = E.state.cards[a]!;
    if (ac.controller !== to) emit(E, { type: "controlChanged", card: a, from: ac.controller, to });
  }
  enforceClassLimit(E, id);
}

/** 402.8 after a summon came under a player's control. */
export function enforceClassLimit(E: Engine, id: CardId): void {
  const s = E.state;
  const c = s.cards[id]!;
  if (c.zone !== "play") return;
  const cls = defOf(E, c).class;
  if (!cls || !isSummonDef(defOf(E, c))) return;
  const same = s.index.summons.filter((o) => s.cards[o]!.controller === c.controller && defOf(E, o).class === cls);
  if (same.length < 2) return;
  same.sort((a, b) => s.cards[a]!.controlSince - s.cards[b]!.controlSince);
  leavePlay(E, same[same.length - 1]!, "discard");
}

// --- modifiers ----------------------------------------------------------------------------------

export function addMod(E: Engine, m: Omit<Modifier, "id" | "ts">): void {
  const id = nextFreeId(E);
  emit(E, { type: "modAdded", mod: { id, ts: id, ...m } as Modifier });
}

/** Durations that end now: at the end of a turn, or at the start of `player`'s Reactivation Phase. */
export function expireMods(E: Engine, which: Duration, player?: PlayerId): void {
  for (const m of [...E.state.mods]) {
    if (m.duration !== which) continue;
    if (which === "untilYourNextReactivation" && m.you !== player) continue;
    if (m.op === "control") {
      const c = E.state.cards[m.target!];
      emit(E, { type: "modRemoved", id: m.id });
      if (c && c.zone === "play" && m.previous && c.controller !== m.previous) changeControl(E, c.id, m.previous);
      continue;
    }
    emit(E, { type: "modRemoved", id: m.id });
  }
}

export function updateTurnInfo(E: Engine, change: (t: TurnInfo) => TurnInfo): void {
  emit(E, { type: "turnInfo", info: change(E.state.turnInfo) });
}

export function freshTurnInfo(): TurnInfo {
  return { crystalsCast: {}, attacks: {}, extraAttacks: {}, abilitiesUsed: [], lines: {} };
}

// --- drawing, shuffling -------------------------------------------------------------------------

export function shuffleDeck(E: Engine, player: PlayerId): void {
  const rng = E.state.rng.slice();
  const deck = shuffled(rng, playerState(E, player).zones.deck);
  emit(E, { type: "shuffled", player, deck, rng });
}

/** 212.1: draws from the top; false when the deck was empty (106.3, the caller decides the loss). */
export function drawCard(E: Engine, player: PlayerId): boolean {
  const top = playerState(E, player).zones.deck[0];
  if (top === undefined) return false;
  moveCard(E, top, "hand");
  return true;
}

/** Draws n cards for each player; 106.3 every player who had to draw from an empty deck loses
 *  (together: 106.1a if that is everyone). */
export function drawCards(E: Engine, players: PlayerId[], n: number): boolean {
  const failed: PlayerId[] = [];
  for (const p of players) {
    for (let i = 0; i < n; i++) {
      if (!drawCard(E, p)) {
        failed.push(p);
        break;
      }
    }
  }
  if (failed.length) lose(E, failed, "emptyDeck");
  return failed.length === 0;
}

// --- winning and losing (106) -------------------------------------------------------------------

function sideOf(E: Engine, p: PlayerId): string {
  return playerState(E, p).team ?? `player:${p}`;
}

/** 106.3 these players lose; 106.1b their teammates lose with them and every player/team that
 *  didn't lose wins; 106.1a when every side loses at once it is a draw. */
export function lose(E: Engine, players: PlayerId[], reason: GameEndReason): void {
  const s = E.state;
  if (s.result) return;
  const losing = players.filter((p) => !playerState(E, p).out);
  if (losing.length === 0) return;
  const sides = new Set(losing.map((p) => sideOf(E, p)));
  const all = s.players.map((p) => p.id);
  const left = new Set(s.players.filter((p) => !p.out && !sides.has(sideOf(E, p.id))).map((p) => sideOf(E, p.id)));
  const losingSide = all.filter((p) => sides.has(sideOf(E, p)));
  if (left.size >= 2) {
    // 100.1b, 106.1: three or more sides play casual: the losing side is out and the others play on.
    emit(E, { type: "sideFinished", players: losingSide, won: false });
    eliminate(E, losingSide);
    return;
  }
  if (left.size === 0) {
    emit(E, { type: "gameOver", result: { winners: [], losers: [], draw: true, reason, ...placesAfter(E, [], [losingSide]) } });
    return;
  }
  const lastSide = all.filter((p) => left.has(sideOf(E, p)));
  endGame(E, lastSide, reason, placesAfter(E, [lastSide], [losingSide]));
}

/** The game's end: `first` is the winning side (with placings, the side in 1st place). */
function endGame(E: Engine, side: PlayerId[], reason: GameEndReason, places: { places?: PlayerId[][] }): void {
  const s = E.state;
  const first = s.placings && s.places.length > 0 ? s.places[0]! : side;
  const all = s.players.map((p) => p.id);
  emit(E, { type: "gameOver", result: { winners: all.filter((p) => first.includes(p)), losers: all.filter((p) => !first.includes(p)), draw: false, reason, ...places } });
}

/** With placings (106.1): the sides in finishing order: those that won earlier, then `top` (the
 *  sides finishing now, best first), then `bottom` (losing now), then those out earlier, last out
 *  first. */
function placesAfter(E: Engine, top: PlayerId[][], bottom: PlayerId[][]): { places?: PlayerId[][] } {
  const s = E.state;
  if (!s.placings) return {};
  return { places: [...s.places, ...top, ...bottom, ...[...s.outOrder].reverse()].filter((side) => side.length > 0) };
}

/** Takes players out of a game that goes on (106.1): their stack entries and waiting triggers go,
 *  the cards they own leave play for the removed zone, cards of others they control go back to
 *  their owners, and priority moves on if it was theirs. */
function eliminate(E: Engine, ids: PlayerId[]): void {
  const s = E.state;
  const gone = new Set(ids);
  for (const p of ids) if (!playerState(E, p).out) emit(E, { type: "eliminated", player: p });
  // The rest of a resolution of theirs under way is not done: its tasks above the resolve task go
  // (the resolve task finds its entry gone and ends).
  const resolving = s.agenda.findIndex((t) => t.t === "resolve" && s.stack.some((e) => e.id === t.entry && gone.has(e.player)));
  if (resolving >= 0) s.agenda.length = resolving + 1;
  for (const e of [...s.stack]) {
    if (!gone.has(e.player)) continue;
    const card = s.cards[e.card]!;
    if (e.kind === "cast" && card.zone === "cast") moveCard(E, card.id, "removed");
    emit(E, { type: "stackRemoved", id: e.id, outcome: "cancelled" });
  }
  for (const p of s.players) {
    for (const id of [...p.zones.play]) {
      const c = s.cards[id]!;
      if (c.zone !== "play") continue;
      if (gone.has(c.owner)) leavePlay(E, id, "removed");
      else if (gone.has(c.controller)) changeControl(E, id, c.owner);
    }
  }
  // After the cards left: their leaving may have triggered abilities of theirs.
  for (const w of [...s.waiting]) if (gone.has(w.controller)) emit(E, { type: "triggered", trigger: w, add: false });
  if (s.priority !== null && gone.has(s.priority)) emit(E, { type: "priority", player: nextPlayer(E, s.priority) });
  // Triggers being stacked are chosen anew from what still waits (their indexes moved).
  for (const t of s.agenda) {
    if (t.t === "stackTriggers") Object.assign(t, { picked: -1, targets: [], answer: null });
  }
  // A concession can come while someone must decide (106.3): the question is withdrawn and the
  // task that asked it asks again, of whoever is still in the game, or goes on without it.
  if (s.pending) emit(E, { type: "decision", decision: null });
}

/** 106.2 this player wins; 106.1b his teammates win with him, everyone else loses. */
export function win(E: Engine, player: PlayerId, reason: GameEndReason): void {
  const s = E.state;
  if (s.result || playerState(E, player).out) return;
  const side = sideOf(E, player);
  const all = s.players.map((p) => p.id);
  const winning = all.filter((p) => sideOf(E, p) === side);
  const others = new Set(s.players.filter((p) => !p.out && sideOf(E, p.id) !== side).map((p) => sideOf(E, p.id)));
  if (s.placings && others.size >= 2) {
    // 106.1 placings: this side takes the next place and leaves; the others play on for the rest.
    emit(E, { type: "sideFinished", players: winning, won: true });
    eliminate(E, winning);
    return;
  }
  // The other sides still in the game finish below, in seating order from the winner.
  const rest = [...others].map((o) => all.filter((p) => sideOf(E, p) === o));
  endGame(E, winning, reason, placesAfter(E, [winning], rest));
}

export function phaseOrder(): PhaseName[] {
  return ["reactivation", "draw", "action", "end"];
}
