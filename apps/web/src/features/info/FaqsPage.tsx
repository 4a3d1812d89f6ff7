import { Accordion, Text, Title } from "@mantine/core";
import { ContactEmail, ContactPhone } from "../../components/ContactLinks";
import { InfoLayout, TextLink } from "./InfoLayout";

interface Faq {
  q: string;
  a: React.ReactNode;
}

const contact = (
  <>
    call us on <ContactPhone /> or email <ContactEmail />
  </>
);

const GROUPS: { title: string; faqs: Faq[] }[] = [
  {
    title: "Booking",
    faqs: [
      {
        q: "How do I book a lab test?",
        a: (
          <>
            Search for a test or open a category, compare the prices at each lab, and press <strong>Book</strong> next to
            the lab you want. Sign in or create a free account, choose a lab visit or home collection, pick a date and a
            time, and enter the patient's details. Your booking then appears on your{" "}
            <TextLink to="/dashboard">dashboard</TextLink>
            .
          </>
        ),
      },
      {
        q: "What happens after I book?",
        a: "Your booking is sent to the lab and shows as Pending. The lab confirms it (Confirmed) and, after your test, marks it Completed. You can follow the status on your dashboard. If the lab needs to change the time, it will contact you on the phone number or email you gave.",
      },
      {
        q: "Do I need a doctor's referral?",
        a: "Most routine tests, such as a CBC, vitamin D or a lipid profile, can be booked directly. For some specialised tests the lab may ask for a doctor's request form; it will tell you when it confirms your booking.",
      },
      {
        q: "Can I book for a family member?",
        a: "Yes. Enter their name, email and phone as the patient details when you book. For a child, a parent or guardian must come to the appointment.",
      },
      {
        q: "What should I bring to my appointment?",
        a: "Your Emirates ID (or passport), your booking details and any doctor's request form. For home collection, have your ID ready when the nurse arrives.",
      },
    ],
  },
  {
    title: "Preparing for your test",
    faqs: [
      {
        q: "Do I need to fast before my test?",
        a: "Only for some tests. A fasting blood glucose needs about 8 hours without food, a lipid profile 10 to 12 hours, and insulin tests 8 to 12 hours. Each test page shows its preparation instructions and the number of fasting hours. While fasting you can drink plain water, and it helps to book an early-morning slot.",
      },
      {
        q: "Should I stop my medicines before a test?",
        a: "Keep taking your usual medicines unless your doctor tells you otherwise. Some supplements, such as biotin, can affect certain results, so mention everything you take to the lab.",
      },
    ],
  },
  {
    title: "Home collection",
    faqs: [
      {
        q: "Can a nurse collect my sample at home?",
        a: "Many partner labs in Dubai and Abu Dhabi offer home collection. The comparison table on each test page shows which labs offer it and their home collection fee. When you book, choose Home collection and enter your address and emirate; a nurse comes at the date and time you chose.",
      },
      {
        q: "How much does home collection cost?",
        a: "Each lab sets its own fee, which is shown before you book and added to the total in your booking summary. Some labs collect at home for free.",
      },
    ],
  },
  {
    title: "Results",
    faqs: [
      {
        q: "How do I get my results?",
        a: "The lab delivers your results digitally, usually by email or through its patient portal, in a format you can print. Most routine tests are ready within 24-48 hours; each lab's turnaround time is shown when you compare prices.",
      },
      {
        q: "Who explains my results?",
        a: "Your results show the lab's reference ranges. Please discuss them with your doctor, who can interpret them alongside your health history. We do not give medical advice.",
      },
    ],
  },
  {
    title: "Prices and payment",
    faqs: [
      {
        q: "How do I pay?",
        a: "You pay the lab directly at your appointment, or to the nurse for home collection. We do not take payment online, and booking through LabCompare UAE costs nothing extra.",
      },
      {
        q: "Are the prices final?",
        a: "Prices are set by each lab and shown in AED. The price you see when you book is saved with your booking, together with any home collection fee. Whether your health insurance covers a test depends on your policy and the lab, so ask the lab if you want to use insurance.",
      },
    ],
  },
  {
    title: "Changes and cancellations",
    faqs: [
      {
        q: "How do I cancel or reschedule a booking?",
        a: (
          <>
            Please contact us at least 24 hours before your appointment: {contact}. We will cancel or move the booking
            with the lab, and your dashboard will show the booking as Cancelled. As you pay at the lab, there is nothing
            to refund and no cancellation fee from us.
          </>
        ),
      },
      {
        q: "What if the lab cancels?",
        a: "If a lab has to cancel, it or our team will contact you to arrange another time or another lab, and the booking's status on your dashboard will change.",
      },
    ],
  },
];

export default function FaqsPage() {
  return (
    <InfoLayout
      path="/faqs"
      title="Frequently Asked Questions"
      intro="Answers about booking, preparing for a test, home collection, results, payment and cancellations."
    >
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`faq-${slug(group.title)}`}>
          <Title order={2} fz="h3" id={`faq-${slug(group.title)}`} mt="lg" mb="sm">
            {group.title}
          </Title>
          <Accordion variant="separated" radius="md" order={3}>
            {group.faqs.map((f) => (
              <Accordion.Item key={f.q} value={slug(f.q)}>
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
      <Text mt="lg">Still have a question? You can {contact}.</Text>
    </InfoLayout>
  );
}

/** An id-safe value ("How do I pay?" → "how-do-i-pay"): Mantine builds the panel's id from it. */
function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
