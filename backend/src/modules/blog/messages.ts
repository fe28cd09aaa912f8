import { defineMessages } from '../../http/messages.js';

/** The blog module's messages and field names. */
export const messages = defineMessages({
  en: {
    'blog.post_deleted': 'The post has been deleted.',
    'blog.slug_published': 'The post is published: its address stays as it is.',
    'blog.page_not_found': 'The post has no such page.',
    'blog.image_type':
      'The :attribute must be a JPEG, PNG, WebP or GIF image (SVG and other files are refused).',
    'blog.image_broken': 'The :attribute is damaged or incomplete and cannot be read as an image.',
    'validation.slug': 'The :attribute may only contain lower-case letters, digits and single hyphens.',
  },
  de: {
    'blog.post_deleted': 'Der Beitrag wurde gelöscht.',
    'blog.slug_published': 'Der Beitrag ist veröffentlicht: Seine Adresse bleibt unverändert.',
    'blog.page_not_found': 'Der Beitrag hat keine solche Seite.',
    'blog.image_type':
      ':attribute muss ein JPEG-, PNG-, WebP- oder GIF-Bild sein (SVG und andere Dateien werden abgelehnt).',
    'blog.image_broken':
      ':attribute ist beschädigt oder unvollständig und kann nicht als Bild gelesen werden.',
    'validation.slug': ':attribute darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.',
  },
  attributes: {
    en: { image: 'image', slug: 'address (slug)' },
    de: { image: 'Bild', slug: 'Adresse (Slug)', content: 'Inhalt', active: 'Aktiv' },
  },
});

declare module '../../http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessageKeys extends Record<keyof typeof messages.en, true> {}
}
