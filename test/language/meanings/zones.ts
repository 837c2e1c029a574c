// Asserted meanings of natural-corpus lines: families 5 (cost changes), 6 (hand, top/bottom of deck), 10 (deck and zone handling), 11 (crystal choices).
import type { Meaning } from "./build.ts";

export const ZONES: Record<string, Meaning> = {};
