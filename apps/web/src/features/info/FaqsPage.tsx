import { Accordion, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { ContactEmail, ContactPhone } from "../../components/ContactLinks";
import { InfoLayout, TextLink } from "./InfoLayout";

/** A question; `id` is id-safe (Mantine builds the panel's id from it) and the same in every language. */
interface Faq {
  id: string;
  q: string;
  a: React.ReactNode;
}

/** "call us on {phone} or email {email}", inside a sentence. */
function ContactUs() {
  const { t } = useTranslation("info");
  return (
    <Trans t={t} i18nKey="faqs.contact" components={{ phone: <ContactPhone />, email: <ContactEmail /> }} />
  );
}

/** The questions by topic, in the page's language; ids stay the English slugs (links keep working). */
function faqGroups(t: TFunction<"info">): { id: string; title: string; faqs: Faq[] }[] {
  return [
    {
      id: "booking",
      title: t("faqs.booking.title"),
      faqs: [
        {
          id: "how-do-i-book-a-lab-test",
          q: t("faqs.booking.how.q"),
          a: (
            <Trans
              t={t}
              i18nKey="faqs.booking.how.a"
              components={{ strong: <strong />, pagelink: <TextLink to="/dashboard" /> }}
            />
          ),
        },
        { id: "what-happens-after-i-book", q: t("faqs.booking.after.q"), a: t("faqs.booking.after.a") },
        {
          id: "do-i-need-a-doctor-s-referral",
          q: t("faqs.booking.referral.q"),
          a: t("faqs.booking.referral.a"),
        },
        {
          id: "can-i-book-for-a-family-member",
          q: t("faqs.booking.family.q"),
          a: t("faqs.booking.family.a"),
        },
        {
          id: "what-should-i-bring-to-my-appointment",
          q: t("faqs.booking.bring.q"),
          a: t("faqs.booking.bring.a"),
        },
      ],
    },
    {
      id: "preparing-for-your-test",
      title: t("faqs.preparing.title"),
      faqs: [
        {
          id: "do-i-need-to-fast-before-my-test",
          q: t("faqs.preparing.fasting.q"),
          a: t("faqs.preparing.fasting.a"),
        },
        {
          id: "should-i-stop-my-medicines-before-a-test",
          q: t("faqs.preparing.medicines.q"),
          a: t("faqs.preparing.medicines.a"),
        },
      ],
    },
    {
      id: "home-collection",
      title: t("faqs.home.title"),
      faqs: [
        { id: "can-a-nurse-collect-my-sample-at-home", q: t("faqs.home.nurse.q"), a: t("faqs.home.nurse.a") },
        { id: "how-much-does-home-collection-cost", q: t("faqs.home.cost.q"), a: t("faqs.home.cost.a") },
      ],
    },
    {
      id: "results",
      title: t("faqs.results.title"),
      faqs: [
        { id: "how-do-i-get-my-results", q: t("faqs.results.get.q"), a: t("faqs.results.get.a") },
        { id: "who-explains-my-results", q: t("faqs.results.explain.q"), a: t("faqs.results.explain.a") },
      ],
    },
    {
      id: "prices-and-payment",
      title: t("faqs.payment.title"),
      faqs: [
        { id: "how-do-i-pay", q: t("faqs.payment.pay.q"), a: t("faqs.payment.pay.a") },
        { id: "are-the-prices-final", q: t("faqs.payment.final.q"), a: t("faqs.payment.final.a") },
      ],
    },
    {
      id: "changes-and-cancellations",
      title: t("faqs.changes.title"),
      faqs: [
        {
          id: "how-do-i-cancel-or-reschedule-a-booking",
          q: t("faqs.changes.cancel.q"),
          a: <Trans t={t} i18nKey="faqs.changes.cancel.a" components={{ contact: <ContactUs /> }} />,
        },
        {
          id: "what-if-the-lab-cancels",
          q: t("faqs.changes.labCancels.q"),
          a: t("faqs.changes.labCancels.a"),
        },
      ],
    },
  ];
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
