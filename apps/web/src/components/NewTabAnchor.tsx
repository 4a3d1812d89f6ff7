import { Anchor, type AnchorProps } from "@mantine/core";
import type { ComponentPropsWithoutRef } from "react";

export type NewTabAnchorProps = AnchorProps &
  Omit<ComponentPropsWithoutRef<"a">, keyof AnchorProps | "target" | "rel">;

/**
 * A link to another site (`href`) that opens in a new tab, without giving it this page (no opener,
 * no referrer). Props: Mantine Anchor's and the link's own (`href`, `aria-label`, `onClick`…).
 */
export function NewTabAnchor(props: NewTabAnchorProps) {
  return <Anchor target="_blank" rel="noopener noreferrer" {...props} />;
}
