import { useEffect, useRef } from "react";

/**
 * Calls `onAnswer` once for each answer `fetcher` gets from its action, when it is back to idle
 * (not again on a re-render, nor for the answer it already had when the component mounted).
 */
export function useEachAnswer<Data>(
  fetcher: { state: "idle" | "loading" | "submitting"; data: Data | undefined },
  onAnswer: (answer: Data) => void,
) {
  const announced = useRef(fetcher.data);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || answer === undefined || announced.current === answer) return;
    announced.current = answer;
    onAnswer(answer);
    // Once per answer: onAnswer is a new function on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);
}
