import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { wholeDocument } from "./whole-document.server";

describe("wholeDocument", () => {
  it("hands over what React wrote, once, when it has written all of it", async () => {
    let reveal!: (text: string) => void;
    const later = new Promise<string>((resolve) => (reveal = resolve));
    function Late() {
      return <p>{use(later)}</p>;
    }
    // About 50 KB: React writes it in several pieces.
    const items = Array.from({ length: 2_000 }, (_, i) => <li key={i}>{`item number ${i}`}</li>);
    const onDocument = vi.fn<(html: Buffer<ArrayBuffer>) => void>();
    const written = new Promise<void>((done) => {
      const { pipe } = renderToPipeableStream(
        <main>
          <ul>{items}</ul>
          <Suspense fallback={<p>loading</p>}>
            <Late />
          </Suspense>
        </main>,
        {
          onAllReady() {
            pipe(wholeDocument(onDocument).on("finish", done));
          },
        },
      );
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(onDocument).not.toHaveBeenCalled();
    reveal("revealed");
    await written;
    expect(onDocument).toHaveBeenCalledOnce();
    const html = onDocument.mock.calls[0]![0].toString("utf8");
    expect(html).toMatch(/^<main><ul><li>item number 0<\/li>/);
    expect(html).toContain("item number 1999");
    expect(html).toContain("<p>revealed</p>");
    expect(html).not.toContain("loading");
    expect(html).toMatch(/<\/main>$/);
  });
});
