import { Container, Flex, SkipNavLink } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { Toasters } from '../../components/Toasters';
import { usePageNames } from '../../lib/pageName';
import { useSession } from '../../lib/session';
import { decideAccess } from '../guards/access';
import { GuardRedirect } from '../guards/GuardRedirect';
import { currentHandle, documentTitle } from '../routeHandle';
import { useAuthCheck } from '../useAuthCheck';
import { useUserDataUpdates } from '../useUserDataUpdates';
import { Breadcrumbs } from './Breadcrumbs';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { useHeadingFocus } from './useHeadingFocus';

/**
 * The shell around every screen, with the route guard (spec §6), the document title, a skip link to the main
 * landmark (the first thing Tab reaches) and focus on the page heading after each change of page.
 */
export function Layout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const handle = currentHandle(matches);
  const decision = decideAccess(handle, session, location);
  const main = useRef<HTMLDivElement>(null);
  useAuthCheck();
  useUserDataUpdates();
  useHeadingFocus(main);

  // the section and the screen, by the names screens gave where they did ("IT-Kram · <post>")
  const names = usePageNames();
  const title = documentTitle(
    t('app.name'),
    matches,
    (pathname, titled) => names.get(pathname)?.name ?? t(titled.titleKey),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink
        id="main"
        zIndex="skipNav"
        onClick={(event) => {
          // focus main without a "#main" history entry
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('nav.skipToContent')}
      </SkipNavLink>
      <Navbar />
      <Container
        as="main"
        id="main"
        ref={main}
        tabIndex={-1}
        maxW="6xl"
        flex="1"
        py={{ base: '5', md: '8' }}
        _focusVisible={{ outline: 'none' }}
        // A focused heading scrolls into view below the sticky navbar, not under it. It takes focus only from
        // useHeadingFocus, which puts the reader on the new page (announced): no control, so no focus ring around
        // the full-width heading, also after a keyboard action (issue 29 D-L22).
        css={{ '& h1': { scrollMarginTop: '20' }, '& h1[tabindex="-1"]:focus': { outline: 'none' } }}
      >
        {decision.kind === 'redirect' ? (
          <GuardRedirect to={decision.to} reason={decision.reason} />
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
