import { Anchor, List, Text } from "@mantine/core";
import { InfoLayout, InfoSection, InfoTable, TextLink } from "./InfoLayout";
import { privacyEmailOf, useSiteSettings } from "../../lib/siteSettings";
import { PRIVACY_EMAIL_LOADING } from "./policy";

/**
 * The privacy email from the site settings as a mailto link (the main email when no privacy email
 * is set); a short placeholder keeps the sentence readable while the settings load.
 */
function PrivacyMail() {
  const { data } = useSiteSettings();
  if (!data) return <span>{PRIVACY_EMAIL_LOADING}</span>;
  const email = privacyEmailOf(data);
  return (
    <Anchor href={`mailto:${email}`} inherit fw={600} style={{ overflowWrap: "anywhere" }}>
      {email}
    </Anchor>
  );
}

const privacyMail = <PrivacyMail />;

const STORED: { what: string; details: string; why: string }[] = [
  {
    what: "Account",
    details: "Email address and your password, stored only as a one-way (argon2id) hash.",
    why: "To sign you in and show your bookings.",
  },
  {
    what: "Profile",
    details: "First name, last name and phone number, if you add them.",
    why: "To prefill bookings and contact you about them.",
  },
  {
    what: "Bookings",
    details:
      "The test and lab, date and time, lab visit or home collection (with address and emirate), the patient's name, email, phone and your notes, the price in AED and the booking status.",
    why: "To arrange your test with the lab you chose.",
  },
  {
    what: "Sign-in sessions",
    details: "A random session token in a cookie; we keep only a hash of it, with its expiry date.",
    why: "To keep you signed in securely.",
  },
  {
    what: "Security records",
    details: "IP addresses of sign-in attempts (for rate limiting) and a log of changes our administrators make.",
    why: "To protect accounts and keep an audit trail.",
  },
];

export default function PrivacyPage() {
  return (
    <InfoLayout
      path="/privacy"
      title="Privacy Policy"
      policy
      intro="How LabCompare UAE handles your personal and health data: what we store, where it stays, who can see it and how to get a copy or have it deleted."
    >
      <InfoSection title="In short">
        <List spacing="xs">
          <List.Item>Your account and booking data is stored on our servers in the UAE and does not leave the UAE.</List.Item>
          <List.Item>Only you, the lab you book with and our administrators can see your bookings.</List.Item>
          <List.Item>We never sell your data and do not use it for advertising.</List.Item>
          <List.Item>Analytics cookies are off unless you accept them.</List.Item>
          <List.Item>You can ask for a copy of your data, or for its deletion, at any time: {privacyMail}.</List.Item>
        </List>
      </InfoSection>

      <InfoSection title="What we store">
        <InfoTable
          minWidth={560}
          columns={["Data", "What it includes", "Why"]}
          rows={STORED.map((row) => ({ key: row.what, cells: [row.what, row.details, row.why] }))}
        />
        <Text>
          A booking shows which test a patient is having, so we treat all booking data as health data. Your test results
          are produced and held by the lab, which delivers them to you digitally; this website does not store your lab
          results.
        </Text>
      </InfoSection>

      <InfoSection title="Where your data is kept">
        <Text>
          All account, profile and booking data is stored and processed on servers operated by us in the United Arab
          Emirates. We do not transfer your health data outside the UAE. Data travels between your browser and our
          servers over an encrypted (HTTPS) connection.
        </Text>
      </InfoSection>

      <InfoSection title="Who can see it">
        <List spacing="xs">
          <List.Item>
            <strong>You</strong>: your profile and bookings, on your dashboard.
          </List.Item>
          <List.Item>
            <strong>The lab you choose</strong>: the details of your booking (patient name, email, phone, notes, test,
            date and time, and the address for home collection) so it can perform the test and contact you. The lab
            handles your samples and results under its own obligations as a licensed healthcare facility.
          </List.Item>
          <List.Item>
            <strong>Our administrators</strong>: a small number of staff who manage bookings and help you when you
            contact us. Their changes are logged.
          </List.Item>
        </List>
        <Text>
          We share data with no one else, unless a UAE law or a competent authority requires it. If you accept analytics
          cookies, Google receives usage data such as the pages you view (which can include the name of a test page) and
          your device type, but never your account or booking details; see the{" "}
          <TextLink to="/cookies">Cookie Policy</TextLink>
          .
        </Text>
      </InfoSection>

      <InfoSection title="How long we keep it">
        <List spacing="xs">
          <List.Item>Account and profile data: for as long as your account is open.</List.Item>
          <List.Item>
            Booking records: for as long as UAE health-data rules require. Federal Law No. 2 of 2019 requires health
            information to be kept for at least 25 years from the last procedure; when you close your account, your
            bookings are kept only for that purpose and access to them is restricted.
          </List.Item>
          <List.Item>Sign-in sessions: until you sign out or after 30 days without use.</List.Item>
          <List.Item>Security records: up to 12 months, unless needed to investigate an incident.</List.Item>
        </List>
      </InfoSection>

      <InfoSection title="The law that protects you">
        <Text>
          We process personal data in line with the UAE's Federal Decree-Law No. 45 of 2021 on the Protection of
          Personal Data (PDPL). Health information is also protected by Federal Law No. 2 of 2019 on the Use of
          Information and Communication Technology in Health Fields, which requires, among other things, that health
          data is kept confidential, used only for healthcare purposes and stored within the UAE. We process your data to
          provide the bookings you ask for and with your consent, which you may withdraw at any time.
        </Text>
      </InfoSection>

      <InfoSection title="Your rights, and how to use them" id="your-rights">
        <Text>Under UAE law you can ask us to:</Text>
        <List spacing="xs">
          <List.Item>give you a copy of the personal data we hold about you, in a commonly used electronic format;</List.Item>
          <List.Item>correct data that is wrong (you can also edit your profile yourself);</List.Item>
          <List.Item>delete your account and data, except records we must keep by law;</List.Item>
          <List.Item>restrict or stop processing, and withdraw your consent.</List.Item>
        </List>
        <Text>
          Email {privacyMail} from the email address of your account, saying what you would like. We may ask you to
          confirm your identity, and we reply within 30 days. If you are not satisfied with our answer, you can complain
          to the UAE Data Office.
        </Text>
      </InfoSection>

      <InfoSection title="Changes to this policy">
        <Text>
          If we change how we handle your data, we will update this page and the date at the top, and tell you by email
          about important changes.
        </Text>
      </InfoSection>
    </InfoLayout>
  );
}
