/**
 * The Telegram bot's user name for the Login Widget (VITE_TELEGRAM_BOT_NAME at build time); undefined when no bot
 * is configured, and then the chat-bot login is not offered.
 */
export function telegramBotName(): string | undefined {
  return import.meta.env.VITE_TELEGRAM_BOT_NAME?.trim() || undefined;
}
