// Not built yet (issue 4): answers like any unknown API path until it is.
const notFound = () => Response.json({ error: "Not found" }, { status: 404 });

export const loader = notFound;
export const action = notFound;
