import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n, { addTexts } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { blogFeature } from '../feature';
import { RichTextEditor } from './RichTextEditor';

describe('rich text editor', () => {
  beforeEach(async () => {
    addTexts(blogFeature.texts);
    await i18n.changeLanguage('de');
  });

  it('keeps the focus in the text when a toolbar button is clicked, so typing goes on at once', async () => {
    renderWithProviders(
      <RichTextEditor value="" onChange={() => undefined} label="Inhalt der Seite 1" images={[]} />,
    );
    const text = await screen.findByRole('textbox', { name: 'Inhalt der Seite 1' });
    act(() => text.focus());
    const bold = screen.getByRole('button', { name: 'Fett' });
    let buttonFocused = false;
    bold.addEventListener('focus', () => (buttonFocused = true));
    await userEvent.setup().click(bold);
    // the editor's own re-focus waits for the next frame: what is typed before it would land on the button
    expect(buttonFocused).toBe(false);
    expect(text).toHaveFocus();
    expect(bold).toHaveAttribute('aria-pressed', 'true');
  });
});
