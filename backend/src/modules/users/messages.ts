import { defineMessages } from '../../http/messages.js';

/** The users module's messages and field names. */
export const messages = defineMessages({
  en: {
    'users.deleted': 'The member has been deleted.',
    'users.last_super_admin_active': 'The last active super admin cannot be deactivated.',
    'users.last_super_admin_role': 'The last active super admin cannot lose the SUPER_ADMIN role.',
    'users.last_super_admin_delete': 'The last active super admin cannot be deleted.',
    'users.user_id_mismatch': 'The user id does not match the member being edited.',
    'users.role_ids_unknown': 'Unknown role id(s): :ids.',
    'users.name_look_alike': "This name looks confusingly like another member's.",
    'users.email_look_alike': "This e-mail address looks confusingly like another member's.",
    'profile.password_changed': 'Your password has been changed.',
    'profile.current_password': 'The password is incorrect.',
    'profile.social_media_object': 'The social media links must be an object of network names and URLs.',
    'profile.social_media_network': 'Network names must be 1 to 32 characters of a-z, 0-9, _ and -.',
    'profile.social_media_url': 'The link for :network must be an http(s) URL.',
  },
  de: {
    'users.deleted': 'Das Mitglied wurde gelöscht.',
    'users.last_super_admin_active': 'Der letzte aktive Super-Admin kann nicht deaktiviert werden.',
    'users.last_super_admin_role':
      'Dem letzten aktiven Super-Admin kann die Rolle SUPER_ADMIN nicht entzogen werden.',
    'users.last_super_admin_delete': 'Der letzte aktive Super-Admin kann nicht gelöscht werden.',
    'users.user_id_mismatch': 'Die Benutzer-ID passt nicht zum bearbeiteten Mitglied.',
    'users.role_ids_unknown': 'Unbekannte Rollen-ID(s): :ids.',
    'users.name_look_alike': 'Dieser Name ist dem eines anderen Mitglieds zum Verwechseln ähnlich.',
    'users.email_look_alike': 'Diese E-Mail-Adresse ist der eines anderen Mitglieds zum Verwechseln ähnlich.',
    'profile.password_changed': 'Ihr Passwort wurde geändert.',
    'profile.current_password': 'Das Passwort ist falsch.',
    'profile.social_media_object':
      'Die Social-Media-Links müssen ein Objekt aus Netzwerknamen und URLs sein.',
    'profile.social_media_network': 'Netzwerknamen müssen 1 bis 32 Zeichen aus a-z, 0-9, _ und - haben.',
    'profile.social_media_url': 'Der Link für :network muss eine http(s)-URL sein.',
  },
  attributes: {
    de: {
      current_password: 'Aktuelles Passwort',
      social_media: 'Social Media',
      active: 'Aktiv',
      role_ids: 'Rollen',
      user_id: 'Benutzer-ID',
    },
  },
});

declare module '../../http/messages.js' {
  // adds this module's keys to MessageKey (declaration merging)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
