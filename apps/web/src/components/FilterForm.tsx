/**
 * The pieces of a filter form that works before hydration (the search page's and the test page's
 * filters): a GET form to the page with the parameters it reads, and its native selects.
 */
import type { ReactNode, RefObject } from "react";
import { NativeSelect, type NativeSelectProps } from "@mantine/core";

/**
 * A GET form to `action` (the page's path in its language): before hydration the browser sends it;
 * once hydrated the page applies each change as it is made, so submitting does nothing. `ref` is for
 * useKeepPreHydrationForm (lib/hydration.ts).
 */
export function FilterForm({
  ref,
  action,
  children,
}: {
  ref: RefObject<HTMLFormElement | null>;
  action: string;
  children: ReactNode;
}) {
  return (
    <form ref={ref} method="get" action={action} onSubmit={(e) => e.preventDefault()}>
      {children}
    </form>
  );
}

/**
 * A native select of a FilterForm; "" is its "all" choice. `onChange` gets the chosen value; the
 * other props are NativeSelect's (label, name, value, data, disabled, style).
 */
export function FormSelect({
  onChange,
  ...props
}: Omit<NativeSelectProps, "onChange"> & { onChange: (value: string) => void }) {
  return <NativeSelect {...props} onChange={(e) => onChange(e.currentTarget.value)} />;
}
