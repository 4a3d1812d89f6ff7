/**
 * "Share with a doctor": a dialog to choose the person (when the account has family members), all
 * results or one report, how many days (1–30, default 14) and whether the link needs a 6-digit PIN
 * (on by default); then the new link, shown once (ShareCreated). results.shares.create.
 */
import { useState } from "react";
import { Button, Group, NumberInput, Radio, Select, Stack, Switch, Text } from "@mantine/core";
import { Dialog } from "../../../components/Dialog";
import { useTranslation } from "../../../i18n/useTranslation";
import { SHARE_DAYS } from "@labcompare/validators/share";
import { ShareCreated } from "./ShareCreated";
import { useCreateShare, type CreatedShare } from "./useShares";

/** A person whose results may be shared: `id` null for the account holder. */
export interface SharePerson {
  id: string | null;
  name: string;
}

/** A report that may be shared on its own, with the words that name it ("Lab · date"). */
export interface ShareReportChoice {
  id: string;
  label: string;
}

export interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The people of the account (the holder first); the choice shows when there are two or more. */
  people?: SharePerson[];
  /** The person chosen at first (default: the account holder). */
  personId?: string | null;
  /** Reports that may be shared alone; none = all results only. */
  reports?: ShareReportChoice[];
  /** Start with this report alone (a booking's results). */
  reportId?: string | null;
}

const HOLDER = "me";

/** The dialog; its state starts again each time it is opened. */
export function ShareDialog({
  opened,
  onClose,
  people = [],
  personId = null,
  reports = [],
  reportId = null,
}: ShareDialogProps) {
  const { t } = useTranslation("share");
  const [person, setPerson] = useState<string>(personId ?? HOLDER);
  const [scope, setScope] = useState<string>(reportId ? reportId : "all");
  const [days, setDays] = useState<number>(SHARE_DAYS.default);
  const [withPin, setWithPin] = useState(true);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const create = useCreateShare(setCreated);
  const close = () => {
    setCreated(null);
    setScope(reportId ?? "all");
    setDays(SHARE_DAYS.default);
    setWithPin(true);
    create.reset();
    onClose();
  };
  const daysValid = Number.isInteger(days) && days >= SHARE_DAYS.min && days <= SHARE_DAYS.max;
  const submit = () =>
    create.mutate({
      personId: person === HOLDER ? null : person,
      reportId: scope === "all" ? null : scope,
      days,
      withPin,
    });

  return (
    <Dialog opened={opened} onClose={close} title={t("dialogTitle")} closeLabel={t("close")} size="lg">
      {created ? (
        <ShareCreated share={created} onDone={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t("dialogIntro")}</Text>
          {people.length > 1 && (
            <Select
              label={t("personLabel")}
              data={people.map((p) => ({ value: p.id ?? HOLDER, label: p.id ? p.name : t("me") }))}
              value={person}
              onChange={(v) => {
                setPerson(v ?? HOLDER);
                setScope("all");
              }}
              allowDeselect={false}
            />
          )}
          <Radio.Group label={t("scopeLabel")} value={scope} onChange={setScope}>
            <Stack gap="xs" mt={4}>
              <Radio value="all" label={t("scopeAll")} />
              {/* The reports offered are those of the page's person. */}
              {person === (personId ?? HOLDER) &&
                reports.map((r) => (
                  <Radio key={r.id} value={r.id} label={t("scopeReport", { report: r.label })} />
                ))}
            </Stack>
          </Radio.Group>
          <NumberInput
            label={t("daysLabel")}
            description={t("daysDescription")}
            min={SHARE_DAYS.min}
            max={SHARE_DAYS.max}
            step={1}
            allowDecimal={false}
            value={days}
            onChange={(v) => setDays(typeof v === "number" ? v : Number(v))}
            error={daysValid ? undefined : t("daysInvalid")}
            w={200}
          />
          <Switch
            label={t("pinSwitch")}
            description={t("pinSwitchDescription")}
            checked={withPin}
            onChange={(e) => setWithPin(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t("cancel")}
            </Button>
            <Button onClick={submit} loading={create.isPending} disabled={!daysValid}>
              {t("createLink")}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
