import { Trans, useLingui } from '@lingui/react/macro';
import { contrastRatio, PART_CONTRAST, textOn, WIDGET_BACKGROUND } from '#widgets/shared/contrast.ts';
import * as styles from './embed.css.ts';

const COLOUR = /^#[0-9a-f]{6}$/i;

/** Below 3:1 against the widgets' white background, the colour's buttons and highlights fade into it (WCAG 1.4.11). */
export const isFaint = (colour: string) =>
  COLOUR.test(colour) && contrastRatio(colour.toLowerCase(), WIDGET_BACKGROUND) < PART_CONTRAST;

/** How readable the chosen brand colour is: against the widget's background, and the text the widgets put on it. */
export function BrandContrast({ colour }: { colour: string }) {
  const { t, i18n } = useLingui();
  if (!COLOUR.test(colour)) return null;
  const value = colour.toLowerCase();
  const ratio = (a: string, b: string) =>
    `${i18n.number(Math.floor(contrastRatio(a, b) * 100) / 100, { maximumFractionDigits: 2 })}:1`;
  const text = textOn(value);
  const background = ratio(value, WIDGET_BACKGROUND);
  const onBrand = ratio(value, text);
  const textColour = text === '#ffffff' ? t`white` : t`dark`;
  return (
    <div className={styles.contrast}>
      <p className={isFaint(value) ? styles.contrastWarning : styles.contrastLine} role="status">
        {isFaint(value) ? (
          <Trans>
            Contrast against the widgets' white background: {background}, below the 3:1 that buttons and highlights need
            to be seen. Your widgets will draw links and focus rings in a darker shade of it.
          </Trans>
        ) : (
          <Trans>Contrast against the widgets' white background: {background}</Trans>
        )}
      </p>
      <p className={styles.contrastLine}>
        <Trans>
          Button text on this colour: {textColour}, contrast {onBrand}
        </Trans>
      </p>
    </div>
  );
}
