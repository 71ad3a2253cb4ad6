// The least a React Router page costs: a loader, a title, a paragraph — in the document of root.tsx.
export function loader() {
  return { empty: true };
}

export function meta() {
  return [{ title: "Empty" }];
}

export default function Empty() {
  return <p>An empty page.</p>;
}
