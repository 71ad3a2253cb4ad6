/** The admin's packing slip link on an order (decision 075). */
export const packingSlip = {
  packingSlip: {
    link: "Packing slip",
    linkHint: "Opens a print-ready page in a new tab",
  },
} as const;
