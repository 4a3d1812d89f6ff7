/**
 * "Add a past result" on /results: a catalogue test (searched as one types), the value (a number or
 * text), its unit, the date of the test (not in the future, from 2000) and the lab's name, the flag
 * printed on the report if any, and the report's PDF if the patient has it → POST /api/results.
 * Checked in the browser with the server's schema; the server's own field messages land on the same
 * fields (a refused file on the file input).
 */
import { useMemo, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { Button, Grid, NativeSelect, Stack, TextInput } from "@mantine/core";
import { SectionCard } from "../../components/SectionCard";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { todayInDubai } from "@labcompare/domain/calendar";
import {
  addOwnResultInput,
  observationFlags,
  type AddOwnResultInput,
  type ObservationFlagValue,
} from "@labcompare/validators/results";
import { PdfFileInput } from "../../components/FileTypeInputs";
import { ServerErrorAlert } from "../../components/FormErrorAlert";
import { focusFirstErrorOnInvalid } from "../../lib/forms";
import { useServerError } from "../../lib/serverError";
import { useFlagText } from "../../components/results/resultText";
import { TestPicker } from "./TestPicker";
import { useAddOwnResult } from "./useResults";

const initialValues: AddOwnResultInput & { value: string; flag: "" | ObservationFlagValue } = {
  testId: "",
  value: "",
  unit: "",
  effectiveDate: "",
  labName: "",
  flag: "",
};

/**
 * The form's text inputs, in order: the value, its unit, the date of the test (not in the future,
 * from 2000) and the lab's name; `field` is the form value each is bound to.
 */
function textFields(t: TFunction<"results">) {
  return [
    { field: "value", label: t("valueLabel"), description: t("valueDescription"), required: true },
    { field: "unit", label: t("unit"), description: t("unitDescription") },
    {
      field: "effectiveDate",
      label: t("effectiveDate"),
      type: "date",
      required: true,
      min: "2000-01-01",
      max: todayInDubai(),
    },
    { field: "labName", label: t("labName"), placeholder: t("labPlaceholder"), required: true },
  ] as const;
}

/** The form, in its own card; `personId`: the family member the result is about (absent: the account holder). */
export function AddResultForm({ personId = null }: { personId?: string | null }) {
  const { t } = useTranslation("results");
  const flagText = useFlagText();
  const flagOptions = useMemo(
    () => [
      { value: "", label: t("flagPlaceholder") },
      ...observationFlags.map((f) => ({ value: f, label: flagText(f) ?? f })),
    ],
    [t, flagText],
  );
  const serverError = useServerError();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues,
    validate: zod4Resolver(addOwnResultInput, { errorPriority: "first" }),
  });
  const add = useAddOwnResult(() => {
    form.reset();
    setFile(null);
  });

  const submit = form.onSubmit(
    serverError.clearThen(async (values) => {
      setFileError(null);
      const refusal = await add.submit({
        ...values,
        unit: values.unit ?? "",
        file,
        ...(personId ? { personId } : {}),
      });
      if (!refusal) return;
      if (refusal.field === "file") setFileError(refusal.message);
      else if (refusal.field) form.setErrors({ [refusal.field]: refusal.message });
      else serverError.set(refusal.message);
    }),
    focusFirstErrorOnInvalid,
  );

  return (
    <SectionCard id="add-result-title" title={t("addHeading")} hint={t("addIntro")} fz="h3">
      <form noValidate onSubmit={submit} aria-labelledby="add-result-title">
        <Stack gap="md">
          <ServerErrorAlert title={t("addFailed")} error={serverError.message} />
          <TestPicker
            required
            {...form.getInputProps("testId")}
            value={form.values.testId || null}
            onChange={(id) => form.setFieldValue("testId", id ?? "")}
          />
          <Grid gap="md">
            {textFields(t).map(({ field, ...input }) => (
              <Half key={field}>
                <TextInput {...input} {...form.getInputProps(field)} />
              </Half>
            ))}
            <Half>
              <NativeSelect label={t("flagLabel")} data={flagOptions} {...form.getInputProps("flag")} />
            </Half>
            <Half>
              <PdfFileInput
                label={t("fileLabel")}
                description={t("fileDescription")}
                placeholder={t("filePlaceholder")}
                iconSize={16}
                clearLabel={t("fileClear")}
                value={file}
                error={fileError}
                onChange={(f) => {
                  setFile(f);
                  setFileError(null);
                }}
              />
            </Half>
          </Grid>
          <Button type="submit" loading={add.pending} style={{ alignSelf: "flex-start" }}>
            {t("submit")}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** A cell of the form's grid: the full width on phones, half from the sm breakpoint. */
function Half({ children }: { children: React.ReactNode }) {
  return <Grid.Col span={{ base: 12, sm: 6 }}>{children}</Grid.Col>;
}
