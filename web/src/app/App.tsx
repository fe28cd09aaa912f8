import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import './i18n';
import { Providers } from './Providers';
import { routes } from './routes';

const client = createApolloClient();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
