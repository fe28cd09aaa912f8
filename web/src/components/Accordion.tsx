import { Accordion as ChakraAccordion, Span } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Several items open at once. */
  multiple?: boolean;
  defaultValue?: string[];
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Collapsible sections (each header is a button with aria-expanded). */
export function Accordion({ items, multiple = false, defaultValue, value, onChange }: AccordionProps) {
  return (
    <ChakraAccordion.Root
      collapsible
      multiple={multiple}
      defaultValue={defaultValue}
      value={value}
      onValueChange={onChange ? (details) => onChange(details.value) : undefined}
      variant="enclosed"
    >
      {items.map((item) => (
        <ChakraAccordion.Item key={item.value} value={item.value} disabled={item.disabled}>
          <ChakraAccordion.ItemTrigger>
            <Span flex="1">{item.title}</Span>
            <ChakraAccordion.ItemIndicator />
          </ChakraAccordion.ItemTrigger>
          <ChakraAccordion.ItemContent>
            <ChakraAccordion.ItemBody>{item.content}</ChakraAccordion.ItemBody>
          </ChakraAccordion.ItemContent>
        </ChakraAccordion.Item>
      ))}
    </ChakraAccordion.Root>
  );
}
