import { Alert } from '@chakra-ui/react';

/** Messages that belong to no field of the form, above it. */
export function FormErrors({ messages, title }: { messages: readonly string[]; title?: string }) {
  const shown = messages.filter(Boolean);
  if (shown.length === 0 && !title) return null;
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {shown.length > 0 && (
          <Alert.Description>
            {shown.map((message) => (
              <span key={message} style={{ display: 'block' }}>
                {message}
              </span>
            ))}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
