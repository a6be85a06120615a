import { useSession } from '#portal/lib/session.ts';
import { paths } from '#portal/paths.ts';

/**
 * Where Apply leads for a university: only a signed-in student goes on to the apply screen;
 * anyone else signs in first and comes back to it (spec part 1, 6). While the session loads (and
 * before a server-rendered page is hydrated) the link goes to the apply screen, whose guard decides.
 */
export function useApplyLink(universityId: number) {
  const session = useSession();
  const apply = paths.student.apply(universityId);
  const isStudent = session.status === 'signedIn' && session.user.userType === 'STUDENT';
  const toLogin = session.status === 'signedOut' || (session.status === 'signedIn' && !isStudent);
  return { to: toLogin ? paths.login(apply) : apply, isStudent };
}
