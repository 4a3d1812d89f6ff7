/**
 * "Add to basket" for one test; once added it reads "Remove from basket". Shows the shared
 * "at most 20 tests" message when the basket is full. Screen readers hear what changed and the
 * basket's new count ("Vitamin D Test added to your basket, 3 tests"). Props: `testId`, `testName` (for the
 * accessible label), and Mantine Button props (size, variant, fullWidth…).
 */
import { Button, type ButtonProps } from "@mantine/core";
import { IconBasketCheck, IconBasketPlus } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { announce } from "../../lib/announce";
import { useBasket } from "../../lib/basket";
import { notifyError } from "../../lib/notify";
import { errorMessage } from "../../trpc";

export interface AddToBasketButtonProps extends Omit<ButtonProps, "children" | "leftSection"> {
  testId: string;
  testName: string;
}

export function AddToBasketButton({ testId, testName, variant, ...props }: AddToBasketButtonProps) {
  const { t } = useTranslation();
  const basket = useBasket((e) =>
    notifyError(t("basketButton.saveFailed"), errorMessage(e, undefined, t), "basket-save"),
  );
  const inBasket = basket.has(testId);
  const onClick = () => {
    if (inBasket) {
      basket.remove(testId);
      announce(t("basketButton.removed", { name: testName, count: basket.count - 1 }));
      return;
    }
    const added = basket.add(testId);
    if (added === "full") notifyError(t("basketButton.full"), undefined, "basket-full");
    if (added === "added") announce(t("basketButton.added", { name: testName, count: basket.count + 1 }));
  };
  return (
    <Button
      {...props}
      variant={inBasket ? "light" : (variant ?? "outline")}
      leftSection={
        inBasket ? <IconBasketCheck size={16} aria-hidden /> : <IconBasketPlus size={16} aria-hidden />
      }
      onClick={onClick}
      disabled={!basket.ready}
      aria-label={
        inBasket
          ? t("basketButton.removeLabel", { name: testName })
          : t("basketButton.addLabel", { name: testName })
      }
      data-in-basket={inBasket || undefined}
    >
      {inBasket ? t("basketButton.remove") : t("basketButton.add")}
    </Button>
  );
}
