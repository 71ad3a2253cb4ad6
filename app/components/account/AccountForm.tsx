import type { FormEvent, ReactNode, RefObject } from "react";
import type { FetcherWithComponents } from "react-router";
import type { AccountIntent } from "~/modules/accounts/account-results";

/**
 * The form element of one account-page form: its own fetcher, checked in the browser before
 * sending (the form kit's handlers), and the `intent` that tells the action which form it is.
 */
export function AccountForm({
  fetcher,
  ref,
  noValidate,
  onSubmit,
  onChange,
  intent,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  ref: RefObject<HTMLFormElement | null>;
  noValidate: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  intent: AccountIntent;
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      ref={ref}
      method="post"
      noValidate={noValidate}
      onSubmit={onSubmit}
      onChange={onChange}
      className="mt-6 space-y-5"
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </fetcher.Form>
  );
}
