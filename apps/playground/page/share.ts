// Sharing: the card text in the page's address, after the `#` (never sent to a server).
//   #text=URL-ENCODED-TEXT      readable, for short cards
//   #z=BASE64URL                deflate-raw compressed, for longer ones
// Text read from an address is untrusted like any other: it only ever goes into the editor.

const MAX_TEXT = 256 * 1024;
/** The longest `z=` value read: MAX_TEXT compressed, in base64, with room to spare. A longer one is
 *  refused before anything is inflated. */
const MAX_PACKED = 512 * 1024;
/** Compressed bytes fed to the inflater at a time: deflate expands at most about 1,032 times, so one
 *  step yields at most about 1 MB, and the running total is checked after each. */
const STEP = 1024;

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
 *  not inflate into gigabytes): the input goes in STEP bytes at a time, as the output is read, so
 *  what is inflated past the limit is one step's worth, not the whole input's. */
async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  let fed = 0;
  const input = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (fed >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(fed, fed + STEP));
        fed += STEP;
      },
    },
    { highWaterMark: 0 },
  );
  // (The DOM types give CompressionStream a BufferSource writable; Uint8Array is what goes in.)
  const reader = input.pipeThrough(stream as unknown as TransformStream<Uint8Array, Uint8Array>).getReader();
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
    if (z !== null && z.length <= MAX_PACKED && typeof DecompressionStream !== "undefined") {
      const bytes = await pipe(fromBase64Url(z), new DecompressionStream("deflate-raw"), MAX_TEXT * 4);
      return new TextDecoder().decode(bytes).slice(0, MAX_TEXT);
    }
  } catch {
    return null;
  }
  return null;
}
