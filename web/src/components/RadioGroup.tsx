import { RadioGroup as ChakraRadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface RadioGroupProps {
  /** The group's visible label (and accessible name). */
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  orientation?: 'horizontal' | 'vertical';
  name?: string;
  disabled?: boolean;
}

/** One of a few options, all visible (Chakra RadioGroup: arrow keys move, Space chooses). */
export function RadioGroup({
  label,
  value,
  onChange,
  options,
  orientation = 'horizontal',
  name,
  disabled,
}: RadioGroupProps) {
  const labelId = useId();
  return (
    <ChakraRadioGroup.Root
      value={value}
      onValueChange={(details) => {
        if (details.value !== null) onChange(details.value);
      }}
      name={name}
      disabled={disabled}
      colorPalette="teal"
      size="sm"
      aria-labelledby={labelId}
    >
      <Text id={labelId} textStyle="sm" fontWeight="medium" mb="2">
        {label}
      </Text>
      <Stack
        direction={orientation === 'horizontal' ? 'row' : 'column'}
        gap={orientation === 'horizontal' ? '5' : '2'}
        wrap="wrap"
      >
        {options.map((option) => (
          <ChakraRadioGroup.Item key={option.value} value={option.value} disabled={option.disabled}>
            <ChakraRadioGroup.ItemHiddenInput />
            <ChakraRadioGroup.ItemIndicator />
            <ChakraRadioGroup.ItemText>{option.label}</ChakraRadioGroup.ItemText>
          </ChakraRadioGroup.Item>
        ))}
      </Stack>
    </ChakraRadioGroup.Root>
  );
}
