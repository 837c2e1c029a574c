// Asserted meanings of natural-corpus lines: families 2 (optional actions, follow-ups), 8 (triggers), 9 (variable amounts).
import type { Meaning } from "./build.ts";

export const FLOW: Record<string, Meaning> = {};
