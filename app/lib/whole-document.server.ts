import { Writable } from "node:stream";

/**
 * A destination for React's `pipe()` that hands over the whole document once React has written
 * all of it (decision 030).
 *
 * The shop's pages have no deferred data: by the time React's shell is ready, the rest follows
 * in the same turn. Passing it on as React wrote it cost a Node stream, a web stream around it
 * and a compressor job per flush; one buffer costs one of each (issue 10), and the answer gets a
 * Content-Length.
 */
export function wholeDocument(onDocument: (html: Buffer<ArrayBuffer>) => void): Writable {
  const pieces: Buffer[] = [];
  return new Writable({
    write(piece: Buffer, _encoding, callback) {
      pieces.push(piece);
      callback();
    },
    final(callback) {
      onDocument(Buffer.concat(pieces));
      callback();
    },
  });
}
