import { useLanguage, useT } from '../i18n/i18n.ts';
import { changeText, directionClass, directionOf } from '../lib/direction.ts';
import { useUpColour } from '../stores/direction-store.ts';

/**
 * A change figure: sign, arrow and the colour of the up/down setting; its accessible name says the direction in
 * words ("up 12.5%"), so neither colour nor the arrow glyph is the only signal.
 */
export const Change = ({
  value,
  kind = 'ratio',
  className = '',
}: {
  value: number | null | undefined;
  kind?: 'ratio' | 'rank';
  className?: string;
}) => {
  const language = useLanguage();
  const t = useT();
  const upColour = useUpColour();
  const direction = directionOf(value);
  const text = changeText(value, kind, language);
  const spoken =
    direction === 'up'
      ? t('change.up', { value: text.replace('▲ ', '') })
      : direction === 'down'
        ? t('change.down', { value: text.replace('▼ ', '') })
        : direction === 'none'
          ? t('change.none')
          : text;
  return (
    <span
      className={`whitespace-nowrap tabular-nums ${directionClass(direction, upColour)} ${className}`}
      data-direction={direction}
      aria-label={spoken}
      title={spoken}
    >
      {text}
    </span>
  );
};
