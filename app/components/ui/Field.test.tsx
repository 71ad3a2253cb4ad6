import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./Field";
import { PasswordInput } from "./PasswordInput";

/** The attributes of the first `<tag …>` in `html`. */
function attributes(html: string, tag: string): Record<string, string> {
  const element = html.match(new RegExp(`<${tag}\\b([^>]*)>`))?.[1] ?? "";
  return Object.fromEntries(
    [...element.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
}

describe("Field", () => {
  it("ties the label, the problem and the hint to its control", () => {
    const html = renderToString(
      <Field
        id="email"
        label="Email address"
        error="Please enter a valid email address"
        hint="We never share it."
      >
        {(control) => <input {...control} name="email" />}
      </Field>,
    );
    expect(html).toContain('<label for="email" class="block text-sm font-semibold">Email address</label>');
    expect(attributes(html, "input")).toMatchObject({
      id: "email",
      "aria-invalid": "true",
      "aria-describedby": "email-error email-hint",
    });
    expect(attributes(html, "input").class).toContain("border-cherry");
    expect(html).toMatch(
      /<p id="email-error"[^>]*><svg[^>]*><use href="[^"]*#circle-exclamation-point"><\/use><\/svg>Please enter a valid email address<\/p>/,
    );
    expect(html).toContain('<p id="email-hint" class="mt-1.5 text-sm text-ink-muted">We never share it.</p>');
  });

  it("without a problem: not invalid, described by its hint only", () => {
    const html = renderToString(
      <Field id="title" label="Title" hint="0/100">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = attributes(html, "input");
    expect(input["aria-invalid"]).toBeUndefined();
    expect(input["aria-describedby"]).toBe("title-hint");
    expect(input.class).toContain("border-slate-500");
  });

  it("marks a field of a problem shown under another field, pointing at that message", () => {
    const html = renderToString(
      <Field id="last" label="Last name" invalid errorId="problem">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(attributes(html, "input")).toMatchObject({
      "aria-invalid": "true",
      "aria-describedby": "problem",
    });
    expect(html).not.toContain('id="problem"');
  });
});

describe("PasswordInput", () => {
  const render = (toggleLabel: string | { show: string; hide: string }) =>
    renderToString(
      <Field id="password" label="Password">
        {(control) => <PasswordInput {...control} name="password" toggleLabel={toggleLabel} />}
      </Field>,
    );

  it("with one name, is a toggle button: aria-pressed says whether the password shows", () => {
    const html = render("Show password confirmation");
    expect(attributes(html, "input")).toMatchObject({ id: "password", type: "password", name: "password" });
    expect(attributes(html, "button")).toMatchObject({
      type: "button",
      "aria-label": "Show password confirmation",
      "aria-pressed": "false",
      "aria-controls": "password",
    });
  });

  it("with a name for each state, says what it will do, without aria-pressed", () => {
    const button = attributes(render({ show: "Mostrar contraseña", hide: "Ocultar contraseña" }), "button");
    expect(button["aria-label"]).toBe("Mostrar contraseña");
    expect(button["aria-pressed"]).toBeUndefined();
  });
});
