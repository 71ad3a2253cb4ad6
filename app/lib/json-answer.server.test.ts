import { describe, expect, it } from "vitest";
import { jsonAnswer } from "./json-answer.server";

describe("jsonAnswer", () => {
  it("says its length, so that a small answer is not compressed, and is never stored", async () => {
    const answer = jsonAnswer({ status: "paid", note: "déjà" }, { status: 201 });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("Content-Type")).toBe("application/json");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(answer.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ status: "paid", note: "déjà" });
  });

  it("keeps the headers it is given", () => {
    const answer = jsonAnswer({}, { headers: { "Cache-Control": "private, no-store", "Retry-After": "60" } });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Retry-After")).toBe("60");
  });
});
