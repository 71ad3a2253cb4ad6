// `npx tsx scripts/generate-icon-sprite.ts`: writes the icon sprite from lucide-react's shapes
// for the names of app/components/icons/sprite-icon-names.ts.
import { writeFileSync } from "node:fs";
import { iconSprite, SPRITE_FILE } from "./icon-sprite";

writeFileSync(SPRITE_FILE, await iconSprite());
console.log(`Wrote ${SPRITE_FILE}.`);
