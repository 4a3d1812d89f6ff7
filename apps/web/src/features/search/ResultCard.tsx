/**
 * One search result: name (linking to the test page), category, panel and fasting badges, synonyms,
 * description, the "from" price with the original struck through (AED), number of labs, the fastest
 * lab's turnaround ("Results in 24 h"), "Add to basket" and "Compare prices". The filters in
 * `carry` (emirate, home=1) are passed on to the test page so its comparison keeps them.
 * Props: `test` (a catalog.search item), `carry`.
 */
import { Badge, Button, Card } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { formatAed, resultsIn } from "@labcompare/domain/format";
import { AddToBasketButton } from "../../components/basket/AddToBasketButton";
import { testPath } from "../../lib/paths";
import type { RouterOutputs } from "../../trpc";
import classes from "./ResultCard.module.css";

type TestSummary = RouterOutputs["catalog"]["search"]["items"][number];

/** Search filters the test page understands too. */
export interface CarriedFilters {
  emirate: string | null;
  home: boolean;
}

export interface ResultCardProps {
  test: TestSummary;
  carry: CarriedFilters;
}

/** `path` with ?emirate=…&home=1 when those filters are set. */
export function withCarry(path: string, carry: CarriedFilters): string {
  const p = new URLSearchParams();
  if (carry.emirate) p.set("emirate", carry.emirate);
  if (carry.home) p.set("home", "1");
  const q = p.toString();
  return q ? `${path}?${q}` : path;
}

export function ResultCard({ test, carry }: ResultCardProps) {
  const to = withCarry(testPath(test), carry);
  // Plain elements with ResultCard.module.css inside the card, not Mantine's Group/Stack/Text/Title:
  // a results page renders up to 20 of these, and each Mantine component costs its render and
  // hydration work on a phone. Badges and buttons stay Mantine's.
  return (
    <Card shadow="xs" component="article" aria-labelledby={`test-${test.id}`}>
      <div className={classes.layout}>
        <div className={classes.about}>
          <Link to={to} className={classes.nameLink}>
            <h2 id={`test-${test.id}`} className={classes.name}>
              {test.name}
            </h2>
          </Link>
          <div className={classes.badges}>
            {test.category && (
              <Badge variant="light" color="brand">
                {test.category.name}
              </Badge>
            )}
            {test.isPanel && (
              <Badge variant="outline" color="gray" c="dark.6">
                Panel
              </Badge>
            )}
            {test.fastingHours > 0 && (
              <Badge variant="light" color="orange" c="#8a3c00">
                Fasting {test.fastingHours}h
              </Badge>
            )}
          </div>
          {test.synonyms.length > 0 && <p className={classes.synonyms}>Also known as: {test.synonyms.slice(0, 3).join(", ")}</p>}
          {test.description && <p className={classes.description}>{test.description}</p>}
        </div>
        <div className={classes.offer}>
          <p className={`${classes.text} ${classes.dimmed}`}>
            from <span className={classes.price}>{formatAed(test.lowestPriceAed)}</span>
          </p>
          {test.originalPriceAed && Number(test.originalPriceAed) > Number(test.lowestPriceAed) && (
            <s className={`${classes.text} ${classes.dimmed}`}>{formatAed(test.originalPriceAed)}</s>
          )}
          <p className={classes.text}>
            {test.labCount} {test.labCount === 1 ? "lab" : "labs"}
          </p>
          <div className={classes.turnaround}>
            <IconClock size={14} aria-hidden />
            <p className={`${classes.text} ${classes.dimmed}`}>{resultsIn(test.fastestTurnaroundHours)} at the fastest lab</p>
          </div>
          <div className={classes.actions}>
            <AddToBasketButton testId={test.id} testName={test.name} size="sm" />
            <Button component={Link} to={to} size="sm" aria-label={`Compare prices for ${test.name}`}>
              Compare prices
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
