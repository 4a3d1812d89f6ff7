/**
 * /book/{testId} (signed-in only): choose the lab (from ?lab= or the cheapest), lab visit or home
 * collection, patient details, date and time. Validated with the shared `bookingCreateInput`
 * schema; the server re-checks everything and snapshots the price.
 */
import "@mantine/dates/styles.css";
import { useEffect, useMemo, useRef } from "react";
import {
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Radio,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { DatePickerInput, TimeInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { IconCalendar, IconClock, IconMapPin } from "@tabler/icons-react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import {
  bookingCreateInput,
  DEFAULT_BOOKING_TIME,
  formatAed,
  messages,
  todayInDubai,
} from "@labcompare/validators";
import { PrepAlert } from "../components/PrepAlert";
import { RequireAuth } from "../components/RequireAuth";
import { useMe } from "../lib/auth";
import { notifyError, notifySuccess } from "../lib/notify";
import { usePageTitle } from "../lib/title";
import classes from "./BookingPage.module.css";
import { errorMessage, trpc, trpcErrorCode, trpcFieldErrors, type RouterOutputs } from "../trpc";

type TestDetail = RouterOutputs["catalog"]["tests"]["byId"];
type CollectionMode = "lab_visit" | "home_collection";

export const EMIRATES = ["Dubai", "Abu Dhabi", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"];

const AUTH_NOTICE = { title: messages.auth.authRequiredTitle, message: messages.auth.authRequiredMessage };

export default function BookingPage() {
  return (
    <RequireAuth notice={AUTH_NOTICE}>
      <BookingScreen />
    </RequireAuth>
  );
}

interface BookingValues {
  labId: string;
  collectionMode: CollectionMode;
  collectionAddress: string;
  collectionEmirate: string | null;
  patientName: string;
  patientEmail: string;
  patientPhone: string;
  notes: string;
  scheduledDate: string | null;
  scheduledTime: string;
}

function BookingScreen() {
  const { testId = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const test = trpc.catalog.tests.byId.useQuery({ id: testId });
  const profile = trpc.profile.get.useQuery();
  const { user } = useMe();
  usePageTitle(test.data ? `Book ${test.data.name}` : "Book a test");

  // SPEC section 8: "Failed to load test details" then back to the home page.
  const failed = useRef(false);
  useEffect(() => {
    if (test.isError && !failed.current) {
      failed.current = true;
      notifyError(messages.booking.loadTestFailed, errorMessage(test.error), "load-test-failed");
      navigate("/", { replace: true });
    }
  }, [test.isError, test.error, navigate]);

  if (test.isPending || test.isError || profile.isPending) {
    return (
      <Container size="lg" py="xl" role="status" aria-busy="true" aria-label="Loading booking form">
        <Skeleton h={36} w="60%" mb="xl" />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={56} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton h={260} />
          </Grid.Col>
        </Grid>
      </Container>
    );
  }

  const p = profile.data;
  const fullName = [p?.firstName, p?.lastName].filter(Boolean).join(" ");
  return (
    <BookingForm
      test={test.data}
      preferredLabId={params.get("lab")}
      defaults={{ patientName: fullName, patientEmail: p?.email ?? user?.email ?? "", patientPhone: p?.phone ?? "" }}
    />
  );
}

/** The first message per field of the shared schema, plus the home-collection rules (checked even when other fields fail). */
function validateBooking(testId: string, values: BookingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = bookingCreateInput.safeParse({
    ...values,
    testId,
    scheduledDate: values.scheduledDate ?? undefined,
    collectionEmirate: values.collectionEmirate ?? undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".");
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  if (!values.scheduledDate) errors.scheduledDate = messages.validation.selectDate;
  if (values.collectionMode === "home_collection") {
    if (!values.collectionAddress.trim()) errors.collectionAddress ??= messages.validation.homeAddressRequired;
    if (!values.collectionEmirate) errors.collectionEmirate ??= messages.validation.emirateRequired;
  }
  delete errors.testId;
  return errors;
}

function BookingForm({
  test,
  preferredLabId,
  defaults,
}: {
  test: TestDetail;
  preferredLabId: string | null;
  defaults: { patientName: string; patientEmail: string; patientPhone: string };
}) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const initialLab = test.offers.find((o) => o.lab.id === preferredLabId) ?? test.offers[0];
  const minDate = useMemo(() => todayInDubai(), []);

  const form = useForm<BookingValues>({
    mode: "controlled",
    initialValues: {
      labId: initialLab?.lab.id ?? "",
      collectionMode: "lab_visit",
      collectionAddress: "",
      collectionEmirate: initialLab?.lab.emirate ?? null,
      patientName: defaults.patientName,
      patientEmail: defaults.patientEmail,
      patientPhone: defaults.patientPhone,
      notes: "",
      scheduledDate: null,
      scheduledTime: DEFAULT_BOOKING_TIME,
    },
    validate: (values) => validateBooking(test.id, values),
  });

  const offer = test.offers.find((o) => o.lab.id === form.values.labId);
  const home = form.values.collectionMode === "home_collection";
  const homeFee = home && offer?.homeCollectionFeeAed ? Number(offer.homeCollectionFeeAed) : 0;
  const total = offer ? Number(offer.priceAed) + homeFee : 0;

  const create = trpc.booking.create.useMutation({
    onSuccess: async () => {
      notifySuccess(messages.booking.successTitle, messages.booking.successMessage);
      await utils.booking.listMine.invalidate();
      navigate("/");
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error));
      notifyError("Booking failed", errorMessage(error));
      if (trpcErrorCode(error) === "UNAUTHORIZED") void utils.auth.me.invalidate();
    },
  });

  const onLabChange = (labId: string | null) => {
    if (!labId) return;
    const next = test.offers.find((o) => o.lab.id === labId);
    form.setFieldValue("labId", labId);
    if (next && !next.lab.homeCollection && form.values.collectionMode === "home_collection") {
      form.setFieldValue("collectionMode", "lab_visit");
    }
    if (next && !form.values.collectionAddress) form.setFieldValue("collectionEmirate", next.lab.emirate);
  };

  const submit = form.onSubmit(
    (values) => {
      const isHome = values.collectionMode === "home_collection";
      create.mutate({
        testId: test.id,
        labId: values.labId,
        scheduledDate: values.scheduledDate!,
        scheduledTime: values.scheduledTime,
        patientName: values.patientName,
        patientEmail: values.patientEmail,
        patientPhone: values.patientPhone || undefined,
        notes: values.notes || undefined,
        collectionMode: values.collectionMode,
        collectionAddress: isHome ? values.collectionAddress : undefined,
        collectionEmirate: isHome ? (values.collectionEmirate ?? undefined) : undefined,
      });
    },
    (errors) => {
      if (errors.scheduledDate) notifyError(messages.validation.selectDate, undefined, "select-date");
    },
  );

  if (test.offers.length === 0) {
    return (
      <Container size="sm" py={80} ta="center">
        <Title order={1} mb="md">
          Book Test: {test.name}
        </Title>
        <Text c="dimmed" mb="lg">
          No partner lab offers this test at the moment.
        </Text>
        <Button onClick={() => navigate(-1)}>Go Back</Button>
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        Book Test: {test.name}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card shadow="xs" padding="xl">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Select
                  label="Lab"
                  withAsterisk
                  data={test.offers.map((o) => ({
                    value: o.lab.id,
                    label: `${o.lab.name} (${o.lab.area}, ${o.lab.emirate}) – ${formatAed(o.priceAed)}`,
                  }))}
                  value={form.values.labId}
                  onChange={onLabChange}
                  error={form.errors.labId}
                  allowDeselect={false}
                  searchable
                />

                <Radio.Group
                  label="Collection method"
                  value={form.values.collectionMode}
                  onChange={(v) => form.setFieldValue("collectionMode", v as CollectionMode)}
                >
                  <Group mt="xs" gap="xl">
                    <Radio value="lab_visit" label="Lab visit" description="Visit the lab for your sample" />
                    <Radio
                      value="home_collection"
                      label="Home collection"
                      disabled={!offer?.lab.homeCollection}
                      description={
                        !offer?.lab.homeCollection
                          ? "Not offered by this lab"
                          : offer.homeCollectionFeeAed && Number(offer.homeCollectionFeeAed) > 0
                            ? `Fee: ${formatAed(offer.homeCollectionFeeAed)}`
                            : "No extra fee"
                      }
                    />
                  </Group>
                </Radio.Group>

                {home && (
                  <Group grow align="flex-start">
                    <TextInput
                      label="Address"
                      placeholder="Building, street, area"
                      withAsterisk
                      autoComplete="street-address"
                      {...form.getInputProps("collectionAddress")}
                    />
                    <Select label="Emirate" withAsterisk data={EMIRATES} allowDeselect={false} {...form.getInputProps("collectionEmirate")} />
                  </Group>
                )}

                <Divider label="Patient details" labelPosition="left" />
                <TextInput label="Patient name" withAsterisk autoComplete="name" {...form.getInputProps("patientName")} />
                <Group grow align="flex-start">
                  <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps("patientEmail")} />
                  <TextInput label="Phone" type="tel" autoComplete="tel" placeholder="+971 50 123 4567" {...form.getInputProps("patientPhone")} />
                </Group>

                <Divider label="Appointment" labelPosition="left" />
                <Group grow align="flex-start">
                  <DatePickerInput
                    label="Date"
                    placeholder="Select a date"
                    withAsterisk
                    minDate={minDate}
                    valueFormat="MMMM D, YYYY"
                    leftSection={<IconCalendar size={16} aria-hidden />}
                    id="booking-date"
                    // Same id for the popover so its dialog is labelled by the date field (axe: aria-dialog-name).
                    popoverProps={{ id: "booking-date", withinPortal: true }}
                    ariaLabels={{ previousMonth: "Previous month", nextMonth: "Next month" }}
                    classNames={{ day: classes.day }}
                    {...form.getInputProps("scheduledDate")}
                  />
                  <TimeInput label="Time" withAsterisk leftSection={<IconClock size={16} aria-hidden />} {...form.getInputProps("scheduledTime")} />
                </Group>

                <Textarea
                  label="Additional notes"
                  placeholder="Anything the lab should know (optional)"
                  autosize
                  minRows={3}
                  {...form.getInputProps("notes")}
                />

                <Group justify="flex-end" mt="md">
                  <Button variant="default" onClick={() => navigate(-1)} disabled={create.isPending}>
                    Cancel
                  </Button>
                  <Button type="submit" disabled={create.isPending}>
                    {create.isPending ? "Submitting..." : "Book Test"}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Card>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card shadow="sm" padding="xl" style={{ position: "sticky", top: 88 }} data-testid="booking-summary">
            <Stack gap="sm">
              <Title order={2} fz="h3">
                {test.name}
              </Title>
              {test.description && (
                <Text size="sm" c="dimmed">
                  {test.description}
                </Text>
              )}
              {offer && (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                  <Text size="sm">
                    <strong>{offer.lab.name}</strong>
                    <br />
                    {offer.lab.address}
                    <br />
                    {offer.lab.openingHours}
                  </Text>
                </Group>
              )}
              <Divider />
              <Group justify="space-between">
                <Text size="sm">Price</Text>
                <Text fw={700}>{offer ? formatAed(offer.priceAed) : "–"}</Text>
              </Group>
              {home && offer && (
                <>
                  <Group justify="space-between">
                    <Text size="sm">Home collection fee</Text>
                    <Text fw={700}>{formatAed(homeFee)}</Text>
                  </Group>
                  <Group justify="space-between">
                    <Text size="sm" fw={600}>
                      Total
                    </Text>
                    <Text fw={800} c="brand.9">
                      {formatAed(total)}
                    </Text>
                  </Group>
                </>
              )}
              {test.preparationInstructions && (
                <PrepAlert instructions={test.preparationInstructions} mt="xs" />
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
