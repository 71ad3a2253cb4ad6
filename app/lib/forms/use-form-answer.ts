import { useActionData } from "react-router";

/**
 * The server's latest answer to one form: its fetcher's, or, when the page was posted without
 * JavaScript, the route's action data. `isOwn` picks this form's answers on a page of several
 * forms (by their `intent`).
 */
export function useFormAnswer<Answer>(
  fetcherData: Answer | undefined,
  isOwn: (answer: Answer) => boolean = () => true,
): Answer | undefined {
  const actionData = useActionData() as Answer | undefined;
  const answer = fetcherData ?? actionData;
  return answer !== undefined && answer !== null && isOwn(answer) ? answer : undefined;
}
