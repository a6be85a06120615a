/** @jsxImportSource preact */
import { translator } from '#widgets/shared/i18n.ts';
import type { WidgetEnv } from '#widgets/shared/mount.tsx';
import { openerLabel, openerLabels } from './messages.ts';

/**
 * The floating "Free consultation" button. It is an opener like any of the page's own
 * (`data-study-open`): the loader opens the popup with this element's options.
 */
export function FloatingButton({ options, lang, agency }: WidgetEnv) {
  // Shown once the agency's colour is known, so that it does not change colour under the visitor.
  if (agency.status === 'loading') return null;
  const label = openerLabel(options.opens, options.type);
  const opens = label === 'apply' || label === 'search' ? label : 'consultation';
  return (
    <button type="button" class="se-floating" part="button" data-study-open={opens} aria-haspopup="dialog">
      {translator(openerLabels, lang)(label)}
    </button>
  );
}
