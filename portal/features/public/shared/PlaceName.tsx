import { Trans } from '@lingui/react/macro';
import { useFormat } from '#portal/lib/format.ts';

/** "Munich, Germany": the city as stored (isolated, so an English name keeps its shape in Arabic), the country in the reader's language. */
export function PlaceName({ city, country: englishCountry }: { city: string; country: string }) {
  const format = useFormat();
  const country = format.country(englishCountry);
  return (
    <Trans>
      <bdi>{city}</bdi>, {country}
    </Trans>
  );
}
