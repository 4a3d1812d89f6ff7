import { List, Text } from "@mantine/core";
import { ContactEmail, ContactPhone } from "../../components/ContactLinks";
import { InfoLayout, InfoSection, TextLink } from "./InfoLayout";

export default function TermsPage() {
  return (
    <InfoLayout
      path="/terms"
      title="Terms of Service"
      policy
      intro="The rules for using LabCompare UAE to compare and book lab tests. Please read them before you book."
    >
      <InfoSection title="1. Our service">
        <Text>
          LabCompare UAE lists tests and prices provided by independent partner laboratories in the UAE and passes your
          booking to the lab you choose. The tests are performed by that lab, which is licensed by the relevant UAE
          health authority and is responsible for sample collection, analysis and your results.
        </Text>
      </InfoSection>

      <InfoSection title="2. Not medical advice">
        <Text>
          The information on this site, including test descriptions, preparation instructions and blog articles, is
          general information, not medical advice. Please consult your doctor about which tests you need and what your
          results mean. In an emergency, call 998 for an ambulance.
        </Text>
      </InfoSection>

      <InfoSection title="3. Your account">
        <List spacing="xs">
          <List.Item>You need an account to book. Give accurate details and keep your password to yourself.</List.Item>
          <List.Item>
            You may book for someone else (for example a family member) only with their permission, and for a child
            only as their parent or guardian.
          </List.Item>
          <List.Item>You are responsible for bookings made from your account.</List.Item>
        </List>
      </InfoSection>

      <InfoSection title="4. Bookings">
        <Text>
          A booking is a request to the lab for the test, date and time you choose. It is Pending until the lab confirms
          it. The lab may contact you to change the time if the slot is not available, or to ask for a doctor's request
          form for some specialised tests. Please follow the preparation instructions shown for your test, such as
          fasting.
        </Text>
      </InfoSection>

      <InfoSection title="5. Prices and payment">
        <Text>
          Prices are set by each lab and shown in AED. The price shown when you book, plus any home collection fee, is
          saved with your booking. You pay the lab directly at your appointment or at home collection; we do not take
          payment online and do not charge you for using the service.
        </Text>
      </InfoSection>

      <InfoSection title="6. Cancellations and changes">
        <Text>
          To cancel or reschedule, contact us at least 24 hours before your appointment on{" "}
          <ContactPhone />{" "}
          or at{" "}
          <ContactEmail />
          . As payment is made at the lab, there is no cancellation fee from us. If a lab cancels, we will help you
          rebook.
        </Text>
      </InfoSection>

      <InfoSection title="7. Results">
        <Text>
          Your results are issued by the lab and delivered to you digitally by the lab. Turnaround times shown on the
          site are the lab's usual times and are not guaranteed.
        </Text>
      </InfoSection>

      <InfoSection title="8. Acceptable use">
        <Text>
          Do not misuse the site: no false bookings, no attempts to access other people's data or our systems, and no
          automated scraping that disrupts the service. We may suspend accounts that break these rules.
        </Text>
      </InfoSection>

      <InfoSection title="9. Our responsibility">
        <Text>
          We take care to show accurate information, but lab prices, availability and test details come from the labs
          and may change. To the extent the law allows, we are not liable for the lab's services or for decisions made
          on the basis of general information on this site. Nothing in these terms limits rights you have under UAE
          consumer protection law.
        </Text>
      </InfoSection>

      <InfoSection title="10. Privacy">
        <Text>
          How we handle your personal and health data is explained in our{" "}
          <TextLink to="/privacy">Privacy Policy</TextLink>{" "}
          and{" "}
          <TextLink to="/cookies">Cookie Policy</TextLink>
          .
        </Text>
      </InfoSection>

      <InfoSection title="11. Changes and governing law">
        <Text>
          We may update these terms; the date at the top shows the latest version. These terms are governed by the laws
          of the United Arab Emirates as applied in the Emirate of Dubai, and the courts of Dubai have jurisdiction.
        </Text>
      </InfoSection>
    </InfoLayout>
  );
}
