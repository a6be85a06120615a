import { useLingui } from '@lingui/react/macro';
import { useFormat } from '#portal/lib/format.ts';

/** "City, Country" with the country's name and the comma of the reader's language. */
export function usePlace() {
  const { t } = useLingui();
  const format = useFormat();
  return (where: { city: string; country: string }) => {
    const city = where.city;
    const country = format.country(where.country);
    return t`${city}, ${country}`;
  };
}
