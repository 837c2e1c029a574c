// Sharing: the card text in the page's address, after the `#` (never sent to a server).
//   #text=URL-ENCODED-TEXT      readable, for short cards
//   #z=BASE64URL                deflate-raw compressed, for longer ones
// Text read from an address is untrusted like any other: it only ever goes into the editor.

const MAX_TEXT = 256 * 1024;

function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(s: string): Uint8Array {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** Bytes through a (de)compression stream, read at most `limit` bytes far (a small address must
 *  not inflate into gigabytes). */
async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    if (size >= limit) {
      await reader.cancel();
      break;
    }
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The address's fragment for a text: the shorter of the two forms. */
export async function shareFragment(text: string): Promise<string> {
  const plain = `text=${encodeURIComponent(text)}`;
  if (typeof CompressionStream === "undefined") return plain;
  const packed = `z=${toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw")))}`;
  return packed.length < plain.length ? packed : plain;
}

/** The card text in an address's fragment, or null when it holds none (or can't be read). */
export async function textFromFragment(hash: string): Promise<string | null> {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  try {
    const text = params.get("text");
    if (text !== null) return text.slice(0, MAX_TEXT);
    const z = params.get("z");
    if (z !== null && typeof DecompressionStream !== "undefined") {
      const bytes = await pipe(fromBase64Url(z), new DecompressionStream("deflate-raw"), MAX_TEXT * 4);
      return new TextDecoder().decode(bytes).slice(0, MAX_TEXT);
    }
  } catch {
    return null;
  }
  return null;
}
