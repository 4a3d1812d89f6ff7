/**
 * "How are you paying?": "Self-pay" or an insurance plan (catalog.insurancePlans, searchable by
 * insurer or plan name in English and Arabic), and "I have a doctor's referral" when the plan asks
 * for one. Under it, the answer's notes: "Network data as of <date>" (yyyy-MM-dd in Asia/Dubai), or
 * the notice that a plan named by the link is no longer offered (prices then are self-pay).
 *
 * Props: `payer` (the URL's choice, null = self-pay), `onChange(choice)`, `referralByDefault`
 * (the tests came from a doctor's list: choosing a plan ticks the referral), `answer` (the page's
 * `{ payer, planUnavailable }` from compareBasket or tests.byId, when loaded), `inForm` (inside
 * another form, e.g. the booking form: no form of its own; that page runs with its scripts only).
 *
 * Usable before the scripts run: a GET form to this page with the other parameters kept, a native
 * select and an "Apply" button; once hydrated, a choice applies at once and the select is searchable.
 */
import { useRef } from "react";
import { Button, NativeSelect, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { useLocation, useSearchParams } from "react-router-dom";
import { formatDate, MONTH_DAY_YEAR } from "@labcompare/domain/format";
import { DeferredSelect } from "../DeferredSelect";
import { useLocale } from "../../i18n/useLocale";
import { useHydrated, useKeepPreHydrationForm } from "../../lib/hydration";
import type { PayerChoice } from "../../lib/payer";
import { useInsurancePlans } from "./useInsurancePlans";
import { planFilter, planOptions, SELF_PAY } from "./planOptions";

export interface PayerControlProps {
  payer: PayerChoice | null;
  onChange: (payer: PayerChoice | null) => void;
  referralByDefault?: boolean;
  answer?: { payer: { networkUpdatedOn: string } | null; planUnavailable: boolean } | null;
  inForm?: boolean;
}

export function PayerControl({
  payer,
  onChange,
  referralByDefault = false,
  answer,
  inForm = false,
}: PayerControlProps) {
  const { t } = useTranslation("payer");
  const locale = useLocale();
  const hydrated = useHydrated() || inForm;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const plans = useInsurancePlans();
  const { groups, native, keys } = planOptions(plans.data ?? [], locale, t("selfPay"));
  const chosen = plans.data?.find((p) => p.slug === payer?.planSlug) ?? null;

  const choose = (slug: string | null) => {
    if (!slug || slug === SELF_PAY) onChange(null);
    else if (slug !== payer?.planSlug)
      onChange({ planSlug: slug, referral: payer?.referral || referralByDefault });
  };
  useKeepPreHydrationForm(formRef, (changed) => {
    const slug = changed.plan ?? payer?.planSlug ?? null;
    if (!slug) return onChange(null);
    onChange({ planSlug: slug, referral: (changed.referral ?? String(payer?.referral)) === "true" });
  });

  const kept = [...params].filter(([name]) => name !== "plan" && name !== "referral");
  const fields = (
    <Stack gap={6}>
      {hydrated ? (
        <DeferredSelect
          label={t("title")}
          placeholder={t("selfPay")}
          searchable
          data={groups}
          value={payer?.planSlug ?? null}
          onChange={choose}
          filter={planFilter(keys)}
          nothingFoundMessage={t("nothingFound")}
          maxDropdownHeight={280}
          // Fixed: Mantine scrolls the active option into view as the list opens, and before the list is
          // placed (a moment on a slow phone) it sits at the page's top, so the page jumped there.
          comboboxProps={{ withinPortal: true, floatingStrategy: "fixed" }}
          data-testid="payer-select"
        />
      ) : (
        <NativeSelect label={t("title")} name="plan" defaultValue={payer?.planSlug ?? ""} data={native} />
      )}
      {(chosen?.requiresReferral || !hydrated) && (
        // A plain checkbox: Mantine's Checkbox would add its stylesheet to every page with this control.
        <label style={{ display: "flex", gap: 8, alignItems: "flex-start", cursor: "pointer" }}>
          <input
            type="checkbox"
            name="referral"
            value="1"
            checked={hydrated ? !!payer?.referral : undefined}
            defaultChecked={hydrated ? undefined : !!payer?.referral}
            onChange={(e) => payer && onChange({ ...payer, referral: e.currentTarget.checked })}
            style={{ marginTop: 3, accentColor: "var(--mantine-color-brand-7)" }}
          />
          <span style={{ fontSize: "var(--mantine-font-size-sm)" }}>
            {t("referral")}
            <span
              style={{
                display: "block",
                fontSize: "var(--mantine-font-size-xs)",
                color: "var(--mantine-color-dimmed)",
              }}
            >
              {t("referralHint")}
            </span>
          </span>
        </label>
      )}
      {!hydrated && (
        <Button type="submit" size="xs" variant="default" w="fit-content">
          {t("apply")}
        </Button>
      )}
      <PayerAnswerNotes answer={answer} locale={locale} />
    </Stack>
  );
  if (inForm) return fields;
  return (
    <form ref={formRef} method="get" action={pathname} onSubmit={(e) => hydrated && e.preventDefault()}>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {fields}
    </form>
  );
}

/** "Network data as of <date>", or the notice that the link's plan is no longer offered. */
function PayerAnswerNotes({ answer, locale }: Pick<PayerControlProps, "answer"> & { locale: "en" | "ar" }) {
  const { t } = useTranslation("payer");
  if (answer?.planUnavailable) {
    return (
      <Text size="sm" c="orange.9" role="status" data-testid="plan-unavailable">
        {t("planUnavailable")}
      </Text>
    );
  }
  if (!answer?.payer) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="network-date">
      {t("networkAsOf", { date: formatDate(answer.payer.networkUpdatedOn, MONTH_DAY_YEAR, { locale }) })}
    </Text>
  );
}
