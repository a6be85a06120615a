import { Trans, useLingui } from '@lingui/react/macro';
import { isolate } from '#portal/lib/bidi.ts';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { useFormat } from '#portal/lib/format.ts';

type Place = { city: string; country: string };

/**
 * "Munich, Germany": the city in the reader's language where the names' catalog names it, else as
 * stored (isolated, so an English name keeps its shape in Arabic), the country in the reader's
 * language, with the comma of the reader's language.
 */
export function PlaceName({ city: englishCity, country: englishCountry }: Place) {
  const format = useFormat();
  const labels = useCatalogueLabels();
  const city = labels.city(englishCity);
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
  const labels = useCatalogueLabels();
  return (where: Place) => {
    const city = isolate(labels.city(where.city));
    const country = format.country(where.country);
    return t`${city}, ${country}`;
  };
}
