import { describe, expect, it } from "vitest";
import {
  applyTheme,
  currentTheme,
  parseTheme,
  restoreTheme,
  themeInitScript,
  THEME_STORAGE_KEY,
} from "./theme";

function fakeRoot(classes: string[] = []) {
  const set = new Set(classes);
  const classList = {
    contains: (name: string) => set.has(name),
    add: (name: string) => void set.add(name),
    toggle: (name: string, force?: boolean) => {
      const on = force ?? !set.has(name);
      if (on) set.add(name);
      else set.delete(name);
      return on;
    },
  };
  return { classList } as unknown as Element;
}

function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** Runs the inline script against a fake document and storage. */
function runInitScript(storage: Pick<Storage, "getItem">, root: Element, prefersDark?: boolean) {
  const matchMedia =
    prefersDark === undefined
      ? undefined
      : (query: string) => ({ matches: prefersDark && query === "(prefers-color-scheme: dark)" });
  new Function("localStorage", "document", "matchMedia", themeInitScript)(
    storage,
    { documentElement: root },
    matchMedia,
  );
}

describe("parseTheme", () => {
  it("is light unless the stored value is exactly dark", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme(null)).toBe("light");
    expect(parseTheme("Dark")).toBe("light");
  });
});

describe("themeInitScript", () => {
  it("adds the dark class when site-theme is dark", () => {
    const root = fakeRoot();
    runInitScript(fakeStorage({ [THEME_STORAGE_KEY]: "dark" }), root);
    expect(currentTheme(root)).toBe("dark");
  });

  it("leaves the page light otherwise", () => {
    const root = fakeRoot();
    runInitScript(fakeStorage({ [THEME_STORAGE_KEY]: "light" }), root);
    runInitScript(fakeStorage(), root);
    expect(currentTheme(root)).toBe("light");
  });

  it("follows the browser's dark preference when nothing is stored (a first visit)", () => {
    const root = fakeRoot();
    runInitScript(fakeStorage(), root, true);
    expect(currentTheme(root)).toBe("dark");
    const light = fakeRoot();
    runInitScript(fakeStorage(), light, false);
    expect(currentTheme(light)).toBe("light");
  });

  it("lets a choice made in the header win over the browser's preference", () => {
    const root = fakeRoot();
    runInitScript(fakeStorage({ [THEME_STORAGE_KEY]: "light" }), root, true);
    expect(currentTheme(root)).toBe("light");
  });

  it("does not throw when storage is blocked", () => {
    const root = fakeRoot();
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => runInitScript(blocked, root)).not.toThrow();
    expect(currentTheme(root)).toBe("light");
  });
});

describe("restoreTheme", () => {
  it("shows the stored choice, else the browser's preference", () => {
    const root = fakeRoot();
    restoreTheme(root, fakeStorage(), () => true);
    expect(currentTheme(root)).toBe("dark");
    restoreTheme(root, fakeStorage({ [THEME_STORAGE_KEY]: "light" }), () => true);
    expect(currentTheme(root)).toBe("light");
    restoreTheme(root, fakeStorage(), () => false);
    expect(currentTheme(root)).toBe("light");
  });
});

describe("applyTheme", () => {
  it("sets the class and remembers the choice", () => {
    const root = fakeRoot();
    const storage = fakeStorage();
    applyTheme("dark", root, storage);
    expect(currentTheme(root)).toBe("dark");
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe("dark");
    applyTheme("light", root, storage);
    expect(currentTheme(root)).toBe("light");
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe("light");
  });

  it("still applies the theme when storage refuses", () => {
    const root = fakeRoot();
    const full = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    applyTheme("dark", root, full);
    expect(currentTheme(root)).toBe("dark");
  });
});

describe("restoreTheme", () => {
  it("puts the stored theme back on a root that lost its class", () => {
    const root = fakeRoot();
    restoreTheme(root, fakeStorage({ [THEME_STORAGE_KEY]: "dark" }));
    expect(currentTheme(root)).toBe("dark");
    restoreTheme(root, fakeStorage({ [THEME_STORAGE_KEY]: "light" }));
    expect(currentTheme(root)).toBe("light");
  });

  it("falls back to light when storage is blocked", () => {
    const root = fakeRoot(["dark"]);
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    restoreTheme(root, blocked);
    expect(currentTheme(root)).toBe("light");
  });
});
