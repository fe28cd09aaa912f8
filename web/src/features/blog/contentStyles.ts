import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * How a post page's HTML looks, the same in the reader and in the editor (so editors see what readers get).
 * Only the tags the server's allow-list keeps need a style.
 */
export const postContentCss: SystemStyleObject = {
  lineHeight: '1.7',
  overflowWrap: 'anywhere',
  '& > * + *': { marginTop: '4' },
  '& > :first-child': { marginTop: '0' },
  '& h1': { textStyle: '2xl', fontWeight: 'bold', marginTop: '8' },
  '& h2': { textStyle: 'xl', fontWeight: 'bold', marginTop: '8' },
  '& h3': { textStyle: 'lg', fontWeight: 'semibold', marginTop: '6' },
  '& h4': { textStyle: 'md', fontWeight: 'semibold', marginTop: '6' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
  '& li > p': { marginTop: '0' },
  '& a': { color: 'teal.fg', textDecoration: 'underline' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'teal.muted',
    paddingInlineStart: '4',
    color: 'fg.muted',
    fontStyle: 'italic',
  },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '1', borderRadius: 'sm' },
  '& pre': { fontFamily: 'mono', bg: 'bg.muted', padding: '4', borderRadius: 'md', overflowX: 'auto' },
  '& pre code': { bg: 'transparent', padding: '0' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
  '& hr': { borderColor: 'border' },
};
