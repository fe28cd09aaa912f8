import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CryptTrackSide } from '../../gql/graphql';

/** Long in green, short in red, named in words (the colour only underlines it). */
export function SideBadge({
  side,
  leverage,
}: {
  side: CryptTrackSide | null | undefined;
  leverage?: string | null;
}) {
  const { t } = useTranslation();
  if (!side) return null;
  return (
    <Badge colorPalette={side === 'LONG' ? 'green' : 'red'} variant="subtle" whiteSpace="nowrap">
      {t(`crypt-track:side.${side}`)}
      {leverage ? ` ${t('crypt-track:leverage', { leverage })}` : ''}
    </Badge>
  );
}
