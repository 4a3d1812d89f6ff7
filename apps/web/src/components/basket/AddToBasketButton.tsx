/**
 * "Add to basket" for one test; once added it reads "Remove from basket". Shows the shared
 * "at most 20 tests" message when the basket is full. Props: `testId`, `testName` (for the
 * accessible label), and Mantine Button props (size, variant, fullWidth…).
 */
import { Button, type ButtonProps } from "@mantine/core";
import { IconBasketCheck, IconBasketPlus } from "@tabler/icons-react";
import { comparisonMessages } from "@labcompare/validators/catalog-messages";
import { useBasket } from "../../lib/basket";
import { notifyError } from "../../lib/notify";
import { errorMessage } from "../../trpc";
import { basketCopy as copy } from "./basket.copy";

export interface AddToBasketButtonProps extends Omit<ButtonProps, "children" | "leftSection"> {
  testId: string;
  testName: string;
}

export function AddToBasketButton({ testId, testName, variant, ...props }: AddToBasketButtonProps) {
  const basket = useBasket((e) => notifyError(copy.saveFailed, errorMessage(e), "basket-save"));
  const inBasket = basket.has(testId);
  const onClick = () => {
    if (inBasket) return basket.remove(testId);
    if (basket.add(testId) === "full") notifyError(comparisonMessages.basketFull, undefined, "basket-full");
  };
  return (
    <Button
      {...props}
      variant={inBasket ? "light" : (variant ?? "outline")}
      leftSection={inBasket ? <IconBasketCheck size={16} aria-hidden /> : <IconBasketPlus size={16} aria-hidden />}
      onClick={onClick}
      disabled={!basket.ready}
      aria-label={inBasket ? copy.removeLabel(testName) : copy.addLabel(testName)}
      data-in-basket={inBasket || undefined}
    >
      {inBasket ? copy.remove : copy.add}
    </Button>
  );
}
