import { Portal, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { cloneElement, useId, type ReactElement } from 'react';

interface ButtonLikeProps {
  onClick?: unknown;
  loading?: boolean;
  'aria-disabled'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A button that cannot be used here, with the reason. With a `reason`, the child stays focusable but inert
 * (aria-disabled, no click), the reason shows as a tooltip on hover and keyboard focus, and screen readers get it as
 * the button's description. Without one, the child as it is.
 */
export function DisabledReason({
  reason,
  children,
}: {
  reason: string | undefined;
  children: ReactElement<ButtonLikeProps>;
}) {
  const id = useId();
  if (!reason) return children;
  return (
    <Tooltip.Root openDelay={0} closeDelay={0}>
      <Tooltip.Trigger asChild>
        {cloneElement(children, {
          onClick: undefined,
          loading: false,
          'aria-disabled': true,
          'aria-describedby': id,
        })}
      </Tooltip.Trigger>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content aria-hidden="true">{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
