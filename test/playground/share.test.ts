// Issue 31: a share link's compressed text is capped while it is inflated, not after: a link that
// inflates to far more than the text limit stops after about one step past it, and a link longer
// than any real text's is refused before anything is inflated.
import { randomBytes } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { shareFragment, textFromFragment } from "../../apps/playground/page/share.ts";

const Real = globalThis.DecompressionStream;
afterEach(() => void (globalThis.DecompressionStream = Real));

/** An inflater as browsers build one (a TransformStream: each chunk fed is turned into its whole
 *  output at once; Chromium took 1.44 GB for a 1.9 MB link), expanding each byte 1,024 times as a
 *  deflate bomb does; it counts what it is fed and what it hands out. */
function bombInflater(): { fed: number; bytes: number } {
  const seen = { fed: 0, bytes: 0 };
  globalThis.DecompressionStream = class extends TransformStream<Uint8Array, Uint8Array> {
    constructor() {
      super({
        transform(chunk, c) {
          seen.fed += chunk.byteLength;
          const out = new Uint8Array(chunk.byteLength * 1024);
          for (let i = 0; i < chunk.byteLength; i++) out.fill(chunk[i]!, i * 1024, (i + 1) * 1024);
          seen.bytes += out.byteLength;
          c.enqueue(out);
        },
      });
    }
  } as unknown as typeof DecompressionStream;
  return seen;
}

const z = (bytes: Buffer) => `#z=${bytes.toString("base64url")}`;

describe("share links", () => {
  it("a card's text goes into the address and comes back", async () => {
    const text = "card Spark\ncost: Q1\n".repeat(200);
    expect(await textFromFragment(await shareFragment(text))).toBe(text);
  });

  it("a link that inflates to 64 MB is cut after the limit (256 KB of text, 1 MB read), never inflated whole", async () => {
    const seen = bombInflater();
    const text = await textFromFragment(z(Buffer.alloc(64 * 1024, 0x61))); // 64 KB: 64 MB inflated
    expect(text).toBe("a".repeat(256 * 1024));
    // 1 KB of it inflates to the 1 MB read: fed a step at a time as the output is read, the page
    // stops a step or two later, far from the whole 64 KB (64 MB).
    expect(seen.fed).toBeLessThan(8 * 1024);
    expect(seen.bytes).toBeLessThan(8 * 1024 * 1024);
  });

  it("a link longer than any real text's (here 600 KB) is refused before anything is inflated", async () => {
    const long = deflateRawSync(randomBytes(480 * 1024)); // incompressible: 640 KB of base64
    expect(long.toString("base64url").length).toBeGreaterThan(512 * 1024);
    expect(await textFromFragment(z(long))).toBeNull(); // inflated, it would be 480 KB of text
  });
});
