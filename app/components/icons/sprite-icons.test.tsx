import {
  ArrowRight,
  Bird,
  Camera,
  ChevronDown,
  ChevronRight,
  Globe,
  Heart,
  Menu,
  Moon,
  Search,
  ShoppingCart,
  Star,
  Sun,
  ThumbsUp,
  Truck,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_ICONS, type SpriteIconName } from "./sprite-icons";

const LUCIDE: Record<SpriteIconName, LucideIcon> = {
  star: Star,
  heart: Heart,
  cart: ShoppingCart,
  truck: Truck,
  search: Search,
  user: UserRound,
  moon: Moon,
  sun: Sun,
  globe: Globe,
  "chevron-down": ChevronDown,
  "chevron-right": ChevronRight,
  "arrow-right": ArrowRight,
  menu: Menu,
  camera: Camera,
  "thumbs-up": ThumbsUp,
  bird: Bird,
};

describe("the sprite's icons", () => {
  it.each(Object.keys(SPRITE_ICONS) as SpriteIconName[])("%s draws lucide's shapes", (name) => {
    const Icon = LUCIDE[name];
    const shapes = renderToStaticMarkup(<Icon />)
      .replace(/^<svg[^>]*>|<\/svg>$/g, "")
      .replace(/><\/\w+>/g, "/>");
    expect(SPRITE_ICONS[name]).toBe(shapes);
  });
});
