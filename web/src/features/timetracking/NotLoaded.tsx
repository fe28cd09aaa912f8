import { Alert } from '@chakra-ui/react';
import { LoadFailed } from '../../components/LoadFailed';
import { hasErrorCode } from '../../lib/errors';

/**
 * What stands where one task or customer would: that it does not exist (any more) when the server says so or sent
 * nothing, else the failed load with its retry.
 */
export function NotLoaded({
  error,
  onRetry,
  notFound,
}: {
  error: unknown;
  onRetry: () => void;
  notFound: string;
}) {
  if (error && !hasErrorCode(error, 'NOT_FOUND')) return <LoadFailed onRetry={onRetry} />;
  return (
    <Alert.Root status="warning" borderRadius="md">
      <Alert.Indicator />
      <Alert.Description>{notFound}</Alert.Description>
    </Alert.Root>
  );
}
