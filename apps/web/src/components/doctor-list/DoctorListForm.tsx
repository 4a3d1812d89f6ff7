/**
 * The doctor's-list box of the home page, the search page and the basket: "Paste or type your
 * doctor's list". A plain GET form to /basket?list=… so it works before hydration and without
 * JavaScript (the server renders the basket with the list resolved); with JavaScript it checks the
 * list's limits first (the validators' messages), then opens the basket in the app. The button counts
 * the items typed ("Compare labs for these 4 tests"). Text typed before hydration is kept.
 *
 * Props: `defaultValue` (the list to start with), `folded` (behind a toggle, a native <details>, open
 * when `open`), `id` (prefix of the element ids when the box appears twice on a page).
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button, Group, InputBase } from "@mantine/core";
import { IconListCheck } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { useHref, useNavigate } from "react-router-dom";
import { doctorListItems } from "@labcompare/domain/doctor-list";
import { listProblemMessage } from "./useResolvedList";

export interface DoctorListFormProps {
  defaultValue?: string;
  folded?: boolean;
  open?: boolean;
  id?: string;
}

// Inline: a stylesheet of its own would be one more file on every first load of the pages it is on.
const summaryStyle = {
  cursor: "pointer",
  padding: "6px 0",
  marginBottom: "var(--mantine-spacing-xs)",
  color: "var(--mantine-color-brand-8)",
  fontSize: "var(--mantine-font-size-sm)",
  fontWeight: 600,
} as const;

/** The basket's address for a list. */
export const listPath = (text: string) => `/basket?list=${encodeURIComponent(text.trim())}`;

export function DoctorListForm({
  defaultValue = "",
  folded = false,
  open = false,
  id = "doctor-list",
}: DoctorListFormProps) {
  const { t } = useTranslation("doctorList");
  // The pre-hydration GET form stays in the page's language (the router's basename, /ar).
  const action = useHref("/basket");
  const navigate = useNavigate();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  // What was typed before the scripts took the page over stays in the (uncontrolled) box: count it.
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== defaultValue) setText(typed);
  }, [defaultValue]);

  const count = doctorListItems(text).length;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = ref.current?.value ?? text;
    const problem = listProblemMessage(value);
    setError(problem);
    if (problem) {
      ref.current?.focus();
      return;
    }
    void navigate(listPath(value));
  };

  const form = (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      style={{ width: "100%" }}
      data-testid="doctor-list-form"
    >
      {/* InputBase as a textarea: Mantine's Textarea would bring its autosize code to every first load. */}
      <InputBase
        component="textarea"
        multiline
        ref={ref}
        id={`${id}-text`}
        name="list"
        label={t("label")}
        description={t("hint")}
        placeholder={t("placeholder")}
        defaultValue={defaultValue}
        onChange={(e) => {
          setText(e.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        rows={3}
        maxLength={4000}
        autoComplete="off"
        spellCheck={false}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" leftSection={<IconListCheck size={18} aria-hidden />}>
          {count > 0 ? t("compareCount", { count }) : t("submit")}
        </Button>
      </Group>
    </form>
  );

  if (!folded) return form;
  return (
    <details open={open || undefined} style={{ width: "100%" }}>
      <summary style={summaryStyle}>{t("toggle")}</summary>
      {form}
    </details>
  );
}
