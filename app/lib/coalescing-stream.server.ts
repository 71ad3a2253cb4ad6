import { Transform, type TransformCallback } from "node:stream";

/**
 * What React writes between two of its flushes, passed on as one chunk.
 *
 * React's `renderToPipeableStream` writes a page in 4 KB pieces and calls `flush()` on its
 * destination once it has written all it has for now: the shell, then each Suspense boundary as
 * it resolves. Each piece used to travel on its own through the web stream, Express and the
 * compressor (one zlib job per piece): some 40 hops for /products, a sixth of an uncached page's
 * time (issue 10). Streaming is unchanged: whatever React flushes leaves at once.
 */
export class CoalescingStream extends Transform {
  #pieces: Buffer[] = [];

  /** `onEnd` runs once the last piece has been passed on. */
  constructor(private readonly onEnd: () => void = () => {}) {
    super();
  }

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pieces.push(piece);
    callback();
  }

  /** Called by React after each of its flushes: passes on what it wrote since the last. */
  flush(): void {
    if (this.#pieces.length === 0) return;
    this.push(this.#pieces.length === 1 ? this.#pieces[0] : Buffer.concat(this.#pieces));
    this.#pieces = [];
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.onEnd();
    callback();
  }
}
