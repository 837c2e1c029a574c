// Building DOM and SVG without markup strings. Every piece of text goes in as a text node and
// every attribute through setAttribute, so card names and card text (from a URL, a file, anyone)
// are shown as the characters they are: `</svg><script>` stays text. No innerHTML anywhere.
type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined>;

const SVG_NS = "http://www.w3.org/2000/svg";

function fill(el: Element, attrs: Attrs | undefined, children: Child[]): void {
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === false || v === null || v === undefined) continue;
    // Handlers are attached with on(); an on* attribute would be code from a string.
    if (/^on/i.test(k)) throw new Error(`dom: event handler attribute ${k} is not allowed`);
    el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
}

/** An HTML element: h("button", { class: "x" }, "text"). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  fill(el, attrs, children);
  return el;
}

/** An SVG element. */
export function s<K extends keyof SVGElementTagNameMap>(tag: K, attrs?: Attrs, ...children: Child[]): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  fill(el, attrs, children);
  return el;
}

export function clear(el: Element): void {
  el.replaceChildren();
}

/** A button with a click handler. */
export function button(label: Child, onClick: () => void, attrs: Attrs = {}): HTMLButtonElement {
  const b = h("button", { type: "button", ...attrs }, label);
  b.addEventListener("click", onClick);
  return b;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no element #${id}`);
  return el as T;
}

/** A file the person picked, as text (at most `limit` bytes). */
export function readPickedFile(file: File, limit = 8 * 1024 * 1024): Promise<string> {
  if (file.size > limit) return Promise.reject(new Error(`${file.name} is ${Math.round(file.size / 1024)} KB; at most ${limit / 1024} KB`));
  return file.text();
}

/** Offers text as a download. */
export function download(name: string, text: string, type = "text/plain"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
