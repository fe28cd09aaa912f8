import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    // Resolver signatures for the gateway; GraphQL types map to the backend's REST shapes.
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#Context',
        mappers: {
          User: '../rest/types#RestUser',
          Role: '../rest/types#RestRole',
          TelegramSubscription: '../rest/types#RestTelegramSubscription',
          AuthPayload: '../rest/types#RestAuthPayload',
          Download: '../rest/types#RestDownload',
          Notification: '../rest/types#RestNotification',
          NotificationDownload: '../rest/types#RestNotificationDownload',
        },
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
    // Typed documents for the web client (graphql() tagged operations in web/src).
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
