/**
 * "Near me": the point distances are measured from, chosen either with the browser's location
 * ("Use my location", asked only on click) or by picking a UAE area (`catalog.areas`).
 *
 * The choice is kept in the URL — `near=lat,lng` (degrees, 3 decimals ≈ 100 m) or `area=<area id>` —
 * so a shared link shows the same distances, and in localStorage so it is remembered on the next
 * page. The URL wins; without either parameter the remembered choice is used. Points outside the UAE
 * (the bounds of the API's `latLngSchema`) are refused.
 */
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router-dom";
import type { LatLng } from "@labcompare/domain/geo";
import { trpc, type RouterOutputs } from "../trpc";
import { rememberedChoice } from "./rememberedChoice";

export type Area = RouterOutputs["catalog"]["areas"][number];
export type NearChoice = { kind: "gps"; point: LatLng } | { kind: "area"; areaId: string };

const STORAGE_KEY = "labcompare.near";

/** The UAE as the API accepts it (latLngSchema). */
export function inUae(p: LatLng): boolean {
  return p.lat >= 22 && p.lat <= 26.5 && p.lng >= 51 && p.lng <= 56.5;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** "25.205,55.271" → { lat, lng }, or null when malformed or outside the UAE. */
export function parseNear(value: string | null | undefined): LatLng | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? "");
  if (!m) return null;
  const p = { lat: Number(m[1]), lng: Number(m[2]) };
  return inUae(p) ? p : null;
}

export function formatNear(p: LatLng): string {
  return `${round3(p.lat)},${round3(p.lng)}`;
}

/** The choice written in URL parameters, or null. */
export function readNearParams(params: URLSearchParams): NearChoice | null {
  const point = parseNear(params.get("near"));
  if (point) return { kind: "gps", point };
  const area = params.get("area");
  return area && /^[0-9a-f-]{36}$/i.test(area) ? { kind: "area", areaId: area.toLowerCase() } : null;
}

/** `params` with the choice written in (the other parameters kept). */
export function writeNearParams(params: URLSearchParams, choice: NearChoice | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("near");
  next.delete("area");
  if (choice?.kind === "gps") next.set("near", formatNear(choice.point));
  if (choice?.kind === "area") next.set("area", choice.areaId);
  return next;
}

// ---------- remembered choice ----------

/** The remembered choice, stored as URL parameters (`near=…` or `area=…`). */
const stored = rememberedChoice<NearChoice | null>(
  STORAGE_KEY,
  {
    parse: (raw) => readNearParams(new URLSearchParams(raw)),
    serialize: (choice) => (choice ? writeNearParams(new URLSearchParams(), choice).toString() : null),
  },
  null,
);

/** The UAE areas (catalog.areas), cached for the session. */
export function useAreas() {
  return trpc.catalog.areas.useQuery(undefined, { staleTime: Infinity });
}

export interface NearMe {
  choice: NearChoice | null;
  /** The point distances are measured from (null when none chosen or the area is still loading). */
  point: LatLng | null;
  /** The chosen area, when the choice is an area. */
  area: Area | null;
  areas: Area[];
  areasLoading: boolean;
  setPoint: (p: LatLng) => void;
  setArea: (areaId: string) => void;
  clear: () => void;
}

/** The near-me choice of this page (URL first, then the remembered one) and its setters. */
export function useNearMe(): NearMe {
  const [params, setParams] = useSearchParams();
  const remembered = useSyncExternalStore(stored.subscribe, stored.get, () => null);
  const fromUrl = readNearParams(params);
  const choice = fromUrl ?? remembered;
  const areas = useAreas();
  const areaId = choice?.kind === "area" ? choice.areaId : null;
  const area = useMemo(
    () => (areaId ? (areas.data?.find((a) => a.id === areaId) ?? null) : null),
    [areaId, areas.data],
  );
  // Kept by value: the URL's point is parsed afresh on every render.
  const gpsLat = choice?.kind === "gps" ? choice.point.lat : null;
  const gpsLng = choice?.kind === "gps" ? choice.point.lng : null;
  const point = useMemo<LatLng | null>(
    () =>
      gpsLat !== null && gpsLng !== null
        ? { lat: gpsLat, lng: gpsLng }
        : area
          ? { lat: area.latitude, lng: area.longitude }
          : null,
    [gpsLat, gpsLng, area],
  );

  const choose = useCallback(
    (next: NearChoice | null) => {
      stored.set(next);
      setParams((prev) => writeNearParams(prev, next), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  return {
    choice,
    point,
    area,
    areas: areas.data ?? [],
    areasLoading: areas.isPending,
    setPoint: useCallback(
      (p: LatLng) => choose({ kind: "gps", point: { lat: round3(p.lat), lng: round3(p.lng) } }),
      [choose],
    ),
    setArea: useCallback((id: string) => choose({ kind: "area", areaId: id }), [choose]),
    clear: useCallback(() => choose(null), [choose]),
  };
}
