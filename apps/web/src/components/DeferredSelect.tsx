/**
 * Mantine's Select, out of a public page's first load (Select brings Combobox, Popover and
 * floating-ui, which the search, test, labs and basket pages need only once used). Until its code has
 * arrived (requested at the first render, so usually a moment later) a look-alike stands in: the
 * same input, label, chevron and clear button, showing the selected option's label, so nothing moves
 * when the real one takes over. A click or focus on the stand-in is handed on: the Select mounts
 * focused, with its dropdown open after a click.
 *
 * Same props as Mantine's Select. The stand-in shows `label`, `description`, `error`, `placeholder`,
 * the selected value, `clearable`, `disabled`, `size`, `radius`, `variant`, `required`/`withAsterisk`,
 * `leftSection`, `className`, `style` and Mantine's style props (`w`, `mt`, `flex`…).
 */
import { lazy, Suspense, useState } from "react";
import {
  ComboboxChevron,
  extractStyleProps,
  Input,
  InputBase,
  type ComboboxData,
  type SelectProps,
} from "@mantine/core";

const Select = lazy(() => import("./SelectComponent"));

type Activation = "focus" | "click" | null;

export function DeferredSelect(props: SelectProps<string>) {
  const [activation, setActivation] = useState<Activation>(null);
  return (
    <Suspense
      fallback={
        <SelectStandIn
          {...props}
          onActivate={(a) => setActivation((current) => (current === "click" ? current : a))}
        />
      }
    >
      <Select
        {...props}
        // Focus follows the user: they clicked or focused the stand-in, so the real Select takes over.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={props.autoFocus || activation !== null}
        defaultDropdownOpened={props.defaultDropdownOpened || activation === "click"}
      />
    </Suspense>
  );
}

/** The label of `value` in Select `data` (strings, { value, label } items, or groups of them). */
function optionLabel(data: ComboboxData | undefined, value: string | null | undefined): string {
  if (value == null) return "";
  for (const item of data ?? []) {
    if (typeof item === "string") {
      if (item === value) return item;
    } else if ("group" in item) {
      const label = optionLabel(item.items as ComboboxData, value);
      if (label) return label;
    } else if (item.value === value) {
      return item.label ?? item.value;
    }
  }
  return "";
}

function SelectStandIn({
  onActivate,
  ...props
}: SelectProps<string> & { onActivate: (a: Activation) => void }) {
  const { styleProps } = extractStyleProps(props);
  const value = props.value !== undefined ? props.value : props.defaultValue;
  return (
    <InputBase
      {...styleProps}
      className={props.className}
      style={props.style}
      id={props.id}
      label={props.label}
      description={props.description}
      error={props.error}
      required={props.required}
      withAsterisk={props.withAsterisk}
      placeholder={props.placeholder}
      size={props.size}
      radius={props.radius}
      variant={props.variant}
      disabled={props.disabled}
      leftSection={props.leftSection}
      value={optionLabel(props.data, value)}
      readOnly
      pointer={!props.searchable}
      aria-haspopup="listbox"
      __defaultRightSection={<ComboboxChevron size={props.size} error={props.error} />}
      __clearSection={<Input.ClearButton tabIndex={-1} />}
      __clearable={!!props.clearable && value != null && !props.disabled && !props.readOnly}
      rightSectionPointerEvents="none"
      // A press is recorded before the focus it causes: when the Select's code arrives between the
      // two, the click itself lands on the stand-in being replaced, and the list must open all the same.
      onPointerDown={() => onActivate("click")}
      onFocus={() => onActivate("focus")}
      onClick={() => onActivate("click")}
    />
  );
}
