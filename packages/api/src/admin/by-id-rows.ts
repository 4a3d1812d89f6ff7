/**
 * The DeletableRows of a console table read by id in one select: each of its services (categories,
 * insurers, labs, tests, resources, blog posts) reads, changes and deletes its rows the same way.
 */
import type { DeletableRows, Tx } from "./audited-writes.ts";

/** The part of a Prisma model (testCategory, insurer, lab, test, resource, blogPost) that byIdRows uses: S is the select, R its row. */
interface ByIdModel<S, R, U> {
  findUnique(args: { where: { id: string }; select: S }): Promise<R | null>;
  update(args: { where: { id: string }; data: U; select: S }): Promise<R>;
  delete(args: { where: { id: string } }): Promise<unknown>;
}

/**
 * DeletableRows over `model(tx)` (the model picked from the transaction client): find, update and
 * delete by id, rows read with `select` and shown through `toDto`; `notFound` makes the NOT_FOUND error.
 */
export function byIdRows<S, R, D, U>(opts: {
  model: (tx: Tx) => ByIdModel<NoInfer<S>, R, U>;
  select: S;
  toDto: (row: R) => D;
  notFound: () => Error;
}): DeletableRows<R, D, U> {
  const { model, select } = opts;
  return {
    notFound: opts.notFound,
    find: (tx, id) => model(tx).findUnique({ where: { id }, select }),
    update: (tx, id, data) => model(tx).update({ where: { id }, data, select }),
    remove: (tx, id) => model(tx).delete({ where: { id } }),
    toDto: opts.toDto,
  };
}
