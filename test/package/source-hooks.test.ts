// The CLI in a clone runs the TypeScript sources on Node's own type stripping (bin/source-hooks.mjs),
// not through tsx: tsx's esbuild keep-names transform wraps every named closure in a call to
// `__name`, which costs 12-23 % on hot paths (issue 15).
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const hooks = new URL("../../bin/source-hooks.mjs", import.meta.url).href;
// attackPath holds `const noAttackWhy = (dot) => ...`: the closure keep-names wraps.
const probe = `const m = await import("./runtime/x610z/board.ts"); console.log(String(m.attackPath));`;

function sourceOfAttackPath(loader: string): string {
  return execFileSync(process.execPath, ["--no-warnings", "--import", loader, "--input-type=module", "-e", probe], { cwd: root, encoding: "utf8" });
}

describe("the CLI's source hooks", () => {
  it("run a source module with its closures as written, where tsx wraps them in __name", () => {
    const stripped = sourceOfAttackPath(hooks);
    expect(stripped).toContain("const noAttackWhy = (dot)");
    expect(stripped).not.toContain("__name");
    expect(sourceOfAttackPath("tsx")).toContain("__name");
  });

  it("carry the bin in a clone: `orrery --version` prints the package's version and nothing on stderr", () => {
    const run = spawnSync(process.execPath, [fileURLToPath(new URL("../../bin/orrery.mjs", import.meta.url)), "--version"], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe((JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version);
    expect(run.stderr).toBe(""); // the type stripping's "experimental" warning kept from the user
  });
});
