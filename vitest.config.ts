import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // "orrery/..." (what generated card modules import) resolves to the TypeScript sources inside this
  // repository: package.json's exports put an "orrery-source" condition first (a package
  // self-reference), never to a build in dist/ that could be stale. Tests run in vite's server
  // (ssr) environment, whose conditions these are.
  ssr: { resolve: { conditions: ["orrery-source", ...defaultServerConditions] } },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    pool: "threads",
  },
});
