/** A heat-sensitive product's page (decision 075): it ships insulated in summer. */
export const heat = {
  heat: {
    title: "Ships insulated in summer",
    text: "This treat can melt in the heat. In the warm months, checkout offers insulated packaging with cold packs.",
  },
} as const;
