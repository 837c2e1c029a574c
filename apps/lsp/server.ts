// The language server (`orrery lsp`): card files (`.card`), decks (`.deck`) and scenarios
// (`*.yaml`) over the Language Server Protocol, on any pair of streams (stdio for editors).
//
//   diagnostics   as you type: the grammar and the checker, exactly what `orrery check FILE` says,
//                 debounced (one analysis per document version, shared by every request)
//   hover         a field, a vocabulary word, an energy amount, a sentence's keyword; what the line
//                 does (the ability from the card's IR, as `orrery explain` prints it, with rules)
//   completion    field labels, sentence starters, field values, vocabulary, keywords; card names
//                 in decks and scenarios
//   definition    from a card name in a deck or scenario to its `card NAME` line
//   formatting    the whole file through `fmt`'s formatter; no edits when the file has errors
//   code actions  a quick fix for each did-you-mean
//   symbols       the cards of a file
//
// A request never throws to the client: a failure is logged and answered with nothing.
import { fileURLToPath } from "node:url";
import { relative } from "node:path";
import {
  CodeActionKind,
  createConnection,
  StreamMessageReader,
  StreamMessageWriter,
  DiagnosticSeverity,
  DidChangeWatchedFilesNotification,
  SymbolKind,
  TextDocuments,
  TextDocumentSyncKind,
  type CodeAction,
  type Connection,
  type Diagnostic as LspDiagnostic,
  type DocumentSymbol,
  type InitializeResult,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { formatSource } from "../../compiler/formatter.ts";
import { analyzeCardText, cardSpan, MAX_WHOLE_TEXT, type CardAnalysis } from "./analysis.ts";
import { CardIndex, MAX_FILE_BYTES, normalizeUri } from "./card-index.ts";
import { cardCompletions, deckCompletions, scenarioCompletions } from "./completion.ts";
import { cardHover } from "./hover.ts";
import { lineAt, lineRange, toRange } from "./positions.ts";
import { didYouMeanFix } from "./quickfix.ts";
import { nameAt } from "./references.ts";
import { readTextFile } from "../files.ts";
import { FrameGuard } from "./frames.ts";

const DEFAULT_DEBOUNCE_MS = 200;

export type DocumentKind = "card" | "deck" | "scenario" | "other";

export function documentKind(uri: string, languageId: string): DocumentKind {
  const path = uri.replace(/[?#].*$/, "").toLowerCase();
  if (languageId === "orrery" || path.endsWith(".card")) return "card";
  if (languageId === "orrery-deck" || path.endsWith(".deck")) return "deck";
  if (path.endsWith(".yaml") || path.endsWith(".yml")) return "scenario";
  return "other";
}

export interface ServerOptions {
  /** Milliseconds of quiet after a change before it is checked (initializationOptions.debounceMs overrides). */
  debounceMs?: number;
  /** Where a failure is logged (stderr by default). */
  log?: (message: string) => void;
}

/** Starts a server on two streams; it runs until the client says `exit` or the input ends. */
export function startServer(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, options: ServerOptions = {}): Connection {
  const log = options.log ?? ((m: string) => void process.stderr.write(`orrery lsp: ${m}\n`));
  // A malformed frame is answered with a JSON-RPC error and skipped (frames.ts); the reader only
  // ever sees whole frames of JSON, so the server goes on answering.
  const writer = new StreamMessageWriter(output);
  const guard = new FrameGuard((bad) => {
    log(bad.message);
    void writer.write({ jsonrpc: "2.0", id: null, error: { code: bad.code, message: bad.message } } as never).catch(() => undefined);
  });
  input.pipe(guard);
  const connection = createConnection(new StreamMessageReader(guard), writer);
  const documents = new TextDocuments(TextDocument);
  const index = new CardIndex();
  let debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  let roots: string[] = [];
  const analyses = new Map<string, { version: number; analysis: CardAnalysis }>();
  const timers = new Map<string, NodeJS.Timeout>();
  const published = new Map<string, number>();

  /** A handler that never throws: a failure is logged and answered with `fallback`. */
  const safe =
    <P, R>(name: string, fallback: R, f: (p: P) => R) =>
    (p: P): R => {
      try {
        return f(p);
      } catch (err) {
        log(`${name} failed: ${(err as Error)?.stack ?? String(err)}`);
        return fallback;
      }
    };

  const fileName = (uri: string): string => {
    try {
      const path = fileURLToPath(uri);
      const root = roots.find((r) => !relative(r, path).startsWith(".."));
      return root ? relative(root, path).split("\\").join("/") : path;
    } catch {
      return uri;
    }
  };

  /** A large document's text as last checked, to find where it was edited. */
  const lastText = new Map<string, string>();
  /** A large document's card analysed last (the one edited or pointed at). */
  const spans = new Map<string, { version: number; start: number; end: number; analysis: CardAnalysis }>();
  const isLarge = (doc: TextDocument) => doc.getText().length > MAX_WHOLE_TEXT;

  /** The card of a large document holding `offset`, analysed alone; its offsets start at `start`. */
  const cardAt = (doc: TextDocument, offset: number) => {
    const hit = spans.get(doc.uri);
    if (hit && hit.version === doc.version && hit.start <= offset && offset < hit.end) return hit;
    const span = cardSpan(doc.getText(), offset);
    if (!span) return null;
    const found = { version: doc.version, ...span, analysis: analyzeCardText(doc.getText().slice(span.start, span.end), fileName(doc.uri)) };
    spans.set(doc.uri, found);
    return found;
  };

  /** Where a large document changed since it was last checked (its first differing offset). */
  const editedAt = (uri: string, text: string): number => {
    const old = lastText.get(uri);
    lastText.set(uri, text);
    if (old === undefined) return 0;
    const n = Math.min(old.length, text.length);
    let i = 0;
    while (i < n && old.charCodeAt(i) === text.charCodeAt(i)) i++;
    return i;
  };

  const toLsp = (doc: TextDocument, lines: CardAnalysis["lines"], d: CardAnalysis["diagnostics"][number], base = 0): LspDiagnostic => ({
    range: base === 0 ? toRange(doc, lines, d) : { start: doc.positionAt(base + lines.offset(d.line, d.column)), end: doc.positionAt(base + lines.offset(d.endLine, d.endColumn)) },
    severity: d.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: "orrery",
    message: d.message,
  });

  /** The analysis of a card document's current version: computed once per version. */
  const analysisOf = (doc: TextDocument): CardAnalysis => {
    const cached = analyses.get(doc.uri);
    if (cached && cached.version === doc.version) return cached.analysis;
    const analysis = analyzeCardText(doc.getText(), fileName(doc.uri));
    analyses.set(doc.uri, { version: doc.version, analysis });
    return analysis;
  };

  const publish = (doc: TextDocument): void => {
    if (published.get(doc.uri) === doc.version) return;
    published.set(doc.uri, doc.version);
    const kind = documentKind(doc.uri, doc.languageId);
    if (kind === "card") index.setOpen(doc.uri, doc.getText());
    if (kind !== "card") return;
    const analysis = analysisOf(doc);
    const diagnostics: LspDiagnostic[] = analysis.diagnostics.map((d) => toLsp(doc, analysis.lines, d));
    if (isLarge(doc)) {
      // The size warning, and the card being edited checked alone.
      const card = cardAt(doc, editedAt(doc.uri, doc.getText()));
      if (card) for (const d of card.analysis.diagnostics) diagnostics.push(toLsp(doc, card.analysis.lines, d, card.start));
    } else lastText.delete(doc.uri);
    void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics });
  };

  const schedule = (doc: TextDocument, delay: number): void => {
    const old = timers.get(doc.uri);
    if (old) clearTimeout(old);
    const uri = doc.uri;
    const run = safe("diagnostics", undefined, () => {
      timers.delete(uri);
      const current = documents.get(uri);
      if (current) publish(current);
    });
    if (delay <= 0) run(undefined);
    else
      timers.set(
        uri,
        setTimeout(() => run(undefined), delay),
      );
  };

  connection.onInitialize(
    safe("initialize", { capabilities: {} } as InitializeResult, (params) => {
      const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
      roots = folders.flatMap((u) => {
        try {
          return [fileURLToPath(u)];
        } catch {
          return [];
        }
      });
      if (roots.length === 0 && params.rootPath) roots = [params.rootPath];
      index.setRoots(roots);
      const opts = params.initializationOptions as { debounceMs?: unknown } | undefined;
      if (typeof opts?.debounceMs === "number" && opts.debounceMs >= 0) debounceMs = opts.debounceMs;
      const result: InitializeResult = {
        capabilities: {
          textDocumentSync: TextDocumentSyncKind.Incremental,
          hoverProvider: true,
          completionProvider: { triggerCharacters: [" ", ":", "["] },
          definitionProvider: true,
          documentFormattingProvider: true,
          codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
          documentSymbolProvider: true,
        },
        serverInfo: { name: "orrery", version: "0.1.0" },
      };
      return result;
    }),
  );

  connection.onInitialized(
    safe("initialized", undefined, () => {
      // Card files changing on disk keep the card-name index current, when the client can say so.
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*.card" }] }).catch(() => undefined);
    }),
  );

  connection.onDidChangeWatchedFiles(
    safe("watched files", undefined, (params) => {
      for (const change of params.changes) index.refreshFile(change.uri);
    }),
  );

  documents.onDidChangeContent(
    safe("change", undefined, (e) => {
      // The first version is checked at once; edits wait for a pause in typing.
      schedule(e.document, published.has(e.document.uri) ? debounceMs : 0);
    }),
  );

  documents.onDidClose(
    safe("close", undefined, (e) => {
      const uri = e.document.uri;
      const t = timers.get(uri);
      if (t) clearTimeout(t);
      timers.delete(uri);
      analyses.delete(uri);
      lastText.delete(uri);
      spans.delete(uri);
      published.delete(uri);
      index.closeOpen(uri);
      index.refreshFile(uri);
      if (documentKind(uri, e.document.languageId) === "card") void connection.sendDiagnostics({ uri, diagnostics: [] });
    }),
  );

  connection.onHover(
    safe("hover", null, (params) => {
      const doc = documents.get(params.textDocument.uri);
      if (!doc) return null;
      const kind = documentKind(doc.uri, doc.languageId);
      if (kind === "card") {
        const offset = doc.offsetAt(params.position);
        const card = isLarge(doc) ? cardAt(doc, offset) : { start: 0, analysis: analysisOf(doc) };
        if (!card) return null;
        const h = cardHover(card.analysis, offset - card.start);
        if (!h) return null;
        return { contents: { kind: "markdown", value: h.markdown }, range: { start: doc.positionAt(card.start + h.start), end: doc.positionAt(card.start + h.end) } };
      }
      if (kind === "deck" || kind === "scenario") {
        const line = lineAt(doc, params.position.line);
        const found = nameAt(line, params.position.character, index.names().keys());
        if (!found) return null;
        const loc = index.find(found.name)[0];
        const where = loc ? fileName(loc.uri) : "";
        return {
          contents: { kind: "markdown", value: `**card ${found.name}**${where ? ` in \`${where}:${loc!.line + 1}\`` : ""}${loc ? `\n\n\`\`\`orrery\n${cardSource(loc.uri, loc.line)}\n\`\`\`` : ""}` },
          range: lineRange(params.position.line, found.start, found.end),
        };
      }
      return null;
    }),
  );

  /** The text of a card from its `card` line to the next card (at most 30 lines). */
  const cardSource = (uri: string, line: number): string => {
    const open = documents.all().find((d) => normalizeUri(d.uri) === uri);
    let text: string;
    if (open) text = open.getText();
    else {
      try {
        text = readTextFile(fileURLToPath(uri), { maxBytes: MAX_FILE_BYTES });
      } catch {
        return "";
      }
    }
    const lines = text.split(/\r\n|\n|\r/).slice(line, line + 30);
    const end = lines.findIndex((l, i) => i > 0 && /^\s*card(?=[ \t#]|$)/i.test(l));
    return (end < 0 ? lines : lines.slice(0, end)).join("\n").trimEnd();
  };

  connection.onCompletion(
    safe("completion", [], (params) => {
      const doc = documents.get(params.textDocument.uri);
      if (!doc) return [];
      const { line, character } = params.position;
      const kind = documentKind(doc.uri, doc.languageId);
      if (kind === "card") {
        // Typing prose, a space or a colon opens the list only where a word is expected from a
        // short list: a field's value, or a noun after `target`, `a`, `this`...
        const text = lineAt(doc, line).slice(0, character);
        const trigger = params.context?.triggerCharacter;
        const fieldValue = /^\s*[A-Za-z]+(?:[ \t]+[A-Za-z]+)?[ \t]*:\s*$/.test(text);
        if (trigger === "[" || (trigger === ":" && !fieldValue)) return [];
        if (trigger === " " && !fieldValue && !/(?:^|[^A-Za-z])(?:target|a|an|all|this|that|another|each|your)\s$/i.test(text)) return [];
        return cardCompletions((n) => (n >= 0 && n < doc.lineCount ? lineAt(doc, n) : undefined), line, character);
      }
      if (kind === "deck") return deckCompletions(lineAt(doc, line), line, character, index.names().keys());
      if (kind === "scenario") return scenarioCompletions(lineAt(doc, line), line, character, index.names().keys());
      return [];
    }),
  );

  connection.onDefinition(
    safe("definition", null, (params) => {
      const doc = documents.get(params.textDocument.uri);
      if (!doc) return null;
      const kind = documentKind(doc.uri, doc.languageId);
      if (kind !== "deck" && kind !== "scenario") return null;
      const found = nameAt(lineAt(doc, params.position.line), params.position.character, index.names().keys());
      if (!found) return null;
      return index.find(found.name).map((l) => ({ uri: l.uri, range: lineRange(l.line, l.start, l.end) }));
    }),
  );

  connection.onDocumentFormatting(
    safe("formatting", [], (params) => {
      const doc = documents.get(params.textDocument.uri);
      if (!doc || documentKind(doc.uri, doc.languageId) !== "card" || isLarge(doc)) return [];
      const text = doc.getText();
      // fmt's refusal: a file with errors is not formatted (nothing could be lost).
      if (analysisOf(doc).diagnostics.some((d) => d.severity === "error")) return [];
      const result = formatSource(text, fileName(doc.uri));
      if (!result.ok || result.text === text) return [];
      return [{ range: { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) }, newText: result.text }];
    }),
  );

  connection.onCodeAction(
    safe("code action", [], (params) => {
      const doc = documents.get(params.textDocument.uri);
      if (!doc || documentKind(doc.uri, doc.languageId) !== "card") return [];
      const analysis = analysisOf(doc);
      const from = doc.offsetAt(params.range.start);
      const to = doc.offsetAt(params.range.end);
      const actions: CodeAction[] = [];
      for (const d of analysis.diagnostics) {
        const start = analysis.lines.offset(d.line, d.column);
        const end = analysis.lines.offset(d.endLine, d.endColumn);
        if (end < from || start > to) continue;
        const fix = didYouMeanFix(analysis.text, analysis.lines, d);
        if (!fix) continue;
        const range = { start: doc.positionAt(fix.start), end: doc.positionAt(fix.end) };
        actions.push({
          title: fix.title,
          kind: CodeActionKind.QuickFix,
          isPreferred: true,
          diagnostics: [
            { range: toRange(doc, analysis.lines, d), severity: d.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning, code: d.code, source: "orrery", message: d.message },
          ],
          edit: { changes: { [doc.uri]: [{ range, newText: fix.newText }] } },
        });
      }
      return actions;
    }),
  );

  connection.onDocumentSymbol(
    safe("symbols", [], (params) => {
      const doc = documents.get(params.textDocument.uri);
      if (!doc || documentKind(doc.uri, doc.languageId) !== "card") return [];
      const analysis = analysisOf(doc);
      return analysis.cards.map((c): DocumentSymbol => {
        const r = c.card.range;
        const h = c.card.headerRange;
        return {
          name: c.card.name || "(no name)",
          detail: c.ir ? c.ir.card.type : "not built: it has errors",
          kind: SymbolKind.Class,
          range: toRange(doc, analysis.lines, { line: r.start.line, column: r.start.column, endLine: r.end.line, endColumn: r.end.column }),
          selectionRange: toRange(doc, analysis.lines, { line: h.start.line, column: h.start.column, endLine: h.end.line, endColumn: h.end.column }),
        };
      });
    }),
  );

  documents.listen(connection);
  connection.listen();
  return connection;
}
