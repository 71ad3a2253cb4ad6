import type { Locator, Page } from "@playwright/test";
import { mailboxLink, newShopper, register, registerAndSignIn, signIn } from "./support/auth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { productCard, UMAIBO } from "./support/cart";
import {
  expect,
  expectNoHorizontalOverflow,
  test,
  useDarkTheme,
  useMobileViewport,
  useSpanish,
  visit,
} from "./support/fixtures";

/** Browser tests of the account journeys: register, confirm, sign in and out, reset, limits. */

const accountMenu = (page: Page) => page.getByRole("button", { name: "Account menu" });

async function openAccountMenu(page: Page): Promise<Locator> {
  await accountMenu(page).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

/** The browser forgets everything (cookies, so the session too): a new visitor. */
async function forget(page: Page): Promise<void> {
  await page.context().clearCookies();
}

/** The answer of the next POST to `path`, while `act` runs. */
async function posting(page: Page, path: string, act: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(path),
    ),
    act(),
  ]);
  return response;
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test.describe("registration and e-mail confirmation", () => {
  test("register, follow the link from the mailbox, be signed in; sign out and go home", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 410/);
    const shopper = newShopper({ firstName: "Grace", lastName: "Hopper" });
    await visit(page, "/register");
    await expect(heading(page, "Create your account")).toBeVisible();
    await page.getByLabel("First name").fill(shopper.firstName);
    await page.getByLabel("Last name").fill(shopper.lastName);
    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByLabel("Confirm password").fill(shopper.password);
    await page
      .getByRole("checkbox", { name: "I agree to the Terms and Conditions and Privacy Policy" })
      .check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByText("Account created! Please check your email to verify your account."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\?registered=1$/);
    await expect(page.getByText(/We sent you a link to confirm your email address/)).toBeVisible();

    const response = await page.goto(await mailboxLink(shopper.email, "/auth/callback"));
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(new URL(page.url()).search).toBe(""); // the token left the address bar
    await expect(heading(page, "Your e-mail is confirmed")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("main").getByRole("link", { name: "My Account" })).toHaveAttribute(
      "href",
      "/account",
    );

    // Signed in: the wishlist link and the member's menu.
    await expect(page.getByRole("link", { name: "Wishlist" })).toBeVisible();
    const menu = await openAccountMenu(page);
    await expect(menu.getByText("Grace Hopper")).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "My Account" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "My Orders" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Sign In" })).toHaveCount(0);

    await menu.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Wishlist" })).toHaveCount(0);
    const after = await openAccountMenu(page);
    await expect(after.getByRole("menuitem", { name: "Sign In" })).toBeVisible();
    await expect(after.getByRole("menuitem", { name: "Create Account" })).toBeVisible();
    await page.keyboard.press("Escape");

    // Back to the private page: it is fetched again (no-store) and shows the signed-out state.
    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/callback$/);
    await expect(heading(page, "This link has expired or was already used")).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist" })).toHaveCount(0);
    const back = await openAccountMenu(page);
    await expect(back.getByRole("menuitem", { name: "Sign In" })).toBeVisible();
  });

  test("a used link gets the expired page, which sends a new one", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 410/);
    const shopper = newShopper();
    await register(page, shopper);
    const link = await mailboxLink(shopper.email, "/auth/callback");
    await page.goto(link);
    await expect(heading(page, "Your e-mail is confirmed")).toBeVisible();
    await forget(page);

    const response = await page.goto(link);
    expect(response?.status()).toBe(410);
    await expect(heading(page, "This link has expired or was already used")).toBeVisible();
    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByRole("button", { name: "Send a new link" }).click();
    await expect(page.getByText(/If that address has an account waiting for confirmation/)).toBeVisible();
  });

  test("the form says what is wrong, one thing at a time, in the spec's order", async ({ page }) => {
    await visit(page, "/register");
    const create = page.getByRole("button", { name: "Create account" });
    await create.click();
    await expect(page.getByText("Please fill in all fields")).toBeVisible();
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email address").fill(newShopper().email);
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm password").fill("abd");
    await create.click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("Confirm password")).toBeFocused();

    await page.getByLabel("Confirm password").fill("abc");
    await create.click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("abcdef");
    await page.getByLabel("Confirm password").fill("abcdef");
    await create.click();
    await expect(page.getByText("Please agree to the terms and conditions")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /I agree to the/ })).toBeFocused();
  });

  test("each password field has its own show/hide toggle", async ({ page }) => {
    await visit(page, "/register");
    const password = page.getByLabel("Password", { exact: true });
    const confirm = page.getByLabel("Confirm password");
    const showPassword = page.getByRole("button", { name: "Show password", exact: true });
    const showConfirm = page.getByRole("button", { name: "Show password confirmation" });

    await showPassword.click();
    await expect(showPassword).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveAttribute("type", "text");
    await expect(confirm).toHaveAttribute("type", "password");
    await expect(showConfirm).toHaveAttribute("aria-pressed", "false");

    await showConfirm.click();
    await showPassword.click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(confirm).toHaveAttribute("type", "text");
  });
});

test.describe("signing in", () => {
  test("wrong password and unknown address get the same message; the right one signs in and goes back", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 401/);
    const shopper = await registerAndSignIn(page);
    await forget(page);

    await visit(page, "/login?redirectTo=%2Fcart");
    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

    await page.getByLabel("Email address").fill("nobody-at-all@example.com");
    await posting(page, "/login", () => page.getByRole("button", { name: "Sign in" }).click());
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    // The sign-in page left the history: Back does not return to it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);

    // Signed in, /login and /register send the visitor on.
    await visit(page, "/login");
    await expect(page).toHaveURL(/\/$/);
    await visit(page, "/register?redirectTo=%2Fproducts");
    await expect(page).toHaveURL(/\/products$/);
  });

  test("empty fields: Please fill in all fields", async ({ page }) => {
    await visit(page, "/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please fill in all fields")).toBeVisible();
    await expect(page.getByLabel("Email address")).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test("an unconfirmed address is told to confirm first and can get the e-mail again", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 403/);
    const shopper = newShopper();
    await register(page, shopper);
    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(/^Please confirm your e-mail address first\./)).toBeVisible();
    await page.getByRole("button", { name: "Send the e-mail again" }).click();
    await expect(page.getByText(/If that address has an account waiting for confirmation/)).toBeVisible();
  });

  test("the menu's Sign In comes back to the page it was opened on; Continue as Guest goes shopping", async ({
    page,
  }) => {
    const shopper = await registerAndSignIn(page);
    await forget(page);

    await visit(page, "/products?sort=price-asc");
    const menu = await openAccountMenu(page);
    await menu.getByRole("menuitem", { name: "Sign In" }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/products?sort=price-asc")}`);
    await expect(page.getByRole("link", { name: "Continue as Guest" })).toHaveAttribute(
      "href",
      "/products?sort=price-asc",
    );
    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);

    await forget(page);
    await visit(page, "/login");
    await page.getByRole("link", { name: "Continue as Guest" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("browsing never loads the account area's texts; the way to Sign In brings them, in each language", async ({
    page,
  }) => {
    // The chunk of one language's account-area texts (decision 028).
    const accountAreaTexts: string[] = [];
    page.on("request", (request) => {
      const file = new URL(request.url()).pathname;
      if (file.startsWith("/assets/texts-") && file.includes("-accountArea-")) accountAreaTexts.push(file);
    });

    await visit(page, "/products?search=Umaibo");
    await productCard(page, UMAIBO.name).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: UMAIBO.name })).toBeVisible();
    expect(accountAreaTexts).toEqual([]);

    const menu = await openAccountMenu(page);
    await menu.getByRole("menuitem", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeVisible();
    await expect(page.getByLabel("Email address")).toBeVisible();
    await expect(page).toHaveTitle("Sign In | Sweet Trip");
    expect(accountAreaTexts).toHaveLength(1);

    await page.getByLabel("Language").selectOption("es");
    await expect(page.getByRole("heading", { level: 1, name: "Inicia sesión en tu cuenta" })).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toBeVisible();
    await expect(page.getByRole("link", { name: "crea una cuenta nueva" })).toBeVisible();
    expect(accountAreaTexts).toHaveLength(2);
  });

  test("Remember me: unticked a browser-session cookie, ticked one for 30 days", async ({ page }) => {
    const shopper = await registerAndSignIn(page);
    const sessionCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name.endsWith("better-auth.session_token"));

    await forget(page);
    await signIn(page, shopper);
    const brief = await sessionCookie();
    expect(brief?.expires).toBe(-1);
    expect(brief?.httpOnly).toBe(true);
    expect(brief?.sameSite).toBe("Lax");

    await forget(page);
    await signIn(page, shopper, { rememberMe: true });
    const remembered = await sessionCookie();
    const days = (remembered!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  test("after 6 wrong passwords from one browser, it waits a minute: the message says the account is not locked", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 401/);
    consoleGuard.allow(/status of 429/);
    const email = newShopper().email;
    await visit(page, "/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("guess-again");
    const button = page.getByRole("button", { name: "Sign in" });
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await posting(page, "/login", () => button.click());
      expect(response.status(), `attempt ${attempt}`).toBe(401);
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    }
    const response = await posting(page, "/login", () => button.click());
    expect(response.status()).toBe(429);
    await expect(page.getByRole("alert")).toHaveText(
      "Too many wrong passwords from this device or network. Please try again in 1 minute. Your account is not locked: you can sign in from elsewhere or reset your password at any time.",
    );
  });
});

test.describe("password reset", () => {
  test("forgot → the mailbox's link → a new password → signed in with it, the old one refused", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 401/);
    const shopper = await registerAndSignIn(page);
    await forget(page);

    await visit(page, "/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(heading(page, "Forgot your password?")).toBeVisible();
    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/^If an account exists for that address, we sent a link/)).toBeVisible();

    await page.goto(await mailboxLink(shopper.email, "/reset-password"));
    await expect(heading(page, "Choose a new password")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("brand-new-secret");
    await page.getByLabel("Confirm new password").fill("brand-new-secret");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(
      page.getByText("Your password has been changed. Sign in with your new password."),
    ).toBeVisible();

    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

    await signIn(page, { email: shopper.email, password: "brand-new-secret" });
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("keyboard only", () => {
  test("sign in: skip link, the fields in order, visible focus, Enter submits", async ({ page }) => {
    const shopper = await registerAndSignIn(page);
    await forget(page);
    await visit(page, "/login");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Sweet Trip home" }).last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "create a new account" })).toBeFocused();
    await page.keyboard.press("Tab");
    const email = page.getByLabel("Email address");
    await expect(email).toBeFocused();
    expect(await email.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    await page.keyboard.type(shopper.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(shopper.password);
    await page.keyboard.press("Tab");
    const toggle = page.getByRole("button", { name: "Show password" });
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Remember me")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("sign up: every field, the toggles, the terms and the button in order", async ({ page }) => {
    const shopper = newShopper();
    await visit(page, "/register");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // skip to content
    await page.keyboard.press("Tab"); // logo
    await page.keyboard.press("Tab"); // Sign in
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toBeFocused();

    const steps: [Locator, string | null][] = [
      [page.getByLabel("First name"), shopper.firstName],
      [page.getByLabel("Last name"), shopper.lastName],
      [page.getByLabel("Email address"), shopper.email],
      [page.getByLabel("Password", { exact: true }), shopper.password],
      [page.getByRole("button", { name: "Show password", exact: true }), null],
      [page.getByLabel("Confirm password"), shopper.password],
      [page.getByRole("button", { name: "Show password confirmation" }), null],
    ];
    for (const [target, text] of steps) {
      await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
      if (text) await page.keyboard.type(text);
    }
    await page.keyboard.press("Tab");
    const terms = page.getByRole("checkbox", { name: /I agree to the/ });
    await expect(terms).toBeFocused();
    await page.keyboard.press("Space");
    await expect(terms).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Terms and Conditions" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    const create = page.getByRole("button", { name: "Create account" });
    await expect(create).toBeFocused();
    expect(await create.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    await page.keyboard.press("Enter");
    await expect(
      page.getByText("Account created! Please check your email to verify your account."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\?registered=1$/);
  });
});

test.describe("on a phone, in Spanish", () => {
  useMobileViewport();

  test("/login and /register fit 375 px and speak Spanish", async ({ page }) => {
    await useSpanish(page);
    await visit(page, "/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Iniciar sesión | Sweet Trip");
    await expect(heading(page, "Inicia sesión en tu cuenta")).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toHaveAttribute("type", "email");
    await expect(page.getByRole("button", { name: "Mostrar contraseña" })).toBeVisible();
    await expect(page.getByLabel("Recordarme")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Rellena todos los campos")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.getByRole("link", { name: "crea una cuenta nueva" }).click();
    await expect(heading(page, "Crea tu cuenta")).toBeVisible();
    await expect(page).toHaveTitle("Crear cuenta | Sweet Trip");
    await expect(page.getByRole("checkbox", { name: /Acepto los Términos y condiciones/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByLabel("Nombre").fill("Ada");
    await page.getByLabel("Apellidos").fill("Lovelace");
    await page.getByLabel("Correo electrónico").fill(newShopper().email);
    await page.getByLabel("Contraseña", { exact: true }).fill("abc");
    await page.getByLabel("Confirmar contraseña").fill("abc");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("registration, confirmation and sign-in work as plain form posts", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 40[01]/);
    const shopper = newShopper();
    await page.goto("/register");
    await page.getByLabel("First name").fill(shopper.firstName);
    await page.getByLabel("Last name").fill(shopper.lastName);
    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByLabel("Confirm password").fill("something-else");
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    // What was typed is kept, except the passwords.
    await expect(page.getByLabel("Email address")).toHaveValue(shopper.email);
    await expect(page.getByLabel("First name")).toHaveValue(shopper.firstName);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /I agree to the/ })).toBeChecked();
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByLabel("Confirm password").fill(shopper.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/login\?registered=1$/);

    await page.goto(await mailboxLink(shopper.email, "/auth/callback"));
    await expect(heading(page, "Your e-mail is confirmed")).toBeVisible();
    await forget(page);

    await page.goto("/login?redirectTo=%2Fcart");
    await page.getByLabel("Email address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email address")).toHaveValue(shopper.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("link", { name: "Wishlist" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const theme of ["light", "dark"] as const) {
    test.describe(theme, () => {
      test.beforeEach(async ({ page, consoleGuard }) => {
        consoleGuard.allow(/status of 410/);
        if (theme === "dark") await useDarkTheme(page);
      });

      for (const [path, title] of [
        ["/login", "Sign in to your account"],
        ["/register", "Create your account"],
        ["/forgot-password", "Forgot your password?"],
        ["/reset-password?token=used-or-unknown", "This link has expired or was already used"],
        ["/auth/callback?token=used-or-unknown", "This link has expired or was already used"],
      ] as const) {
        test(`${path.split("?")[0]} passes axe, with its title and noindex`, async ({ page }) => {
          await visit(page, path);
          if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
          await expect(heading(page, title)).toBeVisible();
          await expect(page).toHaveTitle(/ \| Sweet Trip$/);
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
          await expectNoSeriousA11yViolations(page);
        });
      }

      test("the registration form with its problems shown passes axe", async ({ page }) => {
        await visit(page, "/register");
        await page.getByRole("button", { name: "Create account" }).click();
        await expect(page.getByText("Please fill in all fields")).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test("the confirmed page, a sent reset link and the new-password form pass axe", async ({ page }) => {
        const shopper = await registerAndSignIn(page);
        await expectNoSeriousA11yViolations(page);
        await forget(page);
        await visit(page, "/forgot-password");
        await page.getByLabel("Email address").fill(shopper.email);
        await page.getByRole("button", { name: "Send reset link" }).click();
        await expect(page.getByText(/^If an account exists for that address/)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.goto(await mailboxLink(shopper.email, "/reset-password"));
        await expect(heading(page, "Choose a new password")).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
});
