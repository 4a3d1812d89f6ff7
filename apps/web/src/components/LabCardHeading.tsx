/**
 * The top of a lab's card (the labs list, the basket's comparison): the lab's name as a heading
 * linking to its page (/labs/{slug}), then "Area, Emirate" (Arabic ones on Arabic pages) with what the card adds after it
 * (`children`: distance, how many of the tests it offers). Props: `lab` ({ name, slug, area,
 * emirate }), `titleId` (for the card's aria-labelledby), heading `order` and font size `fz`.
 */
import type { ReactNode } from "react";
import { Anchor, Text, Title, type TitleOrder } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { Link } from "react-router-dom";
import { entityName } from "@labcompare/domain/locale";
import { labAreaEmirate } from "@labcompare/domain/format";
import { useLocale } from "../i18n/useLocale";
import { labPath } from "../lib/paths";

export interface LabCardHeadingProps {
  lab: {
    name: string;
    nameAr?: string | null;
    slug: string;
    area: string;
    areaAr?: string | null;
    emirate: string;
  };
  titleId: string;
  order: TitleOrder;
  fz: string;
  children?: ReactNode;
}

export function LabCardHeading({ lab, titleId, order, fz, children }: LabCardHeadingProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div>
      <Title id={titleId} order={order} fz={fz} lh={1.3}>
        <Anchor component={Link} to={labPath(lab)} c="dark.8" inherit>
          {entityName(lab, locale)}
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed">
        {t("place.areaEmirate", labAreaEmirate(lab, locale))}
        {children}
      </Text>
    </div>
  );
}
