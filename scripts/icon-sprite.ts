import { createRequire } from "node:module";
import { SPRITE_ICON_NAMES } from "../app/components/icons/sprite-icon-names";

/** The sprite the app serves (SpriteIcon.tsx), checked in as this module writes it. */
export const SPRITE_FILE = "app/components/icons/sprite.svg";

type IconData = { size: number; node: [tag: string, attributes: Record<string, string>][] };

const { version } = createRequire(import.meta.url)("lucide-react/package.json") as { version: string };
const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * The sprite: for each icon, a <symbol> with lucide-react's shapes as its modules hold them. No
 * stroke or fill attributes: the `icon` class (app.css) strokes the shapes as lucide does, and a
 * page's fill-* class may fill them, which attributes here would override.
 */
export async function iconSprite(): Promise<string> {
  const symbols = await Promise.all(
    SPRITE_ICON_NAMES.map(async (name) => {
      const { __iconData: icon } = (await import(`lucide-react/icons/${name}`)) as { __iconData: IconData };
      const shapes = icon.node.map(([tag, { key: _key, ...attributes }]) => {
        const list = Object.entries(attributes).map(
          ([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`,
        );
        return `<${tag}${list.join("")}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 ${icon.size} ${icon.size}">${shapes.join("")}</symbol>`;
    }),
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    `<!-- Lucide icons (lucide-react ${version}), ISC License, Copyright (c) Lucide Icons and Contributors: https://lucide.dev/license -->`,
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}
