// The starter set as the worker gets it (there through Vite's import.meta.glob, here from disk).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadStarter, type Starter, type StarterFiles } from "../../apps/playground/worker/session.ts";

const CARDS = fileURLToPath(new URL("../../cards", import.meta.url));

export const starterFiles: StarterFiles = {
  cards: readdirSync(CARDS)
    .filter((f) => f.endsWith(".card"))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(CARDS, file), "utf8") })),
  decks: readdirSync(join(CARDS, "decks"))
    .filter((f) => f.endsWith(".deck"))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(CARDS, "decks", file), "utf8") })),
};

let cached: Starter | null = null;
export const starter = (): Starter => (cached ??= loadStarter(starterFiles));

export const BOLT = ["card Ember Dart", "cost: M1", "type: Effect Card", "restriction: 3", "non permanent", "text:", "  Deal 2 damage to target Summon.", ""].join("\n");
