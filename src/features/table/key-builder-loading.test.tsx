// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyBuilder } from './key-builder';
import type { TableItemParams } from './table-params';
import { ALPHA_LINK } from './test-link-key';

// Apart from key-builder.test.tsx, which loads the typed-key encoder first: here it loads on demand, as in the app.
afterEach(cleanup);

describe('KeyBuilder before its encoder has loaded', () => {
  it('sends a key typed and submitted at once, as soon as it can be encoded (the Enter was lost)', async () => {
    const submitted: TableItemParams[] = [];
    render(<KeyBuilder initial={ALPHA_LINK} onSubmit={(next) => submitted.push(next)} />);
    fireEvent.change(screen.getByLabelText('Key value'), { target: { value: 'beta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ keyHex: '0x0462657461', keyValue: 'beta', valueType: '0xcafe::showcase::Entry' });
  });
});
