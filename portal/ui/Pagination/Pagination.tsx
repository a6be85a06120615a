import { useLingui } from '@lingui/react/macro';
import { useFormat } from '#portal/lib/format.ts';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { pageWindow } from './page-window.ts';
import * as styles from './Pagination.css.ts';
import { useHydrated } from '#portal/lib/hydrated.ts';

interface PaginationProps {
  page: number;
  pages: number;
  /** There are pages past `pages` (the list stopped counting): Next stays enabled. */
  more?: boolean;
  onChange: (page: number) => void;
}

/** Previous, up to 5 page buttons around the current page, Next. Hidden when there is one page. */
export function Pagination({ page, pages, more = false, onChange }: PaginationProps) {
  const { t } = useLingui();
  const format = useFormat();
  // On a server-rendered page the buttons answer once it is hydrated.
  const live = useHydrated();
  if (pages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={t`Pagination`}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={page <= 1 || !live}
            onClick={() => onChange(page - 1)}
          >
            <Icon name="chevronStart" size={16} />
            <span className={styles.stepText}>{t`Previous`}</span>
          </button>
        </li>
        {pageWindow(page, pages).map((n) => {
          const label = format.number(n);
          return (
            <li key={n}>
              <button
                type="button"
                className={styles.page}
                aria-label={t`Page ${label}`}
                aria-current={n === page ? 'page' : undefined}
                disabled={!live}
                onClick={() => onChange(n)}
              >
                {label}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={(page >= pages && !more) || !live}
            onClick={() => onChange(page + 1)}
          >
            <span className={styles.stepText}>{t`Next`}</span>
            <Icon name="chevronEnd" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
