// Files (issue 18): a folder's links never lead the CLI outside it, a scenario names its cards
// relative to itself, errors never tell whether a path outside exists, and outputs are never
// written through a link.
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectInputs } from "../../apps/files.ts";
import { loadScenarioFile } from "../../apps/scenario/loader.ts";
import { writeGenerated } from "../../cli/build.ts";
import { main } from "../../cli/main.ts";

const tmp = mkdtempSync(join(tmpdir(), "orrery-files-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let stdout = "";
let stderr = "";
beforeEach(() => {
  stdout = stderr = "";
  vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((stderr += String(s)), true));
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((stdout += String(s)), true));
});
afterEach(() => vi.restoreAllMocks());

const card = (name: string) => `card ${name}\ncost: M1\ntype: Effect Card\nrestriction: 3\nnon permanent\ntext:\n  Draw 1 card.\n`;

/** A folder `inside` with a card, a link to a secret outside it, and a dangling link. */
function setup(name: string): { dir: string; secret: string } {
  const base = join(tmp, name);
  const dir = join(base, "inside");
  mkdirSync(dir, { recursive: true });
  const secret = join(base, "secret.card");
  writeFileSync(secret, "root:x:0:0 TOP SECRET\n");
  writeFileSync(join(dir, "mine.card"), card("Mine"));
  symlinkSync(secret, join(dir, "leak.card"));
  symlinkSync(join(base, "nothing-here.card"), join(dir, "dangling.card"));
  return { dir, secret };
}

describe("check DIR: links that leave the folder", () => {
  it("check DIR never follows a .card link out of DIR, nor prints its lines; a dangling link reads the same", async () => {
    const { dir } = setup("check");
    const inputs = collectInputs([dir], [".card"], dir);
    expect(inputs.files.map((f) => f.split("/").pop())).toEqual(["mine.card"]);
    expect(inputs.outside).toEqual(["dangling.card", "leak.card"]);
    const code = await main(["check", dir]);
    expect(code).toBe(0);
    expect(stdout + stderr).not.toContain("SECRET");
    expect(stderr).toMatch(/not read: .*dangling\.card is a link that leads outside the folder named, or nowhere/);
    expect(stderr).toMatch(/not read: .*leak\.card is a link that leads outside the folder named, or nowhere/);
  });

  it("a link that stays inside the folder is read", () => {
    const { dir } = setup("inside-link");
    symlinkSync(join(dir, "mine.card"), join(dir, "alias.card"));
    expect(collectInputs([dir], [".card"], dir).files.map((f) => f.split("/").pop())).toEqual(["alias.card", "mine.card"]);
  });
});

describe("scenario cards: paths", () => {
  const scenario = (cards: string) =>
    `scenario: x\ncards: [${cards}]\nplayers:\n  a: { life base: { card: Life Base, at: s1 } }\n  b: { life base: { card: Life Base, at: s2 } }\nexpect: { count: { a/hand: 0 } }\n`;
  const errorsOf = async (dir: string, cards: string) => {
    const file = join(dir, `t${Math.random().toString(36).slice(2)}.scenario.yaml`);
    writeFileSync(file, scenario(cards));
    const r = await loadScenarioFile(file);
    return r.ok ? [] : r.errors.map((e) => e.slice(e.indexOf(": ") + 2));
  };

  it("an absolute path in cards: is refused, whether or not it exists", async () => {
    const { dir, secret } = setup("abs");
    const a = await errorsOf(dir, secret);
    const b = await errorsOf(dir, join(tmp, "no-such.card"));
    expect(a[0]).toContain("is an absolute path");
    expect(a.join("\n")).not.toContain("SECRET");
    expect(b[0]!.replace(/"[^"]*"/, "P")).toBe(a[0]!.replace(/"[^"]*"/, "P"));
  });

  it("a .card link leading out of its folder is refused with the message a link to nowhere gets", async () => {
    const { dir } = setup("links");
    const leak = await errorsOf(dir, "leak.card");
    const dangling = await errorsOf(dir, "dangling.card");
    expect(leak[0]).toContain("is not a .card file or a folder of them that this scenario may read");
    expect(leak.join("\n")).not.toContain("SECRET");
    expect(dangling[0]!.replace(/"[^"]*"/, "P")).toBe(leak[0]!.replace(/"[^"]*"/, "P"));
  });

  it("a folder in cards: gives the .card files in it, links out of it left out; ../ paths are still read", async () => {
    const { dir } = setup("folder");
    const nested = join(dir, "scenarios");
    mkdirSync(nested);
    const errs = await errorsOf(nested, "..");
    expect(errs.join("\n")).not.toContain("SECRET");
    expect(errs.join("\n")).not.toContain("leak.card");
    // The card of the folder was read: the scenario's only complaints are about its own setup.
    expect(errs.every((e) => !e.includes("cards["))).toBe(true);
  });
});

describe("build --out: never through a link", () => {
  it("build --out replaces a hard-linked output file; the file it was linked to is untouched", () => {
    const out = join(tmp, "out");
    mkdirSync(out, { recursive: true });
    const victim = join(tmp, "victim.txt");
    writeFileSync(victim, "precious\n");
    linkSync(victim, join(out, "index.ts"));
    writeGenerated(out, [{ file: "index.ts", text: "// generated\n" }]);
    expect(readFileSync(victim, "utf8")).toBe("precious\n");
    expect(readFileSync(join(out, "index.ts"), "utf8")).toBe("// generated\n");
  });
});
