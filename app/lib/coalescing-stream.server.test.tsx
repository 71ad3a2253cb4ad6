import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CoalescingStream } from "./coalescing-stream.server";

/** Every chunk the stream passes on, as text, and a promise of the end. */
function collect(stream: CoalescingStream) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  const ended = new Promise<void>((resolve) => stream.on("end", resolve));
  return { chunks, ended };
}

describe("CoalescingStream", () => {
  it("passes on what was written between two flushes as one chunk, and the rest at the end", async () => {
    const onEnd = vi.fn();
    const stream = new CoalescingStream(onEnd);
    const { chunks, ended } = collect(stream);
    stream.write("<html>");
    stream.write(new Uint8Array(Buffer.from("<body>")));
    stream.write("shell");
    stream.flush();
    stream.flush(); // nothing new: no empty chunk
    stream.write("late ");
    stream.write("part");
    stream.end("</body></html>");
    await ended;
    expect(chunks).toEqual(["<html><body>shell", "late part</body></html>"]);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it("keeps React's streaming: the shell leaves in one chunk, a suspended part in a later one", async () => {
    let reveal!: (text: string) => void;
    const later = new Promise<string>((resolve) => (reveal = resolve));
    function Late() {
      return <p>{use(later)}</p>;
    }
    const items = Array.from({ length: 2_000 }, (_, i) => <li key={i}>{`item number ${i}`}</li>);
    const stream = new CoalescingStream();
    const { chunks, ended } = collect(stream);
    await new Promise<void>((shellReady) => {
      const { pipe } = renderToPipeableStream(
        <main>
          <ul>{items}</ul>
          <Suspense fallback={<p>loading</p>}>
            <Late />
          </Suspense>
        </main>,
        {
          onShellReady() {
            pipe(stream);
            shellReady();
          },
        },
      );
    });
    // The shell (about 50 KB, written by React in 4 KB pieces) is one chunk, already out.
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toContain("item number 1999");
    expect(chunks[0]).toContain("loading");
    expect(chunks[0]).not.toContain("revealed");
    reveal("revealed");
    await ended;
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.slice(1).join("")).toContain("revealed");
  });
});
