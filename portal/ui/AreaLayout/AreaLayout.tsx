import { Outlet } from 'react-router';
import { type AreaLink, AreaNav } from '#portal/ui/AreaNav/AreaNav.tsx';

/** A signed-in area's route layout: its navigation above the current screen (the child route). */
export function AreaLayout({ label, links }: { label: string; links: readonly AreaLink[] }) {
  return (
    <>
      <AreaNav label={label} links={links} />
      <Outlet />
    </>
  );
}
