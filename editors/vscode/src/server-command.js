// @ts-check
// Which command starts the language server (`orrery lsp --stdio`), in this order:
//   1. the `orrery.server.command` setting, e.g. ["node", "/path/to/bin/orrery.mjs", "lsp", "--stdio"];
//   2. the workspace's own orrery (a project with orrery installed, or the orrery repository itself):
//      `npx --no-install orrery lsp --stdio` in the workspace folder, so `npx` puts the project's
//      node_modules/.bin, and the Node 22 it brings, first on the PATH;
//   3. `orrery lsp --stdio` from the PATH.
// Plain CommonJS with no dependency on VS Code, so a test can ask it what the client would run.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

/**
 * @param {{ folder?: string, setting?: unknown, platform?: string }} options
 * @returns {{ command: string, args: string[], cwd: string | undefined, shell: boolean }}
 */
function serverCommand(options) {
  const { folder, setting, platform = process.platform } = options;
  const windows = platform === "win32";
  if (Array.isArray(setting) && setting.length > 0 && setting.every((s) => typeof s === "string")) {
    return { command: setting[0], args: setting.slice(1), cwd: folder, shell: windows };
  }
  if (folder !== undefined && hasOrrery(folder)) {
    return { command: windows ? "npx.cmd" : "npx", args: ["--no-install", "orrery", "lsp", "--stdio"], cwd: folder, shell: windows };
  }
  return { command: windows ? "orrery.cmd" : "orrery", args: ["lsp", "--stdio"], cwd: folder, shell: windows };
}

/** The folder has orrery installed, or is the orrery repository. */
function hasOrrery(folder) {
  if (fs.existsSync(path.join(folder, "node_modules", ".bin", "orrery"))) return true;
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8"));
    return pkg.name === "orrery" && typeof pkg.bin === "object" && pkg.bin !== null && "orrery" in pkg.bin;
  } catch {
    return false;
  }
}

module.exports = { serverCommand };
