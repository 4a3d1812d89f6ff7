import { Accordion } from "@mantine/core";
import { InfoLayout } from "./InfoLayout";

const FAQS = [
  {
    q: "How do I book a lab test?",
    a: "Search for a test, compare prices across labs, choose a lab and press Book. Pick lab visit or home collection, a date and a time, and you're done.",
  },
  {
    q: "Do I need to fast before my test?",
    a: "Some tests, such as a lipid profile or fasting glucose, need 8 to 12 hours of fasting. Each test page shows its preparation instructions.",
  },
  {
    q: "Can a nurse collect my sample at home?",
    a: "Many partner labs offer home collection in Dubai and Abu Dhabi. The comparison table shows which labs offer it and the fee, if any.",
  },
  {
    q: "How do I get my results?",
    a: "Results are delivered digitally by the lab, usually within 24-48 hours depending on the test.",
  },
  {
    q: "Are the prices final?",
    a: "Prices are set by each lab and shown in AED. The price you see when you book is the price saved with your booking.",
  },
];

export default function FaqsPage() {
  return (
    <InfoLayout title="Frequently Asked Questions">
      <Accordion variant="separated">
        {FAQS.map((f) => (
          <Accordion.Item key={f.q} value={f.q}>
            <Accordion.Control>{f.q}</Accordion.Control>
            <Accordion.Panel>{f.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </InfoLayout>
  );
}
