import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_ICON_NAMES } from "~/components/icons/sprite-icon-names";
import { iconSprite, SPRITE_FILE } from "./icon-sprite";

/** The app's source (its tests and the list of names aside): what the browser may draw. */
const appSource = readdirSync("app", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|sprite-icon-names\.ts$/.test(file))
  .map((file) => readFileSync(path.join("app", file), "utf8"))
  .join("\n");

describe("the icon sprite", () => {
  it("is committed as generated (run `npx tsx scripts/generate-icon-sprite.ts` after changing its names or lucide-react)", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await iconSprite());
  });

  it("draws each icon as lucide-react draws it", async () => {
    const symbols = [
      ...(await iconSprite()).matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*)<\/symbol>/g),
    ];
    expect(symbols.map(([, name]) => name)).toEqual([...SPRITE_ICON_NAMES]);
    for (const [, name, shapes] of symbols) {
      const { default: Icon } = (await import(`lucide-react/icons/${name}`)) as { default: LucideIcon };
      const drawn = renderToStaticMarkup(createElement(Icon)).replace(/^<svg[^>]*>|<\/svg>$/g, "");
      expect(shapes, name).toBe(drawn.replace(/><\/\w+>/g, "/>"));
    }
  });

  // TypeScript holds every name the app gives SpriteIcon to this list; this holds the list to
  // the icons the app names, so that the sprite carries none that no page draws.
  it.each(SPRITE_ICON_NAMES)("draws %s somewhere", (name) => {
    expect(appSource).toContain(`"${name}"`);
  });
});
