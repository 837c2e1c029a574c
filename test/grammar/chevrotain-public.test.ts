// The parser stands on Chevrotain's public API only (issue 26): a member of Chevrotain's classes
// that @chevrotain/types' api.d.ts does not declare may change or go in any release, silently
// changing parsing or recovery. The runtime's member names come from Chevrotain itself (its
// classes' prototypes and a parser instance's own properties); the public names are the
// identifiers api.d.ts declares. And no reused value lives in a slot numbered by hand
// (`this.alts[17] ??= ...`): two places sharing a number would run each other's grammar.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { CstParser, EmbeddedActionsParser, Lexer, LLkLookaheadStrategy, createToken } from "chevrotain";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const read = (p: string) => readFileSync(join(root, p), "utf8");

/** Code without its comments (strings kept: `this["CST_STACK"]` is a use). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Every identifier api.d.ts declares or mentions in its code (comments are not declarations). */
const PUBLIC = new Set(code(read("node_modules/@chevrotain/types/api.d.ts")).match(/[A-Za-z_$][\w$]*/g));

/** The member names of Chevrotain's runtime classes and of a parser instance. */
function runtimeNames(): Set<string> {
  const names = new Set<string>();
  const add = (o: object | null) => {
    for (let p = o; p !== null && p !== Object.prototype && p !== Function.prototype; p = Object.getPrototypeOf(p)) {
      for (const n of Object.getOwnPropertyNames(p)) names.add(n);
    }
  };
  const T = createToken({ name: "T", pattern: /t/ });
  class Embedded extends EmbeddedActionsParser {
    constructor() {
      super([T], { recoveryEnabled: true });
      this.performSelfAnalysis();
    }
    top = this.RULE("top", () => this.CONSUME(T));
  }
  class Cst extends CstParser {
    constructor() {
      super([T], { recoveryEnabled: true, nodeLocationTracking: "onlyOffset" });
      this.performSelfAnalysis();
    }
    top = this.RULE("top", () => {
      this.CONSUME(T);
    });
  }
  // A probe's own members are Chevrotain's but for its one rule.
  for (const o of [new Embedded(), new Cst(), new Lexer([T]), new LLkLookaheadStrategy()]) add(o);
  names.delete("top");
  return names;
}
const INTERNAL = [...runtimeNames()].filter((n) => !PUBLIC.has(n));

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(join(root, dir))) {
      const p = join(dir, f);
      if (statSync(join(root, p)).isDirectory()) walk(p);
      else if (/\.(ts|mts|mjs|js)$/.test(f)) out.push(p);
    }
  };
  for (const d of ["grammar", "compiler", "apps", "cli", "runtime", "api", "tools", "bench"]) walk(d);
  return [...out, "index.ts"];
}

describe("the parser on Chevrotain's public API", () => {
  it("knows Chevrotain's internals when it sees them", () => {
    // The members today's grammar/parser.ts had to leave: each one is known as internal here.
    for (const n of [
      "optionInternalLogic",
      "manyInternalLogic",
      "atLeastOneInternalLogic",
      "cstInvocationStateUpdate",
      "cstPostTerminal",
      "cstPostNonTerminal",
      "CST_STACK",
      "currRuleLookaheadFuncs",
      "firstAfterRepMap",
      "RULE_STACK_IDX",
      "doSingleRepetition",
      "findReSyncTokenType",
    ]) {
      expect(INTERNAL).toContain(n);
    }
    // and public ones are not.
    for (const n of ["CONSUME", "SUBRULE2", "RULE", "LA", "SKIP_TOKEN", "performSelfAnalysis", "getGAstProductions", "errors", "input"]) expect(INTERNAL).not.toContain(n);
  });

  it("no source file names a Chevrotain member that api.d.ts does not declare", () => {
    const uses: string[] = [];
    const pattern = new RegExp(`(?<![\\w$])(${INTERNAL.map((n) => n.replace(/\$/g, "\\$")).join("|")})(?![\\w$])`, "g");
    for (const file of sourceFiles()) {
      const text = code(read(file));
      // Only where Chevrotain's objects can be reached: files that use chevrotain or the parser.
      if (!/from "chevrotain"|grammar\/parser|\.\/parser\.ts/.test(text)) continue;
      for (const m of text.matchAll(pattern)) uses.push(`${relative(root, join(root, file))}: ${m[1]}`);
    }
    expect(uses).toEqual([]);
  });

  it("no prototype of Chevrotain's parser classes is reached into", () => {
    for (const file of sourceFiles()) expect(code(read(file))).not.toMatch(/(CstParser|EmbeddedActionsParser)\.prototype/);
  });

  it("no value is kept in a slot numbered by hand", () => {
    for (const file of sourceFiles().filter((f) => f.startsWith("grammar"))) {
      expect(code(read(file)), file).not.toMatch(/this\.\w+\[\d+\]/);
    }
  });
});
