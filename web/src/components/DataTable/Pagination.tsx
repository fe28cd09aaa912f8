import { Button, HStack, IconButton } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../../lib/tableState';

interface PaginationProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  /** How many numbered pages are shown around the current one (spec §9: 3 or 5). */
  window?: 3 | 5;
  disabled?: boolean;
}

/** First, previous, a window of page numbers, next, last — every button named for screen readers. */
export function Pagination({ page, lastPage, onChange, window = 5, disabled }: PaginationProps) {
  const { t } = useTranslation();
  const pages = pageWindow(page, lastPage, window);
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
  return (
    <HStack as="nav" aria-label={t('table.pagination')} gap="1" wrap="wrap">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('table.firstPage')}
        disabled={disabled || atStart}
        onClick={() => onChange(1)}
      >
        <ChevronsLeft />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('table.previousPage')}
        disabled={disabled || atStart}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pages.map((n) => (
        <Button
          key={n}
          size="sm"
          minW="9"
          variant={n === page ? 'solid' : 'ghost'}
          colorPalette={n === page ? 'teal' : 'gray'}
          aria-label={t('table.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          disabled={disabled}
          onClick={() => n !== page && onChange(n)}
        >
          {n}
        </Button>
      ))}
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('table.nextPage')}
        disabled={disabled || atEnd}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('table.lastPage')}
        disabled={disabled || atEnd}
        onClick={() => onChange(lastPage)}
      >
        <ChevronsRight />
      </IconButton>
    </HStack>
  );
}
