import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import type { TriState } from '../lib/tableState';
import { renderWithProviders } from '../test/render';
import { AutoReloadSelect } from './AutoReloadSelect';
import { CopyToClipboard } from './CopyToClipboard';
import { DecimalInput } from './DecimalInput';
import { DeleteButton } from './DeleteButton';
import { Toasters } from './Toasters';
import { TriStateCheckbox } from './TriStateCheckbox';

function TriHarness({ onChange }: { onChange: (v: TriState) => void }) {
  const [value, setValue] = useState<TriState>(0);
  return (
    <TriStateCheckbox
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    >
      Active only
    </TriStateCheckbox>
  );
}

function DecimalHarness({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DecimalInput
      aria-label="Amount"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('shared widgets', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('TriStateCheckbox cycles 0 → 1 → 2 → 0 with aria-checked true/false/mixed', async () => {
    const onChange = vi.fn();
    renderWithProviders(<TriHarness onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Active only' });
    expect(box).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([1, 2, 0]);
  });

  it('DecimalInput reads and shows German numbers with a comma', async () => {
    await i18n.changeLanguage('de');
    const onChange = vi.fn();
    renderWithProviders(<DecimalHarness initial="1234.5" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('1.234,50');
    await userEvent.clear(input);
    await userEvent.type(input, '12,5');
    expect(onChange).toHaveBeenLastCalledWith('12.50');
    await userEvent.tab();
    expect(input).toHaveValue('12,50');
    await userEvent.clear(input);
    await userEvent.type(input, '1,234');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 2 Nachkommastellen.');
    expect(onChange).not.toHaveBeenLastCalledWith('1.234');
  });

  it('DecimalInput reads English numbers with a dot and groups with commas', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DecimalHarness initial="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1,234.5');
    expect(onChange).toHaveBeenLastCalledWith('1234.50');
    await userEvent.tab();
    expect(input).toHaveValue('1,234.50');
  });

  it('AutoReloadSelect defaults to 10 s, reloads at the chosen interval and stops on unmount', () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    const view = renderWithProviders(<AutoReloadSelect onReload={onReload} />);
    const select = screen.getByRole('combobox', { name: 'Auto reload' });
    expect(select).toHaveValue('10000');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', '1 second', '5 seconds', '10 seconds', '30 seconds', '1 minute']);
    act(() => vi.advanceTimersByTime(30_000));
    expect(onReload).toHaveBeenCalledTimes(3);
    fireEvent.change(select, { target: { value: '1000' } });
    act(() => vi.advanceTimersByTime(5_000));
    expect(onReload).toHaveBeenCalledTimes(8);
    fireEvent.change(select, { target: { value: '0' } });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onReload).toHaveBeenCalledTimes(8);
    fireEvent.change(select, { target: { value: '5000' } });
    view.unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onReload).toHaveBeenCalledTimes(8);
  });

  it('CopyToClipboard copies and shows the copied text as a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(
      <>
        <CopyToClipboard value="https://example.com/list.m3u" />
        <Toasters />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(writeText).toHaveBeenCalledWith('https://example.com/list.m3u');
    expect(await screen.findByText('Copied: https://example.com/list.m3u')).toBeInTheDocument();
  });

  it('DeleteButton asks first when confirmation is on', async () => {
    const onDelete = vi.fn();
    renderWithProviders(
      <DeleteButton
        label="Delete Ada"
        iconOnly
        onDelete={onDelete}
        confirm={{ title: 'Delete user?', message: 'Really delete Ada?' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ada' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user?' });
    expect(dialog).toHaveTextContent('Really delete Ada?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ada' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('DeleteButton without confirmation deletes at once', async () => {
    const onDelete = vi.fn();
    renderWithProviders(<DeleteButton onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
