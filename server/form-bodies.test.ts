import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { withFormBodiesChecked } from "./form-bodies";

/** A build with one route whose action reads the form, as every form action of the shop does. */
function buildWithFormAction() {
  const module = {
    action: async ({ request }: { request: Request }) => Object.fromEntries(await request.formData()),
  };
  const build = { routes: { "routes/contact": { id: "routes/contact", path: "contact", module } } };
  const checked = withFormBodiesChecked(build as unknown as ServerBuild);
  return checked.routes["routes/contact"]!.module.action! as unknown as (args: {
    request: Request;
  }) => Promise<unknown>;
}

const post = (path: string, contentType: string, body: string, cookie = "") =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { "Content-Type": contentType, Cookie: cookie },
    body,
  });

const MALFORMED = [
  ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
  ["multipart/form-data", "a=1"],
  ["multipart/form-data; boundary=x", "not multipart at all"],
] as const;

describe("withFormBodiesChecked", () => {
  it("answers a multipart body that cannot be read with 400 and the page's message, before the action", async () => {
    const action = buildWithFormAction();
    for (const [type, body] of MALFORMED) {
      const thrown: unknown = await action({ request: post("/contact", type, body) }).catch((error) => error);
      // `data()` thrown: React Router answers it with its status, through the error page.
      expect(thrown, `${type}: ${body}`).toMatchObject({
        init: { status: 400 },
        data: "The form could not be read. Please try again.",
      });
    }
    const spanish = await action({
      request: post("/contact", "multipart/form-data", "a=1", "site-lang=es"),
    }).catch((error: { data: string }) => error.data);
    expect(spanish).toBe("No se pudo leer el formulario. Vuelve a intentarlo.");
  });

  it("answers the API's error shape under /api/", async () => {
    const action = buildWithFormAction();
    const thrown = (await action({ request: post("/api/wishlist", "multipart/form-data", "x") }).catch(
      (error) => error,
    )) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(400);
    expect(await thrown.json()).toEqual({ error: "The form could not be read. Please try again." });
  });

  it("hands well-formed forms, multipart or not, to the action whole", async () => {
    const action = buildWithFormAction();
    const form = new FormData();
    form.set("name", "Ana");
    const multipart = new Request("http://shop.test/contact", { method: "POST", body: form });
    expect(await action({ request: multipart })).toEqual({ name: "Ana" });
    const encoded = post("/contact", "application/x-www-form-urlencoded", "name=Ana%00");
    expect(await action({ request: encoded })).toEqual({ name: "Ana\u0000" });
  });
});
