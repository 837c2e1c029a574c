// Issue 31: a `.deck` path that is a FIFO or a folder is one line (the deck lookup's errors), not
// a stack trace; and a deck or card file in a named folder that links out of it is not read.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findDeck, listDecks } from "../../apps/decks/load.ts";
import { findZxDeck } from "../../apps/decks/zx.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "orrery-hostile-deck-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("deck files that are not regular files", () => {
  it("a .deck that is a FIFO or a folder: one error line each, for either game", () => {
    const fifo = join(tmp, "pipe.deck");
    execFileSync("mkfifo", [fifo]);
    const folder = join(tmp, "folder.deck");
    mkdirSync(folder);
    for (const [path, kind] of [
      [fifo, "a FIFO"],
      [folder, "a folder"],
    ] as const) {
      expect(findDeck(path, join(ROOT, "cards/decks"), {})).toEqual({ errors: [`${path} is not a regular file (${kind})`] });
      expect(findZxDeck(path, join(ROOT, "cards/zx/decks"), {})).toEqual({ errors: [`${path} is not a regular file (${kind})`] });
    }
  });

  it("a deck folder's link out of it is not read: an error names it, the other decks are listed", () => {
    const dir = join(tmp, "decks");
    mkdirSync(dir);
    writeFileSync(join(dir, "mine.deck"), "name: Mine\n40 x Ember Whelp\n");
    writeFileSync(join(tmp, "elsewhere.deck"), "name: Elsewhere\n40 x Ember Whelp\n");
    symlinkSync(join(tmp, "elsewhere.deck"), join(dir, "out.deck"));
    const r = listDecks(dir);
    expect(r.decks.map((d) => d.name)).toEqual(["Mine"]);
    expect(r.errors).toEqual([`${join(dir, "out.deck")} leads outside the folder it was named in, or nowhere; not read`]);
  });
});
