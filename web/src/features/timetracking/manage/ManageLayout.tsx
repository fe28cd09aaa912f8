import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';

const SECTIONS = ['customers', 'brands', 'projects', 'budgets', 'types', 'settings'] as const;

/** /service/timetracking/manage: what the records refer to — customers, brands, projects, budgets, types — and settings. */
export function ManageLayout() {
  const { t } = useTranslation();
  return (
    <>
      <Flex
        as="nav"
        aria-label={t('timetracking:manage.nav')}
        gap="1"
        mb="6"
        wrap="wrap"
        borderBottomWidth="1px"
        pb="2"
      >
        {SECTIONS.map((section) => (
          <Button
            key={section}
            asChild
            size="sm"
            variant="ghost"
            _currentPage={{ bg: 'teal.subtle', color: 'teal.fg' }}
          >
            <NavLink to={`/service/timetracking/manage/${section}`}>
              {t(`timetracking:manage.${section}`)}
            </NavLink>
          </Button>
        ))}
      </Flex>
      <Outlet />
    </>
  );
}
