/** Sign-in, registration, e-mail links and password reset. */
export const auth = {
  auth: {},
} as const;
