// Asserted meanings of natural-corpus lines: families 1 (articles), 3 (several changes), 4 (each ...), 7 (filters), 12 (durations, up to N, loses abilities, counters, Starting Dot).
import type { Meaning } from "./build.ts";

export const SELECTION: Record<string, Meaning> = {};
