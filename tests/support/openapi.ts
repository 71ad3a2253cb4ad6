import Ajv2020 from "ajv/dist/2020";

/**
 * Ajv for the OpenAPI document's schemas (JSON Schema 2020-12), with the formats zod writes:
 * answers are checked against the document itself, not against the zod schemas it came from.
 */
export function jsonSchemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat("uuid", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat("email", /^[^\s@]+@[^\s@]+$/);
  return ajv;
}
