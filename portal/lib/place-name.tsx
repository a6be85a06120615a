import { Trans, useLingui } from '@lingui/react/macro';
import { isolate } from '#portal/lib/bidi.ts';
import { useFormat } from '#portal/lib/format.ts';

type Place = { city: string; country: string };

/**
 * "Munich, Germany": the city as stored (isolated, so an English name keeps its shape in Arabic),
 * the country in the reader's language, with the comma of the reader's language.
 */
export function PlaceName({ city, country: englishCountry }: Place) {
  const format = useFormat();
  const country = format.country(englishCountry);
  return (
    <Trans>
      <bdi>{city}</bdi>, {country}
    </Trans>
  );
}

/** The same place as a string, for option descriptions and definition lists. */
export function usePlace() {
  const { t } = useLingui();
  const format = useFormat();
  return (where: Place) => {
    const city = isolate(where.city);
    const country = format.country(where.country);
    return t`${city}, ${country}`;
  };
}
