/** The group rows go to when none is named (contract IPTV_DEFAULT_GROUP). */
export const DEFAULT_GROUP = 'default';
