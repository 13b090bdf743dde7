import geoip from "geoip-country";

/**
 * Country of an IP from the offline database shipped in the geoip-country package; nothing is
 * called over the network. Private and unknown addresses give an empty country.
 */
export function countryOf(ip: string): string {
  const plain = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return geoip.lookup(plain)?.country ?? "";
}
