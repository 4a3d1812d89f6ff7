/**
 * Data hooks of the console's insurance screens: the caches an insurance write makes stale, and the
 * toasts of an insurer or plan form.
 */
import { capitalise } from "@labcompare/domain/format";
import { trpc } from "../../../trpc";
import { useFormMutation } from "../hooks/useAdminMutation";

/**
 * Returns a function that refetches what an insurance write changes: the console's insurers, plans
 * and networks (with the dashboard's demo-insurers alert), the patients' plan choices, and the audit log.
 */
export function useInvalidateInsurance() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.admin.insurance.invalidate(),
      utils.catalog.insurancePlans.invalidate(),
      utils.admin.audit.invalidate(),
    ]);
}

/**
 * Handlers of an insurer or plan (`noun`) create/edit form: "Insurer created" (or "… updated" when
 * `editing`) / "<name> has been saved." on success, then `onDone` and the insurance caches refetched;
 * on error the server's field messages go onto `form`, its message into "Could not create the insurer".
 */
export function useInsuranceFormMutation(
  form: Parameters<typeof useFormMutation>[0],
  onDone: () => void,
  noun: string,
  editing: boolean,
) {
  const invalidate = useInvalidateInsurance();
  return useFormMutation(form, {
    success: (saved: { name: string }) => [
      `${capitalise(noun)} ${editing ? "updated" : "created"}`,
      `${saved.name} has been saved.`,
    ],
    errorTitle: `Could not ${editing ? "update" : "create"} the ${noun}`,
    onSuccess: onDone,
    invalidate,
  });
}
