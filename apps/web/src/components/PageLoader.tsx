import { Center, Loader } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";

/** A centred spinner while a page's code or first data loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? "100vh" : 320} role="status" aria-label={t("pageLoader.loading")}>
      <Loader />
    </Center>
  );
}
