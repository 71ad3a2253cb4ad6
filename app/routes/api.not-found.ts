import { jsonAnswer } from "~/lib/json-answer.server";

// Unknown API paths answer JSON, whatever the method, like every other API error.
const notFound = () => jsonAnswer({ error: "Not found" }, { status: 404 });

export const loader = notFound;
export const action = notFound;
