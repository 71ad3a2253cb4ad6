import { data } from "react-router";

// Not built yet (issue 4): answers the not-found page until it is.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotBuiltYet() {
  return null;
}
