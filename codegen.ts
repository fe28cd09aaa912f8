import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string', Date: 'string' };

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
          User: '@portal/contract#RestUser',
          Role: '@portal/contract#RestRole',
          TelegramSubscription: '@portal/contract#RestTelegramSubscription',
          AuthPayload: '@portal/contract#RestAuthPayload',
          Download: '@portal/contract#RestDownload',
          Notification: '@portal/contract#RestNotification',
          DownloadReadyNotification: '../modules/notifications/kinds#RestDownloadNotification',
          DownloadRemovedNotification: '../modules/notifications/kinds#RestDownloadNotification',
          UnknownNotification: '@portal/contract#RestNotification',
          TimeClockRunningNotification: '../modules/notifications/kinds#RestTimeClockRunningNotification',
          TimeBudgetNotification: '../modules/notifications/kinds#RestTimeBudgetNotification',
          NotificationDownload: '@portal/contract#RestNotificationDownload',
          IptvProvider: '@portal/contract#RestIptvProvider',
          IptvImport: '@portal/contract#RestIptvImport',
          IptvChannel: '@portal/contract#RestIptvChannel',
          // Written here, not imported from the modules (whose mapping imports this file): no import cycle.
          // A list's groups and rows, and the provider of a member's settings, are loaded only when asked for.
          IptvList: "Omit<IptvList, 'groups' | 'providerGroups' | 'channels'>",
          IptvProviderSettings: "Omit<IptvProviderSettings, 'provider'>",
          // Comments (and a record's budgets) are fields of their own, loaded only when asked for.
          TimeRecord: "Omit<TimeRecord, 'comments' | 'budgets'>",
          TimeTask: "Omit<TimeTask, 'comments'>",
          // A list's surveys carry no results and their parliament no election: each is loaded when asked for.
          DawumSurvey:
            "Omit<DawumSurvey, 'parliament' | 'results'> & { parliament: ResolversParentTypes['DawumParliament']; results?: DawumResult[] }",
          DawumParliament: "Omit<DawumParliament, 'election'> & { election?: string }",
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
