import { IconHome, IconHomeOff } from "@tabler/icons-react";

/** A decorative house icon of `size` px, crossed out when the lab offers no `homeCollection`. */
export function HomeCollectionIcon({ homeCollection, size }: { homeCollection: boolean; size: number }) {
  return homeCollection ? <IconHome size={size} aria-hidden /> : <IconHomeOff size={size} aria-hidden />;
}
