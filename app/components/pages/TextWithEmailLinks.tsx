import { Fragment } from "react";
import { useRootData } from "~/components/layout/use-root-data";
import { contactTextParts } from "~/lib/shop-contact";

/**
 * A text that may name the shop's contact address (`{email?…|…}`, `app/lib/shop-contact.ts`): the
 * address, when the shop has one set, becomes a mailto link; without one the text says the other
 * wording.
 */
export function TextWithEmailLinks({ text }: { text: string }) {
  const { contact } = useRootData();
  return contactTextParts(text, contact.email).map((part, index) => (
    <Fragment key={index}>
      {"email" in part ? (
        <a href={`mailto:${part.email}`} className="font-medium text-accent underline underline-offset-2">
          {part.email}
        </a>
      ) : (
        part.text
      )}
    </Fragment>
  ));
}
