/**
 * Text that exists only in English (a test's description or preparation without an Arabic one, an
 * admin's testimonial, a blog post) on an Arabic page: shown as written inside `lang="en" dir="ltr"`
 * (read and spoken as English, laid out left to right), after a short note in Arabic that it is in
 * English. On English pages, and for text that already has Arabic letters, the text alone.
 */
import { Box, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "./useTranslation";
import { useLocale } from "./useLocale";

/** True when `text` has Arabic letters (an admin may write some content in Arabic). */
export function hasArabic(text: string): boolean {
  return /[\u0600-\u06FF]/.test(text);
}

export interface EnglishTextProps {
  children: ReactNode;
  /** The plain text, when `children` is markup: decides whether it is English at all. */
  text?: string;
  /** Inline, inside a sentence or a list item: `<span>`s, the note shortened to "(in English)". */
  inline?: boolean;
  /** Leave the note out: a name or place (read as written), or one note shown for several texts. */
  noNote?: boolean;
}

/** `children` marked as English on an Arabic page, after the note "this text is in English". */
export function EnglishText({ children, text, inline, noNote }: EnglishTextProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const plain = text ?? (typeof children === "string" ? children : "");
  if (locale === "en" || hasArabic(plain)) return <>{children}</>;
  if (inline)
    return (
      <>
        {!noNote && <span>{t("englishOnlyInline")} </span>}
        <span lang="en" dir="ltr">
          {children}
        </span>
      </>
    );
  return (
    <>
      {!noNote && (
        <Text size="xs" c="dimmed" mb={4}>
          {t("englishOnly")}
        </Text>
      )}
      <Box lang="en" dir="ltr">
        {children}
      </Box>
    </>
  );
}

/** For `<Trans components={{ en: englishSlot(title) }}>`: the `<en>` part of a sentence (a title, a name) marked as English. */
export function englishSlot(text: string) {
  return (
    <EnglishText inline noNote text={text}>
      {null}
    </EnglishText>
  );
}

/**
 * For `<Trans {...englishValue("title", title)}>`: the sentence's `values` ({ [name]: text }) and its
 * `<en>` part, `text` marked as English.
 */
export function englishValue(name: string, text: string) {
  return { values: { [name]: text }, components: { en: englishSlot(text) } };
}
