import { type Country, type Language, languageTag } from "@jogada/contracts";
import { getCountries, getCountryCallingCode } from "libphonenumber-js";

const cache = new Map<Language, Country[]>();

/**
 * Every country with its dialing code. Codes come from libphonenumber-js's metadata (kept in step
 * with Google's libphonenumber); names from the CLDR data built into Node's Intl, in the asked
 * language and sorted as its speakers expect. The list is fixed per release, so it is built once.
 */
export function countryList(language: Language): Country[] {
  let list = cache.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([languageTag(language)], { type: "region", fallback: "code" });
    const collator = new Intl.Collator(languageTag(language));
    list = getCountries()
      .map((code) => ({
        countryCode: code,
        countryDialingCode: `+${getCountryCallingCode(code)}`,
        name: names.of(code) ?? code,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(language, list);
  }
  return list;
}
