/** Copy of the shared appointment pieces (lab details, totals, preparation); translation lives here, not in the logic. */
export const appointmentsCopy = {
  hours: "Opening hours",
  phone: "Phone",
  directions: "Get directions",
  directionsTo: (lab: string) => `Get directions to ${lab} (opens in a new tab)`,
  subtotal: "Subtotal",
  homeCollectionFee: "Home collection fee",
  homeCollectionFeeNote: "One fee per visit",
  total: "Total",
  preparationTitle: "Preparation Instructions",
  fastFor: (hours: number) => `Fast for ${hours} ${hours === 1 ? "hour" : "hours"}`,
  noPreparation: "No special preparation is needed for these tests.",
} as const;
