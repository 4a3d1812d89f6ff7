/** Copy of the near-me control (test pages, the basket, /labs). */
export const nearMeCopy = {
  title: "Near me",
  useLocation: "Use my location",
  locating: "Finding you…",
  areaLabel: "Or choose your area",
  areaPlaceholder: "Choose an area",
  fromLocation: "Distances from your location",
  fromArea: (area: string, emirate: string) => `Distances from ${area}, ${emirate}`,
  clear: "Clear location",
  hint: "Distances are in a straight line.",
};
