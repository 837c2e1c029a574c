// X610Z's words as the engine sees them: phases, stats, zones, energy types, card types and
// classes. The tables are written once, in grammar/vocabulary.ts, and re-exported here: they are
// the words card text is written in, the grammar reads them first and must not depend on the
// engine, while the engine may depend on data; that file is a leaf (no imports), so this brings in
// no parser. What the engine derives from them (the order of phases) is derived here.
import { PHASE_IDS, type PhaseName } from "../../grammar/vocabulary.ts";

export { COLORLESS, ENERGY_LETTERS, PHASES, PHASE_IDS, STAT_IDS, ZONES, type PhaseName, type StatName, type ZoneName } from "../../grammar/vocabulary.ts";

/** 700.1: the phase after each, in the order of the table; null after the End Phase. */
export const NEXT_PHASE: Readonly<Record<PhaseName, PhaseName | null>> = Object.fromEntries(PHASE_IDS.map((p, i) => [p, PHASE_IDS[i + 1] ?? null])) as Record<PhaseName, PhaseName | null>;
