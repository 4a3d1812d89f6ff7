/** Typed keys of the "home" copy. */
import type { ParseKeys } from "i18next";

type HomeKey = ParseKeys<"home">;

/**
 * A key of the "home" copy holding the texts `First` and `Second` under it, e.g.
 * HomeCopyKey<"title", "text"> takes "benefits.labs" (benefits.labs.title, benefits.labs.text).
 */
export type HomeCopyKey<First extends string, Second extends string> = {
  [K in HomeKey]: K extends `${infer Base}.${First}`
    ? `${Base}.${Second}` extends HomeKey
      ? Base
      : never
    : never;
}[HomeKey];
