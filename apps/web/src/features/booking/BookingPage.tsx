/**
 * /book/{testId}?lab={labId}&tests={id2},{id3}(&home=1&emirate=…): book one or more tests at one lab
 * in one slot. Open to visitors, who give their account in the form itself (AccountFields: one
 * submit signs up or in, then books); a test that cannot be loaded shows "Failed to load test
 * details" and goes back home. A signed-in patient's form starts filled from the
 * profile (name, phone, the saved plan's member number) and the account email, and offers their
 * family members under "Who is this test for?" (the date of birth and sex asked only when the profile
 * lacks them); the payer comes from the URL (`plan`, `referral=1`) or the remembered choice (usePayer).
 */
import { joinList } from "@labcompare/domain/format";
import { useEffect, useRef, useState } from "react";
import { Button, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName } from "@labcompare/domain/locale";
import { useLocale } from "../../i18n/useLocale";
import { useMe } from "../../lib/auth";
import { useGoBack } from "../../lib/hooks";
import { notifyError } from "../../lib/notify";
import { formatPhone } from "../../lib/phone";
import { usePageTitle } from "../../lib/title";
import { errorMessage, trpc } from "../../trpc";
import { BookingForm } from "./BookingForm";
import { useBookingSelection } from "./useBookingSelection";
import { DetailPageSkeleton } from "../../components/DetailPage";

export default function BookingPage() {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  const navigate = useNavigate();
  const goBack = useGoBack("/search");
  const selection = useBookingSelection();
  const { user, isPending: mePending } = useMe();
  const profile = trpc.profile.get.useQuery(undefined, { enabled: Boolean(user) });
  const family = trpc.profile.family.list.useQuery(undefined, { enabled: Boolean(user) });
  // Who opened the page decides what the form waits for: a visitor who signs up or in on the form
  // keeps it (and what they typed) while the new profile loads.
  const [openedBy, setOpenedBy] = useState<"visitor" | "patient" | null>(null);
  if (openedBy === null && !mePending) setOpenedBy(user ? "patient" : "visitor");
  const waiting = openedBy === null || (openedBy === "patient" && profile.isPending);
  const { primary, tests } = selection;
  const names = tests.map((test) => entityName(test, locale));
  usePageTitle(names[0] ? t("pageTitle", { name: names[0] }) : t("pageTitleNone"));
  const heading = (shown: string[]) =>
    shown.length > 1
      ? t("headingMany", { names: joinList(shown, locale) })
      : t("heading", { names: shown[0] ?? "" });

  // A test that cannot be loaded cannot be booked: "Failed to load test details", then the home page.
  const failed = useRef(false);
  useEffect(() => {
    if (primary?.isError && !failed.current) {
      failed.current = true;
      notifyError(t("loadTestFailed"), errorMessage(primary.error, undefined, t), "load-test-failed");
      void navigate("/", { replace: true });
    }
  }, [primary?.isError, primary?.error, navigate, t]);

  if (
    !primary ||
    primary.isPending ||
    primary.isError ||
    waiting ||
    (selection.pending && tests.length === 0)
  ) {
    return (
      <DetailPageSkeleton
        label={t("loading")}
        titleWidth="60%"
        main={{
          span: 7,
          children: (
            <Stack>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={56} />
              ))}
            </Stack>
          ),
        }}
        side={{ span: 5, children: <Skeleton h={260} /> }}
      />
    );
  }

  if (tests.length === 1 && tests[0]!.offers.length === 0) {
    return (
      <Container size="sm" py={80} ta="center">
        <Title order={1} mb="md">
          {heading(names.slice(0, 1))}
        </Title>
        <Text c="dimmed" mb="lg">
          {t("noOffers")}
        </Text>
        <Button onClick={goBack}>{t("goBack")}</Button>
      </Container>
    );
  }

  const p = profile.data;
  const fullName = [p?.firstName, p?.lastName].filter(Boolean).join(" ");
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        {heading(names)}
      </Title>
      <BookingForm
        selection={selection}
        defaults={{
          patientName: fullName,
          patientEmail: p?.email ?? user?.email ?? "",
          patientPhone: formatPhone(p?.phone),
          memberNumber: p?.insurance?.memberNumber ?? "",
        }}
        visitor={!user}
        person={{
          members: (user && family.data) || [],
          askDetails: !user || !p?.dateOfBirth || !p.sex,
        }}
      />
    </Container>
  );
}
