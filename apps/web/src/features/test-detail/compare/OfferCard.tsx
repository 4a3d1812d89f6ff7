/**
 * One lab's offer as a card, for phones (< 768 px): lab name (linking to the lab's page), area and
 * emirate, distance when known (km), price with the original struck through, home-collection fee,
 * total (price + fee when home collection is chosen), turnaround ("Results in 24 h"), winner and
 * accreditation badges, and a full-width Book button; with a plan, the network badge and the
 * patient's share. Props: `row`, `testId`, `home` (home collection chosen), `payer` (carried to the
 * booking link). Money AED.
 */
import { Button, Card } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { formatAed, formatKm, labAreaEmirate } from "@labcompare/domain/format";
import { struckOriginalPrice } from "@labcompare/domain/pricing";
import type { ComparedRow } from "../../../lib/offerCompare";
import { bookPath, labPath } from "../../../lib/paths";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../../i18n/useLocale";
import { useResultsIn } from "../../../i18n/useResultsIn";
import { WinnerBadges } from "./OfferBadges";
import { AccreditationBadges } from "../../../components/AccreditationBadges";
import classes from "./OfferCard.module.css";
import { NetworkBadge, PlanShareLines } from "../../../components/payer/PlanEstimate";
import { pathWithPayer, type PayerChoice } from "../../../lib/payer";
import type { Offer } from "./useOfferComparison";

export interface OfferCardProps {
  row: ComparedRow<Offer>;
  testId: string;
  home: boolean;
  payer: PayerChoice | null;
}

export function OfferCard({ row, testId, home, payer }: OfferCardProps) {
  const { t } = useTranslation(["testDetail", "common"]);
  const locale = useLocale();
  const resultsIn = useResultsIn();
  const { offer } = row;
  const lab = offer.lab;
  const titleId = `offer-${offer.id}`;
  const struck = struckOriginalPrice(offer.originalPriceAed, row.price);
  // Plain elements with OfferCard.module.css inside the card, not Mantine's Stack/Group/Text/Title: a
  // test page renders a card per lab (15 and more), and each Mantine component costs its render and
  // hydration work on a phone. Badges and the button stay Mantine's.
  return (
    <Card
      shadow="xs"
      padding="md"
      component="li"
      aria-labelledby={titleId}
      data-testid="offer-card"
      data-lab-id={lab.id}
    >
      <div className={classes.body}>
        <WinnerBadges row={row} />
        {offer.estimate && <NetworkBadge inNetwork={offer.estimate.inNetwork} />}
        <div>
          <h3 className={classes.title} id={titleId}>
            <Link to={labPath(lab)} className={classes.labLink}>
              {entityName(lab, locale)}
            </Link>
          </h3>
          <p className={`${classes.text} ${classes.dimmed}`} data-testid="offer-location">
            {t("common:place.areaEmirate", labAreaEmirate(lab, locale))}
            {row.distanceKm !== null && ` · ${t("compare.away", { km: formatKm(row.distanceKm, locale) })}`}
          </p>
        </div>
        <div className={classes.priceRow}>
          <div className={classes.prices}>
            <p className={classes.price} data-testid="offer-price">
              {formatAed(offer.priceAed, locale)}
            </p>
            {struck && (
              <s className={`${classes.text} ${classes.dimmed}`}>
                <span className={classes.visuallyHidden}>{t("compare.wasShort")} </span>
                {formatAed(struck, locale)}
              </s>
            )}
          </div>
          <p className={`${classes.text} ${classes.medium}`}>{resultsIn(offer.turnaroundHours)}</p>
        </div>
        <hr className={classes.divider} />
        <div className={classes.lines}>
          <div className={classes.line}>
            <p className={`${classes.text} ${classes.dimmed}`}>{t("compare.feeLabel")}</p>
            <p className={`${classes.text} ${classes.right}`}>
              {offer.homeCollectionFeeAed !== null
                ? formatAed(offer.homeCollectionFeeAed, locale)
                : t("compare.noHome")}
            </p>
          </div>
          <div className={classes.line}>
            <p className={`${classes.text} ${classes.bold}`}>
              {home ? t("compare.totalHome") : t("compare.totalLab")}
            </p>
            <p className={`${classes.text} ${classes.bold}`} data-testid="offer-total">
              {formatAed(row.total, locale)}
            </p>
          </div>
        </div>
        {offer.estimate && <PlanShareLines estimate={offer.estimate} />}
        <AccreditationBadges list={lab.accreditation} size="xs" label={t("compare.accreditedBy")} />
        <Button
          component={Link}
          to={pathWithPayer(bookPath(testId, lab.id, [], { home }), payer)}
          fullWidth
          aria-label={t("compare.bookLabel", { lab: entityName(lab, locale) })}
        >
          {t("compare.book")}
        </Button>
      </div>
    </Card>
  );
}
