import { Container, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { Toasters } from '../../components/Toasters';
import { useSession } from '../../lib/session';
import { decideAccess } from '../guards/access';
import { currentHandle } from '../routeHandle';
import { useAuthCheck } from '../useAuthCheck';
import { useUserDataUpdates } from '../useUserDataUpdates';
import { Breadcrumbs } from './Breadcrumbs';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** The shell around every screen, with the route guard (spec §6) and the document title. */
export function Layout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const handle = currentHandle(matches);
  const decision = decideAccess(handle, session, location);
  useAuthCheck();
  useUserDataUpdates();

  const title = `${t('app.name')} | ${t(handle.titleKey)}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Flex direction="column" minH="100dvh">
      <Navbar />
      <Container as="main" id="main" maxW="6xl" flex="1" py={{ base: '5', md: '8' }}>
        {decision.kind === 'redirect' ? (
          <Navigate to={decision.to} replace />
        ) : (
          <>
            {!handle.hideBreadcrumbs && <Breadcrumbs />}
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </>
        )}
      </Container>
      <Footer />
      <CookieNotice />
      <Toasters />
    </Flex>
  );
}
