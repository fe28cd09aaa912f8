import { Tag as ChakraTag } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TagProps {
  children: ReactNode;
  colorPalette?: string;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'subtle' | 'solid' | 'outline' | 'surface';
  /** Shows a remove button named "Remove <label>". */
  onRemove?: () => void;
  /** The text for the remove button's name when children is not plain text. */
  removeLabel?: string;
}

/** A small label (roles, states); optionally removable. */
export function Tag({
  children,
  colorPalette = 'teal',
  size = 'md',
  variant = 'subtle',
  onRemove,
  removeLabel,
}: TagProps) {
  const { t } = useTranslation();
  const name = removeLabel ?? (typeof children === 'string' ? children : '');
  return (
    <ChakraTag.Root colorPalette={colorPalette} size={size} variant={variant}>
      <ChakraTag.Label>{children}</ChakraTag.Label>
      {onRemove && (
        <ChakraTag.EndElement>
          <ChakraTag.CloseTrigger aria-label={t('tag.remove', { label: name })} onClick={onRemove} />
        </ChakraTag.EndElement>
      )}
    </ChakraTag.Root>
  );
}
