// Issue 12, done when: the package works as a user installs it. `npm pack`, install the tarball
// into an empty project outside the repository (no NODE_PATH, no paths mapping, no tsx), and there:
// a TypeScript program importing `compile` and `createGame` from "orrery" type-checks (tsc 7,
// strict, nodenext) and plays a seeded game on the Node that runs this test, the same game for the
// same seed; `npx orrery build` of a card file gives modules that import the runtime by package
// name, type-check, and import to the cards of the file; `orrery --version` answers.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Project } from "ts-morph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namesInFile } from "../compiler/helpers.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PKG = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  name: string;
  version: string;
  exports: Record<string, string | Record<string, string>>;
  bin: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** tsc 7 of this repository, by absolute path: the user's project installs no TypeScript here. */
const TSC = join(dirname(fileURLToPath(import.meta.resolve("typescript/package.json"))), "bin", "tsc");

/** The environment of a user's shell: the Node running this test first on the PATH (npm, npx and
 *  the package's bin run on it), nothing that could reach this repository's files. */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k === "NODE_PATH" || k === "NODE_OPTIONS" || k === "INIT_CWD" || k.startsWith("npm_package_") || k.startsWith("npm_lifecycle_")) continue;
    env[k] = v;
  }
  env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ""}`;
  env.npm_config_loglevel = "error";
  env.npm_config_fund = "false";
  env.npm_config_audit = "false";
  env.npm_config_update_notifier = "false";
  return env;
}

interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(cmd: string, args: string[], cwd: string): Ran {
  const r = spawnSync(cmd, args, { cwd, env: userEnv(), encoding: "utf8", timeout: 45_000 });
  return { status: r.status, stdout: r.stdout ?? "", stderr: (r.stderr ?? "") + (r.error ? String(r.error) : "") };
}

function ok(r: Ran, what: string): string {
  expect(r.status, `${what} failed:\n${r.stdout}\n${r.stderr}`).toBe(0);
  return r.stdout;
}

const tsc = (cwd: string, project: string) => run(process.execPath, [TSC, "-p", project], cwd);

/** The decklist of a deck file (`N x NAME` lines), as card names. */
function deckList(file: string): string[] {
  const names: string[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^\s*(\d+)\s*[xX×]\s*(.+?)\s*$/.exec(line.replace(/#.*$/, ""));
    if (m) for (let i = 0; i < Number(m[1]); i++) names.push(m[2]!);
  }
  return names;
}

// The user's files: a program using the library, one using generated modules, their tsconfig.
const MAIN_TS = `import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { act1, compile, createGame, HeuristicAgent, playGame, RandomAgent, type CardDefinition, type Game } from "orrery";

const seed = Number(process.argv[2]);
const { cards, diagnostics } = compile(readFileSync("set.card", "utf8"), "set.card");
const errors = diagnostics.filter((d) => d.severity === "error");
if (errors.length > 0) throw new Error(errors.map((d) => \`\${d.line}:\${d.column} \${d.message}\`).join("\\n"));
const library: Record<string, CardDefinition> = Object.fromEntries(cards.map((c) => [c.name, c]));
const deck: string[] = JSON.parse(readFileSync("deck.json", "utf8"));
const game: Game = createGame({ library, board: act1, seed, players: [{ id: "p1", deck }, { id: "p2", deck }] });
const report = playGame(game, { p1: new HeuristicAgent(), p2: new RandomAgent(seed) }, { maxActions: 2000 });
const log = createHash("sha256").update(JSON.stringify(game.state.log)).digest("hex");
console.log(JSON.stringify({ cards: cards.map((c) => c.name), actions: report.actions, truncated: report.truncated, result: report.result, turn: game.turn(), events: game.state.log.length, log }));
`;

const PLAY_GENERATED_TS = `import { readFileSync } from "node:fs";
import { act1, createGame, playGame, RandomAgent } from "orrery";
import cards from "./generated/index.ts";

const deck: string[] = JSON.parse(readFileSync("deck.json", "utf8"));
const game = createGame({ library: cards, board: act1, seed: 7, players: [{ id: "p1", deck }, { id: "p2", deck }] });
const report = playGame(game, { p1: new RandomAgent(1), p2: new RandomAgent(2) }, { maxActions: 2000 });
console.log(JSON.stringify({ names: Object.keys(cards), frozen: Object.values(cards).every((c) => Object.isFrozen(c)), actions: report.actions, finished: report.result !== null || report.truncated }));
`;

/** Every entry point, from a file with no Node types at all: the package's .d.ts files don't need them. */
const NO_NODE_TS = `import { compile, createGame, act1, RandomAgent, playGame, type CompileResult } from "orrery";
import { compile as compileAgain, type IR } from "orrery/compiler";
import { CoreGame, seedRng, type GameRules } from "orrery/core";
import { defineCard, damage, target, HeuristicAgent, type CardDefinition } from "orrery/x610z";
export const used = [compile, createGame, act1, RandomAgent, playGame, compileAgain, CoreGame, seedRng, defineCard, damage, target, HeuristicAgent];
export type Used = [CompileResult, IR, GameRules, CardDefinition];
`;

const OPTIONS = { module: "nodenext", target: "es2023", strict: true, noEmit: true, allowImportingTsExtensions: true, types: ["node"] };
const TSCONFIG = { compilerOptions: OPTIONS, files: ["main.ts"] };
const TSCONFIG_GENERATED = { compilerOptions: OPTIONS, files: ["play-generated.ts"], include: ["generated"] };
const TSCONFIG_NO_NODE = {
  compilerOptions: { module: "nodenext", target: "es2023", lib: ["es2023"], strict: true, noEmit: true, types: [] },
  files: ["no-node.ts"],
};

interface PackFile {
  path: string;
  size: number;
}
interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: PackFile[];
}

let tmp = "";
let app = "";
let packed: Packed;
let setText = "";

beforeAll(() => {
  tmp = realpathSync(mkdtempSync(join(tmpdir(), "orrery-package-")));
  // The user's project must not see this repository (no node_modules or package.json above it).
  expect(relative(ROOT, tmp).startsWith("..")).toBe(true);
  // `npm pack` runs `prepack` (npm run build: tsc 7 into dist/) and packs what package.json's `files` lists.
  const out = ok(run("npm", ["pack", "--pack-destination", tmp, "--json"], ROOT), "npm pack");
  packed = (JSON.parse(out.slice(out.indexOf("["))) as Packed[])[0]!;

  app = join(tmp, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "orrery-user", private: true, type: "module" }, null, 2));
  // From the npm registry or its cache, as a user installs it; @types/node for the user's own use of Node.
  const typesNode = `@types/node@${PKG.devDependencies["@types/node"]}`;
  ok(run("npm", ["install", join(tmp, packed.filename), typesNode, "--prefer-offline", "--no-audit", "--no-fund"], app), "npm install of the tarball");

  setText = readdirSync(join(ROOT, "cards"))
    .filter((f) => f.endsWith(".card"))
    .sort()
    .map((f) => readFileSync(join(ROOT, "cards", f), "utf8"))
    .join("\n");
  writeFileSync(join(app, "set.card"), setText);
  writeFileSync(join(app, "deck.json"), JSON.stringify(deckList(join(ROOT, "cards", "decks", "ember-court.deck"))));
  writeFileSync(join(app, "main.ts"), MAIN_TS);
  writeFileSync(join(app, "play-generated.ts"), PLAY_GENERATED_TS);
  writeFileSync(join(app, "no-node.ts"), NO_NODE_TS);
  writeFileSync(join(app, "tsconfig.json"), JSON.stringify(TSCONFIG, null, 2));
  writeFileSync(join(app, "tsconfig.generated.json"), JSON.stringify(TSCONFIG_GENERATED, null, 2));
  writeFileSync(join(app, "tsconfig.no-node.json"), JSON.stringify(TSCONFIG_NO_NODE, null, 2));
}, 120_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("the tarball (npm pack)", () => {
  it("holds the compiled JavaScript and .d.ts files, the bin, the card set and the README: no sources, tests or generated modules", () => {
    const paths = packed.files.map((f) => f.path);
    // The Z/X starter set and its decks (package.json "files": cards/zx) ship as the X610Z one does.
    const allowed = /^(dist\/.+\.(js|d\.ts)|bin\/orrery\.mjs|cards\/(zx\/)?[^/]+\.card|cards\/(zx\/)?decks\/[^/]+\.(deck|md)|README\.md|package\.json)$/;
    expect(paths.filter((p) => !allowed.test(p))).toEqual([]);
    expect(paths.filter((p) => p.startsWith("test/") || p.startsWith("cards/generated") || (p.endsWith(".ts") && !p.endsWith(".d.ts")))).toEqual([]);
    for (const p of ["dist/index.js", "dist/index.d.ts", "dist/cli/main.js", "dist/apps/sim/worker.js", "cards/decks/ember-court.deck"]) expect(paths).toContain(p);
  });

  it("holds every file package.json's exports and bin name", () => {
    const paths = new Set(packed.files.map((f) => f.path));
    for (const target of Object.values(PKG.exports)) {
      if (typeof target === "string") expect(paths.has(target.replace(/^\.\//, "")), target).toBe(true);
      else for (const [cond, file] of Object.entries(target)) if (cond !== "orrery-source") expect(paths.has(file.replace(/^\.\//, "")), file).toBe(true);
    }
    for (const file of Object.values(PKG.bin)) expect(paths.has(file), file).toBe(true);
  });

  it("stays small (README gives the figures)", () => {
    expect(packed.size).toBeLessThan(1_000_000);
    expect(packed.entryCount).toBeLessThan(500);
  });
});

describe("installed in a project outside the repository", () => {
  it("brings no tsx and no TypeScript sources: plain Node runs the compiled package", () => {
    expect(existsSync(join(app, "node_modules", "tsx"))).toBe(false);
    expect(existsSync(join(app, "node_modules", PKG.name, "index.ts"))).toBe(false);
    expect(existsSync(join(app, "node_modules", PKG.name, "dist", "index.js"))).toBe(true);
  });

  it("`orrery --version`, `-V` and `orrery version` print the version", () => {
    for (const args of [["--version"], ["-V"], ["version"]]) {
      expect(ok(run("npx", ["--no", "--", "orrery", ...args], app), `orrery ${args.join(" ")}`).trim()).toBe(PKG.version);
    }
  });

  it('a program importing compile and createGame from "orrery" type-checks with tsc 7 (strict, nodenext)', () => {
    ok(tsc(app, "tsconfig.json"), "tsc -p tsconfig.json");
  });

  it("every entry point type-checks without Node's types and without skipLibCheck", () => {
    ok(tsc(app, "tsconfig.no-node.json"), "tsc -p tsconfig.no-node.json");
  });

  it("the program plays a seeded game on plain Node: the same seed gives the same game", () => {
    const play = (seed: number) => ok(run(process.execPath, ["main.ts", String(seed)], app), `node main.ts ${seed}`);
    const first = play(7);
    expect(play(7)).toBe(first);
    const game = JSON.parse(first) as { cards: string[]; actions: number; truncated: boolean; result: { winners: string[]; losers: string[]; reason: string } | null; events: number; log: string };
    expect(game.cards).toEqual(namesInFile(setText));
    expect(game.actions).toBeGreaterThan(0);
    expect(game.events).toBeGreaterThan(game.actions);
    if (game.truncated) {
      expect(game.result).toBeNull();
      expect(game.actions).toBe(2000);
    } else {
      expect(game.result).not.toBeNull();
      expect([...game.result!.winners, ...game.result!.losers].sort()).toEqual(["p1", "p2"]);
      expect(typeof game.result!.reason).toBe("string");
    }
    // The seed is what decides: another one gives another game.
    expect((JSON.parse(play(8)) as { log: string }).log).not.toBe(game.log);
  });

  describe("`npx orrery build` of a card file", () => {
    let files: string[] = [];
    beforeAll(() => {
      ok(run("npx", ["--no", "--", "orrery", "build", "set.card", "--out", "generated"], app), "orrery build");
      files = readdirSync(join(app, "generated")).sort();
    }, 60_000);

    it("writes one module per card and an index", () => {
      expect(files).toContain("index.ts");
      expect(files.length).toBe(namesInFile(setText).length + 1);
    });

    it('the modules import the runtime by package name ("orrery/x610z") and nothing outside the folder', () => {
      const project = new Project({ useInMemoryFileSystem: true });
      for (const f of files) {
        const sf = project.createSourceFile(f, readFileSync(join(app, "generated", f), "utf8"));
        for (const spec of sf.getImportDeclarations().map((d) => d.getModuleSpecifierValue())) {
          if (spec.startsWith(".")) {
            expect(spec, f).toMatch(/^\.\/[a-z0-9-]+\.ts$/);
            expect(files, `${f} imports ${spec}`).toContain(spec.slice(2));
          } else expect(spec, f).toBe("orrery/x610z");
        }
        expect(sf.getFullText(), f).not.toContain(tmp);
        expect(sf.getFullText(), f).not.toContain(ROOT);
      }
    });

    it("the modules, and a program importing their index, type-check with tsc 7 in the user's project", () => {
      ok(tsc(app, "tsconfig.generated.json"), "tsc -p tsconfig.generated.json");
    });

    it("the modules import on plain Node: the index holds the cards of the file, by name, and they play", () => {
      const out = JSON.parse(ok(run(process.execPath, ["play-generated.ts"], app), "node play-generated.ts")) as { names: string[]; frozen: boolean; actions: number; finished: boolean };
      expect(out.names).toEqual(namesInFile(setText));
      expect(out.frozen).toBe(true);
      expect(out.actions).toBeGreaterThan(0);
      expect(out.finished).toBe(true);
    });

    it("`--typecheck` checks them against the installed package's .d.ts files", () => {
      const out = JSON.parse(ok(run("npx", ["--no", "--", "orrery", "build", "set.card", "--out", "generated", "--typecheck", "--json"], app), "orrery build --typecheck")) as {
        ok: boolean;
        typecheck: unknown[];
        unchanged: string[];
      };
      expect(out.ok).toBe(true);
      expect(out.typecheck).toEqual([]);
      expect(out.unchanged.length).toBe(files.length); // the same bytes as the first build
    });
  });
});
