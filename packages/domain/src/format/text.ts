/**
 * Wordings of durations and statuses in English: a turnaround ("Same day", "Results in 3 days"), a
 * cut-off ("2 hours"), a capitalised status.
 */

/** Turnaround in hours as patients read it: "Same day", "24 hours", "3 days". */
export function formatTurnaround(hours: number): string {
  if (hours <= 12) return "Same day";
  if (hours <= 48) return `${hours} hours`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** Capitalises a status value for display: "pending" → "Pending". */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The one wording of an offer's turnaround everywhere a lab's results time is shown:
 * "Results in 6 h", "Results in 24 h", and from 48 hours on in days ("Results in 3 days").
 */
export function resultsIn(hours: number): string {
  if (hours < 48) return `Results in ${hours} h`;
  const days = Math.round(hours / 24);
  return `Results in ${days} days`;
}

/** "2 hours", "90 minutes", "1 hour" for a cut-off in minutes. */
export function durationText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}
