/**
 * The state behind the "near me" control (NearMeControl.tsx): the areas grouped by emirate for its
 * select, and "Use my location" (the browser's position, asked only when pressed).
 */
import { useMemo, useState } from "react";
import { emirateName } from "@labcompare/domain/format";
import { entityName, type Locale } from "@labcompare/domain/locale";
import { useTranslation } from "../../i18n/useTranslation";
import { inUae, type NearMe } from "../../lib/nearMe";

/** `areas` as Select groups, one per emirate (its name in `locale`), each area `{ value: id, label: name }`. */
export function useAreaGroups(areas: NearMe["areas"], locale: Locale) {
  return useMemo(() => {
    const byEmirate = new Map<string, { value: string; label: string }[]>();
    for (const a of areas) {
      const list = byEmirate.get(a.emirate) ?? [];
      list.push({ value: a.id, label: entityName(a, locale) });
      byEmirate.set(a.emirate, list);
    }
    return [...byEmirate.entries()].map(([group, items]) => ({ group: emirateName(group, locale), items }));
  }, [areas, locale]);
}

/**
 * "Use my location": `locate()` asks the browser for its position (15 s timeout) and passes a point
 * inside the UAE to `near.setPoint`; `locating` while it waits; `error` the text of a refusal, a
 * failure or a point outside the UAE (null otherwise; `setError` resets it).
 */
export function useLocateMe(near: NearMe) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = () => {
    setError(null);
    if (!("geolocation" in navigator)) {
      setError(t("nearMe.denied"));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const p = { lat: pos.coords.latitude, lng: pos.coords.longitude };
        if (!inUae(p)) setError(t("nearMe.outsideUae"));
        else near.setPoint(p);
      },
      () => {
        setLocating(false);
        setError(t("nearMe.denied"));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  return { locating, error, setError, locate };
}
