/** The account page (profile, password) and saved addresses. */
export const account = {
  accountPage: {},
} as const;
