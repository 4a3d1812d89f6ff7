/**
 * A plan's network editor: the labs that accept the plan, chosen from every lab, saved with
 * admin.insurance.networks.set (which replaces the plan's network).
 */
import { useState } from "react";
import { Button, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { trpc } from "../../../trpc";
import { useAllLabs } from "../components/pickers";
import { AdminModal } from "../components/ui";
import { useAdminMutation } from "../hooks/useAdminMutation";
import type { AdminPlan } from "../lib";
import { networkCopy as c } from "./insurance.copy";
import { networkLabIds } from "./insuranceRows";
import { useInvalidateInsurance } from "./useInsurance";

/** "Network of <plan>" for `plan` (null: closed); `onClose` after a save or on Cancel. */
export function NetworkModal({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  return (
    <AdminModal opened={plan !== null} onClose={onClose} title={plan ? c.title(plan.name) : ""} size="lg">
      {plan && <NetworkForm key={plan.id} plan={plan} onClose={onClose} />}
    </AdminModal>
  );
}

/** The labs picker, starting at the plan's current network once it has loaded (Save waits for it). */
function NetworkForm({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const { labs, isPending } = useAllLabs();
  const networks = trpc.admin.insurance.networks.forLabs.useQuery();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const labIds = chosen ?? (networks.data ? networkLabIds(networks.data, plan.slug) : []);
  const invalidate = useInvalidateInsurance();
  const save = trpc.admin.insurance.networks.set.useMutation(
    useAdminMutation({
      success: (result) => [c.saved, c.savedMessage(plan.name, result.labCount)],
      errorTitle: c.saveError,
      onSuccess: onClose,
      invalidate,
    }),
  );
  const loading = isPending || networks.isPending;

  return (
    <Stack gap="md">
      <Text size="sm">{c.intro}</Text>
      {networks.error && (
        <Text size="sm" c="red.8" role="alert">
          {c.fetchError}
        </Text>
      )}
      <MultiSelect
        label={c.labs}
        placeholder={loading ? "Loading labs..." : c.labsPlaceholder}
        data={labs.map((l) => ({
          value: l.id,
          label: `${l.name} — ${l.emirate}${l.active ? "" : " (inactive)"}`,
        }))}
        value={labIds}
        onChange={setChosen}
        disabled={!networks.data}
        searchable
        clearable
        nothingFoundMessage="No lab matches"
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {c.cancel}
        </Button>
        <Button
          loading={save.isPending}
          disabled={!networks.data}
          onClick={() => save.mutate({ planId: plan.id, labIds })}
        >
          {c.save}
        </Button>
      </Group>
    </Stack>
  );
}
