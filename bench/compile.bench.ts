// Compiler figures, each against a baseline measured in the same process:
//   1. the generated route for 1,000 cards: compile to IR, emit modules (ts-morph structures),
//      format (prettier), write; baseline: writing the same IRs as one JSON file per card;
//   2. the in-memory route for a 30,000-card pool: compile(text) to ability objects;
//      baseline: JSON.parse of the same cards' IR.
// ratio = value / baseline throughout (for times: how many times slower than the baseline).
// The pools come from templates that together use every kind of line and most sentences.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateModules, writeGenerated } from "../cli/build.ts";
import { compile } from "../compiler/index.ts";
import { IRCache } from "../apps/ir-cache.ts";
import { execFileSync } from "node:child_process";
import type { Bench } from "./index.ts";
import { clock } from "./clock.ts";
import type { Figure } from "./run.ts";

/** Card templates; `{i}` makes names unique, `{n}` varies numbers (1-4). */
const TEMPLATES = [
  `card Fire Bolt {i}
cost: M{n}
type: Effect Card
crew: Marksman
restriction: 3
non permanent
text:
  Deal {n} damage to target Summon.
  With extra M2: deal 2 more damage to that Summon.
flavor: Hot.
collector: 1.1/045/089-U`,
  `card Twin Shot {i}
cost: M1
type: Effect Card
restriction: 3
non permanent
text:
  Deal 2 damage to target Summon.
  or
  Deal 1 damage to target Summon and 1 damage to another target Summon.`,
  `card Mend {i}
cost: B1
type: Effect Card
restriction: 4
non permanent
text:
  Heal {n} damage from target Summon.
  For each extra B1: heal 1 more damage from that Summon.`,
  `card Drake {i}
cost: M2 B1
type: Summon Card
class: Dragon
element: Fire
restriction: 3
movement energy: B1
stats: attack {n}, defense 4, speed 2, range 2
text:
  [Whenever this Summon attacks: it gets Attack Power +1.]
  [B1: This Summon gets Speed +2.]`,
  `card Crystal {i}
type: Energy Crystal Card
restriction: ∞
text:
  Produces M1.
  ☉, B1: Target Summon you control gets Speed +1 until end of turn.`,
  `card Hide {i}
cost: B1
type: Summon Effect Card
restriction: 3
permanent
text:
  Target Summon gets Defense +{n}.`,
  `card Fury {i}
cost: M1 B1
type: Class Specific Effect Card (Dragon)
restriction: 2
permanent
text:
  Target Dragon gets Attack Power +2.
  Whenever that Dragon destroys a Summon, draw 1 card.`,
  `card Toll {i}
cost: M3 C1
type: Effect Card
restriction: 1
non permanent
text:
  Destroy target Non Life Base Summon unless its controller pays C{n}.`,
  `card Step {i}
cost: B1
type: Effect Card
restriction: 3
non permanent
text:
  Discard 1 card. When successfully done, move target Summon you control up to {n} dots.`,
  `card Tithe {i}
cost: M2 C1
type: Effect Card
restriction: 1
permanent
counters: {n} time
text:
  Costs of Effect Cards your opponents cast are raised by C1.
  At the beginning of your Draw Phase, draw 1 card.`,
  `card Call {i}
cost: C1
type: Effect Card
restriction: 3
non permanent
text:
  If you control a Dragon, draw {n} cards.`,
  `card Revenge {i}
cost: M1 B1
type: Effect Card
restriction: 2
permanent
text:
  Whenever a Summon you control is destroyed, deal {n} damage to target Summon an opponent controls.`,
];

/** `count` cards of card text, cycling through the templates. `{n}` is `number(i)`: by default
 *  (i % 4) + 1, which, 12 being a multiple of 4, gives each template one number, so the pool's
 *  40,000 abilities are 16 texts; `number: (i) => (i % 1000) + 1` makes most of them differ. */
export function cardPool(count: number, number: (i: number) => number = (i) => (i % 4) + 1): string {
  const cards: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = TEMPLATES[i % TEMPLATES.length] ?? "";
    cards.push(t.replaceAll("{i}", String(i)).replaceAll("{n}", String(number(i))));
  }
  return cards.join("\n\n") + "\n";
}

function seconds(fn: () => void): number {
  const t = clock();
  fn();
  return (clock() - t) / 1000;
}

async function secondsAsync(fn: () => Promise<void>): Promise<number> {
  const t = clock();
  await fn();
  return (clock() - t) / 1000;
}

/** A card pool loaded through the IR cache (apps/ir-cache.ts) from its file, as a new process
 *  would, after one run filled it. */
function cacheLoad(tmp: string, text: string, jsonParse: number, name: string): Figure {
  const cacheFile = join(tmp, `ir-cache-${name.length}.json`);
  const fill = new IRCache({ file: cacheFile, version: "bench" });
  fill.compile(text, "pool.card");
  fill.save();
  let fromCache = 0;
  const cachedLoad = seconds(() => {
    const cache = new IRCache({ file: cacheFile, version: "bench" });
    fromCache = cache.compile(text, "pool.card").cards.length;
    if (cache.stats.misses > 0) throw new Error(`IR cache: ${cache.stats.misses} cards missed`);
  });
  if (fromCache !== 30_000) throw new Error(`expected 30000 cards from the cache, got ${fromCache}`);
  return { name, value: cachedLoad, unit: "s", baseline: jsonParse, ratio: cachedLoad / jsonParse };
}

/** How many different abilities a pool's cards have. */
function distinctAbilities(text: string): number {
  return new Set(compile(text, "pool.card").cards.flatMap((c) => c.abilities.map((a) => JSON.stringify(a)))).size;
}

export const bench: Bench = {
  name: "compile",
  async run(rows?: ReadonlySet<string>): Promise<Figure[]> {
    const figures: Figure[] = [];
    const want = (row: string) => rows === undefined || rows.has(row);
    const tmp = mkdtempSync(join(tmpdir(), "orrery-bench-"));
    try {
      // 1. Generated route, 1,000 cards.
      if (want("build")) {
        const text1k = cardPool(1000);
        const warm = compile(cardPool(TEMPLATES.length), "warm.card");
        if (warm.cards.length !== TEMPLATES.length) throw new Error(`bench pool does not compile: ${warm.diagnostics[0]?.message}`);
        await generateModules(warm.ir, { outDir: join(tmp, "warm") }); // load ts-morph and prettier
        let count = 0;
        const build = await secondsAsync(async () => {
          const { ir } = compile(text1k, "pool.card");
          const files = await generateModules(ir, { outDir: join(tmp, "modules") });
          writeGenerated(join(tmp, "modules"), files);
          count = ir.length;
        });
        if (count !== 1000) throw new Error(`expected 1000 cards, built ${count}`);
        const { ir } = compile(text1k, "pool.card");
        const jsonDir = join(tmp, "json");
        rmSync(jsonDir, { recursive: true, force: true });
        const writeJson = seconds(() => {
          mkdirSync(jsonDir, { recursive: true });
          ir.forEach((one, i) => writeFileSync(join(jsonDir, `${i}.json`), JSON.stringify(one, null, 2)));
        });
        figures.push({ name: "build 1,000 card modules (compile, ts-morph, prettier, write)", value: build, unit: "s", baseline: writeJson, ratio: build / writeJson });
        figures.push({ name: "build: modules per second", value: 1000 / build, unit: "files/s", baseline: 1000 / writeJson, ratio: writeJson / build }); // = value / baseline
      }

      // 2. In-memory route, 30,000 cards.
      const text30k = cardPool(30_000);
      compile(cardPool(3_000), "warm.card"); // warm the JIT before timing
      const irJson = JSON.stringify(compile(text30k, "pool.card").ir);
      let parsed = 0;
      const jsonParse = seconds(() => {
        parsed = (JSON.parse(irJson) as unknown[]).length;
      });
      if (parsed !== 30_000) throw new Error("JSON baseline lost cards");
      if (want("text")) {
        let built = 0;
        const inMemory = seconds(() => {
          built = compile(text30k, "pool.card").cards.length;
        });
        if (built !== 30_000) throw new Error(`expected 30000 cards, built ${built}`);
        figures.push({ name: "in-memory compile of 30,000 cards", value: 30_000 / inMemory, unit: "cards/s", baseline: 30_000 / jsonParse, ratio: jsonParse / inMemory }); // = value / baseline
        figures.push({ name: "in-memory compile of 30,000 cards: time", value: inMemory, unit: "s", baseline: jsonParse, ratio: inMemory / jsonParse });
      }

      // 3. The same pool loaded again, unchanged since the last load: the CLI's IR cache
      //    (apps/ir-cache.ts) opened from its file, as a new process would; baseline as in 2.
      if (want("cache")) figures.push(cacheLoad(tmp, text30k, jsonParse, "30,000-card pool loaded, unchanged since last load (IR cache): time"));
      // 3b. The same with most abilities different: what sharing abilities in the cache leaves out.
      if (want("cache-distinct")) {
        const text = cardPool(30_000, (i) => (i % 1000) + 1);
        const irJson = JSON.stringify(compile(text, "pool.card").ir);
        const baseline = seconds(() => JSON.parse(irJson));
        figures.push(cacheLoad(tmp, text, baseline, `30,000-card pool loaded from the IR cache, ${distinctAbilities(text).toLocaleString("en")} different abilities: time`));
      }

      // 4. Peak memory (a child process's peak RSS) compiling 100,000 cards in one file; baseline:
      //    the same child reading the file without compiling it.
      if (want("memory")) {
        const file100k = join(tmp, "pool100k.card");
        writeFileSync(file100k, cardPool(100_000));
        const child = new URL(import.meta.url.endsWith(".ts") ? "./compile-memory.ts" : "./compile-memory.js", import.meta.url);
        const peak = (...extra: string[]) => {
          const out = execFileSync(process.execPath, [...process.execArgv, child.pathname, file100k, ...extra], { encoding: "utf8", maxBuffer: 1 << 20 });
          return JSON.parse(out.trim().split("\n").pop()!) as { cards: number; peakRss: number };
        };
        const compiled = peak();
        if (compiled.cards !== 100_000) throw new Error(`expected 100000 cards, compiled ${compiled.cards}`);
        const readOnly = peak("--read-only");
        const mbOf = (b: number) => b / 1024 / 1024;
        figures.push({
          name: "peak memory compiling 100,000 cards in one file (child process peak RSS) (baseline: the same child only reading the file)",
          value: mbOf(compiled.peakRss),
          unit: "MB",
          baseline: mbOf(readOnly.peakRss),
          ratio: compiled.peakRss / readOnly.peakRss,
        });
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    return figures;
  },
};
