import { Box, Button, Flex, HStack, IconButton, Input, Separator } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
} from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { postContentCss } from '../contentStyles';
import type { BlogImage } from '../ImageBagModal';
import { ImageBagModal } from '../ImageBagModal';

interface RichTextEditorProps {
  /** The page's HTML as stored (already sanitised by the server). */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** The post's image bag, offered by the image button. */
  images: readonly BlogImage[];
}

/** What the toolbar shows as pressed; read through useEditorState so only changes re-render. */
function activeMarks(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    strike: editor.isActive('strike'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    h4: editor.isActive('heading', { level: 4 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="sm"
      variant={pressed ? 'subtle' : 'ghost'}
      colorPalette={pressed ? 'teal' : 'gray'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // A pointer click leaves the focus (and the selection) in the text: the editor's own re-focus waits for the
      // next frame, and what was typed before it would be lost. By keyboard the command re-focuses the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** The URL form of the link button: sets, changes or removes the link of the selection. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState<string>(
    () => (editor.getAttributes('link').href as string | undefined) ?? '',
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
    onDone();
  };
  return (
    <Flex as="form" onSubmit={apply} gap="2" p="2" borderBottomWidth="1px" wrap="wrap">
      <Input
        size="sm"
        flex="1"
        minW="12rem"
        type="url"
        value={href}
        placeholder="https://"
        aria-label={t('blog:editor.linkUrl')}
        onChange={(event) => setHref(event.target.value)}
        autoFocus
      />
      <Button size="sm" type="submit" colorPalette="teal">
        {t('blog:editor.linkApply')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onDone();
        }}
      >
        {t('blog:editor.linkRemove')}
      </Button>
    </Flex>
  );
}

/**
 * The content editor of a post page (TipTap): headings, bold/italic/strike, lists, links, quotes, code blocks and
 * images from the post's image bag. It writes HTML; the server sanitises it on save. Loaded only by the edit route.
 */
export function RichTextEditor({ value, onChange, label, images }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const [bagOpen, setBagOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({ editor, selector: ({ editor: current }) => activeMarks(current) });
  if (!state) return null;
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    void command(editor.chain().focus()).run();

  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg" _focusWithin={{ borderColor: 'teal.solid' }}>
      <HStack
        role="toolbar"
        aria-label={t('blog:editor.toolbar')}
        gap="0.5"
        p="1"
        wrap="wrap"
        borderBottomWidth="1px"
        bg="bg.subtle"
        borderTopRadius="md"
      >
        <ToolButton
          label={t('blog:editor.h2')}
          pressed={state.h2}
          onClick={run((c) => c.toggleHeading({ level: 2 }))}
        >
          <Heading2 />
        </ToolButton>
        <ToolButton
          label={t('blog:editor.h3')}
          pressed={state.h3}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
        >
          <Heading3 />
        </ToolButton>
        <ToolButton
          label={t('blog:editor.h4')}
          pressed={state.h4}
          onClick={run((c) => c.toggleHeading({ level: 4 }))}
        >
          <Heading4 />
        </ToolButton>
        <Separator orientation="vertical" height="6" mx="1" />
        <ToolButton label={t('blog:editor.bold')} pressed={state.bold} onClick={run((c) => c.toggleBold())}>
          <Bold />
        </ToolButton>
        <ToolButton
          label={t('blog:editor.italic')}
          pressed={state.italic}
          onClick={run((c) => c.toggleItalic())}
        >
          <Italic />
        </ToolButton>
        <ToolButton
          label={t('blog:editor.strike')}
          pressed={state.strike}
          onClick={run((c) => c.toggleStrike())}
        >
          <Strikethrough />
        </ToolButton>
        <Separator orientation="vertical" height="6" mx="1" />
        <ToolButton
          label={t('blog:editor.bulletList')}
          pressed={state.bulletList}
          onClick={run((c) => c.toggleBulletList())}
        >
          <List />
        </ToolButton>
        <ToolButton
          label={t('blog:editor.orderedList')}
          pressed={state.orderedList}
          onClick={run((c) => c.toggleOrderedList())}
        >
          <ListOrdered />
        </ToolButton>
        <ToolButton
          label={t('blog:editor.quote')}
          pressed={state.blockquote}
          onClick={run((c) => c.toggleBlockquote())}
        >
          <Quote />
        </ToolButton>
        <ToolButton
          label={t('blog:editor.codeBlock')}
          pressed={state.codeBlock}
          onClick={run((c) => c.toggleCodeBlock())}
        >
          <Code2 />
        </ToolButton>
        <Separator orientation="vertical" height="6" mx="1" />
        <ToolButton
          label={t('blog:editor.link')}
          pressed={state.link || linkOpen}
          onClick={() => setLinkOpen((o) => !o)}
        >
          <Link2 />
        </ToolButton>
        <ToolButton label={t('blog:editor.image')} onClick={() => setBagOpen(true)}>
          <ImagePlus />
        </ToolButton>
        <Separator orientation="vertical" height="6" mx="1" />
        <ToolButton label={t('blog:editor.undo')} disabled={!state.canUndo} onClick={run((c) => c.undo())}>
          <Undo2 />
        </ToolButton>
        <ToolButton label={t('blog:editor.redo')} disabled={!state.canRedo} onClick={run((c) => c.redo())}>
          <Redo2 />
        </ToolButton>
      </HStack>
      {linkOpen && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
      <Box css={{ '& .tiptap': { ...postContentCss, minHeight: '12rem', padding: '3', outline: 'none' } }}>
        <EditorContent editor={editor} />
      </Box>
      <ImageBagModal
        open={bagOpen}
        onClose={() => setBagOpen(false)}
        images={images}
        onInsert={(image) => {
          editor.chain().focus().setImage({ src: image.imageUrl, alt: image.name }).run();
          setBagOpen(false);
        }}
      />
    </Box>
  );
}
