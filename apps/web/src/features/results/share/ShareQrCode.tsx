/**
 * A link as a QR code (the `qrcode` package, loaded only when a link is shown): an SVG image with a
 * text alternative; a placeholder of the same size while it is drawn.
 */
import { useEffect, useState } from "react";
import { Image, Skeleton } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";

/** The QR code of `url`, `size` pixels square. */
export function ShareQrCode({ url, size = 180 }: { url: string; size?: number }) {
  const { t } = useTranslation("share");
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async (QRCode) => {
      const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  if (!src) return <Skeleton w={size} h={size} />;
  return <Image src={src} w={size} h={size} alt={t("qrAlt")} data-testid="share-qr" />;
}
