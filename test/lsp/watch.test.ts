// `orrery check --watch PATH`: checks, says it is watching, and checks again when a card file
// changes (saved in place, or replaced by a rename as editors save), until it is stopped.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BIN, REPO } from "./client.ts";

const tmp = mkdtempSync(join(tmpdir(), "orrery-watch-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const GOOD = ["card Quiet Study", "cost: M1", "type: Effect Card", "non permanent", "text:", "  Draw 1 card.", ""].join("\n");

describe("orrery check --watch", () => {
  it("checks again on every save and prints the new diagnostics", async () => {
    const dir = join(tmp, "cards");
    mkdirSync(dir);
    const file = join(dir, "study.card");
    writeFileSync(file, GOOD);
    const proc = spawn(process.execPath, [BIN, "check", "--watch", dir], { cwd: REPO, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    proc.stdout.on("data", (c: Buffer) => void (out += c.toString()));
    proc.stderr.on("data", (c: Buffer) => void (out += c.toString()));
    /** Waits until the output after `from` holds `text` `times` times; returns the output since `from`. */
    const waitFor = async (text: string, from: number, times = 1) => {
      const deadline = Date.now() + 20_000;
      while (out.slice(from).split(text).length - 1 < times) {
        if (Date.now() > deadline) throw new Error(`waited for ${JSON.stringify(text)}; output so far:\n${out}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return out.slice(from);
    };
    try {
      const first = await waitFor("watching", 0);
      expect(first).toContain("checked 1 card in 1 file: no problems");

      // A mistake, saved in place: the new check names it (E1007, an unknown stat, line 6).
      let mark = out.length;
      writeFileSync(file, GOOD.replace("Draw 1 card.", "Target Summon gets Atack Power +2."));
      const second = await waitFor("watching", mark);
      expect(second).toContain("changed:");
      expect(second).toMatch(/study\.card:6:\d+ - error E1007: unknown stat "Atack Power"; did you mean "Attack Power"\?/);
      expect(second).toContain("1 error");

      // Fixed, saved by rename as many editors do: clean again.
      mark = out.length;
      writeFileSync(join(dir, ".study.card.tmp"), GOOD);
      renameSync(join(dir, ".study.card.tmp"), file);
      const third = await waitFor("watching", mark);
      expect(third).toContain("no problems");

      // A new card file in the folder is checked too.
      mark = out.length;
      writeFileSync(join(dir, "second.card"), GOOD.replace("Quiet Study", "Loud Study"));
      expect(await waitFor("watching", mark)).toContain("checked 2 cards in 2 files: no problems");
    } finally {
      proc.kill("SIGTERM");
      await new Promise((r) => proc.on("exit", r));
    }
  }, 60_000);
});
