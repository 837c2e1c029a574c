// The card-text editor (CodeMirror 6): highlighting from the grammar's vocabulary, live
// diagnostics from the compiler in the worker (squiggles, each with its message and, when the
// message has a did-you-mean, a quick fix), completion of the vocabulary, and fmt on save.
import { autocompletion, closeBrackets, completionKeymap, type Completion, type CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { HighlightStyle, StreamLanguage, syntaxHighlighting, type StringStream } from "@codemirror/language";
import { linter, lintGutter, forceLinting, type Action as LintAction, type Diagnostic as CmDiagnostic } from "@codemirror/lint";
import { Compartment, EditorState, type Extension, type Text } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers, placeholder } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import type { CompileReply, Diagnostic, Vocabulary } from "../shared/protocol.ts";
import { fixIn } from "../shared/quickfix.ts";

// ---------------------------------------------------------------------------------------------
// Highlighting: a line-oriented tokenizer over the vocabulary the worker sends (grammar tables)
// ---------------------------------------------------------------------------------------------

const vocab = {
  keywords: new Set<string>(),
  nouns: new Set<string>(),
  fields: [] as string[],
  energy: new Set<string>(),
};

interface LineState {
  /** The rest of the line is free text (a card name, flavor, collector). */
  rest: "name" | "string" | null;
}

const FIELD_RE = () =>
  new RegExp(
    `^(${
      [...vocab.fields]
        .sort((a, b) => b.length - a.length)
        .map((f) => f.replace(/ /g, "[ \\t]+"))
        .join("|") || "cost"
    })[ \\t]*:`,
    "i",
  );

/** The language, made anew when the vocabulary changes (so the text is tokenized again). */
const makeLanguage = () =>
  StreamLanguage.define<LineState>({
    name: "card-text",
    startState: () => ({ rest: null }),
    token(stream: StringStream, state: LineState): string | null {
      if (stream.sol()) state.rest = null;
      if (stream.eatSpace()) return null;
      if (stream.peek() === "#") {
        stream.skipToEnd();
        return "comment";
      }
      if (state.rest) {
        stream.eatWhile((c) => c !== "#");
        return state.rest === "name" ? "heading" : "string";
      }
      if (stream.column() === stream.indentation()) {
        if (stream.match(/^card(?=[ \t]|$)/i)) {
          state.rest = "name";
          return "keyword";
        }
        if (stream.match(/^(non[ \t-]*)?permanent(?=[ \t]*(#|$))/i)) return "keyword";
        const field = stream.match(FIELD_RE());
        if (field && typeof field === "object") {
          if (/^(flavor|collector)/i.test(field[1]!)) state.rest = "string";
          return "propertyName";
        }
      }
      if (stream.match(/^(☉|\(A\))/)) return "operator";
      if (stream.match(/^[A-Z]{1,2}[0-9]+/)) {
        const letters = stream.current().replace(/[0-9]+$/, "");
        return vocab.energy.size === 0 || vocab.energy.has(letters) ? "atom" : "invalid";
      }
      if (stream.match(/^[0-9]+/) || stream.match("∞")) return "number";
      if (stream.match(/^[A-Za-z]+(?:['’][tT])?/)) {
        const w = stream.current();
        const lower = w.toLowerCase();
        if (vocab.nouns.has(lower) || vocab.nouns.has(lower.replace(/s$/, ""))) return "typeName";
        if (vocab.keywords.has(lower)) return "keyword";
        return null;
      }
      if (stream.match(/^[[\]()]/)) return "bracket";
      if (stream.match(/^[.,:+\-−–'’]/)) return "punctuation";
      stream.next();
      return null;
    },
    languageData: { commentTokens: { line: "#" } },
  });

const highlight = HighlightStyle.define([
  { tag: tags.keyword, color: "#7c3aed", fontWeight: "600" },
  { tag: tags.typeName, color: "#0f766e", fontWeight: "600" },
  { tag: tags.propertyName, color: "#b45309", fontWeight: "600" },
  { tag: tags.heading, color: "#1d4ed8", fontWeight: "700" },
  { tag: tags.atom, color: "#be123c", fontWeight: "600" },
  { tag: tags.number, color: "#c2410c" },
  { tag: tags.string, color: "#4d7c0f", fontStyle: "italic" },
  { tag: tags.comment, color: "#6b7280", fontStyle: "italic" },
  { tag: tags.operator, color: "#a21caf", fontWeight: "700" },
  { tag: tags.invalid, color: "#dc2626", textDecoration: "underline wavy" },
]);

// ---------------------------------------------------------------------------------------------
// Completion
// ---------------------------------------------------------------------------------------------

const PHRASES: Completion[] = [
  "Deal 2 damage to target Summon.",
  "Deal 3 damage to target Non Life Base Summon.",
  "Draw 1 card.",
  "Heal 2 damage from target Summon.",
  "Destroy target Summon.",
  "Return target Summon to its owner's hand.",
  "Target Summon gets Attack Power +2 until end of turn.",
  "Target Summon gets Defense +2.",
  "Deactivate target Summon.",
  "Move target Summon up to 2 dots.",
  "Counter target action.",
  "Add M1 to your Energy Pool.",
  "Produces M1.",
  "With extra M1: deal 1 more damage to that Summon.",
  "For each extra M1: deal 1 more damage to that Summon.",
  "When this Summon attacks, ",
  "Whenever a Summon you control is dealt damage, ",
  "At the beginning of your Draw Phase, ",
  "☉: ",
  "[☉: Heal 1 damage from this Summon.]",
  "Search your deck for a Summon Card, show it and put it into your hand.",
].map((p) => ({ label: p, type: "text", boost: -1 }));

function completions(ctx: CompletionContext, v: Vocabulary | null): CompletionResult | null {
  if (!v) return null;
  const line = ctx.state.doc.lineAt(ctx.pos);
  const before = line.text.slice(0, ctx.pos - line.from);
  if (before.includes("#")) return null;
  const word = ctx.matchBefore(/[\w'’]+/);
  if (!word && !ctx.explicit) return null;
  const from = word ? word.from : ctx.pos;
  const list = (items: string[], type: string, detail?: string): Completion[] => items.map((label) => ({ label, type, ...(detail ? { detail } : {}) }));
  const field = /^\s*([A-Za-z]+(?:[ \t]+[A-Za-z]+)?)[ \t]*:(.*)$/.exec(before);
  if (field && !/^\s{2,}/.test(before)) {
    const name = field[1]!.toLowerCase().replace(/\s+/g, " ");
    let options: Completion[] = [];
    if (name === "type") options = [...list(v.cardTypes, "type"), ...v.classes.filter((c) => c !== "Life Base").map((c) => ({ label: `Class Specific Effect Card (${c})`, type: "type" }))];
    else if (name === "class") options = list(v.classes, "type");
    else if (name === "element") options = list(v.elements, "type");
    else if (name === "crew") options = list(v.crews, "type");
    else if (name === "cost" || name === "movement energy") options = v.energy.map((e) => ({ label: `${e.letter}1`, type: "constant", detail: `${e.name} (${e.colour})` }));
    else if (name === "stats") options = [{ label: "attack 2, defense 2, speed 1, range 1", type: "text" }];
    else if (name === "restriction") options = list(["1", "2", "3", "4", "∞"], "constant");
    else if (name === "counters") options = list(["1 activation", "2 time"], "constant");
    if (options.length) return { from, options, validFor: /^[\w'’]*$/ };
  }
  const indented = /^\s+/.test(line.text) || /^\s*$/.test(before) === false;
  const atStart = /^\s*[\w'’]*$/.test(before);
  const options: Completion[] = [];
  if (atStart && !/^\s/.test(before)) {
    options.push({ label: "card", type: "keyword", apply: "card ", detail: "starts a card" });
    options.push(...v.fields.filter((f) => f !== "permanent").map((f) => ({ label: `${f}:`, type: "property", apply: f === "text" ? "text:\n  " : `${f}: ` })));
    options.push({ label: "permanent", type: "keyword" }, { label: "non permanent", type: "keyword" });
  }
  if (indented || atStart) {
    options.push(...PHRASES);
    options.push(
      ...list(
        v.keywords.filter((k) => k.length > 2),
        "keyword",
      ),
    );
    options.push(...list(v.nouns, "type"));
    options.push(...list(v.phases, "type"));
    options.push(...list(v.stats, "property"));
  }
  return options.length ? { from, options, validFor: /^[\w'’]*$/ } : null;
}

// ---------------------------------------------------------------------------------------------
// Diagnostics
// ---------------------------------------------------------------------------------------------

function offset(doc: Text, line: number, column: number): number {
  if (line < 1) return 0;
  if (line > doc.lines) return doc.length;
  const l = doc.line(line);
  return Math.min(l.to, l.from + Math.max(0, column - 1));
}

/** The quick fix for a diagnostic at from-to: the written word replaced by the suggestion. */
function quickFix(doc: Text, from: number, to: number, message: string): { from: number; to: number; insert: string } | null {
  const fix = fixIn(doc.sliceString(from, to), message);
  return fix ? { from: from + fix.at, to: from + fix.at + fix.length, insert: fix.insert } : null;
}

function toCmDiagnostic(doc: Text, d: Diagnostic): CmDiagnostic {
  const from = offset(doc, d.line, d.column);
  let to = offset(doc, d.endLine, d.endColumn);
  if (to <= from) to = Math.min(doc.length, from + 1);
  const actions: LintAction[] = [];
  const fix = quickFix(doc, from, to, d.message);
  if (fix) {
    actions.push({
      name: `Replace with “${fix.insert}”`,
      apply(view, f, t) {
        // The range may have moved with edits since: find the word again inside it.
        const again = quickFix(view.state.doc, f, t, d.message) ?? fix;
        view.dispatch({ changes: { from: again.from, to: again.to, insert: again.insert } });
      },
    });
  }
  return { from, to, severity: d.severity === "error" ? "error" : "warning", message: `${d.code}: ${d.message}`, source: "orrery", actions };
}

// ---------------------------------------------------------------------------------------------
// The editor
// ---------------------------------------------------------------------------------------------

export interface CardEditorOptions {
  parent: HTMLElement;
  doc: string;
  compile(text: string): Promise<CompileReply>;
  /** After each compile of the text the editor holds. */
  onCompiled(reply: CompileReply, text: string): void;
  onSave(): void;
  onChange(text: string): void;
}

export class CardEditor {
  readonly view: EditorView;
  private vocabulary: Vocabulary | null = null;
  private readonly language = new Compartment();

  constructor(o: CardEditorOptions) {
    const lint = linter(
      async (view) => {
        const text = view.state.doc.toString();
        const reply = await o.compile(text);
        if (view.state.doc.toString() !== text) return [];
        o.onCompiled(reply, text);
        return reply.diagnostics.map((d) => toCmDiagnostic(view.state.doc, d));
      },
      { delay: 250 },
    );
    const extensions: Extension[] = [
      lineNumbers(),
      highlightActiveLineGutter(),
      history(),
      drawSelection(),
      highlightActiveLine(),
      closeBrackets(),
      this.language.of([makeLanguage(), syntaxHighlighting(highlight)]),
      lint,
      lintGutter(),
      autocompletion({ override: [(ctx) => completions(ctx, this.vocabulary)], icons: false }),
      placeholder("card NAME\ncost: M1\ntype: Effect Card\ntext:\n  Draw 1 card."),
      keymap.of([{ key: "Mod-s", preventDefault: true, run: () => (o.onSave(), true) }, indentWithTab, ...completionKeymap, ...defaultKeymap, ...historyKeymap]),
      EditorView.updateListener.of((u) => {
        if (u.docChanged) o.onChange(u.state.doc.toString());
      }),
      EditorView.contentAttributes.of({ "aria-label": "Card text", spellcheck: "false", autocorrect: "off", autocapitalize: "off" }),
    ];
    this.view = new EditorView({ parent: o.parent, state: EditorState.create({ doc: o.doc, extensions }) });
  }

  /** The grammar's words arrived: highlight and complete with them. */
  setVocabulary(v: Vocabulary): void {
    this.vocabulary = v;
    vocab.keywords = new Set(v.keywords.map((k) => k.toLowerCase()));
    vocab.nouns = new Set([...v.nouns, ...v.classes, ...v.cardTypes].flatMap((n) => n.toLowerCase().split(/\s+/)).filter((w) => w !== "of" && w !== "a"));
    vocab.fields = v.fields;
    vocab.energy = new Set(v.energy.map((e) => e.letter));
    // Re-tokenize with the new words.
    this.view.dispatch({ effects: this.language.reconfigure([makeLanguage(), syntaxHighlighting(highlight)]) });
  }

  get text(): string {
    return this.view.state.doc.toString();
  }

  /** Replaces the whole text (fmt, a file, a URL), keeping the cursor near where it was. */
  setText(text: string): void {
    const head = Math.min(this.view.state.selection.main.head, text.length);
    this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text }, selection: { anchor: head } });
  }

  lintNow(): void {
    forceLinting(this.view);
  }

  /** Selects a diagnostic's range and shows it. */
  reveal(d: Diagnostic): void {
    const cm = toCmDiagnostic(this.view.state.doc, d);
    this.view.dispatch({ selection: { anchor: cm.from, head: cm.to }, scrollIntoView: true });
    this.view.focus();
  }

  /** The quick fix of a diagnostic, applied (the Problems list's button). */
  applyFix(d: Diagnostic): boolean {
    const cm = toCmDiagnostic(this.view.state.doc, d);
    const fix = quickFix(this.view.state.doc, cm.from, cm.to, d.message);
    if (!fix) return false;
    this.view.dispatch({ changes: fix });
    return true;
  }
}

/** A plain editor for scenario YAML (line numbers, history, no language). */
export function plainEditor(parent: HTMLElement, doc: string, label: string): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        keymap.of([indentWithTab, ...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ "aria-label": label, spellcheck: "false" }),
      ],
    }),
  });
}
