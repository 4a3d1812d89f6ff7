/**
 * A test's other names after `prefix` ("Also known as: "): its Arabic synonyms on an Arabic page when
 * the catalogue has some, else the catalogue's own (names, marked as English on an Arabic page).
 */
import { useLocale } from "../i18n/useLocale";
import { EnglishText } from "../i18n/EnglishText";

export interface TestSynonymsProps {
  test: { synonyms: string[]; synonymsAr: string[] };
  /** The label before the names, in the page's language. */
  prefix: string;
  /** At most this many names. */
  max?: number;
}

/** The names after `prefix`, or nothing when the test has none. */
export function TestSynonyms({ test, prefix, max }: TestSynonymsProps) {
  const locale = useLocale();
  const local = locale === "ar" && test.synonymsAr.length > 0;
  const names = (local ? test.synonymsAr : test.synonyms).slice(0, max);
  if (names.length === 0) return null;
  return (
    <>
      {prefix}
      {local ? (
        names.join("، ")
      ) : (
        <EnglishText inline noNote>
          {names.join(", ")}
        </EnglishText>
      )}
    </>
  );
}
