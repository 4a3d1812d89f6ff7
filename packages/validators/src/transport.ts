/**
 * Transport limits shared by the server and its clients, in a module without zod so the web app's
 * first chunk stays small.
 */

/** Most calls one batched HTTP request may carry: the server's `maxBatchSize` and the clients' `maxItems`. */
export const MAX_BATCH_SIZE = 20;
