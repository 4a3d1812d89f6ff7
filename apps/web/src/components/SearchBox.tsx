import { Button, CloseButton, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useResettableState } from "../lib/hooks";

export const SEARCH_PLACEHOLDER = "Search for tests, packages, or labs...";

interface SearchBoxProps {
  /** Text to start with (and to follow when it changes, e.g. the URL's q). */
  value?: string;
  /** Called on submit, and with "" when the clear button is pressed. */
  onSearch: (q: string) => void;
  size?: "md" | "lg";
}

/** Search field with a clear (x) button and a Search button; submitting calls `onSearch`. */
export function SearchBox({ value = "", onSearch, size = "md" }: SearchBoxProps) {
  const [text, setText] = useResettableState(value);

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group gap="xs" wrap="nowrap" align="stretch">
        <TextInput
          style={{ flex: 1 }}
          size={size}
          type="text"
          enterKeyHint="search"
          aria-label="Search tests"
          placeholder={SEARCH_PLACEHOLDER}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            text ? (
              <CloseButton
                aria-label="Clear search"
                onClick={() => {
                  setText("");
                  onSearch("");
                }}
              />
            ) : null
          }
          rightSectionPointerEvents="all"
        />
        <Button type="submit" size={size}>
          Search
        </Button>
      </Group>
    </form>
  );
}
