/** The admin's audit pages (issue 8). */
export const audit = {
  audit: {
    title: "Audit log",
  },
} as const;
