import { useTranslation } from "../../i18n/useTranslation";

/** The id of the <main> element of the site's layout and of the admin console. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * "Skip to main content" (WCAG 2.4.1): the first focusable element of every page, shown when it has
 * the focus (global.css `.skip-link`), moving the focus to <main id="main-content" tabindex="-1">.
 * Before hydration it is a plain in-page link, which does the same.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        // Focus without a #fragment in the address (the router would treat it as a navigation).
        event.preventDefault();
        main.focus({ preventScroll: true });
        main.scrollIntoView({ block: "start" });
      }}
    >
      {t("a11y.skipToContent")}
    </a>
  );
}
