/** Mantine's Select (of string values) on its own, so DeferredSelect can load it lazily. */
import { Select, type SelectProps } from "@mantine/core";

export default Select as (props: SelectProps<string>) => React.ReactNode;
