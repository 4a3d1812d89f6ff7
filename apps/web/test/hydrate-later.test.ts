/**
 * HydrateRestLater's split in the server's HTML: the items of the first screen outside any Suspense
 * boundary (hydrated with the page), the rest inside one (`<!--$-->…<!--/$-->`, hydrated later), and
 * the same split for the server and the hydrating browser, which both read the device class.
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateRestLater } from "../src/components/HydrateLater";
import { DeviceClassContext, type DeviceClass } from "../src/lib/viewport";

function html(device: DeviceClass | null, items: string[]): string {
  const list = createElement(HydrateRestLater, {
    items,
    keyOf: (item: unknown) => String(item),
    children: (item: unknown): ReactNode => createElement("li", null, String(item)),
  });
  return renderToString(
    createElement(DeviceClassContext, { value: device }, createElement("ul", null, list)),
  );
}

describe("HydrateRestLater", () => {
  it("leaves a phone's first two cards and a desktop's first row of three outside the later boundary", () => {
    expect(html("phone", ["a", "b", "c", "d"])).toBe(
      "<ul><li>a</li><li>b</li><!--$--><li>c</li><li>d</li><!--/$--></ul>",
    );
    expect(html("desktop", ["a", "b", "c", "d"])).toBe(
      "<ul><li>a</li><li>b</li><li>c</li><!--$--><li>d</li><!--/$--></ul>",
    );
    expect(html(null, ["a", "b", "c", "d"])).toBe(html("desktop", ["a", "b", "c", "d"]));
  });

  it("adds no boundary when the list fits the first screen", () => {
    expect(html("phone", ["a", "b"])).toBe("<ul><li>a</li><li>b</li></ul>");
    expect(html("desktop", [])).toBe("<ul></ul>");
  });
});
