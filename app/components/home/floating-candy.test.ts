import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FLOATING_CANDY_COUNT,
  FLOATING_CANDY_IMAGES,
  FLOATING_CANDY_ON_SMALL_SCREENS,
  floatingCandy,
} from "./floating-candy";
import { FLOATING_CANDY_MARKUP } from "./FloatingCandy";

describe("the floating candy behind the home hero", () => {
  it("has the spec's 48 pieces, 12 of them kept on small screens", () => {
    expect(FLOATING_CANDY_COUNT).toBe(48);
    expect(FLOATING_CANDY_ON_SMALL_SCREENS).toBe(12);
    expect(floatingCandy).toHaveLength(48);
    expect(floatingCandy.filter((piece) => piece.onSmallScreens)).toHaveLength(12);
  });

  it("spreads the small-screen pieces from top to bottom", () => {
    const tops = floatingCandy.filter((piece) => piece.onSmallScreens).map((piece) => piece.top);
    expect(Math.min(...tops)).toBeLessThan(100 / 6);
    expect(Math.max(...tops)).toBeGreaterThan(100 - 100 / 6);
  });

  it("stays inside the hero and keeps every piece faint and small", () => {
    for (const piece of floatingCandy) {
      expect(piece.left).toBeGreaterThanOrEqual(0);
      expect(piece.left).toBeLessThanOrEqual(100);
      expect(piece.top).toBeGreaterThanOrEqual(0);
      expect(piece.top).toBeLessThanOrEqual(100);
      expect(piece.size).toBeLessThanOrEqual(80);
      expect(piece.opacity).toBeLessThanOrEqual(0.6);
    }
  });

  it("uses every image, and each exists in the shop's artwork", () => {
    expect(new Set(floatingCandy.map((piece) => piece.src))).toEqual(new Set(FLOATING_CANDY_IMAGES));
    for (const src of FLOATING_CANDY_IMAGES) expect(existsSync(path.join("public", src)), src).toBe(true);
  });
});

describe("the floating candy's markup (one element for React)", () => {
  const pieces = [
    ...FLOATING_CANDY_MARKUP.matchAll(
      /<span class="([^"]*)" style="([^"]*)"><img src="([^"]*)"[^>]*><\/span>/g,
    ),
  ];

  it("draws every piece once, in its place, with its drift, the extra ones marked for small screens", () => {
    expect(pieces).toHaveLength(FLOATING_CANDY_COUNT);
    expect(pieces.map((match) => match[0]).join("")).toBe(FLOATING_CANDY_MARKUP);
    pieces.forEach(([, className, style, src], index) => {
      const piece = floatingCandy[index]!;
      expect(className!.split(" ").includes("floating-candy-extra")).toBe(!piece.onSmallScreens);
      expect(style).toContain(`left:${piece.left}%;top:${piece.top}%;width:${piece.size}px`);
      expect(style).toContain(`--candy-duration:${piece.duration}s;--candy-delay:${piece.delay}s`);
      expect(src).toBe(piece.src);
    });
  });

  it("keeps each image decorative and lazy", () => {
    for (const [markup] of pieces) {
      expect(markup).toMatch(/ alt="" /);
      expect(markup).toContain('loading="lazy"');
    }
  });
});
