// How good a position is for one player: a weighted sum of what decides X610Z games (106.2-106.3):
// the Life Base race to an ending dot (602.2, the main threat), damage on the Life Bases (106.3 a
// Life Base that leaves play loses), summons in play and their stats (material), threats on the
// Life Bases, energy development, cards in hand and the deck running out (106.3).
//
// It reads only what the player may know: the board, everything in play, his own hand, and the
// sizes of the other hidden zones (engines.md lesson 15); the opponent's hand is counted, never
// looked at, and neither are decks.
import type { Cost } from "../abilities.ts";
import { defOf, isCrystalDef, isEffectDef, isLifeBaseDef, isSummonDef, type Engine, cardIn } from "../cards.ts";
import { effectiveStats, isForbidden, production } from "../continuous.ts";
import { add, canPay, total } from "../energy.ts";
import type { Game } from "../game.ts";
import { isOpponent } from "../cards.ts";
import type { CardId, PlayerId } from "../types.ts";
import { dotDistance, lifeBaseMovesToEnd } from "./metrics.ts";
import { unchanging } from "../memo.ts";

/** The parts of an evaluation, each already weighted (their sum is `total`). */
export interface Evaluation {
  total: number;
  /** Game over: +WIN / -WIN. */
  result: number;
  /** 602.2: own Life Base's moves to an ending dot against the opponents' best. */
  race: number;
  /** 106.3: own Life Base's remaining Defense against the opponents'. */
  lifeBases: number;
  /** Non Life Base summons in play and their effective stats (202.6), own minus opponents'. */
  material: number;
  /** Attack Power that can reach a Life Base next turn: ours on theirs minus theirs on ours. */
  threats: number;
  /** Crystals in play, untapped crystals, permanent Effects, cards in hand, deck. */
  resources: number;
}

export const WIN = 1_000_000;

/** Weights, in "points"; a summon of average stats is worth about 10. */
export const WEIGHTS = {
  /** Value of being N moves from an ending dot: RACE / 2^N. */
  race: 160,
  lifeBaseDefense: 3,
  /** Extra loss as a Life Base gets low: LOW / remaining Defense. */
  lifeBaseLow: 40,
  summonBase: 3,
  attack: 1.2,
  defense: 0.9,
  speed: 0.5,
  range: 0.6,
  threat: 0.8,
  crystal: 2.5,
  /** Crystals beyond this many add little. */
  crystalsWanted: 7,
  untappedCrystal: 0.15,
  poolUnit: 0.05,
  permanentEffect: 1.5,
  handCard: 1,
  opponentHandCard: 0.5,
  /** Per card short of 3 left in the deck (106.3: drawing from an empty deck loses). */
  thinDeck: 20,
} as const;

function opponentsOf(E: Engine, me: PlayerId): PlayerId[] {
  return E.state.players.filter((p) => isOpponent(E, me, p.id)).map((p) => p.id);
}

function lifeBaseOf(E: Engine, player: PlayerId): CardId | null {
  for (const id of E.state.index.summons) {
    const c = cardIn(E.state, id);
    if (c.owner === player && c.controller === player && isLifeBaseDef(defOf(E, c))) return id;
  }
  return null;
}

/** What a player could have in his pool this turn: the pool plus every untapped crystal's energy. */
export function potentialEnergy(E: Engine, player: PlayerId): Cost {
  const p = E.state.players.find((x) => x.id === player)!;
  let pool: Cost = { ...p.pool };
  for (const id of p.zones.play) {
    const c = cardIn(E.state, id);
    if (c.state === "reactivated" && isCrystalDef(defOf(E, c)) && !isForbidden(E, id, "beActivated")) pool = add(pool, production(E, id));
  }
  return pool;
}

/** 602.2: moves the player's Life Base still needs to win by reaching an ending dot. */
export function lifeBaseMoves(E: Engine, player: PlayerId): number {
  return movesOf(E, player, lifeBaseOf(E, player));
}

/** lifeBaseMoves with the player's Life Base (lifeBaseOf) already found. */
function movesOf(E: Engine, player: PlayerId, lb: CardId | null): number {
  if (!lb) return Infinity;
  const c = cardIn(E.state, lb);
  if (c.at === null) return Infinity;
  const p = E.state.players.find((x) => x.id === player)!;
  let moves = lifeBaseMovesToEnd(E.board, c.at, effectiveStats(E, lb).speed, p.start);
  if (moves === 0 || moves === Infinity) return moves;
  // A Life Base that can't move this turn or whose Movement Energy the player can't produce yet
  // is a move behind.
  if (c.deactivated || isForbidden(E, lb, "move")) moves += 1;
  let crystals = 0;
  for (const id of p.zones.play) if (isCrystalDef(defOf(E, id))) crystals++;
  if (crystals < total(defOf(E, lb).movementEnergy ?? {})) moves += 1;
  return moves;
}

function raceValue(moves: number): number {
  return moves === Infinity ? 0 : WEIGHTS.race / 2 ** moves;
}

function lifeBaseValue(E: Engine, lb: CardId | null): number {
  if (!lb) return -WIN;
  const left = effectiveStats(E, lb).defense - cardIn(E.state, lb).damage;
  if (left <= 0) return -WIN;
  return WEIGHTS.lifeBaseDefense * left - WEIGHTS.lifeBaseLow / left;
}

/** A Non Life Base summon's worth to its controller. */
export function summonValue(E: Engine, id: CardId): number {
  const c = cardIn(E.state, id);
  const st = effectiveStats(E, id);
  const left = Math.max(0, st.defense - c.damage);
  const attack = isForbidden(E, id, "attack") ? st.attack * 0.3 : st.attack;
  const speed = isForbidden(E, id, "move") ? 0 : st.speed;
  let v = WEIGHTS.summonBase + WEIGHTS.attack * attack + WEIGHTS.defense * left + WEIGHTS.speed * speed + WEIGHTS.range * st.range;
  // 602.5: a Non Life Base summon still on an ending dot when the turn ends is destroyed; in its
  // controller's Action Phase it may still move off if it is reactivated and its energy is there.
  if (c.at !== null && E.board.data.dots[c.at]?.kind === "ending") {
    const t = E.state.turn;
    const canLeave =
      t.active === c.controller && t.phase === "action" && c.state === "reactivated" && !c.deactivated && speed > 0 && canPay(potentialEnergy(E, c.controller), defOf(E, c).movementEnergy ?? {});
    v *= canLeave ? 0.6 : 0.15;
  }
  return v;
}

/** Attack Power of `attacker`'s summons that can reach the Life Base `lb` next turn (move, then
 *  attack: Speed + Range along the lines; 603.2 none while it stands on a no-attack dot). */
function threatOn(E: Engine, attacker: PlayerId, lb: CardId | null): number {
  if (!lb) return 0;
  const at = cardIn(E.state, lb).at;
  if (at === null) return 0;
  const kind = E.board.data.dots[at]?.kind;
  if (kind === "no-attack" || kind === "starting") return 0;
  let sum = 0;
  for (const id of E.state.index.summons) {
    const c = cardIn(E.state, id);
    if (c.controller !== attacker || id === lb || c.at === null) continue;
    if (isForbidden(E, id, "attack")) continue;
    const st = effectiveStats(E, id);
    if (st.attack > 0 && dotDistance(E.board, c.at, at) <= st.speed + st.range) sum += st.attack;
  }
  return sum;
}

function resourcesOf(E: Engine, player: PlayerId, own: boolean): number {
  const p = E.state.players.find((x) => x.id === player)!;
  let crystals = 0;
  let untapped = 0;
  let effects = 0;
  for (const id of p.zones.play) {
    const c = cardIn(E.state, id);
    const def = defOf(E, c);
    if (isCrystalDef(def)) {
      crystals++;
      if (c.state === "reactivated") untapped++;
    } else if (isEffectDef(def) && !isSummonDef(def)) effects++;
  }
  const wanted = Math.min(crystals, WEIGHTS.crystalsWanted);
  let v = WEIGHTS.crystal * wanted + 0.2 * (crystals - wanted) + WEIGHTS.permanentEffect * effects;
  const hand = p.zones.hand.length;
  const deck = p.zones.deck.length;
  if (own) {
    v += WEIGHTS.untappedCrystal * untapped + WEIGHTS.poolUnit * total(p.pool);
    v += WEIGHTS.handCard * Math.min(hand, 7) + 0.3 * Math.max(0, hand - 7);
  } else {
    v += WEIGHTS.opponentHandCard * Math.min(hand, 7);
  }
  if (deck < 3) v -= WEIGHTS.thinDeck * (3 - deck);
  return v;
}

/** The position seen by `me`. Changes nothing, so the stats and continuous effects it reads are
 *  derived once each (memo.ts). */
export function evaluate(game: Game, me: PlayerId): Evaluation {
  return unchanging(() => evaluatePosition(game, me));
}

function evaluatePosition(game: Game, me: PlayerId): Evaluation {
  const E = game.engine;
  const s = E.state;
  const zero = { race: 0, lifeBases: 0, material: 0, threats: 0, resources: 0 };
  if (s.result) {
    const r = s.result;
    const result = r.winners.includes(me) && !r.draw ? WIN : r.draw && !r.losers.includes(me) ? 0 : -WIN;
    return { total: result, result, ...zero };
  }
  const opponents = opponentsOf(E, me);
  const myLb = lifeBaseOf(E, me);
  const theirLbs: Array<CardId | null> = [];
  for (const o of opponents) theirLbs.push(lifeBaseOf(E, o));

  // The race: my distance against the opponent closest to winning.
  const mine = raceValue(movesOf(E, me, myLb));
  let theirs = 0;
  for (let i = 0; i < opponents.length; i++) theirs = Math.max(theirs, raceValue(movesOf(E, opponents[i]!, theirLbs[i]!)));
  const race = mine - theirs;

  const n = Math.max(1, opponents.length);
  let theirLbValue = 0;
  for (const lb of theirLbs) theirLbValue = theirLbValue + lifeBaseValue(E, lb);
  const lifeBases = lifeBaseValue(E, myLb) - theirLbValue / n;

  let material = 0;
  for (const id of s.index.summons) {
    const c = cardIn(s, id);
    if (isLifeBaseDef(defOf(E, c))) continue;
    if (c.controller === me) material += summonValue(E, id);
    else if (isOpponent(E, me, c.controller)) material -= summonValue(E, id) / n;
  }

  let threats = 0;
  for (let i = 0; i < opponents.length; i++) {
    threats += (threatOn(E, me, theirLbs[i]!) - threatOn(E, opponents[i]!, myLb)) / n;
  }
  threats *= WEIGHTS.threat;

  let theirResources = 0;
  for (const o of opponents) theirResources = theirResources + resourcesOf(E, o, false);
  const resources = resourcesOf(E, me, true) - theirResources / n;
  const total = race + lifeBases + material + threats + resources;
  return { total, result: 0, race, lifeBases, material, threats, resources };
}

/** A card in hand's worth when one must go (502.5 hand limit, discards): crystals while more are
 *  wanted, then what the player can pay for soonest. */
export function handCardValue(E: Engine, me: PlayerId, card: CardId): number {
  const def = defOf(E, card);
  const p = E.state.players.find((x) => x.id === me)!;
  const crystals = p.zones.play.filter((id) => isCrystalDef(defOf(E, id))).length;
  if (isCrystalDef(def)) return crystals < WEIGHTS.crystalsWanted ? 6 : 1;
  const cost = total(def.cost);
  // A card the player could pay for with all his crystals is worth more than one he can't yet.
  const affordable = cost <= crystals + 1 ? 2 : 0;
  const summon = isSummonDef(def) && def.stats ? (def.stats.attack + def.stats.defense) / 2 : 0;
  return 2 + affordable + summon + Math.min(cost, 5) * 0.3;
}
