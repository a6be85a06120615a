import { useEffect } from 'react';

/** Sets the document title for the current screen, e.g. "Login · Study in Europe". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Study in Europe`;
  }, [title]);
}
