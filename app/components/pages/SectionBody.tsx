import { TextWithEmailLinks } from "./TextWithEmailLinks";

/** A block of a section's text: a paragraph, a bulleted list, or numbered steps. */
import type { Block } from "~/content/info-pages/types";

function Items({ items }: { items: readonly string[] }) {
  return items.map((item) => (
    <li key={item} className="pl-1.5">
      <TextWithEmailLinks text={item} />
    </li>
  ));
}

export function SectionBody({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    if (typeof block === "string")
      return (
        <p key={index} className="mt-4 leading-7">
          <TextWithEmailLinks text={block} />
        </p>
      );
    if ("steps" in block)
      return (
        <ol
          key={index}
          className="mt-4 list-decimal space-y-2 pl-6 leading-7 marker:font-semibold marker:text-accent"
        >
          <Items items={block.steps} />
        </ol>
      );
    return (
      <ul key={index} className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-accent">
        <Items items={block.list} />
      </ul>
    );
  });
}
