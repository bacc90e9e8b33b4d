// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KeyBuilder } from './key-builder';
import type { TableItemParams } from './table-params';
import { ALPHA_LINK } from './test-link-key';
import { loadTypedKeyEncoder } from './use-typed-key-encoder';

afterEach(cleanup);
// the encoder is loaded on demand in the app; loaded once here, the builder has it from its first render
beforeAll(async () => {
  await loadTypedKeyEncoder();
});

const empty: TableItemParams = { keyHex: undefined, keyType: undefined, keyValue: undefined, keyFormat: 'hex', valueType: undefined };
const keyBytes = () => screen.queryByTestId('key-bytes')?.textContent ?? null;

describe('KeyBuilder', () => {
  it('shows the key bytes live as the user types', () => {
    render(<KeyBuilder initial={empty} onSubmit={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Key type'), { target: { value: 'u64' } });
    expect(keyBytes()).toBeNull();
    fireEvent.change(screen.getByLabelText('Key value'), { target: { value: '4' } });
    expect(keyBytes()).toBe('0x0400000000000000');
    fireEvent.change(screen.getByLabelText('Key value'), { target: { value: '42' } });
    expect(keyBytes()).toBe('0x2a00000000000000');
    expect(screen.getByText('Key bytes (8 bytes):')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Key value'), { target: { value: '4x' } });
    expect(keyBytes()).toBeNull();
    expect(screen.getByText(/u64 value "4x" is not a decimal integer/)).toBeTruthy();
  });

  it('offers hex or UTF-8 for vector<u8> and submits what it built', () => {
    const submitted: TableItemParams[] = [];
    render(<KeyBuilder initial={empty} onSubmit={(next) => submitted.push(next)} />);
    fireEvent.change(screen.getByLabelText('Key type'), { target: { value: 'vector<u8>' } });
    fireEvent.change(screen.getByLabelText('Bytes typed as'), { target: { value: 'utf8' } });
    fireEvent.change(screen.getByLabelText('Key value'), { target: { value: 'hi' } });
    expect(keyBytes()).toBe('0x026869');
    fireEvent.change(screen.getByLabelText(/Value type/), { target: { value: ' u64 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(submitted).toEqual([{ keyHex: '0x026869', keyType: 'vector<u8>', keyValue: 'hi', keyFormat: 'utf8', valueType: 'u64' }]);
  });

  it('takes a hex key and does not submit a bad one', () => {
    const submitted: TableItemParams[] = [];
    render(<KeyBuilder initial={{ ...empty, keyHex: '0x01' }} onSubmit={(next) => submitted.push(next)} />);
    expect((screen.getByLabelText('BCS hex') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Key (BCS hex)'), { target: { value: '0xABC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(submitted).toEqual([]);
    expect(screen.getByText(/odd number of hex digits/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Key (BCS hex)'), { target: { value: '0xABCD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(submitted).toEqual([{ keyHex: '0xabcd', keyType: undefined, keyValue: undefined, keyFormat: 'hex', valueType: undefined }]);
  });

  it('restores a typed key from a shared link', () => {
    render(<KeyBuilder initial={ALPHA_LINK} onSubmit={() => undefined} />);
    expect((screen.getByLabelText('Key value') as HTMLInputElement).value).toBe('alpha');
    expect(keyBytes()).toBe('0x05616c706861');
  });

  it("shows a link's `key` until the typed key changes, then encodes what is typed", () => {
    const submitted: TableItemParams[] = [];
    // inconsistent on purpose: the bytes shown are those the page sends (`key`) until the user edits
    render(
      <KeyBuilder
        initial={{ keyHex: '0x0500000000000000', keyType: 'u64', keyValue: '6', keyFormat: 'hex', valueType: undefined }}
        onSubmit={(next) => submitted.push(next)}
      />,
    );
    expect(keyBytes()).toBe('0x0500000000000000');
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    fireEvent.change(screen.getByLabelText('Key value'), { target: { value: '7' } });
    expect(keyBytes()).toBe('0x0700000000000000');
    fireEvent.change(screen.getByLabelText('Key type'), { target: { value: 'u65' } });
    expect(keyBytes()).toBeNull();
    expect(screen.getByText(/u65/)).toBeTruthy();
    expect(submitted).toEqual([{ keyHex: '0x0500000000000000', keyType: 'u64', keyValue: '6', keyFormat: 'hex', valueType: undefined }]);
  });
});
