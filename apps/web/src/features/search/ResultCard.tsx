/**
 * One search result: name (linking to the test page), category, panel and fasting badges, synonyms,
 * description, the "from" price with the original struck through (AED), number of labs, the fastest
 * lab's turnaround ("Results in 24 h"), "Add to basket" and "Compare prices". The filters in
 * `carry` (emirate, home=1) are passed on to the test page so its comparison keeps them.
 * Props: `test` (a catalog.search item), `carry`.
 */
import { TestSynonyms } from "../../components/TestSynonyms";
import { EnglishText } from "../../i18n/EnglishText";
import { Badge, Button, Card } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/domain/format";
import { AddToBasketButton } from "../../components/basket/AddToBasketButton";
import { entityName, inLocale } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { useResultsIn } from "../../i18n/useResultsIn";
import { testPath } from "../../lib/paths";
import type { RouterOutputs } from "../../trpc";
import classes from "./ResultCard.module.css";

type TestSummary = RouterOutputs["catalog"]["search"]["items"][number];

/** Search filters the test page understands too. */
export interface CarriedFilters {
  emirate: string | null;
  home: boolean;
}

export interface ResultCardProps {
  test: TestSummary;
  carry: CarriedFilters;
}

/** `path` with ?emirate=…&home=1 when those filters are set. */
export function withCarry(path: string, carry: CarriedFilters): string {
  const p = new URLSearchParams();
  if (carry.emirate) p.set("emirate", carry.emirate);
  if (carry.home) p.set("home", "1");
  const q = p.toString();
  return q ? `${path}?${q}` : path;
}

export function ResultCard({ test, carry }: ResultCardProps) {
  const { t } = useTranslation("search");
  const locale = useLocale();
  const resultsIn = useResultsIn();
  const name = entityName(test, locale);
  const to = withCarry(testPath(test), carry);
  // Plain elements with ResultCard.module.css inside the card, not Mantine's Group/Stack/Text/Title:
  // a results page renders up to 20 of these, and each Mantine component costs its render and
  // hydration work on a phone. Badges and buttons stay Mantine's.
  return (
    <Card shadow="xs" component="article" aria-labelledby={`test-${test.id}`}>
      <div className={classes.layout}>
        <div className={classes.about}>
          <Link to={to} className={classes.nameLink}>
            <h2 id={`test-${test.id}`} className={classes.name}>
              {name}
            </h2>
          </Link>
          <div className={classes.badges}>
            {test.category && (
              <Badge variant="light" color="brand">
                {entityName(test.category, locale)}
              </Badge>
            )}
            {test.isPanel && (
              <Badge variant="outline" color="gray" c="dark.6">
                {t("result.panel")}
              </Badge>
            )}
            {test.fastingHours > 0 && (
              <Badge variant="light" color="orange" c="#8a3c00">
                {t("result.fasting", { hours: test.fastingHours })}
              </Badge>
            )}
          </div>
          {test.synonyms.length > 0 && (
            <p className={classes.synonyms}>
              <TestSynonyms test={test} prefix={t("result.alsoKnownAs", { names: "" })} max={3} />
            </p>
          )}
          {test.description && (
            <EnglishText text={inLocale(test, "description", locale) ?? ""}>
              <p className={classes.description}>{inLocale(test, "description", locale)}</p>
            </EnglishText>
          )}
        </div>
        <div className={classes.offer}>
          <p className={`${classes.text} ${classes.dimmed}`}>
            <Trans
              t={t}
              i18nKey="result.from"
              values={{ price: formatAed(test.lowestPriceAed, locale) }}
              components={{ price: <span className={classes.price} dir="ltr" /> }}
            />
          </p>
          {test.originalPriceAed && Number(test.originalPriceAed) > Number(test.lowestPriceAed) && (
            <s className={`${classes.text} ${classes.dimmed}`}>{formatAed(test.originalPriceAed, locale)}</s>
          )}
          <p className={classes.text}>{t("result.labs", { count: test.labCount })}</p>
          <div className={classes.turnaround}>
            <IconClock size={14} aria-hidden />
            <p className={`${classes.text} ${classes.dimmed}`}>
              {t("result.fastestLab", { time: resultsIn(test.fastestTurnaroundHours) })}
            </p>
          </div>
          <div className={classes.actions}>
            <AddToBasketButton testId={test.id} testName={name} size="sm" />
            <Button component={Link} to={to} size="sm" aria-label={t("result.compareLabel", { name })}>
              {t("result.compare")}
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
