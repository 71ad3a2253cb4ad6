// Placeholder: built by the storefront work (issue 3).
export function loader() {
  return new Response("Not found", { status: 404 });
}
