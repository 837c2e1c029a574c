// @ts-check
// The VS Code client: starts `orrery lsp` (see server-command.js) and hands it card files, decks
// and scenario files. Everything else (diagnostics, hover, completion, go to definition,
// formatting, quick fixes) is the server's. Bundled with vscode-languageclient into
// dist/extension.js by apps/lsp/package-extension.ts.
"use strict";
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");
const { serverCommand } = require("./server-command.js");

/** @type {LanguageClient | undefined} */
let client;

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const setting = vscode.workspace.getConfiguration("orrery").get("server.command");
  const run = serverCommand({ folder, setting });
  /** @type {import("vscode-languageclient/node").ServerOptions} */
  const serverOptions = { command: run.command, args: run.args, options: { cwd: run.cwd, shell: run.shell } };
  /** @type {import("vscode-languageclient/node").LanguageClientOptions} */
  const clientOptions = {
    documentSelector: [
      { scheme: "file", language: "orrery" },
      { scheme: "untitled", language: "orrery" },
      { scheme: "file", language: "orrery-deck" },
      { scheme: "file", language: "yaml", pattern: "**/*.scenario.{yaml,yml}" },
    ],
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.card") },
    outputChannelName: "Orrery",
  };
  client = new LanguageClient("orrery", "Orrery", serverOptions, clientOptions);
  context.subscriptions.push({ dispose: () => void client?.stop() });
  await client.start();
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
