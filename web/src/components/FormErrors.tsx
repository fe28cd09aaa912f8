import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Messages that belong to no field of the form (server errors without a matching field, a wrong password, a
 * throttle), as one alert; `children` adds a way out (e.g. "request a new link"). Focusable, so that a failed
 * submit without an invalid field can move the focus here (useFieldErrors).
 */
export function FormErrors({
  messages,
  title,
  children,
}: {
  messages: readonly string[];
  title?: string;
  children?: ReactNode;
}) {
  const shown = [...new Set(messages.filter(Boolean))];
  if (shown.length === 0 && !title) return null;
  return (
    <Alert.Root status="error" borderRadius="md" role="alert" tabIndex={-1} data-form-errors="">
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
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}
