/**
 * Why a sign-up was refused. Messages are translation keys: the form shows them in the page's
 * language and the server translates them for its JSON answer. (Apart from the schema, so the
 * home page can name them without loading zod.)
 */
export const SIGNUP_ERRORS = {
  required: "home.newsletter.emailRequired",
  invalid: "home.newsletter.emailInvalid",
} as const;

export type SignupError = (typeof SIGNUP_ERRORS)[keyof typeof SIGNUP_ERRORS];
