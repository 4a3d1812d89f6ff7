/**
 * One email in a side drawer (`admin.emails.byId`): recipient, status, attempts, next attempt, last
 * error and Message-ID, then the rendered message — subject, the plain-text version, and the HTML
 * version in an iframe with `sandbox=""` (no scripts, forms, links or same-origin access) fed by
 * srcDoc. Failed emails have "Send again".
 */
import { Button, Code, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { Field } from "../../../components/Field";
import { useErrorToast } from "../../../lib/hooks";
import { DetailDrawer, detailDrawerState } from "../components/DetailDrawer";
import { trpc } from "../../../trpc";
import { dateTime } from "../lib";
import { emailsCopy as copy, TEMPLATE_LABELS } from "./emails.copy";
import { EmailStatusBadge } from "./EmailStatusBadge";

/** The drawer of email `id` (null: closed); `onResend(id, recipient)` sends a failed one again. */
export function EmailDrawer({
  id,
  onClose,
  onResend,
  resending,
}: {
  id: string | null;
  onClose: () => void;
  onResend: (id: string, recipient: string) => void;
  resending: boolean;
}) {
  const detail = trpc.admin.emails.byId.useQuery({ id: id ?? "" }, { enabled: id !== null });
  useErrorToast(detail.error, copy.fetchOneError);
  const e = detail.data;

  return (
    <DetailDrawer
      {...detailDrawerState(id, detail)}
      onClose={onClose}
      size="xl"
      title={copy.drawerTitle}
      closeLabel="Close email"
      errorText={copy.fetchOneError}
      skeleton={{ width: "60%", heights: [100, 240] }}
    >
      {e && (
        <Stack gap="lg">
          <Field label={copy.subject}>
            <Title order={3} fz="h4" data-testid="email-subject">
              {e.rendered.subject}
            </Title>
          </Field>
          <Group justify="space-between" align="flex-start">
            <Group gap="xs">
              <EmailStatusBadge status={e.status} />
              <Text size="sm" c="dimmed">
                {TEMPLATE_LABELS[e.template] ?? e.template}
              </Text>
            </Group>
            {e.status === "failed" && (
              <Button
                size="xs"
                leftSection={<IconSend size={14} aria-hidden />}
                loading={resending}
                onClick={() => onResend(e.id, e.recipient)}
              >
                {copy.sendAgain}
              </Button>
            )}
          </Group>
          <Group align="flex-start" grow>
            <Field label={copy.to}>
              <Text size="sm" style={{ wordBreak: "break-all" }}>
                {e.recipient}
              </Text>
            </Field>
            <Field label={copy.created}>
              <Text size="sm">{dateTime(e.createdAt)}</Text>
            </Field>
            <Field label={copy.sent}>
              <Text size="sm">{e.sentAt ? dateTime(e.sentAt) : "—"}</Text>
            </Field>
          </Group>
          <Group align="flex-start" grow>
            <Field label={copy.attempts}>
              <Text size="sm">{e.attempts}</Text>
            </Field>
            <Field label={copy.nextAttempt}>
              <Text size="sm">
                {e.status === "queued" || e.status === "sending" ? dateTime(e.nextAttemptAt) : "—"}
              </Text>
            </Field>
            <Field label={copy.messageId}>
              <Text size="xs" ff="monospace" style={{ wordBreak: "break-all" }}>
                {e.messageId ?? "—"}
              </Text>
            </Field>
          </Group>
          {e.lastError && (
            <Field label={copy.lastError}>
              <Code block c="red.9">
                {e.lastError}
              </Code>
            </Field>
          )}
          <RenderedEmail rendered={e.rendered} />
        </Stack>
      )}
    </DetailDrawer>
  );
}

/** The message as sent: the plain-text version, and the HTML version in a sandboxed iframe (no scripts, forms or links). */
function RenderedEmail({ rendered }: { rendered: { text: string; html: string } }) {
  return (
    <Tabs defaultValue="text" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="text">{copy.textTab}</Tabs.Tab>
        <Tabs.Tab value="html">{copy.htmlTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="text" pt="md">
        <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }} data-testid="email-text">
          {rendered.text}
        </Code>
      </Tabs.Panel>
      <Tabs.Panel value="html" pt="md">
        <Text size="xs" c="dimmed" mb="xs">
          {copy.htmlNote}
        </Text>
        <iframe
          sandbox=""
          srcDoc={rendered.html}
          title={copy.htmlFrameTitle}
          style={{
            width: "100%",
            height: 520,
            border: "1px solid var(--mantine-color-gray-3)",
            borderRadius: 8,
            background: "white",
          }}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
