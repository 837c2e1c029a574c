// Child process of the compile bench's memory row: reads a card file, compiles it (unless
// `--read-only`, the baseline), and prints its peak RSS in bytes (process.resourceUsage().maxRSS).
import { readFileSync } from "node:fs";
import { compile } from "../compiler/index.ts";

const [file, mode] = process.argv.slice(2);
const text = readFileSync(file!, "utf8");
let cards = 0;
if (mode !== "--read-only") cards = compile(text, "pool.card").cards.length;
process.stdout.write(JSON.stringify({ cards, peakRss: process.resourceUsage().maxRSS * 1024 }) + "\n");
