/** Typed keys of the translations that hold a group of texts. */
import type { Namespace, ParseKeys } from "i18next";

/**
 * A key of namespace `Ns` holding the texts `First` and `Second` under it: CopyKey<"home", "title",
 * "text"> takes "benefits.labs" (benefits.labs.title and benefits.labs.text are keys of "home").
 */
export type CopyKey<Ns extends Namespace, First extends string, Second extends string> = {
  [K in ParseKeys<Ns>]: K extends `${infer Base}.${First}`
    ? `${Base}.${Second}` extends ParseKeys<Ns>
      ? Base
      : never
    : never;
}[ParseKeys<Ns>];
