import { Fragment } from "react";
import { SHOP_EMAIL } from "./shop-contact";

/** A text in which the shop's e-mail address, wherever it appears, becomes a mailto link. */
export function TextWithEmailLinks({ text }: { text: string }) {
  const parts = text.split(SHOP_EMAIL);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <a href={`mailto:${SHOP_EMAIL}`} className="font-medium text-accent underline underline-offset-2">
          {SHOP_EMAIL}
        </a>
      )}
    </Fragment>
  ));
}
