import { useRef } from "react";
import { Button, CloseButton, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "../i18n/useTranslation";
import { useHref } from "react-router-dom";
import { useResettableState } from "../lib/hooks";
import { useKeepPreHydrationInput } from "../lib/hydration";

interface SearchBoxProps {
  /** Text to start with (and to follow when it changes, e.g. the URL's q). */
  value?: string;
  /** Called on submit, and with "" when the clear button is pressed. */
  onSearch: (q: string) => void;
  size?: "md" | "lg";
  /** Other parameters of /search the form sends with q when submitted before the scripts run (the page's filters). */
  params?: URLSearchParams;
}

/**
 * Search field with a clear (x) button and a Search button; submitting calls `onSearch`. It is a GET
 * form to /search?q=… as well, so a search sent before the page's scripts have run (or without
 * them) opens the server-rendered results; text typed before hydration stays in the box.
 */
export function SearchBox({ value = "", onSearch, size = "md", params }: SearchBoxProps) {
  const { t } = useTranslation();
  // The pre-hydration GET form stays in the page's language (the router's basename, /ar).
  const action = useHref("/search");
  const [text, setText] = useResettableState(value);
  const input = useRef<HTMLInputElement>(null);
  useKeepPreHydrationInput(input, setText);

  return (
    <form
      role="search"
      method="get"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      {[...(params ?? [])]
        .filter(([name]) => name !== "q")
        .map(([name, v]) => (
          <input key={name} type="hidden" name={name} value={v} />
        ))}
      <Group gap="xs" wrap="nowrap" align="stretch">
        <TextInput
          ref={input}
          style={{ flex: 1 }}
          size={size}
          type="text"
          name="q"
          enterKeyHint="search"
          aria-label={t("searchBox.label")}
          placeholder={t("searchBox.placeholder")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            text ? (
              <CloseButton
                aria-label={t("searchBox.clear")}
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
          {t("searchBox.submit")}
        </Button>
      </Group>
    </form>
  );
}
