// Builds the playground, a static page: `npm run playground:build` writes apps/playground/dist/
// (relative URLs, so the folder can be served from anywhere). The compiler and the engine are
// bundled into the Web Worker (worker/worker.ts); the page bundle holds the editor and the views.
//
// The worker imports nothing from node:*. Two modules on its import graph would: the scenario
// loader (apps/scenario/loader.ts, and apps/files.ts through it) imports node:fs and node:path, and
// compiler/explain.ts (the IR outline) reaches compiler/emitter.ts, which imports ts-morph (with
// the TypeScript compiler, 10 MB) and prettier to write card modules. The aliases below replace
// those with small stand-ins in shims/, so the compiler's own files stay as they are.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("."),
  base: "./",
  publicDir: false,
  logLevel: "warn",
  resolve: {
    alias: [
      { find: /^node:fs$/, replacement: here("shims/fs.ts") },
      { find: /^node:path$/, replacement: here("shims/path.ts") },
      { find: /^ts-morph$/, replacement: here("shims/ts-morph.ts") },
      { find: /^prettier$/, replacement: here("shims/prettier.ts") },
    ],
  },
  worker: { format: "es" },
  build: {
    outDir: here("dist"),
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 1024,
  },
  server: { fs: { allow: [here("../..")] } },
});
