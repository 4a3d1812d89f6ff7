/**
 * The parameter names of every message function, in argument order, as `params` names them
 * (message-keys.ts; messages.ts registers this table). A function missing here answers positional
 * names (p0, p1, …); test/message-keys.test.ts requires every function to be listed. The web app's
 * "messages" namespace writes its templates with these names (apps/web/scripts/generate-messages.ts).
 */
export const MESSAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "account.emailChangeSent": ["email"],
  "admin.csv.missingColumn": ["column"],
  "admin.imageHostNotAllowed": ["hosts"],
  "admin.reschedule.confirm": ["from", "to"],
  "admin.reschedule.done": ["reference", "when"],
  "admin.reschedule.intro": ["current"],
  "admin.reschedule.title": ["reference"],
  "auth.weakPasswordRefused": ["advice"],
  "booking.beyondHorizon": ["days"],
  "booking.cancelCutoff": ["hours"],
  "booking.changesClosed": ["duration"],
  "booking.dayClosed": ["reason"],
  "booking.emirateNotServed": ["emirate"],
  "booking.leadTime": ["duration"],
  "booking.notChangeable": ["status"],
  "booking.statusUpdatedMessage": ["status"],
  "booking.testNotOffered": ["testName"],
  "booking.transitionRefused": ["from", "to"],
  "comparison.panelSaving": ["panel", "count", "saving"],
  "insurance.estimateChanged": ["shareAed"],
  "insurance.networkCsv.line": ["line", "reason"],
  "insurance.networkCsv.unknownLab": ["slug"],
  "insurance.networkCsv.unknownPlan": ["slug"],
  "results.bookingNotReady": ["status"],
  "results.csvHeader": ["columns"],
  "results.csvRow": ["line", "reason"],
  "results.csvTooManyRows": ["max"],
  "results.noMatchingTest": ["tests"],
  "results.rowColumns": ["expected", "found"],
  "results.unknownField": ["name"],
  "results.uploaded": ["version"],
};
