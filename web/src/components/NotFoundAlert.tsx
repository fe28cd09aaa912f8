import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Said in place of what a screen shows when its object does not exist (or is not the member's). */
export function NotFoundAlert({ text }: { text: ReactNode }) {
  return (
    <Alert.Root status="warning" borderRadius="md">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}
