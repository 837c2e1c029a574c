// Layers: runtime/zx builds on runtime/core only (never on X610Z, the grammar or the compiler), and
// abilities.ts, the compiler's contract, imports nothing at all.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../runtime/zx");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : []));
}

const imports = (file: string) => [...readFileSync(file, "utf8").matchAll(/^(?:import|export)[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]!);

describe("runtime/zx layers", () => {
  it("imports only runtime/core and its own files", () => {
    for (const f of files(ROOT)) {
      for (const spec of imports(f)) {
        expect(spec.startsWith("."), `${f} imports ${spec}`).toBe(true);
        expect(/x610z|grammar|compiler|apps|cli/.test(spec), `${f} imports ${spec}`).toBe(false);
      }
    }
  });

  it("abilities.ts imports nothing (the compiler loads it without the engine)", () => {
    expect(imports(join(ROOT, "abilities.ts"))).toEqual([]);
  });
});
