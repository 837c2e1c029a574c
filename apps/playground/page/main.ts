// The playground page: the card-text editor on the left; on the right the card as a picture with
// what it does in plain words and its IR, the sandbox game, and scenarios. Everything that
// compiles or plays runs in the worker (client.ts); this thread draws.
import type { CompileReply, Diagnostic, Vocabulary } from "../shared/protocol.ts";
import { EXAMPLE_CARD } from "../shared/templates.ts";
import { cardPicture } from "./card-picture.ts";
import { onBusy, request } from "./client.ts";
import { button, byId, clear, download, h, readPickedFile } from "./dom.ts";
import { CardEditor } from "./editor.ts";
import { suggestion } from "../shared/quickfix.ts";
import { SandboxPanel } from "./sandbox-view.ts";
import { ScenarioPanel } from "./scenario-view.ts";
import { shareFragment, textFromFragment } from "./share.ts";

const STORAGE_KEY = "orrery-playground:text";
const statusEl = byId("status");
const cardTab = byId("tab-card");
let vocabulary: Vocabulary | null = null;
let lastReply: CompileReply | null = null;
let sandbox: SandboxPanel | null = null;
let scenarios: ScenarioPanel | null = null;

function status(text: string): void {
  statusEl.textContent = text;
}
onBusy((n) => statusEl.classList.toggle("busy", n > 0));

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(text: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // private mode or a file:// page: the text just isn't kept
  }
}

// --- the editor ------------------------------------------------------------------------------

let storeTimer: ReturnType<typeof setTimeout> | undefined;
const editor = new CardEditor({
  parent: byId("editor"),
  doc: "",
  compile: (text) => request("compile", { text }),
  onCompiled: (reply) => showCompiled(reply),
  onSave: () => void formatNow(true),
  onChange: (text) => {
    clearTimeout(storeTimer);
    storeTimer = setTimeout(() => store(text), 400);
    byId("share-url").hidden = true;
  },
});

async function formatNow(saving: boolean): Promise<void> {
  const text = editor.text;
  const r = await request("format", { text });
  if (!r.ok) {
    status(`fmt left the text alone: ${r.diagnostics.length} error${r.diagnostics.length === 1 ? "" : "s"} to fix first`);
    return;
  }
  if (r.text !== editor.text && editor.text === text) editor.setText(r.text);
  if (saving) store(editor.text);
  status(r.text === text ? "already formatted" : saving ? "formatted and saved in this browser" : "formatted");
}

// --- the card tab ----------------------------------------------------------------------------

function showCompiled(reply: CompileReply): void {
  lastReply = reply;
  showProblems(reply.diagnostics);
  clear(cardTab);
  const first = reply.cards[0]?.def.name ?? reply.leftOut[0];
  document.title = first ? `${first} — Orrery playground` : "Orrery playground";
  if (reply.cards.length === 0 && reply.leftOut.length === 0) {
    cardTab.append(h("p", { class: "hint" }, "No card yet: a card starts with a line “card NAME”."));
  }
  for (const c of reply.cards) {
    const irText = h("pre", { class: "ir" }, c.irOutline);
    let json = false;
    const toggle = button("show JSON", () => {
      json = !json;
      irText.textContent = json ? c.irJson : c.irOutline;
      toggle.textContent = json ? "show outline" : "show JSON";
    });
    cardTab.append(
      h(
        "article",
        { class: "card-view" },
        h("div", { class: "picture" }, cardPicture(c.def, vocabulary?.energy ?? [])),
        h(
          "div",
          { class: "about" },
          h("h3", {}, "What it does"),
          h("ul", { class: "words" }, ...c.words.map((w) => h("li", {}, w))),
          h("details", { class: "ir-details" }, h("summary", {}, "IR (what the compiler made of it)"), h("div", { class: "ir-tools" }, toggle), irText),
        ),
      ),
    );
  }
  for (const name of reply.leftOut) {
    cardTab.append(h("article", { class: "card-view left-out" }, h("p", {}, h("strong", {}, `“${name}”`), " is left out: it has errors (see Problems). Fix them to see its picture.")));
  }
  status(`compiled in ${reply.ms} ms`);
}

function showProblems(list: Diagnostic[]): void {
  const ul = byId("problems");
  clear(ul);
  byId("problem-count").textContent = String(list.length);
  for (const d of list) {
    const fix = suggestion(d.message);
    const li = h(
      "li",
      { class: `problem ${d.severity}` },
      button(`${d.line}:${d.column}`, () => editor.reveal(d), { class: "where", title: "show it in the text" }),
      h("span", { class: "code" }, d.code),
      h("span", { class: "message" }, d.message),
    );
    if (fix) li.append(button(`Fix: “${fix.right}”`, () => editor.applyFix(d) || status("the text changed there: fix it by hand"), { class: "fix" }));
    ul.append(li);
  }
}

/** The editor's first card, for the scenario template. */
function firstCard(): { name: string; kind: "targeted" | "summon" | "other" } | null {
  const c = lastReply?.cards[0]?.def;
  if (!c) return null;
  const eff = c.abilities.find((a) => a.kind === "effect");
  const targeted = eff?.kind === "effect" && eff.modes[0]!.targets.length === 1 && eff.modes[0]!.targets[0]!.kind === "object";
  return { name: c.name, kind: c.type === "Summon Card" ? "summon" : targeted ? "targeted" : "other" };
}

// --- toolbar ----------------------------------------------------------------------------------

byId("fmt").addEventListener("click", () => void formatNow(false));
byId("save-card").addEventListener("click", () => {
  const name =
    (lastReply?.cards[0]?.def.name ?? "card")
      .replace(/[^\w -]+/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .toLowerCase() || "card";
  download(`${name}.card`, editor.text);
});
const openInput = byId<HTMLInputElement>("open-card-file");
byId("open-card").addEventListener("click", () => openInput.click());
openInput.addEventListener("change", async () => {
  const f = openInput.files?.[0];
  openInput.value = "";
  if (!f) return;
  try {
    editor.setText(await readPickedFile(f, 4 * 1024 * 1024));
    status(`opened ${f.name}`);
  } catch (err) {
    status((err as Error).message);
  }
});
byId("share").addEventListener("click", async () => {
  const fragment = await shareFragment(editor.text);
  history.replaceState(null, "", `#${fragment}`);
  const input = byId<HTMLInputElement>("share-url");
  input.value = location.href;
  input.hidden = false;
  input.select();
  try {
    await navigator.clipboard.writeText(location.href);
    status("link copied: the card text is in the address");
  } catch {
    status("the card text is in the address: copy the link above");
  }
});
window.addEventListener("hashchange", async () => {
  const text = await textFromFragment(location.hash);
  if (text !== null && text !== editor.text) editor.setText(text);
});

// --- tabs -------------------------------------------------------------------------------------

for (const tab of document.querySelectorAll<HTMLButtonElement>("[data-tab]")) {
  tab.addEventListener("click", () => {
    for (const t of document.querySelectorAll<HTMLButtonElement>("[data-tab]")) {
      const active = t === tab;
      t.setAttribute("aria-selected", String(active));
      byId(`tab-${t.dataset.tab}`).hidden = !active;
    }
  });
}

// --- start ------------------------------------------------------------------------------------

async function start(): Promise<void> {
  const fromUrl = await textFromFragment(location.hash);
  editor.setText(fromUrl ?? stored() ?? EXAMPLE_CARD);
  try {
    const hello = await request("hello", {});
    vocabulary = hello.vocabulary;
    editor.setVocabulary(hello.vocabulary);
    if (lastReply) showCompiled(lastReply);
    sandbox = new SandboxPanel({ root: byId("tab-sandbox"), decks: hello.decks, board: hello.board, cardText: () => editor.text, status });
    scenarios = new ScenarioPanel({ root: byId("tab-scenario"), cardText: () => editor.text, firstCard });
    document.body.dataset.ready = "true";
    void sandbox;
    void scenarios;
  } catch (err) {
    status(`the worker didn't start: ${(err as Error).message}`);
  }
}

void start();
