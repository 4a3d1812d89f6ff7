import { NativeSelect, type NativeSelectProps } from "@mantine/core";

/**
 * A native select of a GET form that works before hydration (the search page's and the test page's
 * filters); "" is its "all" choice. `onChange` gets the chosen value; the other props are
 * NativeSelect's (label, name, value, data, disabled, style).
 */
export function FormSelect({
  onChange,
  ...props
}: Omit<NativeSelectProps, "onChange"> & { onChange: (value: string) => void }) {
  return <NativeSelect {...props} onChange={(e) => onChange(e.currentTarget.value)} />;
}
