import { Accordion, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { ContactEmail, ContactPhone } from "../../components/ContactLinks";
import type { CopyKey } from "../../i18n/copyKey";
import { InfoLayout, TextLink } from "./InfoLayout";

/** A key of the "info" copy holding a question's `q` and `a`, e.g. "faqs.booking.how". */
type FaqKey = CopyKey<"info", "q", "a">;

/**
 * The topics in page order: each one's id (the English slug, the same in every language: links keep
 * working) and the key of its copy; its questions are those whose key is under it.
 */
const TOPICS = [
  ["booking", "faqs.booking"],
  ["preparing-for-your-test", "faqs.preparing"],
  ["home-collection", "faqs.home"],
  ["results", "faqs.results"],
  ["prices-and-payment", "faqs.payment"],
  ["changes-and-cancellations", "faqs.changes"],
] as const;

/**
 * The questions in page order: each one's id (the English slug; id-safe, as Mantine builds the
 * panel's id from it) and the key of its question and answer.
 */
const QUESTIONS: readonly (readonly [id: string, key: FaqKey])[] = [
  ["how-do-i-book-a-lab-test", "faqs.booking.how"],
  ["what-happens-after-i-book", "faqs.booking.after"],
  ["do-i-need-a-doctor-s-referral", "faqs.booking.referral"],
  ["can-i-book-for-a-family-member", "faqs.booking.family"],
  ["what-should-i-bring-to-my-appointment", "faqs.booking.bring"],
  ["do-i-need-to-fast-before-my-test", "faqs.preparing.fasting"],
  ["should-i-stop-my-medicines-before-a-test", "faqs.preparing.medicines"],
  ["can-a-nurse-collect-my-sample-at-home", "faqs.home.nurse"],
  ["how-much-does-home-collection-cost", "faqs.home.cost"],
  ["how-do-i-get-my-results", "faqs.results.get"],
  ["who-explains-my-results", "faqs.results.explain"],
  ["how-do-i-pay", "faqs.payment.pay"],
  ["are-the-prices-final", "faqs.payment.final"],
  ["how-do-i-cancel-or-reschedule-a-booking", "faqs.changes.cancel"],
  ["what-if-the-lab-cancels", "faqs.changes.labCancels"],
];

/** "call us on {phone} or email {email}", inside a sentence. */
function ContactUs() {
  const { t } = useTranslation("info");
  return (
    <Trans t={t} i18nKey="faqs.contact" components={{ phone: <ContactPhone />, email: <ContactEmail /> }} />
  );
}

/** The answers with links or emphasis, by question key; the others are plain text. */
function richAnswers(t: TFunction<"info">): Partial<Record<FaqKey, React.ReactNode>> {
  return {
    "faqs.booking.how": (
      <Trans
        t={t}
        i18nKey="faqs.booking.how.a"
        components={{ strong: <strong />, pagelink: <TextLink to="/dashboard" /> }}
      />
    ),
    "faqs.changes.cancel": (
      <Trans t={t} i18nKey="faqs.changes.cancel.a" components={{ contact: <ContactUs /> }} />
    ),
  };
}

/** The questions by topic, in the page's language (`t` of the "info" namespace). */
function faqGroups(t: TFunction<"info">) {
  const rich = richAnswers(t);
  return TOPICS.map(([id, topic]) => ({
    id,
    title: t(`${topic}.title`),
    faqs: QUESTIONS.filter(([, key]) => key.startsWith(`${topic}.`)).map(([faqId, key]) => ({
      id: faqId,
      q: t(`${key}.q`),
      a: rich[key] ?? t(`${key}.a`),
    })),
  }));
}

export default function FaqsPage() {
  const { t } = useTranslation("info");
  return (
    <InfoLayout path="/faqs" title={t("faqs.title")} intro={t("faqs.intro")}>
      {faqGroups(t).map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <Title order={2} fz="h3" id={`faq-${group.id}`} mt="lg" mb="sm">
            {group.title}
          </Title>
          <Accordion variant="separated" radius="md" order={3}>
            {group.faqs.map((f) => (
              <Accordion.Item key={f.id} value={f.id}>
                <Accordion.Control>
                  <Text component="span" fw={600}>
                    {f.q}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text>{f.a}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
      <Text mt="lg">
        <Trans t={t} i18nKey="faqs.stillQuestion" components={{ contact: <ContactUs /> }} />
      </Text>
    </InfoLayout>
  );
}
