// Unknown API paths answer JSON, whatever the method, like every other API error.
const notFound = () => Response.json({ error: "Not found" }, { status: 404 });

export const loader = notFound;
export const action = notFound;
