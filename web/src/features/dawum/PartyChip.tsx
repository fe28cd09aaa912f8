import { Box } from '@chakra-ui/react';
import { partyColor, textOn } from './parties';

/** A party's shortcut on its colour, in black or white, whichever reads better (≥ 4.5:1); the full name as title. */
export function PartyChip({ shortcut, name }: { shortcut: string; name: string }) {
  const background = partyColor(shortcut);
  return (
    <Box
      as="abbr"
      title={name}
      display="inline-block"
      px="1.5"
      borderRadius="sm"
      bg={background}
      color={textOn(background)}
      fontWeight="semibold"
      textDecoration="none"
      whiteSpace="nowrap"
    >
      {shortcut}
    </Box>
  );
}
