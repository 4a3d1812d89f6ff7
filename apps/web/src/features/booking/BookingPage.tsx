/**
 * /book/{testId}?lab={labId}&tests={id2},{id3} (signed-in only): book one or more tests at one lab
 * in one slot. Visitors are sent to sign in with SPEC's notice; a test that cannot be loaded shows
 * "Failed to load test details" and goes back home (SPEC section 8). The form starts filled from the
 * profile (name, phone) and the account email.
 */
import { useEffect, useRef } from "react";
import { Button, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router-dom";
import { messages } from "@labcompare/validators/messages";
import { RequireAuth } from "../../components/RequireAuth";
import { useMe } from "../../lib/auth";
import { useGoBack } from "../../lib/hooks";
import { notifyError } from "../../lib/notify";
import { formatPhone } from "../../lib/phone";
import { usePageTitle } from "../../lib/title";
import { errorMessage, trpc } from "../../trpc";
import { bookingCopy as copy } from "./booking.copy";
import { BookingForm } from "./BookingForm";
import { useBookingSelection } from "./useBookingSelection";
import { DetailPageSkeleton } from "../../components/DetailPage";

const AUTH_NOTICE = { title: messages.auth.authRequiredTitle, message: messages.auth.authRequiredMessage };

export default function BookingPage() {
  return (
    <RequireAuth notice={AUTH_NOTICE}>
      <BookingScreen />
    </RequireAuth>
  );
}

function BookingScreen() {
  const navigate = useNavigate();
  const goBack = useGoBack("/search");
  const selection = useBookingSelection();
  const profile = trpc.profile.get.useQuery();
  const { user } = useMe();
  const { primary, tests } = selection;
  usePageTitle(copy.pageTitle(tests[0]?.name ?? null));

  // SPEC section 8: "Failed to load test details" then back to the home page.
  const failed = useRef(false);
  useEffect(() => {
    if (primary?.isError && !failed.current) {
      failed.current = true;
      notifyError(messages.booking.loadTestFailed, errorMessage(primary.error), "load-test-failed");
      void navigate("/", { replace: true });
    }
  }, [primary?.isError, primary?.error, navigate]);

  if (!primary || primary.isPending || primary.isError || profile.isPending || (selection.pending && tests.length === 0)) {
    return (
      <DetailPageSkeleton
        label={copy.loading}
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
          {copy.heading([tests[0]!.name])}
        </Title>
        <Text c="dimmed" mb="lg">
          {copy.noOffers}
        </Text>
        <Button onClick={goBack}>{copy.goBack}</Button>
      </Container>
    );
  }

  const p = profile.data;
  const fullName = [p?.firstName, p?.lastName].filter(Boolean).join(" ");
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        {copy.heading(tests.map((t) => t.name))}
      </Title>
      <BookingForm
        selection={selection}
        defaults={{ patientName: fullName, patientEmail: p?.email ?? user?.email ?? "", patientPhone: formatPhone(p?.phone) }}
      />
    </Container>
  );
}
