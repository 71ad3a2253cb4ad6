import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import spriteUrl from "./sprite.svg?no-inline";
import { SpriteIcon } from "./SpriteIcon";

describe("SpriteIcon", () => {
  it("writes the same markup as an svg holding a use element, as one React element", () => {
    // What the icon was before decision 107: two elements for React to render and hydrate.
    const asTwoElements = renderToString(
      <svg aria-hidden="true" focusable="false" className="icon size-4 shrink-0">
        <use href={`${spriteUrl}#shopping-cart`} />
      </svg>,
    );
    expect(renderToString(<SpriteIcon name="shopping-cart" className="size-4 shrink-0" />)).toBe(
      asTwoElements,
    );
  });

  it("draws the named symbol, with the size when one is given", () => {
    const html = renderToString(<SpriteIcon name="heart" size={20} />);
    expect(html).toBe(
      `<svg aria-hidden="true" focusable="false" class="icon" width="20" height="20"><use href="${spriteUrl}#heart"></use></svg>`,
    );
  });
});
