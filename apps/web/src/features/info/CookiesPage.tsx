import { Alert, Button, Code, Group, Text } from "@mantine/core";
import { IconCookie } from "@tabler/icons-react";
import { CONSENT_STORAGE_KEY, openCookieSettings, useAnalyticsId, useConsentChoice } from "../../components/CookieConsent";
import { InfoLayout, InfoSection, InfoTable, TextLink } from "./InfoLayout";

const COOKIES: { name: string; kind: string; purpose: string; duration: string }[] = [
  {
    name: "labcompare_session",
    kind: "Essential",
    purpose:
      "Keeps you signed in. It holds a random session token, is HttpOnly (page scripts cannot read it), SameSite=Lax and, on our live site, Secure (sent only over HTTPS).",
    duration: "30 days, extended while you keep using the site; removed when you sign out",
  },
  {
    name: "_ga",
    kind: "Analytics (optional)",
    purpose: "Set by Google Analytics, only after you accept analytics, to tell visits apart.",
    duration: "Up to 2 years",
  },
  {
    name: "_ga_<ID>",
    kind: "Analytics (optional)",
    purpose: "Set by Google Analytics, only after you accept analytics, to keep the state of a visit.",
    duration: "Up to 2 years",
  },
];

function YourChoice() {
  const analyticsId = useAnalyticsId();
  const choice = useConsentChoice();
  if (!analyticsId) {
    return (
      <Alert color="gray" variant="light" icon={<IconCookie size={18} aria-hidden />} title="Analytics is not in use">
        This site does not currently use analytics, so only the essential session cookie can be set. If we start using
        analytics, we will ask for your permission first.
      </Alert>
    );
  }
  return (
    <Alert color="brand" variant="light" icon={<IconCookie size={18} aria-hidden />} title="Your current choice">
      <Text size="sm" mb="sm">
        {choice === "accepted"
          ? "You have accepted analytics cookies."
          : choice === "rejected"
            ? "You have rejected analytics cookies."
            : "You have not made a choice yet, so no analytics cookies are set."}
      </Text>
      <Group>
        <Button size="sm" onClick={openCookieSettings}>
          Change cookie settings
        </Button>
      </Group>
    </Alert>
  );
}

export default function CookiesPage() {
  return (
    <InfoLayout
      path="/cookies"
      title="Cookie Policy"
      policy
      intro="We use one essential cookie to keep you signed in. Analytics cookies are optional and are only set if you accept them."
    >
      <InfoSection title="Cookies we use">
        <InfoTable
          minWidth={600}
          columns={["Cookie", "Type", "Purpose", "Duration"]}
          rows={COOKIES.map((c) => ({ key: c.name, cells: [<Code key="name">{c.name}</Code>, c.kind, c.purpose, c.duration] }))}
        />
      </InfoSection>

      <InfoSection title="Essential cookie">
        <Text>
          The <Code>labcompare_session</Code> cookie is set when you sign in or create an account and is needed to book
          tests and see your dashboard, so it cannot be switched off. It is not used for tracking or advertising. Visitors
          who do not sign in do not receive it.
        </Text>
      </InfoSection>

      <InfoSection title="Analytics cookies (optional)">
        <Text>
          If the site's operator has set up Google Analytics, we ask for your permission first. Only if you press
          "Accept analytics" do we load Google's analytics script, which sets the cookies above and tells us which pages
          are used and how, so we can improve the site. If you press "Reject", the script is never loaded. Analytics never
          receives your account or booking details.
        </Text>
      </InfoSection>

      <InfoSection title="Your choice, and how to change it" id="your-choices">
        <Text>
          We remember your choice in your browser's local storage (under <Code>{CONSENT_STORAGE_KEY}</Code>), not in a
          cookie. You can change it at any time with "Cookie settings" at the bottom of every page, or here. Clearing your
          browser's site data also resets it, and we will ask again.
        </Text>
        <YourChoice />
      </InfoSection>

      <InfoSection title="More information">
        <Text>
          How we handle your personal and health data is explained in our{" "}
          <TextLink to="/privacy">Privacy Policy</TextLink>
          .
        </Text>
      </InfoSection>
    </InfoLayout>
  );
}
