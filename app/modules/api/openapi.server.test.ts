import { describe, expect, it } from "vitest";
import { jsonSchemaValidator } from "~tests/support/openapi";
import { declaredRoutes } from "~tests/support/route-table";
import { apiOperations, openApiDocument } from "./openapi.server";

// The JSON API's routes in the route table, as OpenAPI paths (`:number` → `{number}`). The
// splat `api/*` is the JSON 404 of every unknown API path, said in the document's description.
const apiRoutes = declaredRoutes().filter((route) => route.pattern.startsWith("api/"));
const routed = new Map(
  apiRoutes
    .filter((route) => !route.pattern.endsWith("*"))
    .map((route) => [`/${route.pattern.replace(/:(\w+)/g, "{$1}")}`, route.file]),
);
const routeModules = import.meta.glob(["../../routes/api.*.ts", "!../../routes/api.*.test.ts"]);
// Answered before React Router (server/health.ts), so not in the route table.
const BEFORE_THE_APP = ["/api/health"];

const document = openApiDocument("https://shop.example.com") as {
  openapi: string;
  servers: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        responses: Record<string, { description?: string; content?: Record<string, { schema: object }> }>;
        requestBody?: { content: Record<string, { schema: object }> };
      }
    >
  >;
};

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 for the shop's own origin", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "https://shop.example.com" }]);
  });

  it("documents every /api/ route of the route table, and nothing that is not one", () => {
    expect(apiRoutes.length).toBeGreaterThan(5);
    for (const path of routed.keys()) expect(Object.keys(document.paths), path).toContain(path);
    for (const path of Object.keys(document.paths)) {
      expect([...routed.keys(), ...BEFORE_THE_APP], path).toContain(path);
    }
    expect(apiRoutes.some((route) => route.pattern === "api/*")).toBe(true);
  });

  it("documents a GET only where the route has a loader that answers, a POST only where it has an action", async () => {
    for (const [path, file] of routed) {
      const module = (await routeModules[`../../${file}`]!()) as Record<string, unknown>;
      for (const method of Object.keys(apiOperations[path] ?? {})) {
        expect(typeof module[method === "get" ? "loader" : "action"], `${method} ${path}`).toBe("function");
      }
    }
  });

  it("has a valid JSON Schema (2020-12) for every body and answer", () => {
    const ajv = jsonSchemaValidator();
    let schemas = 0;
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        const contents = [
          ...Object.values(operation.requestBody?.content ?? {}),
          ...Object.values(operation.responses).flatMap((answer) => Object.values(answer.content ?? {})),
        ];
        for (const { schema } of contents) {
          expect(() => ajv.compile(schema)).not.toThrow();
          schemas += 1;
        }
      }
    }
    expect(schemas).toBeGreaterThan(30);
  });

  it("names every operation uniquely and gives every answer a description", () => {
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        for (const answer of Object.values(operation.responses)) {
          expect(answer.description).toBeTruthy();
        }
      }
    }
  });
});
