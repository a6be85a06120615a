import { useLingui } from '@lingui/react/macro';
import type { UserType } from '#sdk/schemas/enums';
import { isolate } from '#portal/lib/bidi.ts';
import { USER_TYPE_LABELS } from '#portal/lib/labels.ts';

/** Who acted, as timelines, messages and activity feeds record it. */
export interface Actor {
  userType: UserType;
  name: string | null;
  /** The agency's member who acted, when the agency named them. */
  memberName?: string | null;
}

/**
 * Who acted, in words: their role and name, and for an agency the member by name
 * ("Agency Atlas Study (Sara)"); null when nobody is recorded.
 */
export function useActorLabel() {
  const { t, i18n } = useLingui();
  return (actor: Actor | null): string | null => {
    if (!actor) return null;
    const role = i18n._(USER_TYPE_LABELS[actor.userType]);
    const name = actor.name ? isolate(actor.name) : null;
    const member = actor.memberName ? isolate(actor.memberName) : null;
    const who = name ? t`${role} ${name}` : role;
    return member ? t`${who} (${member})` : who;
  };
}
