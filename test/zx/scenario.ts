// A small runner for Z/X scenario files (SCENARIOS-ZX.md), for the tests of runtime/zx: it builds
// the position, turns each step into actions and answers, and checks the expectations. The cards
// come from test/zx/cards.ts (the dialect's compiler doesn't exist yet). The project's scenario
// command is another matter; this runner reads the format only as far as the corpus uses it.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { createZxGameFromPosition, type ZxGame } from "../../runtime/zx/game.ts";
import type { ZxPositionPlayer } from "../../runtime/zx/setup.ts";
import type { Action, CardId, ZoneName } from "../../runtime/zx/types.ts";
import { LIBRARY } from "./cards.ts";

type Json = Record<string, unknown>;

export interface ScenarioRun {
  name: string;
  game: ZxGame;
  /** Failures, empty when the scenario passed. */
  failures: string[];
}

/** `N x NAME` or a list of names (each possibly `N x NAME`). */
function names(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  const one = (s: string): string[] => {
    const m = /^(\d+)\s*x\s+(.+)$/.exec(s.trim());
    return m ? Array.from({ length: Number(m[1]) }, () => m[2]!.trim()) : [s];
  };
  if (typeof v === "string") return one(v);
  if (Array.isArray(v)) return v.flatMap((x) => (typeof x === "string" ? one(x) : [x as never]));
  throw new Error(`not a list of cards: ${JSON.stringify(v)}`);
}

const SETUP_ORDER = ["player", "square", "resource", "charge", "trash", "life", "hand", "deck"] as const;

export function runScenarioFile(path: string): ScenarioRun {
  const doc = parse(readFileSync(path, "utf8")) as Json;
  const failures: string[] = [];
  const playersIn = doc.players as Record<string, Json>;
  const ids = Object.keys(playersIn);
  const players: ZxPositionPlayer[] = ids.map((id) => {
    const p = playersIn[id] ?? {};
    return {
      id,
      ...(p.player !== undefined ? { player: String(p.player) } : {}),
      square: ((p.square as Json[] | undefined) ?? []).map((e) => ({
        card: String(e.card),
        at: String(e.at),
        ...(e.state ? { state: e.state as "reboot" | "sleep" } : {}),
        ...(e.damage !== undefined ? { damage: Number(e.damage) } : {}),
      })),
      resource: ((p.resource as unknown[] | undefined) ?? []).flatMap((e): Array<string | { card: string; state: "reboot" | "sleep" }> =>
        typeof e === "string" ? names(e) : [{ card: String((e as Json).card), state: ((e as Json).state ?? "reboot") as "reboot" | "sleep" }],
      ),
      charge: names(p.charge),
      trash: names(p.trash),
      life: names(p.life),
      hand: names(p.hand),
      deck: names(p.deck),
    };
  });
  const turn = (doc.turn as Json | undefined) ?? {};
  const game = createZxGameFromPosition({
    library: LIBRARY,
    seed: Number(doc.seed ?? 1),
    players,
    turn: { ...(turn.active ? { active: String(turn.active) } : {}), ...(turn.phase ? { phase: turn.phase as "main" } : {}), ...(turn.number ? { number: Number(turn.number) } : {}) },
  });
  // References: OWNER/NAME#N in each owner's setup order (ids are created in that order).
  const refs = new Map<string, CardId>();
  let n = 0;
  for (const p of players) {
    const counts = new Map<string, number>();
    const add = (name: string) => {
      const k = (counts.get(name) ?? 0) + 1;
      counts.set(name, k);
      refs.set(`${p.id}/${name}#${k}`, `c${++n}`);
    };
    for (const z of SETUP_ORDER) {
      if (z === "player") {
        if (p.player) add(p.player);
      } else if (z === "square") p.square!.forEach((e) => add(e.card));
      else if (z === "resource") p.resource!.forEach((e) => add(typeof e === "string" ? e : e.card));
      else (p[z] ?? []).forEach((name) => add(name));
    }
  }
  const ref = (r: string): CardId => {
    const full = /#\d+$/.test(r) ? r : `${r}#1`;
    const id = refs.get(full);
    if (!id) throw new Error(`no card "${r}"`);
    return id;
  };
  /** The acting player's first card of that name in that zone (SCENARIOS-ZX References). */
  const inZone = (player: string, written: string, zone: ZoneName | null): CardId => {
    if (written.includes("/")) return ref(written);
    const m = /^(.+?)(?:#(\d+))?$/.exec(written)!;
    if (m[2]) return ref(`${player}/${m[1]}#${m[2]}`);
    const list = zone ? game.zone(player, zone) : Object.keys(game.state.cards);
    const id = list.find((x) => game.state.cards[x]!.name === m[1] && game.state.cards[x]!.owner === player);
    return id ?? ref(`${player}/${m[1]}`); // not there: the engine refuses it (ZX-600.4 item 2)
  };

  const answer = (choice: unknown): number | string => {
    const d = game.pending()!;
    if (typeof choice === "number") return choice - 1;
    const s = String(choice);
    const byLabel = d.options.findIndex((o) => o.label.toLowerCase() === s.toLowerCase());
    if (byLabel >= 0) return byLabel;
    let id: string | null = null;
    try {
      id = ref(s);
    } catch {
      id = null;
    }
    if (id) {
      const i = d.options.findIndex((o) => o.value === id || (d.kind === "pendingOrder" && game.state.abilities[o.value as number]?.card === id));
      if (i >= 0) return i;
    }
    return s;
  };

  const steps = ((doc.steps as Json[] | undefined) ?? []).concat(doc.expect ? [{ expect: doc.expect }] : []);
  steps.forEach((step, si) => {
    if (failures.length) return;
    const where = `step ${si + 1}`;
    try {
      if (step.expect) {
        failures.push(...checkExpect(game, step.expect as Json, ref).map((f) => `${where}: ${f}`));
        return;
      }
      const answers = new Map<string, unknown[]>(Object.entries((step.answers as Record<string, unknown[]>) ?? {}).map(([k, v]) => [k, [...v]]));
      const actions = toActions(step);
      const before = JSON.stringify(game.state);
      for (const a of actions) {
        const r = game.perform(a);
        if (step.error !== undefined) {
          if (r.ok) failures.push(`${where}: expected a refusal containing "${step.error}", but it was carried out`);
          else if (!r.error.toLowerCase().includes(String(step.error).toLowerCase())) failures.push(`${where}: refused with "${r.error}", expected "${step.error}"`);
          else if (JSON.stringify(game.state) !== before) failures.push(`${where}: refused, but the state changed`);
          return;
        }
        if (!r.ok) {
          failures.push(`${where}: ${JSON.stringify(a)} refused: ${r.error}`);
          return;
        }
        answerAll(answers, where);
        if (failures.length) return;
        if (step.pass === "battle") {
          while (game.state.battle && game.state.battle.step === "event" && game.priority() && !game.result()) {
            const r2 = game.perform({ type: "pass", player: game.priority()! });
            if (!r2.ok) throw new Error(r2.error);
            answerAll(answers, where);
            if (failures.length) return;
          }
        }
      }
      for (const [p, left] of answers) if (left.length) failures.push(`${where}: ${p}'s answers ${JSON.stringify(left)} were not used`);
    } catch (err) {
      failures.push(`${where}: ${(err as Error).message}`);
    }

    function answerAll(answers: Map<string, unknown[]>, w: string): void {
      while (game.pending() && !game.result()) {
        const d = game.pending()!;
        const list = answers.get(d.player) ?? [];
        if (list.length === 0) {
          failures.push(`${w}: no answer for ${d.player}: ${d.prompt} (${d.options.map((o) => o.label).join(", ")})`);
          return;
        }
        const r = game.perform({ type: "answer", player: d.player, choice: answer(list.shift()) });
        if (!r.ok) {
          failures.push(`${w}: answer refused: ${r.error}`);
          return;
        }
      }
    }
  });

  function toActions(step: Json): Action[] {
    const player = step.player as string | undefined;
    const mode = step.mode !== undefined ? { mode: Number(step.mode) - 1 } : {};
    const extra = step.extra !== undefined ? { extra: Number(step.extra) } : {};
    const targets = step.targets !== undefined ? { targets: (step.targets as unknown[]).map((t) => (Array.isArray(t) ? t.map((x) => ref(String(x))) : ref(String(t)))) } : {};
    const pay = step.pay !== undefined ? { pay: payList(player!, step.pay as string[]) } : {};
    if (step.pass === "battle") return [{ type: "pass", player: game.priority() ?? ids[0]! }];
    if (step.pass !== undefined) return [{ type: "pass", player: player! }];
    if (step.end !== undefined) return [{ type: "end", player: game.turn().active, ...(step.end === "turn" ? { turn: true } : {}) }];
    if (step.concede !== undefined) return [{ type: "concede", player: String(step.concede) }];
    if (step.resource !== undefined) return [{ type: "resource", player: player!, card: inZone(player!, String(step.resource), "hand") }];
    if (step.ignite !== undefined) return [{ type: "ignite", player: player!, card: inZone(player!, String(step.ignite), "charge") }];
    if (step.play !== undefined) return [{ type: "play", player: player!, card: inZone(player!, String(step.play), "hand"), ...(step.at ? { at: step.at as never } : {}), ...targets, ...mode, ...extra, ...pay }];
    if (step.boot !== undefined) {
      const ab = step.ability !== undefined ? { ability: Number(step.ability) - 1 } : {};
      return [{ type: "boot", player: player!, card: inZone(player!, String(step.boot), "square"), ...ab, ...targets, ...mode, ...extra, ...pay }];
    }
    if (step.attack !== undefined) {
      const t = String(step.target);
      const target = t.startsWith("player:") ? { player: t.slice("player:".length) } : ref(t);
      return [{ type: "attack", player: player!, card: inZone(player!, String(step.attack), "square"), target }];
    }
    throw new Error(`unknown step ${JSON.stringify(step)}`);
  }

  /** SCENARIOS-ZX: a name in `pay` is his first Reboot Resource card of that name not named before. */
  function payList(player: string, pay: string[]): CardId[] {
    const used = new Set<string>();
    return pay.map((w) => {
      if (w.includes("/")) return ref(w);
      const id = game.zone(player, "resource").find((x) => game.state.cards[x]!.name === w && !game.state.cards[x]!.sleep && !used.has(x));
      if (!id) return `missing:${w}`;
      used.add(id);
      return id;
    });
  }

  return { name: String(doc.scenario), game, failures };
}

function checkExpect(game: ZxGame, e: Json, ref: (r: string) => CardId): string[] {
  const out: string[] = [];
  const s = game.state;
  const zoneOf = (key: string) => {
    const [player, zone] = key.split("/") as [string, ZoneName];
    return game.zone(player, zone);
  };
  const sorted = (xs: string[]) => [...xs].sort().join(" | ");
  for (const [k, v] of Object.entries((e.zone as Json) ?? {})) {
    const got = zoneOf(k).map((id) => s.cards[id]!.name);
    if (sorted(got) !== sorted(names(v))) out.push(`zone ${k}: ${JSON.stringify(got)}, expected ${JSON.stringify(names(v))}`);
  }
  for (const [k, v] of Object.entries((e.count as Json) ?? {})) {
    const got = zoneOf(k).length;
    if (got !== v) out.push(`count ${k}: ${got}, expected ${String(v)}`);
  }
  for (const [k, v] of Object.entries((e.at as Json) ?? {})) {
    const got = game.squareOf(ref(k)) ?? "none";
    if (got !== v) out.push(`at ${k}: ${got}, expected ${String(v)}`);
  }
  for (const [k, v] of Object.entries((e.state as Json) ?? {})) {
    const got = game.stateOf(ref(k));
    if (got !== v) out.push(`state ${k}: ${got}, expected ${String(v)}`);
  }
  for (const [k, v] of Object.entries((e.damage as Json) ?? {})) {
    const got = game.damage(ref(k));
    if (got !== v) out.push(`damage ${k}: ${got}, expected ${String(v)}`);
  }
  for (const [k, v] of Object.entries((e.power as Json) ?? {})) {
    const got = game.power(ref(k));
    if (got !== v) out.push(`power ${k}: ${got}, expected ${String(v)}`);
  }
  if (e.turn) {
    const t = e.turn as Json;
    const got = game.turn();
    for (const key of ["active", "phase", "number"] as const) if (t[key] !== undefined && got[key] !== t[key]) out.push(`turn.${key}: ${got[key]}, expected ${String(t[key])}`);
  }
  if (e.priority !== undefined) {
    const got = game.pending() ? null : game.priority();
    const want = e.priority === "none" ? null : e.priority;
    if (got !== want) out.push(`priority: ${got ?? "none"}, expected ${String(e.priority)}`);
  }
  if (e.battle !== undefined) {
    const b = game.battle();
    if (e.battle === "none") {
      if (b) out.push(`battle: one is under way (${b.step}), expected none`);
    } else {
      const want = e.battle as Json;
      if (!b) out.push(`battle: none, expected ${JSON.stringify(want)}`);
      else {
        if (want.step !== undefined && b.step !== want.step) out.push(`battle.step: ${b.step}, expected ${String(want.step)}`);
        if (want.attacker !== undefined && b.attacker.card !== ref(String(want.attacker))) out.push(`battle.attacker: ${b.attacker.card}`);
        if (want.target !== undefined) {
          const t = String(want.target);
          const ok = t.startsWith("player:") ? "player" in b.target && b.target.player === t.slice(7) : "card" in b.target && b.target.card.card === ref(t);
          if (!ok) out.push(`battle.target: ${JSON.stringify(b.target)}, expected ${t}`);
        }
      }
    }
  }
  if (e.winner !== undefined) {
    const got = game.winner() ?? "none";
    if (got !== e.winner) out.push(`winner: ${got}, expected ${String(e.winner)}`);
  }
  if (e.loser !== undefined) {
    const got = game.result()?.losers[0] ?? "none";
    if (got !== e.loser) out.push(`loser: ${got}, expected ${String(e.loser)}`);
  }
  if (e.draw !== undefined && game.isDraw() !== e.draw) out.push(`draw: ${game.isDraw()}, expected ${String(e.draw)}`);
  return out;
}
