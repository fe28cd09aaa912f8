import { Box, chakra, HStack } from '@chakra-ui/react';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { nextTriState, TRI_CHECKED, TRI_UNCHECKED, type TriState } from '../lib/tableState';

export type { TriState };

interface TriStateCheckboxProps {
  /** 0 checked, 1 unchecked, 2 unset (spec §4). */
  value: TriState;
  /** Called with the next value of the cycle 0 → 1 → 2 → 0. */
  onChange: (value: TriState) => void;
  /** The visible label (also the accessible name). */
  children?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

const ARIA: Record<TriState, 'true' | 'false' | 'mixed'> = { 0: 'true', 1: 'false', 2: 'mixed' };

/**
 * A checkbox with three states (spec §4): checked (0), unchecked (1) and unset (2, shown as a dash, aria-checked
 * "mixed"; a filter with this value is not applied). Space or a click moves on in the cycle.
 */
export function TriStateCheckbox({
  value,
  onChange,
  children,
  disabled,
  size = 'md',
  ...rest
}: TriStateCheckboxProps) {
  const box = size === 'sm' ? '4' : '5';
  const checked = value === TRI_CHECKED;
  const unchecked = value === TRI_UNCHECKED;
  return (
    <chakra.button
      type="button"
      role="checkbox"
      aria-checked={ARIA[value]}
      aria-label={rest['aria-label']}
      disabled={disabled}
      onClick={() => onChange(nextTriState(value))}
      display="inline-flex"
      alignItems="center"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.5 : 1}
      borderRadius="sm"
      focusVisibleRing="outside"
      textAlign="start"
    >
      <HStack gap="2" as="span">
        <Box
          as="span"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize={box}
          flexShrink={0}
          borderWidth="2px"
          borderRadius="sm"
          borderColor={unchecked ? 'border.emphasized' : 'teal.solid'}
          bg={checked ? 'teal.solid' : value === 2 ? 'teal.subtle' : 'bg'}
          color={checked ? 'teal.contrast' : 'teal.fg'}
          aria-hidden="true"
        >
          {checked && <Check size={14} strokeWidth={3} />}
          {value === 2 && <Minus size={14} strokeWidth={3} />}
        </Box>
        {children && (
          <Box as="span" textStyle="sm">
            {children}
          </Box>
        )}
      </HStack>
    </chakra.button>
  );
}
