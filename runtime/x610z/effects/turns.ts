// Extra and skipped turns and phases (700.2).
import type { Effect, PhaseName, PlayerRef } from "../abilities.ts";
import { players } from "../effects.ts";
import { emit } from "../events.ts";
import { phase, player, type EffectTable } from "./define.ts";

export type TurnEffect =
  | { op: "extraTurn"; who: PlayerRef } // 700.2
  | { op: "skipTurn"; who: PlayerRef } // 700.2
  | { op: "skipPhase"; who: PlayerRef; phase: PhaseName }; // 700.2

export const extraTurn = (who: PlayerRef): Effect => ({ op: "extraTurn", who });
export const skipTurn = (who: PlayerRef): Effect => ({ op: "skipTurn", who });
export const skipPhase = (who: PlayerRef, phase: PhaseName): Effect => ({ op: "skipPhase", who, phase });

export const TURN_EFFECTS = {
  extraTurn: {
    words: "Take an extra turn after this one. / X takes an extra turn after this one.",
    rule: "700.2",
    fields: { who: player },
    ctor: { fn: "extraTurn", args: ["who"], make: extraTurn },
    continuous: false,
    run(E, e, ctx) {
      for (const p of players(E, e.who, ctx)) emit(E, { type: "extraTurn", player: p, add: true });
      return true;
    },
  },
  skipTurn: {
    words: "X skips his next turn.",
    rule: "700.2",
    fields: { who: player },
    ctor: { fn: "skipTurn", args: ["who"], make: skipTurn },
    continuous: false,
    run(E, e, ctx) {
      for (const p of players(E, e.who, ctx)) emit(E, { type: "skip", player: p, phase: "turn", add: true });
      return true;
    },
  },
  skipPhase: {
    words: "X skips his next PHASE.",
    rule: "700.2",
    fields: { who: player, phase },
    ctor: { fn: "skipPhase", args: ["who", "phase"], make: skipPhase },
    continuous: false,
    run(E, e, ctx) {
      for (const p of players(E, e.who, ctx)) emit(E, { type: "skip", player: p, phase: e.phase, add: true });
      return true;
    },
  },
} satisfies EffectTable<TurnEffect>;
