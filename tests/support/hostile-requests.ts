import { FORM_KEYS, INTENTS, JSON_KEYS, QUERY_KEYS } from "./input-names";

/**
 * The hostile families of requests the standing fuzz suite sends every route
 * (tests/hostile-http.integration.test.ts): every method; malformed multipart and JSON; wrong and
 * missing content types; NUL and invalid UTF-8; huge and deeply nested values; `__proto__` and
 * `constructor` keys; numbers as strings and the reverse; arrays where one value goes.
 */

const words = (list: string) => list.split(" ");
const NUL = "a\u0000b@x.test";
const INVALID_UTF8 = Buffer.from([0x61, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
const HUGE = "x".repeat(60 * 1024);
const OVER_LIMIT = "x".repeat(70 * 1024);
const DEEP_JSON = "[".repeat(5000) + "]".repeat(5000);
const DEEP_FORM_KEY = `a${"[a]".repeat(500)}`;

export interface HostileRequest {
  family: string;
  method: string;
  /** Added to the route's address (a query). */
  query?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

const form = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();
const everyField = (value: string, intent: string) =>
  form([
    ["intent", intent],
    ...FORM_KEYS.filter((key) => key !== "intent").map((key): [string, string] => [key, value]),
  ]);
const FORM_TYPE = { "Content-Type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "Content-Type": "application/json" };
const jsonOf = (value: (key: string) => unknown) =>
  JSON.stringify(Object.fromEntries(JSON_KEYS.map((key) => [key, value(key)])));
const multipart = (boundary: string, body: string) => ({
  headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
  body: body.replace(/\n/g, "\r\n"),
});

/** The families, each a handful of requests; `intent` varies so that forms reach their branches. */
export function hostileRequests(): HostileRequest[] {
  const intent = (index: number) => INTENTS[index % INTENTS.length]!;
  const queryOf = (value: string) => new URLSearchParams(QUERY_KEYS.map((key) => [key, value])).toString();
  return [
    ...words("GET HEAD OPTIONS PUT DELETE PATCH TRACE").map((method) => ({ family: "method", method })),
    { family: "query: NUL", method: "GET", query: queryOf("a\u0000b") },
    { family: "query: broken percent-encoding", method: "GET", query: "q=%ff%fe%c3%28&page=%E0%A4%A" },
    {
      // Each key twice (an array where one value goes), numbers the wrong way, prototype keys, 8 KB.
      family: "query: arrays, numbers the wrong way, prototype keys, huge",
      method: "GET",
      query:
        `${queryOf("1e309")}&${queryOf("2")}&page=-1&min=NaN&max=0x10` +
        `&__proto__[polluted]=1&constructor[prototype][polluted]=1&q=${"x".repeat(8000)}`,
    },
    { family: "POST without a body or a type", method: "POST" },
    {
      family: "POST text/plain",
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "email=a@b.c",
    },
    { family: "POST XML", method: "POST", headers: { "Content-Type": "application/xml" }, body: "<a>1</a>" },
    { family: "POST form without its type", method: "POST", body: everyField("1", intent(0)) },
    {
      family: "multipart without a boundary",
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "a=1",
    },
    {
      family: "multipart with another boundary",
      method: "POST",
      ...multipart("x", '--y\nContent-Disposition: form-data; name="a"\n\n1\n--y--\n'),
    },
    {
      family: "multipart cut short",
      method: "POST",
      ...multipart(
        "x",
        `--x\nContent-Disposition: form-data; name="intent"\n\n${intent(1)}\n--x\nContent-Disposition: form-data; name="email"\n\nada`,
      ),
    },
    {
      family: "multipart of hostile fields",
      method: "POST",
      ...multipart(
        "x",
        `${FORM_KEYS.map((key) => `--x\nContent-Disposition: form-data; name="${key}"\n\n${key === "intent" ? intent(2) : NUL}\n`).join("")}--x\nContent-Disposition: form-data; name="__proto__"\n\n{"polluted":1}\n--x--\n`,
      ),
    },
    ...[0, 1].map((index) => ({
      family: `form of NULs (${intent(index)})`,
      method: "POST",
      headers: FORM_TYPE,
      body: everyField(NUL, intent(index)),
    })),
    {
      family: "form of invalid UTF-8",
      method: "POST",
      headers: FORM_TYPE,
      body: Buffer.concat([
        Buffer.from(`intent=${intent(3)}&email=`),
        INVALID_UTF8,
        Buffer.from("&password="),
        INVALID_UTF8,
        Buffer.from("&name="),
        INVALID_UTF8,
      ]),
    },
    {
      family: "form: arrays and prototype keys",
      method: "POST",
      headers: FORM_TYPE,
      body: `${everyField("1", intent(4))}&${everyField("2", intent(5))}&__proto__[polluted]=1&constructor[prototype][polluted]=1&${DEEP_FORM_KEY}=1`,
    },
    {
      family: "form: numbers the wrong way",
      method: "POST",
      headers: FORM_TYPE,
      body: everyField("1e309", intent(6)) + "&quantity=-0&price=NaN&rating=Infinity&stockQuantity=0x10",
    },
    {
      family: "form: huge values",
      method: "POST",
      headers: FORM_TYPE,
      body: form([
        ["intent", intent(7)],
        ["email", HUGE.slice(0, 20_000)],
        ["message", HUGE.slice(0, 20_000)],
        ["name", HUGE.slice(0, 20_000)],
      ]),
    },
    { family: "form over the body limit", method: "POST", headers: FORM_TYPE, body: `message=${OVER_LIMIT}` },
    { family: "JSON malformed", method: "POST", headers: JSON_TYPE, body: '{"email": "a@b.c", oops' },
    { family: "JSON deeply nested", method: "POST", headers: JSON_TYPE, body: DEEP_JSON },
    {
      family: "JSON huge",
      method: "POST",
      headers: JSON_TYPE,
      body: JSON.stringify({ items: [HUGE], email: HUGE.slice(0, 1000) }),
    },
    {
      family: "JSON prototype keys",
      method: "POST",
      headers: JSON_TYPE,
      body: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "items": [{"__proto__": {"polluted": true}}]}',
    },
    { family: "JSON numbers as strings", method: "POST", headers: JSON_TYPE, body: jsonOf(() => "12") },
    { family: "JSON strings as numbers", method: "POST", headers: JSON_TYPE, body: jsonOf(() => 12) },
    {
      family: "JSON arrays where one value goes",
      method: "POST",
      headers: JSON_TYPE,
      body: jsonOf((key) => [key, 1, null]),
    },
    {
      family: "JSON of NULs and invalid UTF-8",
      method: "POST",
      headers: JSON_TYPE,
      body: Buffer.concat([
        Buffer.from(jsonOf(() => NUL).slice(0, -1) + ',"q":"'),
        INVALID_UTF8,
        Buffer.from('"}'),
      ]),
    },
  ];
}
