import { Trans, useLingui } from '@lingui/react/macro';
import type { UniversityList } from '#sdk/schemas/university';
import { useFormat } from '#portal/lib/format.ts';
import * as styles from './UniversitiesPage.css.ts';

interface SearchNotesProps {
  notes: Pick<UniversityList, 'suggestion' | 'ignoredWords'>;
  onSearch: (search: string) => void;
}

/**
 * How the catalogue read the search: "Did you mean heidelberg?" when it corrected a misspelt
 * word (the results are for the correction; choosing it puts it in the search box), and the
 * words it left out when no university matched all of them.
 */
export function SearchNotes({ notes, onSearch }: SearchNotesProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { suggestion, ignoredWords } = notes;
  if (suggestion === undefined && !ignoredWords?.length) return null;
  const left = ignoredWords && format.list(ignoredWords.map((word) => `“${word}”`));
  return (
    <div className={styles.searchNotes} role="status">
      {suggestion !== undefined && (
        <p>
          <Trans>
            Did you mean{' '}
            <button type="button" className={styles.suggestion} onClick={() => onSearch(suggestion)}>
              {suggestion}
            </button>
            ? Showing results for it.
          </Trans>
        </p>
      )}
      {left && <p>{t`No university matches every word, so these were left out: ${left}`}</p>}
    </div>
  );
}
