/**
 * A lab's address as one line, for pages, emails and calendar events alike: the street address,
 * then the area and the emirate unless the address already names them, so no part repeats
 * ("…, Dubai Healthcare City" + "Dubai Healthcare City" + "Dubai" → "…, Dubai Healthcare City, Dubai").
 */

/** The parts of a lab's address as stored: street address (comma-separated), area, emirate. */
export interface LabAddressParts {
  address: string;
  area?: string | null;
  emirate?: string | null;
}

/** Lower case, single spaces: how two parts are compared. */
const norm = (part: string) => part.toLowerCase().replace(/\s+/g, " ").trim();

/** True when `part` holds `words` as whole words ("al barsha 1" holds "al barsha", not "barsha heights"). */
function holdsWords(part: string, words: string): boolean {
  return ` ${part} `.includes(` ${words} `);
}

/**
 * "Building 64, Al Razi Complex, Dubai Healthcare City, Dubai". Parts are compared case-insensitively
 * and left out when already said: any part equal to an earlier one; the area when an earlier part
 * holds it as whole words ("Jumeirah 2" already says "Jumeirah"); the emirate when the part before it
 * ends with it ("Downtown Dubai"). A part merely starting with the emirate keeps it ("Dubai Healthcare
 * City, Dubai"): many areas are named after their emirate.
 */
export function formatLabAddress(lab: LabAddressParts): string {
  const kept: string[] = [];
  const said = () => kept.map(norm);
  const add = (part: string | null | undefined, role: "address" | "area" | "emirate") => {
    const text = part?.replace(/\s+/g, " ").trim();
    if (!text) return;
    const n = norm(text);
    const earlier = said();
    if (earlier.includes(n)) return;
    if (role === "area" && earlier.some((e) => holdsWords(e, n))) return;
    if (role === "emirate" && earlier.length > 0 && ` ${earlier[earlier.length - 1]}`.endsWith(` ${n}`)) return;
    kept.push(text);
  };
  for (const part of lab.address.split(",")) add(part, "address");
  add(lab.area, "area");
  add(lab.emirate, "emirate");
  return kept.join(", ");
}

/** "Sidra Crest Diagnostics, Building 64, …, Dubai Healthcare City, Dubai": the lab's name, then its address. */
export function formatLabPlace(lab: LabAddressParts & { name: string }): string {
  const address = formatLabAddress(lab);
  return address ? `${lab.name}, ${address}` : lab.name;
}
