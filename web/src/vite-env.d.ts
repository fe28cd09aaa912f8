/// <reference types="vite/client" />

/** The application version from web/package.json, injected at build time. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** The Telegram bot's user name for the Login Widget; without it the chat-bot login is not offered. */
  readonly VITE_TELEGRAM_BOT_NAME?: string;
  /** GraphQL endpoint; defaults to /graphql on the page's origin. */
  readonly VITE_GRAPHQL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
